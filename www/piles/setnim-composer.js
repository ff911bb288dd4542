// The move panel for SetNim: the set of the move being composed (for Circular and
// Path Nim a window of k consecutive piles, stepped with Previous/Next window; otherwise a
// choice among the sets that hold the piles chosen), a take box per pile of the set, and
// Confirm/Cancel. panels.js hands it the composer element when the game is SetNim.
//
// Built once per set (and its piles' counts) and then patched in place, like the Edge-Nim
// composer: a box being typed in is never rebuilt or overwritten.

import { focusedElement, h, setText } from '../common/dom.js';
import { gameTitle, moveRule, pileName, setChoiceWords, setOrder } from '../common/games.js';
import { count, keysNote, pointerVerb, sentence } from '../common/words.js';
import { confirmRow, takeRow } from '../play/take-row.js';
import { nameGroup } from '../play/composer.js';

// Numbers the headings: ids unique on a page of several playgrounds.
let headings = 0;

/** A set in the list of allowed sets: "piles 1–3" for a run, else "piles 4, 0, 1". (Only
 *  this panel lists sets, so this comes with it, not with the first view.) */
function describeSet(position, set, piles) {
  const ordered = setOrder(position, set, piles);
  if (ordered.length === 1) return pileName(ordered[0]);
  const run = ordered.every((p, i) => i === 0 || p === ordered[i - 1] + 1);
  return run && ordered.length > 2 ? `piles ${ordered[0]}–${ordered.at(-1)}` : `piles ${ordered.join(', ')}`;
}

/** ctx: {state, actions, focusBoard()}. Returns {update(container, humanTurn)}. */
export function createSetComposer({ state, actions, focusBoard }) {
  let shape = null;
  let takeRows = new Map();
  let heading = null;
  let chooserSlot = null;
  let choicesKey = null;
  // The first element this composer put in the box, to notice when another replaced it.
  let owned = null;

  const runs = () => state.position.rules === 'circular' || state.position.rules === 'path';

  function instructions(container) {
    const verb = pointerVerb(state);
    const children = [
      h(
        'p',
        { class: 'muted' },
        `${gameTitle(state.position)}: ${moveRule(state.position)}. ${sentence(verb)} a pile to take a token from it (${verb} again for more); ${runs() ? `the window of ${count(state.position.k, 'pile', 'piles')}` : 'the set'} follows the piles you choose. Then confirm.`,
        keysNote(
          state,
          'Tab to a pile, Enter (again for more), then Ctrl+Enter confirms the move; Enter on a full pile confirms too.',
        ),
      ),
    ];
    if (state.position.rules === 'setnim') {
      const sets = actions.gameSets();
      children.push(
        h('p', { class: 'small', text: 'Allowed sets:' }),
        h(
          'ol',
          { class: 'set-list small', start: 0 },
          ...sets.map((piles, s) => h('li', { text: `set ${s}: ${describeSet(state.position, s, piles)}` })),
        ),
      );
    }
    container.replaceChildren(...children);
  }

  function chooser(p, choices) {
    if (runs()) {
      const single = choices.length < 2;
      return h(
        'div',
        { class: 'set-choice' },
        h('button', {
          type: 'button',
          class: 'btn',
          text: '◀ Previous',
          'aria-label': 'Previous window',
          disabled: single,
          onclick: () => actions.stepSet(-1),
        }),
        h('button', {
          type: 'button',
          class: 'btn',
          text: 'Next ▶',
          'aria-label': 'Next window',
          disabled: single,
          onclick: () => actions.stepSet(1),
        }),
      );
    }
    const select = h(
      'select',
      { 'aria-label': 'Set of the move', onchange: (e) => actions.chooseSet(Number(e.target.value)) },
      ...choices.map((s) =>
        h('option', {
          value: String(s),
          // Moore's Nim's sets by their piles alone (its set numbers are listed nowhere).
          text:
            state.position.rules === 'moore'
              ? describeSet(state.position, s, actions.gameSets()[s])
              : `set ${s}: ${describeSet(state.position, s, actions.gameSets()[s])}`,
        }),
      ),
    );
    select.value = String(p.set);
    return h('label', { class: 'field set-choice' }, h('span', { text: 'Set' }), select);
  }

  function build(container, p) {
    takeRows = new Map();
    const current = (pile) => state.pending?.take?.[pile] ?? 0;
    const rows = setOrder(state.position, p.set, p.piles).map((pile) => {
      const shown = takeRow(actions, {
        index: pile,
        name: `pile ${pile}`,
        count: state.position.piles[pile],
        current: () => current(pile),
      });
      takeRows.set(pile, shown);
      return shown.row;
    });
    // The heading ("Set 2: piles 0, 1") names the box as a group, as Edge-Nim's move title does.
    heading = h('strong', { id: `gnp-set-heading-${++headings}` });
    chooserSlot = h('div');
    choicesKey = null;
    container.replaceChildren(
      h('p', { class: 'set-heading' }, heading, ':'),
      chooserSlot,
      h('ul', { class: 'take-list' }, ...rows),
      confirmRow(actions),
    );
  }

  /** Fills `container` for the human's turn (`humanTurn`) or empties it. */
  function update(container, humanTurn) {
    // Another composer (Edge-Nim's) filled the box since: start afresh.
    if (container.firstChild !== owned) shape = null;
    const p = humanTurn ? state.pending : null;
    const focused = focusedElement(container);
    const hadFocus = container.contains(focused);
    if (!humanTurn || !p?.piles) {
      nameGroup(container, null);
      const key = JSON.stringify([
        humanTurn,
        state.position.rules,
        state.position.sets ?? state.position.k,
        state.touch,
      ]);
      if (shape !== key) {
        shape = key;
        if (humanTurn) instructions(container);
        else container.replaceChildren();
        owned = container.firstChild;
        if (hadFocus) focusBoard();
      }
      return;
    }
    // Rebuilt when the set or its piles' counts change; else patched. A button that had the
    // focus (Next window, pressed from the keyboard) keeps it across the rebuild.
    const key = JSON.stringify([p.set, p.piles.map((pile) => state.position.piles[pile])]);
    if (shape !== key) {
      const focusedButton = hadFocus && focused.tagName === 'BUTTON' ? focused.textContent : null;
      shape = key;
      build(container, p);
      owned = container.firstChild;
      const again = [...container.querySelectorAll('button')].find((b) => b.textContent === focusedButton);
      if (again) again.focus({ preventScroll: true });
      else if (hadFocus && !container.contains(focusedElement(container))) focusBoard();
    }
    setText(heading, setChoiceWords(state.position, p));
    nameGroup(container, heading.id);
    // The sets on offer follow the piles chosen so far.
    const choices = actions.setChoices();
    const nextChoicesKey = JSON.stringify([p.set, choices]);
    if (nextChoicesKey !== choicesKey) {
      const inChooser = focusedElement(chooserSlot);
      const focusedButton = chooserSlot.contains(inChooser) ? inChooser.textContent : null;
      choicesKey = nextChoicesKey;
      chooserSlot.replaceChildren(chooser(p, choices));
      if (focusedButton !== null)
        [...chooserSlot.querySelectorAll('button, select')]
          .find((b) => b.tagName === 'SELECT' || b.textContent === focusedButton)
          ?.focus({ preventScroll: true });
    }
    for (const row of takeRows.values()) row.show();
  }

  return { update };
}
