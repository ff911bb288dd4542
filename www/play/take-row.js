// One row of a move being composed — "1–2 (5)  −  [box]  +" — and the Confirm / Cancel row:
// the same controls for Edge-Nim's edges at a vertex (composer.js) and a pile game's piles
// (setnim-composer.js), so both read and behave alike (Enter in a box confirms the move).

import { h } from '../common/dom.js';
import { formatNumber } from '../common/words.js';

/**
 * A take row for pile or edge `index`, named `name`, holding `count` tokens; `current()` is
 * the amount the move takes from it now. Returns {row, input}.
 */
export function takeRow(actions, { index, name, count, current }) {
  const input = h('input', {
    type: 'number',
    min: 0,
    max: count,
    value: current(),
    'aria-label': `take from ${name}`,
    onchange: (ev) => actions.setPendingTake(index, ev.target.value),
    onkeydown: (ev) => {
      if (ev.key !== 'Enter') return;
      ev.preventDefault();
      actions.setPendingTake(index, ev.target.value);
      actions.confirmPending();
    },
  });
  const chip = (text, label, delta) =>
    h('button', {
      type: 'button',
      class: 'btn chip',
      text,
      'aria-label': `${label} ${name}`,
      onclick: () => actions.setPendingTake(index, current() + delta),
    });
  const row = h(
    'li',
    {},
    h('span', { class: 'move-text', text: `${name} (${formatNumber(count)})` }),
    chip('−', 'take one less from', -1),
    input,
    chip('+', 'take one more from', 1),
  );
  return { row, input };
}

/** "Confirm move" and "Cancel" under the rows. */
export function confirmRow(actions) {
  return h(
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
  );
}
