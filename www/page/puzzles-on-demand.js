// The puzzle code (puzzle/puzzle-code.js: puzzle.js and task-card.js) is a chunk of its own,
// fetched when a puzzle is first opened instead of with the first view (docs/first-view.md).
// Until it has come no puzzle can be open (state.puzzle is null: only its start sets one), so
// every question the page asks of the puzzles has the answer "no puzzle" without it, and the
// page stays synchronous. Opening one is the only call that may wait:
//
// - a playground whose link names a puzzle (goal=), and every embed and <graph-nim> element
//   (their host may open one by a message or an attribute at any time), fetch the code while
//   the engine loads (main.js waits for both), so a puzzle is shown at once, never a plain
//   game first;
// - a link opened later (a made puzzle, a list) waits for the code before it opens (load.js);
// - any other start waits for it too and runs as soon as it comes (actions-on-demand.js).

import { actionsOnDemand } from './actions-on-demand.js';
import { loadPuzzleCode, puzzleCode } from '../puzzle/puzzle-code-loader.js';

export { loadPuzzleCode, namesPuzzle, puzzleCode } from '../puzzle/puzzle-code-loader.js';

/** What each question answers while no puzzle can be open (puzzle.js with state.puzzle null). */
const NO_PUZZLE = {
  clear: undefined,
  takesMove: false,
  blocksMoves: false,
  whyBlocked: '',
  refuted: false,
  answerMove: false,
  answerOutcome: undefined,
  answerGrundy: '',
  gameOver: undefined,
  tryAgain: undefined,
  canReveal: false,
  reveal: undefined,
  reset: undefined,
  helpLocked: '',
  helpCost: '',
  helpUsed: undefined,
  played: undefined,
};

/**
 * The puzzles' actions (puzzle.js createPuzzles) behind the seam. `options` are
 * createPuzzles's; `failed(err)` tells the person the code could not be fetched.
 */
export function puzzlesOnDemand(options, { failed }) {
  let puzzles = null;
  const here = () => {
    if (!puzzles && puzzleCode()) puzzles = puzzleCode().createPuzzles(options);
    return puzzles;
  };
  const starting = actionsOnDemand({ load: loadPuzzleCode, failed });
  const facade = {
    start: (spec) => (here() ? puzzles.start(spec) : starting.run(() => here().start(spec))),
    refusal: (request) =>
      here()
        ? puzzles.refusal(request)
        : request === 'play'
          ? ''
          : 'no puzzle is open: send graphnim:set with a goal to open one',
  };
  for (const [name, none] of Object.entries(NO_PUZZLE))
    facade[name] = (...args) => (here() ? puzzles[name](...args) : none);
  return facade;
}

/**
 * The puzzle's task above the board (task-card.js createPuzzleTask) once the code has come: an
 * empty, hidden placeholder in its place before that, replaced at the first draw after.
 */
export function puzzleTaskOnDemand(ctx) {
  const placeholder = document.createElement('div');
  placeholder.className = 'lazy-part';
  placeholder.hidden = true;
  let card = null;
  return {
    get element() {
      return card ? card.element : placeholder;
    },
    update() {
      if (!card && puzzleCode()) {
        card = puzzleCode().createPuzzleTask(ctx);
        placeholder.replaceWith(card.element);
      }
      return card?.update();
    },
  };
}
