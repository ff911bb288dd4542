// The note's words and buttons, and Open it (draft-note.js: where and when it shows).

import { h } from '../common/dom.js';
import { positionKey } from '../common/state.js';
import { decodeFragment } from '../share/link.js';
import { readStoredObject, writeStored } from '../common/stored.js';
import { draftMark, unfinishedDraft } from './maker-storage.js';

/** Where × keeps the mark of the draft whose note it dismissed: for the site, so that neither
 *  a reload nor a new tab brings the note back for that draft; a changed draft has another mark. */
const DISMISSED_KEY = 'graphnim:draft-note-dismissed';
const dismissedMark = () => readStoredObject('localStorage', DISMISSED_KEY, 200)?.mark;

/** The maker's card in `root` when it shows, else null. */
const makerShown = (root) => root?.querySelector('.puzzle-maker:not([hidden])') ?? null;

/** The maker's card once it shows, then `then(card)` (its code comes when Edit first shows). */
function whenMakerShows(root, then) {
  const shown = () => makerShown(root);
  if (shown()) return then(shown());
  const watch = new MutationObserver(() => {
    if (!shown()) return;
    watch.disconnect();
    then(shown());
  });
  watch.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
}

/** Where the note sits. Under the status line (draft-note.js) it was below the window of a
 *  1280×800 laptop, and a returning teacher never saw it. Where the board's column is wide it
 *  sits in the toolbar's free middle (its spacer, between Edit/Play and Undo), on one line and
 *  out of the flow, so its coming after the first paint moves nothing; a long title is cut on
 *  screen (whole on hover, and to a screen reader). Narrower, the board is smaller and the
 *  note under it is in view. Here, not in style.css: only a teacher with a draft needs it, and
 *  every byte of the first view counts. */
const PLACE_CSS = `@supports (anchor-name: --a) {
  @media (min-width: 1100px) and (min-height: 480px) {
    .gnp-toolbar > .spacer { anchor-name: --gnp-draft-note; }
    .gnp-board-wrap > .draft-note {
      position: absolute;
      position-anchor: --gnp-draft-note;
      inset: anchor(top) anchor(right) anchor(bottom) anchor(left);
      margin: 0;
      flex-wrap: nowrap;
      justify-content: center;
      font-size: 0.9rem;
    }
    .gnp-board-wrap > .draft-note > span { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .gnp-board-wrap > .draft-note > .btn { flex: none; }
  }
}`;

let placed = false;
/** Adds PLACE_CSS to the page once (a constructed sheet: the site's policy allows no <style>). */
function placeNote(doc) {
  if (placed || !doc?.adoptedStyleSheets) return;
  placed = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PLACE_CSS);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}

/** Fills the note `element` ({update}), or returns null when there is no unfinished draft. */
export function offerDraft(element, { state, actions, redraw }) {
  const draft = unfinishedDraft();
  if (!draft || dismissedMark() === draftMark(draft)) return null;
  let dismissed = false;
  placeNote(element.ownerDocument);
  const title = draft.title.trim();
  const words = `You have an unfinished puzzle draft${title ? `, “${title}”` : ''}.`;
  element.append(
    // Cut on screen when the toolbar is short of room (PLACE_CSS): whole on hover.
    h('span', { text: words, title: words }),
    h('button', { type: 'button', class: 'btn', text: 'Open it', onclick: openDraft }),
    h('button', {
      type: 'button',
      class: 'btn icon',
      text: '×',
      'aria-label': 'Dismiss the note of the unfinished puzzle draft',
      onclick: () => {
        dismissed = true;
        writeStored('localStorage', DISMISSED_KEY, JSON.stringify({ mark: draftMark(draft) }));
        redraw();
      },
    }),
  );

  /** The draft's board on the page, in Edit, and the focus in its card. The board comes as
   *  any new board does, one undo step (opened as a link it cleared the undo history). A draft
   *  the card set aside is asked for by its id, before the board comes: the card brings it in
   *  (maker-storage.js), setting aside the one it holds, whose board stays its own. */
  function openDraft() {
    dismissed = true;
    actions.backToEdit();
    state.draftWanted = draft.id;
    const board = draft.board;
    const decoded = board && board.key !== positionKey(state.position) && decodeFragment(board.link);
    if (decoded?.position) actions.replaceBoard(decoded.position, decoded.layout);
    redraw();
    const root = element.closest('.gnp');
    if (!root) return;
    whenMakerShows(root, (card) => {
      card.scrollIntoView({ block: 'start' });
      card.querySelector('select, input, textarea')?.focus({ preventScroll: true });
    });
  }

  return {
    update() {
      // Edit shows the maker's card, which holds the draft (and says when it was made on
      // another board): the note has done its part, and would outlive the draft put in the set.
      if (state.mode === 'edit' && makerShown(element.closest('.gnp'))) dismissed = true;
      element.hidden =
        dismissed || state.embed || state.lock || !!state.puzzle || !!state.leftPuzzle || state.hide.edit;
    },
  };
}
