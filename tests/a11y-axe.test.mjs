// Accessibility audit: axe-core, WCAG 2.1 A and AA rules, on the main page in its
// edit, play and hint states, light and dark, and on the embed. No serious or critical
// violation is allowed; minor and moderate ones are printed so they stay visible.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious as audit } from './helpers/axe.mjs';

const POSITION = '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&xy=250,130;550,130;550,430;250,430';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe: edit, play and hint states have no serious or critical violations (${colorScheme})`, async () => {
    const page = await env.browser.newPage();
    await page.emulateMedia({ colorScheme });
    const found = {};
    await openPlayground(page, env.url('index.html' + POSITION));
    found.edit = await audit(page, `edit ${colorScheme}`);
    await screenshot(page, `axe-edit-${colorScheme}`);

    await page.getByRole('button', { name: 'Start game' }).click();
    await settle(page);
    found.play = await audit(page, `play ${colorScheme}`);

    await page.getByRole('button', { name: 'Hint' }).click();
    await page.waitForSelector('svg.board[data-hint-move]', { timeout: 20_000 });
    await settle(page);
    found.hint = await audit(page, `hint ${colorScheme}`);

    await page.getByRole('button', { name: 'Analyze all moves' }).click();
    await page.waitForSelector('.analysis li[data-outcome]', { timeout: 20_000 });
    await settle(page);
    found.analysis = await audit(page, `analysis ${colorScheme}`);
    await screenshot(page, `axe-analysis-${colorScheme}`);

    const report = Object.values(found).filter(Boolean).join('\n');
    assert.equal(report, '', `serious/critical axe violations (${colorScheme}):\n${report}`);
    assertNoErrors(page);
    await page.close();
  });
}

test('axe: the locked embed has no serious or critical violations (light and dark)', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 760, height: 560 });
  const found = {};
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    await openPlayground(page, env.url(`index.html?embed=1&lock=1${POSITION}&mode=play-cpu`));
    found[colorScheme] = await audit(page, `embed ${colorScheme}`);
    await screenshot(page, `axe-embed-${colorScheme}`);
  }
  const report = Object.values(found).filter(Boolean).join('\n');
  assert.equal(report, '', `serious/critical axe violations in the embed:\n${report}`);
  assertNoErrors(page);
  await page.close();
});
