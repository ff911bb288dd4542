// The hint's winning move is a fastest win: on a Walking Nim cycle where the piece at 4 can
// end the game at once (lower 3–4 or 4–0 to 0), the hint names one of those, not a slower
// win, and after playing it the game review marks no slow win.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { press } from './helpers/keyboard.mjs';
import { openPlayground, settle, clickBoard, assertNoErrors, statusText } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const CYCLE =
  '#rules=walk&v=5&e=0-1:0,1-2:0,2-3:0,3-4:2,4-0:2&xy=294,134;506,134;571,336;400,460;229,336&piece=4&mode=play-cpu';
// The middle of each edge the piece can cross from 4, where a person clicks it.
const MIDDLE = { 3: [314, 398], 0: [262, 235] };

test('Walking Nim: the hint offers a win in one move, and playing it is reviewed as best', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${CYCLE}`));
  assert.match(await statusText(page), /Your turn/);
  await press(page, 'h');
  const hint = page.locator('.hint-move');
  await hint.waitFor({ timeout: 30_000 });
  const text = await hint.textContent();
  // Edges are named as the position lists them: 3–4 and 4–0.
  const [, to] = text.match(/move to (\d) along (?:3–4|4–0), weight 2 → 0/) ?? [];
  assert.ok(to === '3' || to === '0', `the hint is a win in one move: ${text}`);
  await screenshot(page, 'hint-fastest-win');

  await clickBoard(page, ...MIDDLE[to]);
  await page.getByRole('button', { name: new RegExp(`new weight 0$`) }).click();
  await page.waitForFunction(
    () => /mistake|No mistakes|could not/.test(document.querySelector('.review-status')?.textContent ?? ''),
    null,
    { timeout: 30_000 },
  );
  await settle(page);
  const marks = await page.locator('.history .review-mark').allTextContents();
  assert.equal(marks.length, 1, `one move was played: ${marks}`);
  assert.doesNotMatch(marks[0], /slower/, marks[0]);
  assert.equal(marks[0], 'best');
  assertNoErrors(page);
  await page.close();
});
