// A digit typed on Walking Nim's "new weight" buttons (composer.js): it goes to that weight's
// button, where Enter moves; one that is no weight there says which are (typed digits were
// ignored without a word). Loaded at the first digit, so the first view carries none of it.

let typed = '';
let typedAt = 0;

/** `event`: the keydown of a digit; `choices`: the weight buttons (text: the weight), or a box
 *  for a large weight (typed into, not here); `called`: the edge ("edge 0–1"), `weight`: its
 *  weight now; `say(text, kind)` says a weight that is not there. */
export function chooseWeight({ key, target, ctrlKey, altKey, metaKey }, { choices, called, weight, say }) {
  if (ctrlKey || altKey || metaKey || target.tagName === 'INPUT' || weight > 12) return;
  // Two digits typed together are one weight (10, 11); else the digit alone.
  const chipFor = (text) => choices.find((c) => c.textContent === String(Number(text)));
  const joined = performance.now() - typedAt < 1000 ? `${typed}${key}` : '';
  typed = joined && chipFor(joined) ? joined : key;
  typedAt = performance.now();
  const chip = chipFor(typed);
  if (chip) return chip.focus();
  const range = weight > 2 ? ` to ${weight - 1}` : weight === 2 ? ' or 1' : '';
  say(
    `${called[0].toUpperCase()}${called.slice(1)} can take the new weight 0${range}, not ${typed}: type one of those, or Tab to it, then press Enter.`,
    'info',
  );
}
