// The script of the Markdown course note (examples/course-notes.md): it keeps the score from
// every graphnim:result (the elements' events and the frame's messages) and, on request,
// plays the tempting wrong move in the first puzzle so the student sees its refutation.

/** Emptying the heap of 2: it leaves one token, and the computer takes it. */
const TEMPTING = { vertex: 2, take: [[1, 2]] };

const list = document.getElementById('notes-score');
const NAMES = { heaps: '1. Two heaps', square: '2. The square', pentagon: '3. The pentagon' };
const scores = new Map(Object.keys(NAMES).map((id) => [id, { solved: false, tries: 0, revealed: false }]));
/** Every result heard, in order (what a course page would send to its gradebook). */
window.notesResults = [];

function record(id, result) {
  const score = scores.get(id);
  if (!score || typeof result?.solved !== 'boolean' || !Number.isSafeInteger(result.tries)) return;
  window.notesResults.push({ id, ...result });
  // Once solved, a puzzle stays solved (Reset does not take the point away).
  score.solved ||= result.solved;
  score.tries = result.tries;
  score.revealed ||= result.revealed === true;
  render();
}

function render() {
  const lines = [...scores].map(([id, s]) => {
    const tries = `${s.tries} ${s.tries === 1 ? 'try' : 'tries'}`;
    const state = s.solved
      ? `solved in ${tries}${s.revealed ? ' (after seeing the answer)' : ''}`
      : s.tries
        ? `not solved yet, ${tries}`
        : 'not tried yet';
    const item = document.createElement('li');
    item.dataset.puzzle = id;
    item.textContent = `${NAMES[id]}: ${state}`;
    return item;
  });
  list.replaceChildren(...lines);
}

document.addEventListener('graphnim:result', (event) => record(event.target.id, event.detail));
window.addEventListener('message', (event) => {
  // Only this page's frames, from the address each was given.
  const frame = [...document.querySelectorAll('iframe[data-puzzle]')].find(
    (f) => f.contentWindow === event.source,
  );
  if (!frame || event.origin !== new URL(frame.src, location.href).origin) return;
  if (event.data?.type === 'graphnim:result') record(frame.dataset.puzzle, event.data);
});

const tempting = document.getElementById('tempting');
tempting?.addEventListener('click', () => {
  tempting.disabled = true;
  document
    .getElementById('heaps')
    .play(TEMPTING)
    .catch((err) => {
      // Shown as text: the element said what to do instead (e.g. the puzzle is solved).
      tempting.after(` ${err.message}`);
    })
    .finally(() => (tempting.disabled = false));
});
render();
