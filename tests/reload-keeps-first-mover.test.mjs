// "computer moves first" ticked in the middle of a game is for the next game, and a reload
// keeps it, as it keeps misère, the strength and the moves: the game reloaded is the one
// played (who opened it unchanged), the box is still ticked, and Restart lets the computer open.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E } from './helpers/browser.mjs';
import {
  assertNoErrors,
  moveListTexts,
  openPlayground,
  settle,
  statusText,
  takeAtVertex,
  waitForHumanTurnOrEnd,
} from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const C4 = '#rules=edge&v=4&e=0-1:1,1-2:3,2-3:3,3-0:3&mode=play-cpu';

test('"computer moves first" ticked mid-game survives a reload, and the next game opens with the computer', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${C4}`));
  await takeAtVertex(page, 1, '1–2');
  await waitForHumanTurnOrEnd(page);
  const moves = await moveListTexts(page);
  assert.match(moves[0], /You/);

  const first = page.getByRole('checkbox', { name: 'computer moves first' });
  await first.click();
  assert.equal(await first.isChecked(), true);
  await settle(page);

  await page.reload();
  await page.waitForFunction(() => window.graphNimEngine && document.querySelector('svg.board'));
  await settle(page);
  assert.equal(await first.isChecked(), true, 'the box is kept');
  assert.deepEqual(await moveListTexts(page), moves, 'the same game, opened by me');
  assert.equal(await statusText(page), 'Your turn.');

  await page.getByRole('button', { name: 'Restart' }).click();
  await waitForHumanTurnOrEnd(page);
  const next = await moveListTexts(page);
  assert.match(next[0], /Computer/, 'the next game is opened by the computer');
  assertNoErrors(page);
  await page.close();
});
