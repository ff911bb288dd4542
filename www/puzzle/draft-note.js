// Where a teacher lands on a page of its own (under the board, where its coming after the first
// paint moves nothing the teacher is looking at), a note that a
// puzzle draft was left unfinished, with "Open it": the maker keeps the draft per tab (and
// the last one for a tab opened later), but it was said only inside Edit → Make a puzzle, which
// a teacher back on the page did not know to open. Never in an embed or an element (a part of
// a page of its own: page-parts.js), nor while a puzzle is open (a student's view), nor once
// Edit has left a puzzle (the maker's card is filled from that puzzle, and offers the draft
// before it itself: the note would name a draft the maker no longer holds), nor once Edit has
// shown the card in this page (the card holds the draft), nor for a draft dismissed with ×,
// nor for someone with no draft they made, with words in it: Edit on a puzzle, with nothing
// changed in the card, made nothing, and "draft" is no word for a student (draft-offer.js,
// with the maker's storage code, comes only when the browser holds something of the maker's).

import { h } from '../common/dom.js';

/** Whether this tab or the site kept anything of the maker's (maker-storage.js's key; storage
 *  may be blocked). */
function makerKeptSomething() {
  try {
    return !!(
      sessionStorage.getItem('graphnim:puzzle-maker') || localStorage.getItem('graphnim:puzzle-maker')
    );
  } catch {
    return false;
  }
}

export function createDraftNote(ctx) {
  const element = h('div', { class: 'row wrap draft-note', hidden: true });
  let note = null;
  if (makerKeptSomething())
    // A part that cannot load (offline before it was stored) only leaves the note unsaid.
    import('./draft-offer.js').then(
      (m) => {
        note = m.offerDraft(element, ctx);
        ctx.redraw();
      },
      () => {},
    );
  return { element, update: () => note?.update() };
}
