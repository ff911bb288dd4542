// One row of a move being composed — "1–2 (5)  −  [box]  +" — and the Confirm / Cancel row:
// the same controls for Edge-Nim's edges at a vertex (composer.js) and a pile game's piles
// (setnim-composer.js), so both read and behave alike (Enter in a box confirms the move).

import { focusedElement, h } from '../common/dom.js';
import { count as counted, formatNumber } from '../common/words.js';

// Numbers the rows' error lines: ids unique on a page of several playgrounds.
let takeErrors = 0;
// What is wrong with a number typed is worked out and said by take-check.js, whose code
// comes when a move box's field is first focused: a first view never needs it.
let checking = null;
const loadCheck = () => (checking ??= import('./take-check.js'));
/** Each field's check, by its field: (take-check.js's module) → whether its number is right. */
const fieldChecks = new WeakMap();

/**
 * A take row for pile or edge `index`, named `name`, holding `count` tokens; `current()` is
 * the amount the move takes from it now. Returns {row, input, show()}; show() brings the
 * row up to date with current().
 */
export function takeRow(actions, { index, name, count, current }) {
  // What is wrong with the number typed, under the row: an alert, in the page before any
  // text comes, so it is said as it comes; and the field's description, said again on coming
  // back to it. A number too large was capped without a word, and Enter played the capped move.
  const error = h('span', { class: 'take-error', role: 'alert', id: `gnp-take-error-${++takeErrors}` });
  const input = h('input', {
    type: 'number',
    min: 0,
    max: count,
    value: current(),
    // How many the edge has is in the name: the row's "0–1 (3)" is not read with the field.
    'aria-label': `take from ${withCount(name, counted(count, 'token', 'tokens'))}`,
    'aria-describedby': error.id,
    // Selected when focused: a digit typed replaces the 0 shown (it made "02").
    onfocus: (ev) => {
      ev.target.select();
      loadCheck();
    },
    // The move follows the number as it is typed: the board's "−2 of 3" and − and + showed
    // the old amount until the field was left (a phone's keyboard has no Tab to leave it).
    // Not said: the field reads out what is typed, and the amount is not announced per key.
    // The box is patched, never rebuilt, so the focus and the caret stay in it.
    oninput: () => {
      if (!input.matches(':invalid')) actions.setPendingTake(index, input.value);
      show(); // − and + follow the number typed, a wrong one too
      loadCheck().then(checkField);
    },
    onchange: (ev) => {
      if (!input.matches(':invalid')) actions.setPendingTake(index, ev.target.value);
    },
    onkeydown: (ev) => {
      if (ev.key !== 'Enter') return;
      ev.preventDefault();
      if (refuseIfWrong(input, input)) return;
      actions.setPendingTake(index, ev.target.value);
      actions.confirmPending(); // which refuses a wrong number in another field
    },
  });
  // − and + are for the pointer: out of the Tab order, so Tab goes from one amount to the
  // next (a student typed 2, Tab, 3, Tab, 3 for three amounts, and the digits typed while −
  // or + had the focus were lost); the keyboard changes an amount in its box (the digits, or
  // ↑ and ↓). A screen reader still finds them, and says "dimmed" (aria-disabled) at 0 and at
  // `count`. One pressed up to its limit hands the focus on (show()).
  let pressedByKey = false;
  const chip = (text, label, delta) =>
    h('button', {
      type: 'button',
      class: 'btn chip',
      tabIndex: -1,
      text,
      'aria-label': `${label} ${name}`,
      // A digit typed on − or + (focused by a click) goes into the row's box, never lost: the
      // focus moved there as the key goes down, the digit is typed there (over what the box
      // held, which focusing it selects).
      onkeydown: (ev) => /^\d$/.test(ev.key) && input.focus(),
      onclick: (ev) => {
        if (ev.currentTarget.getAttribute('aria-disabled') === 'true') return;
        pressedByKey = ev.detail === 0; // Enter or Space, not a click or a tap
        // From the number in the box, a wrong one too (9 typed for 3 tokens): − lowers it to
        // what the edge can give, where + made it 1, from the move's 0. Put in the box, which
        // show() would otherwise keep as a wrong number left there.
        const amount = Math.max(0, Math.min(count, Math.floor(typed()) + delta));
        input.value = String(amount);
        // Said: the chip's name stays the same, so nothing else tells of the new amount.
        actions.setPendingTake(index, amount, { said: true });
        show(); // the amount unchanged (3 taken, 9 typed) draws nothing
      },
    });
  const less = chip('−', 'take one less from', -1);
  const more = chip('+', 'take one more from', 1);
  const row = h(
    'li',
    {},
    h('span', {
      class: 'move-text',
      text: withCount(name, /\)$/.test(name) ? counted(count, 'token', 'tokens') : formatNumber(count)),
    }),
    less,
    input,
    more,
    error,
  );
  const checkField = (m) => m.check(input, error, name, count);
  fieldChecks.set(input, checkField);
  let shown = current();
  /** The number in the box while it is wrong (too large), else the move's amount. */
  const typed = () => (input.matches(':invalid') && input.valueAsNumber) || current();
  /** Shows the amount the move takes now: in the box (never the box being typed in, nor a
   *  wrong number left in it until the amount changes otherwise) and on − and +. */
  function show() {
    const amount = current();
    const focused = focusedElement(input);
    const keepWrong = input.matches(':invalid') && amount === shown;
    if (input !== focused && !keepWrong && input.value !== String(amount)) input.value = String(amount);
    // A number the move can take: nothing is wrong any more.
    if (!input.matches(':invalid')) {
      error.textContent = '';
      input.removeAttribute('aria-invalid');
    }
    shown = amount;
    const value = typed();
    for (const [chip, off, other] of [
      [less, value <= 0, more],
      [more, value >= count, less],
    ]) {
      chip.setAttribute('aria-disabled', String(off));
      // The focus leaves a chip that can do no more: from the keyboard to the box, which
      // reads the amount now taken (Enter there confirms); after a click or a tap to the
      // other chip (a phone's box would open the on-screen keyboard).
      if (off && chip === focused)
        (pressedByKey || other.getAttribute('aria-disabled') === 'true' ? input : other).focus();
    }
  }
  show();
  return { row, input, show };
}

/** `name` with how many it holds in brackets: "1–2 (5)"; a parallel edge, named with its
 *  number in brackets already, "0–1 (edge 0, 5 tokens)", not "0–1 (edge 0) (5)". */
function withCount(name, amount) {
  return /\)$/.test(name) ? `${name.slice(0, -1)}, ${amount})` : `${name} (${amount})`;
}

/** Refuses the move (true) when a field of the move box that holds `from` (or the field
 *  `only`) is left with a number it cannot take, which would make the move another than the
 *  one typed: the focus goes to that field, and what is wrong is said again. */
export function refuseIfWrong(from, only = null) {
  const wrong = only ?? from.closest('.composer')?.querySelector('.take-list input:invalid');
  if (!wrong?.matches(':invalid')) return false;
  wrong.focus();
  loadCheck().then((m) => {
    fieldChecks.get(wrong)(m);
    m.sayAgain(wrong);
  });
  return true;
}

/** "Confirm move" and "Cancel" under the rows, with the line where an error about the move
 *  shows (composer.js fills it): an alert, in the page before any text comes, so it is said;
 *  and the line that keeps its words, greyed, once it has been read (heard once is enough). */
export function confirmRow(actions) {
  return h(
    'div',
    { class: 'confirm-area' },
    h('p', { class: 'move-error', role: 'alert' }),
    h('p', { class: 'move-error-read', 'aria-hidden': 'true' }),
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
        // From the keys (a click with no pointer's count), as Escape: said, focus back
        // where the move began (it fell to the whole board, unsaid).
        onclick: (event) => actions.cancelPending({ said: !event.detail, refocus: !event.detail }),
      }),
    ),
  );
}
