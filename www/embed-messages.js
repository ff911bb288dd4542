// The embed's postMessage protocol with the course page around it.
//
// Page → embed: {type: 'graphnim:set', position, goal?}, {type: 'graphnim:get'},
// {type: 'graphnim:play', move}, {type: 'graphnim:hint'}.
// Embed → page: {type: 'graphnim:ready', version}; {type: 'graphnim:position', position} (the
// answer to get and set); {type: 'graphnim:move', move, player, text, position};
// {type: 'graphnim:result', goal, solved, tries, revealed} after each counted answer to a
// puzzle (solved: false for a wrong one), or {type: 'graphnim:result', winner, name} when a
// game without a puzzle ends; {type: 'graphnim:error', reason}.
//
// Messages are untrusted: only the frame that embeds us may talk to us, and with `origin=`
// in the embed's address only that origin, which is then also the only one our messages go
// to. Each message is capped in size, then validated by the crate (parseEmbedMessage in the
// tools module) before anything acts on it; nothing from a message is inserted as HTML.

import { loadTools, errorText } from './engine.js';

/** Largest message accepted, as JSON text: the crate's own position cap is 1 MiB. */
const MAX_MESSAGE_CHARS = 1 << 20;

/** The answer to graphnim:hint when the embed's address says hide=hint. */
export const HINT_HIDDEN = 'the hint is hidden in this embed (hide=hint), so no hint is given';

/**
 * Connects `playground` (createPlayground's result) to the parent frame. `origin` is the
 * `origin=` of the embed's address ('' for any, null for a malformed one: no channel);
 * `hide` its hide= flags ({hint, …}).
 * Returns a function that disconnects.
 */
export function connectEmbed(playground, { origin = '', parent = window.parent, hide = {} } = {}) {
  // Not framed, or an `origin=` that is not an origin (see readEmbedFlags): no channel.
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
    let message;
    try {
      const tools = await loadTools();
      message = tools.parseEmbedMessage(JSON.parse(text));
    } catch (err) {
      return fail(errorText(err), replyTo);
    }
    await playground.ready;
    const reply = (m) => parent.postMessage(m, replyTo);
    try {
      handle(message, reply);
    } catch (err) {
      fail(errorText(err), replyTo);
    }
  }

  function handle(message, reply) {
    const { actions } = playground;
    switch (message.type) {
      case 'set':
        // With a goal the position becomes a puzzle (the embed's own title and text described
        // another position, so they go; its reveal= stays); without one, a plain position.
        if (message.goal)
          playground.setPuzzle(message.position, {
            goal: message.goal,
            reveal: playground.getPuzzle()?.reveal,
          });
        else playground.setPosition(message.position);
        return reply({ type: 'graphnim:position', position: playground.getPosition() });
      case 'get':
        return reply({ type: 'graphnim:position', position: playground.getPosition() });
      case 'play': {
        const reason = playground.checkMove(message.move);
        if (reason) return reply({ type: 'graphnim:error', reason: `that move is not allowed: ${reason}` });
        const refused = playground.playMove(message.move);
        if (refused) reply({ type: 'graphnim:error', reason: `the move was not played: ${refused}` });
        return;
      }
      case 'hint':
        // A teacher hides the hint for a test: the course page asking for one is told so, and
        // nothing is drawn on the board (a silent no would look like a broken embed).
        if (hide.hint) return reply({ type: 'graphnim:error', reason: HINT_HIDDEN });
        // An unsolved puzzle keeps its hint closed (puzzle.js helpLocked): the course page is
        // told why, as a student pressing Hint is.
        if (actions.helpLocked()) return reply({ type: 'graphnim:error', reason: actions.helpLocked() });
        return void actions.requestHint();
    }
  }

  const offMove = playground.on('move', ({ move, player, text }) =>
    send({ type: 'graphnim:move', move, player, text, position: playground.getPosition() }),
  );
  // A puzzle's result is the puzzle's (below): a `win` puzzle's game ending is not a second one.
  const offOver = playground.on('gameover', ({ winner, name }) => {
    if (!playground.getPuzzle()) send({ type: 'graphnim:result', winner, name });
  });
  const offPuzzle = playground.on('puzzle', ({ goal, solved, tries, revealed }) =>
    send({ type: 'graphnim:result', goal, solved, tries, revealed }),
  );
  window.addEventListener('message', onMessage);
  playground.ready.then(
    () => send({ type: 'graphnim:ready' }),
    () => {},
  );
  return () => {
    window.removeEventListener('message', onMessage);
    offMove();
    offOver();
    offPuzzle();
  };
}
