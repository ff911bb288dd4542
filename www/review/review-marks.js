// The marks the move list shows beside each move once the crate has reviewed the game (used
// by play/move-list.js). A module of their own, apart from the "Game review" card (review-card.js),
// and not in the first view: a review is made by review/review.js, which brings this module
// with it, so the marks are here by the time a review has any (move-list.js asks for them then).

import { h } from '../common/dom.js';
import { currentReview } from './current-review.js';
import { count } from '../common/words.js';

/** A reviewed move's mark (the crate's reviewGame), short, for the move list: both lengths
 *  for a slower win, how long the game lasts for the losing side's defence. */
function reviewMarkLabel(entry) {
  const { moves, best } = entry;
  switch (entry.mark) {
    case 'fastest-win':
      return 'best';
    case 'slower-win':
      return `slower win: ${count(moves, 'move', 'moves')}, ${best} possible`;
    case 'win':
      return 'winning move';
    case 'mistake':
      return 'mistake';
    case 'longest-defence':
      return `best defence: lasts ${count(moves, 'move', 'moves')}`;
    case 'shorter-defence':
      return `defence: lasts ${moves} of ${count(best, 'move', 'moves')}`;
    default:
      return 'lost anyway';
  }
}

/**
 * The mark beside move `index` of the move list, or null before the review is done. `mark` is
 * the button drawn last time, if any: it is patched in place, so a keyboard user who pressed it
 * keeps focus on it while the review's choice changes around it.
 */
export function reviewMark({ state, actions }, index, mark = null) {
  const entry = currentReview(state)?.entries?.[index];
  if (!entry) return null;
  const label = reviewMarkLabel(entry);
  const chosen = currentReview(state).selected === index;
  const button =
    mark ??
    h('button', {
      type: 'button',
      onclick: (e) => {
        const board = e.currentTarget.closest('.gnp')?.querySelector('svg.board');
        actions.selectReviewMove(index);
        // On a phone the board is above the list, out of sight: bring it in to show the move.
        if (e.currentTarget.classList.contains('mark-mistake')) board?.scrollIntoView({ block: 'nearest' });
      },
    });
  patch(button, 'className', `review-mark mark-${entry.mark}${chosen ? ' chosen' : ''}`);
  patch(button, 'textContent', label);
  button.setAttribute('aria-pressed', chosen ? 'true' : 'false');
  button.setAttribute(
    'aria-label',
    `Move ${index + 1}: ${label}.${entry.mark === 'mistake' ? ' Show a winning move instead.' : ' Explain.'}`,
  );
  return button;
}

function patch(el, key, value) {
  if (el[key] !== value) el[key] = value;
}
