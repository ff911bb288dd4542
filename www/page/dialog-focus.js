// Keeps the keyboard inside an open modal dialog (Rules, Help). Chromium lets Tab go on from
// a modal <dialog>'s last control to the page behind it, which the dialog makes inert, so
// focus fell on nothing and a keyboard user was left outside the dialog still open. Here Tab
// on the last control wraps to the first, and Shift+Tab on the first to the last. (Escape,
// and the focus going back to the button that opened the dialog, are the browser's own.)
// Loaded when a dialog first opens, with its texts.

const CONTROLS =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Makes Tab and Shift+Tab wrap around `dialog`'s controls. */
export function wrapTab(dialog) {
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const controls = [...dialog.querySelectorAll(CONTROLS)].filter((el) => el.checkVisibility());
    if (!controls.length) return;
    const at = controls.indexOf(dialog.getRootNode().activeElement);
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
