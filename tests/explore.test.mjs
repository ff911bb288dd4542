// The Explore view: pick two edges as axes, draw the heat map in the worker, hover
// a cell to read its position and value, click it to load it into the board, download PNG
// (captioned with the game, the play, the other counts and the colours)
// and CSV (the CSV checked against the engine's own values), check a conjecture that holds
// and one that fails (counterexamples listed and loadable, a malformed formula named with
// the typed text kept), and cancel a large box while the page keeps answering clicks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

// C4 with a = 3, b = 4, c = 3, d = 5 around the square.
const C4 = '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&xy=250,130;550,130;550,430;250,430';
// K6 with 2 tokens per edge (1 on edge 0–1): 2·3^14 ≈ 9.6·10^6 positions below it, Grundy
// values in the worker (about 4 s on the project's machine).
const K6_EDGES = [];
for (let u = 0; u < 6; u++)
  for (let v = u + 1; v < 6; v++) K6_EDGES.push(`${u}-${v}:${K6_EDGES.length ? 2 : 1}`);
const K6 = `#rules=edge&v=6&e=${K6_EDGES.join(',')}`;

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** The board's position as the page holds it. */
const boardPosition = (page) => page.evaluate(() => window.graphNimPlayground.getPosition());

/** The engine's Grundy value of a position (the page's own wasm, main thread). */
const engineGrundy = (page, position) =>
  page.evaluate((p) => window.graphNimEngine.solve(p, { maxGrundyStates: 1e6 }).grundy, position);

/** Screen point of cell (i, j) of the drawn map. */
async function cellPoint(page, i, j) {
  return page.evaluate(
    ([ci, cj]) => {
      const canvas = document.querySelector('canvas.explore-map');
      const { cell, left, top, height } = canvas.dataset;
      const rect = canvas.getBoundingClientRect();
      const scale = rect.width / canvas.width;
      return {
        x: rect.left + (Number(left) + (ci + 0.5) * Number(cell)) * scale,
        y: rect.top + (Number(top) + (Number(height) - 1 - cj + 0.5) * Number(cell)) * scale,
      };
    },
    [i, j],
  );
}

async function openExplore(page) {
  await page.getByRole('button', { name: 'Explore' }).click();
  await page.getByRole('region', { name: 'Explore' }).waitFor();
}

test('axes, hover, click, PNG and CSV downloads on C4', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + C4));
  await openExplore(page);
  // Across: b (edge 1–2); up: d (edge 3–0), both up to their counts on the board.
  await page.getByLabel('Edge across').selectOption({ label: 'b = 1–2' });
  await page.getByLabel('Edge up').selectOption({ label: 'd = 3–0' });
  assert.equal(await page.getByLabel('Across: up to').inputValue(), '4');
  assert.equal(await page.getByLabel('Up: up to').inputValue(), '5');
  await page.getByLabel('Up: up to').fill('6');
  await page.getByLabel('Up: up to').press('Tab');
  await page.getByRole('button', { name: 'Draw map' }).click();
  const canvas = page.locator('canvas.explore-map');
  await canvas.waitFor();
  assert.match(
    await canvas.getAttribute('aria-label'),
    /Grundy values: edge 1–2 across from 0 to 4, edge 3–0 up from 0 to 6/,
  );

  // Hover cell (b = 2, d = 6): the readout names the whole position and its value.
  let p = await cellPoint(page, 2, 6);
  await page.mouse.move(p.x, p.y);
  const readout = page.locator('.explore-readout');
  await page.waitForFunction(() => document.querySelector('.explore-readout').dataset.cell === '2,6');
  const hovered = {
    rules: 'edge',
    vertices: 4,
    edges: [
      [0, 1, 3],
      [1, 2, 2],
      [2, 3, 3],
      [3, 0, 6],
    ],
  };
  const g = await engineGrundy(page, hovered);
  assert.equal(await readout.textContent(), `0–1: 3, 1–2: 2, 2–3: 3, 3–0: 6 — Grundy ${g} (N)`);
  await screenshot(page, 'explore-c4-hover');

  // With a = c = 3 the P cells are the diagonal b = d (Thm 3.2); take b = d = 4.
  p = await cellPoint(page, 4, 4);
  await page.mouse.move(p.x, p.y);
  await page.waitForFunction(() => document.querySelector('.explore-readout').dataset.cell === '4,4');
  assert.match(await readout.textContent(), /Grundy 0 \(P\)$/);
  // Clicking loads it into the board.
  await page.mouse.click(p.x, p.y);
  await settle(page);
  assert.deepEqual(
    (await boardPosition(page)).edges.map((e) => e[2]),
    [3, 4, 3, 4],
  );
  const labels = await page.$$eval('svg.board .edge-count', (els) => els.map((e) => e.textContent));
  assert.deepEqual(labels, ['3', '4', '3', '4']);
  // The map stays (same box) and now marks the board's cell; it is not stale.
  assert.ok(await page.locator('.explore-stale').isHidden());

  // CSV: every cell of the map, in `graphnim table` columns, each value the engine's.
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Map as CSV' }).click(),
  ]);
  assert.equal(csvDownload.suggestedFilename(), 'edge-nim-4v-4e-map.csv');
  const csv = fs
    .readFileSync(await csvDownload.path(), 'utf8')
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('#')); // the map's description (research.md)
  assert.equal(csv[0], 'e0(0-1),e1(1-2),e2(2-3),e3(3-0),grundy');
  assert.equal(csv.length, 1 + 5 * 7);
  const rows = csv.slice(1).map((line) => line.split(',').map(Number));
  const want = await page.evaluate(
    (cells) =>
      cells.map(
        (r) =>
          window.graphNimEngine.solve(
            {
              rules: 'edge',
              vertices: 4,
              edges: [
                [0, 1, r[0]],
                [1, 2, r[1]],
                [2, 3, r[2]],
                [3, 0, r[3]],
              ],
            },
            { maxGrundyStates: 1e6 },
          ).grundy,
      ),
    rows,
  );
  assert.deepEqual(
    rows.map((r) => r[4]),
    want,
  );
  assert.deepEqual(
    rows.map((r) => [r[0], r[2]]),
    rows.map(() => [3, 3]),
  );

  // PNG: a real PNG image.
  const [pngDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Map as PNG' }).click(),
  ]);
  assert.equal(pngDownload.suggestedFilename(), 'edge-nim-4v-4e-map.png');
  const png = fs.readFileSync(await pngDownload.path());
  assert.deepEqual([...png.subarray(1, 4)], [0x50, 0x4e, 0x47]);
  assert.ok(png.length > 500);
  fs.mkdirSync('test-artifacts', { recursive: true });
  fs.writeFileSync('test-artifacts/explore-map.png', png);
  // Under the map, a caption of three lines or more (the game and play, the other edges'
  // counts, the colours): rows of dark text below the map as drawn on the page.
  const caption = await page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const g = canvas.getContext('2d');
    g.drawImage(bitmap, 0, 0);
    const mapHeight = document.querySelector('canvas.explore-map').height;
    const pixels = g.getImageData(0, mapHeight, bitmap.width, bitmap.height - mapHeight).data;
    let rows = 0;
    for (let y = 0; y < bitmap.height - mapHeight; y++) {
      let dark = false;
      for (let x = 0; x < bitmap.width && !dark; x++) dark = pixels[(y * bitmap.width + x) * 4] < 100;
      if (dark) rows++;
    }
    return { rows, extra: bitmap.height - mapHeight };
  }, png.toString('base64'));
  assert.ok(
    caption.extra >= 3 * 16 && caption.rows >= 3 * 8,
    `no caption under the map: ${JSON.stringify(caption)}`,
  );
  await screenshot(page, 'explore-c4-map');
  assertNoErrors(page);
  await page.close();
});

test('conjectures: one that holds, one that fails with loadable counterexamples, one malformed', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + C4));
  await openExplore(page);
  const formula = page.getByLabel('P exactly when');
  await formula.fill('a == c && b == d');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const report = page.locator('.explore-report');
  await page.locator('.explore-holds').waitFor();
  // The box below (3, 4, 3, 5): 4·5·4·6 positions, stated with the verdict.
  assert.match(
    await report.textContent(),
    /Holds in normal play: .* Checked every position with a ≤ 3 on edge 0–1, b ≤ 4 on 1–2, c ≤ 3 on 2–3, d ≤ 5 on 3–0: 480 positions, 20 of them P\./,
  );

  // Only where every count is positive: 3·4·3·5 = 180 positions are checked, and every
  // counterexample shown has no empty edge.
  await formula.fill('a ^ b ^ c ^ d == 0');
  await page.getByLabel('Only where').fill('a > 0 && b > 0 && c > 0 && d > 0');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.waitForFunction(() =>
    /: 180 positions,/.test(document.querySelector('.explore-report')?.textContent ?? ''),
  );
  const shown = await page.locator('.explore-counterexamples button').allTextContents();
  assert.ok(shown.length > 0, 'counterexamples among the positive positions');
  for (const text of shown)
    assert.doesNotMatch(text, /\b0\b/, `a counterexample with an empty edge: ${text}`);
  await page.getByLabel('Only where').fill('');

  await formula.fill('a ^ b ^ c ^ d == 0');
  await formula.press('Enter');
  await page.locator('.explore-fails').waitFor();
  // The whole box again, not the restricted scan just shown.
  await page.waitForFunction(() =>
    /: 480 positions,/.test(document.querySelector('.explore-report')?.textContent ?? ''),
  );
  assert.match(await report.textContent(), /P but the formula is false: 0/);
  assert.match(await report.textContent(), /N but the formula is true: \d+ \(the 20 smallest shown\)/);
  await screenshot(page, 'explore-conjecture-fails');
  // The smallest counterexample is (0, 0, 1, 1): xor 0 but N.
  const first = page.locator('.explore-counterexamples.n-true button').first();
  assert.equal(await first.textContent(), '(0, 0, 1, 1)');
  assert.equal(
    await first.getAttribute('aria-label'),
    '(0, 0, 1, 1): load 0–1: 0, 1–2: 0, 2–3: 1, 3–0: 1 into the board',
  );
  // The name begins with the words shown, as voice control says them (WCAG 2.5.3).
  assert.ok((await first.getAttribute('aria-label')).startsWith(await first.textContent()));
  await first.click();
  await settle(page);
  const loaded = await boardPosition(page);
  assert.deepEqual(
    loaded.edges.map((e) => e[2]),
    [0, 0, 1, 1],
  );
  assert.notEqual(await engineGrundy(page, loaded), 0);

  // A typo: the crate names the character, and the text stays as typed.
  await formula.fill('a ^ c == b ^ d)');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  // The conjecture's own error, under its field (the map's errors sit by Draw map).
  const error = page.locator('.explore-check-error');
  await error.waitFor();
  assert.match(await error.textContent(), /character 15/);
  assert.equal(await formula.inputValue(), 'a ^ c == b ^ d)');
  assertNoErrors(page);
  await page.close();
});

test('a box of 10^7 positions: progress, clicks still answered, Cancel, then a new map', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + K6));
  await openExplore(page);
  await page.getByRole('button', { name: 'Draw map' }).click();
  const explore = page.getByRole('region', { name: 'Explore' });
  const cancel = explore.getByRole('button', { name: 'Cancel' });
  await cancel.waitFor();
  // While the worker computes, the page answers: the Rules dialog opens and closes, and
  // typing reaches the formula box.
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.getByLabel('P exactly when').fill('a == b');
  assert.equal(await page.getByLabel('P exactly when').inputValue(), 'a == b');
  assert.ok(await cancel.isVisible(), 'the map was still computing');
  await screenshot(page, 'explore-large-busy');
  await cancel.click();
  await page.locator('.explore-error', { hasText: 'Cancelled.' }).waitFor();
  assert.ok(await page.locator('canvas.explore-map').isHidden());
  // A smaller map afterwards works (a fresh worker): the others 0, two edges up to 2 each
  // (typed after the board changed: another board starts the ranges at its counts).
  await page.evaluate(() => {
    const p = window.graphNimPlayground.getPosition();
    p.edges.forEach((e, i) => (e[2] = i < 2 ? e[2] : 0));
    window.graphNimPlayground.setPosition(p);
  });
  await page.waitForFunction(() => document.querySelector('[aria-label="Across: up to"]').value === '1');
  await page.getByLabel('Across: up to').fill('2');
  await page.getByLabel('Up: up to').fill('2');
  await page.getByLabel('Up: up to').press('Tab');
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.locator('canvas.explore-map').waitFor();
  // Edges 0–1 and 0–2 share vertex 0: a single Nim heap of their total.
  const p = await cellPoint(page, 2, 1);
  await page.mouse.move(p.x, p.y);
  await page.waitForFunction(() => document.querySelector('.explore-readout').dataset.cell === '2,1');
  assert.match(await page.locator('.explore-readout').textContent(), /Grundy 3 \(N\)$/);
  assertNoErrors(page);
  await page.close();
});

test('Walking Nim: the piece is part of the context and the CSV says where', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=walk&v=3&e=0-1:2,1-2:3,2-0:2&piece=0'));
  await openExplore(page);
  await page.getByLabel('Piece on vertex').selectOption('1');
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.locator('canvas.explore-map').waitFor();
  const p = await cellPoint(page, 1, 2);
  await page.mouse.move(p.x, p.y);
  await page.waitForFunction(() => document.querySelector('.explore-readout').dataset.cell === '1,2');
  const readout = await page.locator('.explore-readout').textContent();
  assert.match(readout, /^0–1: 1, 1–2: 2, 2–0: 2, piece on 1 — /);
  await page.mouse.click(p.x, p.y);
  await settle(page);
  const loaded = await boardPosition(page);
  assert.equal(loaded.token, 1);
  assert.deepEqual(
    loaded.edges.map((e) => e[2]),
    [1, 2, 2],
  );
  const g = await engineGrundy(page, loaded);
  assert.ok(readout.endsWith(`Grundy ${g} (${g ? 'N' : 'P'})`), readout);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Map as CSV' }).click(),
  ]);
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('#')); // the map's description (research.md)
  assert.equal(lines[0], 'piece,e0(0-1),e1(1-2),e2(2-0),grundy');
  assert.ok(lines.slice(1).every((l) => l.startsWith('1,')));
  assertNoErrors(page);
  await page.close();
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe: the Explore view with a map and a report (${colorScheme})`, async () => {
    const page = await env.browser.newPage();
    await page.emulateMedia({ colorScheme });
    await openPlayground(page, env.url('index.html' + C4));
    await openExplore(page);
    await page.getByRole('button', { name: 'Draw map' }).click();
    await page.locator('canvas.explore-map').waitFor();
    await page.getByLabel('P exactly when').fill('a + b == 7');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.locator('.explore-fails').waitFor();
    await settle(page);
    const violations = await axeSerious(page, `explore ${colorScheme}`);
    await screenshot(page, `explore-axe-${colorScheme}`);
    assert.equal(violations, '', `serious/critical axe violations (${colorScheme})`);
    assertNoErrors(page);
    await page.close();
  });
}

test('on a phone (390×844): the view fits, a tapped cell loads, double taps do no harm', async () => {
  const { launchPhone } = await import('./helpers/browser.mjs');
  const phone = await launchPhone();
  try {
    const page = await phone.newPage();
    await openPlayground(page, env.url('index.html' + C4));
    await page.getByRole('button', { name: 'Explore' }).tap();
    await page.getByRole('region', { name: 'Explore' }).waitFor();
    // A clumsy double tap on Draw map: the second request replaces the first.
    await page.getByRole('button', { name: 'Draw map' }).dblclick();
    const canvas = page.locator('canvas.explore-map');
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `the map fits the screen: ${JSON.stringify(box)}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`);
    await canvas.scrollIntoViewIfNeeded();
    const p = await cellPoint(page, 1, 2);
    await page.touchscreen.tap(p.x, p.y);
    await settle(page);
    assert.deepEqual(
      (await boardPosition(page)).edges.map((e) => e[2]),
      [1, 2, 3, 5],
    );
    await screenshot(page, 'explore-phone');
    assertNoErrors(page);
    await page.close();
  } finally {
    await phone.close();
  }
});

test('a pile game: Moore’s Nim₂ explored over two piles, normal and misère, the CSV checked against the engine', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=moore&piles=3,2,1,3&k=2'));
  await openExplore(page);
  await page.getByLabel('Edge across').selectOption({ label: 'a = pile 0' });
  await page.getByLabel('Edge up').selectOption({ label: 'd = pile 3' });
  await page.getByRole('button', { name: 'Draw map' }).click();
  const canvas = page.locator('canvas.explore-map');
  await canvas.waitFor();
  assert.match(await canvas.getAttribute('aria-label'), /pile 0 across from 0 to 3, pile 3 up from 0 to 3/);
  await screenshot(page, 'explore-moore');
  const check = async (play) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Map as CSV' }).click(),
    ]);
    const csv = fs
      .readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('#'));
    assert.match(csv[0], /^p0,p1,p2,p3,/);
    assert.equal(csv.length, 1 + 4 * 4);
    const rows = csv.slice(1).map((line) => line.split(','));
    const want = await page.evaluate(
      ([cells, misere]) =>
        cells.map((r) => {
          const position = { rules: 'moore', piles: r.slice(0, 4).map(Number), k: 2 };
          if (misere) position.play = 'misere';
          const result = window.graphNimEngine.solve(position, { maxGrundyStates: 1e6 });
          return misere ? result.outcome : String(result.grundy);
        }),
      [rows, play === 'misere'],
    );
    const got = rows.map((r) => r[4]);
    // Normal play: Grundy values; misère: P/N (no Grundy values there).
    assert.deepEqual(
      play === 'misere' ? got.map((v) => v.replace(/^0$/, 'P').replace(/^1$/, 'N')) : got,
      want,
    );
  };
  await check('normal');
  // Misère play: the switch in the header, then a new map of outcomes.
  await page.getByLabel(/Misère/).check();
  await settle(page);
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.waitForFunction(() =>
    /outcomes/.test(document.querySelector('canvas.explore-map')?.getAttribute('aria-label') ?? ''),
  );
  await check('misere');
  assertNoErrors(page);
  await page.close();
});

test('Draw map pressed while a long check runs: the map is drawn, and the check’s place says it was stopped', async () => {
  const page = await env.browser.newPage();
  // C4 with every range up to 40: a check of 41^4 = 2,825,761 positions, a few seconds' work.
  await openPlayground(
    page,
    env.url(`index.html${C4}&explore=0,1&upto=40,40,40,40&formula=a%20%3D%3D%20c%20%26%26%20b%20%3D%3D%20d`),
  );
  const explore = page.getByRole('region', { name: 'Explore' });
  await explore.waitFor();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await explore.getByRole('button', { name: 'Cancel' }).waitFor();
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.locator('canvas.explore-map').waitFor({ timeout: 60_000 });
  await page
    .locator('.explore-check-error', {
      hasText: 'Stopped when Draw map was pressed: press Check to run it again.',
    })
    .waitFor();
  // Nothing wrong with the formula: its field is not marked.
  assert.equal(await page.getByLabel('P exactly when').getAttribute('aria-invalid'), 'false');
  await screenshot(page, 'explore-check-stopped-by-map');
  assertNoErrors(page);
  await page.close();
});

test('a map still working for the game left (Walking Nim, then Edge-Nim) is stopped: it never replaces the board’s', async () => {
  const page = await env.browser.newPage();
  // K6 with two per edge, Walking Nim: a map of some 86 million positions, seconds of work.
  const k6 = `#rules=walk&v=6&e=${K6_EDGES.map((e) => e.replace(/:\d+$/, ':2')).join(',')}&piece=0`;
  await openPlayground(page, env.url(`index.html${k6}&explore=0,1`));
  const explore = page.getByRole('region', { name: 'Explore' });
  await explore.waitFor();
  await page.getByRole('button', { name: 'Draw map' }).click();
  const cancel = explore.getByRole('button', { name: 'Cancel' });
  await cancel.waitFor();
  // The rules switched back to Edge-Nim while it works: the work stops.
  await page.getByRole('group', { name: 'Game rules' }).getByRole('button', { name: 'Edge-Nim' }).click();
  await cancel.waitFor({ state: 'hidden', timeout: 10_000 });
  // Long after the Walking Nim map would have come: no map of another game is drawn.
  await page.waitForTimeout(8_000);
  assert.ok(await page.locator('canvas.explore-map').isHidden(), 'no map of the game left');
  assertNoErrors(page);
  await page.close();
});
