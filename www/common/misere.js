// Misère play in the page (the header's toggle is page/misere-toggle.js): the sentences that say
// what misère changes: who wins at the end (why Grundy values are not used there is said under a
// hint's answer, hint/hint-answer.js, which alone shows it). The answers themselves (outcomes,
// winning moves, the computer's choices) are the crate's misère ones.

export const MISERE_RULE = 'Misère play: whoever takes the last token loses.';

/** Who loses in misère play, in words. In Walking Nim the game ends when the piece has no way
 *  out, often with tokens left elsewhere, so there it is the last move that loses. */
export function misereLoser(position) {
  return position?.rules === 'walk'
    ? 'whoever makes the last move loses'
    : 'whoever takes the last token loses';
}

/** The rule on the status line. */
export function misereRule(position) {
  return `Misère play: ${misereLoser(position)}.`;
}

/** The rules dialog's paragraph on misère play (Edge-Nim and the pile games). */
export const MISERE_RULES_TEXT =
  'Misère play (the “misère” switch, for every game here): the moves are the same, but whoever takes the last token loses — the player left without a move wins. Misère Nim follows Bouton’s own rule: the player to move loses exactly when some heap has 2 or more tokens and the xor of the heaps is 0, or every heap has at most 1 token and the xor is 1.';

/** Walking Nim's: the game ends when the piece is stranded, often with tokens left, and
 *  Bouton's rule for misère Nim heaps says nothing about it. */
const MISERE_WALK_RULES_TEXT =
  'Misère play (the “misère” switch): the moves are the same, but whoever makes the last move loses — the player whose piece cannot move wins. In Walking Nim the game can end with tokens left on edges the piece cannot reach; the solver finds who wins position by position.';

/** The rules dialog's paragraph on misère play for the rule set on the board. */
export function misereRulesText(position) {
  return position?.rules === 'walk' ? MISERE_WALK_RULES_TEXT : MISERE_RULES_TEXT;
}

/** The end of a game, in words: {headline, why}. `winner`/`loser` are player names. */
export function misereEnding(state, winnerName, loserName) {
  const headline = state.game.opened
    ? `${winnerName} won.`
    : winnerName === 'You'
      ? 'You win!'
      : winnerName === 'Computer'
        ? 'The computer wins.'
        : `${winnerName} wins!`;
  if (!state.game.moves.length)
    return `${headline} No move is left, and in misère play the player who cannot move wins.`;
  const subject = loserName === 'You' ? 'You' : loserName;
  // Walking Nim ends when the piece is stranded, not necessarily on the last token.
  const last = state.position.rules === 'walk' ? 'made the last move' : 'took the last token';
  return `${headline} ${subject} ${last}, and in misère play that loses.`;
}
