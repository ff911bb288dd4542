// www/puzzle/: puzzles: the student's side (puzzle.js), the task above the board
// (task-card.js), and the author's side, the draft with its check and generation (author.js)
// and the Make a puzzle card (maker-card.js). It may import common/, www/engine.js, engine/,
// page/load.js and share/share-links.js.
//
// The student's side of a puzzle: a position with a goal from a link or the embed
// API, answers judged by the crate (tools' judgePuzzle, run in the worker), tries counted, a
// wrong move shown with the opponent's refutation, the solution revealed after enough wrong
// tries, Reset. A `win` puzzle whose game ends on the computer's move (misère play: the last
// mover loses) is decided by the crate's judgeEnding when the game ends (gameOver, called by
// play/game.js). Changes state.puzzle and, through the actions it is given, the game; no DOM.
//
// state.puzzle (null when no puzzle is open):
//   goal, title, text, reveal   as in the link (link.js puzzleFromFields)
//   start                       the position the puzzle starts from (validated)
//   phase                       'open' (waiting for an answer) | 'judging' | 'refuted' (a wrong
//                               move is on the board with its refutation) | 'solved' | 'over'
//                               (an outcome/grundy answer was shown: Reset opens it again)
//   wrong, solved, revealed     wrong tries so far; solved; whether a solution was shown or
//                               help used (a solve after it is not one on one's own)
//   solutionShown               whether the solution itself was shown (Reveal, or an outcome
//                               answered wrong): Reveal solution is not offered again, also
//                               after a reload or mid-game (the card stays revealed)
//   feedback                    {kind: 'solved'|'wrong'|'info'|'error', text, short (for the
//                               status line), headline (the card's verdict when it differs
//                               from short: without the tries, which the card shows below it),
//                               key (the position it is about), takenBack (Try again's: the
//                               status line says whose move it is, this heard before it)}
//                               or null
//   shown                       {move, kind: 'refutation'|'solution'} highlighted on the board
//   takeBack                    {position, lastMove, tried, said}: where a refuted move came
//                               from, the try in words ("you took 1 from edge 0–1 at vertex
//                               0") and why it lost, said of the move taken back (kept under
//                               Why? once taken back)
//   check                       checkPuzzle's answer for the start ({well_posed, reason, …})
//   picked                      an outcome puzzle's answer given, 'N' or 'P', until Reset

import { computerIndex, isComputerTurn, playerToMove, positionKey } from '../common/state.js';
import { CancelledError, errorText } from '../engine.js';
import { SOLVE_OPTIONS } from '../engine/solving.js';
import { GOAL_TASKS, describeMove } from '../common/words.js';
import { afterFirstView } from '../page/lazy-part.js';
import { progressKey, progressPage, readProgress, writeProgress } from './puzzle-progress.js';

/** Goals answered with a move on the board. */
const MOVE_GOALS = new Set(['find', 'unique', 'win']);

/** The judge solves like a hint does: browser budgets, remoteness not needed. */
const JUDGE_OPTIONS = { ...SOLVE_OPTIONS.hint, remoteness: false };

/**
 * ctx: {state, solver, getEngine(), redraw(), emit(event, data), say(text, kind),
 * makeMove(move, {judged, finishes}), startPlay({record}), cancelComputer()}.
 */
export function createPuzzles(ctx) {
  const { state } = ctx;
  // Each start or reset gets a new number: an answer judged for an older one is dropped.
  let generation = 0;

  const puzzle = () => state.puzzle;
  // Feedback remembers the position it was about: once the game has moved on (the
  // computer replied), the status line stops repeating it.
  const stamp = (feedback) => ({ ...feedback, key: positionKey(state.position) });
  const isMoveGoal = () => MOVE_GOALS.has(state.puzzle?.goal);

  // What is said of a judged answer or a shown solution (puzzle-verdicts.js) is not in the
  // first view: it is fetched once the first view has settled, as the check is, and an answer
  // judged or a solution found before it has come waits for it.
  let verdicts = null;
  let verdictsLoading = null;
  function loadVerdicts() {
    verdictsLoading ??= import('./puzzle-verdicts.js').then(
      (module) => (verdicts = module.createVerdicts({ ctx, state, puzzle, stamp, remember, report })),
      (err) => {
        verdictsLoading = null;
        throw err;
      },
    );
    return verdictsLoading;
  }

  /** Opens `spec` ({goal, title, text, reveal, previous?}) on the current position, as a game against
   *  the computer at full strength (a `win` puzzle's defence is the longest one). */
  function start(spec) {
    generation++;
    // The same puzzle opened again (a course page's graphnim:set of the puzzle that was open,
    // passed as spec.previous) keeps its tries: a fresh count would hand out "Solved at the
    // first try" after wrong ones.
    const previous = spec.previous;
    const again =
      previous && previous.goal === spec.goal && positionKey(previous.start) === positionKey(state.position);
    // The same puzzle opened again in this tab (a reload, Back or Forward) keeps its progress;
    // on a course page, on that page only.
    const storageKey = progressKey(spec.goal, positionKey(state.position), progressPage(state));
    const kept = again
      ? null
      : withEarlier(readProgress(storageKey), `${spec.goal} ${positionKey(state.position)}`);
    state.opponent = 'cpu';
    state.strength = 'perfect';
    state.computerStarts = false;
    ctx.startPlay({ record: false });
    // Help asked for before the puzzle opened must not show its answer (helpLocked); nor
    // Explore's map, whose cells are the positions the moves lead to.
    state.hint = state.analysis = state.why = null;
    state.explore.open = false;
    state.puzzle = {
      goal: spec.goal,
      title: spec.title ?? '',
      text: spec.text ?? '',
      reveal: spec.reveal ?? 3,
      start: structuredClone(state.position),
      phase: 'open',
      wrong: again ? previous.wrong : (kept?.wrong ?? 0),
      // The wrong tries given so far (an answer, or where a move led): the same one again counts once.
      tried: (again ? previous.tried : kept?.tried) ?? [],
      solved: false,
      solvedOnce: again ? !!previous.solvedOnce : !!kept?.solved,
      revealed: again ? previous.revealed : !!kept?.revealed,
      solutionShown: again ? !!previous.solutionShown : !!kept?.shown,
      storageKey,
      feedback: kept && (kept.wrong || kept.revealed || kept.solved) ? keptFeedback(kept, spec.goal) : null,
      shown: null,
      takeBack: null,
      check: null,
    };
    // A "win the game" puzzle reloaded mid-game goes on where it was, as a game does.
    const resumed = spec.goal === 'win' && !again && !kept?.solved ? resumeGame(kept?.moves ?? []) : 0;
    if (resumed) state.puzzle.feedback = resumedFeedback(resumed);
    // An outcome question left with its answer shown opens as it was left: answered, the
    // answer said, the answer buttons off until Reset (not open again with Reveal solution).
    // (Only an outcome question's progress has one: its key holds the goal.)
    if (kept?.answer) Object.assign(state.puzzle, { phase: 'over', answer: kept.answer });
    // Said first, before what to do on the board: which puzzle this is, and its goal.
    const called = spec.title ? ` “${spec.title}”` : '';
    state.stepped = { game: state.game, text: `Puzzle${called}: ${GOAL_TASKS[spec.goal] ?? ''}` };
    // The check loads the tools module: after the first view, before the first answer.
    const forGeneration = generation;
    afterFirstView(() => forGeneration === generation && checkStart(forGeneration));
    afterFirstView(() => loadVerdicts().catch(() => {}));
    // Progress kept from earlier is told as a result (marked restored), as when it was made:
    // a course page that reloaded learns what the card says.
    if (kept && (kept.wrong || kept.revealed || kept.solved)) report({ restored: true });
    ctx.redraw();
  }

  /** What the tab kept (`kept`, or null) of the puzzle `key` names (its goal and start), with what the page says was
   *  done before (state.earlier, e.g. a SCORM launch page's saved progress: {solved, wrong,
   *  revealed}). That progress is the first puzzle's that opens (<graph-nim>'s solved and
   *  tries are read with its position): another puzzle shown afterwards in the same element
   *  (a course page's Next puzzle changing its position or goal) opens without it, never
   *  solved by a puzzle it has not seen; the first one, opened again, has it again. */
  function withEarlier(kept, key) {
    const earlier = state.earlier;
    if (!earlier) return kept;
    earlier.puzzle ??= key;
    if (earlier.puzzle !== key) return kept;
    return {
      wrong: Math.max(kept?.wrong ?? 0, earlier.wrong),
      tried: kept?.tried,
      revealed: earlier.revealed || !!kept?.revealed,
      solved: earlier.solved || !!kept?.solved,
      answer: kept?.answer ?? null,
      shown: !!kept?.shown,
    };
  }

  /** What the card says when a puzzle opens with progress from earlier (a reload or
   *  Back/Forward in this tab, or an LMS's saved progress in a SCORM package). */
  function keptFeedback(kept, goal) {
    const tries = kept.wrong ? `${kept.wrong} wrong ${kept.wrong === 1 ? 'try' : 'tries'}` : '';
    const shown = kept.revealed ? 'its solution was shown' : '';
    // Only the count is kept, not the solving move: the board opens at the start, and says so.
    // An outcome puzzle has no moves to play, only an answer to give again.
    // A solve after the solution was shown is not the student's own: a host counts it as a
    // wrong answer (docs/host.md), so the card says it as the tries line does ("Solved after
    // the solution was shown"), not that it counts.
    const again =
      goal === 'outcome' ? 'Answer again to practise.' : 'The board is back at its start, to play it again.';
    const text = kept.answer
      ? `The answer was shown${tries ? ` (${tries})` : ''}: the player to move ${kept.answer === 'N' ? 'wins' : 'loses'}. Press Reset to answer again.`
      : kept.solved && kept.revealed
        ? `You solved this puzzle earlier, after its solution was shown${tries ? ` (${tries})` : ''}: solved, but not on your own. ${again}`
        : kept.solved
          ? `You solved this puzzle earlier${tries ? ` (${tries})` : ''}: it counts. ${again}`
          : // Not solved: what still counts is the tries (and a solution shown), never a credit.
            kept.revealed
            ? `Earlier on this puzzle: ${[tries, shown].filter(Boolean).join(', ')}; not solved. A solve now counts as after the solution was shown.`
            : `Earlier on this puzzle: ${tries}, not solved yet. They still count.`;
    // An answer shown and not solved is said as the wrong answer was, before the reload.
    const kind = kept.answer && !kept.solved ? 'wrong' : 'info';
    return { kind, text, short: text, key: positionKey(state.position) };
  }

  /**
   * Plays again a "win the game" puzzle's moves kept from before a reload (puzzle-progress.js),
   * each checked by the engine: the student's were judged when played, the computer's are its
   * own. The replay stops at a move that is not legal there or would end the game (a game
   * kept is one under way). Returns how many moves were played.
   */
  function resumeGame(moves) {
    const eng = ctx.getEngine();
    if (!eng || !moves.length) return 0;
    let position = state.position;
    const played = [];
    for (const move of moves) {
      let next;
      try {
        if (eng.checkMove(position, move)) break;
        next = eng.applyMove(position, move);
        if (eng.isOver(next)) break;
      } catch {
        break;
      }
      const player = played.length % 2;
      played.push({ move, player, text: describeMove(move, position, { after: next, past: true }) });
      position = next;
    }
    if (!played.length) return 0;
    state.position = position;
    state.game = { ...state.game, moves: played };
    state.lastMove = { move: played.at(-1).move, player: played.at(-1).player };
    return played.length;
  }

  function resumedFeedback(moves) {
    const text = `Your game goes on where you left it (${moves === 1 ? '1 move' : `${moves} moves`} played).`;
    return stamp({ kind: 'info', text, short: text });
  }

  /** Keeps the puzzle's progress for a reload or Back/Forward in this tab, with a "win the
   *  game" puzzle's game while it is under way. */
  function remember() {
    const p = puzzle();
    if (!p) return;
    const underWay = p.goal === 'win' && !p.solved && state.game.winner === null;
    writeProgress(p.storageKey, {
      wrong: p.wrong,
      revealed: p.revealed,
      solved: !!p.solvedOnce,
      moves: underWay ? state.game.moves.map((m) => m.move) : [],
      tried: p.tried,
      // An outcome question whose answer is shown stays over (answered, Reset to answer
      // again) across a reload, as the student left it.
      answer: p.phase === 'over' ? p.answer : null,
      shown: p.solutionShown,
    });
  }

  /** Leaves puzzle mode (the position stays as it is). */
  function clear() {
    if (!state.puzzle) return;
    generation++;
    if (state.busy?.purpose === 'judge') cancelJudging();
    state.puzzle = null;
  }

  /** Whether the puzzle's start position is well posed; a note says so when it is not. */
  async function checkStart(forGeneration) {
    const p = puzzle();
    try {
      const check = await ctx.solver.checkPuzzle(p.start, p.goal, JUDGE_OPTIONS);
      if (forGeneration !== generation) return;
      p.check = check;
      if (check.outcome === 'unknown' || check.well_posed === false) {
        p.notice = `This puzzle cannot be judged as it stands: ${check.reason}`;
        ctx.redraw();
      }
    } catch (err) {
      // A cancelled check (the worker was stopped for another job) is asked again on Reveal.
      if (!(err instanceof CancelledError) && !err?.cancelled && forGeneration === generation) {
        p.notice = `This puzzle could not be checked: ${errorText(err)}`;
        ctx.redraw();
      }
    }
  }

  // ---------- the game's hooks (actions.js) ----------

  /** The person's move goes to the judge: a move puzzle waiting for an answer, their turn. */
  function takesMove() {
    const p = puzzle();
    return !!p && isMoveGoal() && p.phase === 'open' && state.mode === 'play' && !isComputerTurn(state);
  }

  /** No move may be made on the board now (the puzzle is judging, solved, or not a move puzzle). */
  function blocksMoves() {
    const p = puzzle();
    if (!p) return false;
    return !isMoveGoal() || p.phase !== 'open';
  }

  /** Why a move cannot be made now, in words ('' when it can). */
  function whyBlocked() {
    const p = puzzle();
    if (!blocksMoves()) return '';
    if (!isMoveGoal()) return 'This puzzle is answered with the buttons in the task, not with a move.';
    if (p.phase === 'judging') return 'Your answer is being checked.';
    if (p.phase === 'refuted') return 'Press Try again to take your move back first.';
    return 'The puzzle is over: press Reset to play it again.';
  }

  function refuted() {
    return puzzle()?.phase === 'refuted';
  }

  // ---------- answers ----------

  /** A move answer: checked for legality at once, then judged in the worker. Returns true
   *  when it was taken for judging. */
  function answerMove(move) {
    const p = puzzle();
    const eng = ctx.getEngine();
    if (!p || !eng || !takesMove()) return false;
    const reason = eng.checkMove(state.position, move);
    if (reason) {
      ctx.say(`That move is not allowed: ${reason}.`, 'error');
      return false;
    }
    const before = structuredClone(state.position);
    const lastMove = state.lastMove;
    state.pending = null;
    judge(before, move, (verdict) => verdicts.judgedMove(before, lastMove, move, verdict));
    return true;
  }

  /** `outcome`: 'N' (the player to move wins) or 'P' (loses). */
  function answerOutcome(said) {
    const p = puzzle();
    if (!p || p.goal !== 'outcome' || p.phase !== 'open') return;
    // Marked on its button while the verdict shows (task-card.js): both went grey, and the
    // page no longer showed which answer was given.
    p.picked = said;
    judge(p.start, said === 'N' ? 'N' : 'P', (verdict) => verdicts.judgedOutcome(said, verdict));
  }

  /** `grundy`: the typed value. Returns '' when it was taken, else why not (the box keeps
   *  what was typed). */
  function answerGrundy(typed) {
    const p = puzzle();
    if (!p || p.goal !== 'grundy' || p.phase !== 'open') return '';
    const text = String(typed ?? '').trim();
    // Nothing typed is said so ('not ""' quoted an empty box).
    if (!text) return 'Type the Grundy value first: a whole number such as 0, 1 or 2.';
    if (!/^\d{1,15}$/.test(text))
      return `The Grundy value is a whole number such as 0, 1 or 2, not "${text.slice(0, 20)}".`;
    judge(p.start, Number(text), (verdict) => verdicts.judgedGrundy(text, verdict));
    return '';
  }

  /** The game ended (play/game.js, after the move that left no move). A `win` puzzle still
   *  open is decided here by the crate's judgeEnding, by the rule set's winner rule: this is
   *  how a misère `win` puzzle is won, on the computer's forced last move. (A normal-play
   *  `win` ends on the student's own judged move, solved then: its phase is not 'open'.) */
  function gameOver() {
    const p = puzzle();
    if (!p || p.goal !== 'win' || p.phase !== 'open') return;
    const position = structuredClone(state.position);
    const studentToMove = playerToMove(state) !== computerIndex(state);
    judgeWith(
      () => ctx.solver.judgeEnding(position, studentToMove),
      (verdict) => verdicts.judgedEnding(verdict),
      'The game is over: checking who won…',
    );
  }

  /** Runs judgePuzzle in the worker with the Cancel of the progress bar; `then(verdict)`
   *  runs only if the puzzle is still the one asked about. */
  function judge(position, answer, then) {
    const p = puzzle();
    const { goal } = p;
    // A Grundy value or an outcome judged wrong, given again (Enter pressed twice, after
    // Reset, or after a reload), is the try already counted: said again, not judged and
    // counted again. (A move tried again is judged, to show its refutation; wrongTry counts
    // it once.)
    const given = goal === 'grundy' || goal === 'outcome' ? String(answer) : null;
    if (p.tried.includes(given)) return sayAgain();
    return judgeWith(
      () => ctx.solver.judgePuzzle(position, goal, answer, JUDGE_OPTIONS),
      (verdict) => {
        p.given = given;
        then(verdict);
      },
    );
  }

  /** Asks the worker `ask()` for a verdict, as judge() does; `checking` is said meanwhile. */
  async function judgeWith(ask, then, checking = 'Checking your answer…') {
    const p = puzzle();
    const asked = generation;
    if (state.busy) ctx.solver.cancel();
    p.phase = 'judging';
    p.feedback = stamp({ kind: 'info', text: checking, short: checking });
    state.busy = { purpose: 'judge', done: 0, total: 0, started: performance.now() };
    ctx.redraw();
    let verdict;
    try {
      [verdict] = await Promise.all([ask(), loadVerdicts()]);
    } catch (err) {
      if (asked !== generation) return;
      if (state.busy?.purpose === 'judge') state.busy = null;
      p.phase = 'open';
      p.feedback = stamp(
        err?.cancelled
          ? {
              kind: 'info',
              text: 'Stopped: that answer was not judged and does not count.',
              short: 'Stopped.',
            }
          : {
              kind: 'error',
              text: `Your answer could not be judged: ${errorText(err)}. It does not count.`,
              short: 'Your answer could not be judged.',
            },
      );
      ctx.redraw();
      return;
    }
    if (asked !== generation) return;
    state.busy = null;
    then(verdict);
    ctx.redraw();
  }

  /** Says that the answer given was judged wrong already, with the tries so far, counting
   *  nothing; said again word for word, it is still a change to read (a no-break space). */
  function sayAgain() {
    const p = puzzle();
    const short = 'You gave that answer already: it is not right, and it counts once.';
    const words = `${short}${p.solvedOnce ? '' : ` Wrong tries: ${p.wrong}.`}`;
    const repeated = p.feedback?.short === words ? `${words}\u00a0` : words;
    p.feedback = stamp({ kind: 'wrong', text: words, short: repeated, headline: short });
    ctx.redraw();
  }

  /** Takes a refuted move back: the position before it, ready for another try. The puzzle
   *  then reads as it did before the try: the status line says it is the student's move (a
   *  "taken back" left there, with a Why? about a move gone from the board, read as the
   *  puzzle's answer to the next move), and the card keeps the try it took back, named. */
  function tryAgain() {
    const p = puzzle();
    if (!p || p.phase !== 'refuted') return;
    const { tried, said } = p.takeBack;
    state.position = p.takeBack.position;
    state.lastMove = p.takeBack.lastMove;
    state.pending = null;
    p.takeBack = null;
    p.shown = null;
    p.phase = 'open';
    // A notice, not an error: the wrong try was already counted and said. A <graph-nim>
    // element's retry(), a course page's graphnim:retry and a tap on the board come here too.
    const taken = tried ? `Taken back: ${tried}.` : 'Your move was taken back.';
    p.feedback = stamp({
      kind: 'info',
      // The status line's: heard before whose move it is (task-card.js puzzleStatus).
      takenBack: 'Your move was taken back.',
      short: taken,
      // "Why?" keeps why the try was wrong, about the move taken back by name, no longer how
      // to take it back.
      text: said ?? taken,
      headline: `${taken} Try again.`,
    });
    ctx.redraw();
  }

  /** Why a course page's request ('play', 'retry' or 'reveal', through the embed's messages or
   *  the element's methods) cannot be done now, saying what to send instead; '' when it can. */
  function refusal(request) {
    const p = puzzle();
    if (!p) return request === 'play' ? '' : 'no puzzle is open: send graphnim:set with a goal to open one';
    if (p.phase === 'judging') return 'the last answer is still being judged: wait for its graphnim:result';
    if (p.solved) return 'the puzzle is solved: send graphnim:reset to start again';
    const answeredInFrame = `this ${p.goal} puzzle is answered in the frame with its ${
      p.goal === 'outcome' ? 'two answer buttons' : 'number box'
    }, not with a move`;
    if (request === 'retry') {
      if (p.phase === 'refuted') return '';
      if (p.phase === 'over')
        return "the puzzle's answer has been shown: send graphnim:reset to answer again";
      if (!isMoveGoal()) return `there is no try to take back: ${answeredInFrame}`;
      return 'there is no refuted try to take back: send graphnim:play with a move';
    }
    if (request === 'reveal') {
      if (canReveal()) return '';
      if (p.phase === 'over') return 'the answer is already shown: send graphnim:reset to answer again';
      // Shown once (on the board now, or earlier, also before a reload): the puzzle stays revealed.
      if (p.solutionShown)
        return 'the solution is already shown: send graphnim:play with an answer, or graphnim:reset';
      if (p.wrong < p.reveal) {
        const needed = `${p.reveal} wrong ${p.reveal === 1 ? 'try' : 'tries'}`;
        const sofar = p.wrong === 1 ? 'there has been 1' : `there have been ${p.wrong}`;
        return `the solution can be shown after ${needed} (reveal=${p.reveal}) and ${sofar}: send graphnim:play with an answer first`;
      }
      return "it is the computer's turn: wait for its graphnim:move, then send graphnim:reveal";
    }
    if (!isMoveGoal()) return answeredInFrame;
    if (p.phase === 'over') return 'the game is over: send graphnim:reset to play the puzzle again';
    return '';
  }

  /** Why the hint, the analysis and Why? are closed now ('' when they are open). In a puzzle
   *  they would give the answer away, so — as in lichess's puzzles — they open once the
   *  puzzle was solved, its solution shown, or the tries that offer "Reveal solution" used
   *  up (`reveal=0` opens them at once); whatever then helps counts as revealed (helpUsed). */
  function helpLocked() {
    const p = puzzle();
    if (!p || p.solvedOnce || p.revealed || p.phase === 'over' || p.wrong >= p.reveal) return '';
    // An outcome question has two answers: a wrong one shows the right one and ends it, so
    // its help opens after one answer, whatever reveal= says.
    if (p.goal === 'outcome')
      return `In a puzzle ${helpNames()} open once you have answered it (a wrong answer shows the answer).`;
    const tries = p.reveal === 1 ? 'a wrong try' : `${p.reveal} wrong tries`;
    return `In a puzzle ${helpNames()} open once you have solved it, or after ${tries} (when its solution can be shown).`;
  }

  /** What the open help costs, said on the card beside its buttons ('' when nothing): in an
   *  unsolved puzzle whose help has opened, using it counts as revealed (helpUsed). The
   *  student read it only in the try's verdict, gone after the next move. */
  function helpCost() {
    const p = puzzle();
    if (!p || helpLocked() || p.solvedOnce || p.revealed || p.phase === 'over') return '';
    return `In this puzzle ${helpNames()} count as revealed: a solve after them is not counted.`;
  }

  /** The help a puzzle keeps closed, as the page shows it: Explore (the header's) too, whose
   *  map gives the answer away as the analysis does. */
  function helpNames() {
    return state.embed ? 'the hint, the analysis and Why?' : 'the hint, the analysis, Why? and Explore';
  }

  /** The hint, the analysis or Why? was shown: a solve after it is not a solve on one's own. */
  function helpUsed() {
    const p = puzzle();
    if (!p) return;
    // The help is about the position the student is asked about, where they are to move: a
    // refuted move on the board leaves the opponent to move, and the hint named the
    // opponent's refutation as "your" winning move. The move is taken back first, as
    // Reveal solution does.
    if (p.phase === 'refuted') tryAgain();
    if (p.solved || p.solvedOnce || p.phase === 'over' || p.revealed) return;
    p.revealed = true;
    remember();
    // Told as a shown solution is: a course page records "revealed" now, not at the next answer.
    ctx.emit('revealed', { goal: p.goal, tries: p.wrong, revealed: true, help: true });
    ctx.redraw();
  }

  /** Whether "Reveal solution" is offered: after `reveal` wrong tries, while unsolved, until
   *  the solution has been shown (then the card stays revealed: the hint and the analysis are
   *  open for the moves after it). */
  function canReveal() {
    const p = puzzle();
    return (
      !!p &&
      !p.solved &&
      p.phase !== 'over' &&
      p.phase !== 'judging' &&
      p.wrong >= p.reveal &&
      !p.solutionShown &&
      !isComputerTurn(state)
    );
  }

  /** Shows a solution: a winning move on the board (the student may then play it), or the
   *  outcome / Grundy value in words. */
  async function reveal() {
    const p = puzzle();
    if (!canReveal()) return;
    if (p.phase === 'refuted') tryAgain();
    const asked = generation;
    const here = structuredClone(state.position);
    const atStart = positionKey(here) === positionKey(p.start);
    // Mid-game in a `win` puzzle the solution is a winning move from where the game stands.
    let check = atStart ? p.check : null;
    if (!check || !verdicts) {
      if (!check) {
        p.feedback = stamp({ kind: 'info', text: 'Finding a solution…', short: 'Finding a solution…' });
        ctx.redraw();
      }
      try {
        [check] = await Promise.all([
          check ?? ctx.solver.checkPuzzle(here, atStart ? p.goal : 'find', JUDGE_OPTIONS),
          loadVerdicts(),
        ]);
      } catch (err) {
        if (asked !== generation) return;
        p.feedback = stamp({
          kind: 'error',
          text: `No solution could be found: ${errorText(err)}.`,
          short: 'No solution could be found.',
        });
        ctx.redraw();
        return;
      }
      if (asked !== generation || positionKey(state.position) !== positionKey(here)) return;
      if (atStart) p.check = check;
    }
    verdicts.showSolution(check, here);
    ctx.redraw();
  }

  /** Back to the start position; the tries counted so far stay counted. */
  function reset() {
    const p = puzzle();
    if (!p) return;
    if (state.busy?.purpose === 'judge') cancelJudging();
    ctx.cancelComputer();
    generation++;
    state.position = structuredClone(p.start);
    ctx.startPlay({ record: false });
    // Every puzzle opens again, also one whose answer was shown (its tries stay counted).
    Object.assign(p, {
      phase: 'open',
      solved: false,
      shown: null,
      takeBack: null,
      picked: null,
    });
    p.feedback = stamp({ kind: 'info', text: 'Back at the start.', short: 'Back at the start.' });
    remember(); // the game kept for a reload is this new one
    if (!p.check) checkStart(generation);
    ctx.redraw();
  }

  function cancelJudging() {
    ctx.solver.cancel();
    state.busy = null;
  }

  /** The course page's score: {goal, solved, tries, revealed} after every counted answer
   *  (tries = wrong tries, plus the solving one); with `restored: true` for the progress a
   *  puzzle opened with (solved: solved earlier). */
  function report({ restored = false } = {}) {
    const p = puzzle();
    const solved = restored ? p.solvedOnce : p.solved;
    if (!restored) remember();
    ctx.emit('puzzle', {
      goal: p.goal,
      solved,
      tries: p.wrong + (solved ? 1 : 0),
      revealed: p.revealed,
      ...(restored ? { restored: true } : {}),
    });
  }

  return {
    start,
    clear,
    takesMove,
    blocksMoves,
    whyBlocked,
    refuted,
    answerMove,
    answerOutcome,
    answerGrundy,
    gameOver,
    tryAgain,
    refusal,
    canReveal,
    reveal,
    reset,
    helpLocked,
    helpCost,
    helpUsed,
    // A move was played in the puzzle's game: a reload goes on from it.
    played: remember,
  };
}
