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

/** A puzzle's goal in plain words, shown with the task (as the crate's Goal::task). */
export const PUZZLE_GOAL_WORDS = {
  find: 'Find a winning move.',
  unique: 'Find the only winning move.',
  win: 'Win the game against the computer (it defends as long as it can).',
  outcome: 'Does the player to move win or lose with perfect play?',
  grundy: 'What is the Grundy value of this position?',
};

/** "Wrong tries: 2" and friends for the puzzle card. */
export function triesText(wrong, solved) {
  if (wrong) return `${solved ? 'Solved · ' : ''}Wrong tries: ${wrong}`;
  return solved ? 'Solved at the first try' : 'No wrong tries yet';
}
