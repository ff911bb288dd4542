// www/editor/: editing the graph: the edit actions (edit.js) and what a click, key or drag on
// the board does with them (board-edits.js), the toolbar, the Selection, Presets and
// Graph-as-text cards, the papers' graph families (presets.js) and where new vertices go
// (place-vertices.js). It may import common/, www/engine.js, page/actions-core.js
// and play/game.js (a rules change restarts the game).
//
// Editing the graph: vertices, edges, loops, token counts, the piece, rules, presets.
// Each change is one undo step (commit), refused in play mode and in a locked embed.
// Not in the first view: page/actions.js fetches this module when editing starts and binds
// its actions by name (EDIT_ACTIONS there: an action added here is listed there too).

import { boardPosition, emptyPosition, reviewBoard } from '../common/state.js';
import { buildPreset } from './presets.js';
import { errorText } from '../engine.js';
import {
  announce,
  announceAfterPause,
  changed,
  clearTransient,
  commit,
  gameToSetAside,
  say,
  sayGameSetAside,
  sayNewBoard,
  setAsideWords,
  withPosition,
  withPlay,
  caps,
  canDraw,
  canEdit,
} from '../page/actions-core.js';
import { graphOf, isSetGame } from '../common/games.js';
import { startGameFromCurrent } from '../play/game.js';
import { placeVertices } from './place-vertices.js';
import { setPosition } from '../page/load.js';
import { count, edgeCalled, sentence } from '../common/words.js';
import { addedSentence, tokensSentence, vertexDeletedStep } from './describe-edit.js';
// What Undo or Redo changed in the editor, in words: said by page/actions-core.js through
// page/actions.js, from this chunk rather than the first view.
export { undoSentence } from './describe-edit.js';
// What a click, a key or a drag on the board does in the editor: from this chunk too
// (board/input.js).
export { clickInEditor, dragInEditor, dropInEditor, keyInEditor } from './board-edits.js';

export function addVertex(ctx, x, y) {
  const { state } = ctx;
  if (!canDraw(ctx)) return;
  if (state.position.vertices >= caps(ctx).maxVertices)
    return say(ctx, `At most ${caps(ctx).maxVertices} vertices.`, 'error');
  commit(ctx, () => {
    const vertices = state.position.vertices + 1;
    state.position = withPosition(ctx, { vertices });
    state.layout = [...state.layout, [Math.round(x), Math.round(y)]];
    state.selection = null;
  });
}

export function addEdge(ctx, u, v, tokens = 1) {
  const { state } = ctx;
  if (!canDraw(ctx)) return;
  if (state.position.edges.length >= caps(ctx).maxEdges)
    return say(ctx, `At most ${caps(ctx).maxEdges} edges.`, 'error');
  commit(ctx, () => {
    state.position = withPosition(ctx, { edges: [...state.position.edges, [u, v, tokens]] });
    state.selection = { kind: 'edge', index: state.position.edges.length - 1 };
  });
}

export function addLoop(ctx, v = ctx.state.selection?.kind === 'vertex' ? ctx.state.selection.index : null) {
  if (v === null || v === undefined) return say(ctx, 'Select a vertex first, then add a loop to it.');
  const { state } = ctx;
  const edges = state.position.edges.length;
  addEdge(ctx, v, v);
  if (state.position.edges.length === edges) return;
  // Said as J's new edge is, and focused as N's new vertex is: the loop is what is selected,
  // so the next key (a digit, Delete) acts on it, not on the vertex it hangs from.
  announce(ctx, addedSentence(state.position, edges));
  state.focusTarget = `e${edges}`;
}

/** Adds a vertex at (x, y) joined to vertex `from` (drag from a vertex into empty space). */
export function addVertexWithEdge(ctx, from, x, y) {
  const { state } = ctx;
  if (!canDraw(ctx)) return;
  if (state.position.vertices >= caps(ctx).maxVertices || state.position.edges.length >= caps(ctx).maxEdges) {
    return say(ctx, 'The graph is at its size limit.', 'error');
  }
  commit(ctx, () => {
    const v = state.position.vertices;
    state.position = withPosition(ctx, { vertices: v + 1, edges: [...state.position.edges, [from, v, 1]] });
    state.layout = [...state.layout, [Math.round(x), Math.round(y)]];
    state.selection = { kind: 'edge', index: state.position.edges.length - 1 };
  });
}

/**
 * The keyboard's way to add a vertex (N): joined to the selected vertex when there is one (so
 * N, N, N draws a path), placed at a free spot near it, and selected, as a drag from a vertex
 * into empty space does with the mouse.
 */
export function addVertexFromKeyboard(ctx) {
  const { state } = ctx;
  if (!canDraw(ctx)) return;
  const from = state.selection?.kind === 'vertex' ? state.selection.index : null;
  const n = state.position.vertices;
  if (n >= caps(ctx).maxVertices || (from !== null && state.position.edges.length >= caps(ctx).maxEdges))
    return say(ctx, 'The graph is at its size limit.', 'error');
  commit(ctx, () => {
    const edges = from === null ? state.position.edges : [...state.position.edges, [from, n, 1]];
    state.position = withPosition(ctx, { vertices: n + 1, edges });
    state.layout = placeVertices(state.layout, state.position);
    state.selection = { kind: 'vertex', index: n };
    state.joinFrom = null;
  });
  // A vertex only focused (Tab passes over vertices without selecting them) is not joined to:
  // "Vertex 4 added." alone let a player who pressed N on one take it for joined.
  const joined =
    from !== null
      ? `, joined to vertex ${from}`
      : n > 0
        ? ', not joined: no vertex was selected (Enter or Space selects one for N to join to)'
        : '';
  announce(ctx, `Vertex ${n} added${joined}.`);
  // Focus follows the selection to the new vertex, so the next N continues from it (N, N, N
  // draws a path); focus left on the old vertex selected it again.
  state.focusTarget = `v${n}`;
}

/**
 * The keyboard's way to add an edge (J, for join): starts an edge at the selected vertex; the
 * next vertex chosen with Enter (or a click) ends it. Escape cancels.
 */
export function startJoin(ctx) {
  const { state } = ctx;
  if (!canDraw(ctx)) return;
  if (state.selection?.kind !== 'vertex')
    return say(ctx, 'Select a vertex first (Tab to it), then press J to join it to another.');
  state.joinFrom = state.selection.index;
  // From the last vertex Tab leaves the board: the other ends are back with Shift+Tab.
  const back = state.joinFrom === state.position.vertices - 1 ? 'Shift+Tab back' : 'Tab';
  say(
    ctx,
    `Joining vertex ${state.joinFrom}: ${back} to the other end and press Enter (the same vertex adds a loop), or Escape to cancel.`,
  );
}

/** Ends the edge begun by startJoin at vertex `v`. */
export function finishJoin(ctx, v) {
  const { state } = ctx;
  const from = state.joinFrom;
  state.joinFrom = null;
  say(ctx, null);
  if (from === null || from === undefined || from >= state.position.vertices) return;
  const edges = state.position.edges.length;
  addEdge(ctx, from, v);
  if (state.position.edges.length === edges) return;
  // The board is all that changed: said, as the mouse user sees the new edge appear. Focus
  // goes to the new edge, as L's loop and N's vertex take it: the edge is what is selected, and
  // focus left on the end vertex selected that again, so a digit typed next set nothing.
  announce(ctx, addedSentence(state.position, edges));
  state.focusTarget = `e${edges}`;
}

export function cancelJoin(ctx) {
  const { state } = ctx;
  if (state.joinFrom === null || state.joinFrom === undefined) return;
  state.joinFrom = null;
  say(ctx, null);
}

/** Moves a vertex; a whole drag is one undo step (mergeKey = the drag's id). */
export function moveVertex(ctx, v, x, y, dragId) {
  const { state } = ctx;
  if (state.lock || isSetGame(state.position)) return;
  const from = state.layout[v];
  commit(
    ctx,
    () => {
      const layout = state.layout.slice();
      layout[v] = [Math.round(x), Math.round(y)];
      state.layout = layout;
    },
    `move:${dragId}`,
  );
  if (String(dragId).startsWith('key')) sayMovedAfterPause(ctx, v, from);
}

/** Board units an arrow key moves a vertex (Shift: four steps; board/input.js). */
const KEY_STEP = 10;

/** The pause after which a vertex's move by the arrow keys is said: a run of quick presses
 *  (or a held key) is one sentence, but a press and a moment's wait is said then. The
 *  typed count's pause (a second digit may be on its way) left a player pressing the arrows
 *  one by one, at a person's pace, hearing nothing until they stopped. */
const KEY_MOVE_PAUSE_MS = 300;

/** Where the arrow keys took a vertex, said once they pause (not at every step): only the
 *  drawing showed it. From where the run of keys began: "Vertex 2 moved 3 steps right and 1
 *  step up." */
function sayMovedAfterPause(ctx, v, from) {
  if (ctx.keyMoveStart?.v !== v) ctx.keyMoveStart = { v, from };
  announceAfterPause(
    ctx,
    () => {
      const start = ctx.keyMoveStart;
      ctx.keyMoveStart = null;
      const to = ctx.state.layout[v];
      if (!start || !to || ctx.state.mode !== 'edit') return '';
      const steps = (delta, ahead, back) =>
        delta
          ? `${count(Math.max(1, Math.round(Math.abs(delta) / KEY_STEP)), 'step', 'steps')} ${delta > 0 ? ahead : back}`
          : '';
      const moved = [
        steps(to[0] - start.from[0], 'right', 'left'),
        steps(to[1] - start.from[1], 'down', 'up'),
      ];
      const words = moved.filter(Boolean).join(' and ');
      return words ? `Vertex ${v} moved ${words}.` : `Vertex ${v} is back where it was.`;
    },
    KEY_MOVE_PAUSE_MS,
  );
}

export function deleteVertex(ctx, v) {
  const { state } = ctx;
  const joined = state.position.edges.filter(([a, b]) => a === v || b === v).length;
  commit(
    ctx,
    () => {
      const edges = state.position.edges
        .filter(([a, b]) => a !== v && b !== v)
        .map(([a, b, t]) => [a > v ? a - 1 : a, b > v ? b - 1 : b, t]);
      const changes = { vertices: state.position.vertices - 1, edges };
      if (state.position.rules === 'walk') {
        const token = state.position.token;
        changes.token = token > v ? token - 1 : token === v ? 0 : token;
      }
      state.position = withPosition(ctx, changes);
      state.layout = state.layout.filter((_, i) => i !== v);
      state.selection = null;
    },
    null,
    vertexDeletedStep(v, joined),
  );
}

export function deleteEdge(ctx, e) {
  const { state } = ctx;
  commit(ctx, () => {
    state.position = withPosition(ctx, { edges: state.position.edges.filter((_, i) => i !== e) });
    state.selection = null;
  });
}

/**
 * Deletes the selected vertex or edge. From the Delete key or the Selection panel's button the
 * deletion is said (which item, and that Ctrl+Z undoes it), focus goes to the board and nothing
 * is selected, so a second Delete never removes another item silently (the vertex renumbered
 * into the deleted one's place used to take its focus and selection).
 */
export function deleteSelection(ctx, { fromKeyboard = false, fromPanel = false } = {}) {
  const { state } = ctx;
  if (!canDraw(ctx)) return;
  const sel = state.selection;
  if (!sel) {
    if (fromKeyboard) say(ctx, 'Nothing is selected: Tab to a vertex or edge, then press Delete.', 'info');
    return;
  }
  let text;
  if (sel.kind === 'vertex') {
    const joined = state.position.edges.filter(([a, b]) => a === sel.index || b === sel.index).length;
    const last = sel.index === state.position.vertices - 1;
    text = `${sentence(vertexDeletedStep(sel.index, joined))}${last ? '' : '; the vertices after it are renumbered'}`;
    deleteVertex(ctx, sel.index);
  } else {
    text = `${sentence(edgeCalled(state.position, sel.index))} deleted`;
    deleteEdge(ctx, sel.index);
  }
  if (!fromKeyboard && !fromPanel) return;
  state.focusTarget = 'board';
  say(ctx, `${text}. Ctrl+Z undoes it.`, 'info');
}

export function setTokens(ctx, e, tokens, mergeKey = `tokens:${e}`) {
  const { state } = ctx;
  const graph = graphOf(state.position); // a pile game's piles are its board's edges
  if (!canEdit(ctx) || e === null || e === undefined || !graph.edges[e]) return;
  const asked = Math.floor(Number(tokens));
  const value = Math.max(0, Math.min(caps(ctx).maxTokens, Number.isFinite(asked) ? asked : 0));
  // Say when the typed count could not be used as it is, so nothing changes silently. The
  // edge is named by its ends ("edge 1–2", "pile 3"), as the board shows it: edge numbers
  // are hidden unless asked for.
  const name = edgeCalled(state.position, e);
  if (!Number.isFinite(asked))
    say(ctx, `"${String(tokens).slice(0, 20)}" is not a token count; ${name} now has 0 tokens.`, 'error');
  else if (asked > caps(ctx).maxTokens)
    say(
      ctx,
      `An edge holds at most ${caps(ctx).maxTokens.toLocaleString('en-US')} tokens; ${name} was set to that.`,
      'info',
    );
  else if (asked < 0) say(ctx, `Token counts cannot be negative; ${name} was set to 0.`, 'info');
  if (value === graph.edges[e][2]) return;
  commit(
    ctx,
    () => {
      if (isSetGame(state.position)) {
        const piles = state.position.piles.slice();
        piles[e] = value;
        state.position = withPosition(ctx, { piles });
        return;
      }
      const edges = state.position.edges.slice();
      edges[e] = [edges[e][0], edges[e][1], value];
      state.position = withPosition(ctx, { edges });
    },
    mergeKey,
  );
  // Said however it was set (a key on the board, the Selection card's box or − / +): the
  // board alone showed it.
  sayTokensAfterPause(ctx, e);
}

/** One token more or less on edge `e`: + / − on the board or in the Selection card, said at
 *  once, as each Enter on an edge is in play (a listener waited for a pause to hear it); a
 *  turn of the wheel (`pause`), whose notches come in bursts, once the turning pauses. */
export function adjustTokens(ctx, e, delta, { pause = false } = {}) {
  const { state } = ctx;
  const edge = graphOf(state.position).edges[e];
  if (!edge) return;
  setTokens(ctx, e, edge[2] + delta);
  if (pause) sayTokensAfterPause(ctx, e);
  else sayTokensNow(ctx, e);
}

/** The edge's count, said now (a sentence still waiting for its pause goes with it). */
function sayTokensNow(ctx, e) {
  if (ctx.state.mode !== 'edit' || !graphOf(ctx.state.position).edges[e]) return;
  announce(ctx, tokensSentence(ctx.state.position, e));
  ctx.redraw();
}

/** The edge's new count, said once the keys pause (the board alone showed it, and only the
 *  edge's own name changed, which a screen reader does not read while focus stays). */
function sayTokensAfterPause(ctx, e) {
  const position = ctx.state.position;
  announceAfterPause(ctx, () =>
    ctx.state.mode === 'edit' && ctx.state.position === position ? tokensSentence(position, e) : '',
  );
}

/** Typing digits with an edge selected sets its count (a pause starts a new number). */
export function typeDigit(ctx, digit) {
  const { state } = ctx;
  const sel = state.selection;
  if (!canEdit(ctx) || sel?.kind !== 'edge') return;
  // Digits kept by Backspace (no pause ends them) go on only on the board they were typed on:
  // after + / − or an Undo the digit starts a new number.
  const typed = ctx.typedCount;
  const goesOn = typed?.e === sel.index && typed.position === state.position;
  const digits = ((goesOn ? state.typedDigits : '') + digit).replace(/^0+(?=\d)/, '').slice(0, 10);
  state.typedDigits = digits;
  clearTimeout(ctx.typedTimer);
  ctx.typedTimer = setTimeout(() => {
    state.typedDigits = '';
    ctx.redraw();
  }, 1500);
  setTypedCount(ctx, sel.index, digits);
}

/** Sets the edge's count to the digits typed, and remembers them for Backspace. */
function setTypedCount(ctx, e, digits, { now = false } = {}) {
  setTokens(ctx, e, Number(digits), `typed:${e}`);
  // The count as set (clamped to the cap, say), on this very board: any other change since
  // (Undo, + / −, another item selected) ends the typing, and Backspace deletes again.
  const set = graphOf(ctx.state.position).edges[e][2];
  ctx.typedCount = { e, position: ctx.state.position, digits: digits && String(set) };
  // Digits typed quickly are one number, said once they pause ("12 tokens", not 1 on the
  // way); a digit taken back is one step, said at once.
  if (now) sayTokensNow(ctx, e);
  else sayTokensAfterPause(ctx, e);
  ctx.redraw();
}

/**
 * Backspace on the board. Just after digits were typed for the selected edge's count it takes
 * back the last one, as in a text field ("31", Backspace: 3 tokens), however long the pause
 * (a listener hears the count only after one); a digit typed next goes on from what is left.
 * Otherwise it deletes the selection, as Delete does: a player who typed 31 and pressed
 * Backspace to fix the 1 lost the whole edge.
 */
export function backspace(ctx) {
  const { state } = ctx;
  const sel = state.selection;
  const typed = ctx.typedCount;
  if (!canEdit(ctx)) return;
  if (sel?.kind !== 'edge' || typed?.e !== sel.index || typed.position !== state.position)
    return deleteSelection(ctx, { fromKeyboard: true });
  if (!typed.digits) {
    const name = edgeCalled(state.position, sel.index);
    return say(ctx, `No digit left to take back: ${name} has 0 tokens. Delete deletes it.`, 'info');
  }
  clearTimeout(ctx.typedTimer);
  state.typedDigits = typed.digits.slice(0, -1);
  setTypedCount(ctx, sel.index, state.typedDigits, { now: true });
}

/** Ends a count being typed: the next digit starts a new number, Backspace deletes again. */
export function endTyping(ctx) {
  ctx.state.typedDigits = '';
  ctx.typedCount = null;
}

/** Selects a board item (or nothing). `said`: chosen with Enter or Escape on the board, so
 *  the change is said too (the board shows it only in colour; the item's name says it once
 *  focus comes back to it). */
export function select(ctx, selection, { said = false } = {}) {
  const { state } = ctx;
  const before = state.selection;
  const same = selection && before && selection.kind === before.kind && selection.index === before.index;
  if (!same) endTyping(ctx);
  state.selection = selection;
  if (said && !same && (selection || before))
    announce(
      ctx,
      selection ? `${selectionSubject(state.position, selection)} selected.` : 'Nothing selected.',
    );
  ctx.redraw();
}

/** "Vertex 3", "Edge 0–1", "Loop at vertex 2". */
function selectionSubject(position, { kind, index }) {
  return sentence(kind === 'vertex' ? `vertex ${index}` : edgeCalled(position, index).replace(/^the /, ''));
}

export function placePiece(ctx, v) {
  const { state } = ctx;
  if (!canEdit(ctx) || state.position.rules !== 'walk' || v >= state.position.vertices) return;
  if (state.position.token === v) return;
  commit(ctx, () => {
    state.position = withPosition(ctx, { token: v });
  });
}

/** Rubber-band line while an edge is being drawn (not an undo step). */
export function dragEdgeTo(ctx, from, x, y) {
  const { state } = ctx;
  state.dragEdge = { from, x, y };
  ctx.redraw();
}

export function endDragEdge(ctx) {
  const { state } = ctx;
  state.dragEdge = null;
  ctx.redraw();
}

export function setTool(ctx, tool) {
  const { state } = ctx;
  state.tool = tool;
  state.dragEdge = null;
  ctx.redraw();
}

/**
 * Switches between Edge-Nim and Walking Nim. In play a new game starts on the board in front
 * of the player: a game under way's board as it stands (the game set aside: Undo brings it
 * back), or the position a finished game's review shows. Where that has no move in the new
 * rules (a finished game's end), it starts from the game's start instead. A notice says which
 * position the new game starts on, unless it is the game's start anyway.
 *
 * On a board another game reached, the player moves first, whatever "computer moves first"
 * says (that box is for a game's start, which Restart gives): a student who ticked it two
 * moves into a game and switched to Walking Nim saw the computer move at once on the
 * half-emptied board and win ("The computer wins. You have no move left.") before they had
 * touched anything.
 */
export function setRules(ctx, rules) {
  const { state } = ctx;
  if (rules === state.position.rules || state.lock) return;
  if (rules !== 'edge' && rules !== 'walk') return;
  // As for misère (piles.js setPlayRule): a puzzle is set in its rules, and leaving them
  // would end the puzzle, which Undo cannot bring back.
  if (state.puzzle) {
    ctx.redraw(); // the switch goes back to the puzzle's rules
    return say(ctx, 'This puzzle is set in its own rules: press Leave puzzle to change them.', 'info');
  }
  ctx.puzzles.clear();
  // The computer's pending reply belongs to the game being left: cancelled before the switch,
  // never applied to the new game unseen.
  ctx.computer.cancelComputer();
  const aside = state.mode === 'play' ? gameToSetAside(ctx) : null;
  // Where the new game starts, from the game on the board (null: its start, or no game).
  const from = state.mode === 'play' ? reachedBoard(state) : null;
  let fromGameStart = false;
  commit(ctx, () => {
    // From a pile game, the graph its board draws (Circular Nim CN(n, 2) is Edge-Nim on C_n).
    // A finished game's review shows an earlier position: the new game starts from it.
    const inRules = ({ vertices, edges }) =>
      withPlay(ctx, rules === 'walk' ? { rules, vertices, edges, token: 0 } : { rules, vertices, edges });
    state.position = inRules(graphOf(boardPosition(state)));
    // A finished game's end (every edge emptied) has no move in the new rules either: the new
    // game was over before it started. It starts from the game's start instead.
    const engine = ctx.getEngine();
    if (from && engine?.isOver(state.position)) {
      const fromStart = inRules(graphOf(state.game.start));
      if (!engine.isOver(fromStart)) {
        state.position = fromStart;
        fromGameStart = true;
      }
    }
    if (state.mode === 'play') startGameFromCurrent(ctx);
    if (from && !fromGameStart) state.game.computerStarts = false;
    if (rules === 'edge' && state.tool === 'piece') state.tool = 'draw';
  });
  sayNewBoard(ctx);
  if (!from) return aside ? sayGameSetAside(ctx, aside) : undefined;
  // A game under way is left for a new one: said as every other way of leaving it says it,
  // with the way back; then where the new game starts.
  const left = aside ? `Y${setAsideWords(aside, { where: ' for this new board' }).slice(1)}. ` : '';
  const game = `the new game of ${rules === 'walk' ? 'Walking Nim' : 'Edge-Nim'}`;
  const first = state.opponent === 'cpu' ? ', and you move first' : '';
  // Neither that board nor the game's start has a move in the new rules (Walking Nim's piece
  // on a vertex no edge with tokens touches): over before anyone moves, said so.
  const over = !fromGameStart && ctx.getEngine()?.isOver(state.position);
  say(
    ctx,
    fromGameStart
      ? `${left}${sentence(from.words)} has no move left, so ${game} starts from ${from.game} start position.`
      : over
        ? `${left}${sentence(game)} starts on ${from.words}, where no move is left in these rules (nor at ${from.game} start): it is over before anyone moves.`
        : `${left}${sentence(game)} starts on ${from.words}${first}.`,
    'info',
  );
}

/** The board a game has reached, which a switch of rules starts the new game on, in words:
 *  the position its review shows, its end, or the board of a game under way; null for a game
 *  at its start (or no game). `game`: the words for that game ("that game's"). */
function reachedBoard(state) {
  const { game } = state;
  const played = game.moves.length;
  if (!game.start || !played) return null;
  if (game.winner === null) return { words: 'the board as that game left it', game: "that game's" };
  const shown = reviewBoard(state);
  const step = shown ? (shown.kind === 'played' ? shown.step : shown.index) : played;
  if (step === 0) return null;
  return {
    words:
      step < played
        ? `the position the review showed, after move ${step} of ${played}`
        : 'the board as the game ended',
    game: "the finished game's",
  };
}

/** Replaces the graph with one read from the Graph-as-text card (`position`: the graph alone,
 *  validated by setPosition). The text has no word for the play, so the play (normal or
 *  misère) stays as it is, as for any other edit. Returns true, or the error text. */
export function setGraph(ctx, position, layout, options) {
  return setPosition(ctx, withPlay(ctx, position), layout, options);
}

/** Clears the board, saying what went and that Ctrl+Z brings it back; focus goes to the empty
 *  board, whose words say how to start again (the button's card grew with the Selection
 *  card's help and took the focus below the window, with nothing said of an undo). */
export function clearBoard(ctx) {
  const { state } = ctx;
  if (!canEdit(ctx)) return;
  const graph = graphOf(state.position);
  const what = `${count(graph.vertices, 'vertex', 'vertices')} and ${count(graph.edges.length, 'edge', 'edges')}`;
  commit(ctx, () => {
    state.position = withPlay(ctx, emptyPosition(isSetGame(state.position) ? 'edge' : state.position.rules));
    state.layout = [];
    state.selection = null;
  });
  if (!graph.vertices) return;
  state.focusTarget = 'board';
  say(ctx, `Board cleared (${what}). Ctrl+Z undoes it.`, 'info');
}

/** Builds preset `name` on the board, an undo step named `step`; true when it was built. */
export function loadPreset(ctx, name, params, tokens, step = null) {
  const { state } = ctx;
  if (state.lock) return false;
  try {
    const rules = isSetGame(state.position) ? 'edge' : state.position.rules;
    const { position, layout } = buildPreset(name, params, tokens, rules);
    const aside = gameToSetAside(ctx);
    ctx.puzzles.clear();
    // A preset built is a new board: a history entry of its own, even while editing (main.js),
    // and a new puzzle's in Make a puzzle once its draft is in the set (maker-storage.js).
    state.newBoardEntry = true;
    state.boardsBuilt += 1;
    const build = () => {
      state.position = withPlay(ctx, position);
      state.layout = layout;
      state.selection = null;
      if (state.mode === 'play') startGameFromCurrent(ctx);
    };
    if (!aside || aside.record) commit(ctx, build, null, step);
    else {
      // Right after Edit left a game: Edit's undo step goes back to that game.
      build();
      ctx.history.dropRedo();
      clearTransient(ctx);
      changed(ctx);
    }
    if (aside) sayGameSetAside(ctx, aside);
    else say(ctx, null);
    sayNewBoard(ctx);
    return true;
  } catch (err) {
    say(ctx, errorText(err), 'error');
    return false;
  }
}

export function toggleEdgeNumbers(ctx) {
  const { state } = ctx;
  state.showEdgeNumbers = !state.showEdgeNumbers;
  ctx.redraw();
}
