// The parts of the playground only a page of its own shows: the header (Puzzles, Rules,
// Help, Explore, the misère switch), the Presets card, the Share card and the note of an
// unfinished puzzle draft. An embed and a <graph-nim> element hide them (style.css,
// .gnp--embed), so their code is not in the code
// those share with the page: index.html's entry (page-entry.js) fetches it before it builds a
// page's playground (not an embed's), and a page that builds a playground of its own through
// the API gets it on demand (full-page-parts.js), in place once it has come.

import { h } from '../common/dom.js';

let registered = null;

/** parts: {createHeader, createPresetsCard, createShareCard, createDraftNote} (full-page-parts.js). */
export function registerPageParts(parts) {
  registered = parts;
}

/**
 * The part `make(parts)` builds ({element, update, …}): at once when the parts are registered;
 * else, in a page of its own, once their code has come (an empty placeholder until then,
 * replaced in place, then `redraw()`); in an embed never (it would not be shown).
 */
export function pagePart(state, redraw, make) {
  if (registered) return make(registered);
  const placeholder = h('div', { class: 'lazy-part', hidden: true });
  let part = null;
  if (!state.embed)
    import('./full-page-parts.js').then(
      () => {
        part = make(registered);
        placeholder.replaceWith(part.element);
        redraw();
      },
      (err) => console.error(err),
    );
  return {
    get element() {
      return part ? part.element : placeholder;
    },
    get linkField() {
      return part?.linkField ?? null;
    },
    update: () => part?.update(),
  };
}
