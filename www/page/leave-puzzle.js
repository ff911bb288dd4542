// Leave puzzle (the puzzle card's button, page and tab only): a free game on the puzzle's
// board, loaded when first pressed. The rules switch and Misère went back into the puzzle, and
// Edit then Play reopened it: there was no other way out. The puzzle's progress stays as the
// tab keeps it after every try (puzzle/puzzle-progress.js), and Undo brings the puzzle back
// (the undo step's snapshot holds it). A puzzle opened over a board being edited returns to
// that board instead.

import { commit, editedBoardWords, restore, sayPuzzleLeft } from './actions-core.js';
import { startGameFromCurrent } from '../play/game.js';

export function leavePuzzle(ctx) {
  const { state } = ctx;
  const left = state.puzzle;
  if (!left || state.embed || state.lock) return;
  ctx.computer.cancelComputer();
  // A puzzle opened over a board being edited (page/load.js): Leave puzzle goes back to that
  // board, in the editor, as the puzzle's opening said.
  const edited = state.editedBoardAside;
  if (edited) {
    commit(ctx, () => {
      ctx.puzzles.clear();
      state.leftPuzzle = null;
      state.editedBoardAside = null;
      state.hint = state.analysis = state.why = null;
      restore(ctx, edited.snapshot);
      state.opponent = edited.opponent;
      state.strength = edited.strength;
      state.computerStarts = edited.computerStarts;
    });
    const words = editedBoardWords(edited);
    return sayPuzzleLeft(ctx, left, ` ${words[0].toUpperCase()}${words.slice(1)} is back.`);
  }
  commit(ctx, () => {
    ctx.puzzles.clear();
    state.leftPuzzle = null;
    // The puzzle's board as it starts: a refuted try, or a game under way, is the puzzle's.
    state.position = structuredClone(left.start);
    state.hint = state.analysis = state.why = null;
    state.mode = 'play';
    startGameFromCurrent(ctx);
  });
  sayPuzzleLeft(ctx, left, ' A free game on its board: change the rules, Misère or the board as you like.');
}
