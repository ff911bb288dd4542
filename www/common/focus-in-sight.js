// Where the keyboard is stays in sight when the page scrolls an answer into view (a hint, the
// analysis, Why?'s reasons): H pressed on Puzzles in the header left Puzzles far above the
// window, and Why?'s long reasons took the Why? button just above it, so a sighted keyboard
// user no longer saw where they were. Focus stays where it is while it is in the window;
// else it goes to the button that asks for that answer (Hint, Analyze all moves, Why?), which
// comes back to the window's nearest edge, the answer beside it (below it, as the card is
// laid out). Loaded with the answers (hint/hint-answer.js, research/why.js), not the first view.

/** Whether `element`'s box is wholly in the window. */
function inWindow(element) {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= innerHeight;
}

/** Run once the page has scrolled to an answer; `asker`: the button that asks for it. */
export function keepFocusInSight(asker) {
  // In a <graph-nim> element the focused control is its shadow root's, not the document's.
  const focused = asker.getRootNode().activeElement;
  if (!focused || focused === document.body || inWindow(focused)) return;
  if (asker.disabled || asker.checkVisibility?.() === false) return;
  if (focused !== asker) asker.focus({ preventScroll: true });
  if (!inWindow(asker)) asker.scrollIntoView({ block: 'nearest' });
}
