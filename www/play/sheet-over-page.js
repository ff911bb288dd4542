// The move sheet over the page (a phone's, style.css: fixed along the screen's foot or beside
// the board): where the board goes when it opens and closes. Only a phone's screen needs it,
// so it comes with the first composer on one (composer.js), not with the page's first view.

import { DOUBLE_TAP_MS } from '../board/input.js';

/** element: the composer's box; sheetHeightToStyle(): tells the stylesheet the box's height. */
export function placeSheet({ element, state, sheetHeightToStyle }) {
  const boardOf = () => element.closest('.gnp')?.querySelector('svg.board');
  let holdTimer = 0;
  // When a pointer last left the board, on the page's clock: captured before the board's own
  // handler makes a move of it. Another tap while the sheet waits: it waits a double tap's
  // time from this one.
  let tappedAt = -Infinity;
  document.addEventListener(
    'pointerup',
    (event) => {
      if (!event.composedPath?.().includes(boardOf())) return;
      tappedAt = performance.now();
      if (holdTimer) hold();
    },
    true,
  );
  // Whether the open sheet stands over the page, and the moves played when it opened.
  let open = false;
  let movesWhenOpened = 0;

  /** How far the page must scroll for the open sheet to leave the board above it (0: not). */
  function scrollNeeded(board) {
    const sheetTop = element.getBoundingClientRect().top;
    const boardBox = board.getBoundingClientRect();
    const overlap = boardBox.bottom - sheetTop;
    return overlap > 0 ? Math.min(overlap + 8, Math.max(0, boardBox.top - 4)) : 0;
  }

  // Waiting, the sheet is unseen and lets taps through to the board under it.
  const held = (on) => (element.style.visibility = on ? 'hidden' : '');

  function hold() {
    held(true);
    clearTimeout(holdTimer);
    holdTimer = setTimeout(release, DOUBLE_TAP_MS);
  }

  function release() {
    clearTimeout(holdTimer);
    holdTimer = 0;
    if (!element.style.visibility) return;
    held(false);
    const board = boardOf();
    if (board && element.classList.contains('composing')) scrollBy({ top: scrollNeeded(board) });
  }

  return {
    /**
     * The sheet opened over the screen's foot: the page scrolls the board up above it (as far
     * as the board's top stays on screen), so the piles or edges being taken from stay in
     * sight.
     */
    opened(board) {
      open = true;
      movesWhenOpened = state.game.moves.length;
      requestAnimationFrame(() => {
        // The sheet's height first (the observer may come after this frame): measured with
        // the board column not yet fitted above the sheet, a fixed frame scrolled its content,
        // and the task's title out of its view, for an overlap the stylesheet removes.
        sheetHeightToStyle();
        const by = scrollNeeded(board);
        if (!by) return;
        // The finger may still be at work on the board ("tap again for more"): a pile at the
        // board's foot went under the sheet, or the page moved it from under the finger, and
        // the second tap of a double tap hit the sheet's heading or empty board. The sheet
        // waits, unseen and untouchable, until the taps have stopped; it and the scroll come
        // then.
        if (performance.now() - tappedAt < DOUBLE_TAP_MS) hold();
        else scrollBy({ top: by });
      });
    },
    /**
     * The sheet closed. A move it confirmed is answered on the board: the page may have been
     * scrolled down meanwhile (to the hint's answer, which goes with the move), and the
     * board, with the computer's reply, was left above the screen.
     */
    closed() {
      clearTimeout(holdTimer);
      holdTimer = 0;
      held(false);
      const played = open && state.game.moves.length !== movesWhenOpened;
      open = false;
      const board = boardOf();
      if (played && board) requestAnimationFrame(() => board.scrollIntoView({ block: 'nearest' }));
    },
  };
}
