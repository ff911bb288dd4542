// www/page/: the playground around the features: the panels that place every card (panels.js),
// the actions object that wires each feature's state changes (actions.js) and their shared
// plumbing (actions-core.js: undo steps, the banner, what may change now), loading positions
// from links and the API (load.js), undo (undo.js), the header, the message banner and the
// Rules and Help dialogs. It may import every feature; features may import only
// actions-core.js and load.js from here.
//
// The page around the board: header, message banner, toolbar, status line, the side-panel
// cards and the dialogs. Each part is its own module returning {element, update}; this file
// only places them and updates them in order. Parts build their DOM once with createElement
// and textContent (never markup strings, so nothing from a link can become HTML) and patch
// it in place on update, so nothing is rebuilt under the user's hands.

import { focusedElement, h, scrollableByKeyboard } from '../common/dom.js';
import { createMessage } from './message.js';
import { createToolbar } from '../editor/toolbar.js';
import { createStatus } from '../play/status.js';
import { createBoardCaption } from '../piles/board-caption.js';
import { createBoardLegend } from '../board/legend.js';
import { createPlayCard } from '../play/play-card.js';
import { createHintCard } from '../hint/hint-card.js';
import { puzzleTaskOnDemand } from './puzzles-on-demand.js';
import { afterFirstView, lazyCard, lazyView } from './lazy-part.js';
import { pagePart } from './page-parts.js';
import { errorText } from '../engine.js';
import { hasBoard } from '../common/games.js';

let boards = 0;

/** The board's SVG element (render.js draws into it; input.js listens on it). Its id names its
 *  description's parts: its picture in words (render.js) and its keys (board-keys.js). */
function createBoardSvg() {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.id = `gnp-board-${++boards}`;
  svg.setAttribute('class', 'board');
  svg.setAttribute('tabindex', '0');
  svg.setAttribute('role', 'application');
  svg.setAttribute('aria-label', 'Game board');
  return svg;
}

/** ctx: {root, state, actions, view, redraw, copyLink}. */
export function buildPanels({ root, state, actions, view, redraw, copyLink }) {
  const svg = createBoardSvg();
  // The Rules, Help and Puzzles dialogs: their code comes at the first opening, with their
  // texts (which an opening waited for already), so no first view carries it.
  let dialogs = null;
  const loadDialogs = () =>
    (dialogs ??= import('./dialogs.js').then(
      (m) => {
        const made = m.createDialogs({ state });
        root.append(...made.elements);
        return made;
      },
      (err) => {
        dialogs = null;
        throw err;
      },
    ));
  const openDialog = (name) =>
    loadDialogs().then(
      (made) => made.open(name),
      (err) =>
        actions.say(
          `This could not be loaded (${errorText(err)}): check the connection and try again.`,
          'error',
        ),
    );
  const closeDialogs = () =>
    dialogs?.then(
      (made) => made.closeAll(),
      () => {},
    );
  // The research views (Why? beside the hint, Explore from the header) share one context:
  // their own workers, so a long certificate or heat map never waits behind a hint. They and
  // the cards below are not on the first view: their code loads when first needed
  // (lazy-part.js), so the first view carries less.
  let research = null;
  const loadResearch = () =>
    import('../research/research-actions.js').then(
      (m) => (research ??= m.createResearchContext({ state, actions, redraw })),
    );
  const why = lazyView({
    state,
    load: () =>
      Promise.all([import('../research/why.js'), loadResearch()]).then(([m, context]) =>
        m.createWhy({ state, view, research: context }),
      ),
    buttonProps: {
      class: 'btn why-button',
      text: 'Why?',
      title: 'Why this answer: the certificate, move by move',
      'aria-expanded': 'false',
    },
    // why.js's own rule before any certificate was asked for, the puzzle's gate included
    // (closed in an unsolved puzzle; the hint card says why).
    disabled: () => !state.engineReady || !hasBoard(state.position) || !!actions.helpLocked(),
  });
  const explore = lazyView({
    state,
    load: () =>
      Promise.all([import('../research/explore.js'), loadResearch()]).then(([m, context]) =>
        m.createExplore({ state, research: context }),
      ),
    buttonProps: {
      class: 'btn ghost explore-open',
      text: 'Explore',
      'aria-expanded': 'false',
      'aria-controls': 'gnp-explore',
    },
    // A link that opens Explore (page/load.js): its code comes without a press.
    asked: () => !!state.explore.linked,
    // Its map gives a puzzle's answer away: closed like the hint (explore.js says why).
    disabled: () => !!actions.helpLocked(),
  });
  // Focus moved to the board when a keyboard's control went (Play in the analysis list, with
  // Explore open below; the move box after its move) is brought into the window, and kept
  // there while the cards beside it change (the analysis gone, the computer's reply) until
  // the person acts again: the board stood half above the window, where the move was played
  // out of sight. A click's is left where it is, as is a frame's, whose scrolling is the host
  // page's.
  let keyboardLast = false;
  let boardInView = false;
  const onKey = () => {
    keyboardLast = true;
    boardInView = false;
  };
  const onPointer = () => {
    keyboardLast = false;
    boardInView = false;
  };
  const onWheel = () => (boardInView = false);
  root.addEventListener('keydown', onKey, true);
  root.addEventListener('pointerdown', onPointer, true);
  window.addEventListener('wheel', onWheel, { passive: true });
  const ctx = {
    state,
    actions,
    view,
    redraw,
    copyLink,
    // Under the board: the finished game's steps (review/review-card.js puts them here), so
    // each step's board is in sight of the button that showed it.
    boardSteps: h('div', { class: 'board-steps' }),
    openDialog,
    focusBoard: () => focusBoard(),
    why,
    explore,
  };

  // The header, Presets, Share and an unfinished draft's note: a page of its own's only
  // (page-parts.js).
  const header = pagePart(state, redraw, (p) => p.createHeader(ctx));
  const message = createMessage(ctx, root);
  const toolbar = createToolbar(ctx);
  const status = createStatus(ctx);
  const caption = createBoardCaption(ctx);
  const legend = createBoardLegend(ctx);
  const share = pagePart(state, redraw, (p) => p.createShareCard(ctx));
  const draftNote = pagePart(state, redraw, (p) => p.createDraftNote(ctx));
  // wanted(): when each card can show (its own update decides the rest).
  const later = (load, wanted) => lazyCard({ state, redraw, load, wanted });
  const editing = () => state.mode === 'edit' && !state.lock && !state.embed;
  // Side cards, top to bottom.
  const cards = [
    createPlayCard(ctx),
    later(
      () => import('../review/review-card.js').then((m) => m.createReviewCard(ctx)),
      () => state.mode === 'play' && state.game.moves.length > 0,
    ),
    createHintCard(ctx),
    later(
      () => import('../editor/selection-card.js').then((m) => m.createSelectionCard(ctx)),
      () => state.mode === 'edit' && !state.lock,
    ),
    // The pile games' card shows in the editor only: its code comes when it is near.
    later(
      () =>
        import('../piles/setnim-card.js').then((m) => {
          const card = m.createSetGameCard(ctx);
          return { element: card.element, update: () => card.update(state) };
        }),
      () => state.mode === 'edit' && !state.lock,
    ),
    pagePart(state, redraw, (p) => p.createPresetsCard(ctx)),
    later(() => import('../editor/graph-text-card.js').then((m) => m.createGraphTextCard(ctx)), editing),
    later(() => import('../puzzle/maker-card.js').then((m) => m.createPuzzleMakerCard(ctx)), editing),
    share,
    later(
      () => import('../share/export-card.js').then((m) => m.createExportCard(ctx)),
      // A pile game keeps the card, which says why it has no picture (export-card.js).
      () => !state.embed,
    ),
  ];
  // A puzzle's task, above the board.
  const puzzleTask = puzzleTaskOnDemand(ctx);
  const parts = [
    header,
    message,
    puzzleTask,
    draftNote,
    toolbar,
    caption,
    legend,
    status,
    ...cards,
    why,
    explore,
  ];

  // A page of its own has the playground as its main content and the cards as its aside; in
  // another page's layout (<graph-nim>) that page has its own main, and landmarks inside an
  // element would add one per element: there they are plain boxes (ARIA allows no other
  // role on main, so none is put on it).
  const [mainTag, sideTag] = state.inHostPage ? ['div', 'div'] : ['main', 'aside'];

  // The cards' column; in a frame of a fixed height it scrolls (style.css).
  const side = h(sideTag, { class: 'gnp-side' }, ...cards.map((c) => c.element));
  const fitSide = scrollableByKeyboard(side, 'Cards (scrolls)');
  // The banner is drawn over the foot of the board (on a narrow screen, the screen's foot):
  // in the page's order it comes right after the board, so Tab reaches its × where it is seen,
  // not between Help in the header and Edit (Shift+Tab from Edit jumped down over the board
  // and back up). In a frame or a host page's element it is drawn at the top, before the
  // toolbar: there it stays first.
  const bannerAtTop = state.embed || state.inHostPage;
  root.append(
    header.element,
    ...(bannerAtTop ? [message.element] : []),
    message.said,
    message.alerted,
    h(
      mainTag,
      { class: 'gnp-main' },
      h(
        'div',
        { class: 'gnp-board-wrap' },
        puzzleTask.element,
        toolbar.element,
        caption.element,
        h('div', { class: 'board-frame' }, svg),
        bannerAtTop ? null : message.element,
        legend.element,
        ctx.boardSteps,
        status.element,
        // Under the board and its status line: it comes after the first paint (its code loads
        // then), and above them it moved the board down a line as it came.
        draftNote.element,
      ),
      side,
    ),
    explore.element,
  );
  // The board's keys in words, its description (board/board-keys.js): loaded once the first
  // view has settled (a key pressed settles it), so no first view carries them.
  afterFirstView(() =>
    import('../board/board-keys.js').then(
      (m) => {
        parts.push(m.createBoardKeys(svg, state));
        redraw();
      },
      () => {}, // not fetched: the board keeps its picture in words, and Help lists the keys
    ),
  );

  /**
   * What a focused control is, to find its replacement after an update: its tag, name and
   * text, and the card it sits in.
   */
  function identity(element) {
    const card = element.closest('[aria-label]:not(button):not(input):not(select)');
    return [
      element.tagName,
      element.getAttribute('aria-label') ?? '',
      element.textContent.trim(),
      card?.getAttribute('aria-label') ?? '',
    ].join('\u0000');
  }

  /**
   * Keeps keyboard focus in the playground when an update removed or hid the focused control
   * (Start game hides itself, a review mark's list is rebuilt with the mark chosen, a card
   * closes): focus goes to the same control rebuilt, else to the board, never to the page.
   */
  function keepFocus(before, beforeIdentity) {
    if (!before || before === svg) return;
    const active = focusedElement(root);
    // Focus moved on by itself (a control focused the next one): leave it there.
    if (active && active !== before && active !== document.body) return;
    // Still there, shown and enabled: nothing to do. (A disabled control loses focus to the
    // page a moment later, so it counts as gone.)
    if (before.isConnected && before.checkVisibility?.() !== false && !before.disabled && active === before)
      return;
    const twin = [...root.querySelectorAll(before.tagName)].find(
      (el) => el !== before && el.checkVisibility?.() !== false && identity(el) === beforeIdentity,
    );
    if (twin) twin.focus({ preventScroll: true });
    else focusBoard();
  }

  function focusBoard() {
    svg.focus({ preventScroll: true });
    if (!keyboardLast || state.embed) return;
    boardInView = true;
    showBoard();
  }
  function showBoard() {
    if (!boardInView || focusedElement(root) !== svg) return;
    const box = svg.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight) svg.scrollIntoView({ block: 'nearest' });
  }

  function update() {
    const active = focusedElement(root);
    const focused = active && root.contains(active) ? active : null;
    const focusedIdentity = focused ? identity(focused) : '';
    updateParts();
    if (state.focusTarget) return focusRequested();
    keepFocus(focused, focusedIdentity);
    // The cards laid out anew may have moved the page (the board with it): seen once drawn.
    if (boardInView) requestAnimationFrame(showBoard);
  }

  /** Focus asked for by a key (state.focusTarget): a board item by its key, else the board. */
  function focusRequested() {
    const key = state.focusTarget;
    state.focusTarget = null;
    const item = key === 'board' ? null : svg.querySelector(`[data-focus-key="${CSS.escape(key)}"]`);
    (item ?? svg).focus({ preventScroll: true });
  }

  function updateParts() {
    root.classList.toggle('gnp--embed', state.embed);
    root.classList.toggle('gnp--locked', state.lock);
    root.classList.toggle('gnp--play', state.mode === 'play');
    root.classList.toggle('gnp--walk', state.position.rules === 'walk');
    root.classList.toggle('gnp--puzzle', !!state.puzzle);
    for (const part of parts) part.update();
    fitSide();
  }

  // The second click of a double-click lands wherever the first one's effect put things:
  // after the last "Confirm move", on the "Copy review link" that took its place. A click
  // that is the second of a double-click, on the spot of the first, counts only on the
  // control the first was on. (Two quick taps on two buttons apart are also a "double-click"
  // to a touch screen: the second, elsewhere, is a press of its own and counts.)
  let lastClicked = null;
  let lastPoint = null;
  const controlOf = (event) =>
    // A label's click and the click it passes to its box are one control.
    event.target.closest?.('label') ?? event.target.closest?.('button, input, select, summary, a') ?? null;
  const secondOnSpotElsewhere = (event, control) =>
    event.detail >= 2 &&
    control !== lastClicked &&
    !!lastPoint &&
    Math.hypot(event.clientX - lastPoint.x, event.clientY - lastPoint.y) < 16;
  const onClick = (event) => {
    const control = controlOf(event);
    if (secondOnSpotElsewhere(event, control)) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    lastClicked = control;
    lastPoint = { x: event.clientX, y: event.clientY };
  };
  root.addEventListener('click', onClick, true);
  // Nor does it select the words it lands on.
  const onMouseDown = (event) => {
    if (secondOnSpotElsewhere(event, controlOf(event))) event.preventDefault();
  };
  root.addEventListener('mousedown', onMouseDown, true);

  return {
    update,
    openDialog,
    closeDialogs,
    svg,
    /** Explore's fields for the page's links while it is open (research/explore-link.js). */
    exploreLink: () => explore.view?.linkParts(),
    get linkField() {
      return share.linkField;
    },
    destroy: () => {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('mousedown', onMouseDown, true);
      root.removeEventListener('keydown', onKey, true);
      root.removeEventListener('pointerdown', onPointer, true);
      window.removeEventListener('wheel', onWheel);
      research?.destroy();
      message.destroy();
    },
  };
}
