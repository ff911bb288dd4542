// The page's fixed texts: the rules of each game, what the hint's terms mean and the
// keyboard and mouse shortcuts. Data only, shared by the hint card and the dialogs.

export const RULES_TEXT = {
  edge: {
    title: 'Edge-Nim',
    paragraphs: [
      'Tokens sit on the edges of a graph (loops and parallel edges allowed). Players alternate.',
      'A move: choose one vertex, then remove at least one token in total from one or more of the edges that touch it — any amounts from each.',
      'Whoever cannot move (every edge is empty) loses.',
      'Classical Nim is the special case of separate single edges: each edge is a heap. On a triangle C₃ the player to move loses exactly when all three counts are equal; on a square C₄ exactly when opposite edges are equal.',
    ],
    source:
      'Graph Nim (Edge-Nim on multigraphs); Dufour, Flesch & Heubach, Edge-Nim on a Tetrahedron; Bouton’s theorem for Nim.',
  },
  walk: {
    title: 'Walking Nim',
    paragraphs: [
      'A single piece stands on a vertex; each edge has a weight (its token count). Players alternate.',
      'A move: move the piece along an edge that touches its vertex and has positive weight, lowering that weight by at least 1 (to any smaller value). The piece ends at the other end of the edge; a loop keeps it in place.',
      'Whoever cannot move (every edge at the piece is at 0) loses.',
    ],
    source:
      'Fukuyama’s game as studied by Erickson (The Game of Nim on Graphs, 2011) and Clark (Nim on Graphs, 2012).',
  },
};

/** What the hint's numbers mean, in plain words: shown under the hint and in Rules. */
export const TERMS = [
  [
    'Grundy value',
    'A number that sums up the position: 0 means the player to move loses against perfect play, anything else means they can win. Positions on separate parts of the graph combine by the xor of their Grundy values, as in Nim.',
  ],
  [
    'Moves left',
    'How many more moves the game lasts when both play perfectly: the winner wins as fast as possible, the loser holds out as long as possible (also called remoteness).',
  ],
  [
    'Method',
    'How the answer was found: by a theorem (a proved rule for this shape of graph, instant at any size, whose condition is worked out on the counts), by an exact table of every position below this one, or by splitting the graph into independent parts whose Grundy values combine by xor. A theorem often says only who wins: the Grundy value shown beside it then comes from a table.',
  ],
];

/** How the solver found its answer, in plain words, from its `method` (a short name such as
 *  "theorem:c4", "table", "decomposition"; "theorem:c4+table" when the theorem said who wins
 *  and a table built beside it gave the Grundy value). */
export function methodWords(method) {
  const name = String(method ?? '');
  const table = 'an exact table of every position below this one';
  if (name.startsWith('theorem:') && name.endsWith('+table'))
    return `who wins: by a theorem (worked out below); the Grundy value: by ${table}`;
  if (name.startsWith('theorem:')) return 'by a theorem (worked out below)';
  if (name === 'table') return `by ${table}`;
  if (name === 'table:misere') return `by ${table}, of who wins in misère play`;
  if (name === 'decomposition')
    return 'by splitting the graph into independent parts, each solved on its own, their Grundy values combined by xor';
  if (name === 'terminal') return 'no move is left';
  return name;
}

/** The help's shortcuts, each [keys, what they do, what it needs]; `Click` is "Tap" on a touch
 *  screen. What a shortcut needs is one of the parts a teacher's embed may take away (see
 *  `presentParts`), or null when it works wherever the board is: Help lists only what the
 *  player has (a locked puzzle has no editing keys, a hidden hint no H). */
export const shortcuts = (Click) => [
  [`${Click} empty space`, 'add a vertex (Draw tool)', 'edit'],
  ['Drag vertex → vertex', 'add an edge (again for a parallel edge)', 'edit'],
  ['Drag vertex → empty space', 'add a new vertex joined to it', 'edit'],
  ['Add loop (vertex selected) / L', 'add a loop', 'edit'],
  ['Shift+drag, or Move tool', 'move a vertex (arrow keys move the selected one)', 'edit'],
  [`${Click} an edge, type digits`, 'set its token count', 'edit'],
  ['Scroll on an edge / + / −', 'change its token count by 1', 'edit'],
  [
    'Delete / Backspace',
    'delete the selected vertex or edge (from the keyboard: said, and focus goes to the board with nothing selected)',
    'edit',
  ],
  ['D / M', 'the Draw / Move tool (in the editor)', 'edit'],
  ['Edit / Play (over the board)', 'switch between editing and playing: Tab to them, then Enter', 'modes'],
  ['P', 'put the piece on the selected vertex (Walking Nim)', 'edit'],
  ['Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y', 'undo / redo', 'undo'],
  [
    'N',
    'add a vertex joined to the selected one; the new vertex is then selected and focused, so N, N, N draws a path. With nothing selected (Escape first) N adds a lone vertex',
    'edit',
  ],
  ['J, then Enter on another vertex', 'join the selected vertex to it with an edge', 'edit'],
  ['Skip to the board', 'the first Tab stop: focus straight to the board', 'page'],
  [
    'Tab / Shift+Tab',
    'move between vertices and edges without selecting them: in the editor Enter or Space selects the focused one, and Delete, digits, + / −, arrows, L, J and P act on the focused one; in play, empty edges are skipped',
    'edit',
  ],
  ['Tab / Shift+Tab', 'move between vertices and edges (empty edges are skipped)', 'noEdit'],
  ['Arrow keys (in play)', 'move focus to the next or previous vertex or edge on the board', null],
  [
    'Enter or Space on a vertex or edge',
    `what a ${Click.toLowerCase()} does. In play: an Edge-Nim vertex opens its move; an Edge-Nim edge takes one more token, and Enter on an edge whose tokens are all chosen confirms the move (Space stays at the most); a Walking Nim edge, or a vertex next to the piece, offers the edge’s new weights; the piece’s own vertex moves focus to the first edge it can move along`,
    null,
  ],
  ['H', 'hint (the answer is scrolled into view)', 'hint'],
  ['A', 'analysis (the answer is scrolled into view)', 'analysis'],
  ['Enter in a move box, or on the board', 'confirm the move being composed', null],
  ['Escape (on the board or in a move box)', 'cancel the move being composed', null],
  [
    'Enter on the board after a wrong puzzle try',
    'take the try back (as Try again), and nothing else: the next key starts a new move',
    null,
  ],
  ['Escape in Explore', 'close it; focus goes back to the Explore button', 'page'],
  ['?', 'this help', null],
];

/**
 * Which of the parts a shortcut may need the player has, from the embedding flags: `edit`
 * the editor (not locked, not hide=edit), `modes` the Edit/Play switch (also not in an embed,
 * which does not show it), `noEdit` the board without its editor (a locked one), `undo` Undo (a puzzle has Try again and Reset instead), `hint` and
 * `analysis` (not hidden; an embed has no analysis), `page` the page's header (Skip to the
 * board, Explore: not in an embed). Mirrors what input.js and the embed's styles allow.
 */
export function presentParts(state) {
  const edit = !state.lock && !state.hide.edit;
  return {
    edit,
    noEdit: !edit,
    modes: edit && !state.embed,
    undo: !state.puzzle,
    hint: !state.hide.hint,
    analysis: !state.embed && !state.hide.analysis,
    page: !state.embed,
  };
}
