// Switching Edge-Nim ↔ Walking Nim mid-game: a message says a new game starts and that Undo
// brings the old one back (it used to throw the game away silently), Undo does; switching
// while the computer is about to reply cancels that reply (it used to be applied unseen).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  assertNoErrors,
  waitForHumanTurnOrEnd,
  moveListTexts,
  boardSummary,
  settle,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const GAME = 'index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu';

async function moveAtVertex0(page) {
  await page.locator('svg.board [data-vertex="0"]').click();
  await page
    .getByRole('button', { name: /^take one more from/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Confirm move' }).click();
}

test('a switch mid-game says what happened, and Undo brings the game back', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(GAME));
  await moveAtVertex0(page);
  await waitForHumanTurnOrEnd(page);
  const played = await moveListTexts(page);
  assert.equal(played.length, 2);
  await page.getByRole('button', { name: 'Walking Nim' }).click();
  const message = page.locator('.gnp-message');
  await message.waitFor();
  assert.match(
    await message.textContent(),
    /Your unfinished game of Edge-Nim \(2 moves played\) is set aside for this new board: Undo brings it back\./,
  );
  await screenshot(page, 'rules-switch-midgame-message');
  assert.equal(await axeSerious(page, 'rules switch message'), '');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await settle(page);
  assert.equal(await page.getByRole('button', { name: 'Edge-Nim' }).getAttribute('aria-pressed'), 'true');
  assert.deepEqual(await moveListTexts(page), played, 'the Edge-Nim game is back with its moves');
  assertNoErrors(page);
  await page.close();
});

test('a switch while the computer is about to reply cancels the reply', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(GAME));
  await moveAtVertex0(page);
  await page.getByRole('button', { name: 'Walking Nim' }).click();
  const after = await boardSummary(page);
  await page.locator('.gnp-message').waitFor();
  // The new game is the person's to start: it waits for them, with no move made.
  await waitForHumanTurnOrEnd(page);
  assert.deepEqual(await moveListTexts(page), []);
  assert.deepEqual((await boardSummary(page)).tokens, after.tokens, 'no move was applied unseen');
  assertNoErrors(page);
  await page.close();
});
