// Keeps the keyboard inside an open modal dialog (Rules, Help). Chromium lets Tab go on from
// a modal <dialog>'s last control to the page behind it, which the dialog makes inert, so
// focus fell on nothing and a keyboard user was left outside the dialog still open. Here Tab
// on the last control wraps to the first, and Shift+Tab on the first to the last. (Escape,
// and the focus going back to the button that opened the dialog, are the browser's own.)
// Started by dialog-texts.js, which is loaded when a dialog first opens: one listener on the
// document serves every dialog of every playground on the page, in a <graph-nim> element's
// shadow root too (the key's first target is the control inside it).

const CONTROLS =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let started = false;

/** Makes Tab and Shift+Tab wrap around the controls of the open dialog they are pressed in. */
export function wrapTabInDialogs() {
  if (started) return;
  started = true;
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const focused = event.composedPath()[0];
    const dialog = focused?.closest?.('dialog[open]');
    if (!dialog) return;
    const controls = [...dialog.querySelectorAll(CONTROLS)].filter((el) => el.checkVisibility());
    const at = controls.indexOf(focused);
    const next = event.shiftKey
      ? at <= 0
        ? controls.at(-1)
        : null
      : at === controls.length - 1
        ? controls[0]
        : null;
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
}
