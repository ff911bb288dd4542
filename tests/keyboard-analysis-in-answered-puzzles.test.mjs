// A puzzle answered with the task's buttons (who wins, a Grundy value) takes no move on its
// board, solved or not; its analysis, asked for once the puzzle is solved or its answer shown,
// offered "Play this move" on every row, and the button did nothing and said nothing when a
// keyboard player pressed it. The rows now offer no Play button there, and a note before them
// says why, in the board's own words; in a game the button still plays. Driven with Tab, Enter
// and keys as that player pressed them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, moveListTexts } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';
import { heardNow, hears, listeningPage } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const REFUSED =
  /^The moves are listed to study, not to play here: this puzzle is answered with the buttons in the task, not with a move\.$/;

/** The analysis rows' Play buttons shown, and the note before the rows ('' when hidden). */
const analysisShown = (page) =>
  page.evaluate(() => {
    const analysis = document.querySelector('.analysis');
    const note = analysis.querySelector('.analysis-refused');
    return {
      rows: analysis.querySelectorAll('.analysis-list li').length,
      playButtons: [...analysis.querySelectorAll('.play-move')].filter((b) => b.checkVisibility()).length,
      note: note.checkVisibility() ? note.textContent : '',
    };
  });

test('Grundy value of a path, solved: A lists the moves to study, with no Play button, and says why', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Puzzles/);
  await press(page, 'Enter');
  await tabTo(page, /^Grundy value of a path: /);
  await press(page, 'Enter');
  await tabTo(page, /^Grundy value$/);
  await page.keyboard.type('3');
  await press(page, 'Enter');
  await hears(page, /Solved/);
  await tabTo(page, /^Game board/);
  await heardNow(page);
  await press(page, 'a');
  await hears(page, /Every move is listed below: 1 of 5 moves wins\./);
  await page.locator('.analysis-list li').first().waitFor();
  const shown = await analysisShown(page);
  assert.equal(shown.rows, 5, 'every move is listed');
  assert.equal(shown.playButtons, 0, 'no row offers a move the board would refuse');
  assert.match(shown.note, REFUSED);
  // Tab reaches the rows themselves (each previews its move), never a dead button.
  await tabTo(page, /(Winning|Losing) move: /);
  assert.doesNotMatch(await focusedName(page), /^Play this (winning |losing )?move/);
  await screenshot(page, 'analysis-in-grundy-puzzle');
  assert.equal(await axeSerious(page, 'analysis in a solved Grundy puzzle'), '');
  assertNoErrors(page);
  await page.close();
});

test('The even triangle, answer shown: the analysis offers no Play button either; a game’s still plays', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Puzzles/);
  await press(page, 'Enter');
  await tabTo(page, /^The even triangle: /);
  await press(page, 'Enter');
  // The wrong answer: the puzzle ends and shows its answer.
  await tabTo(page, /^The player to move wins$/);
  await press(page, 'Enter');
  await hears(page, /[Nn]ot right|wrong|Wrong|loses/);
  await tabTo(page, /^Game board/);
  await press(page, 'a');
  await page.locator('.analysis-list li').first().waitFor();
  const shown = await analysisShown(page);
  assert.ok(shown.rows > 0);
  assert.equal(shown.playButtons, 0);
  assert.match(shown.note, REFUSED);
  await screenshot(page, 'analysis-in-outcome-puzzle');

  // Out of the puzzle, in a game, a row's Play button plays its move.
  await tabTo(page, /^Leave puzzle$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await tabTo(page, /^Game board/);
  await press(page, 'a');
  await page.locator('.analysis-list li .play-move').first().waitFor();
  assert.equal((await analysisShown(page)).note, '');
  await tabTo(page, /^Play this (winning|losing) move: /);
  await press(page, 'Enter');
  await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length >= 1);
  assert.ok((await moveListTexts(page)).length >= 1, 'the move was played');
  assert.equal(await axeSerious(page, 'analysis in a game'), '');
  assertNoErrors(page);
  await page.close();
});
