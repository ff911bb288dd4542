// The paths round what is in the way (render.js's edgeGeometry asks): a loop turned to where no
// edge leaves its vertex and nothing else is drawn, and a lone edge whose straight line would
// cross another vertex or run along another edge bowed clear of it. A chunk of its own, not in
// the first view: a board that needs neither (render.js mayNeedClearPaths, a cheap test) never
// fetches it, and one that does is drawn straight until it has come, then again.

import { PARALLEL_GAP } from './render.js';

/** How near (radians) an edge leaving a vertex may be to its loop's axis: the loop's half
 *  width (LOOP_SPREAD) and some air. */
const LOOP_CLEAR = 1.1;

/** The loop directions tried for a loop that its first would lay over something: every 15°
 *  round, nearest the first. */
const LOOP_TURNS = [
  0,
  ...Array.from({ length: 12 }, (_, k) => (k + 1) * (Math.PI / 12)).flatMap((t) => [t, -t]),
];
/** How near (board units at scale 1) a loop may come to a foreign edge or vertex centre. */
const LOOP_ROOM = 24;

/**
 * The direction (radian angle) for vertex `v`'s loops: `away` when it is clear, else the
 * nearest direction to it where no edge leaves `v` and the loop and its count lie on no other
 * edge or vertex drawn (`geometry`, the edges placed so far) (a loop pointing away from the
 * centre lay over edge 3–4, its count beside 3–4's).
 */
export function clearOfEdges(away, position, layout, v, geometry, scale) {
  const at = layout[v];
  const own = [];
  for (const [p, q] of position.edges) {
    if (p === q || (p !== v && q !== v)) continue;
    const other = layout[p === v ? q : p];
    if (other) own.push(Math.atan2(other[1] - at[1], other[0] - at[0]));
  }
  const apart = (x, y) => Math.abs(Math.atan2(Math.sin(x - y), Math.cos(x - y)));
  // The other edges' lines, as points along them, and the other vertices.
  const lines = [];
  position.edges.forEach(([p, q], e) => {
    const curve = geometry[e]?.curve;
    if (!curve || p === v || q === v) return;
    const [a, c, b] = curve;
    for (let k = 0; k <= 16; k++) {
      const t = k / 16;
      lines.push([
        (1 - t) * (1 - t) * a[0] + 2 * t * (1 - t) * c[0] + t * t * b[0],
        (1 - t) * (1 - t) * a[1] + 2 * t * (1 - t) * c[1] + t * t * b[1],
      ]);
    }
  });
  layout.forEach((p, w) => w !== v && p && lines.push(p));
  /** How many of the loop's points (its eye, its tip, its count) come near something drawn. */
  const hits = (angle) => {
    let count = 0;
    for (const [distance, turn] of [
      [30, 0.45],
      [30, -0.45],
      [50, 0],
      [75, 0],
    ]) {
      const x = at[0] + distance * scale * Math.cos(angle + turn);
      const y = at[1] + distance * scale * Math.sin(angle + turn);
      if (lines.some((p) => Math.hypot(p[0] - x, p[1] - y) < LOOP_ROOM * scale)) count++;
    }
    return count;
  };
  // Every 15° from `away`, and the middle of each gap between the vertex's own edges (a gap
  // just wide enough for the loop fits it only there), nearest `away` first.
  const sorted = [...own].sort((x, y) => x - y);
  const middles = sorted.map((angle, i) => (angle + (sorted[i + 1] ?? sorted[0] + 2 * Math.PI)) / 2);
  const tried = [...LOOP_TURNS.map((turn) => away + turn), ...middles].sort(
    (x, y) => apart(x, away) - apart(y, away),
  );
  let best = away;
  let fewest = Infinity;
  for (const angle of tried) {
    if (own.some((edge) => apart(edge, angle) < LOOP_CLEAR)) continue;
    const count = hits(angle);
    if (count < fewest) [best, fewest] = [angle, count];
    if (!count) break;
  }
  return best;
}

/** How near (board units at scale 1) a lone edge's line may pass another vertex's centre: the
 *  disc (17) and some air. */
const EDGE_PASSES_VERTEX = 26;
/** Two edges from one vertex nearer than this angle (radians, about 10°) lie one on the other. */
const EDGES_ALONG = 0.17;
/** The bows tried for an edge that must go round something, in PARALLEL_GAP steps, smallest
 *  first (each tried on both sides). */
const BOW_STEPS = [1, 1.5, 2, 2.5, 3, 4];

/**
 * How far (signed, along the normal of its lower vertex to its higher) edge `e`'s middle must
 * bow out of its straight line so that it crosses no other vertex and lies along no other
 * edge from its ends: 0 when the straight line is clear. The smallest bow that clears all,
 * else the one that clears most. Of two edges along each other from one vertex, the longer
 * bows (the shorter one's end is what it passes).
 */
export function clearBow(position, layout, e, scale) {
  const [u, v] = position.edges[e];
  const a = layout[Math.min(u, v)];
  const b = layout[Math.max(u, v)];
  if (!a || !b) return 0;
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (!length) return 0;
  const normal = [-(b[1] - a[1]) / length, (b[0] - a[0]) / length];
  const passing = EDGE_PASSES_VERTEX * scale;
  const others = [];
  for (let w = 0; w < position.vertices; w++) if (w !== u && w !== v && layout[w]) others.push(layout[w]);
  // The other ends of the edges from `a` and from `b` that run nearly along this one and are
  // shorter (a longer one bows itself).
  const along = [];
  position.edges.forEach(([p, q], f) => {
    if (f === e || p === q) return;
    for (const [end, far] of [
      [a, b],
      [b, a],
    ]) {
      const from = layout[p] === end ? layout[q] : layout[q] === end ? layout[p] : null;
      if (!from || from === far) continue;
      const other = Math.hypot(from[0] - end[0], from[1] - end[1]);
      if (other < length && angleBetween(end, far, from) < EDGES_ALONG) along.push([end, from]);
    }
  });
  /** What the edge drawn with middle bowed by `offset` runs over: each vertex it passes near,
   *  each edge it leaves along. */
  const faults = (offset) => {
    const control = [(a[0] + b[0]) / 2 + 2 * offset * normal[0], (a[1] + b[1]) / 2 + 2 * offset * normal[1]];
    let count = 0;
    for (const w of others) {
      let nearest = Infinity;
      for (let k = 1; k < 24; k++) {
        const t = k / 24;
        const x = (1 - t) * (1 - t) * a[0] + 2 * t * (1 - t) * control[0] + t * t * b[0];
        const y = (1 - t) * (1 - t) * a[1] + 2 * t * (1 - t) * control[1] + t * t * b[1];
        nearest = Math.min(nearest, Math.hypot(x - w[0], y - w[1]));
      }
      if (nearest < passing) count++;
    }
    // A curve leaves its end towards its control point.
    for (const [end, from] of along) if (angleBetween(end, control, from) < EDGES_ALONG) count++;
    return count;
  };
  const straight = faults(0);
  if (!straight) return 0;
  let best = 0;
  let fewest = straight;
  for (const step of BOW_STEPS)
    for (const side of [1, -1]) {
      const offset = side * step * PARALLEL_GAP * scale;
      const count = faults(offset);
      if (count < fewest) [best, fewest] = [offset, count];
      if (!count) return best;
    }
  return best;
}

/** The angle at `p` between the directions to `a` and to `b` (0 to π). */
function angleBetween(p, a, b) {
  const u = [a[0] - p[0], a[1] - p[1]];
  const w = [b[0] - p[0], b[1] - p[1]];
  const lengths = Math.hypot(...u) * Math.hypot(...w);
  if (!lengths) return 0;
  return Math.acos(Math.max(-1, Math.min(1, (u[0] * w[0] + u[1] * w[1]) / lengths)));
}
