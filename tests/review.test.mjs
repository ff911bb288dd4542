// Game review: after a game ends the move list marks every move (the crate's
// reviewGame, in the tools worker); a mistake's mark shows a winning move instead on the
// board; "Copy review link" shares the game with its moves (moves=), and such a link reopens
// the game with its marks. Played with real clicks against the computer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, setupE2E, screenshot } from './helpers/browser.mjs';
import { clickMove, openPuzzle, waitPhase } from './helpers/puzzle.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { heardCount, listeningPage } from './helpers/heard.mjs';
import {
  openPlayground,
  settle,
  clickBoard,
  boardSummary,
  assertNoErrors,
  moveListTexts,
  statusText,
  waitForHumanTurnOrEnd,
} from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

// Nim with heaps 1 (edge 0, vertices 0–1) and 2 (edge 1, vertices 2–3): the player to move
// wins by taking 1 from the heap of 2; taking the whole heap of 2 is a mistake.
const NIM = '#rules=edge&v=4&e=0-1:1,2-3:2&xy=200,150;200,410;600,150;600,410';

/** The marks beside the moves, in order. */
const marks = (page) => page.locator('.history .review-mark').allTextContents();

async function waitForReview(page) {
  await page.waitForFunction(
    () => /mistake|No mistakes|could not/.test(document.querySelector('.review-status')?.textContent ?? ''),
    null,
    { timeout: 30_000 },
  );
  await settle(page);
}

test('a game with a mistake: the mark, and clicking it shows the winning move on the board', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${NIM}&mode=play-cpu`));
  assert.equal(await statusText(page), 'Your turn.');
  // The mistake: at vertex 2, take both tokens of 2–3.
  await clickBoard(page, 600, 150);
  await page.getByRole('button', { name: 'take one more from 2–3' }).click();
  await page.getByRole('button', { name: 'take one more from 2–3' }).click();
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitForHumanTurnOrEnd(page);
  assert.match(await statusText(page), /computer wins/);
  await waitForReview(page);
  assert.deepEqual(await marks(page), ['mistake', 'best']);
  assert.match(await page.locator('.review-status').textContent(), /^1 mistake\./);
  assert.deepEqual((await boardSummary(page)).tokens, [0, 0]);

  await page.getByRole('button', { name: /^Move 1: mistake/ }).click();
  await settle(page);
  // The board shows the position before the mistake, with the winning move marked.
  const board = page.locator('svg.board');
  assert.deepEqual((await boardSummary(page)).tokens, [1, 2]);
  assert.equal(await board.getAttribute('data-review'), '');
  assert.deepEqual(JSON.parse(await board.getAttribute('data-hint-move')), { vertex: 2, take: [[1, 1]] });
  const detail = (await page.locator('.review-detail').textContent()).replace(/\s+/g, ' ');
  assert.match(detail, /Move 1, You: at vertex 2: took 2 from 2–3/);
  assert.match(detail, /Mistake: the position was winning/);
  assert.match(detail, /A winning move instead \(on the board\): at vertex 2: take 1 from 2–3/);
  // The status line says what the board shows, not the game's result.
  assert.match(await statusText(page), /^Reviewing move 1: the board shows the position before it/);
  await screenshot(page, 'review-mistake');
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    await settle(page);
    assert.equal(await axeSerious(page, `review ${colorScheme}`), '');
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Back to the game: the final position again.
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await settle(page);
  assert.deepEqual((await boardSummary(page)).tokens, [0, 0]);
  assert.equal(await board.getAttribute('data-review'), null);
  assert.match(await statusText(page), /computer wins/);
  assertNoErrors(page);
  await page.close();
});

test('a keyboard player goes from mark to mark with Tab and Enter: focus stays on the mark pressed', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(`index.html${NIM}&mode=play-cpu`));
  await clickBoard(page, 600, 150);
  await page.getByRole('button', { name: 'take one more from 2–3' }).click();
  await page.getByRole('button', { name: 'take one more from 2–3' }).click();
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitForHumanTurnOrEnd(page);
  await waitForReview(page);
  const first = page.getByRole('button', { name: /^Move 1: mistake/ });
  const second = page.getByRole('button', { name: /^Move 2:/ });

  await first.focus();
  await press(page, 'Enter');
  assert.match(await focusedName(page), /^Move 1: mistake/, 'focus stays on the mark pressed');
  assert.equal(await first.getAttribute('aria-pressed'), 'true');
  assert.deepEqual((await boardSummary(page)).tokens, [1, 2], 'the board shows the position before move 1');

  await tabTo(page, /^Move 2:/, { limit: 3 });
  const from = await heardCount(page);
  await press(page, 'Enter');
  assert.match(await focusedName(page), /^Move 2:/, 'focus stays on the second mark');
  // The last move's mark is chosen, to explain that move, and the board stays at the game's
  // end (the position after it, as every other played move's mark shows): said as the
  // others are, with where the board is.
  await page.waitForFunction(
    (at) =>
      window.heardTexts
        .slice(at)
        .some((text) => /^After move 2 of 2 \(the end\), Computer: .+\. \S/.test(text)),
    from,
  );
  assert.equal(await first.getAttribute('aria-pressed'), 'false', 'the first mark is no longer pressed');
  assert.equal(await second.getAttribute('aria-pressed'), 'true', 'the last mark is chosen');
  assert.deepEqual((await boardSummary(page)).tokens, [0, 0], 'the board shows the game’s end');

  await page.keyboard.press('Shift+Tab');
  assert.match(await focusedName(page), /^Move 1: mistake/, 'Shift+Tab goes back to the first mark');
  assertNoErrors(page);
  await page.close();
});

test('the review link reopens the game with its marks', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${NIM}&mode=play-cpu`));
  await clickBoard(page, 600, 150);
  await page.getByRole('button', { name: 'take one more from 2–3' }).click();
  await page.getByRole('button', { name: 'take one more from 2–3' }).click();
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitForHumanTurnOrEnd(page);
  await waitForReview(page);
  const link = await page.getByLabel('Review link').inputValue();
  assert.match(new URL(link).hash, /&mode=play-cpu&moves=2:1-2;0:0-1$/);
  assert.match(new URL(link).hash, /e=0-1:1,2-3:2&/, 'the link holds the game from its start');
  const moves = await moveListTexts(page);
  await page.close();

  const again = await env.browser.newPage();
  await openPlayground(again, link);
  await waitForReview(again);
  // The same moves, the human side's named as an opened game's (not played in this tab).
  assert.deepEqual(
    await moveListTexts(again),
    moves.map((m) => m.replace(/^You:/, 'Human player:')),
  );
  assert.deepEqual(await marks(again), ['mistake', 'best']);
  // Someone else's game: who won, in neutral words.
  assert.match(await statusText(again), /^The computer won\./);
  await again.getByRole('button', { name: /^Move 1: mistake/ }).click();
  await settle(again);
  assert.deepEqual((await boardSummary(again)).tokens, [1, 2]);
  await screenshot(again, 'review-link-reopened');
  assertNoErrors(again);
  await again.close();
});

test('a game under way: the card offers the game’s link, says what it opens, and the link plays on', async () => {
  const page = await env.browser.newPage();
  const address = env.url(`index.html${NIM}&mode=play-cpu`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(address).origin,
  });
  await openPlayground(page, address);
  // The good move: one of the heap of 2; the computer answers, and it is the player's turn.
  await clickBoard(page, 600, 150);
  await page.getByRole('button', { name: 'take one more from 2–3' }).click();
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitForHumanTurnOrEnd(page);
  assert.equal(await statusText(page), 'Your turn.');
  const card = page.getByRole('region', { name: 'Game review' });
  const words = (await card.innerText()).replace(/\s+/g, ' ');
  assert.match(words, /The game is under way: it is reviewed when it ends\./);
  assert.match(words, /The link opens this game as played so far, to play on\./);
  assert.equal(
    await card.getByRole('button', { name: 'Copy review link' }).count(),
    0,
    'no review to copy yet',
  );
  await card.screenshot({ path: artifactPath('review-card-under-way.png') });
  assert.equal(await axeSerious(page, 'review card, game under way'), '');

  await tabTo(page, /^Copy game link$/);
  await press(page, 'Enter');
  await card.getByText('Game link copied.').waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const moves = await moveListTexts(page);
  assert.equal(moves.length, 2);

  // The link: the game as played so far, the player's turn, to play on: the side to play on
  // is the reader's, "You" as in the game copied.
  const again = await env.browser.newPage();
  await openPlayground(again, link);
  assert.deepEqual(await moveListTexts(again), moves);
  assert.equal(await statusText(again), 'Your turn.');
  assertNoErrors(again);
  await again.close();

  // At the game's end the link is the review's.
  const last = (await boardSummary(page)).tokens.findIndex((t) => t > 0);
  await clickMove(page, page.mouse, last);
  await waitForReview(page);
  assert.equal(await card.getByRole('button', { name: 'Copy review link' }).count(), 1);
  assert.ok(await card.getByText(/to play on/).isHidden(), 'the note on the game’s link goes');
  assertNoErrors(page);
  await page.close();
});

test('a puzzle solved by its one move has no Game review card, nothing empty', async () => {
  const page = await env.browser.newPage();
  await openPuzzle(page, env.url('index.html#rules=edge&v=4&e=0-1:1,2-3:2&goal=find&title=Two%20heaps'));
  await clickMove(page, page.mouse, 1);
  await waitPhase(page, 'solved');
  assert.equal(await page.getByRole('region', { name: 'Game review' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: /^Copy (review|game) link$/ }).count(), 0);
  await screenshot(page, 'review-puzzle-solved');
  assert.equal(await axeSerious(page, 'a find puzzle solved'), '');
  assertNoErrors(page);
  await page.close();
});

test('slower wins and defences are marked with both lengths', async () => {
  const page = await env.browser.newPage();
  // Walking Nim: from 0, crossing 0–1 (weight 3 → 2) wins, but the loop wins at once. The
  // game then ends (a game is reviewed once it is over): back across 0–1 to 0, the loop.
  await openPlayground(
    page,
    env.url('index.html#rules=walk&v=3&e=0-1:3,1-2:0,2-0:0,0-0:1&piece=0&mode=play&moves=0-1;0-2;3-1'),
  );
  await waitForReview(page);
  assert.equal((await marks(page))[0], 'slower win: 3 moves, 1 possible');
  await page.getByRole('button', { name: /^Move 1: slower win/ }).click();
  await settle(page);
  assert.match(await page.locator('.review-detail').textContent(), /wins in 3 moves where 1 was enough/);
  // A move that is not a mistake shows the position it left: the piece on 1, 0–1 at 2.
  assert.equal(await page.locator('svg.board').getAttribute('data-review'), '');
  assert.deepEqual((await boardSummary(page)).tokens, [2, 0, 0, 1]);
  assert.equal((await boardSummary(page)).piece, 1);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await settle(page);
  assert.match(await statusText(page), /^Player 1 won\./, 'a game opened from a link: who won, in the past');
  await page.close();

  // Nim 2 and 2 is lost for the player to move: taking a whole heap ends it soonest.
  const nim = await env.browser.newPage();
  await openPlayground(nim, env.url('index.html#rules=edge&v=4&e=0-1:2,2-3:2&mode=play&moves=0:0-2;2:1-2'));
  await waitForReview(nim);
  assert.deepEqual(await marks(nim), ['defence: lasts 2 of 4 moves', 'best']);
  await screenshot(nim, 'review-defence');
  assertNoErrors(nim);
  await nim.close();
});

test('a bad moves= field is named; the game opens at its start; too many moves are refused', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${NIM}&mode=play&moves=2:1-1;2:1-9`));
  const message = await page.locator('.gnp-message').textContent();
  assert.match(message, /move 2, which is not legal there/);
  assert.deepEqual((await boardSummary(page)).tokens, [1, 2]);
  assert.deepEqual(await moveListTexts(page), []);

  await page.goto('about:blank');
  await openPlayground(page, env.url(`index.html${NIM}&mode=play&moves=2:1-x`));
  assert.match(
    await page.locator('.gnp-message').textContent(),
    /move 1 \("2:1-x"\), the amount must be a whole number/,
  );

  const tooMany = Array.from({ length: 501 }, () => '0:0-1').join(';');
  await page.goto('about:blank');
  await openPlayground(page, env.url(`index.html${NIM}&mode=play&moves=${tooMany}`));
  assert.match(
    await page.locator('.gnp-message').textContent(),
    /501 moves; a game review takes at most 500/,
  );
  assertNoErrors(page);
  await page.close();
});

test('the address bar holds the game: a review link keeps its moves=, a reload restores a game', async () => {
  const page = await env.browser.newPage();
  // A review link as a teacher would share it: the game of the first test.
  await openPlayground(page, env.url(`index.html${NIM}&mode=play-cpu&moves=2:1-2;0:0-1`));
  await waitForReview(page);
  assert.match(decodeURIComponent(new URL(page.url()).hash), /&moves=2:1-2;0:0-1$/, 'moves= kept');
  assert.match(page.url(), /e=0-1:1,2-3:2&/, 'the start position, not the end');

  // Two people, one move played: reload, and the game is as it was, with its move list.
  await openPlayground(page, env.url(`index.html${NIM}&mode=play`));
  await clickBoard(page, 600, 150);
  await page.getByRole('button', { name: 'take one more from 2–3' }).click();
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await settle(page);
  const before = await moveListTexts(page);
  assert.equal(before.length, 1);
  assert.match(page.url(), /&moves=2:1-1$/);
  await page.reload();
  await page.waitForFunction(() => window.graphNimEngine);
  await settle(page);
  assert.deepEqual(await moveListTexts(page), before);
  assert.deepEqual((await boardSummary(page)).tokens, [1, 1]);
  assert.equal(await statusText(page), 'Player 2 to move.');
  assertNoErrors(page);
  await page.close();
});
