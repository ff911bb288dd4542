// The message banner (errors, notices) with its dismiss button. It overlays the layout
// rather than pushing the board down (style.css).

import { h } from '../common/dom.js';

export function createMessage({ state, actions }) {
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

  function update() {
    element.hidden = !state.message;
    if (!state.message) return;
    element.dataset.kind = state.message.kind;
    if (text.textContent !== state.message.text) text.textContent = state.message.text;
  }
  return { element, update };
}
