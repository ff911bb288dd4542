// Plain-text helpers shared by the panels and the analysis list: numbers, counts, moves in
// words, and the verb for the pointer people use ("tap" on a touch screen, else "click").

/** A sentence starts with a capital letter, whatever the text it was built from. */
export function sentence(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 edge", "2 edges": a count with its noun in the right number. */
export function count(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

// One formatter for the page: toLocaleString builds a new one on every call, which the
// hint profile showed costing about 2 ms per redraw.
const NUMBER_FORMAT = new Intl.NumberFormat('en');

export function formatNumber(n) {
  return typeof n === 'number' ? NUMBER_FORMAT.format(n) : String(n);
}

/** "tap" when the main pointer is a finger (state.touch), else "click". */
export function pointerVerb(state) {
  return state.touch ? 'tap' : 'click';
}

/** A move in words, e.g. "at vertex 2: take 3 from 1–2" (edge names from the graph). */
export function describeMove(move, position, edgeName) {
  if (!move) return '';
  if (move.set !== undefined) return describeSetMove(move);
  if (move.edge !== undefined) {
    const edge = position.edges[move.edge];
    if (!edge) return `edge ${move.edge}`;
    const [u, v, t] = edge;
    const to = u === v ? u : position.token === u ? v : u;
    return `move to ${to} along ${edgeName(move.edge)}, weight ${t} → ${t - move.take}`;
  }
  const parts = (move.take ?? []).map(([e, a]) => `${a} from ${edgeName(e)}`);
  return `at vertex ${move.vertex}: take ${parts.join(', ')}`;
}

/** A SetNim move in words: "take 1 from pile 2, 3 from pile 4" (the piles are what matters;
 *  the set is the one the crate lists the move under). */
export function describeSetMove(move) {
  return `take ${(move.take ?? []).map(([p, a]) => `${a} from pile ${p}`).join(', ')}`;
}
