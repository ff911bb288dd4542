// Which review is the game's: what the first view needs of a game review (the move list's
// list's marks: which review, and when they change), apart from the review's actions (review.js), which come later.

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

/** What the move list's marks depend on: the list is rebuilt when this changes. */
export function reviewStamp(state) {
  const review = currentReview(state);
  return review ? [review.status, review.selected] : null;
}
