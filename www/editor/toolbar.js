// The toolbar over the board: Edit/Play mode, the edit tools, Undo and Redo, and the live
// region that says what an editor's Undo, Redo or key changed (state.announced).

import { h } from '../common/dom.js';
import { setPressed } from '../common/pressed.js';
import { isSetGame } from '../common/games.js';
import { positionKey } from '../common/state.js';

export function createToolbar({ state, actions }) {
  const button = (cls, text, title, onclick) =>
    h('button', { type: 'button', class: cls, text, title, onclick });
  const modeEdit = button('seg', 'Edit', undefined, () => actions.backToEdit());
  const modePlay = button('seg', 'Play', undefined, () =>
    state.mode === 'play' ? null : actions.startPlay(),
  );
  const toolDraw = button('seg', 'Draw', 'Click: vertex · drag: edge (D)', () => actions.setTool('draw'));
  const toolMove = button('seg', 'Move', 'Drag vertices (M)', () => actions.setTool('move'));
  const toolPiece = button('seg', 'Place piece', 'Click a vertex to put the piece there', () =>
    actions.setTool('piece'),
  );
  const undo = button('btn', 'Undo', 'Ctrl+Z', () => actions.undo());
  const redo = button('btn', 'Redo', 'Ctrl+Shift+Z', () => actions.redo());
  const editTools = h(
    'div',
    { class: 'segmented', role: 'group', 'aria-label': 'Edit tool' },
    toolDraw,
    toolMove,
    toolPiece,
  );
  // Always in the page (a live region added with its text is often not read), never shown.
  const announcer = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  let announcedCount = 0;
  let announcedOn = '';
  const element = h(
    'div',
    { class: 'gnp-toolbar' },
    h('div', { class: 'segmented', role: 'group', 'aria-label': 'Mode' }, modeEdit, modePlay),
    editTools,
    h('span', { class: 'spacer' }),
    undo,
    redo,
    announcer,
  );

  function update() {
    setPressed(modeEdit, state.mode === 'edit');
    setPressed(modePlay, state.mode === 'play');
    modeEdit.disabled = state.lock;
    setPressed(toolDraw, state.tool === 'draw');
    setPressed(toolMove, state.tool === 'move');
    setPressed(toolPiece, state.tool === 'piece');
    toolPiece.hidden = state.position.rules !== 'walk';
    // Pile games draw their board from the piles: no drawing tools.
    editTools.hidden = state.mode !== 'edit' || state.lock || isSetGame(state.position);
    undo.disabled = !actions.canUndo();
    redo.disabled = !actions.canRedo();
    const said = state.announced;
    // A sentence is about the board and mode it was said on ("Redone: the loop at vertex 3
    // added"): once they change it goes, or a screen reader would read it during a game.
    const on = `${state.mode}${positionKey(state.position)}`;
    if (on !== announcedOn) announcer.textContent = '';
    if (said && said.count !== announcedCount) {
      announcedCount = said.count;
      announcedOn = on;
      // The same sentence twice (two Undos that each remove an edge 0–1) is a change too: a
      // no-break space at its end, on and off, makes it one.
      const text = said.text && announcer.textContent === said.text ? `${said.text}\u00a0` : said.text;
      announcer.textContent = text;
      // A passing sentence ("Move cancelled.") goes at the person's next key or press, unless
      // another came first: left in the region, it was read later as if news.
      if (said.passing)
        for (const type of ['keydown', 'pointerdown'])
          element.ownerDocument.addEventListener(
            type,
            () => announcer.textContent === text && (announcer.textContent = ''),
            { capture: true, once: true },
          );
    }
  }

  return { element, update };
}
