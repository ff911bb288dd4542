// Help's "How to play with touch or a mouse": the few steps of a move, for someone who has
// never used the keyboard shortcuts listed below it. Its own element, apart from the
// shortcuts' list (dialogs.js fills that one).

import { h } from '../common/dom.js';

/** The section, worded for a finger ("tap") or a mouse ("click") as `touch` says. */
export function touchHelp(touch) {
  const tap = touch ? 'Tap' : 'Click';
  return h(
    'section',
    { class: 'touch-help', 'aria-label': 'How to play with touch or a mouse' },
    h('h3', { text: touch ? 'How to play with touch' : 'How to play with a mouse' }),
    h(
      'ol',
      {},
      h('li', {
        text: `${tap} a vertex: a box opens with the edges at that vertex. (In Walking Nim, ${tap.toLowerCase()} an edge at the piece.)`,
      }),
      h('li', { text: 'Choose how many tokens to take with − and +.' }),
      h('li', { text: `${tap} Confirm move. The computer then answers.` }),
      h('li', { text: `Stuck? ${tap} Hint: it shows a winning move, if there is one.` }),
      h('li', { text: `${tap} Undo to take a move back (against the computer, its reply too).` }),
    ),
    h('h3', { text: 'Editing the board, and keyboard shortcuts' }),
  );
}
