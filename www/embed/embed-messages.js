// www/embed/: the embed's postMessage protocol with the page around it (embed-messages.js). It
// may import common/, www/engine.js and the links' parser (share/link.js: graphnim:set's
// position as text, set-position.js); www/graph-nim.js and www/embed-resize.js, loaded by
// URL, stay at the top of www/.
//
// The embed's postMessage protocol with the course page around it (docs/embed.md has the
// teacher's reference).
//
// Page → embed: {type: 'graphnim:set', position, goal?, title?, text?, reveal?} (position: a
// JSON object, or a link's position text as the element's attribute takes it),
// {type: 'graphnim:get'}, {type: 'graphnim:play', move} (after a refuted try it takes that try
// back first, as the next click on the board does), {type: 'graphnim:hint'},
// {type: 'graphnim:retry'} (take a refuted try back), {type: 'graphnim:reset'} (back to the
// puzzle's start; tries stay counted, a solve stays solved), {type: 'graphnim:reveal'} (the
// solution, once reveal= allows it).
// Embed → page: {type: 'graphnim:ready', version, puzzle?}; {type: 'graphnim:position',
// position, puzzle?} (the answer to get, set, retry and reset); puzzle = {goal, solved, tries,
// revealed} when a puzzle is open (solved: now or earlier in this tab);
// {type: 'graphnim:move', move, player, text, position}
// (with wrong: true for a refuted try, then refutation: true for the reply shown in red,
// which is not played: its position is where it would lead); {type: 'graphnim:result', goal,
// solved, tries, revealed} after each counted answer to a puzzle (solved: false for a wrong
// one; none for an answer after the puzzle was solved, which is practice; restored: true for
// the progress a puzzle opens with, kept from earlier in this tab),
// or {type: 'graphnim:result', winner, name} when a game without a puzzle ends;
// {type: 'graphnim:revealed', goal, tries, revealed: true, solution} once a solution is shown
// (the student's Reveal or graphnim:reveal; solution: a move, 'N' or 'P', a Grundy value), or
// with help: true instead of solution when the hint, the analysis or Why? opened first;
// {type: 'graphnim:error', reason} (the reason says what to send instead);
// {type: 'graphnim:resize', height} whenever the content's height (CSS pixels) changes;
// {type: 'graphnim:show', top, bottom} when a part the student needs next opened (the move
// box, Why?'s explanation) or the keyboard moved focus, laid out by content (graphnim:fit):
// the rows to bring into view, in CSS pixels from the top of the frame's content.
//
// Messages are untrusted: only the frame that embeds us may talk to us, and with `origin=`
// in the embed's address only that origin, which is then also the only one our messages go
// to. Each message is capped in size, then validated by the crate (parseEmbedMessage in the
// tools module) before anything acts on it (a position sent as text is read by the links'
// parser first, set-position.js); nothing from a message is inserted as HTML.

import { loadEngine, loadTools, errorText } from '../engine.js';
import { inLinkWords } from '../share/link.js';
import { readSetPosition } from './set-position.js';
import { ASK_TO_SHOW } from '../common/dom.js';
import { loadPuzzleCode } from '../puzzle/puzzle-code-loader.js';
import {
  HINT_HIDDEN,
  hintLocked,
  moveMessage,
  puzzleState,
  resultMessage,
  revealedMessage,
} from './embed-message-words.js';

/** Largest message accepted, as JSON text: the crate's own position cap is 1 MiB. */
const MAX_MESSAGE_CHARS = 1 << 20;

/**
 * `origin=` as written in the embed's address: the one origin allowed to talk to the embed, ''
 * when none is given. An http(s) address is read as its origin, the only thing a frame can
 * tell pages apart by: "https://course.example/" copied from an address bar, or a page's whole
 * address, talks with https://course.example and no other site. Anything else (no scheme,
 * another scheme, "null") is null, which shuts the message channel rather than guessing (a typo
 * must not open the embed to every page), and the console says so and what to write.
 */
export function readOrigin(text) {
  if (!text) return '';
  try {
    const url = new URL(text);
    if (/^https?:$/.test(url.protocol)) return url.origin;
  } catch {
    // not an address
  }
  console.warn(
    `origin= "${text.slice(0, 100)}" is not an http(s) address, so this frame sends and answers no messages: write your course site's, e.g. origin=https://course.example`,
  );
  return null;
}

/**
 * Connects `playground` (createPlayground's result) to the parent frame. `origin` is the
 * `origin=` of the embed's address as written (readOrigin reads it); `hide` its hide= flags
 * ({hint, …}). Returns a function that disconnects.
 */
export function connectEmbed(playground, { origin: written = '', parent = window.parent, hide = {} } = {}) {
  const origin = readOrigin(written);
  // Not framed, or an `origin=` that is not an http(s) address: no channel.
  if (!parent || parent === window || origin === null) return () => {};
  const target = origin || '*';
  const send = (message) => parent.postMessage(message, target);
  const fail = (reason, to = target) => parent.postMessage({ type: 'graphnim:error', reason }, to);

  async function onMessage(event) {
    if (event.source !== parent) return;
    if (origin && event.origin !== origin) return;
    const data = event.data;
    // Other tools on the course page post messages too; only ours are answered.
    if (
      !data ||
      typeof data !== 'object' ||
      typeof data.type !== 'string' ||
      !data.type.startsWith('graphnim:')
    )
      return;
    // graphnim:fit carries nothing to check and must not wait for the tools module (a larger
    // wasm, seconds on a phone): until it is applied the content follows the frame's height,
    // and a resizer sizing the frame to it meanwhile grows both, step after step.
    if (data.type === 'graphnim:fit') return fitContent();
    // Replies go where the request came from (or to the one allowed origin).
    const replyTo = origin || event.origin || '*';
    let text;
    try {
      text = JSON.stringify(data);
    } catch {
      return fail('the message could not be read as JSON', replyTo);
    }
    if (text.length > MAX_MESSAGE_CHARS)
      return fail(
        `the message is ${text.length} characters long; the limit is ${MAX_MESSAGE_CHARS}`,
        replyTo,
      );
    let tools;
    try {
      // Awaited by every message, refused or not: the answers keep the messages' order.
      tools = await loadTools();
    } catch (err) {
      return fail(errorText(err), replyTo);
    }
    let parsed = JSON.parse(text);
    // graphnim:set's position as a link's text: read as the element's attribute is, then
    // validated by the crate as a JSON position is, its faults said in the link's words.
    let layout = null;
    let fromText = false;
    if (parsed.type === 'graphnim:set' && 'position' in parsed) {
      const read = readSetPosition(parsed.position);
      if (read.error) return fail(`position: ${read.error}`, replyTo);
      ({ layout, fromText } = read);
      parsed = { ...parsed, position: read.position };
    }
    let message;
    try {
      message = tools.parseEmbedMessage(parsed);
    } catch (err) {
      const reason = errorText(err);
      return fail(fromText && reason.startsWith('position:') ? inLinkWords(reason) : reason, replyTo);
    }
    // Every message waits for the puzzle code too (fetched at the first one, unless the
    // embed opened on a puzzle): graphnim:set may open a puzzle, and messages keep their order.
    await Promise.all([playground.ready, loadPuzzleCode().catch(() => null)]);
    const reply = (m) => parent.postMessage(m, replyTo);
    try {
      handle(message, reply, layout);
    } catch (err) {
      fail(errorText(err), replyTo);
    }
  }

  /** Acts on a validated message; `layout`, the vertices' places a position text gave. */
  function handle(message, reply, layout) {
    const { actions } = playground;
    const position = () => reply(positionMessage());
    const done = (refused) => (refused ? reply({ type: 'graphnim:error', reason: refused }) : position());
    switch (message.type) {
      case 'set': {
        if (!message.goal) {
          playground.setPosition(message.position, layout);
          return position();
        }
        // The same puzzle set again keeps its tries (puzzle.js) and, when the message does not
        // name them, its words and reveal=; another puzzle gets what the message says.
        const open = playground.getPuzzle();
        const words = (field, fallback) => message[field] ?? (open ? open[field] : fallback);
        playground.setPuzzle(
          message.position,
          {
            goal: message.goal,
            title: message.title ?? '',
            text: message.text ?? '',
            reveal: words('reveal', undefined),
          },
          layout,
        );
        return position();
      }
      case 'get':
        return position();
      case 'play': {
        const refused = playground.playMove(message.move);
        if (refused) reply({ type: 'graphnim:error', reason: refused });
        return;
      }
      case 'retry':
        return done(playground.retry());
      case 'reset':
        return done(playground.resetPuzzle());
      case 'reveal': {
        // The solution comes as the frame shows it; a move puzzle's is also in data-puzzle-move.
        const refused = playground.revealSolution();
        if (refused) reply({ type: 'graphnim:error', reason: refused });
        return;
      }
      case 'fit':
        return fitContent();
      case 'hint':
        // A teacher hides the hint for a test: the course page asking for one is told so, and
        // nothing is drawn on the board (a silent no would look like a broken embed).
        if (hide.hint) return reply({ type: 'graphnim:error', reason: HINT_HIDDEN });
        // An unsolved puzzle keeps its hint closed (puzzle.js helpLocked): the course page is
        // told why, as a student pressing Hint is.
        if (actions.helpLocked())
          return reply({ type: 'graphnim:error', reason: hintLocked(playground.getPuzzle()) });
        return void actions.requestHint();
    }
  }

  /** graphnim:position, with the open puzzle's state. */
  function positionMessage() {
    const message = { type: 'graphnim:position', position: playground.getPosition() };
    const puzzle = puzzleState(playground);
    if (puzzle) message.puzzle = puzzle;
    return message;
  }
  const offMove = playground.on('move', (event) => send(moveMessage(event, playground)));
  // A puzzle's result is the puzzle's (below): a `win` puzzle's game ending is not a second one.
  const offOver = playground.on('gameover', ({ winner, name }) => {
    if (!playground.getPuzzle()) send({ type: 'graphnim:result', winner, name });
  });
  // A puzzle opened from the address with progress kept in this tab tells it as it opens,
  // before graphnim:ready: held until ready is sent, so the course page hears ready first.
  let early = [];
  const sendResult = (message) => (early ? early.push(message) : send(message));
  const offPuzzle = playground.on('puzzle', (event) => sendResult(resultMessage(event)));
  const offRevealed = playground.on('revealed', (event) => send(revealedMessage(event)));
  // The board gets a fixed height (style.css, html.fit-content) instead of the frame's: the
  // content then has a height of its own, which the page sizes the frame to.
  // Asked again when the frame's width changed (embed-resize.js): measured now, whether the
  // frame is drawn or not (off screen it is not, and the observer below waits for a drawing),
  // and once more a moment later, for a frame in a process of its own that may hear the
  // message before it learns its new width.
  function fitContent() {
    document.documentElement.classList.add('fit-content');
    reportHeight(true);
    setTimeout(() => reportHeight(), 250);
  }
  // The content's height, told whenever it changes (a verdict appears, a card opens, the
  // phone rotates): what embed-resize.js sizes the frame to.
  let lastHeight = -1;
  function reportHeight(always = false) {
    const root = document.querySelector('.gnp') ?? document.body;
    // Its box, or what overflows it (a column taller than a box of fixed height): the frame
    // shows all of it.
    const box = root.getBoundingClientRect();
    const height = Math.ceil(Math.max(box.bottom, box.top + root.scrollHeight) + window.scrollY);
    if (!always && height === lastHeight) return;
    lastHeight = height;
    send({ type: 'graphnim:resize', height });
  }
  const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(() => reportHeight()) : null;
  sizes?.observe(document.querySelector('.gnp') ?? document.body);
  // A part the student needs next opened (the move box under the board, Why?'s explanation),
  // or keyboard focus moved (Tab onto a button under the board). Laid out by content, the
  // frame is as tall as its content and has nothing to scroll: on a phone the part is below
  // the screen, and only the course page can scroll (embed-resize.js answers; Chromium scrolls
  // no page of another site for a frame's focus). A frame of its own height scrolls itself
  // (the move sheet), as before: nothing is asked.
  function askToShow(part) {
    if (!document.documentElement.classList.contains('fit-content')) return;
    // Measured once laid out (the box's rows are built after it opens), and after the
    // content's new height is told: the page sizes the frame first, then shows the part in it.
    requestAnimationFrame(() => {
      const box = part.getBoundingClientRect();
      if (box.height === 0) return;
      reportHeight();
      // Rows of the content, not of the frame's window: a part scrolled into view in here
      // (Why?'s panel) scrolls this document while the content is taller than the frame,
      // until the page makes the frame as tall.
      const top = box.top + window.scrollY;
      send({ type: 'graphnim:show', top: Math.floor(top), bottom: Math.ceil(top + box.height) });
    });
  }
  const onAsked = (event) => askToShow(event.target);
  // Only focus the keyboard moved: a click focuses what is already in sight.
  const onFocus = (event) => event.target.matches?.(':focus-visible') && askToShow(event.target);
  document.addEventListener(ASK_TO_SHOW, onAsked);
  document.addEventListener('focusin', onFocus);
  window.addEventListener('message', onMessage);
  // The engine's version, as the element's graphnim:ready carries it, and the open puzzle's
  // state: a course page that reloaded learns what the card says (solved earlier, tries).
  playground.ready.then(
    () =>
      loadEngine().then((engine) => {
        const ready = { type: 'graphnim:ready', version: engine.version() };
        const puzzle = puzzleState(playground);
        if (puzzle) ready.puzzle = puzzle;
        send(ready);
        // The puzzle may have opened, and told its kept progress, before this module came
        // (the engine cached by a reload is ready first): that result is told here instead.
        const kept = puzzle && (puzzle.solved || puzzle.tries > 0 || puzzle.revealed);
        if (kept && !early.some((message) => message.restored))
          early.push(resultMessage({ ...puzzle, restored: true }));
        for (const message of early) send(message);
        early = null;
      }),
    () => {},
  );
  return () => {
    sizes?.disconnect();
    document.removeEventListener(ASK_TO_SHOW, onAsked);
    document.removeEventListener('focusin', onFocus);
    window.removeEventListener('message', onMessage);
    offMove();
    offOver();
    offPuzzle();
    offRevealed();
  };
}
