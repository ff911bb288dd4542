// An empty board, as a newcomer meets it: the "Graph as text" box says what to type (it is
// not "Loading…" while nothing loads) and what is typed becomes the board; Start game on a
// board with nothing to take says so and what to do, rather than only "The computer wins".
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import {
  assertNoErrors,
  boardSummary,
  clickBoard,
  openPlayground,
  settle,
  statusText,
} from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

test('Graph as text on an empty board shows the text’s form at once, and typing draws the graph', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=0'));
  const box = page.getByRole('textbox', { name: 'Graph as text' });
  // What the whole page shows (a full-page look, before anyone scrolls to the card).
  await screenshot(page, 'empty-board-first-view');
  assert.equal(await box.getAttribute('placeholder'), '0 1 3\n1 2 4');
  await box.scrollIntoViewIfNeeded();
  await box.click();
  await page.keyboard.type('0 1 0\n1 2 0');
  await page.waitForFunction(() => document.querySelector('svg.board')?.dataset.edges === '2');
  await settle(page);
  assert.deepEqual((await boardSummary(page)).tokens, [0, 0]);
  assert.equal(await axeSerious(page, 'graph as text, empty board'), '');
  assertNoErrors(page);
  await page.close();
});

test('a graph’s text is loaded without scrolling to the card: the box is not left "Loading…"', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:3'));
  const box = page.getByRole('textbox', { name: 'Graph as text' });
  await page.waitForFunction(
    () => document.querySelector('.graph-text-box')?.value === 'vertices 3\n0 1 2\n1 2 3\n',
    null,
    { timeout: 30_000 },
  );
  assert.equal(await box.getAttribute('placeholder'), '0 1 3\n1 2 4');
  assertNoErrors(page);
  await page.close();
});

test('Start game on a board with nothing to take says to add tokens', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=0'));
  // Two vertices and an edge between them, drawn by hand: the edge has no token yet.
  await clickBoard(page, 250, 280);
  await clickBoard(page, 550, 280);
  await page.getByRole('textbox', { name: 'Graph as text' }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0 1 0');
  await page.waitForFunction(() => document.querySelector('svg.board')?.dataset.edges === '1');
  await page.getByRole('button', { name: 'Start game' }).click();
  await settle(page);
  const status = await statusText(page);
  assert.match(status, /No move can be made on this board, so the game is over before it starts/);
  assert.match(status, /press Edit and add tokens to the edges, or choose a preset/);
  await screenshot(page, 'empty-board-start-game');
  assert.equal(await axeSerious(page, 'start game with no tokens'), '');

  // Edit, a token on the edge, Start game: a game.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Graph as text' }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0 1 2');
  await page.waitForFunction(() => document.querySelector('svg.board .edge')?.dataset.tokens === '2');
  await page.getByRole('button', { name: 'Start game' }).click();
  await settle(page);
  assert.equal(await statusText(page), 'Your turn.');
  assertNoErrors(page);
  await page.close();
});

test('the empty board’s instructions read as one text, each line apart from the next', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=0'));
  const text = page.locator('svg.board .board-empty');
  assert.equal(
    (await text.textContent()).trim(),
    'Click to add a vertex, drag between vertices to add an edge, or pick a preset, keys: N adds a vertex, J then Enter joins two',
  );
  await screenshot(page, 'empty-board-instructions');
  assertNoErrors(page);
  await page.close();
});
