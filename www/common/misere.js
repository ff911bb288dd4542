// Misère play in the page (the header's toggle is page/misere-toggle.js): the sentences that say
// what misère changes: who wins at the end. A sentence that only one part shows lives in that
// part, out of the first view: why Grundy values are not used there (under a hint's answer,
// hint/hint-answer.js), the Rules dialog's paragraph (page/dialog-texts.js) and the header
// switch's tooltip (page/misere-toggle.js). The answers themselves (outcomes, winning moves,
// the computer's choices) are the crate's misère ones.

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

/** The play rule Undo or Redo switched back, as a clause: "normal play again (Misère off):
 *  whoever makes the last move wins", "misère play again (Misère on)" (the status line says
 *  misère's rule on every turn); '' when `before` and `after` are played under the same rule. */
export function playRuleAgain(before, after) {
  const misere = after?.play === 'misere';
  if ((before?.play === 'misere') === misere) return '';
  return misere
    ? 'misère play again (Misère on)'
    : 'normal play again (Misère off): whoever makes the last move wins';
}
