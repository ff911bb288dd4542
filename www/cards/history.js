// The list of moves played, following the newest move, and the live region that reads each
// new move aloud (the list itself is not a live region, so redrawing it does not read out
// the whole game).

import { h } from '../dom.js';
import { playerName } from '../state.js';
import { reviewMark, reviewStamp } from './review.js';

export function createHistory(ctx) {
  const { state } = ctx;
  const list = h('ol', { class: 'history', 'aria-label': 'Moves so far' });
  const announcer = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  let lastKey = '';

  function update() {
    const key = JSON.stringify([
      state.game.moves.length,
      state.game.winner,
      state.opponent,
      state.computerStarts,
      state.mode,
      reviewStamp(state),
    ]);
    if (key === lastKey) return;
    lastKey = key;
    list.replaceChildren(
      ...state.game.moves.map((m, i) =>
        h(
          'li',
          { class: `p${m.player}` },
          h('strong', { text: `${playerName(state, m.player)}: ` }),
          h('span', { text: m.text }),
          reviewMark(ctx, i),
        ),
      ),
    );
    if (!state.game.moves.length)
      list.append(
        h('li', {
          class: 'muted empty',
          text: state.mode === 'play' ? 'No moves yet.' : 'Press Play to start a game.',
        }),
      );
    // Follow the newest move: the list scrolls inside itself, the page does not move.
    list.scrollTop = list.scrollHeight;
    const newest = state.game.moves.at(-1);
    const said = newest ? `${playerName(state, newest.player)}: ${newest.text}` : '';
    if (announcer.textContent !== said) announcer.textContent = said;
  }
  return { list, announcer, update };
}
