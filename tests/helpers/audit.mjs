// axe-core audit of the page as it is now (WCAG 2.1 A and AA), for the research screens'
// tests: returns the serious and critical violations and prints the minor and moderate ones
// so they stay visible (the same rules as tests/a11y-axe.test.mjs).
import { createRequire } from 'node:module';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function audit(page, label) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  // Wait for colour transitions, so no half-faded colour is measured.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
  const violations = await page.evaluate(async (tags) => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary.split('\n').slice(1).join(' ')}`),
    }));
  }, WCAG_TAGS);
  for (const v of violations.filter((x) => x.impact !== 'serious' && x.impact !== 'critical'))
    console.log(`[axe ${label}] ${v.impact} ${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0] ?? ''}`);
  return violations.filter((x) => x.impact === 'serious' || x.impact === 'critical');
}

/** The violations in words ('' when there are none). */
export function describeViolations(violations) {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 4).join('\n    ')}`)
    .join('\n  ');
}
