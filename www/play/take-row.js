// One row of a move being composed — "1–2 (5)  −  [box]  +" — and the Confirm / Cancel row:
// the same controls for Edge-Nim's edges at a vertex (composer.js) and a pile game's piles
// (setnim-composer.js), so both read and behave alike (Enter in a box confirms the move).

import { focusedElement, h } from '../common/dom.js';
import { formatNumber } from '../common/words.js';

/**
 * A take row for pile or edge `index`, named `name`, holding `count` tokens; `current()` is
 * the amount the move takes from it now. Returns {row, input, show()}; show() brings the
 * row up to date with current().
 */
export function takeRow(actions, { index, name, count, current }) {
  const input = h('input', {
    type: 'number',
    min: 0,
    max: count,
    value: current(),
    'aria-label': `take from ${name}`,
    // Selected when focused: a digit typed replaces the 0 shown (it made "02").
    onfocus: (ev) => ev.target.select(),
    onchange: (ev) => actions.setPendingTake(index, ev.target.value),
    onkeydown: (ev) => {
      if (ev.key !== 'Enter') return;
      ev.preventDefault();
      actions.setPendingTake(index, ev.target.value);
      actions.confirmPending();
    },
  });
  // − and + are unavailable at 0 and at `count` (aria-disabled, not disabled: a + pressed
  // from the keyboard up to the most keeps the focus, and says why it does nothing more).
  const chip = (text, label, delta) =>
    h('button', {
      type: 'button',
      class: 'btn chip',
      text,
      'aria-label': `${label} ${name}`,
      onclick: (ev) => {
        if (ev.currentTarget.getAttribute('aria-disabled') === 'true') return;
        actions.setPendingTake(index, current() + delta);
      },
    });
  const less = chip('−', 'take one less from', -1);
  const more = chip('+', 'take one more from', 1);
  const row = h(
    'li',
    {},
    h('span', { class: 'move-text', text: `${name} (${formatNumber(count)})` }),
    less,
    input,
    more,
  );
  /** Shows the amount the move takes now: in the box (never the box being typed in) and on
   *  − and +. */
  function show() {
    const amount = current();
    if (input !== focusedElement(input) && input.value !== String(amount)) input.value = String(amount);
    less.setAttribute('aria-disabled', String(amount <= 0));
    more.setAttribute('aria-disabled', String(amount >= count));
  }
  show();
  return { row, input, show };
}

/** "Confirm move" and "Cancel" under the rows, with the line where an error about the move
 *  shows (composer.js fills it): an alert, in the page before any text comes, so it is said. */
export function confirmRow(actions) {
  return h(
    'div',
    { class: 'confirm-area' },
    h('p', { class: 'move-error', role: 'alert' }),
    h(
      'div',
      { class: 'row' },
      h('button', {
        type: 'button',
        class: 'btn primary',
        text: 'Confirm move',
        onclick: () => actions.confirmPending(),
      }),
      h('button', {
        type: 'button',
        class: 'btn ghost',
        text: 'Cancel',
        onclick: () => actions.cancelPending(),
      }),
    ),
  );
}
