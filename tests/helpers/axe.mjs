// axe-core audits for the browser tests: WCAG 2.1 A and AA rules on the page as it is now.
// Serious and critical violations are returned (tests assert there are none); minor and
// moderate ones are printed so they stay visible.
import { createRequire } from 'node:module';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on `page`; returns its serious and critical violations. */
export async function seriousAxeViolations(page, label) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  // Colour transitions would otherwise be audited half-way between two colours.
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

/** Violations in words, for an assertion message. */
export function describeViolations(violations) {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 4).join('\n    ')}`)
    .join('\n  ');
}
