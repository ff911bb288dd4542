// www/engine/: how the page asks the Rust crate, beyond loading it: solver routing and
// budgets, which question goes to the page's own engine and which to the worker (solving.js),
// the tools worker's client (tools-client.js) and the warm-up of a fresh engine (warmup.js).
// It may import common/ and www/engine.js. www/engine.js itself (loading the wasm, the solver
// worker) stays at the top of www/ with the workers: it finds the wasm, its glue and the
// workers relative to its own URL (import.meta.url), which must be www/ both unbundled and
// inside a bundle of www/graph-nim.js.
//
// Solver routing and budgets: which question goes to the page's own engine and which to
// the worker, with what budget, and the answers kept for the position they belong to. The
// hint, the analysis list and the computer opponent all ask through runSolver.

import { ANALYSIS_BATCH, boardKey, boardPosition, isComputerTurn, positionKey } from '../common/state.js';
import { errorText } from '../engine.js';
import { hasBoard } from '../common/games.js';

/** Budgets for the browser: wasm memory is smaller than a native process's, and an answer
 *  that takes more than a few seconds is better reported as too large (with the reason). */
export const WEB_BUDGET = {
  maxStates: 100_000_000,
  maxGrundyStates: 5_000_000,
  maxRemotenessStates: 1_000_000,
  maxBytes: 512 * 1024 * 1024,
};
/** Budget for answering on the main thread without the worker. Measured in Chromium's wasm
 *  (tests/bench/hint-latency.mjs and a Node timing of the same module): 10^5 states cost
 *  5-18 ms with remoteness (K4 6,6,6,6,6,5: 100,842 states, 16 ms; Walking Nim K4 with a
 *  loop: 192,000 states, 12 ms), well under a 50 ms long task, while the worker's round
 *  trip (posting, cloning the answer back) cost 40-100 ms more on the same positions. So
 *  up to 2·10^5 states are answered here; anything bigger goes to the worker. */
export const MAIN_THREAD_BUDGET = {
  maxStates: 200_000,
  maxGrundyStates: 200_000,
  maxRemotenessStates: 200_000,
  maxBytes: 32 * 1024 * 1024,
};
/** Solve options per purpose. Caps keep the analysis list and the computer's choice bounded. */
export const SOLVE_OPTIONS = {
  hint: { ...WEB_BUDGET, remoteness: true },
  analysis: { ...WEB_BUDGET, allMoves: true, moveCap: ANALYSIS_BATCH },
  computer: { ...WEB_BUDGET, allMoves: true, moveCap: 2000 },
};
/**
 * ctx: {state, solver (engine.js createSolverClient), getEngine(), emit, redraw, say}.
 * Returns {cachedResult, runSolver, requestHint, requestAnalysis, requestMoreMoves}.
 */
export function createSolving(ctx) {
  const { state } = ctx;
  const engine = () => ctx.getEngine();
  const say = (...args) => ctx.say(...args);

  // The hint and the analysis answer for the position on the board (a game review may show an
  // earlier one); the computer moves on the game's own.
  const askedPosition = (purpose) => (purpose === 'computer' ? state.position : boardPosition(state));

  function cachedResult(slot) {
    const entry = state[slot];
    return entry && entry.key === boardKey(state) ? entry.result : null;
  }

  /** Small positions are answered at once by the page's own engine (no worker round
   *  trip, no wait for the worker to start); `null` sends the request to the worker. */
  function solveOnMainThread(position, options) {
    const direct = engine();
    if (!direct) return null;
    try {
      const result = direct.solve(position, { ...options, ...MAIN_THREAD_BUDGET });
      return result.outcome === 'unknown' ? null : result;
    } catch {
      return null;
    }
  }

  /** `more`: options added to the purpose's own (the analysis list's next batch). */
  async function runSolver(purpose, more = {}) {
    if (!hasBoard(state.position)) {
      say('Draw a graph or choose a preset first.');
      return null;
    }
    // A hint or analysis asked while the computer works on its move must not cancel that
    // work (the computer would never move); it is for the human's turn anyway.
    if (state.busy?.purpose === 'computer' && purpose !== 'computer') {
      say('The computer is thinking about its move; ask again on your turn.', 'info', { untilReply: true });
      return null;
    }
    if (state.busy) ctx.solver.cancel();
    const key = positionKey(askedPosition(purpose));
    const position = structuredClone(askedPosition(purpose));
    const options = { ...SOLVE_OPTIONS[purpose], ...more };
    // Each answer keeps the largest table of Grundy values its solver was allowed: an answer
    // without one says which (hint/hint-answer.js), and whether Why?'s is larger.
    const quick = solveOnMainThread(position, options);
    if (quick) return { key, result: quick, grundyBudget: MAIN_THREAD_BUDGET.maxGrundyStates };
    state.busy = { purpose, done: 0, total: 0, started: performance.now() };
    ctx.redraw();
    try {
      const result = await ctx.solver.solve(position, options, (done, total) => {
        if (state.busy?.purpose === purpose) {
          state.busy = { ...state.busy, done, total };
          ctx.redraw();
        }
      });
      state.busy = null;
      ctx.redraw();
      return { key, result, grundyBudget: options.maxGrundyStates };
    } catch (err) {
      if (!err.cancelled) {
        state.busy = null;
        say(`The solver failed: ${errorText(err)}`, 'error');
      }
      return null;
    }
  }

  /** The count of legal moves past 2^64, where the solver's answer (its module in the first
   *  download holds no numbers that large) has none: the tools module, loaded then, counts
   *  them as digits (hint/move-count.js writes "about 1.1·10^22"). Without it the hint says
   *  the moves were not counted. */
  async function withMoveCount(answer, position) {
    const result = answer?.result;
    if (!result || result.outcome === 'unknown' || result.moves_total != null) return answer;
    try {
      ctx.countTools ??= (await import('./tools-client.js')).createToolsClient();
      const digits = await ctx.countTools.call('countMoves', [position]);
      if (digits != null) result.moves_total_digits = digits;
    } catch {
      // Not counted: said as such.
    }
    return answer;
  }

  async function requestHint() {
    // The computer's turn (also while it waits a moment before moving, with no solver job):
    // a hint would be for its move. Said, so the tap is not met with silence.
    if (isComputerTurn(state) && state.busy?.purpose !== 'computer') {
      say(
        'The hint is for your turn: the computer is about to move. Ask again when it is your move.',
        'info',
        { untilReply: true },
      );
      return;
    }
    // An answer asked for again replaces the note of one cancelled (hint-card.js).
    state.stoppedSolve = null;
    state.sayAnswer = { what: 'hint', key: boardKey(state) };
    if (cachedResult('hint')) return ctx.redraw();
    const position = structuredClone(askedPosition('hint'));
    const answer = await withMoveCount(await runSolver('hint'), position);
    if (!answer) return void (state.sayAnswer = null);
    state.hint = answer;
    if (answer.key === boardKey(state)) ctx.emit('hint', answer.result);
    ctx.redraw();
  }

  async function requestAnalysis() {
    state.stoppedSolve = null;
    state.sayAnswer = { what: 'analysis', key: boardKey(state) };
    if (cachedResult('analysis')) return ctx.redraw();
    const position = structuredClone(askedPosition('analysis'));
    const answer = await withMoveCount(await runSolver('analysis'), position);
    if (!answer) return void (state.sayAnswer = null);
    state.analysis = answer;
    // An analysis also answers the hint question.
    if (answer.result.outcome !== 'unknown') state.hint = answer;
    ctx.redraw();
  }

  /** "Show more moves": the engine's next batch of the list (its order: every winning move,
   *  then the losing ones), joined to the moves already listed. The engine solves the position
   *  again (the worker for a large one, with progress and Cancel), so nothing holds more than
   *  the moves shown. */
  async function requestMoreMoves() {
    const before = state.analysis;
    if (!before || before.key !== boardKey(state)) return;
    state.stoppedSolve = null;
    const answer = await runSolver('analysis', { moveOffset: before.result.moves.length });
    // Dropped when the board or the analysis changed meanwhile, or the answer is no list.
    if (!answer?.result.moves || state.analysis !== before || answer.key !== before.key) return;
    state.analysis = {
      key: before.key,
      grundyBudget: before.grundyBudget,
      result: { ...before.result, moves: [...before.result.moves, ...answer.result.moves] },
    };
    // Said once, as the first list was (hint-card.js sayAnswer): what the list now holds.
    state.sayAnswer = { what: 'analysis', key: before.key };
    ctx.redraw();
  }

  return { cachedResult, runSolver, requestHint, requestAnalysis, requestMoreMoves };
}
