// Edit on a puzzle fills the maker from that puzzle (its goal, title, task, tries, and the
// embed's hide box as the page was opened), not from the draft kept from before: that draft was
// another puzzle's, and Check puzzle judged this board against its goal. The draft it replaces
// is not lost: the card says where its words went, with a button that brings it back (and
// its board, when it was made on another one) until the teacher dismisses it; it is kept with
// the draft in the maker's storage meanwhile, so a reload before either still offers it.

import { h } from '../common/dom.js';
import { positionKey } from '../common/state.js';
import { decodeFragment } from '../share/link.js';

const FIELDS = ['goal', 'title', 'text', 'reveal', 'hide'];
const fieldsOf = (author) => Object.fromEntries(FIELDS.map((name) => [name, author[name]]));
const same = (a, b) => FIELDS.every((name) => a[name] === b[name]);

/** `kept`: maker-storage.js's keepMaker (draftBoard: the board the draft was made on while the
 *  page shows another). Returns {element, update}; update() before the card reads the draft. */
export function fillFromLeftPuzzle({ state, actions }, kept) {
  /** The puzzle left (state.leftPuzzle) the draft was last filled from, and the draft before
   *  ({fields, link, from}: kept, see maker-storage.js). */
  let filledFrom = null;
  let before = kept.replaced();
  const words = h('span', { text: before ? offerWords(before) : '' });
  const element = h(
    'div',
    { class: 'draft-from-puzzle', hidden: true },
    h('p', {}, words),
    h(
      'div',
      { class: 'row' },
      h('button', { type: 'button', class: 'btn', text: 'Bring back your draft', onclick: bringBack }),
      h('button', {
        type: 'button',
        class: 'btn icon',
        text: '×',
        'aria-label': 'Dismiss: keep the puzzle’s words',
        onclick: () => {
          before = null;
          kept.keepReplaced(null);
          element.hidden = true;
        },
      }),
    ),
  );

  function bringBack() {
    const { fields, link } = before;
    before = null;
    kept.keepReplaced(null);
    kept.madeHere();
    // The draft is of its own board again, brought back with it unless the page shows it
    // already (Back brought it).
    kept.draftOf(link);
    actions.setPuzzleDraft(fields);
    const other = kept.otherBoard();
    const board = other && decodeFragment(other);
    // One undo step, as any new board is.
    if (board?.position) actions.replaceBoard(board.position, board.layout);
  }

  return {
    element,
    update() {
      const left = state.leftPuzzle;
      const puzzle = left?.snapshot.puzzle;
      const onItsBoard = !!puzzle && left.key === positionKey(state.position);
      // Each Edit on a puzzle leaves a new one (game.js backToEdit): filled once, when it
      // shows; the teacher's changes to the draft after that are theirs.
      if (onItsBoard && left !== filledFrom) {
        filledFrom = left;
        const fields = {
          goal: puzzle.goal,
          title: puzzle.title ?? '',
          text: puzzle.text ?? '',
          reveal: puzzle.reveal,
          hide: !!(state.hide.hint || state.hide.analysis),
        };
        if (!same(fields, state.author)) {
          const hadWords = !!(state.author.title.trim() || state.author.text.trim());
          before = hadWords
            ? { fields: fieldsOf(state.author), link: kept.draftBoard(), from: fields.title }
            : null;
          words.textContent = before ? offerWords(before) : '';
          kept.filledFromPuzzle();
          kept.keepReplaced(before);
          actions.setPuzzleDraft(fields);
        }
      }
      element.hidden = !before;
    },
  };
}

/** What the offer says of the draft `before` replaced by the puzzle `before.from`. */
function offerWords({ fields, from }) {
  const title = fields.title.trim();
  return `Filled from the puzzle you left${from ? `, “${from}”` : ''}. Your draft before it${title ? `, “${title}”,` : ''} can be brought back.`;
}
