// The message banner (errors, notices) with its dismiss button. It overlays the layout
// rather than pushing the board down (style.css).
//
// A notice (kind 'info': "Misère play: …", "Walking Nim: …") says what just happened and
// then would sit over whatever is under it — a counterexample list, the Why? text — until
// closed. So it goes by itself at the user's next act elsewhere in the playground (a press
// of the pointer, or Enter / Space on a control): by then it has been seen, and what that
// act shows is not covered. Scrolling away by more than half a screen counts as such an act
// (the reader has moved on). Errors stay until dismissed, as the user may need to act on them.
// While a message shows, the playground keeps room below its end for it, so scrolling down
// can always bring the last card's end above the message instead of under it.

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

  // Where the page was scrolled when the notice came (null while none shows).
  let shownAtScroll = null;
  const scrolledAway = () => {
    if (state.message?.kind !== 'info' || shownAtScroll === null) return;
    if (Math.abs(scrollY - shownAtScroll) > innerHeight / 2) actions.say(null);
  };
  if (root && typeof addEventListener === 'function')
    addEventListener('scroll', scrolledAway, { passive: true });

  let shownText = null;
  function update() {
    element.hidden = !state.message;
    if (!state.message) {
      shownAtScroll = shownText = null;
      root?.style.removeProperty('--message-room');
      return;
    }
    element.dataset.kind = state.message.kind;
    if (text.textContent !== state.message.text) text.textContent = state.message.text;
    if (shownText !== state.message.text) {
      shownText = state.message.text;
      shownAtScroll = scrollY;
      // (Not in a frame or a host page's element: there the message sits at the top, and the
      // host's frame would grow and shrink with it.)
      if (!state.embed && !state.inHostPage)
        root?.style.setProperty('--message-room', `${element.offsetHeight + 24}px`);
    }
  }
  const destroy = () => removeEventListener('scroll', scrolledAway);
  return { element, update, destroy };
}
