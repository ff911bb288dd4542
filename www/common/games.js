// Which game a position is, and what follows from that for the page: SetNim
// positions ({rules: 'circular'|'path'|'moore'|'setnim', piles, k|sets, play?}) next to the
// graph games, and misère play for every rule set. Pure functions of the position: no DOM,
// no state changes. Legality, outcomes and the numbering of sets stay the crate's.

import { BOARD_WIDTH, BOARD_HEIGHT } from './state.js';
import { count, edgeName } from './words.js';

/** The SetNim rule names the crate reads, in the order the page offers them. */
export const SET_RULES = ['circular', 'path', 'moore', 'setnim'];

const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
const subscript = (n) => String(n).replace(/\d/g, (d) => SUBSCRIPT[Number(d)]);

export function isSetRules(rules) {
  return SET_RULES.includes(rules);
}

export function isSetGame(position) {
  return isSetRules(position?.rules);
}

export function isMisere(position) {
  return position?.play === 'misere';
}

/** `position` under misère play or normal play (its moves are the same under both). */
export function withMisere(position, misere) {
  const rest = { ...position };
  delete rest.play;
  return misere ? { ...rest, play: 'misere' } : rest;
}

/** The token counts in index order: a pile game's piles, a graph's edges' counts. */
export function countsOf(position) {
  return isSetGame(position) ? position.piles.slice() : position.edges.map((e) => e[2]);
}

/** `position` with its counts (piles, or the edges' counts) replaced by `counts`. */
export function withCounts(position, counts) {
  if (isSetGame(position)) return { ...position, piles: counts.slice() };
  return { ...position, edges: position.edges.map(([u, v], e) => [u, v, counts[e]]) };
}

/** Whether there is anything to play on (a graph with a vertex, or at least one pile). */
export function hasBoard(position) {
  return isSetGame(position) ? position.piles.length > 0 : position.vertices > 0;
}

/** The game's name as a title, e.g. "Circular Nim CN(5, 3)" or "Moore’s Nim₂". */
export function gameTitle(position) {
  const n = position.piles?.length ?? 0;
  switch (position.rules) {
    case 'circular':
      return `Circular Nim CN(${n}, ${position.k})`;
    case 'path':
      return `Path Nim PN(${n}, ${position.k})`;
    case 'moore':
      return `Moore’s Nim${subscript(position.k)}`;
    case 'setnim':
      return `SetNim with ${count(position.sets.length, 'set', 'sets')}`;
    case 'walk':
      return 'Walking Nim';
    default:
      return 'Edge-Nim';
  }
}

/** What a new board is, said when the game changes (rules, a preset, a position loaded):
 *  "Walking Nim: the piece is on vertex 0; 4 edges.", "Circular Nim CN(4, 2): piles 2, 2,
 *  2, 2.", "Edge-Nim: 4 vertices, 4 edges." A short board has its counts named too. */
export function newBoardWords(position) {
  const title = gameTitle(position);
  if (isSetGame(position)) return `${title}: piles ${position.piles.join(', ')}.`;
  const { vertices, edges, rules, token } = position;
  const walk = rules === 'walk';
  const counts =
    edges.length && edges.length <= 6
      ? ` (${edges.map(([, , t], e) => `${edgeName(position, e)}: ${walk ? `weight ${t}` : t}`).join(', ')})`
      : '';
  const size = `${count(edges.length, 'edge', 'edges')}${counts}`;
  if (walk && vertices) return `${title}: the piece is on vertex ${token ?? 0}; ${size}.`;
  return `${title}: ${count(vertices, 'vertex', 'vertices')}, ${size}.`;
}

/** What one move may do, in a clause: "take from up to 3 consecutive piles". */
export function moveRule(position) {
  const k = position.k;
  switch (position.rules) {
    case 'circular':
      return `a move takes from up to ${count(k, 'pile', 'piles')} next to each other around the circle`;
    case 'path':
      return `a move takes from up to ${count(k, 'pile', 'piles')} next to each other along the row`;
    case 'moore':
      return `a move takes from any ${k === 1 ? 'one pile' : `${k} piles or fewer`}`;
    default:
      return 'a move takes from piles of one allowed set';
  }
}

/** "pile 3" */
export function pileName(index) {
  return `pile ${index}`;
}

/**
 * A set's piles in reading order: a circular window from where it starts (set s of CN(n, k)
 * starts at pile s and wraps round), otherwise ascending. `piles` is the set as the crate
 * lists it (sorted).
 */
export function setOrder(position, set, piles) {
  if (position.rules !== 'circular' || piles.length >= position.piles.length) return piles;
  const n = position.piles.length;
  return Array.from({ length: piles.length }, (_, t) => (set + t) % n);
}

/**
 * The set a move is being composed in, in the rules' plain words, for the move box, the
 * board's caption and what a screen reader hears alike: "You may take from piles 0 and 1
 * together (window 1 of 5)". Circular and Path Nim's sets are windows of piles next to each
 * other, counted from 1 along the board; sets given one by one keep the crate's numbers, as
 * their list of allowed sets shows them. Moore's Nim's sets are named by their piles alone:
 * the crate's numbers of its k-subsets are listed nowhere, and the few a move may use
 * skipped numbers ("set 1, set 3, set 5"). `pending`: {set, piles, setCount}.
 */
export function setChoiceWords(position, { set, piles, setCount }) {
  const ordered = setOrder(position, set, piles);
  const last = ordered.at(-1);
  const names =
    ordered.length > 1 ? `piles ${ordered.slice(0, -1).join(', ')} and ${last} together` : pileName(last);
  if (position.rules === 'moore') return `You may take from ${names}`;
  const which =
    position.rules === 'circular' || position.rules === 'path'
      ? `window ${set + 1} of ${setCount}`
      : `allowed set ${set}`;
  return `You may take from ${names} (${which})`;
}

/**
 * Who has won once the player to move (0 or 1) has no move: in normal play the other one
 * (who made the last move); in misère play the player left without a move, since whoever
 * takes the last token loses.
 */
export function winnerWhenStuck(position, toMove) {
  return isMisere(position) ? toMove : 1 - toMove;
}

// ---------- the board: SetNim drawn as a graph whose edges are the piles ----------

const views = new WeakMap();

/**
 * The graph the board draws for a position. The graph games are drawn as they are. SetNim:
 * pile i is edge i — Circular Nim on the cycle C_n (pile i joins vertices i and i+1 mod n, so
 * a set is k consecutive edges), Path Nim on the path P_{n+1}, Moore's Nim and explicit sets
 * as separate edges (heaps), since their sets are not runs of anything.
 */
export function graphOf(position) {
  if (!isSetGame(position)) return position;
  let view = views.get(position);
  if (view) return view;
  const n = position.piles.length;
  let vertices;
  let ends;
  if (position.rules === 'circular') {
    vertices = n;
    ends = (i) => [i, (i + 1) % n];
  } else if (position.rules === 'path') {
    vertices = n + 1;
    ends = (i) => [i, i + 1];
  } else {
    vertices = 2 * n;
    ends = (i) => [2 * i, 2 * i + 1];
  }
  view = {
    rules: position.rules,
    vertices,
    edges: position.piles.map((t, i) => [...ends(i), t]),
  };
  views.set(position, view);
  return view;
}

/** Where graphOf's vertices stand on the 800×560 board. Each pile's count (a pill about 30
 *  units wide and 26 high) and its name ("p12", at the pill's upper left) need about 64 units
 *  of edge, and the caption the top 60: a long ring is drawn as a loop folded in rows, and
 *  many heaps in more rows of more heaps, so that no two labels overlap up to the Pile games
 *  card's 64 piles (a ring of 64 drawn round at the radius of 7 piles piled them up). */
export function setLayout(position) {
  const n = position.piles.length;
  const cx = BOARD_WIDTH / 2;
  const cy = BOARD_HEIGHT / 2;
  if (position.rules === 'circular') {
    if (n === 1) return [[cx, cy - 60]];
    if (n > RING_MOST) return foldedRing(n);
    const r = Math.min(210, 110 + n * 14);
    return Array.from({ length: n }, (_, i) => {
      // Start at the top-left so pile 0 sits on top, read clockwise.
      const a = -Math.PI / 2 - Math.PI / n + (2 * Math.PI * i) / n;
      return [Math.round(cx + r * Math.cos(a)), Math.round(cy + r * Math.sin(a))];
    });
  }
  if (position.rules === 'path') {
    // Rows of at most 8 edges, snaking, so long rows stay readable.
    const perRow = 8;
    const rows = Math.ceil(n / perRow) || 1;
    const gap = Math.min(170, (BOARD_WIDTH - 100) / Math.min(n, perRow));
    const rowGap = Math.min(140, (BOARD_HEIGHT - 140) / Math.max(1, rows - 1));
    return Array.from({ length: n + 1 }, (_, v) => {
      const row = Math.min(rows - 1, Math.floor(Math.max(0, v - 1) / perRow));
      const along = v - row * perRow;
      const x0 = cx - (gap * Math.min(n, perRow)) / 2;
      const x = row % 2 ? x0 + gap * (Math.min(n, perRow) - along) : x0 + gap * along;
      const y = cy + (rows > 1 ? (row - (rows - 1) / 2) * rowGap : 0);
      return [Math.round(x), Math.round(y)];
    });
  }
  // Heaps: upright edges side by side, in rows of 10 below the caption, or past 60 heaps in
  // six rows of more (72 units apart for 64 heaps, room for a two-digit count and its name).
  const perRow = Math.min(16, Math.max(10, Math.ceil(n / 6)));
  const rows = Math.ceil(n / perRow) || 1;
  const inRow = Math.min(n, perRow);
  const gap = Math.min(110, (BOARD_WIDTH - 120) / Math.max(1, inRow - 1));
  const pitch = Math.min(260, (BOARD_HEIGHT - 85) / rows);
  const height = Math.min(200, pitch - 30);
  const top0 = Math.max(70, cy - ((rows - 1) * pitch + height) / 2);
  const layout = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const x = Math.round(cx - (gap * (inRow - 1)) / 2 + gap * (i % perRow));
    const top = Math.round(top0 + row * pitch);
    layout.push([x, top], [x, top + Math.round(height)]);
  }
  return layout;
}

/** The most piles Circular Nim is drawn round for; more are drawn as a folded loop. */
const RING_MOST = 19;

/**
 * A ring of `n` piles drawn as one closed loop folded in rows below the caption: along the
 * top, down and back in rows, and up the left side to the start — a rectangle for two rows.
 * The fewest rows that leave each pile 70 units; each side of the loop gets its share of the
 * piles, so every edge lies along a side (pile 0 at the top left, read clockwise).
 */
function foldedRing(n) {
  const [left, right, top, bottom, turn] = [60, BOARD_WIDTH - 60, 90, BOARD_HEIGHT - 30, 70];
  let rows = 2;
  const lengthOf = (r) => 2 * (right - left) + (r - 2) * (right - left - turn) + 2 * (bottom - top);
  while (rows < 10 && lengthOf(rows) / n < 70) rows += 2;
  const pitch = (bottom - top) / (rows - 1);
  const corners = [[left, top]];
  for (let r = 0; r < rows; r++) {
    const y = top + r * pitch;
    const last = r === rows - 1;
    // Even rows run right, odd rows back left: to the turn, or the left side for the last.
    if (r % 2 === 0) corners.push([right, y], [right, y + pitch]);
    else corners.push([last ? left : left + turn, y], ...(last ? [] : [[left + turn, y + pitch]]));
  }
  const sides = corners.map((p, i) => [p, corners[(i + 1) % corners.length]]);
  const lengths = sides.map(([p, q]) => Math.abs(q[0] - p[0]) + Math.abs(q[1] - p[1]));
  const total = lengths.reduce((a, b) => a + b, 0);
  // Each side's share of the piles, at least one; those left over go to the longest sides
  // (rows), not to a short turn, whose two piles would crowd.
  const shares = lengths.map((l) => Math.max(1, Math.floor((n * l) / total)));
  const longest = lengths.map((_, i) => i).sort((a, b) => lengths[b] - lengths[a]);
  let extra = n - shares.reduce((a, b) => a + b, 0);
  for (let k = 0; extra !== 0; k = (k + 1) % sides.length) {
    const i = longest[k];
    if (extra > 0 || shares[i] > 1) {
      shares[i] += Math.sign(extra);
      extra -= Math.sign(extra);
    }
  }
  return sides.flatMap(([p, q], i) =>
    Array.from({ length: shares[i] }, (_, j) => [
      Math.round(p[0] + ((q[0] - p[0]) * j) / shares[i]),
      Math.round(p[1] + ((q[1] - p[1]) * j) / shares[i]),
    ]),
  );
}

/** The board in words for screen readers. */
export function describeSetBoard(position) {
  const piles = position.piles.map((t, i) => `${pileName(i)}: ${count(t, 'token', 'tokens')}`);
  return `${gameTitle(position)}${isMisere(position) ? ', misère play' : ''}: ${count(position.piles.length, 'pile', 'piles')}; ${moveRule(position)}. ${piles.join('; ')}.`;
}
