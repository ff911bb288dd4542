// How many legal moves an answer counts, as a number and in words. The solver's answer gives
// the count while it fits in 64 bits (moves_total); past that the tools module counts them
// (engine/solving.js asks it), as decimal digits (moves_total_digits): a star of eleven edges
// of 100 tokens has 101^11 − 1 ≈ 1.1·10^22 moves. A count that saturated at 2^64 once read
// "about 1.8·10^19" there.

import { formatNumber } from '../common/words.js';

/** How many legal moves an answer counts, as a number to compare with (the nearest float
 *  past 2^53, Infinity past 10^308: still larger than any list); null when not counted. */
export function movesTotal(result) {
  if (result.moves_total != null) return result.moves_total;
  return result.moves_total_digits != null ? Number(result.moves_total_digits) : null;
}

/** That count in words, "1,054" or "about 1.1·10^22" ('' when not counted); `less` (the
 *  moves listed) is taken off a count a JavaScript number holds exactly, and changes no
 *  first digit of a larger one. */
export function movesTotalWords(result, less = 0) {
  if (result.moves_total != null) return formatNumber(result.moves_total - less);
  const digits = result.moves_total_digits;
  if (digits == null) return '';
  const n = Number(digits);
  return n <= Number.MAX_SAFE_INTEGER ? formatNumber(n - less) : aboutDigits(digits);
}

/** "about 1.1·10^22" from a count's digits, rounded to one decimal (99… is "about 1.0·10^N+1"). */
function aboutDigits(digits) {
  let power = digits.length - 1;
  let leading = Math.round(Number(`${digits[0]}.${digits.slice(1, 3)}`) * 10) / 10;
  if (leading >= 10) [leading, power] = [1, power + 1];
  return `about ${leading.toFixed(1)}·10^${power}`;
}

/** Why an answer has no count: the moves of explicit sets of piles with too many subsets to
 *  go through are not counted (every other game's are). */
export const MOVES_NOT_COUNTED_WHY = 'the sets of piles have too many subsets to go through';
export const MOVES_NOT_COUNTED = `how many legal moves there are was not counted: ${MOVES_NOT_COUNTED_WHY}`;
