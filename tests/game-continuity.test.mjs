// A game keeps going whatever the player does around it, as a person does it: a reload
// mid-game (the game goes on, Undo works, no review of an unfinished game); Misère ticked
// mid-game (the moves stand, each judged by the rule it was played under, Restart goes back
// to the real start); a finished game stepped
// through move by move in its review; Undo then Redo against the Casual computer (the same
// reply comes back).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { heardCount, heardSince, listeningPage } from './helpers/heard.mjs';
import { axeSerious } from './helpers/axe.mjs';
import {
  assertNoErrors,
  boardSummary,
  focusedDescription,
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

/** At vertex 1, take 1 from 1–2, Confirm, and wait for the computer's reply. */
async function takeOneFromOneTwo(page) {
  await takeAtVertex(page, 1, '1–2');
  await waitForHumanTurnOrEnd(page);
}

test('a reload mid-game: the game goes on, Undo takes my move back, no review yet', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${C4}`));
  await takeOneFromOneTwo(page);
  const moves = await moveListTexts(page);
  assert.equal(moves.length, 2);
  const board = (await boardSummary(page)).tokens;

  await page.reload();
  await page.waitForFunction(() => window.graphNimEngine && document.querySelector('svg.board'));
  await settle(page);
  assert.equal(await statusText(page), 'Your turn.');
  assert.deepEqual(await moveListTexts(page), moves);
  assert.deepEqual((await boardSummary(page)).tokens, board);
  // The game is under way: it is reviewed when it ends, not marked now.
  assert.equal(await page.locator('.history .review-mark').count(), 0);
  assert.match(await page.locator('.review-status').textContent(), /under way: it is reviewed when it ends/);
  await screenshot(page, 'game-continuity-reloaded');
  assert.equal(await axeSerious(page, 'reloaded mid-game'), '');

  // Undo: back over the computer's reply to my move, then to the start.
  const undo = page.getByRole('button', { name: 'Undo' });
  assert.equal(await undo.isEnabled(), true);
  await undo.click();
  await settle(page);
  assert.deepEqual(await moveListTexts(page), []);
  assert.deepEqual((await boardSummary(page)).tokens, [1, 3, 3, 3]);
  assert.equal(await statusText(page), 'Your turn.');
  assertNoErrors(page);
  await page.close();
});

test('Misère ticked mid-game: the moves stand, the rule changes, Restart goes back to the real start', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${C4}`));
  await takeOneFromOneTwo(page);
  const moves = await moveListTexts(page);
  const board = (await boardSummary(page)).tokens;

  await page.getByLabel(/Misère/).check();
  await settle(page);
  assert.deepEqual(await moveListTexts(page), moves, 'the move list is kept');
  assert.deepEqual((await boardSummary(page)).tokens, board);
  assert.match(await statusText(page), /^Misère play: whoever takes the last token loses\. Your turn\./);
  assert.match(await page.locator('.gnp-message').textContent(), /moves stand.*Restart/);
  assert.match(page.url(), /play=misere/);
  assert.match(
    decodeURIComponent(page.url()),
    /e=0-1:1,1-2:3,2-3:3,3-0:3&/,
    'the address keeps the real start',
  );
  await screenshot(page, 'game-continuity-misere-mid-game');
  assert.equal(await axeSerious(page, 'misère mid-game'), '');

  await page.getByRole('button', { name: 'Restart' }).click();
  await settle(page);
  assert.deepEqual((await boardSummary(page)).tokens, [1, 3, 3, 3], 'Restart: the game’s real start');
  assert.deepEqual(await moveListTexts(page), []);
  assert.equal(await page.getByLabel(/Misère/).isChecked(), true);

  // Undo twice: back to the game as it was before Restart, then before the switch.
  await page.getByRole('button', { name: 'Undo' }).click();
  await settle(page);
  assert.deepEqual(await moveListTexts(page), moves);
  await page.getByRole('button', { name: 'Undo' }).click();
  await settle(page);
  assert.deepEqual(await moveListTexts(page), moves);
  assert.equal(await page.getByLabel(/Misère/).isChecked(), false);
  assertNoErrors(page);
  await page.close();
});

// Nim with heaps 2 (0–1) and 1 (2–3): taking one from 0–1 is the fastest win under normal play,
// and a mistake under misère (the heap of one left over is the opponent's to take last).
const TWO_AND_ONE = '#rules=edge&v=4&e=0-1:2,2-3:1&mode=play-cpu';
const reviewSays = (page, pattern) =>
  page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('.review-status')?.textContent ?? ''),
    pattern.source,
  );

test('Misère ticked mid-game: each move is judged by the rule it was played under, also after a reload; Undo takes the switch back', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${TWO_AND_ONE}`));
  await takeAtVertex(page, 0, '0–1');
  await waitForHumanTurnOrEnd(page);
  await page.getByLabel(/Misère/).check();
  await settle(page);
  // The computer took one heap of one: the other is the last token, mine to take (and lose).
  const [edge] = (await boardSummary(page)).tokens.flatMap((t, e) => (t ? [e] : []));
  await takeAtVertex(page, edge * 2, edge ? '2–3' : '0–1');
  await waitForHumanTurnOrEnd(page);
  assert.match(await statusText(page), /^The computer wins/);
  await reviewSays(page, /^No mistakes\. Misère play from move 3: each move is judged by its rule\./);
  assert.match(decodeURIComponent(page.url()), /&switch=3(&|$)/);
  await screenshot(page, 'game-continuity-misere-from-move-3');
  assert.equal(await axeSerious(page, 'a review with a rule changed mid-game'), '');

  // Reopened from its address: the same review, and the switch is an Undo step again.
  await page.reload();
  await reviewSays(page, /^No mistakes\. Misère play from move 3/);
  assert.equal(await page.getByLabel(/Misère/).isChecked(), true);
  const moves = await moveListTexts(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await settle(page);
  assert.deepEqual(await moveListTexts(page), moves.slice(0, 2));
  assert.equal(await page.getByLabel(/Misère/).isChecked(), false);
  assertNoErrors(page);
  await page.close();
});

// Nim with heaps 1 (0–1) and 2 (2–3): taking the whole heap of 2 is a mistake, and the
// computer then takes the last token.
const NIM = '#rules=edge&v=4&e=0-1:1,2-3:2&xy=200,150;200,410;600,150;600,410&mode=play-cpu';

test('a finished game is stepped through move by move in its review', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${NIM}`));
  await takeAtVertex(page, 2, '2–3', 2);
  await waitForHumanTurnOrEnd(page);
  await page.waitForFunction(() =>
    /mistake/.test(document.querySelector('.review-status')?.textContent ?? ''),
  );
  await settle(page);
  const tokens = async () => (await boardSummary(page)).tokens;
  const where = page.locator('.review-where');
  assert.deepEqual(await tokens(), [0, 0]);
  assert.match(await where.textContent(), /After move 2 of 2 \(the end\), Computer: /);
  assert.equal(await page.getByRole('button', { name: 'Next move' }).isDisabled(), true);

  await page.getByRole('button', { name: 'Start of the game' }).click();
  await settle(page);
  assert.deepEqual(await tokens(), [1, 2]);
  assert.match(await where.textContent(), /Start of the game \(2 moves\)/);
  assert.match(await statusText(page), /Reviewing the game: the board shows an earlier position/);

  await page.getByRole('button', { name: 'Next move' }).click();
  await settle(page);
  assert.deepEqual(await tokens(), [1, 0]);
  assert.match(await where.textContent(), /After move 1 of 2/);
  assert.match(
    await page.locator('.review-detail').textContent(),
    /Move 1, You: at vertex 2: took 2 from 2–3/,
  );
  assert.match(await page.locator('.review-detail').textContent(), /Mistake/);
  await screenshot(page, 'game-continuity-step-1');
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    await settle(page);
    assert.equal(await axeSerious(page, `stepping the review, ${colorScheme}`), '');
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: 'Previous move' }).click();
  await settle(page);
  assert.deepEqual(await tokens(), [1, 2]);
  // The keyboard: with a step button focused, → and ← step, End goes to the end.
  await page.keyboard.press('ArrowRight');
  await settle(page);
  assert.deepEqual(await tokens(), [1, 0]);
  await page.keyboard.press('End');
  await settle(page);
  assert.deepEqual(await tokens(), [0, 0]);
  // Next and End are disabled at the end: the focus stays on a step button.
  assert.match(await focusedDescription(page), /^button\[aria-label="(Previous move|Start of the game)"\]/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await settle(page);
  assert.deepEqual(await tokens(), [1, 2]);
  await page.getByRole('button', { name: 'Next move' }).click();
  await page.getByRole('button', { name: 'Next move' }).click();
  await settle(page);
  assert.deepEqual(await tokens(), [0, 0]);
  assert.match(await statusText(page), /computer wins/);

  // The mark of the computer's move shows the position it left.
  await page.getByRole('button', { name: 'Start of the game' }).click();
  await page.getByRole('button', { name: /^Move 2: best/ }).click();
  await settle(page);
  assert.deepEqual(await tokens(), [0, 0]);
  assert.match(await where.textContent(), /After move 2 of 2/);
  // A mistake's mark still shows the winning move instead, on the position before it.
  await page.getByRole('button', { name: /^Move 1: mistake/ }).click();
  await settle(page);
  assert.deepEqual(await tokens(), [1, 2]);
  assert.match(await page.locator('.review-detail').textContent(), /A winning move instead/);
  assertNoErrors(page);
  await page.close();
});

test('Restart while the review shows an earlier move, then Undo: the game is back at its end, and said so', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(`index.html${NIM}`));
  await takeAtVertex(page, 2, '2–3', 2);
  await waitForHumanTurnOrEnd(page);
  await page.waitForFunction(() =>
    /mistake/.test(document.querySelector('.review-status')?.textContent ?? ''),
  );
  const tokens = async () => (await boardSummary(page)).tokens;
  // The keyboard user steps back to move 1 with the review's buttons, then presses Restart.
  await page.getByRole('button', { name: 'Previous move' }).focus();
  await page.keyboard.press('Enter');
  await settle(page);
  assert.deepEqual(await tokens(), [1, 0]);
  await page.getByRole('button', { name: 'Restart' }).focus();
  await page.keyboard.press('Enter');
  await settle(page);
  assert.deepEqual(await tokens(), [1, 2]);
  await page.locator('svg.board').focus();
  const heardBefore = await heardCount(page);
  await page.keyboard.press('Control+z');
  await settle(page);
  assert.deepEqual(await tokens(), [0, 0], 'the game is back at its end');
  assert.doesNotMatch(await statusText(page), /Reviewing the game/);
  const heard = (await heardSince(page, heardBefore)).join(' | ');
  assert.match(heard, /Undone: the game is back \(2 moves played\)\. Redo takes this back\./);
  assert.match(await page.locator('.gnp-message').innerText(), /Undone: the game is back/, 'seen too');
  // A new game of other rules starts from the board, not from a review's earlier move.
  assert.match(await page.locator('.review-where').textContent(), /After move 2 of 2 \(the end\)/);
  assertNoErrors(page);
  await page.close();
});

test('Misère ticked on a finished game: the winner follows the rule; Undo brings back the game and its review', async () => {
  const page = await env.browser.newPage();
  // The game of the stepping test, from its review link: the computer took the last token.
  // Someone else's game: who won is said in neutral words, in the past.
  await openPlayground(page, env.url(`index.html${NIM}&moves=2:1-2;0:0-1`));
  const review = page.locator('.review-status');
  await page.waitForFunction(() =>
    /^1 mistake/.test(document.querySelector('.review-status')?.textContent ?? ''),
  );
  assert.match(await statusText(page), /^The computer won\./);
  await page.getByLabel(/Misère/).check();
  await page.waitForFunction(() =>
    /^No mistakes/.test(document.querySelector('.review-status')?.textContent ?? ''),
  );
  assert.match(
    await statusText(page),
    /^The human player won\. The computer took the last token, and in misère play that loses/,
  );
  assert.match(await page.locator('.gnp-message').textContent(), /finished game is judged under this rule/);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction(() =>
    /^1 mistake/.test(document.querySelector('.review-status')?.textContent ?? ''),
  );
  assert.match(await statusText(page), /^The computer won\./);
  assert.equal(await page.getByLabel(/Misère/).isChecked(), false);
  assert.match(await review.textContent(), /^1 mistake/);
  assertNoErrors(page);
  await page.close();
});

test('Undo then Redo against the Casual computer replays its own reply', async () => {
  const page = await env.browser.newPage();
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=4&e=0-1:5,1-2:6,2-3:7,3-0:8,0-2:9&mode=play-cpu&cpu=casual'),
  );
  await takeOneFromOneTwo(page);
  const moves = await moveListTexts(page);
  assert.equal(moves.length, 2);
  const board = (await boardSummary(page)).tokens;

  await page.getByRole('button', { name: 'Undo' }).click();
  await settle(page);
  assert.deepEqual(await moveListTexts(page), []);
  await page.getByRole('button', { name: 'Redo' }).click();
  await settle(page);
  assert.deepEqual(await moveListTexts(page), moves, 'my move and the same reply');
  assert.deepEqual((await boardSummary(page)).tokens, board);
  // My turn: the computer, whose reply is on the board, has nothing to play again.
  assert.equal(await statusText(page), 'Your turn.');
  assertNoErrors(page);
  await page.close();
});
