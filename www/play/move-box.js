// The boxes of a graph game's move once it is chosen (composer.js draws them here): the new
// weights of Walking Nim's edge, or one "take" box per edge at Edge-Nim's vertex, with
// Confirm and Cancel. A chunk of its own: the first view shows only the move's instructions,
// and this comes once it has settled, or at the first vertex or edge chosen. The boxes are
// built once per vertex (and its edges' counts) and then patched in place: rebuilding them on
// every typed amount destroyed the box being clicked or tabbed into, and a typed amount was
// lost.

import { focusInView, h } from '../common/dom.js';
import { edgeName } from '../common/words.js';
import { confirmRow, refuseIfWrong, takeRow } from './take-row.js';

/** `element`: the composer's box; `fill(title, after, ...children)`: fills it (composer.js). */
export function createMoveBox({ state, actions, element, fill }) {
  let shape = null;
  let takeRows = new Map();

  function showWalkChoices(edge) {
    shape = null;
    const [, , weight] = state.position.edges[edge];
    const { token } = state.position;
    // The edge named as the board writes it: with two edges open, a weight said alone
    // ("new weight 2") did not say which edge it was for.
    const along = edgeName(state.position, edge);
    const called = /^loop|\(edge/.test(along) ? along : `edge ${along}`;
    const choices = [];
    if (weight <= 12) {
      for (let w = weight - 1; w >= 0; w--)
        choices.push(
          h('button', {
            type: 'button',
            class: 'btn chip',
            text: String(w),
            'aria-label': `${called}: new weight ${w}`,
            onclick: () => actions.walkTo(edge, w),
          }),
        );
    } else {
      const input = h('input', {
        type: 'number',
        min: 0,
        max: weight - 1,
        value: weight - 1,
        'aria-label': `${called}: new weight`,
        // Enter in the box moves, as Enter in an Edge-Nim take box confirms.
        onkeydown: (ev) => {
          if (ev.key !== 'Enter') return;
          ev.preventDefault();
          actions.walkTo(edge, input.value);
        },
      });
      choices.push(
        input,
        h('button', {
          type: 'button',
          class: 'btn primary',
          text: 'Move',
          onclick: () => actions.walkTo(edge, input.value),
        }),
      );
    }
    // A digit typed on the weights goes to that weight (weight-keys.js, loaded then).
    const chooseTyped = (ev) =>
      /^\d$/.test(ev.key) &&
      import('./weight-keys.js').then((m) =>
        m.chooseWeight(ev, { choices, called, weight, say: actions.say }),
      );
    fill(
      `Move from vertex ${token}`,
      ` — along ${along} (weight ${weight}). New weight:`,
      h('div', { class: 'row wrap', onkeydown: chooseTyped }, ...choices),
      h('button', {
        type: 'button',
        class: 'btn ghost',
        text: 'Cancel',
        // From the keys (a click with no pointer's count), as Escape: said, focus back
        // where the move began (it fell to the whole board, unsaid).
        onclick: (event) => actions.cancelPending({ said: !event.detail, refocus: !event.detail }),
      }),
    );
    if (state.focusComposer) {
      state.focusComposer = false;
      focusInView(choices[0], element);
    }
  }

  function buildTakeBoxes(atVertex, vertex) {
    takeRows = new Map();
    const current = (e) => state.pending?.take?.[e] ?? 0;
    const rows = atVertex.map(([e, t]) => {
      const shown = takeRow(actions, {
        index: e,
        name: edgeName(state.position, e),
        count: t,
        current: () => current(e),
      });
      takeRows.set(e, shown);
      const { row } = shown;
      return row;
    });
    fill(
      `Move at vertex ${vertex}`,
      ' — take from:',
      h('ul', { class: 'take-list' }, ...rows),
      confirmRow(actions),
    );
  }

  /** Edge-Nim's move at `p.vertex`: its boxes, built when the vertex or its edges' counts
   *  change, patched otherwise. */
  function showTakeBoxes(p) {
    const atVertex = [];
    state.position.edges.forEach(([u, v, t], e) => {
      if (u === p.vertex || v === p.vertex) atVertex.push([e, t]); // legality is the engine's
    });
    const nextShape = JSON.stringify([p.vertex, atVertex]);
    if (nextShape !== shape) {
      shape = nextShape;
      buildTakeBoxes(atVertex, p.vertex);
    }
    if (state.focusComposer) {
      state.focusComposer = false;
      // The first edge something can be taken from: Enter in an empty edge's box only said
      // to choose a token.
      focusInView(takeRows.get((atVertex.find(([, t]) => t > 0) ?? atVertex[0])?.[0])?.input, element);
    }
    for (const row of takeRows.values()) row.show();
  }

  return {
    showWalkChoices,
    showTakeBoxes,
    /** The box shows something else now: the next move's boxes are built afresh. */
    forget: () => (shape = null),
    refuseIfWrong: () => refuseIfWrong(element),
  };
}
