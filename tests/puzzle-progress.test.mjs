// A student's progress on a puzzle survives a reload and Back/Forward in the same tab (kept in
// sessionStorage): wrong tries, a shown solution and a solve stay counted, so a reload never
// turns a wrong-tried or revealed puzzle into "Solved at the first try". What is read back is
// untrusted: a forged entry is not believed. An outcome puzzle's link carries no reveal= it
// does not use, and its wrong answer says plainly that the answer is shown.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, statusText, assertNoErrors, settle } from './helpers/ui.mjs';
import { openPuzzle, waitPhase, clickMove, waitForMoves } from './helpers/puzzle.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

// C5 with counts 2,2,2,2,3: the only winning move takes 1 from edge 4 (4–0); taking from
// edge 0 is a wrong try.
const C5 = 'index.html#rules=edge&v=5&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3&goal=unique&reveal=2';
const SQUARE = 'index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome&title=The%20square';

const tries = (page) => page.locator('.puzzle-tries').textContent();

/** Leaving a page aborts what it was still fetching (the worker's script): errors are checked
 *  before each navigation, and what the navigation itself aborts is not the page's error. */
function checkAndForgetErrors(page) {
  const aborted = (e) => /^requestfailed: .* net::ERR_ABORTED/.test(e);
  const kept = page.consoleErrors.filter((e) => !aborted(e));
  page.consoleErrors.length = 0;
  page.consoleErrors.push(...kept);
  assertNoErrors(page);
}

async function reload(page) {
  checkAndForgetErrors(page);
  await page.reload();
  await openPlayground(page, page.url());
  await waitPhase(page, 'open');
}

test('a wrong try is still counted after a reload and after Back and Forward; solving says which try', async () => {
  const page = await env.browser.newPage();
  await openPuzzle(page, env.url(C5));
  await waitPhase(page, 'open');
  await clickMove(page, page.mouse, 0);
  await waitPhase(page, 'refuted');
  assert.equal(await tries(page), 'Wrong tries: 1');

  await reload(page);
  assert.equal(await tries(page), 'Wrong tries: 1', 'the reload keeps the wrong try');
  assert.match(
    await page.locator('.puzzle-task').textContent(),
    /Earlier on this puzzle: 1 wrong try, not solved yet\. They still count\./,
  );
  await screenshot(page, 'puzzle-progress-reloaded');
  assert.equal(await axeSerious(page, 'puzzle progress after reload'), '');

  // Away to another page and back with the browser's Back button.
  checkAndForgetErrors(page);
  await page.goto(env.url('docs/play.md'));
  await page.goBack();
  await openPlayground(page, page.url());
  await waitPhase(page, 'open');
  assert.equal(await tries(page), 'Wrong tries: 1', 'Back keeps the wrong try');

  await clickMove(page, page.mouse, 4);
  await waitPhase(page, 'solved');
  assert.match(await statusText(page), /Solved on try 2/);
  assert.doesNotMatch(await statusText(page), /first try/);

  await reload(page);
  assert.equal(await tries(page), 'Solved · Wrong tries: 1');
  assert.match(
    await page.locator('.puzzle-task').textContent(),
    /You solved this puzzle earlier \(1 wrong try\): it counts\./,
  );
  checkAndForgetErrors(page);
  await page.close();
});

// Heaps 1, 2 and 4 (nim-sum 7): taking 1 from the heap of 4 (edge 2, 4–5) wins; emptying the
// heap of 1 (edge 0) loses.
const HEAPS = 'index.html#rules=edge&v=6&e=0-1:1,2-3:2,4-5:4&goal=win&title=Three%20heaps&reveal=1';

test('a "win" puzzle whose solution was shown stays revealed: no Reveal solution mid-game after playing it, nor after a reload', async () => {
  const page = await env.browser.newPage();
  await openPuzzle(page, env.url(HEAPS));
  await waitPhase(page, 'open');
  await clickMove(page, page.mouse, 0);
  await waitPhase(page, 'refuted');
  const revealButton = page.getByRole('button', { name: 'Reveal solution' });
  await revealButton.click();
  await page.locator('svg.board[data-puzzle-move*="solution"]').waitFor({ state: 'attached' });
  // The student plays the move shown; the computer replies: the game goes on, revealed.
  await clickMove(page, page.mouse, 2);
  await waitForMoves(page, 2);
  assert.equal(await revealButton.isVisible(), false, 'no Reveal solution after the shown one is played');
  assert.equal(await tries(page), 'Wrong tries: 1 · solution shown');
  await screenshot(page, 'puzzle-progress-win-revealed-midgame');

  await reload(page);
  assert.equal(await revealButton.isVisible(), false, 'no Reveal solution after a reload');
  assert.equal(await tries(page), 'Wrong tries: 1 · solution shown');
  checkAndForgetErrors(page);
  await page.close();
});

test('an outcome puzzle answered wrongly: the answer is shown, also after a reload; Reset and a reload never make it a first try', async () => {
  const page = await env.browser.newPage();
  await openPuzzle(page, env.url(SQUARE));
  await waitPhase(page, 'open');
  assert.doesNotMatch(page.url(), /reveal=/, 'no reveal= in an outcome puzzle’s link');
  await page.getByRole('button', { name: 'The player to move wins' }).click();
  await waitPhase(page, 'over');
  assert.match(
    await statusText(page),
    /The answer is shown: press Reset to try it again; it will count as revealed/,
  );
  assert.equal(await tries(page), 'Wrong tries: 1 · solution shown');
  assert.doesNotMatch(page.url(), /reveal=/, 'still no reveal= after the answer');
  await screenshot(page, 'puzzle-progress-outcome-wrong');
  assert.equal(await axeSerious(page, 'outcome wrong'), '');

  // A reload shows it as it was left: answered, the answer said, the answer buttons off until
  // Reset (they were on again, with Reveal solution, though the answer had been shown).
  checkAndForgetErrors(page);
  await page.reload();
  await openPlayground(page, page.url());
  await waitPhase(page, 'over');
  assert.equal(await tries(page), 'Wrong tries: 1 · solution shown');
  // Shown, not solved: nothing reads as a credit.
  const before = await page.locator('.puzzle-task').textContent();
  assert.match(
    before,
    /The answer was shown \(1 wrong try\): the player to move loses\. Press Reset to answer again\./,
  );
  assert.doesNotMatch(before, /still counts/);
  assert.equal(await page.getByRole('button', { name: 'The player to move loses' }).isDisabled(), true);
  assert.equal(await page.getByRole('button', { name: 'Reveal solution' }).isVisible(), false);
  await screenshot(page, 'puzzle-progress-outcome-wrong-reloaded');
  await page.getByRole('button', { name: 'Reset' }).click();
  await waitPhase(page, 'open');
  await page.getByRole('button', { name: 'The player to move loses' }).click();
  await waitPhase(page, 'solved');
  const said = await statusText(page);
  assert.doesNotMatch(said, /first try/);
  assert.match(said, /after the solution was shown/);
  assert.equal(await tries(page), 'Solved after the solution was shown · Wrong tries: 1');
  // Back again: the card says the solve came after the answer was shown, not that it counts,
  // and the tries line beside Reset says the same (it said "Solved · … · solution shown").
  await reload(page);
  const kept = await page.locator('.puzzle-task').textContent();
  assert.match(
    kept,
    /You solved this puzzle earlier, after its solution was shown \(1 wrong try\): solved, but not on your own\./,
  );
  assert.doesNotMatch(kept, /does not count as solved|it counts\./);
  assert.equal(await tries(page), 'Solved after the solution was shown · Wrong tries: 1');
  await screenshot(page, 'puzzle-progress-outcome-revealed-solve-kept');
  checkAndForgetErrors(page);
  await page.close();
});

test('an outcome puzzle solved earlier says after a reload to answer again, not to play a board back at its start', async () => {
  const page = await env.browser.newPage();
  await openPuzzle(page, env.url(SQUARE));
  await waitPhase(page, 'open');
  await page.getByRole('button', { name: 'The player to move loses' }).click();
  await waitPhase(page, 'solved');

  await reload(page);
  const kept = (await page.locator('.puzzle-task').textContent()).replace(/\s+/g, ' ');
  assert.match(kept, /You solved this puzzle earlier: it counts\. Answer again to practise\./);
  assert.doesNotMatch(
    kept,
    /board is back at its start|play it again/,
    'an outcome puzzle has no moves to play',
  );
  await screenshot(page, 'teachfix4-outcome-solved-kept');
  assert.equal(await axeSerious(page, 'outcome solved, after reload'), '');
  checkAndForgetErrors(page);
  await page.close();
});

test('a forged progress entry is not believed: the puzzle opens with no tries', async () => {
  const page = await env.browser.newPage();
  await openPuzzle(page, env.url(C5));
  await waitPhase(page, 'open');
  // Someone (another page of the site) writes nonsense under every key the tab holds.
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage))
      sessionStorage.setItem(key, '{"wrong":-5,"revealed":"yes","solved":1}');
    sessionStorage.setItem('graphnim:puzzle:bogus', '<img src=x onerror=alert(1)>');
  });
  await clickMove(page, page.mouse, 0);
  await waitPhase(page, 'refuted');
  // The wrong try overwrote the key with a valid entry; now forge that one and reload.
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage).filter((k) => k.startsWith('graphnim:puzzle:')))
      sessionStorage.setItem(key, JSON.stringify({ wrong: 1e9, revealed: false, solved: false }));
  });
  await reload(page);
  await settle(page);
  assert.equal(await tries(page), 'No wrong tries yet');
  checkAndForgetErrors(page);
  await page.close();
});

test('solved on the student’s own, then Reset and Reveal solution: a look for practice, the solve still counts after a reload', async () => {
  const page = await env.browser.newPage();
  // reveal=1: one wrong try offers Reveal solution.
  await openPuzzle(page, env.url(C5.replace('reveal=2', 'reveal=1')));
  await waitPhase(page, 'open');
  await clickMove(page, page.mouse, 0);
  await waitPhase(page, 'refuted');
  await page.getByRole('button', { name: 'Try again' }).click();
  await waitPhase(page, 'open');
  await clickMove(page, page.mouse, 4);
  await waitPhase(page, 'solved');
  assert.match(await statusText(page), /Solved on try 2/);

  // Curious how the solution reads, the student presses Reset, then Reveal solution.
  await page.getByRole('button', { name: 'Reset' }).click();
  await waitPhase(page, 'open');
  await page.getByRole('button', { name: 'Reveal solution' }).click();
  await page.locator('svg.board[data-puzzle-move*="solution"]').waitFor({ state: 'attached' });
  assert.doesNotMatch(await tries(page), /solution shown|after the solution/);
  // Playing the shown move is practice: the first solve stands.
  await clickMove(page, page.mouse, 4);
  await waitPhase(page, 'solved');
  assert.match(
    await statusText(page),
    /Solved again after the solution was shown: practice, your first solve stands/,
  );
  await screenshot(page, 'puzzle-progress-practice-after-solve');

  await reload(page);
  const task = await page.locator('.puzzle-task').textContent();
  assert.match(task, /You solved this puzzle earlier \(1 wrong try\): it counts\./);
  assert.doesNotMatch(task, /after its solution was shown/);
  checkAndForgetErrors(page);
  await page.close();
});
