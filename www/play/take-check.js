// What is wrong with a number typed in a move box's field (take-row.js), shown under its row
// and said: the field is marked invalid and described by the words. Loaded when a field is
// first focused, so the first view carries none of it.

import { count as counted, formatNumber } from '../common/words.js';

/** Marks the field `input` (of the edge or pile `name`, holding `count` tokens) as its number
 *  stands, with what is wrong in `error`, an alert; returns whether the number is right. */
export function check(input, error, name, count) {
  const { validity } = input;
  // 1.5 on an edge of 1 token is too many too, but the whole-number rule is what is wrong
  // with it (as with 2.5 on an edge of 5).
  const wrong = validity.valid
    ? ''
    : validity.rangeOverflow && !validity.stepMismatch
      ? `${name} has ${count ? `only ${counted(count, 'token', 'tokens')}` : 'no tokens'}.`
      : `Type a whole number from 0 to ${formatNumber(count)}.`;
  if (error.textContent.trim() !== wrong) error.textContent = wrong;
  if (wrong) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  return !wrong;
}

/** Says the error of the field `input` again (a move refused for it): the same words are a
 *  change too, with a no-break space put on or taken off. */
export function sayAgain(input) {
  const error = input.getRootNode().getElementById(input.getAttribute('aria-describedby'));
  const text = error?.textContent.trim();
  if (text) error.textContent = error.textContent === text ? `${text}\u00a0` : text;
}
