// Entry point. createPlayground(element, config) builds one playground inside `element` and
// returns the embedding API; index.html's entry (page-entry.js) runs it with the position
// from the URL fragment, and it keeps the fragment in sync.
//
//   import { createPlayground } from './www/main.js';
//   const pg = createPlayground(document.getElementById('nim'), {
//     position: {rules: 'edge', vertices: 3, edges: [[0, 1, 2], [1, 2, 2], [2, 0, 2]]},
//     layout: [[400, 100], [600, 420], [200, 420]],   // optional
//     mode: 'play', opponent: 'cpu', strength: 'perfect', embed: true, lock: true,
//   });
//   pg.on('gameover', ({winner, name}) => ...);   // also 'change', 'move', 'hint', 'ready',
//                                                 // 'puzzle' ({goal, solved, tries, revealed,
//                                                 // restored?}), 'revealed' ({goal, tries,
//                                                 // revealed, solution})
//   pg.setPosition(position, layout); pg.getPosition(); pg.destroy();
//   pg.setPuzzle(position, {goal: 'unique', title, text, reveal}); pg.getPuzzle();
//   pg.playMove(move); pg.retry(); pg.resetPuzzle(); pg.revealSolution();
//     (each returns '' when done, else why not and what to do instead)

import { defaults, gameOpponent, isComputerTurn, positionKey, STRENGTHS } from './common/state.js';
import { createHistory } from './page/undo.js';
import { createActions } from './page/actions.js';
import { bindInput } from './board/input.js';
import { renderBoard } from './board/render.js';
import { buildPanels } from './page/panels.js';
import { loadEngine, createSolverClient, errorText } from './engine.js';
import { warmUp } from './engine/warmup.js';
import { boardOf, decodeFragment, encodeFragment, LINK_LIMITS, playgroundAddress } from './share/link.js';
import { circleLayout } from './editor/circle-layout.js';
import { hasBoard } from './common/games.js';
import { loadPuzzleCode, namesPuzzle } from './page/puzzles-on-demand.js';
import { loadReviewCode, namesMoves } from './review/review-code.js';

/** config.earlier checked: {solved, wrong, revealed, puzzle} (puzzle: whose progress it is,
 *  as getEarlier read it before, or null: the first puzzle that opens names it), or null when
 *  it says nothing was done. */
function earlierProgress(earlier = {}) {
  const wrong = Number.isInteger(earlier?.wrong) ? Math.min(Math.max(earlier.wrong, 0), 10_000) : 0;
  const { solved, revealed, puzzle } = earlier ?? {};
  return solved || wrong || revealed
    ? { solved: !!solved, wrong, revealed: !!revealed, puzzle: typeof puzzle === 'string' ? puzzle : null }
    : null;
}

/**
 * config (all optional): position, layout, fragment (a share-link fragment to open),
 * mode ('edit'|'play'), opponent ('cpu'|'human'), strength, computerStarts, embed, lock,
 * inHostPage (drawn inside another page, which has its own landmarks: <graph-nim>),
 * twinOnPage (a function: which of the page's copies of its puzzle this one is, 0 for the
 * first, so each copy keeps its own progress: <graph-nim>),
 * hide ({hint, analysis, share, edit}: controls to hide), solver (a solver client to use
 * instead of a worker of its own: shared-solver.js), earlier ({solved, wrong, revealed}: the
 * puzzle was solved, tried wrong, or had its solution shown before, as a SCORM launch page's
 * saved progress says; <graph-nim solved tries revealed>; it is the first puzzle opened's
 * only: another one opens without it),
 * syncUrl (keep location.hash in sync; used by index.html), onAddress (called with each
 * address it writes, the board's own: not a broken link's text kept for its correction).
 * Returns {ready: Promise, setPosition, setPuzzle, getPuzzle, getPosition, getState, on, destroy, actions}.
 */
export function createPlayground(element, config = {}) {
  const state = defaults();
  state.embed = !!config.embed;
  state.inHostPage = !!config.inHostPage;
  state.twinOnPage = config.twinOnPage ?? null;
  state.lock = !!config.lock;
  for (const name of Object.keys(state.hide)) state.hide[name] = !!config.hide?.[name];
  if (config.opponent === 'human' || config.opponent === 'cpu') state.opponent = config.opponent;
  if (STRENGTHS[config.strength]) state.strength = config.strength;
  state.computerStarts = !!config.computerStarts;
  // What the page around says was done before (a SCORM launch page's saved progress): the
  // first puzzle opened opens with it (puzzle.js withEarlier).
  state.earlier = earlierProgress(config.earlier);

  const listeners = new Map();
  const emit = (event, data) => {
    for (const cb of listeners.get(event) ?? []) {
      try {
        cb(data);
      } catch (err) {
        console.error(err);
      }
    }
  };

  let engine = null;
  let frame = 0;
  let destroyed = false;
  const view = { previewMove: null, link: '' };
  // A board of many on one page (<graph-nim>) is given a view of one shared worker.
  const solver = config.solver ?? createSolverClient();
  // The worker loads (from the same compiled module) while the page loads its own engine, so
  // the first hint that needs it does not wait for it to start.
  solver.warm();
  const history = createHistory();

  element.classList.add('gnp');
  element.replaceChildren();

  let drawQueued = false;
  let drawing = false;
  // The page's own title, for the tab while no puzzle names it.
  const pageTitle = config.syncUrl ? document.title : '';
  const draw = () => {
    drawQueued = false;
    cancelAnimationFrame(frame);
    frame = 0;
    if (destroyed) return;
    drawing = true;
    try {
      view.link = linkFor();
      renderBoard(panels.svg, state, view);
      panels.update();
      // Explore's fields change without the board (research/explore-link.js): the address
      // follows them, once a link's Explore has been read.
      if (
        config.syncUrl &&
        state.engineReady &&
        !state.explore.linked &&
        (state.explore.open || location.hash.includes('&explore='))
      )
        onChange();
      // The tab names the puzzle open (index.html only: a host page's title is its own).
      if (config.syncUrl) {
        const title = state.puzzle?.title ? `${state.puzzle.title} – ${pageTitle}` : pageTitle;
        if (document.title !== title) document.title = title;
      }
    } finally {
      drawing = false;
    }
  };
  // Changes made while handling one event are drawn once, right after it (a microtask), so
  // what a click or key caused is painted in the very next frame; waiting for an animation
  // frame first cost a whole extra frame on every hint and move.
  const redraw = () => {
    // A change made by drawing itself (e.g. a focus moved) waits for the next frame, so a
    // draw can never queue draws forever.
    if (drawing) return redrawNextFrame();
    if (drawQueued || destroyed) return;
    drawQueued = true;
    queueMicrotask(draw);
  };
  // A resize is drawn in the next frame instead: drawing inside the ResizeObserver callback
  // could resize what it observes again in the same frame.
  const redrawNextFrame = () => {
    if (frame || destroyed) return;
    frame = requestAnimationFrame(draw);
  };

  const actions = createActions({ state, history, getEngine: () => engine, solver, emit, redraw });

  function linkFor() {
    // An element's links open the playground it came from, never the course page around it.
    const base = playgroundAddress() ?? (typeof location !== 'undefined' ? location.href.split('#')[0] : '');
    return (
      base +
      encodeFragment(
        hasBoard(state.position) || state.position.edges?.length
          ? withExplore(linkState())
          : { ...state, layout: [] },
      )
    );
  }

  // A puzzle's link is the puzzle: its start position and task, wherever the student is.
  // A game under way is shared as the position on the board with the player to move to move:
  // "computer moves first" said who opened this game, and would make the computer move at
  // once in the friend's tab although it is the person's turn here.
  const linkState = () => {
    if (state.puzzle) return { ...state, position: state.puzzle.start };
    if (state.mode === 'play' && state.opponent === 'cpu' && state.game.moves.length)
      return { ...state, computerStarts: isComputerTurn(state) };
    return state;
  };

  // Edit on a puzzle leaves it, but until the board is changed in the editor the address
  // still holds the puzzle (its link, as it was): a reload after a stray tap on Edit opens
  // the puzzle again, with its tries kept in this tab (puzzle-progress.js). Play on the
  // unchanged board goes back to it too (game.js startPlay).
  function leftPuzzleAsItWas() {
    const left = state.leftPuzzle;
    const puzzle = left?.snapshot.puzzle;
    if (!puzzle || state.puzzle || left.key !== positionKey(state.position)) return null;
    return {
      ...state,
      ...left.snapshot,
      position: puzzle.start,
      opponent: 'cpu',
      strength: 'perfect',
      computerStarts: false,
    };
  }

  // Explore open (not over a puzzle) is in the page's links and address: a map or a verdict
  // can be sent, and a reload or Back opens it as it was (research/explore-link.js).
  const withExplore = (fields) => ({ ...fields, extra: panels.exploreLink() });

  // The address bar holds a game being played as its start and its moves (as a review link
  // does), so a reload, or the address copied from the bar, keeps the whole game, and a
  // review link opened keeps its moves= as given. Beyond the link's cap on moves it holds
  // the position reached.
  function addressState() {
    const g = state.game;
    const left = leftPuzzleAsItWas();
    if (left) return left;
    if (state.puzzle || state.mode !== 'play' || !g.start || !g.moves.length) return linkState();
    if (g.moves.length > LINK_LIMITS.maxMoves) return state;
    return {
      ...state,
      position: g.start,
      // A finished game reloads with the players it was played by (state.js gameOpponent).
      opponent: gameOpponent(state),
      computerStarts: g.computerStarts ?? state.computerStarts,
      nextComputerStarts: state.computerStarts,
      moves: g.moves.map((m) => m.move),
      switches: g.switches,
    };
  }

  async function copyLink() {
    const link = linkFor();
    try {
      await navigator.clipboard.writeText(link);
      return true;
    } catch {
      // Clipboard API needs a secure context and permission; fall back to a selected field.
      // (None in an embed, which shows no Share card: page/page-parts.js.)
      const field = panels.linkField;
      if (!field) return false;
      field.value = link;
      field.focus();
      field.select();
      try {
        return document.execCommand('copy');
      } catch {
        return false;
      }
    }
  }

  const panels = buildPanels({ root: element, state, actions, view, redraw, copyLink });
  const unbind = bindInput({ root: element, svgRoot: panels.svg, state, actions, panels });

  // Keep the URL fragment in sync (index.html only). A new board (a preset, a graph edited
  // or typed, a rules change, a link opened) is a new history entry, so Back returns to the
  // board before, with its game (the address holds it), and Forward comes back; a move, or
  // another edit of the board being edited, rewrites the entry it is in. Not while the page,
  // or a link from the address bar, Back or Forward, is opening (the browser made its entry;
  // what the page rewrites then is that link settling), only after the person's next click
  // or key; an embed never syncs.
  let keptBoardHash = null;
  let settling = true;
  let entryIsAnEdit = false;
  // Each entry the page writes holds its place in the tab's history, kept when the entry is
  // rewritten: a link that Back or Forward brings is told apart by it (a game set aside by
  // Back comes back by Forward). An entry the browser made (a link pasted) has none: a new one.
  // It holds too how many of its game's moves came from a link, not played in this tab (a
  // reload of one's own game keeps them "You:"; a link opened, then reloaded, still names its
  // moves neutrally: review/replay.js). An entry the browser made: every move came with it.
  const placeIn = (entry) => (entry ? entry.graphNimEntry : undefined);
  const linkMovesIn = (entry) => (placeIn(entry) === undefined ? Infinity : (entry.linkMoves ?? 0));
  const linkMovesNow = () => state.game.moves.filter((m) => m.opened).length;
  const linkMoves = config.syncUrl ? linkMovesIn(window.history.state) : Infinity;
  let place = placeIn(window.history.state) ?? 0;
  // Each entry's state carries on what a frame's puzzle progress learnt of its page
  // (puzzle/puzzle-progress.js progressPage): Back reloads a frame without its address.
  const entry = (fields) => ({ ...fields, page: window.history.state?.page });
  if (config.syncUrl) window.history.replaceState(entry({ graphNimEntry: place, linkMoves }), '');
  const onInput = () => (settling = false);
  if (config.syncUrl) {
    for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, onInput, true);
  }
  const onChange = () => {
    if (!config.syncUrl || destroyed) return;
    const hash = encodeFragment(withExplore(addressState()));
    // After a broken link the address keeps the user's text until the board changes from
    // the empty playground shown in its place.
    if (state.keptLink) {
      if (keptBoardHash === null) keptBoardHash = hash;
      if (hash === keptBoardHash) return;
      state.keptLink = null;
    }
    keptBoardHash = null;
    // The page keeps the tab's last board (page-entry.js): never a broken link's text.
    config.onAddress?.(hash);
    if (hash === location.hash) return;
    const editing = state.mode === 'edit';
    const built = state.newBoardEntry;
    state.newBoardEntry = false;
    const newBoard = !settling && (built || !entryIsAnEdit) && boardOf(hash) !== boardOf(location.hash);
    if (newBoard) entryIsAnEdit = editing;
    else if (!editing) entryIsAnEdit = false;
    const url = location.pathname + location.search + hash;
    if (newBoard)
      window.history.pushState(entry({ graphNimEntry: ++place, linkMoves: linkMovesNow() }), '', url);
    else window.history.replaceState(entry({ graphNimEntry: place, linkMoves: linkMovesNow() }), '', url);
  };
  // Back, Forward, or a link pasted into the address bar. The address this page wrote itself
  // can come back too (Back to the game after opening another link): only the address of the
  // board as it stands now is nothing new.
  const onHashChange = () => {
    entryIsAnEdit = false;
    settling = true;
    const reached = placeIn(window.history.state);
    const back = reached < place;
    place = reached ?? place + 1;
    if (reached === undefined)
      window.history.replaceState(entry({ graphNimEntry: place, linkMoves: Infinity }), '');
    if (location.hash === encodeFragment(withExplore(addressState()))) return;
    actions.loadFragment(location.hash, { back, linkMoves: linkMovesIn(window.history.state) });
  };
  listeners.set('change', [onChange]);
  if (config.syncUrl) window.addEventListener('hashchange', onHashChange);

  // A finger as the main pointer: instructions say "tap" (the media query follows a tablet
  // whose keyboard and trackpad are attached or removed). A change counts once it has lasted
  // a moment: re-emulating the screen (e.g. a full-page screenshot of a phone in the tests)
  // flips the query for an instant, and the page would redraw saying "click" meanwhile.
  const coarsePointer = typeof matchMedia === 'function' ? matchMedia('(pointer: coarse)') : null;
  let pointerTimer = 0;
  const onPointerKind = () => {
    clearTimeout(pointerTimer);
    pointerTimer = setTimeout(() => actions.setTouch(coarsePointer.matches), 300);
  };
  if (coarsePointer) {
    state.touch = coarsePointer.matches;
    coarsePointer.addEventListener('change', onPointerKind);
  }

  // The first Tab on the page (the first one starts outside the playground, at the page's
  // top): the person uses the keyboard, so the Play card shows its keys (style.css,
  // .keys-note); a mouse user's card stays short.
  const keysFrom = element.ownerDocument;
  const onFirstTab = (event) => {
    if (event.key !== 'Tab') return;
    element.classList.add('gnp--keys');
    keysFrom.removeEventListener('keydown', onFirstTab, true);
  };
  keysFrom.addEventListener('keydown', onFirstTab, true);

  // Hidden controls (hide=) are hidden by the stylesheet, one class per name.
  for (const [name, hidden] of Object.entries(state.hide))
    element.classList.toggle(`gnp--hide-${name}`, hidden);

  // Label sizes depend on the board's size on screen (see render.js), so redraw on resize.
  const resizeObserver =
    typeof ResizeObserver === 'function' ? new ResizeObserver(() => redrawNextFrame()) : null;
  resizeObserver?.observe(panels.svg);

  showLinkWhileLoading(state, config.fragment);
  redraw();

  // A puzzle is shown at once, never a plain game first: a link that names one, and an element
  // (whose page may open one by its attributes at any time), fetch its code while the engine
  // loads (a failure is said when the puzzle opens: page/puzzles-on-demand.js). An embed's
  // messages wait for it (embed-messages.js).
  const puzzleCodeFirst =
    !config.syncUrl || namesPuzzle(config.fragment) ? loadPuzzleCode().catch(() => null) : null;
  // So is a game: a link with moves= fetches the code that replays them (review/replay.js,
  // with the review's) while the engine loads (a failure is said when the link opens:
  // page/load.js).
  const replayFirst = namesMoves(config.fragment) ? loadReviewCode().catch(() => null) : null;
  const ready = Promise.all([loadEngine(), puzzleCodeFirst, replayFirst]).then(
    ([module]) => {
      if (destroyed) return;
      engine = module;
      state.limits = module.limits();
      state.engineReady = true;
      const idle = globalThis.requestIdleCallback ?? ((callback) => setTimeout(callback, 50));
      idle(() => warmUp(module.solve));
      // Before the link is opened: a game link's moves are undo steps (page/load.js).
      history.clear();
      if (config.fragment)
        actions.loadFragment(config.fragment, {
          source: config.fragmentSource ?? null,
          fresh: true,
          linkMoves,
        });
      else if (config.position) {
        const result = actions.setPosition(config.position, config.layout ?? null, { record: false });
        if (result !== true) actions.say(`This position could not be loaded: ${result}`, 'error');
      }
      if (config.mode === 'play' && state.mode !== 'play' && hasBoard(state.position))
        actions.startPlay({ record: false });
      // A locked embed, or one whose editing is hidden, is for playing: it opens in play mode.
      if ((state.lock || state.hide.edit) && state.mode !== 'play' && hasBoard(state.position))
        actions.startPlay({ record: false });
      actions.prepareEditing();
      actions.changed();
      emit('ready', { version: module.version() });
    },
    (err) => {
      const reason = `The game engine could not be loaded (${errorText(err)}). Check that www/pkg/ was built and served with the page.`;
      actions.say(reason, 'error');
      // An element tells its page (graphnim:error), not only its board.
      emit('failed', { reason });
    },
  );

  return {
    ready,
    actions,
    /** Progress done before ({solved, wrong, revealed}, as config.earlier) for the next puzzle
     *  opened, in place of what the playground was given: <graph-nim>'s solved, tries and
     *  revealed set again with another puzzle's position. */
    setEarlier(earlier) {
      state.earlier = earlierProgress(earlier);
    },
    /** The progress done before and the puzzle it is for (null until one opens), to hand on to
     *  a playground built again in the same place (<graph-nim>'s hide or lock changed). */
    getEarlier() {
      return state.earlier ? { ...state.earlier } : null;
    },
    setPosition(position, layout = null) {
      const result = actions.setPosition(position, layout);
      if (result !== true) throw new Error(result);
    },
    /** Opens a puzzle: `puzzle` = {goal, title?, text?, reveal?} (goals as in links). */
    setPuzzle(position, puzzle, layout = null) {
      // The puzzle open before: the same one opened again keeps its tries (puzzle.js).
      const previous = state.puzzle;
      const result = actions.setPuzzle(position, { ...puzzle, previous }, layout);
      if (result !== true) throw new Error(result);
    },
    /** The open puzzle's {goal, title, text, reveal, phase, solved, tries, revealed}, or null.
     *  `solved`: solved now or earlier (a reload in this tab, config.earlier); `phase` says
     *  whether the board shows it solved now. */
    getPuzzle() {
      const p = state.puzzle;
      const solved = !!p && (p.solved || !!p.solvedOnce);
      return p
        ? {
            goal: p.goal,
            title: p.title,
            text: p.text,
            reveal: p.reveal,
            phase: p.phase,
            solved,
            tries: p.wrong + (solved ? 1 : 0),
            revealed: p.revealed,
          }
        : null;
    },
    getPosition() {
      return structuredClone(state.position);
    },
    /** Why `move` is not legal in the current position ('' when it is). */
    checkMove(move) {
      return engine ? engine.checkMove(state.position, move) : 'the engine is still loading';
    },
    /** Plays `move` for the person at the board (starting a game first when editing): '' when
     *  played (or, in a puzzle, taken for judging), else why not and what to send instead.
     *  After a refuted try it takes that try back first, as the next click on the board does.
     *  Never on the computer's turn: its move is its own. */
    playMove(move) {
      if (!engine) return 'the engine is still loading: wait for graphnim:ready';
      if (state.mode !== 'play') actions.startPlay();
      const refused = actions.puzzleRefusal('play');
      if (refused) return refused;
      if (state.puzzle?.phase === 'refuted') actions.tryAgain();
      if (state.game.winner !== null)
        return 'the game is over: send graphnim:set with a position to play again';
      if (isComputerTurn(state))
        return "it is the computer's turn: wait for its graphnim:move, then send yours";
      const reason = engine.checkMove(state.position, move);
      if (reason)
        return `that move is not allowed: ${reason}; send graphnim:get for the position, then a legal move`;
      if (actions.makeMove(move)) return '';
      return `the move was not played: ${state.message?.text ?? 'the board refused it'}`;
    },
    /** Takes a refuted try back: '' when done, else why not and what to do instead. */
    retry() {
      const refused = actions.puzzleRefusal('retry');
      if (!refused) actions.tryAgain();
      return refused;
    },
    /** Back to the puzzle's start (tries stay counted): '' when done, else why not. */
    resetPuzzle() {
      if (!state.puzzle) return 'no puzzle is open: send graphnim:set with a goal to open one';
      actions.resetPuzzle();
      return '';
    },
    /** Shows the solution when the puzzle's reveal= allows it: '' when asked, else why not. */
    revealSolution() {
      const refused = actions.puzzleRefusal('reveal');
      if (!refused) actions.revealSolution();
      return refused;
    },
    getLayout() {
      return structuredClone(state.layout);
    },
    getState() {
      return actions.getDocument();
    },
    /** The banner's message ({kind, text}) or null. */
    getMessage() {
      return state.message ? { ...state.message } : null;
    },
    /** Whether the engine has loaded (the board takes positions now). */
    isLoaded() {
      return !!state.engineReady;
    },
    on(event, cb) {
      if (!listeners.has(event)) listeners.set(event, []);
      listeners.get(event).push(cb);
      return () =>
        listeners.set(
          event,
          listeners.get(event).filter((f) => f !== cb),
        );
    },
    destroy() {
      destroyed = true;
      cancelAnimationFrame(frame);
      actions.cancelComputer();
      actions.stopTools();
      unbind();
      resizeObserver?.disconnect();
      coarsePointer?.removeEventListener('change', onPointerKind);
      clearTimeout(pointerTimer);
      solver.destroy();
      panels.destroy();
      if (config.syncUrl) {
        window.removeEventListener('hashchange', onHashChange);
        for (const type of ['pointerdown', 'keydown']) document.removeEventListener(type, onInput, true);
      }
      element.replaceChildren();
      keysFrom.removeEventListener('keydown', onFirstTab, true);
      element.classList.remove(
        'gnp',
        'gnp--keys',
        ...Object.keys(state.hide).map((name) => `gnp--hide-${name}`),
      );
    },
  };
}

/**
 * Draws a link's board at once, before the engine that validates it has loaded: read-only
 * (input waits for `state.engineReady`; the panel says the solver is loading) and replaced
 * by the validated position, or by the broken-link message, when the engine is ready. Only
 * a link whose shape is sound is drawn; anything doubtful just waits for the engine.
 */
function showLinkWhileLoading(state, fragment) {
  let decoded;
  try {
    decoded = decodeFragment(fragment);
  } catch {
    return;
  }
  const position = decoded?.position;
  const n = position?.vertices;
  if (!Number.isInteger(n) || n <= 0 || !Array.isArray(position.edges)) return;
  const sound = position.edges.every(
    (edge) =>
      Array.isArray(edge) &&
      edge.length === 3 &&
      edge.every(Number.isSafeInteger) &&
      edge[0] < n &&
      edge[1] < n,
  );
  const piece = position.token ?? position.piece ?? 0;
  if (!sound || !Number.isInteger(piece) || piece < 0 || piece >= n) return;
  state.position = position;
  state.layout = decoded.layout?.length === n ? decoded.layout : circleLayout(n);
}
