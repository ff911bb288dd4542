// The links the teaching tools hand out: a puzzle's link and its embed code (Make a puzzle),
// and a game's review link. Built on link.js's encodeFragment; copied with copyText.

import { encodeFragment } from './link.js';

/** The README's embed size: at 640×520 the board, the task and the controls all fit. */
export const EMBED_SIZE = { width: 640, height: 520 };

/** This page's address without query or fragment (the playground the links open). */
export function pageBase() {
  return typeof location === 'undefined' ? '' : location.origin + location.pathname;
}

/** The puzzle link: the board, played against the perfect computer, with the author's
 *  {goal, title, text, reveal}. */
export function puzzleFragment(state, puzzle) {
  return encodeFragment({
    position: state.position,
    layout: state.layout,
    mode: 'play',
    opponent: 'cpu',
    strength: 'perfect',
    computerStarts: false,
    puzzle,
  });
}

/** The iframe snippet for course notes: embed=1 (board and play controls only), lock=1 (the
 *  student cannot edit or change the opponent), `hide` (e.g. ['hint']) as hide=. Every value
 *  is escaped for an HTML attribute: the title is the author's text. */
export function embedCode(fragment, { title = '', hide = [] } = {}) {
  const query = `?embed=1&lock=1${hide.length ? `&hide=${hide.join(',')}` : ''}`;
  const src = pageBase() + query + fragment;
  const label = title ? `Graph Nim puzzle: ${title}` : 'Graph Nim puzzle';
  return `<iframe src="${escapeAttribute(src)}" width="${EMBED_SIZE.width}" height="${EMBED_SIZE.height}" style="border:0" title="${escapeAttribute(label)}"></iframe>`;
}

/** The review link: the game's start, its moves (moves=) and its sides. */
export function reviewFragment(state) {
  return encodeFragment({
    position: state.game.start,
    layout: state.layout,
    mode: 'play',
    opponent: state.opponent,
    strength: state.strength,
    computerStarts: state.game.computerStarts ?? state.computerStarts,
    moves: state.game.moves.map((m) => m.move),
  });
}

function escapeAttribute(text) {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
}

/** Copies `text`: the clipboard when the browser allows it, else by selecting `field` (which
 *  shows the same text) and the copy command. Resolves to whether it was copied. */
export async function copyText(text, field) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field.focus();
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
