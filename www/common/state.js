// www/common/: what every feature shares: the one state object and its defaults (state.js),
// which game a position is (games.js), misère play's toggle and sentences (misere.js), the
// hint's terms in words (terms.js), building DOM without markup (dom.js, pressed.js) and
// numbers and moves in words (words.js). It may import nothing outside common/, so any feature
// can use it.
//
// The playground's one mutable state object and its defaults (chessground-style: every
// other module reads or changes this object; only actions.js changes it, only render.js
// and panels.js draw it).
//
// The position is kept exactly in the crate's JSON format so it can be handed to the
// engine as is; the layout (vertex coordinates) lives beside it, because the crate ignores
// geometry and the page must not depend on it keeping extra fields.

/** Board size in SVG user units; layouts and link coordinates use this space. */
export const BOARD_WIDTH = 800;
export const BOARD_HEIGHT = 560;

/** Computer strengths: the chance that the computer plays its best move (else a random legal one). */
export const STRENGTHS = {
  perfect: { label: 'Perfect', bestMoveChance: 1 },
  strong: { label: 'Strong (perfect 75%)', bestMoveChance: 0.75 },
  casual: { label: 'Casual (random 50%)', bestMoveChance: 0.5 },
};

/** Moves the analysis list gets from the engine at a time: the first answer, and each "Show
 *  more moves" (engine/solving.js asks, hint/analysis-list.js shows). */
export const ANALYSIS_BATCH = 400;

/** Orders of the analysis list (state.analysisView.sort), as Edge-Nim names them; the comparators,
 *  and the names in Walking Nim's and the pile games' words, are in hint/analysis-list.js. */
export const ANALYSIS_SORTS = {
  outcome: 'Outcome (best first)',
  grundy: 'Grundy value',
  vertex: 'Vertex',
  taken: 'Tokens taken',
};

/** The goals a puzzle may have (the crate's Goal names), in the order Make a puzzle lists them. */
export const PUZZLE_GOALS = ['find', 'unique', 'win', 'outcome', 'grundy'];
/** Caps on a puzzle's words (characters after decoding) and its reveal= count: what a link may
 *  carry (link.js) and what the Make a puzzle card lets an author type are the same. */
export const PUZZLE_LIMITS = { maxTitleChars: 200, maxTextChars: 2000, maxReveal: 99 };
export const PUZZLE_DRAFT_LIMITS = {
  title: PUZZLE_LIMITS.maxTitleChars,
  text: PUZZLE_LIMITS.maxTextChars,
  reveal: PUZZLE_LIMITS.maxReveal,
};

export function emptyPosition(rules = 'edge') {
  return rules === 'walk'
    ? { rules: 'walk', vertices: 0, edges: [], token: 0 }
    : { rules: 'edge', vertices: 0, edges: [] };
}

export function defaults() {
  return {
    /** Current position, crate format: {rules, vertices, edges: [[u, v, tokens]], token?}. */
    position: emptyPosition('edge'),
    /** layout[v] = [x, y] in board units. */
    layout: [],
    /** 'edit' (draw the graph) or 'play' (take turns). */
    mode: 'edit',
    /** Edit tool: 'draw' (click = vertex, drag = edge), 'move' (drag = move), 'piece' (click = place piece). */
    tool: 'draw',
    /** {kind: 'vertex'|'edge', index} or null. */
    selection: null,
    /** Digits typed since the edge was selected (typing sets its count). */
    typedDigits: '',
    /** Pointer gesture in progress on the board, for rubber-band drawing: {from, x, y} or null. */
    dragEdge: null,
    /** The vertex an edge begun from the keyboard (J) starts at, until Enter on its other end. */
    joinFrom: null,

    /** Play settings. */
    opponent: 'cpu', // 'cpu' or 'human'
    strength: 'perfect',
    computerStarts: false,

    /** The running game (mode 'play'). */
    game: {
      /** Position at the start, for "restart". */
      start: null,
      /** Moves made: [{move, player, text}] — player 0 moved first. */
      moves: [],
      /** Index (0 or 1) of the winner once the game is over, else null. */
      winner: null,
    },
    /** Human move being composed. Edge-Nim: {vertex, take: {edgeIndex: amount}}; Walking Nim: {edge}. */
    pending: null,
    /** Last move made, shown highlighted: {move, player}. */
    lastMove: null,
    /** What the last Undo, Redo or Restart did to the game in play, {game, text} ("Undone:
     *  You: …; Computer: …", "Undone: the game is back (2 moves played)"): said by the status
     *  line in place of the newest move while that game (the object restored) is the one
     *  shown, so an Undo is never heard as a move just played. */
    stepped: null,

    /** Hint for the current position: {key, result} (result from the solver). */
    hint: null,
    /** Full analysis (all moves) for the current position: {key, result}. */
    analysis: null,
    /** How the analysis list is shown: only the winning moves, and in which order. Kept
     *  across positions, so a student comparing positions keeps the view they chose. */
    analysisView: { winningOnly: false, sort: 'outcome' },
    /** Solver job in progress: {purpose: 'hint'|'analysis'|'computer', done, total, started}. */
    busy: null,
    /** A hint or analysis cancelled: {purpose, done, total, key} (play/computer.js). */
    stoppedSolve: null,

    /** A sentence for screen readers only, said by the toolbar's polite live region: what
     *  an editor's Undo, Redo or key changed ({text, count}: count tells a repeat apart). */
    announced: null,
    /** Message shown above the board: {kind: 'error'|'info'|'success', text} or null. */
    message: null,
    /** An error about the move being composed ({kind: 'error', text, help}: "choose at least
     *  one token"), shown in the move box: it goes when that move does (cancelled, played, the
     *  game or board changed), when it changes (a number typed, + or −) and at the student's
     *  next press; `help` (what to do, without the error) stays greyed in its place. */
    moveError: null,
    /** While the Graph as text box holds a text in error, what a game started then must say
     *  (its board is the last graph the text described): set by editor/graph-text-card.js. */
    graphTextError: null,
    // The fragment of a link that could not be opened, kept in the address bar (see main.js).
    keptLink: null,
    // A puzzle left by Edit ({key: the board then, title, snapshot}): Play on that board
    // returns to it (play/game.js).
    leftPuzzle: null,
    // The board being edited when a puzzle opened over it ({snapshot, opponent, strength,
    // computerStarts}, page/actions-core.js editedBoardToSetAside): Leave puzzle returns to it
    // (page/leave-puzzle.js). Kept from puzzle to puzzle; another board opened forgets it.
    editedBoardAside: null,
    // How many boards links opened in this tab (the page's own, one typed into the address
    // bar, Back, Forward): the maker's card tells a board opened under its draft from one
    // the teacher made there (puzzle/maker-storage.js).
    boardsOpened: 0,
    // How many boards Presets' Build made in this tab: a draft already in the puzzle set does
    // not follow onto one (puzzle/maker-storage.js).
    boardsBuilt: 0,
    // The position on which the user cancelled the computer's move (it waits there).
    computerPaused: null,
    // Why the computer's move was a guess (too large to solve): {text, after: where its move
    // left the game}, shown while the board is there (play/computer.js guessNote).
    computerNote: null,
    // A vertex was chosen with the keyboard: focus its first box when the panel shows it.
    focusComposer: false,
    // Where keyboard focus goes after the next draw ('board', or a board item's focus key
    // such as 'v3' or 'e0'): set by a key whose effect moves or removes the focused item.
    focusTarget: null,
    // 'hint' or 'analysis' asked for with H or A: its answer is scrolled into view.
    revealResult: null,
    // {what: 'hint' | 'analysis', key}: the answer asked for, said once when it is drawn
    // (hint/hint-card.js); an answer drawn again (Undo back to it) is not said again.
    sayAnswer: null,
    /** Open dialog: 'rules' | 'help' | null. */
    dialog: null,

    /** Embedding flags (from ?embed=1&lock=1 or createPlayground config). */
    embed: false,
    /** Drawn inside another page's own layout (<graph-nim>): that page has its own main and
     *  landmarks, so the playground's parts are plain boxes there (panels.js). */
    inHostPage: false,
    /** Which of its page's copies of the same puzzle this is, as a function (<graph-nim>:
     *  0 for the first), or null: each copy's progress is kept apart (puzzle-progress.js). */
    twinOnPage: null,
    lock: false,
    // Controls a teacher's embed hides (hide=hint,analysis,share,edit): not shown, and their
    // keyboard shortcuts do nothing.
    hide: { hint: false, analysis: false, share: false, edit: false },
    /** The main pointer is a finger (CSS pointer: coarse): instructions say "tap", not "click". */
    touch: false,
    /** Show edge index numbers next to token labels (vertex numbers are always shown). */
    showEdgeNumbers: false,

    /** Whether the engine (wasm) has loaded; until then the board is read-only. */
    engineReady: false,
    /** The crate's size caps ({maxVertices, maxEdges, maxTokens, maxJsonBytes}) once loaded. */
    limits: null,

    /** The puzzle being made (Make a puzzle card): the author's draft, the crate's verdict on
     *  the board for its goal ({key, goal, result}), and the check or generation running. */
    author: {
      goal: 'find',
      title: '',
      text: '',
      reveal: 3,
      verdict: null,
      job: null, // {kind: 'check'|'generate', done, total}
      error: null,
      note: null,
    },
    /** Puzzles collected for a set (Make a puzzle, www/scorm/collect.js): the set's title,
     *  its SCORM version, the puzzles as {link (the puzzle's fragment), title}, and the last
     *  message about it ({text, kind}); `cleared`: the set before the last clear, remove or
     *  update ({title, puzzles, removed?, replaced?}), for Undo, or null. */
    puzzleSet: { title: '', version: '1.2', puzzles: [], cleared: null, message: null, busy: false },
    /** The draft the Make a puzzle card holds, by its id (puzzle/maker-storage.js; null before
     *  the card first shows). Each undo step keeps it, so Undo of a draft brought back (a board
     *  step) brings back the draft before it with its board, and Redo the other. */
    draftId: null,
    /** A draft asked for by its id (Undo or Redo to a step of another draft, Bring back, the
     *  note's Open it): the card brings it in at its next update, setting aside the one it holds. */
    draftWanted: null,
    /** Review of the game ({key, status: 'running'|'done'|'error', entries, error, selected,
     *  shown}); `shown` = {baseKey, index, position, move}: the board shows the position before
     *  move `index` with `move` (a better one) while the game is still at `baseKey`. */
    review: null,

    /** "Why?" certificate (why.js): {key, status: 'busy'|'done'|'error'|'cancelled', position, result?, error?}. */
    why: null,
    /** The Explore view (explore.js, research-actions.js): the two axes, every edge's top
     *  count (`tops[edge]`: its range from 0, for the graph `rangesOf`, kept while the board's
     *  graph stays), the piece (Walking Nim), the map drawn {context, axes, tops, piece, position, grundy,
     *  width, height, values, boxStates}, a running job {kind, done, total}, the last error,
     *  and the conjecture as typed with its last report {formula, where, position, result}. */
    explore: {
      open: false,
      axes: [0, 1],
      tops: [],
      rangesOf: null,
      /** The board (graph and counts) the ranges were set for (research-actions.js rangesBoard). */
      rangesBoard: null,
      /** The ranges ({tops, typed, axes}) of the graphs left, by rangesOf, for a return to one
       *  (research-actions.js setExploreOpen), or null. */
      rangesKept: null,
      piece: 0,
      map: null,
      job: null,
      error: null,
      /** Whose error it is ('map' or 'check') and the box it was met on (exploreKey). */
      errorOf: 'map',
      errorKey: null,
      formula: '',
      where: '',
      check: null,
      /** The link that asked for Explore, until Explore has read it (page/load.js). */
      linked: null,
    },
  };
}

/** The earlier position a game review shows on the board, or null for the game's own. */
export function reviewBoard(state) {
  const shown = state.review?.shown;
  return shown && shown.baseKey === positionKey(state.position) ? shown : null;
}

/** The position on the board: the game's own, or the earlier one a game review shows. The
 *  hint, the analysis and Why? answer for this one, so an answer never describes a position
 *  other than the one in front of the reader. */
export function boardPosition(state) {
  return reviewBoard(state)?.position ?? state.position;
}

/** A stable key for "the same position", used to match hints and analyses to positions. */
export function positionKey(position) {
  return JSON.stringify([
    position.rules,
    position.vertices,
    position.edges,
    position.rules === 'walk' ? position.token : null,
    // SetNim and misère play: other games, other answers.
    position.piles ?? null,
    position.k ?? position.sets ?? null,
    position.play ?? 'normal',
  ]);
}

/** The key of the position on the board (boardPosition): what the hint, the analysis and
 *  Why? check their answers against. */
export function boardKey(state) {
  return positionKey(boardPosition(state));
}

/** Index (0 or 1) of the player to move in the running game. */
export function playerToMove(state) {
  return state.game.moves.length % 2;
}

/** Whether the player to move is the computer. */
export function isComputerTurn(state) {
  if (state.mode !== 'play' || state.opponent !== 'cpu' || state.game.winner !== null) return false;
  return playerToMove(state) === computerIndex(state);
}

/**
 * Which player (0 moves first) the computer is in the current game. A game keeps the sides it
 * started with: "computer moves first" changed mid-game applies to the next game, so it never
 * relabels moves already played or hands the turn over.
 */
export function computerIndex(state) {
  const computerStarts = state.game.computerStarts ?? state.computerStarts;
  return computerStarts ? 0 : 1;
}

/** The opponent the current game's sides are named by: a finished game keeps the one it was
 *  played against (state.game.opponent, kept when the setting changes after its end: play/
 *  game.js setOpponent), as it keeps who moved first; the setting plays from the next game. */
export function gameOpponent(state) {
  return state.game.opponent ?? state.opponent;
}

/** Name of player 0 or 1 as shown to people. */
export function playerName(state, index) {
  if (gameOpponent(state) === 'cpu') return index === computerIndex(state) ? 'Computer' : 'You';
  return index === 0 ? 'Player 1' : 'Player 2';
}

/** Who made move `m` ({player}) as the move list, the review and what is said of a move name
 *  them. A finished game opened from a link (a review shared, state.game.opened) is someone
 *  else's: against the computer its human side is the "Human player", as its end says
 *  (sideName), never "You". A game under way opened from a link is the reader's to play on:
 *  their side is "You" throughout, the moves the link brought too (named "Human player"
 *  beside their own "You", one side read as two). */
export function moverName(state, m) {
  // Named as when it was played (m.by): a game switched to two players mid-game credited the
  // computer's moves to "Player 2".
  const name = m.by ?? playerName(state, m.player);
  return state.game.opened && gameOpponent(state) === 'cpu' && name === 'You' ? 'Human player' : name;
}

/** Player 0 or 1 as the end of a game names them: a finished game opened from a link (a
 *  review someone shared, state.game.opened) is not the reader's, so its sides there are
 *  "The human player" and "The computer", never "You". */
export function sideName(state, index) {
  const name = playerName(state, index);
  if (!state.game.opened || gameOpponent(state) !== 'cpu') return name;
  return name === 'You' ? 'The human player' : 'The computer';
}
