// A keyboard-only person (1280×800) draws on a square in Edit: Enter on vertex 1, N, N, J then
// Enter on vertex 3, then Delete on vertex 2: five vertices where they put them. Then in "Graph
// as text" they type one more edge. The vertices stayed where they were (they all jumped onto
// a pentagon, and Ctrl+Z that brought them back took the edge away too), and the edge J made,
// 4–2, is drawn clear of vertex 3 (straight, it ran through vertex 3 and over edge 3–4, its
// count "1" beside 3–4's, and read as a second edge 3–4).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, settle } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { press, tabTo } from './helpers/keyboard.mjs';

let env;
before(async () => {
  env = await setupE2E({ viewport: { width: 1280, height: 800 } });
});
after(async () => {
  await env?.teardown();
});

const SQUARE =
  'index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&xy=400,100;580,280;400,460;220,280&mode=play-cpu';

/** The person's steps on the board: Edit; vertex 1, Enter, N, N; J, vertex 3, Enter; vertex 2,
 *  Delete. */
async function drawFiveVertices(page) {
  await openPlayground(page, env.url(SQUARE));
  await tabTo(page, /^Edit$/);
  await press(page, 'Enter');
  await tabTo(page, /^vertex 1\b/);
  await press(page, 'Enter');
  await press(page, 'n');
  await press(page, 'n');
  await press(page, 'j');
  await tabTo(page, /^vertex 3\b/, { key: 'Shift+Tab', limit: 80 });
  await press(page, 'Enter');
  await tabTo(page, /^vertex 2\b/);
  await press(page, 'Delete');
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.vertices === '5');
  await settle(page);
}

/** Each vertex's disc centre on the board as seen (from the board's top left corner, so the
 *  page scrolled to the text card changes nothing), and its radius. */
function discs(page) {
  return page.evaluate(() => {
    const board = document.querySelector('svg.board').getBoundingClientRect();
    return [...document.querySelectorAll('svg.board g.vertex')]
      .sort((g, h) => g.dataset.vertex - h.dataset.vertex)
      .map((g) => {
        const r = g.querySelector('.vertex-body').getBoundingClientRect();
        return { x: r.x + r.width / 2 - board.x, y: r.y + r.height / 2 - board.y, r: r.width / 2 };
      });
  });
}

/** Every drawn edge by its name ("4–2"): points along its drawn line on the screen, and its
 *  count's pill box. */
function drawnEdges(page) {
  return page.evaluate(() => {
    const found = {};
    for (const g of document.querySelectorAll('svg.board g.edge')) {
      const label = g.getAttribute('aria-label');
      const loop = label.match(/^loop at vertex (\d+)/);
      const name = loop ? `${loop[1]}–${loop[1]}` : label.match(/^edge (\d+–\d+)/)[1];
      const path = [...g.querySelectorAll('path')].find((p) => p.getTotalLength() > 0 && p.getAttribute('d'));
      const board = document.querySelector('svg.board').getBoundingClientRect();
      const matrix = path.getScreenCTM();
      const length = path.getTotalLength();
      const points = [];
      for (let k = 0; k <= 100; k++) {
        const p = path.getPointAtLength((k / 100) * length);
        points.push({
          x: matrix.a * p.x + matrix.c * p.y + matrix.e - board.x,
          y: matrix.b * p.x + matrix.d * p.y + matrix.f - board.y,
        });
      }
      const pill = document
        .querySelector(`.edge-label[data-edge="${g.dataset.edge}"] rect`)
        .getBoundingClientRect();
      found[name] = {
        points,
        pill: {
          left: pill.left - board.x,
          right: pill.right - board.x,
          top: pill.top - board.y,
          bottom: pill.bottom - board.y,
        },
      };
    }
    return found;
  });
}

const nearest = (points, p) => Math.min(...points.map((q) => Math.hypot(q.x - p.x, q.y - p.y)));
const pillsApart = (p, q, gap) =>
  p.right + gap <= q.left || q.right + gap <= p.left || p.bottom + gap <= q.top || q.bottom + gap <= p.top;

test('an edge J makes past another vertex is drawn clear of it, its count apart from the next edge’s', async () => {
  const page = await env.browser.newPage();
  await drawFiveVertices(page);
  await screenshot(page, 'editor-join-drawn-clear-of-vertex-3');
  await page
    .locator('svg.board')
    .screenshot({ path: artifactPath('editor-join-drawn-clear-of-vertex-3-board.png') });
  const at = await discs(page);
  const edges = await drawnEdges(page);
  assert.ok(edges['4–2'] && edges['3–4'], `edges 4–2 and 3–4 drawn: ${Object.keys(edges)}`);
  const passes = nearest(edges['4–2'].points, at[3]);
  assert.ok(passes > at[3].r + 6, `edge 4–2 passes ${passes.toFixed(0)} px from vertex 3's centre`);
  // Along the line of 3–4 it would lie on that edge: away from its ends they stay apart.
  const middle = edges['4–2'].points.slice(30, 71);
  const alongside = Math.min(...middle.map((p) => nearest(edges['3–4'].points, p)));
  assert.ok(alongside > 10, `edge 4–2 stays ${alongside.toFixed(0)} px off edge 3–4`);
  const names = Object.keys(edges);
  for (const a of names)
    for (const b of names)
      if (a < b) assert.ok(pillsApart(edges[a].pill, edges[b].pill, 2), `the counts of ${a} and ${b} apart`);
  assert.equal(await axeSerious(page, 'five vertices drawn with N, J and Delete'), '');
  assertNoErrors(page);
  await page.close();
});

test('an edge typed into Graph as text keeps the hand-made places, a vertex moved with arrow keys too; Ctrl+Z takes only the edge away', async () => {
  const page = await env.browser.newPage();
  await drawFiveVertices(page);
  // Vertex 1 moved with the arrow keys.
  await tabTo(page, /^vertex 1\b/, { key: 'Shift+Tab', limit: 80 });
  for (let i = 0; i < 3; i++) await press(page, 'ArrowRight');
  const before = await discs(page);
  await tabTo(page, /^Graph as text/);
  await press(page, 'ControlOrMeta+End');
  await page.keyboard.type('0 4 5');
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges === '6');
  await settle(page);
  await screenshot(page, 'editor-typed-edge-keeps-hand-layout');
  await page
    .locator('svg.board')
    .screenshot({ path: artifactPath('editor-typed-edge-keeps-hand-layout-board.png') });
  const after = await discs(page);
  for (let v = 0; v < 5; v++)
    assert.ok(
      Math.hypot(after[v].x - before[v].x, after[v].y - before[v].y) < 2,
      `vertex ${v} stayed at ${before[v].x.toFixed(0)},${before[v].y.toFixed(0)} (now ${after[v].x.toFixed(0)},${after[v].y.toFixed(0)})`,
    );
  // The new edge 0–4 is drawn too, clear of every other vertex.
  const edges = await drawnEdges(page);
  assert.ok(edges['0–4'], `edge 0–4 drawn: ${Object.keys(edges)}`);
  for (const v of [1, 2, 3]) {
    const passes = nearest(edges['0–4'].points, after[v]);
    assert.ok(passes > after[v].r + 6, `edge 0–4 passes ${passes.toFixed(0)} px from vertex ${v}'s centre`);
  }
  assert.equal(await axeSerious(page, 'an edge typed into a hand-made layout'), '');

  // Ctrl+Z in the box: the edge goes, the places stay.
  await press(page, 'ControlOrMeta+z');
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges === '5');
  await settle(page);
  const undone = await discs(page);
  for (let v = 0; v < 5; v++)
    assert.ok(
      Math.hypot(undone[v].x - before[v].x, undone[v].y - before[v].y) < 2,
      `vertex ${v} kept after undo`,
    );
  assertNoErrors(page);
  await page.close();
});

test('a loop added with L goes where no edge leaves its vertex, its count apart from the others', async () => {
  const page = await env.browser.newPage();
  await drawFiveVertices(page);
  await tabTo(page, /^vertex 3\b/, { key: 'Shift+Tab', limit: 80 });
  await press(page, 'l');
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges === '6');
  await settle(page);
  await screenshot(page, 'editor-loop-clear-of-edges');
  await page.locator('svg.board').screenshot({ path: artifactPath('editor-loop-clear-of-edges-board.png') });
  const at = await discs(page);
  const edges = await drawnEdges(page);
  const loop = edges['3–3'];
  assert.ok(loop, `loop 3–3 drawn: ${Object.keys(edges)}`);
  // Out of its vertex's disc, the loop runs over no edge: not vertex 3's own, nor 4–2 below it.
  const out = loop.points.filter((p) => Math.hypot(p.x - at[3].x, p.y - at[3].y) > at[3].r + 8);
  for (const name of ['1–3', '3–4', '4–2']) {
    const gap = Math.min(...out.map((p) => nearest(edges[name].points, p)));
    assert.ok(gap > 6, `the loop keeps ${gap.toFixed(0)} px off edge ${name}`);
  }
  const names = Object.keys(edges);
  for (const a of names)
    for (const b of names)
      if (a < b) assert.ok(pillsApart(edges[a].pill, edges[b].pill, 2), `the counts of ${a} and ${b} apart`);
  assert.equal(await axeSerious(page, 'a loop added with L'), '');
  assertNoErrors(page);
  await page.close();
});
