// Large positions: the solver runs in a worker, shows progress, can be cancelled, and says
// plainly when there is no exact answer; the page never freezes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, boardSummary, settle, assertNoErrors } from './helpers/ui.mjs';

let env;
before(async () => { env = await setupE2E(); });
after(async () => { await env?.teardown(); });

test('K6 with 9 tokens per edge: too large or cancellable, and the page stays responsive', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  await page.locator('select[aria-label="Preset graph"]').selectOption('complete');
  await page.locator('input[aria-label="Size"]').fill('6');
  await page.locator('input[aria-label="Tokens per edge"]').fill('9');
  await page.getByRole('button', { name: 'Build' }).click();
  await settle(page);
  const board = await boardSummary(page);
  assert.equal(board.edges, 15);
  assert.ok(board.tokens.every((t) => t === 9));

  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  // Either the solver answers "unknown" quickly, or it is still working: then progress and
  // Cancel are shown.
  await page.waitForFunction(() => !document.querySelector('.progress').hidden || document.querySelector('.hint-result .unknown'), null, { timeout: 20_000 });
  const t0 = Date.now();
  await page.evaluate(() => 1 + 1);
  assert.ok(Date.now() - t0 < 1000, 'main thread responsive while solving');
  if (await page.locator('.progress').isVisible()) {
    await screenshot(page, 'solver-progress');
    // Editing still works while the worker computes.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await settle(page);
    assert.equal(await page.locator('.progress').isVisible(), false);
    assert.match(await page.locator('.gnp-message').textContent(), /Stopped/);
    // Asking again reaches the end: an exact answer or a plain "too large".
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.waitForSelector('.hint-result .verdict', { timeout: 120_000 });
  }
  const text = await page.locator('.hint-result').textContent();
  if (/Too large/.test(text)) assert.match(text, /Too large for an exact answer\. \S+/);
  await screenshot(page, 'solver-large');
  assertNoErrors(page);
  await page.close();
});
