// axe-core audit for the browser tests: WCAG 2.1 A and AA rules on the page (or a frame) as it
// is now. Serious and critical violations are returned for the test to fail on; minor and
// moderate ones are printed so they stay visible. (The same audit as a11y-axe.test.mjs.)
import { createRequire } from 'node:module';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Audits `target` (a playwright Page or Frame); returns the serious/critical violations. */
export async function audit(target, label) {
  if (!(await target.evaluate(() => 'axe' in window))) await target.addScriptTag({ path: AXE_PATH });
  // Colour transitions would otherwise be audited half-way (see a11y-axe.test.mjs).
  await target.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
  const violations = await target.evaluate(async (tags) => {
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

/** The violations of several audits ({label: violations}) as one readable report ('' when none). */
export function axeReport(found) {
  return Object.entries(found)
    .filter(([, v]) => v.length)
    .map(
      ([label, v]) =>
        `${label}:\n  ${v.map((x) => `${x.impact} ${x.id}: ${x.help}\n    ${x.nodes.slice(0, 4).join('\n    ')}`).join('\n  ')}`,
    )
    .join('\n');
}
