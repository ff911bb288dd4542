// The `moves=` field of a share link: the moves of a game, played from the link's position,
// so a review link reopens the game and its marks.
//
//   moves = "moves=" [ move *( ";" move ) ]   ; at most LINK_LIMITS.maxMoves (the crate's
//                                             ; MAX_REVIEW_MOVES, 500)
//   move  = vertex ":" take *( "," take )     ; Edge-Nim: at the vertex, take from its edges
//         | take                              ; Walking Nim: along the edge, lower it
//   take  = edge "-" amount                   ; edge index, tokens taken (at least 1)
//
// e.g. `moves=2:1-1,2-3;0:0-1` (Edge-Nim: at 2 take 1 from edge 1 and 3 from edge 2, then
// at 0 take 1 from edge 0) or `moves=0-2;3-1` (Walking Nim). Only the shape and the caps are
// checked here; whether each move is legal where it is played is the crate's answer
// (actions/load.js replays them with the engine).

import { LINK_LIMITS, LinkError, preview } from './link.js';

const NUMBER = /^\d{1,10}$/;

/** The field's value for a list of moves in the JSON move format. */
export function encodeMoves(moves) {
  return moves
    .map((move) =>
      move.edge !== undefined
        ? `${move.edge}-${move.take}`
        : `${move.vertex}:${move.take.map(([e, a]) => `${e}-${a}`).join(',')}`,
    )
    .join(';');
}

/** Reads the field for a position under `rules` ('edge' or 'walk'): moves in the JSON move
 *  format, or LinkError naming the move at fault (counted from 1, as the move list shows). */
export function decodeMoves(text, rules) {
  if (!text) return [];
  // Count before splitting: a link cannot make the page build a list over the cap.
  let items = 1;
  for (const ch of text) if (ch === ';') items++;
  if (items > LINK_LIMITS.maxMoves)
    throw new LinkError(`the link has ${items} moves; a game review takes at most ${LINK_LIMITS.maxMoves}`);
  return text.split(';').map((item, i) => {
    const what = `move ${i + 1} ("${preview(item)}")`;
    const number = (digits, name) => {
      if (!NUMBER.test(digits) || Number(digits) > LINK_LIMITS.maxTokens)
        throw new LinkError(`in ${what}, the ${name} must be a whole number, not "${preview(digits)}"`);
      return Number(digits);
    };
    const take = (part) => {
      const [edge, amount, extra] = part.split('-');
      if (amount === undefined || extra !== undefined)
        throw new LinkError(
          `${what} must look like ${rules === 'walk' ? 'edge-amount' : 'vertex:edge-amount'}`,
        );
      return [number(edge, 'edge'), number(amount, 'amount')];
    };
    if (rules === 'walk') {
      const [edge, amount] = take(item);
      return { edge, take: amount };
    }
    const colon = item.indexOf(':');
    if (colon < 0) throw new LinkError(`${what} must look like vertex:edge-amount,…`);
    const takes = item.slice(colon + 1).split(',');
    if (takes.length > LINK_LIMITS.maxEdges)
      throw new LinkError(`${what} takes from more edges than the limit of ${LINK_LIMITS.maxEdges}`);
    return { vertex: number(item.slice(0, colon), 'vertex'), take: takes.map(take) };
  });
}
