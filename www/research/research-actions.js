// www/research/: the research screens: their state changes and workers (research-actions.js),
// the Why? certificate (why.js) and the Explore heat map with the conjecture checker
// (explore.js). It may import common/, www/engine.js and the formula names (formula-names.js).
//
// State changes of the research screens: "Why?" (the certificate of the current position)
// and the Explore view (a heat map of values over two edges' counts, and the conjecture
// checker). Each is a small function fn(ctx, …) that changes state.why / state.explore and
// asks for a redraw; why.js and explore.js only draw what these leave in the state.
//
// The work runs in workers (engine.js createSolverClient, the tools module's research
// exports): one for Why? and one for Explore, so cancelling a map never stops a certificate
// or a hint, and the page stays responsive however large the box.
//
// ctx: {state, actions, redraw}; createResearchContext adds the two workers, started on
// first use.

import { createSolverClient, errorText } from '../engine.js';
import { boardPosition, positionKey } from '../common/state.js';
import { countsOf, hasBoard, isSetGame, withCounts } from '../common/games.js';
import { exampleFormula } from './formula-names.js';
import { sentence } from '../common/words.js';
import { WHY_GRUNDY_STATES } from '../common/terms.js';

/** Budgets of the research screens. A certificate needs the Grundy table of the whole box
 *  below the position; the map draws Grundy values up to 10^7 states (a few seconds in the
 *  worker) and outcomes beyond, up to the outcome budget. Why?'s Grundy budget is in
 *  common/terms.js, which the hint's words name too. */
export const WHY_OPTIONS = {
  maxGrundyStates: WHY_GRUNDY_STATES,
  maxStates: 100_000_000,
  maxBytes: 512 << 20,
};
export const MAP_OPTIONS = { maxGrundyStates: 10_000_000, maxStates: 200_000_000, maxBytes: 768 << 20 };
/** Counterexamples listed each way by the conjecture checker. */
export const CHECK_LIMIT = 20;
/** Longest formula accepted (the crate parses it; this only caps what is sent). */
export const MAX_FORMULA_LENGTH = 1000;

export function createResearchContext({ state, actions, redraw }) {
  let whyWorker = null;
  let exploreWorker = null;
  return {
    state,
    actions,
    redraw,
    get whyWorker() {
      return (whyWorker ??= createSolverClient());
    },
    get exploreWorker() {
      return (exploreWorker ??= createSolverClient());
    },
    destroy() {
      whyWorker?.destroy();
      exploreWorker?.destroy();
    },
  };
}

// ---------- Why? ----------

/** Asks for the certificate of the current position (again: closes it). */
export async function toggleWhy(ctx) {
  const { state } = ctx;
  // The position on the board (a game review may show an earlier one than the game's).
  const shown = boardPosition(state);
  const key = positionKey(shown);
  if (state.why?.key === key && state.why.status !== 'busy') {
    state.why = null;
    return ctx.redraw();
  }
  if (state.why?.status === 'busy') return;
  if (!hasBoard(state.position)) return;
  // A certificate names the winning move: in a puzzle it is closed like the hint (puzzle.js).
  const locked = ctx.actions.helpLocked();
  if (locked) return ctx.actions.say(locked, 'info');
  ctx.actions.helpUsed();
  // In a puzzle helpUsed takes a refuted move back: Why? is of the position then shown.
  if (positionKey(boardPosition(state)) !== key) return toggleWhy(ctx);
  const position = structuredClone(shown);
  state.why = { key, status: 'busy', position };
  // Why? answers afresh: a hint or analysis cancelled before is no longer the card's news.
  state.stoppedSolve = null;
  ctx.redraw();
  try {
    // The count of positions worked through, as Analyze shows it: on a large board the
    // certificate takes seconds, and "Working out why…" alone looked stuck.
    const result = await ctx.whyWorker.research('certificate', [position, WHY_OPTIONS], (done, total) => {
      if (state.why?.key !== key || state.why.status !== 'busy') return;
      state.why = { ...state.why, done, total };
      ctx.redraw();
    });
    if (state.why?.key !== key) return;
    state.why = { key, status: 'done', position, result };
  } catch (err) {
    if (state.why?.key !== key) return;
    state.why = err.cancelled
      ? { key, status: 'cancelled', position }
      : { key, status: 'error', position, error: errorText(err) };
  }
  ctx.redraw();
}

export function cancelWhy(ctx) {
  ctx.whyWorker.cancel();
}

/** Shows a move of the certificate on the board (again: hides it). */
export function previewWhyMove(ctx, view, move, outcome) {
  const same =
    view.previewMove?.source === 'why' && JSON.stringify(view.previewMove.move) === JSON.stringify(move);
  view.previewMove = same ? null : { move, outcome, source: 'why' };
  ctx.redraw();
}

// ---------- Explore ----------

/** What a map depends on besides its axes: the graph and the other edges' counts. */
export function mapContext(position, axes) {
  const others = countsOf(position).map((t, i) => (axes.includes(i) ? null : t));
  const graph = isSetGame(position) ? (position.k ?? position.sets) : position.edges.map(([u, v]) => [u, v]);
  return JSON.stringify([position.rules, position.play ?? 'normal', position.vertices, graph, others]);
}

/** What differs between the board and the map drawn from `context` (mapContext's), in words:
 *  ["misère play is on now", "another graph", …]; empty when the map is the board's. */
export function mapChanges(position, axes, context) {
  const [rules, play, vertices, graph, others] = JSON.parse(context);
  const [nowRules, nowPlay, nowVertices, nowGraph, nowOthers] = JSON.parse(mapContext(position, axes));
  const changes = [];
  if (nowRules !== rules) changes.push('another game');
  if (nowPlay !== play)
    changes.push(nowPlay === 'misere' ? 'misère play is on now' : 'normal play now, not misère');
  const sameGraph = nowVertices === vertices && JSON.stringify(nowGraph) === JSON.stringify(graph);
  if (nowRules === rules && !sameGraph) changes.push('another graph');
  else if (sameGraph && JSON.stringify(nowOthers) !== JSON.stringify(others))
    changes.push('other counts off the axes');
  return changes;
}

/** What differs between Explore's fields and those the map was drawn from, in words
 *  (["other axes"], ["other ranges"], …); empty when drawing again would give this map. The
 *  map reads the two axes, their ranges and the piece (Walking Nim): the other edges' ranges
 *  are the conjecture's box, not the map's. */
export function mapFieldChanges(explore, map) {
  const changes = [];
  const moved = explore.axes.filter((axis, k) => explore.tops[axis] !== map.tops[k]);
  if (explore.axes.some((axis, k) => axis !== map.axes[k])) changes.push('other axes');
  // A range typed is the researcher's change; one taken from the board moved with the board.
  else if (moved.some((axis) => explore.typed?.[axis])) changes.push('other ranges');
  else if (moved.length) changes.push(FOLLOWED_BOARD);
  if (map.position.rules === 'walk' && explore.piece !== map.piece)
    changes.push('the piece on another vertex');
  return changes;
}

/** mapFieldChanges's word for axis ranges that followed the board's counts, none typed. */
export const FOLLOWED_BOARD = 'ranges that followed the board';

/** The board's graph as Explore's ranges know it: edges by their ends (or the piles and
 *  their sets) and the vertices, not the counts nor the game played on it. The ranges typed
 *  are kept while it stays the same (Edge-Nim → Walking Nim, a move, a loaded cell). */
export function rangesGraph(position) {
  const graph = isSetGame(position)
    ? [position.piles.length, position.k ?? position.sets]
    : position.edges.map(([u, v]) => [u, v]);
  return JSON.stringify([graph, position.vertices]);
}

/** The board Explore's ranges were set for: its graph and counts (not the game played on it,
 *  nor the play: Edge-Nim → Walking Nim keeps the edges and their ranges). */
export function rangesBoard(position) {
  return JSON.stringify([rangesGraph(position), countsOf(position)]);
}

/** Which game a verdict is about: its rules and its graph (or piles and sets). */
const gameOf = (position) => JSON.stringify([position.rules, rangesGraph(position)]);

/** Whether the verdict shown is of another game than `position`'s (setExploreOpen clears it). */
export const checkOfOtherGame = (explore, position) =>
  !!explore.check && gameOf(explore.check.position) !== gameOf(position);

/** Whether a map or check is working for another game than `position`'s (setExploreOpen
 *  stops it). */
export const jobOfOtherGame = (explore, position) => !!explore.job && explore.job.game !== gameOf(position);

/** Opens or closes the view; explore.js calls it again, open, when the board changes under
 *  it. Opening on a graph Explore has not seen yet starts every edge's range at its count on
 *  the board and takes the first two edges as axes; on another board of the same graph (a
 *  move played, a preset) a range the researcher typed stays as typed (a box of positions,
 *  not of one board: a move must not undo what was set up), and only the ranges still taken
 *  from the board follow its counts. Axes and piece are kept. A verdict of another game
 *  (rules or graph) is dropped, its formula kept in the box: it spoke of counts the new game
 *  may not have. */
export function setExploreOpen(ctx, open) {
  const { explore, position } = ctx.state;
  explore.open = open;
  // A map or check still working for the game left (a rule switched, Back) is stopped: when it
  // ended it replaced the map of the game now on the board, drawn and current.
  if (jobOfOtherGame(explore, position)) {
    ctx.exploreWorker.cancel();
    explore.job = null;
  }
  if (open) {
    const counts = countsOf(position);
    const graph = rangesGraph(position);
    if (explore.rangesOf !== graph || explore.tops.length !== counts.length) {
      // The graph left keeps its ranges as set up, for a return to it (a rule switch by
      // mistake, then Undo, had reset a pile game's typed ranges to its counts).
      const kept = (explore.rangesKept ??= new Map());
      if (explore.rangesOf) {
        kept.delete(explore.rangesOf);
        kept.set(explore.rangesOf, { tops: explore.tops, typed: explore.typed, axes: explore.axes });
        if (kept.size > KEPT_RANGES) kept.delete(kept.keys().next().value);
      }
      const back = kept.get(graph);
      explore.rangesOf = graph;
      explore.tops = defaultTops(ctx.state);
      explore.typed = counts.map(() => false);
      explore.axes = [0, 1];
      explore.piece = position.rules === 'walk' ? (position.token ?? 0) : 0;
      if (back?.tops.length === counts.length) {
        explore.typed = back.typed;
        explore.tops = explore.tops.map((top, i) => (back.typed?.[i] ? back.tops[i] : top));
        explore.axes = back.axes;
      }
    } else if (explore.rangesBoard !== rangesBoard(position))
      explore.tops = defaultTops(ctx.state).map((top, i) => (explore.typed?.[i] ? explore.tops[i] : top));
    explore.rangesBoard = rangesBoard(position);
    if (checkOfOtherGame(explore, position)) explore.check = null;
    if (explore.axes.some((a) => a >= counts.length) || explore.axes[0] === explore.axes[1])
      explore.axes = [0, 1];
    if (explore.piece >= position.vertices) explore.piece = 0;
  }
  ctx.redraw();
}

/** Graphs whose ranges are kept for a return to them (setExploreOpen). */
const KEPT_RANGES = 20;

/** A small box for a board with no tokens left (an editor's board cleared to 0). */
const EMPTY_BOARD_TOP = 3;

/** Largest top count an axis accepts (the crate's research::slice::MAX_AXIS_COUNT). */
export const MAX_TOP = 2000;

/** Each count's default "up to": the board's counts, at most MAX_TOP (a board of 10^9 tokens
 *  filled the ranges with counts Draw map then refused). A game played down to no tokens left
 *  would make that a box of one position (a 1-cell map), so then the counts the game started
 *  from, on the same graph; with no such game, a small box. */
function defaultTops(state) {
  const within = (counts) => counts.map((count) => Math.min(count, MAX_TOP));
  const counts = countsOf(state.position);
  if (counts.some((c) => c > 0)) return within(counts);
  const start = state.game?.start;
  if (start && rangesGraph(start) === rangesGraph(state.position)) {
    const started = countsOf(start);
    if (started.some((c) => c > 0)) return within(started);
  }
  return counts.map(() => EMPTY_BOARD_TOP);
}

/** Picks the edge of one axis (0 = across, 1 = up); the other axis moves off it if needed.
 *  Each edge keeps its own range, so the axis reads the new edge's. */
export function setExploreAxis(ctx, which, edge) {
  const { explore } = ctx.state;
  const other = 1 - which;
  if (explore.axes[other] === edge) explore.axes[other] = explore.axes[which];
  explore.axes[which] = edge;
  ctx.redraw();
}

/** Sets how far edge (or pile) `edge`'s count runs in the box: from 0 up to `value`.
 *  `typed`: set by the researcher, so it stays when the board changes (setExploreOpen);
 *  false when a range is set back to one that followed the board. */
export function setExploreTop(ctx, edge, value, typed = true) {
  const { explore } = ctx.state;
  explore.tops[edge] = value;
  (explore.typed ??= [])[edge] = typed;
  ctx.redraw();
}

export function setExplorePiece(ctx, vertex) {
  ctx.state.explore.piece = vertex;
  ctx.redraw();
}

/** What Explore's results belong to: the map's top corner (the board with the axes at their
 *  tops) or the check's (every edge at its top). A result or error of another key is stale. */
export function exploreKey(state, of = 'map') {
  return positionKey(of === 'check' ? checkCorner(state) : mapCorner(state));
}

/** Sets Explore's error (null clears it): `of` says whose, the map's or the conjecture's
 *  (each is shown beside its own controls), and it belongs to the box it was met on. */
export function setExploreError(state, text, of = 'map') {
  // The crate names the formula by its argument (p_iff, where); the page by its field.
  // Shown as a sentence of its own: the crate's messages ("table too large: …") start in
  // lower case.
  state.explore.error =
    text == null
      ? null
      : sentence(text.replace(/^p_iff:/, 'P exactly when:').replace(/^where:/, 'Only where:'));
  state.explore.errorOf = of;
  state.explore.errorKey = text == null ? null : exploreKey(state, of);
}

/** The board with the given counts and the map's piece. */
function cornerWith(state, counts) {
  const position = withCounts(structuredClone(state.position), counts);
  if (position.rules === 'walk') position.token = state.explore.piece;
  return position;
}

/** The top corner of the map's box: the board with the axes at their tops (the map is the
 *  slice through the board's other counts). */
function mapCorner(state) {
  const { axes, tops } = state.explore;
  const counts = countsOf(state.position);
  for (const a of axes) counts[a] = tops[a] ?? counts[a];
  return cornerWith(state, counts);
}

/** The top corner of the box a conjecture is checked on: every edge at its own top. */
function checkCorner(state) {
  const counts = countsOf(state.position).map((count, i) => state.explore.tops[i] ?? count);
  return cornerWith(state, counts);
}

/** A box over the budget says what would make it fit. The map needs the whole box below
 *  its top corner, so the other edges' counts weigh as much as the axes': when they alone
 *  are over the budget, lowering the axes cannot help and is not suggested. A check's box
 *  is every edge's range. */
function withAdvice(text, corner, axes, kind) {
  if (!/^table too large/.test(text)) return text;
  if (kind === 'check') return `${text}. To make it fit: lower some edges’ (or piles’) “up to” under Ranges.`;
  let rest = corner.rules === 'walk' ? corner.vertices : 1;
  countsOf(corner).forEach((count, i) => {
    if (!axes.includes(i)) rest *= count + 1;
  });
  const help =
    rest * 4 <= MAP_OPTIONS.maxStates
      ? 'lower the axes’ tops, or take tokens off the other edges (or piles)'
      : 'the other edges (or piles) alone make the box too large, so lowering the axes cannot help: take tokens off them, or use a graph with fewer edges';
  return `${text}. To make it fit: ${help}.`;
}

async function runExploreJob(ctx, kind, work) {
  const { explore } = ctx.state;
  // A job of the other kind under way is stopped, and said so where its answer would be:
  // Draw map pressed during a long check left the check's place empty for good.
  const stopped = explore.job && explore.job.kind !== kind ? explore.job.kind : null;
  if (explore.job) ctx.exploreWorker.cancel();
  // The job's id, not its object, says whether a report is still this job's: each report
  // replaces the object (comparing objects kept the bar at its first report, 0 of N).
  const id = Symbol(kind);
  // The game it works on: a switch to another one stops it (setExploreOpen).
  const game = gameOf(ctx.state.position);
  explore.job = { id, kind, done: 0, total: 0, game };
  setExploreError(ctx.state, null);
  if (stopped) {
    const [started, again] = kind === 'map' ? ['Draw map', 'Check'] : ['Check', 'Draw map'];
    setExploreError(
      ctx.state,
      `Stopped when ${started} was pressed: press ${again} to run it again.`,
      stopped,
    );
  }
  ctx.redraw();
  // `phase`: which part of a job of two runs (the check: solving the box, then checking it).
  const onProgress = (done, total, phase) => {
    if (explore.job?.id !== id) return;
    explore.job = { id, kind, done, total, phase, game };
    ctx.redraw();
  };
  try {
    const result = await work(onProgress);
    if (explore.job?.id !== id) return null;
    explore.job = null;
    ctx.redraw();
    return result;
  } catch (err) {
    if (err.cancelled || explore.job?.id !== id) return null;
    explore.job = null;
    const corner = kind === 'check' ? checkCorner(ctx.state) : mapCorner(ctx.state);
    setExploreError(ctx.state, withAdvice(errorText(err), corner, explore.axes, kind), kind);
    ctx.redraw();
    return null;
  }
}

/** Computes the map of the current settings in the worker. */
export async function drawMap(ctx) {
  const { state } = ctx;
  const { axes, tops, piece } = state.explore;
  if (countsOf(state.position).length < 2) {
    setExploreError(state, 'The explorer needs at least two edges (or piles).');
    return ctx.redraw();
  }
  const position = mapCorner(state);
  const axisTops = axes.map((a) => tops[a]);
  const request = {
    context: mapContext(state.position, axes),
    axes: [...axes],
    tops: axisTops,
    piece,
    position,
  };
  const result = await runExploreJob(ctx, 'map', (onProgress) =>
    ctx.exploreWorker.research(
      'boxSlice',
      [
        position,
        axes[0],
        axes[1],
        axisTops[0],
        axisTops[1],
        position.rules === 'walk' ? piece : undefined,
        MAP_OPTIONS,
      ],
      onProgress,
    ),
  );
  if (result) {
    state.explore.map = { ...request, ...result };
    ctx.redraw();
  }
}

/** Checks "P exactly when formula" (where `where` holds) on the box of every edge's range. */
export async function checkFormula(ctx, formula, where) {
  const { explore } = ctx.state;
  explore.formula = formula;
  explore.where = where;
  // A new check replaces the last verdict: an error must not sit above an old "Holds".
  explore.check = null;
  if (!formula.trim()) {
    setExploreError(
      ctx.state,
      `Type a formula first, e.g. ${exampleFormula(countsOf(ctx.state.position).length)}.`,
      'check',
    );
    return ctx.redraw();
  }
  if (formula.length > MAX_FORMULA_LENGTH || where.length > MAX_FORMULA_LENGTH) {
    setExploreError(ctx.state, `A formula can be at most ${MAX_FORMULA_LENGTH} characters long.`, 'check');
    return ctx.redraw();
  }
  const position = checkCorner(ctx.state);
  const filter = where.trim() ? where : undefined;
  const result = await runExploreJob(ctx, 'check', (onProgress) =>
    ctx.exploreWorker.research(
      'checkRule',
      [position, formula, filter, CHECK_LIMIT, MAP_OPTIONS],
      onProgress,
    ),
  );
  if (result) {
    explore.check = { formula, where, position, result };
    ctx.redraw();
  }
}

export function cancelExplore(ctx) {
  ctx.exploreWorker.cancel();
  const kind = ctx.state.explore.job?.kind ?? 'map';
  ctx.state.explore.job = null;
  setExploreError(ctx.state, 'Cancelled.', kind);
  ctx.redraw();
}

/** Loads a position of the map (counts i, j on the axes) or of a check into the board. */
export function loadExplored(ctx, base, tokens, piece) {
  const position = withCounts(structuredClone(base), tokens);
  if (position.rules === 'walk' && piece !== undefined) position.token = piece;
  const result = ctx.actions.replaceBoard(position, ctx.state.layout);
  if (result !== true) ctx.actions.say(`This position could not be loaded: ${result}`, 'error');
  // A cell of the box is still the box's board: its ranges stay as they are.
  else ctx.state.explore.rangesBoard = rangesBoard(ctx.state.position);
  return result === true;
}
