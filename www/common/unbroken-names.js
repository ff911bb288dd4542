// Edge names kept on one line: in a phone's narrow column "0–1" broke after its dash ("0–" at
// the end of one line, "1" at the start of the next). The text stays text: it is split into
// text nodes and spans that do not wrap, never parsed as HTML, and reads (textContent) as
// before. Imported by the parts loaded when first used (Why?, the analysis list, Graph as
// text's note on the board beside its errors, and the
// hint's words, common/terms.js, which the hint's answer is drawn with), so the first view
// carries none of it.

/** An edge named by its ends, "0–1" (a loop is "loop at vertex 3", which may wrap). */
const EDGE_NAME = /\d+–\d+/g;

/** Rewrites the text of `el` (an element holding text only) with each edge name on one line;
 *  returns `el`. */
export function keepEdgeNamesWhole(el) {
  const text = el.textContent;
  const parts = [];
  let at = 0;
  for (const match of text.matchAll(EDGE_NAME)) {
    parts.push(text.slice(at, match.index));
    const name = document.createElement('span');
    name.style.whiteSpace = 'nowrap';
    name.textContent = match[0];
    parts.push(name);
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  el.replaceChildren(...parts.filter((part) => part !== ''));
  return el;
}
