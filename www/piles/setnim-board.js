// What a SetNim board shows beyond its piles: which game it is and what a move may do
// (while one is composed: the set it may take from), as a caption, and the set of the move
// being composed, as a band under its piles (for Circular and Path Nim a window of k
// consecutive edges). Called by render.js after the edges are drawn; reads the state, never
// changes it.

import { gameTitle, isMisere, moveRule, setChoiceWords } from '../common/games.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

function svg(tag, attrs, parent, before = null) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  parent.insertBefore(el, before);
  return el;
}

/**
 * `geometry`: render.js's edge geometry (pile i is edge i); `box`: the view box; `scale`: the
 * label scale; `under`: the edges layer, which the set's band is drawn beneath.
 */
export function drawSetDecor(svgRoot, state, { geometry, box, scale, under }) {
  const pending = state.pending;
  // While a move is composed, the caption's second line says the set it is in, in the move
  // box's words (the band alone did not say what a window is).
  const composing = state.mode === 'play' && !!pending?.piles;
  if (composing) {
    const band = svg('g', { class: 'set-window', 'data-set': pending.set }, svgRoot, under);
    for (const pile of pending.piles) {
      const g = geometry[pile];
      if (g) svg('path', { d: g.d }, band);
    }
  }
  // Two lines, sized to the view: in play the board is zoomed to the piles and a caption in
  // the page's type size would run off both sides.
  const size = Math.min(15 * scale, box[2] / 52);
  const x = box[0] + box[2] / 2;
  const caption = svg(
    'text',
    { class: 'set-caption', x, y: box[1] + 1.6 * size, 'text-anchor': 'middle', 'aria-hidden': 'true' },
    svgRoot,
  );
  caption.style.fontSize = `${size.toFixed(2)}px`;
  const title = svg('tspan', { class: 'set-caption-title', x }, caption);
  title.textContent = `${gameTitle(state.position)}${isMisere(state.position) ? ' · misère' : ''}`;
  const rule = svg('tspan', { x, dy: '1.3em' }, caption);
  rule.textContent = composing ? setChoiceWords(state.position, pending) : moveRule(state.position);
}
