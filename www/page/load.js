// Loading positions from links and the API, and the document they are saved as. Every
// position is validated by the engine before it replaces the board.

import { emptyPosition } from '../common/state.js';
import { circleLayout } from '../editor/circle-layout.js';
import { decodeFragment, inLinkWords, LinkError } from '../share/link.js';
import { errorText } from '../engine.js';
import { loadPuzzleCode, namesPuzzle, puzzleCode } from './puzzles-on-demand.js';
import {
  clearAnnouncements,
  clearTransient,
  commit,
  changed,
  editedBoardToSetAside,
  editedBoardWords,
  gameToSetAside,
  say,
  snapshot,
  sayGameSetAside,
  sayPuzzleLeft,
  sayNewBoard,
  setAsideWords,
} from './actions-core.js';
import { sayGraphTextNotice, startGameFromCurrent, startPlay } from '../play/game.js';
import { loadReviewCode, namesMoves, reviewCode } from '../review/review-code.js';
import { hasBoard, isSetGame, newBoardWords, setLayout } from '../common/games.js';
import { count } from '../common/words.js';

/**
 * Replaces the position after validating it with the engine. Returns true on success;
 * on failure leaves the state untouched and returns the error text. Options: record (an
 * undo step, default true), mergeKey (quick successive changes merge into one step).
 */
export function setPosition(
  ctx,
  position,
  layout = null,
  { record = true, mergeKey = null, step = null } = {},
) {
  const { state } = ctx;
  const eng = ctx.getEngine();
  let normalised;
  try {
    if (!eng) throw new Error('the engine is still loading');
    if (position && position.vertices === 0 && position.rules === 'walk') {
      normalised = emptyPosition('walk'); // the crate needs a piece vertex, so an empty walk graph is kept page-side
    } else {
      normalised = eng.validatePosition(position);
    }
  } catch (err) {
    return errorText(err);
  }
  const n = normalised.vertices;
  // A pile game's board is laid out from its piles (games.js), never from a link's xy.
  const newLayout = isSetGame(normalised)
    ? setLayout(normalised)
    : layout && layout.length === n
      ? layout.map(([x, y]) => [x, y])
      : circleLayout(n);
  const apply = () => {
    ctx.puzzles.clear(); // a new position leaves the puzzle that was open
    state.position = normalised;
    state.layout = newLayout;
    state.selection = null;
    if (state.mode === 'play') startGameFromCurrent(ctx);
  };
  // mergeKey: a burst of typing in the graph-as-text card is one undo step.
  if (record) commit(ctx, apply, mergeKey, step);
  else {
    apply();
    clearTransient(ctx);
    changed(ctx);
  }
  return true;
}

/** Replaces the board with a position a tool found (Explore's map cell, a counterexample):
 *  an unfinished game is set aside and said so, with the way back, as a preset or a pile game
 *  does. Returns true, or the error text (the board then stays as it was). */
export function replaceBoard(ctx, position, layout = null) {
  ctx.computer.cancelComputer();
  const aside = gameToSetAside(ctx);
  // A puzzle under the board is left too (its help opened Explore): said, as Leave puzzle says it.
  const puzzle = ctx.state.puzzle;
  const result = setPosition(ctx, position, layout, { record: aside?.record ?? true });
  if (result !== true) return result;
  // Right after Edit left a game: Edit's undo step goes back to that game.
  if (aside && !aside.record) ctx.history.dropRedo();
  if (aside) sayGameSetAside(ctx, aside);
  if (puzzle && !ctx.state.puzzle) sayPuzzleLeft(ctx, puzzle, ' The board is the position you loaded.');
  sayNewBoard(ctx);
  return true;
}

/** Opens a share-link fragment. Bad links leave an empty, working playground and a message.
 *  `source` names where a fragment that is not a link came from (a <graph-nim> element's
 *  "position attribute"): a bad one then leaves the board as it was, in its mode (a locked
 *  element gets no editor), and the message names that source, not an address bar. */
export function loadFragment(
  ctx,
  fragment,
  { source = null, fresh = false, back = false, linkMoves = Infinity } = {},
) {
  const { state } = ctx;
  if (source) {
    const reason = fragmentFault(ctx, fragment);
    if (reason) {
      // The first load: the board drawn while the engine loaded was never validated.
      if (fresh) {
        state.position = emptyPosition('edge');
        state.layout = [];
        changed(ctx);
      }
      say(ctx, `The ${source} could not be shown: ${reason}. Correct it to show the puzzle.`, 'error');
      return false;
    }
  }
  // Checked before anything changes: a game under way is set aside as it stands.
  const fault = fragmentFault(ctx, fragment);
  if (fault) return showBrokenLink(ctx, fault, fragment);
  // A puzzle whose code has not come yet (a made puzzle, one from a list), or a game whose
  // replay has not (review/replay.js, with the review's code): the link opens when it has,
  // whole, so no plain game is shown first (page/puzzles-on-demand.js).
  const reopen = () => loadFragment(ctx, fragment, { source, fresh, back, linkMoves });
  if (!puzzleCode() && namesPuzzle(fragment) && decodeFragment(fragment)?.puzzle)
    return openWhenCodeComes(ctx, fragment, loadPuzzleCode, reopen, 'The puzzle');
  if (!reviewCode() && namesMoves(fragment) && decodeFragment(fragment)?.moves?.length)
    return openWhenCodeComes(ctx, fragment, loadReviewCode, reopen, 'The game in the link');
  // A link pasted over a game under way sets the game aside too, as it stands: an undo step
  // (or, right after Edit, the one Undo takes back already), and said.
  const aside = gameToSetAside(ctx);
  const before = aside?.record ? snapshot(ctx) : null;
  // A board being built, replaced by a puzzle, is set aside for Leave puzzle (below).
  const edited = aside ? null : editedBoardToSetAside(ctx);
  const fromPuzzle = !!state.puzzle;
  state.keptLink = null;
  state.leftPuzzle = null; // a new link: the puzzle left earlier is not the one Play returns to
  state.boardsOpened += 1;
  const decoded = decodeFragment(fragment);
  if (!decoded) return true;
  state.opponent = decoded.opponent;
  state.strength = decoded.strength;
  state.computerStarts = decoded.computerStarts;
  const mode = state.lock ? 'play' : decoded.mode;
  state.mode = 'edit';
  const result = setPosition(ctx, decoded.position, decoded.layout, { record: false });
  if (result !== true) return showBrokenLink(ctx, result, fragment);
  if (mode === 'play') startPlay(ctx, { record: false });
  const warnings = [...decoded.warnings];
  if (decoded.puzzle && !hasPuzzleBoard(state)) {
    warnings.push('a puzzle needs a board to play on; goal= was passed over');
    decoded.puzzle = null;
  }
  if (decoded.puzzle && decoded.moves?.length) {
    // A puzzle starts from its position: the student plays the moves themselves.
    warnings.push('a puzzle link opens at its start; moves= was passed over');
    decoded.moves = null;
  }
  if (decoded.puzzle) ctx.puzzles.start(decoded.puzzle);
  // Leave puzzle returns to the board set aside, through the puzzles opened one after another
  // (Next puzzle); a puzzle opened over anything else leaves a free game on its board.
  if (!state.puzzle || !fromPuzzle) state.editedBoardAside = state.puzzle ? edited : null;
  // (Right after Edit the game is the step Undo takes back already: that history stays.)
  if (!aside || aside.record) ctx.history.clear();
  if (before) ctx.history.record(before);
  else if (aside) ctx.history.dropRedo();
  // A new board: nothing said about the one before it (its "Undone: …") still stands.
  clearAnnouncements(ctx);
  // A game link (a reload mid-game, a review link): the game as it was played, each move an
  // undo step as it was when played, and its review once the game is over.
  if (decoded.moves?.length) {
    if (state.mode !== 'play') startPlay(ctx, { record: false });
    const fault = reviewCode().replayMoves(ctx, decoded.moves, decoded.switches, linkMoves);
    if (fault) warnings.push(fault);
    // Said before the game's state (its result, or whose turn): the moves are an old game
    // opened, not ones the listener has just played.
    const moves = count(state.game.moves.length, 'move', 'moves');
    const over = state.game.winner !== null;
    // A finished game opened from a link is someone else's (a review shared): its end says
    // who won in neutral words (common/state.js sideName), not "You win!". One played in this
    // tab and reloaded is the reader's own, also one opened under way and played on here to
    // its end: its moves were "You" until the reload.
    if (over && state.game.moves.length && state.game.moves.every((m) => m.opened)) state.game.opened = true;
    if (state.game.moves.length && !state.puzzle)
      state.stepped = { game: state.game, text: `Opened a game of ${moves}${over ? ', for review:' : '.'}` };
  } else if (state.mode === 'play' && !state.puzzle && state.position.rules === 'walk') {
    // Where the piece stands decides every move: said with the first "Your turn", as when
    // the rules switch to Walking Nim, not only drawn.
    state.stepped = { game: state.game, text: newBoardWords(state.position) };
  }
  // The box as it was left for the next game (the game above keeps who opened it).
  if (decoded.nextComputerStarts !== null) state.computerStarts = decoded.nextComputerStarts;
  if (aside) {
    // A puzzle has no Undo (Try again and Reset stand in for it): the browser brings the game
    // back at the address it had, by Forward when Back brought the puzzle (main.js).
    const browser = `the browser’s ${back ? 'Forward' : 'Back'}`;
    warnings.unshift(setAsideWords(aside, { way: state.puzzle ? browser : 'Undo' }));
  }
  if (edited && state.puzzle)
    warnings.unshift(`${editedBoardWords(edited)} is set aside: Leave puzzle brings it back`);
  if (warnings.length) say(ctx, `${capitalise(warnings.join('; '))}.`);
  else sayGraphTextNotice(ctx);
  // A link with Explore open: Explore's code comes and opens it as the link says
  // (research/explore-link.js reads the rest). Not over a puzzle, nor in an embed.
  // An entry of this tab without it (Back, Forward: the only fragments whose moves are not
  // all from a link, main.js) closes Explore, its fields kept for a reopening; a link pasted
  // is a new board for the Explore open.
  if (/(^#?|&)explore=/.test(fragment) && !state.puzzle && !state.embed && !source)
    state.explore.linked = fragment;
  else if (linkMoves < Infinity) state.explore.open = false;
  // Once everything the link names is open (the puzzle too): the address is rewritten from
  // the whole of it. A link pasted into an open tab arrives here from hashchange, and the
  // steps above announced only the bare position.
  changed(ctx);
  return true;
}

/** Why `fragment` cannot be opened ('' when it can): the link's own checks and the engine's. */
function fragmentFault(ctx, fragment) {
  let decoded;
  try {
    decoded = decodeFragment(fragment);
  } catch (err) {
    return err instanceof LinkError ? err.message : errorText(err);
  }
  if (!decoded) return '';
  const eng = ctx.getEngine();
  if (!eng) return 'the engine is still loading';
  if (decoded.position?.vertices === 0) return '';
  try {
    eng.validatePosition(decoded.position);
  } catch (err) {
    return inLinkWords(errorText(err));
  }
  return '';
}

/** Puzzles are played on any board with something on it: a graph with a vertex, or piles. */
function hasPuzzleBoard(state) {
  return hasBoard(state.position);
}

/** Opens a puzzle ({goal, title, text, reveal}) on `position` (the embed's graphnim:set
 *  with a goal). Returns true, or why the position was refused. */
export function setPuzzle(ctx, position, spec, layout = null) {
  const result = setPosition(ctx, position, layout, { record: false });
  if (result !== true) return result;
  if (!hasPuzzleBoard(ctx.state)) return 'a puzzle needs a graph with at least one vertex, or piles';
  ctx.puzzles.start(spec);
  ctx.history.clear();
  return true;
}

/** Opens `fragment` with `reopen` once `load` has brought its code. Until then (or a failure)
 *  the address keeps the link, as a broken link's does (main.js): the reload a failure asks
 *  for then opens it whole. `what` names the part in the failure's words. */
function openWhenCodeComes(ctx, fragment, load, reopen, what) {
  ctx.state.keptLink = fragment;
  return load().then(reopen, (err) => {
    say(
      ctx,
      `${what} could not be loaded (${errorText(err)}). Check the connection and reload the page to try again.`,
      'error',
    );
  });
}

/**
 * A link that cannot be opened: an empty, working playground, a message quoting the link,
 * and the address bar left as the user typed it (main.js does not rewrite it until the
 * board changes) so a one-character typo can be fixed by hand. A game under way (a link
 * pasted over it) is set aside: Undo brings it back.
 */
export function showBrokenLink(ctx, reason, fragment = '') {
  const { state } = ctx;
  const aside = gameToSetAside(ctx);
  // Right after Edit the game is already the step Undo takes back (gameToSetAside).
  if (aside?.record) ctx.history.record(snapshot(ctx));
  else if (!aside) ctx.history.clear();
  state.position = emptyPosition('edge');
  state.layout = [];
  state.mode = 'edit';
  state.game = { start: null, moves: [], winner: null };
  state.lastMove = null;
  state.keptLink = fragment || null;
  clearTransient(ctx);
  clearAnnouncements(ctx);
  const shown = fragment.length > 160 ? `${fragment.slice(0, 160)}…` : fragment;
  const quoted = shown ? ` The link was: ${safeDecode(shown)}` : '';
  say(
    ctx,
    `This link could not be opened: ${reason}. You have an empty playground instead${aside ? `; ${setAsideWords(aside)}` : ''}; the address bar still holds the link, so you can correct it there.${quoted}`,
    'error',
  );
  changed(ctx);
  return false;
}

export function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function getDocument(ctx) {
  const { state } = ctx;
  return {
    position: structuredClone(state.position),
    layout: structuredClone(state.layout),
    mode: state.mode,
    opponent: state.opponent,
    strength: state.strength,
    computerStarts: state.computerStarts,
  };
}
