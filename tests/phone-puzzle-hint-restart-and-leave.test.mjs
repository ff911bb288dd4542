// A student on a touch phone (390×844), tapping as they go: Hint after three wrong tries in a
// misère puzzle is about the puzzle's position, where the student is to move (not the
// position the refuted try left, where the hint named the opponent's refutation as "your"
// winning move); the hint gives the answer away, so it counts as the solution shown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, boardSummary, holdPageClock } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { openPuzzle } from './helpers/puzzle.mjs';
import { usePhoneSite } from './helpers/phone.mjs';

const phoneSite = usePhoneSite();

const url = phoneSite.url;

const MISERE =
  'index.html#rules=edge&v=6&e=0-1:1,2-3:1,4-5:3&play=misere&goal=unique&title=Mis%C3%A8re%3A%20the%20last%20token%20loses';

/** A try tapped as the student does: the vertex, "take one more" `times` times, Confirm;
 *  waits for the verdict. */
async function tapTry(page, vertex, edge, times) {
  await page.getByRole('button', { name: `vertex ${vertex}`, exact: true }).tap();
  for (let i = 0; i < times; i++)
    await page.getByRole('button', { name: `take one more from ${edge}` }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await page.locator('.puzzle-task[data-phase="refuted"]').waitFor({ timeout: 30_000 });
  await settle(page);
}

test('390×844: Hint after three wrong tries in a misère puzzle is of the puzzle’s position, the student to move', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url(MISERE));
  const start = (await boardSummary(page)).tokens;
  await tapTry(page, 0, '0–1', 1);
  await page.getByRole('button', { name: 'Try again' }).tap();
  await tapTry(page, 4, '4–5', 3);
  await page.getByRole('button', { name: 'Try again' }).tap();
  await tapTry(page, 4, '4–5', 1);
  // The third try stays on the board, refuted; Hint is open now.
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  await hint.tap();
  const verdict = page.locator('.hint-result .verdict');
  await verdict.waitFor({ timeout: 30_000 });
  await settle(page);
  const said = await page.locator('.hint-result').innerText();
  assert.match(said, /You \(to move\) can win/);
  assert.match(
    said,
    /take 2 from 4–5/,
    'the winning move of the puzzle (misère: leave an odd count of ones)',
  );
  assert.doesNotMatch(said, /take 1 from 4–5/, 'not the refuted try, nor its refutation');
  assert.deepEqual((await boardSummary(page)).tokens, start, 'the board is back at the puzzle’s position');
  assert.equal(await page.locator('.puzzle-task').getAttribute('data-phase'), 'open');
  // The hint gives the answer away: the card counts it (said when the help opened).
  assert.match(await page.locator('.puzzle-tries').innerText(), /Wrong tries: 3 · solution shown/);
  await screenshot(page, 'student-misere-hint-after-three');
  await page.screenshot({ path: artifactPath('phone-puzzle-hint-restart-and-leave-misere-hint.png') });
  assert.equal(await axeSerious(page, 'misère puzzle, hint after three tries'), '');
  assertNoErrors(page);
  await page.close();
});

// Walking Nim on a square of weights 5, against the computer: no move ends the game at once.
const SQUARE_WALK = 'index.html#rules=walk&v=4&e=0-1:5,1-2:5,2-3:5,3-0:5&piece=0&mode=play-cpu';

/** Taps a Walking Nim move as the student does: a vertex next to the piece, then the highest
 *  new weight offered (the first button). */
async function tapWalk(page, afterTap = async () => {}) {
  const piece = await page
    .locator('[aria-label*="has the piece"]')
    .first()
    .getAttribute('aria-label')
    .then((label) => Number(label.match(/vertex (\d+)/)[1]));
  const next = (piece + 1) % 4;
  await page.getByRole('button', { name: new RegExp(`^vertex ${next}(,|$)`) }).tap();
  await afterTap();
  await page
    .getByRole('button', { name: /new weight \d+$/ })
    .first()
    .tap();
  await afterTap();
}

test('390×844: Restart while the computer thinks, then Undo, brings back every move the student made', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url(SQUARE_WALK));
  const moves = page.locator('ol.history li:not(.empty)');
  await tapWalk(page);
  await page.getByText('Your turn.').waitFor({ timeout: 30_000 });
  assert.equal(await moves.count(), 2, 'the student’s move and the computer’s');
  // The third move, and Restart at once, while the computer is thinking. The page's clock is
  // the test's for these taps, each followed by a tenth of a second of the page's time (its
  // frames drawn), so Restart lands within the computer's pause before its move however busy
  // the machine running the test is (on a loaded one the computer had answered first).
  const aTenth = await holdPageClock(page);
  await tapWalk(page, aTenth);
  await page.getByRole('button', { name: 'Restart' }).tap();
  await aTenth();
  await page.clock.resume();
  await page
    .getByText(/Undo brings back the game of 3 moves/)
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'Undo' }).tap();
  await page
    .getByText(/the game is back \(3 moves played\)/)
    .first()
    .waitFor();
  // The computer answers the move that was brought back.
  await page.getByText('Your turn.').waitFor({ timeout: 30_000 });
  assert.equal(await moves.count(), 4, 'the three moves back, then the computer’s answer');
  await page.screenshot({ path: artifactPath('phone-puzzle-hint-restart-and-leave-restart-undo.png') });
  assertNoErrors(page);
  await page.close();
});

test('390×844: Leave puzzle opens a free game on the puzzle’s board; the rules switch then works, and Undo brings the puzzle back', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url(MISERE));
  await tapTry(page, 0, '0–1', 1);
  // The rules switch names the way out.
  await page.getByRole('button', { name: 'Walking Nim', exact: true }).tap();
  await page.getByText('press Leave puzzle to change them').first().waitFor();
  await page.getByRole('button', { name: 'Leave puzzle' }).tap();
  await page
    .getByText(/You left the puzzle “Misère: the last token loses”; its progress is kept/)
    .first()
    .waitFor();
  await settle(page);
  assert.equal(await page.locator('.puzzle-task:not([hidden])').count(), 0, 'the puzzle card is gone');
  assert.doesNotMatch(page.url(), /goal=/, 'the address is of a free game');
  assert.deepEqual(
    (await boardSummary(page)).tokens,
    [1, 1, 3],
    'the puzzle’s board, as it starts (the refuted try is not on it)',
  );
  await page.screenshot({ path: artifactPath('phone-puzzle-hint-restart-and-leave-left-puzzle.png') });
  assert.equal(await axeSerious(page, 'puzzle left'), '');
  // Misère can be switched now: the note of a puzzle's rules is not said again.
  await page.getByRole('checkbox', { name: /Misère/ }).tap();
  await settle(page);
  assert.equal(await page.getByRole('checkbox', { name: /Misère/ }).isChecked(), false, 'normal play now');
  // Undo (twice: the switch, then leaving) brings the puzzle back with its try counted.
  await page.getByRole('button', { name: 'Undo' }).tap();
  await page.getByRole('button', { name: 'Undo' }).tap();
  await page.locator('.puzzle-task:not([hidden])').waitFor();
  assert.match(await page.locator('.puzzle-tries').innerText(), /Wrong tries: 1/);
  assertNoErrors(page);
  await page.close();
});

test('360×640: a notice goes by itself once read, and "From the next game…" goes when two players are chosen', async () => {
  const page = await phoneSite.newPage();
  await page.setViewportSize({ width: 360, height: 640 });
  await openPlayground(page, url(MISERE));
  const banner = page.locator('.gnp-message');
  // In the puzzle, Walking Nim is refused with a notice over the board: it leaves unasked.
  await page.getByRole('button', { name: 'Walking Nim', exact: true }).tap();
  await banner.getByText('This puzzle is set in its own rules').waitFor();
  await banner.waitFor({ state: 'hidden', timeout: 20_000 });

  // A free game against the computer: one move, then "computer moves first" for the next.
  await page.getByRole('button', { name: 'Leave puzzle' }).tap();
  await banner.getByText('You left the puzzle').waitFor();
  await page.getByRole('button', { name: 'Dismiss message' }).tap();
  await page.getByRole('button', { name: 'vertex 4', exact: true }).tap();
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'take one more from 4–5' }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await page.getByText('Your turn.').waitFor({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'computer moves first' }).tap();
  await banner.getByText('From the next game the computer moves first').waitFor();
  // Two players: the note is of games against the computer, and goes at once.
  await page.getByRole('combobox', { name: 'Opponent' }).selectOption('human');
  await settle(page);
  assert.equal(await banner.isVisible(), false, 'the note that no longer applies is gone');
  await page.screenshot({ path: artifactPath('phone-puzzle-hint-restart-and-leave-two-players.png') });
  assertNoErrors(page);
  await page.close();
});

test('390×844: the words of a wrong try at a loop, a wrong Grundy value and a cycle with no loop', async () => {
  const page = await phoneSite.newPage();
  // A loop names its vertex: "at vertex 0" after "the loop at 0" said it twice.
  await openPuzzle(
    page,
    url('index.html#rules=edge&v=2&e=0-0:2,0-1:3&goal=unique&title=A%20loop%20at%20the%20end'),
  );
  await page.getByRole('button', { name: 'vertex 0', exact: true }).tap();
  await page.getByRole('button', { name: /take one more from (the )?loop at (vertex )?0/ }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  const verdict = page.locator('.puzzle-feedback[data-kind="wrong"] .task-verdict');
  await verdict.waitFor({ timeout: 30_000 });
  assert.equal(await verdict.innerText(), 'Not solved: you took 1 from the loop at vertex 0, which loses.');

  // A wrong Grundy value: Why? says what the value is and how to find it, not the value.
  await openPuzzle(
    page,
    url('index.html#rules=edge&v=3&e=0-1:1,1-2:2&goal=grundy&title=Grundy%20value%20of%20a%20path'),
  );
  await page.getByRole('textbox', { name: 'Grundy value' }).tap();
  await page.keyboard.type('2');
  await page.getByRole('button', { name: 'Check' }).tap();
  await page.locator('.puzzle-feedback[data-kind="wrong"]').waitFor({ timeout: 30_000 });
  await page.locator('.puzzle-why summary').tap();
  const reason = await page.locator('.puzzle-reason').innerText();
  assert.match(reason, /2 is not the Grundy value of this position\. The Grundy value is the mex/);
  assert.match(reason, /There are \d+ moves here: /);
  assert.doesNotMatch(reason, /Grundy value is \d/, 'the value is not given away');
  await page.screenshot({ path: artifactPath('phone-puzzle-hint-restart-and-leave-grundy-why.png') });

  // Walking Nim on a triangle with no loop: its Why? speaks of no loop.
  await openPuzzle(
    page,
    url('index.html#rules=walk&v=3&e=0-1:1,1-2:2,2-0:3&piece=0&goal=outcome&title=Walking%20the%20triangle'),
  );
  await page.getByRole('button', { name: 'The player to move wins' }).tap();
  await page.locator('.puzzle-why summary').tap();
  const why = await page.locator('.puzzle-reason').innerText();
  assert.match(why, /with no loop/);
  assert.doesNotMatch(why, /loop at the piece weighs 0|it weighs 0/, 'no loop to weigh');
  assertNoErrors(page);
  await page.close();
});

test('390×844: Walking Nim after a finished game starts from the game’s start, not an empty board', async () => {
  const page = await phoneSite.newPage();
  await openPuzzle(page, url('index.html#rules=edge&v=3&e=0-1:1,1-2:1&mode=play-cpu'));
  // At vertex 1, both tokens: the last ones, and the game is won.
  await page.getByRole('button', { name: 'vertex 1', exact: true }).tap();
  await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
  await page.getByRole('button', { name: 'take one more from 1–2' }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await page
    .getByText(/You win!/)
    .first()
    .waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Walking Nim', exact: true }).tap();
  await page
    .getByText(/starts from the finished game's start position/)
    .first()
    .waitFor();
  await settle(page);
  const board = await boardSummary(page);
  assert.equal(board.rules, 'walk');
  assert.deepEqual(board.tokens, [1, 1], 'the start’s weights, not the emptied board');
  assert.doesNotMatch(await page.locator('.gnp').innerText(), /over before it starts/);
  await page.screenshot({
    path: artifactPath('phone-puzzle-hint-restart-and-leave-walk-after-finished.png'),
  });
  assertNoErrors(page);
  await page.close();
});
