// The Play card: opponent, strength and who starts; Start, Restart and "Let the computer
// move"; the move being composed and the moves so far.

import { h } from '../common/dom.js';
import { STRENGTHS, isComputerTurn, positionKey } from '../common/state.js';
import { createComposer } from './composer.js';
import { createHistory } from './move-list.js';

export function createPlayCard(ctx) {
  const { state, actions } = ctx;
  const opponent = h(
    'select',
    { 'aria-label': 'Opponent', onchange: (e) => actions.setOpponent(e.target.value) },
    h('option', { value: 'cpu', text: 'vs computer' }),
    h('option', { value: 'human', text: 'two players' }),
  );
  const strength = h(
    'select',
    { 'aria-label': 'Computer strength', onchange: (e) => actions.setStrength(e.target.value) },
    ...Object.entries(STRENGTHS).map(([value, s]) => h('option', { value, text: s.label })),
  );
  const computerStarts = h('input', {
    type: 'checkbox',
    onchange: (e) => actions.setComputerStarts(e.target.checked),
  });
  const computerStartsLabel = h('label', { class: 'check' }, computerStarts, ' computer moves first');
  const button = (cls, text, onclick, hidden) =>
    h('button', { type: 'button', class: cls, text, onclick, hidden });
  const startButton = button('btn primary', 'Start game', () => actions.startPlay());
  const restartButton = button('btn', 'Restart', () => actions.restartGame());
  const resumeButton = button('btn', 'Let the computer move', () => actions.resumeComputer(), true);
  const composer = createComposer(ctx);
  const history = createHistory(ctx);
  const element = h(
    'section',
    { class: 'card', 'aria-label': 'Play' },
    h('h2', { text: 'Play' }),
    h('div', { class: 'row play-who' }, opponent, strength),
    computerStartsLabel,
    h('div', { class: 'row' }, startButton, restartButton, resumeButton),
    composer.element,
    h('h3', { text: 'Moves' }),
    history.list,
  );

  function update() {
    opponent.value = state.opponent;
    strength.value = state.strength;
    strength.hidden = state.opponent !== 'cpu';
    computerStarts.checked = state.computerStarts;
    computerStartsLabel.hidden = state.opponent !== 'cpu';
    startButton.hidden = state.mode === 'play';
    restartButton.hidden = state.mode !== 'play' || (state.lock && !state.game.moves.length);
    resumeButton.hidden = !(
      isComputerTurn(state) &&
      state.computerPaused === positionKey(state.position) &&
      !state.busy
    );
    composer.update();
    history.update();
  }
  return { element, update };
}
