// The "Make a puzzle" card's set part: a checked puzzle is added to a set (title, SCORM
// version, the puzzles in order, each removable), downloaded as a SCORM package for an LMS
// gradebook or as the JSON scripts/package-scorm.sh reads. Only the built site can make the
// package (collect.js, builtSite): the development tree's page offers the JSON alone, and
// says where a package is made. Built once, patched in update().

import { focusedElement, h, setText } from '../common/dom.js';
import { positionKey } from '../common/state.js';
import {
  addToSet,
  builtSite,
  clearSet,
  DEFAULT_SET_NAME,
  downloadPackage,
  downloadSetJson,
  removeFromSet,
  setSetTitle,
  setSetVersion,
  setKey,
  setName,
  undoSetClear,
} from '../scorm/collect.js';

const count = (n) => `${n} ${n === 1 ? 'puzzle' : 'puzzles'}`;

/** Numbers the ids that tie the disabled downloads to their reason (several playgrounds may
 *  share a page). */
let cards = 0;

/** ctx: {state, redraw}; `current()` gives the checked puzzle ({link, title}) or null;
 *  `refresh()` takes the set as stored now (maker-storage.js): another tab of the site may have
 *  changed it, so each change starts from it and changes only what the teacher did here. */
export function createPuzzleSet({ state, redraw }, current, refresh = () => {}) {
  const canPackage = builtSite();
  const changing =
    (change) =>
    (...args) => {
      refresh();
      change(...args);
    };
  const emptyId = `puzzle-set-empty-${++cards}`;
  const addButton = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Add to set',
    onclick: changing(() => {
      const puzzle = current();
      if (puzzle) addToSet(state, redraw, puzzle);
    }),
  });
  const title = h('input', {
    type: 'text',
    placeholder: DEFAULT_SET_NAME,
    maxLength: 200,
    oninput: changing((e) => {
      setSetTitle(state, e.target.value);
      redraw();
    }),
  });
  const version = h(
    'select',
    { onchange: changing((e) => setSetVersion(state, redraw, e.target.value)) },
    h('option', { value: '1.2', text: 'SCORM 1.2' }),
    h('option', { value: '2004', text: 'SCORM 2004' }),
  );
  const list = h('ol', { class: 'puzzle-set-list', 'aria-label': 'Puzzles in the set' });
  const packageButton = canPackage
    ? h('button', {
        type: 'button',
        class: 'btn primary',
        text: 'Download SCORM package',
        onclick: () => downloadPackage(state, redraw, element),
      })
    : null;
  const jsonButton = h('button', {
    type: 'button',
    class: canPackage ? 'btn' : 'btn primary',
    text: 'Download set JSON',
    onclick: () => downloadSetJson(state, redraw, element),
  });
  const clearButton = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Clear the set',
    onclick: changing(() => clearSet(state, redraw)),
  });
  // Undo clear, Undo remove or Undo update: the set as it was before the last clear, remove,
  // or a puzzle updated in its place.
  const undoButton = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Undo clear',
    onclick: changing(() => undoSetClear(state, redraw)),
  });
  // The development page: where the package is made instead (docs/host.md, the command).
  const elsewhere = canPackage
    ? null
    : h(
        'p',
        { class: 'muted small' },
        'A SCORM package is made on the hosted site (built by ',
        h('code', { text: 'bash scripts/build-site.sh' }),
        '), or from this JSON with ',
        h('code', { text: 'bash scripts/package-scorm.sh SET.json OUT.zip' }),
        '.',
      );
  // What an act on the set did (added, removed, saved): a live region. What an empty set
  // needs is shown beside it, not said (it answers nothing the reader did), and names why
  // the downloads are off.
  const message = h('p', { class: 'puzzle-set-message small', role: 'status', 'aria-live': 'polite' });
  const emptyNote = h('p', {
    class: 'puzzle-set-message small',
    id: emptyId,
    text: 'No puzzles yet, so nothing to download: press Check puzzle above, then Add to set. The set is named after its first puzzle; change the name in Set name. The set is kept in this browser until you clear it.',
  });
  const element = h(
    'div',
    { class: 'puzzle-set' },
    h('h3', { text: 'Puzzle set for an LMS' }),
    h('p', {
      class: 'muted small',
      text: 'Collect checked puzzles into a set; the SCORM package reports each student’s score to your course’s gradebook.',
    }),
    h('div', { class: 'row' }, addButton),
    h('label', { class: 'field stack' }, h('span', { text: 'Set name' }), title),
    list,
    canPackage ? h('label', { class: 'field' }, h('span', { text: 'Format' }), version) : null,
    h('div', { class: 'row wrap' }, packageButton, jsonButton, clearButton, undoButton),
    elsewhere,
    emptyNote,
    message,
  );

  let shownPuzzles = '';
  function update() {
    const set = state.puzzleSet;
    addButton.disabled = !current();
    if (title !== focusedElement(title) && title.value !== set.title) title.value = set.title;
    if (version.value !== set.version) version.value = set.version;
    // The list is rebuilt only when the set changed (adding and removing are rare).
    const key = JSON.stringify(set.puzzles);
    if (key !== shownPuzzles) {
      shownPuzzles = key;
      list.replaceChildren(
        ...set.puzzles.map((p, i) =>
          h(
            'li',
            {},
            h('span', { text: p.title || `Puzzle ${i + 1}` }),
            ' ',
            h('button', {
              type: 'button',
              class: 'btn small',
              text: 'Remove',
              'aria-label': `Remove puzzle ${i + 1} from the set`,
              onclick: changing(() => removeFromSet(state, redraw, p.link)),
            }),
          ),
        ),
      );
    }
    list.hidden = set.puzzles.length === 0;
    // A set with no typed name downloads under the name it shows here (setName).
    title.placeholder = setName(set);
    const empty = set.puzzles.length === 0;
    if (packageButton) packageButton.disabled = empty || set.busy;
    jsonButton.disabled = empty;
    clearButton.hidden = empty;
    // Kept, with the set, across a reload: a set cleared by mistake is not lost until a
    // puzzle is added to the next one.
    undoButton.hidden = !set.cleared;
    if (set.cleared)
      setText(
        undoButton,
        set.cleared.removed
          ? `Undo remove (“${set.cleared.removed}”)`
          : set.cleared.replaced
            ? `Undo update (“${set.cleared.replaced}”)`
            : `Undo clear (${count(set.cleared.puzzles.length)})`,
      );
    emptyNote.hidden = !empty;
    // A disabled download says why (the note), an enabled one needs no such word.
    for (const button of [packageButton, jsonButton])
      if (empty) button?.setAttribute('aria-describedby', emptyId);
      else button?.removeAttribute('aria-describedby');
    // A message of another set, of another checked puzzle than the one shown, or a download's
    // said under another board, is not shown.
    const said = set.message;
    const ofPuzzle =
      said &&
      (!said.puzzle || said.puzzle === current()?.link) &&
      (!said.board || said.board === positionKey(state.position));
    const shown = ofPuzzle && (said.set === undefined || said.set === setKey(set)) ? said : null;
    setText(message, shown?.text ?? '');
    message.dataset.kind = shown?.kind ?? 'info';
  }
  return { element, update };
}
