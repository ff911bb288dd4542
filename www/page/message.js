// The message banner (errors, notices) with its dismiss button. It overlays the layout
// rather than pushing the board down (style.css).
//
// A notice (kind 'info': "Misère play: …", "Walking Nim: …") says what just happened and
// then would sit over whatever is under it — a counterexample list, the Why? text — until
// closed. So it goes by itself at the user's next act elsewhere in the playground (a press
// of the pointer, or Enter / Space on a control): by then it has been seen, and what that
// act shows is not covered. Errors stay until dismissed, as the user may need to act on them.

import { h } from '../common/dom.js';

export function createMessage({ state, actions }, root) {
  const text = h('span');
  const element = h(
    'div',
    { class: 'gnp-message', role: 'status', 'aria-live': 'polite', hidden: true },
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

  function update() {
    element.hidden = !state.message;
    if (!state.message) return;
    element.dataset.kind = state.message.kind;
    if (text.textContent !== state.message.text) text.textContent = state.message.text;
  }
  return { element, update };
}
