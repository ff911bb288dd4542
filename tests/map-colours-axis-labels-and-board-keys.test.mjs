// A researcher reads Explore's map of Nim (two separate edges, Grundy value a xor b): the
// values 1, 2 and 3 are colours apart, not three near blues; the legend shows each colour with
// its value, in light and dark mode; a cell large enough has its value written in it. A map of
// one row (or one column) labels that row once, not "0" at both of its ends, and the title
// under one column is whole. And a keyboard
// player who reaches the board hears which keys work there, in play and in the editor, in the
// words of Help's table of keys.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedAccessibleDescription, focusedName, press, tabTo } from './helpers/keyboard.mjs';

let env;
before(async () => {
  env = await setupE2E({ viewport: { width: 1280, height: 1000 } });
});
after(async () => {
  await env?.teardown();
});

/** Nim with two heaps: the edges 0–1 (a) and 2–3 (b) share no vertex. */
const NIM = 'index.html#rules=edge&v=4&e=0-1:3,2-3:5';

async function openExplore(page, hash) {
  await openPlayground(page, env.url(hash));
  await page.getByRole('button', { name: 'Explore' }).click();
  await page.getByRole('region', { name: 'Explore' }).waitFor();
}

/** Types both "up to" fields and draws the map; waits for its legend. */
async function drawMap(page, across, up) {
  await page.getByLabel('Across: up to', { exact: true }).fill(String(across));
  await page.getByLabel('Up: up to', { exact: true }).fill(String(up));
  await page.getByLabel('Up: up to', { exact: true }).press('Tab');
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page
    .locator(
      `canvas.explore-map[aria-label*="across from 0 to ${across},"][aria-label*="up from 0 to ${up}."]`,
    )
    .waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => /Table of/.test(document.querySelector('.explore-legend').textContent));
}

/** Runs in the page: the map's colour near the top left corner of cell [i, j] (clear of the
 *  value written in its middle), and how many of the cell's pixels are another colour (ink). */
function cellPixels([i, j]) {
  const canvas = document.querySelector('canvas.explore-map');
  const { cell, left, top, height } = Object.fromEntries(
    Object.entries(canvas.dataset).map(([k, v]) => [k, Number(v)]),
  );
  const x = left + i * cell;
  const y = top + (height - 1 - j) * cell;
  const { data } = canvas.getContext('2d').getImageData(x, y, cell, cell);
  const fill = [...data.slice((2 * cell + 2) * 4, (2 * cell + 2) * 4 + 3)];
  let ink = 0;
  for (let p = 0; p < data.length; p += 4)
    if (Math.abs(data[p] - fill[0]) + Math.abs(data[p + 1] - fill[1]) + Math.abs(data[p + 2] - fill[2]) > 90)
      ink++;
  return { fill, ink };
}

const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

test('Grundy values 1, 2 and 3 are distinct colours, the legend shows them, and each cell says its value', async () => {
  const page = await env.browser.newPage();
  await openExplore(page, NIM);
  await drawMap(page, 15, 15);
  const legend = page.locator('.explore-legend');
  assert.match(
    await legend.textContent(),
    /Grundy values: 1 blue, 2 orange, 3 pink, 4 green, 5 yellow, 6 sky blue, 7 purple, 8 black, 9 to 15 grey \(light to dark\)\./,
  );
  // a xor b: the cells (1, 0), (2, 0) and (3, 0) hold 1, 2 and 3; (0, 0) is P.
  const [p, one, two, three] = await Promise.all(
    [
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
    ].map((at) => page.evaluate(cellPixels, at)),
  );
  for (const [a, b, what] of [
    [one, two, '1 and 2'],
    [two, three, '2 and 3'],
    [one, three, '1 and 3'],
    [p, one, 'P and 1'],
    [p, two, 'P and 2'],
    [p, three, 'P and 3'],
  ])
    assert.ok(distance(a.fill, b.fill) > 100, `${what} apart: ${a.fill} vs ${b.fill}`);
  // The legend's swatches are the map's colours.
  const swatches = await legend
    .locator('.map-swatch')
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
  assert.equal(swatches.length, 9);
  assert.deepEqual(
    swatches.slice(0, 3),
    [one, two, three].map(({ fill }) => `rgb(${fill.join(', ')})`),
  );
  // Each cell's value is written in it: not the colour alone.
  for (const cell of [p, one, two, three]) assert.ok(cell.ink > 10, `the value is written: ${cell.ink}`);
  // Pointing at a cell reads it out, as before.
  const canvas = page.locator('canvas.explore-map');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const { cell, left, top, height } = await geometry(page);
  const scale = box.width / (await canvas.evaluate((el) => el.width));
  await page.mouse.move(box.x + (left + 2.5 * cell) * scale, box.y + (top + (height - 0.5) * cell) * scale);
  await page.locator('.explore-readout', { hasText: 'Grundy 2 (N)' }).waitFor();
  await screenshot(page, 'map-colours-light');
  assert.equal(await axeSerious(page, 'explore map with its colours'), '');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'map-colours-dark');
  assert.equal(await axeSerious(page, 'explore map with its colours, dark'), '');
  await page
    .getByRole('region', { name: 'Explore' })
    .screenshot({ path: 'test-artifacts/map-colours-dark-explore.png' });
  await page.emulateMedia({ colorScheme: 'light' });

  // A map of values up to 3 only lists those.
  await drawMap(page, 3, 3);
  assert.match(await legend.textContent(), /Grundy values: 1 blue, 2 orange, 3 pink\. Table of/);
  assertNoErrors(page);
  await page.close();
});

/** Runs in the page: the runs of ink (separate labels) in the strip of the canvas from
 *  [x0, y0] to [x1, y1], counted along `along` ('x' or 'y'). */
function inkRuns([x0, y0, x1, y1, along]) {
  const canvas = document.querySelector('canvas.explore-map');
  const { data } = canvas.getContext('2d').getImageData(x0, y0, x1 - x0, y1 - y0);
  const width = x1 - x0;
  const lines = along === 'y' ? y1 - y0 : width;
  const across = along === 'y' ? width : y1 - y0;
  let runs = 0;
  let inRun = false;
  for (let a = 0; a < lines; a++) {
    let ink = false;
    for (let b = 0; b < across && !ink; b++) {
      const [x, y] = along === 'y' ? [b, a] : [a, b];
      if (data[(y * width + x) * 4] < 128) ink = true;
    }
    if (ink && !inRun) runs++;
    inRun = ink;
  }
  return runs;
}

const geometry = (page) =>
  page
    .locator('canvas.explore-map')
    .evaluate((el) => Object.fromEntries(Object.entries(el.dataset).map(([k, v]) => [k, Number(v)])));

test('a map of one row, or of one column, labels its single row or column once', async () => {
  const page = await env.browser.newPage();
  await openExplore(page, NIM);
  await drawMap(page, 5, 0);
  const row = await geometry(page);
  assert.equal(row.height, 1);
  // Beside the row, in the margin between the vertical title and the map: one "0".
  const besideRow = [row.left - 16, row.top, row.left - 1, row.top + row.cell, 'y'];
  assert.equal(await page.evaluate(inkRuns, besideRow), 1);
  await page.locator('canvas.explore-map').screenshot({ path: 'test-artifacts/map-one-row.png' });

  await drawMap(page, 0, 5);
  const column = await geometry(page);
  assert.equal(column.width, 1);
  // Under the column: one "0".
  const bottom = column.top + column.height * column.cell;
  const underColumn = [column.left, bottom + 2, column.left + column.cell, bottom + 17, 'x'];
  assert.equal(await page.evaluate(inkRuns, underColumn), 1);
  // Its title, under it, is whole: no ink at the canvas's right edge.
  const canvasWidth = await page.locator('canvas.explore-map').evaluate((el) => el.width);
  assert.equal(
    await page.evaluate(inkRuns, [canvasWidth - 3, bottom + 17, canvasWidth, bottom + 34, 'y']),
    0,
  );
  await page.locator('canvas.explore-map').screenshot({ path: 'test-artifacts/map-one-column.png' });

  // A map of several rows and columns still has both ends labelled: "0" and "5".
  await drawMap(page, 5, 5);
  const square = await geometry(page);
  const besideAll = [
    square.left - 16,
    square.top,
    square.left - 1,
    square.top + square.height * square.cell,
    'y',
  ];
  assert.equal(await page.evaluate(inkRuns, besideAll), 2);
  assertNoErrors(page);
  await page.close();
});

test('the board describes its keys to a keyboard player: in play, in the editor, as Help lists them', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&mode=play-cpu'));
  await tabTo(page, /^Skip to the board$/);
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'Game board');
  const inPlay = await focusedAccessibleDescription(page);
  // The board in words, then its keys.
  assert.match(inPlay, /^Edge-Nim board: 4 vertices, 4 edges\./);
  assert.match(
    inPlay,
    /Keys: Tab or the arrow keys go from vertex to vertex and edge to edge\. Enter on a vertex opens its move; Enter on an edge takes one more token from it\. Ctrl\+Enter confirms the move, Escape cancels it\. H: a hint\. Ctrl\+Z: undo\. \?: every key, in Help\.$/,
  );
  assert.doesNotMatch(inPlay, /N adds/);

  await tabTo(page, /^Edit$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await tabTo(page, /^Game board$/);
  const inEdit = await focusedAccessibleDescription(page);
  assert.match(inEdit, /^Edge-Nim board: 4 vertices, 4 edges\./);
  assert.match(
    inEdit,
    /Editing keys: Tab goes from vertex to vertex and edge to edge, and Enter or Space selects one\. N adds a vertex joined to the selected one, J then Enter on another vertex joins them, L adds a loop\. Digits, or \+ and −, set an edge’s tokens\. The arrow keys move the selected vertex\. Delete deletes the selected vertex or edge; Escape drops the selection\. D and M: the Draw and Move tools\. Ctrl\+Z: undo\. \?: every key, in Help\.$/,
  );
  assert.equal(await axeSerious(page, 'board with its keys described'), '');

  // Help's table names the same keys (the description is its short form).
  await press(page, '?');
  const help = page.getByRole('dialog');
  await help.waitFor();
  const keys = (await help.locator('dt').allTextContents()).join(' | ');
  for (const named of [
    'N on the board',
    'J on the board, then Enter on another vertex',
    'or L on the board',
    'Delete / Backspace on the board',
    'D / M on the board',
    'Ctrl+Z',
    'Arrow keys (in play)',
    'Ctrl+Enter anywhere on the board',
    'Escape (on the board or in a move box)',
  ])
    assert.ok(keys.includes(named), `Help lists ${named}: ${keys}`);
  await screenshot(page, 'board-keys-help');
  assertNoErrors(page);
  await page.close();
});
