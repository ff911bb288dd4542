// Pile games and misère play (issue 10): the misère switch for every rule set, building a
// SetNim game from the Pile games card, and choosing the set a pile move is taken from.
// Composing the move itself is setnim-play.js (ctx.setPlay); the crate checks it.

import { isMisere, isSetRules } from '../games.js';
import { commit, say, withPlay } from './core.js';
import { setPosition } from './load.js';
import { startGameFromCurrent } from './game.js';

/** Normal or misère play, for whatever game is on the board; a game in progress restarts
 *  from the position on the board under the new rule. */
export function setPlayRule(ctx, play) {
  const { state } = ctx;
  if (state.lock || (play !== 'normal' && play !== 'misere')) return;
  if (isMisere(state.position) === (play === 'misere')) return;
  ctx.computer.cancelComputer();
  commit(ctx, () => {
    const rest = { ...state.position };
    delete rest.play;
    state.position = play === 'misere' ? { ...rest, play } : rest;
    if (state.mode === 'play') startGameFromCurrent(ctx);
  });
}

/** A SetNim game from the Pile games card: {rules, piles, k | sets}, validated by the crate. */
export function loadSetGame(ctx, position) {
  if (ctx.state.lock || !isSetRules(position?.rules)) return false;
  ctx.computer.cancelComputer();
  const result = setPosition(ctx, withPlay(ctx, position));
  if (result === true) say(ctx, null);
  else say(ctx, `That game cannot be built: ${result}.`, 'error');
  return result === true;
}

export function chooseSet(ctx, set) {
  return ctx.setPlay.chooseSet(set);
}

export function stepSet(ctx, step) {
  return ctx.setPlay.stepSet(step);
}

/** The sets the move being composed could be taken from. */
export function setChoices(ctx) {
  return ctx.setPlay.choices();
}

/** The position's allowed sets as the crate numbers them. */
export function gameSets(ctx) {
  return ctx.setPlay.sets();
}
