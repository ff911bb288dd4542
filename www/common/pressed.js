// Toggle buttons show their state to the eye (class "on") and to screen readers (aria-pressed).

export function setPressed(button, on) {
  button.setAttribute('aria-pressed', on ? 'true' : 'false');
  button.classList.toggle('on', on);
}
