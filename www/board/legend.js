// The board's legend, one line under the board: a dark disc is a vertex (its number names
// it), a square on an edge is that edge's tokens. Both carry a number, and drawn alike a
// newcomer could not tell which number to count; the legend draws each as the board does.
// Pile games have their own caption (piles/board-caption.js), and a frame has no room for it.

import { h } from '../common/dom.js';
import { isSetGame } from '../common/games.js';

export function createBoardLegend({ state }) {
  const element = h(
    'p',
    { class: 'board-legend' },
    h('span', { class: 'legend-vertex', 'aria-hidden': 'true', text: '0' }),
    ' vertex ',
    h('span', { class: 'legend-count', 'aria-hidden': 'true', text: '3' }),
    ' tokens on an edge',
  );

  function update() {
    element.hidden = !!state.embed || isSetGame(state.position) || state.position.edges.length === 0;
  }
  return { element, update };
}
