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
//
// Nor does it hide the control in use or the one it names: on a phone the window's foot is
// over the Play card, and "From the next game the computer moves first: press Restart to
// start it now", said as "computer moves first" was ticked there, lay over that box and over
// Restart, so the tap on Restart landed on the notice. So the control that has the focus
// (with its label), every button or link whose name the notice's words hold, and the move
// box while it is a sheet over the page are kept in sight too; on a narrow screen, where the
// foot and the top can both be taken, the notice goes to the lowest band of the window
// that hides none of them. A place that hides no control at all is taken first, where there
// is one: at the window's top, a notice said in the Play card hid the rules' switch.

/** What a notice must leave in sight: vertices (with their rings), counts, badges. */
const GUARDED = '.vertex-ring, .edge-label, .badge';
/** The controls a notice may name ("press Restart", "Undo brings it back"). */
const CONTROLS = 'button, a[href], [role="button"]';
/** Every control the person may press or type in (a box's label with it). */
const EVERY_CONTROL = `${CONTROLS}, input, select, textarea, summary, label`;
/** How far apart (px) the bands a narrow screen's notice may take are tried. */
const STEP = 4;
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
 *  a wide screen): `anchored` on a wide screen, `size` a side strip's width or a band's top. */
const PLACES = {
  top: (anchored) => ({
    top: anchored ? 'max(12px, calc(anchor(top) + 12px))' : 'calc(12px + env(safe-area-inset-top))',
    bottom: 'auto',
  }),
  left: (anchored, width) => ({ width: `${width}px` }),
  right: (anchored, width) => ({ width: `${width}px`, left: `calc(anchor(right) - ${MARGIN + width}px)` }),
  beside: () => ({ left: 'calc(anchor(right) + 24px)', right: '12px', bottom: '12px', width: 'auto' }),
  band: (anchored, top) => ({ top: `${top}px`, bottom: 'auto' }),
};

const visible = (box) => box.width > 0 && box.height > 0;

/** Whether `text` holds `name` as words of its own ("Restart" in "press Restart to …"). */
function names(text, name) {
  const at = text.indexOf(name);
  if (name.length < 2 || at < 0) return false;
  const letter = /[\p{L}\p{N}]/u;
  return !letter.test(text[at - 1] ?? '') && !letter.test(text[at + name.length] ?? '');
}

/** The boxes of what is in use besides the board: the focused control (with its label; not
 *  the board, whose items are guarded one by one), the controls the notice names, and the
 *  move box while it floats over the page (a phone's sheet). */
function inUse(notice, root) {
  const boxes = [];
  const focused = root.ownerDocument.activeElement;
  if (focused && focused !== root.ownerDocument.body && root.contains(focused) && !notice.contains(focused))
    if (!focused.closest('svg')) boxes.push((focused.closest('label') ?? focused).getBoundingClientRect());
  const words = notice.querySelector('span')?.textContent ?? '';
  for (const control of root.querySelectorAll(CONTROLS)) {
    if (notice.contains(control) || control.closest('svg')) continue;
    const name = (control.getAttribute('aria-label') ?? control.textContent).trim();
    if (names(words, name)) boxes.push(control.getBoundingClientRect());
  }
  const sheet = root.querySelector('.composer.composing');
  if (sheet && getComputedStyle(sheet).position === 'fixed') boxes.push(sheet.getBoundingClientRect());
  return boxes.filter(visible);
}

/** The boxes of every control on the screen outside the board and the notice. */
function controlsInView(notice, root) {
  return [...root.querySelectorAll(EVERY_CONTROL)]
    .filter((control) => !notice.contains(control) && !control.closest('svg'))
    .map((control) => control.getBoundingClientRect())
    .filter((box) => visible(box) && box.bottom > 0 && box.top < innerHeight);
}

/** The top of the lowest band of the window where a notice of `box`'s size and sides meets
 *  none of `items`, or null. */
function clearBand(box, items) {
  const height = box.bottom - box.top;
  for (let top = innerHeight - MARGIN - height; top >= MARGIN; top -= STEP) {
    const band = { left: box.left, right: box.right, top, bottom: top + height };
    if (!items.some((item) => meets(band, item))) return Math.floor(top);
  }
  return null;
}

function setPlace(notice, place, anchored, size) {
  for (const property of ['top', 'bottom', 'left', 'right', 'width']) notice.style.removeProperty(property);
  if (!place) return void notice.removeAttribute('data-place');
  notice.dataset.place = place;
  Object.assign(notice.style, PLACES[place](anchored, size));
}

/** Places `notice` (shown) clear of the board in `root`: after each drawing and scroll. */
export function placeNotice(notice, root) {
  const frame = root.querySelector('.board-frame');
  setPlace(notice, null);
  if (notice.hidden || !frame) return;
  const board = [...frame.querySelectorAll(GUARDED)]
    .map((item) => item.getBoundingClientRect())
    .filter(visible);
  // Anchored to the frame (a wide screen, style.css), every place tried but the last stays
  // inside it: above it, the notice would hide the toolbar or a puzzle's task.
  const anchored = !!getComputedStyle(notice).positionAnchor?.startsWith('--');
  // On a narrow screen the window's foot can be the status line's place, which says whose
  // turn it is after what the notice tells ("The game goes on under misère play…" lay over
  // "Your turn"): kept in sight as the board is. (A wide screen's notice stays in the frame.)
  const status = anchored ? null : root.querySelector('.gnp-status')?.getBoundingClientRect();
  const used = [...board, ...inUse(notice, root), ...(status && visible(status) ? [status] : [])];
  const frameBox = frame.getBoundingClientRect();
  // The widest a notice at the frame's foot, at its left or right, can be and stay clear (0
  // when none is).
  const footWidth = (place, clear) => {
    const most = Math.floor(frameBox.width) - 2 * MARGIN - WIDTH_STEP;
    for (let width = most; width >= MIN_WIDTH; width -= WIDTH_STEP) {
      setPlace(notice, place, anchored, width);
      if (clear(true)) return width;
    }
    return 0;
  };
  // A strip whose words take more than a few lines is taken only if nothing else is clear:
  // one 180 px wide held a notice in ten lines at a wide board's corner.
  let narrow = null;
  // First a place that hides no control at all (on a phone the top of the window was taken
  // for a notice said in the Play card, and hid the rules' switch the student tapped next),
  // then one that hides none in use or named.
  for (const items of [[...used, ...controlsInView(notice, root)], used]) {
    const clear = (inFrame) => {
      const box = notice.getBoundingClientRect();
      return (!inFrame || within(box, frameBox)) && !items.some((item) => meets(box, item));
    };
    setPlace(notice, null);
    if (clear(anchored)) return;
    // The side strips and the cards' column are a wide screen's.
    for (const place of anchored ? ['top', 'left', 'right', 'beside'] : ['top']) {
      if (place === 'left' || place === 'right') {
        const width = footWidth(place, clear);
        if (!width) continue;
        setPlace(notice, place, anchored, width);
        if (fewLines(notice)) return;
        narrow ??= { place, width };
        continue;
      }
      setPlace(notice, place, anchored);
      if (clear(anchored && place !== 'beside')) return;
    }
    // A narrow screen's foot and top both taken: the lowest band of the window that is clear.
    if (!anchored) {
      setPlace(notice, null);
      const top = clearBand(notice.getBoundingClientRect(), items);
      if (top !== null) return setPlace(notice, 'band', anchored, top);
    }
  }
  if (narrow) return void setPlace(notice, narrow.place, anchored, narrow.width);
  // Nowhere clear: where it was.
  setPlace(notice, null);
}
