// What the built site's page says once its service worker has stored the whole site and taken
// over the tab (www/offline.js loads this then, from the store): from now on this tab, and any
// page of the site opened later, works without a network. A note at the window's foot, heard
// by a screen reader (a status), that goes by itself after a while or at its close button.
// Styled here, as www/site/load-check.js is: guide pages do not load the page's stylesheet,
// and the policy allows styles set from a script.

const SHOWN_MS = 15_000;

const note = document.createElement('div');
note.setAttribute('role', 'status');
note.className = 'offline-ready';
note.style.cssText =
  'position:fixed;right:12px;bottom:12px;z-index:1000;display:flex;gap:8px;align-items:center;max-width:min(26rem,calc(100vw - 24px));box-sizing:border-box;padding:8px 8px 8px 14px;border:1px solid GrayText;border-radius:10px;background:Canvas;color:CanvasText;box-shadow:0 4px 16px #0003;font:14px/1.4 system-ui,sans-serif';
const words = document.createElement('span');
const close = document.createElement('button');
close.type = 'button';
close.textContent = '×';
close.setAttribute('aria-label', 'Close the offline note');
close.style.cssText =
  'flex:none;min-width:32px;min-height:32px;border:1px solid GrayText;border-radius:8px;background:Canvas;color:CanvasText;font:18px/1 system-ui,sans-serif;cursor:pointer';
close.addEventListener('click', () => note.remove());
note.append(words, close);
document.body.append(note);
// The words come after the region is in the page, so a screen reader announces them.
requestAnimationFrame(() => {
  words.textContent = 'Stored for offline use: this site now works without a network, in this tab too.';
});
setTimeout(() => note.remove(), SHOWN_MS);
