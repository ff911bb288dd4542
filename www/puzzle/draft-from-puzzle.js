// Edit on a puzzle fills the maker from that puzzle (its goal, title, task, tries, and the
// embed's hide box as the page was opened), not from the draft kept from before: that draft was
// another puzzle's, and Check puzzle judged this board against its goal. The draft it replaces
// is not lost: the card says where its words went, with a button that brings it back (and
// its board, when it was made on another one) until the teacher dismisses it.

import { h } from '../common/dom.js';
import { positionKey } from '../common/state.js';
import { decodeFragment } from '../share/link.js';

const FIELDS = ['goal', 'title', 'text', 'reveal', 'hide'];
const fieldsOf = (author) => Object.fromEntries(FIELDS.map((name) => [name, author[name]]));
const same = (a, b) => FIELDS.every((name) => a[name] === b[name]);

/** `kept`: maker-storage.js's keepMaker (otherBoard: the board the draft was made on while the
 *  page shows another). Returns {element, update}; update() before the card reads the draft. */
export function fillFromLeftPuzzle({ state, actions }, kept) {
  /** The puzzle left (state.leftPuzzle) the draft was last filled from, and the draft before. */
  let filledFrom = null;
  let before = null;
  const words = h('span');
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
          element.hidden = true;
        },
      }),
    ),
  );

  function bringBack() {
    const { fields, link } = before;
    before = null;
    actions.setPuzzleDraft(fields);
    const board = link && decodeFragment(link);
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
          before = hadWords ? { fields: fieldsOf(state.author), link: kept.otherBoard() } : null;
          words.textContent = before
            ? `Filled from the puzzle you left${fields.title ? `, “${fields.title}”` : ''}. Your draft before it${before.fields.title.trim() ? `, “${before.fields.title.trim()}”,` : ''} can be brought back.`
            : '';
          actions.setPuzzleDraft(fields);
        }
      }
      element.hidden = !before;
    },
  };
}
