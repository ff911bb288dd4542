// Graph families from the papers, each with a layout that shows its structure.
// A preset returns {vertices, pairs: [[u, v]], layout: [[x, y]]}; tokens are assigned
// separately (assignTokens) so every family works with "all equal" or "random" counts.

import { BOARD_WIDTH, BOARD_HEIGHT } from '../common/state.js';
import { CX, CY, RADIUS, circle, oval } from './circle-layout.js';

// The layout of a link or API call without coordinates (its own module, as the first view
// needs it and not the presets).
export { circleLayout } from './circle-layout.js';

function nimHeaps(k) {
  const gap = Math.min(110, (BOARD_WIDTH - 120) / Math.max(1, k - 1));
  const x0 = CX - (gap * (k - 1)) / 2;
  const layout = [];
  const pairs = [];
  for (let i = 0; i < k; i++) {
    const x = Math.round(x0 + gap * i);
    layout.push([x, CY - 130], [x, CY + 130]);
    pairs.push([2 * i, 2 * i + 1]);
  }
  return { vertices: 2 * k, pairs, layout };
}

function path(n) {
  // A gentle zigzag so long paths fit and stay readable.
  const gap = Math.min(170, (BOARD_WIDTH - 100) / Math.max(1, n - 1));
  const x0 = CX - (gap * (n - 1)) / 2;
  const layout = Array.from({ length: n }, (_, i) => [
    Math.round(x0 + gap * i),
    CY + (n > 6 ? (i % 2 ? 50 : -50) : 0),
  ]);
  const pairs = Array.from({ length: n - 1 }, (_, i) => [i, i + 1]);
  return { vertices: n, pairs, layout };
}

function cycle(n) {
  const pairs = Array.from({ length: n }, (_, i) => [i, (i + 1) % n]);
  return {
    vertices: n,
    pairs,
    layout: circle(n, n === 4 ? 180 : RADIUS, CX, CY, n === 4 ? (-3 * Math.PI) / 4 : -Math.PI / 2),
  };
}

function complete(n) {
  const pairs = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) pairs.push([i, j]);
  return { vertices: n, pairs, layout: circle(n) };
}

function tetrahedron() {
  // K4 drawn planar: a triangle with its centre, like the slides' tetrahedron.
  const outer = circle(3, 220, CX, CY + 30);
  return { vertices: 4, pairs: complete(4).pairs, layout: [[CX, CY + 30], ...outer] };
}

function completeBipartite(m, n) {
  const column = (count, x) => {
    const gap = Math.min(110, (BOARD_HEIGHT - 100) / Math.max(1, count - 1));
    const y0 = CY - (gap * (count - 1)) / 2;
    return Array.from({ length: count }, (_, i) => [x, Math.round(y0 + gap * i)]);
  };
  const pairs = [];
  for (let i = 0; i < m; i++) for (let j = 0; j < n; j++) pairs.push([i, m + j]);
  return { vertices: m + n, pairs, layout: [...column(m, CX - 190), ...column(n, CX + 190)] };
}

function star(leaves) {
  const pairs = Array.from({ length: leaves }, (_, i) => [0, i + 1]);
  return { vertices: leaves + 1, pairs, layout: [[CX, CY], ...circle(leaves, 200)] };
}

function randomTree(n, random) {
  const parent = [-1];
  for (let i = 1; i < n; i++) parent.push(Math.floor(random() * i));
  // Layered layout: depth = row, vertices of one row spread evenly.
  const depth = [0];
  for (let i = 1; i < n; i++) depth.push(depth[parent[i]] + 1);
  const rows = [];
  for (let i = 0; i < n; i++) (rows[depth[i]] ??= []).push(i);
  // Order each row by its parents' order so edges cross less.
  const order = new Array(n).fill(0);
  const layout = new Array(n);
  const rowGap = Math.min(120, (BOARD_HEIGHT - 100) / Math.max(1, rows.length - 1));
  rows.forEach((row, d) => {
    row.sort((a, b) => (d ? order[parent[a]] - order[parent[b]] : 0) || a - b);
    const gap = (BOARD_WIDTH - 80) / row.length;
    row.forEach((v, i) => {
      order[v] = i;
      layout[v] = [Math.round(40 + gap * (i + 0.5)), Math.round(50 + rowGap * d)];
    });
  });
  const pairs = parent.slice(1).map((p, i) => [p, i + 1]);
  return { vertices: n, pairs, layout };
}

function petersen() {
  // Outer pentagon 0..4, inner pentagram 5..9 (inner i joined to inner i+2), spokes i–i+5:
  // the usual drawing, as large as the board allows, and wider than high as the board is.
  // (Drawn round and smaller, on a phone, whose board is drawn with larger vertices and
  // counts, the pentagram's five counts met in its middle and sat on its vertices.) The
  // centre is a little below the board's: a pentagon reaches further up than down.
  const outer = oval(5, 340, 260, CX, 300);
  const inner = oval(5, 180, 140, CX, 300);
  const pairs = [];
  for (let i = 0; i < 5; i++) pairs.push([i, (i + 1) % 5]);
  for (let i = 0; i < 5; i++) pairs.push([i, i + 5]);
  for (let i = 0; i < 5; i++) pairs.push([5 + i, 5 + ((i + 2) % 5)]);
  return { vertices: 10, pairs, layout: [...outer, ...inner] };
}

function hypercube(d) {
  // Projection: bit k of a vertex moves it along direction k; directions chosen so that
  // Q3 looks like the usual cube drawing, Q4 like two such cubes side by side, and no vertex
  // of Q4 or Q5 lands on an edge it is not an end of (the earlier fourth direction put 14
  // on the edge 0–1 and that edge over 14–15: tests/preset-layouts.test.mjs).
  const directions = [
    [260, 0],
    [0, 240],
    [110, -90],
    [40, 50],
    [-90, 20],
  ].slice(0, d);
  const n = 1 << d;
  const raw = Array.from({ length: n }, (_, v) => {
    let x = 0,
      y = 0;
    directions.forEach(([dx, dy], k) => {
      if (v & (1 << k)) {
        x += dx;
        y += dy;
      }
    });
    return [x, y];
  });
  const pairs = [];
  for (let v = 0; v < n; v++) for (let k = 0; k < d; k++) if (!(v & (1 << k))) pairs.push([v, v | (1 << k)]);
  return { vertices: n, pairs, layout: fitToBoard(raw) };
}

/** Scales and centres arbitrary coordinates into the board with a margin. */
export function fitToBoard(points, margin = 60) {
  if (!points.length) return [];
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const w = Math.max(1, maxX - minX);
  const h = Math.max(1, maxY - minY);
  const scale = Math.min((BOARD_WIDTH - 2 * margin) / w, (BOARD_HEIGHT - 2 * margin) / h, 1.6);
  return points.map(([x, y]) => [
    Math.round(CX + (x - (minX + maxX) / 2) * scale),
    Math.round(CY + (y - (minY + maxY) / 2) * scale),
  ]);
}

/** Tokens per edge (or pile) a family starts with, unless it says otherwise (`tokens`). */
export const DEFAULT_TOKENS = 3;

/**
 * The presets shown in the editor. `size` describes the family's parameter(s).
 * build(params, random) returns {vertices, pairs, layout}. `tokens`: the count per edge it
 * starts with when not DEFAULT_TOKENS, so that at its default size the solver answers it
 * exactly in both games (the Hint, and a computer that plays perfectly): the Petersen graph's
 * 15 edges at 3 tokens were 4^15 ≈ 10^9 positions, at 1 a table of 32,768 (and Walking Nim's
 * unit-weight theorem); the cube Q₃'s Walking Nim at 3 was 1.3·10^8, at 2 4.3·10^6.
 */
export const PRESETS = {
  nim: {
    label: 'Nim heaps',
    param: { name: 'heaps', min: 1, max: 8, default: 3 },
    build: (p) => nimHeaps(p.n),
  },
  path: {
    label: 'Path Pₙ',
    param: { name: 'vertices', min: 2, max: 12, default: 5 },
    build: (p) => path(p.n),
  },
  cycle: {
    label: 'Cycle Cₙ',
    param: { name: 'vertices', min: 3, max: 12, default: 4 },
    build: (p) => cycle(p.n),
  },
  complete: {
    label: 'Complete Kₙ',
    param: { name: 'vertices', min: 2, max: 10, default: 4 },
    build: (p) => complete(p.n),
  },
  bipartite: {
    label: 'Complete bipartite Kₘ,ₙ',
    param: { name: 'm', min: 1, max: 6, default: 2 },
    param2: { name: 'n', min: 1, max: 6, default: 3 },
    build: (p) => completeBipartite(p.n, p.n2),
  },
  star: { label: 'Star', param: { name: 'leaves', min: 1, max: 12, default: 5 }, build: (p) => star(p.n) },
  tree: {
    label: 'Random tree',
    param: { name: 'vertices', min: 2, max: 16, default: 7 },
    build: (p, random) => randomTree(p.n, random),
  },
  tetrahedron: { label: 'Tetrahedron (K₄)', build: () => tetrahedron() },
  petersen: { label: 'Petersen graph', tokens: 1, build: () => petersen() },
  hypercube: {
    label: 'Hypercube Qₙ',
    param: { name: 'dimension', min: 1, max: 5, default: 3 },
    tokens: 2,
    build: (p) => hypercube(p.n),
  },
};

/**
 * The pile games (SetNim families) a player can start from the Presets card, beside the
 * graphs: n piles and k, the number of piles one move may take from. The crate checks k.
 */
export const PILE_PRESETS = {
  circular: {
    label: 'Circular Nim (piles in a ring)',
    param: { name: 'piles', min: 2, max: 12, default: 5 },
    param2: { name: 'k (piles per move)', min: 1, max: 12, default: 2 },
  },
  path: {
    label: 'Path Nim (piles in a row)',
    param: { name: 'piles', min: 2, max: 12, default: 6 },
    param2: { name: 'k (piles per move)', min: 1, max: 12, default: 2 },
  },
  moore: {
    label: 'Moore’s Nim (any k piles)',
    param: { name: 'piles', min: 2, max: 12, default: 4 },
    param2: { name: 'k (piles per move)', min: 1, max: 12, default: 2 },
  },
};

/** A pile game from the Presets card: {rules, piles, k}, for the crate to validate. */
export function buildPileGame(rules, params, tokens, random = Math.random) {
  if (!PILE_PRESETS[rules]) throw new Error(`unknown pile game ${rules}`);
  return { rules, piles: assignTokens(params.n, tokens, random), k: params.n2 };
}

/**
 * Token counts for `count` edges: {kind: 'equal', k} or {kind: 'random', lo, hi}.
 */
export function assignTokens(count, tokens, random = Math.random) {
  if (tokens.kind === 'random') {
    const lo = Math.min(tokens.lo, tokens.hi);
    const hi = Math.max(tokens.lo, tokens.hi);
    return Array.from({ length: count }, () => lo + Math.floor(random() * (hi - lo + 1)));
  }
  return new Array(count).fill(tokens.k);
}

/** Builds a preset into {position, layout}. */
export function buildPreset(name, params, tokens, rules, random = Math.random) {
  const preset = PRESETS[name];
  if (!preset) throw new Error(`unknown preset ${name}`);
  const { vertices, pairs, layout } = preset.build(params, random);
  const counts = assignTokens(pairs.length, tokens, random);
  const position = { rules, vertices, edges: pairs.map(([u, v], i) => [u, v, counts[i]]) };
  if (rules === 'walk') position.token = 0;
  return { position, layout };
}
