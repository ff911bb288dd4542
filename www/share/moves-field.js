// The `moves=` field of a share link: the moves of a game, played from the link's position,
// so a review link reopens the game and its marks.
//
//   moves = "moves=" [ move *( ";" move ) ]   ; at most LINK_LIMITS.maxMoves (the crate's
//                                             ; MAX_REVIEW_MOVES, 500)
//   move  = vertex ":" take *( "," take )     ; Edge-Nim: at the vertex, take from its edges
//         | take                              ; Walking Nim: along the edge, lower it
//         | set ":" take *( "," take )        ; pile games (circular, path, moore, setnim):
//                                             ; with the set (as the crate numbers them),
//                                             ; take from its piles
//   take  = edge "-" amount                   ; edge (or pile) index, tokens taken (at least 1)
//
// e.g. `moves=2:1-1,2-3;0:0-1` (Edge-Nim: at 2 take 1 from edge 1 and 3 from edge 2, then
// at 0 take 1 from edge 0), `moves=0-2;3-1` (Walking Nim) or `moves=4:0-1;1:2-1` (Circular
// Nim: with set 4 take 1 from pile 0, then with set 1 take 1 from pile 2). Only the shape and the caps are
// checked here; whether each move is legal where it is played is the crate's answer
// (page/load.js replays them with the engine).

import { LINK_LIMITS, LinkError, preview } from './link.js';

const NUMBER = /^\d{1,10}$/;

/** The field's value for a list of moves in the JSON move format (Edge-Nim {vertex, take},
 *  Walking Nim {edge, take}, pile games {set, take}). */
export function encodeMoves(moves) {
  return moves
    .map((move) => {
      if (move.edge !== undefined) return `${move.edge}-${move.take}`;
      // A pile game's move names its set where an Edge-Nim move names its vertex.
      const head = move.set !== undefined ? move.set : move.vertex;
      return `${head}:${move.take.map(([e, a]) => `${e}-${a}`).join(',')}`;
    })
    .join(';');
}

const PILE_RULES = new Set(['circular', 'path', 'moore', 'setnim']);

/** Reads the field for a position under `rules` ('edge', 'walk' or a pile game's): moves in
 *  the JSON move format, or LinkError naming the move at fault (counted from 1, as the move
 *  list shows). */
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
    const piles = PILE_RULES.has(rules);
    const shape = rules === 'walk' ? 'edge-amount' : piles ? 'set:pile-amount' : 'vertex:edge-amount';
    const take = (part) => {
      const [edge, amount, extra] = part.split('-');
      if (amount === undefined || extra !== undefined) throw new LinkError(`${what} must look like ${shape}`);
      return [number(edge, piles ? 'pile' : 'edge'), number(amount, 'amount')];
    };
    if (rules === 'walk') {
      const [edge, amount] = take(item);
      return { edge, take: amount };
    }
    const colon = item.indexOf(':');
    if (colon < 0) throw new LinkError(`${what} must look like ${shape},…`);
    const takes = item.slice(colon + 1).split(',');
    if (takes.length > LINK_LIMITS.maxEdges)
      throw new LinkError(
        `${what} takes from more ${piles ? 'piles' : 'edges'} than the limit of ${LINK_LIMITS.maxEdges}`,
      );
    const head = number(item.slice(0, colon), piles ? 'set' : 'vertex');
    return piles ? { set: head, take: takes.map(take) } : { vertex: head, take: takes.map(take) };
  });
}
