// The "Game review" card: the review running (with Cancel), a summary, steps through the
// finished game (the board shows each position), the chosen move's judgement in words (a
// mistake's winning move is shown on the board), and "Copy review link" (the game's start and
// its moves, moves=; while the game is under way, "Copy game link", the same link, which
// opens the game to play on). The marks beside the moves in the move list are review-marks.js.

import { focusedElement, h, setText } from '../common/dom.js';
import { moverName } from '../common/state.js';
import { ruleChanges } from './rule-switches.js';
import { reviewStep } from './review.js';
import { currentReview } from './current-review.js';
import { pageBase, reviewFragment, copyText } from '../share/share-links.js';
import { count, describeMove } from '../common/words.js';

export function createReviewCard(ctx) {
  const { state, actions } = ctx;
  // Not a live region: the review starts by itself when a game ends, and the status line says
  // the end (with what to do next) once. What the card says aloud is in `said`, below: only
  // what the reader asked for (a step, a mark, Cancel, Review again).
  const status = h('p', { class: 'review-status' });
  // The review the reader asked for (Cancel, Review again): its outcome is said.
  let asked = false;
  const cancel = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Cancel',
    hidden: true,
    onclick: () => {
      asked = true;
      actions.cancelReview();
    },
  });
  const retry = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Review again',
    hidden: true,
    onclick: () => {
      asked = true;
      actions.reviewGame();
    },
  });
  const detailHead = h('p', { class: 'review-move' });
  const detailText = h('p', { class: 'review-text' });
  const better = h('p', { class: 'hint-move' });
  const back = h('button', {
    type: 'button',
    class: 'btn ghost',
    text: 'Back to the game',
    onclick: () => actions.closeReviewMove(),
  });
  const detail = h('div', { class: 'review-detail', hidden: true }, detailHead, detailText, better, back);
  // Where the judgement stands: in this card beside the board, or under the board with the
  // steps where the cards stack under it (a phone held upright). There the board showing a
  // mistake's better move was a screen or two above its explanation and "Back to the game",
  // which the status line under the board sent the reader to. (Sideways the board's column
  // is the screen's height, with no room under the board: the card keeps it.)
  const cardDetail = h('div', {}, detail);
  const stacked = typeof matchMedia === 'function' ? matchMedia('(max-width: 900px)') : null;
  const sideways =
    typeof matchMedia === 'function'
      ? matchMedia('(max-height: 500px) and (orientation: landscape) and (max-width: 1000px)')
      : null;
  for (const query of [stacked, sideways]) query?.addEventListener('change', () => ctx.redraw());
  // What the card says aloud, once per change the reader made: the move a step or a mark
  // brought to the board with its judgement (the box below shows the judgement, the step line
  // the move), or the outcome of a review asked for.
  const said = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  // Stepping through the finished game, move by move (the board shows each position).
  const stepButton = (text, label, target) =>
    h('button', {
      type: 'button',
      class: 'btn',
      text,
      'aria-label': label,
      onclick: () => actions.showReviewStep(target(reviewStep(state))),
    });
  const toStart = stepButton('Start', 'Start of the game', () => 0);
  const previous = stepButton('◀ Previous', 'Previous move', (at) => at - 1);
  const next = stepButton('Next ▶', 'Next move', (at) => at + 1);
  const toEnd = stepButton('End', 'End of the game', () => state.game.moves.length);
  // Which move the board shows, in words (said by `said` when a step changes it: shown with
  // the card at the game's end, it is not news then).
  const where = h('span', { class: 'muted review-where' });
  // With a step button focused, the arrow keys step too (←/→ a move, Home/End the ends), as
  // in a chess game viewer.
  const stepKeys = { ArrowLeft: (at) => at - 1, ArrowRight: (at) => at + 1, Home: () => 0 };
  const onStepKey = (event) => {
    const target = event.key === 'End' ? () => state.game.moves.length : stepKeys[event.key];
    if (!target || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    actions.showReviewStep(target(reviewStep(state)));
  };
  const stepper = h(
    'div',
    {
      class: 'row wrap review-steps',
      role: 'group',
      'aria-label': 'Step through the game (← and → keys)',
      onkeydown: onStepKey,
    },
    toStart,
    previous,
    next,
    toEnd,
    where,
  );
  // Where the steps are, when they stand under the board.
  const stepsNote = h('p', {
    class: 'muted small',
    text: 'Step through the game with Start, Previous, Next and End under the board.',
  });
  const cardSteps = h('div', { class: 'card-steps' }, stepsNote);
  const linkField = h('input', {
    type: 'text',
    readOnly: true,
    class: 'tool-link',
    onfocus: (e) => e.target.select(),
  });
  const copyStatus = h('span', { class: 'muted', 'aria-live': 'polite' });
  // While the game is under way there is no review yet: the link is the game's, to play on
  // (the Share card's link leaves the moves out), and is named so; "Copy review link" under
  // "it is reviewed when it ends" offered what the card had just said was not there.
  let linkName = 'Review link';
  const copyLink = h('button', {
    type: 'button',
    class: 'btn',
    onclick: async () => {
      copiedLink = linkField.value;
      const ok = await copyText(copiedLink, linkField);
      copyStatus.textContent = ok ? `${linkName} copied.` : 'Select the link below and copy it.';
    },
  });
  const linkNote = h('p', {
    class: 'muted small',
    text: 'The link opens this game as played so far, to play on.',
  });
  // "Review link copied." is about the game as it was copied: a move, Undo, Redo or a new game
  // makes another link, and the note goes with the old one.
  let copiedLink = null;
  // A link out of the frame: a locked board (a course page's embed or element) offers none,
  // as its page decided what the student may open (the review link opens the game, with the
  // puzzle's solution, on an unlocked page).
  const linkOut = h('div', {}, h('div', { class: 'row wrap' }, copyLink, copyStatus), linkField, linkNote);
  const element = h(
    'section',
    { class: 'card review-card', 'aria-label': 'Game review' },
    h('h2', { text: 'Game review' }),
    h('div', { class: 'row wrap' }, status, cancel, retry),
    cardSteps,
    said,
    cardDetail,
    linkOut,
  );

  /** "After move 3 of 10, You: at vertex 0: took 1 from 0–1" ("(the end)" after the last). */
  function stepText(at, total) {
    if (at === 0) return `Start of the game (${count(total, 'move', 'moves')})`;
    const move = state.game.moves[at - 1];
    const played = move ? `, ${moverName(state, move)}: ${move.text}` : '';
    return `After move ${at} of ${total}${at === total ? ' (the end)' : ''}${played}`;
  }

  function summary(review) {
    if (review.status === 'running') return 'Reviewing the game…';
    if (review.status === 'cancelled') return 'Review cancelled.';
    if (review.status === 'error') return `The game could not be reviewed: ${review.error}.`;
    const mistakes = review.entries.filter((e) => e.mark === 'mistake').length;
    // Where the rule was changed mid-game: each move is judged by the rule it was played under.
    const changes = ruleChanges(state.game);
    const rules = changes.length ? ` ${changes.join(', ')}: each move is judged by its rule.` : '';
    return `${mistakes ? count(mistakes, 'mistake', 'mistakes') : 'No mistakes'}.${rules} Choose a mark in the move list to see why.`;
  }

  // The mistake whose better move the board shows with its judgement under it (a phone's):
  // chosen by its mark in the move list, far below, the board came into view (review-marks.js)
  // but the explanation and "Back to the game" under it were cut off by the screen's foot.
  // They are brought up under it, as far as the board's top stays on screen.
  let betterShown = null;
  function showUnderBoard(index) {
    if (index === betterShown || (betterShown = index) === null) return;
    requestAnimationFrame(() => {
      const board = element.closest('.gnp')?.querySelector('svg.board');
      const below = detail.getBoundingClientRect().bottom - innerHeight;
      const room = board?.getBoundingClientRect().top ?? 0;
      if (below > 0 && room > 0) scrollBy(0, Math.min(below, room));
    });
  }

  // The step the board was at when the steps were last shown (null while they are hidden),
  // and whether the reader has moved it since: the first showing is not said.
  let stepShown = null;
  let stepped = false;
  let reviewShown = null;

  function update() {
    const { game } = state;
    const hiddenByTeacher = state.hide.hint || state.hide.analysis;
    // A find or unique puzzle ends at its solving move, which is not reviewed (play/game.js):
    // the card would hold nothing of its title.
    const solvedPuzzle = /^(find|unique)$/.test(state.puzzle?.goal) && game.winner !== null;
    element.hidden = state.mode !== 'play' || !game.moves.length || hiddenByTeacher || solvedPuzzle;
    if (element.hidden) {
      setText(copyStatus, '');
      // The steps and a move's explanation, which may stand under the board, go with the card:
      // the explanation stayed under a restarted game's board, or a puzzle's, as a clue.
      stepper.hidden = true;
      detail.hidden = true;
      setText(said, '');
      return;
    }
    const link = pageBase() + reviewFragment(state);
    if (link !== copiedLink) setText(copyStatus, '');
    const review = currentReview(state);
    if (review?.key !== reviewShown) {
      reviewShown = review?.key;
      stepShown = null;
      asked = false;
    }
    const running = review?.status === 'running';
    const underWay = game.winner === null;
    setText(
      status,
      review ? summary(review) : underWay ? 'The game is under way: it is reviewed when it ends.' : '',
    );
    // (An empty line kept its room, a gap above the link.)
    status.hidden = !status.textContent;
    linkName = underWay ? 'Game link' : 'Review link';
    setText(copyLink, `Copy ${linkName.toLowerCase()}`);
    linkField.setAttribute('aria-label', linkName);
    linkNote.hidden = !underWay;
    status.dataset.kind = review?.status === 'error' ? 'error' : '';
    // Review again and Cancel take turns in one place: the one pressed hands the keyboard's
    // focus to the other as it goes (hidden under it, focus fell to the page, then the board).
    const focused = document.activeElement;
    cancel.hidden = !running;
    retry.hidden = !(review?.status === 'error' || review?.status === 'cancelled');
    if (focused === retry && retry.hidden && !cancel.hidden) cancel.focus();
    else if (focused === cancel && cancel.hidden && !retry.hidden) retry.focus();

    // Steps while the game is over and its review on screen (a game under way is played).
    // They stand under the board: in this card, on a phone, the board each step shows was a
    // screen above them. (In a frame the card keeps them: the board's column has no room.)
    const total = game.moves.length;
    const stepsPlace = state.embed || !ctx.boardSteps ? cardSteps : ctx.boardSteps;
    if (stepper.parentElement !== stepsPlace) stepsPlace.append(stepper);
    const detailPlace =
      stepsPlace !== cardSteps && stacked?.matches && !sideways?.matches ? stepsPlace : cardDetail;
    if (detail.parentElement !== detailPlace) detailPlace.append(detail);
    stepper.hidden = !review || game.winner === null;
    stepsNote.hidden = stepper.hidden || stepsPlace === cardSteps;
    if (stepper.hidden) stepShown = null;
    else {
      const at = reviewStep(state);
      if (stepShown === null) {
        stepShown = at;
        stepped = false;
      } else if (at !== stepShown) {
        stepShown = at;
        stepped = true;
      }
      const focused = focusedElement(stepper);
      toStart.disabled = previous.disabled = at === 0;
      next.disabled = toEnd.disabled = at === total;
      // A step button disabled under the keyboard's focus hands it to one still usable, so
      // stepping to an end never drops the focus to the page.
      if (focused?.disabled && stepper.contains(focused))
        [previous, next, toStart, toEnd].find((button) => !button.disabled)?.focus();
      setText(where, stepText(at, total));
    }

    const index = review?.selected;
    const entry = index != null ? review.entries?.[index] : null;
    detail.hidden = !entry;
    showUnderBoard(entry && review.shown?.kind === 'better' && detailPlace !== cardDetail ? index : null);
    if (entry) {
      const move = game.moves[index];
      setText(detailHead, `Move ${index + 1}, ${moverName(state, move)}: ${move.text}`);
      setText(detailText, entry.text);
      const shown = review.shown?.kind === 'better' ? review.shown : null;
      better.hidden = !shown;
      if (shown)
        setText(
          better,
          `A winning move instead (on the board): ${describeMove(shown.move, shown.position, { after: shown.after })}.`,
        );
    }
    // A move played that the board shows (a step, or its mark) is named, with its number, by
    // the step line, then judged; a mistake's better move is named by its explanation. The
    // last move's mark too: the board shows the position after it, the game's end, as every
    // other move's mark shows the position after that move; said without the step line, the
    // board seemed not to follow the mark.
    const toSay = !entry
      ? [where]
      : review.shown?.kind === 'better'
        ? [detailHead, detailText, better]
        : [where, detailText];
    const explained = toSay.filter((p) => !p.hidden).map((p) => p.textContent);
    const heard =
      entry || (stepped && !stepper.hidden)
        ? explained.join('. ').replace(/\.\./g, '.')
        : asked && review && !running
          ? status.textContent
          : '';
    setText(said, heard);
    if (linkField !== focusedElement(linkField) && linkField.value !== link) linkField.value = link;
    linkOut.hidden = state.lock;
    // Locked, a card with no review, steps or judgement in it would stand empty.
    if (state.lock && !status.textContent && stepper.hidden && detail.hidden) element.hidden = true;
  }
  return { element, update };
}
