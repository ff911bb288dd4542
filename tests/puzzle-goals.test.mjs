// Puzzles played to the end with real clicks: a misère `win` puzzle won on the
// computer's forced last move inside a course page's embed (graphnim:result solved), a misère
// `unique` puzzle whose normal-play answer is refuted, a misère move that takes the last token;
// `find` from a wrong click through Reveal to the solve; Reveal on `outcome`; a Walking Nim win
// by stranding the piece, worded as such; and the computer's longest defence, checked move by
// move on a position whose replies differ in length.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { boardSummary, statusText, settle, assertNoErrors } from './helpers/ui.mjs';
import {
  openPuzzle,
  waitPhase,
  shownMove,
  clickCentre,
  clickMove,
  movesPlayed,
  waitForMoves,
} from './helpers/puzzle.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

// Misère Nim with heaps 2, 1, 1 on three separate edges. Normal play would empty the heap of
// 2 (leaving 1, 1); in misère play that loses, and the one winning move leaves 1, 1, 1
// (`graphnim puzzle check --goal unique` on it with "play": "misere": well posed, solution
// 1 from edge 0). From 1, 1, 1 every game ends with the computer taking the last token.
const MISERE_HEAPS = 'rules=edge&v=6&e=0-1:2,2-3:1,4-5:1&play=misere';

test('misère win in a course page: a wrong move refuted, then won on the computer’s forced last move; graphnim:result says solved', async () => {
  const page = await env.browser.newPage();
  const src = `/index.html?embed=1&lock=1#${MISERE_HEAPS}&goal=win&reveal=1&title=Misère%20Nim`;
  await page.goto(env.url(`tests/fixtures/course.html?src=${encodeURIComponent(src)}`));
  await page.waitForFunction(() => window.received.some((m) => m.type === 'graphnim:ready'), null, {
    timeout: 30_000,
  });
  const game = await (await page.$('#game')).contentFrame();
  await waitPhase(game, 'open');
  const results = () => page.evaluate(() => window.received.filter((m) => m.type === 'graphnim:result'));

  // The normal-play move, emptying the heap of 2: in misère play the computer answers by
  // taking a whole heap and leaves the student the last token.
  await clickMove(game, page.mouse, 0, 2);
  await waitPhase(game, 'refuted');
  assert.deepEqual((await boardSummary(game)).tokens, [0, 1, 1]);
  const refutation = await shownMove(game);
  assert.equal(refutation.kind, 'refutation');
  assert.equal(refutation.move.take.length, 1);
  assert.match(await game.locator('.puzzle-feedback').textContent(), /Not solved/);
  await page.waitForFunction(() => window.received.some((m) => m.type === 'graphnim:result'));
  assert.deepEqual(await results(), [
    { type: 'graphnim:result', goal: 'win', solved: false, tries: 1, revealed: false },
  ]);
  await screenshot(page, 'puzzle-misere-win-refuted');
  await game.getByRole('button', { name: 'Try again' }).click();
  await waitPhase(game, 'open');

  // The misère answer: 1 from the heap of 2, leaving 1, 1, 1. The computer takes one heap.
  await clickMove(game, page.mouse, 0, 1);
  await waitForMoves(game, 2);
  assert.equal(await game.locator('.puzzle-task').getAttribute('data-phase'), 'open');
  let tokens = (await boardSummary(game)).tokens;
  assert.deepEqual(
    tokens.slice().sort(),
    [0, 1, 1],
    `the computer took one of the three single tokens: ${tokens}`,
  );
  // The student takes one of the two left; the computer must take the last one and loses.
  await clickMove(game, page.mouse, tokens.indexOf(1), 1);
  await waitPhase(game, 'solved');
  assert.deepEqual((await boardSummary(game)).tokens, [0, 0, 0]);
  assert.equal(await movesPlayed(game), 4, 'the game ended on the computer’s move');
  assert.match(
    await game.locator('.puzzle-reason').textContent(),
    /^Solved: the computer took the last token, and in misère play the player who makes the last move loses, so you win\./,
  );
  assert.match(await statusText(game), /solved on try 2/i);
  const solved = await page.waitForFunction(() =>
    window.received.find((m) => m.type === 'graphnim:result' && m.solved),
  );
  assert.deepEqual(await solved.jsonValue(), {
    type: 'graphnim:result',
    goal: 'win',
    solved: true,
    tries: 2,
    revealed: false,
  });
  // One result per counted answer: the wrong try and the solve, no game-over result besides.
  assert.equal((await results()).length, 2);
  await game.locator('.puzzle-task').scrollIntoViewIfNeeded();
  await screenshot(page, 'puzzle-misere-win-solved');
  assertNoErrors(page);
  await page.close();
});

test('misère unique: the normal-play answer is refuted; Reveal, then the misère move solves it; taking the last token loses', async () => {
  const page = await env.browser.newPage();
  await openPuzzle(page, env.url(`index.html#${MISERE_HEAPS}&goal=unique&reveal=1`));
  await waitPhase(page, 'open');
  await clickMove(page, page.mouse, 0, 2);
  await waitPhase(page, 'refuted');
  assert.equal((await shownMove(page)).kind, 'refutation');
  assert.match(await statusText(page), /not solved.*winning reply.*wrong tries: 1/i);
  await page.getByRole('button', { name: 'Try again' }).click();
  await waitPhase(page, 'open');

  await page.getByRole('button', { name: 'Reveal solution' }).click();
  await page.waitForSelector('svg.board[data-puzzle-move*="solution"]', { timeout: 30_000 });
  const solution = await shownMove(page);
  assert.deepEqual(solution.move.take, [[0, 1]], 'misère play: leave the heap of 2 with one token');
  await clickMove(page, page.mouse, 0, 1);
  await waitPhase(page, 'solved');
  assert.deepEqual((await boardSummary(page)).tokens, [1, 1, 1]);
  assert.match(await page.locator('.puzzle-reason').textContent(), /loss for your opponent, who moves next/);
  assert.match(await statusText(page), /Solved after the solution was shown \(not counted\)\./);
  await screenshot(page, 'puzzle-misere-unique-solved');

  // A misère `find` on one edge of 2: taking both ends the game, and the last mover loses.
  await openPuzzle(page, env.url('index.html#rules=edge&v=2&e=0-1:2&play=misere&goal=find'));
  await waitPhase(page, 'open');
  await clickMove(page, page.mouse, 0, 2);
  await waitPhase(page, 'refuted');
  assert.equal(await shownMove(page), null, 'no reply to show: the game is over');
  assert.match(
    await statusText(page),
    /not solved: you took 2 from edge 0–1 at vertex 0, and that ends the game and loses it/i,
  );
  assert.match(
    await page.locator('.puzzle-reason').textContent(),
    /you took the last token, and in misère play the player who makes the last move loses, so your opponent wins/,
  );
  await screenshot(page, 'puzzle-misere-find-last-token');
  await page.getByRole('button', { name: 'Try again' }).click();
  await waitPhase(page, 'open');
  await clickMove(page, page.mouse, 0, 1);
  await waitPhase(page, 'solved');
  assertNoErrors(page);
  await page.close();
});

test('find, by clicks: two wrong moves refuted and counted, Reveal after reveal=2, then the solve', async () => {
  // C4 with 3, 4, 3, 5: opposite edges 0–1/2–3 match, 1–2/3–0 do not; the winning move lowers
  // 3–0 to 4 (Graph Nim, Thm 3.2), from vertex 3 or 0.
  const page = await env.browser.newPage();
  await openPuzzle(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&goal=find&reveal=2'));
  await waitPhase(page, 'open');
  assert.match(await page.locator('.puzzle-goal').textContent(), /find a winning move/i);
  const reveal = page.getByRole('button', { name: 'Reveal solution' });
  for (const [edge, tries] of [
    [0, 1],
    [1, 2],
  ]) {
    await clickMove(page, page.mouse, edge, 1);
    await waitPhase(page, 'refuted');
    const refutation = await shownMove(page);
    assert.equal(refutation.kind, 'refutation');
    assert.ok(refutation.move.take.length > 0);
    assert.ok((await page.locator('.edge.preview-lose').count()) > 0, 'the refutation is drawn in red');
    assert.match(await statusText(page), new RegExp(`not solved.*wrong tries: ${tries}`, 'i'));
    assert.match(await page.locator('.puzzle-tries').textContent(), new RegExp(`wrong tries: ${tries}`, 'i'));
    if (tries === 1) {
      await screenshot(page, 'puzzle-find-refuted');
      assert.equal(await reveal.isVisible(), false, 'reveal=2: not after one wrong try');
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitPhase(page, 'open');
  }
  await reveal.click();
  await page.waitForSelector('svg.board[data-puzzle-move*="solution"]', { timeout: 30_000 });
  await settle(page);
  const solution = await shownMove(page);
  assert.deepEqual(solution.move.take, [[3, 1]]);
  // One winning move (3–0 lowered to 4, the same from either end): "the" solution.
  assert.match(await statusText(page), /The solution is shown in green/);
  await screenshot(page, 'puzzle-find-revealed');
  // Played from the other end of 3–0 (a click on its label starts at vertex 3): same result.
  await clickMove(page, page.mouse, 3, 1);
  await waitPhase(page, 'solved');
  assert.deepEqual((await boardSummary(page)).tokens, [3, 4, 3, 4]);
  assert.match(await statusText(page), /Solved after the solution was shown \(not counted\)\./);
  assert.match(
    await page.locator('.puzzle-reason').textContent(),
    /loss for your opponent, who moves next\. .*Thm 3\.2/,
  );
  const puzzle = await page.evaluate(() => window.graphNimPlayground.getPuzzle());
  assert.deepEqual([puzzle.solved, puzzle.tries, puzzle.revealed], [true, 3, true]);
  await screenshot(page, 'puzzle-find-solved');
  assertNoErrors(page);
  await page.close();
});

test('outcome with reveal=0: Reveal is there at once and states the answer; nothing is left to answer', async () => {
  const page = await env.browser.newPage();
  await openPuzzle(
    page,
    env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome&reveal=0'),
  );
  await waitPhase(page, 'open');
  await page.getByRole('button', { name: 'Reveal solution' }).click();
  await waitPhase(page, 'over');
  assert.match(await statusText(page), /the solution: the player to move loses with perfect play/i);
  assert.match(await page.locator('.puzzle-reason').textContent(), /Thm 3\.2/);
  for (const name of ['The player to move wins', 'The player to move loses'])
    assert.equal(await page.getByRole('button', { name }).isDisabled(), true, `${name} is off`);
  assert.equal(await page.getByRole('button', { name: 'Reveal solution' }).isVisible(), false);
  const puzzle = await page.evaluate(() => window.graphNimPlayground.getPuzzle());
  assert.deepEqual([puzzle.solved, puzzle.revealed, puzzle.tries], [false, true, 0]);
  await screenshot(page, 'puzzle-outcome-revealed');
  assertNoErrors(page);
  await page.close();
});

test('Walking Nim win: stranding the piece with tokens left is a win, and the verdict says so', async () => {
  // The path 0–1–2–3 with 1, 2, 2 and the piece on 1: walking to 0 empties the only edge
  // there, so the computer cannot move although 4 tokens are left (`graphnim puzzle check
  // --goal unique`: one winning move, edge 0).
  const page = await env.browser.newPage();
  await openPuzzle(page, env.url('index.html#rules=walk&v=4&e=0-1:1,1-2:2,2-3:2&piece=1&goal=win'));
  await waitPhase(page, 'open');
  await clickCentre(page.mouse, page.locator('.edge-label[data-edge="1"] .edge-count'));
  await page.getByRole('button', { name: 'new weight 1' }).click();
  await waitPhase(page, 'refuted');
  assert.equal((await shownMove(page)).kind, 'refutation');
  await page.getByRole('button', { name: 'Try again' }).click();
  await waitPhase(page, 'open');
  await clickCentre(page.mouse, page.locator('.edge-label[data-edge="0"] .edge-count'));
  await page.getByRole('button', { name: 'new weight 0' }).click();
  await waitPhase(page, 'solved');
  const board = await boardSummary(page);
  assert.equal(board.piece, 0);
  assert.deepEqual(board.tokens, [0, 2, 2]);
  const reason = await page.locator('.puzzle-reason').textContent();
  assert.doesNotMatch(reason, /last token/);
  assert.match(
    reason,
    /^Solved: you moved the piece to vertex 0, where every edge is empty \(the piece has no way out, though tokens are left elsewhere\), so the computer cannot move and you win\./,
  );
  assert.match(await statusText(page), /solved on try 2/i);
  await screenshot(page, 'puzzle-walk-stranded-solved');
  assertNoErrors(page);
  await page.close();
});

test('win: the computer’s longest defence, reply by reply, on a position whose replies differ in length', async () => {
  // The path 0–1–2–3 with 3, 1, 3. The student empties the middle edge, leaving Nim heaps
  // 3 and 3; from there (brute force, crate/tests/puzzle.rs "the_longest_defence…") taking 1
  // token leaves 5 more moves, 2 tokens 3, 3 tokens 1: the longest defence always takes one
  // token, and the student, mirroring, wins in 7 moves in all.
  const page = await env.browser.newPage();
  await openPuzzle(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:3&goal=win'));
  await waitPhase(page, 'open');
  await clickMove(page, page.mouse, 1, 1);
  const replies = [];
  for (let played = 1; played < 7; played += 2) {
    await waitForMoves(page, played + 1);
    const tokens = (await boardSummary(page)).tokens;
    const left = tokens[0] + tokens[2];
    // Before the reply the heaps were equal (the student's move made them so).
    replies.push(2 * Math.max(tokens[0], tokens[2]) - left);
    if (played === 1) {
      assert.deepEqual(tokens.slice().sort(), [0, 2, 3], `the first reply took one token: ${tokens}`);
      await screenshot(page, 'puzzle-win-longest-defence');
    }
    // Mirror: take the difference from the larger heap.
    const larger = tokens[0] > tokens[2] ? 0 : 2;
    await clickMove(page, page.mouse, larger, Math.abs(tokens[0] - tokens[2]));
  }
  await waitPhase(page, 'solved');
  assert.deepEqual(replies, [1, 1, 1], 'every reply took a single token, the longest defence');
  assert.equal(await movesPlayed(page), 7, 'the game lasted its perfect-play length');
  assert.match(await page.locator('.puzzle-reason').textContent(), /you took the last token/);
  assert.match(await statusText(page), /solved at the first try/i);
  await screenshot(page, 'puzzle-win-longest-defence-solved');
  assertNoErrors(page);
  await page.close();
});

test('axe: the misère and Walking Nim verdicts have no serious or critical violations', async () => {
  const page = await env.browser.newPage();
  await openPuzzle(page, env.url('index.html#rules=edge&v=2&e=0-1:2&play=misere&goal=find'));
  await waitPhase(page, 'open');
  await clickMove(page, page.mouse, 0, 2);
  await waitPhase(page, 'refuted');
  const found = [await axeSerious(page, 'misère last token refuted')];
  await openPuzzle(
    page,
    env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome&reveal=0'),
  );
  await page.getByRole('button', { name: 'Reveal solution' }).click();
  await waitPhase(page, 'over');
  found.push(await axeSerious(page, 'outcome revealed'));
  const report = found.filter(Boolean).join('\n');
  assert.equal(report, '', `serious/critical axe violations:\n${report}`);
  assertNoErrors(page);
  await page.close();
});
