// A student wins a game, then opens Explore: the board has no tokens left, so its counts
// (all 0) would make a box of one position; the ranges start from the counts the game
// started from, and Draw map draws the whole box. A map cell clicked during a game sets the
// game aside with a notice, as the other ways of replacing the board do, and Undo brings it back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  assertNoErrors,
  clickElement,
  moveListTexts,
  openPlayground,
  settle,
  takeAtVertex,
  waitForHumanTurnOrEnd,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

test('Explore opened after a finished game offers the ranges the game started from', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:1,1-2:2&mode=play-cpu'));
  // At vertex 1, take every token: 1 from 0–1 and 2 from 1–2. The game is won.
  await clickElement(page, '.vertex[data-vertex="1"]');
  await page.getByRole('button', { name: 'take one more from 0–1' }).click();
  await page.getByRole('button', { name: 'take one more from 1–2' }).click();
  await page.getByRole('button', { name: 'take one more from 1–2' }).click();
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitForHumanTurnOrEnd(page);
  assert.equal(await page.locator('.gnp-status').getAttribute('data-kind'), 'won');

  await page.getByRole('button', { name: 'Explore', exact: true }).click();
  await page.getByRole('region', { name: 'Explore' }).waitFor();
  await settle(page);
  assert.equal(await page.getByLabel('Across: up to', { exact: true }).inputValue(), '1');
  assert.equal(await page.getByLabel('Up: up to', { exact: true }).inputValue(), '2');
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.waitForFunction(() => document.querySelector('canvas.explore-map')?.dataset.width);
  const { width, height } = await page.locator('canvas.explore-map').evaluate((c) => ({ ...c.dataset }));
  assert.deepEqual([width, height], ['2', '3'], 'a 2×3 map: 0..1 across, 0..2 up');
  await screenshot(page, 'explore-after-game');
  assert.equal(await axeSerious(page, 'Explore after a game'), '');
  assertNoErrors(page);
  await page.close();
});

test('a map cell clicked during a game sets the game aside with a notice; Undo brings it back', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&mode=play-cpu'));
  await takeAtVertex(page, 0, '0–1');
  await waitForHumanTurnOrEnd(page);
  const moves = await moveListTexts(page);
  assert.equal(moves.length, 2, 'my move and the computer’s reply');

  await page.getByRole('button', { name: 'Explore', exact: true }).click();
  await page.getByRole('region', { name: 'Explore' }).waitFor();
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.waitForFunction(() => document.querySelector('canvas.explore-map')?.dataset.width);
  // The cell (1, 1): its middle on the screen, from the map's geometry.
  const point = await page.locator('canvas.explore-map').evaluate((canvas) => {
    const { cell, left, top, height } = canvas.dataset;
    const rect = canvas.getBoundingClientRect();
    const scale = rect.width / canvas.width;
    return {
      x: rect.left + (Number(left) + 1.5 * Number(cell)) * scale,
      y: rect.top + (Number(top) + (Number(height) - 1.5) * Number(cell)) * scale,
    };
  });
  await page.mouse.click(point.x, point.y);
  const message = page.locator('.gnp-message');
  await message.waitFor();
  assert.match(
    await message.innerText(),
    /Your unfinished game of Edge-Nim \(2 moves played\) is set aside for this new board: Undo brings it back\./,
  );
  await screenshot(page, 'explore-cell-sets-game-aside');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[aria-label="Moves so far"] li').length >= n,
    moves.length,
  );
  assert.deepEqual(await moveListTexts(page), moves, 'the game is back');
  assertNoErrors(page);
  await page.close();
});
