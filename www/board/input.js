// Pointer (mouse, pen, touch) and keyboard input → actions. bindInput returns an unbind
// function. Nothing here changes state directly except the transient rubber-band line of an
// edge being drawn, which goes through actions too.
//
// Editing's code comes when first needed (page/actions.js): what a click or key does in the
// editor is handed over whole (actions.clickInEditor, keyInEditor, dragInEditor and
// dropInEditor: editor/board-edits.js, which comes with that code), and decided when it runs,
// after the edits before it, from the state they left (a click right after Edit, a digit typed
// after it). What must be decided at once (the browser's own default for the key) is.

import { BOARD_WIDTH, BOARD_HEIGHT } from '../common/state.js';

/** Movement (board units) beyond which a press becomes a drag rather than a click. */
const DRAG_THRESHOLD = 6;
/** Screen pixels around an edge's count label that still count as a click on it: a click a
 *  little off a small label (on a parallel edge's curve, on a small screen) meant the edge,
 *  not a new vertex drawn on top of the label. */
const LABEL_SLACK_PX = 8;
/** A tap on an edge is nearer one end when its distances to the two differ by more than this
 *  share of their sum: about the middle fifth of a straight edge, where its count is drawn,
 *  is nearer neither. */
const NEAR_END_MARGIN = 0.2;
/** Editor keys that change one board item: on a focused vertex or edge they act on it. */
const ITEM_KEYS = /^(Delete|Backspace|[0-9]|[-+=_lLjJpP]|Arrow.*)$/;
/** A second tap on a vertex this soon after the first (ms), with nothing pressed between, is
 *  the second half of a double tap (the usual double-click time of desktop systems). */
export const DOUBLE_TAP_MS = 500;
/** How far (screen pixels) a double tap's second half may land from its first: the first tap
 *  can move the board under the finger (in a refuted puzzle it takes the move back, and the
 *  verdict above the board shrinks), so the second lands on empty board beside the vertex. */
const DOUBLE_TAP_SLACK_PX = 32;

/** Screen pixels the pointer may move after a click that chose nothing before the board's
 *  hover marks come back (a hand on a mouse is never quite still). */
const QUIET_SLACK_PX = 3;

export function bindInput({ root, svgRoot, state, actions, panels }) {
  let gesture = null;
  let dragCount = 0;
  // The last tap on a vertex in play ({index, time}): a double tap on a vertex opened its
  // move and its second tap closed it again, so the student saw the box flash and go.
  let lastVertexTap = null;
  // A press anywhere else (a + in the move box, another vertex) ends that double tap: a tap on
  // the vertex after it is a tap of its own. (The path, not the target: inside a
  // <graph-nim> element's shadow root the document sees the host as the target.)
  const onAnyPointerDown = (event) => {
    if (!event.composedPath?.().includes(svgRoot)) lastVertexTap = null;
  };

  // A click in a game that left nothing chosen (the computer's turn, the game over, the chosen
  // vertex clicked again to drop it) under a pointer that stays there: the item's hover mark is
  // the chosen one's colour, so it looked chosen, and still did after the computer's reply,
  // with no move box open. Its hover mark waits until the pointer moves on (style.css).
  let quietAt = null;
  function quietHover(at) {
    quietAt = at;
    svgRoot.setAttribute('data-hover-quiet', '');
  }
  function endQuiet(event) {
    if (!quietAt) return;
    const still =
      event?.type === 'pointermove' &&
      Math.hypot(event.clientX - quietAt[0], event.clientY - quietAt[1]) <= QUIET_SLACK_PX;
    if (still) return;
    quietAt = null;
    svgRoot.removeAttribute('data-hover-quiet');
  }

  function toBoard(event) {
    const matrix = svgRoot.getScreenCTM();
    if (!matrix) return [0, 0];
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return [Math.max(0, Math.min(BOARD_WIDTH, p.x)), Math.max(0, Math.min(BOARD_HEIGHT, p.y))];
  }

  function targetOf(element) {
    const vertex = element?.closest?.('[data-vertex]');
    if (vertex && svgRoot.contains(vertex)) return { kind: 'vertex', index: Number(vertex.dataset.vertex) };
    const edge = element?.closest?.('[data-edge]');
    if (edge && svgRoot.contains(edge)) return { kind: 'edge', index: Number(edge.dataset.edge) };
    return null;
  }

  /** The edge whose count label is within LABEL_SLACK_PX of a screen point, if any. */
  function edgeLabelNear(clientX, clientY) {
    for (const label of svgRoot.querySelectorAll('.edge-label[data-edge]')) {
      const r = label.getBoundingClientRect();
      if (
        clientX >= r.left - LABEL_SLACK_PX &&
        clientX <= r.right + LABEL_SLACK_PX &&
        clientY >= r.top - LABEL_SLACK_PX &&
        clientY <= r.bottom + LABEL_SLACK_PX
      )
        return { kind: 'edge', index: Number(label.dataset.edge) };
    }
    return null;
  }

  function onPointerDown(event) {
    if (event.button !== undefined && event.button > 0) return;
    if (!state.engineReady) return;
    event.preventDefault(); // keeps focus handling and text selection under our control
    svgRoot.focus({ preventScroll: true });
    const point = toBoard(event);
    gesture = {
      pointerId: event.pointerId,
      start: point,
      // In the editor a near miss of a count label is the edge, not empty board.
      target:
        targetOf(event.target) ??
        (state.mode === 'edit' ? edgeLabelNear(event.clientX, event.clientY) : null),
      moved: false,
      moveVertex: state.tool === 'move' || event.shiftKey,
      dragId: ++dragCount,
    };
    svgRoot.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event) {
    if (!gesture || event.pointerId !== gesture.pointerId) return;
    const point = toBoard(event);
    if (
      !gesture.moved &&
      Math.hypot(point[0] - gesture.start[0], point[1] - gesture.start[1]) < DRAG_THRESHOLD
    )
      return;
    gesture.moved = true;
    const target = gesture.target;
    // Vertices are drawn or moved only in the editor (the play view is zoomed to the graph).
    if (target?.kind !== 'vertex' || state.lock || state.mode !== 'edit') return;
    actions.dragInEditor(target.index, point, gesture.moveVertex, gesture.dragId);
  }

  function onPointerUp(event) {
    if (!gesture || event.pointerId !== gesture.pointerId) return;
    const g = gesture;
    gesture = null;
    svgRoot.releasePointerCapture?.(event.pointerId);
    const point = toBoard(event);
    if (g.moved) {
      if (state.mode !== 'edit') return;
      const under = targetOf(document.elementFromPoint(event.clientX, event.clientY));
      actions.dropInEditor(under?.kind === 'vertex' ? under.index : null, point);
      return;
    }
    click(
      g.target,
      point,
      false,
      event.timeStamp,
      [event.clientX, event.clientY],
      event.pointerType === 'touch',
    );
  }

  function onPointerCancel() {
    gesture = null;
    if (state.mode === 'edit') actions.inEditor(() => state.dragEdge && actions.endDragEdge());
  }

  /** Whether a tap on `target` (a vertex, or empty board: null) at `time` and screen point
   *  `at` is the second half of a double tap on a vertex: on the same vertex, or on empty
   *  board close to where the first half landed. */
  function secondOfDoubleTap(target, time, at) {
    const last = lastVertexTap;
    const soon = last && time - last.time < DOUBLE_TAP_MS;
    const again =
      soon &&
      (target
        ? target.index === last.index
        : Math.hypot(at[0] - last.at[0], at[1] - last.at[1]) <= DOUBLE_TAP_SLACK_PX);
    lastVertexTap = again || !target ? null : { index: target.index, time, at };
    return again;
  }

  /** The end of Edge-Nim's edge `e` that board point `point` is clearly nearer (a tap on the
   *  edge beside one of its vertices), or null: a tap on its middle, where its count is, is
   *  as near one end as the other. */
  function endNear(e, [x, y]) {
    const edge = state.position.rules === 'edge' ? state.position.edges?.[e] : null;
    const [from, to] = [edge?.[0], edge?.[1]].map((v) => state.layout[v]);
    if (!from || !to || edge[0] === edge[1]) return null;
    const [dFrom, dTo] = [from, to].map(([vx, vy]) => Math.hypot(vx - x, vy - y));
    if (Math.abs(dFrom - dTo) < NEAR_END_MARGIN * (dFrom + dTo)) return null;
    return dFrom < dTo ? edge[0] : edge[1];
  }

  /** A click (or Enter on a focused item: `byKey`) on the board, at `time` (the event's) and
   *  screen point `at`. */
  function click(target, point, byKey = false, time = 0, at = [0, 0], finger = false) {
    if (state.mode === 'play') {
      if (byKey || (target && target.kind !== 'vertex')) lastVertexTap = null;
      else if (secondOfDoubleTap(target, time, at)) return;
      if (target?.kind === 'vertex') actions.chooseVertex(target.index);
      else if (target?.kind === 'edge')
        actions.clickEdgeInPlay(target.index, { near: byKey ? null : endNear(target.index, point) });
      // Empty board: a refuted puzzle try is taken back, as the verdict says a tap on the
      // board does (it did so only on a vertex or an edge).
      else if (actions.puzzleRefuted()) actions.tryAgain();
      else actions.cancelPending();
      if (!byKey && target && !state.pending) quietHover(at);
      else endQuiet();
      return;
    }
    if (state.lock) return;
    actions.clickInEditor(target, point, byKey);
    // A finger's tap selected an item: the Selection card, far below the board on a phone,
    // brings its controls into view (selection-card.js).
    if (finger && target && state.selection)
      svgRoot.dispatchEvent(new Event('gnp-tapped', { bubbles: true }));
  }

  function onWheel(event) {
    const target = targetOf(event.target);
    if (target?.kind !== 'edge' || !state.engineReady) return;
    const step = event.deltaY < 0 ? 1 : event.deltaY > 0 ? -1 : 0;
    if (!step) return;
    if (state.mode === 'edit' && !state.lock) {
      event.preventDefault();
      actions.adjustTokens(target.index, step, { pause: true });
    } else if (
      state.mode === 'play' &&
      state.pending?.take &&
      state.pending.take[target.index] !== undefined
    ) {
      event.preventDefault();
      actions.setPendingTake(target.index, (state.pending.take[target.index] ?? 0) + step);
    }
  }

  // A box typed in takes every key. A checkbox or a button has only Space and Enter of its
  // own: the page's keys (H, A, ?, Ctrl+Z) work there, as Help says (a checkbox, an <input>,
  // was taken for a text field and H on Misère did nothing).
  const NOT_TYPED = /^(checkbox|radio|button|submit|reset|range|color|file|image)$/;
  function isTextField(element) {
    return (
      element &&
      ((element.tagName === 'INPUT' && !NOT_TYPED.test(element.type)) ||
        element.tagName === 'TEXTAREA' ||
        element.isContentEditable)
    );
  }

  function onKeyDown(event) {
    if (!state.engineReady) return;
    // Keys reach the playground when focus is in it, or when focus fell back to the page
    // because the control it was on was replaced (e.g. Ctrl+Z right after "Add loop").
    // Inside a <graph-nim> element's shadow root the document sees the host as the target:
    // the path's first node is the real one. Focus on the page's body counts only for a
    // playground that is the page (many elements on one page must not all take the key).
    const target = event.composedPath?.()[0] ?? event.target;
    const ownsPage = root.getRootNode() === document;
    if (!(
      root.contains(target) ||
      (ownsPage && (target === document.body || target === document.documentElement))
    ))
      return;
    // A modal dialog (Rules, Help, Puzzles) holds the keys: Ctrl+Z there undid the game
    // behind it, unseen.
    if (target.closest?.('dialog[open]')) return;
    const key = event.key;
    const ctrl = event.ctrlKey || event.metaKey;
    const inField = isTextField(target);
    if (ctrl && !inField) {
      const k = key.toLowerCase();
      if (k === 'z' && !event.shiftKey) {
        event.preventDefault();
        return actions.undo();
      }
      if ((k === 'z' && event.shiftKey) || k === 'y') {
        event.preventDefault();
        return actions.redo();
      }
      // Ctrl+Enter confirms the move being composed from wherever focus is on the board: on
      // an edge or a pile Enter takes one more token, so it cannot confirm there.
      if (key === 'Enter' && state.mode === 'play' && state.pending) {
        event.preventDefault();
        return actions.confirmPending();
      }
      // Nothing to confirm: why not, or how to choose a move, as Enter on the board says.
      if (key === 'Enter' && state.mode === 'play' && svgRoot.contains(target)) {
        event.preventDefault();
        return actions.sayWhyNoMoveByKey();
      }
      return;
    }
    // Escape in a move's "take from" or "new weight" box cancels the move, as it does on the
    // board (Help says so); the box goes with the move and focus goes back to the vertex (or
    // Walking Nim's edge) the move was started from, where the player left the board.
    if (inField && key === 'Escape' && state.mode === 'play' && state.pending && !event.defaultPrevented) {
      if (!target.closest?.('.composer')) return;
      event.preventDefault();
      return actions.cancelPending({ said: true, refocus: true });
    }
    // A drop-down list's letters pick its options (type-ahead), so H and A are its own there;
    // Ctrl+Z (above) and ? are the page's.
    if (inField || (target.tagName === 'SELECT' && key !== '?') || event.altKey || ctrl) return;
    const focusedTarget = targetOf(target);
    const onBoard = target === svgRoot || !!focusedTarget;

    if (key === 'Escape') {
      // A panel that closed on this Escape (Explore) has used it.
      if (event.defaultPrevented) return;
      // In a game nothing of the editor's is left to drop, unless something is still selected.
      const editor = state.mode === 'edit' || state.selection !== null || state.joinFrom !== null;
      const said = state.mode === 'edit';
      // From a Walking Nim weight (a button, not a field) focus goes back to where the move
      // began too: the box went with the move, and focus fell back to the whole board.
      const refocus = state.mode === 'play' && !!state.pending && !!target.closest?.('.composer');
      if (editor) actions.inEditor(() => actions.cancelJoin());
      panels.closeDialogs();
      actions.cancelPending({ said: true, refocus });
      // The selection is the board's: Escape drops it on the board (or the page), not from a
      // control elsewhere (closing Help, leaving the Selection card's buttons).
      if (editor && (onBoard || target === document.body || target === document.documentElement))
        actions.inEditor(() => actions.select(null, { said }));
      return;
    }
    if (key === 'Enter' || key === ' ') {
      // After a wrong try in a puzzle, Enter (or Space) anywhere on the board takes the try
      // back, and only that: the next key starts the new move.
      if (onBoard && state.mode === 'play' && actions.puzzleRefuted()) {
        event.preventDefault();
        return actions.tryAgain();
      }
      if (focusedTarget) {
        event.preventDefault();
        // Choosing a vertex (or a Walking Nim edge) from the keyboard takes focus straight to
        // the move panel's first control, so it is one key away however many board items
        // follow in the tab order.
        if (state.mode === 'play' && (focusedTarget.kind === 'vertex' || state.position.rules === 'walk'))
          state.focusComposer = true;
        // Enter on an Edge-Nim edge whose every token is already chosen confirms the move
        // (Space never does): counting up with Enter never wraps back to 0.
        if (state.mode === 'play' && focusedTarget.kind === 'edge')
          return actions.keyOnEdgeInPlay(focusedTarget.index, key === 'Enter' ? 'confirm' : 'stay');
        return click(focusedTarget, null, true);
      }
      // A button, link or checkbox acts on its own key (a "new weight" chip, Cancel):
      // confirming the pending move instead swallowed those keys. Only from the board itself
      // or the page does Enter confirm the move being composed.
      if (!(
        event.target === svgRoot ||
        event.target === document.body ||
        event.target === document.documentElement
      ))
        return;
      if (state.mode === 'play' && key === 'Enter' && state.pending) {
        event.preventDefault();
        return actions.confirmPending();
      }
      // On the board itself with no move to confirm: say why no move can be made now (the
      // computer is about to move, the game is over), which Enter otherwise left unsaid.
      if (state.mode === 'play' && key === 'Enter' && event.target === svgRoot) actions.sayWhyNoMoveByKey();
      return;
    }
    if (key === '?') return panels.openDialog('help');
    // The answer shows in the side panel, often below the window: it is scrolled into view
    // when it comes (focus stays where it is).
    if (key === 'h' || key === 'H') {
      if (state.hide.hint) return;
      state.revealResult = 'hint';
      return actions.requestHint();
    }
    if (key === 'a' || key === 'A') {
      if (state.embed || state.hide.analysis) return;
      state.revealResult = 'analysis';
      return actions.requestAnalysis();
    }
    // In play, the arrow keys move focus between the board's vertices and edges (those in
    // the Tab order), so a large board is crossed without a Tab stop per item.
    if (state.mode === 'play' && key.startsWith('Arrow') && onBoard) {
      event.preventDefault();
      return moveFocus(target, key === 'ArrowRight' || key === 'ArrowDown' ? 1 : -1);
    }
    if (state.mode !== 'edit' || state.lock || state.hide.edit) return;
    // The editor's keys act on the board, where Help says they work: pressed on a control
    // elsewhere (Delete on Presets' Build, N on Download .tex) they deleted the vertex still
    // selected, or added one, and took focus to the board. There the key is the control's own.
    if (!onBoard) return;

    // The key's default is kept from the browser now: the key may act only once editing's
    // code has come (editor/board-edits.js). An item key acts on the item focused, else on
    // the selection.
    const focusedItem = focusedTarget && ITEM_KEYS.test(key) ? focusedTarget : null;
    const item = focusedItem ?? state.selection;
    if (
      key === 'Delete' ||
      key === 'Backspace' ||
      /^[0-9]$/.test(key) ||
      (key.startsWith('Arrow') && item?.kind === 'vertex')
    )
      event.preventDefault();
    actions.keyInEditor(key, focusedItem, event.shiftKey);
  }

  /** Focuses the board's next (step 1) or previous (step −1) vertex or edge in the Tab
   *  order, wrapping around; from the board itself, its first or last. */
  function moveFocus(from, step) {
    const items = [...svgRoot.querySelectorAll('[data-focus-key]')].filter(
      (el) => el.getAttribute('tabindex') === '0',
    );
    if (!items.length) return;
    // The item focused may have just left the Tab order (an edge whose last token Enter
    // took): the next one is still the one after it in the board's order.
    const current = from.closest?.('[data-focus-key]');
    const ahead = current ? items.filter((el) => current.compareDocumentPosition(el) & 4) : [];
    const behind = current ? items.filter((el) => el !== current && !ahead.includes(el)) : [];
    const next = step > 0 ? (ahead[0] ?? items[0]) : (behind.at(-1) ?? items.at(-1));
    next.focus({ preventScroll: true });
  }

  svgRoot.addEventListener('pointerdown', onPointerDown);
  svgRoot.addEventListener('pointermove', endQuiet);
  svgRoot.addEventListener('pointerleave', endQuiet);
  document.addEventListener('pointerdown', onAnyPointerDown, true);
  svgRoot.addEventListener('pointermove', onPointerMove);
  svgRoot.addEventListener('pointerup', onPointerUp);
  svgRoot.addEventListener('pointercancel', onPointerCancel);
  svgRoot.addEventListener('wheel', onWheel, { passive: false });
  document.addEventListener('keydown', onKeyDown);

  return function unbind() {
    svgRoot.removeEventListener('pointerdown', onPointerDown);
    svgRoot.removeEventListener('pointermove', endQuiet);
    svgRoot.removeEventListener('pointerleave', endQuiet);
    document.removeEventListener('pointerdown', onAnyPointerDown, true);
    svgRoot.removeEventListener('pointermove', onPointerMove);
    svgRoot.removeEventListener('pointerup', onPointerUp);
    svgRoot.removeEventListener('pointercancel', onPointerCancel);
    svgRoot.removeEventListener('wheel', onWheel);
    document.removeEventListener('keydown', onKeyDown);
  };
}
