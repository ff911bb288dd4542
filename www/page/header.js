// The page header: title, the rules switch (Edge-Nim / Walking Nim), Puzzles (the page's own),
// Explore, Rules and Help.

import { h } from '../common/dom.js';
import { setPressed } from '../common/pressed.js';
import { createMisereToggle } from './misere-toggle.js';

export function createHeader({ state, actions, openDialog, explore, focusBoard }) {
  const seg = (text, rules) =>
    h('button', { type: 'button', class: 'seg', text, onclick: () => actions.setRules(rules) });
  const rulesEdge = seg('Edge-Nim', 'edge');
  const rulesWalk = seg('Walking Nim', 'walk');
  const misereToggle = createMisereToggle({ actions });
  // The first Tab stop: straight to the board, past the header's controls (shown only when
  // focused, as skip links are).
  const skip = h('button', {
    type: 'button',
    class: 'btn skip-link',
    text: 'Skip to the board',
    onclick: () => {
      focusBoard();
      element.closest('.gnp')?.querySelector('svg.board')?.scrollIntoView({ block: 'nearest' });
    },
  });
  const element = h(
    'header',
    { class: 'gnp-header' },
    skip,
    h(
      'div',
      { class: 'gnp-brand' },
      h('span', { class: 'gnp-logo', 'aria-hidden': 'true' }),
      h(
        'div',
        {},
        h('h1', { text: 'Graph Nim Playground' }),
        h('p', { class: 'gnp-tagline', text: 'Play, study and teach Nim on graphs' }),
      ),
    ),
    h(
      'div',
      { class: 'gnp-header-tools' },
      h('div', { class: 'segmented', role: 'group', 'aria-label': 'Game rules' }, rulesEdge, rulesWalk),
      misereToggle.element,
      h('button', {
        type: 'button',
        class: 'btn ghost puzzles-open',
        text: 'Puzzles',
        onclick: () => openDialog('puzzles'),
      }),
      explore.button,
      h('button', { type: 'button', class: 'btn ghost', text: 'Rules', onclick: () => openDialog('rules') }),
      h('button', {
        type: 'button',
        class: 'btn ghost',
        text: 'Help',
        'aria-label': 'Help and keyboard shortcuts',
        onclick: () => openDialog('help'),
      }),
    ),
  );

  function update() {
    setPressed(rulesEdge, state.position.rules === 'edge');
    setPressed(rulesWalk, state.position.rules === 'walk');
    rulesEdge.disabled = rulesWalk.disabled = state.lock;
    misereToggle.update(state);
  }
  return { element, update };
}
