// Explore in a puzzle, as a keyboard user met it: its map of the positions around the puzzle
// gives the answer away, so it is closed like the hint until the puzzle is solved or its
// solution may be shown, and opening it then counts as help used. A map cell loaded over the
// puzzle leaves it as Leave puzzle does: said, with its progress kept, and Undo brings the
// puzzle back (it had vanished without a word).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { assertNoErrors, openPlayground, settle } from './helpers/ui.mjs';
import { clickMove, waitPhase } from './helpers/puzzle.mjs';
import { press, tabTo } from './helpers/keyboard.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const PUZZLE =
  'index.html#rules=edge&v=5&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3&goal=unique&reveal=1&title=Only%20one%20way';

test('Explore waits in an unsolved puzzle; opened after a wrong try it counts as help, and a loaded cell leaves the puzzle with Undo back', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(PUZZLE));
  await waitPhase(page, 'open');
  const explore = page.getByRole('button', { name: 'Explore', exact: true });
  assert.equal(await explore.isDisabled(), true, 'no map of the puzzle before a try');
  // The hint card says why, naming Explore with the rest.
  assert.match(
    await page.locator('.help-locked').innerText(),
    /the hint, the analysis, Why\? and Explore open once you have solved it, or after a wrong try/,
  );

  // One wrong try (1 from 0–1) opens the help, Explore with it.
  await clickMove(page, page.mouse, 0);
  await waitPhase(page, 'refuted');
  assert.equal(await explore.isDisabled(), false);
  await explore.focus();
  await press(page, 'Enter');
  await page.getByRole('region', { name: 'Explore' }).waitFor();
  // The map is of the puzzle's position with the student to move: the try is taken back, and
  // the help counts as revealed.
  await waitPhase(page, 'open');
  assert.match(await page.locator('.puzzle-tries').innerText(), /solution shown|help/i);

  await tabTo(page, /^Draw map$/);
  await press(page, 'Enter');
  await page.waitForFunction(() => document.querySelector('canvas.explore-map')?.dataset.width);
  await tabTo(page, /^Heat map/);
  // Another cell than the puzzle's own (the map's right edge, where ArrowRight stays: Enter
  // there says the position is on the board already).
  await press(page, 'ArrowLeft');
  await press(page, 'Enter');
  const message = page.locator('.gnp-message');
  await message.waitFor();
  assert.match(
    await message.innerText(),
    /You left the puzzle “Only one way”; its progress is kept\. The board is the position you loaded\. Undo goes back to the puzzle\./,
  );
  assert.equal(await page.locator('.puzzle-task').isVisible(), false);
  await screenshot(page, 'explore-in-puzzle-cell-loaded');
  assert.equal(await axeSerious(page, 'explore cell loaded over a puzzle'), '');

  await page.keyboard.press('Control+z');
  await page.locator('.puzzle-task').waitFor();
  await settle(page);
  assert.match(await page.locator('.puzzle-task').innerText(), /Only one way/);
  assertNoErrors(page);
  await page.close();
});
