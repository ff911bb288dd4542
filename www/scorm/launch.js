// The launch page of a SCORM package (scripts/package-scorm.sh): every puzzle of the set on
// one page as a <graph-nim> element (www/graph-nim.js, shipped inside the package; all of
// them share one engine and one solver worker), with the running score. Each element reports
// every counted answer as a graphnim:result event (docs/embed.md); this page keeps the set's
// progress, shows it, and hands it to the LMS (lms.js): the score, one interaction per
// answer, suspend_data. A student who comes back finds solved puzzles marked solved (the
// element opens the puzzle afresh; the point stays).
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
/** Progress, as saved: {solved: [puzzle ids], tries: {id: wrong answers}}. */
const progress = {
  solved: Array.isArray(saved?.solved) ? saved.solved.filter((id) => puzzles.some((p) => p.id === id)) : [],
  tries: saved?.tries && typeof saved.tries === 'object' ? { ...saved.tries } : {},
};
const solvedCount = () => progress.solved.length;

const scoreText = document.getElementById('score-total');
const recording = document.getElementById('recording');
const list = document.getElementById('score-list');
const main = document.querySelector('main');

recording.textContent = lms.connected
  ? 'Your answers are recorded in your course.'
  : 'Not opened from a course (no learning management system found): your results are not being recorded.';
recording.dataset.recorded = String(lms.connected);

const boards = []; // {puzzle, line, index, element, name}
puzzles.forEach((puzzle, index) => {
  const name = `${index + 1}. ${puzzle.title || `Puzzle ${index + 1}`}`;
  const heading = document.createElement('h2');
  heading.id = `${puzzle.id}-title`;
  heading.textContent = name;
  const element = document.createElement('graph-nim');
  element.dataset.puzzle = puzzle.id;
  // The whole fragment (position and puzzle fields) as the position attribute: the element
  // reads it as a share link. No hint nor analysis: they would answer the puzzle.
  element.setAttribute('position', puzzle.link.replace(/^#/, ''));
  element.setAttribute('hide', 'hint,analysis');
  element.setAttribute('lock', '');
  const section = document.createElement('section');
  section.className = 'puzzle';
  section.setAttribute('aria-labelledby', heading.id);
  section.append(heading, element);
  main.append(section);
  const line = document.createElement('li');
  line.dataset.puzzle = puzzle.id;
  list.append(line);
  const board = { puzzle, line, index, element, name };
  boards.push(board);
  element.addEventListener('graphnim:result', (event) => counted(board, event.detail));
});

/** One counted answer to a puzzle (graphnim:result's detail: {goal, solved, tries, revealed}). */
function counted({ puzzle }, detail) {
  if (typeof detail?.solved !== 'boolean') return; // a game's end, not a puzzle's answer
  const id = puzzle.id;
  // A solution shown by the element and then played is not the student's: it counts as wrong.
  const correct = detail.solved && detail.revealed !== true;
  if (progress.solved.includes(id)) return; // already counted; a replay changes nothing
  if (correct) progress.solved.push(id);
  else progress.tries[id] = (progress.tries[id] ?? 0) + 1;
  lms.record({ puzzleId: id, correct, solved: solvedCount(), progress });
  render();
}

function render() {
  for (const { puzzle, line, name } of boards) {
    const solved = progress.solved.includes(puzzle.id);
    const wrong = progress.tries[puzzle.id] ?? 0;
    line.dataset.state = solved ? 'solved' : wrong ? 'wrong' : 'open';
    line.textContent = solved
      ? `${name}: solved`
      : wrong
        ? `${name}: not solved yet, ${wrong} wrong ${wrong === 1 ? 'try' : 'tries'}`
        : `${name}: not tried yet`;
  }
  scoreText.textContent = `${solvedCount()} of ${total} solved`;
}

lms.start(solvedCount());
render();
// The session ends when the student leaves (pagehide also covers the back-forward cache).
window.addEventListener('pagehide', () => lms.finish(solvedCount()));
