// The student's side of a puzzle as one chunk (page/puzzles-on-demand.js): the judged answers
// (puzzle.js), the task above the board and the status line's words (task-card.js). A page
// with no puzzle open never fetches it.
export { createPuzzles } from './puzzle.js';
export { createPuzzleTask, puzzleStatus } from './task-card.js';
// What the Puzzles list reads of a puzzle's kept progress (puzzle-list.js imports it from here).
export { progressKey, readProgress } from './puzzle-progress.js';
