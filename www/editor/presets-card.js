// The Presets card: the papers' graph families with their sizes and token counts
// (all equal, or random in a range), and the pile games (Circular, Path and Moore's Nim)
// with their piles and k; Build and (in the editor) Clear board. Shown in play too, where
// Build starts a new game on the preset: the one place a player picks what to play.

import { h, setText, showBoardOf } from '../common/dom.js';
import { formatNumber } from '../common/words.js';
import { DEFAULT_TOKENS, PILE_PRESETS, PRESETS, buildPileGame } from './presets.js';

/** The select's values: "cycle" for a graph, "piles:circular" for a pile game. */
const PILE_PREFIX = 'piles:';
const presetOf = (value) =>
  value.startsWith(PILE_PREFIX) ? PILE_PRESETS[value.slice(PILE_PREFIX.length)] : PRESETS[value];

const MAX_TOKENS = 1_000_000_000;

export function createPresetsCard({ state, actions }) {
  const select = h(
    'select',
    { 'aria-label': 'Preset graph or pile game', onchange: () => showParams() },
    h(
      'optgroup',
      { label: 'Graphs' },
      ...Object.entries(PRESETS).map(([value, p]) => h('option', { value, text: p.label })),
    ),
    h(
      'optgroup',
      { label: 'Pile games' },
      ...Object.entries(PILE_PRESETS).map(([rules, p]) =>
        h('option', { value: PILE_PREFIX + rules, text: p.label }),
      ),
    ),
  );
  // Named by their visible labels ("heaps", "dimension", "m" and "n"), as a screen reader and
  // voice control should name them.
  const n = h('input', { type: 'number', class: 'preset-size', min: 1, max: 16 });
  const n2 = h('input', { type: 'number', class: 'preset-size2', min: 1, max: 6 });
  const perName = h('span');
  const tokensName = h('span', { class: 'muted' });
  const nName = h('span');
  const n2Name = h('span');
  const nLabel = h('label', { class: 'field' }, nName, n);
  const n2Label = h('label', { class: 'field' }, n2Name, n2);
  const tokensKind = h(
    'select',
    { onchange: () => showParams() },
    h('option', { value: 'equal', text: 'all equal' }),
    h('option', { value: 'random', text: 'random' }),
  );
  const tokensK = h('input', { type: 'number', min: 0, value: DEFAULT_TOKENS });
  const tokensLo = h('input', { type: 'number', min: 0, value: 1, 'aria-label': 'Lowest random count' });
  const tokensHi = h('input', { type: 'number', min: 0, value: 5, 'aria-label': 'Highest random count' });
  const tokensEqual = h('label', { class: 'field' }, perName, tokensK);
  const tokensRandom = h(
    'span',
    { class: 'row' },
    h('label', { class: 'field' }, h('span', { text: 'from' }), tokensLo),
    h('label', { class: 'field' }, h('span', { text: 'to' }), tokensHi),
  );

  /** Reads the boxes and builds the preset. A number out of its range, not whole, or missing
   *  is built with the nearest one allowed, shown in its box and said (it was changed without
   *  a word, and the box kept the number typed beside a board that did not have it). */
  function build(fromKeys = false) {
    const preset = presetOf(select.value);
    const changes = [];
    const read = (input, name, min, max, fallback) => {
      const typed = Number(input.value);
      const x = input.value.trim() === '' || !Number.isFinite(typed) ? fallback : Math.floor(typed);
      const value = Math.max(min, Math.min(max, x));
      if (String(value) !== input.value.trim()) {
        const why = value === max && x > max ? ' (the most)' : value === min && x < min ? ' (the least)' : '';
        changes.push(`${name} ${formatNumber(value)}${why}`);
        input.value = String(value);
      }
      return value;
    };
    const param = (input, p) => (p ? read(input, p.name, p.min, p.max, p.default) : 0);
    const params = { n: param(n, preset.param), n2: param(n2, preset.param2) };
    const kind = tokensKind.value;
    const tokens =
      kind === 'random'
        ? {
            kind,
            lo: read(tokensLo, `${tokensName.textContent.toLowerCase()} from`, 0, MAX_TOKENS, 1),
            hi: read(tokensHi, `${tokensName.textContent.toLowerCase()} to`, 0, MAX_TOKENS, 5),
          }
        : {
            kind,
            k: read(
              tokensK,
              tokensK.getAttribute('aria-label').toLowerCase(),
              0,
              MAX_TOKENS,
              preset.tokens ?? DEFAULT_TOKENS,
            ),
          };
    // The undo step's name, said by Undo and Redo: the family as the list names it.
    const step = `Build of ${preset.label}`;
    const built = select.value.startsWith(PILE_PREFIX)
      ? actions.loadSetGame(buildPileGame(select.value.slice(PILE_PREFIX.length), params, tokens), step)
      : actions.loadPreset(select.value, params, tokens, step);
    const said = () => changes.length && actions.say(`Built with ${changes.join(', ')}.`, 'info');
    // A graph is built by editing's code, which may still be on its way: then a promise.
    const shown = () => {
      showBoardOf(element);
      said();
      // From the keys, the control pressed (Build, or the field Enter was pressed in) comes
      // back to the window's edge once the board is shown: it was left below it, out of sight.
      const focused = element.contains(document.activeElement) ? document.activeElement : null;
      if (fromKeys && focused)
        requestAnimationFrame(() =>
          requestAnimationFrame(() => focused.scrollIntoView({ block: 'nearest' })),
        );
    };
    if (built instanceof Promise) built.then((done) => done && shown());
    else if (built) shown();
  }

  /** Shows the size boxes the chosen family has; a new family starts from its default sizes
   *  and count (the Petersen graph's 1 per edge: at 3 the solver could not answer it). */
  function showParams() {
    const preset = presetOf(select.value);
    const changed = n.dataset.preset !== select.value;
    if (changed) tokensK.value = String(preset.tokens ?? DEFAULT_TOKENS);
    nameCounts();
    nLabel.hidden = !preset.param;
    n2Label.hidden = !preset.param2;
    if (preset.param) {
      nName.textContent = preset.param.name;
      n.min = preset.param.min;
      n.max = preset.param.max;
      if (changed) n.value = preset.param.default;
    }
    if (preset.param2) {
      n2Name.textContent = preset.param2.name;
      n2.min = preset.param2.min;
      n2.max = preset.param2.max;
      if (changed) n2.value = preset.param2.default;
    }
    n.dataset.preset = select.value;
    const random = tokensKind.value === 'random';
    tokensEqual.hidden = random;
    tokensRandom.hidden = !random;
  }
  /**
   * The counts in the words of the board Build makes: Walking Nim's edges have weights (the
   * card said "Tokens … per edge" where the rest of the page said weight), and Nim heaps are
   * heaps, pile games piles ("per edge" was said of heaps).
   */
  function nameCounts() {
    const piles = select.value.startsWith(PILE_PREFIX);
    const what = !piles && state.position.rules === 'walk' ? 'Weight' : 'Tokens';
    const per = `per ${piles ? 'pile' : select.value === 'nim' ? 'heap' : 'edge'}`;
    setText(tokensName, what === 'Weight' ? 'Weights' : 'Tokens');
    setText(perName, per);
    tokensKind.setAttribute('aria-label', tokensName.textContent);
    tokensK.setAttribute('aria-label', `${what} per ${per.slice(4)}`);
  }
  showParams();

  // Clearing is editing: in a game, Build starts a new one instead.
  const clear = h('button', {
    type: 'button',
    class: 'btn danger-ghost',
    text: 'Clear board',
    onclick: () => actions.clearBoard(),
  });
  const element = h(
    'section',
    { class: 'card', 'aria-label': 'Presets' },
    // The fields describe the board Build makes, not the one shown (they keep their own values).
    h('h2', { text: 'Presets: build a new board' }),
    h('div', { class: 'row wrap' }, select, nLabel, n2Label),
    h('div', { class: 'row wrap' }, tokensName, tokensKind, tokensEqual, tokensRandom),
    h(
      'div',
      { class: 'row' },
      h('button', {
        type: 'button',
        class: 'btn primary',
        text: 'Build',
        // (A click from Enter or Space has no pointer's count.)
        onclick: (event) => build(event.detail === 0),
      }),
      clear,
    ),
  );

  // Enter in a number field builds, as it submits a form's row (a keyboard user typed a size,
  // pressed Enter, and nothing happened).
  element.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.target.tagName !== 'INPUT') return;
    event.preventDefault();
    build(true);
  });

  function update() {
    // In play too (Build starts a new game on the preset), so a newcomer finds other boards
    // beside the game the page opens on; never in a locked embed or a puzzle.
    element.hidden = state.lock || (state.mode === 'play' && (!!state.puzzle || state.hide.edit));
    clear.hidden = state.mode !== 'edit';
    // The rules' switch changes the words without a change of preset.
    nameCounts();
  }
  return { element, update };
}
