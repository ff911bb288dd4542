// www/hint/: the Hint & analysis card (hint-card.js) and the analysis list of every move with
// its outcome (analysis-list.js), and the count of legal moves in words (move-count.js). It may import common/ only, and page/lazy-part.js to load the list when first needed; the solving itself is
// engine/solving.js, reached through the actions.
//
// The Hint & analysis card: Hint and "Analyze all moves", the progress of a long solve with
// Cancel, the verdict with its facts (each term explained), and the analysis list.

import { askToShow, h } from '../common/dom.js';
import { afterFirstView, lazyCard } from '../page/lazy-part.js';
import { boardKey, playerToMove, reviewBoard } from '../common/state.js';
import { formatNumber } from '../common/words.js';
import { hasBoard } from '../common/games.js';

/** A cancelled solve in words: what, how far it got, and that asking again starts over. */
function stoppedWords({ purpose, done, total }) {
  const [what, button] = purpose === 'analysis' ? ['Analysis', 'Analyze all moves'] : ['Hint', 'Hint'];
  const far = total > 0 ? ` after ${formatNumber(done)} of ${formatNumber(total)} positions` : '';
  return `${what} cancelled${far}. Pressing ${button} again starts over.`;
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
    h('div', { class: 'row hint-buttons' }, hintButton, analyzeButton, ctx.why.button),
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
  // How an answer is drawn and said (hint-answer.js, with the terms' meanings) is not in the
  // first view: no answer is on a first drawing.
  let answerWords = null;
  let waitingForWords = false;
  let answerWordsLoading = null;
  const loadAnswerWords = () =>
    (answerWordsLoading ??= import('./hint-answer.js').then(
      (loaded) => {
        answerWords = loaded;
        ctx.redraw();
      },
      () => (answerWordsLoading = null),
    ));
  afterFirstView(loadAnswerWords);
  let saidOn = '';
  // Every answer is of the position on the board: while a game review shows an earlier one,
  // the answer of the game's end is not shown under it (it comes back with the end).
  function updateResult() {
    const key = boardKey(state);
    const answer = state.hint?.key === key ? state.hint : state.analysis?.key === key ? state.analysis : null;
    const result = answer?.result ?? null;
    // Rebuilt only when the answer or the sentence around it changes, so an open "What do
    // these mean?" box stays open while the page redraws for other reasons.
    const sentenceKey = `${state.mode}|${state.game.winner}|${playerToMove(state)}|${state.opponent}|${reviewBoard(state)?.index}|${!!state.graphTextError}`;
    waitingForWords = false;
    if (result === shown && sentenceKey === shownKey) return;
    // The answer's words are not in the first view (hint-answer.js): they come once it has
    // settled, before any answer in practice; an answer that comes first is drawn with them.
    if (result && !answerWords) {
      waitingForWords = true;
      return void loadAnswerWords();
    }
    shown = result;
    shownKey = sentenceKey;
    hintResult.replaceChildren(
      ...(result ? answerWords.resultView(state, result, actions, answer.grundyBudget) : []),
    );
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
    // Closed, the note says what opens the help; open in an unsolved puzzle, what it costs.
    const note = locked || actions.helpCost();
    if (lockedNote.textContent !== note) lockedNote.textContent = note;
    lockedNote.hidden = !note;
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
    const listed = asked === 'analysis' ? answerWords.listedWords(answer.result) : '';
    // An analysis says what it added (the list), not the verdict a hint may have said already.
    const words = asked === 'hint' ? [verdict, move] : [listed || verdict];
    // Whose board it is, when the graph text in error is not (hint-answer.js).
    words.push(hintResult.querySelector('.text-error-note')?.textContent ?? '');
    said.replaceChildren(document.createTextNode(words.filter(Boolean).join(' ')));
    saidOn = `${state.mode}${key}`;
  }

  /** A hint or analysis asked for with H or A shows below the window on a laptop: once its
   *  answer is drawn, the page scrolls it into view, and focus stays in sight (hint-answer.js). */
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
    requestAnimationFrame(() =>
      asked === 'analysis'
        ? answerWords.revealAnalysis(part, analyzeButton)
        : answerWords.revealWithMove(hintResult, element, hintButton),
    );
  }

  return { element, update };
}
