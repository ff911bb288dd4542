// The list of moves played, following the newest move. It is not a live region (redrawing it
// would read out the whole game): each move is said by the status line, with whose turn it
// is next (status.js), so the move comes first and its consequence after, in one message.

import { h, setText } from '../common/dom.js';
import { moverName } from '../common/state.js';
import { currentReview, reviewStamp } from '../review/current-review.js';

/** Room kept around a mark's row for its focus ring, in CSS pixels. */
const RING_ROOM = 6;

export function createHistory(ctx) {
  const { state } = ctx;
  const list = h('ol', { class: 'history', 'aria-label': 'Moves so far' });
  let lastKey = '';
  let lastCount = -1;

  function update() {
    const key = JSON.stringify([
      state.game.moves.length,
      state.game.winner,
      state.opponent,
      state.computerStarts,
      state.mode,
      reviewStamp(state),
    ]);
    if (key === lastKey) return;
    lastKey = key;
    const scrolled = list.scrollTop;
    const atEnd = scrolled + list.clientHeight >= list.scrollHeight - 2;
    // The editor shows no game: the one left (finished, with its review's marks) is kept in
    // state.game for Undo and Play to go back to, but its moves are not this board's.
    const moves = state.mode === 'play' ? state.game.moves : [];
    patchRows(moves);
    if (!moves.length)
      list.append(
        h('li', {
          class: 'muted empty',
          text: state.mode === 'play' ? 'No moves yet.' : 'Press Play to start a game.',
        }),
      );
    // Follow the newest move: the list scrolls inside itself, the page does not move. When
    // only the review's marks changed (a mark was chosen), the list stays where the reader
    // had scrolled it, with the chosen mark in view.
    if (moves.length !== lastCount || atEnd) list.scrollTop = list.scrollHeight;
    else list.scrollTop = scrolled;
    // A mark focused or chosen stays in the list's sight with its move. (The window is left
    // as it is: a phone's tap on a mistake has just brought the board into it.)
    const mark = list.querySelector('.review-mark:focus') ?? list.querySelector('.review-mark.chosen');
    if (mark && (moves.length === lastCount || mark.matches(':focus'))) inSight(mark, { inWindow: false });
    lastCount = moves.length;
  }

  /** Brings a review mark's row (its move's line above the mark) wholly into the list's box and
   *  the window, focus ring and all, scrolling each as little as that needs: focused, a mark
   *  on move 1 showed at the list's top edge with its move scrolled out above it, and one
   *  reached with Shift+Tab stood at the window's top, cut through its ring. */
  function inSight(mark, { inWindow = true } = {}) {
    const row = mark.closest('li');
    const room = RING_ROOM;
    const box = () => row.getBoundingClientRect();
    const edges = list.getBoundingClientRect();
    if (list.scrollHeight > list.clientHeight) {
      const above = edges.top + room - box().top;
      const below = box().bottom + room - edges.bottom;
      if (above > 0) list.scrollTop -= above;
      else if (below > 0) list.scrollTop += Math.min(below, -above);
    }
    if (!inWindow) return;
    const above = room - box().top;
    const below = box().bottom + room - innerHeight;
    if (above > 0) scrollBy(0, -above);
    else if (below > 0) scrollBy(0, Math.min(below, -above));
  }
  list.addEventListener('focusin', (event) => {
    if (event.target.classList?.contains('review-mark')) inSight(event.target);
  });

  // One row per move, patched in place: a row is rebuilt only when its move is new, so a
  // review mark keeps focus (and a screen reader its place) while the marks change.
  function patchRows(moves) {
    list.querySelector('li.empty')?.remove();
    const rows = list.children;
    moves.forEach((m, i) => {
      let row = rows[i];
      if (!row) {
        row = h('li', {}, h('strong'), h('span'));
        list.append(row);
      }
      const [who, what] = row.children;
      if (row.className !== `p${m.player}`) row.className = `p${m.player}`;
      setText(who, `${moverName(state, m)}: `);
      setText(what, m.text);
      const had = row.children[2] ?? null;
      const mark = markFor(i, had);
      if (!mark) had?.remove();
      else if (!had) row.append(mark);
    });
    while (rows.length > moves.length) rows[rows.length - 1].remove();
  }
  // The marks' code (review/review-marks.js) is not in the first view: it comes with the
  // review's own (review/review.js), which made the review, so it is here once a review has
  // entries; the list is drawn again when it has come.
  let marks = null;
  let marksLoading = null;
  function markFor(i, had) {
    if (marks) return marks.reviewMark(ctx, i, had);
    if (!currentReview(state)?.entries) return null;
    marksLoading ??= import('../review/review.js').then((loaded) => {
      marks = loaded;
      lastKey = '';
      ctx.redraw();
    });
    return null;
  }
  return { list, update };
}
