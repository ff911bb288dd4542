// Copy board link mid-game with "computer moves first" ticked (Walking Nim, misère, the person's
// turn): the link opened in a new tab shows the same position with the person to move; the
// computer does not move at once. The Share card says what the link holds.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  boardSummary,
  statusText,
  assertNoErrors,
  waitForHumanTurnOrEnd,
  moveListTexts,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const WALK = 'index.html#rules=walk&v=5&e=0-1:3,1-2:2,2-3:3,3-4:2,4-0:3&piece=0&play=misere&mode=play-cpu';

test('a shared game in progress opens with the person to move, as it stands', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(WALK));
  await page.getByRole('checkbox', { name: 'computer moves first' }).check();
  await page.getByRole('button', { name: 'Restart' }).click();
  await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length >= 1);
  await waitForHumanTurnOrEnd(page);
  assert.match(await statusText(page), /your turn|your move/i);
  const here = await boardSummary(page);
  await page.getByRole('button', { name: 'Copy board link' }).click();
  const link = await page.getByRole('textbox', { name: 'Link to this position' }).inputValue();
  assert.doesNotMatch(link, /first=cpu/, 'the link does not hand the first move to the computer');
  assert.match(
    await page.getByRole('region', { name: 'Share' }).textContent(),
    /opens a game against the computer on the board as it is now, with the same side to move/,
  );
  await screenshot(page, 'share-position-copied');
  assert.equal(await axeSerious(page, 'share card'), '');

  const friend = await env.browser.newPage();
  await openPlayground(friend, link);
  const there = await boardSummary(friend);
  assert.deepEqual([there.tokens, there.piece, there.rules], [here.tokens, here.piece, here.rules]);
  assert.match(await statusText(friend), /your turn|your move/i);
  assert.deepEqual(await moveListTexts(friend), [], 'the computer made no move in the friend’s tab');
  await screenshot(friend, 'share-position-opened');
  assertNoErrors(page);
  assertNoErrors(friend);
  await friend.close();
  await page.close();
});
