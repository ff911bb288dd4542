// The "Pile games" card: choose Circular Nim CN(n, k), Path Nim PN(n, k) or
// Moore's Nim_k, the number of piles n, k and the tokens on every pile, and build it; or
// one of the worked examples. The crate validates what is built (k from 1 to n, Moore's
// C(n, k) sets within the cap) and its error is shown as it says it; n and the tokens are
// checked here against the card's own limits, in the same words.

import { h, showBoardOf } from '../common/dom.js';
import { gameTitle, isSetGame } from '../common/games.js';
import { formatNumber } from '../common/words.js';

/** Most piles the card builds: as many as the board draws with every count and name apart
 *  (common/games.js setLayout). Links and the API take up to the crate's cap of 1024. */
const CARD_MAX_PILES = 64;
const LINK_MAX_PILES = 1024;
/** The crate's cap on a pile's tokens. */
const MAX_TOKENS = 1_000_000_000;

/** Worked examples: one of each family, with counts that make a game worth playing. */
export const SET_EXAMPLES = [
  { label: 'CN(5, 3)', position: { rules: 'circular', piles: [2, 3, 1, 4, 2], k: 3 } },
  { label: 'PN(6, 2)', position: { rules: 'path', piles: [1, 2, 3, 3, 2, 1], k: 2 } },
  { label: 'Moore’s Nim₂', position: { rules: 'moore', piles: [3, 5, 6, 2], k: 2 } },
];

const FAMILIES = [
  ['circular', 'Circular Nim CN(n, k)'],
  ['path', 'Path Nim PN(n, k)'],
  ['moore', 'Moore’s Nim (any k piles)'],
];

/** ctx: {actions}. Returns {element, update(state)}. */
export function createSetGameCard({ actions }) {
  const family = h(
    'select',
    { 'aria-label': 'Pile game' },
    ...FAMILIES.map(([value, text]) => h('option', { value, text })),
  );
  const number = (label, value, min, max) =>
    h('input', { type: 'number', min, max, value, 'aria-label': label, class: 'small-number' });
  const piles = number('Number of piles n', 5, 1, CARD_MAX_PILES);
  const k = number('k: piles one move may take from', 3, 1, CARD_MAX_PILES);
  const tokens = number('Tokens on every pile', 3, 0, MAX_TOKENS);
  const field = (name, input) => h('label', { class: 'field' }, h('span', { text: name }), input);

  /** A field's whole number from `min` to `max`, or null with the refusal said: a number out of
   *  range was built as the nearest one allowed without a word (10^12 tokens as 10^9, 500
   *  piles as 64) while the field kept what was typed. The field keeps it still, to correct. */
  const whole = (input, name, min, max, limit = `${formatNumber(min)} to ${formatNumber(max)}`) => {
    const typed = input.value.trim();
    const n = Number(typed);
    if (typed !== '' && Number.isInteger(n) && n >= min && n <= max) return n;
    const got = typed === '' ? 'nothing' : Number.isSafeInteger(n) ? formatNumber(n) : typed;
    actions.say(
      `That game cannot be built: "${name}" must be a whole number from ${limit}, got ${got}.`,
      'error',
    );
    return null;
  };

  function build() {
    const n = whole(
      piles,
      'n',
      1,
      CARD_MAX_PILES,
      `1 to ${CARD_MAX_PILES} here (a link takes up to ${formatNumber(LINK_MAX_PILES)} piles)`,
    );
    if (n === null) return;
    // k goes to the crate as typed, when whole: its message says which values are allowed.
    const moves = whole(k, 'k', -Infinity, Infinity, `1 to the number of piles (${n})`);
    if (moves === null) return;
    const each = whole(tokens, 'tokens each', 0, MAX_TOKENS);
    if (each === null) return;
    if (actions.loadSetGame({ rules: family.value, piles: new Array(n).fill(each), k: moves }))
      showBoardOf(element);
  }

  const current = h('p', { class: 'muted small' });
  const element = h(
    'section',
    { class: 'card', 'aria-label': 'Pile games' },
    h('h2', { text: 'Pile games' }),
    h('p', {
      class: 'muted small',
      text: 'Piles of tokens drawn as edges; a move takes from up to k piles — next to each other around a circle (Circular Nim) or along a row (Path Nim), or any k (Moore’s Nim).',
    }),
    h('div', { class: 'row wrap' }, field('Game', family)),
    h('div', { class: 'row wrap' }, field('n', piles), field('k', k), field('tokens each', tokens)),
    h(
      'div',
      { class: 'row' },
      h('button', { type: 'button', class: 'btn primary', text: 'Make game', onclick: build }),
    ),
    h(
      'div',
      { class: 'row wrap' },
      h('span', { class: 'muted', text: 'Examples' }),
      ...SET_EXAMPLES.map((example) =>
        h('button', {
          type: 'button',
          class: 'btn',
          text: example.label,
          'aria-label': `Example: ${example.label}`,
          onclick: () => actions.loadSetGame(structuredClone(example.position)) && showBoardOf(element),
        }),
      ),
    ),
    current,
  );

  // The fields follow the game on the board (a link, an example, undo), so Make game rebuilds it.
  let shown = null;
  function follow(position) {
    const key = JSON.stringify([position.rules, position.piles?.length, position.k]);
    if (key === shown) return;
    shown = key;
    if (!isSetGame(position) || position.rules === 'setnim') return;
    family.value = position.rules;
    piles.value = String(position.piles.length);
    k.value = String(position.k);
  }

  function update(state) {
    element.hidden = state.mode !== 'edit' || state.lock;
    follow(state.position);
    const text = isSetGame(state.position)
      ? `On the board: ${gameTitle(state.position)}. ${state.touch ? 'Tap' : 'Click'} a pile to set its count.`
      : '';
    if (current.textContent !== text) current.textContent = text;
    current.hidden = !text;
  }

  return { element, update };
}
