// The message banner (errors, notices) with its dismiss button. It overlays the layout
// rather than pushing the board down (style.css).
//
// A notice (kind 'info': "Misère play: …", "Walking Nim: …") says what just happened and
// then would sit over whatever is under it — a counterexample list, the Why? text — until
// closed. So it goes by itself at the user's next act elsewhere in the playground (a press
// of the pointer, or Enter / Space on a control): by then it has been seen, and what that
// act shows is not covered. Scrolling away by more than half a screen counts as such an act
// (the reader has moved on). A notice also goes by itself once it has had time to be read
// (READING_MS a character, READING_MIN_MS at least), unless the pointer is on it or focus in
// it: on a phone, with no act elsewhere, it sat over the board for good. Errors stay until
// dismissed, as the user may need to act on them.
// While a message shows, the playground keeps room below its end for it, so scrolling down
// can always bring the last card's end above the message instead of under it; the room goes
// only as far as it can without moving what is on the screen (releaseRoom).
//
// The banner is hidden while there is no message, and a live region that appears with its
// text is often not read: what a screen reader hears is `said`, a polite live region that is
// always in the page (never shown) and repeats the banner's text, or for an error `alerted`,
// an alert: a polite message is lost while a freshly loaded page is being read out, and an
// error (a link that could not be opened) must be heard then.

import { PAGE_SCROLLED, h } from '../common/dom.js';
import { afterFirstView } from './lazy-part.js';

const READING_MS = 60;
const READING_MIN_MS = 5000;

export function createMessage({ state, actions }, root) {
  const text = h('span');
  const said = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  const alerted = h('p', { class: 'sr-only', role: 'alert' });
  const element = h(
    'div',
    { class: 'gnp-message', hidden: true },
    text,
    h('button', {
      type: 'button',
      class: 'btn icon',
      'aria-label': 'Dismiss message',
      text: '×',
      onclick: () => actions.say(null),
    }),
  );

  // Capture phase: the notice goes before the act is handled, so a notice the act itself
  // says (a second toggle of Misère) is shown, not dismissed.
  // The move box's error ("choose at least one token") goes at the next act too, wherever it
  // is: a second Confirm says it again.
  const actedElsewhere = (event) => {
    if (event.type === 'keydown' && event.key !== 'Enter' && event.key !== ' ') return;
    if (state.moveError) actions.dropMoveError();
    if (state.message?.kind !== 'info' || element.contains(event.target)) return;
    actions.say(null);
  };
  root?.addEventListener('pointerdown', actedElsewhere, true);
  root?.addEventListener('keydown', actedElsewhere, true);

  // Where the page was scrolled when the notice came (null while none shows).
  let shownAtScroll = null;
  const scrolledAway = () => {
    if (!shown) return releaseRoom();
    place();
    if (state.message?.kind !== 'info' || shownAtScroll === null) return;
    if (Math.abs(scrollY - shownAtScroll) > innerHeight / 2) actions.say(null);
  };
  if (root && typeof addEventListener === 'function')
    addEventListener('scroll', scrolledAway, { passive: true });
  // The page scrolled itself (common/dom.js says when): not the reader moving on.
  root?.addEventListener(PAGE_SCROLLED, () => {
    if (shownAtScroll !== null) shownAtScroll = scrollY;
  });

  // Where a notice goes clear of the board's vertices, counts and badges (notice-place.js):
  // on a page of its own (elsewhere the banner is at the top, before the toolbar). Its code
  // comes after the first view, or with the first notice; it places the notice once the whole
  // page is drawn (a promise's callback, after this drawing).
  const overBoard = !!root && !state.embed && !state.inHostPage;
  let placer = null;
  const loadPlacer = () => (placer ??= import('./notice-place.js').catch(() => (placer = null)));
  const place = () => {
    if (overBoard && (shown || placer)) loadPlacer().then((m) => m?.placeNotice(element, root));
  };
  if (overBoard) afterFirstView(loadPlacer);

  // A notice read (or being read: pointed at, focused, so looked at again later) goes.
  let readTimer;
  const goWhenRead = (notice) => {
    if (state.message !== notice) return;
    if (element.matches(':hover, :focus-within')) readTimer = setTimeout(goWhenRead, READING_MIN_MS, notice);
    else actions.say(null);
  };

  // The message as last drawn: the one record of what is shown (state.message is what to show).
  let shown = null;
  function update() {
    if (state.message === shown) return void (shown && place());
    const before = shown;
    shown = state.message;
    clearTimeout(readTimer);
    if (shown?.kind === 'info')
      readTimer = setTimeout(goWhenRead, Math.max(READING_MIN_MS, shown.text.length * READING_MS), shown);
    element.hidden = !shown;
    // The same message said again (Enter twice on a vertex with no move) is a new message
    // object: a no-break space at its end, on and off, makes it a change to read.
    const heard = shown?.text ?? '';
    const [region, other] = shown?.kind === 'error' ? [alerted, said] : [said, alerted];
    other.textContent = '';
    region.textContent = heard && region.textContent === heard ? `${heard}\u00a0` : heard;
    place();
    if (!shown) {
      shownAtScroll = null;
      releaseRoom();
      return;
    }
    element.dataset.kind = shown.kind;
    text.textContent = shown.text;
    // New words (not the same ones said again) are read from where the page is now.
    if (before?.text === shown.text) return;
    shownAtScroll = scrollY;
    // (Not in a frame or a host page's element: there the message sits at the top, and the
    // host's frame would grow and shrink with it.)
    if (!state.embed && !state.inHostPage)
      root?.style.setProperty('--message-room', `${element.offsetHeight + 24}px`);
  }
  // The room goes with the message, but never from under the reader: at the page's foot its
  // going pulled the page down under a pointer on its way to a control (Copy TikZ, clicked
  // after a scroll had dismissed a notice, missed). What is below the screen goes now, the
  // rest as the reader scrolls back up.
  function releaseRoom() {
    const room = parseFloat(root?.style.getPropertyValue('--message-room'));
    if (!room) return;
    const kept = Math.ceil(room - (document.documentElement.scrollHeight - scrollY - innerHeight));
    if (kept > 0) root.style.setProperty('--message-room', `${kept}px`);
    else root.style.removeProperty('--message-room');
  }
  const destroy = () => {
    clearTimeout(readTimer);
    removeEventListener('scroll', scrolledAway);
  };
  return { element, said, alerted, update, destroy };
}
