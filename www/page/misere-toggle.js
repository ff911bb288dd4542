// The header's misère switch (a page of its own's only: page/page-parts.js).

import { h } from '../common/dom.js';
import { isMisere } from '../common/games.js';
import { misereRule } from '../common/misere.js';

/** The switch's tooltip. */
const MISERE_RULE = 'Misère play: whoever takes the last token loses.';

/** ctx: {actions}. Returns {element, update(state)}: a checkbox "misère" in the header. */
export function createMisereToggle({ actions }) {
  const box = h('input', {
    type: 'checkbox',
    onchange: (e) => actions.setPlayRule(e.target.checked ? 'misere' : 'normal'),
  });
  const note = h('span', { class: 'muted small', text: '(last token loses)' });
  const element = h(
    'label',
    { class: 'check misere-toggle', title: MISERE_RULE },
    box,
    h('span', { text: 'Misère' }),
    note,
  );
  function update(state) {
    // In Walking Nim the game can end with tokens left: what loses is the last move.
    const walk = state.position.rules === 'walk';
    const said = walk ? '(last move loses)' : '(last token loses)';
    if (note.textContent !== said) note.textContent = said;
    element.title = misereRule(state.position);
    const on = isMisere(state.position);
    if (box.checked !== on) box.checked = on;
    box.disabled = state.lock;
  }
  return { element, update };
}
