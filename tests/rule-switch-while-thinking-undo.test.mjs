// A first-year student on a phone confirms an Edge-Nim move against the computer and, while
// "The computer is thinking…", taps Walking Nim: the unfinished game is set aside, and Undo
// brings it back. It comes back at the computer's turn, so the computer answers it; the notice
// says "Redo takes this back", and it does: Redo still brings back the Walking Nim game (its
// moves too), where the computer's answer used to wipe Redo and lose that game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from './helpers/browser.mjs';
import { holdPageClock, moveListTexts, openPlayground, settle, statusText } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { onPhone, usePhoneSite } from './helpers/phone.mjs';

const phoneSite = usePhoneSite();

const message = (page) => page.locator('.gnp-message');
/** The notice's words (without its dismiss button's ×). */
const notice = (page) => message(page).locator('span').first().innerText();
const rulesButton = (page, name) => page.getByRole('button', { name, exact: true });
const undo = (page) => page.getByRole('button', { name: 'Undo', exact: true });
const redo = (page) => page.getByRole('button', { name: 'Redo', exact: true });

/** Waits until it is the student's turn (the status line's kind; its text says the newest
 *  move first). */
const myTurn = (page) =>
  page.waitForFunction(() => document.querySelector('.gnp-status')?.dataset.kind === 'turn', null, {
    timeout: 30_000,
  });

/** The page as it opens, vertex 0, one more from 0–1, Confirm, and at once Walking Nim: the
 *  rules switched while the computer is still to answer. */
async function switchWhileThinking(page) {
  await openPlayground(page, phoneSite.url('index.html'));
  // The page's clock is the test's while the student taps: each tap is followed by a tenth of
  // a second of the page's time (its frames drawn), so Walking Nim lands 0.2 s after Confirm,
  // within the computer's pause before its move, however busy the machine running the test
  // is (on a loaded one the pause had ended before the tap, and the computer had answered).
  const aTenth = await holdPageClock(page);
  const tap = async (locator) => {
    await locator.tap();
    await aTenth();
  };
  await tap(page.getByRole('button', { name: 'vertex 0', exact: true }));
  await tap(page.getByRole('button', { name: 'take one more from 0–1' }));
  await tap(page.getByRole('button', { name: 'Confirm move' }));
  await tap(rulesButton(page, 'Walking Nim'));
  await page.clock.resume();
  await message(page).filter({ hasText: 'set aside' }).waitFor();
  // Set aside with the student's move only: the computer had not answered yet.
  assert.equal(
    await notice(page),
    'Your unfinished game of Edge-Nim (1 move played) is set aside for this new board: Undo brings it back. ' +
      'The new game of Walking Nim starts on the board as that game left it, and you move first.',
  );
  assert.equal(await rulesButton(page, 'Walking Nim').getAttribute('aria-pressed'), 'true');
}

/** Undo that brings the Edge-Nim game back: it is said, then the computer answers it. */
async function undoToEdgeNim(page) {
  await undo(page).tap();
  await message(page).filter({ hasText: 'Edge-Nim again' }).waitFor();
  assert.equal(
    await notice(page),
    'Undone: Edge-Nim again, the game is back (1 move played). Redo takes this back.',
  );
  assert.equal(await rulesButton(page, 'Edge-Nim').getAttribute('aria-pressed'), 'true');
  // The computer's turn: it answers the move it was thinking about.
  await myTurn(page);
  await settle(page);
  const edgeMoves = await moveListTexts(page);
  assert.equal(edgeMoves.length, 2, 'the student’s move and the computer’s answer');
  assert.match(edgeMoves[0], /^You: at vertex 0: took 1 from 0–1/);
  assert.match(edgeMoves[1], /^Computer: /);
  return edgeMoves;
}

test('390×844: Walking Nim while the computer thinks, a Walking Nim move, Undo twice: the computer answers the Edge-Nim game, and Redo still brings the Walking Nim game back', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await switchWhileThinking(page);
    await screenshot(page, 'rule-switch-while-thinking');

    // A Walking Nim move (the piece to vertex 1, new weight 1), and the computer's answer.
    await page.getByRole('button', { name: /^vertex 1(,|$)/ }).tap();
    await page.getByRole('button', { name: /new weight 1$/ }).tap();
    await myTurn(page);
    const walkMoves = await moveListTexts(page);
    assert.equal(walkMoves.length, 2, 'the student’s Walking Nim move and the computer’s');

    // Undo takes back both Walking Nim moves; Undo again brings the Edge-Nim game back.
    await undo(page).tap();
    await settle(page);
    assert.deepEqual(await moveListTexts(page), []);
    const edgeMoves = await undoToEdgeNim(page);
    // What the notice promises stands after the computer's answer: Redo can take it back.
    assert.equal(await redo(page).isEnabled(), true, 'Redo is still there after the computer’s answer');
    assert.match(await notice(page), /Redo takes this back\./);
    await screenshot(page, 'rule-switch-while-thinking-undone');
    assert.equal(await axeSerious(page, 'the Edge-Nim game back, answered, Redo offered'), '');

    // Redo: the Walking Nim game, then its two moves.
    await redo(page).tap();
    await settle(page);
    assert.equal(await rulesButton(page, 'Walking Nim').getAttribute('aria-pressed'), 'true');
    assert.deepEqual(await moveListTexts(page), []);
    assert.match(await statusText(page), /Your turn\.$/);
    await redo(page).tap();
    await settle(page);
    assert.deepEqual(await moveListTexts(page), walkMoves, 'the Walking Nim game as it was');
    assert.equal(await redo(page).isEnabled(), false);

    // And back again: the Edge-Nim game with the computer's answer, the student's turn.
    await undo(page).tap();
    await undo(page).tap();
    await message(page).filter({ hasText: 'Edge-Nim again' }).waitFor();
    assert.equal(
      await notice(page),
      'Undone: Edge-Nim again, the game is back (2 moves played). Redo takes this back.',
    );
    assert.deepEqual(await moveListTexts(page), edgeMoves);
    assert.match(await statusText(page), /Your turn\.$/);
  }));

test('360×640: Walking Nim while the computer thinks, then Undo at once: the computer answers, and Redo brings back the new Walking Nim game', () =>
  onPhone({ width: 360, height: 640 }, async (page) => {
    await switchWhileThinking(page);
    await undoToEdgeNim(page);
    assert.equal(await redo(page).isEnabled(), true);
    await screenshot(page, 'rule-switch-while-thinking-undone-small');
    assert.equal(await axeSerious(page, 'the Edge-Nim game back on a small phone'), '');
    await redo(page).tap();
    await settle(page);
    assert.equal(await rulesButton(page, 'Walking Nim').getAttribute('aria-pressed'), 'true');
    assert.deepEqual(await moveListTexts(page), []);
    // Said in the status line (heard before whose turn it is).
    assert.equal(
      (
        await page
          .getByRole('status')
          .filter({ has: page.locator('.gnp-status-text') })
          .textContent()
      ).trim(),
      'Redone: Walking Nim again, a new game on this board. Your turn.',
    );
  }));
