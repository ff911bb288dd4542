// The student's side of a puzzle as one chunk (page/puzzles-on-demand.js): the judged answers
// (puzzle.js), the task above the board and the status line's words (task-card.js). A page
// with no puzzle open never fetches it.
import { progressKey as key, progressPage as page, readProgress as read } from './puzzle-progress.js';

export { createPuzzles } from './puzzle.js';
export { createPuzzleTask, puzzleStatus } from './task-card.js';

// What the Puzzles list reads of a puzzle's kept progress (puzzle-list.js imports it from here),
// bound here rather than re-exported: Rollup follows a re-export to its module, which then made
// a small chunk of its own (fetched apart, compressed apart) in every puzzle's first view.
export const progressKey = key;
export const progressPage = page;
export const readProgress = read;
