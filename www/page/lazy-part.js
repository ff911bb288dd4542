// Parts of the page whose code loads when it is first needed instead of with the first view:
// puzzle authoring, the exports, the graph as text, a finished game's review, the Explore view,
// the analysis list. (Editing's actions, which are not a part of the page but actions, come
// the same way through actions-on-demand.js.)
// Each is its own chunk in the built site (scripts/build-site.mjs splits at every import());
// the first view carries only the board, the play and hint cards and the engine. A card below
// the fold loads when the page is scrolled near it, when the person starts using the page, or
// two seconds after the engine is ready, whichever comes first.
//
// Until its code has come, a part is an empty placeholder in its place; the part replaces it
// in the next draw, built once and patched in place afterwards like every other part.

import { h } from '../common/dom.js';
import { errorText } from '../engine.js';

/** How near the screen (px) a wanted card's place must come before its code is fetched. */
const NEAR_SCREEN = 200;

/** Whether `element` is shown within NEAR_SCREEN of the window's visible part. */
function nearScreen(element) {
  if (element.hidden || !element.isConnected) return false;
  const box = element.getBoundingClientRect();
  return box.top < innerHeight + NEAR_SCREEN && box.bottom > -NEAR_SCREEN;
}

/** How long after the engine is ready the remaining wanted cards load anyway (ms): the first
 *  view has been drawn and is usable by then, and a card is there when it is reached for. */
const SETTLED_AFTER = 2000;

/** Whether the person has started using the page (a press, a key, a scroll) or the first view
 *  has settled: from then on every wanted card loads, wherever it is. */
let engaged = false;
let settleTimer = 0;
const waiting = new Set();
const ENGAGING = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'];
function onEngaged() {
  if (engaged) return;
  engaged = true;
  // Where the first view ends and the loading on use begins: the first-view bench counts
  // only what was asked for before it (on a busy machine the timer can fire before the
  // network is quiet, and what it loads is not the first view's).
  performance.mark?.('graphnim:first-view-settled');
  clearTimeout(settleTimer);
  for (const type of ENGAGING) removeEventListener(type, onEngaged, { capture: true });
  for (const check of waiting) check();
}
if (typeof addEventListener === 'function')
  for (const type of ENGAGING) addEventListener(type, onEngaged, { capture: true, passive: true });
/** Called once the engine is ready: starts the settling timer. */
function settleLater() {
  if (!engaged && !settleTimer) settleTimer = setTimeout(onEngaged, SETTLED_AFTER);
}

/**
 * Runs `job` once the first view has settled: at the person's first press, key or scroll, or
 * SETTLED_AFTER ms from now, whichever comes first (at once if that has happened). For work
 * the first view does not show but the first use needs, such as checking an opened puzzle,
 * which loads the tools module (a wasm larger than the engine): a student's first answer
 * starts with a press, so the module is on its way before anything is judged.
 */
export function afterFirstView(job) {
  if (engaged) return void queueMicrotask(job);
  const run = () => {
    waiting.delete(run);
    job();
  };
  waiting.add(run);
  settleLater();
}

/**
 * A side card loaded on first need. `load()` resolves to the card ({element, update});
 * `wanted(state)` tells whether it would show now (its own update hides it otherwise). The
 * code is fetched once the engine is ready (the first view has settled) and the card is
 * wanted, as soon as its place is near the screen or the person starts using the page: the
 * lower cards of the side panel sit below the fold, and the first view does not wait for them.
 */
export function lazyCard({ state, redraw, load, wanted, near = true }) {
  const placeholder = h('div', { class: 'lazy-part', hidden: true });
  let card = null;
  let loading = false;
  let frame = 0;

  // near: false is for a part of a card on the first view that shows nothing until it is used
  // (the analysis list under Hint): being on screen does not load it; the first view settling
  // does (so it is there when first asked for), and so does having something to show.
  const due = () => (near ? wanted(state) && (engaged || nearScreen(placeholder)) : engaged || wanted(state));
  const check = () => {
    frame = 0;
    if (state.engineReady) settleLater();
    if (!loading && state.engineReady && due()) start();
  };
  // Checked after layout (the next frame) and whenever anything scrolls or the window resizes.
  const checkSoon = () => (frame ||= requestAnimationFrame(check));
  waiting.add(checkSoon);
  addEventListener('scroll', checkSoon, { capture: true, passive: true });
  addEventListener('resize', checkSoon, { passive: true });
  const stopWatching = () => {
    waiting.delete(checkSoon);
    removeEventListener('scroll', checkSoon, { capture: true });
    removeEventListener('resize', checkSoon);
  };

  function start() {
    loading = true;
    stopWatching();
    load().then(
      (loaded) => {
        card = loaded;
        placeholder.replaceWith(card.element);
        redraw();
      },
      (err) => showFailure(placeholder, err),
    );
  }

  return {
    // The card's own element once it has come (a caller scrolling to it finds it).
    get element() {
      return card ? card.element : placeholder;
    },
    update() {
      if (card) return card.update();
      placeholder.hidden = !wanted(state) && !placeholder.textContent;
      if (!loading) checkSoon();
    },
  };
}

/**
 * A view opened by a button (Explore, Why?): the button is on the first view, the view's code
 * loads on the first press, which the real button then receives. `buttonProps` are the real
 * button's own (h() props), so nothing moves when it takes the placeholder's place;
 * `disabled(state)`, when given, is when the real button would be disabled before any use;
 * `asked(state)`, when the state asks for the view without a press (a link that opens
 * Explore): its code then loads, and the view opens itself from the state.
 */
export function lazyView({ state, load, buttonProps, disabled = () => false, asked = () => false }) {
  let view = null;
  let loading = null;
  const element = h('div', { class: 'lazy-part', hidden: true });
  const start = (pressed) =>
    (loading ??= load().then(
      (loaded) => {
        view = loaded;
        button.replaceWith(view.button);
        element.replaceWith(view.element);
        view.update();
        if (!pressed) return;
        view.button.click();
        view.button.focus();
      },
      (err) => {
        // A press tries again; a link's asking does not, at every redraw.
        loading = null;
        asked = () => false;
        element.hidden = false;
        showFailure(element, err);
      },
    ));
  const button = h('button', { type: 'button', ...buttonProps, onclick: () => start(true) });
  return {
    button,
    element,
    /** The view once its code has come (null before). */
    get view() {
      return view;
    },
    update() {
      if (view) return view.update();
      button.disabled = disabled(state);
      if (asked(state)) start(false);
    },
  };
}

/** A part whose code could not be fetched (offline before the site was stored, or the
 *  site replaced by a new build meanwhile) says so where it would have been. */
function showFailure(placeholder, err) {
  placeholder.hidden = false;
  placeholder.setAttribute('role', 'alert');
  placeholder.className = 'lazy-part lazy-part--failed';
  placeholder.textContent = `This part of the page could not be loaded (${errorText(err)}). Reload the page to try again.`;
}
