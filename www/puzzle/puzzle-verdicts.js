// What the student is told once an answer is judged or a solution shown: the verdict, a wrong
// try's refutation and count, the solve and the solution in words, with the changes to
// state.puzzle that go with them. Not in a first view (docs/first-view.md): puzzle.js fetches
// it once the first view has settled, and an answer judged before it has come waits for it
// with the engine's verdict, so that it is said exactly as it would have been.

import { describeMove, edgeCalled, pointerVerb } from '../common/words.js';
import { positionKey } from '../common/state.js';

/**
 * Which try a move is: the position it leads to, its edges each written low end first and in
 * one order. Twin edges (the same ends, the same count) are interchangeable, so a move that
 * empties one twin and a move that empties the other reach the same position, one try; as
 * the board lists them, the two positions differed only in which twin came first. (Sorted
 * already, a position's key is its positionKey, so tries kept in the tab still match.)
 */
function tryKey(position) {
  if (!Array.isArray(position.edges)) return positionKey(position);
  const edges = position.edges
    .map(([u, v, t]) => (u <= v ? [u, v, t] : [v, u, t]))
    .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  return positionKey({ ...position, edges });
}

/** What a solve of a puzzle solved before says (practice: the first solve stands). */
const REPLAYED = 'Solved again: practice, your first solve stands';

/**
 * core: puzzle.js's {ctx, state, puzzle(), stamp(feedback), remember(), report()}. Returns
 * what puzzle.js calls with a verdict that came for the puzzle still open.
 */
export function createVerdicts({ ctx, state, puzzle, stamp, remember, report }) {
  /** A move in words, with Walking Nim's destination from the engine (words.js). */
  function moveWords(move, position) {
    try {
      return describeMove(move, position, { after: ctx.getEngine()?.applyMove(position, move) ?? null });
    } catch {
      return describeMove(move, position); // an illegal move is named without its destination
    }
  }

  /** The move tried, said back to the student: "you took 2 from edge 0–1 at vertex 0", "you
   *  took 1 from pile 2"; a Walking Nim move as the move list writes it (`text`). */
  function triedWords(move, position, text) {
    if (!Array.isArray(move.take)) return `you played ${text}`;
    // A loop names its vertex ("the loop at 0"): "at vertex 0" after it said it twice.
    const loop = move.take.some(([e]) => position.edges?.[e]?.[0] === position.edges?.[e]?.[1]);
    const at = move.vertex === undefined || loop ? '' : ` at vertex ${move.vertex}`;
    return `you took ${move.take.map(([e, a]) => `${a} from ${edgeCalled(position, e)}`).join(', ')}${at}`;
  }

  /** A move answer's verdict: a wrong move stays with its refutation, a right one is played. */
  function judgedMove(before, lastMove, move, verdict) {
    const p = puzzle();
    const text = moveWords(move, before);
    if (verdict.status === 'wrong') return showRefutation(before, lastMove, move, text, verdict);
    const finishes = verdict.status === 'solved' && p.goal !== 'win';
    ctx.makeMove(move, { judged: true, finishes });
    if (verdict.status === 'solved') return solve(verdict.reason);
    // A `win` puzzle goes on: the computer replies with its longest defence.
    p.phase = 'open';
    p.shown = null;
    p.feedback = stamp({ kind: 'info', text: verdict.reason, short: 'Good move.' });
  }

  /** An outcome answer's verdict (`said`: 'N' or 'P'). */
  function judgedOutcome(said, verdict) {
    const p = puzzle();
    if (verdict.status === 'solved') return solve(verdict.reason);
    // Two possible answers: a wrong one gives the right one away, so it is said at once in
    // the verdict line (not only under "Why?"), and the puzzle counts as revealed. Reset
    // opens it again, so the student can still answer (a teacher's score sees the tries
    // and revealed: true); the status line and "Why?" say to press it.
    // Practice after a solve reveals nothing that counts: the status stays "Solved", as
    // the record (and the puzzle list) has it.
    const practice = p.solvedOnce;
    if (!practice) p.revealed = p.solutionShown = true;
    const right = said === 'N' ? 'loses' : 'wins';
    const again = ` The answer is shown: press Reset to try it again${practice ? '' : '; it will count as revealed'}.`;
    // The crate's reason opens with its own "Not quite: the player to move …": said once,
    // with why the question is over after it.
    wrongTry(
      `${verdict.reason} With two possible answers the question is over.${again}`,
      `Not quite: the player to move ${right}.`,
      again,
      { counted: false },
    );
    p.phase = 'over';
    p.answer = said === 'N' ? 'P' : 'N';
    remember();
  }

  /** A typed Grundy value's verdict (`text`: the value as typed). */
  function judgedGrundy(text, verdict) {
    const p = puzzle();
    if (verdict.status === 'solved') return solve(verdict.reason);
    wrongTry(`${verdict.reason} Try again.`, `${text} is not right.`);
    p.phase = 'open';
  }

  /** judgeEnding's verdict on a `win` puzzle's game that ended on the computer's move. */
  function judgedEnding(verdict) {
    const p = puzzle();
    if (verdict.status === 'solved') return solve(verdict.reason);
    // Not reachable while every move of the student's is judged first; said plainly if it is.
    wrongTry(verdict.reason, 'Not solved: the computer won.');
    p.phase = 'over';
  }

  function solve(reason) {
    const p = puzzle();
    // Solved before (after a Reset, or earlier as this tab or the course page kept it): this
    // solve is practice, as a wrong try after a solve is. The first solve stands as it was
    // counted, and nothing is reported: a course page adding a point per solve would count
    // the puzzle twice (a SCORM launch page counts a puzzle's solve once).
    const again = p.solvedOnce;
    // Solved on one's own before, then shown: a practice solve, the first one stands.
    const practice = again && p.solutionShown && !p.revealed;
    p.phase = 'solved';
    p.solved = true;
    p.solvedOnce = true;
    p.shown = null;
    const tries = p.wrong + 1;
    p.feedback = stamp({
      kind: 'solved',
      text: reason,
      // The verdict line carries the reason's first sentence (what the reached position is);
      // the theorem or table that says so is under "Why?".
      // Played after it was shown, the solve is not the student's: not called a try ("Solved
      // on try 2" read as one more beside the wrong ones), nor counted as one (a SCORM score).
      short: `${firstSentence(reason)} ${p.revealed ? 'Solved after the solution was shown (not counted)' : practice ? 'Solved again after the solution was shown: practice, your first solve stands' : again ? REPLAYED : p.wrong ? `Solved on try ${tries}` : 'Solved at the first try'}.`,
      // The card's tries line says "Solved · Wrong tries: N" under it; a shown solution stays
      // said. A solve played again says so on its own: one line, the card's tries line still
      // telling the first solve.
      headline: p.revealed || practice ? null : again ? `${REPLAYED}.` : firstSentence(reason),
    });
    if (!again) report();
    else remember(); // the tab keeps the solve as it was; only this game is new
  }

  /** Counts a wrong try; `counted: false` leaves the count out of the status line (an outcome
   *  question is over after one: a count would suggest more attempts). */
  function wrongTry(text, short, next = '', { counted = true, headline = short } = {}) {
    const p = puzzle();
    // Once solved (now or earlier), a try is practice: the solve stays as it was recorded,
    // in the tab, the card and the course page's score (a practice try must not lower it).
    // A try given before (p.given, named by judge() or showRefutation()) is counted once.
    const repeated = !!p.given && p.tried.includes(p.given);
    const practice = p.solvedOnce || repeated;
    if (!practice) {
      p.wrong++;
      if (p.given) p.tried.push(p.given);
    }
    p.given = null;
    // Said in the card's verdict too, where the student reads it: without it the red box read
    // as a new mistake while the count stayed, the reason only on the status line below.
    const again = repeated && !p.solvedOnce ? ' Tried before: it counts once.' : '';
    const tally = p.solvedOnce
      ? ' Practice: your solve stands as recorded.'
      : `${again}${counted ? ` Wrong tries: ${p.wrong}.` : ''}`;
    // The try that opens the help (helpLocked) says so: Reveal solution appears and Hint,
    // Analyze and Why? turn on with no other sign to a screen reader. Only what is shown here.
    const opened =
      counted && !practice && !p.revealed && p.wrong === p.reveal
        ? ` Help is open now: ${helpOpenWords(helpShown(state))}.`
        : '';
    p.feedback = stamp({
      kind: 'wrong',
      text,
      short: `${short}${tally}${opened}${next}`,
      // The card's verdict stays one short line (Reset sits right under it in a frame, and a
      // second line would push the board down); the status line, read aloud, says the rest.
      headline: headline && `${headline}${again}`,
    });
    if (!practice) report();
  }

  /** The wrong move stays on the board with the opponent's winning reply shown, until the
   *  student takes it back (Try again, or their next click on the board). */
  function showRefutation(before, lastMove, move, text, verdict) {
    const p = puzzle();
    const after = verdict.after;
    const reply = verdict.refutation;
    const replyText = reply ? moveWords(reply, after) : '';
    state.position = after;
    state.lastMove = { move, player: state.game.moves.length % 2 };
    state.pending = null;
    p.takeBack = { position: before, lastMove };
    p.shown = reply ? { move: reply, kind: 'refutation' } : null;
    p.phase = 'refuted';
    // The whole attempt is told as moves (a course page logs it): the student's move, then
    // the reply that refutes it, shown on the board but not played (`position` is where it
    // would lead).
    const player = state.lastMove.player;
    ctx.emit('move', { move, player, text, position: structuredClone(after), wrong: true });
    if (reply) {
      let replied = null;
      try {
        replied = ctx.getEngine()?.applyMove(after, reply) ?? null;
      } catch {
        // no position to tell: the event still names the reply
      }
      ctx.emit('move', {
        move: reply,
        player: 1 - player,
        text: replyText,
        position: replied,
        refutation: true,
      });
    }
    const tried = triedWords(move, before, text);
    // The same move is the same try, named by where it leads (in a "win the game" puzzle,
    // any way to the same losing position).
    p.given = tryKey(after);
    const answer = reply ? ` Your opponent answers ${replyText} (in red on the board).` : '';
    const said = `Not solved: you played ${text}.${answer} ${verdict.reason}`;
    // Once the move is taken back, Why? still explains it, as the move taken back, named: the
    // board no longer shows it, nor the reply in red that the crate's reason points at.
    p.takeBack.tried = tried;
    p.takeBack.said = `Why the move taken back lost: you played ${text}.${
      reply ? ` Your opponent would have answered ${replyText}.` : ''
    } ${verdict.reason.replace('the move shown', 'that reply')}`;
    wrongTry(
      // A finger taps, and has no Enter to press (words.js pointerVerb).
      `${said} Press Try again, or ${pointerVerb(state)} the board${state.touch ? '' : ' (or press Enter on it)'}, to take your move back.`,
      // The move tried is named: the board shows the position after it, and a verdict that
      // did not say which move it judged left the student to work it out. The reply in words
      // on the status line: drawn in red only, it was not there for a screen reader. No
      // reply: the move ended the game and lost it (misère play: it took the last token).
      reply
        ? `Not solved: ${tried}, and that loses, because your opponent has a winning reply: ${replyText} (shown in red).`
        : `Not solved: ${tried}, and that ends the game and loses it.`,
      '',
      // The card's one short line: the verdict and the move; the reply is the board's and
      // the status line's.
      { headline: `Not solved: ${tried}, which loses.` },
    );
  }

  /** Shows the solution `check` (checkPuzzle's answer for `here`, the position asked about):
   *  a winning move on the board, or the outcome / Grundy value in words. */
  function showSolution(check, here) {
    const p = puzzle();
    // Once solved on one's own, a look at the solution is practice: the solve stays the
    // student's own, in the tab, the card and the course page's score.
    if (!p.solvedOnce) p.revealed = true;
    remember();
    /** What is shown: a move, 'N' or 'P', a Grundy value (null: too large to compute);
     *  undefined when nothing could be. */
    let solution;
    if (check.outcome === 'unknown') {
      p.feedback = stamp({
        kind: 'error',
        text: `No solution can be shown: ${check.reason}`,
        short: 'No solution can be shown.',
      });
    } else if (p.goal === 'outcome' || p.goal === 'grundy') {
      p.phase = 'over';
      solution = p.goal === 'outcome' ? check.outcome : check.grundy;
      const said =
        p.goal === 'outcome'
          ? `The player to move ${check.outcome === 'N' ? 'wins' : 'loses'} with perfect play.`
          : check.grundy === null
            ? 'The Grundy value is too large to compute here.'
            : `The Grundy value is ${check.grundy}.`;
      p.feedback = stamp({
        kind: 'info',
        text: `The solution: ${said} ${check.explanation ?? ''}`.trim(),
        short: `The solution: ${said}`,
      });
      if (p.goal === 'outcome') p.answer = check.outcome;
      remember();
    } else {
      const move = check.solutions?.[0];
      if (!move) {
        p.feedback = stamp({
          kind: 'error',
          text: `No winning move to show: ${check.reason}`,
          short: 'No winning move to show.',
        });
      } else {
        p.shown = { move, kind: 'solution' };
        const words = moveWords(move, here);
        // "A solution" where other winning moves may be; a unique puzzle's is the one.
        const one = p.goal === 'unique' || check.solutions.length === 1 ? 'The' : 'A';
        p.feedback = stamp({
          kind: 'info',
          text: `${one} solution: ${words} (in green on the board). It leaves the other player a position they lose, whatever they do. ${check.explanation ?? ''}`.trim(),
          short: `${one} solution is shown in green: ${words}.`,
        });
        solution = move;
      }
    }
    // Told as the score's change it is (a course page records "revealed"): the solution
    // shown, whether the student pressed Reveal or the course page sent graphnim:reveal.
    if (solution !== undefined) {
      p.solutionShown = true;
      remember();
      ctx.emit('revealed', { goal: p.goal, tries: p.wrong, revealed: p.revealed, solution });
    }
  }

  return { judgedMove, judgedOutcome, judgedGrundy, judgedEnding, showSolution };
}

/** The help a try opened, in words: a hint or an answer that names a move gives the
 *  puzzle away as Reveal does, so with more than Reveal on the list that is said too. */
function helpOpenWords(shown) {
  const list = shown.join(', ').replace(/, ([^,]*)$/, ' and $1');
  return shown.length > 1 ? `${list} (each counts as revealed)` : list;
}

/** The help a puzzle's wrong tries open, as this page shows it (style.css): Reveal solution,
 *  and the Hint & analysis card's buttons but those hidden (hide=), Analyze never in an embed,
 *  and the card's Why? not where the card is hidden (hide=hint in an embed, or both hidden).
 *  That Why? is named by its card: the wrong try's own "Why?" beside its verdict is free. */
function helpShown({ embed, hide }) {
  const card = !(hide.hint && (embed || hide.analysis));
  return [
    'Reveal solution',
    !hide.hint && 'Hint',
    !embed && !hide.analysis && 'Analyze all moves',
    card && 'the Why? of Hint & analysis',
  ].filter(Boolean);
}

/** The first sentence of a crate reason ("Solved: … loss for the player to move."). */
function firstSentence(text) {
  const end = text.indexOf('. ');
  return end < 0 ? text : text.slice(0, end + 1);
}
