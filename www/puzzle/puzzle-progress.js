// A puzzle's progress in this tab (wrong tries, whether its solution was shown, whether it was
// solved, and a "win the game" puzzle's game under way), kept in sessionStorage so a reload or
// Back/Forward does not wipe it: a fresh count would hand out "Solved at the first try" after
// wrong tries or a shown solution, and a reload mid-game put the board back at the start. Keyed by
// what the puzzle's link holds that makes it the same puzzle (its goal and start position), and,
// on a course page, by that page (progressPage): the same puzzle on another page of the course
// (a quiz after the notes) starts afresh there, and its result is that page's own.
// What is read back is untrusted (another page of the site, or a person, can write it): it is
// used only when it has exactly the expected shape and small whole numbers.

import { readStoredObject, writeStored } from '../common/stored.js';

const PREFIX = 'graphnim:puzzle:';
/** More wrong tries than anyone makes by hand: larger values are not believed. */
const MAX_TRIES = 10_000;
/** A key longer than this (a huge board) is not stored: sessionStorage is small. */
const MAX_KEY = 4000;
/** A game longer than this is not kept (a link's moves= has its own, larger cap). */
const MAX_MOVES = 200;
/** The stored text's length: the counts and a game of MAX_MOVES short moves. */
const MAX_TEXT = 40_000;

/** The storage key of a puzzle: its goal and its start position's key (state.js positionKey),
 *  on `page` (progressPage's; '' for the playground's own page). */
export function progressKey(goal, startKey, page = '') {
  const key = `${PREFIX}${goal}:${startKey}${page ? ` on ${page}` : ''}`;
  return key.length <= MAX_KEY ? key : null;
}

/**
 * The page that shows the puzzle, as far as this document can tell ('' for the playground's
 * own page, whose puzzles are its own across their links). A <graph-nim> element's page is
 * the document it is in: its address without the fragment (which the page's own links
 * change), and for a second copy of the same puzzle on it, which copy. A frame's is the page
 * that embeds it, as the browser tells it (document.referrer): that page's address when the frame's tag asks for it (referrerpolicy=
 * "no-referrer-when-downgrade", as the site's embed code does) or the page is of the frame's
 * origin; otherwise, from another origin, only that origin, which the pages of one course
 * site then share; "a frame" when the tag sends no referrer (such frames share it, apart from
 * the playground's own page). `state`: the playground's (inHostPage).
 */
export function progressPage(state = {}) {
  if (state.inHostPage) {
    const twin = state.twinOnPage?.() ?? 0;
    return `${location.origin}${location.pathname}${location.search}${twin > 0 ? ` (copy ${twin + 1})` : ''}`;
  }
  if (typeof window === 'undefined' || window.parent === window) return '';
  // Back to the course page reloads the frame without the tag's referrerpolicy: its referrer
  // is then the page's origin alone. The page learnt on the frame's first load is kept in its
  // history entry's state (main.js carries it on in each entry it writes), which Back restores.
  const kept = window.history.state?.page;
  if (typeof kept === 'string' && kept) return kept;
  const page = document.referrer || 'a frame';
  try {
    window.history.replaceState({ ...window.history.state, page }, '');
  } catch {
    // A state that cannot be written: the referrer alone.
  }
  return page;
}

/** Whether `moves` has the shape of a list of moves (plain objects); whether each is legal
 *  where it is played is the engine's answer (puzzle.js). */
function movesShaped(moves) {
  return (
    Array.isArray(moves) &&
    moves.length <= MAX_MOVES &&
    moves.every((m) => m && typeof m === 'object' && !Array.isArray(m))
  );
}

/** The wrong tries remembered (each an answer, or the position a move led to): more are not
 *  kept, so the same try given again, also after a reload, counts once. */
const MAX_TRIED = 50;

/** {wrong, revealed, solved, moves, tried, answer, shown} stored for `key`, or null (none,
 *  unreadable or not valid); `answer`, an outcome question's answer shown ('N' or 'P'), or null;
 *  `shown`, whether its solution was shown (revealed alone may be a hint used). */
export function readProgress(key) {
  if (!key) return null;
  const data = readStoredObject('sessionStorage', key, MAX_TEXT);
  if (!data) return null;
  const { wrong, revealed, solved, moves = [], tried = [], answer = null, shown = false } = data;
  if (!Number.isInteger(wrong) || wrong < 0 || wrong > MAX_TRIES) return null;
  if (typeof revealed !== 'boolean' || typeof solved !== 'boolean') return null;
  if (answer !== null && answer !== 'N' && answer !== 'P') return null;
  if (typeof shown !== 'boolean') return null;
  const triedShaped =
    Array.isArray(tried) && tried.length <= MAX_TRIED && tried.every((t) => typeof t === 'string');
  return {
    wrong,
    revealed,
    solved,
    moves: movesShaped(moves) ? moves : [],
    tried: triedShaped ? tried : [],
    answer,
    shown,
  };
}

/** Stores {wrong, revealed, solved, moves, tried, answer, shown} for `key` (`moves`: the game
 *  under way of a "win the game" puzzle, none otherwise; `tried`: the wrong tries given; `answer`
 *  and `shown`, see readProgress); a full or blocked storage is passed over. */
export function writeProgress(
  key,
  { wrong, revealed, solved, moves = [], tried = [], answer = null, shown = false },
) {
  if (!key) return;
  writeStored(
    'sessionStorage',
    key,
    JSON.stringify({
      wrong: Math.min(wrong, MAX_TRIES),
      revealed: !!revealed,
      solved: !!solved,
      moves: moves.length <= MAX_MOVES ? moves : [],
      tried: tried.slice(-MAX_TRIED),
      answer: answer === 'N' || answer === 'P' ? answer : null,
      shown: !!shown,
    }),
  );
}
