// The drafts the maker's card set aside (maker-storage.js), at the card's top: newest first,
// each with Bring back, which swaps it with the draft in the card (its board comes with it as
// one undo step, and Undo gives back both the board and the draft before), and ×, which deletes
// it, the one way a draft leaves the list; and, while the card holds the words Edit filled it
// with, the puzzle they came from.

import { h, setText } from '../common/dom.js';
import { positionKey } from '../common/state.js';
import { decodeFragment } from '../share/link.js';
import { ASIDE_LIMIT } from './maker-storage.js';

/** A draft as the card names it: its title, or the start of its task. */
function nameOf({ title, text }) {
  const named = title.trim();
  if (named) return `“${named}”`;
  const task = text.trim().replace(/\s+/g, ' ');
  return `the untitled draft “${task.length > 40 ? `${task.slice(0, 40)}…` : task}”`;
}

/** `kept`: maker-storage.js's keepMaker. Returns {element, update}. */
export function createKeptDrafts({ state, actions, redraw }, kept) {
  const filled = h('p', { class: 'filled-from' });
  const intro = h('p');
  const list = h('ul', { class: 'kept-drafts-list', 'aria-label': 'Drafts set aside' });
  const letGo = h('p', { class: 'muted small' });
  const box = h('div', { class: 'kept-drafts', hidden: true }, filled, intro, list, letGo);
  // What Bring back or × did, said: the list item pressed is gone, and the card's fields
  // changed with no other sign to a screen reader. Outside the box, which may hide.
  const said = h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
  const element = h('div', {}, box, said);

  function bringBack(aside) {
    const swapped = kept.holdsDraft() ? `; ${nameOf(state.author)} is set aside in its place` : '';
    setText(said, `Brought back ${nameOf(aside.fields)}${swapped}.`);
    kept.want(aside.id);
    const board = aside.key && aside.key !== positionKey(state.position) && decodeFragment(aside.link);
    // The board as any new board comes, one undo step: the step keeps the draft in the card now
    // (state.draftId), so Undo brings that draft back with its board (actions-core.js).
    if (board?.position) actions.replaceBoard(board.position, board.layout);
    else redraw();
  }
  function remove(aside) {
    setText(said, `Deleted ${nameOf(aside.fields)}.`);
    kept.remove(aside.id);
    redraw();
  }

  let shown = '';
  function update() {
    const asides = kept.asides();
    const from = kept.filledFrom();
    const here = positionKey(state.position);
    box.hidden = !asides.length && from === null;
    filled.hidden = from === null;
    setText(filled, from === null ? '' : `Filled from the puzzle you left${from ? `, “${from}”` : ''}.`);
    intro.hidden = list.hidden = !asides.length;
    const many = asides.length > 1;
    const which = from === null ? 'set aside' : 'before it';
    const swap = kept.holdsDraft() ? ': the draft in the card is then set aside in its place' : '';
    setText(
      intro,
      `${many ? `Your drafts ${which}, newest first,` : `Your draft ${which}`} can be brought back${swap}.`,
    );
    const gone = kept.letGo();
    letGo.hidden = !gone;
    setText(
      letGo,
      gone
        ? `The card keeps ${ASIDE_LIMIT} drafts set aside: the oldest, ${nameOf(gone.fields)}, was let go.`
        : '',
    );
    // The list is rebuilt only when it changed (a draft set aside, brought back or deleted).
    const key = JSON.stringify([here, asides.map((a) => [a.id, a.fields.title, a.fields.text, a.key])]);
    if (key === shown) return;
    shown = key;
    const hadFocus = list.contains(document.activeElement);
    list.replaceChildren(
      ...asides.map((aside) => {
        const name = nameOf(aside.fields);
        const other = aside.key && aside.key !== here ? ', made on another board' : '';
        return h(
          'li',
          {},
          h('span', { text: `${name}${other}` }),
          h('button', {
            type: 'button',
            class: 'btn small',
            text: 'Bring back',
            'aria-label': `Bring back your draft ${name}`,
            onclick: () => bringBack(aside),
          }),
          h('button', {
            type: 'button',
            class: 'btn icon small',
            text: '×',
            'aria-label': `Delete your draft ${name}`,
            onclick: () => remove(aside),
          }),
        );
      }),
    );
    // The button pressed went with its draft: focus goes to the list's first (the draft just
    // set aside, which Bring back swaps in again), or to the card's first field.
    if (hadFocus)
      (list.querySelector('button') ?? box.closest('.puzzle-maker')?.querySelector('select'))?.focus();
  }

  return { element, update };
}
