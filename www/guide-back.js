// "Back to the playground" at the top of a guide (scripts/guide-page.mjs). Help opens a guide
// in a new tab, and a phone shows no tabs to switch back with: the link opened the playground
// in the guide's tab, on the start board, while the student's game went on in the tab Help
// was pressed in, out of sight, and looked lost. A guide that tab opened (the playground is
// the page it came from, and this tab has been nowhere else) closes instead, which shows the
// playground's tab again, its game as it was. Anywhere else, or where the browser keeps the
// tab open, the link opens the playground here (which reopens this tab's last board).

const link = document.querySelector('.to-playground a');

/** A page's address without its file name "index.html", so `…/` and `…/index.html` match. */
const place = (url) => url.origin + url.pathname.replace(/index\.html$/, '');

link?.addEventListener('click', (event) => {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  let from;
  try {
    from = new URL(document.referrer);
  } catch {
    return;
  }
  const playground = new URL(link.href);
  if (window.history.length !== 1 || place(from) !== place(playground)) return;
  event.preventDefault();
  window.close();
  // Still open a moment later (the browser refused): the link, as ever.
  setTimeout(() => window.location.assign(playground.href), 300);
});
