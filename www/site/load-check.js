// The built site's guard against a partial copy (scripts/build-site.mjs loads it first on every
// page it writes). A folder copied without all of assets/ (a mirror made with `wget -m` follows
// no import, so it misses most modules) leaves the page's module unable to load: the browser
// runs none of it and the page stays blank, its only trace a 404 in the console. This module
// imports nothing, so it runs whatever else is missing, and turns that failure into a message
// on the page saying what is wrong and what to do.
//
// A module script whose own file or any file it imports fails to load gets an `error` event
// (HTML's "execute the script element"); the page's parts loaded later by import() reject with
// a TypeError instead.

const GUIDE = new URL('../docs/host.html', import.meta.url).href;

let shown = false;

/** Shows the message once, at the top of the page (styled here: the stylesheet may be missing
 *  too; the policy allows styles set from a script). */
function showIncomplete() {
  if (shown || !document.body) return;
  shown = true;
  const box = document.createElement('p');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'margin:16px;padding:12px 16px;border:2px solid #b42318;background:#fff4f2;color:#5c1a12;font:16px/1.5 sans-serif';
  const link = document.createElement('a');
  link.href = GUIDE;
  link.textContent = 'the hosting guide';
  box.append(
    "This copy of the site is incomplete: some of its files are missing, so the page can't start. Copy the whole site folder to this server again (assets/ above all), then reload; a mirror made with wget or by saving the page misses most files. How to get it: ",
    link,
    '.',
  );
  document.body.prepend(box);
}

const whenReady = (show) =>
  document.body ? show() : document.addEventListener('DOMContentLoaded', show, { once: true });

addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLScriptElement) whenReady(showIncomplete);
  },
  true,
);
addEventListener('unhandledrejection', (event) => {
  // Chromium: "Failed to fetch dynamically imported module"; Firefox: "error loading
  // dynamically imported module"; Safari: "Importing a module script failed".
  if (/imported module|module script failed/i.test(String(event.reason?.message))) whenReady(showIncomplete);
});
