// Every change to the state goes through here. No DOM: callers (input.js, panels.js,
// main.js) call these functions and the render loop draws the result. Rules questions
// (is this move legal? what is the new position? is the game over? what is the best
// move?) are always answered by the engine, never decided in JS.

import {
  ANALYSIS_SORTS,
  emptyPosition,
  isComputerTurn,
  playerName,
  playerToMove,
  STRENGTHS,
} from './state.js';
import { buildPreset, circleLayout } from './presets.js';
import { decodeFragment, LinkError, LINK_LIMITS } from './link.js';
import { errorText } from './engine.js';
import { createSolving } from './solving.js';
import { createComputer } from './computer.js';
import { createPuzzles } from './puzzle.js';
import { pointerVerb } from './words.js';

/**
 * ctx: {state, history, getEngine() → wasm exports or null, solver, emit(event, data), redraw()}.
 */
export function createActions(ctx) {
  const { state, history } = ctx;
  let typedTimer = null;

  const engine = () => ctx.getEngine();

  // ---------- snapshots, undo/redo ----------

  function snapshot() {
    return {
      position: state.position,
      layout: state.layout,
      mode: state.mode,
      game: state.game,
      lastMove: state.lastMove,
    };
  }

  function restore(snap) {
    state.position = snap.position;
    state.layout = snap.layout;
    state.mode = snap.mode;
    state.game = snap.game;
    state.lastMove = snap.lastMove;
    clearTransient();
    if (state.selection && !selectionExists(state.selection)) state.selection = null;
  }

  function clearTransient() {
    state.pending = null;
    state.typedDigits = '';
    state.dragEdge = null;
  }

  /** Applies `mutate` as one undoable step. */
  function commit(mutate, mergeKey = null) {
    history.record(snapshot(), mergeKey);
    mutate();
    changed();
  }

  /** After any change of position/layout/mode: redraw, notify, maybe let the computer move. */
  function changed() {
    ctx.redraw();
    ctx.emit('change', getDocument());
    scheduleComputer();
  }

  function undo() {
    if (isLocked() && state.mode !== 'play') return;
    // A puzzle has its own Try again and Reset; undo would unsettle its counted tries.
    if (state.puzzle) return;
    cancelComputer();
    let snap = history.undo(snapshot());
    // Against the computer, step back to a position where the human is to move.
    while (snap) {
      restore(snap);
      if (!isComputerTurn(state)) break;
      snap = history.undo(snapshot());
    }
    if (snap) say(null);
    changed();
  }

  function redo() {
    if (state.puzzle) return;
    cancelComputer();
    const snap = history.redo(snapshot());
    if (!snap) return;
    restore(snap);
    say(null);
    changed();
  }

  // ---------- messages ----------

  function say(text, kind = 'info') {
    state.message = text ? { kind, text } : null;
    ctx.redraw();
  }

  // ---------- helpers ----------

  const isLocked = () => state.lock;
  const canEdit = () => state.mode === 'edit' && !state.lock;

  function selectionExists(sel) {
    if (sel.kind === 'vertex') return sel.index < state.position.vertices;
    return sel.index < state.position.edges.length;
  }

  function withPosition(changes) {
    return { ...state.position, ...changes };
  }

  function edgeName(index, position = state.position) {
    const [u, v] = position.edges[index];
    return u === v ? `loop at ${u}` : `${u}–${v}`;
  }

  // ---------- editing ----------

  function addVertex(x, y) {
    if (!canEdit()) return;
    if (state.position.vertices >= LINK_LIMITS.maxVertices)
      return say(`At most ${LINK_LIMITS.maxVertices} vertices.`, 'error');
    commit(() => {
      const vertices = state.position.vertices + 1;
      state.position = withPosition({ vertices });
      state.layout = [...state.layout, [Math.round(x), Math.round(y)]];
      state.selection = null;
    });
  }

  function addEdge(u, v, tokens = 1) {
    if (!canEdit()) return;
    if (state.position.edges.length >= LINK_LIMITS.maxEdges)
      return say(`At most ${LINK_LIMITS.maxEdges} edges.`, 'error');
    commit(() => {
      state.position = withPosition({ edges: [...state.position.edges, [u, v, tokens]] });
      state.selection = { kind: 'edge', index: state.position.edges.length - 1 };
    });
  }

  function addLoop(v = state.selection?.kind === 'vertex' ? state.selection.index : null) {
    if (v === null || v === undefined) return say('Select a vertex first, then add a loop to it.');
    addEdge(v, v);
  }

  /** Adds a vertex at (x, y) joined to vertex `from` (drag from a vertex into empty space). */
  function addVertexWithEdge(from, x, y) {
    if (!canEdit()) return;
    if (
      state.position.vertices >= LINK_LIMITS.maxVertices ||
      state.position.edges.length >= LINK_LIMITS.maxEdges
    ) {
      return say('The graph is at its size limit.', 'error');
    }
    commit(() => {
      const v = state.position.vertices;
      state.position = withPosition({ vertices: v + 1, edges: [...state.position.edges, [from, v, 1]] });
      state.layout = [...state.layout, [Math.round(x), Math.round(y)]];
      state.selection = { kind: 'edge', index: state.position.edges.length - 1 };
    });
  }

  /** Moves a vertex; a whole drag is one undo step (mergeKey = the drag's id). */
  function moveVertex(v, x, y, dragId) {
    if (state.lock) return;
    commit(() => {
      const layout = state.layout.slice();
      layout[v] = [Math.round(x), Math.round(y)];
      state.layout = layout;
    }, `move:${dragId}`);
  }

  function deleteVertex(v) {
    commit(() => {
      const edges = state.position.edges
        .filter(([a, b]) => a !== v && b !== v)
        .map(([a, b, t]) => [a > v ? a - 1 : a, b > v ? b - 1 : b, t]);
      const changes = { vertices: state.position.vertices - 1, edges };
      if (state.position.rules === 'walk') {
        const token = state.position.token;
        changes.token = token > v ? token - 1 : token === v ? 0 : token;
      }
      state.position = withPosition(changes);
      state.layout = state.layout.filter((_, i) => i !== v);
      state.selection = null;
    });
  }

  function deleteEdge(e) {
    commit(() => {
      state.position = withPosition({ edges: state.position.edges.filter((_, i) => i !== e) });
      state.selection = null;
    });
  }

  function deleteSelection() {
    if (!canEdit() || !state.selection) return;
    if (state.selection.kind === 'vertex') deleteVertex(state.selection.index);
    else deleteEdge(state.selection.index);
  }

  function setTokens(e, tokens, mergeKey = `tokens:${e}`) {
    if (!canEdit() || e === null || e === undefined || !state.position.edges[e]) return;
    const asked = Math.floor(Number(tokens));
    const value = Math.max(0, Math.min(LINK_LIMITS.maxTokens, Number.isFinite(asked) ? asked : 0));
    // Say when the typed count could not be used as it is, so nothing changes silently.
    if (!Number.isFinite(asked))
      say(`"${String(tokens).slice(0, 20)}" is not a token count; edge ${e} now has 0 tokens.`, 'error');
    else if (asked > LINK_LIMITS.maxTokens)
      say(
        `An edge holds at most ${LINK_LIMITS.maxTokens.toLocaleString('en-US')} tokens; edge ${e} was set to that.`,
        'info',
      );
    else if (asked < 0) say(`Token counts cannot be negative; edge ${e} was set to 0.`, 'info');
    if (value === state.position.edges[e][2]) return;
    commit(() => {
      const edges = state.position.edges.slice();
      edges[e] = [edges[e][0], edges[e][1], value];
      state.position = withPosition({ edges });
    }, mergeKey);
  }

  function adjustTokens(e, delta) {
    if (!state.position.edges[e]) return;
    setTokens(e, state.position.edges[e][2] + delta);
  }

  /** Typing digits with an edge selected sets its count (a pause starts a new number). */
  function typeDigit(digit) {
    const sel = state.selection;
    if (!canEdit() || sel?.kind !== 'edge') return;
    const digits = (state.typedDigits + digit).replace(/^0+(?=\d)/, '').slice(0, 10);
    state.typedDigits = digits;
    clearTimeout(typedTimer);
    typedTimer = setTimeout(() => {
      state.typedDigits = '';
      ctx.redraw();
    }, 1500);
    setTokens(sel.index, Number(digits), `typed:${sel.index}`);
    ctx.redraw();
  }

  function select(selection) {
    const same =
      selection &&
      state.selection &&
      selection.kind === state.selection.kind &&
      selection.index === state.selection.index;
    if (!same) state.typedDigits = '';
    state.selection = selection;
    ctx.redraw();
  }

  function placePiece(v) {
    if (!canEdit() || state.position.rules !== 'walk' || v >= state.position.vertices) return;
    if (state.position.token === v) return;
    commit(() => {
      state.position = withPosition({ token: v });
    });
  }

  /** Rubber-band line while an edge is being drawn (not an undo step). */
  function dragEdgeTo(from, x, y) {
    state.dragEdge = { from, x, y };
    ctx.redraw();
  }

  function endDragEdge() {
    state.dragEdge = null;
    ctx.redraw();
  }

  function setTool(tool) {
    state.tool = tool;
    state.dragEdge = null;
    ctx.redraw();
  }

  function setRules(rules) {
    if (rules === state.position.rules || state.lock) return;
    if (rules !== 'edge' && rules !== 'walk') return;
    puzzles.clear();
    commit(() => {
      const { vertices, edges } = state.position;
      state.position = rules === 'walk' ? { rules, vertices, edges, token: 0 } : { rules, vertices, edges };
      if (state.mode === 'play') startGameFromCurrent();
      if (rules === 'edge' && state.tool === 'piece') state.tool = 'draw';
    });
  }

  function clearBoard() {
    if (!canEdit()) return;
    commit(() => {
      state.position = emptyPosition(state.position.rules);
      state.layout = [];
      state.selection = null;
    });
  }

  function loadPreset(name, params, tokens) {
    if (state.lock) return;
    try {
      const { position, layout } = buildPreset(name, params, tokens, state.position.rules);
      puzzles.clear();
      commit(() => {
        state.position = position;
        state.layout = layout;
        state.selection = null;
        if (state.mode === 'play') startGameFromCurrent();
      });
      say(null);
    } catch (err) {
      say(errorText(err), 'error');
    }
  }

  function toggleEdgeNumbers() {
    state.showEdgeNumbers = !state.showEdgeNumbers;
    ctx.redraw();
  }

  // ---------- loading positions (links, API) ----------

  /**
   * Replaces the position after validating it with the engine. Returns true on success;
   * on failure leaves the state untouched and returns the error text.
   */
  function setPosition(position, layout = null, { record = true } = {}) {
    const eng = engine();
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
    const newLayout = layout && layout.length === n ? layout.map(([x, y]) => [x, y]) : circleLayout(n);
    const apply = () => {
      puzzles.clear();
      state.position = normalised;
      state.layout = newLayout;
      state.selection = null;
      if (state.mode === 'play') startGameFromCurrent();
    };
    if (record) commit(apply);
    else {
      apply();
      clearTransient();
      changed();
    }
    return true;
  }

  /** Opens a share-link fragment. Bad links leave an empty, working playground and a message. */
  function loadFragment(fragment) {
    state.keptLink = null;
    let decoded;
    try {
      decoded = decodeFragment(fragment);
    } catch (err) {
      return showBrokenLink(err instanceof LinkError ? err.message : errorText(err), fragment);
    }
    if (!decoded) return true;
    state.opponent = decoded.opponent;
    state.strength = decoded.strength;
    state.computerStarts = decoded.computerStarts;
    const mode = state.lock ? 'play' : decoded.mode;
    state.mode = 'edit';
    const result = setPosition(decoded.position, decoded.layout, { record: false });
    if (result !== true) return showBrokenLink(result, fragment);
    if (mode === 'play') startPlay({ record: false });
    const warnings = [...decoded.warnings];
    if (decoded.puzzle && normalisedHasVertices()) puzzles.start(decoded.puzzle);
    else if (decoded.puzzle) warnings.push('a puzzle needs a graph to play on; goal= was passed over');
    history.clear();
    say(warnings.length ? `${capitalise(warnings.join('; '))}.` : null);
    return true;
  }

  const normalisedHasVertices = () => state.position.vertices > 0;

  /** Opens a puzzle ({goal, title, text, reveal}) on `position` (the embed's graphnim:set
   *  with a goal). Returns true, or why the position was refused. */
  function setPuzzle(position, spec, layout = null) {
    const result = setPosition(position, layout, { record: false });
    if (result !== true) return result;
    if (!normalisedHasVertices()) return 'a puzzle needs a graph with at least one vertex';
    puzzles.start(spec);
    history.clear();
    return true;
  }

  /**
   * A link that cannot be opened: an empty, working playground, a message quoting the link,
   * and the address bar left as the user typed it (main.js does not rewrite it until the
   * board changes) so a one-character typo can be fixed by hand.
   */
  function showBrokenLink(reason, fragment = '') {
    state.position = emptyPosition('edge');
    state.layout = [];
    state.mode = 'edit';
    state.game = { start: null, moves: [], winner: null };
    state.lastMove = null;
    state.keptLink = fragment || null;
    clearTransient();
    history.clear();
    const shown = fragment.length > 160 ? `${fragment.slice(0, 160)}…` : fragment;
    const quoted = shown ? ` The link was: ${safeDecode(shown)}` : '';
    say(
      `This link could not be opened: ${reason}. You have an empty playground instead; the address bar still holds the link, so you can correct it there.${quoted}`,
      'error',
    );
    changed();
    return false;
  }

  function safeDecode(text) {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  }

  function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  function getDocument() {
    return {
      position: structuredClone(state.position),
      layout: structuredClone(state.layout),
      mode: state.mode,
      opponent: state.opponent,
      strength: state.strength,
      computerStarts: state.computerStarts,
    };
  }

  // ---------- playing ----------

  function startGameFromCurrent() {
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
    const eng = engine();
    if (eng && state.position.vertices > 0 && eng.isOver(state.position)) state.game.winner = 1;
  }

  function startPlay({ record = true } = {}) {
    if (state.position.vertices === 0) return say('Draw a graph or choose a preset first.');
    const go = () => {
      state.mode = 'play';
      state.selection = null;
      startGameFromCurrent();
    };
    if (record) commit(go);
    else {
      go();
      changed();
    }
    say(null);
  }

  function backToEdit() {
    if (state.lock) return;
    cancelComputer();
    // Editing leaves the puzzle: its judge would be judging another position.
    puzzles.clear();
    commit(() => {
      state.mode = 'edit';
      state.lastMove = null;
      state.pending = null;
    });
  }

  function restartGame() {
    if (state.puzzle) return puzzles.reset();
    if (state.mode !== 'play' || !state.game.start) return;
    cancelComputer();
    commit(() => {
      state.position = structuredClone(state.game.start);
      startGameFromCurrent();
    });
    say(null);
  }

  // A locked embed plays as its link says: opponent, strength and who starts are fixed.
  function setOpponent(opponent) {
    if (state.lock) return;
    state.opponent = opponent;
    changed();
  }
  function setStrength(strength) {
    if (state.lock) return;
    if (STRENGTHS[strength]) state.strength = strength;
    changed();
  }
  function setComputerStarts(flag) {
    if (state.lock) return;
    state.computerStarts = !!flag;
    // A game in progress or finished keeps its sides; the choice applies to the next game.
    if (state.mode === 'play' && state.game.start && state.game.computerStarts !== state.computerStarts)
      say(
        `From the next game the ${state.computerStarts ? 'computer' : 'you'} will move first: press Restart to start it now.`,
        'info',
      );
    changed();
  }

  const humanMayMove = () =>
    state.mode === 'play' &&
    state.game.winner === null &&
    !isComputerTurn(state) &&
    !puzzles.blocksMoves() &&
    engine();

  function describeMove(move, position) {
    if (position.rules === 'walk') {
      const [u, v, t] = position.edges[move.edge];
      const from = position.token;
      const to = u === v ? u : from === u ? v : u;
      return `${from} → ${to} along ${edgeName(move.edge, position)} (${t} → ${t - move.take})`;
    }
    const parts = move.take.map(([e, amount]) => `${amount} from ${edgeName(e, position)}`);
    return `at vertex ${move.vertex}: took ${parts.join(', ')}`;
  }

  /**
   * Plays `move` for the player to move; the engine checks it. Returns true when played (or,
   * in a move puzzle, taken for judging). `judged`: the puzzle's judge has accepted it;
   * `finishes`: it solves a find/unique puzzle, which ends the game there.
   */
  function makeMove(move, { judged = false, finishes = false } = {}) {
    const eng = engine();
    if (!eng || state.mode !== 'play' || state.game.winner !== null) return false;
    if (!judged && puzzles.takesMove()) return puzzles.answerMove(move);
    if (!judged && puzzles.blocksMoves() && !isComputerTurn(state)) {
      say(puzzles.whyBlocked(), 'info');
      return false;
    }
    const reason = eng.checkMove(state.position, move);
    if (reason) {
      say(`That move is not allowed: ${reason}.`, 'error');
      return false;
    }
    let next;
    try {
      next = eng.applyMove(state.position, move);
    } catch (err) {
      say(`That move is not allowed: ${errorText(err)}.`, 'error');
      return false;
    }
    const player = playerToMove(state);
    const text = describeMove(move, state.position);
    state.computerNote = null;
    commit(() => {
      state.position = next;
      state.game = { ...state.game, moves: [...state.game.moves, { move, player, text }] };
      state.lastMove = { move, player };
      state.pending = null;
      if (finishes || eng.isOver(next)) state.game = { ...state.game, winner: player };
    });
    say(null);
    ctx.emit('move', { move, player, text });
    if (state.game.winner !== null && !finishes)
      ctx.emit('gameover', { winner: state.game.winner, name: playerName(state, state.game.winner) });
    return true;
  }

  // Edge-Nim: compose a move at one vertex.
  function chooseVertex(v) {
    // A refuted puzzle move is taken back by the next click on the board.
    if (puzzles.refuted()) puzzles.tryAgain();
    if (!humanMayMove()) return;
    if (state.position.rules !== 'edge') return;
    state.pending = state.pending?.vertex === v ? null : { vertex: v, take: {} };
    say(null);
  }

  function touches(e, v) {
    const [a, b] = state.position.edges[e];
    return a === v || b === v;
  }

  /** Clicking an edge while playing. */
  function clickEdgeInPlay(e) {
    if (puzzles.refuted()) puzzles.tryAgain();
    if (!humanMayMove() || !state.position.edges[e]) return;
    if (state.position.rules === 'walk') return chooseWalkEdge(e);
    const [u, v, tokens] = state.position.edges[e];
    let pending = state.pending;
    if (!pending || !touches(e, pending.vertex)) {
      // Keep what was chosen if the new edge shares an endpoint with all of it.
      const chosen = pending
        ? Object.keys(pending.take)
            .map(Number)
            .filter((i) => pending.take[i] > 0)
        : [];
      const common = [u, v].find((w) => chosen.every((i) => touches(i, w)));
      pending =
        common !== undefined && chosen.length
          ? { vertex: common, take: { ...pending.take } }
          : { vertex: u, take: {} };
    }
    const current = pending.take[e] ?? 0;
    const next = current >= tokens ? 0 : current + 1;
    state.pending = { vertex: pending.vertex, take: { ...pending.take, [e]: next } };
    say(null);
  }

  function setPendingTake(e, amount) {
    if (!state.pending || state.position.rules !== 'edge') return;
    const tokens = state.position.edges[e]?.[2] ?? 0;
    const value = Math.max(0, Math.min(tokens, Math.floor(Number(amount) || 0)));
    state.pending = { ...state.pending, take: { ...state.pending.take, [e]: value } };
    ctx.redraw();
  }

  function pendingMove() {
    const p = state.pending;
    if (!p) return null;
    if (state.position.rules === 'walk') return null;
    const take = Object.entries(p.take)
      .map(([e, a]) => [Number(e), a])
      .filter(([, a]) => a > 0)
      .sort((a, b) => a[0] - b[0]);
    return { vertex: p.vertex, take };
  }

  function confirmPending() {
    if (!humanMayMove()) return;
    const move = pendingMove();
    if (!move) return;
    if (!move.take.length)
      return say(
        `Choose at least one token to take: ${pointerVerb(state)} an edge, or use + next to it.`,
        'error',
      );
    makeMove(move);
  }

  function cancelPending() {
    state.pending = null;
    ctx.redraw();
  }

  // Walking Nim: pick the edge, then its new weight.
  function chooseWalkEdge(e) {
    const eng = engine();
    const reason = eng.checkMove(state.position, { edge: e, take: 1 });
    if (reason) {
      state.pending = null;
      return say(`That move is not allowed: ${reason}.`, 'error');
    }
    state.pending = { edge: e };
    say(null);
  }

  function walkTo(e, newWeight) {
    if (!humanMayMove()) return;
    const tokens = state.position.edges[e]?.[2];
    if (tokens === undefined) return;
    makeMove({ edge: e, take: tokens - Math.floor(Number(newWeight)) });
  }

  // ---------- solver: hints, analysis, computer ----------

  const solving = createSolving({ ...ctx, say });
  const { cachedResult, runSolver, requestHint, requestAnalysis } = solving;

  // The analysis list's view: filter and order only, the analysis itself is unchanged.
  function setAnalysisWinningOnly(flag) {
    state.analysisView = { ...state.analysisView, winningOnly: !!flag };
    ctx.redraw();
  }

  function setAnalysisSort(sort) {
    if (!Object.hasOwn(ANALYSIS_SORTS, sort)) return;
    state.analysisView = { ...state.analysisView, sort };
    ctx.redraw();
  }

  /** "Play this move" in the analysis list: only for the human whose turn it is (never the
   *  computer's move, never after the game is over). */
  function playAnalysisMove(move) {
    if (!humanMayMove()) return false;
    return makeMove(move);
  }

  /** The pointer changed between mouse and finger (e.g. a tablet's keyboard detached). */
  function setTouch(flag) {
    state.touch = !!flag;
    ctx.redraw();
  }

  const computer = createComputer({ ...ctx, say, runSolver, makeMove });
  const { cancelSolve, resumeComputer, cancelComputer, scheduleComputer } = computer;

  // ---------- puzzles (puzzle.js) ----------

  const puzzles = createPuzzles({ ...ctx, say, makeMove, startPlay, edgeName, cancelComputer });

  return {
    resumeComputer,
    undo,
    redo,
    say,
    select,
    setTool,
    setRules,
    clearBoard,
    loadPreset,
    toggleEdgeNumbers,
    addVertex,
    addVertexWithEdge,
    dragEdgeTo,
    endDragEdge,
    addEdge,
    addLoop,
    moveVertex,
    deleteSelection,
    setTokens,
    adjustTokens,
    typeDigit,
    placePiece,
    setPosition,
    loadFragment,
    getDocument,
    startPlay,
    backToEdit,
    restartGame,
    setOpponent,
    setStrength,
    setComputerStarts,
    makeMove,
    chooseVertex,
    clickEdgeInPlay,
    setPendingTake,
    pendingMove,
    confirmPending,
    cancelPending,
    walkTo,
    requestHint,
    requestAnalysis,
    setAnalysisWinningOnly,
    setAnalysisSort,
    playAnalysisMove,
    setTouch,
    cancelSolve,
    cachedResult,
    cancelComputer,
    setPuzzle,
    answerOutcome: puzzles.answerOutcome,
    answerGrundy: puzzles.answerGrundy,
    tryAgain: puzzles.tryAgain,
    canReveal: puzzles.canReveal,
    revealSolution: puzzles.reveal,
    resetPuzzle: puzzles.reset,
    changed,
    edgeName,
    canUndo: () => history.canUndo(),
    canRedo: () => history.canRedo(),
  };
}
