// The launch page of a SCORM package (scripts/package-scorm.sh): every puzzle of the set on
// one page, each in an embed of the playground shipped inside the package, with the running
// score. Each embed reports every counted answer (graphnim:result, see embed-messages.js);
// this page keeps the set's progress, shows it, and hands it to the LMS (lms.js): the score,
// one interaction per answer, suspend_data. A student who comes back finds solved puzzles
// marked solved (the embed opens the puzzle afresh; the point stays).
//
// The set comes from the page itself (<script type="application/json" id="puzzle-set">,
// written by the packager from checked puzzles); everything shown from it goes in as text.

import { connectLms } from './lms.js';

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

// Only our own frames, which are this page's origin (the playground is inside the package).
const origin = location.origin === 'null' ? '' : location.origin;
const frames = new Map(); // contentWindow → {puzzle, line}
puzzles.forEach((puzzle, index) => {
  const heading = document.createElement('h2');
  heading.id = `${puzzle.id}-title`;
  heading.textContent = `${index + 1}. ${puzzle.title || `Puzzle ${index + 1}`}`;
  const frame = document.createElement('iframe');
  frame.title = `Puzzle ${index + 1}: ${puzzle.title || 'puzzle'}`;
  frame.width = '640';
  frame.height = '520';
  frame.dataset.puzzle = puzzle.id;
  const originParam = origin ? `&origin=${encodeURIComponent(origin)}` : '';
  frame.src = `index.html?embed=1&lock=1&hide=hint,analysis${originParam}${puzzle.link}`;
  const section = document.createElement('section');
  section.className = 'puzzle';
  section.setAttribute('aria-labelledby', heading.id);
  section.append(heading, frame);
  main.append(section);
  const line = document.createElement('li');
  line.dataset.puzzle = puzzle.id;
  list.append(line);
  frames.set(frame, { puzzle, line, index });
});

function render() {
  for (const { puzzle, line, index } of frames.values()) {
    const solved = progress.solved.includes(puzzle.id);
    const wrong = progress.tries[puzzle.id] ?? 0;
    line.dataset.state = solved ? 'solved' : wrong ? 'wrong' : 'open';
    const name = `${index + 1}. ${puzzle.title || `Puzzle ${index + 1}`}`;
    line.textContent = solved
      ? `${name}: solved`
      : wrong
        ? `${name}: not solved yet, ${wrong} wrong ${wrong === 1 ? 'try' : 'tries'}`
        : `${name}: not tried yet`;
  }
  scoreText.textContent = `${solvedCount()} of ${total} solved`;
}

window.addEventListener('message', (event) => {
  const entry = [...frames.entries()].find(([frame]) => frame.contentWindow === event.source)?.[1];
  const data = event.data;
  if (!entry || (origin && event.origin !== origin) || data?.type !== 'graphnim:result') return;
  if (typeof data.solved !== 'boolean') return;
  const id = entry.puzzle.id;
  // A solution shown by the embed and then played is not the student's: it counts as wrong.
  const correct = data.solved && data.revealed !== true;
  if (progress.solved.includes(id)) return; // already counted; a replay changes nothing
  if (correct) progress.solved.push(id);
  else progress.tries[id] = (progress.tries[id] ?? 0) + 1;
  lms.record({ puzzleId: id, correct, solved: solvedCount(), progress });
  render();
});

lms.start(solvedCount());
render();
// The session ends when the student leaves (pagehide also covers the back-forward cache).
window.addEventListener('pagehide', () => lms.finish(solvedCount()));
