// A Hint or analysis answer in words and as DOM (the verdict, its facts with what each term
// means, the winning move), what a screen reader hears of an analysis, and the scroll that
// brings a hint into view with its move. Not in the first view: no answer is on a first
// drawing, so hint-card.js loads this once the first view has settled, or with the first
// answer, which waits for it (with common/terms.js, which it uses).

import { h } from '../common/dom.js';
import { boardPosition, playerName, playerToMove, reviewBoard, sideName } from '../common/state.js';
import {
  OUTCOME_LETTERS,
  count,
  describeMove,
  formatNumber,
  fullStop,
  sentence,
  usesOutcomeLetters,
} from '../common/words.js';
import { MOVES_NOT_COUNTED, MOVES_NOT_COUNTED_WHY, movesTotal, movesTotalWords } from './move-count.js';
import { isMisere, isSetGame } from '../common/games.js';
import { keepEdgeNamesWhole, methodWords, noGrundyWords, termsFor } from '../common/terms.js';
import { keepFocusInSight } from '../common/focus-in-sight.js';

/** Shown under the hint in misère play. Misère mex values exist; what fails is that they
 *  do not combine by xor over separate parts, so the solver reports outcomes only. */
const MISERE_NO_GRUNDY =
  'Misère play has values of its own (the mex rule with a different end), but they do not add up over separate parts of a game as Grundy values do, so the solver says only who wins and with which moves.';

/** Above an answer asked in Edit while "Graph as text" has an error: the board kept the last
 *  graph the text described, and the answer is of that board (a researcher analysed a ring of
 *  100 vertices, half of a "vertices 100000" being typed, taking it for their text). */
function textErrorNote(state) {
  if (state.mode !== 'edit' || !state.graphTextError || isSetGame(state.position)) return [];
  return [
    h('p', {
      class: 'text-error-note',
      text: 'This answer is for the board as shown: the graph text has an error, so the board still shows the last graph the text described, not the text as typed.',
    }),
  ];
}

/** "You (to move) can win." in a game or at a step of its review, or the general sentence
 *  outside one. */
function outcomeSentence(state, result) {
  const win = result.outcome === 'N';
  // A review step shows an earlier position of the finished game: the sentence is of that
  // position and its mover (the game's end is not what the board shows).
  const step = state.mode === 'play' ? reviewBoard(state) : null;
  if (state.mode === 'play' && (state.game.winner === null || step)) {
    const mover = playerName(state, step ? step.index % 2 : playerToMove(state));
    const verb = win
      ? 'can win'
      : mover === 'You'
        ? 'lose against perfect play'
        : 'loses against perfect play';
    return `${mover} (to move) ${verb}.`;
  }
  // A game over has no move left to answer: it is over, whoever won.
  if (state.mode === 'play' && state.game.winner !== null)
    return `The game is over: ${wonWords(sideName(state, state.game.winner))}, and no move is left.`;
  return win
    ? 'The player to move wins with perfect play.'
    : 'The player to move loses with perfect play: every move can be answered.';
}

const wonWords = (name) =>
  name === 'You'
    ? 'you won'
    : name === 'Computer'
      ? 'the computer won'
      : `${name.replace(/^The /, 'the ')} won`;

/** What an analysis lists, for a screen reader: every move, or how many of how many; said
 *  again after each "Show more moves" with what the list then holds. */
export function listedWords(result) {
  if (!result.moves) return '';
  const total = movesTotal(result);
  const listed = result.moves.length;
  const wins = result.winning_moves_total;
  if (total == null) {
    // Not counted (hint-answer's facts say so too): what the list holds, and why no total.
    const winning = wins == null ? '' : `${count(wins, 'move wins', 'moves win')}. `;
    return `${winning}${sentence(count(listed, 'move is', 'moves are'))} listed below, winning moves first; ${MOVES_NOT_COUNTED}.`;
  }
  const moves = `${movesTotalWords(result)} ${total === 1 ? 'move' : 'moves'}`;
  const winning =
    wins == null
      ? ''
      : // "1 of 3 moves wins", "0 of 1 move wins", "0 of 3 moves win".
        `${formatNumber(wins)} of ${moves} win${wins === 1 || total === 1 ? 's' : ''}`;
  if (listed >= total)
    return winning ? `Every move is listed below: ${winning}.` : 'Every move is listed below.';
  const first = `The first ${formatNumber(listed)} are listed below, winning moves first`;
  return winning ? `${sentence(winning)}. ${first}.` : `${sentence(moves)}. ${first}.`;
}

/** The verdict, facts, glossary and winning move of one answer, as DOM. `grundyBudget`: the
 *  largest table of Grundy values the solver was allowed for it (engine/solving.js), which the
 *  facts name when it gave none. */
export function resultView(state, result, actions, grundyBudget) {
  return [...textErrorNote(state), ...answerView(state, result, actions, grundyBudget)];
}

function answerView(state, result, actions, grundyBudget) {
  if (result.outcome === 'unknown') {
    return [
      h(
        'p',
        { class: 'verdict unknown' },
        h('strong', { text: 'Too large for an exact answer. ' }),
        h('span', {
          text: fullStop(
            sentence(String(result.reason ?? '').replace(/^too large for an exact answer:\s*/i, '')),
          ),
        }),
      ),
    ];
  }
  const win = result.outcome === 'N';
  const facts = h('dl', { class: 'facts' });
  // Each term carries its plain-language meaning as a tooltip; the same words are in the
  // "What do these mean?" box below and in Rules.
  const terms = termsFor(state.position.rules);
  const meaning = (term) => terms.find(([t]) => term.startsWith(t))?.[1];
  const fact = (k, v) => facts.append(h('dt', { text: k, title: meaning(k) ?? '' }), h('dd', { text: v }));
  const misere = isMisere(state.position);
  fact(
    'Grundy value',
    misere
      ? 'not used in misère play'
      : result.grundy == null
        ? noGrundyWords(grundyBudget).short
        : formatNumber(result.grundy),
  );
  if (result.remoteness != null) fact('Moves left (perfect play)', formatNumber(result.remoteness));
  // Every answer says how many legal moves there are (past 2^64 as "about 1.1·10^22"), or
  // why it does not.
  const total = movesTotalWords(result);
  if (result.winning_moves_total != null) {
    // "0 of 1 legal move", "1 of 3 legal moves".
    const of = total
      ? ` of ${total} legal ${movesTotal(result) === 1 ? 'move' : 'moves'}`
      : ` (${MOVES_NOT_COUNTED})`;
    fact('Winning moves', `${formatNumber(result.winning_moves_total)}${of}`);
  } else fact('Legal moves', total || `not counted: ${MOVES_NOT_COUNTED_WHY}`);
  // In plain words, and saying where the Grundy value above came from when a theorem only
  // said who wins (terms.js methodWords).
  fact('Method', sentence(methodWords(result.method)));
  // A game over: no one is to move, so no WIN or LOSE (a red LOSE beside "you won" read as
  // the student's loss); the sentence says who won.
  const over = state.mode === 'play' && state.game.winner !== null && !reviewBoard(state);
  const kind = over ? 'over' : win ? 'win' : 'lose';
  const children = [
    h(
      'p',
      { class: `verdict ${kind}` },
      // The badge is seen; the sentence after it says the same, and is what is heard.
      h('span', {
        class: `tag ${kind}`,
        'aria-hidden': 'true',
        text: over ? 'GAME OVER' : win ? 'WIN' : 'LOSE',
      }),
      ' ',
      h('span', { class: 'verdict-text', text: outcomeSentence(state, result) }),
    ),
    facts,
    h(
      'details',
      { class: 'glossary' },
      h('summary', { text: 'What do these mean?' }),
      h(
        'dl',
        { class: 'terms' },
        ...terms.flatMap(([term, text]) => [h('dt', { text: term }), h('dd', { text })]),
      ),
    ),
  ];
  const best = result.winning_moves?.[0];
  if (win && best) {
    const text = describeMove(best, boardPosition(state), { after: actions.positionAfter(best) });
    children.push(h('p', { class: 'hint-move' }, h('strong', { text: 'Winning move: ' }), text));
  }
  // A player who is losing still wants a move: the analysis list's own order puts the loss
  // that holds out longest first (hint/analysis-list.js), so point there, but only when the
  // game's length was worked out (Moves left). Without it (misère play; a theorem or a table
  // of who wins only) the list keeps the solver's order, which ranks nothing.
  if (!win && result.moves_total !== 0)
    children.push(
      h('p', {
        class: 'hold-out',
        text:
          result.remoteness != null
            ? 'Every move loses against perfect play. Analyze all moves lists first the move that holds out longest.'
            : misere
              ? 'Every move loses against perfect play.'
              : 'Every move loses against perfect play. How long each one holds out was not worked out here, so Analyze all moves lists them in plain order, not the longest first.',
      }),
    );
  const explanation = result.explanation;
  // On a phone "0–1" broke after its dash, as it did in Why? and the analysis list.
  if (explanation) children.push(keepEdgeNamesWhole(h('p', { class: 'muted', text: explanation })));
  if (usesOutcomeLetters(result.explanation))
    children.push(h('p', { class: 'muted small outcome-letters', text: OUTCOME_LETTERS }));
  if (misere) children.push(h('p', { class: 'muted small misere-grundy', text: MISERE_NO_GRUNDY }));
  return children;
}

/** Whether `element` moves only with the page (no box of its own scrolls it). */
function scrollsWithPage(element) {
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) return false;
  }
  return true;
}

/**
 * Brings a hint's answer into view with the board's marks of its move: on an upright phone
 * the card is under the board, and scrolling the whole answer up pushed the marked vertex off
 * the top. The page scrolls just enough to show the marks with the whole answer when they fit
 * the window together, else with the answer down to its winning move, else that part alone;
 * with no marks (a losing position) or in a box that scrolls itself (a frame), the answer.
 * Focus stays in sight (common/focus-in-sight.js): on Hint, if it would have left the window.
 */
export function revealWithMove(hintResult, card, hintButton) {
  showWithMove(hintResult, card);
  keepFocusInSight(hintButton);
}

function showWithMove(hintResult, card) {
  const needed = hintResult.querySelector('.hint-move') ?? hintResult.querySelector('.verdict') ?? hintResult;
  const marks = [...(card.closest('.gnp')?.querySelectorAll('svg.board .hint') ?? [])]
    .map((mark) => mark.getBoundingClientRect())
    .filter((box) => box.height > 0);
  if (marks.length && scrollsWithPage(hintResult)) {
    const top = Math.min(hintResult.getBoundingClientRect().top, ...marks.map((box) => box.top));
    for (const part of [hintResult, needed]) {
      const bottom = Math.max(part.getBoundingClientRect().bottom, ...marks.map((box) => box.bottom));
      if (bottom - top > innerHeight) continue;
      if (bottom > innerHeight) scrollBy(0, bottom - innerHeight);
      else if (top < 0) scrollBy(0, top);
      return;
    }
    return void needed.scrollIntoView({ block: 'nearest' });
  }
  hintResult.scrollIntoView({ block: 'nearest' });
}

/**
 * Brings the analysis list into view: scrolled to its end, it is taller than the window's
 * room below the button, and the focused button (Analyze all moves) went above the window.
 * The button comes back to the window's top, the answer and the list's first moves below it
 * (the live region says what the list holds, and Tab goes on into it).
 */
export function revealAnalysis(list, analyzeButton) {
  list.scrollIntoView({ block: 'nearest' });
  keepFocusInSight(analyzeButton);
}
