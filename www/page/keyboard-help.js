// Help's "Playing with the keyboard": a move, and the rest of a game, step by step in the keys
// that do it, for a player on the keyboard (with or without a screen reader) who would
// otherwise piece the steps together from the shortcuts' list below it. Loaded with Help's
// texts (dialog-texts.js), never with the first view. Like the touch steps, it names only
// what the player has (`parts`: dialog-texts.js's presentParts).

import { h } from '../common/dom.js';

/** The section's steps, each [what it is for, the keys]. */
function steps(parts) {
  return [
    parts.page ? ['Reach the board', 'the first Tab stop, “Skip to the board”, then Enter.'] : null,
    [
      'Pick a vertex or a pile',
      'Tab or the arrow keys go from one vertex, edge or pile to the next (empty edges and piles are passed over). Enter on a vertex opens its move box, with the focus on the first edge it can take from; Enter on an edge or a pile takes one token from it and opens the box. In Walking Nim, Enter on an edge at the piece (or on a vertex it leads to) offers that edge’s new weights.',
    ],
    [
      'Set the amounts',
      'type how many to take in an edge’s or a pile’s field (↑ and ↓ change it by one; Tab goes on to the next field, past − and +, which are for the mouse); or press Enter again on the edge or pile on the board for one token more, each press said.',
    ],
    [
      'Confirm',
      'Ctrl+Enter anywhere on the board; or Enter in a field, on Confirm move, on the board itself, or on an edge or pile whose tokens are all chosen. A number the move cannot take is refused, and what is wrong is said. In Walking Nim, Enter on the new weight moves.',
    ],
    ['Cancel', 'Escape on the board, or in the move box (the focus goes back to where the move began).'],
    parts.undo
      ? ['Undo', 'Ctrl+Z takes a move back (against the computer, its reply too); Ctrl+Y redoes it.']
      : null,
    parts.hint ? ['Hint', 'H asks for a winning move (if there is one); the answer is said.'] : null,
    [
      'Review the steps of a finished game',
      'Tab to Start, Previous, Next or End under the board: with one of them focused, ← and → step a move, Home and End go to the ends. Enter on a move’s mark in the move list explains that move.',
    ],
    ['In a puzzle', 'after a wrong try, Enter on the board takes it back.'],
    parts.page
      ? [
          'The Explore map',
          'Tab to the map: the arrow keys go from cell to cell, each said; the first Enter says the cell you start on, the next loads it into the board (a game under way is set aside; a board that shows the cell already says so). Escape closes Explore.',
        ]
      : null,
  ].filter(Boolean);
}

/** The section: a heading and the steps in order. */
export function keyboardHelp(parts) {
  const title = 'Playing with the keyboard';
  return h(
    'section',
    { class: 'keyboard-help', 'aria-label': title },
    h('h3', { text: title }),
    h('ol', {}, ...steps(parts).map(([what, keys]) => h('li', {}, h('strong', { text: `${what}: ` }), keys))),
  );
}
