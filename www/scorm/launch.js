// The launch page of a SCORM package (scripts/package-scorm.sh): every puzzle of the set on
// one page as a <graph-nim> element (www/graph-nim.js, shipped inside the package; all of
// them share one engine and one solver worker), with the running score. Each element reports
// every counted answer as a graphnim:result event (docs/embed.md); this page keeps the set's
// progress, shows it, and hands it to the LMS (lms.js): the score, one interaction per
// answer, suspend_data. A student who comes back finds solved puzzles marked solved, in the
// score and in the puzzle itself (the element's solved and tries attributes: "You solved this puzzle
// earlier: it counts."; the board opens at its start, to play again; the point stays). A solution
// shown is saved too (the element's revealed attribute): after a relaunch as before it, a solve
// that follows is "solved after the solution was shown", recorded as neither right nor wrong and
// not in the score. Opened without an LMS, the score shows what the puzzles kept in this tab, so
// a reload keeps it too.
//
// The set comes from the page itself (<script type="application/json" id="puzzle-set">,
// written by the packager from checked puzzles); everything shown from it goes in as text,
// and each puzzle's share-link fragment goes into the element's position attribute, which
// the element validates with the crate as it does any link.

import { connectLms } from './lms.js';
import '../graph-nim.js';

const set = JSON.parse(document.getElementById('puzzle-set').textContent);
const version = document.documentElement.dataset.scormVersion;
const puzzles = set.puzzles;
const total = puzzles.length;

const lms = connectLms({ version, total });
const saved = lms.resume();
/** The saved list `name` of puzzle ids, the set's only (none in data saved before it had one). */
const savedIds = (name) =>
  Array.isArray(saved?.[name]) ? saved[name].filter((id) => puzzles.some((p) => p.id === id)) : [];
/** Progress, as saved: {solved: [puzzle ids], tries: {id: wrong answers}, revealed: [ids whose
 *  solution was shown], shownSolved: [ids solved after it was shown, not in the score]}; the
 *  last two are left out of suspend_data while empty (it is small, and read as before). */
const progress = {
  solved: savedIds('solved'),
  tries: saved?.tries && typeof saved.tries === 'object' ? { ...saved.tries } : {},
  revealed: savedIds('revealed'),
  shownSolved: savedIds('shownSolved'),
};
const solvedCount = () => progress.solved.length;
/** What suspend_data keeps: as before these lists, with them only once they hold an id. */
function toSave() {
  const { revealed, shownSolved, ...kept } = progress;
  return { ...kept, ...(revealed.length && { revealed }), ...(shownSolved.length && { shownSolved }) };
}
/** Whether the puzzle has its answer recorded: solved, or solved after its solution was shown. */
const answered = (id) => progress.solved.includes(id) || progress.shownSolved.includes(id);
const addTo = (list, id) => list.includes(id) || list.push(id);

const scoreText = document.getElementById('score-total');
const recording = document.getElementById('recording');
const list = document.getElementById('score-list');
const main = document.querySelector('main');

recording.textContent = lms.connected
  ? 'Your answers are recorded in your course.'
  : 'Not opened from a course (no learning management system found): your results are not being recorded.';
recording.dataset.recorded = String(lms.connected);

// The score stays in view at the top. On a small screen (a phone) it is one line, the total,
// and the list of puzzles opens on demand (All puzzles, then Hide the list): a list of every
// puzzle pinned at the top would cover the puzzle being solved. On a larger screen the list
// always fits and is always shown, with no button: a button "All puzzles" beside the list
// already open hid it, and said nothing of that. A line of the list leads to its puzzle.
const scoreBox = document.querySelector('.score');
const toggle = document.getElementById('score-toggle');
const smallScreen = matchMedia('(max-width: 600px), (max-height: 600px)');
function showList(shown) {
  list.hidden = !shown;
  toggle.setAttribute('aria-expanded', String(shown));
  toggle.textContent = shown ? 'Hide the list' : 'All puzzles';
  measureScore();
}
/** The list as the screen's size wants it: closed behind its button on a small screen, open
 *  with no button on a larger one (also after the window is resized or the phone turned). */
function fitList() {
  toggle.hidden = !smallScreen.matches;
  showList(!smallScreen.matches);
}
/** The pinned score's height, for the puzzles' scroll-margin (launch.css): a puzzle scrolled
 *  to has its title below the score, never under it. */
function measureScore() {
  const height = Math.ceil(scoreBox.getBoundingClientRect().height);
  document.documentElement.style.setProperty('--score-height', `${height}px`);
}
toggle.addEventListener('click', () => showList(list.hidden));
if (typeof ResizeObserver === 'function') new ResizeObserver(measureScore).observe(scoreBox);
list.addEventListener('click', (event) => {
  const link = event.target.closest('a[href^="#"]');
  if (!link) return;
  const heading = document.getElementById(link.hash.slice(1));
  if (!heading) return;
  event.preventDefault();
  // On a small screen the list closes first: the puzzle gets the screen.
  if (smallScreen.matches) showList(false);
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
});

const boards = []; // {puzzle, line, index, element, name}
puzzles.forEach((puzzle, index) => {
  const name = `${index + 1}. ${puzzle.title || `Puzzle ${index + 1}`}`;
  const heading = document.createElement('h2');
  heading.id = `${puzzle.id}-title`;
  heading.textContent = name;
  // Focus lands on it when the score's list leads here.
  heading.tabIndex = -1;
  const element = document.createElement('graph-nim');
  element.dataset.puzzle = puzzle.id;
  // The whole fragment (position and puzzle fields) as the position attribute: the element
  // reads it as a share link. No hint nor analysis: they would answer the puzzle.
  element.setAttribute('position', puzzle.link.replace(/^#/, ''));
  element.setAttribute('hide', 'hint,analysis');
  element.setAttribute('lock', '');
  // Solved, tried or its solution shown in an earlier session (the LMS's saved progress): the
  // puzzle says so too.
  const solvedBefore = answered(puzzle.id);
  const wrongBefore = Number.isInteger(progress.tries[puzzle.id]) ? progress.tries[puzzle.id] : 0;
  if (solvedBefore) element.setAttribute('solved', '');
  if (progress.revealed.includes(puzzle.id)) element.setAttribute('revealed', '');
  if (wrongBefore || solvedBefore)
    element.setAttribute('tries', String(wrongBefore + (solvedBefore ? 1 : 0)));
  const section = document.createElement('section');
  section.className = 'puzzle';
  section.setAttribute('aria-labelledby', heading.id);
  section.append(heading, element);
  main.append(section);
  const line = document.createElement('li');
  line.dataset.puzzle = puzzle.id;
  const link = document.createElement('a');
  link.href = `#${heading.id}`;
  link.textContent = name;
  const said = document.createElement('span');
  line.append(link, said);
  list.append(line);
  const board = { puzzle, line, said, index, element, name };
  boards.push(board);
  element.addEventListener('graphnim:result', (event) => counted(board, event.detail));
  element.addEventListener('graphnim:revealed', () => solutionShown(board));
});

/** A solution was shown (Reveal solution): saved at once, so that a relaunch still knows it. */
function solutionShown({ puzzle }) {
  if (progress.solved.includes(puzzle.id) || progress.revealed.includes(puzzle.id)) return;
  addTo(progress.revealed, puzzle.id);
  lms.save(toSave());
  render();
}

/** One counted answer to a puzzle (graphnim:result's detail: {goal, solved, tries, revealed}). */
function counted({ puzzle }, detail) {
  if (typeof detail?.solved !== 'boolean') return; // a game's end, not a puzzle's answer
  const id = puzzle.id;
  // Progress the puzzle opened with (this tab's, or the solved attribute): not a new answer.
  // With an LMS its saved progress is what counts; without one, what the puzzle kept in this
  // tab is the only record, so the score shows what the puzzle says (a reload keeps both).
  if (detail.restored) {
    if (!lms.connected) restoredHere(id, detail);
    return;
  }
  if (answered(id)) return; // already counted; a replay changes nothing
  // An outcome question answered wrong shows its answer: revealed too.
  if (detail.revealed) addTo(progress.revealed, id);
  // A solution shown and then played is not the student's, nor is it one more wrong try (the
  // card's count stays the LMS's): neither right nor wrong, SCORM's "neutral", not in the score.
  let result = 'correct';
  if (!detail.solved) {
    result = 'wrong';
    progress.tries[id] = (progress.tries[id] ?? 0) + 1;
  } else if (detail.revealed) {
    result = 'neutral';
    addTo(progress.shownSolved, id);
  } else addTo(progress.solved, id);
  lms.record({ puzzleId: id, result, solved: solvedCount(), progress: toSave() });
  render();
}

/** A result the element kept in this tab (a reload without an LMS): into the score as it was,
 *  with nothing sent anywhere, counted as counted() does. */
function restoredHere(id, { solved, tries, revealed }) {
  const wrong = Number.isInteger(tries) ? Math.max(0, tries - (solved ? 1 : 0)) : 0;
  if (revealed) addTo(progress.revealed, id);
  if (solved) addTo(revealed ? progress.shownSolved : progress.solved, id);
  if (wrong) progress.tries[id] = Math.max(progress.tries[id] ?? 0, wrong);
  render();
}

function render() {
  for (const { puzzle, line, said } of boards) {
    const solved = progress.solved.includes(puzzle.id);
    const shown = progress.revealed.includes(puzzle.id);
    const wrong = progress.tries[puzzle.id] ?? 0;
    // The card's words and count: wrong tries only, never the solve that followed a solution shown.
    const tries = wrong ? `${wrong} wrong ${wrong === 1 ? 'try' : 'tries'}` : '';
    line.dataset.state = solved ? 'solved' : shown ? 'shown' : wrong ? 'wrong' : 'open';
    said.textContent = solved
      ? ': solved'
      : progress.shownSolved.includes(puzzle.id)
        ? `: solved after the solution was shown (not counted)${tries ? `, ${tries}` : ''}`
        : wrong || shown
          ? `: not solved yet${tries ? `, ${tries}` : ''}${shown ? ', solution shown' : ''}`
          : ': not tried yet';
  }
  scoreText.textContent = `${solvedCount()} of ${total} solved`;
}

lms.start(solvedCount());
render();
fitList();
smallScreen.addEventListener('change', fitList);
// The session ends when the student leaves (pagehide also covers the back-forward cache).
window.addEventListener('pagehide', () => lms.finish(solvedCount()));
