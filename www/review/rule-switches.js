// Where a game's rule was changed mid-game (Misère ticked or cleared while it went on:
// piles/piles.js keeps the moves it was changed at in game.switches): which rule each move was
// played under, for the review (review.js) and its card (review-card.js). Loaded with them,
// after a game ends, not in the first view.

import { isMisere } from '../common/games.js';

/** Whether move `index` of `game` was played under misère play: the game's start has the rule
 *  it is under now, and `game.switches` the moves from which it was changed mid-game (a move
 *  is judged by the rule it was played under). */
export function misereAt(game, index) {
  const later = (game.switches ?? []).filter((at) => at > index).length;
  return isMisere(game.start) !== (later % 2 === 1);
}

/** The game's moves as [from, to) stretches, each played under one rule. */
export function ruleStretches({ moves, switches = [] }) {
  const bounds = [0, ...switches.filter((at) => at < moves.length), moves.length];
  return bounds.slice(1).map((to, i) => [bounds[i], to]);
}

/** Where the rule changed, in words: "Misère play from move 3", one per change. */
export function ruleChanges(game) {
  return (game.switches ?? [])
    .filter((at) => at < game.moves.length)
    .map((at) => `${misereAt(game, at) ? 'Misère' : 'Normal'} play from move ${at + 1}`);
}
