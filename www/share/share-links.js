// The links the teaching tools hand out: a puzzle's link, its iframe embed code and its
// <graph-nim> element snippet (Make a puzzle), and a game's review link. Built on link.js's
// encodeFragment; copied with copyText.
//
// Both snippets carry a fallback made of plain HTML: the board as a picture (board-image.js's
// drawing, as a data: URL) with the task's title and text, shown where the board cannot be
// drawn (scripts blocked or stripped, a reader or PDF tool that runs none). Everything the
// author typed is escaped: the snippet ends up in the student's page.

import { encodeFragment, playgroundAddress } from './link.js';
import { boardSvg } from './board-image.js';
import { isSetGame } from '../common/games.js';
import { gameOpponent } from '../common/state.js';

/** The README's embed size: at 640×520 the board, the task and the controls all fit. */
export const EMBED_SIZE = { width: 640, height: 520 };

/** The playground's address without query or fragment (the page the links open): this page,
 *  or the playground an element came from. */
export function pageBase() {
  const playground = playgroundAddress();
  if (playground) return playground.split('?')[0];
  return typeof location === 'undefined' ? '' : location.origin + location.pathname;
}

/** The absolute address of one of the playground's public scripts (graph-nim.js, the element;
 *  embed-resize.js, the frames' resizer), beside the page the links open: a snippet pasted
 *  into a page of another origin loads it from there. The development tree has them in www/,
 *  and dist/ keeps a copy of each under the same name there (scripts/build-site.mjs), so the
 *  rule holds on the development server and on any host and sub-path of the built site. */
export function scriptAddress(name) {
  return new URL(`www/${name}`, pageBase()).href;
}

/** The script tag loading `name` (see scriptAddress), one line: graph-nim.js is a module;
 *  embed-resize.js a classic script (deferred, as a module would be), which a browser loads from
 *  another origin even when the host sends no Access-Control-Allow-Origin (embed-resize.js). */
function scriptTag(name, { classic = false } = {}) {
  const kind = classic ? 'defer' : 'type="module"';
  return `<script ${kind} src="${escapeAttribute(scriptAddress(name))}"></script>`;
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
 *  is escaped for an HTML attribute: the title is the author's text. Its last line loads
 *  embed-resize.js, which sizes the frame to its content (without it a phone shows a 520 px
 *  frame cutting off the move box); loaded twice on one page it listens once.
 *
 *  With `fallback` (fallbackHtml's), a <noscript> on the next line holds the picture and the
 *  task. Why noscript: what is inside an <iframe> tag is never shown by a browser, and a
 *  picture beside the frame would show twice wherever the frame works. A browser with
 *  JavaScript off runs no script in the frame either (the frame would say only "needs
 *  JavaScript"), and shows the noscript's content instead; HTML-to-PDF tools and readers that
 *  run no scripts show it too. Markdown renderers keep it: the two lines, with no blank line
 *  between, are one HTML block for markdown-it (CommonMark), passed through as written. A
 *  page that strips frames but runs scripts shows neither: no plain HTML can show something
 *  only when a frame is missing. */
export function embedCode(fragment, { title = '', hide = [], theme = 'auto', fallback = '' } = {}) {
  const themed = theme === 'light' || theme === 'dark' ? `&theme=${theme}` : '';
  const query = `?embed=1&lock=1${hide.length ? `&hide=${hide.join(',')}` : ''}${themed}`;
  const src = pageBase() + query + fragment;
  const label = title ? `Graph Nim puzzle: ${title}` : 'Graph Nim puzzle';
  // referrerpolicy: the frame learns which page shows it (the browser's default tells a frame of
  // another origin only the site), so a puzzle's progress kept in the tab is that page's own and
  // the same puzzle on another page of the course starts afresh (puzzle-progress.js).
  const frame = `<iframe src="${escapeAttribute(src)}" width="${EMBED_SIZE.width}" height="${EMBED_SIZE.height}" style="border:0;max-width:100%" title="${escapeAttribute(label)}" referrerpolicy="no-referrer-when-downgrade"></iframe>`;
  return [
    frame,
    ...(fallback ? [`<noscript>${fallback}</noscript>`] : []),
    scriptTag('embed-resize.js', { classic: true }),
  ].join('\n');
}

/**
 * The <graph-nim> snippet: the position and the puzzle as attributes, the fallback (from
 * fallbackHtml) as its children. The element's shadow root has no slot, so the children are
 * not shown once its script runs; before that, they are what the page shows. Each tag is on
 * its own line and no line is blank, so markdown-it keeps the whole snippet as one HTML block.
 * The last line loads graph-nim.js (the element's script), so the snippet works pasted alone.
 * puzzle: {goal, title, text, reveal}; hide: e.g. ['hint']; theme: 'light' or 'dark' (auto,
 * the default, is not written).
 */
export function elementCode(state, puzzle, { hide = [], theme = 'auto', fallback = '' } = {}) {
  const position = encodeFragment({ position: state.position, layout: state.layout }).slice(1);
  const attributes = [['position', position]];
  for (const name of ['goal', 'title', 'text']) if (puzzle[name]) attributes.push([name, puzzle[name]]);
  if (Number.isInteger(puzzle.reveal)) attributes.push(['reveal', String(puzzle.reveal)]);
  if (hide.length) attributes.push(['hide', hide.join(',')]);
  if (theme === 'light' || theme === 'dark') attributes.push(['theme', theme]);
  const open = `<graph-nim ${attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ')} lock>`;
  return [open, ...(fallback ? [fallback] : []), '</graph-nim>', scriptTag('graph-nim.js')].join('\n');
}

/** Largest picture put into a snippet (its data: URL): bigger boards get the text fallback. */
export const FALLBACK_PICTURE_LIMIT = 16 * 1024;

/**
 * The picture of the board for a fallback: {src, width, height, words} (a data: URL of
 * board-image.js's standalone SVG, its size, the board in words for alt), or null when it
 * would be over FALLBACK_PICTURE_LIMIT or there is no drawing (pile games are drawn apart).
 * `host` is an element inside the playground; the board is drawn as a puzzle starts: no
 * hint, last move or move being composed.
 */
export function fallbackPicture(host, state, view) {
  if (isSetGame(state.position)) return null;
  const shown = { ...state, hint: null, lastMove: null, pending: null, review: null, puzzle: null };
  const svg = boardSvg(host, shown, view);
  const src = svgDataUrl(svg);
  if (escapeAttribute(src).length > FALLBACK_PICTURE_LIMIT) return null;
  const picture = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  return {
    src,
    width: picture.getAttribute('width'),
    height: picture.getAttribute('height'),
    words: picture.querySelector('desc')?.textContent ?? picture.querySelector('title')?.textContent ?? '',
  };
}

/** An SVG document as a data: URL: percent-encoded only where a URL or HTML needs it
 *  (smaller than base64); non-ASCII as UTF-8 escapes, so the snippet is plain ASCII. */
export function svgDataUrl(svg) {
  return `data:image/svg+xml,${svg.replace(/[^\x20-\x7e]|[%#<>"]/gu, (c) => encodeURIComponent(c))}`;
}

/**
 * The fallback's HTML (one line, no blank line inside): the title, the task and the picture
 * (from fallbackPicture) with the board in words as its alt (none for a board too large), then
 * a sentence saying the playground could not load there, with a link that opens the puzzle on
 * this site. Every text is escaped; the task's line breaks are <br>.
 */
export function fallbackHtml({ picture = null, title = '', text = '', link = '' }) {
  // The title and the task first, as the element shows them above the board.
  const parts = [];
  if (title) parts.push(`<p><strong>${escapeText(title)}</strong></p>`);
  if (text) parts.push(`<p>${text.split(/\r?\n/).map(escapeText).join('<br>')}</p>`);
  if (picture)
    parts.push(
      `<img alt="${escapeAttribute(picture.words)}" src="${escapeAttribute(picture.src)}" width="${escapeAttribute(picture.width)}" height="${escapeAttribute(picture.height)}" style="max-width:100%;height:auto">`,
    );
  // Where scripts are stripped or blocked (a host that sends no Access-Control-Allow-Origin
  // header blocks graph-nim.js on a course page of another origin) the picture cannot be
  // played: one sentence says so to the student, and a plain link opens the puzzle.
  if (link)
    parts.push(
      `<p>If the playground does not appear here, <a href="${escapeAttribute(link)}">play this puzzle</a> on its own site.</p>`,
    );
  return parts.join('');
}

/** The review link: the game's start, its moves (moves=) and its sides. */
export function reviewFragment(state) {
  return encodeFragment({
    position: state.game.start,
    layout: state.layout,
    mode: 'play',
    opponent: gameOpponent(state),
    strength: state.strength,
    computerStarts: state.game.computerStarts ?? state.computerStarts,
    moves: state.game.moves.map((m) => m.move),
    switches: state.game.switches,
  });
}

/** Escapes for an HTML attribute in double quotes; line breaks become &#10; so that no
 *  line of a snippet is blank (a blank line would end Markdown's HTML block). */
function escapeAttribute(text) {
  return String(text).replace(
    /[&<>"'\n\r]/g,
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '\n': '&#10;', '\r': '&#13;' })[
        c
      ],
  );
}

/** Escapes text between tags. */
function escapeText(text) {
  return String(text).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
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
