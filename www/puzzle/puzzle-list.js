// The Puzzles dialog's list (page/dialogs.js opens it from the header): the page's own puzzles
// (builtin-puzzles.js), each a real link to its puzzle (the fragment a teacher's link has, so
// it opens in a new tab and can be shared), with its rules, its kind and what this tab kept of
// it (puzzle-progress.js: the progress is per tab, as a puzzle's tries are). Loaded with its
// data when Puzzles is first pressed, or when a puzzle is solved (offerNext).

import { h, setText } from '../common/dom.js';
import { positionKey } from '../common/state.js';
import { gameTitle } from '../common/games.js';
import { decodeFragment } from '../share/link.js';
import { BUILTIN_PUZZLES } from './builtin-puzzles.js';
// Through the puzzle code's chunk (puzzle-code.js), which the list's puzzles need anyway:
// the progress module alone would be a small file of its own in every puzzle's first view.
import { progressKey, progressPage, readProgress } from './puzzle-code.js';

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
    // Keyed as puzzle.js keys the open puzzle: the playground's own page ('' unless framed).
    storageKey: progressKey(puzzle.goal, positionKey(position), progressPage()),
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

/**
 * Shows `next` (the task card's Next puzzle link) with the link after the open puzzle
 * (state.puzzle, solved or its solution shown) when it is one of the set and not its last:
 * on the page only, whose address it changes (not in an embed or a course page's element).
 */
export function offerNext(next, state, puzzle) {
  if (state.puzzle !== puzzle) return;
  const at = PUZZLES.findIndex((p) => p.storageKey === puzzle.storageKey);
  const href = at < 0 || state.embed || state.inHostPage ? null : PUZZLES[at + 1]?.href;
  if (href) next.href = href;
  next.hidden = !href;
}

/** The list: {element, update()}. `takeEntry()` hands over the history entry the open dialog
 *  added (false when it added none: an embed, or Back closed it): a puzzle chosen with a plain
 *  click or Enter opens in its place, so Back from the puzzle goes to the board before it. A
 *  click with a modifier key is the browser's (a new tab or window). */
export function createPuzzleList(takeEntry) {
  function choose(event) {
    const link = event.currentTarget;
    const plain = !(event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
    const inPlace = plain && takeEntry();
    link.closest('dialog').close();
    if (!inPlace) return;
    event.preventDefault();
    window.location.replace(link.href);
  }
  const rows = PUZZLES.map((p, i) => {
    // The progress is in the link's name, after its title ("Win on the square: Solved", set
    // by update), and the kind is its description: Tab to a puzzle says what this tab kept of
    // it with the title. As a description only, it went unheard where descriptions are read
    // late or not at all.
    const ids = { kind: `puzzle-list-${i}-kind` };
    const status = h('div', { class: 'puzzle-list-status small', 'aria-hidden': 'true' });
    const link = h('a', {
      href: p.href,
      text: p.title,
      onclick: choose,
      'aria-describedby': ids.kind,
    });
    const element = h(
      'li',
      {},
      h('div', {}, link),
      h('div', { class: 'muted small', id: ids.kind, text: `${p.rules} · ${p.kind}` }),
      status,
    );
    return { p, element, status, link };
  });
  const element = h(
    'div',
    { class: 'puzzle-list-body' },
    h('p', {
      class: 'muted',
      text: 'From easy to harder. What you did on each is kept in this tab; a link opened in a new tab starts fresh.',
    }),
    h('ol', { class: 'set-list puzzle-list' }, ...rows.map((r) => r.element)),
  );
  function update() {
    for (const { p, status, link } of rows) {
      const words = progressWords(p.storageKey);
      const solved = words.startsWith('Solved');
      setText(status, solved ? `✓ ${words}` : words);
      status.dataset.solved = String(solved);
      link.setAttribute('aria-label', `${p.title}: ${words}`);
    }
  }
  return { element, update };
}
