// Where the game review's code (review.js, a chunk of its own with replay.js: a link's moves
// replayed) is fetched, and whether it has come: page/actions.js fetches it once the first
// view has settled or at the first review, page/load.js before it opens a link with moves=
// (main.js while the engine loads, when the page opens on one). docs/first-view.md.

import { loadOnce } from '../common/load-once.js';

const review = loadOnce(() => import('./review.js'));

/** The review's code once fetched, or null. */
export const reviewCode = review.code;

/** Fetches the review's code (once); resolves to it. A failure is retried at the next call. */
export const loadReviewCode = review.load;

/** Whether a share-link fragment has a game's moves (its moves= field). */
export function namesMoves(fragment) {
  return /(^|[#&?])moves=/.test(String(fragment ?? ''));
}
