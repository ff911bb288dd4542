// A game under way is never replaced without a word: a student on a phone plays a move of
// Moore's Nim₂ against the computer, taps Edit and the example PN(6, 2) (or, in play, builds
// a preset): a notice says the unfinished game is set aside and that Undo brings it back, and
// one Undo does. The editor's Undo between two pile games says which game is back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from './helpers/browser.mjs';
import {
  assertNoErrors,
  EMPTY_BOARD,
  moveListTexts,
  openPlayground,
  settle,
  waitForHumanTurnOrEnd,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { usePhoneSite } from './helpers/phone.mjs';

const phoneSite = usePhoneSite();

const url = phoneSite.url;
const message = (page) => page.locator('.gnp-message');
const caption = (page) => page.locator('.board-caption');
const pile = (p) => `.edge-label[data-edge="${p}"]`;

/** Edit, the Moore's Nim₂ example, Play, then one move each: 1 from pile 1. */
async function playMooreMove(page) {
  await openPlayground(page, url(`index.html${EMPTY_BOARD}`));
  await page.getByRole('button', { name: 'Example: Moore’s Nim₂' }).tap();
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  await settle(page);
  await page.locator(pile(1)).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await waitForHumanTurnOrEnd(page);
  const moves = await moveListTexts(page);
  assert.equal(moves.length, 2, 'my move and the computer’s reply');
  return moves;
}

test('phone: Edit then the PN(6, 2) example sets the unfinished game aside with a notice, and Undo brings it back', async () => {
  const page = await phoneSite.newPage();
  const moves = await playMooreMove(page);

  await page.getByRole('button', { name: 'Edit', exact: true }).tap();
  await page.getByRole('button', { name: 'Example: PN(6, 2)' }).tap();
  await settle(page);
  assert.match(await caption(page).innerText(), /Path Nim PN\(6, 2\)/);
  await message(page).waitFor();
  assert.match(
    await message(page).innerText(),
    /Your unfinished game of Moore’s Nim₂ \(2 moves played\) is set aside for this new board: Undo brings it back\./,
  );
  await screenshot(page, 'game-set-aside-phone');
  assert.equal(await axeSerious(page, 'the set-aside notice'), '');

  // One Undo: the game, in play, its two moves there, my turn.
  await page.getByRole('button', { name: 'Undo' }).tap();
  await settle(page);
  assert.equal(
    await page.getByRole('button', { name: 'Play', exact: true }).getAttribute('aria-pressed'),
    'true',
  );
  assert.match(await caption(page).innerText(), /Moore’s Nim₂/);
  assert.deepEqual(await moveListTexts(page), moves);
  assertNoErrors(page);
  await page.close();
});

test('phone: Presets → Build in the middle of a game says the same, and Undo brings the game back', async () => {
  const page = await phoneSite.newPage();
  const moves = await playMooreMove(page);
  await page.getByRole('button', { name: 'Build' }).tap();
  await message(page).waitFor();
  assert.match(
    await message(page).innerText(),
    /Your unfinished game of Moore’s Nim₂ \(2 moves played\) is set aside/,
  );
  await page.getByRole('button', { name: 'Undo' }).tap();
  await settle(page);
  assert.deepEqual(await moveListTexts(page), moves);
  assertNoErrors(page);
  await page.close();
});

test('phone: no notice when nothing is lost (no game under way), and the editor’s Undo names the game that is back', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url(`index.html${EMPTY_BOARD}`));
  await page.getByRole('button', { name: 'Example: Moore’s Nim₂' }).tap();
  await page.getByRole('button', { name: 'Example: PN(6, 2)' }).tap();
  await settle(page);
  assert.equal(await message(page).isVisible(), false);
  await page.getByRole('button', { name: 'Undo' }).tap();
  await settle(page);
  assert.equal(await page.locator('.gnp-toolbar [aria-live]').textContent(), 'Undone: back to Moore’s Nim₂.');
  assertNoErrors(page);
  await page.close();
});
