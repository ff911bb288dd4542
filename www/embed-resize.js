// Sizes every Graph Nim frame on a course page to its content, across origins, as the content
// changes (a verdict appears, a card opens, the phone rotates): one script tag on the course
// page, the habit of H5P's resizer.
//
//   <script type="module" src="https://example.org/graph-nim/www/embed-resize.js"></script>
//
// Each Graph Nim frame says graphnim:ready; this script answers graphnim:fit (the embed then
// lays itself out by its content) and sets the frame's height from each graphnim:resize
// {height} it sends. Only frames of this page are sized, by the window that sent the message;
// a height that is not a plausible number of pixels is ignored.

/** Heights outside this range (CSS pixels) are not a frame's content height. */
const MIN_HEIGHT = 80;
const MAX_HEIGHT = 20_000;

/** The iframe of this page whose window is `source`, or null. */
function frameOf(source) {
  for (const frame of document.querySelectorAll('iframe')) if (frame.contentWindow === source) return frame;
  return null;
}

function onMessage(event) {
  const data = event.data;
  if (!data || typeof data !== 'object' || typeof data.type !== 'string') return;
  if (data.type !== 'graphnim:ready' && data.type !== 'graphnim:resize') return;
  const frame = frameOf(event.source);
  if (!frame) return;
  if (data.type === 'graphnim:ready') {
    // The frame's own origin, as it wrote the message (an embed with origin= hears only this page).
    event.source.postMessage({ type: 'graphnim:fit' }, event.origin === 'null' ? '*' : event.origin);
    return;
  }
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
}
