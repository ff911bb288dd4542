// The Explore view: pick two edges (or piles) as axes, and a heat map shows the value (Grundy value,
// or P/N in misère play or when the box is too large for Grundy values) of every position where those two
// edges take each count from 0 to their tops and the other edges keep their counts on the
// board. Every edge has its range (Ranges: from 0 up to a top), the box a conjecture is checked on. Hover (or move with the arrow keys) to read a cell, click (or Enter) to load it into
// the board; download the map as PNG or CSV; and test a conjecture "P exactly when EXPR" on
// the whole box with the crate's checker, its counterexamples listed and loadable.
//
// createExplore(ctx) → {button, element, update(state)}; ctx: {state, actions, research}.
// Built once; update() patches controls, and redraws the canvas only when the map or the
// marked cell changes. The values come from the worker (research-actions.js).

import { focusedElement, h, setText, showBoardOf } from '../common/dom.js';
import {
  describeCounts,
  edgeCalled,
  count,
  edgeName as nameOfEdge,
  formatNumber,
  pointerVerb,
} from '../common/words.js';
import { countsOf, isSetGame } from '../common/games.js';
import { exampleFormula, formulaName, pieceOffTheGraph } from './formula-names.js';
import { keepExplore, restoreExplore } from './explore-kept.js';
import { exploreLinkParts, openExploreFromLink } from './explore-link.js';
import {
  cellColour,
  inkOn,
  csvPreamble,
  mapCaption,
  mapFileName,
  valueColours,
  valuesLegend,
} from './map-caption.js';
import { positionKey as positionKeyOf } from '../common/state.js';
import {
  cancelExplore,
  checkFormula,
  drawMap,
  checkOfOtherGame,
  jobOfOtherGame,
  exploreKey,
  FOLLOWED_BOARD,
  loadExplored,
  mapChanges,
  mapContext,
  mapFieldChanges,
  rangesBoard,
  rangesGraph,
  setExploreAxis,
  setExploreOpen,
  setExplorePiece,
  setExploreTop,
  MAX_TOP,
} from './research-actions.js';

/** The map's size on screen, in CSS pixels, and the margins for the axis labels. */
const MAP_PIXELS = 480;
/** Screen pixels a P cell covers at least: smaller, a lone red cell is lost in a large map. */
const MIN_P_PIXELS = 3;
const MARGIN = { left: 44, bottom: 36, top: 10, right: 10 };

export { formulaName };

/** The conjecture check's two phases, each with its own count: the box's outcomes first,
 *  then the formula tested on each position (on a large box the longer of the two). */
const CHECK_PHASES = {
  solving: 'Checking the formula: solving every position of the box',
  checking: 'Checking the formula: testing it on each position',
};

/** Cells at least this many canvas pixels wide carry their value written in them (a Grundy
 *  value, or P / N), so the map is read without telling colours apart; smaller ones are read
 *  by pointing at them or with the arrow keys (the readout under the map). */
const WRITTEN_CELL = 18;

/** The legend under the map: what its colours mean (valuesLegend's words), each Grundy value's
 *  words after a swatch of its colour. */
function legendParts(map, maxValue) {
  if (!map.grundy || maxValue === 0) return [valuesLegend(map, maxValue)];
  const colours = valueColours(maxValue);
  const parts = [maxValue === 1 ? 'Grundy value: ' : 'Grundy values: '];
  colours.forEach(([what, name, background], i) => {
    const swatch = h('span', { class: 'map-swatch', 'aria-hidden': 'true' });
    // Drawn here, not in style.css, whose every rule is in the first view: bordered in the
    // legend's own ink, so the light colours show on a light card and the dark on a dark one.
    Object.assign(swatch.style, {
      display: 'inline-block',
      width: '0.9em',
      height: '0.9em',
      margin: '0 0.3em 0 0.1em',
      verticalAlign: '-0.1em',
      border: '1px solid currentColor',
      borderRadius: '2px',
      background,
    });
    parts.push(swatch, `${what} ${name}${i < colours.length - 1 ? ', ' : '.'}`);
  });
  return parts;
}

/** The PNG caption's font. */
const CAPTION_FONT = '12px system-ui, sans-serif';

/** `text` in lines at most `width` pixels wide in `g`'s font, broken between words. */
function wrapText(g, text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const longer = line ? `${line} ${word}` : word;
    if (line && g.measureText(longer).width > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  if (line) lines.push(line);
  return lines;
}

function download(name, blob) {
  const url = URL.createObjectURL(blob);
  const a = h('a', { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function createExplore({ state, research }) {
  // What this tab set up before a reload: formula, ranges and axes (explore-kept.js).
  restoreExplore(state.explore);
  const edgeName = (e) => nameOfEdge(state.position, e);
  // "edge 0–1" on a graph, "pile 2" in a pile game.
  const axisName = (e) => edgeCalled(state.position, e);
  /** An axis of a drawn map, named on the graph it was drawn on: once the board holds
   *  another graph, its edge e is another edge. */
  const mapAxisName = (map, e) => edgeCalled(map.position, e);
  /** The box a check read, in the formula's letters and the board's edges: every count from 0
   *  up to the top corner's ("a ≤ 3 on edge 0–1, b ≤ 1 on 1–2, …", a parallel edge "on 0–1
   *  (edge 0)": its number is the only parenthesis), and the piece anywhere. */
  const describeBox = (corner) => {
    const parts = countsOf(corner).map((top, i) => {
      const name = i === 0 ? axisName(i) : edgeName(i);
      return `${formulaName(i)} ≤ ${formatNumber(top)} on ${name}`;
    });
    if (corner.rules === 'walk') parts.push('the piece on any vertex');
    return parts.join(', ');
  };
  const button = h('button', {
    type: 'button',
    class: 'btn ghost explore-open',
    text: 'Explore',
    'aria-expanded': 'false',
    'aria-controls': 'gnp-explore',
    onclick: () => {
      const opening = !state.explore.open;
      if (opening) {
        // A map of a puzzle's positions gives its answer away: closed like the hint until the
        // puzzle is solved or its solution may be shown (puzzle.js helpLocked); opened, it
        // counts as help used.
        const locked = research.actions.helpLocked();
        if (locked) return research.actions.say(locked, 'info');
        research.actions.helpUsed();
      }
      setExploreOpen(research, opening);
      // The panel opens below the board: focus goes to its heading (drawn by then), so the
      // next Tab is in the panel, not back at the top of the page.
      if (state.explore.open)
        requestAnimationFrame(() => {
          heading.focus({ preventScroll: true });
          element.scrollIntoView({ block: 'nearest' });
        });
    },
  });
  /** Closes the panel; focus goes back to the Explore button when it was in the panel. */
  const close = () => {
    const hadFocus = element.contains(focusedElement(element));
    setExploreOpen(research, false);
    if (hadFocus) button.focus();
  };
  const heading = h('h2', { text: 'Explore', tabindex: -1 });

  // ---------- controls ----------
  const axisSelect = (which) =>
    h('select', {
      class: `explore-axis-${which}`,
      onchange: (e) => {
        // The axis now reads another edge's range: a half-typed top of the old one is dropped.
        clearTopProblem(tops[which]);
        setExploreAxis(research, which, Number(e.target.value));
      },
    });
  // A top is checked as it is typed: a value out of range keeps its text in the field (marked,
  // with what is allowed beside it and the value used meanwhile) and is not used until
  // corrected, so update() must not write the state's value back over the typing. The value
  // used meanwhile is the one the field had before this typing: each keystroke in range is
  // used at once (the map's note, the link), so 5000 typed passed through 500, and keeping
  // that made later checks use a box nobody asked for. Each field knows its edge (an axis's
  // field the axis's edge), and its problem's line.
  const ALLOWED = `a whole number from 0 to ${formatNumber(MAX_TOP)}`;
  const invalidTops = new Set();
  const problemOf = new Map(); // field → the element that says what is allowed
  const edgeOf = new Map(); // field → () => the edge it sets
  const before = new Map(); // field → {edge, value, typed}: its edge's range when focused
  const readTop = (input) => {
    const text = input.value.trim();
    const value = Number(text);
    const ok =
      text !== '' && !input.validity.badInput && Number.isInteger(value) && value >= 0 && value <= MAX_TOP;
    const edge = edgeOf.get(input)();
    if (!ok) {
      invalidTops.add(input);
      input.setAttribute('aria-invalid', 'true');
      // A value of a keystroke on the way here is dropped: the range is back at its value
      // from before this typing (said beside the field, showProblems).
      const was = before.get(input);
      if (was?.edge === edge && state.explore.tops[edge] !== was.value)
        setExploreTop(research, edge, was.value, was.typed);
      showProblems();
      return;
    }
    clearTopProblem(input);
    // The edge's other field (its axis's, or its Ranges one) takes the value at the redraw.
    for (const other of invalidTops) if (edgeOf.get(other)() === edge) clearTopProblem(other);
    if (value !== state.explore.tops[edge]) setExploreTop(research, edge, value);
  };
  const clearTopProblem = (input) => {
    if (!input || !invalidTops.delete(input)) return;
    input.setAttribute('aria-invalid', 'false');
    showProblems();
  };
  /** The fields out of range now, in the page's order. */
  const badFields = () => [...tops, ...rangeInputs].filter((input) => invalidTops.has(input));
  /** What a problem line says of one field: what is allowed, and the value used meanwhile
   *  ("a whole number from 0 to 2,000; b stays 6 until then"), as the field shows another. */
  const allowedFor = (input) => {
    const edge = edgeOf.get(input)();
    const used = state.explore.tops[edge];
    return used === undefined
      ? ALLOWED
      : `${ALLOWED}; ${formulaName(edge)} stays ${formatNumber(used)} until then`;
  };
  /** Each problem line shows what is allowed while one of its fields is out of range; the
   *  Ranges line names the field ("a = 0–1: a whole number …"). */
  const showProblems = () => {
    for (const line of new Set(problemOf.values())) {
      const bad = [...invalidTops].filter((input) => problemOf.get(input) === line && input.isConnected);
      line.hidden = !bad.length;
      const said = bad.map((input) =>
        input.dataset.name ? `${input.dataset.name}: ${allowedFor(input)}` : allowedFor(input),
      );
      setText(line, said.join('. '));
    }
    // A refusal of Draw map or Check names the fields: said again as they change, and gone
    // once every field is back in range.
    if (refused) {
      if (!badFields().some((input) => input.isConnected)) refused = null;
      research.redraw();
    }
    markCheck();
  };
  const topInput = (problem, edge, attributes) => {
    const input = h('input', {
      type: 'number',
      min: 0,
      max: MAX_TOP,
      step: 1,
      'aria-describedby': problem.id,
      onfocus: (e) => {
        const at = edgeOf.get(e.target)();
        before.set(e.target, { edge: at, value: state.explore.tops[at], typed: !!state.explore.typed?.[at] });
      },
      oninput: (e) => readTop(e.target),
      onchange: (e) => readTop(e.target),
      ...attributes,
    });
    problemOf.set(input, problem);
    edgeOf.set(input, edge);
    return input;
  };
  // Draw map or Check pressed while a field is out of range: 'map' or 'check', and the
  // refusal is said beside the button pressed (refusalText) until every field is in range.
  let refused = null;
  /** Draw map and Check read the tops: with one out of range nothing is computed, and the
   *  button pressed says why beside it, naming the field (focus stays on the button: the
   *  field may be a screen away, and the eye is where it pressed). */
  const invalidTop = (kind) => {
    if (!badFields().some((input) => input.isConnected)) return false;
    refused = kind;
    research.redraw();
    return true;
  };
  /** Why `kind` cannot run: "Check cannot run: “Across: up to” (b = edge 1–2) reads 5000; it
   *  must be a whole number from 0 to 2,000." */
  const refusalText = (kind) => {
    const fields = badFields()
      .filter((input) => input.isConnected)
      .map((input) => {
        const label = input.getAttribute('aria-label');
        const which = input.dataset.name
          ? ''
          : ` (${formulaName(edgeOf.get(input)())} = ${axisName(edgeOf.get(input)())})`;
        return `“${label}”${which} reads ${input.value.trim() || 'nothing'}`;
      });
    const button = kind === 'check' ? 'Check' : 'Draw map';
    const must = fields.length > 1 ? 'each must be' : 'it must be';
    return `${button} cannot run: ${fields.join(', ')}; ${must} ${ALLOWED}.`;
  };
  const topProblems = [0, 1].map((which) =>
    h('span', { id: `gnp-explore-top-error-${which}`, class: 'explore-top-error', hidden: true }),
  );
  const axes = [axisSelect(0), axisSelect(1)];
  const tops = [0, 1].map((which) =>
    topInput(topProblems[which], () => state.explore.axes[which], { class: 'explore-top' }),
  );
  // Ranges: one small field per edge (or pile), rebuilt with the graph (fillOptions).
  const rangesProblem = h('p', { id: 'gnp-explore-range-error', class: 'explore-top-error', hidden: true });
  let rangeInputs = [];
  const rangesRow = h('div', { class: 'explore-ranges-row' });
  const ranges = h(
    'fieldset',
    { class: 'explore-ranges' },
    h('legend', { text: 'Ranges: each count from 0 up to' }),
    rangesRow,
    rangesProblem,
  );
  axes[0].setAttribute('aria-label', 'Edge across');
  axes[1].setAttribute('aria-label', 'Edge up');
  tops[0].setAttribute('aria-label', 'Across: up to');
  tops[1].setAttribute('aria-label', 'Up: up to');
  const piece = h('select', {
    'aria-label': 'Piece on vertex',
    onchange: (e) => setExplorePiece(research, Number(e.target.value)),
  });
  const pieceField = h('label', { class: 'field' }, h('span', { text: 'Piece on' }), piece);
  const drawButton = h('button', {
    type: 'button',
    class: 'btn primary',
    text: 'Draw map',
    onclick: () => {
      if (invalidTop('map')) return;
      // The map asked for is brought into view when drawn: it came half below the window.
      revealMap = true;
      drawMap(research);
    },
  });
  let revealMap = false;
  const progressBar = h('progress', { max: 1 });
  const progressText = h('span', { class: 'muted' });
  const progress = h(
    'div',
    { class: 'job-progress', hidden: true },
    progressBar,
    progressText,
    h('button', { type: 'button', class: 'btn', text: 'Cancel', onclick: () => cancelExplore(research) }),
  );
  const error = h('p', { class: 'explore-error', role: 'status', hidden: true });

  // ---------- the map ----------
  const canvas = h('canvas', {
    class: 'explore-map',
    tabindex: 0,
    // An interactive role: a screen reader in browse mode keeps the arrow keys for itself on an
    // image; on an application it hands them (and Enter) to the map.
    role: 'application',
    'aria-roledescription': 'map',
    'aria-label': 'Heat map (none drawn yet)',
  });
  // The map as its cells are (what "Map as PNG" saves: at the PNG's own size every cell is a
  // pixel or more, so it needs no screen's marks, which would cover the neighbours of a P
  // cell), and the map as the screen shows it: the same, with P cells too small for the screen
  // marked (markSmallP). The hover outlines are drawn over the second.
  const base = document.createElement('canvas');
  const marked = document.createElement('canvas');
  const readout = h('p', { class: 'explore-readout', 'aria-live': 'polite' });
  const legend = h('p', { class: 'explore-legend muted small' });
  // Says that P cells are drawn larger than their cells (markSmallP).
  const tinyCells = h('p', { class: 'explore-tiny-cells small', hidden: true });
  const stale = h('p', {
    class: 'explore-stale small',
    hidden: true,
  });
  const pngButton = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Map as PNG',
    onclick: () => exportPng(),
  });
  const csvButton = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Map as CSV',
    onclick: () => exportCsv(),
  });
  const mapBlock = h(
    'div',
    { class: 'explore-figure', hidden: true },
    canvas,
    readout,
    legend,
    tinyCells,
    stale,
    h('div', { class: 'row wrap' }, pngButton, csvButton),
  );

  // ---------- conjecture ----------
  const formula = h('input', {
    type: 'text',
    class: 'explore-formula',
    spellcheck: false,
    autocomplete: 'off',
    'aria-label': 'P exactly when',
    oninput: (e) => {
      state.explore.formula = e.target.value;
      keepExplore(state.explore);
      // The address and Copy link carry it (explore-link.js).
      research.redraw();
    },
    onkeydown: (e) => e.key === 'Enter' && runCheck(),
  });
  const where = h('input', {
    type: 'text',
    class: 'explore-where',
    spellcheck: false,
    autocomplete: 'off',
    placeholder: 'optional, e.g. min(a, b) > 0',
    'aria-label': 'Only where',
    oninput: (e) => {
      state.explore.where = e.target.value;
      keepExplore(state.explore);
      research.redraw();
    },
    onkeydown: (e) => e.key === 'Enter' && runCheck(),
  });
  const checkButton = h('button', { type: 'button', class: 'btn', text: 'Check', onclick: () => runCheck() });
  const names = h('p', { class: 'muted small explore-names' });
  // The conjecture's own error sits under its fields and Check, where the eye is when it
  // is pressed (the map's errors sit by Draw map).
  const checkError = h('p', {
    id: 'gnp-explore-check-error',
    class: 'explore-check-error',
    role: 'status',
    hidden: true,
  });
  const checkStale = h('p', {
    class: 'explore-check-stale small',
    hidden: true,
    text: 'The board or the box has changed since this check: press Check to check it again.',
  });
  const report = h('div', { class: 'explore-report', 'aria-live': 'polite' });
  const conjecture = h(
    'div',
    { class: 'explore-conjecture' },
    h('h3', { text: 'Conjecture' }),
    h(
      'p',
      { class: 'muted small' },
      'Is a position P exactly when a formula holds? Checked on every position whose counts are at most their “up to” under Ranges (the box is stated with the verdict). Names: ',
      names,
      ' Operators: + - * / (whole-number division, rounded down) % ^ (xor) & | == != < <= > >= && || ! min max; & ^ | bind tighter than == and <, so a ^ b == 0 is (a ^ b) == 0; comparisons chain, so 0 < a < 2 is 0 < a && a < 2.',
    ),
    h('label', { class: 'field explore-field' }, h('span', { text: 'P exactly when' }), formula),
    h('label', { class: 'field explore-field' }, h('span', { text: 'Only where' }), where),
    h('div', { class: 'row' }, checkButton),
    checkError,
    checkStale,
    report,
  );

  const element = h(
    'section',
    { class: 'card explore', id: 'gnp-explore', 'aria-label': 'Explore', hidden: true },
    h(
      'div',
      { class: 'row' },
      heading,
      h('span', { class: 'spacer' }),
      h('button', { type: 'button', class: 'btn ghost', text: 'Close', onclick: close }),
    ),
    h('p', {
      class: 'muted small',
      text: 'A map of the values over two edges’ (or piles’) counts, the others as on the board. Red cells are P-positions: the player to move loses with best play (the previous player wins); every other cell is an N-position, where the player to move wins.',
    }),
    h(
      'div',
      { class: 'row wrap explore-controls' },
      h('label', { class: 'field' }, h('span', { text: 'Across' }), axes[0]),
      h('label', { class: 'field' }, h('span', { text: 'up to' }), tops[0]),
      topProblems[0],
      h('label', { class: 'field' }, h('span', { text: 'Up' }), axes[1]),
      h('label', { class: 'field' }, h('span', { text: 'up to' }), tops[1]),
      topProblems[1],
      pieceField,
      drawButton,
    ),
    ranges,
    progress,
    error,
    mapBlock,
    conjecture,
  );

  // ---------- the map's geometry and drawing ----------
  let drawnMap = null;
  let cell = 1;
  let cursor = null; // [i, j] under the pointer or the keyboard
  // A map the board or the fields no longer match is inert until redrawn: its cells would be
  // read with the board's edge names, a click would replace the board with the map's old
  // graph, and under new axes or ranges it would answer for a box nobody now asks about.
  let mapStale = false;
  // Whether the panel was open at the last redraw: reopened, it reads out the board's cell.
  let shownOpen = false;

  function mapSize(map) {
    cell = Math.max(1, Math.min(40, Math.floor(MAP_PIXELS / Math.max(map.width, map.height))));
    // The vertical axis's title runs up the left margin: a map of few rows is made as tall as
    // the title (the room goes below the map), which was cut off at the canvas's top.
    // (12 pixels clear of the image's edges at both ends: 4 left its arrow at the top edge).
    const height = Math.max(
      MARGIN.top + map.height * cell + MARGIN.bottom,
      upTitleWidth(map) + 2 * TITLE_ROOM,
    );
    // The horizontal axis's title is centred under the map: a map of few columns is made as
    // wide as the title needs (one column cut it off at the canvas's right edge).
    const width = Math.max(
      MARGIN.left + map.width * cell + MARGIN.right,
      Math.ceil(MARGIN.left + (map.width * cell) / 2 + titleWidth(acrossTitle(map)) / 2 + TITLE_ROOM),
    );
    return [width, height];
  }

  const AXIS_FONT = '12px system-ui, sans-serif';
  /** Room kept between the vertical axis's title and the image's top and bottom edges. */
  const TITLE_ROOM = 12;
  const upTitle = (map) => `${formulaName(map.axes[1])} = ${mapAxisName(map, map.axes[1])} →`;
  const acrossTitle = (map) => `${formulaName(map.axes[0])} = ${mapAxisName(map, map.axes[0])} →`;
  function titleWidth(text) {
    const g = base.getContext('2d');
    g.font = AXIS_FONT;
    return Math.ceil(g.measureText(text).width);
  }
  const upTitleWidth = (map) => titleWidth(upTitle(map));

  function cellAt(event) {
    const map = state.explore.map;
    if (!map || mapStale) return null;
    const rect = canvas.getBoundingClientRect();
    const x = ((event.clientX - rect.left) * canvas.width) / rect.width - MARGIN.left;
    const y = ((event.clientY - rect.top) * canvas.height) / rect.height - MARGIN.top;
    const i = Math.floor(x / cell);
    const j = map.height - 1 - Math.floor(y / cell);
    return i >= 0 && j >= 0 && i < map.width && j < map.height ? [i, j] : null;
  }

  function cellTokens(map, i, j) {
    const tokens = countsOf(map.position);
    tokens[map.axes[0]] = i;
    tokens[map.axes[1]] = j;
    return tokens;
  }

  function valueText(map, value) {
    if (map.grundy) return value === 0 ? 'Grundy 0 (P)' : `Grundy ${value} (N)`;
    return value === 0 ? 'P' : 'N';
  }

  // Cells drawn smaller than MIN_P_PIXELS screen pixels (a large box, a map shrunk to fit its
  // card) would leave a lone P cell a speck or nothing: each P cell is then marked by a red
  // square that size, over its neighbours, and the line under the map says so.
  let pMarked = 0; // the marks' width in screen pixels, or 0 when cells are drawn as they are
  function markSmallP(g, map, canvasWidth) {
    const shrink = Math.min(1, (mapBlock.clientWidth || canvasWidth) / canvasWidth);
    const screenCell = cell * shrink * (globalThis.devicePixelRatio || 1);
    pMarked = screenCell < MIN_P_PIXELS ? MIN_P_PIXELS : 0;
    if (!pMarked) return;
    // Whole canvas pixels, kept inside the map (a P cell on its edge is not cut in half).
    const mark = Math.ceil((cell * MIN_P_PIXELS) / screenCell);
    const inside = (start, low, size) => Math.min(Math.max(Math.round(start), low), low + size - mark);
    g.fillStyle = `rgb(${cellColour(0, map.grundy, 0).join(',')})`;
    for (let j = 0; j < map.height; j++)
      for (let i = 0; i < map.width; i++) {
        if (map.values[j * map.width + i] !== 0) continue;
        const x = inside(MARGIN.left + (i + 0.5) * cell - mark / 2, MARGIN.left, map.width * cell);
        const y = inside(
          MARGIN.top + (map.height - j - 0.5) * cell - mark / 2,
          MARGIN.top,
          map.height * cell,
        );
        g.fillRect(x, y, mark, mark);
      }
    // The largest box whose cells are MIN_P_PIXELS wide on this screen, as an "up to".
    const fit = Math.max(1, Math.floor((Math.max(map.width, map.height) * screenCell) / MIN_P_PIXELS) - 1);
    setText(
      tinyCells,
      `Each cell here is smaller than ${MIN_P_PIXELS} pixels of the screen, so every P cell is drawn as a red square ${MIN_P_PIXELS} pixels wide, over its neighbours. Map as PNG saves every cell at its own size, ${count(cell, 'pixel', 'pixels')} wide, without these squares. To see each cell as it is here, draw a smaller box: both “up to” fields at about ${formatNumber(fit)} or less.`,
    );
  }

  /** Each cell's value written in it (WRITTEN_CELL), dark on a light cell and white on a dark
   *  one, when it fits. */
  function writeValues(g, map, maxValue) {
    if (cell < WRITTEN_CELL) return;
    g.font = `${Math.min(14, Math.floor(cell / 2))}px system-ui, sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    for (let j = 0; j < map.height; j++)
      for (let i = 0; i < map.width; i++) {
        const value = map.values[j * map.width + i];
        const text = map.grundy ? String(value) : value === 0 ? 'P' : 'N';
        if (g.measureText(text).width > cell - 4) continue;
        g.fillStyle = inkOn(cellColour(value, map.grundy, maxValue));
        g.fillText(text, MARGIN.left + (i + 0.5) * cell, MARGIN.top + (map.height - j - 0.5) * cell);
      }
  }

  function paintBase(map) {
    const [w, hgt] = mapSize(map);
    base.width = w;
    base.height = hgt;
    const g = base.getContext('2d');
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, w, hgt);
    let maxValue = 0;
    for (const v of map.values) if (v > maxValue) maxValue = v;
    const image = g.createImageData(map.width * cell, map.height * cell);
    const data = image.data;
    const rowBytes = map.width * cell * 4;
    for (let j = 0; j < map.height; j++) {
      const y0 = (map.height - 1 - j) * cell;
      for (let i = 0; i < map.width; i++) {
        const [r, gr, b] = cellColour(map.values[j * map.width + i], map.grundy, maxValue);
        for (let dy = 0; dy < cell; dy++) {
          let p = (y0 + dy) * rowBytes + i * cell * 4;
          for (let dx = 0; dx < cell; dx++, p += 4) {
            data[p] = r;
            data[p + 1] = gr;
            data[p + 2] = b;
            data[p + 3] = 255;
          }
        }
      }
    }
    g.putImageData(image, MARGIN.left, MARGIN.top);
    writeValues(g, map, maxValue);
    // Axis labels: the edges' names and their first and last counts; an axis of one count
    // (its "up to" 0) has one label, under its column or beside its row, not "0" at both ends.
    g.fillStyle = '#18202f';
    g.font = AXIS_FONT;
    g.textBaseline = 'top';
    const bottom = MARGIN.top + map.height * cell;
    if (map.width === 1) {
      g.textAlign = 'center';
      g.fillText('0', MARGIN.left + cell / 2, bottom + 4);
    } else {
      g.textAlign = 'left';
      g.fillText('0', MARGIN.left, bottom + 4);
      g.textAlign = 'right';
      g.fillText(String(map.width - 1), MARGIN.left + map.width * cell, bottom + 4);
    }
    g.textAlign = 'center';
    g.fillText(acrossTitle(map), MARGIN.left + (map.width * cell) / 2, bottom + 18);
    g.textAlign = 'right';
    if (map.height === 1) {
      g.textBaseline = 'middle';
      g.fillText('0', MARGIN.left - 4, MARGIN.top + cell / 2);
    } else {
      g.textBaseline = 'bottom';
      g.fillText('0', MARGIN.left - 4, bottom);
      g.textBaseline = 'top';
      g.fillText(String(map.height - 1), MARGIN.left - 4, MARGIN.top);
    }
    g.save();
    // Beside the map's middle, moved down as far as the whole title needs.
    const half = upTitleWidth(map) / 2 + TITLE_ROOM;
    g.translate(12, Math.min(Math.max(MARGIN.top + (map.height * cell) / 2, half), hgt - half));
    g.rotate(-Math.PI / 2);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(upTitle(map), 0, 0);
    g.restore();
    marked.width = w;
    marked.height = hgt;
    const screen = marked.getContext('2d');
    screen.drawImage(base, 0, 0);
    markSmallP(screen, map, w);
    return maxValue;
  }

  function outline(g, map, [i, j], colour, width) {
    g.strokeStyle = colour;
    g.lineWidth = width;
    const size = Math.max(cell, 3);
    const x = MARGIN.left + i * cell - (size - cell) / 2;
    const y = MARGIN.top + (map.height - 1 - j) * cell - (size - cell) / 2;
    g.strokeRect(x - width / 2, y - width / 2, size + width, size + width);
  }

  /** The board's own cell on this map, when the board matches it. */
  function boardCell(map) {
    const { position } = state;
    if (mapContext(position, map.axes) !== map.context) return null;
    if (position.rules === 'walk' && position.token !== map.piece) return null;
    const counts = countsOf(position);
    const i = counts[map.axes[0]];
    const j = counts[map.axes[1]];
    return i < map.width && j < map.height ? [i, j] : null;
  }

  let paintedKey = '';
  // The largest value of the drawn map (its colour scale), for the PNG's caption.
  let drawnMax = 0;
  function paint(force = false) {
    const map = state.explore.map;
    if (!map) return;
    const own = boardCell(map);
    const key = JSON.stringify([own, cursor]);
    if (!force && key === paintedKey) return;
    paintedKey = key;
    canvas.width = marked.width;
    canvas.height = marked.height;
    canvas.style.width = `${marked.width}px`;
    const g = canvas.getContext('2d');
    g.drawImage(marked, 0, 0);
    if (own) outline(g, map, own, '#18202f', 2);
    if (cursor) outline(g, map, cursor, '#7048e8', 2);
  }

  function showCell(at, note = '') {
    const map = state.explore.map;
    cursor = at;
    paint(true);
    if (!map || !at) {
      setText(
        readout,
        map && !mapStale
          ? `Point at a cell, or move over the map with the arrow keys, to read its position; ${pointerVerb(state)} it, or press Enter, to load it into the board.`
          : '',
      );
      return;
    }
    const [i, j] = at;
    const value = map.values[j * map.width + i];
    const piece = map.position.rules === 'walk' ? map.piece : null;
    const words = `${describeCounts(cellTokens(map, i, j), edgeName, piece)} — ${valueText(map, value)}${note}`;
    // A note said again (the map's edge, each time) is a change too: a no-break space on or off.
    setText(readout, note && readout.textContent === words ? `${words}\u00a0` : words);
    readout.dataset.cell = `${i},${j}`;
    readout.dataset.value = String(value);
  }

  /** Loads a cell's position into the board. A click also brings the board into view (it
   *  sits above the panel, often scrolled away); Enter leaves the page where it is, so the
   *  focused map stays on screen for the next arrow key. */
  function loadCell([i, j], { reveal = false } = {}) {
    const map = state.explore.map;
    if (!map) return;
    // The board's own cell, with no game under way to set aside, loads the board it shows:
    // nothing changed, and Enter said nothing. Said so instead; in a puzzle too, which it left
    // for a free game on the same board (Help: a board that shows the cell already says so).
    const own = boardCell(map);
    if (own?.[0] === i && own[1] === j && !state.game.moves.length)
      return showCell(
        [i, j],
        state.puzzle
          ? '. This is the puzzle’s own position: it is on the board already (Leave puzzle plays it freely).'
          : '. This is the board’s own position: it is on the board already.',
      );
    if (loadExplored(research, map.position, cellTokens(map, i, j), map.piece) && reveal)
      showBoardOf(element);
  }

  // Escape anywhere in the panel closes it, as Close does.
  element.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    close();
  });

  canvas.addEventListener('pointermove', (e) => showCell(cellAt(e)));
  canvas.addEventListener('pointerleave', () => showCell(null));
  canvas.addEventListener('click', (e) => {
    const at = cellAt(e);
    if (at) loadCell(at, { reveal: true });
  });
  canvas.addEventListener('keydown', (e) => {
    const map = state.explore.map;
    const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if (!map) return;
    if (mapStale) {
      // Its keys do nothing until it is drawn again: said, with why and what to do, as the
      // arrows and Enter met silence.
      if (!steps[e.key] && e.key !== 'Enter') return;
      e.preventDefault();
      const words = `This map is out of date. ${stale.textContent}`;
      setText(readout, readout.textContent === words ? `${words}\u00a0` : words);
      return;
    }
    // Home and End go to the row's ends, Page Up and Page Down to the column's (the page
    // scrolled away under them, the map and its focus out of sight).
    const far = { Home: [-Infinity, 0], End: [Infinity, 0], PageUp: [0, Infinity], PageDown: [0, -Infinity] };
    if (steps[e.key] || far[e.key]) {
      e.preventDefault();
      const [i, j] = cursor ?? boardCell(map) ?? [0, 0];
      const [di, dj] = steps[e.key] ?? far[e.key];
      const next = [
        Math.max(0, Math.min(map.width - 1, i + di)),
        Math.max(0, Math.min(map.height - 1, j + dj)),
      ];
      canvas.scrollIntoView({ block: 'nearest' });
      // A step off the map was silent: said, with the cell the cursor stays on.
      const atEdge = cursor && next[0] === i && next[1] === j;
      showCell(next, atEdge ? '. Edge of the map.' : '');
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (cursor) return loadCell(cursor);
      // No cell yet (no arrow key pressed): Enter loaded nothing and said nothing. It starts
      // where the arrows would, on the board's own cell (or the first), and says it.
      const own = boardCell(map);
      showCell(
        own ?? [0, 0],
        `. ${own ? 'The board’s own cell' : 'The first cell'}: arrow keys move, Enter loads a cell.`,
      );
    }
  });

  // ---------- exports ----------
  /** The map as a PNG, with its caption under it (the game and play, the other counts, the
   *  colours): out of the page, the picture says what it shows. */
  function exportPng() {
    const map = state.explore.map;
    if (!map) return;
    const lineHeight = 16;
    const picture = document.createElement('canvas');
    const g = picture.getContext('2d');
    const width = Math.max(base.width, MAP_PIXELS);
    g.font = CAPTION_FONT;
    const lines = mapCaption(map, drawnMax).flatMap((text) => wrapText(g, text, width - 16));
    picture.width = width;
    picture.height = base.height + 10 + lines.length * lineHeight + 8;
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, picture.width, picture.height);
    g.drawImage(base, 0, 0);
    g.fillStyle = '#18202f';
    g.font = CAPTION_FONT; // resizing the canvas reset it
    g.textBaseline = 'top';
    lines.forEach((line, k) => g.fillText(line, 8, base.height + 10 + k * lineHeight));
    picture.toBlob((blob) => blob && download(mapFileName(map.position, 'png'), blob), 'image/png');
  }

  function exportCsv() {
    const map = state.explore.map;
    if (!map) return;
    const walk = map.position.rules === 'walk';
    const header = isSetGame(map.position)
      ? map.position.piles.map((_, i) => `p${i}`)
      : map.position.edges.map(([u, v], i) => `e${i}(${u}-${v})`);
    if (walk) header.unshift('piece');
    header.push(map.grundy ? 'grundy' : 'outcome');
    // Only an out-of-date map is marked so: a map of another slice holds for its own counts.
    const { text: note, inert } = staleMapText(state.position, map);
    const lines = [...csvPreamble(map, drawnMax, inert ? note : ''), header.join(',')];
    for (let j = 0; j < map.height; j++)
      for (let i = 0; i < map.width; i++) {
        const value = map.values[j * map.width + i];
        const row = cellTokens(map, i, j);
        if (walk) row.unshift(map.piece);
        row.push(map.grundy ? value : value === 0 ? 'P' : 'N');
        lines.push(row.join(','));
      }
    download(mapFileName(map.position, 'csv'), new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }));
  }

  function runCheck() {
    if (invalidTop('check')) return;
    checkFormula(research, formula.value, where.value);
  }

  /** A counterexample as its button shows it: "(0, 0, 1, 1)", "(2, 1) piece 0". */
  const shownCounts = (found) =>
    `(${found.tokens.join(', ')})${found.piece === undefined ? '' : ` piece ${found.piece}`}`;

  // ---------- the conjecture report ----------
  let shownCheck = null;
  function renderReport(check) {
    shownCheck = check;
    if (!check) return report.replaceChildren();
    const r = check.result;
    const box = describeBox(check.position);
    const counted = `${formatNumber(r.scanned)} ${r.scanned === 1 ? 'position' : 'positions'}, ${formatNumber(r.p_positions)} of them P.`;
    const filter = check.where.trim();
    // A comparison of the piece with no vertex of the graph: true nowhere or everywhere, said.
    const n = check.position.vertices;
    const offGraph =
      check.position.rules === 'walk'
        ? [check.formula, check.where].map((text) => pieceOffTheGraph(text ?? '', n)).find(Boolean)
        : '';
    const pieceNote = offGraph
      ? ` Note: the piece stands on vertex 0 to ${n - 1} only, so “${offGraph}” compares it with no vertex of this graph.`
      : '';
    // Nothing met the filter: no verdict at all (an empty check proves nothing).
    if (r.scanned === 0)
      return report.replaceChildren(
        h('p', {
          class: 'explore-empty',
          text: `No position in the box meets “${filter}”: nothing was checked. The box: ${box}.${pieceNote}`,
        }),
      );
    // The play the box was solved in: the same formula may hold in one and fail in the other.
    const play = check.position.play === 'misere' ? 'misère play' : 'normal play';
    // "; only where …": after the box, not read as part of its last range ("the piece on any
    // vertex where piece == 0" read as a rule on the piece).
    const checked = `Checked every position with ${box}${filter ? `; only where ${filter}` : ''}: ${counted}`;
    const list = (title, part, kind) => {
      const items = part.smallest.map((found) =>
        h(
          'li',
          {},
          h('button', {
            type: 'button',
            class: 'btn chip explore-counterexample',
            // Compact on screen, in full for screen readers and on hover. The spoken name
            // begins with the words shown, which voice control says to press it.
            text: shownCounts(found),
            title: describeCounts(found.tokens, edgeName, found.piece),
            'aria-label': `${shownCounts(found)}: load ${describeCounts(found.tokens, edgeName, found.piece)} into the board`,
            onclick: () =>
              loadExplored(research, check.position, found.tokens, found.piece) && showBoardOf(element),
          }),
        ),
      );
      const more = part.count > items.length ? ` (the ${items.length} smallest shown)` : '';
      return h(
        'div',
        { class: `explore-counterexamples ${kind}` },
        h('p', { text: `${title}: ${formatNumber(part.count)}${more}` }),
        items.length ? h('ul', {}, ...items) : null,
      );
    };
    report.replaceChildren(
      h('p', {
        class: r.holds ? 'explore-holds' : 'explore-fails',
        text: r.holds
          ? `Holds in ${play}: the formula is true exactly on the P-positions. ${checked}${pieceNote}`
          : `Fails in ${play}: counterexamples found. ${checked}${pieceNote}`,
      }),
      ...(r.holds
        ? []
        : [
            list('P but the formula is false', r.p_but_false, 'p-false'),
            list('N but the formula is true', r.n_but_true, 'n-true'),
          ]),
    );
  }

  // ---------- update ----------
  let optionsKey = '';
  let optionsGraph = '';
  function fillOptions() {
    const { position } = state;
    const graph = rangesGraph(position);
    const key = JSON.stringify([graph, position.rules]);
    const n = countsOf(position).length;
    if (key === optionsKey) return;
    // Another graph: the axes and their tops follow it (tops of the old graph's counts would
    // make a map of a box nobody asked for). After this redraw, as it changes the state.
    // Another game on the same graph (Edge-Nim → Walking Nim) has the same edges, so the
    // typed axes and tops still apply and are kept; only the names (piece) and the piece's
    // vertices follow the game.
    if (optionsKey && graph !== optionsGraph) queueMicrotask(() => setExploreOpen(research, true));
    optionsKey = key;
    optionsGraph = graph;
    const options = () =>
      Array.from({ length: n }, (_, i) =>
        h('option', { value: i, text: `${formulaName(i)} = ${edgeName(i)}` }),
      );
    axes[0].replaceChildren(...options());
    axes[1].replaceChildren(...options());
    piece.replaceChildren(
      ...Array.from({ length: position.vertices }, (_, v) => h('option', { value: v, text: String(v) })),
    );
    for (const input of rangeInputs) {
      invalidTops.delete(input);
      problemOf.delete(input);
      edgeOf.delete(input);
    }
    rangeInputs = Array.from({ length: n }, (_, i) => {
      const name = `${formulaName(i)} = ${edgeName(i)}`;
      return topInput(rangesProblem, () => i, {
        class: 'explore-range',
        'aria-label': `${name}: up to`,
        dataset: { name },
      });
    });
    rangesRow.replaceChildren(
      ...rangeInputs.map((input) =>
        h('label', { class: 'explore-range-field' }, h('span', { text: input.dataset.name }), input),
      ),
    );
    showProblems();
    const shown = Array.from({ length: Math.min(n, 26) }, (_, i) => `${formulaName(i)} = ${edgeName(i)}`);
    setText(
      names,
      `${shown.join(', ')}${n > 26 ? ', e26 … for the rest' : ''}${position.rules === 'walk' ? ', piece' : ''}.`,
    );
  }

  /** Why the map drawn is not what Draw map would draw now: {text, inert}, text '' when it
   *  is. A board of another game, graph or play, or fields the researcher changed (axes,
   *  ranges, piece), make it inert (its cells would answer for a box nobody now asks about);
   *  so do axis ranges that followed the board's counts, said as the board's doing. A board
   *  whose counts off the axes changed (a move played) leaves the map right for the counts
   *  it was drawn at: it stays live, and the note says which slice it is. On another graph
   *  the fields follow the graph, so the graph says it all.
   *  `failed`: Draw map has just failed on the board and fields now (the error above says
   *  why), so the note does not send the researcher to it again: an inert map is said to be
   *  of the board or fields before, and one of another graph or game, whose cells mean
   *  nothing on this board, is not shown at all (`hidden`). */
  function staleMapText(position, map, failed = false) {
    const board = mapChanges(position, map.axes, map.context);
    const fields = board.includes('another graph') ? [] : mapFieldChanges(state.explore, map);
    const offAxes = 'other counts off the axes';
    if (!board.length && !fields.length) return { text: '', inert: false };
    if (failed && board.some((change) => change === 'another graph' || change === 'another game'))
      return { text: '', inert: true, hidden: true };
    if (failed && (fields.length || board.some((change) => change !== offAxes))) {
      const before = board.length ? 'the board before' : 'the fields above as they were';
      return {
        text: `This map is of ${before} (${[...board, ...fields].join(', ')}); the map asked for now could not be drawn: the message above says why.`,
        inert: true,
      };
    }
    if (fields.length === 0 && board.length === 1 && board[0] === offAxes)
      return { text: otherSliceText(position, map), inert: false };
    if (fields.length === 1 && fields[0] === FOLLOWED_BOARD) {
      const how = board.length ? ` (${board.join(', ')})` : '';
      return {
        text: `The board changed${how}, and the ranges taken from its counts followed it: press Draw map.`,
        inert: true,
      };
    }
    const [whose, verb] = !fields.length
      ? ['The board', 'matches']
      : [board.length ? 'The board and the fields above' : 'The fields above', 'match'];
    return {
      text: `${whose} no longer ${verb} this map (${[...board, ...fields].join(', ')}): press Draw map.`,
      inert: true,
    };
  }

  /** The map of a slice the board has left (a count off the axes changed): which counts the
   *  map has and the board has now, named by the formula's letters. */
  function otherSliceText(position, map) {
    const drawn = countsOf(map.position);
    const now = countsOf(position);
    const differ = drawn.map((_, i) => i).filter((i) => !map.axes.includes(i) && drawn[i] !== now[i]);
    const list = (counts) => differ.map((i) => `${formulaName(i)} = ${formatNumber(counts[i])}`).join(', ');
    return `This map is of the positions with ${list(drawn)}; the board now has ${list(now)}. The map still holds for those positions (a cell loads one); Draw map draws the board’s.`;
  }

  function setValue(input, value) {
    if (focusedElement(input) !== input && input.value !== String(value)) input.value = String(value);
  }

  function update() {
    const { explore, position } = state;
    // A link that opens Explore (page/load.js): read after this draw, as it changes the state.
    if (explore.linked) {
      const fragment = explore.linked;
      explore.linked = null;
      queueMicrotask(() => openExploreFromLink(research, fragment));
    }
    keepExplore(explore);
    button.setAttribute('aria-expanded', String(explore.open));
    const locked = research.actions.helpLocked();
    button.disabled = !explore.open && !!locked;
    button.title = button.disabled ? locked : '';
    // Closed by anything but its own buttons (Back to an entry without Explore, a link): focus
    // inside it would fall to the page's body, so it goes to the Explore button, as close() does.
    const focusLost = !explore.open && !element.hidden && element.contains(focusedElement(element));
    element.hidden = !explore.open;
    if (focusLost) button.focus({ preventScroll: true });
    const reopened = explore.open && !shownOpen;
    shownOpen = explore.open;
    if (element.hidden) {
      // A cell read out is about a map no longer shown: it goes with the panel.
      if (cursor || readout.textContent) {
        cursor = null;
        setText(readout, '');
      }
      return;
    }
    // Another board (a link, a move, a preset): the ranges follow it, after this redraw.
    // So does a verdict of another game (Edge-Nim → Walking Nim on the same counts): cleared.
    // And a map or check working for another game: stopped.
    if (
      explore.rangesBoard !== rangesBoard(position) ||
      checkOfOtherGame(explore, position) ||
      jobOfOtherGame(explore, position)
    )
      queueMicrotask(() => setExploreOpen(research, true));
    fillOptions();
    axes.forEach((select, k) => setValue(select, explore.axes[k]));
    tops.forEach((input, k) => {
      if (!invalidTops.has(input)) setValue(input, explore.tops[explore.axes[k]] ?? '');
    });
    rangeInputs.forEach((input, i) => {
      if (!invalidTops.has(input)) setValue(input, explore.tops[i] ?? '');
    });
    pieceField.hidden = position.rules !== 'walk';
    setValue(piece, explore.piece);
    setValue(formula, explore.formula);
    // The example uses only the board's names: "a == c && b == d" is refused on a triangle.
    // An example, said as one: a placeholder reading as a formula made the empty box look filled.
    formula.placeholder = `e.g. ${exampleFormula(countsOf(position).length)}`;
    setValue(where, explore.where);
    const enough = countsOf(position).length >= 2 && state.engineReady;
    drawButton.disabled = !enough;
    checkButton.disabled = !enough;

    const job = explore.job;
    progress.hidden = !job;
    if (job) {
      const fraction = job.total > 0 ? Math.min(1, job.done / job.total) : null;
      if (fraction === null) progressBar.removeAttribute('value');
      else progressBar.value = fraction;
      const what =
        job.kind === 'map' ? 'Computing the map' : (CHECK_PHASES[job.phase] ?? 'Checking the formula');
      setText(
        progressText,
        job.total > 0 ? `${what}… ${formatNumber(job.done)} / ${formatNumber(job.total)}` : `${what}…`,
      );
    }
    // An error belongs to the box it was met on: another board or box drops it from view.
    const key = exploreKey(state, explore.errorOf);
    const current = explore.error && explore.errorKey === key ? explore.error : '';
    // A refusal (a field out of range) is said in place of an older error beside its button.
    const refusal = refused ? refusalText(refused) : '';
    const checkText = refused === 'check' ? refusal : explore.errorOf === 'check' ? current : '';
    const mapText = refused === 'map' ? refusal : explore.errorOf === 'check' ? '' : current;
    error.hidden = !mapText;
    setText(error, mapText);
    if (checkText && checkText !== checkError.textContent)
      // A new error is brought into view (the field may sit at the screen's lower edge).
      requestAnimationFrame(() => checkError.scrollIntoView({ block: 'nearest' }));
    checkError.hidden = !checkText;
    setText(checkError, checkText);
    // The field the error is about is marked: "Type a formula first" is not about the
    // optional Only where (research-actions.js names the field an error begins with).
    const blamed =
      !checkText || refused === 'check' || /^(Cancelled|Stopped when)/.test(checkText)
        ? []
        : /^Only where/.test(checkText)
          ? [where]
          : /^(P exactly when|Type a formula)/.test(checkText)
            ? [formula]
            : [formula, where];
    for (const field of [formula, where]) {
      const bad = blamed.includes(field);
      field.setAttribute('aria-invalid', String(bad));
      if (bad) field.setAttribute('aria-describedby', checkError.id);
      else field.removeAttribute('aria-describedby');
    }

    const map = explore.map;
    // Draw map failed on the board and fields now: the map of before is said to be so.
    const failed = explore.errorOf !== 'check' && !!current;
    const staleNow = map ? staleMapText(position, map, failed) : null;
    mapBlock.hidden = !map || !!staleNow.hidden;
    if (map && map !== drawnMap) {
      drawnMap = map;
      if (revealMap) {
        revealMap = false;
        requestAnimationFrame(() => canvas.scrollIntoView({ block: 'nearest' }));
      }
      const maxValue = paintBase(map);
      tinyCells.hidden = !pMarked;
      drawnMax = maxValue;
      cursor = null;
      // The geometry in canvas pixels, for anyone pointing at a cell (and the tests).
      Object.assign(canvas.dataset, {
        cell: String(cell),
        left: String(MARGIN.left),
        top: String(MARGIN.top),
        width: String(map.width),
        height: String(map.height),
      });
      mapStale = null; // the name below is written for this map
      const pCount = map.values.reduce((n, v) => n + (v === 0 ? 1 : 0), 0);
      legend.replaceChildren(
        `${formatNumber(map.values.length)} cells, ${formatNumber(pCount)} P (red). `,
        ...legendParts(map, maxValue),
        ` Table of ${formatNumber(map.boxStates)} positions.`,
      );
      showCell(null);
    } else if (map) paint();
    if (map) {
      // Says what changed: a switch to misère is not "another graph", new ranges not "the board".
      const { text: note, inert } = staleNow;
      const staleText = inert ? note : '';
      stale.hidden = !note;
      if (note) setText(stale, note);
      // An out-of-date map takes no keys (cells would load another board's counts): its
      // name says so in the words shown above it (the board, or only the fields, no longer
      // match it), and how to draw it again, instead of offering the keys.
      const what = `Heat map of ${map.grundy ? 'Grundy values' : 'outcomes'}: ${mapAxisName(map, map.axes[0])} across from 0 to ${map.width - 1}, ${mapAxisName(map, map.axes[1])} up from 0 to ${map.height - 1}.`;
      const name = staleText
        ? `${what} Out of date. ${staleText}`
        : `${what}${note ? ` ${note}` : ''} Arrow keys move, Enter loads a cell.`;
      if (canvas.getAttribute('aria-label') !== name) canvas.setAttribute('aria-label', name);
      if (mapStale !== !!staleText) {
        mapStale = !!staleText;
        canvas.classList.toggle('stale', mapStale);
        showCell(null);
      }
      // Reopened over the map it had: the readout, cleared when the panel closed, reads the
      // board's own cell at once (it stayed empty until a key was pressed), as Enter would.
      const own = reopened && !mapStale && map === drawnMap ? boardCell(map) : null;
      if (own) showCell(own, '. The board’s own cell: arrow keys move, Enter loads a cell.');
      else if (reopened && !mapStale) showCell(null);
    }
    if (explore.check !== shownCheck) renderReport(explore.check);
    markCheck();
  }

  /** A verdict is about the box it checked: under another board, or while a range is being
   *  typed out of bounds (the box asked about is then none that Check can run on), it is
   *  marked, not trusted. */
  function markCheck() {
    const check = state.explore.check;
    const typing = [...invalidTops].some((input) => input.isConnected);
    const staleCheck = !!check && (typing || exploreKey(state, 'check') !== positionKeyOf(check.position));
    checkStale.hidden = !staleCheck;
    report.classList.toggle('stale', staleCheck);
  }

  return { button, element, update, linkParts: () => exploreLinkParts(state) };
}
