// Which review is the game's: what the first view needs of a game review (the move list's
// marks, review-marks.js), apart from the review's actions (review.js), which come later.

import { positionKey } from '../common/state.js';

/** Which game a review belongs to: its start, its moves and where its rule changed. */
export function reviewKey(state) {
  const { start, moves, switches } = state.game;
  return start ? JSON.stringify([positionKey(start), moves.map((m) => m.move), switches]) : '';
}

/** The review of the game on the board, or null when there is none (or it is of another). */
export function currentReview(state) {
  return state.review && state.review.key === reviewKey(state) ? state.review : null;
}
