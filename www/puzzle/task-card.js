// The puzzle's task above the board: the author's title and text, the goal in
// plain words, the answer controls (outcome: two buttons; grundy: a number box and Check;
// move goals: the board itself), the verdict with its reason, and Try again / Reveal
// solution / Reset. Built once; update() patches text and attributes in place. Everything
// from the link goes in as textContent. The short verdict is said in the status line under
// the board (the page's live region), see status().

import { focusedElement, h, scrollableByKeyboard, setText } from '../common/dom.js';
import { isComputerTurn, positionKey } from '../common/state.js';
import { GOAL_TASKS, triesText, withOutcomeLetters } from '../common/words.js';

/** What the status line says while a puzzle is open and nothing has been answered. The task
 *  stands above the board on a page and beside it in a small frame, so no side is named. Said
 *  after the goal as the puzzle opens, so not its question again ("Does the player to move
 *  win or lose with perfect play? Answer in the task: does the player to move win or lose?"). */
const YOUR_TURN = {
  outcome: 'Answer with one of the two buttons in the task.',
  grundy: 'Type the Grundy value in the task and press Check.',
};

/** How a move is made in the puzzle's rule set: Walking Nim's moves at the tap on the new
 *  weight (there is nothing to confirm, and a student told to confirm looked for a button);
 *  every other game's move is composed and then confirmed. */
const WALK_MOVE = 'choose an edge next to the piece, then its new weight';
const yourMoveText = (position) =>
  `Your move: ${position?.rules === 'walk' ? WALK_MOVE : 'make it on the board and confirm it'}.`;

/** A phone held sideways, where the task leaves out how to move (style.css): as in a frame,
 *  the status line under the board says it. */
const sideways =
  typeof matchMedia === 'function'
    ? matchMedia('(max-height: 500px) and (orientation: landscape) and (max-width: 1000px)')
    : null;

/** Whether the task shows its line on how to move (moveHelpText): a move goal, nothing
 *  answered yet, on a page of its own (not a frame, not a phone held sideways). There the
 *  status line only says whose move it is: said twice, a task without text= read as the same
 *  sentence above and under the board. */
function taskSaysHow(state, p) {
  const moveGoal = p.goal === 'find' || p.goal === 'unique' || p.goal === 'win';
  return moveGoal && p.phase !== 'solved' && !p.feedback && !state.embed && !sideways?.matches;
}

/** The task's line on how to answer a move goal, in the puzzle's rule set. */
function moveHelpText(goal, position) {
  const walk = position?.rules === 'walk';
  return goal === 'win'
    ? `Make your moves on the board${walk ? '' : ' and confirm each'}; the computer answers every one.`
    : `Make your move on the board${walk ? `: ${WALK_MOVE}` : ' and confirm it'}.`;
}

let cards = 0;

/**
 * ctx: {state, actions, focusBoard()}. Returns {element, update(), status()}: status() is
 * the status line's {text, kind} while a puzzle is open (null otherwise).
 */
export function createPuzzleTask({ state, actions, focusBoard }) {
  const goalId = `gnp-puzzle-goal-${++cards}`;
  // Focused when a puzzle opens from Next puzzle or the Puzzles list (tabindex −1): its
  // title, described by the task, so the task is read first.
  const title = h('h2', { class: 'puzzle-title', tabindex: -1, 'aria-describedby': goalId });
  const goal = h('p', { class: 'puzzle-goal', id: goalId });
  const text = h('p', { class: 'puzzle-text' });
  const notice = h('p', { class: 'puzzle-notice', hidden: true });

  const moveHelp = h('p', { class: 'puzzle-move-help muted' });
  const wins = h('button', {
    type: 'button',
    class: 'btn',
    text: 'The player to move wins',
    onclick: () => actions.answerOutcome('N'),
  });
  const loses = h('button', {
    type: 'button',
    class: 'btn',
    text: 'The player to move loses',
    onclick: () => actions.answerOutcome('P'),
  });
  const outcomeRow = h(
    'div',
    { class: 'row wrap puzzle-outcome', role: 'group', 'aria-label': 'Your answer' },
    wins,
    loses,
  );

  // What is wrong with the typed value: an alert, in the page before any text comes (as the
  // move box's errors are), so it is said as it comes; and the box's description.
  const grundyError = h('p', { class: 'puzzle-input-error', id: 'puzzle-grundy-error', role: 'alert' });
  const grundyInput = h('input', {
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    size: 6,
    maxlength: 20,
    class: 'puzzle-grundy-input',
    'aria-describedby': 'puzzle-grundy-error',
    onkeydown: (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      checkGrundy();
    },
    oninput: () => {
      grundyError.textContent = '';
      grundyInput.removeAttribute('aria-invalid');
    },
  });
  const grundyCheck = h('button', {
    type: 'button',
    class: 'btn primary',
    text: 'Check',
    onclick: () => checkGrundy(),
  });
  const grundyRow = h(
    'div',
    { class: 'row wrap puzzle-grundy' },
    h('label', { class: 'field' }, h('span', { text: 'Grundy value' }), grundyInput),
    grundyCheck,
  );
  function checkGrundy() {
    // The typed text stays in the box whatever happens: a wrong value is corrected there.
    const problem = actions.answerGrundy(grundyInput.value);
    // The same words again (Enter twice) are a change too, with a no-break space on or off.
    grundyError.textContent = problem && grundyError.textContent === problem ? `${problem}\u00a0` : problem;
    if (problem) grundyInput.setAttribute('aria-invalid', 'true');
    else grundyInput.removeAttribute('aria-invalid');
  }

  // The verdict in a line or two, and why in full (the crate's reason: which position was
  // reached and which theorem or table decides it) folded under it, so the board stays in
  // view on a laptop screen and in a course page's 640x520 frame.
  const verdict = h('strong', { class: 'task-verdict' });
  const reason = h('p', { class: 'puzzle-reason' });
  const why = h('details', { class: 'puzzle-why' }, h('summary', { text: 'Why?' }), reason);
  const feedback = h('div', { class: 'puzzle-feedback', hidden: true }, verdict, why);
  const cancel = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Cancel',
    onclick: () => actions.cancelSolve(),
  });
  const tryAgain = h('button', {
    type: 'button',
    class: 'btn primary',
    text: 'Try again',
    onclick: () => {
      actions.tryAgain();
      focusBoard();
    },
  });
  const reveal = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Reveal solution',
    onclick: () => actions.revealSolution(),
  });
  const reset = h('button', {
    type: 'button',
    class: 'btn ghost',
    text: 'Reset',
    onclick: () => actions.resetPuzzle(),
  });
  // The way out to free play on the puzzle's board (the rules switch and Misère say to use it).
  const leave = h('button', {
    type: 'button',
    class: 'btn ghost leave-puzzle',
    text: 'Leave puzzle',
    onclick: () => actions.leavePuzzle(),
  });
  const tries = h('span', { class: 'muted puzzle-tries' });
  // Solved or its solution shown, a puzzle of the page's own set (Puzzles in the header)
  // offers the next: its list's module says which, fetched then (puzzle-list.js).
  const next = h('a', { class: 'btn primary', text: 'Next puzzle', hidden: true });

  const element = h(
    'section',
    { class: 'puzzle-task', 'aria-label': 'Puzzle', hidden: true },
    title,
    goal,
    text,
    notice,
    outcomeRow,
    grundyRow,
    grundyError,
    // One place for the help before a try and the verdict after it (style.css keeps its height).
    h('div', { class: 'puzzle-slot' }, moveHelp, feedback),
    h('div', { class: 'row wrap puzzle-actions' }, cancel, tryAgain, reveal, next, reset, leave, tries),
  );

  // In a frame a long task scrolls in its own box (style.css).
  const fitText = scrollableByKeyboard(text, 'The task (scrolls)');
  // On a phone held sideways a "who wins" puzzle's task stands beside the board and scrolls
  // in itself when it is longer than the screen (style.css): at 640×360 Leave puzzle was cut
  // at the card's edge and the tries were out of view, with nothing to say that more followed.
  // While it scrolls, its foot fades out until it is scrolled to its end, and the keyboard
  // can scroll it; it keeps its name ("Puzzle").
  const fitPanel = scrollableByKeyboard(element, 'Puzzle');
  why.addEventListener('toggle', () => fitPanel());

  // A verdict the student must read comes above the board, while what is on screen after a
  // confirmed move may be the board's foot or the Play card under it (a phone, a frame as tall
  // as its content in a longer course page): it is brought into view when it is not wholly
  // visible, and nothing moves when it is. The observer's first report says how much of it the
  // screen shows, across the frames around it, after the verdict is laid out.
  function bringVerdictIntoView() {
    if (typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      if (entry.intersectionRatio < 0.99) feedback.scrollIntoView({ block: 'nearest' });
      if (state.puzzle?.shown) showReplyWithVerdict();
    });
    observer.observe(feedback);
  }

  /** A wrong try's reply is drawn on the board below the verdict: on a small phone the
   *  verdict and its buttons left the board's foot, with the reply, under the screen's edge.
   *  The page scrolls the board's foot into view, as far as the verdict's first line stays. */
  function showReplyWithVerdict() {
    const board = element.closest('.gnp')?.querySelector('svg.board');
    if (!board) return;
    const below = board.getBoundingClientRect().bottom - innerHeight;
    const room = feedback.getBoundingClientRect().top;
    if (below > 0 && room > 0) scrollBy(0, Math.min(below, room));
  }

  let shownPuzzle = null;
  let shownFeedback = null;

  function update() {
    const p = state.puzzle;
    element.hidden = !p;
    if (!p) {
      // A puzzle left (Edit, then a preset built): the hidden task no longer names a goal, as
      // the stylesheet lays the board out by it (beside the task on a phone held sideways, the
      // board squeezed into a third of its column's width with the task gone).
      delete element.dataset.goal;
      delete element.dataset.phase;
      shownPuzzle = null;
      return;
    }
    const samePuzzle = shownPuzzle === p;
    // Another puzzle opened from the page (Next puzzle, the Puzzles list; not a Reset, not
    // the page's first load, where focus is on no control): focus goes to its task. It was
    // left on the list's Puzzles button, or went to the board, past a "who wins" puzzle's
    // answers above it.
    const opened =
      !samePuzzle && shownPuzzle?.storageKey !== p.storageKey && document.activeElement !== document.body;
    if (shownPuzzle !== p) {
      // A new puzzle: its typed answer box starts empty.
      shownPuzzle = p;
      next.hidden = true;
      grundyInput.value = '';
      grundyError.textContent = '';
    }
    element.dataset.goal = p.goal;
    element.dataset.phase = p.phase;
    setText(title, p.title || 'Puzzle');
    if (opened) requestAnimationFrame(() => title.focus());
    setText(goal, GOAL_TASKS[p.goal] ?? '');
    const newText = text.textContent !== p.text;
    setText(text, p.text);
    text.hidden = !p.text;
    if (newText) fitText();
    notice.hidden = !p.notice;
    setText(notice, p.notice ?? '');

    const moveGoal = p.goal === 'find' || p.goal === 'unique' || p.goal === 'win';
    moveHelp.hidden = !moveGoal || p.phase === 'solved' || !!p.feedback;
    setText(moveHelp, moveHelpText(p.goal, state.position));
    const answering = p.phase === 'open';
    outcomeRow.hidden = p.goal !== 'outcome';
    grundyRow.hidden = p.goal !== 'grundy';
    if (!grundyRow.hidden) grundyInput.setAttribute('aria-label', 'Grundy value');
    const before = focusedElement(element);
    // While the answer is checked the buttons stay where focus is (aria-disabled; a press then
    // does nothing): switched off, focus went to Reset, and an impatient second Enter reset
    // the puzzle under its verdict.
    const judging = p.phase === 'judging';
    wins.disabled = loses.disabled = p.goal === 'outcome' && !answering && !judging;
    // The answer given stays marked, to the eye and as pressed, while it is judged and its
    // verdict shows (both buttons off, nothing said which one it was); none once it is asked
    // again (Reset) or before any answer.
    const picked = p.goal === 'outcome' && !answering && p.picked;
    for (const [answer, letter] of [
      [wins, 'N'],
      [loses, 'P'],
    ]) {
      // Only while judged: beside `disabled` an aria-disabled="false" contradicted it.
      if (judging) answer.setAttribute('aria-disabled', 'true');
      else answer.removeAttribute('aria-disabled');
      if (picked) answer.setAttribute('aria-pressed', String(picked === letter));
      else answer.removeAttribute('aria-pressed');
    }
    grundyInput.readOnly = !answering;
    grundyCheck.disabled = !answering && !judging;
    if (judging) grundyCheck.setAttribute('aria-disabled', 'true');
    else grundyCheck.removeAttribute('aria-disabled');

    feedback.hidden = !p.feedback;
    if (p.feedback) {
      feedback.dataset.kind = p.feedback.kind;
      setText(verdict, p.feedback.headline ?? p.feedback.short);
      // The crate's reasons say "so P" or "so N": what the letters mean goes with them.
      setText(reason, withOutcomeLetters(p.feedback.text));
      why.hidden = p.feedback.text === p.feedback.short;
    }
    // A new word from the puzzle (Try again's "taken back", a new verdict) folds the last
    // one's Why? away: left open, its long reason stayed above the board through the next
    // attempt and pushed the board off a phone's screen.
    if (p.feedback !== shownFeedback) why.open = false;
    // A new verdict on an answer just given (not one restored with the puzzle).
    const verdictNow = p.feedback?.kind === 'wrong' || p.feedback?.kind === 'solved';
    if (samePuzzle && p.feedback !== shownFeedback && verdictNow) bringVerdictIntoView();
    shownFeedback = p.feedback;
    cancel.hidden = !(p.phase === 'judging' && state.busy?.purpose === 'judge');
    tryAgain.hidden = p.phase !== 'refuted';
    // Not once the puzzle counts as revealed (the tries line says "Solution shown"): the hint,
    // the analysis or Why? opened with reveal=0 gave the answer already, and the hint, open
    // now, shows it again at any move.
    reveal.hidden = !actions.canReveal() || p.revealed;
    // An embed or element plays the puzzle its course page set: no way out of it there (and no
    // room for another button in its frame).
    leave.hidden = state.embed || state.lock;
    if (p.solvedOnce || p.revealed)
      import('./puzzle-list.js').then(
        (m) => m.offerNext(next, state, p),
        () => {},
      );
    // Solved once (also before a Reset or a reload in this tab) stays said: the feedback does.
    setText(tries, triesText(p.wrong, p.solved || p.solvedOnce, p.revealed));

    // A control that just went away or off must not strand the keyboard: go to the verdict's
    // Why? (a further Enter only unfolds it), else to Reset.
    if (element.contains(before) && (before.disabled || before.closest('[hidden]'))) {
      const whySummary = why.querySelector('summary');
      (feedback.hidden || why.hidden ? reset : whySummary).focus({ preventScroll: true });
    }
    // Once the page is laid out with what changed here.
    requestAnimationFrame(fitPanel);
  }

  return { element, update };
}

/** The status line's sentence while a puzzle is open (null otherwise): status.js shows it. */
export function puzzleStatus(state) {
  const p = state.puzzle;
  if (!p || !state.engineReady) return null;
  const f = p.feedback;
  if (p.phase === 'judging') return { text: 'Checking your answer…', kind: 'thinking' };
  if (p.phase === 'solved') return { text: f?.short ?? 'Solved.', kind: 'won' };
  if (p.phase === 'refuted') return { text: f.short, kind: 'lost' };
  if (p.phase === 'over')
    return { text: f?.short ?? 'The puzzle is over.', kind: f?.kind === 'wrong' ? 'lost' : 'turn' };
  if (isComputerTurn(state))
    return {
      text: `${f?.short && f.kind === 'info' ? `${f.short} ` : ''}The computer is thinking…`,
      kind: 'thinking',
    };
  const current = f && f.key === positionKey(state.position);
  const yourTurn = YOUR_TURN[p.goal] ?? (taskSaysHow(state, p) ? 'Your move.' : yourMoveText(state.position));
  // A try taken back leaves the puzzle as it was before it: the student's move, said as
  // then, with "taken back" heard before it (status.js); the card names the try.
  if (current && f.takenBack) return { text: yourTurn, kind: 'turn', before: `${f.takenBack} ` };
  return {
    text: current ? f.short : yourTurn,
    kind: current && f.kind !== 'info' ? 'lost' : 'turn',
  };
}
