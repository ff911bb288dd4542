// Plain-text helpers shared by the panels and the analysis list: numbers, counts, moves in
// words, and the verb for the pointer people use ("tap" on a touch screen, else "click").

/** A sentence starts with a capital letter, whatever the text it was built from. */
export function sentence(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A text as a sentence ends: with its full stop (a reason from the crate has none). */
export function fullStop(text) {
  return !text || /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** "1 edge", "2 edges", "1,054 moves": a count, grouped as every number on the page, with
 *  its noun in the right number. */
export function count(n, one, many) {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/** What a move being composed takes from one edge or pile, said as it changes: "taking 2
 *  from 2–3." (`name`: "2–3", "pile 1"). From the keyboard (`tokens`: how many the edge or
 *  pile has) it adds what the keys do next: on the first token, that Enter takes one more and
 *  Ctrl+Enter confirms (an impatient second Enter took two); with every token chosen, that
 *  Enter confirms. */
export function takingWords(amount, name, tokens = null) {
  const keys =
    tokens === null
      ? ''
      : amount === tokens
        ? ' Enter again confirms the move.'
        : amount === 1
          ? ' Enter takes one more; Ctrl+Enter confirms the move.'
          : '';
  return `taking ${amount || 'none'} from ${name}.${keys}`;
}

// Whole numbers (the page's counts) get their thousands separators from a regular
// expression: Intl.NumberFormat cost about 20 ms to build (ICU's number data) on the first
// render or the first hint, and toLocaleString about 2 ms on every redraw. Anything else
// (never shown today) falls back to toLocaleString.
export function formatNumber(n) {
  if (typeof n !== 'number') return String(n);
  // Beyond 2^53 the engine's exact count arrives rounded (a JavaScript number): written with
  // every digit it would claim an exactness it no longer has.
  if (Number.isFinite(n) && Math.abs(n) > Number.MAX_SAFE_INTEGER) {
    const power = Math.floor(Math.log10(Math.abs(n)));
    return `about ${(n / 10 ** power).toFixed(1)}·10^${power}`;
  }
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en');
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** What the solver's letters P and N mean, in plain words: shown, visibly (a tooltip is
 *  out of reach on a touch screen), beside any text that uses them. */
export const OUTCOME_LETTERS =
  'P: the player to move loses with best play (the previous player wins). N: the player to move wins.';

/** Whether a text uses P or N as outcome letters ("so P:", "is N", "P-positions"), and so
 *  needs OUTCOME_LETTERS beside it; a P or N inside a name (CN(5, 2), Nim) does not count. */
export function usesOutcomeLetters(text) {
  return /(^|[\s("])[PN](?=$|[\s:;,.)"]|-position)/.test(String(text ?? ''));
}

/** `text` with OUTCOME_LETTERS after it when it uses the letters. */
export function withOutcomeLetters(text) {
  return usesOutcomeLetters(text) ? `${text} (${OUTCOME_LETTERS})` : text;
}

/** "tap" when the main pointer is a finger (state.touch), else "click". */
export function pointerVerb(state) {
  return state.touch ? 'tap' : 'click';
}

/** The keys of a move on the board, said by the move's instructions (play/composer.js) and
 *  by Enter on the board with nothing chosen (play/game.js): one text, so they agree. */
export const MOVE_KEYS = {
  walk: 'Tab to an edge next to the piece (or the vertex it leads to), Enter, then Enter on the new weight.',
  edge: 'Tab to a vertex, Enter, type the amounts, Enter; or Enter on an edge for one token more, Ctrl+Enter to confirm.',
};

/** " Keys: …": how to do from the keyboard what an instruction says to click, put after it
 *  (not on a touch screen, where the instruction says "tap"). Shown once the person has used
 *  the keyboard in the playground (style.css, .gnp--keys); until then it is there for screen
 *  readers only, so a mouse user's Play card stays short. A node for h(), or null. */
export function keysNote(state, how) {
  if (state.touch) return null;
  const note = document.createElement('span');
  note.className = 'keys-note';
  note.textContent = ` Keys: ${how}`;
  return note;
}

/** What a finished game offers next, in words ("Restart plays again; …"). The Game review card
 *  is not there when the teacher hid the hint or the analysis. */
export function afterTheGame(state) {
  const review = state.hide.hint || state.hide.analysis ? '' : '; Game review steps through this game';
  return `Restart plays again${review}.`;
}

/** An edge's name as the page writes it: "1–2", or "loop at vertex 3" (the board's name for
 *  it: the status line's "2–2" and the lists' "loop at 2" were heard as other items). */
export function edgeName(position, e) {
  if (position.piles) return `pile ${e}`; // SetNim: the board's edges are its piles
  const edge = position.edges[e];
  if (!edge) return `edge ${e}`;
  const [u, v] = edge;
  const ends = u === v ? `loop at vertex ${u}` : `${u}–${v}`;
  // Parallel edges (or loops at one vertex) share their ends: the edge number, which the
  // board shows beside each of them ("e0"), tells them apart ("0–1 (edge 0)", "0–1 (edge 1)").
  return hasTwin(position, e) ? `${ends} (edge ${e})` : ends;
}

/** Whether edge `e` shares its ends with another (parallel edges, loops at one vertex): it is
 *  named with its number, and the board shows that number beside it. */
export function hasTwin(position, e) {
  const edge = position.edges?.[e];
  return !!edge && position.edges.some((other, i) => i !== e && sameEnds(other, edge));
}

/** An edge named in a sentence: "edge 1–2", "the loop at vertex 3", "pile 2"; a parallel edge by its
 *  ends and number ("0–1 (edge 0)"), as edgeName names it. */
export function edgeCalled(position, e) {
  const name = edgeName(position, e);
  if (position.piles || name.includes('(edge ')) return name;
  return name.startsWith('loop') ? `the ${name}` : `edge ${name}`;
}

function sameEnds([a, b], [u, v]) {
  return (a === u && b === v) || (a === v && b === u);
}

/**
 * A move in words — the one wording of moves on the page. Hints and analysis say what to do
 * ("at vertex 2: take 3 from 1–2"); the move list says what was done (`past`: "at vertex 2:
 * took 3 from 1–2"). `after`, the position the move leads to (from the engine), names the
 * vertex Walking Nim's piece reaches; without it the destination is left out.
 */
export function describeMove(move, position, { after = null, past = false } = {}) {
  if (!move) return '';
  if (move.set !== undefined) return describeSetMove(move, { past });
  if (move.edge !== undefined) {
    const edge = position.edges[move.edge];
    if (!edge) return `edge ${move.edge}`;
    const t = edge[2];
    // Named as the position lists it, as the board and Why? name it; "move to 2" says the way.
    const name = edgeName(position, move.edge);
    const to = after?.token;
    const weights = `${formatNumber(t)} → ${formatNumber(t - move.take)}`;
    if (past) return `${position.token} → ${to ?? '?'} along ${name} (${weights})`;
    return `${to === undefined ? 'move' : `move to ${to}`} along ${name}, weight ${weights}`;
  }
  // Grouped as every count on the page is ("1,000,000,000", beside a Grundy value of that size).
  const parts = (move.take ?? []).map(([e, a]) => `${formatNumber(a)} from ${edgeName(position, e)}`);
  return `at vertex ${move.vertex}: ${past ? 'took' : 'take'} ${parts.join(', ')}`;
}

/** A position's counts in words, e.g. "0–1: 3, 1–2: 4" (and ", piece on 2" for Walking Nim). */
export function describeCounts(tokens, edgeName, piece) {
  const counts = tokens.map((t, e) => `${edgeName(e)}: ${formatNumber(t)}`).join(', ');
  return piece === undefined || piece === null ? counts : `${counts}, piece on ${piece}`;
}

/** A SetNim move in words: "take 1 from pile 2, 3 from pile 4" (the piles are what matters;
 *  the set is the one the crate lists the move under). */
export function describeSetMove(move, { past = false } = {}) {
  return `${past ? 'took' : 'take'} ${(move.take ?? []).map(([p, a]) => `${formatNumber(a)} from pile ${p}`).join(', ')}`;
}

/** A puzzle's goal as the student reads it above the task (as the crate's Goal::task); the
 *  author picks goals by GOAL_WORDS (puzzle/maker-card.js). */
export const GOAL_TASKS = {
  find: 'Find a winning move.',
  unique: 'Find the only winning move.',
  win: 'Win the game against the computer (it defends as long as it can).',
  outcome: 'Does the player to move win or lose with perfect play?',
  grundy: 'What is the Grundy value of this position?',
};

/** "Wrong tries: 2" and friends for the puzzle card. */
export function triesText(wrong, solved, revealed = false) {
  // A solve after the solution was shown is named as the result messages and the card's own
  // words name it, never a plain "Solved".
  if (solved && revealed)
    return `Solved after the solution was shown${wrong ? ` · Wrong tries: ${wrong}` : ''}`;
  const shown = revealed ? ' · solution shown' : '';
  if (wrong) return `${solved ? 'Solved · ' : ''}Wrong tries: ${wrong}${shown}`;
  if (revealed) return 'Solution shown';
  return solved ? 'Solved at the first try' : 'No wrong tries yet';
}
