// The Rules and Help dialogs' texts, as DOM for dialogs.js: the rules of each game and the
// keyboard, touch and mouse shortcuts. A module of its own, loaded when a dialog first opens,
// so the first view of the page and of a course page's element carries none of it.

import { h } from '../common/dom.js';
import { termsFor } from '../common/terms.js';
import { gameTitle, isMisere, moveRule } from '../common/games.js';
import { pointerVerb, sentence } from '../common/words.js';
import { touchHelp } from './touch-help.js';
import { keyboardHelp } from './keyboard-help.js';
import { wrapTabInDialogs } from './dialog-focus.js';

// Loaded with the texts when a dialog first opens: Tab kept inside an open dialog.
wrapTabInDialogs();

/** The rules dialog's paragraph on misère play (Edge-Nim and the pile games). */
const MISERE_RULES_TEXT =
  'Misère play (the “misère” switch, for every game here): the moves are the same, but whoever takes the last token loses — the player left without a move wins. Misère Nim follows Bouton’s own rule: the player to move loses exactly when some heap has 2 or more tokens and the xor of the heaps is 0, or every heap has at most 1 token and the xor is 1.';

/** Walking Nim's: the game ends when the piece is stranded, often with tokens left, and
 *  Bouton's rule for misère Nim heaps says nothing about it. */
const MISERE_WALK_RULES_TEXT =
  'Misère play (the “misère” switch): the moves are the same, but whoever makes the last move loses — the player whose piece cannot move wins. In Walking Nim the game can end with tokens left on edges the piece cannot reach; the solver finds who wins position by position.';

/** The rules dialog's paragraph on misère play for the rule set on the board. */
function misereRulesText(position) {
  return position?.rules === 'walk' ? MISERE_WALK_RULES_TEXT : MISERE_RULES_TEXT;
}

const RULES_TEXT = {
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

/** The Rules dialog's text for a SetNim game. */
function setRulesText(position) {
  return {
    title: gameTitle(position),
    paragraphs: [
      'Tokens lie in piles, drawn as the edges of the board. Players alternate.',
      `A move: choose one allowed set of piles, then remove at least one token in total from one or more of its piles — any amounts from each. Here ${moveRule(position)}.`,
      'Whoever cannot move (every pile of every set is empty) loses.',
      'Circular Nim CN(n, 2) is Edge-Nim on the cycle Cₙ; CN(n, 1) and Moore’s Nim₁ are Nim.',
    ],
    source:
      'Dufour & Heubach, Circular Nim games (2013); Kadam, Dufour & Heubach, SetNim; Moore, A generalization of the game called Nim (1910).',
  };
}
/** The help's shortcuts, each [keys, what they do, what it needs]; `Click` is "Tap" on a touch
 *  screen. What a shortcut needs is one of the parts a teacher's embed may take away (see
 *  `presentParts`), or null when it works wherever the board is: Help lists only what the
 *  player has (a locked puzzle has no editing keys, a hidden hint no H). */
const shortcuts = (Click) => [
  [`${Click} empty space`, 'add a vertex (Draw tool)', 'edit'],
  ['Drag vertex → vertex', 'add an edge (again for a parallel edge)', 'edit'],
  ['Drag vertex → empty space', 'add a new vertex joined to it', 'edit'],
  ['Add loop (vertex selected), or L on the board', 'add a loop', 'edit'],
  ['Shift+drag, or Move tool', 'move a vertex (on the board, the arrow keys move the selected one)', 'edit'],
  [
    `${Click} an edge, type digits`,
    'set its token count; Backspace takes back the last digit typed, as in a text field',
    'edit',
  ],
  ['Scroll on an edge, or + / − on the board', 'change its token count by 1', 'edit'],
  [
    'Delete / Backspace on the board',
    'delete the selected vertex or edge (Backspace only when no digits were just typed for its count; from the keyboard: said, and focus goes to the board with nothing selected)',
    'edit',
  ],
  ['D / M on the board', 'the Draw / Move tool (in the editor)', 'edit'],
  ['Edit / Play (over the board)', 'switch between editing and playing: Tab to them, then Enter', 'modes'],
  ['P on the board', 'put the piece on the selected vertex (Walking Nim)', 'edit'],
  ['Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y', 'undo / redo, with the focus anywhere but in a text field', 'undo'],
  [
    'N on the board',
    'add a vertex joined to the selected one; the new vertex is then selected and focused, so N, N, N draws a path. With nothing selected (Escape first; Tab alone selects nothing) N adds a lone vertex and says it is not joined',
    'edit',
  ],
  ['J on the board, then Enter on another vertex', 'join the selected vertex to it with an edge', 'edit'],
  [
    'Where the editing keys work',
    'N, J, L, P, D, M, Delete, Backspace, digits, + / − and the arrow keys edit only with the focus on the board (the board itself, a vertex or an edge), and Escape there drops the selection; on any other control a key does what that control does',
    'edit',
  ],
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
    `what a ${Click.toLowerCase()} does. In play: an Edge-Nim vertex opens its move; an Edge-Nim edge or a pile takes one more token, and Enter on one whose tokens are all chosen confirms the move (Space stays at the most); a Walking Nim edge, or a vertex next to the piece, offers the edge’s new weights; the piece’s own vertex moves focus to the first edge it can move along`,
    null,
  ],
  [
    'H',
    'hint, with the focus anywhere but in a text field or a drop-down list (where a letter picks an option). The answer is scrolled into view; if the focused control would leave the window, focus goes to Hint, above the answer',
    'hint',
  ],
  [
    'A',
    'analysis, with the focus anywhere but in a text field or a drop-down list; as for H, focus goes to Analyze all moves if it would leave the window',
    'analysis',
  ],
  // Enter on an edge or a pile takes one more token (above): it confirms only on the board
  // itself, and Ctrl+Enter from anywhere on it, as the first token taken says.
  [
    'Enter in a move box or on the board itself; Ctrl+Enter anywhere on the board',
    'confirm the move being composed',
    null,
  ],
  ['Tab / ↑ / ↓ in a move box', 'the next amount / one more / one less (− and + are for the mouse)', null],
  ['Escape (on the board or in a move box)', 'cancel the move being composed', null],
  [
    'Enter on the board after a wrong puzzle try',
    'take the try back (as Try again), and nothing else: the next key starts a new move',
    null,
  ],
  ['Escape in Explore', 'close it; focus goes back to the Explore button', 'page'],
  ['?', 'this help, with the focus anywhere but in a text field', null],
];

/**
 * Which of the parts a shortcut may need the player has, from the embedding flags: `edit`
 * the editor (not locked, not hide=edit), `modes` the Edit/Play switch (also not in an embed,
 * which does not show it), `noEdit` the board without its editor (a locked one), `undo` Undo (a puzzle has Try again and Reset instead), `hint` and
 * `analysis` (not hidden; an embed has no analysis), `page` the page's header (Skip to the
 * board, Explore: not in an embed). Mirrors what input.js and the embed's styles allow.
 */
function presentParts(state) {
  const edit = !state.lock && !state.hide.edit;
  return {
    edit,
    noEdit: !edit,
    modes: edit && !state.embed,
    undo: !state.puzzle,
    puzzle: !!state.puzzle,
    hint: !state.hide.hint,
    analysis: !state.embed && !state.hide.analysis,
    page: !state.embed,
  };
}

/** The Rules dialog's content for the game on the board. */
export function rulesContent(state) {
  const text = RULES_TEXT[state.position.rules] ?? setRulesText(state.position);
  return [
    h('h3', { text: text.title }),
    ...text.paragraphs.map((p) => h('p', { text: p })),
    h('p', {
      class: isMisere(state.position) ? 'misere-note' : 'muted',
      text: misereRulesText(state.position),
    }),
    h('h3', { text: 'What the hint shows' }),
    h(
      'dl',
      { class: 'terms' },
      ...termsFor(state.position.rules).flatMap(([term, meaning]) => [
        h('dt', { text: term }),
        h('dd', { text: meaning }),
      ]),
    ),
    h('p', { class: 'muted small', text: `Sources: ${text.source}` }),
  ];
}

/** Help's content: the touch or mouse steps, the keyboard's, and the shortcuts' terms and
 *  meanings, of what the player has. */
export function helpContent(state) {
  const parts = presentParts(state);
  return {
    // The steps of a move: with touch (or a mouse), then with the keyboard.
    steps: [touchHelp(!!state.touch, parts), keyboardHelp(parts)],
    // The shortcuts' heading names a region of their own (dialogs.js), not the steps' region.
    keysTitle: parts.edit ? 'Editing the board, and keyboard shortcuts' : 'Keyboard shortcuts',
    keys: shortcuts(sentence(pointerVerb(state)))
      .filter(([, , needs]) => !needs || parts[needs])
      .flatMap(([k, d]) => [h('dt', { text: k }), h('dd', { text: d })]),
  };
}
