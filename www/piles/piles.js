// www/piles/: pile games (SetNim: Circular, Path and Moore's Nim) and the misère switch: their
// actions (piles.js), composing a pile move (setnim-play.js, setnim-composer.js), the Pile
// games card and what a pile board shows beyond its piles (setnim-board.js). It may import
// common/, page/actions-core.js, page/load.js and play/ (game.js, take-row.js).
//
// Pile games and misère play: the misère switch for every rule set, building a
// SetNim game from the Pile games card, and choosing the set a pile move is taken from.
// Composing the move itself is setnim-play.js (ctx.setPlay); the crate checks it.

import { isMisere, isSetRules, winnerWhenStuck, withMisere } from '../common/games.js';
import { playerToMove } from '../common/state.js';
import { misereRule } from '../common/misere.js';
import { commit, gameToSetAside, say, sayGameSetAside, sayNewBoard, withPlay } from '../page/actions-core.js';
import { setPosition } from '../page/load.js';

/** Normal or misère play, for whatever game is on the board. The moves are the same under
 *  both, so a game in progress goes on under the new rule: its moves stand, each judged by
 *  the rule it was played under (game.switches), its start is the same start (Restart goes
 *  back there, under the new rule), and a finished game is judged whole under the new rule:
 *  its winner and a new review. One undo step. A puzzle keeps the rule it was set with. */
export function setPlayRule(ctx, play) {
  const { state } = ctx;
  if (state.lock || (play !== 'normal' && play !== 'misere')) return;
  if (isMisere(state.position) === (play === 'misere')) return;
  if (state.puzzle) {
    ctx.redraw(); // the switch goes back to the puzzle's rule
    return say(ctx, 'This puzzle is set in its own rules: press Leave puzzle to change them.', 'info');
  }
  ctx.computer.cancelComputer();
  const inGame = state.mode === 'play' && state.game.start;
  commit(ctx, () => {
    state.position = withMisere(state.position, play === 'misere');
    if (!inGame) return;
    const game = { ...state.game, start: withMisere(state.game.start, play === 'misere') };
    // Where the rule changed: a second change before another move takes the first back.
    const at = game.moves.length;
    const switches = game.switches ?? [];
    game.switches = switches.at(-1) === at ? switches.slice(0, -1) : at ? [...switches, at] : [];
    if (game.winner !== null) {
      game.winner = winnerWhenStuck(state.position, playerToMove(state));
      game.switches = [];
    }
    state.game = game;
    state.computerPaused = null;
  });
  if (!inGame) return say(ctx, null);
  const goesOn = state.game.winner === null;
  // In a game that goes on, the status line says the misère rule on every turn: said here
  // too, it was heard twice in a row.
  const rule =
    play !== 'misere'
      ? 'Normal play: whoever makes the last move wins. '
      : goesOn
        ? ''
        : `${misereRule(state.position)} `;
  const under = play === 'misere' && goesOn ? 'misère play' : 'this rule';
  // A game with no move yet has no moves to stand, and nothing for Restart to take back.
  const played = state.game.moves.length > 0;
  const then = !played
    ? goesOn
      ? `No move has been played yet: the game is played under ${under} from its start.`
      : 'The game, over before any move, is judged under this rule.'
    : `${goesOn ? `The game goes on under ${under}` : 'The finished game is judged under this rule'}: its moves stand, and Restart starts it again from its start.`;
  say(ctx, `${rule}${then}`, 'info');
  if (state.game.winner !== null) ctx.reviewGame();
}

/** A SetNim game from the Pile games card: {rules, piles, k | sets}, validated by the crate. */
export function loadSetGame(ctx, position, step = null) {
  if (ctx.state.lock || !isSetRules(position?.rules)) return false;
  ctx.computer.cancelComputer();
  const aside = gameToSetAside(ctx);
  // A new board, as a preset built is: a history entry of its own (main.js; Make game replaced
  // the entry of the board before it, which Back then skipped), and a new puzzle's in Make a
  // puzzle once its draft is in the set (maker-storage.js).
  ctx.state.newBoardEntry = true;
  const result = setPosition(ctx, withPlay(ctx, position), null, { record: aside?.record ?? true, step });
  if (result !== true) {
    ctx.state.newBoardEntry = false;
    say(ctx, `That game cannot be built: ${result}.`, 'error');
    return false;
  }
  ctx.state.boardsBuilt += 1;
  if (aside && !aside.record) ctx.history.dropRedo();
  if (aside) sayGameSetAside(ctx, aside);
  else say(ctx, null);
  sayNewBoard(ctx);
  return true;
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
