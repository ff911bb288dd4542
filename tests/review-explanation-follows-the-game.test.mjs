// A student on a touch phone reviews a finished game: the explanation of a move chosen in the
// move list (or reached with the review's steps), which stands under the board, is of that
// game. When the board holds another game — a puzzle opened from Puzzles, a Restart, a puzzle
// solved or left — or the editor, the explanation goes with the game it explained: on a "who
// wins?" puzzle, "The position was lost" read as a clue, and "Back to the game" under a fresh
// board did nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, boardSummary, statusText, waitForHumanTurnOrEnd } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { LOSABLE_NIM, onPhone, tapTheLosingNimMove } from './helpers/phone.mjs';
import { tapPuzzleFromList } from './helpers/puzzle.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const url = (p) => new URL(p, site.url).href;

const SQUARE_EDGES = ['0–1', '1–2', '2–3', '3–0'];
// The vertex two edges of the square meet at, by their numbers.
const MEETING = { '0,1': 1, '1,2': 2, '2,3': 3, '0,3': 0 };

/**
 * Plays a square (edges 0–1, 1–2, 2–3, 3–0) to its end by taps, as a student who knows the
 * square: a square loses for the player to move when opposite edges are equal, so each turn
 * the larger of each unequal pair is brought down to its opposite (after one move they meet
 * at a vertex). Returns how the game ended for the student ('won' or 'lost').
 */
async function playSquareToTheEnd(page) {
  for (let turn = 0; turn < 20; turn++) {
    await waitForHumanTurnOrEnd(page);
    const kind = await page.locator('.gnp-status').getAttribute('data-kind');
    if (kind !== 'turn') return kind;
    const tokens = (await boardSummary(page)).tokens;
    const take = [];
    for (const [a, b] of [
      [0, 2],
      [1, 3],
    ])
      if (tokens[a] !== tokens[b])
        take.push(tokens[a] > tokens[b] ? [a, tokens[a] - tokens[b]] : [b, tokens[b] - tokens[a]]);
    const edges = take.map(([e]) => e).sort();
    const vertex = edges.length === 2 ? MEETING[edges.join(',')] : edges[0];
    const played = await page.locator('ol.history li:not(.empty)').count();
    await page.getByRole('button', { name: `vertex ${vertex}`, exact: true }).tap();
    for (const [e, amount] of take)
      for (let i = 0; i < amount; i++)
        await page.getByRole('button', { name: `take one more from ${SQUARE_EDGES[e]}` }).tap();
    await page.getByRole('button', { name: 'Confirm move' }).tap();
    await page.waitForFunction(
      (n) => document.querySelectorAll('ol.history li:not(.empty)').length > n,
      played,
    );
  }
  throw new Error('the game did not end');
}

/** Waits until the finished game's review has put its marks in the move list. */
const reviewed = (page) => page.locator('.review-mark').first().waitFor({ timeout: 60_000 });

/** The explanation box of a reviewed move, wherever it stands (under the board on a phone). */
const explanation = (page) => page.locator('.review-detail');

/** Asserts that no explanation of a reviewed move is on the page, nor its "Back to the game". */
async function assertNoExplanation(page, when) {
  await settle(page);
  assert.ok(await explanation(page).isHidden(), `${when}: the explanation box is still shown`);
  // (A role query finds only what is shown.)
  assert.equal(
    await page.getByRole('button', { name: 'Back to the game' }).count(),
    0,
    `${when}: "Back to the game" is still shown`,
  );
  assert.equal(await page.locator('svg.board[data-review]').count(), 0, `${when}: the board shows a review`);
}

test('360×640: a move explained in the review of “Win on the square” is gone when Puzzles opens “The even triangle”', () =>
  onPhone({ width: 360, height: 640 }, async (page) => {
    await openPlayground(page, url('index.html'));
    await tapPuzzleFromList(page, 'Win on the square');
    assert.equal(await playSquareToTheEnd(page), 'won');
    await reviewed(page);
    await page.getByRole('button', { name: /^Move 2: best defence: lasts 6 moves/ }).tap();
    await settle(page);
    const box = explanation(page);
    assert.ok(await box.isVisible(), 'the explanation box is shown');
    assert.match(await box.innerText(), /^Move 2, Computer: at vertex \d: took 1 from /);
    assert.match(
      await box.innerText(),
      /The position was lost; this move makes the game last longest \(6 moves\)\./,
    );
    await screenshot(page, 'review-explanation-square-move-2');

    await tapPuzzleFromList(page, 'The even triangle');
    await assertNoExplanation(page, 'the even triangle');
    assert.equal(
      await page.getByText('The position was lost').filter({ visible: true }).count(),
      0,
      'no clue from the old game',
    );
    assert.deepEqual((await boardSummary(page)).tokens, [2, 2, 2], 'the triangle is on the board');
    await screenshot(page, 'review-explanation-gone-on-the-triangle');
    assert.equal(await axeSerious(page, 'the even triangle after a review'), '');

    // Answered (and solved), the triangle's board still has no word of the old game.
    await page.getByRole('button', { name: 'The player to move loses' }).tap();
    await page.locator('.puzzle-task[data-phase="solved"]').waitFor({ timeout: 30_000 });
    await assertNoExplanation(page, 'the triangle solved');
  }));

test('390×844: Restart after stepping back through a won game’s review leaves a fresh board with no explanation, and the same game won again shows none', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, url('index.html'));
    assert.equal(await playSquareToTheEnd(page), 'won');
    await reviewed(page);
    const previous = page.getByRole('button', { name: 'Previous move' });
    await previous.tap();
    await settle(page);
    await previous.tap();
    await settle(page);
    const box = explanation(page);
    assert.ok(await box.isVisible(), 'the explanation of the move stepped to is shown');
    assert.match(await box.innerText(), /^Move \d+, You: at vertex \d: /);
    await screenshot(page, 'review-explanation-stepped-back');

    await page.getByRole('button', { name: 'Restart', exact: true }).tap();
    await page.getByText('No moves yet.').waitFor();
    await assertNoExplanation(page, 'after Restart');
    assert.deepEqual((await boardSummary(page)).tokens, [3, 1, 2, 2], 'the game’s start is on the board');
    assert.match(await statusText(page), /Your turn/);
    await screenshot(page, 'review-explanation-gone-after-restart');
    assert.equal(await axeSerious(page, 'restarted after a review'), '');

    // The new game, won again (the same moves, if the computer defends as before): its end
    // is on the board, with its marks and no move chosen.
    assert.equal(await playSquareToTheEnd(page), 'won');
    await reviewed(page);
    await assertNoExplanation(page, 'the next game won');
    assert.equal(await page.locator('.review-mark.chosen').count(), 0, 'no mark is chosen');
    assert.deepEqual((await boardSummary(page)).tokens, [0, 0, 0, 0], 'the board shows the game’s end');
  }));

// Circular Nim CN(3, 2), piles 1, 1, 0: taking both piles wins; taking one of them loses.
const CIRCULAR = 'index.html#rules=circular&piles=1,1,0&k=2&mode=play-cpu';

test('390×844: the better move shown for a Circular Nim mistake is gone in a puzzle opened after it, once the puzzle is solved, and after Leave puzzle', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, url(CIRCULAR));
    await page.locator('.edge-label[data-edge="0"] .edge-count').tap();
    await page.getByRole('button', { name: 'Confirm move' }).tap();
    await waitForHumanTurnOrEnd(page);
    assert.equal(await page.locator('.gnp-status').getAttribute('data-kind'), 'lost');
    await reviewed(page);
    await page.getByRole('button', { name: /^Move 1: mistake/ }).tap();
    const better = page
      .getByText('A winning move instead (on the board): take 1 from pile 0, 1 from pile 1.', { exact: true })
      .filter({ visible: true });
    await better.waitFor();
    await screenshot(page, 'review-explanation-circular-mistake');

    await tapPuzzleFromList(page, 'Even the heaps');
    await assertNoExplanation(page, 'Even the heaps');
    assert.equal(await better.count(), 0, 'the Circular Nim move is not offered on the puzzle');
    await screenshot(page, 'review-explanation-gone-in-a-puzzle');
    assert.equal(await axeSerious(page, 'a puzzle after a Circular Nim review'), '');

    // Solved: at vertex 2, 3 from 2–3 leaves two equal heaps.
    await page.getByRole('button', { name: 'vertex 2', exact: true }).tap();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'take one more from 2–3' }).tap();
    await page.getByRole('button', { name: 'Confirm move' }).tap();
    await page.locator('.puzzle-task[data-phase="solved"]').waitFor({ timeout: 30_000 });
    await assertNoExplanation(page, 'Even the heaps solved');

    await page.getByRole('button', { name: 'Leave puzzle' }).tap();
    await page.locator('.puzzle-task').waitFor({ state: 'hidden' });
    await assertNoExplanation(page, 'after Leave puzzle');
    assert.equal(await better.count(), 0, 'the Circular Nim move is not offered on the free game');
  }));

test('390×844: Edit after stepping back through a review edits the game’s own board, with no explanation; Play brings the game back at its end', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, url(LOSABLE_NIM));
    await tapTheLosingNimMove(page);
    await reviewed(page);
    await page.getByRole('button', { name: 'Previous move' }).tap();
    await settle(page);
    assert.ok(await explanation(page).isVisible(), 'the explanation of the move stepped to is shown');
    assert.deepEqual((await boardSummary(page)).tokens, [1, 0], 'the board shows the position after move 1');

    await page.getByRole('button', { name: 'Edit', exact: true }).tap();
    await settle(page);
    await assertNoExplanation(page, 'in the editor');
    // The editor holds the board as the game left it, and says it is editing.
    assert.deepEqual((await boardSummary(page)).tokens, [0, 0]);
    assert.match(await statusText(page), /^Editing — 4 vertices, 2 edges\./);
    await screenshot(page, 'review-explanation-gone-in-the-editor');
    assert.equal(await axeSerious(page, 'the editor after a review step'), '');

    // Play, nothing changed: the finished game at its end, its marks there, no move chosen.
    await page.getByRole('button', { name: 'Play', exact: true }).tap();
    await reviewed(page);
    await assertNoExplanation(page, 'back in play');
    assert.equal(await page.locator('.review-mark.chosen').count(), 0, 'no mark is chosen');
    assert.match(await statusText(page), /The computer wins/);
  }));
