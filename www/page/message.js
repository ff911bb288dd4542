// The message banner (errors, notices) with its dismiss button. It overlays the layout
// rather than pushing the board down (style.css).
//
// A notice (kind 'info': "Misère play: …", "Walking Nim: …") says what just happened and
// then would sit over whatever is under it — a counterexample list, the Why? text — until
// closed. So it goes by itself at the user's next act elsewhere in the playground (a press
// of the pointer, or Enter / Space on a control): by then it has been seen, and what that
// act shows is not covered. Errors stay until dismissed, as the user may need to act on them.

//
// The banner is hidden while there is no message, and a live region that appears with its
// text is often not read: what a screen reader hears is `said`, a polite live region that is
// always in the page (never shown) and repeats the banner's text.

import { h } from '../common/dom.js';

export function createMessage({ state, actions }, root) {
  const text = h('span');
  const said = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  const element = h(
    'div',
    { class: 'gnp-message', hidden: true },
    text,
    h('button', {
      type: 'button',
      class: 'btn icon',
      'aria-label': 'Dismiss message',
      text: '×',
      onclick: () => actions.say(null),
    }),
  );

  // Capture phase: the notice goes before the act is handled, so a notice the act itself
  // says (a second toggle of Misère) is shown, not dismissed.
  const actedElsewhere = (event) => {
    if (state.message?.kind !== 'info' || element.contains(event.target)) return;
    if (event.type === 'keydown' && event.key !== 'Enter' && event.key !== ' ') return;
    actions.say(null);
  };
  root?.addEventListener('pointerdown', actedElsewhere, true);
  root?.addEventListener('keydown', actedElsewhere, true);

  let lastMessage = null;
  function update() {
    element.hidden = !state.message;
    // The same message said again (Enter twice on a vertex with no move) is a new message
    // object: a no-break space at its end, on and off, makes it a change to read.
    if (state.message !== lastMessage) {
      lastMessage = state.message;
      const heard = state.message?.text ?? '';
      said.textContent = heard && said.textContent === heard ? `${heard}\u00a0` : heard;
    }
    if (!state.message) return;
    element.dataset.kind = state.message.kind;
    if (text.textContent !== state.message.text) text.textContent = state.message.text;
  }
  return { element, said, update };
}
