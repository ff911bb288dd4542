// The hint's fixed texts: what its terms mean and how the solver found its answer, in plain
// words. Data only, shared by the hint card, Why? and the Rules dialog (page/dialog-texts.js).

import { formatNumber } from './words.js';

// The hint's answer is drawn once these words have come (hint/hint-card.js, after the first
// view): its explanation's edge names are kept whole with them, at no cost to the first view.
export { keepEdgeNamesWhole } from './unbroken-names.js';

/** The largest table of Grundy values Why? builds (research/research-actions.js): the hint's
 *  words below point to it when the hint's own table was smaller. */
export const WHY_GRUNDY_STATES = 4_000_000;

/**
 * Why an answer in normal play has no Grundy value, given the largest table of them the
 * solver was allowed for it (`budget`, engine/solving.js: 200,000 positions when a theorem
 * answered at once on the page's own engine, 5,000,000 in the worker): `short` for the hint's
 * fact, `long` for the analysis list's caption. A smaller budget than Why?'s is said with the
 * way to a larger table, so a Grundy value shown by Why? right below is not a contradiction
 * ("not computed" beside Why?'s "Grundy value 207" read as one).
 */
export function noGrundyWords(budget) {
  const only = 'so only who wins was worked out.';
  if (!budget)
    return {
      short: 'not computed (only who wins)',
      long: `this position is too large for a table of them within the budget, ${only}`,
    };
  const table = formatNumber(budget);
  const why = formatNumber(WHY_GRUNDY_STATES);
  if (budget < WHY_GRUNDY_STATES)
    return {
      short: `not worked out: the hint's table stops at ${table} positions; Why? tries one of up to ${why}`,
      long: `the list's table of them stops at ${table} positions, ${only} Why? tries a table of up to ${why}.`,
    };
  return {
    short: `not worked out: a table of them would be over the budget of ${table} positions (only who wins)`,
    long: `a table of them would be over the budget of ${table} positions, ${only}`,
  };
}

/** What the hint's numbers mean, in plain words: shown under the hint and in Rules. */
export const TERMS = [
  [
    'Grundy value',
    'A number that sums up the position: 0 means the player to move loses against perfect play, anything else means they can win. Positions on separate parts of the graph combine by the xor of their Grundy values, as in Nim.',
  ],
  [
    'Moves left',
    'How many more moves the game lasts when both play perfectly: the winner wins as fast as possible, the loser holds out as long as possible (also called remoteness).',
  ],
  [
    'Method',
    'How the answer was found: by a theorem (a proved rule for this shape of graph, instant at any size, whose condition is worked out on the counts), by an exact table of every position below this one, or by splitting the graph into independent parts whose Grundy values combine by xor. A theorem often says only who wins: the Grundy value shown beside it then comes from a table.',
  ],
];

// Walking Nim moves one piece, so a part of the graph the piece cannot reach never changes:
// positions do not combine by xor there, unlike Edge-Nim's parts (each one a game of its own).
const WALK_GRUNDY =
  'A number that sums up the position: 0 means the player to move loses against perfect play, anything else means they can win. In Walking Nim only the part of the graph the piece stands on counts: edges it can never reach play no part in the game.';

// Nor does the solver split a Walking Nim board into parts: a theorem or a table of the
// piece's part answers (solver/walk_solver.rs).
const WALK_METHOD =
  'How the answer was found: by a theorem (a proved rule for this shape of graph, instant at any size, whose condition is worked out on the weights), or by an exact table of every position below this one on the part of the graph the piece stands on. A theorem often says only who wins: the Grundy value shown beside it then comes from a table.';

/** TERMS in the words true of `rules` (the position's rules, e.g. 'edge' or 'walk'). */
export function termsFor(rules) {
  if (rules !== 'walk') return TERMS;
  const walk = { 'Grundy value': WALK_GRUNDY, Method: WALK_METHOD };
  return TERMS.map(([term, meaning]) => [term, walk[term] ?? meaning]);
}

/** How the solver found its answer, in plain words, from its `method` (a short name such as
 *  "theorem:c4", "table", "decomposition"; "theorem:c4+table" when the theorem said who wins
 *  and a table built beside it gave the Grundy value). */
export function methodWords(method) {
  const name = String(method ?? '');
  const table = 'an exact table of every position below this one';
  if (name.startsWith('theorem:') && name.endsWith('+table'))
    return `who wins: by a theorem (worked out below); the Grundy value: by ${table}`;
  if (name.startsWith('theorem:')) return 'by a theorem (worked out below)';
  if (name === 'table') return `by ${table}`;
  if (name === 'table:misere') return `by ${table}, of who wins in misère play`;
  if (name === 'decomposition')
    return 'by splitting the graph into independent parts, each solved on its own, their Grundy values combined by xor';
  if (name === 'terminal') return 'no move is left';
  return name;
}
