// On the Explore map, Enter on the board's own cell loads it as Help says (a game under way is
// set aside, and said), but once the board shows that very position with nothing under way,
// the next Enter loaded the same board again and said nothing; in an answered puzzle it left
// the puzzle for a free game on the same board. It now says the position is on the board
// already. Driven with Tab, arrow keys and Enter, as a keyboard player did it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, boardSummary, waitForHumanTurnOrEnd } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { press, tabTo } from './helpers/keyboard.mjs';
import { heardNow, hears, listeningPage, playAtVertex } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const ALREADY = /This is the board’s own position: it is on the board already\.$/;

test('Enter on the board’s own cell: the game is set aside, then the position is said to be on the board already', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await playAtVertex(page, 1, 1);
  await waitForHumanTurnOrEnd(page);
  await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length === 2);
  await tabTo(page, /^Explore$/, { key: 'Shift+Tab', limit: 100 });
  await press(page, 'Enter');
  await tabTo(page, /^Draw map$/);
  await press(page, 'Enter');
  await page.locator('canvas.explore-map').waitFor();
  await tabTo(page, /^Heat map/, { limit: 200 });
  const board = await boardSummary(page);

  // The first Enter says the cell it starts on, the board's own.
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /The board’s own cell: arrow keys move, Enter loads a cell\.$/);
  // The next loads it: the game under way is set aside, and said.
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /^Your unfinished game of Edge-Nim \(2 moves played\) is set aside for this new board/);
  await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length === 0);
  // Nothing is under way now: Enter says the position is on the board already, each time.
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, ALREADY);
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, ALREADY);
  assert.deepEqual((await boardSummary(page)).tokens, board.tokens, 'the board is as it was');
  await screenshot(page, 'explore-own-cell-enter');
  assert.equal(await axeSerious(page, 'Explore, own cell'), '');

  // Another cell loads into the board, as before.
  await press(page, 'ArrowLeft');
  await press(page, 'Enter');
  await page.waitForFunction(
    (first) => document.querySelector('svg.board g.edge')?.dataset.tokens === String(first - 1),
    board.tokens[0],
  );
  assertNoErrors(page);
  await page.close();
});

test('in a puzzle answered, Enter on its own cell says it is on the board already and leaves nothing', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:2,2-0:2&mode=play-cpu&goal=outcome'),
  );
  await page.getByRole('button', { name: 'The player to move loses' }).click();
  await page
    .locator('.puzzle-task')
    .getByText(/solved|not solved|wrong/i)
    .first()
    .waitFor();
  await tabTo(page, /^Explore$/, { key: 'Shift+Tab', limit: 100 });
  await press(page, 'Enter');
  await tabTo(page, /^Draw map$/);
  await press(page, 'Enter');
  await page.locator('canvas.explore-map').waitFor();
  await tabTo(page, /^Heat map/, { limit: 200 });
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /The board’s own cell: arrow keys move, Enter loads a cell\.$/);
  // It left the puzzle for a free game on the very same board, as if another were loaded.
  await heardNow(page);
  await press(page, 'Enter');
  await hears(
    page,
    /This is the puzzle’s own position: it is on the board already \(Leave puzzle plays it freely\)\.$/,
  );
  assert.equal(await page.locator('.puzzle-task').count(), 1, 'the puzzle is still open');
  assert.equal(await page.getByRole('button', { name: 'Leave puzzle' }).count(), 1);
  assertNoErrors(page);
  await page.close();
});
