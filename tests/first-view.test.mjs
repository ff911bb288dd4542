// A newcomer opening the bare address on a 1280×800 screen: the page opens on a ready game
// against the computer (a small graph with tokens, their turn), with the Presets in view, as
// lichess opens on a ready board. They play a move, try a preset, and a reload keeps the game.
// A link, an embed and a cleared board still open what they name.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  boardSummary,
  settle,
  assertNoErrors,
  statusText,
  moveListTexts,
  clickElement,
  waitForHumanTurnOrEnd,
  EMPTY_BOARD,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** The element's box lies inside the 1280×800 window as first shown (no scrolling). */
async function inFirstScreen(page, locator) {
  const box = await locator.boundingBox();
  const height = page.viewportSize().height;
  return !!box && box.y >= 0 && box.y + box.height <= height;
}

test('the bare address opens a ready game against the computer, with the presets in view', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  const board = await boardSummary(page);
  assert.equal(board.mode, 'play', 'a game, not the editor');
  assert.ok(board.vertices >= 3 && board.edges >= 3, `a small graph: ${JSON.stringify(board)}`);
  assert.ok(
    board.tokens.every((t) => t > 0),
    `tokens on every edge: ${board.tokens}`,
  );
  assert.match(await statusText(page), /^Your turn\.$/);
  assert.equal(await page.getByRole('combobox', { name: 'Opponent' }).inputValue(), 'cpu');
  const presets = page.getByRole('region', { name: 'Presets' });
  assert.ok(await inFirstScreen(page, page.locator('svg.board')), 'the board is on the first screen');
  assert.ok(await inFirstScreen(page, presets), 'the presets are on the first screen');
  // The address names the game now, so a copy of it opens the same board.
  assert.match(await page.evaluate(() => location.hash), /rules=edge&v=4&e=.*mode=play-cpu/);
  await page.screenshot({ path: 'test-artifacts/first-view.png' });
  assert.equal(await axeSerious(page, 'first view'), '');

  // The newcomer plays: a vertex, one more token from an edge there, Confirm.
  await clickElement(page, 'svg.board [data-vertex="0"]');
  await clickElement(page, 'svg.board .edge-label[data-edge="0"]');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await waitForHumanTurnOrEnd(page);
  const moves = await moveListTexts(page);
  assert.ok(moves.length >= 2, `the move and the computer's reply: ${moves.join(' | ')}`);

  // A reload keeps the game being played (the address holds it), not the first view again.
  const after = await boardSummary(page);
  await page.reload();
  await page.waitForFunction(() => window.graphNimEngine);
  await settle(page);
  assert.deepEqual((await boardSummary(page)).tokens, after.tokens, 'the same position after a reload');
  assert.deepEqual(await moveListTexts(page), moves);
  assertNoErrors(page);
  await page.close();
});

test('a preset built from the first view starts a new game on it', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  const presets = page.getByRole('region', { name: 'Presets' });
  await presets.getByRole('combobox', { name: 'Preset graph' }).selectOption('complete');
  await presets.locator('input.preset-size').fill('5');
  await presets.getByRole('spinbutton', { name: 'Tokens per edge' }).fill('2');
  assert.equal(await presets.getByText('per edge', { exact: true }).count(), 1, 'the count is named');
  await presets.getByRole('button', { name: 'Build' }).click();
  await settle(page);
  const board = await boardSummary(page);
  assert.equal(board.vertices, 5);
  assert.equal(board.edges, 10);
  assert.ok(board.tokens.every((t) => t === 2));
  assert.equal(board.mode, 'play', 'still a game against the computer');
  assert.match(await statusText(page), /Your turn/);
  await screenshot(page, 'first-view-preset-built');
  assertNoErrors(page);
  await page.close();
});

test('links, a cleared board and an embed still open what they name', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=walk&v=3&e=0-1:3,1-2:1,2-0:2&piece=1&mode=edit'));
  let board = await boardSummary(page);
  assert.equal(board.rules, 'walk');
  assert.equal(board.piece, 1);
  assert.equal(board.mode, 'edit');

  await page.goto('about:blank');
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  board = await boardSummary(page);
  assert.equal(board.vertices, 0, 'the empty board a cleared board links to');
  assert.equal(board.mode, 'edit');

  // A broken link says so; it never silently becomes the first view.
  await page.goto('about:blank');
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:x'));
  assert.match(await page.locator('.gnp-message').textContent(), /could not be opened/);
  assert.notEqual((await boardSummary(page)).edges, 4);

  // An embed with nothing named is its host's to fill: no game is started in it.
  await page.goto('about:blank');
  await openPlayground(page, env.url('index.html?embed=1'));
  assert.equal((await boardSummary(page)).vertices, 0);
  page.consoleErrors.length = 0;
  await page.close();
});
