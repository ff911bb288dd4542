// graphnim:set's position, in either form a course page has at hand: a position JSON object (as
// graphnim:position and graphnim:move send it), or a link's position text, as the <graph-nim>
// element's position attribute takes it ("rules=edge&v=4&e=0-1:1,2-3:2", copied from a share
// link after "#"). The text is read by the links' own parser (share/link.js), which caps its
// length and every count before it builds anything, exactly as the attribute's is; the
// position it gives then goes to the crate with the rest of the message, which validates it as
// it validates a JSON one (embed-messages.js).

import { decodeFragment, LinkError, preview } from '../share/link.js';

/** The two forms, as an error names them. */
const FORMS =
  'a JSON object like {"rules": "edge", "vertices": 3, "edges": [[0,1,2]]} or a link’s position text like "rules=edge&v=3&e=0-1:2"';

/** Fields of a link that are not its board: a puzzle's and a game's. graphnim:set has fields of
 *  its own for the puzzle; in the text they would be read by nobody. */
const NOT_BOARD = /(?:^#?|&)(goal|title|text|reveal|moves)=/;

/**
 * graphnim:set's `position` as the crate reads it: {position, layout, fromText} (`layout`, the
 * text's xy=, or null), or {error} (what is wrong and what to send, after "position: ").
 */
export function readSetPosition(value) {
  if (typeof value === 'string') {
    const field = NOT_BOARD.exec(value)?.[1];
    if (field)
      return {
        error: `the position text holds the board only (rules=, v=, e=, xy=, …); send ${field} as a field of the message`,
      };
    let decoded;
    try {
      decoded = decodeFragment(value);
    } catch (err) {
      if (!(err instanceof LinkError)) throw err;
      return { error: `${err.message}; send ${FORMS}` };
    }
    if (!decoded) return { error: `send ${FORMS}, not an empty text` };
    return { position: decoded.position, layout: decoded.layout, fromText: true };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { error: `send ${FORMS}, not ${preview(JSON.stringify(value) ?? String(value))}` };
  return { position: value, layout: null, fromText: false };
}
