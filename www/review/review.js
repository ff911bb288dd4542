// www/review/: game review: the crate's review of a finished game run in the tools worker
// (review.js) and the Game review card with its marks and review link (review-card.js). It may
// import common/, www/engine.js, engine/ and share/share-links.js.
//
// Game review: when a game ends (or a link brings a finished one, `moves=`), the crate's
// reviewGame marks every move, in the tools worker so a long game never blocks the page.
// Choosing a mistake shows the position before it on the board with a winning move; choosing
// any other move, or stepping through the game, shows the position after a move
// (state.review.shown, drawn by render.js through state.reviewBoard); any move played since
// puts the board back.
//
// These actions are a chunk of their own, not in the first view: page/actions.js reaches them
// through an asynchronous seam (ctx.reviewGame, and the review actions it binds), fetched
// once the first view has settled or at the first call (review-code.js); a link's moves
// (replay.js) are replayed from here too, and page/load.js waits for this code before it
// opens a link with moves=. What the first view needs of a review is apart: which review is
// the game's (current-review.js), when the move list's marks change.

import { positionKey } from '../common/state.js';
import { withMisere } from '../common/games.js';
import { misereAt, ruleStretches } from './rule-switches.js';
import { errorText } from '../engine.js';
import { createToolsClient } from '../engine/tools-client.js';
import { currentReview, reviewKey } from './current-review.js';
// The move list's marks come with the review that makes them (play/move-list.js loads them
// from here once a review has any).
export { reviewMark } from './review-marks.js';
// A link's moves replayed as it opens (page/load.js, once this code has come).
export { replayMoves } from './replay.js';

// The review has its own worker: cancelling it never stops a puzzle check, and the reverse.
function tools(ctx) {
  ctx.reviewTools ??= createToolsClient();
  return ctx.reviewTools;
}

/** Reviews the game on the board (once per game). A teacher who hid the hint or the analysis
 *  (hide=) gets no review either: it shows winning moves. */
export async function reviewGame(ctx) {
  const { state } = ctx;
  const { start, moves } = state.game;
  if (!start || !moves.length || state.hide.hint || state.hide.analysis) return;
  const key = reviewKey(state);
  if (state.review?.key === key && state.review.status !== 'error') return;
  if (ctx.reviewTools?.busy) ctx.reviewTools.cancel(); // an earlier game's review is of no use now
  state.review = { key, status: 'running', entries: null, error: null, selected: null, shown: null };
  ctx.redraw();
  try {
    const entries = [];
    // Each stretch of moves played under one rule is reviewed under that rule.
    for (const [from, to] of ruleStretches(state.game)) {
      const before = withMisere(positionBefore(ctx, from), misereAt(state.game, from));
      const stretch = moves.slice(from, to).map((m) => m.move);
      const reviewed = await tools(ctx).call('reviewGame', [before, stretch]);
      // (The crate counts players from the stretch's first move.)
      entries.push(...reviewed.map((entry) => ({ ...entry, player: (entry.player + from) % 2 })));
    }
    if (state.review?.key !== key) return;
    state.review = { ...state.review, status: 'done', entries };
  } catch (err) {
    if (state.review?.key !== key) return;
    state.review = err?.cancelled
      ? { ...state.review, status: 'cancelled' }
      : { ...state.review, status: 'error', error: errorText(err) };
  }
  ctx.redraw();
}

export function cancelReview(ctx) {
  ctx.reviewTools?.cancel();
}

/** Chooses move `index` of the review (again: unchooses it). A mistake with a better move
 *  shows the position before it on the board, with that move; any other move shows the
 *  position it left, itself marked as played. */
export function selectReviewMove(ctx, index) {
  const { state } = ctx;
  const review = currentReview(state);
  const entry = review?.entries?.[index];
  if (!entry) return;
  if (review.selected === index) return closeReviewMove(ctx);
  let shown = null;
  if (entry.mark === 'mistake' && entry.better) {
    const position = positionBefore(ctx, index);
    const after = position && afterMove(ctx, position, entry.better);
    if (after)
      shown = {
        baseKey: positionKey(state.position),
        index,
        position,
        move: entry.better,
        after,
        kind: 'better',
      };
  }
  // The last move leaves the game's end, which the board already shows: no step to take,
  // but the move is still chosen, so its explanation is shown and said like any other's.
  if (!shown && index + 1 < state.game.moves.length) return showReviewStep(ctx, index + 1);
  state.review = { ...review, selected: index, shown };
  ctx.redraw();
}

/** Where the review's board stands: the number of moves played on the position it shows (a
 *  mistake's better move is shown on the position before it), the game's end when none. */
export function reviewStep(state) {
  const review = currentReview(state);
  const shown = review && state.review.shown;
  if (!shown || shown.baseKey !== positionKey(state.position)) return state.game.moves.length;
  return shown.kind === 'played' ? shown.step : shown.index;
}

/**
 * Steps through a finished game: the board shows the position after `step` of its moves (0:
 * its start), the last of them marked as played, and the review card that move's judgement.
 * The game's own end is the game itself again. Only while its review is on screen (a game
 * under way is played, not stepped through).
 */
export function showReviewStep(ctx, step) {
  const { state } = ctx;
  const review = currentReview(state);
  const total = state.game.moves.length;
  if (!review || state.game.winner === null || !Number.isInteger(step)) return;
  const at = Math.max(0, Math.min(total, step));
  if (at === total) return closeReviewMove(ctx);
  const position = positionBefore(ctx, at);
  if (!position) return;
  const shown = {
    baseKey: positionKey(state.position),
    index: at,
    step: at,
    position,
    move: at > 0 ? state.game.moves[at - 1].move : null,
    kind: 'played',
  };
  state.review = { ...review, selected: at > 0 ? at - 1 : null, shown };
  ctx.redraw();
}

export function closeReviewMove(ctx) {
  const { state } = ctx;
  if (!state.review) return;
  state.review = { ...state.review, selected: null, shown: null };
  ctx.redraw();
}

function afterMove(ctx, position, move) {
  try {
    return ctx.getEngine()?.applyMove(position, move) ?? null;
  } catch {
    return null;
  }
}

/** The position before move `index` of the game (the engine replays the moves). */
export function positionBefore(ctx, index) {
  const { state } = ctx;
  const eng = ctx.getEngine();
  if (!eng || !state.game.start) return null;
  try {
    let position = state.game.start;
    for (const { move } of state.game.moves.slice(0, index)) position = eng.applyMove(position, move);
    return position;
  } catch {
    return null;
  }
}
