// The "Graph as text" card: the graph as editable text (`u v tokens` per line, `vertices N`,
// `piece v`), kept in step with the drawing both ways. The crate reads and writes the text
// (tools module: graphText, parseGraphText); this module only decides when.
//
//  * The drawing changes (mouse, undo, preset, rules): the text is rewritten, the caret kept
//    on its line and column if the person is in the box.
//  * The text changes: it is read after a pause in the typing (READ_PAUSE_MS), or at once when
//    the box loses focus (a button pressed next, Hint or Play, works on what was typed), so a
//    text valid only on the way ("vertices 100" while typing "vertices 100000") never
//    becomes the board. When it reads as a graph, the drawing becomes that graph (the same
//    vertices keep the places they have; a text with another number of vertices is laid out
//    afresh, and so, while the typing goes on, may the places that made; a burst of typing is
//    one undo step). When it does not,
//    every line at fault is marked in the gutter and named under the box, the drawing keeps
//    the last graph the text described (which the card says, with that graph in words: Hint
//    and Analyze work on it), and the text stays exactly as typed. If the drawing
//    changes meanwhile, the text is still kept, and a button offers the drawing's text. The
//    text typed is kept in the tab across a reload too (graph-text-kept.js): in error, or
//    valid with its comments while it is still the board's.
//  * Ctrl+Z / Ctrl+Y in the box undo and redo the graph, as on the board; while the text has
//    errors they undo the typing instead (the browser's own undo), so no keystroke is lost.

import { focusedElement, h, setText } from '../common/dom.js';
import { loadTools, errorText } from '../engine.js';
import { positionKey } from '../common/state.js';
import { anotherGraph, misreadDrawing, otherShape } from './place-vertices.js';
import { circleLayout } from './presets.js';
import { isSetGame } from '../common/games.js';
import { count, describeCounts, edgeName } from '../common/words.js';
import { keepEdgeNamesWhole } from '../common/unbroken-names.js';
import { errorLines, keepText, keptText, noticeFor } from './graph-text-kept.js';

/** Line numbers are drawn for this many lines at most (the crate caps the text anyway). */
const GUTTER_LINES = 5000;
/** Texts remembered per graph, so undo brings back the person's own text (comments too). */
const REMEMBERED_TEXTS = 100;
/** Typing is read this long after the last key: the text of a pause is the one meant. */
const READ_PAUSE_MS = 400;
/** A board with this many edges at most is said edge by edge beside an error. */
const BOARD_EDGES_SAID = 6;
/** What the empty box shows: the text's form. */
const EXAMPLE = '0 1 3\n1 2 4';
/** The errors are said once the typing has paused this long (ms), or the box is left: said at
 *  every key, a line half typed ("4", "4 ", "4 0") was an error read out after each. */
const SAY_ERRORS_PAUSE_MS = 1000;
let cardCount = 0;

/** ctx: {state, actions, redraw}. Returns {element, update(state)}. */
export function createGraphTextCard({ state, actions, redraw }) {
  const id = `gnp-graph-text-${++cardCount}`;
  let tools = null;
  let loading = null;
  // The graph the text describes (positionKey), and the last errors of the text.
  let syncedKey = null;
  let errors = [];
  // The rules the errors were read under: a text refused under Edge-Nim ("piece 0: switch to
  // Walking Nim") is read again once the rules change, so no error outlives its reason.
  let errorsRules = null;
  // The graph (vertices and edges, not the rules or the play) of the board the text describes.
  let syncedGraph = null;
  // The person typed since the text was last read (a pause not over yet, or the tools were
  // still loading).
  let unread = false;
  // The read waiting for a pause in the typing (READ_PAUSE_MS).
  let readTimer = 0;
  // Whether the text kept in this tab (keptText) has been looked for, once the tools are in.
  let keptRead = false;
  // Keys pressed in the box while it was still empty, before the board's text came ("Loading…"):
  // the text then comes selected, so what is typed next replaces it, as it would have filled
  // the empty box the person saw (a select-all pressed then was lost, and the typing went into
  // the middle of the board's text).
  let keysBeforeText = false;
  const texts = new Map();
  // The places the board had before the text changed its number of vertices, and the layout
  // the text drew since (`drawn`): a line retyped, which takes its vertex away for a moment,
  // brings it back to its place. Forgotten once the board is laid out otherwise (a drag, Undo).
  let placesBefore = null;

  const textarea = h('textarea', {
    id: `${id}-box`,
    class: 'graph-text-box',
    rows: 8,
    wrap: 'off',
    spellcheck: false,
    autocomplete: 'off',
    autocapitalize: 'off',
    'aria-describedby': `${id}-help ${id}-errors ${id}-board`,
    oninput: () => {
      unread = true;
      clearTimeout(readTimer);
      readTimer = setTimeout(readNow, READ_PAUSE_MS);
    },
    onfocus: () => ensureTools(),
    onblur: () => {
      readNow();
      sayErrorsNow();
    },
    onscroll: () => {
      gutter.scrollTop = textarea.scrollTop;
    },
    onkeydown: onKeyDown,
  });
  const gutter = h('pre', { class: 'graph-text-gutter', 'aria-hidden': 'true' });
  // Shown at once, and the box's description; heard through errorsSaid, once typing pauses.
  const errorList = h('ul', { id: `${id}-errors`, class: 'graph-text-errors' });
  const errorsSaid = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  let sayTimer = null;
  // What errorsSaid last said of the errors ('' for none): the same errors are not said again.
  let errorsHeard = '';
  // While the text has errors: which board Hint, Analyze and Play work on, in words.
  const boardNote = h('p', { id: `${id}-board`, class: 'graph-text-board', hidden: true });
  const noteText = h('span');
  const note = h(
    'p',
    { class: 'graph-text-note', hidden: true },
    noteText,
    ' ',
    h('button', {
      type: 'button',
      class: 'btn',
      text: 'Use the drawing’s text',
      onclick: () => {
        errors = [];
        showText(drawingText(state.position));
        syncedKey = positionKey(state.position);
        showErrors();
        redraw();
      },
    }),
  );
  const element = h(
    'section',
    { class: 'card graph-text', 'aria-label': 'Graph as text' },
    h('h2', {}, h('label', { for: textarea.id, text: 'Graph as text' })),
    h('p', {
      id: `${id}-help`,
      class: 'muted small',
      text: 'One edge per line: “u v tokens” (“u u tokens” is a loop). “vertices N” keeps vertices without edges, “piece v” places Walking Nim’s piece, # starts a comment.',
    }),
    h('div', { class: 'graph-text-editor' }, gutter, textarea),
    errorList,
    boardNote,
    errorsSaid,
    note,
  );

  // The tools module is loaded when the card comes into view (or its box gets focus), not
  // with the page: most visits never use it.
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) ensureTools();
        })
      : null;
  observer?.observe(element);

  let idleAsked = false;
  function loadWhenIdle() {
    if (idleAsked) return;
    idleAsked = true;
    const idle = globalThis.requestIdleCallback ?? ((callback) => setTimeout(callback, 200));
    idle(() => ensureTools());
  }

  function ensureTools() {
    if (tools || loading) return;
    observer?.disconnect();
    loading = loadTools().then(
      (module) => {
        tools = module;
        loading = null;
        if (unread) readText();
        redraw();
      },
      (err) => {
        loading = null;
        errors = [{ line: 0, message: `the text tools could not be loaded (${errorText(err)})` }];
        showErrors();
      },
    );
  }

  /** Reads what was typed, if the read is still waiting for a pause. */
  function readNow() {
    clearTimeout(readTimer);
    readTimer = 0;
    if (unread) readText();
  }

  /** Reads the box: a graph goes to the drawing; errors are shown on their lines. */
  function readText() {
    if (!tools) return ensureTools();
    clearTimeout(readTimer);
    readTimer = 0;
    unread = false;
    const text = textarea.value;
    errorsRules = state.position.rules;
    let result;
    try {
      result = tools.parseGraphText(text, state.position.rules);
    } catch (err) {
      result = { errors: [{ line: 0, message: errorText(err) }] };
    }
    if (result.errors) {
      errors = result.errors;
      showErrors();
      return;
    }
    // The text is the graph alone: the play (normal or misère) is compared and kept apart.
    if (positionKey(result.position) !== positionKey({ ...state.position, play: undefined })) {
      const layout = typedLayout(result.position);
      placesBefore &&= { ...placesBefore, drawn: JSON.stringify(layout) };
      const outcome = actions.setGraph(result.position, layout, { mergeKey: 'graph-text' });
      // Editing's code may still be on its way: then a promise (of nothing if it could not
      // come, which the banner says).
      if (outcome instanceof Promise)
        return void outcome.then((done) => done !== undefined && showOutcome(done, text));
      return showOutcome(outcome, text);
    }
    showOutcome(true, text);
  }

  /**
   * Where the typed graph's vertices go. The same vertices keep the places they have (the
   * teacher's own drawing). Another number of vertices is laid out afresh on the circle a new
   * board gets, and the text's own layout stays open to that while the typing goes on: it is
   * laid out afresh again if it is another graph, in another number of pieces, or would put a
   * vertex on an edge (a square typed over a triangle had its fourth vertex midway along a
   * side). (Grown a vertex at a time as the lines
   * were typed, a 4-cycle typed over six vertices came out a crooked quadrilateral, and was
   * copied so into the puzzle's codes.) The number of vertices the text started from, back,
   * brings back their places.
   */
  function typedLayout(position) {
    const n = position.vertices;
    if (placesBefore?.drawn !== JSON.stringify(state.layout)) placesBefore = null;
    // The same vertices drawn where the person put them (by hand, with N, J, the arrow keys or
    // a drag) keep those places whatever the text adds: an edge typed into a hand-made layout
    // moved every vertex onto a circle, and undoing that took the edge away too. The board
    // curves an edge whose straight line would cross a vertex (render.js). Only places the
    // text itself made in this typing (placesBefore) may be laid out afresh again.
    if (n === state.position.vertices && !placesBefore) return state.layout;
    let layout = null;
    if (n === state.position.vertices) layout = state.layout;
    else if (placesBefore?.layout.length === n) layout = placesBefore.layout;
    else placesBefore ??= { layout: state.layout.map(([x, y]) => [x, y]) };
    if (
      !layout ||
      anotherGraph(state.position, position) ||
      otherShape(state.position, position) ||
      misreadDrawing(layout, position, state.position)
    )
      return circleLayout(n);
    if (layout === placesBefore?.layout) placesBefore = null;
    return layout;
  }

  /** After the board took the text (`outcome` true) or refused it (the error text). */
  function showOutcome(outcome, text) {
    if (outcome !== true) {
      errors = [{ line: 0, message: outcome }];
      showErrors();
      return;
    }
    errors = [];
    syncedKey = positionKey(state.position);
    remember(syncedKey, text);
    showErrors();
  }

  function remember(key, text) {
    texts.delete(key);
    texts.set(key, text);
    if (texts.size > REMEMBERED_TEXTS) texts.delete(texts.keys().next().value);
  }

  function drawingText(position) {
    if (!position.vertices) return '';
    try {
      return tools.graphText(position);
    } catch (err) {
      return `# ${errorText(err)}\n`;
    }
  }

  function onKeyDown(event) {
    if (syncedKey === null && textarea.value === '') keysBeforeText = true;
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    const undo = key === 'z' && !event.shiftKey;
    const redo = (key === 'z' && event.shiftKey) || key === 'y';
    if (!(undo || redo)) return;
    // Typing not read yet is read first, so Ctrl+Z undoes it as it did when every key was read.
    if (readTimer) readNow();
    if (errors.length || unread) return;
    event.preventDefault();
    if (undo) actions.undo();
    else actions.redo();
  }

  /** Puts `text` in the box, keeping the caret on the same line and column. */
  function showText(text) {
    if (textarea.value === text) return;
    if (focusedElement(textarea) !== textarea) {
      textarea.value = text;
      return;
    }
    if (keysBeforeText && textarea.value === '') {
      keysBeforeText = false;
      textarea.value = text;
      textarea.select();
      return;
    }
    const { selectionStart, scrollTop } = textarea;
    const before = textarea.value.slice(0, selectionStart);
    const line = before.split('\n').length - 1;
    const column = selectionStart - (before.lastIndexOf('\n') + 1);
    textarea.value = text;
    const lines = text.split('\n');
    const row = Math.min(line, lines.length - 1);
    let offset = 0;
    for (let i = 0; i < row; i++) offset += lines[i].length + 1;
    offset += Math.min(column, lines[row].length);
    textarea.setSelectionRange(offset, offset);
    textarea.scrollTop = scrollTop;
  }

  let gutterKey = '';
  /** Line numbers beside the box, the lines at fault marked; the messages under it. */
  function showErrors() {
    textarea.setAttribute('aria-invalid', errors.length ? 'true' : 'false');
    const notice = errors.length ? noticeFor(errorLines(errors)) : null;
    // Other cards say it too (Hint and analysis, Play): they are drawn again.
    const changed = notice !== state.graphTextError;
    state.graphTextError = notice;
    if (changed) redraw();
    showBoardNote();
    // Kept for a reload, which brings back the board from the link but not the text: a text in
    // error as typed, and a valid one the person typed (its comments, its order) while it is
    // the board's; once the drawing changes, the text is the drawing's and nothing is kept.
    if (tools) {
      const board = syncedKey ?? positionKey(state.position);
      const typed = errors.length > 0 || texts.get(board) === textarea.value;
      keepText(board, typed ? textarea.value : null, errors);
    }
    const bad = new Map(errors.filter((e) => e.line > 0).map((e) => [e.line, e.message]));
    const lineCount = Math.min(GUTTER_LINES, textarea.value.split('\n').length);
    const key = JSON.stringify([lineCount, [...bad.keys()]]);
    if (key !== gutterKey) {
      gutterKey = key;
      const parts = [];
      let run = [];
      for (let line = 1; line <= lineCount; line++) {
        if (!bad.has(line)) {
          run.push(String(line));
          continue;
        }
        if (run.length) parts.push(`${run.join('\n')}\n`);
        run = [];
        parts.push(h('span', { class: 'bad', text: `! ${line}` }), line < lineCount ? '\n' : '');
      }
      if (run.length) parts.push(run.join('\n'));
      gutter.replaceChildren(...parts);
      gutter.scrollTop = textarea.scrollTop;
    }
    sayErrorsLater();
    // The same errors as shown: the list stays as it is, so a "Line 7" button reached by Tab
    // (which leaves the box and reads what was typed) keeps the focus it was given.
    const shownKey = JSON.stringify(errors.map((e) => [e.line, e.message]));
    if (errorList.dataset.shown === shownKey) return;
    errorList.dataset.shown = shownKey;
    errorList.replaceChildren(
      ...errors.map((e) =>
        h(
          'li',
          {},
          e.line > 0
            ? h('button', {
                type: 'button',
                class: 'btn link',
                text: `Line ${e.line}`,
                // Its line is selected, so what is typed replaces it: said in its name ("go to
                // the line" let a screen reader's typing replace a line not known selected).
                'aria-label': `Line ${e.line}: select the line to retype it`,
                onclick: () => goToLine(e.line),
              })
            : h('strong', { text: 'The text' }),
          `: ${e.message}`,
        ),
      ),
    );
  }

  /** Beside the errors: the board is still the last graph the text described, said in words,
   *  and that Hint, Analyze and Play work on it (a researcher analysed a ring of 100
   *  vertices, half of a "vertices 100000" being typed, taking it for their text). Once the
   *  drawing has changed meanwhile, the note below says so instead. */
  function showBoardNote() {
    const drifted = syncedKey !== positionKey(state.position);
    const text =
      errors.length && !drifted
        ? `The board still shows the graph as it was before ${errors.length > 1 ? 'these errors' : 'this error'}: ${boardWords(state.position)}. Hint, Analyze all moves and Play work on that board until the text is fixed.`
        : '';
    boardNote.hidden = !text;
    // "2–3: 3" kept on one line, as the page's other lists of counts are.
    if (boardNote.textContent === text) return;
    boardNote.textContent = text;
    keepEdgeNamesWhole(boardNote);
  }

  /** The errors as the list under the box reads them, in one sentence ('' when none). */
  function errorsText() {
    return errors
      .map((e) => `${e.line > 0 ? `Line ${e.line}` : 'The text'}: ${e.message.replace(/\.$/, '')}.`)
      .join(' ');
  }

  /** Says the errors once the typing pauses (showErrors runs at every key). */
  function sayErrorsLater() {
    clearTimeout(sayTimer);
    sayTimer = setTimeout(sayErrorsNow, SAY_ERRORS_PAUSE_MS);
  }

  /** Says the errors now, unless they are the ones said last; errors put right are said to be
   *  gone, once. */
  function sayErrorsNow() {
    clearTimeout(sayTimer);
    sayTimer = null;
    const text = errorsText();
    if (text === errorsHeard || element.hidden) return;
    errorsHeard = text;
    errorsSaid.textContent = text || 'The text has no errors now: the board shows it.';
  }

  function goToLine(line) {
    const lines = textarea.value.split('\n');
    let start = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
    textarea.focus();
    textarea.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
  }

  function update(current = state) {
    // The text is a graph's; a pile game's board is drawn from its piles (the Pile games card).
    element.hidden = current.embed || current.lock || current.mode !== 'edit' || isSetGame(current.position);
    if (element.hidden) return;
    // "Loading" only while something loads: an empty board's text is empty without the
    // tools (typing loads them, and what was typed is read then); a graph's text needs them,
    // so they are fetched when the page is idle, before anyone scrolls here.
    const empty = !current.position.vertices;
    if (!tools && !loading && !empty) loadWhenIdle();
    textarea.placeholder = tools || (empty && !loading) ? EXAMPLE : 'Loading…';
    if (!tools) return;
    // Read after this redraw, not in it: reading may change the position.
    if (errors.length && errorsRules !== current.position.rules) {
      errorsRules = current.position.rules;
      queueMicrotask(readText);
    }
    const key = positionKey(current.position);
    if (!keptRead) {
      // After a reload: the text typed over this very board comes back as typed, comments
      // and errors too (read again: a valid one is remembered as the person's own text).
      keptRead = true;
      const kept = keptText(key);
      if (kept !== null && syncedKey === null) {
        syncedKey = key;
        textarea.value = kept.text;
        queueMicrotask(readText);
        return;
      }
    }
    const drifted = key !== syncedKey;
    if (drifted && !errors.length && !unread) {
      // The drawing changed: the text follows (the person's own text for a graph they typed).
      // Only the rules or the play changed (Walking Nim, misère), the graph the same: the
      // person's own text stays, comments and all, its piece line following the rules (it
      // was rewritten from the drawing, and a researcher's "# paw" was gone for good).
      const own = texts.get(syncedKey);
      const sameGraph = own === textarea.value && graphOf(current.position) === syncedGraph;
      const text = texts.get(key) ?? (sameGraph ? withPieceOf(own, current.position) : null);
      if (text !== null && !texts.has(key)) remember(key, text);
      showText(text ?? drawingText(current.position));
      syncedKey = key;
      showErrors();
    }
    if (!drifted || (!errors.length && !unread)) syncedGraph = graphOf(current.position);
    note.hidden = !(drifted && errors.length);
    showBoardNote();
    setText(
      noteText,
      'The drawing has changed since the text last described a graph; your text is kept until you fix it.',
    );
  }

  return { element, update };
}

/** A board's graph alone: its vertices and edges, not its rules, piece or play. */
const graphOf = (position) => JSON.stringify([position.vertices, position.edges]);

/** `text` (a person's, for the same graph) for `position`'s rules: no "piece" line in
 *  Edge-Nim, and the piece's in Walking Nim. */
function withPieceOf(text, position) {
  const lines = text.split('\n').filter((line) => !/^\s*piece\b/.test(line));
  while (lines.length && lines.at(-1).trim() === '') lines.pop();
  if (position.rules === 'walk') lines.push(`piece ${position.token ?? 0}`);
  return `${lines.join('\n')}\n`;
}

/** The board in words, as the note beside the text's errors says it: "3 vertices; 0–1: 2,
 *  1–2: 3" (edge by edge when they are few), "100 vertices, no edges", "an empty board". */
function boardWords(position) {
  const { vertices, edges } = position;
  if (!vertices) return 'an empty board';
  const piece = position.rules === 'walk' ? position.token : null;
  if (!edges.length)
    return `${count(vertices, 'vertex', 'vertices')}, no edges${piece === null ? '' : `, piece on ${piece}`}`;
  if (edges.length > BOARD_EDGES_SAID)
    return `${count(vertices, 'vertex', 'vertices')}, ${count(edges.length, 'edge', 'edges')}${piece === null ? '' : `, piece on ${piece}`}`;
  const counts = describeCounts(
    edges.map((edge) => edge[2]),
    (e) => edgeName(position, e),
    piece,
  );
  return `${count(vertices, 'vertex', 'vertices')}; ${counts}`;
}
