// The board's keys in words: the board (role "application", which hands every key to the page)
// is described by its picture in words (render.js's desc) and by this short list of the keys
// that work on it now, in the editor or in play, in the words of Help's table of keys. A
// screen reader says it as focus reaches the board; before, nothing on the board said which
// keys it takes. Loaded once the first view has settled (page/panels.js), so no first view
// carries its words; a key pressed settles it.

import { h, setText } from '../common/dom.js';
import { isSetGame } from '../common/games.js';

/** What the keys on the board do now, in a few sentences. */
export function boardKeys(state) {
  const piles = isSetGame(state.position);
  const walk = state.position.rules === 'walk';
  const editing = state.mode === 'edit' && !state.lock;
  const after = [
    !editing && !state.hide.hint ? 'H: a hint.' : '',
    state.puzzle ? 'After a wrong try, Enter on the board takes it back.' : 'Ctrl+Z: undo.',
    '?: every key, in Help.',
  ];
  let keys;
  if (editing && piles)
    keys =
      'Editing keys: Tab goes from pile to pile; digits, or + and −, set its tokens (Backspace takes back a digit).';
  else if (editing)
    keys = `Editing keys: Tab goes from vertex to vertex and edge to edge, and Enter or Space selects one. N adds a vertex joined to the selected one, J then Enter on another vertex joins them, L adds a loop${walk ? ', P puts the piece on the selected vertex' : ''}. Digits, or + and −, set an edge’s ${walk ? 'weight' : 'tokens'}. The arrow keys move the selected vertex. Delete deletes the selected vertex or edge; Escape drops the selection. D and M: the Draw and Move tools.`;
  else if (piles)
    keys =
      'Keys: Tab or the arrow keys go from pile to pile. Enter on a pile takes one more token from it, and on a pile whose tokens are all chosen confirms the move. Ctrl+Enter confirms the move, Escape cancels it.';
  else if (walk)
    keys =
      'Keys: Tab or the arrow keys go from vertex to vertex and edge to edge. Enter on an edge at the piece, or on a vertex it leads to, offers the edge’s new weights, and Enter on a new weight moves. Escape cancels the move.';
  else
    keys =
      'Keys: Tab or the arrow keys go from vertex to vertex and edge to edge. Enter on a vertex opens its move; Enter on an edge takes one more token from it. Ctrl+Enter confirms the move, Escape cancels it.';
  return [keys, ...after].filter(Boolean).join(' ');
}

/** The description's element, put after the board's frame, and the board described by it
 *  after its picture in words. Returns the part ({element, update}) panels.js updates. */
export function createBoardKeys(svg, state) {
  const element = h('p', { id: `${svg.id}-keys`, class: 'sr-only' });
  svg.parentElement.after(element);
  svg.setAttribute('aria-describedby', `${svg.id}-desc ${element.id}`);
  return { element, update: () => setText(element, boardKeys(state)) };
}
