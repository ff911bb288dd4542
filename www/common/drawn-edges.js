// The solver's explanations (the crate's prose) name an edge by its ends in the order the
// theorem walks the graph: "2–0" for the edge the board, its labels and the move list call
// "0–2". Written here as the board writes it, so one edge has one name on the page. Its own
// module: only the hint and Why? show explanations, and both load when first used.

import { edgeName } from './words.js';

/** `text` with each edge named alone ("a–b", not a path "0–1–2") as edgeName names it on
 *  `position`'s board. Ends that are no edge of the board, or that parallel edges share (the
 *  crate names those by their class), are left as written. */
export function edgesAsDrawn(text, position) {
  if (!text || !position?.edges) return text;
  return text.replace(/(?<![\d–])(\d+)–(\d+)(?![\d–])/g, (written, a, b) => {
    const ends = [Number(a), Number(b)].sort((x, y) => x - y).join();
    const same = position.edges.flatMap(([u, v], e) =>
      u !== v && [u, v].sort((x, y) => x - y).join() === ends ? [e] : [],
    );
    return same.length === 1 ? edgeName(position, same[0]) : written;
  });
}
