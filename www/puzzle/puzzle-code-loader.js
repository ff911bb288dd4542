// Where the puzzle code (puzzle-code.js: puzzle.js and task-card.js, a chunk of its own) is
// fetched, and what the first view asks of it before it has come: page/puzzles-on-demand.js
// is the seam the page's actions go through (docs/first-view.md).

import { loadOnce } from '../common/load-once.js';

const puzzle = loadOnce(() => import('./puzzle-code.js'));

/** The puzzle code once fetched, or null. */
export const puzzleCode = puzzle.code;

/** Fetches the puzzle code (once); resolves to it. A failure is retried at the next call. */
export const loadPuzzleCode = puzzle.load;

/** Whether a share-link fragment names a puzzle (its goal= field). */
export function namesPuzzle(fragment) {
  return /(^|[#&?])goal=/.test(String(fragment ?? ''));
}

/** The status line's words while a puzzle is open (task-card.js puzzleStatus), or null: no
 *  puzzle can be open before its code has come. */
export function puzzleStatus(state) {
  const code = puzzleCode();
  return state.puzzle && code ? code.puzzleStatus(state) : null;
}
