// A pile game's caption (which game, what a move may do) as page text above the board, for
// phones: drawn inside the board it shrinks with the board to a few pixels. The board keeps
// its own caption for wide screens and for the exported pictures (style.css picks one).

import { h, setText } from '../common/dom.js';
import { gameTitle, isMisere, isSetGame, moveRule, setChoiceWords } from '../common/games.js';

export function createBoardCaption({ state }) {
  const title = h('strong');
  const rule = h('span');
  // The board's own caption is hidden from screen readers too: this one is read in its place.
  const element = h('p', { class: 'board-caption', hidden: true }, title, ' — ', rule);

  function update() {
    const setGame = isSetGame(state.position);
    element.hidden = !setGame;
    if (!setGame) return;
    setText(title, `${gameTitle(state.position)}${isMisere(state.position) ? ' · misère' : ''}`);
    // While a move is composed: the set it may take from, as the board's own caption says it.
    const pending = state.mode === 'play' ? state.pending : null;
    setText(rule, pending?.piles ? setChoiceWords(state.position, pending) : moveRule(state.position));
  }
  return { element, update };
}
