// Replaying a link's moves (moves=) as the page opens (page/load.js): the game reopens as it
// was played, with every move an Undo step. In the first view, unlike the review's own
// actions (review.js), which a finished game starts through ctx.reviewGame.

import { describeMove } from '../common/words.js';
import { winnerWhenStuck } from '../common/games.js';

/**
 * Plays a link's moves (`moves=`) from the game's start, each checked by the engine, so the
 * game reopens as it was played; then reviews it. Returns '' or, when a move is not legal
 * where it stands, why (the game is then left at its start).
 */
export function replayMoves(ctx, moves) {
  const { state } = ctx;
  const eng = ctx.getEngine();
  if (!eng || state.mode !== 'play' || !state.game.start) return '';
  let position = state.game.start;
  const played = [];
  // Each move's "before", as makeMove would have recorded it: Undo takes the game back.
  const steps = [];
  let winner = state.game.winner;
  for (const [i, move] of moves.entries()) {
    const reason = winner !== null ? 'the game was already over' : eng.checkMove(position, move);
    if (reason)
      return `the moves in the link stop at move ${i + 1}, which is not legal there (${reason}); the game starts from the link's position`;
    steps.push({
      position,
      layout: state.layout,
      mode: state.mode,
      game: { ...state.game, moves: [...played], winner: null },
      lastMove: played.length ? { move: played.at(-1).move, player: played.at(-1).player } : null,
      puzzle: null,
    });
    const next = eng.applyMove(position, move);
    const player = played.length % 2;
    played.push({ move, player, text: describeMove(move, position, { after: next, past: true }) });
    position = next;
    if (eng.isOver(next)) winner = winnerWhenStuck(next, 1 - player);
  }
  for (const step of steps) ctx.history.record(step);
  state.position = position;
  state.game = { ...state.game, moves: played, winner };
  state.lastMove = played.length ? { move: played.at(-1).move, player: played.at(-1).player } : null;
  // A game is reviewed when it is over, as one played here is: a game still under way (a
  // reload mid-game) goes on, and its review waits for its end.
  if (winner !== null) ctx.reviewGame();
  return '';
}
