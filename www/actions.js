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
import { describeSetMove, pointerVerb } from './words.js';
import { graphOf, hasBoard, isSetGame, isSetRules, pileName, setLayout, winnerWhenStuck } from './games.js';
import { createSetPlay } from './setnim-play.js';

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
  // SetNim boards are drawn from their piles: counts can be edited, the graph cannot.
  const canDraw = () => canEdit() && !isSetGame(state.position);

  function selectionExists(sel) {
    if (sel.kind === 'vertex') return sel.index < graphOf(state.position).vertices;
    return sel.index < graphOf(state.position).edges.length;
  }

  function withPosition(changes) {
    return { ...state.position, ...changes };
  }

  function edgeName(index, position = state.position) {
    if (isSetGame(position)) return pileName(index);
    const [u, v] = position.edges[index];
    return u === v ? `loop at ${u}` : `${u}–${v}`;
  }

  // ---------- editing ----------

  function addVertex(x, y) {
    if (!canDraw()) return;
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
    if (!canDraw()) return;
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
    if (!canDraw()) return;
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
    if (state.lock || isSetGame(state.position)) return;
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
    if (!canDraw() || !state.selection) return;
    if (state.selection.kind === 'vertex') deleteVertex(state.selection.index);
    else deleteEdge(state.selection.index);
  }

  function setTokens(e, tokens, mergeKey = `tokens:${e}`) {
    const graph = graphOf(state.position);
    if (!canEdit() || e === null || e === undefined || !graph.edges[e]) return;
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
    if (value === graph.edges[e][2]) return;
    if (isSetGame(state.position))
      return commit(() => {
        const piles = state.position.piles.slice();
        piles[e] = value;
        state.position = withPosition({ piles });
      }, mergeKey);
    commit(() => {
      const edges = state.position.edges.slice();
      edges[e] = [edges[e][0], edges[e][1], value];
      state.position = withPosition({ edges });
    }, mergeKey);
  }

  function adjustTokens(e, delta) {
    const edge = graphOf(state.position).edges[e];
    if (!edge) return;
    setTokens(e, edge[2] + delta);
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
    commit(() => {
      // From SetNim, the graph its board draws (Circular Nim CN(n, 2) is Edge-Nim on C_n).
      const { vertices, edges } = graphOf(state.position);
      state.position = withPlay(
        rules === 'walk' ? { rules, vertices, edges, token: 0 } : { rules, vertices, edges },
      );
      if (state.mode === 'play') startGameFromCurrent();
      if (rules === 'edge' && state.tool === 'piece') state.tool = 'draw';
    });
  }

  function clearBoard() {
    if (!canEdit()) return;
    commit(() => {
      state.position = withPlay(emptyPosition(isSetGame(state.position) ? 'edge' : state.position.rules));
      state.layout = [];
      state.selection = null;
    });
  }

  function loadPreset(name, params, tokens) {
    if (state.lock) return;
    try {
      const rules = isSetGame(state.position) ? 'edge' : state.position.rules;
      const { position, layout } = buildPreset(name, params, tokens, rules);
      commit(() => {
        state.position = withPlay(position);
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
    const newLayout = isSetGame(normalised)
      ? setLayout(normalised)
      : layout && layout.length === n
        ? layout.map(([x, y]) => [x, y])
        : circleLayout(n);
    const apply = () => {
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
    history.clear();
    say(decoded.warnings.length ? `${capitalise(decoded.warnings.join('; '))}.` : null);
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
    if (eng && hasBoard(state.position) && eng.isOver(state.position))
      state.game.winner = winnerWhenStuck(state.position, 0);
  }

  function startPlay({ record = true } = {}) {
    if (!hasBoard(state.position)) return say('Draw a graph or choose a preset first.');
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
    commit(() => {
      state.mode = 'edit';
      state.lastMove = null;
      state.pending = null;
    });
  }

  function restartGame() {
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
    state.mode === 'play' && state.game.winner === null && !isComputerTurn(state) && engine();

  function describeMove(move, position) {
    if (isSetGame(position)) return describeSetMove(move).replace(/^take/, 'took');
    if (position.rules === 'walk') {
      const [u, v, t] = position.edges[move.edge];
      const from = position.token;
      const to = u === v ? u : from === u ? v : u;
      return `${from} → ${to} along ${edgeName(move.edge, position)} (${t} → ${t - move.take})`;
    }
    const parts = move.take.map(([e, amount]) => `${amount} from ${edgeName(e, position)}`);
    return `at vertex ${move.vertex}: took ${parts.join(', ')}`;
  }

  /** Plays `move` for the player to move; the engine checks it. Returns true when played. */
  function makeMove(move) {
    const eng = engine();
    if (!eng || state.mode !== 'play' || state.game.winner !== null) return false;
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
      if (eng.isOver(next)) state.game = { ...state.game, winner: winnerWhenStuck(next, 1 - player) };
    });
    say(null);
    ctx.emit('move', { move, player, text });
    if (state.game.winner !== null)
      ctx.emit('gameover', { winner: state.game.winner, name: playerName(state, state.game.winner) });
    return true;
  }

  // Edge-Nim: compose a move at one vertex.
  function chooseVertex(v) {
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
    if (isSetGame(state.position)) return setPlay.clickPile(e);
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
    if (isSetGame(state.position)) return setPlay.setTake(e, amount);
    if (!state.pending || state.position.rules !== 'edge') return;
    const tokens = state.position.edges[e]?.[2] ?? 0;
    const value = Math.max(0, Math.min(tokens, Math.floor(Number(amount) || 0)));
    state.pending = { ...state.pending, take: { ...state.pending.take, [e]: value } };
    ctx.redraw();
  }

  function pendingMove() {
    const p = state.pending;
    if (!p) return null;
    if (isSetGame(state.position)) return setPlay.pendingMove();
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

  // ---------- SetNim and misère play (issue 10) ----------

  const setPlay = createSetPlay({ ...ctx, say, humanMayMove });
  const misere = () => state.position.play === 'misere';
  /** `position` with the current position's play (normal or misère) carried over. */
  function withPlay(position) {
    const rest = { ...position };
    delete rest.play;
    return misere() ? { ...rest, play: 'misere' } : rest;
  }

  /** Normal or misère play, for whatever game is on the board; a game in progress restarts
   *  from the position on the board under the new rule. */
  function setPlayRule(play) {
    if (state.lock || (play !== 'normal' && play !== 'misere') || misere() === (play === 'misere')) return;
    cancelComputer();
    commit(() => {
      const rest = { ...state.position };
      delete rest.play;
      state.position = play === 'misere' ? { ...rest, play } : rest;
      if (state.mode === 'play') startGameFromCurrent();
    });
  }

  /** A SetNim game from the rules card: {rules, piles, k}, validated by the crate. */
  function loadSetGame(position) {
    if (state.lock || !isSetRules(position?.rules)) return false;
    cancelComputer();
    const result = setPosition(withPlay(position));
    if (result === true) say(null);
    else say(`That game cannot be built: ${result}.`, 'error');
    return result === true;
  }

  const computer = createComputer({
    ...ctx,
    say,
    runSolver,
    makeMove,
    setMoves: () => setPlay.simpleMoves(),
  });
  const { cancelSolve, resumeComputer, cancelComputer, scheduleComputer } = computer;

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
    setPlayRule,
    loadSetGame,
    chooseSet: (set) => setPlay.chooseSet(set),
    stepSet: (step) => setPlay.stepSet(step),
    setChoices: () => setPlay.choices(),
    gameSets: () => setPlay.sets(),
    cancelSolve,
    cachedResult,
    cancelComputer,
    changed,
    edgeName,
    canUndo: () => history.canUndo(),
    canRedo: () => history.canRedo(),
  };
}
