// www/play/: playing a game: starting and moving (game.js), the computer opponent
// (computer.js), the Play card, the move being composed (composer.js, take-row.js), the list
// of moves (move-list.js) and the status line under the board. It may import common/,
// www/engine.js, page/actions-core.js, review/ (marks and the review of a finished game),
// piles/setnim-composer.js and puzzle/task-card.js (the puzzle's line in the status).
//
// Playing: starting and restarting games, the sides, composing and confirming a move
// (Edge-Nim: amounts at one vertex; Walking Nim: an edge and its new weight), and the
// analysis list's view. Whether a move is legal and what it leads to is the engine's answer.

import {
  ANALYSIS_SORTS,
  boardPosition,
  gameOpponent,
  isComputerTurn,
  playerName,
  playerToMove,
  positionKey,
  reviewBoard,
  sideName,
  STRENGTHS,
} from '../common/state.js';
import { errorText } from '../engine.js';
import { graphTextKey, isStored } from '../common/stored.js';
import {
  afterTheGame,
  count,
  describeMove,
  edgeName,
  MOVE_KEYS,
  sentence,
  takingWords,
} from '../common/words.js';
import {
  announce,
  commit,
  changed,
  dropMoveError,
  gameToSetAside,
  replyKeepsRedo,
  restore,
  say,
  sayGameSetAside,
  sayMoveError,
  snapshot,
} from '../page/actions-core.js';
import { hasBoard, isSetGame, newBoardWords, winnerWhenStuck } from '../common/games.js';

export function startGameFromCurrent(ctx) {
  const { state } = ctx;
  state.game = {
    start: structuredClone(state.position),
    moves: [],
    winner: null,
    computerStarts: state.computerStarts,
  };
  state.computerPaused = null;
  state.computerNote = null;
  state.lastMove = null;
  state.pending = null;
  const eng = ctx.getEngine();
  if (eng && hasBoard(state.position) && eng.isOver(state.position))
    state.game.winner = winnerWhenStuck(state.position, 0);
}

export function startPlay(ctx, { record = true } = {}) {
  const { state } = ctx;
  if (!hasBoard(state.position)) return say(ctx, 'Draw a graph or choose a preset first.');
  // Play after Edit on a puzzle, the board unchanged: back to the puzzle as it was left.
  const left = state.leftPuzzle;
  state.leftPuzzle = null;
  if (record && left && left.key === positionKey(state.position) && !state.lock) {
    commit(ctx, () => restore(ctx, left.snapshot));
    return say(ctx, `Back to the puzzle${left.title ? ` “${left.title}”` : ''}.`);
  }
  // Play after Edit on the board as the game left it: the same game goes on, its moves, its
  // list and whose turn it is. A new game from there, with "computer moves first", had the
  // computer move again at once, and looked like a second move in a row.
  if (record && !state.lock && boardAsGameLeftIt(ctx)) {
    const { moves } = state.game;
    commit(ctx, () => {
      state.mode = 'play';
      state.selection = null;
      state.lastMove = { move: moves.at(-1).move, player: moves.at(-1).player };
    });
    say(
      ctx,
      `Back to your game (${count(moves.length, 'move', 'moves')} played): the board was not changed.`,
    );
    if (state.game.winner !== null) ctx.reviewGame();
    return;
  }
  // A game with moves, left for the editor and then changed: the new game is said, or its
  // empty list (and, with "computer moves first", the computer moving at once) came unexplained.
  const gameLeft = state.mode === 'edit' && state.game.moves.length > 0;
  const go = () => {
    state.mode = 'play';
    state.selection = null;
    startGameFromCurrent(ctx);
    // The board the game is played on, said with the first "Your turn" as a preset's is: the
    // editor's own words were about single changes.
    state.stepped = { game: state.game, text: newBoardWords(state.position) };
  };
  if (record) commit(ctx, go);
  else {
    go();
    changed(ctx);
  }
  const first = state.opponent === 'cpu' && state.game.computerStarts ? ': the computer moves first' : '';
  // A typed graph text in error never reached the board: the game is on the last valid graph.
  say(ctx, state.graphTextError ?? (gameLeft ? `A new game begins on the edited board${first}.` : null));
}

/** In the editor, the board is the one its game (left for the editor) stands at: nothing was
 *  changed, or what was changed was changed back. */
function boardAsGameLeftIt(ctx) {
  const { state } = ctx;
  const { game } = state;
  const eng = ctx.getEngine();
  if (state.mode !== 'edit' || state.puzzle || !game.start || !game.moves.length || !eng) return false;
  try {
    let position = game.start;
    for (const { move } of game.moves) position = eng.applyMove(position, move);
    return positionKey(position) === positionKey(state.position);
  } catch {
    return false;
  }
}

export function backToEdit(ctx) {
  const { state } = ctx;
  // hide=edit: the teacher hid editing (the Edit button is not shown); no other way in either.
  // Edit while editing changes nothing (it said the game was set aside again).
  if (state.lock || state.hide.edit || state.mode === 'edit') return;
  // Edit while the computer thinks stops the think: the game, with the move it was answering,
  // is the undo step below, set aside as any game under way is (Undo brings it back, and the
  // computer answers then: actions-core.js undo).
  ctx.computer.cancelComputer();
  // Editing leaves the puzzle: its judge would be judging another position. It is kept, as
  // it was, for Undo (the snapshot holds it) and for Play on the board as it was left.
  const puzzle = state.puzzle;
  const left = puzzle && { key: positionKey(state.position), title: puzzle.title, snapshot: snapshot(ctx) };
  const leave = () => {
    ctx.puzzles.clear();
    state.mode = 'edit';
    state.lastMove = null;
    state.pending = null;
  };
  // A game with no moves yet loses nothing by the switch: it is no undo step (Undo would
  // only switch back, and was offered though nothing had been done). A game under way, or a
  // puzzle, is one: Undo brings it back.
  // Kept before the change is announced: the address is written from it (main.js).
  if (left) state.leftPuzzle = structuredClone(left);
  // An unfinished game leaves the screen with its move list: said, with the way back, as
  // a new board says it (Play would start a new game from the board as edited).
  const aside = left ? null : gameToSetAside(ctx);
  if (!left && state.game.moves.length === 0) {
    leave();
    changed(ctx);
  } else commit(ctx, leave);
  if (aside) sayGameSetAside(ctx, aside, { where: ' while you edit' });
  if (!left) return;
  say(
    ctx,
    `You left the puzzle${left.title ? ` “${left.title}”` : ''} to edit the board. To go back to it, press Undo, or Play before you change the board.`,
  );
}

export function restartGame(ctx) {
  const { state } = ctx;
  if (state.puzzle) return ctx.puzzles.reset();
  if (state.mode !== 'play' || !state.game.start) return;
  const played = state.game.moves.length;
  // At its start already (Enter twice on Restart): said, and no undo step (commit drops one
  // that changed nothing). A change of "computer moves first" still starts the game again.
  // While the computer chooses its first move, "nothing to restart" was untrue: it is moving.
  if (!played && state.game.computerStarts === state.computerStarts)
    return say(
      ctx,
      `The game is at its start already: ${isComputerTurn(state) ? 'the computer is choosing its first move' : 'nothing to restart'}.`,
      'info',
    );
  ctx.computer.cancelComputer();
  commit(ctx, () => {
    state.position = structuredClone(state.game.start);
    // Answers asked for on the start position were closed by the first move: a new game
    // does not open them again unasked (the analysis reappeared, and the longer card above
    // Restart scrolled the board's top off the screen).
    state.hint = state.analysis = state.why = null;
    startGameFromCurrent(ctx);
    // The move list empties with no other sign: say what happened, and the way back.
    state.stepped = played
      ? {
          game: state.game,
          text: `Restarted: a new game on this board; Undo brings back the game of ${count(played, 'move', 'moves')}.`,
        }
      : null;
  });
  sayGraphTextNotice(ctx);
}

/**
 * A game opened from a link (page/load.js) or restarted on the board a graph text in error
 * was typed over says so, as Play does. After a reload Edit's card has not read that text
 * yet, so the words come from what the tab kept with it (editor/graph-text-kept.js, fetched
 * only when something is kept): Restart then says what the opening said. An embed or a locked
 * board has no card, so nothing typed there to speak of.
 */
export function sayGraphTextNotice(ctx) {
  const { state } = ctx;
  const fresh = state.mode === 'play' && !state.game.moves.length;
  say(ctx, fresh ? state.graphTextError : null);
  if (!fresh || state.graphTextError || state.embed || state.lock) return;
  if (!isStored('sessionStorage', graphTextKey())) return;
  const board = positionKey(state.position);
  import('../editor/graph-text-kept.js').then(
    ({ keptNotice }) => {
      // Said only if the person is still before that game's first move.
      const still =
        state.mode === 'play' && !state.game.moves.length && positionKey(state.position) === board;
      const notice = keptNotice(board);
      if (still && notice && !state.message) say(ctx, notice);
    },
    () => {}, // not fetched (offline, a copy of the site that misses it): nothing more to say
  );
}

// A locked embed plays as its link says: opponent, strength and who starts are fixed.
export function setOpponent(ctx, opponent) {
  const { state } = ctx;
  if (state.lock) return;
  const played = gameOpponent(state);
  state.opponent = opponent;
  // "From the next game the computer moves first" is of games against the computer.
  if (state.message?.text.startsWith('From the next')) state.message = null;
  // A finished game keeps the players it was played by, as it keeps who moved first: renamed,
  // the computer's win read "Player 2 wins!" and its moves Player 2's. The new opponent plays
  // from the next game, and that is said. (A game under way goes on with it at once: "switch
  // to two players to play this position yourselves"; its moves keep their names.) Kept on
  // the game itself, which its undo steps share.
  const { game } = state;
  if (state.mode === 'play' && game.start && game.winner !== null && !state.puzzle) {
    game.opponent = played;
    if (opponent !== played)
      say(
        ctx,
        `From the next game ${opponent === 'cpu' ? 'you play the computer' : 'two players play'}: this finished game keeps its players. Press Restart to start the next one now.`,
        'info',
      );
  }
  changed(ctx);
}

export function setStrength(ctx, strength) {
  const { state } = ctx;
  if (state.lock) return;
  if (STRENGTHS[strength]) state.strength = strength;
  changed(ctx);
}

export function setComputerStarts(ctx, flag) {
  const { state } = ctx;
  if (state.lock) return;
  state.computerStarts = !!flag;
  // A game in progress or finished keeps its sides; the choice applies to the next game.
  if (state.mode === 'play' && state.game.start && state.game.computerStarts !== state.computerStarts)
    say(
      ctx,
      `From the next game ${state.computerStarts ? 'the computer moves' : 'you move'} first: press Restart to start it now.`,
      'info',
    );
  changed(ctx);
}

/** The human may move now: a game is on, it is not over, it is not the computer's turn. */
export function humanMayMove(ctx) {
  const { state } = ctx;
  return (
    state.mode === 'play' &&
    state.game.winner === null &&
    !isComputerTurn(state) &&
    !ctx.puzzles.blocksMoves() &&
    ctx.getEngine()
  );
}

/** The position `move` leads to from the one on the board (the engine applies it), or null
 *  when it is not legal there. */
export function positionAfter(ctx, move) {
  const { state } = ctx;
  try {
    return ctx.getEngine()?.applyMove(boardPosition(state), move) ?? null;
  } catch {
    return null;
  }
}

/**
 * Plays `move` for the player to move; the engine checks it. Returns true when played (or,
 * in a move puzzle, taken for judging). `judged`: the puzzle's judge has accepted it;
 * `finishes`: it solves a find/unique puzzle, which ends the game there.
 */
export function makeMove(ctx, move, { judged = false, finishes = false } = {}) {
  const { state } = ctx;
  const eng = ctx.getEngine();
  if (!eng || state.mode !== 'play' || state.game.winner !== null) return false;
  if (!judged && ctx.puzzles.takesMove()) return ctx.puzzles.answerMove(move);
  if (!judged && ctx.puzzles.blocksMoves() && !isComputerTurn(state)) {
    say(ctx, ctx.puzzles.whyBlocked(), 'info');
    return false;
  }
  const reason = eng.checkMove(state.position, move);
  if (reason) {
    say(ctx, `That move is not allowed: ${reason}.`, 'error');
    return false;
  }
  let next;
  try {
    next = eng.applyMove(state.position, move);
  } catch (err) {
    say(ctx, `That move is not allowed: ${errorText(err)}.`, 'error');
    return false;
  }
  const player = playerToMove(state);
  const byComputer = isComputerTurn(state);
  const text = describeMove(move, state.position, { after: next, past: true });
  // The computer's reply to a game Undo brought back at its turn keeps Redo's steps, so Redo
  // still brings back what that Undo took away (page/actions-core.js undo).
  const keepRedo = byComputer && replyKeepsRedo(ctx);
  commit(
    ctx,
    () => {
      state.position = next;
      // Who made it, by name: a game switched to two players mid-game keeps the computer's
      // moves its own (common/state.js moverName).
      const by = playerName(state, player);
      state.game = { ...state.game, moves: [...state.game.moves, { move, player, text, by }] };
      state.lastMove = { move, player };
      state.pending = null;
      // Normal play: the last mover wins; misère play: the last mover loses.
      if (finishes) state.game = { ...state.game, winner: player };
      else if (eng.isOver(next)) state.game = { ...state.game, winner: winnerWhenStuck(next, 1 - player) };
    },
    null,
    null,
    { keepRedo },
  );
  // A move closes the message shown: an error about an earlier try, a notice acted on. The
  // computer's keeps a notice, said since the person's last act and not read yet: "A new
  // game begins …: the computer moves first" went with that first move, at once. But not
  // one that says to wait for it ("ask again on your turn"): it stayed on under "Your turn."
  if (!byComputer || state.message?.kind !== 'info' || state.message.untilReply) say(ctx, null);
  ctx.puzzles.played();
  ctx.emit('move', { move, player, text });
  // A solved find/unique puzzle ends there: no game over, no review of a one-move game.
  if (state.game.winner !== null && !finishes) {
    ctx.emit('gameover', { winner: state.game.winner, name: playerName(state, state.game.winner) });
    ctx.reviewGame();
    // A `win` puzzle not yet decided by the student's own move (misère play: it ends on the
    // computer's) is judged on the finished game.
    ctx.puzzles.gameOver();
  }
  return true;
}

// Edge-Nim: compose a move at one vertex.
export function chooseVertex(ctx, v) {
  const { state } = ctx;
  // A refuted puzzle move is taken back by the next click on the board.
  if (ctx.puzzles.refuted()) ctx.puzzles.tryAgain();
  if (!humanMayMove(ctx)) return sayWhyNoMove(ctx);
  if (state.position.rules === 'walk') return chooseWalkVertex(ctx, v);
  if (state.position.rules !== 'edge') return;
  // A vertex whose every edge is empty has no move: said, instead of a panel of boxes that
  // can take nothing (from the keyboard, Enter did nothing a screen reader could hear).
  const edgesAt = state.position.edges.filter(([a, b]) => a === v || b === v);
  if (!edgesAt.some(([, , tokens]) => tokens > 0)) {
    state.focusComposer = false;
    state.pending = null;
    return say(
      ctx,
      edgesAt.length
        ? `Vertex ${v} has no move: every edge at it is empty. Choose a vertex with tokens on an edge next to it.`
        : `Vertex ${v} has no move: no edge touches it. Choose a vertex with tokens on an edge next to it.`,
      'info',
    );
  }
  // A click on the vertex of the move being composed closes it (its box goes, in sight);
  // Enter on it keeps the move and goes to its box: it had cancelled the move unsaid, and
  // "Enter again confirms the move", heard just before, was false.
  if (state.pending?.vertex === v && state.focusComposer) return say(ctx, null);
  state.pending = state.pending?.vertex === v ? null : { vertex: v, take: {} };
  say(ctx, null);
}

/**
 * Enter on a vertex when no move may be made now says why (a click on a finished board is
 * answered by the status line in sight; a screen reader on the vertex heard nothing).
 */
function sayWhyNoMove(ctx, { fromKeyboard = ctx.state.focusComposer } = {}) {
  const { state } = ctx;
  state.focusComposer = false;
  if (state.mode === 'play' && sayReviewShown(ctx)) return;
  if (!fromKeyboard || state.mode !== 'play') return;
  if (ctx.puzzles.blocksMoves()) return say(ctx, ctx.puzzles.whyBlocked(), 'info');
  if (state.game.winner !== null) {
    const winner = sideName(state, state.game.winner);
    return say(
      ctx,
      `The game is over (${winner === 'You' ? 'you won' : `${winner.replace(/^The /, 'the ')} won`}): no moves are left. ${afterTheGame(state)}`,
      'info',
    );
  }
  if (isComputerTurn(state))
    say(ctx, 'The computer is about to move: your move comes after its reply.', 'info', {
      untilReply: true,
    });
}

/** Enter on the board (an item, or the board itself with no move composed) when no move can
 *  be made now: why, in words, rather than nothing at all. */
export function sayWhyNoMoveByKey(ctx) {
  if (!humanMayMove(ctx)) return sayWhyNoMove(ctx, { fromKeyboard: true });
  // The player's turn, nothing chosen: how to choose, else Enter said nothing at all.
  if (isSetGame(ctx.state.position)) return;
  say(ctx, `No move chosen yet: ${MOVE_KEYS[ctx.state.position.rules === 'walk' ? 'walk' : 'edge']}`, 'info');
}

/** A tap on the board while the game review shows an earlier position: which one, and the
 *  review card's way back (the status line that says so is off a phone's screen, and the tap
 *  did nothing), its button quoted: "press Back" read as the browser's Back, which notices
 *  of a game set aside name. True when said. */
function sayReviewShown(ctx) {
  const shown = reviewBoard(ctx.state);
  if (!shown) return false;
  const at = shown.step ? `move ${shown.step} of ${ctx.state.game.moves.length}` : 'the start';
  say(
    ctx,
    shown.kind === 'played'
      ? `This is ${at} of the review: press End to return to the game’s end.`
      : `This is the position before move ${shown.index + 1}, with a better move: press “Back to the game” in the review to return.`,
    'info',
  );
  return true;
}

/**
 * Walking Nim: a vertex chosen (a click, or Enter on it) opens the move along the edge that
 * leads there from the piece; several parallel edges: the heaviest. The piece's own vertex
 * (and one out of reach) says what to do instead; from the keyboard, focus goes to the first
 * edge the piece may move along.
 */
function chooseWalkVertex(ctx, v) {
  const { state } = ctx;
  const piece = state.position.token ?? 0;
  const open = state.position.edges
    .map(([a, b, t], e) => ({ e, t, other: a === piece ? b : b === piece ? a : null }))
    .filter(({ t, other }) => t > 0 && other !== null);
  const fromKeyboard = state.focusComposer;
  const towards = open.filter(({ other }) => other === v).sort((x, y) => y.t - x.t);
  if (v !== piece && towards.length) return chooseWalkEdge(ctx, towards[0].e, v);
  state.focusComposer = false;
  state.pending = null;
  if (!open.length) return say(ctx, 'The piece cannot move: every edge at it weighs 0.', 'info');
  if (fromKeyboard) state.focusTarget = `e${open[0].e}`;
  // Said plainly: where the piece is, why it cannot go there, what to do instead.
  const why =
    v === piece
      ? `The piece is on vertex ${v}: choose an edge next to the piece, or a vertex it leads to`
      : `The piece (on vertex ${piece}) cannot go to vertex ${v}: no edge with tokens joins them. Choose an edge next to the piece, or a vertex it leads to`;
  say(ctx, `${why}${fromKeyboard ? ' (focus is on the first such edge; Enter chooses it)' : ''}.`, 'info');
}

export function touches(ctx, e, v) {
  const { state } = ctx;
  const [a, b] = state.position.edges[e];
  return a === v || b === v;
}

/** The end of edge `e` at which the hint shown on the board takes from it, if it does: a
 *  move begun on that edge starts there. Begun at the edge's first end, the box said "Move
 *  at vertex 3" just after the hint had said "at vertex 0: take 1 from 3–0", the same move. */
function hintedEnd(state, e) {
  const { hint } = state;
  if (hint?.key !== positionKey(state.position) || hint.result?.outcome !== 'N') return undefined;
  const move = hint.result.winning_moves?.[0];
  return move?.take?.some(([i]) => i === e) ? move.vertex : undefined;
}

/** Clicking an edge while playing (`byKey`: Enter or Space on it). `near`: the end of the
 *  edge a tap or click landed clearly nearer (board/input.js), where a move begun on the edge
 *  opens: a tap beside vertex 1 on edge 0–1 opened "Move at vertex 0", though the page says
 *  to tap an edge next to the vertex meant. Enter, and a tap on its middle (its count), have
 *  no nearer end: the move opens at the hint's vertex, or the edge's first end. */
export function clickEdgeInPlay(ctx, e, { byKey = false, near = null } = {}) {
  const { state } = ctx;
  if (ctx.puzzles.refuted()) ctx.puzzles.tryAgain();
  if (byKey && !humanMayMove(ctx)) return sayWhyNoMove(ctx, { fromKeyboard: true });
  // A pile board's tap under a review is answered as a graph board's (it said nothing).
  if (!humanMayMove(ctx)) return void sayReviewShown(ctx);
  if (isSetGame(state.position)) return ctx.setPlay.clickPile(e, { byKey });
  if (!state.position.edges[e]) return;
  if (state.position.rules === 'walk') return chooseWalkEdge(ctx, e);
  const [u, v, tokens] = state.position.edges[e];
  let pending = state.pending;
  if (!pending || !touches(ctx, e, pending.vertex)) {
    // Keep what was chosen if the new edge shares an endpoint with all of it.
    const chosen = pending
      ? Object.keys(pending.take)
          .map(Number)
          .filter((i) => pending.take[i] > 0)
      : [];
    const common = [u, v].find((w) => chosen.every((i) => touches(ctx, i, w)));
    pending =
      common !== undefined && chosen.length
        ? { vertex: common, take: { ...pending.take } }
        : { vertex: (near === u || near === v ? near : null) ?? hintedEnd(state, e) ?? u, take: {} };
  }
  const current = pending.take[e] ?? 0;
  const next = current >= tokens ? 0 : current + 1;
  // A move begun at one of the edge's ends: which one, and that its boxes opened, is shown
  // only beside the board. From the keyboard every later token is said too, with what the
  // next Enter does: the edge's own name changes, but a screen reader does not read a focused
  // button's new name again.
  const taking = takingWords(next, edgeName(state.position, e), byKey ? tokens : null);
  const before = state.pending;
  const moved = pending.vertex !== before?.vertex;
  const said = (words) => announce(ctx, `Move at vertex ${pending.vertex}: ${words}`);
  if (moved && !before) said(taking);
  else if (byKey && !moved) announce(ctx, sentence(taking));
  const now = (state.pending = { vertex: pending.vertex, take: { ...pending.take, [e]: next } });
  // A move moved from another vertex is said whole, with the picks it drops (words loaded
  // when first needed: the first view has no room).
  if (moved && before)
    import('./whole-move.js').then((m) => {
      if (state.pending !== now) return;
      said(m.wholeMove(state.position, before, pending, e, taking));
      ctx.redraw();
    });
  say(ctx, null);
}

/**
 * Enter (`atMost` 'confirm') or Space ('stay') on a focused edge (or pile) in play: Edge-Nim
 * and the pile games take one more token from it, and once every token of it is chosen,
 * Enter confirms the move and Space says that is the most (a click counts round to 0
 * instead). Walking Nim: as a click.
 */
export function keyOnEdgeInPlay(ctx, e, atMost) {
  const { state } = ctx;
  const piles = isSetGame(state.position);
  const tokens = piles
    ? state.position.piles?.[e]
    : state.position.rules === 'edge'
      ? state.position.edges?.[e]?.[2]
      : undefined;
  const composed = state.pending?.take?.[e];
  if (tokens === undefined || !humanMayMove(ctx) || (tokens && (composed ?? 0) < tokens))
    return clickEdgeInPlay(ctx, e, { byKey: true });
  const name = edgeName(state.position, e);
  const called = piles ? `Pile ${e}` : `${name.startsWith('loop') ? 'The' : 'Edge'} ${name}`;
  // An empty one focused (clicked: it is out of the Tab order) has nothing to take or confirm.
  if (!tokens) return say(ctx, `${called} has no tokens left to take.`, 'info');
  if (atMost === 'confirm') return confirmPending(ctx);
  say(
    ctx,
    `${called}: all its ${count(tokens, 'token', 'tokens')} are chosen, the most it has. Enter confirms the move.`,
    'info',
  );
}

/** Sets the amount the move takes from edge (or pile) `e`; `said` (− or +, whose names do not
 *  change) says the new amount. */
export function setPendingTake(ctx, e, amount, { said = false } = {}) {
  const { state } = ctx;
  const before = state.pending?.take?.[e] ?? 0;
  if (isSetGame(state.position)) ctx.setPlay.setTake(e, amount, { said });
  else {
    if (!state.pending || state.position.rules !== 'edge') return;
    const tokens = state.position.edges[e]?.[2] ?? 0;
    const value = Math.max(0, Math.min(tokens, Math.floor(Number(amount) || 0)));
    state.pending = { ...state.pending, take: { ...state.pending.take, [e]: value } };
    if (said) announce(ctx, sentence(takingWords(value, edgeName(state.position, e))));
  }
  // The move changed (a number typed, + or −): the error about it goes, a pile game's too. A
  // count typed from the keyboard is no press, and "Choose at least one token" stayed by it.
  if ((state.pending?.take?.[e] ?? 0) !== before) dropMoveError(ctx);
  ctx.redraw();
}

export function pendingMove(ctx) {
  const { state } = ctx;
  const p = state.pending;
  if (!p) return null;
  if (isSetGame(state.position)) return ctx.setPlay.pendingMove();
  if (state.position.rules === 'walk') return null;
  const take = Object.entries(p.take)
    .map(([e, a]) => [Number(e), a])
    .filter(([, a]) => a > 0)
    .sort((a, b) => a[0] - b[0]);
  return { vertex: p.vertex, take };
}

export function confirmPending(ctx) {
  if (!humanMayMove(ctx)) return;
  // A number left in a move box's field that the move cannot take (too large, not a number)
  // is not the move: the box refuses it, from wherever Enter came (the board too, which
  // played the last amounts the fields could take).
  if (ctx.refuseWrongAmount?.()) return;
  const move = pendingMove(ctx);
  if (!move) return;
  // Said in keys as well as for a pointer: a keyboard player meets this after Enter in a box,
  // and "click an edge" told them nothing they could do. On a touch screen in taps: a phone
  // has no Enter.
  // Once the error has gone, what to do stays in its room, greyed, as the box's help: the
  // error's own words stayed there, beside the token then chosen (composer.js). As long as
  // the error, so the room it keeps holds it, with no blank line under the rows.
  const touch = ctx.state.touch;
  if (!move.take.length)
    return sayMoveError(
      ctx,
      `Choose at least one token to take: ${
        touch
          ? 'tap + beside an edge (or type how many in its box), then tap Confirm move'
          : 'type how many in an edge’s box (or use +), then press Enter'
      }.`,
      touch
        ? 'Tap + beside an edge to take a token from it (or type how many in its box), then tap Confirm move to play.'
        : 'Type how many to take in an edge’s box (or use + for one more), then press Enter to play the move.',
    );
  makeMove(ctx, move);
}

/** The move box's check of its fields (composer.js): `refuse()` says what is wrong with a
 *  number typed, and whether there is one. */
export function checkAmountsWith(ctx, refuse) {
  ctx.refuseWrongAmount = refuse;
}

/** Drops the move being composed; `said` (Escape) says so, as nothing in focus does. */
/** The board item a move being composed began at, where focus goes back when it is cancelled
 *  from its box: its vertex, or Walking Nim's vertex next to the piece, or its edge. */
function whereMoveBegan({ vertex = null, fromVertex = vertex, edge = null }) {
  return fromVertex !== null ? `v${fromVertex}` : edge !== null ? `e${edge}` : 'board';
}

/** Cancels the move being composed: `said`, "Move cancelled." is said; `refocus`, focus goes
 *  back to where the move began (Escape in its box, its Cancel pressed with a key). */
export function cancelPending(ctx, { said = false, refocus = false } = {}) {
  const { state } = ctx;
  if (refocus && state.pending) state.focusTarget = whereMoveBegan(state.pending);
  if (said && state.pending) {
    announce(ctx, 'Move cancelled.');
    // About a move that is gone: it goes at the next act, not read later as news.
    state.announced.passing = true;
  }
  state.pending = null;
  dropMoveError(ctx);
  ctx.redraw();
}

// Walking Nim: pick the edge, then its new weight. `fromVertex`: the vertex the move was
// chosen from (a vertex next to the piece), where Escape in the weights takes focus back.
export function chooseWalkEdge(ctx, e, fromVertex) {
  const { state } = ctx;
  const eng = ctx.getEngine();
  const reason = eng.checkMove(state.position, { edge: e, take: 1 });
  if (reason) {
    state.pending = null;
    return say(ctx, `That move is not allowed: ${reason}.`, 'error');
  }
  state.pending = fromVertex === undefined ? { edge: e } : { edge: e, fromVertex };
  say(ctx, null);
}

export function walkTo(ctx, e, newWeight) {
  const { state } = ctx;
  if (!humanMayMove(ctx)) return;
  const tokens = state.position.edges[e]?.[2];
  if (tokens === undefined) return;
  makeMove(ctx, { edge: e, take: tokens - Math.floor(Number(newWeight)) });
}

// The analysis list's view: filter and order only, the analysis itself is unchanged.
export function setAnalysisWinningOnly(ctx, flag) {
  const { state } = ctx;
  state.analysisView = { ...state.analysisView, winningOnly: !!flag };
  ctx.redraw();
}

export function setAnalysisSort(ctx, sort) {
  const { state } = ctx;
  if (!Object.hasOwn(ANALYSIS_SORTS, sort)) return;
  state.analysisView = { ...state.analysisView, sort };
  ctx.redraw();
}

/** "Play this move" in the analysis list: only for the human whose turn it is (never the
 *  computer's move, never after the game is over). */
export function playAnalysisMove(ctx, move) {
  // Pressed when no move may be made (the list offers none then, but a press can race the
  // change): said, as Enter on the board says it, not a press that does nothing.
  if (!humanMayMove(ctx)) {
    sayWhyNoMove(ctx, { fromKeyboard: true });
    return false;
  }
  return makeMove(ctx, move);
}

/** The pointer changed between mouse and finger (e.g. a tablet's keyboard detached). */
export function setTouch(ctx, flag) {
  const { state } = ctx;
  state.touch = !!flag;
  ctx.redraw();
}
