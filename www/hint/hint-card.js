// www/hint/: the Hint & analysis card (hint-card.js) and the analysis list of every move with
// its outcome (analysis-list.js). It may import common/ only, and page/lazy-part.js to load the list when first needed; the solving itself is
// engine/solving.js, reached through the actions.
//
// The Hint & analysis card: Hint and "Analyze all moves", the progress of a long solve with
// Cancel, the verdict with its facts (each term explained), and the analysis list.

import { askToShow, h } from '../common/dom.js';
import { afterFirstView, lazyCard } from '../page/lazy-part.js';
import { boardKey, boardPosition, playerName, playerToMove, reviewBoard, sideName } from '../common/state.js';
import {
  OUTCOME_LETTERS,
  count,
  describeMove,
  formatNumber,
  fullStop,
  sentence,
  usesOutcomeLetters,
} from '../common/words.js';
import { hasBoard, isMisere } from '../common/games.js';
import { MISERE_NO_GRUNDY } from '../common/misere.js';

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

/** A cancelled solve in words: what, how far it got, and that asking again starts over. */
function stoppedWords({ purpose, done, total }) {
  const [what, button] = purpose === 'analysis' ? ['Analysis', 'Analyze all moves'] : ['Hint', 'Hint'];
  const far = total > 0 ? ` after ${formatNumber(done)} of ${formatNumber(total)} positions` : '';
  return `${what} cancelled${far}. Pressing ${button} again starts over.`;
}

/** What an analysis lists, for a screen reader: every move, or how many of how many. */
function listedWords(result) {
  const total = result.moves_total;
  if (total == null || !result.moves) return '';
  const wins = result.winning_moves_total;
  const winning =
    wins == null
      ? ''
      : `${formatNumber(wins)} of ${count(total, 'move', 'moves')} win${wins === 1 ? 's' : ''}`;
  if (result.moves.length >= total)
    return winning ? `Every move is listed below: ${winning}.` : 'Every move is listed below.';
  const first = `The first ${formatNumber(result.moves.length)} are listed below, winning moves first`;
  return winning ? `${sentence(winning)}. ${first}.` : `${count(total, 'move', 'moves')}. ${first}.`;
}

/** The verdict, facts, glossary and winning move of one answer, as DOM; the last argument is
 *  common/terms.js (what the terms and methods mean), loaded by the card. */
function resultView(state, result, actions, { termsFor, methodWords }) {
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
        ? 'not computed (only who wins)'
        : formatNumber(result.grundy),
  );
  if (result.remoteness != null) fact('Moves left (perfect play)', formatNumber(result.remoteness));
  if (result.winning_moves_total != null) {
    const of = result.moves_total != null ? ` of ${formatNumber(result.moves_total)} legal moves` : '';
    fact('Winning moves', `${formatNumber(result.winning_moves_total)}${of}`);
  }
  // In plain words, and saying where the Grundy value above came from when a theorem only
  // said who wins (terms.js methodWords).
  fact('Method', sentence(methodWords(result.method)));
  const children = [
    h(
      'p',
      { class: `verdict ${win ? 'win' : 'lose'}` },
      // The badge is seen; the sentence after it says the same, and is what is heard.
      h('span', { class: `tag ${win ? 'win' : 'lose'}`, 'aria-hidden': 'true', text: win ? 'WIN' : 'LOSE' }),
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
  // that holds out longest first (hint/analysis-list.js), so point there. Misère play's
  // answer has no moves-left figures, so its list has no such order to point to.
  if (!win && result.moves_total !== 0)
    children.push(
      h('p', {
        class: 'hold-out',
        text: misere
          ? 'Every move loses against perfect play.'
          : 'Every move loses against perfect play. Analyze all moves lists first the move that holds out longest.',
      }),
    );
  const explanation = result.explanation;
  if (explanation) children.push(h('p', { class: 'muted', text: explanation }));
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

export function createHintCard(ctx) {
  const { state, actions } = ctx;
  const hintButton = h('button', {
    type: 'button',
    class: 'btn primary',
    text: 'Hint',
    title: 'H',
    onclick: () => {
      state.revealResult = 'hint';
      actions.requestHint();
    },
  });
  const analyzeButton = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Analyze all moves',
    title: 'A',
    onclick: () => {
      state.revealResult = 'analysis';
      actions.requestAnalysis();
    },
  });
  const progressBar = h('progress', { max: 1 });
  const progressText = h('span', { class: 'muted' });
  const progress = h(
    'div',
    { class: 'progress', hidden: true },
    progressBar,
    progressText,
    h('button', { type: 'button', class: 'btn', text: 'Cancel', onclick: () => actions.cancelSolve() }),
  );
  // A Cancel says what it stopped and how far it had got, and what pressing again does: the
  // card was left empty, with no word of the minutes spent.
  const stoppedNote = h('p', { class: 'muted small solve-stopped', hidden: true });
  // In an unsolved puzzle the hint would give the answer away: the buttons wait, and say so.
  const lockedNote = h('p', { class: 'muted small help-locked', hidden: true });
  // The answer is drawn again whenever its position comes back (Undo, Redo), and an analysis
  // answers the hint's question too: a live answer box was read out unasked each time. What
  // is said is the answer asked for (state.sayAnswer, set by Hint and Analyze), once.
  const hintResult = h('div', { class: 'hint-result' });
  const said = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  // The list of every move (analysis.js) shows only after "Analyze all moves": its code comes
  // once the first view has settled (the first press, key or scroll), or with the first answer.
  const analysis = lazyCard({
    state,
    redraw: ctx.redraw,
    load: () => import('./analysis-list.js').then((m) => m.createAnalysisList(ctx)),
    wanted: (s) => !!s.analysis,
    near: false,
  });
  const element = h(
    'section',
    { class: 'card', 'aria-label': 'Hint and analysis' },
    h('h2', { text: 'Hint & analysis' }),
    h('div', { class: 'row' }, hintButton, analyzeButton, ctx.why.button),
    lockedNote,
    progress,
    stoppedNote,
    said,
    hintResult,
    ctx.why.element,
    analysis.element,
  );

  let shown = null;
  let shownKey = '';
  let termWords = null;
  let waitingForWords = false;
  let termWordsLoading = null;
  const loadTermWords = () =>
    (termWordsLoading ??= import('../common/terms.js').then(
      (loaded) => {
        termWords = loaded;
        ctx.redraw();
      },
      () => (termWordsLoading = null),
    ));
  afterFirstView(loadTermWords);
  let saidOn = '';
  // Every answer is of the position on the board: while a game review shows an earlier one,
  // the answer of the game's end is not shown under it (it comes back with the end).
  function updateResult() {
    const key = boardKey(state);
    const result =
      state.hint?.key === key
        ? state.hint.result
        : state.analysis?.key === key
          ? state.analysis.result
          : null;
    // Rebuilt only when the answer or the sentence around it changes, so an open "What do
    // these mean?" box stays open while the page redraws for other reasons.
    const sentenceKey = `${state.mode}|${state.game.winner}|${playerToMove(state)}|${state.opponent}|${reviewBoard(state)?.index}`;
    waitingForWords = false;
    if (result === shown && sentenceKey === shownKey) return;
    // The terms' meanings are not in the first view (common/terms.js): they come once it has
    // settled, before any answer in practice; an answer that comes first is drawn with them.
    if (result && !termWords) {
      waitingForWords = true;
      return void loadTermWords();
    }
    shown = result;
    shownKey = sentenceKey;
    hintResult.replaceChildren(...(result ? resultView(state, result, actions, termWords) : []));
  }

  function updateProgress() {
    const busy = state.busy;
    progress.hidden = !busy;
    if (!busy) return;
    const fraction = busy.total > 0 ? Math.min(1, busy.done / busy.total) : null;
    if (fraction === null) progressBar.removeAttribute('value');
    else progressBar.value = fraction;
    const what =
      busy.purpose === 'computer'
        ? 'Computer thinking'
        : busy.purpose === 'analysis'
          ? 'Analyzing'
          : 'Solving';
    progressText.textContent =
      busy.total > 0 ? `${what}… ${formatNumber(busy.done)} / ${formatNumber(busy.total)}` : `${what}…`;
  }

  function updateStopped() {
    const stopped = state.stoppedSolve;
    const text = stopped && !state.busy && stopped.key === boardKey(state) ? stoppedWords(stopped) : '';
    stoppedNote.hidden = !text;
    if (stoppedNote.textContent !== text) stoppedNote.textContent = text;
  }

  function update() {
    updateProgress();
    updateStopped();
    const locked = actions.helpLocked();
    hintButton.disabled = analyzeButton.disabled =
      !state.engineReady || !hasBoard(state.position) || !!locked;
    if (lockedNote.textContent !== locked) lockedNote.textContent = locked;
    lockedNote.hidden = !locked;
    updateResult();
    analysis.update();
    // What was said is about the position and mode it was asked on: read later (a screen
    // reader's browse mode), it would be taken for the board now shown.
    if (saidOn !== `${state.mode}${boardKey(state)}` && said.firstChild) said.replaceChildren();
    // An answer waiting for its words (updateResult) is said and shown once it is drawn.
    if (waitingForWords) return;
    sayAnswer();
    revealAnswer(locked);
  }

  /** Says the answer asked for once it is drawn: the verdict and the winning move (a hint),
   *  or how many moves win (an analysis; its verdict when it has no list). A new text node each time, so asking again on the
   *  same position is said again. */
  function sayAnswer() {
    if (!state.sayAnswer) return;
    const { what: asked, key } = state.sayAnswer;
    // Asked on another position (the board moved on before the answer came): not said.
    if (key !== boardKey(state)) return void (state.sayAnswer = null);
    const answer = asked === 'analysis' ? state.analysis : state.hint;
    if (answer?.key !== key) return;
    state.sayAnswer = null;
    const verdict =
      (hintResult.querySelector('.verdict-text') ?? hintResult.querySelector('.verdict'))?.textContent ?? '';
    const move = hintResult.querySelector('.hint-move')?.textContent ?? '';
    const listed = asked === 'analysis' ? listedWords(answer.result) : '';
    // An analysis says what it added (the list), not the verdict a hint may have said already.
    const words = asked === 'hint' ? [verdict, move] : [listed || verdict];
    said.replaceChildren(document.createTextNode(words.filter(Boolean).join(' ')));
    saidOn = `${state.mode}${key}`;
  }

  /** A hint or analysis asked for with H or A shows below the window on a laptop: once its
   *  answer is drawn, the page scrolls it into view (focus stays where it was). */
  function revealAnswer(locked) {
    const asked = state.revealResult;
    if (!asked) return;
    if (locked) return void (state.revealResult = null);
    const key = boardKey(state);
    const answered = asked === 'analysis' ? state.analysis?.key === key : state.hint?.key === key;
    if (!answered) return;
    state.revealResult = null;
    // In a frame sized to its content nothing here scrolls: the course page is asked to.
    const part = asked === 'analysis' ? analysis.element : hintResult;
    askToShow(part);
    if (asked === 'analysis')
      return void requestAnimationFrame(() => part.scrollIntoView({ block: 'nearest' }));
    requestAnimationFrame(() => revealWithMove());
  }

  /**
   * Brings a hint's answer into view with the board's marks of its move: on an upright phone
   * the card is under the board, and scrolling the whole answer up pushed the marked vertex off
   * the top. The page scrolls just enough to show the marks with the whole answer when they fit
   * the window together, else with the answer down to its winning move, else that part alone;
   * with no marks (a losing position) or in a box that scrolls itself (a frame), the answer.
   */
  function revealWithMove() {
    const needed =
      hintResult.querySelector('.hint-move') ?? hintResult.querySelector('.verdict') ?? hintResult;
    const marks = [...(element.closest('.gnp')?.querySelectorAll('svg.board .hint') ?? [])]
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
  return { element, update };
}
