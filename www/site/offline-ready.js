// What the built site's page says once its service worker has stored the whole site and taken
// over the tab (www/offline.js loads this then, from the store): from now on this tab, and any
// page of the site opened later, works without a network. A note at the window's foot, heard
// by a screen reader (a status), that goes by itself after a while or at its close button.
// Styled here, as www/site/load-check.js is: guide pages do not load the page's stylesheet,
// and the policy allows styles set from a script.
//
// It is news that never interrupts play. It came about 4 s after a first visit's load, when a
// student on a phone had a move's sheet open, and lay over Confirm move for 15 s: the tap on
// Confirm landed on the note. So it waits while the page is in the middle of something (a
// move being composed, the playground's own notice, a dialog open); once shown, a tap passes
// through its words to what is under them (only its × takes a tap), and it goes at the
// person's next press or Enter / Space anywhere else, as the playground's notices do.

const SHOWN_MS = 15_000;
/** How often (ms) a note that waits looks again for a quiet moment. */
const QUIET_CHECK_MS = 1000;
/** What the page is in the middle of: a move composed (a phone's sheet, the Play card's box),
 *  the playground's own notice, a dialog (Rules, Help, Puzzles). */
const BUSY = '.composer.composing, .gnp-message:not([hidden]), dialog[open]';

const note = document.createElement('div');
note.setAttribute('role', 'status');
note.className = 'offline-ready';
note.style.cssText =
  'position:fixed;right:12px;bottom:12px;z-index:1000;display:flex;gap:8px;align-items:center;max-width:min(26rem,calc(100vw - 24px));box-sizing:border-box;padding:8px 8px 8px 14px;border:1px solid GrayText;border-radius:10px;background:Canvas;color:CanvasText;box-shadow:0 4px 16px #0003;font:14px/1.4 system-ui,sans-serif;pointer-events:none';
const words = document.createElement('span');
const close = document.createElement('button');
close.type = 'button';
close.textContent = '×';
close.setAttribute('aria-label', 'Close the offline note');
close.style.cssText =
  'flex:none;min-width:32px;min-height:32px;border:1px solid GrayText;border-radius:8px;background:Canvas;color:CanvasText;font:18px/1 system-ui,sans-serif;cursor:pointer;pointer-events:auto';
note.append(words, close);

function remove() {
  note.remove();
  removeEventListener('pointerdown', actedElsewhere, true);
  removeEventListener('keydown', actedElsewhere, true);
}
close.addEventListener('click', remove);
// The next act elsewhere: the note has been seen, and what the act shows is not covered.
function actedElsewhere(event) {
  if (close.contains(event.target)) return;
  if (event.type === 'keydown' && event.key !== 'Enter' && event.key !== ' ') return;
  remove();
}

function show() {
  if (document.querySelector(BUSY)) return void setTimeout(show, QUIET_CHECK_MS);
  document.body.append(note);
  // The words come after the region is in the page, so a screen reader announces them.
  requestAnimationFrame(() => {
    words.textContent = 'Stored for offline use: this site now works without a network, in this tab too.';
  });
  addEventListener('pointerdown', actedElsewhere, true);
  addEventListener('keydown', actedElsewhere, true);
  setTimeout(remove, SHOWN_MS);
}
show();
