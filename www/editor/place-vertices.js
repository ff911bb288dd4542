// Where a vertex added by the N key goes: the vertices that were there keep their places, and
// each new one goes to a free spot near the vertices it is joined to, clear of the vertices,
// the edges and their token labels already drawn, with its own edges crossing none, and with
// free space left beside it for the next (N, N, N draws a path that does not shut itself in). And
// when a graph typed as text is laid out afresh (graph-text-card.js): a text with another
// number of vertices always is (grown a vertex at a time as its lines were typed, a 4-cycle
// came out crooked); one with the same vertices only while its places are the text's own
// layout, made in that typing, and would misread (places the person made are kept).

import { BOARD_WIDTH, BOARD_HEIGHT } from '../common/state.js';
import { circleLayout } from './presets.js';

/** How near the board's border a new vertex may go: its disc (17) and focus rings fit. (60 left
 *  vertex 2 of the page's first board 40 units from the lowest spot, too near for a path to
 *  pass beneath it.) */
const EDGE_MARGIN = 44;
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
/** Shorter than this, the new edge's count pill touches its discs. */
const EDGE_AT_LEAST = 96;
/** What a new vertex must keep clear of, in board units, when the board has room: nearer, it
 *  covers or seems to touch what is drawn (N ten times in a square put vertex 13 twenty units
 *  from vertex 12, on it; on the page's first board vertex 13 sat on edge 3–0's line, looking
 *  joined to 0 and 3). Another vertex's centre: two discs (radius 17) with a count pill's
 *  width between them. */
const VERTEX_ROOM = 80;
/** An edge's line: the disc (17), a count pill beside the line (it may stand 14 off it and
 *  reaches 19 from its centre) and some air. */
const EDGE_ROOM = 56;
/** How near a new edge may pass a drawn count pill's usual place (its edge's middle): the
 *  pill's half-diagonal and some air, so the line does not run through the number. */
const LABEL_PASSING = 32;
/** How near the new edge's own count pill (at its middle) may be to a drawn pill's. */
const LABELS_APART = 44;
/** Each overlap (the vertex on something drawn, its edge over a vertex or a count, one edge
 *  over another) costs more than any room or nearness gains: overlaps come only when no spot
 *  on the board is free of them. */
const OVERLAP_COST = 1000;
/** A new edge that crosses an edge already drawn costs this much: more than the pull of a
 *  spot across the board, so a path goes round the drawing rather than through it, and less
 *  than an overlap, so a vertex shut inside a drawing gets out across one edge. */
const CROSSING_COST = 400;
/** The free space left next to a new vertex (regionAround) counts this much a cell (20 by 20
 *  board units), up to this many cells: room for several more vertices. */
const REGION_WEIGHT = 1;
const REGION_ENOUGH = 150;
/** How near (board units) a new edge may pass a vertex it does not end at: the disc (17), the
 *  line and some air. */
const PASSING_DISTANCE = 44;
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
  // The drawn count pills' usual places: their edges' middles.
  const labels = edges.map(([a, b]) => midpoint(placed[a], placed[b]));
  const spots = [];
  for (let x = EDGE_MARGIN; x <= BOARD_WIDTH - EDGE_MARGIN; x += GRID_STEP) {
    for (let y = EDGE_MARGIN; y <= BOARD_HEIGHT - EDGE_MARGIN; y += GRID_STEP) {
      const spot = [x, y];
      let clearance = ENOUGH_ROOM;
      let overlaps = 0;
      for (const p of placed) {
        const distance = Math.hypot(p[0] - x, p[1] - y);
        clearance = Math.min(clearance, distance);
        if (distance < VERTEX_ROOM) overlaps++;
      }
      for (const [a, b] of edges) {
        const distance = segmentDistance(spot, placed[a], placed[b]);
        clearance = Math.min(clearance, distance + EDGE_CLEARANCE_MARGIN);
        if (distance < EDGE_ROOM) overlaps++;
      }
      let short = 0;
      for (const w of joined) {
        const length = Math.hypot(placed[w][0] - x, placed[w][1] - y);
        short += Math.max(0, SHORT_EDGE - length);
        if (length < EDGE_AT_LEAST) overlaps++;
      }
      const conflicts = newEdgeConflicts(spot, joined, placed, edges, labels);
      overlaps += conflicts.overlaps;
      const score =
        clearance -
        short -
        pull * Math.hypot(anchor[0] - x, anchor[1] - y) -
        CROSSING_COST * conflicts.crossings -
        OVERLAP_COST * overlaps;
      spots.push({ spot, score, overlaps });
    }
  }
  // The free space left around a spot counts on top, measured only where it could change the
  // choice (it adds at most REGION_ENOUGH cells' worth).
  const space = freeSpace(placed, edges);
  const top = Math.max(...spots.map((s) => s.score));
  let best = { spot: anchor, score: -Infinity };
  for (const each of spots) {
    const score =
      each.overlaps || each.score + REGION_WEIGHT * REGION_ENOUGH < top
        ? each.score
        : each.score + REGION_WEIGHT * regionAround(space, each.spot, joined, placed);
    if (score > best.score) best = { spot: each.spot, score };
  }
  return best.spot;
}

/** The board's free space, cell by cell on the grid of spots: the cells clear of every vertex
 *  and edge drawn (where another vertex could go), and a scratch list for regionAround. */
function freeSpace(placed, edges) {
  const columns = Math.floor((BOARD_WIDTH - 2 * EDGE_MARGIN) / GRID_STEP) + 1;
  const rows = Math.floor((BOARD_HEIGHT - 2 * EDGE_MARGIN) / GRID_STEP) + 1;
  const cells = [];
  const free = [];
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      const cell = [EDGE_MARGIN + column * GRID_STEP, EDGE_MARGIN + row * GRID_STEP];
      cells.push(cell);
      free.push(
        placed.every((p) => Math.hypot(p[0] - cell[0], p[1] - cell[1]) >= VERTEX_ROOM) &&
          edges.every(([a, b]) => segmentDistance(cell, placed[a], placed[b]) >= EDGE_ROOM),
      );
    }
  return { columns, rows, cells, free, seen: new Int32Array(cells.length), stamp: 0 };
}

/** How much free space (in cells, up to REGION_ENOUGH) a vertex at `spot`, joined to `joined`,
 *  would have around it for the next one: the largest stretch of free cells next to it once it
 *  and its edges are drawn. Free cells are at least EDGE_ROOM from every edge, so two cells side
 *  by side never have an edge between them: a stretch is a region of the board edges do not cut.
 *  A path drawn with N, N, N that curled into a pocket of the drawing, or closed one against the
 *  board's border, shut itself in: on the page's first board the tenth N found no room left and
 *  put vertex 13 on edge 3–0. */
function regionAround(space, spot, joined, placed) {
  const { columns, rows, cells, free, seen } = space;
  const open = (i) =>
    free[i] &&
    Math.hypot(cells[i][0] - spot[0], cells[i][1] - spot[1]) >= VERTEX_ROOM &&
    joined.every((w) => segmentDistance(cells[i], placed[w], spot) >= EDGE_ROOM);
  let largest = 0;
  const queue = [];
  for (let start = 0; start < cells.length; start++) {
    if (seen[start] === space.stamp + 1) continue;
    const [x, y] = cells[start];
    if (Math.hypot(x - spot[0], y - spot[1]) >= VERTEX_ROOM + 2 * GRID_STEP || !open(start)) continue;
    // A stretch not yet measured: count it.
    seen[start] = space.stamp + 1;
    queue.length = 0;
    queue.push(start);
    for (let k = 0; k < queue.length && queue.length < REGION_ENOUGH; k++) {
      const i = queue[k];
      const row = Math.floor(i / columns);
      const column = i % columns;
      for (const [dr, dc] of [
        [0, 1],
        [0, -1],
        [1, 0],
        [-1, 0],
      ]) {
        const r = row + dr;
        const c = column + dc;
        if (r < 0 || r >= rows || c < 0 || c >= columns) continue;
        const j = r * columns + c;
        if (seen[j] === space.stamp + 1 || !open(j)) continue;
        seen[j] = space.stamp + 1;
        queue.push(j);
      }
    }
    largest = Math.max(largest, Math.min(queue.length, REGION_ENOUGH));
    if (largest >= REGION_ENOUGH) break;
  }
  space.stamp++;
  return largest;
}

/** What the new vertex's edges (from each of `joined` to `spot`) do to the drawing: how many
 *  drawn edges they cross (`crossings`), and how many things they cover (`overlaps`): a drawn
 *  edge they run along or straight on from, a vertex or a count pill they pass over, a count
 *  pill their own would sit on, or two of them in one straight line. */
function newEdgeConflicts(spot, joined, placed, edges, labels) {
  let crossings = 0;
  let overlaps = 0;
  for (const w of joined) {
    for (const [a, b] of edges) {
      if (a !== w && b !== w && segmentsCross(placed[w], spot, placed[a], placed[b])) crossings++;
      const other = a === w ? b : b === w ? a : null;
      if (other !== null && angleAt(placed[w], spot, placed[other]) < ANGLE_MARGIN) overlaps++;
    }
    placed.forEach((p, u) => {
      if (u !== w && segmentDistance(p, placed[w], spot) < PASSING_DISTANCE) overlaps++;
    });
    const own = midpoint(placed[w], spot);
    edges.forEach(([a, b], e) => {
      if (a === w || b === w) return;
      if (segmentDistance(labels[e], placed[w], spot) < LABEL_PASSING) overlaps++;
      else if (Math.hypot(labels[e][0] - own[0], labels[e][1] - own[1]) < LABELS_APART) overlaps++;
    });
  }
  // Two of its own edges in one straight line: the new vertex would read as a point on an edge.
  for (let i = 0; i < joined.length; i++)
    for (let j = i + 1; j < joined.length; j++)
      if (
        joined[i] !== joined[j] &&
        angleAt(spot, placed[joined[i]], placed[joined[j]]) > Math.PI - BEND_MARGIN
      )
        overlaps++;
  return { crossings, overlaps };
}

function midpoint(a, b) {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
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
