// Replaying a link's moves (moves=) as the page opens (page/load.js): the game reopens as it
// was played, with every move an Undo step. It comes with the review's code (review.js
// re-exports it), not with the first view: page/load.js waits for that code before it opens
// a link with moves=, and a finished game it replays is reviewed by it.

import { describeMove } from '../common/words.js';
import { isMisere, winnerWhenStuck, withMisere } from '../common/games.js';

/**
 * Plays a link's moves (`moves=`) from the game's start, each checked by the engine, so the
 * game reopens as it was played, the rule changed where `switches` (switch=) says, each
 * change an Undo step as when it was made; then reviews it. Returns '' or, when a move is not
 * legal where it stands, why (the game is then left at its start). `linkMoves`: how many of the
 * moves came with the link rather than were played in this tab (main.js).
 */
export function replayMoves(ctx, moves, switches = [], linkMoves = Infinity) {
  const { state } = ctx;
  const eng = ctx.getEngine();
  if (!eng || state.mode !== 'play' || !state.game.start) return '';
  // The link's play= is the rule after its last change: the game began under the other one
  // when it was changed an odd number of times.
  let misere = isMisere(state.game.start) !== (switches.length % 2 === 1);
  let game = { ...state.game, start: withMisere(state.game.start, misere), switches: [] };
  let position = withMisere(state.game.start, misere);
  const played = [];
  // Each move's "before", as makeMove would have recorded it: Undo takes the game back.
  const steps = [];
  const step = () =>
    steps.push({
      position,
      layout: state.layout,
      mode: state.mode,
      game: { ...game, moves: [...played], winner: null },
      lastMove: played.length ? { move: played.at(-1).move, player: played.at(-1).player } : null,
      puzzle: null,
    });
  const change = () => {
    step();
    misere = !misere;
    position = withMisere(position, misere);
    game = { ...game, start: withMisere(game.start, misere), switches: [...game.switches, played.length] };
  };
  let winner = state.game.winner;
  for (const [i, move] of moves.entries()) {
    if (switches.includes(i)) change();
    const reason = winner !== null ? 'the game was already over' : eng.checkMove(position, move);
    if (reason)
      return `the moves in the link stop at move ${i + 1}, which is not legal there (${reason}); the game starts from the link's position`;
    step();
    const next = eng.applyMove(position, move);
    const player = played.length % 2;
    // The first `linkMoves` came with the link, not played in this tab (a reload of one's own
    // game has none): marked, a game they finish is someone else's, named neutrally (page/load.js
    // game.opened, common/state.js moverName and sideName).
    const text = describeMove(move, position, { after: next, past: true });
    played.push(i < linkMoves ? { move, player, text, opened: true } : { move, player, text });
    position = next;
    if (eng.isOver(next)) winner = winnerWhenStuck(next, 1 - player);
  }
  if (switches.includes(moves.length)) change();
  for (const before of steps) ctx.history.record(before);
  state.position = position;
  state.game = { ...game, moves: played, winner };
  state.lastMove = played.length ? { move: played.at(-1).move, player: played.at(-1).player } : null;
  // A game is reviewed when it is over, as one played here is: a game still under way (a
  // reload mid-game) goes on, and its review waits for its end.
  if (winner !== null) ctx.reviewGame();
  return '';
}
