// Building DOM without markup strings: h('li', {class, text, dataset, onclick}, ...children).
// Text always goes in through textContent, so nothing from a link or the engine can become
// HTML. Shared by every card of the page.

export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') el.className = v;
    else if (k === 'text') el.textContent = v;
    else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k in el && typeof v !== 'string') el[k] = v;
    else el.setAttribute(k, v === true ? '' : v);
  }
  for (const child of children.flat())
    if (child !== null && child !== undefined && child !== false) el.append(child);
  return el;
}

/** Sets an element's text only when it differs, so patching an unchanged row costs nothing. */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** The focused element as `node` sees it, or null. Inside a shadow root (the <graph-nim>
 *  element) document.activeElement is the element itself, never the control focused in it:
 *  the root's own activeElement is. */
export function focusedElement(node) {
  return node.getRootNode().activeElement ?? null;
}

/** The event a playground's root gets when the page, not the reader, scrolled it: a notice
 *  measures the reader's scrolling away from it from there (page/message.js). */
export const PAGE_SCROLLED = 'gnp-page-scrolled';

/** The event (bubbling) a part the reader needs next dispatches when it opens (the move box,
 *  Why?'s explanation): in a frame as tall as its content, the frame has nothing to scroll,
 *  so the embed asks the course page around it to show the part (embed-messages.js,
 *  graphnim:show, which it also sends when the keyboard moves focus). */
export const ASK_TO_SHOW = 'gnp-show';

/** Asks, from `part` just opened, that it be shown (ASK_TO_SHOW): heard only by an embed. */
export const askToShow = (part) => part.dispatchEvent(new Event(ASK_TO_SHOW, { bubbles: true }));

/**
 * After a card built a new board (Presets → Build, a pile game's example): the board is
 * brought into view together with its toolbar row (Edit/Play, Undo), which a person needs
 * next. On a phone the cards are far below the board, and the new board was built off
 * screen; scrolled to alone, the board came in with its toolbar just above the screen's top.
 * Each step is 'nearest', so a board and toolbar already wholly shown do not move: first the
 * board, then the toolbar (shown above it when the page scrolled up to the board).
 */
export function showBoardOf(card) {
  const root = card.closest('.gnp');
  const board = root?.querySelector('svg.board');
  if (!board) return;
  const toolbar = root.querySelector('.gnp-toolbar');
  requestAnimationFrame(() => {
    board.scrollIntoView({ block: 'nearest' });
    if (toolbar?.checkVisibility?.() !== false) toolbar?.scrollIntoView({ block: 'nearest' });
    // The page scrolled, not the reader: a notice that came with the new board is about the
    // board now in view, and stays.
    root.dispatchEvent(new Event(PAGE_SCROLLED));
    // In a frame as high as its content the board is already "in view" there: the course
    // page around the frame is the one to scroll.
    askToShow(board);
  });
}

/**
 * Focuses a control a key opened (the move box's first number, Walking Nim's first weight)
 * and brings it into view when it is not: after a hint scrolled the page down to its answer,
 * a box focused above the window had a keyboard player typing blind. `box`, the part the
 * control belongs to, comes into view with it: a first weight on screen under a title
 * scrolled off it left a sighted keyboard player with buttons "2 1 0" and no word of what
 * they were for. 'nearest' leaves what is already on screen where it is, so the page does
 * not jump under the player; a box taller than the window shows its top, then the control.
 */
export function focusInView(control, box = control) {
  if (!control) return;
  control.focus({ preventScroll: true });
  const fullyShown = (el) => {
    const { top, bottom } = el.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  };
  // A box fixed to the screen (a phone's move sheet) is in view already: only what scrolls
  // inside it may need to move.
  if (!fullyShown(box) && getComputedStyle(box).position !== 'fixed')
    box.scrollIntoView({ block: box.offsetHeight > window.innerHeight ? 'start' : 'nearest' });
  if (!fullyShown(control)) control.scrollIntoView({ block: 'nearest' });
}

/**
 * A box that scrolls (a long task in a frame, the side column of a frame of a fixed height)
 * takes keyboard focus while its content overflows, so the arrow keys scroll it, and is named
 * as a scrolling region must be. `label` names it; a landmark (aside) keeps its own role.
 * While more of it is below what it shows it has data-more (style.css draws the sign).
 * A box named already (a puzzle's task, "Puzzle") keeps its role and name.
 * Returns a function that checks again (call it when the content may have changed).
 */
export function scrollableByKeyboard(box, label) {
  const landmark = box.tagName === 'ASIDE';
  const named = box.hasAttribute('aria-label');
  // (A box that does not scroll where it is laid out now, whatever its content, is left be.)
  const scrollsAtAll = () => /auto|scroll/.test(getComputedStyle(box).overflowY);
  const more = () =>
    box.toggleAttribute(
      'data-more',
      scrollsAtAll() && box.scrollTop + box.clientHeight < box.scrollHeight - 1,
    );
  box.addEventListener('scroll', more, { passive: true });
  const check = () => {
    more();
    const scrolls = scrollsAtAll() && box.scrollHeight > box.clientHeight + 1;
    if (scrolls === box.hasAttribute('tabindex')) return;
    if (scrolls) {
      box.tabIndex = 0;
      if (named) return;
      if (!landmark) box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    } else {
      for (const name of named ? ['tabindex'] : ['tabindex', 'role', 'aria-label']) box.removeAttribute(name);
    }
  };
  if (typeof ResizeObserver === 'function') new ResizeObserver(check).observe(box);
  return check;
}
