// Export: the board as SVG and PNG downloads (what the board shows: counts, the
// piece, the winning move when asked for and no other mark, as the TikZ; light or dark as shown), TikZ copied to the clipboard and as a .tex
// download that compiles with pdflatex (when TeX is installed: scripts/setup.sh installs it),
// all through the Export card's buttons; edges that cross (K4 on a square) keep their counts
// apart in the TikZ as in the picture.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, takeAtVertex, EMPTY_BOARD } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

// A 4-cycle with a loop at 0 and a second 1–2 edge: loops and parallel edges.
const EDGE_GRAPH = '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:6,3-0:5,0-0:2,1-2:1&xy=250,130;550,130;550,430;250,430';
const WALK_GRAPH = '#rules=walk&v=3&e=0-1:2,1-2:3,2-0:4,2-2:1&piece=1&xy=250,130;550,130;400,420';

let env;
before(async () => {
  env = await setupE2E({ viewport: { width: 1280, height: 1500 } });
});
after(async () => {
  await env?.teardown();
});

/** Clicks an Export button as a person does and returns the downloaded file's name and bytes. */
async function download(page, name) {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    page.getByRole('region', { name: 'Export' }).getByRole('button', { name }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

/** Decodes a PNG in the page: its size, the colour of a corner and how many colours it has. */
async function decodePng(page, bytes) {
  return page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const colours = new Set();
    for (let i = 0; i < pixels.length; i += 4 * 7)
      colours.add(`${pixels[i]},${pixels[i + 1]},${pixels[i + 2]}`);
    return {
      width: bitmap.width,
      height: bitmap.height,
      corner: [...pixels.slice(0, 3)],
      colours: colours.size,
    };
  }, bytes.toString('base64'));
}

/** Whether the SVG text renders as an image in the browser, and its size. */
async function decodeSvg(page, text) {
  return page.evaluate(async (svg) => {
    const image = new Image();
    image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, text);
}

const luminance = ([r, g, b]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

test('Download SVG and PNG: the board as shown, counts, loops, parallel edges and the hint, light and dark', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${EDGE_GRAPH}`));
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForSelector('svg.board[data-hint-move]', { timeout: 20_000 });
  await settle(page);
  const hint = JSON.parse(await page.locator('svg.board').getAttribute('data-hint-move'));

  // By default a picture is the position alone: a worksheet made while a hint was shown does
  // not give the answer away.
  const card = page.getByRole('region', { name: 'Export' });
  const include = card.getByRole('checkbox', { name: 'Include the winning move marked on the board' });
  assert.equal(await include.isChecked(), false);
  const plain = (await download(page, 'Download SVG')).bytes.toString('utf8');
  assert.doesNotMatch(plain, /class="edge hint"|>−\d+</, 'no hint in the default picture');
  assert.equal(plain.match(/class="edge-line"/g)?.length, 6);
  await include.click();

  const svg = await download(page, 'Download SVG');
  assert.equal(svg.name, 'graph-nim.svg');
  const text = svg.bytes.toString('utf8');
  assert.match(text, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  // Every edge (two parallel, one loop) and vertex is drawn, every count is written.
  assert.equal(text.match(/class="edge-line"/g)?.length, 6, text);
  assert.equal(text.match(/class="vertex-body"/g)?.length, 4);
  const counts = [...text.matchAll(/class="edge-count"[^>]*>([^<]*)</g)].map((m) => m[1]);
  assert.deepEqual(counts.sort(), ['1', '2', '3', '4', '5', '6']);
  assert.match(text, / C[\d.]+,[\d.]+ /, 'the loop is a curve');
  assert.equal(text.match(/ Q[\d.]+,[\d.]+ /g)?.length, 2, 'the parallel edges are bent apart');
  // The hint's edges are highlighted, with the amounts to take.
  assert.equal(text.match(/class="edge hint"/g)?.length, hint.take.length, text);
  for (const [, amount] of hint.take) assert.ok(text.includes(`>−${amount}<`), `badge −${amount}`);
  // Nothing of the page's controls: no tab stops, no data attributes, no invisible hit areas.
  assert.doesNotMatch(text, /tabindex|data-|edge-hit/);
  const shown = await decodeSvg(page, text);
  assert.ok(shown.width > 300 && shown.height > 300, JSON.stringify(shown));
  fs.mkdirSync('test-artifacts', { recursive: true });
  fs.writeFileSync('test-artifacts/export-board.svg', text);

  const light = await download(page, 'Download PNG');
  assert.equal(light.name, 'graph-nim.png');
  assert.deepEqual([...light.bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10], 'a PNG signature');
  const lightImage = await decodePng(page, light.bytes);
  // Twice the SVG's size: sharp on a slide.
  assert.equal(lightImage.width, 2 * shown.width);
  assert.ok(lightImage.colours > 20, `only ${lightImage.colours} colours: an empty picture?`);
  assert.ok(luminance(lightImage.corner) > 200, `light board, corner ${lightImage.corner}`);
  fs.writeFileSync('test-artifacts/export-board-light.png', light.bytes);
  await screenshot(page, 'export-light');

  await page.emulateMedia({ colorScheme: 'dark' });
  await settle(page);
  const dark = await download(page, 'Download PNG');
  const darkImage = await decodePng(page, dark.bytes);
  assert.ok(luminance(darkImage.corner) < 60, `dark board, corner ${darkImage.corner}`);
  assert.ok(darkImage.colours > 20);
  fs.writeFileSync('test-artifacts/export-board-dark.png', dark.bytes);
  const darkSvg = (await download(page, 'Download SVG')).bytes.toString('utf8');
  assert.notEqual(darkSvg, text, 'the dark SVG has the dark colours');
  await screenshot(page, 'export-dark');

  for (const scheme of ['dark', 'light']) {
    await page.emulateMedia({ colorScheme: scheme });
    assert.equal(await axeSerious(page, `export ${scheme}`), '', `axe (${scheme})`);
  }
  assertNoErrors(page);
  await page.close();
});

test('after a game move and a Hint, the picture with the marked move has the hint alone, as the TikZ has', async () => {
  await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(env.site.url).origin,
  });
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:24&mode=play'));
  // A move of the game: 1 taken from 0–1, then the Hint for the player to move (take the rest).
  await takeAtVertex(page, 0, '0–1');
  await page.waitForSelector('svg.board .badge.last[data-badge-of="0"]');
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForSelector('svg.board[data-hint-move]', { timeout: 20_000 });
  await settle(page);
  const card = page.getByRole('region', { name: 'Export' });
  await card.getByRole('checkbox', { name: 'Include the winning move marked on the board' }).click();

  const text = (await download(page, 'Download SVG')).bytes.toString('utf8');
  const badges = [...text.matchAll(/class="badge ([a-z-]+)"[^]*?>(−\d+)</g)].map((m) => `${m[1]} ${m[2]}`);
  assert.deepEqual(badges, ['hint −23'], 'the hinted move only, not the move already played');
  assert.doesNotMatch(text, /class="[^"]*\blast\b/, text);
  const png = await download(page, 'Download PNG');
  fs.mkdirSync('test-artifacts', { recursive: true });
  fs.writeFileSync('test-artifacts/export-hint-after-move.png', png.bytes);

  await card.getByRole('button', { name: 'Copy TikZ' }).click();
  await card.getByText(/^Copied the TikZ code of /).waitFor();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(code.match(/\\draw\[chosen\]/g)?.length, 1, code);
  assert.match(code, /23/);
  assertNoErrors(page);
  await page.close();
});

test('Walking Nim: the exported picture has the piece where the board has it', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${WALK_GRAPH}`));
  const text = (await download(page, 'Download SVG')).bytes.toString('utf8');
  assert.equal(text.match(/class="piece-token"/g)?.length, 1, text);
  // The piece's token is drawn inside vertex 1's group (translated to vertex 1's place).
  assert.match(text, /<g class="vertex piece" transform="translate\(550,130\)">/);
  assert.match(text, /<desc>Walking Nim board: .*The piece is on vertex 1\.<\/desc>/);
  const png = await decodePng(page, (await download(page, 'Download PNG')).bytes);
  assert.ok(png.colours > 20);
  assertNoErrors(page);
  await page.close();
});

/** pdflatex with TikZ, or null: the compile checks need it (scripts/setup.sh installs it). */
function texAvailable() {
  const tex = spawnSync('pdflatex', ['--version'], { encoding: 'utf8' });
  const tikz = spawnSync('kpsewhich', ['tikz.sty'], { encoding: 'utf8' });
  return tex.status === 0 && tikz.status === 0 && tikz.stdout.trim() !== '';
}

function compile(source, name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graphnim-tikz-'));
  try {
    fs.writeFileSync(path.join(dir, `${name}.tex`), source);
    const run = spawnSync(
      'pdflatex',
      ['-interaction=nonstopmode', '-halt-on-error', '-output-directory', dir, path.join(dir, `${name}.tex`)],
      { encoding: 'utf8', timeout: 120_000 },
    );
    assert.equal(run.status, 0, `pdflatex failed:\n${run.stdout.slice(-3000)}`);
    const pdf = fs.readFileSync(path.join(dir, `${name}.pdf`));
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    fs.mkdirSync('test-artifacts', { recursive: true });
    fs.writeFileSync(path.join('test-artifacts', `${name}.pdf`), pdf);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('Copy TikZ and Download .tex: code with loops, parallel edges and the hint that compiles', async () => {
  await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(env.site.url).origin,
  });
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${EDGE_GRAPH}`));
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForSelector('svg.board[data-hint-move]', { timeout: 20_000 });
  const hint = JSON.parse(await page.locator('svg.board').getAttribute('data-hint-move'));

  const card = page.getByRole('region', { name: 'Export' });
  await card.getByRole('button', { name: 'Copy TikZ' }).click();
  await card.getByText(/^Copied the TikZ code of /).waitFor();
  const unmarked = await page.evaluate(() => navigator.clipboard.readText());
  assert.doesNotMatch(unmarked, /chosen\]/, 'no hint in the code unless asked for');
  await card.getByRole('checkbox', { name: 'Include the winning move marked on the board' }).click();
  await card.getByText(/^Copied the TikZ code of /).waitFor({ state: 'hidden' });
  await card.getByRole('button', { name: 'Copy TikZ' }).click();
  await card.getByText(/^Copied the TikZ code of /).waitFor();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(code, /^\\begin\{tikzpicture\}/);
  assert.doesNotMatch(code, /documentclass/, 'the copied code goes into a document');
  assert.equal(code.match(/\\node\[/g)?.length, 4);
  assert.equal(code.match(/\\draw/g)?.length, 6);
  assert.equal(code.match(/looseness/g)?.length, 1, 'one loop');
  // As on the board: the 4 on the right of 1–2, the 1 on the left.
  assert.match(code, /\(v1\) to\[bend left=15\] node\[count\] \{4/);
  assert.match(code, /\(v1\) to\[bend right=15\] node\[count\] \{1/);
  // The hint's move is marked: its vertex ringed, its edges in red with the amounts.
  assert.match(code, new RegExp(`\\\\node\\[vertex, chosen\\] \\(v${hint.vertex}\\)`));
  assert.equal(code.match(/\\draw\[chosen\]/g)?.length, hint.take.length, code);
  // Each red edge reads its count and the count the move leaves ("3 → 1"), not "3−2", which
  // reads in a paper as a difference.
  const marked = [...code.matchAll(/\\draw\[chosen\].*node\[count[^\]]*\] \{([^}]*)\}/g)].map((m) => m[1]);
  assert.equal(marked.length, hint.take.length, code);
  for (const label of marked) assert.match(label, /^\d+\$\\to\$\d+$/, code);
  assert.doesNotMatch(code, /\$-\$/, code);
  // The page's layout: vertex 0 at (250, 130) on the 800×560 board is (2.5, 4.3) cm.
  assert.match(code, /\(v0\) at \(2\.50, 4\.30\)/);

  const tex = await download(page, 'Download .tex');
  assert.equal(tex.name, 'graph-nim.tex');
  const document = tex.bytes.toString('utf8');
  assert.match(document, /^\\documentclass\{article\}\n\\usepackage\{tikz\}/);
  assert.ok(document.includes(code), 'the document holds the copied picture');
  await screenshot(page, 'export-tikz');

  if (!texAvailable()) {
    console.log('pdflatex with TikZ is not installed: the TikZ code was checked structurally only');
  } else {
    compile(document, 'export-downloaded');
    compile(
      `\\documentclass{article}\n\\usepackage{tikz}\n\\begin{document}\nA board:\n\n${code}\\end{document}\n`,
      'export-copied',
    );
  }
  assertNoErrors(page);
  await page.close();
});

/** Each vertex's centre in TikZ `code`, [x, y] in cm. */
const tikzVertices = (code) =>
  [...code.matchAll(/\\node\[[^\]]*\] \(v\d+\) at \(([-\d.]+), ([-\d.]+)\)/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);

/** Each straight edge's count in TikZ `code`, {label, at: [x, y] in cm}: its `pos` (TikZ's
 *  0.5 when unwritten) along the part of the line outside the two 6 mm vertex discs. */
function tikzCountCentres(code) {
  const vertices = tikzVertices(code);
  return [
    ...code.matchAll(/\\draw\S* \(v(\d+)\) -- node\[count(?:, pos=([\d.]+))?\] \{([^}]*)\} \(v(\d+)\);/g),
  ].map(([, from, pos = '0.5', label, to]) => {
    const [a, b] = [vertices[from], vertices[to]];
    const inset = 0.3 / Math.hypot(b[0] - a[0], b[1] - a[1]);
    const t = inset + Number(pos) * (1 - 2 * inset);
    return { label, at: [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])] };
  });
}

test('K4 on a square: the crossing diagonals’ counts stand apart in the TikZ and in the picture', async () => {
  await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(env.site.url).origin,
  });
  const page = await env.browser.newPage();
  // The diagonals 0–2 (4 tokens) and 1–3 (7) cross at the square's centre.
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,0-2:4,0-3:5,1-2:6,1-3:7,2-3:8'));
  const card = page.getByRole('region', { name: 'Export' });
  await card.getByRole('button', { name: 'Copy TikZ' }).click();
  await card.getByText(/^Copied the TikZ code of /).waitFor();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  const counts = tikzCountCentres(code);
  assert.deepEqual(counts.map((c) => c.label).sort(), ['3', '4', '5', '6', '7', '8'], code);
  // No two counts on one spot: a one-digit count is about 0.25 cm wide and 0.3 cm high.
  for (const [i, { label, at }] of counts.entries())
    for (const other of counts.slice(i + 1)) {
      const [dx, dy] = [Math.abs(at[0] - other.at[0]), Math.abs(at[1] - other.at[1])];
      assert.ok(dx >= 0.35 || dy >= 0.4, `counts ${label} and ${other.label} overlap:\n${code}`);
    }
  // Nor on the crossing, where a count would read as the other diagonal's.
  const centre = tikzVertices(code).reduce(([x, y], v) => [x + v[0] / 4, y + v[1] / 4], [0, 0]);
  for (const { label, at } of counts.filter((c) => c.label === '4' || c.label === '7'))
    assert.ok(Math.hypot(at[0] - centre[0], at[1] - centre[1]) >= 0.25, `${label} at the crossing:\n${code}`);
  if (texAvailable()) compile((await download(page, 'Download .tex')).bytes.toString('utf8'), 'export-k4');
  else console.log('pdflatex with TikZ is not installed: the TikZ code was checked structurally only');

  // The picture files: each count's pill clear of every other.
  const svg = (await download(page, 'Download SVG')).bytes.toString('utf8');
  const pills = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return [...doc.querySelectorAll('.edge-label')].map((label) => {
      const [x, y] = label
        .getAttribute('transform')
        .match(/-?[\d.]+/g)
        .map(Number);
      const rect = label.querySelector('rect');
      return {
        label: label.querySelector('text').textContent,
        x,
        y,
        width: Number(rect.getAttribute('width')),
        height: Number(rect.getAttribute('height')),
      };
    });
  }, svg);
  assert.equal(pills.length, 6);
  for (const [i, a] of pills.entries())
    for (const b of pills.slice(i + 1))
      assert.ok(
        Math.abs(a.x - b.x) >= (a.width + b.width) / 2 || Math.abs(a.y - b.y) >= (a.height + b.height) / 2,
        `pills ${a.label} and ${b.label} overlap in the picture`,
      );
  await screenshot(page, 'export-k4');
  assertNoErrors(page);
  await page.close();
});

test('Export buttons wait for a graph: disabled on the empty board', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  const card = page.getByRole('region', { name: 'Export' });
  for (const name of ['Download SVG', 'Download PNG', 'Copy TikZ', 'Download .tex'])
    assert.equal(await card.getByRole('button', { name }).isDisabled(), true, name);
  assertNoErrors(page);
  await page.close();
});
