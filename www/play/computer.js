// The computer opponent: when it is its turn it asks the solver (through solving.js) for
// every move with its result, picks one by its strength, and plays it after a short pause;
// when the position is too large it guesses a legal move and says so. Cancel pauses it on
// the position (never silently drops its move); "Let the computer move" resumes it.

import { boardKey, isComputerTurn, positionKey, STRENGTHS } from '../common/state.js';
import { isSetGame } from '../common/games.js';

/** Pause before the computer moves, so people can see whose turn it is. */
const COMPUTER_DELAY_MS = 450;

/**
 * ctx: {state, history, solver, getEngine(), redraw, say, runSolver(purpose), makeMove(move),
 *   setMoves() (SetNim: one-token moves)}.
 * Returns {scheduleComputer, cancelComputer, cancelSolve, resumeComputer}.
 */
export function createComputer(ctx) {
  const { state, history } = ctx;
  const engine = () => ctx.getEngine();
  const say = (...args) => ctx.say(...args);
  const runSolver = (purpose) => ctx.runSolver(purpose);
  const makeMove = (move) => ctx.makeMove(move);
  let computerTimer = null;

  function cancelSolve() {
    ctx.solver.cancel();
    const busy = state.busy;
    const purpose = busy?.purpose;
    state.busy = null;
    // The Hint card says what was stopped and how far it got (hint-card.js).
    state.stoppedSolve = busy && purpose !== 'computer' ? { ...busy, key: boardKey(state) } : null;
    if (purpose === 'computer') {
      // Paused, not gone: the status says so and "Let the computer move" resumes it.
      state.computerPaused = positionKey(state.position);
      say(
        `The computer stopped thinking. Press “Let the computer move” to try again${history.canUndo() ? ', Undo to take back your move,' : ''} or switch to two players to play this position yourselves.`,
        'info',
      );
    } else say('Stopped.', 'info');
    ctx.redraw();
  }

  /** Cancelled on this very position: any move or undo since then lets the computer play. */
  function isPaused() {
    return state.computerPaused !== null && state.computerPaused === positionKey(state.position);
  }

  /** After a Cancel: the computer tries its move again. */
  function resumeComputer() {
    state.computerPaused = null;
    say(null);
    scheduleComputer();
    ctx.redraw();
  }

  function cancelComputer() {
    clearTimeout(computerTimer);
    computerTimer = null;
    if (state.busy?.purpose === 'computer') {
      ctx.solver.cancel();
      state.busy = null;
    }
  }

  function scheduleComputer() {
    if (
      computerTimer ||
      isPaused() ||
      state.busy?.purpose === 'computer' ||
      !isComputerTurn(state) ||
      !engine()
    )
      return;
    computerTimer = setTimeout(() => {
      computerTimer = null;
      computerMove();
    }, COMPUTER_DELAY_MS);
  }

  function pickRandom(items) {
    return items[Math.floor(Math.random() * items.length)];
  }

  /** Legal single-token moves, each confirmed by the engine; used when the solver gives up. */
  async function simpleLegalMoves() {
    const eng = engine();
    // A pile game's moves come with its play's code, which may still be on its way.
    if (isSetGame(state.position))
      return ((await ctx.setMoves()) ?? []).filter((move) => !eng.checkMove(state.position, move));
    const candidates = [];
    state.position.edges.forEach(([u, , t], e) => {
      if (t > 0)
        candidates.push(
          state.position.rules === 'walk' ? { edge: e, take: 1 } : { vertex: u, take: [[e, 1]] },
        );
    });
    return candidates.filter((move) => !eng.checkMove(state.position, move));
  }

  async function computerMove() {
    if (!isComputerTurn(state)) return;
    const key = positionKey(state.position);
    const answer = await runSolver('computer');
    if (!answer || answer.key !== positionKey(state.position) || !isComputerTurn(state)) return;
    const { result } = answer;
    let move;
    let note = null;
    // The listed moves (capped at moveCap) with their outcomes, and the winning moves: those
    // listed as leading to P, else the answer's own winning_moves (a theorem on a position too
    // large to list every move names them; a capped list may not hold one).
    const moves = result.moves ?? [];
    const listedWins = moves.filter((m) => m.outcome === 'P').map((m) => m.move);
    const winning = listedWins.length
      ? listedWins
      : result.outcome === 'N'
        ? (result.winning_moves ?? [])
        : [];
    const best = Math.random() < STRENGTHS[state.strength].bestMoveChance;
    if (result.outcome === 'unknown') {
      const fallback = await simpleLegalMoves();
      if (!fallback.length) return;
      move = pickRandom(fallback);
      note = `The computer guessed this move: the position is too large for an exact answer (${String(result.reason ?? 'no move list').replace(/^too large for an exact answer:\s*/i, '')}), so it is not playing perfectly now.`;
    } else if (best && winning.length) {
      move = pickRandom(winning);
    } else if (best && moves.length) {
      // Losing anyway: make the game last as long as possible.
      const longest = Math.max(...moves.map((m) => m.remoteness ?? 0));
      move = pickRandom(moves.filter((m) => (m.remoteness ?? 0) === longest)).move;
    } else if (moves.length) {
      move = pickRandom(moves).move;
    } else {
      // No move list: every move loses here (P), or a weaker strength plays casually.
      const fallback = await simpleLegalMoves();
      if (!fallback.length) return;
      move = pickRandom(fallback);
    }
    if (key === positionKey(state.position) && makeMove(move) && note) {
      state.computerNote = { text: note, after: guessedMoveKey(state) };
      ctx.redraw();
    }
  }

  return { scheduleComputer, cancelComputer, cancelSolve, resumeComputer };
}

/** Where a guessed move left the game: its position and how many moves led there. */
function guessedMoveKey(state) {
  return JSON.stringify([positionKey(state.position), state.game.moves.length]);
}

/**
 * The note that the computer guessed, while the board shows the position its guess led to:
 * it goes with the move it is about (Undo) and comes back with it (Redo), and a later move
 * puts it away until that move is undone.
 */
export function guessNote(state) {
  const note = state.computerNote;
  return note && note.after === guessedMoveKey(state) ? note.text : '';
}
