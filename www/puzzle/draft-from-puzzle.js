// Edit on a puzzle fills the maker from that puzzle (its goal, title, task, tries, and the
// embed's hide box as the page was opened), not from the draft kept from before: that draft was
// another puzzle's, and Check puzzle judged this board against its goal. The draft it replaces
// is not lost: it is set aside, with its board, among the drafts the card offers to bring back
// (maker-storage.js keeps them, kept-drafts.js shows them) until the teacher deletes it.

import { positionKey } from '../common/state.js';

const FIELDS = ['goal', 'title', 'text', 'reveal', 'hide'];
const same = (a, b) => FIELDS.every((name) => a[name] === b[name]);

/** `kept`: maker-storage.js's keepMaker. Returns {update}, called before the card reads the
 *  draft (and after kept.follow()). */
export function fillFromLeftPuzzle({ state, actions }, kept) {
  /** The puzzle left (state.leftPuzzle) the draft was last filled from. */
  let filledFrom = null;
  return {
    update() {
      const left = state.leftPuzzle;
      const puzzle = left?.snapshot.puzzle;
      const onItsBoard = !!puzzle && left.key === positionKey(state.position);
      // Each Edit on a puzzle leaves a new one (game.js backToEdit): filled once, when it
      // shows; the teacher's changes to the draft after that are theirs.
      if (!onItsBoard || left === filledFrom) return;
      filledFrom = left;
      const fields = {
        goal: puzzle.goal,
        title: puzzle.title ?? '',
        text: puzzle.text ?? '',
        reveal: puzzle.reveal,
        hide: !!(state.hide.hint || state.hide.analysis),
      };
      if (same(fields, state.author)) return;
      kept.fillFromPuzzle(fields);
      // (A new goal on a board checked before is checked again: setPuzzleDraft.)
      actions.setPuzzleDraft(fields);
    },
  };
}
