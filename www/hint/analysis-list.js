// The analysis list ("Analyze all moves"): every legal move with its outcome, the Grundy value
// of the position it leads to and how long the game then lasts, filtered and sorted as
// state.analysisView says, each with "Play this move" on the human's turn. The engine sends
// the moves in batches, every winning move first (engine/solving.js); "Show more moves" asks
// for the next batch, so every move can be reached.
//
// Rows are keyed by move and patched in place, never rebuilt: the row under the pointer
// previews its move on the board and a rebuilt row would drop that hover, the keyboard focus
// on its button, and the list's scroll position. Reordering moves existing rows.

import { ANALYSIS_BATCH, ANALYSIS_SORTS, boardKey, boardPosition, isComputerTurn } from '../common/state.js';
import { focusedElement, h, setText } from '../common/dom.js';
import { describeMove, formatNumber } from '../common/words.js';
import { MOVES_NOT_COUNTED, movesTotal, movesTotalWords } from './move-count.js';
import { keepEdgeNamesWhole } from '../common/unbroken-names.js';
import { isMisere, isSetGame } from '../common/games.js';
import { noGrundyWords } from '../common/terms.js';

/** Tokens a move takes in total (Walking Nim: how much the edge's weight goes down). */
function taken(move) {
  return Array.isArray(move.take) ? move.take.reduce((sum, [, a]) => sum + a, 0) : move.take;
}

/** Where a move is, for the order by vertex or pile: Edge-Nim's vertex, the vertex Walking
 *  Nim's piece moves to (`after`, the position the move leads to), a pile move's first pile. */
function movedAt(move, after) {
  if (move.vertex !== undefined) return move.vertex;
  if (move.edge !== undefined) return after?.token ?? 0;
  return Math.min(...(move.take ?? []).map(([pile]) => pile));
}

const winsFirst = (a, b) => (a.outcome === 'P' ? 0 : 1) - (b.outcome === 'P' ? 0 : 1);
/** Unknown numbers sort last whichever way the rest go. */
const byNumber = (x, y) => (x ?? Infinity) - (y ?? Infinity);
const negated = (x) => (x == null ? null : -x);

/**
 * Comparators of rows {entry, index, at} (`at`: where a move is, movedAt); ties fall back to the engine's order (index)
 * so every order is total and stable.
 */
const COMPARE = {
  // A player's preference: the quickest win first, then the loss that holds out longest.
  outcome: (a, b) =>
    winsFirst(a.entry, b.entry) ||
    (a.entry.outcome === 'P'
      ? byNumber(a.entry.remoteness, b.entry.remoteness)
      : byNumber(negated(a.entry.remoteness), negated(b.entry.remoteness))),
  grundy: (a, b) => byNumber(a.entry.grundy, b.entry.grundy),
  vertex: (a, b) => a.at - b.at || taken(a.entry.move) - taken(b.entry.move),
  taken: (a, b) => taken(a.entry.move) - taken(b.entry.move) || a.at - b.at,
};

const listedWins = (result) => result.moves.filter((entry) => entry.outcome === 'P').length;

/** The game a position is, as the sort orders name things: Walking Nim moves a piece to a
 *  vertex and lowers an edge's weight (it has no tokens); a pile game takes tokens from piles
 *  (it has no vertices); Edge-Nim takes tokens at a vertex. */
const gameOf = (position) => (isSetGame(position) ? 'piles' : position.rules === 'walk' ? 'walk' : 'edge');

/** The orders that name the game's things, in its words: [as a choice, within a sentence]. */
const GAME_SORTS = {
  edge: { vertex: ['Vertex', 'vertex'], taken: ['Tokens taken', 'tokens taken'] },
  walk: {
    vertex: ['Vertex moved to', 'vertex moved to'],
    taken: ['Weight lowered by', 'how much the weight is lowered'],
  },
  piles: { vertex: ['Pile', 'pile'], taken: ['Tokens taken', 'tokens taken'] },
};

/** An order as a choice says it. */
const sortName = (order, game) => GAME_SORTS[game][order]?.[0] ?? ANALYSIS_SORTS[order];
/** An order as the note says it, within a sentence ("Grundy" keeps its capital). */
const sortWords = (order, game) =>
  GAME_SORTS[game][order]?.[1] ?? (order === 'grundy' ? 'Grundy value' : ANALYSIS_SORTS[order]);

const lowerFirst = (text) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * What is not listed yet of a long list. The engine sends every winning move before any
 * losing one (solver::solve), so what is left out is losing unless the winning moves alone
 * were more than the batches so far; then their number left out is said, or that it is not
 * known. With "winning moves only" ticked the note is about the winning moves shown: once
 * all of them are here, the list filtered is whole, and so is its sort.
 */
function leftOut(result, count, order, onlyWinning, game) {
  const wins = result.winning_moves_total;
  const winsListed = listedWins(result);
  // Past 2^64 the count is "about 1.1·10^22", with or without the moves listed.
  const [number, noun] = [movesTotalWords(result, result.moves.length), count === 1 ? 'move' : 'moves'];
  if (onlyWinning && wins != null && wins > 0 && winsListed >= wins) {
    const all =
      wins === 1 ? 'The one winning move is listed' : `All ${formatNumber(wins)} winning moves are listed`;
    return `${all}; the ${number} ${noun} not listed yet ${count === 1 ? 'loses' : 'all lose'}.`;
  }
  const more = `… ${number} more ${noun} not listed yet`;
  let text;
  if (wins == null) text = `${more}; whether any of them wins is not known.`;
  else if (winsListed >= wins) text = `${more}, all of them losing.`;
  else text = `${more}, ${formatNumber(wins - winsListed)} of them winning.`;
  // The engine's batches keep its own order (winning moves first), so another sort can only
  // reorder the moves that came: say so, or the list reads as the whole ranking.
  if (order === 'outcome') return text;
  const listed = onlyWinning
    ? `${formatNumber(winsListed)} winning ${winsListed === 1 ? 'move' : 'moves'} listed`
    : `${formatNumber(result.moves.length)} listed moves`;
  return `${text} Sorted by ${sortWords(order, game)} among the ${listed} only; show more moves to sort them all.`;
}

/** The sort choices, named in `game`'s words: by Grundy value only when the moves have
 *  Grundy values. */
function sortChoices(withGrundy, game) {
  return Object.keys(ANALYSIS_SORTS)
    .filter((value) => withGrundy || value !== 'grundy')
    .map((value) => h('option', { value, text: sortName(value, game) }));
}

/**
 * ctx: {state, actions, view, redraw, focusBoard()}.
 * Returns {element, update()}: update() is cheap when nothing it shows has changed.
 */
export function createAnalysisList({ state, actions, view, redraw, focusBoard }) {
  const winningOnly = h('input', {
    type: 'checkbox',
    onchange: (e) => actions.setAnalysisWinningOnly(e.target.checked),
  });
  const sort = h(
    'select',
    { onchange: (e) => actions.setAnalysisSort(e.target.value) },
    ...sortChoices(true, 'edge'),
  );
  let choicesShown = JSON.stringify([true, 'edge']);
  const controls = h(
    'div',
    { class: 'analysis-controls' },
    h('label', { class: 'check' }, winningOnly, ' winning moves only'),
    h('label', { class: 'field' }, h('span', { text: 'Sort by' }), sort),
  );
  const list = h('ul', { class: 'analysis-list', 'aria-label': 'All moves' });
  const note = h('p', { class: 'muted small analysis-note' });
  const more = h('button', {
    type: 'button',
    class: 'btn show-more',
    hidden: true,
    onclick: () => actions.requestMoreMoves(),
  });
  const GRUNDY_NOTE = 'Grundy: the value of the position the move leads to; 0 means the opponent is lost.';
  // Misère answers carry no Grundy values (misere.js says why, under the hint).
  const MISERE_NOTE = 'Misère play: WIN and LOSE say who wins after the move; Grundy values are not used.';
  // A table of who wins only (the Grundy values' table would exceed the budget): said once
  // here rather than a "Grundy ?" on every row, with the budget and, when Why?'s is larger,
  // the way to the values (terms.js noGrundyWords). It names the moves' values: the summary
  // above may still give the position's own (0 for a P-position), and "Grundy values are not
  // shown" under "Grundy value 0" read as a contradiction.
  const noGrundyNote = (budget) =>
    `WIN and LOSE say who wins after the move. The Grundy values of the positions the moves lead to are not shown: ${noGrundyWords(budget).long}`;
  const caption = h('p', { class: 'muted small analysis-caption', text: GRUNDY_NOTE });
  // Why the rows have no Play button in a puzzle whose board takes no move: read before them.
  const refusedNote = h('p', { class: 'muted small analysis-refused', hidden: true });
  const element = h(
    'div',
    { class: 'analysis', hidden: true },
    controls,
    caption,
    refusedNote,
    list,
    note,
    more,
  );

  /** key (the move as JSON) → {el, tag, text, facts, play, entry}; rows of the current analysis only. */
  const rows = new Map();
  let lastKey = null;
  let lastResult = null;

  function preview(row) {
    view.previewMove = row.entry;
    redraw();
  }
  function unpreview(row) {
    if (view.previewMove === row.entry) {
      view.previewMove = null;
      redraw();
    }
  }

  /** A previewed move that is no longer listed must not stay drawn on the board. */
  function dropPreviewUnless(listed) {
    if (view.previewMove && !listed(view.previewMove)) {
      view.previewMove = null;
      redraw();
    }
  }

  function createRow() {
    const row = { entry: null };
    // The WIN/LOSE badge is seen; what is heard is a phrase ("Winning move: at vertex 1, …"),
    // not the badge's word run into the move's.
    row.tag = h('span', { class: 'tag', 'aria-hidden': 'true' });
    row.heard = h('span', { class: 'sr-only' });
    row.text = h('span', { class: 'move-text' });
    row.facts = h('span', { class: 'move-facts muted small' });
    row.play = h('button', {
      type: 'button',
      class: 'btn chip play-move',
      text: 'Play',
      onclick: () => {
        view.previewMove = null;
        actions.playAnalysisMove(row.entry.move);
      },
    });
    row.el = h('li', {}, row.tag, row.heard, row.text, row.facts, row.play);
    // Hover and keyboard focus (on the row or its button) both preview the move.
    row.el.addEventListener('pointerenter', () => preview(row));
    row.el.addEventListener('pointerleave', () => unpreview(row));
    row.el.addEventListener('focusin', () => preview(row));
    row.el.addEventListener('focusout', () => unpreview(row));
    return row;
  }

  function patchRow(row, entry, after, canPlay, withGrundy) {
    row.entry = entry;
    const wins = entry.outcome === 'P';
    const described = describeMove(entry.move, boardPosition(state), { after });
    const rem = entry.remoteness;
    const grundy = entry.grundy ?? null;
    if (row.el.className !== (wins ? 'win' : 'lose')) row.el.className = wins ? 'win' : 'lose';
    row.el.dataset.move = JSON.stringify(entry.move);
    row.el.dataset.outcome = entry.outcome;
    row.el.dataset.grundy = grundy === null ? '' : String(grundy);
    row.tag.className = `tag ${wins ? 'win' : 'lose'}`;
    setText(row.tag, wins ? 'WIN' : 'LOSE');
    setText(row.heard, wins ? 'Winning move: ' : 'Losing move: ');
    // Each edge name on one line: a phone's column broke "0–1" at its dash.
    if (row.text.textContent !== described) {
      row.text.textContent = described;
      keepEdgeNamesWhole(row.text);
    }
    const facts = withGrundy ? [`Grundy ${grundy === null ? '?' : formatNumber(grundy)}`] : [];
    if (rem != null) facts.push(`${wins ? 'wins' : 'loses'} in ${formatNumber(rem + 1)}`);
    setText(row.facts, facts.join(' · '));
    // A row without the value the other rows have: say why it is missing.
    if (withGrundy && grundy === null)
      row.facts.title = 'Grundy value not computed: the position is too large';
    else row.facts.removeAttribute('title');
    row.play.hidden = !canPlay;
    // Whether the move wins is in the button's name: the badge is not heard, and the row's
    // "Losing move:" is not read with the button that Tab reaches.
    row.play.setAttribute('aria-label', `Play this ${wins ? 'winning' : 'losing'} move: ${described}`);
    // One tab stop per row: its Play button, or the row itself (to preview the move) when
    // there is nothing to play.
    if (canPlay) row.el.removeAttribute('tabindex');
    else row.el.tabIndex = 0;
  }

  /** Puts `wanted` (row elements, in order) into the list, moving only what is out of place. */
  function arrange(wanted) {
    let cursor = list.firstChild;
    for (const el of wanted) {
      if (el === cursor) cursor = cursor.nextSibling;
      else list.insertBefore(el, cursor);
    }
    while (cursor) {
      const next = cursor.nextSibling;
      cursor.remove();
      cursor = next;
    }
  }

  function update() {
    // The analysis of the position on the board (a game review may show an earlier one).
    const key = boardKey(state);
    const result = state.analysis?.key === key ? state.analysis.result : null;
    // A puzzle whose board takes no move now (one answered with the task's buttons, one over)
    // offers no "Play this move" either, whose press did nothing: the note says why, in the
    // board's own words.
    const refused = state.mode === 'play' ? actions.whyMovesRefused() : '';
    const canPlay = state.mode === 'play' && state.game.winner === null && !isComputerTurn(state) && !refused;
    const { winningOnly: onlyWinning, sort: chosen } = state.analysisView;
    const viewKey = JSON.stringify([key, onlyWinning, chosen, canPlay, refused]);
    if (result === lastResult && viewKey === lastKey) return;
    lastResult = result;
    lastKey = viewKey;
    const hadFocus = list.contains(focusedElement(list));
    const moreHadFocus = focusedElement(more) === more;

    const moves = result?.moves ?? null;
    element.hidden = !moves;
    winningOnly.checked = onlyWinning;
    // Misère play has no Grundy values, and a table of who wins only has none to show: then
    // no row shows one and the list cannot be sorted by one.
    const misere = isMisere(state.position);
    const withGrundy = !misere && !!moves?.some((entry) => entry.grundy != null);
    setText(
      caption,
      misere
        ? MISERE_NOTE
        : withGrundy || !moves?.length
          ? GRUNDY_NOTE
          : noGrundyNote(state.analysis.grundyBudget),
    );
    const game = gameOf(state.position);
    const choices = JSON.stringify([withGrundy, game]);
    if (choices !== choicesShown) {
      choicesShown = choices;
      sort.replaceChildren(...sortChoices(withGrundy, game));
    }
    refusedNote.hidden = !refused || !moves?.length;
    setText(
      refusedNote,
      refused && `The moves are listed to study, not to play here: ${lowerFirst(refused)}`,
    );
    const order = chosen in COMPARE && (withGrundy || chosen !== 'grundy') ? chosen : 'outcome';
    sort.value = order;
    if (!moves) {
      rows.clear();
      arrange([]);
      dropPreviewUnless(() => false);
      if (hadFocus) focusBoard();
      return;
    }

    // Rows for this analysis, reusing the element of a move already shown.
    const current = new Map();
    const ranked = moves.map((entry, index) => {
      const moveKey = JSON.stringify(entry.move);
      const row = rows.get(moveKey) ?? createRow();
      current.set(moveKey, row);
      // Walking Nim's moves are listed at the vertex the piece reaches (from the engine).
      const walk = entry.move.edge !== undefined;
      const after = walk ? actions.positionAfter(entry.move) : null;
      patchRow(row, entry, after, canPlay, withGrundy);
      return { entry, index, at: movedAt(entry.move, after), row };
    });
    rows.clear();
    for (const [k, row] of current) rows.set(k, row);

    const compare = COMPARE[order];
    const shown = ranked
      .filter((r) => !onlyWinning || r.entry.outcome === 'P')
      .sort((a, b) => compare(a, b) || a.index - b.index);
    arrange(shown.map((r) => r.row.el));

    dropPreviewUnless((entry) => shown.some((r) => r.entry === entry));
    if (hadFocus && !list.contains(focusedElement(list))) focusBoard();

    const notes = [];
    if (!moves.length) notes.push('No moves: the player to move has lost.');
    else if (onlyWinning && !shown.length)
      notes.push('No winning move: every move loses against perfect play.');
    const total = movesTotal(result);
    const left = total != null && total > moves.length ? total - moves.length : 0;
    if (left) notes.push(leftOut(result, left, order, onlyWinning, game));
    // Not counted: the list says how many it holds, and why it cannot say how many are left.
    else if (total == null && moves.length)
      notes.push(
        `${formatNumber(moves.length)} ${moves.length === 1 ? 'move' : 'moves'} listed; ${MOVES_NOT_COUNTED}.`,
      );
    setText(note, notes.join(' '));
    note.hidden = !notes.length;
    controls.hidden = !moves.length;
    // The next batch, as many as the engine sends at a time. With "winning moves only" ticked
    // and every winning move here, the rest would be hidden by the filter: no button.
    const winsLeft = result.winning_moves_total == null || listedWins(result) < result.winning_moves_total;
    // Not counted, a full batch may not be the last.
    const mayBeMore = total == null && moves.length > 0 && moves.length % ANALYSIS_BATCH === 0;
    more.hidden = !(left || mayBeMore) || (onlyWinning && !winsLeft);
    const next = left ? Math.min(left, ANALYSIS_BATCH) : ANALYSIS_BATCH;
    setText(more, `Show ${formatNumber(next)} more ${next === 1 ? 'move' : 'moves'}`);
    // The last batch came: the button goes, and its focus to the last move listed.
    if (moreHadFocus && more.hidden) {
      const last = list.lastElementChild;
      (last?.querySelector('.play-move:not([hidden])') ?? last)?.focus();
    }
  }

  return { element, update };
}
