// Where a notice goes over the board, on a page of its own: never over a vertex, an edge's
// count or a badge. It is drawn over the foot of the board's frame (style.css; on a narrow
// screen, the window's foot), so the board stays still as it comes and goes; but a board
// drawn down to the frame's foot (a puzzle's triangle, opened with a game set aside) had its
// lowest vertices under it. The first place that hides none of them is taken: the foot, the
// top, the foot's left or right part, as wide as stays clear (narrower, the words wrapped,
// in a few lines), and last, beside the board, over the foot of the cards' column (a board
// that fills its frame).
// Nothing else moves (a board drawn smaller to make room would jump). Loaded after the first
// view (message.js).

/** What a notice must leave in sight: vertices (with their rings), counts, badges. */
const GUARDED = '.vertex-ring, .edge-label, .badge';
/** The notice's distance from the frame's edge (style.css), and from what it must not hide. */
const MARGIN = 12;
const GAP = 6;
/** A side strip narrower than this would make the notice a column of single words. */
const MIN_WIDTH = 180;
/** A notice at the foot's left or right is tried at widths this much apart, widest first. */
const WIDTH_STEP = 20;
/** A notice taller than this many lines is hard to read: a wider place is preferred. */
const FEW_LINES = 4;

/** Whether `notice`'s words take at most FEW_LINES lines where it stands. */
function fewLines(notice) {
  const words = notice.querySelector('span');
  if (!words) return true;
  const style = getComputedStyle(words);
  const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.4;
  return words.getBoundingClientRect().height <= FEW_LINES * line + 1;
}

const meets = (a, b) =>
  a.left < b.right + GAP && b.left < a.right + GAP && a.top < b.bottom + GAP && b.top < a.bottom + GAP;
const within = (a, b) =>
  a.top >= b.top - 1 && a.bottom <= b.bottom + 1 && a.left >= b.left - 1 && a.right <= b.right + 1;

/** Each place as the notice's own style (over style.css's, which anchors it to the frame on
 *  a wide screen): `anchored` on a wide screen, `width` a side strip's. */
const PLACES = {
  top: (anchored) => ({
    top: anchored ? 'max(12px, calc(anchor(top) + 12px))' : 'calc(12px + env(safe-area-inset-top))',
    bottom: 'auto',
  }),
  left: (anchored, width) => ({ width: `${width}px` }),
  right: (anchored, width) => ({ width: `${width}px`, left: `calc(anchor(right) - ${MARGIN + width}px)` }),
  beside: () => ({ left: 'calc(anchor(right) + 24px)', right: '12px', bottom: '12px', width: 'auto' }),
};

function setPlace(notice, place, anchored, width) {
  for (const property of ['top', 'bottom', 'left', 'right', 'width']) notice.style.removeProperty(property);
  if (!place) return void notice.removeAttribute('data-place');
  notice.dataset.place = place;
  Object.assign(notice.style, PLACES[place](anchored, width));
}

/** Places `notice` (shown) clear of the board in `root`: after each drawing and scroll. */
export function placeNotice(notice, root) {
  const frame = root.querySelector('.board-frame');
  setPlace(notice, null);
  if (notice.hidden || !frame) return;
  const items = [...frame.querySelectorAll(GUARDED)]
    .map((item) => item.getBoundingClientRect())
    .filter((box) => box.width > 0);
  // Anchored to the frame (a wide screen, style.css), every place tried but the last stays
  // inside it: above it, the notice would hide the toolbar or a puzzle's task.
  const anchored = !!getComputedStyle(notice).positionAnchor?.startsWith('--');
  const clear = (inFrame) => {
    const box = notice.getBoundingClientRect();
    return (
      (!inFrame || within(box, frame.getBoundingClientRect())) && !items.some((item) => meets(box, item))
    );
  };
  if (clear(anchored)) return;
  // The widest a notice at the frame's foot, at its left or right, can be and stay clear (0
  // when none is).
  const footWidth = (place) => {
    const most = Math.floor(frame.getBoundingClientRect().width) - 2 * MARGIN - WIDTH_STEP;
    for (let width = most; width >= MIN_WIDTH; width -= WIDTH_STEP) {
      setPlace(notice, place, anchored, width);
      if (clear(true)) return width;
    }
    return 0;
  };
  // The side strips and the cards' column are a wide screen's. A strip whose words take more
  // than a few lines is taken only if nothing else is clear: one 180 px wide held a notice
  // in ten lines at a wide board's corner.
  let narrow = null;
  for (const place of anchored ? ['top', 'left', 'right', 'beside'] : ['top']) {
    if (place === 'left' || place === 'right') {
      const width = footWidth(place);
      if (!width) continue;
      setPlace(notice, place, anchored, width);
      if (fewLines(notice)) return;
      narrow ??= { place, width };
      continue;
    }
    setPlace(notice, place, anchored);
    if (clear(anchored && place !== 'beside')) return;
  }
  if (narrow) return void setPlace(notice, narrow.place, anchored, narrow.width);
  // Nowhere clear (a narrow screen's window foot and top both over the board): where it was.
  setPlace(notice, null);
}
