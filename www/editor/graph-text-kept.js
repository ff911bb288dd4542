// The graph text the person typed, kept in this tab across a reload (the link holds only the
// board, not the text's comments or layout): a text in error as typed, with its error lines,
// and a valid one as typed while it describes the board. Also what a game started on the board
// of a text in error says. Edit's "Graph as text" card keeps and reads the text
// (graph-text-card.js); after a reload in Play the page says the notice before that card is
// loaded (page/load.js fetches this small module only when a text is kept), so the words
// come from the error lines kept with the text, never from the crate.

import { readStoredObject, writeStored, graphTextKey } from '../common/stored.js';

/** A text longer than this many characters is not kept. */
const KEPT_CHARS = 200_000;
/** What such a text takes in storage at most, as JSON with its board's key: every character
 *  escaped (\u0000, 6 characters) and a large board's key. A longer stored value is not read. */
const KEPT_STORED_CHARS = 6 * KEPT_CHARS + 100_000;
/** The crate names at most 20 errors of a text (export/text.rs); more lines are not read. */
const KEPT_LINES = 20;

/** Keeps `text` (typed over `board`, a positionKey; `errors` the crate's, each {line,
 *  message}, none for a text that reads as that very board) for a reload; a null text
 *  forgets it. */
export function keepText(board, text, errors = []) {
  // No storage (private mode, an embed's sandbox): the text lasts as long as the page.
  const kept =
    text === null || text.length > KEPT_CHARS
      ? null
      : JSON.stringify({ board, text, lines: errorLines(errors), valid: !errors.length });
  writeStored('sessionStorage', graphTextKey(), kept);
}

/** The record kept for `board` ({text, lines, valid}), or null. It is untrusted (anything in this
 *  tab's storage could have written it): only a string of bounded length and a few positive
 *  whole line numbers are taken; the text goes into the box as text, read by the crate like
 *  anything typed. */
export function keptText(board) {
  const kept = readStoredObject('sessionStorage', graphTextKey(), KEPT_STORED_CHARS);
  if (kept?.board !== board || typeof kept.text !== 'string' || kept.text.length > KEPT_CHARS) return null;
  const lines = Array.isArray(kept.lines) ? kept.lines.slice(0, KEPT_LINES) : [];
  return {
    text: kept.text,
    lines: lines.filter((line) => Number.isSafeInteger(line) && line > 0),
    valid: kept.valid === true,
  };
}

/** What a game started on `board` says when a text in error was kept for it, or null. */
export function keptNotice(board) {
  const kept = keptText(board);
  return kept && !kept.valid ? noticeFor(kept.lines) : null;
}

/** The lines at fault, once each, in the crate's order (an error of the whole text has line 0). */
export function errorLines(errors) {
  return [...new Set(errors.filter((e) => e.line > 0).map((e) => e.line))];
}

/** What a game started while the text is in error says (play/game.js shows it): `lines` are
 *  the lines at fault (none: the error is the whole text's). */
export function noticeFor(lines) {
  const where = !lines.length
    ? 'an error'
    : lines.length === 1
      ? `an error on line ${lines[0]}`
      : `errors on lines ${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}`;
  return `The graph text has ${where}, so the board still shows the last graph that was valid: fix it in Edit, or play this board.`;
}
