// Where a vertex added by the N key goes: the vertices that were there keep their places, and
// each new one goes to a free spot near the vertices it is joined to, clear of the vertices,
// the edges and their token labels already drawn, and with its own edges crossing none. And
// when a graph typed as text is laid out afresh (graph-text-card.js): a text with another
// number of vertices always is (grown a vertex at a time as its lines were typed, a 4-cycle
// came out crooked); one with the same vertices when the places kept would misread.

import { BOARD_WIDTH, BOARD_HEIGHT } from '../common/state.js';
import { circleLayout } from './presets.js';

const EDGE_MARGIN = 60;
const GRID_STEP = 20;
/** Clearance beyond this many board units counts the same: free is free. */
const ENOUGH_ROOM = 170;
/** How much being near its neighbours matters against room around it. */
const NEIGHBOUR_PULL = 0.35;
/** A new vertex's clearance from an edge counts this much more than the distance itself: an
 *  edge's token label (a pill about 30 units across) sits on it. */
const EDGE_CLEARANCE_MARGIN = 30;
/** A new vertex nearer than this (board units) to a vertex it is joined to leaves their edge's
 *  token label little room between the two discs (radius 17 each, the label about 30
 *  across): N, N, N drew paths 80 units a step, each label filling its edge. Each unit short
 *  costs as much as a unit of clearance. */
const SHORT_EDGE = 110;
/** A new edge that crosses an edge already drawn, or passes over a vertex, costs this much. */
const CROSSING_COST = 120;
/** How near (board units) a new edge may pass a vertex it does not end at. */
const PASSING_DISTANCE = 30;
/** Beyond this many new vertices a free spot each is too slow to search; they go on a circle. */
const SEARCHED_AT_MOST = 32;
/** How near (board units) a vertex may be to an edge not its own before it reads as on it: the
 *  vertex's disc (radius 17) with a little air. */
const ON_EDGE_DISTANCE = 22;
/** Two edges from one vertex closer than this angle (radians, about 10°) are drawn one over
 *  the other. */
const ANGLE_MARGIN = 0.17;
/** A vertex whose two edges bend less than this (radians, about 26°) reads as a point on one
 *  edge: a square with a vertex bent 14° off its triangle's old side still read as a
 *  triangle. (A circle of up to 13 vertices bends more at each.) */
const BEND_MARGIN = 0.45;

/**
 * A layout for `position`: `layout[v]` kept for every vertex that has one; otherwise a free
 * spot. A graph with no placed vertex gets the circle the editor uses.
 */
export function placeVertices(layout, position) {
  const n = position.vertices;
  const placed = [];
  for (let v = 0; v < n; v++) {
    const known = layout[v];
    if (!known) break;
    placed.push([known[0], known[1]]);
  }
  if (!placed.length) return circleLayout(n);
  if (n - placed.length > SEARCHED_AT_MOST) {
    const circle = circleLayout(n);
    for (let v = placed.length; v < n; v++) placed.push(circle[v]);
    return placed;
  }
  for (let v = placed.length; v < n; v++)
    placed.push(
      freeSpot(placed, neighbours(position, v, placed.length), drawnEdges(position, placed.length)),
    );
  return placed;
}

/** The placed vertices joined to `v`. */
function neighbours(position, v, placedCount) {
  const found = [];
  for (const [a, b] of position.edges) {
    const other = a === v ? b : b === v ? a : null;
    if (other !== null && other !== v && other < placedCount) found.push(other);
  }
  return found;
}

/** The edges between placed vertices, as pairs of ends (loops left out: they stay at their
 *  vertex, whose own clearance covers them). */
function drawnEdges(position, placedCount) {
  return position.edges
    .filter(([a, b]) => a !== b && a < placedCount && b < placedCount)
    .map(([a, b]) => [a, b]);
}

function freeSpot(placed, joined, edges) {
  const anchor = joined.length
    ? [
        joined.reduce((sum, w) => sum + placed[w][0], 0) / joined.length,
        joined.reduce((sum, w) => sum + placed[w][1], 0) / joined.length,
      ]
    : [BOARD_WIDTH / 2, BOARD_HEIGHT / 2];
  // Without neighbours only a slight pull to the middle, to break ties.
  const pull = joined.length ? NEIGHBOUR_PULL : 0.05;
  let best = anchor;
  let bestScore = -Infinity;
  for (let x = EDGE_MARGIN; x <= BOARD_WIDTH - EDGE_MARGIN; x += GRID_STEP) {
    for (let y = EDGE_MARGIN; y <= BOARD_HEIGHT - EDGE_MARGIN; y += GRID_STEP) {
      let clearance = ENOUGH_ROOM;
      for (const p of placed) clearance = Math.min(clearance, Math.hypot(p[0] - x, p[1] - y));
      for (const [a, b] of edges)
        clearance = Math.min(
          clearance,
          segmentDistance([x, y], placed[a], placed[b]) + EDGE_CLEARANCE_MARGIN,
        );
      let short = 0;
      for (const w of joined)
        short += Math.max(0, SHORT_EDGE - Math.hypot(placed[w][0] - x, placed[w][1] - y));
      const score =
        clearance -
        short -
        pull * Math.hypot(anchor[0] - x, anchor[1] - y) -
        CROSSING_COST * newEdgeConflicts([x, y], joined, placed, edges);
      if (score > bestScore) {
        bestScore = score;
        best = [x, y];
      }
    }
  }
  return best;
}

/** How many drawn edges the new vertex's edges (from each of `joined` to `spot`) cross, run
 *  along or run straight on from, and how many vertices they pass over. */
function newEdgeConflicts(spot, joined, placed, edges) {
  let conflicts = 0;
  for (const w of joined) {
    for (const [a, b] of edges) {
      if (a !== w && b !== w && segmentsCross(placed[w], spot, placed[a], placed[b])) conflicts++;
      const other = a === w ? b : b === w ? a : null;
      if (other !== null && angleAt(placed[w], spot, placed[other]) < ANGLE_MARGIN) conflicts++;
    }
    placed.forEach((p, u) => {
      if (u !== w && segmentDistance(p, placed[w], spot) < PASSING_DISTANCE) conflicts++;
    });
  }
  // Two of its own edges in one straight line: the new vertex would read as a point on an edge.
  for (let i = 0; i < joined.length; i++)
    for (let j = i + 1; j < joined.length; j++)
      if (
        joined[i] !== joined[j] &&
        angleAt(spot, placed[joined[i]], placed[joined[j]]) > Math.PI - BEND_MARGIN
      )
        conflicts++;
  return conflicts;
}

/** Whether `typed` is another graph than `drawn` rather than an edit of it: none of the drawn
 *  graph's edges is left (a graph typed over the whole text). The old places are then no
 *  guide, and the new graph is laid out afresh. */
export function anotherGraph(drawn, typed) {
  const pair = ([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const kept = new Set(typed.edges.map(pair));
  return drawn.edges.length > 0 && !drawn.edges.some((edge) => kept.has(pair(edge)));
}

/** Whether `typed` falls into another number of pieces than `drawn` (components with an edge):
 *  three heaps typed over a square kept the square's places for two of them and put the
 *  third anywhere, a drawing of no shape. The places were made for the drawn shape, so the
 *  new one is laid out afresh. (A vertex joined to the drawing, an edge added or taken out
 *  inside it, keep the places: the pieces stay as many.) */
export function otherShape(drawn, typed) {
  return pieces(drawn) !== pieces(typed);
}

/** The number of components of `position` that have an edge. */
function pieces(position) {
  const parent = Array.from({ length: position.vertices }, (_, v) => v);
  const root = (v) => (parent[v] === v ? v : (parent[v] = root(parent[v])));
  for (const [a, b] of position.edges) parent[root(a)] = root(b);
  return new Set(position.edges.map(([a]) => root(a))).size;
}

/**
 * Whether `layout` draws `position` so that it misreads, in a part that is new since `before`
 * (the graph drawn until now; what a person drew stays theirs): a vertex on an edge not its
 * own, two edges from a vertex one over the other, or a vertex with two edges in (nearly) one
 * straight line. A circle of vertices never misreads (no three points of a circle are in a line).
 */
export function misreadDrawing(layout, position, before) {
  const pair = ([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const drawn = new Set(before.edges.map(pair));
  const edges = position.edges.filter(([a, b]) => a !== b);
  const isNew = (edge) => !drawn.has(pair(edge)) || edge[0] >= before.vertices || edge[1] >= before.vertices;
  for (const edge of edges) {
    const [a, b] = edge;
    for (let v = 0; v < position.vertices; v++)
      if (
        v !== a &&
        v !== b &&
        (isNew(edge) || v >= before.vertices) &&
        segmentDistance(layout[v], layout[a], layout[b]) < ON_EDGE_DISTANCE
      )
        return true;
  }
  for (let v = 0; v < position.vertices; v++) {
    const ends = edges.filter(([a, b]) => a === v || b === v);
    for (let i = 0; i < ends.length; i++)
      for (let j = i + 1; j < ends.length; j++) {
        if (!isNew(ends[i]) && !isNew(ends[j])) continue;
        const u = ends[i][0] === v ? ends[i][1] : ends[i][0];
        const w = ends[j][0] === v ? ends[j][1] : ends[j][0];
        if (u === w) continue; // parallel edges are drawn as such on purpose
        const angle = angleAt(layout[v], layout[u], layout[w]);
        if (angle < ANGLE_MARGIN || (ends.length === 2 && angle > Math.PI - BEND_MARGIN)) return true;
      }
  }
  return false;
}

/** The angle at `p` between the directions to `a` and to `b` (0 to π). */
function angleAt(p, a, b) {
  const u = [a[0] - p[0], a[1] - p[1]];
  const w = [b[0] - p[0], b[1] - p[1]];
  const lengths = Math.hypot(...u) * Math.hypot(...w);
  if (!lengths) return 0;
  return Math.acos(Math.max(-1, Math.min(1, (u[0] * w[0] + u[1] * w[1]) / lengths)));
}

/** The distance from point `p` to the segment from `a` to `b`. */
function segmentDistance(p, a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  const t = length ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length)) : 0;
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Whether the segments p–q and r–s cross at a point inside both. */
function segmentsCross(p, q, r, s) {
  const side = (a, b, c) => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
  return side(p, q, r) * side(p, q, s) < 0 && side(r, s, p) * side(r, s, q) < 0;
}
