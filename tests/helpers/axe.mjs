// axe-core audit of the page (or a frame) as it is now, WCAG 2.1 A and AA, for every screen test:
// returns the serious and critical violations, described; minor and moderate ones are printed.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every violation axe finds on the page: [{id, impact, help, nodes}]. With `tags`, the rules
 *  of those tags; without, every rule axe runs by default (best practices such as
 *  aria-allowed-role too), none turned off. */
async function violationsOf(page, tags = null) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // A page under a Content-Security-Policy (the built site) refuses an added <script>: there
    // the audit is evaluated by the browser's debugging protocol, which the policy does not see.
    const policy = await page.evaluate(
      () => !!document.querySelector('meta[http-equiv="Content-Security-Policy"]'),
    );
    if (policy) await page.evaluate(fs.readFileSync(AXE_PATH, 'utf8'));
    else await page.addScriptTag({ path: AXE_PATH });
  }
  // Colour transitions (buttons fade for 0.12 s) would otherwise be audited half-way, with a
  // colour that is neither the light nor the dark one (CI once measured a mid-fade blue).
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
  return page.evaluate(async (only) => {
    const result = await window.axe.run(document, only ? { runOnly: { type: 'tag', values: only } } : {});
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary.split('\n').slice(1).join(' ')}`),
    }));
  }, tags);
}

/** '' when the page has no violation at all, of any rule axe runs by default (WCAG and best
 *  practices) and any impact (minor ones too), else their description: for a screen that must
 *  be wholly clean, such as a <graph-nim> element that goes into other people's pages. */
export async function axeAny(page, label) {
  return (await violationsOf(page))
    .map((v) => `${label}: ${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 4).join('\n    ')}`)
    .join('\n');
}

/** '' when the page has no serious or critical violation, else their description. */
export async function axeSerious(page, label) {
  const violations = await violationsOf(page, WCAG_TAGS);
  for (const v of violations.filter((x) => x.impact !== 'serious' && x.impact !== 'critical'))
    console.log(`[axe ${label}] ${v.impact} ${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0] ?? ''}`);
  return violations
    .filter((x) => x.impact === 'serious' || x.impact === 'critical')
    .map((v) => `${label}: ${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 4).join('\n    ')}`)
    .join('\n');
}
