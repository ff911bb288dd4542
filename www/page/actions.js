// Every change to the state goes through the actions, in the style of chessground: small
// exported functions `fn(ctx, …)`, each in its feature's folder (editor/edit.js,
// play/game.js, puzzle/author.js, review/review.js, piles/piles.js; the shared plumbing in
// actions-core.js and load.js here) that change ctx.state, with no DOM — the render loop draws the result. Rules questions (is this move
// legal? what is the new position? is the game over? what is the best move?) are always
// answered by the engine, never decided in JS.
//
// createActions binds them to one context for the callers (board/input.js, the cards, main.js),
// which call e.g. actions.addVertex(x, y).

import { createSolving } from '../engine/solving.js';
import { createComputer } from '../play/computer.js';
import * as core from './actions-core.js';
import * as load from './load.js';
import * as game from '../play/game.js';
import { reviewKey } from '../review/current-review.js';
import { loadReviewCode } from '../review/review-code.js';
import * as piles from '../piles/piles.js';
import { errorText } from '../engine.js';
import { isSetGame } from '../common/games.js';
import { actionsOnDemand } from './actions-on-demand.js';
import { puzzlesOnDemand } from './puzzles-on-demand.js';
import { afterFirstView } from './lazy-part.js';

/** Editing's actions (editor/edit.js), whose code is not in the first view: the names the
 *  callers use, bound before the module is here (edit.js's exports but deleteVertex and
 *  deleteEdge, which only deleteSelection calls, and undoSentence; clickInEditor,
 *  keyInEditor, dragInEditor and dropInEditor are the board's in the editor,
 *  editor/board-edits.js). */
const EDIT_ACTIONS = [
  'addVertex',
  'addEdge',
  'addLoop',
  'addVertexWithEdge',
  'addVertexFromKeyboard',
  'startJoin',
  'finishJoin',
  'cancelJoin',
  'moveVertex',
  'deleteSelection',
  'setTokens',
  'adjustTokens',
  'typeDigit',
  'backspace',
  'select',
  'placePiece',
  'dragEdgeTo',
  'endDragEdge',
  'setTool',
  'setRules',
  'setGraph',
  'clearBoard',
  'loadPreset',
  'toggleEdgeNumbers',
  'clickInEditor',
  'keyInEditor',
  'dragInEditor',
  'dropInEditor',
];

/** Functions for inside the actions only; the callers never need them. */
const INTERNAL = new Set([
  'snapshot',
  'restore',
  'clearTransient',
  'sayMoveError',
  'announce',
  'announceAfterPause',
  'clearAnnouncements',
  'commit',
  'replyKeepsRedo',
  'selectionExists',
  'withPosition',
  'isLocked',
  'caps',
  'canEdit',
  'canDraw',
  'withPlay',
  'deleteVertex',
  'deleteEdge',
  'showBrokenLink',
  'safeDecode',
  'capitalise',
  'startGameFromCurrent',
  'humanMayMove',
  'touches',
  'chooseWalkEdge',
  'currentVerdict',
]);

/** A finished game's review actions (review/review.js), whose code is not in the first view
 *  either: the names the callers (the review card, the move list's marks) use. */
const REVIEW_ACTIONS = ['cancelReview', 'selectReviewMove', 'showReviewStep', 'closeReviewMove'];

/**
 * ctx: {state, history, getEngine() → wasm exports or null, solver, emit(event, data), redraw()}.
 * Returns the actions bound to ctx, plus the solver's and the computer's.
 */
export function createActions(base) {
  const ctx = { ...base, typedTimer: null };
  // A finished game's review (review/review.js) is a chunk of its own, as editing is (below):
  // fetched once the first view has settled, or at the first call, which waits for it with
  // the calls after it, in order. A game over before it came is reviewed when it comes,
  // unless the board holds another game by then (an Undo came first: its own end, if it has
  // one, asks again).
  const reviewing = actionsOnDemand({
    load: loadReviewCode,
    failed: (err) =>
      core.say(
        ctx,
        `The game's review could not be loaded (${errorText(err)}). Check the connection and reload the page to try again.`,
        'error',
      ),
  });
  ctx.reviewGame = () => {
    const key = reviewKey(ctx.state);
    return reviewing.run((review) => (reviewKey(ctx.state) === key ? review.reviewGame(ctx) : undefined));
  };
  afterFirstView(() => reviewing.fetchCode({ quiet: true }));
  ctx.solving = createSolving({ ...base, say: (...said) => core.say(ctx, ...said) });
  ctx.computer = createComputer({
    ...base,
    say: (text, kind) => core.say(ctx, text, kind),
    runSolver: (purpose) => ctx.solving.runSolver(purpose),
    makeMove: (move) => game.makeMove(ctx, move),
    setMoves: () => ctx.setPlay.simpleMoves(),
  });
  // Composing a pile game's move (SetNim: piles, then the set they are taken from) is a chunk
  // of its own (piles/setnim-play.js), as editing is: fetched as soon as a pile game is on the
  // board (a link, a preset, the Pile games card, an undo), before its first move; a move
  // made before it came waits for it with the ones after it, in order. What render asks of it
  // (the sets, the choices) is empty until it comes, and the board is drawn again then.
  let setPlay = null;
  const setPlaying = actionsOnDemand({
    load: () =>
      import('../piles/setnim-play.js').then(({ createSetPlay }) => {
        setPlay = createSetPlay({
          ...base,
          say: (text, kind) => core.say(ctx, text, kind),
          sayMoveError: (text) => core.sayMoveError(ctx, text),
          announce: (text) => core.announce(ctx, text),
          humanMayMove: () => game.humanMayMove(ctx),
        });
        queueMicrotask(() => ctx.redraw());
        return setPlay;
      }),
    failed: (err) =>
      core.say(
        ctx,
        `The pile game's moves could not be loaded (${errorText(err)}): no move was made. Check the connection and reload the page to try again.`,
        'error',
      ),
  });
  const fetchPilesIfShown = () => {
    if (!setPlay && isSetGame(ctx.state.position)) setPlaying.fetchCode();
  };
  const whenHere =
    (name) =>
    (...args) =>
      setPlaying.run((play) => play[name](...args));
  const ifHere =
    (name, none) =>
    (...args) => {
      if (setPlay) return setPlay[name](...args);
      if (isSetGame(ctx.state.position)) setPlaying.fetchCode({ quiet: true });
      return none;
    };
  ctx.setPlay = {
    clickPile: whenHere('clickPile'),
    setTake: whenHere('setTake'),
    chooseSet: whenHere('chooseSet'),
    stepSet: whenHere('stepSet'),
    simpleMoves: whenHere('simpleMoves'),
    sets: ifHere('sets', []),
    choices: ifHere('choices', []),
    pendingMove: ifHere('pendingMove', null),
  };
  // The student's side of a puzzle (puzzle.js): judged answers, tries, refutations, Reset.
  // Its code comes when a puzzle is first opened (puzzles-on-demand.js).
  ctx.puzzles = puzzlesOnDemand(
    {
      ...base,
      say: (text, kind) => core.say(ctx, text, kind),
      makeMove: (move, options) => game.makeMove(ctx, move, options),
      startPlay: (options) => game.startPlay(ctx, options),
      cancelComputer: () => ctx.computer.cancelComputer(),
    },
    {
      failed: (err) =>
        core.say(
          ctx,
          `The puzzle could not be loaded (${errorText(err)}). Check the connection and reload the page to try again.`,
          'error',
        ),
    },
  );

  const bound = {};
  for (const module of [core, load, game, piles])
    for (const [name, fn] of Object.entries(module))
      if (!INTERNAL.has(name))
        bound[name] = (...args) => {
          const result = fn(ctx, ...args);
          fetchPilesIfShown();
          return result;
        };
  // Editing (editor/edit.js) is a chunk of its own: fetched when Edit is pressed, when a page
  // that opens in the editor has settled (afterFirstView: the first press, key or scroll, or
  // two seconds after the engine is ready), or at the first call. Calls made before it came
  // wait for it and run in order (actions-on-demand.js); so do the board's edits, which
  // input.js hands over whole (clickInEditor, keyInEditor, dragInEditor, dropInEditor, from
  // editing's code too; the rest through inEditor), as they read the state the calls before
  // them leave.
  const editing = actionsOnDemand({
    load: () => import('../editor/edit.js'),
    failed: (err) =>
      core.say(
        ctx,
        `Editing could not be loaded (${errorText(err)}): nothing was changed. Check the connection and reload the page to try again.`,
        'error',
      ),
  });
  for (const name of REVIEW_ACTIONS)
    bound[name] = (...args) => reviewing.run((review) => review[name](ctx, ...args));
  bound.reviewGame = ctx.reviewGame;
  for (const name of EDIT_ACTIONS) bound[name] = (...args) => editing.run((edit) => edit[name](ctx, ...args));
  bound.inEditor = (job) => editing.run(() => job());
  // What the editor's Undo or Redo changed, in words (editor/describe-edit.js, which comes with
  // editing's code: an edit to undo was made with it, so it is almost always here and said at
  // once; if it is still on its way, it is said, and drawn, as soon as it comes).
  ctx.sayEditChange = (verb, before, after, step) => {
    const said = editing.run((edit) => core.announce(ctx, edit.undoSentence(verb, before, after, step)));
    if (said instanceof Promise) said.then(() => ctx.redraw());
  };
  bound.backToEdit = () => {
    if (!ctx.state.lock && !ctx.state.hide.edit) editing.fetchCode();
    return game.backToEdit(ctx);
  };
  /** Called once the engine is ready and the link opened: a page that opens in the editor
   *  fetches editing's code once its first view has settled, before the first edit. */
  bound.prepareEditing = () =>
    afterFirstView(() => {
      const { state } = ctx;
      if (state.mode === 'edit' && !state.lock && !state.hide.edit) editing.fetchCode({ quiet: true });
    });
  // Making a puzzle (puzzle/author.js) is the teacher's: its code comes with the puzzle
  // maker's card, which imports it too, not with the first view of a page or a course page's
  // element. Calls keep their order: each waits for the one module.
  const authoring = () => import('../puzzle/author.js');
  for (const name of ['setPuzzleDraft', 'checkPuzzle', 'generatePuzzle', 'cancelAuthoring'])
    bound[name] = (...args) => authoring().then((m) => m[name](ctx, ...args));
  /** Stops the tools workers (the playground is destroyed). */
  bound.stopTools = () => {
    ctx.authorTools?.cancel();
    ctx.reviewTools?.cancel();
  };

  const { cachedResult, requestHint, requestAnalysis, requestMoreMoves } = ctx.solving;
  /** Asks for help (a hint, the analysis) unless a puzzle keeps it closed; then says why. */
  function helped(ask) {
    const locked = ctx.puzzles.helpLocked();
    if (locked) return core.say(ctx, locked, 'info');
    ctx.puzzles.helpUsed();
    return ask();
  }
  const { cancelSolve, resumeComputer, cancelComputer } = ctx.computer;
  return {
    ...bound,
    cachedResult,
    // A teacher who hid the hint (hide=hint, e.g. for a test) hid it from every way of asking:
    // the button, the H key and the embed's graphnim:hint message (which gets an error back).
    // In a puzzle they are closed until it is solved or its solution may be shown (puzzle.js
    // helpLocked); every way of asking comes through here, so none gets around that.
    requestHint: () => (ctx.state.hide.hint ? undefined : helped(requestHint)),
    requestAnalysis: () => (ctx.state.hide.analysis ? undefined : helped(requestAnalysis)),
    requestMoreMoves: () => (ctx.state.hide.analysis ? undefined : helped(requestMoreMoves)),
    helpLocked: ctx.puzzles.helpLocked,
    helpCost: ctx.puzzles.helpCost,
    helpUsed: ctx.puzzles.helpUsed,
    cancelSolve,
    resumeComputer,
    cancelComputer,
    answerOutcome: ctx.puzzles.answerOutcome,
    answerGrundy: ctx.puzzles.answerGrundy,
    tryAgain: ctx.puzzles.tryAgain,
    puzzleRefuted: ctx.puzzles.refuted,
    // Why the board takes no move now in the puzzle open ('' when it takes one).
    whyMovesRefused: ctx.puzzles.whyBlocked,
    puzzleRefusal: ctx.puzzles.refusal,
    canReveal: ctx.puzzles.canReveal,
    revealSolution: ctx.puzzles.reveal,
    resetPuzzle: ctx.puzzles.reset,
    // Leave puzzle's code comes when it is first pressed (embeds and elements have no button).
    leavePuzzle: () => import('./leave-puzzle.js').then((m) => m.leavePuzzle(ctx)),
    canUndo: () => ctx.history.canUndo(),
    canRedo: () => ctx.history.canRedo(),
  };
}
