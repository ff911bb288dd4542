// The marks the move list shows beside each move once the crate has reviewed the game (used
// by play/move-list.js). A module of their own, apart from the "Game review" card (review-card.js): the
// move list is on the first view, the card's code loads when a game is over (page/panels.js).

import { h } from '../common/dom.js';
import { currentReview } from './review.js';
import { reviewMarkLabel } from '../common/words.js';

/** What the move list's marks depend on: the list is rebuilt when this changes. */
export function reviewStamp(state) {
  const review = currentReview(state);
  return review ? [review.status, review.selected] : null;
}

/** The mark beside move `index` of the move list, or null before the review is done. */
export function reviewMark({ state, actions }, index) {
  const entry = currentReview(state)?.entries?.[index];
  if (!entry) return null;
  const label = reviewMarkLabel(entry);
  const chosen = currentReview(state).selected === index;
  return h('button', {
    type: 'button',
    class: `review-mark mark-${entry.mark}${chosen ? ' chosen' : ''}`,
    text: label,
    'aria-pressed': chosen ? 'true' : 'false',
    'aria-label': `Move ${index + 1}: ${label}.${entry.mark === 'mistake' ? ' Show a winning move instead.' : ' Explain.'}`,
    onclick: (e) => {
      const board = e.currentTarget.closest('.gnp')?.querySelector('svg.board');
      actions.selectReviewMove(index);
      // On a phone the board is above the list, out of sight: bring it in to show the move.
      if (entry.mark === 'mistake') board?.scrollIntoView({ block: 'nearest' });
    },
  });
}
