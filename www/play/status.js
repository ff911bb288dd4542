// The status line under the board: whose turn it is, who won and why, and the note that the
// computer guessed (kept while its move is the last one, so a "perfect" computer that could not
// solve the position never looks perfect).

import { h, setText } from '../common/dom.js';
import {
  isComputerTurn,
  moverName,
  playerName,
  playerToMove,
  positionKey,
  reviewBoard,
  sideName,
} from '../common/state.js';
import { afterTheGame, count } from '../common/words.js';
import { gameTitle, isMisere, isSetGame } from '../common/games.js';
import { misereEnding, misereRule } from '../common/misere.js';
import { puzzleStatus } from '../puzzle/puzzle-code-loader.js';
import { guessNote } from './computer.js';

/** The status sentence and its kind (for colour): '', 'turn', 'thinking', 'won' or 'lost';
 *  `before` and `after` are heard around it, not shown: `before` what just happened (the
 *  move played, what Undo did, a puzzle's try taken back), so a move is said first and then
 *  its consequence ("Computer: … Your turn.", "You: … Solved: …"), in one message. */
export function statusOf(state) {
  const status = statusWords(state);
  return { ...status, before: status.before ?? justHappened(state) };
}

// The move just played, or what the last Undo, Redo or Restart did in its place; nothing
// while the board is not the game's (editing, reviewing), nor with a puzzle's verdict on a
// try that was not played on (being checked, refuted: the verdict names it).
function justHappened(state) {
  if (state.mode !== 'play' || !state.engineReady || reviewBoard(state)) return '';
  if (state.puzzle && state.puzzle.phase !== 'open' && state.puzzle.phase !== 'solved') return '';
  // (A puzzle's title and goal, said as it opens, go with its first answer.)
  const asked = !state.puzzle || state.puzzle.phase === 'open';
  if (asked && state.stepped?.game === state.game) return state.stepped.text ? `${state.stepped.text} ` : '';
  const newest = state.game.moves.at(-1);
  return newest ? `${moverName(state, newest)}: ${newest.text}. ` : '';
}

function statusWords(state) {
  if (!state.engineReady) return { text: 'Loading the solver…', kind: '' };
  const puzzle = puzzleStatus(state);
  if (puzzle) return puzzle;
  // A game review showing an earlier position: say so, rather than the game's result.
  const reviewed = reviewBoard(state);
  if (reviewed?.kind === 'played')
    return {
      // Which move, the Game review card says (its steps are said there): the same words
      // on every step, so this live line is not read out again at each.
      text: 'Reviewing the game: the board shows an earlier position. End returns to where it ended.',
      kind: 'turn',
    };
  if (reviewed)
    return {
      text: `Reviewing move ${reviewed.index + 1}: the board shows the position before it, with a winning move. "Back to the game" returns.`,
      kind: 'turn',
    };
  // A locked board (an embed, an element) is never edited: one left empty by a position it
  // could not show says so, not "Press Play".
  if (state.lock && state.mode === 'edit')
    return { text: 'No position to play: the board is empty.', kind: '' };
  const misere = isMisere(state.position);
  if (state.mode === 'edit' && isSetGame(state.position))
    return {
      text: `Editing — ${gameTitle(state.position)}, ${count(state.position.piles.length, 'pile', 'piles')}${misere ? ', misère play' : ''}. Press Play when ready.`,
      kind: '',
    };
  if (state.mode === 'edit') {
    const { vertices, edges } = state.position;
    // An empty board has no vertex to hold the piece (its token 0 names none).
    const piece =
      state.position.rules !== 'walk' ? '' : vertices ? `, piece on ${state.position.token}` : ', no piece';
    return {
      text: `Editing — ${count(vertices, 'vertex', 'vertices')}, ${count(edges.length, 'edge', 'edges')}${piece}. Press Play when ready.`,
      kind: '',
    };
  }
  const g = state.game;
  if (g.winner !== null) {
    const name = sideName(state, g.winner);
    const loser = sideName(state, 1 - g.winner);
    // A game opened from a link was played before: who won it, in the past tense.
    const headline = g.opened
      ? `${name} won.`
      : name === 'You'
        ? 'You win!'
        : name === 'Computer'
          ? 'The computer wins.'
          : `${name} wins!`;
    const why = `${loser === 'You' ? 'You have' : `${loser} has`} no move left.`;
    const kind = name === 'Computer' ? 'lost' : 'won';
    // Over before the first move: the board has nothing to take, which is what to fix. No
    // one won a game never played (an emptied board's rules switched read as the computer's win).
    if (!g.moves.length && !state.puzzle)
      return {
        text: `No move can be made on this board, so the game is over before it starts: there are no tokens to take${state.position.rules === 'walk' ? ' at the piece' : ''}. To play, press Edit and add tokens ${isSetGame(state.position) ? 'to the piles' : state.position.rules === 'walk' ? 'to the edges at the piece' : 'to the edges'}, or choose a preset.`,
        kind: '',
      };
    // Heard after these words (and the move that ended the game before them): what comes
    // next, so the end is one announcement.
    return {
      text: misere ? misereEnding(state, name, loser) : `${headline} ${why}`,
      kind,
      after: ` ${afterTheGame(state)}`,
    };
  }
  const mover = playerName(state, playerToMove(state));
  if (isComputerTurn(state) && state.computerPaused === positionKey(state.position))
    return { text: 'The computer is paused.', kind: 'turn' };
  // Misère play is said on every turn: the same board is won the other way round.
  const rule = misere ? `${misereRule(state.position)} ` : '';
  if (isComputerTurn(state)) return { text: `${rule}The computer is thinking…`, kind: 'thinking' };
  return { text: `${rule}${mover === 'You' ? 'Your turn.' : `${mover} to move.`}`, kind: 'turn' };
}

export function createStatus({ state }) {
  const text = h('span', { class: 'gnp-status-text' });
  // Heard, not shown: the rest of the end's announcement (statusOf's before and after), in
  // the status element, which is read whole when its text changes: the end is said once.
  const heardBefore = h('span', { class: 'sr-only' });
  const heardAfter = h('span', { class: 'sr-only' });
  const computerNote = h('p', { class: 'gnp-computer-note', hidden: true });
  const element = h(
    'div',
    { class: 'gnp-status', role: 'status', 'aria-live': 'polite' },
    heardBefore,
    text,
    heardAfter,
    computerNote,
  );

  // What just happened (statusOf's `before`) is heard with the status it came with. When the
  // status changes again and nothing new has happened (the opponent changed after an Undo),
  // it is old news: left in the region, unseen, "Undone: …" was read again before "Player 1 to
  // move.". It goes then, and the region holds what is shown.
  let beforeGiven = '';
  let statusGiven = '';
  let beforeHeld = '';
  function update() {
    const status = statusOf(state);
    const before = status.before ?? '';
    if (before !== beforeGiven) beforeHeld = before;
    else if (status.text !== statusGiven) beforeHeld = '';
    beforeGiven = before;
    statusGiven = status.text;
    setText(heardBefore, beforeHeld);
    if (text.textContent !== status.text) text.textContent = status.text;
    setText(heardAfter, status.after ?? '');
    element.dataset.kind = status.kind;
    const note = guessNote(state);
    computerNote.hidden = !note;
    if (computerNote.textContent !== note) computerNote.textContent = note;
  }
  return { element, update };
}
