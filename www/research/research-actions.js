// www/research/: the research screens: their state changes and workers (research-actions.js),
// the Why? certificate (why.js) and the Explore heat map with the conjecture checker
// (explore.js). It may import common/ and www/engine.js.
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
import { positionKey } from '../common/state.js';
import { countsOf, hasBoard, isSetGame, withCounts } from '../common/games.js';

/** Budgets of the research screens. A certificate needs the Grundy table of the whole box
 *  below the position; the map draws Grundy values up to 10^7 states (a few seconds in the
 *  worker) and outcomes beyond, up to the outcome budget. */
export const WHY_OPTIONS = { maxGrundyStates: 4_000_000, maxStates: 100_000_000, maxBytes: 512 << 20 };
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
  const key = positionKey(state.position);
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
  const position = structuredClone(state.position);
  state.why = { key, status: 'busy', position };
  ctx.redraw();
  try {
    const result = await ctx.whyWorker.research('certificate', [position, WHY_OPTIONS]);
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

/** Opens or closes the view; opening on a new graph picks its first two edges. */
export function setExploreOpen(ctx, open) {
  const { explore, position } = ctx.state;
  explore.open = open;
  if (open) {
    const counts = countsOf(position);
    if (explore.axes.some((a) => a >= counts.length) || explore.axes[0] === explore.axes[1])
      explore.axes = [0, 1];
    explore.tops = explore.axes.map((a) => counts[a] ?? 0);
    explore.piece = position.rules === 'walk' ? (position.token ?? 0) : 0;
  }
  ctx.redraw();
}

/** Picks the edge of one axis (0 = across, 1 = up); the other axis moves off it if needed. */
export function setExploreAxis(ctx, which, edge) {
  const { explore, position } = ctx.state;
  const other = 1 - which;
  if (explore.axes[other] === edge) {
    explore.axes[other] = explore.axes[which];
    explore.tops[other] = explore.tops[which];
  }
  explore.axes[which] = edge;
  explore.tops[which] = countsOf(position)[edge] ?? 0;
  ctx.redraw();
}

export function setExploreTop(ctx, which, value) {
  ctx.state.explore.tops[which] = value;
  ctx.redraw();
}

export function setExplorePiece(ctx, vertex) {
  ctx.state.explore.piece = vertex;
  ctx.redraw();
}

/** What Explore's results belong to: the box below the top corner (the board's rules, play,
 *  graph and counts, with the axes at their tops). A result or error of another key is stale. */
export function exploreKey(state) {
  return positionKey(topCorner(state));
}

/** Sets Explore's error (null clears it): `of` says whose, the map's or the conjecture's
 *  (each is shown beside its own controls), and it belongs to the box it was met on. */
export function setExploreError(state, text, of = 'map') {
  // The crate names the formula by its argument (p_iff, where); the page by its field.
  state.explore.error =
    text == null ? null : text.replace(/^p_iff:/, 'P exactly when:').replace(/^where:/, 'Only where:');
  state.explore.errorOf = of;
  state.explore.errorKey = text == null ? null : exploreKey(state);
}

/** The top corner of the box the map and the check read: the board with the axes at their tops. */
function topCorner(state) {
  const { axes, tops, piece } = state.explore;
  const counts = countsOf(state.position);
  axes.forEach((a, k) => (counts[a] = tops[k]));
  const position = withCounts(structuredClone(state.position), counts);
  if (position.rules === 'walk') position.token = piece;
  return position;
}

/** A box over the budget says what would make it fit. The map and the check need the whole
 *  box below the top corner, so the other edges' counts weigh as much as the axes': when they
 *  alone are over the budget, lowering the axes cannot help and is not suggested. */
function withAdvice(text, corner, axes) {
  if (!/^table too large/.test(text)) return text;
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
  if (explore.job) ctx.exploreWorker.cancel();
  // The job's id, not its object, says whether a report is still this job's: each report
  // replaces the object (comparing objects kept the bar at its first report, 0 of N).
  const id = Symbol(kind);
  explore.job = { id, kind, done: 0, total: 0 };
  setExploreError(ctx.state, null);
  ctx.redraw();
  const onProgress = (done, total) => {
    if (explore.job?.id !== id) return;
    explore.job = { id, kind, done, total };
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
    setExploreError(ctx.state, withAdvice(errorText(err), topCorner(ctx.state), explore.axes), kind);
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
  const position = topCorner(state);
  const request = {
    context: mapContext(state.position, axes),
    axes: [...axes],
    tops: [...tops],
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
        tops[0],
        tops[1],
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

/** Checks "P exactly when formula" (where `where` holds) on the box below the top corner. */
export async function checkFormula(ctx, formula, where) {
  const { explore } = ctx.state;
  explore.formula = formula;
  explore.where = where;
  // A new check replaces the last verdict: an error must not sit above an old "Holds".
  explore.check = null;
  if (!formula.trim()) {
    setExploreError(ctx.state, 'Type a formula first, e.g. a == c && b == d.', 'check');
    return ctx.redraw();
  }
  if (formula.length > MAX_FORMULA_LENGTH || where.length > MAX_FORMULA_LENGTH) {
    setExploreError(ctx.state, `A formula can be at most ${MAX_FORMULA_LENGTH} characters long.`, 'check');
    return ctx.redraw();
  }
  const position = topCorner(ctx.state);
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
  const result = ctx.actions.setPosition(position, ctx.state.layout);
  if (result !== true) ctx.actions.say(`This position could not be loaded: ${result}`, 'error');
}
