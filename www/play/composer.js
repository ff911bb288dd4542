// The move being composed on the human's turn: instructions when nothing is chosen, the new
// weight for Walking Nim, or one "take" box per edge at the chosen vertex for Edge-Nim.
// The boxes are built once per vertex (and its edges' counts) and then patched in place:
// rebuilding them on every typed amount destroyed the box being clicked or tabbed into, and
// a typed amount was lost.

import { askToShow, focusInView, focusedElement, h } from '../common/dom.js';
import { isComputerTurn } from '../common/state.js';
import { edgeName, keysNote, pointerVerb, sentence } from '../common/words.js';
import { isSetGame } from '../common/games.js';
import { confirmRow, nameGroup, refuseIfWrong, takeRow } from './take-row.js';

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
  // A move confirmed from anywhere (Enter on the board, or on an edge or pile at its most)
  // is refused while a field here holds a number it cannot take (take-row.js).
  actions.checkAmountsWith(() => refuseIfWrong(element));
  let lastKey = '';
  let shape = null;
  let takeRows = new Map();
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
        keysNote(
          state,
          walk
            ? 'Tab to that edge or vertex, Enter, then Enter on the new weight.'
            : 'Tab to a vertex, Enter, type the amounts, Enter; or Enter on an edge for one token more, Ctrl+Enter to confirm.',
        ),
      ),
    );
  }

  function showWalkChoices(edge) {
    const [, , weight] = state.position.edges[edge];
    const { token } = state.position;
    // The edge named as the board writes it: with two edges open, a weight said alone
    // ("new weight 2") did not say which edge it was for.
    const along = edgeName(state.position, edge);
    const called = /^loop|\(edge/.test(along) ? along : `edge ${along}`;
    const choices = [];
    if (weight <= 12) {
      for (let w = weight - 1; w >= 0; w--)
        choices.push(
          h('button', {
            type: 'button',
            class: 'btn chip',
            text: String(w),
            'aria-label': `${called}: new weight ${w}`,
            onclick: () => actions.walkTo(edge, w),
          }),
        );
    } else {
      const input = h('input', {
        type: 'number',
        min: 0,
        max: weight - 1,
        value: weight - 1,
        'aria-label': `${called}: new weight`,
        // Enter in the box moves, as Enter in an Edge-Nim take box confirms.
        onkeydown: (ev) => {
          if (ev.key !== 'Enter') return;
          ev.preventDefault();
          actions.walkTo(edge, input.value);
        },
      });
      choices.push(
        input,
        h('button', {
          type: 'button',
          class: 'btn primary',
          text: 'Move',
          onclick: () => actions.walkTo(edge, input.value),
        }),
      );
    }
    // A digit typed on the weights goes to that weight (weight-keys.js, loaded then).
    const chooseTyped = (ev) =>
      /^\d$/.test(ev.key) &&
      import('./weight-keys.js').then((m) =>
        m.chooseWeight(ev, { choices, called, weight, say: actions.say }),
      );
    fill(
      `Move from vertex ${token}`,
      ` — along ${along} (weight ${weight}). New weight:`,
      h('div', { class: 'row wrap', onkeydown: chooseTyped }, ...choices),
      h('button', {
        type: 'button',
        class: 'btn ghost',
        text: 'Cancel',
        onclick: () => actions.cancelPending(),
      }),
    );
    if (state.focusComposer) {
      state.focusComposer = false;
      focusInView(choices[0], element);
    }
  }

  function buildTakeBoxes(atVertex, vertex) {
    takeRows = new Map();
    const current = (e) => state.pending?.take?.[e] ?? 0;
    const rows = atVertex.map(([e, t]) => {
      const shown = takeRow(actions, {
        index: e,
        name: edgeName(state.position, e),
        count: t,
        current: () => current(e),
      });
      takeRows.set(e, shown);
      const { row } = shown;
      return row;
    });
    fill(
      `Move at vertex ${vertex}`,
      ' — take from:',
      h('ul', { class: 'take-list' }, ...rows),
      confirmRow(actions),
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
    const wasComposing = element.classList.contains('composing');
    element.classList.toggle('composing', humanTurn && !!p);
    if (!wasComposing) keepBoardAboveSheet();
    else if (!(humanTurn && p)) sheet?.then((s) => s.closed());
    if (isSetGame(state.position)) {
      lastKey = '';
      shape = null;
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
    ]);
    if (key === lastKey) return;
    lastKey = key;
    // When the boxes go (the move was played), focus moves to the board rather than falling
    // back to the page, so a keyboard player continues from there.
    const hadFocus = element.contains(focusedElement(element));
    // On a phone the composer becomes a sheet at the bottom of the screen (style.css), so
    // "Confirm move" is in reach under the board without scrolling.
    element.classList.toggle('composing', humanTurn && !!p);
    const keepFocus = () => {
      if (hadFocus && !element.contains(focusedElement(element))) focusBoard();
    };
    if (!humanTurn || !p || p.edge !== undefined) {
      shape = null;
      if (!humanTurn) fill(null);
      else if (!p) {
        state.focusComposer = false;
        showInstructions();
      } else showWalkChoices(p.edge);
      if (!humanTurn || !p) keepFocus();
      return;
    }
    const atVertex = [];
    state.position.edges.forEach(([u, v, t], e) => {
      if (u === p.vertex || v === p.vertex) atVertex.push([e, t]); // legality is the engine's
    });
    const nextShape = JSON.stringify([p.vertex, atVertex]);
    if (nextShape !== shape) {
      shape = nextShape;
      buildTakeBoxes(atVertex, p.vertex);
    }
    if (state.focusComposer) {
      state.focusComposer = false;
      // The first edge something can be taken from: Enter in an empty edge's box only said
      // to choose a token.
      focusInView(takeRows.get((atVertex.find(([, t]) => t > 0) ?? atVertex[0])?.[0])?.input, element);
    }
    for (const row of takeRows.values()) row.show();
  }
  return { element, update };
}
