// Sizes every Graph Nim frame on a course page to its content, across origins, as the content
// changes (a verdict appears, a card opens, the phone rotates): one script tag on the course
// page, the habit of H5P's resizer.
//
//   <script defer src="https://example.org/graph-nim/www/embed-resize.js"></script>
//
// A classic script, not a module: a browser fetches a module from another origin only when its
// server sends Access-Control-Allow-Origin, which a plain static host (python3 -m http.server,
// most university web folders) does not, and the frames then stayed 520 px high. A classic
// script needs no such header. It declares nothing global (all of it is inside one function),
// so the tag of an older code, type="module", loads it too.
//
// Each Graph Nim frame says graphnim:ready; this script answers graphnim:fit (the embed then
// lays itself out by its content) and sets the frame's height from each graphnim:resize
// {height} it sends. Only frames of this page are sized, by the window that sent the message;
// a height that is not a plausible number of pixels is ignored. A frame so sized cannot scroll:
// when a part the student needs opens below the screen (the move box under the board, on a
// phone; the answer under Hint or Why?) or the keyboard focuses something there, it sends
// graphnim:show {top, bottom}, and this page scrolls just enough to show it.

(() => {
  /** Heights outside this range (CSS pixels) are not a frame's content height. */
  const MIN_HEIGHT = 80;
  const MAX_HEIGHT = 20_000;

  /** The iframe of this page whose window is `source`, or null. */
  function frameOf(source) {
    for (const frame of document.querySelectorAll('iframe')) if (frame.contentWindow === source) return frame;
    return null;
  }

  /** Frames told graphnim:fit. Until a frame is, its content follows the frame's height (the
   *  board fills the frame), so sizing the frame to it would grow both without end. */
  const told = new WeakSet();

  /** Asks `frame` (whose window is `source`, message origin `origin`) to lay out by content,
   *  and again whenever its width changes (widthWatch). */
  function tellFit(frame, source, origin) {
    told.add(frame);
    asked.set(frame, { source, origin: origin === 'null' ? '*' : origin, width: frame.clientWidth });
    source.postMessage({ type: 'graphnim:fit' }, asked.get(frame).origin);
    widthWatch?.observe(frame);
  }

  /** The frames asked to fit: the window and origin to ask again, and the width they had. */
  const asked = new Map();

  /**
   * A frame whose width changed (the window narrowed, the phone rotated) is asked again, from
   * here: the frame's own ResizeObserver runs only when the frame is drawn, and Chromium draws
   * no cross-origin frame that is off screen, so a frame below the fold kept its old height
   * (579 px for content 720 px tall) until it was scrolled to, then jumped. This page is on
   * screen; the frame answers a message whether drawn or not (embed-messages.js measures its
   * content then). Only the width: the height is what this script sets.
   */
  const widthWatch =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => {
          for (const { target: frame } of entries) {
            const known = asked.get(frame);
            if (!known || !frame.isConnected || frame.clientWidth === known.width) continue;
            known.width = frame.clientWidth;
            known.source.postMessage({ type: 'graphnim:fit' }, known.origin);
          }
        })
      : null;

  /** The margin kept between a part shown (graphnim:show) and the screen's edge. */
  const SHOW_MARGIN = 8;

  /**
   * Scrolls this page just enough that rows `top`..`bottom` of `frame`'s content (CSS pixels from
   * its top) are on screen: down until the bottom is, never so far that the top leaves the
   * screen; up when the top is above it. Numbers that cannot be rows of a frame are ignored.
   */
  function showPart(frame, { top, bottom }) {
    if (!Number.isFinite(top) || !Number.isFinite(bottom)) return;
    if (top < 0 || bottom < top || bottom > MAX_HEIGHT) return;
    // Never past the frame's foot: what is not in the frame cannot be shown by scrolling to it.
    bottom = Math.min(bottom, frame.clientHeight);
    const style = getComputedStyle(frame);
    const contentTop = frame.getBoundingClientRect().top + frame.clientTop + parseFloat(style.paddingTop);
    // What the reader sees: the visual viewport. A phone shows a page wider than its screen
    // (a wide table, a long line of code) zoomed out, its layout taller than the screen
    // (innerHeight 955 on an 844 px phone): measured by innerHeight, the move box's Confirm,
    // below the screen, counted as shown, and the page did not scroll.
    const seen = window.visualViewport;
    const seenTop = seen ? seen.offsetTop : 0;
    const seenBottom = seen ? seen.offsetTop + seen.height : window.innerHeight;
    const above = contentTop + top - SHOW_MARGIN - seenTop;
    const below = contentTop + bottom + SHOW_MARGIN - seenBottom;
    const by = below > 0 ? Math.min(below, Math.max(0, above)) : Math.min(0, above);
    if (Math.abs(by) < 1) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollBy({ top: by, behavior: still ? 'auto' : 'smooth' });
  }

  const HEARD = new Set(['graphnim:ready', 'graphnim:resize', 'graphnim:show']);

  function onMessage(event) {
    const data = event.data;
    if (!data || typeof data !== 'object' || typeof data.type !== 'string') return;
    if (!HEARD.has(data.type)) return;
    const frame = frameOf(event.source);
    if (!frame) return;
    // Only a frame this script sized (told graphnim:fit) has nothing to scroll itself.
    if (data.type === 'graphnim:show') return told.has(frame) && showPart(frame, data);
    // The frame's own origin, as it wrote the message (an embed with origin= hears only this page).
    if (data.type === 'graphnim:ready') return tellFit(frame, event.source, event.origin);
    // A frame whose ready came before this script ran (its tag below the frame, a slow course
    // page): told now, and sized by the height it reports once it lays out by its content.
    if (!told.has(frame)) return tellFit(frame, event.source, event.origin);
    const height = data.height;
    if (!Number.isFinite(height) || height < MIN_HEIGHT || height > MAX_HEIGHT) return;
    // The frame's border is outside its content: box-sizing decides whether it counts.
    const style = getComputedStyle(frame);
    const border =
      style.boxSizing === 'border-box'
        ? parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth)
        : 0;
    frame.style.height = `${Math.ceil(height + border)}px`;
    frame.dataset.graphnimFitted = '';
  }

  if (!window.graphNimResizer) {
    // Loaded twice (two notes on one page each with the tag): one listener is enough.
    window.graphNimResizer = true;
    window.addEventListener('message', onMessage);
    // Frames that said ready before this script ran (its tag below them) are asked now; the
    // message carries nothing, and a frame not yet loaded says ready later and is answered then.
    for (const frame of document.querySelectorAll('iframe'))
      frame.contentWindow?.postMessage({ type: 'graphnim:fit' }, '*');
  }
})();
