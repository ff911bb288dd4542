// The course page's side of the embed protocol (docs/embed.md):
// each puzzle's frame sends {type: 'graphnim:result', goal, solved, tries, revealed}
// after every counted answer; the score is kept here and written as text only.
//
// The playground may live on another host: ?host=https://nim.example/graph-nim/ (its
// folder, ending in /). By default it is this repository's own index.html.
const host = new URL(new URLSearchParams(location.search).get('host') || '../', location.href);
const embedOrigin = host.origin;
// origin= makes each embed hear only this page and send its results only here (not
// possible when the page is opened as a file: its origin is "null").
const originParam = location.origin === 'null' ? '' : `&origin=${encodeURIComponent(location.origin)}`;

// Two ways to put a puzzle here: an iframe with data-fragment (the page fills in its
// address, with origin=), or the embed code copied from "Make a puzzle" pasted as it is
// (its src already points at the playground). Every frame in <main> is scored.
const frames = [...document.querySelectorAll('main iframe')];
const scores = new Map();
const list = document.getElementById('score-list');
const total = document.getElementById('score-total');

for (const frame of frames) {
  const name = frame.closest('section')?.querySelector('h2')?.textContent ?? frame.title;
  const line = document.createElement('li');
  line.dataset.puzzle = frame.dataset.puzzle ?? String(frames.indexOf(frame) + 1);
  list.append(line);
  if (frame.dataset.fragment !== undefined) {
    // The frame learns this page's address (from another host it would learn only the site):
    // a puzzle's progress kept in the tab is then this page's own.
    frame.referrerPolicy = 'no-referrer-when-downgrade';
    frame.src = new URL(
      `index.html?embed=1&lock=1&hide=hint,analysis${originParam}${frame.dataset.fragment}`,
      host,
    ).href;
  }
  // A pasted frame talks from wherever its src is.
  const origin = frame.dataset.fragment !== undefined ? embedOrigin : new URL(frame.src).origin;
  scores.set(frame.contentWindow, { name, line, origin, solved: false, tries: 0, revealed: false });
}
render();

window.addEventListener('message', (event) => {
  // Only our frames, only from the playground's host, only result messages.
  const score = scores.get(event.source);
  const data = event.data;
  if (!score || event.origin !== score.origin || data?.type !== 'graphnim:result') return;
  if (typeof data.solved !== 'boolean' || !Number.isSafeInteger(data.tries) || data.tries < 0) return;
  // Once solved, a puzzle stays solved (Reset in the frame does not take the point away).
  score.solved ||= data.solved;
  score.tries = data.tries;
  score.revealed ||= data.revealed === true;
  render();
});

function render() {
  let solved = 0;
  for (const score of scores.values()) {
    if (score.solved) solved++;
    const state = score.solved ? 'solved' : score.tries ? 'wrong' : 'open';
    const tries = `${score.tries} ${score.tries === 1 ? 'try' : 'tries'}`;
    const text = score.solved
      ? `solved in ${tries}${score.revealed ? ' (with the solution shown)' : ''}`
      : score.tries
        ? `not solved yet, ${score.tries} wrong ${score.tries === 1 ? 'try' : 'tries'}`
        : 'not tried yet';
    score.line.dataset.state = state;
    score.line.textContent = `${score.name}: ${text}`;
  }
  total.textContent = `${solved} of ${scores.size} solved`;
}
