// The board's legend, one line under the board: a dark disc is a vertex (its number names
// it), a square on an edge is that edge's tokens (Walking Nim's weight), and in Walking Nim a
// disc in the piece's colour is the piece. Vertices and counts both carry a number, and drawn alike a newcomer
// could not tell which number to count; the legend draws each as the board does.
// Pile games have their own caption (piles/board-caption.js), and a frame has no room for it.

import { h } from '../common/dom.js';
import { isSetGame } from '../common/games.js';

export function createBoardLegend({ state }) {
  // Walking Nim's piece: the vertex it stands on is drawn in its colour (board/render.js).
  const piece = h(
    'span',
    { class: 'legend-piece-item' },
    h('span', { class: 'legend-vertex legend-piece', 'aria-hidden': 'true', text: '0' }),
    ' the piece',
  );
  // Walking Nim's rules call an edge's count its weight (and its moves say "new weight").
  const count = h('span');
  const element = h(
    'p',
    { class: 'board-legend' },
    h('span', { class: 'legend-vertex', 'aria-hidden': 'true', text: '0' }),
    ' vertex ',
    h('span', { class: 'legend-count', 'aria-hidden': 'true', text: '3' }),
    count,
    piece,
  );

  function update() {
    element.hidden = !!state.embed || isSetGame(state.position) || state.position.edges.length === 0;
    const walk = state.position.rules === 'walk';
    piece.hidden = !walk;
    count.textContent = walk ? ' weight of an edge' : ' tokens on an edge';
  }
  return { element, update };
}
