// A teacher types or pastes a graph over the triangle in Edit → "Graph as text": the board draws it so
// it reads as that graph, with no vertex on an edge not its own, no edge over another from
// the same vertex, and no vertex with two edges in one straight line (a square typed over the
// triangle had its fourth vertex midway along a side and looked like a triangle).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, boardSummary } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  // Tall enough that the board and the text card are on screen together.
  env = await setupE2E({ viewport: { width: 1280, height: 1500 } });
});
after(async () => {
  await env?.teardown();
});

const TRIANGLE = 'index.html#rules=edge&v=3&e=0-1:3,1-2:4,2-0:5';

/** The graphs a teacher puts in over the triangle, line by line, and how: typed key by key,
 *  or pasted from notes (one change of the text, so every new vertex is placed knowing all
 *  its edges: a 4-cycle 0–1–3–2 put its vertex 3 midway along the triangle's old side 1–2). */
const GRAPHS = [
  ['a 4-cycle', 'typed', ['vertices 4', '0 1 2', '1 2 2', '2 3 2', '3 0 2']],
  ['a 4-cycle', 'pasted', ['0 1 2', '1 3 2', '3 2 2', '2 0 2']],
  ['a 6-cycle', 'pasted', ['0 1 1', '1 2 1', '2 3 1', '3 4 1', '4 5 1', '5 0 1']],
  ['the complete graph on 4 vertices', 'typed', ['0 1 1', '0 2 1', '0 3 1', '1 2 1', '1 3 1', '2 3 1']],
  [
    'the complete graph on 5 vertices',
    'pasted',
    ['0 1 1', '0 2 1', '0 3 1', '0 4 1', '1 2 1', '1 3 1', '1 4 1', '2 3 1', '2 4 1', '3 4 1'],
  ],
  ['a path', 'typed', ['0 1 2', '1 2 2', '2 3 2', '3 4 2']],
  ['a graph with a loop', 'pasted', ['0 0 2', '0 1 3', '1 2 1', '2 3 2', '3 1 1']],
];

/** How a teacher puts the text in. */
const ENTER = {
  typed: (page, text) => page.keyboard.type(text),
  pasted: (page, text) => page.keyboard.insertText(text),
};

/** The edges of typed lines, as [u, v] (comments and `vertices` left out). */
const edgesOf = (lines) =>
  lines.filter((line) => /^\d/.test(line)).map((line) => line.split(' ').slice(0, 2).map(Number));

/** Where each vertex is drawn on screen (its disc's centre) and the disc's radius. */
async function drawnVertices(page, count) {
  const discs = [];
  for (let v = 0; v < count; v++) {
    const box = await page.locator(`svg.board .vertex[data-vertex="${v}"] .vertex-body`).boundingBox();
    discs.push({ x: box.x + box.width / 2, y: box.y + box.height / 2, r: box.width / 2 });
  }
  return discs;
}

const distanceToSegment = (p, a, b) => {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
};
const angleAt = (p, a, b) => {
  const u = [a.x - p.x, a.y - p.y];
  const w = [b.x - p.x, b.y - p.y];
  const cos = (u[0] * w[0] + u[1] * w[1]) / (Math.hypot(...u) * Math.hypot(...w));
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
};

/** What in the drawing misreads: each fault in words, [] when it reads as its graph. */
function misreadings(discs, edges) {
  const faults = [];
  const lines = edges.filter(([a, b]) => a !== b);
  for (const [a, b] of lines)
    discs.forEach((disc, v) => {
      if (v !== a && v !== b && distanceToSegment(disc, discs[a], discs[b]) < disc.r + 2)
        faults.push(`vertex ${v} is on edge ${a}–${b}`);
    });
  discs.forEach((disc, v) => {
    const ends = lines.filter(([a, b]) => a === v || b === v).map(([a, b]) => (a === v ? b : a));
    for (let i = 0; i < ends.length; i++)
      for (let j = i + 1; j < ends.length; j++) {
        const angle = angleAt(disc, discs[ends[i]], discs[ends[j]]);
        if (angle < 10) faults.push(`edges ${v}–${ends[i]} and ${v}–${ends[j]} overlap`);
        // Bent less than 25°, a vertex reads as a point on one edge (a square, as a triangle).
        if (ends.length === 2 && angle > 155)
          faults.push(`edges ${ends[i]}–${v} and ${v}–${ends[j]} are (nearly) one straight line`);
      }
  });
  return faults;
}

test('graphs typed or pasted over the triangle are drawn so that they read as the graphs put in', async () => {
  const page = await env.browser.newPage();
  const misread = {};
  for (const [graph, how, lines] of GRAPHS) {
    const name = `${graph} ${how}`;
    // A fresh page each time (the same link again would only change its hash).
    await page.goto('about:blank');
    await openPlayground(page, env.url(TRIANGLE));
    const box = page.getByRole('textbox', { name: 'Graph as text' });
    await box.click();
    await page.keyboard.press('ControlOrMeta+A');
    await ENTER[how](page, lines.join('\n'));
    const edges = edgesOf(lines);
    const vertices = 1 + Math.max(...edges.flat());
    await page.waitForFunction(
      ([n, m]) => {
        const svg = document.querySelector('svg.board');
        return svg.dataset.vertices === String(n) && svg.dataset.edges === String(m);
      },
      [vertices, edges.length],
    );
    await settle(page);
    const shot = `graph-text-layout-${name.replace(/\W+/g, '-')}`;
    await screenshot(page, shot);
    await page.locator('svg.board').screenshot({ path: artifactPath(`graph-text-layout-${shot}.png`) });
    const faults = misreadings(await drawnVertices(page, vertices), edges);
    if (faults.length) misread[name] = faults;
  }
  assert.deepEqual(misread, {}, 'every graph reads as the graph put in');
  assert.equal(await axeSerious(page, 'graph typed over the triangle'), '');
  assertNoErrors(page);
  await page.close();
});

test('three heaps typed over the square are laid out afresh, not on the square’s places', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:3,2-3:3,3-0:3'));
  const box = page.getByRole('textbox', { name: 'Graph as text' });
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('0 1 1\n2 3 2\n4 5 4\n');
  await page.waitForFunction(() => {
    const svg = document.querySelector('svg.board');
    return svg.dataset.vertices === '6' && svg.dataset.edges === '3';
  });
  await settle(page);
  await screenshot(page, 'graph-text-three-heaps');
  // Laid out afresh: the six vertices on one circle, the three heaps alike (the square's
  // places kept two heaps on its sides and put the third anywhere).
  const discs = await drawnVertices(page, 6);
  const centre = { x: discs.reduce((s, d) => s + d.x, 0) / 6, y: discs.reduce((s, d) => s + d.y, 0) / 6 };
  const radii = discs.map((d) => Math.hypot(d.x - centre.x, d.y - centre.y));
  assert.ok(Math.max(...radii) - Math.min(...radii) < 4, `on one circle: ${radii.map(Math.round)}`);
  assert.deepEqual(
    misreadings(discs, [
      [0, 1],
      [2, 3],
      [4, 5],
    ]),
    [],
  );
  assertNoErrors(page);
  await page.close();
});

test('a 4-cycle typed over six vertices is a square; retyped after a drag, it keeps the teacher’s places', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=6&e=0-1:3,2-3:5,4-5:7'));
  const box = page.getByRole('textbox', { name: 'Graph as text' });
  const typeGraph = async (text) => {
    await box.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
    await page.waitForFunction(() => document.querySelector('svg.board').dataset.vertices === '4', null);
    await settle(page);
  };
  const SQUARE = '# a square\n0 1 2\n1 2 3\n2 3 2\n3 0 3\n';
  await typeGraph(SQUARE);
  await screenshot(page, 'graph-text-square-over-six');
  // A square: its four corners on one circle, its four sides alike (grown a vertex at a time
  // as the lines came, it was a crooked quadrilateral off the board's middle).
  let discs = await drawnVertices(page, 4);
  const centre = { x: discs.reduce((s, d) => s + d.x, 0) / 4, y: discs.reduce((s, d) => s + d.y, 0) / 4 };
  const radii = discs.map((d) => Math.hypot(d.x - centre.x, d.y - centre.y));
  assert.ok(Math.max(...radii) - Math.min(...radii) < 4, `on one circle: ${radii.map(Math.round)}`);
  const sides = [0, 1, 2, 3].map((v) =>
    Math.hypot(discs[v].x - discs[(v + 1) % 4].x, discs[v].y - discs[(v + 1) % 4].y),
  );
  assert.ok(Math.max(...sides) - Math.min(...sides) < 4, `four sides alike: ${sides.map(Math.round)}`);
  const frame = await page.locator('svg.board').boundingBox();
  assert.ok(
    Math.abs(centre.x - (frame.x + frame.width / 2)) < 4 &&
      Math.abs(centre.y - (frame.y + frame.height / 2)) < 4,
    'in the middle of the board',
  );

  // The teacher drags vertex 0 where they want it (Move tool), then retypes the whole text:
  // the same vertices, so their places stay the teacher's, the dragged one too.
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  const from = discs[0];
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 120, from.y + 40, { steps: 10 });
  await page.mouse.up();
  await settle(page);
  const placed = await drawnVertices(page, 4);
  assert.ok(Math.abs(placed[0].x - from.x - 120) < 12, 'vertex 0 was dragged');
  await typeGraph(SQUARE.replace('3 0 3', '3 0 4'));
  // Read at the pause after the typing: the board had four vertices already.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('svg.board g.edge')].map((g) => g.dataset.tokens).join() === '2,3,2,4',
  );
  assert.deepEqual((await boardSummary(page)).tokens, [2, 3, 2, 4]);
  discs = await drawnVertices(page, 4);
  for (let v = 0; v < 4; v++)
    assert.ok(
      Math.hypot(discs[v].x - placed[v].x, discs[v].y - placed[v].y) < 2,
      `vertex ${v} kept its place`,
    );
  assert.equal(await axeSerious(page, 'a square typed over six vertices'), '');
  assertNoErrors(page);
  await page.close();
});
