// Large positions: the solver runs in a worker, shows progress, can be cancelled, and says
// plainly when there is no exact answer; the page never freezes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, boardSummary, settle, assertNoErrors, EMPTY_BOARD } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

test('K6 with 9 tokens per edge is too large; K4,4 shows progress and can be cancelled; the page stays responsive', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await page.getByLabel('Preset graph or pile game').selectOption('complete');
  await page.locator('input.preset-size').fill('6');
  await page.locator('input[aria-label="Tokens per edge"]').fill('9');
  await page.getByRole('button', { name: 'Build' }).click();
  await settle(page);
  const board = await boardSummary(page);
  assert.equal(board.edges, 15);
  assert.ok(board.tokens.every((t) => t === 9));

  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  // 10^15 states: the engine says at once that there is no exact answer; the page says so plainly.
  await page.waitForSelector('.hint-result .unknown', { timeout: 20_000 });
  // The reason reads as a sentence: a capital, the budget grouped, a full stop.
  assert.match(
    await page.locator('.hint-result .verdict.unknown').textContent(),
    /^Too large for an exact answer\. [A-Z].*more than the budget of 100,000,000\.$/,
  );
  await screenshot(page, 'solver-too-large');

  // K_{4,4} with 1 to 3 tokens per edge (6·10^7 states) takes seconds in the worker:
  // progress, responsiveness, Cancel. Opened by editing the link, as a person might. The
  // counts have no mirror symmetry (with 2 on every edge the mirror theorem answers at once).
  const counts = [
    [1, 2, 3, 2],
    [2, 3, 2, 2],
    [3, 2, 2, 2],
    [2, 3, 2, 1],
  ];
  const k44 = [];
  for (let u = 0; u < 4; u++) for (let v = 4; v < 8; v++) k44.push(`${u}-${v}:${counts[u][v - 4]}`);
  await page.evaluate(
    (fragment) => {
      location.hash = fragment;
    },
    `#rules=edge&v=8&e=${k44.join(',')}`,
  );
  await settle(page);
  assert.equal((await boardSummary(page)).edges, 16);
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForFunction(
    () => /\d+ \/ \d+/.test(document.querySelector('.progress')?.textContent ?? ''),
    null,
    { timeout: 20_000 },
  );
  const t0 = Date.now();
  await page.evaluate(() => 1 + 1);
  assert.ok(Date.now() - t0 < 1000, 'main thread responsive while solving');
  // Editing still works while the worker computes.
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await screenshot(page, 'solver-progress');
  await page.locator('.progress button').click();
  await settle(page);
  assert.equal(await page.locator('.progress').isVisible(), false);
  assert.match(await page.locator('.gnp-message').textContent(), /Stopped/);
  assert.equal(await page.locator('.hint-result').textContent(), '');
  // The respawned worker answers the next question.
  await page.getByLabel('Preset graph or pile game').selectOption('cycle');
  await page.locator('input.preset-size').fill('3');
  await page.getByRole('button', { name: 'Build' }).click();
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForSelector('.hint-result .verdict.lose', { timeout: 20_000 });
  assertNoErrors(page);
  await page.close();
});
