// Where a teacher lands on a page of its own (above the Edit / Play switch), a note that a
// puzzle draft was left unfinished, with "Open it": the maker keeps the draft per tab (and
// the last one for a tab opened later), but it was said only inside Edit → Make a puzzle, which
// a teacher back on the page did not know to open. Never in an embed or an element (a part of
// a page of its own: page-parts.js), nor while a puzzle is open (a student's view), nor for
// someone who has no draft with words in it. The maker's code comes only when the browser
// holds something of the maker's.

import { h } from '../common/dom.js';
import { positionKey } from '../common/state.js';
import { MAKER_KEY } from './maker-key.js';

/** Whether this tab or the site kept anything of the maker's (storage may be blocked). */
function makerKeptSomething() {
  try {
    return !!(sessionStorage.getItem(MAKER_KEY) || localStorage.getItem(MAKER_KEY));
  } catch {
    return false;
  }
}

/** The maker's card once it shows, then `then(card)` (its code comes when Edit first shows). */
function whenMakerShows(root, then) {
  const shown = () => root.querySelector('.puzzle-maker:not([hidden])');
  if (shown()) return then(shown());
  const watch = new MutationObserver(() => {
    if (!shown()) return;
    watch.disconnect();
    then(shown());
  });
  watch.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
}

export function createDraftNote({ state, actions, redraw }) {
  let draft = null;
  let dismissed = false;
  const words = h('span');
  const element = h(
    'div',
    { class: 'row wrap draft-note', hidden: true },
    words,
    h('button', { type: 'button', class: 'btn', text: 'Open it', onclick: openDraft }),
    h('button', {
      type: 'button',
      class: 'btn icon',
      text: '×',
      'aria-label': 'Dismiss the note of the unfinished puzzle draft',
      onclick: () => {
        dismissed = true;
        redraw();
      },
    }),
  );
  if (makerKeptSomething())
    import('./maker-storage.js').then((m) => {
      draft = m.unfinishedDraft();
      if (draft) redraw();
    });

  /** The draft's board on the page, in Edit, and the focus in its card. */
  function openDraft() {
    dismissed = true;
    const board = draft.board;
    if (board && board.key !== positionKey(state.position)) actions.loadFragment(board.link);
    else actions.backToEdit();
    redraw();
    const root = element.closest('.gnp');
    if (!root) return;
    whenMakerShows(root, (card) => {
      card.scrollIntoView({ block: 'start' });
      card.querySelector('select, input, textarea')?.focus({ preventScroll: true });
    });
  }

  function update() {
    element.hidden = !draft || dismissed || state.embed || state.lock || !!state.puzzle || state.hide.edit;
    const title = draft?.title.trim();
    words.textContent = `You have an unfinished puzzle draft${title ? `, “${title}”` : ''}.`;
  }
  return { element, update };
}
