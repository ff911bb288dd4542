// What a SetNim board shows beyond its piles (issue 10): which game it is and what a move
// may do, as a caption, and the set of the move being composed, as a band under its piles
// (for Circular and Path Nim a window of k consecutive edges). Called by render.js after the
// edges are drawn; reads the state, never changes it.

import { gameTitle, isMisere, moveRule } from './games.js';

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
  if (state.mode === 'play' && pending?.piles) {
    const band = svg('g', { class: 'set-window', 'data-set': pending.set }, svgRoot, under);
    for (const pile of pending.piles) {
      const g = geometry[pile];
      if (g) svg('path', { d: g.d }, band);
    }
  }
  const caption = svg(
    'text',
    {
      class: 'set-caption',
      x: box[0] + box[2] / 2,
      y: box[1] + 26 * scale,
      'text-anchor': 'middle',
      'aria-hidden': 'true',
    },
    svgRoot,
  );
  const title = svg('tspan', { class: 'set-caption-title' }, caption);
  title.textContent = gameTitle(state.position);
  const rule = svg('tspan', {}, caption);
  rule.textContent = `: ${moveRule(state.position)}${isMisere(state.position) ? ' · misère' : ''}`;
}
