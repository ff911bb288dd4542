// What an embed's messages (embed-messages.js) and a <graph-nim> element's events
// (graph-nim.js) carry: built from the playground's state and events the same way for both.
// A module of its own so that an element page's first view does not carry the embed's
// message channel (docs/first-view.md).

/** The answer to graphnim:hint when the embed's address says hide=hint. */
export const HINT_HIDDEN =
  'the hint is hidden in this embed (hide=hint), so no hint is given: remove hint from hide= to allow one';

/** The open puzzle's state as messages carry it ({goal, solved, tries, revealed}; solved:
 *  now or earlier, as the card says), or undefined when no puzzle is open. */
export function puzzleState(playground) {
  const p = playground.getPuzzle();
  return p ? { goal: p.goal, solved: p.solved, tries: p.tries, revealed: p.revealed } : undefined;
}

/** The graphnim:result message for a playground 'puzzle' event (a counted answer, or with
 *  restored: true the progress a puzzle opened with). */
export function resultMessage({ goal, solved, tries, revealed, restored }) {
  const message = { type: 'graphnim:result', goal, solved, tries, revealed };
  if (restored) message.restored = true;
  return message;
}

/** The graphnim:revealed message for a playground 'revealed' event: a solution shown, or
 *  (help: true) the hint, the analysis or Why? opened on the unsolved puzzle. A solution shown
 *  after the puzzle was solved without help is practice: `revealed: false`, the solve stands. */
export function revealedMessage({ goal, tries, solution, help, revealed = true }) {
  return help
    ? { type: 'graphnim:revealed', goal, tries, revealed: true, help: true }
    : { type: 'graphnim:revealed', goal, tries, revealed, solution };
}

/** Why a hint is refused in an unsolved puzzle (puzzle.js helpLocked), worded for a course
 *  page: what opens it, and what to send meanwhile. */
export function hintLocked(puzzle) {
  const needed = `${puzzle.reveal} wrong ${puzzle.reveal === 1 ? 'try' : 'tries'}`;
  const sofar = puzzle.tries === 1 ? 'there has been 1' : `there have been ${puzzle.tries}`;
  return `in a puzzle the hint opens once it is solved, or after ${needed} (reveal=${puzzle.reveal}) and ${sofar}: send graphnim:play with an answer first, then graphnim:hint (graphnim:set with reveal: 0 opens the hint from the start)`;
}

/** The graphnim:move message for a playground 'move' event: a refuted try and its refutation
 *  carry their own positions and say which they are. */
export function moveMessage({ move, player, text, position, wrong, refutation }, playground) {
  const message = {
    type: 'graphnim:move',
    move,
    player,
    text,
    position: position === undefined ? playground.getPosition() : position,
  };
  if (wrong) message.wrong = true;
  if (refutation) message.refutation = true;
  return message;
}
