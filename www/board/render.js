// www/board/: the board itself: drawing the graph as SVG from the state (render.js, never
// changing state), pointer and keyboard input turned into actions (input.js) and the legend
// line under the board (legend.js). It may import
// common/, piles/setnim-board.js (the piles' decor drawn on the board) and page/lazy-part.js
// (when to fetch the badges' placement, badge-places.js).
//
// Draws the board (SVG) from the state. Reads state, writes DOM, never changes state.
// Elements are built once per board shape and patched in place (see renderBoard).
// Everything user-controlled goes in through textContent / setAttribute, never markup.

import { focusedElement } from '../common/dom.js';
import { BOARD_WIDTH, BOARD_HEIGHT, positionKey, reviewBoard } from '../common/state.js';
import { count, edgeName, hasTwin } from '../common/words.js';
import { describeSetBoard, graphOf, isSetGame } from '../common/games.js';
import { afterFirstView } from '../page/lazy-part.js';

const SVG_NS = 'http://www.w3.org/2000/svg';
const VERTEX_RADIUS = 17;
export const PARALLEL_GAP = 42;
/** A loop's control points: how far from its vertex (board units at scale 1) and how wide
 *  apart (radians either side of its axis), and how far apart loops at one vertex fan. */
const LOOP_SIZE = 100;
const LOOP_SPREAD = 0.85;
const LOOP_FAN = 1.35;
/** Between a loop's tip and its count's pill. */
const LOOP_LABEL_GAP = 6;

function svg(tag, attrs = {}, parent = null) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs))
    if (v !== undefined && v !== null) el.setAttribute(k, String(v));
  if (parent) parent.appendChild(el);
  return el;
}

/** Geometry of every edge: {d: path data, label: [x, y], loop: bool}. `sizes` are the sizes
 *  the labels and vertices are drawn at ({scale: renderBoard's s, larger on a small screen,
 *  numberSize: a vertex number's font size in board units}), which the labels' places must
 *  allow for, and `paths`: clear-paths.js once it has come (else loops point away from the
 *  middle and lone edges are straight). Shared with input.js hit tests. */
export function edgeGeometry(position, layout, sizes = {}) {
  const groups = new Map();
  position.edges.forEach(([u, v], i) => {
    const key = u <= v ? `${u},${v}` : `${v},${u}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(i);
  });
  const centre = layout.length
    ? [
        layout.reduce((s, p) => s + p[0], 0) / layout.length,
        layout.reduce((s, p) => s + p[1], 0) / layout.length,
      ]
    : [BOARD_WIDTH / 2, BOARD_HEIGHT / 2];
  const geometry = new Array(position.edges.length);
  // Loops last: each goes where the edges drawn before it leave room.
  const isLoop = (indices) => Number(position.edges[indices[0]][0] === position.edges[indices[0]][1]);
  for (const indices of [...groups.values()].sort((x, y) => isLoop(x) - isLoop(y))) {
    const [u, v] = position.edges[indices[0]];
    const a = layout[Math.min(u, v)] ?? [0, 0];
    const b = layout[Math.max(u, v)] ?? [0, 0];
    if (u === v) {
      // Loops point away from the graph's centre; several loops fan out. A loop is a round
      // eye (control points wide apart), long enough to stand clear of its vertex's disc, and
      // its count stands beyond its tip, beside the loop rather than on it.
      let away = Math.atan2(a[1] - centre[1], a[0] - centre[0]);
      if (Math.hypot(a[0] - centre[0], a[1] - centre[1]) < 1) away = -Math.PI / 2;
      const scale = sizes.scale ?? 1;
      if (sizes.paths) away = sizes.paths.clearOfEdges(away, position, layout, u, geometry, scale);
      const loops = (base) =>
        indices.map((edge, j) => {
          const angle = base + (j - (indices.length - 1) / 2) * LOOP_FAN;
          const size = (LOOP_SIZE + 24 * Math.floor(j / 4)) * scale;
          const axis = [Math.cos(angle), Math.sin(angle)];
          // A cubic with both controls at `size` reaches 3/4 of their projection on its axis.
          const tip = 0.75 * size * Math.cos(LOOP_SPREAD);
          const beyond = tip + LOOP_LABEL_GAP * scale + pillExtent(axis, scale);
          return { edge, angle, size, label: [a[0] + beyond * axis[0], a[1] + beyond * axis[1]] };
        });
      // Turned towards the board's middle as little as needed for every count to be on the
      // board (a vertex near its edge would push the count off it).
      const turns = [0, 0.4, -0.4, 0.8, -0.8, 1.2, -1.2, 1.6, -1.6, 2.1, -2.1, Math.PI];
      const onBoard = ([x, y]) =>
        x > 20 * scale && x < BOARD_WIDTH - 20 * scale && y > 14 * scale && y < BOARD_HEIGHT - 14 * scale;
      const fan = turns.map((turn) => loops(away + turn)).find((each) => each.every((l) => onBoard(l.label)));
      for (const { edge, angle, size, label } of fan ?? loops(away)) {
        const c1 = [a[0] + size * Math.cos(angle - LOOP_SPREAD), a[1] + size * Math.sin(angle - LOOP_SPREAD)];
        const c2 = [a[0] + size * Math.cos(angle + LOOP_SPREAD), a[1] + size * Math.sin(angle + LOOP_SPREAD)];
        // The hint's badge beside the count, on the side away from the vertex (rightwards
        // unless the loop points left), as an edge's is: across the loop's axis, it sat on
        // the loop's far side or by the next edge's badge, apart from its own count.
        geometry[edge] = {
          d: `M${a[0]},${a[1]} C${c1[0]},${c1[1]} ${c2[0]},${c2[1]} ${a[0]},${a[1]}`,
          label,
          loop: true,
          badgeAway: [Math.cos(angle) < -0.1 ? -1 : 1, 0],
        };
      }
      continue;
    }
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const length = Math.hypot(dx, dy) || 1;
    const normal = [-dy / length, dx / length];
    const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    // A lone edge whose straight line would cross another vertex or run along another edge
    // from its ends is bowed clear, as parallel edges are (edge 4–2 drawn straight through
    // vertex 3 looked like a second edge 3–4, its count beside 3–4's).
    const bow =
      indices.length === 1 && sizes.paths
        ? sizes.paths.clearBow(position, layout, indices[0], sizes.scale ?? 1)
        : 0;
    indices.forEach((edge, j) => {
      const offset = bow || (j - (indices.length - 1) / 2) * PARALLEL_GAP * (sizes.scale ?? 1);
      // A parallel edge's badges go where no other count of its group is: outwards for the
      // outer edges, along the line for the middle one (its neighbours' counts are beside it).
      const badgeAway =
        indices.length < 2 && !offset
          ? null
          : offset
            ? [Math.sign(offset) * normal[0], Math.sign(offset) * normal[1]]
            : [dx / length, dy / length];
      const control = [mid[0] + 2 * offset * normal[0], mid[1] + 2 * offset * normal[1]];
      geometry[edge] = {
        d: offset
          ? `M${a[0]},${a[1]} Q${control[0]},${control[1]} ${b[0]},${b[1]}`
          : `M${a[0]},${a[1]} L${b[0]},${b[1]}`,
        label: [mid[0] + offset * normal[0], mid[1] + offset * normal[1]],
        loop: false,
        segment: offset ? null : [a, b],
        curve: [a, control, b],
        badgeAway,
      };
    });
  }
  separateLabels(geometry, layout, { scale: 1, numberSize: 13, ...sizes });
  return geometry;
}

/** How far a count pill (two digits) reaches from its centre in the unit direction `d`. */
function pillExtent(d, scale) {
  return (Math.abs(d[0]) * 18 + Math.abs(d[1]) * 13) * scale;
}

/** Half a count pill's size with a margin, in board units at scale 1: a pill is 26 high and
 *  30 to 36 wide for one or two digits (patchBoard). */
const LABEL_HALF_WIDTH = 19;
const LABEL_HALF_HEIGHT = 14;
/** The least room between two count pills, in board units at scale 1. */
const LABEL_GAP = 4;
/** Where along a straight edge a label may slide to, in order of preference. */
const LABEL_SLOTS = [0.5, 0.45, 0.55, 0.4, 0.6, 0.36, 0.64, 0.32, 0.68, 0.28, 0.72, 0.24, 0.76, 0.2, 0.8];
/** How far beside its line a label may stand (board units at scale 1): the line still runs
 *  under its pill, so it reads as that edge's. */
const LABEL_SIDE_STEPS = [0, 8, -8, 14, -14];

/**
 * Edges that cross at their midpoints (K_{m,n}, K_n, hypercubes, the Petersen graph's star)
 * would stack their count labels on one spot, hiding all but one, and a short edge's label
 * would lie over its vertices' numbers. Each straight edge's label takes the spot along (or
 * just beside) its line that hides least: never another label, then not a vertex's number,
 * then not its disc, then not touching another label, then not another edge's line; the
 * labels are placed in turn, then each placed again against all the others, four times, so a
 * label placed early is not stuck where a later one needs room. On a phone labels and discs
 * are drawn larger (`scale`) and so need more room; loops and parallel edges keep their own
 * places.
 */
function separateLabels(geometry, layout, { scale, numberSize }) {
  const halfWidth = LABEL_HALF_WIDTH * scale;
  const halfHeight = LABEL_HALF_HEIGHT * scale;
  const discRadius = VERTEX_RADIUS * scale + 2;
  // A vertex's number as drawn: up to two digits, its font size high.
  const numberHalf = [0.65 * numberSize, 0.5 * numberSize];
  const segments = geometry.filter((g) => g?.segment).map((g) => g.segment);
  const spotsOf = (g) => {
    if (!g.segment) return [g.label];
    const [a, b] = g.segment;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const normal = [-(b[1] - a[1]) / length, (b[0] - a[0]) / length];
    return LABEL_SIDE_STEPS.flatMap((side) =>
      LABEL_SLOTS.map((t) => [
        a[0] + t * (b[0] - a[0]) + side * scale * normal[0],
        a[1] + t * (b[1] - a[1]) + side * scale * normal[1],
      ]),
    );
  };
  const apartBy = (gap) => (p, q) =>
    Math.abs(p[0] - q[0]) >= 2 * halfWidth + gap || Math.abs(p[1] - q[1]) >= 2 * halfHeight + gap;
  const labelsApart = apartBy(0);
  // Better still with room between the pills: two that merely do not overlap touch (the
  // Petersen graph's star on a phone read as one block of counts). Less than covering a
  // vertex's disc is worth, more than lying on another edge's line.
  const labelsClear = apartBy(LABEL_GAP * scale);
  const coversNumber = (p, [x, y]) =>
    Math.abs(x - p[0]) < halfWidth + numberHalf[0] && Math.abs(y - p[1]) < halfHeight + numberHalf[1];
  const coversDisc = (p, [x, y]) =>
    Math.hypot(Math.max(0, Math.abs(x - p[0]) - halfWidth), Math.max(0, Math.abs(y - p[1]) - halfHeight)) <
    discRadius;
  // A count must not sit on another edge's line either (two diagonals cross at their midpoints,
  // so a count left at the crossing would read as the other edge's).
  const onLines = (p, own) =>
    segments.filter((seg) => seg !== own && distanceToSegment(p, seg) < LABEL_LINE_GAP).length;
  /** How much a label at `p` hides: lower is better; the order of the spots breaks ties. */
  const cost = (p, g, others) =>
    1000 * others.filter((q) => !labelsApart(p, q)).length +
    100 * layout.filter((v) => coversNumber(p, v)).length +
    10 * layout.filter((v) => coversDisc(p, v)).length +
    5 * others.filter((q) => !labelsClear(p, q)).length +
    onLines(p, g.segment);
  const best = (g, others) => {
    let choice = g.label;
    let lowest = Infinity;
    for (const p of spotsOf(g)) {
      const c = cost(p, g, others);
      if (c < lowest) [choice, lowest] = [p, c];
      if (c === 0) break;
    }
    return choice;
  };
  const movable = geometry.filter((g) => g?.segment);
  const placed = [];
  for (const g of geometry) {
    if (!g) continue;
    if (g.segment) g.label = best(g, placed);
    placed.push(g.label);
  }
  const labelsOf = (except) => geometry.filter((g) => g && g !== except).map((g) => g.label);
  for (let pass = 0; pass < 4; pass++) for (const g of movable) g.label = best(g, labelsOf(g));
}

/** Half a count pill's width plus a margin, in board units: how close a foreign line may pass. */
const LABEL_LINE_GAP = 24;

function distanceToSegment(p, [a, b]) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy || 1;
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** "Edge-Nim board: 4 vertices, 2 edges. 0–1: 1 token; 2–3: 2 tokens." */
function describeBoard(position) {
  const walk = position.rules === 'walk';
  const edges = position.edges.map(
    ([, , t], e) => `${edgeName(position, e)}: ${walk ? `weight ${t}` : count(t, 'token', 'tokens')}`,
  );
  const piece = walk ? ` The piece is on vertex ${position.token ?? 0}.` : '';
  return `${walk ? 'Walking Nim' : 'Edge-Nim'} board: ${count(position.vertices, 'vertex', 'vertices')}, ${count(position.edges.length, 'edge', 'edges')}.${edges.length ? ` ${edges.join('; ')}.` : ''}${piece}`;
}

/**
 * The visible part of the board. While editing, the whole board (so there is room to add
 * vertices anywhere); while playing, zoomed to the graph so small screens show it large.
 */
function viewBoxFor(state, svgRoot, reach = []) {
  const full = [0, 0, BOARD_WIDTH, BOARD_HEIGHT];
  if (state.mode !== 'play' || !state.layout.length) return full;
  // In a course page's frame or element the board's box has its own proportions (wider than
  // the board in a 640×520 frame): the view takes them, with a narrower margin, so the graph
  // fills the box instead of floating in a band of empty board.
  const embedded = state.embed && svgRoot?.clientWidth > 0 && svgRoot?.clientHeight > 0;
  const aspect = embedded ? svgRoot.clientWidth / svgRoot.clientHeight : BOARD_WIDTH / BOARD_HEIGHT;
  const margin = embedded ? 60 : 90;
  const xs = state.layout.map((p) => p[0]);
  const ys = state.layout.map((p) => p[1]);
  // A loop and its count reach further from their vertex than the margin: their own box
  // (`reach`, [x0, y0, x1, y1] each) is kept inside with a narrow margin.
  let [x0, x1, y0, y1] = [
    Math.min(Math.min(...xs) - margin, ...reach.map((r) => r[0] - 12)),
    Math.max(Math.max(...xs) + margin, ...reach.map((r) => r[2] + 12)),
    Math.min(Math.min(...ys) - margin, ...reach.map((r) => r[1] - 12)),
    Math.max(Math.max(...ys) + margin, ...reach.map((r) => r[3] + 12)),
  ];
  // Keep the board's aspect ratio and a sensible minimum size.
  let w = Math.max(x1 - x0, 360);
  let h = Math.max(y1 - y0, 252);
  if (w / h > aspect) h = w / aspect;
  else w = h * aspect;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  if (!embedded && w >= BOARD_WIDTH) return full;
  return [Math.round(cx - w / 2), Math.round(cy - h / 2), Math.round(w), Math.round(h)];
}

/** The boxes ([x0, y0, x1, y1]) a loop and its count's pill cover: the loop between its
 *  vertex and its tip, the pill around its label's place. */
function loopReach(position, layout, geometry, scale) {
  return geometry.flatMap((g, e) => {
    if (!g?.loop) return [];
    const [x, y] = layout[position.edges[e][0]] ?? [0, 0];
    const [lx, ly] = g.label;
    const pill = [18 * scale, 13 * scale];
    return [
      [
        Math.min(x, lx - pill[0]),
        Math.min(y, ly - pill[1]),
        Math.max(x, lx + pill[0]),
        Math.max(y, ly + pill[1]),
      ],
    ];
  });
}

/** A hint's winning move, or null when the player to move loses. */
function winningMove(result) {
  return result.outcome === 'N' ? (result.winning_moves?.[0] ?? null) : null;
}

/** Which move (if any) the board highlights, and how: {move, kind: 'hint'|'last'|'preview'|'pending', outcome?}. */
export function highlights(state, view) {
  // A picture exported without the marks (the export card's choice): the position alone.
  if (view.unmarked) return [];
  // A picture exported with the move to make from this position (the hint's, a review's
  // better move, a puzzle's solution) and no other mark: what the TikZ can draw too, since
  // the last move is already applied and has no place in a picture without a legend.
  if (view.winningOnly) return boardMarks(state, view).filter((mark) => mark.kind === 'hint');
  return boardMarks(state, view);
}

function boardMarks(state, view) {
  // A game review showing an earlier position marks only the better move there.
  // Stepping through a finished game marks the move that led there, as the last move.
  // A hint asked for on such a position marks its winning move there too.
  const review = reviewBoard(state);
  if (review?.kind === 'played') {
    const marks = review.move ? [{ move: review.move, kind: 'last', previous: true }] : [];
    const hint = state.hint?.key === positionKey(review.position) ? winningMove(state.hint.result) : null;
    return hint ? [...marks, { move: hint, kind: 'hint' }] : marks;
  }
  if (review) return [{ move: review.move, kind: 'hint' }];
  const list = [];
  const key = positionKey(state.position);
  // A move previewed (Why?, the analysis list) is the one mark of a move to make: the last
  // move's badges beside it ("−1" in orange next to the preview's "−1" in red) read as one.
  if (state.mode === 'play' && state.lastMove && !view.previewMove)
    list.push({ move: state.lastMove.move, kind: 'last', previous: true });
  // A puzzle's revealed solution or refutation replaces the hint's move: two marks on one
  // edge would read as one bigger move ("−1 −1" looks like "take 2").
  if (
    !view.previewMove &&
    !composingAnother(state) &&
    !state.puzzle?.shown &&
    state.hint?.key === key &&
    winningMove(state.hint.result)
  ) {
    list.push({ move: winningMove(state.hint.result), kind: 'hint' });
  }
  if (view.previewMove)
    list.push({
      move: view.previewMove.move,
      kind: view.previewMove.outcome === 'P' ? 'preview-win' : 'preview-lose',
    });
  // A puzzle's refutation (the opponent's winning reply, red) or revealed solution (green).
  const shown = state.puzzle?.shown;
  if (shown) list.push({ move: shown.move, kind: shown.kind === 'solution' ? 'hint' : 'preview-lose' });
  return list;
}

/**
 * Whether the move being composed departs from the hint's winning move: the hint's marks
 * then step aside, so the board shows one move, the player's own (they come back on Cancel).
 */
function composingAnother(state) {
  const pending = state.pending;
  const hinted = state.hint?.result?.winning_moves?.[0];
  if (!pending || !hinted) return false;
  if (pending.edge !== undefined) return pending.edge !== hinted.edge;
  if (pending.set !== undefined && hinted.set !== undefined && pending.set !== hinted.set) {
    const chosen = Object.values(pending.take ?? {}).some((a) => a > 0);
    if (chosen) return true;
  }
  const amounts = amountsOf(hinted);
  return Object.entries(pending.take ?? {}).some(([e, a]) => a > 0 && !(amounts.get(Number(e)) >= a));
}

function amountsOf(move) {
  const amounts = new Map();
  if (!move) return amounts;
  if (Array.isArray(move.take)) for (const [e, a] of move.take) amounts.set(e, a);
  else if (move.edge !== undefined) amounts.set(move.edge, move.take);
  return amounts;
}

/**
 * Whether a board needs clear-paths.js at once: it has a loop, or an edge's straight line
 * passes within 50 board units of another vertex (its test's 26 at the largest scale, 1.9). A
 * cheap test, so the first view of an ordinary board never fetches the chunk; edges along
 * each other from one vertex wait for it to come after the first view has settled.
 */
function mayNeedClearPaths({ vertices, edges }, layout) {
  const at = (v) => layout[v] ?? [0, 0];
  return edges.some(([u, v]) => {
    if (u === v) return true;
    const [a, b] = [at(u), at(v)];
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    for (let w = 0; w < vertices; w++) {
      if (w === u || w === v) continue;
      const p = at(w);
      const t = Math.max(
        0,
        Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)),
      );
      if (Math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1]) < 50) return true;
    }
    return false;
  });
}

/**
 * Renders the board into `svgRoot`. `view` holds render-only inputs that are not game
 * state (e.g. the analysis row under the pointer).
 *
 * The board's elements are built once per shape (which edges join which vertices, where the
 * vertices stand, the view box and scale) and patched in place afterwards: a hint, a
 * selection, a typed amount or a move only changes classes, counts and badges. So an element
 * under the pointer or holding the focus stays the same element, and a hint paints only what
 * it changes (the profile of a warm hint showed the full rebuild's layout and paint as the
 * largest part of the page's share).
 */
export function renderBoard(svgRoot, state, view = {}) {
  // SetNim is drawn as the graph whose edges are its piles (games.js); a game review may
  // show an earlier position.
  const review = reviewBoard(state);
  if (state.engineReady && !badgePlacesScheduled) {
    badgePlacesScheduled = true;
    afterFirstView(loadBadgePlaces);
    afterFirstView(clearPaths.load);
  }
  const shownPosition = review?.position ?? state.position;
  const setGame = isSetGame(shownPosition);
  const position = graphOf(shownPosition);
  const { layout } = state;
  let box = viewBoxFor(state, svgRoot);
  // The smaller scale of the two: a board capped to the window's height (style.css) is drawn
  // narrower than its box.
  const scaleFor = (b) =>
    Math.min((svgRoot.clientWidth || BOARD_WIDTH) / b[2], (svgRoot.clientHeight || BOARD_HEIGHT) / b[3]);
  // On small screens the board is drawn small; enlarge vertices and labels (in board units)
  // so they stay readable and easy to tap.
  const sizeFor = (b) => Math.max(1, Math.min(1.9, 0.75 / scaleFor(b)));
  // A loop drawn beyond the margin (larger on a small screen) widens the view to hold it and
  // its count; the wider view draws them larger, so fit twice.
  // The paths round what is in the way (clear-paths.js), once here or when this board may
  // need them (a loop always may).
  let paths = clearPaths.part();
  if (state.mode === 'play' && position.edges.some(([u, v]) => u === v))
    for (let pass = 0; pass < 2; pass++) {
      const scale = sizeFor(box);
      paths ??= clearPaths.get(svgRoot, state, view);
      const geometry = edgeGeometry(position, layout, {
        scale,
        numberSize: numberSize(scale, 1 / scaleFor(box)),
        paths,
      });
      box = viewBoxFor(state, svgRoot, loopReach(position, layout, geometry, scale));
    }
  const pixelsPerUnit = scaleFor(box);
  const s = sizeFor(box);
  // Vertex numbers, pile names and badges are never drawn under MIN_TEXT_PX (style.css's
  // floors read this): on a phone the scale alone left them at 8 to 10 pixels.
  const unitsPerPixel = 1 / pixelsPerUnit;
  const floor = unitsPerPixel.toFixed(4);
  if (svgRoot.style.getPropertyValue('--units-per-px') !== floor)
    svgRoot.style.setProperty('--units-per-px', floor);
  // Skip the work when nothing the board shows has changed (side panels update more often).
  const key = JSON.stringify([
    state.position,
    layout,
    box,
    s,
    state.mode,
    state.tool,
    state.selection,
    state.pending,
    state.lastMove,
    state.hint?.key,
    state.hint?.result?.winning_moves?.[0],
    state.dragEdge,
    view.previewMove?.move,
    review?.move,
    review?.index, // the same move may be played twice in a row: the step tells them apart
    review?.kind,
    state.puzzle?.shown,
    state.showEdgeNumbers,
    state.lock,
    state.touch,
  ]);
  if (svgRoot.__renderKey === key) return;
  svgRoot.__renderKey = key;

  // A board that may need them is drawn again when they come; any other keeps its elements
  // (a board rebuilt at the chunk's coming, under a Hint pressed, lost its patched state).
  const mayNeedPaths = mayNeedClearPaths(position, layout);
  if (mayNeedPaths) paths ??= clearPaths.get(svgRoot, state, view);
  // What the elements themselves depend on; everything else is patched.
  const shape = JSON.stringify([
    mayNeedPaths && !!paths,
    position.rules,
    position.vertices,
    position.edges.map(([u, v]) => [u, v]),
    setGame,
    layout,
    box,
    s,
    state.showEdgeNumbers || setGame,
    position.vertices === 0 && [state.lock, state.touch],
    Math.round(numberSize(s, unitsPerPixel)),
  ]);
  let board = svgRoot.__board;
  if (!board || board.shape !== shape) {
    const focused = focusedElement(svgRoot);
    const focusKey = focused && svgRoot.contains(focused) ? focused.getAttribute('data-focus-key') : null;
    board = svgRoot.__board = buildBoard(svgRoot, state, {
      paths,
      position,
      setGame,
      layout,
      box,
      s,
      unitsPerPixel,
    });
    board.shape = shape;
    // (Unless a key asked for focus elsewhere: the item with that key may be another one now,
    // e.g. the vertex renumbered into a deleted one's place.) An item that is gone (Undo took
    // back the vertex N added) leaves the focus on the board itself, as a deletion does: it
    // fell to the page, where the next key reached no board.
    if (focusKey && !state.focusTarget)
      (svgRoot.querySelector(`[data-focus-key="${focusKey}"]`) ?? svgRoot).focus({ preventScroll: true });
  }
  patchBoard(svgRoot, board, state, view, { position, setGame, box, s, unitsPerPixel });
}

/**
 * Focus on an edge that has just left the Tab order (its last token taken) goes on to the
 * next item of the board's order, as Tab would go, or to the board when none is left: kept on
 * it, a screen reader said "edge 2–3, 0 tokens" after the move, where Help says empty edges
 * are passed over.
 */
function handFocusOn(svgRoot, edge) {
  const items = [...svgRoot.querySelectorAll('[data-focus-key][tabindex="0"]')];
  const next = items.find((el) => edge.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  (next ?? items[0] ?? svgRoot).focus({ preventScroll: true });
}

/** A focus indicator's width in CSS pixels, and the gap between a vertex's rings, in board
 *  units: WCAG 2.2's focus appearance asks for at least 2 CSS pixels, however small the
 *  board is drawn. */
const FOCUS_PX = 4;
const FOCUS_GAP = 4;

/** The width of a label's or a vertex's focus ring, in board units: 4 at the board's scale,
 *  or FOCUS_PX on the screen if that is larger (style.css draws the edge's band the same). */
function focusWidth(s, unitsPerPixel) {
  return Math.max(4 * s, FOCUS_PX * unitsPerPixel);
}

/** The smallest a board's words are drawn, in CSS pixels (style.css keeps the same floor). */
const MIN_TEXT_PX = 12;

/** A vertex number's font size in board units, as style.css draws it: 13 at the board's
 *  scale, or MIN_TEXT_PX on the screen if that is larger. */
function numberSize(s, unitsPerPixel) {
  return Math.max(13 * s, MIN_TEXT_PX * unitsPerPixel);
}

/** Where an edge's name (style.css .edge-id) stands on its pill's left: above it, or below it
 *  when the edge runs down to the right ("\"), whose line passes the pill's upper left. */
function nameBaseline(position, layout, e, s, unitsPerPixel) {
  const [u, v] = position.edges[e];
  const [x0, y0] = layout[u] ?? [0, 0];
  const [x1, y1] = layout[v] ?? [0, 0];
  if (u === v || (x1 - x0) * (y1 - y0) <= 0) return -10 * s;
  const fontSize = Math.max(11 * s, MIN_TEXT_PX * unitsPerPixel);
  return 10 * s + 0.75 * fontSize;
}

/** Where a parallel edge's name goes, [text-anchor, baseline]: beside its pill on the side
 *  its group leaves free (`away`, its badgeAway). */
function awayNamePlace([ax, ay], s, font) {
  // Above or below: clear of the pill (13 units high each way) by the text's descent or ascent too.
  if (Math.abs(ay) >= Math.abs(ax)) return ['middle', ay < 0 ? -15 * s - 0.3 * font : 15 * s + font];
  return [ax < 0 ? 'end' : 'start', 0.35 * font];
}

/** The board's elements for one shape, with the references patchBoard needs. */
function buildBoard(svgRoot, state, { paths, position, setGame, layout, box, s, unitsPerPixel }) {
  const geometry = edgeGeometry(position, layout, {
    scale: s,
    numberSize: numberSize(s, unitsPerPixel),
    paths,
  });
  svgRoot.replaceChildren();
  // The board in words, for screen readers: its vertices and edges with their counts (named
  // by the board's description with its keys, page/panels.js).
  const desc = svg('desc', { id: svgRoot.id ? `${svgRoot.id}-desc` : null }, svgRoot);
  svgRoot.setAttribute('viewBox', box.join(' '));
  svgRoot.style.setProperty('--s', s.toFixed(3));
  const edgesLayer = svg('g', { class: 'edges' }, svgRoot);
  // The counts, names and badges are drawn text a screen reader read loose beside the edges
  // ("1 3 3 3", "−1"): each edge's name says its count, and its description its badges.
  const labelsLayer = svg('g', { class: 'labels', 'aria-hidden': 'true' }, svgRoot);
  const verticesLayer = svg('g', { class: 'vertices' }, svgRoot);
  // The "−k" badges of a hint or the last move, over everything: drawn in their edge's label
  // they went under a vertex near it (the computer's move hidden under vertex 9 of the
  // Petersen graph on a phone). They take no taps: what is under them stays pressable.
  const badgesLayer = svg('g', { class: 'badges', 'aria-hidden': 'true' }, svgRoot);

  const edges = position.edges.map(([u, v], e) => {
    const g = geometry[e];
    if (!g) return null;
    const group = svg(
      'g',
      { class: 'edge', 'data-edge': e, 'data-focus-key': `e${e}`, tabindex: 0, role: 'button' },
      edgesLayer,
    );
    svg('path', { class: 'edge-hit', d: g.d }, group);
    // Focus indicators, shown only while the edge has the keyboard's focus (style.css): a
    // band along the edge under its line, and a ring around its token label (the label is
    // in the layer above, so the ring, a pill larger than it, shows as a band around it).
    svg('path', { class: 'edge-focus', d: g.d }, group);
    svg('path', { class: 'edge-line', d: g.d }, group);
    const focusRing = svg(
      'rect',
      { class: 'edge-focus-ring', transform: `translate(${g.label[0]},${g.label[1]})` },
      group,
    );
    const label = svg(
      'g',
      { class: 'edge-label', 'data-edge': e, transform: `translate(${g.label[0]},${g.label[1]})` },
      labelsLayer,
    );
    // A square with rounded corners, not a disc: a vertex is the board's disc with a number,
    // and the two are told apart at a glance (the legend under the board says which is which).
    const rect = svg('rect', { y: -13 * s, height: 26 * s, rx: 5 * s }, label);
    const text = svg('text', { class: 'edge-count', 'text-anchor': 'middle', dy: '0.35em' }, label);
    // Piles are named by number in the move panel, so their numbers are always shown; so are
    // parallel edges', which the page's words name by number ("0–1 (edge 0)", words.js).
    let number = null;
    if (state.showEdgeNumbers || setGame || hasTwin(position, e)) {
      // At the pill's left, its name before its count ("p0 3"): the right is the hint's
      // badges' ("−2"), which covered a name drawn there. Above the pill's left, unless the
      // edge runs that way (down to the right, "\"): its line crossed the name, so below.
      // A parallel edge's goes beside its pill on the side its group leaves free (badgeAway:
      // outwards, along the line for the middle one): at the left it lay under its twin's
      // pill, or read as another edge's.
      const away = !setGame && u !== v && hasTwin(position, e) ? g.badgeAway : null;
      const [anchor, y] = away
        ? awayNamePlace(away, s, Math.max(11 * s, MIN_TEXT_PX * unitsPerPixel))
        : ['end', nameBaseline(position, layout, e, s, unitsPerPixel)];
      number = svg('text', { class: 'edge-id', y, 'text-anchor': anchor }, label);
      number.textContent = setGame ? `p${e}` : `e${e}`;
    }
    // Named as the move box and the lists name it (words.js edgeName): by its ends, with its
    // number only where parallel edges or loops at one vertex share them ("0–1 (edge 0)"); a
    // number said after every edge's name was noise to a screen reader.
    const name = setGame ? `pile ${e}` : `${u === v ? '' : 'edge '}${edgeName(position, e)}`;
    return {
      group,
      label,
      at: g.label,
      rect,
      focusRing,
      text,
      number,
      badges: [],
      name,
      // Circular Nim's badges stand outside the ring, each pile's on the same side.
      badgeAway: state.position.rules === 'circular' ? outwards(g.label) : g.badgeAway,
    };
  });

  // Each element gets its class first, so an exported SVG (board-image.js) lists it first.
  const vertices = [];
  for (let v = 0; v < position.vertices; v++) {
    const [x, y] = layout[v] ?? [0, 0];
    // A SetNim board's vertices only join its piles: small dots, nothing to click.
    if (setGame) {
      svg('circle', { class: 'set-joint', cx: x, cy: y, r: 6 * s }, verticesLayer);
      continue;
    }
    const group = svg(
      'g',
      {
        class: 'vertex',
        'data-vertex': v,
        'data-focus-key': `v${v}`,
        transform: `translate(${x},${y})`,
        tabindex: 0,
        role: 'button',
      },
      verticesLayer,
    );
    // The focus ring (shown while the vertex has the keyboard's focus) stands outside the
    // ring that marks a selection, a hint or the last move, so both show at once.
    const focusRing = svg('circle', { class: 'vertex-focus' }, group);
    svg('circle', { class: 'vertex-ring', r: s * VERTEX_RADIUS + 7 }, group);
    svg('circle', { class: 'vertex-body', r: s * VERTEX_RADIUS }, group);
    const label = svg('text', { class: 'vertex-label', 'text-anchor': 'middle', dy: '0.35em' }, group);
    label.textContent = String(v);
    vertices[v] = { group, label, focusRing, piece: null };
  }

  if (position.vertices === 0) drawEmptyBoardText(svgRoot, state);
  return { geometry, desc, edgesLayer, badgesLayer, edges, vertices, decor: [] };
}

/** Where the k-th "−n" badge of a count pill `width` wide goes, [dx, dy] from the pill's
 *  centre: at its upper right, or for a loop or a parallel edge in the direction `away` (a unit vector),
 *  clear of the pill, so it covers no other count of the group. */
function badgePlace(away, width, k, s) {
  if (!away) return [width / 2 + s * (18 + k * 36), -16 * s];
  const pill = Math.abs(away[0]) * (width / 2) + Math.abs(away[1]) * 13 * s;
  const badge = (Math.abs(away[0]) * 16 + Math.abs(away[1]) * 11) * s;
  const distance = pill + 4 * s + badge + k * (2 * badge + 4 * s);
  return [away[0] * distance, away[1] * distance];
}

/** The unit vector from the board's middle (a ring's centre) to `point`. */
function outwards([x, y]) {
  const d = [x - BOARD_WIDTH / 2, y - BOARD_HEIGHT / 2];
  const length = Math.hypot(...d) || 1;
  return [d[0] / length, d[1] / length];
}

/** A "−n" badge's half width and half height at scale 1 (board units). */
const BADGE_HALF = [16, 11];

/** A badge's half width and half height (board units) for its text `width` wide at `font`
 *  units high: as large as BADGE_HALF at scale `s`, or larger to hold the text. */
function badgeHalf(width, font, s) {
  return [Math.max(BADGE_HALF[0] * s, width / 2 + 0.45 * font), Math.max(BADGE_HALF[1] * s, 0.8 * font)];
}
/** A badge's usual place (badgePlace) in board units, moved out as far as a badge larger
 *  than BADGE_HALF (`[bw, bh]`, its half width and half height) needs. */
function usualBadgePlace(parts, k, s, [bw, bh]) {
  return badgePlace(parts.badgeAway, parts.width, k, s).map(
    (d, i) =>
      parts.at[i] + d + (d ? Math.sign(d) * (i ? bh - BADGE_HALF[1] * s : bw - BADGE_HALF[0] * s) : 0),
  );
}

/**
 * A part of the board's drawing that is a chunk of its own, fetched when first needed
 * (`importPart`: its dynamic import). `get(svgRoot, state, view)` gives the module if it is
 * here; else null, with the board noted to be drawn again (from the same state and view) as
 * soon as it comes, and the fetch started. `load()` fetches it (once; again after a failure:
 * offline before the site was stored, the board is drawn without it and the next drawing
 * that needs it tries again) and resolves when it is here or has failed.
 */
function partDrawnLater(importPart) {
  let part = null;
  let loading = null;
  const drawnBefore = new Map();
  function load() {
    loading ??= importPart().then(
      (module) => {
        part = module;
        for (const [root, [state, view]] of drawnBefore) {
          if (!root.isConnected) continue;
          root.__renderKey = null;
          renderBoard(root, state, view);
        }
        drawnBefore.clear();
      },
      () => {
        loading = null;
      },
    );
    return loading;
  }
  function get(svgRoot, state, view) {
    if (part) return part;
    drawnBefore.set(svgRoot, [state, view]);
    load();
    return null;
  }
  return { load, get, part: () => part };
}

// The search that keeps badges clear of everything else (badge-places.js) is a chunk of its
// own, not in the first view: no badge is on the first drawing. It is fetched once the first
// view has settled (afterFirstView: the first press, key or scroll, or two seconds after the
// engine is ready), so it is here before the first move or hint, or at the first drawing with
// a badge, whichever is first. Until it comes, badges stand at their usual places (readable,
// if sometimes over a neighbour's count). A caller that needs the proper places at once (an
// exported picture) waits for loadBadgePlaces().
const badgePlaces = partDrawnLater(() => import('./badge-places.js'));
let badgePlacesScheduled = false;
export const loadBadgePlaces = badgePlaces.load;

// What a pile board shows beyond its piles (piles/setnim-board.js: its caption, the band of
// the move's set) is a graph game's never: it is fetched at the first drawing of a pile game,
// which is drawn again as soon as it comes.
const setBoard = partDrawnLater(() => import('../piles/setnim-board.js'));

// The paths round what is in the way (clear-paths.js): a loop turned clear of the edges, a
// lone edge bowed round a vertex or another edge. Fetched once the first view has settled, or
// at once for a board that plainly needs them (mayNeedClearPaths); a board drawn without them
// is drawn again when they come. Never in a first view of an ordinary board.
const clearPaths = partDrawnLater(() => import('./clear-paths.js'));

/** Instructions on an empty board. */
function drawEmptyBoardText(svgRoot, state) {
  // One short line per instruction: on a phone the text is drawn large (s) and a single
  // line ran off both sides of the board.
  const lines = state.lock
    ? ['Nothing to play here.']
    : [
        `${state.touch ? 'Tap' : 'Click'} to add a vertex`,
        'drag between vertices to add an edge',
        'or pick a preset',
        // The keyboard's ways (Help's editor keys), read with the board's name as well.
        ...(state.touch ? [] : ['keys: N adds a vertex, J then Enter joins two']),
      ];
  const lineHeight = 1.5;
  const hintText = svg(
    'text',
    { class: 'board-empty', x: BOARD_WIDTH / 2, y: BOARD_HEIGHT / 2, 'text-anchor': 'middle' },
    svgRoot,
  );
  lines.forEach((line, i) => {
    // The block of lines is centred vertically on the board's middle.
    const dy = i === 0 ? `${(-(lines.length - 1) * lineHeight) / 2 + 0.35}em` : `${lineHeight}em`;
    // Read as one text: a comma and a space end each line but the last ("vertexdrag …").
    svg('tspan', { x: BOARD_WIDTH / 2, dy }, hintText).textContent =
      i < lines.length - 1 ? `${line}, ` : line;
  });
}

/** Writes everything that changes without changing the board's shape: counts, classes,
 *  badges, the piece, the set's band and the rubber band. Sets every attribute it owns each
 *  time, so a patched board is the same as a freshly built one. */
function patchBoard(svgRoot, board, state, view, { position, setGame, box, s, unitsPerPixel }) {
  board.desc.textContent = setGame ? describeSetBoard(state.position) : describeBoard(position);
  svgRoot.dataset.rules = position.rules;
  svgRoot.dataset.mode = state.mode;
  svgRoot.dataset.tool = state.tool;
  svgRoot.dataset.vertices = String(position.vertices);
  svgRoot.dataset.edges = String(position.edges.length);
  svgRoot.dataset.play = state.position.play ?? 'normal';
  if (position.rules === 'walk') svgRoot.dataset.piece = String(position.token);
  else delete svgRoot.dataset.piece;

  const marks = highlights(state, view);
  const hint = marks.find((m) => m.kind === 'hint');
  if (hint) svgRoot.dataset.hintMove = JSON.stringify(hint.move);
  else delete svgRoot.dataset.hintMove;
  svgRoot.toggleAttribute('data-review', !!reviewBoard(state));
  if (state.mode === 'play' && state.lastMove) svgRoot.dataset.lastMove = JSON.stringify(state.lastMove.move);
  else delete svgRoot.dataset.lastMove;
  if (state.puzzle?.shown) svgRoot.dataset.puzzleMove = JSON.stringify(state.puzzle.shown);
  else delete svgRoot.dataset.puzzleMove;

  // Per edge: which highlight classes and which "−k" badges.
  const edgeClasses = position.edges.map(() => []);
  const edgeBadges = position.edges.map(() => []);
  const vertexClasses = Array.from({ length: position.vertices }, () => []);
  for (const mark of marks) {
    const amounts = amountsOf(mark.move);
    for (const [e, a] of amounts) {
      if (!edgeClasses[e]) continue;
      edgeClasses[e].push(mark.kind);
      edgeBadges[e].push({ kind: mark.kind, text: `−${a}`, amount: a });
    }
    if (mark.move.vertex !== undefined && vertexClasses[mark.move.vertex])
      vertexClasses[mark.move.vertex].push(mark.kind);
    if (mark.move.edge !== undefined && position.rules === 'walk' && !mark.previous) {
      // Walking Nim: ring the vertex the piece would land on.
      const edge = position.edges[mark.move.edge];
      if (edge) {
        const from = position.token;
        const to = edge[0] === from ? edge[1] : edge[0];
        vertexClasses[to]?.push(mark.kind);
      }
    }
  }

  // Move being composed by the human.
  const pending = state.pending;
  const pendingTake = new Map();
  if (pending && pending.take) {
    for (const [e, a] of Object.entries(pending.take)) if (a > 0) pendingTake.set(Number(e), a);
    if (vertexClasses[pending.vertex]) vertexClasses[pending.vertex].push('pending');
  }
  if (pending && pending.edge !== undefined && edgeClasses[pending.edge])
    edgeClasses[pending.edge].push('pending');

  const selected = state.selection;
  const walk = state.position.rules === 'walk';
  // The edge focused while it is in the Tab order: emptied now (by the move just played), it
  // leaves that order below, and the focus goes on (handFocusOn).
  const active = focusedElement(svgRoot);
  const focusedEdge = active?.matches?.('g.edge[tabindex="0"]') && svgRoot.contains(active) ? active : null;
  position.edges.forEach(([, , tokens], e) => {
    const parts = board.edges[e];
    if (!parts) return;
    const classes = ['edge', ...edgeClasses[e]];
    const isSelected = selected?.kind === 'edge' && selected.index === e;
    if (isSelected) classes.push('selected');
    if (pendingTake.has(e)) classes.push('pending');
    if (tokens === 0) classes.push('empty');
    setAttributes(parts.group, {
      class: classes.join(' '),
      'data-tokens': tokens,
      // An empty edge has nothing to play: in play it leaves the Tab order (still clickable).
      tabindex: state.mode === 'play' && tokens === 0 ? -1 : 0,
      // The amount a move being composed takes is in the name too, as the pill shows it:
      // Enter on a focused edge changes it, and a screen reader reads the focused name.
      // The selection is in the name: the board shows it only in colour.
      // Walking Nim calls an edge's count its weight, as its rules and the board's description do.
      'aria-label': `${parts.name}, ${walk ? `weight ${tokens}` : count(tokens, 'token', 'tokens')}${pendingTake.has(e) ? `, taking ${pendingTake.get(e)}` : ''}${isSelected ? ', selected' : ''}`,
      // The "−k" badges beside the count, in words (their layer is hidden from screen readers).
      'aria-description': edgeBadges[e].map(badgeWords).join('; '),
    });
    parts.label.setAttribute('class', `edge-label ${classes.slice(1).join(' ')}`);
    // The amount a move being composed takes, in the hint badges' words ("−2") and out of
    // how many: "−2 of 3". ("3−2" read as a sum to work out, and "2−2" as nothing left.)
    const take = pendingTake.get(e);
    const text = take ? `−${take} of ${tokens}` : String(tokens);
    if (parts.text.textContent !== text) parts.text.textContent = text;
    // The pill fits the text as drawn (long counts are wider than any per-digit guess).
    const measured = textWidth(parts.text, text, s);
    const width = Math.max(s * Math.max(30, 16 + 10 * text.length), measured + 16 * s);
    setAttributes(parts.rect, { x: -width / 2, width });
    const around = focusWidth(s, unitsPerPixel);
    setAttributes(parts.focusRing, {
      x: -width / 2 - around,
      y: -13 * s - around,
      width: width + 2 * around,
      height: 26 * s + 2 * around,
      rx: 13 * s + around,
    });
    const anchor = parts.number?.getAttribute('text-anchor');
    parts.number?.setAttribute(
      'x',
      anchor === 'middle' ? 0 : anchor === 'start' ? width / 2 + 4 : -width / 2 - 4,
    );
    parts.width = width;
  });
  if (focusedEdge?.getAttribute('tabindex') === '-1') handFocusOn(svgRoot, focusedEdge);

  // The "−k" badges, once every pill's width is known: each clear of the counts, the
  // vertices and the badges placed before it (beside its own pill, on a small board they
  // sat on a neighbour's count and read as that edge's), once that search has come
  // (badgePlaces); until then at its usual place, and the board is drawn again when it comes.
  const places = edgeBadges.some((badges) => badges.length) ? badgePlaces.get(svgRoot, state, view) : null;
  const taken = places?.boardObstacles(board, position, state.layout, {
    vertexRadius: (setGame ? 6 : VERTEX_RADIUS) * s,
    s,
  });
  const pills = board.edges.filter((parts) => parts?.width).map((parts) => parts.at);
  // A badge's font size in board units, as style.css draws it (.badge text).
  const fontUnits = Math.max(13 * s, MIN_TEXT_PX * unitsPerPixel);
  position.edges.forEach((_, e) => {
    const parts = board.edges[e];
    if (!parts) return;
    for (const old of parts.badges) old.remove();
    parts.badges = edgeBadges[e].map((badge, k) => {
      const b = svg(
        'g',
        {
          class: `badge ${badge.kind}`,
          // (In a layer of their own above the vertices: which edge each is of. Not data-edge,
          // which names the board's elements kept in place; a badge is redrawn each patch.)
          'data-badge-of': e,
        },
        board.badgesLayer,
      );
      const rect = svg('rect', {}, b);
      const text = svg('text', { 'text-anchor': 'middle', dy: '0.35em' }, b);
      text.textContent = badge.text;
      // The badge fits its text as drawn: on a board drawn small the text keeps to its floor
      // (style.css), and a badge sized by the scale alone was narrower than its "−1".
      const half = badgeHalf(textWidth(text, `badge ${badge.text}`, fontUnits), fontUnits, s);
      const usual = usualBadgePlace(parts, k, s, half);
      const [x, y] = places ? places.clearBadgePlace(parts, usual, s, taken, box, pills, half) : usual;
      taken?.push({ x, y, halfWidth: half[0], halfHeight: half[1] });
      setAttributes(b, { transform: `translate(${x},${y})` });
      setAttributes(rect, { x: -half[0], y: -half[1], width: 2 * half[0], height: 2 * half[1], rx: half[1] });
      return b;
    });
  });

  board.vertices.forEach((parts, v) => {
    if (!parts) return;
    const classes = ['vertex', ...vertexClasses[v]];
    const isSelected = selected?.kind === 'vertex' && selected.index === v;
    if (isSelected) classes.push('selected');
    const hasPiece = position.rules === 'walk' && position.token === v;
    if (hasPiece) classes.push('piece');
    setAttributes(parts.group, {
      class: classes.join(' '),
      'aria-label': `vertex ${v}${hasPiece ? ', has the piece' : ''}${isSelected ? ', selected' : ''}`,
    });
    const ring = focusWidth(s, unitsPerPixel);
    setAttributes(parts.focusRing, { r: s * VERTEX_RADIUS + 7 + FOCUS_GAP + ring / 2, 'stroke-width': ring });
    if (hasPiece && !parts.piece)
      parts.piece = svg('circle', { class: 'piece-token', r: s * (VERTEX_RADIUS - 5) }, null);
    if (hasPiece) parts.group.insertBefore(parts.piece, parts.label);
    else parts.piece?.remove();
  });

  // The set's band, the caption, the rubber band: few elements, drawn anew each time.
  for (const old of board.decor) old.remove();
  const before = new Set(svgRoot.children);
  if (setGame)
    setBoard.get(svgRoot, state, view)?.drawSetDecor(svgRoot, state, {
      geometry: board.geometry,
      box,
      scale: s,
      under: board.edgesLayer,
    });
  if (state.dragEdge) {
    const from = state.layout[state.dragEdge.from];
    if (from)
      svg(
        'line',
        { class: 'rubber-band', x1: from[0], y1: from[1], x2: state.dragEdge.x, y2: state.dragEdge.y },
        svgRoot,
      );
  }
  board.decor = [...svgRoot.children].filter((child) => !before.has(child));
}

/** A "−k" badge in words: which move it marks and what that move takes from its edge. */
const badgeWords = ({ kind, amount }) =>
  `${kind === 'last' ? 'the last move took' : kind === 'hint' ? 'the winning move takes' : 'the move shown takes'} ${amount}`;

/** Sets each attribute whose value differs (an unchanged attribute costs no style work). */
function setAttributes(element, attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    const text = String(value);
    if (element.getAttribute(name) !== text) element.setAttribute(name, text);
  }
}

// Widths of count texts as drawn, by text and scale. Measuring a text just created forces a
// layout of the whole page, once per label on every redraw (the hint profile showed it
// among the costliest calls); the same count at the same scale always has the same width.
const measuredWidths = new Map();

function textWidth(textElement, text, scale) {
  const key = `${scale}|${text}`;
  let width = measuredWidths.get(key);
  if (width === undefined) {
    width = textElement.getComputedTextLength?.() || 0;
    // Not yet laid out (a hidden board measures 0): measure again next time.
    if (width > 0) {
      if (measuredWidths.size > 2000) measuredWidths.clear();
      measuredWidths.set(key, width);
    }
  }
  return width;
}
