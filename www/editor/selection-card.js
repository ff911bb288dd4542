// The Selection card: what is selected on the board and what can be done to it — an edge's
// token count (Walking Nim's weight; typed, or − / +) and Delete; a vertex's loop, piece and Delete — plus the
// "show edge numbers" switch. Each form is built when the selection changes to another kind
// and then patched in place, so a count being typed is never replaced under the user.

import { h } from '../common/dom.js';
import { edgeCalled, keysNote, pointerVerb, sentence } from '../common/words.js';
import { graphOf, isSetGame } from '../common/games.js';

/** The edge form's names: Walking Nim's edges have a weight, the others' tokens. */
function setLabels(input, less, more, walk) {
  const [box, down, up] = walk
    ? ['Weight of the selected edge', 'weight one less', 'weight one more']
    : ['Tokens on the selected edge', 'one token less', 'one token more'];
  if (input.getAttribute('aria-label') === box) return;
  input.setAttribute('aria-label', box);
  less.setAttribute('aria-label', down);
  more.setAttribute('aria-label', up);
}

export function createSelectionCard({ state, actions }) {
  const body = h('div', { class: 'inspector' });
  const edgeNumbers = h('input', { type: 'checkbox', onchange: () => actions.toggleEdgeNumbers() });
  const element = h(
    'section',
    { class: 'card', 'aria-label': 'Selection' },
    h('h2', { text: 'Selection' }),
    body,
    h('label', { class: 'check' }, edgeNumbers, ' show edge numbers'),
  );

  // Which form is in `body` ('none', 'edge' or 'vertex'), and its parts.
  let shownKind = null;
  const chip = (text, label, onclick) =>
    h('button', { type: 'button', class: 'btn chip', text, 'aria-label': label, onclick });
  const selected = () => state.selection?.index;

  const emptyText = h('p', { class: 'muted' });

  let typing = false; // digits typed in the count box, not yet committed
  const edgeTitle = h('strong');
  const tokens = h('input', {
    type: 'number',
    min: 0,
    class: 'tokens-input',
    'aria-label': 'Tokens on the selected edge',
    // Typed digits stay as typed until committed (Enter, Tab, a click elsewhere); then the
    // box shows the count actually set (clamped to the cap, say).
    oninput: () => (typing = true),
    onchange: (e) => {
      typing = false;
      actions.setTokens(selected(), e.target.value);
    },
  });
  const less = chip('−', 'one token less', () => actions.adjustTokens(selected(), -1));
  const more = chip('+', 'one token more', () => actions.adjustTokens(selected(), 1));
  const edgeForm = [h('p', {}, edgeTitle), h('div', { class: 'row' }, less, tokens, more)];
  const deleteEdge = h('button', {
    type: 'button',
    class: 'btn danger-ghost',
    text: 'Delete edge',
    onclick: () => actions.deleteSelection({ fromPanel: true }),
  });
  edgeForm[1].append(deleteEdge);
  const deleteVertex = h('button', {
    type: 'button',
    class: 'btn danger-ghost',
    onclick: () => actions.deleteSelection({ fromPanel: true }),
  });

  const vertexTitle = h('strong');
  const piece = h('button', { type: 'button', class: 'btn', onclick: () => actions.placePiece(selected()) });
  const vertexForm = [
    h('p', {}, vertexTitle),
    h(
      'div',
      { class: 'row wrap' },
      piece,
      h('button', {
        type: 'button',
        class: 'btn',
        text: 'Add loop',
        onclick: () => actions.addLoop(selected()),
      }),
      deleteVertex,
    ),
  ];

  // An item tapped on the board (board/input.js): its controls come into view when they are
  // off the screen, as the move sheet does in play, the board kept on screen above them
  // where the screen is tall enough.
  let listening = false;
  function revealOnTap() {
    const root = element.closest('.gnp');
    if (listening || !root) return;
    listening = true;
    root.addEventListener('gnp-tapped', () =>
      requestAnimationFrame(() => {
        const controls = body.lastElementChild;
        if (element.hidden || !controls) return;
        const box = controls.getBoundingClientRect();
        const below = box.bottom + 8 - window.innerHeight;
        if (below > 0) window.scrollBy({ top: below });
      }),
    );
  }

  function show(kind, children) {
    if (shownKind === kind) return;
    shownKind = kind;
    body.replaceChildren(...children);
  }

  function update() {
    revealOnTap();
    const walk = state.position.rules === 'walk';
    element.hidden = state.mode !== 'edit' || state.lock;
    edgeNumbers.checked = state.showEdgeNumbers;
    const sel = state.selection;
    // Walking Nim calls an edge's count its weight, as its legend, rules and status line do.
    const amount = walk ? 'weight' : 'tokens';
    if (!sel) {
      const Verb = sentence(pointerVerb(state));
      const setGame = isSetGame(state.position);
      const text = setGame
        ? `${Verb} a pile (an edge) to set its tokens; the board follows the game, so vertices and edges are not drawn by hand here.`
        : `${Verb} empty space to add a vertex; drag from one vertex to another to add an edge. ${Verb} an edge to set its ${amount}.`;
      // The keyboard's ways too (Help's editor keys): the pointer's alone left a keyboard
      // user with no way in. Read by a screen reader always, shown once the keys are used.
      const keys = setGame
        ? 'Tab to a pile, then type its tokens (Backspace takes back a digit), or + / −.'
        : `on the board, N adds a vertex (joined to the selected one), J then Enter on another vertex adds an edge, L a loop; Tab to an edge, then type its ${amount} (Backspace takes back a digit), or + / −.`;
      if (emptyText.dataset.text !== text + keys) {
        emptyText.dataset.text = text + keys;
        emptyText.replaceChildren(text, keysNote(state, keys) ?? '');
      }
      show('none', [emptyText]);
      return;
    }
    if (sel.kind === 'edge') {
      setLabels(tokens, less, more, walk);
      // A pile game's piles are the edges of the board it draws (games.js).
      const pileGame = isSetGame(state.position);
      const t = graphOf(state.position).edges[sel.index][2];
      if (shownKind !== 'edge' || edgeTitle.dataset.index !== String(sel.index)) typing = false;
      show('edge', edgeForm);
      edgeTitle.dataset.index = String(sel.index);
      // Named by its ends, as the board names it ("Edge 0–1", "The loop at vertex 2", "0–1 (edge
      // 3)" for one of parallel edges): "Edge 0 — 0–1" read as vertex 0.
      edgeTitle.textContent = pileGame
        ? `Pile ${sel.index}`
        : sentence(edgeCalled(state.position, sel.index));
      deleteEdge.hidden = pileGame;
      // Named by what it deletes, so a screen reader says which edge before it goes.
      const [u, v] = graphOf(state.position).edges[sel.index];
      deleteEdge.setAttribute(
        'aria-label',
        u === v ? `Delete edge, the loop at vertex ${u}` : `Delete edge ${u}–${v}`,
      );
      if (!typing && tokens.value !== String(t)) tokens.value = String(t);
      return;
    }
    show('vertex', vertexForm);
    vertexTitle.textContent = `Vertex ${sel.index}`;
    deleteVertex.textContent = `Delete vertex ${sel.index}`;
    piece.hidden = !walk;
    piece.disabled = state.position.token === sel.index;
    piece.textContent = state.position.token === sel.index ? 'Has the piece' : 'Put piece here';
  }
  return { element, update };
}
