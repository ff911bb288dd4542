// What a click, a key or a drag on the board does in the editor. board/input.js decides at once what
// must be (the browser's default for the key, whether the board is in the editor at all) and
// hands the rest to these through page/actions.js, which runs them in turn with editing's
// other actions: they come with editing's code (edit.js re-exports them), not with the first
// view, and each reads the state the edits before it left.

import { BOARD_WIDTH, BOARD_HEIGHT } from '../common/state.js';
import {
  addEdge,
  addLoop,
  addVertex,
  addVertexFromKeyboard,
  addVertexWithEdge,
  adjustTokens,
  backspace,
  cancelJoin,
  deleteSelection,
  dragEdgeTo,
  endDragEdge,
  endTyping,
  finishJoin,
  moveVertex,
  placePiece,
  select,
  setTool,
  startJoin,
  typeDigit,
} from './edit.js';

/** How near a vertex (board units) an edge drawn by dragging must end to join it. */
const DROP_RADIUS = 30;

/** A click (or Enter on a focused item: `byKey`) on the board item `target` (a vertex or an
 *  edge, {kind, index}; null: empty board at `point`, board units). */
export function clickInEditor(ctx, target, point, byKey = false) {
  const { state } = ctx;
  if (state.joinFrom !== null) {
    if (target?.kind === 'vertex') return finishJoin(ctx, target.index);
    cancelJoin(ctx);
  }
  if (target?.kind === 'vertex') {
    if (state.tool === 'piece') return placePiece(ctx, target.index);
    // Clicking the selected vertex again keeps it selected: fast or double clicks used to
    // add a loop each time. Loops come only from the deliberate "Add loop" button or L.
    return select(ctx, target, { said: byKey });
  }
  if (target?.kind === 'edge') {
    // A click on the edge, even the one selected, starts a new count: "2", a click on
    // Check puzzle and one back on the edge, then "3" made 23 when it came within the pause.
    // So does Enter on it: "2", Enter, "2" made 22 (a keyboard user's Enter ends a number).
    endTyping(ctx);
    return select(ctx, target, { said: byKey });
  }
  if (state.tool === 'draw' && point) return addVertex(ctx, point[0], point[1]);
  select(ctx, null);
}

/** An editor's key on the board. `item`: the board item focused when it was pressed, if the
 *  key is one that changes an item (it acts on that item, selecting it first); `shiftKey`:
 *  whether Shift was held (a longer step for the arrows). */
export function keyInEditor(ctx, key, item, shiftKey) {
  const { state } = ctx;
  let sel = state.selection;
  // Moving focus over the board does not select (Tab on the way to the Selection panel
  // used to leave the last item passed selected, and the panel's Delete deleted that one);
  // a key that changes an item acts on the item focused, selecting it first. N is not one:
  // it joins the new vertex to the selection (or to nothing after Escape).
  if (item && !(sel?.kind === item.kind && sel.index === item.index)) {
    select(ctx, item);
    sel = state.selection;
  }

  if (key === 'Backspace') return backspace(ctx);
  if (key === 'Delete') return deleteSelection(ctx, { fromKeyboard: true });
  if (/^[0-9]$/.test(key)) return typeDigit(ctx, key);
  if ((key === '+' || key === '=') && sel?.kind === 'edge') return adjustTokens(ctx, sel.index, 1);
  if ((key === '-' || key === '_') && sel?.kind === 'edge') return adjustTokens(ctx, sel.index, -1);
  if (key === 'l' || key === 'L') return addLoop(ctx);
  if (key === 'n' || key === 'N') return addVertexFromKeyboard(ctx);
  if (key === 'j' || key === 'J') return startJoin(ctx);
  if ((key === 'p' || key === 'P') && sel?.kind === 'vertex') return placePiece(ctx, sel.index);
  if (key === 'd' || key === 'D') return setTool(ctx, 'draw');
  if (key === 'm' || key === 'M') return setTool(ctx, 'move');
  if (key.startsWith('Arrow') && sel?.kind === 'vertex') {
    const [x, y] = state.layout[sel.index];
    const step = shiftKey ? 40 : 10;
    const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
    const dy = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
    moveVertex(
      ctx,
      sel.index,
      Math.max(0, Math.min(BOARD_WIDTH, x + dx)),
      Math.max(0, Math.min(BOARD_HEIGHT, y + dy)),
      `key${sel.index}`,
    );
  }
}

/** A drag from vertex `v` reached `point` (board units): in the draw tool an edge being drawn
 *  follows it, else (the move tool, or Shift held: `moveOnly`) the vertex moves there, each
 *  drag (`dragId`) one undo step. */
export function dragInEditor(ctx, v, [x, y], moveOnly, dragId) {
  if (ctx.state.tool === 'draw' && !moveOnly) dragEdgeTo(ctx, v, x, y);
  else moveVertex(ctx, v, x, y, dragId);
}

/** A drag let go at `point` (board units), over vertex `onto` (null: none): an edge being
 *  drawn joins the vertex there or within DROP_RADIUS of it, or a new vertex made there. */
export function dropInEditor(ctx, onto, point) {
  const { state } = ctx;
  if (!state.dragEdge) return;
  const from = state.dragEdge.from;
  endDragEdge(ctx);
  const to = onto ?? vertexNear(state.layout, point, from);
  if (to === null) addVertexWithEdge(ctx, from, point[0], point[1]);
  else if (to !== from) addEdge(ctx, from, to);
}

/** The vertex of `layout` nearest `[x, y]` within DROP_RADIUS, other than `exclude`, or null. */
function vertexNear(layout, [x, y], exclude) {
  let best = null;
  let bestDistance = DROP_RADIUS;
  layout.forEach(([vx, vy], v) => {
    const d = Math.hypot(vx - x, vy - y);
    if (v !== exclude && d < bestDistance) {
      best = v;
      bestDistance = d;
    }
  });
  return best;
}
