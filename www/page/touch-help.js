// Help's "How to play with touch" (or "with a mouse"): the few steps of a move, for someone who has
// never used the keyboard shortcuts listed below it. Its own element, apart from the
// shortcuts' list (dialogs.js fills that one). Like that list it names only what the player
// has: no Hint step when the hint is hidden, no Undo step in a puzzle (Try again and Reset
// stand in for it), a puzzle's steps in a puzzle, no editing in the heading when the board is
// locked.

import { h } from '../common/dom.js';

/** The section, worded for a finger ("tap") or a mouse ("click") as `touch` says; `parts` is
 *  dialog-texts.js's presentParts. */
export function touchHelp(touch, parts) {
  const tap = touch ? 'Tap' : 'Click';
  // The region is named as its heading reads (a screen reader lists it by that name).
  const title = `How to play with ${touch ? 'touch' : 'a mouse'}`;
  return h(
    'section',
    { class: 'touch-help', 'aria-label': title },
    h('h3', { text: title }),
    h(
      'ol',
      {},
      h('li', {
        text: `${tap} a vertex: a box opens with the edges at that vertex. Or ${tap.toLowerCase()} an edge near one of its ends: the box opens at that end, with one token taken from the edge. (In Walking Nim, ${tap.toLowerCase()} an edge at the piece.)`,
      }),
      h('li', { text: 'Choose how many tokens to take with − and +.' }),
      // A puzzle answers a move with its verdict, and opens the hint only later (puzzle.js):
      // Help spoke of a plain game there, the Hint card beside it of its closed hint.
      h('li', {
        text: parts.puzzle
          ? `${tap} Confirm move. A wrong move is answered by the reply that beats it: Try again takes it back.`
          : `${tap} Confirm move. The computer then answers.`,
      }),
      parts.hint
        ? h('li', {
            text: parts.puzzle
              ? 'Stuck? Hint opens once the puzzle is solved, or after its wrong tries: the Hint & analysis card says when.'
              : `Stuck? ${tap} Hint: it shows a winning move, if there is one.`,
          })
        : null,
      parts.undo
        ? h('li', { text: `${tap} Undo to take a move back (against the computer, its reply too).` })
        : null,
    ),
  );
}
