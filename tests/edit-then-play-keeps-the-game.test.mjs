// A student on a phone plays with "computer moves first" ticked, taps Edit (the notice says
// the game is set aside while they edit) and then Play. With the board not changed, the same
// game goes on: its moves, the list, and their turn, said in the notice; a new game there had
// the computer move again at once, with only that move in the list, as if it had moved twice
// in a row. With the board changed, a new game starts on it, and the notice says so (with who
// moves first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from './helpers/browser.mjs';
import {
  boardSummary,
  moveListTexts,
  openPlayground,
  settle,
  statusText,
  waitForHumanTurnOrEnd,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { usePhoneSite } from './helpers/phone.mjs';

const phoneSite = usePhoneSite();

const message = (page) => page.locator('.gnp-message');
// The notice's words (without its × button).
const notice = (page) => message(page).locator('span').innerText();
// The starting board's edges, in the order the board numbers them.
const SQUARE_EDGES = ['0–1', '1–2', '2–3', '3–0'];

/** Waits until the move list holds `n` moves and the student may move (or the game is over). */
async function waitForMoves(page, n) {
  await page.waitForFunction(
    (count) => document.querySelectorAll('ol.history li:not(.empty)').length >= count,
    n,
    { timeout: 30_000 },
  );
  await waitForHumanTurnOrEnd(page);
}

/** The starting game with "computer moves first" ticked and Restart: the computer's first
 *  move, then the student's turn. Then Edit. Returns the move list as it was. */
async function computerFirstThenEdit(page) {
  await openPlayground(page, phoneSite.url('index.html'));
  await page.getByRole('checkbox', { name: 'computer moves first' }).tap();
  await page.getByRole('button', { name: 'Restart', exact: true }).tap();
  await waitForMoves(page, 1);
  const moves = await moveListTexts(page);
  assert.equal(moves.length, 1, 'the computer’s first move');
  assert.match(moves[0], /^Computer: /);
  assert.match(await statusText(page), /Your turn/);
  await page.getByRole('button', { name: 'Edit', exact: true }).tap();
  await message(page).waitFor();
  assert.match(await message(page).innerText(), /is set aside while you edit: Undo brings it back/);
  return moves;
}

test('390×844: Edit then Play with the board unchanged carries on the same game, and says so', async () => {
  const page = await phoneSite.newPage();
  const moves = await computerFirstThenEdit(page);
  const board = (await boardSummary(page)).tokens;

  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  await settle(page);
  assert.equal(await notice(page), 'Back to your game (1 move played): the board was not changed.');
  // The same game: its move, the board as it stood, and the student's turn (the computer has
  // nothing to answer).
  assert.deepEqual(await moveListTexts(page), moves);
  assert.deepEqual((await boardSummary(page)).tokens, board);
  assert.equal(await page.locator('.gnp-status').getAttribute('data-kind'), 'turn');
  assert.match(await statusText(page), /Your turn/);
  await screenshot(page, 'edit-then-play-same-game');
  assert.equal(await axeSerious(page, 'the game carried on after Edit'), '');

  // And it goes on: the student's move, then the computer's answer, in the same list.
  const edge = board.findIndex((tokens) => tokens > 0);
  await page.getByRole('button', { name: `vertex ${edge}`, exact: true }).tap();
  await page.getByRole('button', { name: `take one more from ${SQUARE_EDGES[edge]}` }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await waitForMoves(page, 3);
  const after = await moveListTexts(page);
  assert.deepEqual(after.slice(0, 1), moves, 'the computer’s first move is still first');
  assert.match(after[1], /^You: /);
  assert.match(after[2], /^Computer: /);
  await page.close();
});

test('390×844: Edit, a token added, then Play starts a new game on the edited board, and says so', async () => {
  const page = await phoneSite.newPage();
  await computerFirstThenEdit(page);
  // One token more on edge 0–1, in the editor: tap its count, then + in the Selection card.
  await page.locator('.edge-label[data-edge="0"] .edge-count').tap();
  await page.getByRole('button', { name: 'one token more' }).tap();
  await settle(page);
  const edited = (await boardSummary(page)).tokens;

  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  await message(page).filter({ hasText: 'A new game' }).waitFor();
  assert.equal(await notice(page), 'A new game begins on the edited board: the computer moves first.');
  // The new game's only move is the computer's first, on the edited board.
  await waitForMoves(page, 1);
  const moves = await moveListTexts(page);
  assert.equal(moves.length, 1);
  assert.match(moves[0], /^Computer: /);
  // The notice is still there to read: the computer's move did not take it away.
  assert.equal(await notice(page), 'A new game begins on the edited board: the computer moves first.');
  assert.equal(
    sum((await boardSummary(page)).tokens),
    sum(edited) - taken(moves[0]),
    'the computer’s move was made on the edited board',
  );
  await screenshot(page, 'edit-then-play-new-game');
  assert.equal(await axeSerious(page, 'a new game after Edit'), '');
  await page.close();
});

const sum = (numbers) => numbers.reduce((a, b) => a + b, 0);

/** The tokens a move's words take ("took 1 from 0–1, 2 from 3–0": 3). */
const taken = (words) => sum([...words.matchAll(/(\d+) from /g)].map((m) => Number(m[1])));
