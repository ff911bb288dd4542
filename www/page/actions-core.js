// The plumbing every action shares: undoable steps (snapshot, commit, undo, redo), the
// message banner, and what may be changed now (locked embed, edit mode, the crate's caps).

import { isComputerTurn, moverName, positionKey } from '../common/state.js';
import { LINK_LIMITS } from '../share/link.js';
import { gameTitle, graphOf, hasBoard, isMisere, isSetGame, newBoardWords } from '../common/games.js';
import { count } from '../common/words.js';
import { playRuleAgain } from '../common/misere.js';
import { getDocument } from './load.js';
import { currentReview } from '../review/current-review.js';

export function snapshot(ctx) {
  const { state } = ctx;
  return {
    position: state.position,
    layout: state.layout,
    mode: state.mode,
    game: state.game,
    lastMove: state.lastMove,
    // The puzzle open then, so Undo after leaving a puzzle (Edit, a preset) brings it back.
    puzzle: state.puzzle ?? null,
    // The puzzle maker's draft then: a step of another draft brings that draft back with its
    // board (puzzle/maker-storage.js), not the board alone under the words of the one after.
    draft: state.draftId,
    // The board being edited that a puzzle open then was opened over: Undo back into the
    // puzzle after Leave puzzle returned to that board, and Leave puzzle returns to it again.
    editedBoardAside: state.editedBoardAside,
  };
}

export function restore(ctx, snap) {
  const { state } = ctx;
  state.position = snap.position;
  state.layout = snap.layout;
  state.mode = snap.mode;
  state.game = snap.game;
  state.lastMove = snap.lastMove;
  state.editedBoardAside = snap.editedBoardAside ?? null;
  // Undo never runs inside a puzzle, so no answer is being judged for the one restored; one
  // recorded while its answer was judged waits for an answer again.
  state.puzzle = snap.puzzle
    ? { ...snap.puzzle, phase: snap.puzzle.phase === 'judging' ? 'open' : snap.puzzle.phase }
    : null;
  if (state.puzzle) {
    // Back from editing with a hint or an analysis of the puzzle's board on screen: the
    // answer was seen, so a solve now counts as one after the solution was shown.
    const here = positionKey(state.position);
    if (!state.puzzle.solved && (state.hint?.key === here || state.analysis?.key === here))
      state.puzzle.revealed = true;
    // A puzzle is played against the perfect computer, the student first (puzzle.js start).
    state.opponent = 'cpu';
    state.strength = 'perfect';
    state.computerStarts = false;
  }
  clearTransient(ctx);
  if (state.selection && !selectionExists(ctx, state.selection)) state.selection = null;
}

/** Undo or Redo to a step of another puzzle draft than the maker's card holds: the card brings
 *  that draft back at its next update (puzzle/maker-storage.js), as the step brought its board. */
function wantDraftOf(ctx, snap) {
  const { state } = ctx;
  if (snap.draft && snap.draft !== state.draftId) state.draftWanted = snap.draft;
}

export function clearTransient(ctx) {
  const { state } = ctx;
  state.pending = null;
  dropMoveError(ctx);
  state.typedDigits = '';
  state.dragEdge = null;
  state.joinFrom = null;
}

/** Applies `mutate` as one undoable step; one that changed nothing (Restart at the start,
 *  Edit while editing) is no step, or Undo would take it back silently, doing nothing.
 *  `step` names it for Undo and Redo to say ("Build of Path Pₙ"; page/undo.js); `keepRedo`
 *  keeps the steps Redo would replay (the computer's reply to a game Undo brought back). */
export function commit(ctx, mutate, mergeKey = null, step = null, { keepRedo = false } = {}) {
  const before = snapshot(ctx);
  const recorded = ctx.history.record(before, mergeKey, step, { keepRedo });
  mutate();
  if (recorded && JSON.stringify(before) === JSON.stringify(snapshot(ctx))) ctx.history.dropLast();
  // A new position, game or board: an error about the move composed before is out of date.
  dropMoveError(ctx);
  changed(ctx);
}

/** After any change of position/layout/mode: redraw, notify, maybe let the computer move. */
export function changed(ctx) {
  dropOtherGamesChoice(ctx.state);
  ctx.redraw();
  ctx.emit('change', getDocument(ctx));
  ctx.computer.scheduleComputer();
}

// A move chosen in a game's review, with its explanation and the position the board showed
// for it, is of that game as played: once the board holds another (Restart, another board, a
// puzzle opened or left, new rules, a link) or the editor, the choice goes. Kept, it came back
// with the same moves played again (the board jumping to that earlier position at the game's
// end), and the editor drew the earlier position while its edits went to the game's end.
function dropOtherGamesChoice(state) {
  const { review } = state;
  const chosen = review && (review.selected != null || review.shown);
  if (chosen && (state.mode !== 'play' || !currentReview(state)))
    state.review = { ...review, selected: null, shown: null };
}

/** What Ctrl+Z (or Ctrl+Y) says in a puzzle, which has no Undo. */
const NOTHING_TO_UNDO_IN_A_PUZZLE =
  'Nothing to undo in a puzzle: Try again takes a wrong try back, and Reset starts the puzzle again.';

export function undo(ctx) {
  const { state } = ctx;
  if (isLocked(ctx) && state.mode !== 'play') return;
  // A puzzle has its own Try again and Reset; undo would unsettle its counted tries. Ctrl+Z
  // there, or with nothing to undo, says so (it did nothing, and said nothing).
  if (state.puzzle) return say(ctx, NOTHING_TO_UNDO_IN_A_PUZZLE, 'info');
  if (!ctx.history.canUndo()) {
    // Undo starts afresh at each loading of the page: a game set aside before a reload ("Undo
    // brings it back") is still the browser's Back away, which is said.
    // (Entries the page wrote in this tab before this one carry their place: main.js.)
    const earlier = !state.embed && !state.inHostPage && globalThis.history?.state?.graphNimEntry > 0;
    return say(
      ctx,
      earlier
        ? 'Nothing to undo since the page loaded: the browser’s Back goes to the boards before.'
        : 'Nothing to undo.',
      'info',
    );
  }
  ctx.computer.cancelComputer();
  ctx.replyKeepsRedo = null;
  const movesBefore = state.mode === 'play' ? state.game.moves : [];
  const before = snapshot(ctx);
  let snap = ctx.history.undo(snapshot(ctx));
  // Against the computer, step back to a position where the human is to move; but a game
  // left for the editor, or restarted, while the computer was thinking comes back as it was
  // left (the computer then answers), not without the person's last move: stepping on
  // brought back a game one move short of the one Restart said Undo would bring back.
  while (snap) {
    restore(ctx, snap);
    const broughtBack = snap.game.moves.length > before.game.moves.length;
    if (!isComputerTurn(state) || before.mode === 'edit' || broughtBack) break;
    snap = ctx.history.undo(snapshot(ctx));
  }
  if (snap) wantDraftOf(ctx, snap);
  if (snap) say(ctx, null);
  if (snap) sayEdit(ctx, 'Undone', before);
  const stepped = noteSteppedMoves(ctx, movesBefore, 'Undone', before.position);
  // A whole game brought back (one restarted, or set aside), or a rule switched back, changes
  // the board or the game with no other sign: said where it is seen too, with the way back to
  // where Undo left (the status line's words are heard only). Said once: the notice's live
  // region says it.
  if (stepped === 'game back' || stepped === 'rule back') {
    // A game set aside (or restarted, or left for the editor) while the computer was thinking
    // comes back at its turn, and it answers at once: its reply is a step of that game, put
    // before the ones Redo replays, so Redo still takes this Undo back, as said. As a new
    // step, the reply wiped them: the game that had replaced this one was lost.
    if (stepped === 'game back' && isComputerTurn(state)) ctx.replyKeepsRedo = state.game;
    say(ctx, `${state.stepped.text} Redo takes this back.`, 'info');
    // Nothing more before the turn (not the newest move, which was not just played).
    state.stepped = { game: state.game, text: '' };
  }
  reviewIfOver(ctx);
  changed(ctx);
}

// What an Undo or Redo did to the game, for the status line to say before whose turn it is:
// the moves it took back or brought back in the same game ("Undone: You: …; Computer: …"), or
// a whole game it brought back (one restarted or set aside: "Undone: the game is back (2
// moves played)", "Undone: Edge-Nim again, the game is back (2 moves played)" when the rules
// had been switched), or a board it brought back with no game on it (one a preset replaced:
// "Undone: the board is back to Edge-Nim: 4 vertices, …"). Otherwise only the newest move, or
// only whose turn it is, would be read out, as if nothing had changed. A switch of the play
// rule leaves the game where it is (its moves stand): what changed back is the rule ("Undone:
// normal play again (Misère off): …"), never "the game is back". A step with a name
// (page/undo.js) is said by it first: "Undone: Build of Path Pₙ; the board is back to …".
// Returns 'game back' or 'rule back' when that is what it did.
function noteSteppedMoves(ctx, movesBefore, verb, positionBefore) {
  const { state } = ctx;
  const moves = state.game.moves;
  const [fewer, more] = verb === 'Undone' ? [moves, movesBefore] : [movesBefore, moves];
  const samePrefix = fewer.every((m, i) => m.text === more[i]?.text);
  const sameGame = fewer.length < more.length && samePrefix;
  const sameMoves = fewer.length === more.length && samePrefix;
  const step = ctx.history.stepName();
  const rule = playRuleAgain(positionBefore, state.position);
  // (newBoardWords ends in its own full stop.)
  const said = (what) => ({
    game: state.game,
    text: `${verb}: ${[step, rule, what.replace(/\.$/, '')].filter(Boolean).join('; ')}.`,
  });
  // Another game's rules back (the rules switch set the game aside): which game, first.
  const title = gameTitle(state.position);
  const again = gameTitle(positionBefore) !== title ? `${title} again, ` : '';
  if (state.mode !== 'play') state.stepped = null;
  else if (sameGame)
    state.stepped = said(
      more
        .slice(fewer.length)
        .map((m) => `${moverName(state, m)}: ${m.text}`)
        .join('; '),
    );
  else if (rule && sameMoves && !again) {
    state.stepped = said('');
    return 'rule back';
  } else if (moves.length) {
    state.stepped = said(`${again}the game is back (${count(moves.length, 'move', 'moves')} played)`);
    return 'game back';
  } else if (movesBefore.length) state.stepped = said(`${again}a new game on this board`);
  else if (JSON.stringify(positionBefore) !== JSON.stringify(state.position))
    state.stepped = said(
      `the board is ${verb === 'Undone' ? 'back to' : 'now'} ${newBoardWords(state.position)}`,
    );
  else state.stepped = step ? said('') : null;
  return null;
}

// A finished game that Undo or Redo brings back (e.g. before a switch of the misère rule)
// has its review back too: the review (ctx.reviewGame) answers from the one it has, or reviews it again.
function reviewIfOver(ctx) {
  const { state } = ctx;
  // Brought back at its end, as the Undo says it ("the game is back (9 moves played)"): a
  // review left on an earlier move (before a Restart) showed that move, and said only
  // "Reviewing the game", with the next game then started from it.
  if (state.review?.shown) state.review = { ...state.review, selected: null, shown: null };
  if (state.mode === 'play' && state.game.winner !== null && !state.puzzle) ctx.reviewGame();
}

export function redo(ctx) {
  const { state } = ctx;
  if (state.puzzle) return say(ctx, NOTHING_TO_UNDO_IN_A_PUZZLE, 'info');
  if (!ctx.history.canRedo()) return say(ctx, 'Nothing to redo.', 'info');
  ctx.computer.cancelComputer();
  ctx.replyKeepsRedo = null;
  const movesBefore = state.mode === 'play' ? state.game.moves : [];
  const before = snapshot(ctx);
  let snap = ctx.history.redo(snapshot(ctx));
  if (!snap) return;
  restore(ctx, snap);
  // Against the computer, Undo stepped back over its reply: Redo replays that same reply
  // (a Casual computer asked again could choose another), up to the person's turn.
  while (isComputerTurn(state) && ctx.history.canRedo()) {
    snap = ctx.history.redo(snapshot(ctx));
    restore(ctx, snap);
  }
  wantDraftOf(ctx, snap);
  say(ctx, null);
  sayEdit(ctx, 'Redone', before);
  noteSteppedMoves(ctx, movesBefore, 'Redone', before.position);
  reviewIfOver(ctx);
  changed(ctx);
}

// The editor's Undo and Redo change the board with no other sign to a screen reader than the
// board itself: what changed is said (play has the move list's own "Undone: …"). The words
// come with editing's code (ctx.sayEditChange, page/actions.js), not with the first view.
function sayEdit(ctx, verb, before) {
  const { state } = ctx;
  if (before.mode !== 'edit' || state.mode !== 'edit') return;
  ctx.sayEditChange(verb, before, snapshot(ctx), ctx.history.stepName());
}

/** Says `text` to a screen reader only (the toolbar's polite live region): for a change the
 *  board shows but nothing else says. Said again when the same text comes twice. */
export function announce(ctx, text) {
  const { state } = ctx;
  // A later sentence replaces one still waiting for its pause (a count typed, then undone).
  clearTimeout(ctx.announceTimer);
  state.announced = { text, count: (state.announced?.count ?? 0) + 1 };
}

/** Pause before a count typed or stepped is said: digits typed quickly ("1", "2") are one
 *  number, said once ("12 tokens"), not each count passed on the way. */
const ANNOUNCE_PAUSE_MS = 600;

/** Says the sentence `text()` makes once the keys have paused (for `pause` ms); a key
 *  pressed before then replaces it. `text` runs when the pause ends, so it reads the board as
 *  it is then. */
export function announceAfterPause(ctx, text, pause = ANNOUNCE_PAUSE_MS) {
  clearTimeout(ctx.announceTimer);
  ctx.announceTimer = setTimeout(() => {
    const said = text();
    if (!said) return;
    announce(ctx, said);
    ctx.redraw();
  }, pause);
}

/** Empties the editor's live region: a board newly loaded from a link owes no sentence
 *  about the board before it (an "Undone: …" left in the region is read as current). */
export function clearAnnouncements(ctx) {
  announce(ctx, '');
}

/** Shows `text` in the message banner. `untilReply`: a notice that the computer is to move
 *  ("ask again on your turn"), out of date once it has: its move takes the notice away (play/game.js
 *  makeMove). */
export function say(ctx, text, kind = 'info', { untilReply = false } = {}) {
  const { state } = ctx;
  state.message = text ? { kind, text, ...(untilReply && { untilReply }) } : null;
  ctx.redraw();
}

/**
 * The unfinished game (moves played, not over) that a new board from a preset, a pile-game
 * example or Make game would replace, or null. In play it is the game on the board; in the
 * editor, the game Edit just left, while the board is still as that game left it. `record`
 * says whether the new board is an undo step of its own: right after Edit it is not, so the
 * Edit step is the one Undo takes back, straight to the game.
 */
export function gameToSetAside(ctx) {
  const { state } = ctx;
  const unfinished = (game) => !!game?.start && game.moves.length > 0 && game.winner === null;
  if (state.puzzle || state.lock) return null;
  if (state.mode === 'play') return unfinished(state.game) ? { game: state.game, record: true } : null;
  const left = ctx.history.peek();
  const boardAsLeft = left && positionKey(left.position) === positionKey(state.position);
  return left?.mode === 'play' && !left.puzzle && boardAsLeft && unfinished(left.game)
    ? { game: left.game, record: false }
    : null;
}

/** The board being edited that a puzzle opened now would replace, as an undo snapshot with
 *  the Play card's choices, or null: the editor holds changes of the person's (an undo step
 *  whose board is another), and no game is set aside instead (gameToSetAside). Opened from
 *  the Puzzles list, a puzzle took the board being built, said nothing of it, and no way back
 *  but the browser's Back (twice) brought it back. */
export function editedBoardToSetAside(ctx) {
  const { state } = ctx;
  if (state.mode !== 'edit' || state.puzzle || state.lock || state.embed || !hasBoard(state.position))
    return null;
  const before = ctx.history.peek();
  if (!before || positionKey(before.position) === positionKey(state.position)) return null;
  const { opponent, strength, computerStarts } = state;
  return { snapshot: snapshot(ctx), opponent, strength, computerStarts };
}

/** "the board you were editing (6 vertices, 6 edges)" */
export function editedBoardWords(aside) {
  const { position } = aside.snapshot;
  const size = isSetGame(position)
    ? `${gameTitle(position)}, ${count(position.piles.length, 'pile', 'piles')}`
    : `${count(position.vertices, 'vertex', 'vertices')}, ${count(position.edges.length, 'edge', 'edges')}`;
  return `the board you were editing (${size})`;
}

/** The words for the game `gameToSetAside` found, and how to get it back: "your unfinished
 *  game of Edge-Nim (2 moves played) is set aside[ for this new board]: Undo brings it back". */
export function setAsideWords(aside, { where = '', way = 'Undo' } = {}) {
  const { game } = aside;
  const moves = count(game.moves.length, 'move', 'moves');
  return `your unfinished game of ${gameTitle(game.start)} (${moves} played) is set aside${where}: ${way} brings it back`;
}

/** Whether the computer's move about to be played on the game now on the board is its reply
 *  to a game Undo brought back at its turn (undo, above): that reply keeps the steps Redo
 *  would replay. */
export function replyKeepsRedo(ctx) {
  return ctx.replyKeepsRedo != null && ctx.replyKeepsRedo === ctx.state.game;
}

/** Says that the game `gameToSetAside` found was replaced (by a new board, a new game of
 *  other rules, or the editor: `where`), and how to get it back. Every way of leaving an
 *  unfinished game says it in these words. */
export function sayGameSetAside(ctx, aside, { where = ' for this new board' } = {}) {
  say(ctx, `Y${setAsideWords(aside, { where }).slice(1)}.`, 'info');
}

/** Says that the puzzle `left` (its state as it was) was left — by Leave puzzle, or a
 *  position loaded over it (an Explore cell) — that its progress is kept, and the way back. */
export function sayPuzzleLeft(ctx, left, what = '') {
  const called = left.title ? ` “${left.title}”` : '';
  say(
    ctx,
    `You left the puzzle${called}; its progress is kept.${what} Undo goes back to the puzzle.`,
    'info',
  );
}

/** Says what the board now is, after a change of game (rules, a preset, a position loaded):
 *  in play before whose turn it is, by the status line; in the editor by its live region. */
export function sayNewBoard(ctx) {
  const { state } = ctx;
  const text = newBoardWords(state.position);
  if (state.mode === 'play') {
    state.stepped = { game: state.game, text };
    ctx.redraw();
  } else announce(ctx, text);
}

/** An error about the move being composed ("choose at least one token"): shown in the move
 *  box, beside the Confirm it answers, not in the banner, which on a phone sat over the board
 *  above the move sheet. It goes with the move, when the move changes, and at the student's
 *  next act (message.js); `help`, what to do (else `text`), stays greyed in its room then
 *  (composer.js). */
export function sayMoveError(ctx, text, help = '') {
  ctx.state.moveError = { kind: 'error', text, help };
  ctx.redraw();
}

/** The move being composed went (cancelled, changed, played), or the student acted: so does
 *  the error about it. */
export function dropMoveError(ctx) {
  const { state } = ctx;
  if (!state.moveError) return;
  state.moveError = null;
  ctx.redraw();
}

export function selectionExists(ctx, sel) {
  const { state } = ctx;
  const graph = graphOf(state.position); // a pile game's board: its piles are the edges
  if (sel.kind === 'vertex') return sel.index < graph.vertices;
  return sel.index < graph.edges.length;
}

export function withPosition(ctx, changes) {
  return { ...ctx.state.position, ...changes };
}

/** A locked embed: the position and the game's settings are fixed by its link. */
export function isLocked(ctx) {
  return ctx.state.lock;
}

// The crate's caps once the engine has loaded (its limits() export), so the editor refuses
// exactly what the engine would; the link's pre-engine caps until then.
export function caps(ctx) {
  return ctx.state.limits ?? LINK_LIMITS;
}

export function canEdit(ctx) {
  return ctx.state.mode === 'edit' && !ctx.state.lock;
}

/** Pile games' boards are drawn from their piles: counts can be edited, the graph cannot. */
export function canDraw(ctx) {
  return canEdit(ctx) && !isSetGame(ctx.state.position);
}

/** `position` with the current position's play (normal or misère) carried over. */
export function withPlay(ctx, position) {
  const rest = { ...position };
  delete rest.play;
  return isMisere(ctx.state.position) ? { ...rest, play: 'misere' } : rest;
}
