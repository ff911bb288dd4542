// The Puzzles dialog's list (page/dialogs.js opens it from the header): the page's own puzzles
// (builtin-puzzles.js), each a real link to its puzzle (the fragment a teacher's link has, so
// it opens in a new tab and can be shared), with its rules, its kind and what this tab kept of
// it (puzzle-progress.js: the progress is per tab, as a puzzle's tries are). Loaded with its
// data when Puzzles is first pressed, or when a puzzle of the set is solved (nextPuzzle).

import { h, setText } from '../common/dom.js';
import { positionKey } from '../common/state.js';
import { gameTitle } from '../common/games.js';
import { decodeFragment } from '../share/link.js';
import { BUILTIN_PUZZLES } from './builtin-puzzles.js';
import { progressKey, readProgress } from './puzzle-progress.js';

/** The kind of each goal, short enough for a phone's list. */
const KINDS = {
  find: 'find a winning move',
  unique: 'find the only winning move',
  win: 'win the game',
  outcome: 'who wins?',
  grundy: 'the Grundy value',
};

const PUZZLES = BUILTIN_PUZZLES.map(({ fragment }) => {
  const { position, puzzle } = decodeFragment(fragment);
  return {
    href: `#${fragment}`,
    title: puzzle.title,
    rules: `${gameTitle(position)}${position.play === 'misere' ? ', misère' : ''}`,
    kind: KINDS[puzzle.goal],
    storageKey: progressKey(puzzle.goal, positionKey(position)),
  };
});

/** What this tab kept of a puzzle, in a few words. */
function progressWords(storageKey) {
  const kept = readProgress(storageKey);
  if (kept?.solved) return kept.revealed ? 'Solved, after the solution was shown' : 'Solved';
  if (kept?.revealed) return 'Solution shown';
  if (kept?.wrong) return `Tried: ${kept.wrong} wrong ${kept.wrong === 1 ? 'try' : 'tries'}`;
  return 'Not tried yet';
}

/** The link after the open puzzle in the set ('' for the last; null when it is not one of
 *  the set's). `puzzle` is state.puzzle. */
export function nextPuzzle(puzzle) {
  const at = PUZZLES.findIndex((p) => p.storageKey === puzzle.storageKey);
  if (at < 0) return null;
  return PUZZLES[at + 1]?.href ?? '';
}

/** The list: {element, update()}; `choose(event, href)` is called on a click on a puzzle's
 *  link (dialogs.js closes the dialog and opens it in place). */
export function createPuzzleList({ choose }) {
  const rows = PUZZLES.map((p) => {
    const status = h('span', { class: 'puzzle-list-status' });
    const element = h(
      'li',
      {},
      h('a', { href: p.href, class: 'puzzle-list-link', text: p.title, onclick: (e) => choose(e, p.href) }),
      h('span', { class: 'muted small', text: `${p.rules} · ${p.kind}` }),
      status,
    );
    return { p, element, status };
  });
  const element = h(
    'div',
    { class: 'puzzle-list-body' },
    h('p', {
      class: 'muted',
      text: 'From easy to harder. What you did on each is kept in this tab; a link opened in a new tab starts fresh.',
    }),
    h('ol', { class: 'puzzle-list' }, ...rows.map((r) => r.element)),
  );
  function update() {
    for (const { p, element: row, status } of rows) {
      const words = progressWords(p.storageKey);
      setText(status, words);
      row.dataset.solved = String(words.startsWith('Solved'));
    }
  }
  return { element, update };
}
