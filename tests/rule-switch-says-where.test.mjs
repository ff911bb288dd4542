// A switch of rules says which position the new game starts on, and never hands the student a
// game lost before they can move. On a 390×844 phone a student two moves into an Edge-Nim
// game ticked "computer moves first" and tapped Walking Nim: the new game started on the
// half-emptied board, the computer moved at once and won ("The computer wins. You have no
// move left.") before the student touched anything. On a board a game reached the student
// now moves first, and the notice says so; Undo and Redo still take the switch back and
// forth, and Restart gives the computer its first move. After a finished game, stepped back
// in its review to "After move 2 of 5", the switch says it starts on that position.
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
import { onPhone, usePhoneSite } from './helpers/phone.mjs';

const phoneSite = usePhoneSite();

const SQUARE = 'index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu';
// Walking Nim on one edge of weight 5, the computer first: crossed five times, the computer
// made the last move and won.
const WALK_GAME =
  'index.html#rules=walk&v=2&e=0-1:5&piece=0&mode=play-cpu&first=cpu&moves=0-1;0-1;0-1;0-1;0-1';

/** The notice's words (without its dismiss button's ×). */
const notice = (page) => page.locator('.gnp-message span').first().innerText();
const button = (page, name) => page.getByRole('button', { name, exact: true });

test('390×844: two moves in, "computer moves first" ticked, Walking Nim: the new game on that board is the student’s to move, and says so', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, phoneSite.url(SQUARE));
    await page.getByRole('button', { name: 'vertex 0', exact: true }).tap();
    await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
    await button(page, 'Confirm move').tap();
    await waitForHumanTurnOrEnd(page);
    const edgeMoves = await moveListTexts(page);
    assert.equal(edgeMoves.length, 2);
    const asLeft = (await boardSummary(page)).tokens;

    await page.getByRole('checkbox', { name: 'computer moves first' }).tap();
    await button(page, 'Walking Nim').tap();
    await page.locator('.gnp-message', { hasText: 'set aside' }).waitFor();
    await settle(page);
    assert.equal(
      await notice(page),
      'Your unfinished game of Edge-Nim (2 moves played) is set aside for this new board: Undo brings it back. ' +
        'The new game of Walking Nim starts on the board as that game left it, and you move first.',
    );
    const board = await boardSummary(page);
    assert.equal(board.rules, 'walk');
    assert.deepEqual(board.tokens, asLeft, 'the board as the Edge-Nim game left it');
    // The student's turn, nothing played for them: no computer move, no game lost unseen.
    await waitForHumanTurnOrEnd(page);
    assert.deepEqual(await moveListTexts(page), []);
    assert.match(await statusText(page), /Your turn\.$/);
    await screenshot(page, 'rule-switch-says-where-midgame');
    assert.equal(await axeSerious(page, 'rules switched two moves in'), '');

    // Undo brings the Edge-Nim game back; Redo the Walking Nim game, still the student's turn.
    await button(page, 'Undo').tap();
    await page.locator('.gnp-message', { hasText: 'Edge-Nim again' }).waitFor();
    assert.equal(await button(page, 'Edge-Nim').getAttribute('aria-pressed'), 'true');
    assert.deepEqual(await moveListTexts(page), edgeMoves);
    await button(page, 'Redo').tap();
    await settle(page);
    assert.equal(await button(page, 'Walking Nim').getAttribute('aria-pressed'), 'true');
    await waitForHumanTurnOrEnd(page);
    assert.deepEqual(await moveListTexts(page), []);
    assert.match(await statusText(page), /Your turn\.$/);

    // Restart: a new game of this board as the box says, the computer first.
    await button(page, 'Restart').tap();
    await page.locator('ol.history li:not(.empty)').first().waitFor({ timeout: 30_000 });
    assert.match((await moveListTexts(page))[0], /^Computer: /);
  }));

test('390×844: a finished game stepped back to move 2 of 5, then Edge-Nim: the notice names that position', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, phoneSite.url(WALK_GAME));
    for (let step = 0; step < 3; step++) await button(page, 'Previous move').tap();
    await page.locator('.review-where', { hasText: /^After move 2 of 5/ }).waitFor();
    await button(page, 'Edge-Nim').tap();
    await page.waitForFunction(() => document.querySelector('svg.board')?.dataset.rules === 'edge');
    await settle(page);
    assert.equal(
      await notice(page),
      'The new game of Edge-Nim starts on the position the review showed, after move 2 of 5, and you move first.',
    );
    assert.deepEqual((await boardSummary(page)).tokens, [3], 'the position the review showed');
    // "Computer moves first" came ticked with the link: on this position the student moves.
    await waitForHumanTurnOrEnd(page);
    assert.match(await statusText(page), /Your turn\.$/);
    await screenshot(page, 'rule-switch-says-where-review');
    assert.equal(await axeSerious(page, 'rules switched from a review step'), '');
  }));

test('390×844: a switch to a game over before anyone moves says so', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    // Vertex 0 touches no edge: Walking Nim's piece, put there, cannot move.
    await openPlayground(page, phoneSite.url('index.html#rules=edge&v=5&e=1-2:3,3-4:2&mode=play-cpu'));
    await page.getByRole('button', { name: 'vertex 2', exact: true }).tap();
    await page.getByRole('button', { name: 'take one more from 1–2' }).tap();
    await button(page, 'Confirm move').tap();
    await waitForHumanTurnOrEnd(page);
    await button(page, 'Walking Nim').tap();
    await page.locator('.gnp-message', { hasText: 'set aside' }).waitFor();
    assert.match(
      await notice(page),
      /The new game of Walking Nim starts on the board as that game left it, where no move is left in these rules \(nor at that game's start\): it is over before anyone moves\.$/,
    );
    assert.deepEqual(await moveListTexts(page), []);
    await screenshot(page, 'rule-switch-says-where-over');
  }));
