// The move being composed on the human's turn: instructions when nothing is chosen, the new
// weight for Walking Nim, or one "take" box per edge at the chosen vertex for Edge-Nim. The
// boxes themselves are move-box.js's, a chunk of its own: the first view shows only the
// instructions, and the box's code comes once it has settled, or at the first vertex chosen.

import { askToShow, focusedElement, h } from '../common/dom.js';
import { isComputerTurn } from '../common/state.js';
import { keysNote, MOVE_KEYS, pointerVerb, sentence } from '../common/words.js';
import { isSetGame } from '../common/games.js';
import { afterFirstView } from '../page/lazy-part.js';

/** Names a move box (a group) by its title's element, or no longer when `titleId` is null:
 *  its title says where the move is as a screen reader enters a field. */
export function nameGroup(box, titleId) {
  if (titleId) box.setAttribute('aria-labelledby', titleId);
  else box.removeAttribute('aria-labelledby');
}

// Numbers the move boxes' titles: ids unique on a page of several playgrounds.
let composers = 0;

export function createComposer({ state, actions, focusBoard, redraw }) {
  const element = h('div', { class: 'composer', role: 'group' });
  // The move's title ("Move at vertex 1") names the box as a group, so a screen reader says
  // where the move is as it enters a field. The box itself is the group: a wrapper inside
  // would come between the phone's sheet and the list it scrolls (style.css).
  const titleId = `gnp-move-title-${++composers}`;
  function fill(title, after, ...children) {
    nameGroup(element, title && titleId);
    element.replaceChildren(
      ...(title ? [h('p', {}, h('strong', { id: titleId, text: title }), after)] : []),
      ...children,
    );
  }
  let lastKey = '';
  // The boxes of a graph game's move (move-box.js): drawn once the code has come; until then
  // the box keeps what it shows, and the move chosen waits in state.pending.
  let moveBox = null;
  let moveBoxLoading = null;
  function loadMoveBox() {
    moveBoxLoading ??= import('./move-box.js').then(
      (m) => {
        moveBox = m.createMoveBox({ state, actions, element, fill });
        lastKey = '';
        redraw();
      },
      () => (moveBoxLoading = null),
    );
  }
  afterFirstView(loadMoveBox);
  // A move confirmed from anywhere (Enter on the board, or on an edge or pile at its most)
  // is refused while a field here holds a number it cannot take (take-row.js).
  actions.checkAmountsWith(() => moveBox?.refuseIfWrong() ?? false);
  // Pile games compose a move by choosing piles and a set: their own panel, in this box. Its
  // code comes with the first pile game (a graph game, and every course page's element that
  // shows one, never needs it); meanwhile the box is empty, and the piles chosen wait in
  // state.pending.
  let setComposer = null;
  let setComposerLoading = null;
  function loadSetComposer() {
    setComposerLoading ??= import('../piles/setnim-composer.js').then(
      (m) => {
        setComposer = m.createSetComposer({ state, actions, focusBoard });
        redraw();
      },
      () => (setComposerLoading = null),
    );
  }

  function showInstructions() {
    // A puzzle answered with its own buttons ("who wins", a Grundy value) has no move to make.
    if (/^(outcome|grundy)$/.test(state.puzzle?.goal)) return fill(null);
    const verb = pointerVerb(state);
    const walk = state.position.rules === 'walk';
    fill(
      null,
      null,
      h(
        'p',
        { class: 'muted' },
        walk
          ? `${sentence(verb)} an edge next to the piece (or the vertex it leads to), then choose its new weight.`
          : `${sentence(verb)} a vertex (or an edge near it) and choose how many tokens to take from its edges, then confirm.`,
        keysNote(state, walk ? MOVE_KEYS.walk : MOVE_KEYS.edge),
      ),
    );
  }

  // The box's height, for the stylesheet: in a frame of a fixed height (an LMS that strips
  // scripts) a puzzle's board column ends above the move sheet, so the task's title, the board
  // and the sheet are all in view at once (scrolling the board up above the sheet took the
  // title out of the frame).
  const sheetHeightToStyle = () =>
    element.closest('.gnp')?.style.setProperty('--gnp-sheet', `${element.offsetHeight}px`);
  if (typeof ResizeObserver === 'function') new ResizeObserver(sheetHeightToStyle).observe(element);

  // On a phone the move sheet stands over the page: where the board goes as it opens and
  // closes is sheet-over-page.js's, fetched at once on a phone's screen (before the first tap).
  let sheet = null;
  const loadSheet = () =>
    (sheet ??= import('./sheet-over-page.js').then((m) =>
      m.placeSheet({ element, state, sheetHeightToStyle }),
    ));
  if (matchMedia('(max-width: 600px), (max-height: 500px)').matches) loadSheet();

  function keepBoardAboveSheet() {
    if (!element.classList.contains('composing')) return;
    // Under the board, perhaps below the screen: in a frame sized to its content only the
    // course page can scroll it into view (asked by the embed; nothing listens elsewhere).
    askToShow(element);
    // A <graph-nim> element is in the course page's own document: there the box is brought
    // into view itself (a phone's box opened below the screen, and the page did not move).
    if (element.closest('.gnp--element'))
      requestAnimationFrame(() => element.scrollIntoView({ block: 'nearest' }));
    const board = element.closest('.gnp')?.querySelector('svg.board');
    if (board && getComputedStyle(element).position === 'fixed') loadSheet().then((s) => s.opened(board));
  }

  // What to do, of the error shown last (state.moveError's help, else its words): kept in its
  // room once it goes.
  let help = '';
  /** The error about the move being composed, in its box's line above Confirm. */
  function showMoveError() {
    const line = element.querySelector('.move-error');
    const text = state.moveError?.text ?? '';
    if (state.moveError) help = state.moveError.help || text;
    if (!line || line.textContent === text) return;
    const area = line.parentElement;
    const before = area.getBoundingClientRect().height;
    // The error goes at the student's next press (message.js) or change of the move, but its
    // room stays: a phone's sheet stands on the screen's foot, so its rows moved down under
    // the finger between the press and the release, the tap on + was lost and the next one hit
    // the row above. The room keeps what to do, greyed, as the box's help (left blank, it
    // looked like a hole under the rows): not the error's words, which stayed beside the token
    // then chosen and read as still true. An error said again is the alert's once more.
    const read = area.querySelector('.move-error-read');
    if (read) read.textContent = text || !line.textContent ? '' : help;
    line.textContent = text;
    area.style.paddingTop = text ? '' : `${Math.max(0, before - area.getBoundingClientRect().height)}px`;
  }

  function update() {
    updateBox();
    showMoveError();
  }

  function updateBox() {
    const p = state.pending;
    const humanTurn = state.mode === 'play' && state.game.winner === null && !isComputerTurn(state);
    // A move being composed makes the box a sheet at the bottom of a phone's screen
    // (style.css), "Confirm move" in reach under the board. A graph game's move chosen before
    // its boxes' code has come (a first tap) opens it once they are drawn in it.
    const waiting = humanTurn && !!p && !isSetGame(state.position) && !moveBox;
    if (waiting) loadMoveBox();
    const composing = humanTurn && !!p && !waiting;
    const wasComposing = element.classList.contains('composing');
    element.classList.toggle('composing', composing);
    if (!wasComposing) keepBoardAboveSheet();
    else if (!composing) sheet?.then((s) => s.closed());
    if (isSetGame(state.position)) {
      lastKey = '';
      moveBox?.forget();
      if (setComposer) return setComposer.update(element, humanTurn);
      fill(null);
      return loadSetComposer();
    }
    const key = JSON.stringify([
      humanTurn,
      p,
      state.position.edges,
      state.position.rules,
      state.position.token,
      state.touch,
      // Enter on the vertex of the move shown asks for its box's focus (play/game.js).
      state.focusComposer,
    ]);
    if (key === lastKey) return;
    lastKey = key;
    // When the boxes go (the move was played), focus moves to the board rather than falling
    // back to the page, so a keyboard player continues from there.
    const hadFocus = element.contains(focusedElement(element));
    const keepFocus = () => {
      if (hadFocus && !element.contains(focusedElement(element))) focusBoard();
    };
    if (!humanTurn || !p) {
      moveBox?.forget();
      if (!humanTurn) fill(null);
      else {
        state.focusComposer = false;
        showInstructions();
      }
      return keepFocus();
    }
    // The move chosen before the box's code has come: drawn, and focused for a keyboard, once
    // it has (the box shows the instructions meanwhile).
    if (waiting) return void (lastKey = '');
    if (p.edge !== undefined) moveBox.showWalkChoices(p.edge);
    else moveBox.showTakeBoxes(p);
  }
  return { element, update };
}
