// The board's legend, one line under the board: a dark disc is a vertex (its number names
// it), a square on an edge is that edge's tokens (Walking Nim's weight), and in Walking Nim a
// disc in the piece's colour is the piece. Vertices and counts both carry a number, and drawn alike a newcomer
// could not tell which number to count; the legend draws each as the board does.
// Pile games have their own caption (piles/board-caption.js), and a frame has no room for it.

import { h } from '../common/dom.js';
import { isSetGame } from '../common/games.js';
import { hasTwin } from '../common/words.js';

export function createBoardLegend({ state }) {
  // A list, one item a mark: as one paragraph a screen reader read it as a run-on phrase
  // ("vertex tokens on an edge"); the drawn marks are pictures of the board's, not words.
  const mark = (className, text) => h('span', { class: className, 'aria-hidden': 'true', text });
  // Walking Nim's piece: the vertex it stands on is drawn in its colour (board/render.js).
  const piece = h('li', { class: 'legend-piece-item' }, mark('legend-vertex legend-piece', '0'), 'the piece');
  // An edge's number, drawn beside parallel edges (the page names them "0–1 (edge 0)") and
  // with "show edge numbers": the board's "e0" said nowhere what it was.
  const number = h('li', {}, mark('legend-edge-id', 'e0'), 'edge 0 (its number)');
  // Walking Nim's rules call an edge's count its weight (and its moves say "new weight").
  const count = h('span');
  const element = h(
    'ul',
    { class: 'board-legend', 'aria-label': 'Legend' },
    h('li', {}, mark('legend-vertex', '0'), 'vertex'),
    h('li', {}, mark('legend-count', '3'), count),
    piece,
    number,
  );
  let numbersFor = null;

  function update() {
    element.hidden = !!state.embed || isSetGame(state.position) || state.position.edges.length === 0;
    const walk = state.position.rules === 'walk';
    piece.hidden = !walk;
    // Worked out again only for another graph (every edge against every other).
    const edges = state.position.edges ?? []; // a pile game has piles instead
    const key = `${state.showEdgeNumbers} ${edges.map(([u, v]) => `${u}-${v}`).join(',')}`;
    if (key !== numbersFor) {
      numbersFor = key;
      number.hidden = !state.showEdgeNumbers && !edges.some((_, e) => hasTwin(state.position, e));
    }
    count.textContent = walk ? 'weight of an edge' : 'tokens on an edge';
  }
  return { element, update };
}
