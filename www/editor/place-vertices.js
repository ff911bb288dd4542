// Where vertices go when a graph changes by other means than the mouse (the text form): the
// vertices that were there keep their places, and each new one goes to a free spot near the
// vertices it is joined to, so typing an edge grows the drawing where one would draw it.

import { BOARD_WIDTH, BOARD_HEIGHT } from '../common/state.js';
import { circleLayout } from './presets.js';

const EDGE_MARGIN = 60;
const GRID_STEP = 20;
/** Clearance beyond this many board units counts the same: free is free. */
const ENOUGH_ROOM = 170;
/** How much being near its neighbours matters against room around it. */
const NEIGHBOUR_PULL = 0.35;
/** Beyond this many new vertices a free spot each is too slow to search; they go on a circle. */
const SEARCHED_AT_MOST = 32;

/**
 * A layout for `position`: `layout[v]` kept for every vertex that has one; otherwise
 * `remembered[v]` (where a vertex stood before the text dropped it for a moment); otherwise a
 * free spot. A graph with no placed vertex gets the circle the editor uses.
 */
export function placeVertices(layout, position, remembered = []) {
  const n = position.vertices;
  const placed = [];
  for (let v = 0; v < n; v++) {
    const known = layout[v] ?? remembered[v];
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
    placed.push(freeSpot(placed, neighbours(position, v, placed.length)));
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

function freeSpot(placed, joined) {
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
      const score = clearance - pull * Math.hypot(anchor[0] - x, anchor[1] - y);
      if (score > bestScore) {
        bestScore = score;
        best = [x, y];
      }
    }
  }
  return best;
}
