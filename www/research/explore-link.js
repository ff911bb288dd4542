// Explore in a link: with Explore open, the page's address and "Copy link" carry its axes,
// ranges, the map's piece and the conjecture, so a researcher can send a map or a verdict
// and a reload or Back opens Explore as it was. Loaded with Explore (explore.js): the first
// view knows only that a link asks for Explore (page/load.js, exploreAsked).
//
// Fields (after the board's; see share/link.js for the rest of the grammar):
//   explore=A,B            Explore open, with edges (or piles) A across and B up
//   upto=t0,t1,…           each edge's (or pile's) "up to", one per edge, as a token count is
//                          capped (a board's own counts are its default ranges; the crate
//                          refuses a box too large to solve, and Explore says so)
//   mappiece=V             Walking Nim: the vertex the map's piece stands on
//   formula=TEXT           "P exactly when", percent-encoded, at most MAX_FORMULA_LENGTH chars
//   where=TEXT             "Only where", the same
//
// The text is untrusted: every value is capped before it is split or decoded, and a field
// that is wrong is passed over with a notice naming it; the board and the rest of Explore
// still open. The formulas go only into the fields' values and to the crate, which parses them.

import { countsOf } from '../common/games.js';
import { LINK_LIMITS, preview } from '../share/link.js';
import { checkFormula, drawMap, MAX_FORMULA_LENGTH, setExploreOpen } from './research-actions.js';
import { formatNumber } from '../common/words.js';

/** The largest box (positions) a link's map or check is worked out at once when it opens:
 *  under a second or so in the worker. A larger one waits for Draw map or Check: a link
 *  must not start minutes of work its reader did not ask for. */
const AT_ONCE_STATES = 1_000_000;

/** The fields Explore adds to a link: none while it is closed, nor over a puzzle. */
export function exploreLinkParts({ explore, position, puzzle }) {
  if (!explore.open || puzzle || !explore.tops.length) return [];
  const parts = [`explore=${explore.axes.join(',')}`, `upto=${explore.tops.join(',')}`];
  if (position.rules === 'walk') parts.push(`mappiece=${explore.piece}`);
  if (explore.formula) parts.push(`formula=${encodeURIComponent(explore.formula)}`);
  if (explore.where) parts.push(`where=${encodeURIComponent(explore.where)}`);
  return parts;
}

/** A link's Explore fields read against `position` (the board the link opened):
 *  {axes, tops, piece, formula, where} (each undefined when absent or passed over, but formula
 *  and where '' when absent: a link leaves out an empty one) and the notices for the fields
 *  passed over. */
export function readExploreLink(fragment, position) {
  const fields = new Map();
  for (const part of fragment.replace(/^#/, '').split('&')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields.set(part.slice(0, eq), part.slice(eq + 1));
  }
  const n = countsOf(position).length;
  const settings = {};
  const notices = [];
  const what = position.piles ? 'piles' : 'edges';

  const axesText = fields.get('explore') ?? '';
  const axes = /^\d{1,4},\d{1,4}$/.test(axesText) ? axesText.split(',').map(Number) : null;
  if (axes && axes[0] !== axes[1] && axes.every((axis) => axis < n)) settings.axes = axes;
  else if (axesText && n >= 2)
    notices.push(
      `explore= must name two different ${what} from 0 to ${n - 1}, not "${preview(axesText)}"; the first two are the axes`,
    );

  if (fields.has('upto')) {
    const uptoText = fields.get('upto');
    // At most n items are split off: a list of a million commas is refused unsplit.
    const items = uptoText.split(',', n + 1);
    const tops = items.map((item) => (/^\d{1,10}$/.test(item) ? Number(item) : NaN));
    if (items.length === n && tops.every((top) => top <= LINK_LIMITS.maxTokens)) settings.tops = tops;
    else
      notices.push(
        `upto= must give each of the ${n} ${what} a whole number, not "${preview(uptoText)}"; the ranges start at the board’s counts`,
      );
  }

  if (position.rules === 'walk' && fields.has('mappiece')) {
    const pieceText = fields.get('mappiece');
    if (/^\d{1,4}$/.test(pieceText) && Number(pieceText) < position.vertices)
      settings.piece = Number(pieceText);
    else
      notices.push(
        `mappiece= must be a vertex from 0 to ${position.vertices - 1}, not "${preview(pieceText)}"; the map’s piece is the board’s`,
      );
  }

  for (const [key, name] of [
    ['formula', 'P exactly when'],
    ['where', 'Only where'],
  ]) {
    // Absent: the link's Explore had none (an empty field is left out of a link). Forward to
    // an entry whose "Only where" had been emptied brought back the one typed before.
    if (!fields.has(key)) {
      settings[key] = '';
      continue;
    }
    const raw = fields.get(key);
    // An encoded character is at most 9 escaped ones (%XX per UTF-8 byte of a 3-byte one):
    // anything longer is over the cap before it is decoded.
    const tooLong = raw.length > MAX_FORMULA_LENGTH * 9;
    const text = tooLong ? '' : decoded(raw);
    if (text === null) notices.push(`${key}= (${name}) contains a broken %-escape and was left out`);
    else if (tooLong || text.length > MAX_FORMULA_LENGTH)
      notices.push(`${key}= (${name}) is longer than ${MAX_FORMULA_LENGTH} characters and was left out`);
    // One line: a field's value (it is only ever a field's value and the crate's input).
    // eslint-disable-next-line no-control-regex
    else settings[key] = text.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  }
  return { settings, notices };
}

function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Positions in the box below counts `tops` (every piece's vertex in Walking Nim). */
function boxStates(tops, position) {
  return tops.reduce((states, top) => states * (top + 1), position.rules === 'walk' ? position.vertices : 1);
}

/**
 * Opens Explore as the link `fragment` says, on the board it opened. The map, and then the
 * conjecture's check, are worked out at once when their boxes are small (Cancel stops them
 * as ever); a larger one is left to Draw map or Check, and the notice says so.
 */
export function openExploreFromLink(ctx, fragment) {
  const { explore, position } = ctx.state;
  const { settings, notices } = readExploreLink(fragment, position);
  if (settings.formula !== undefined) explore.formula = settings.formula;
  if (settings.where !== undefined) explore.where = settings.where;
  // A verdict on another conjecture is not this link's.
  if (explore.check && (explore.check.formula !== explore.formula || explore.check.where !== explore.where))
    explore.check = null;
  // The board's own ranges first (setExploreOpen), then what the link sets over them.
  explore.rangesOf = null;
  setExploreOpen(ctx, true);
  if (settings.tops) {
    explore.tops = settings.tops;
    // A range other than the board's count was typed by the link's sender: it stays when a
    // move is played; one equal to the count follows the board, as it does when untouched.
    explore.typed = settings.tops.map((top, i) => top !== countsOf(position)[i]);
  }
  if (settings.axes) explore.axes = settings.axes;
  if (settings.piece !== undefined) explore.piece = settings.piece;

  const counts = countsOf(position);
  const mapStates = boxStates(
    counts.map((count, i) => (explore.axes.includes(i) ? explore.tops[i] : count)),
    position,
  );
  const checkStates = boxStates(explore.tops, position);
  const drawNow = counts.length >= 2 && mapStates <= AT_ONCE_STATES;
  const checkNow = !!explore.formula.trim() && checkStates <= AT_ONCE_STATES;
  const waiting = [];
  if (!drawNow && counts.length >= 2)
    waiting.push(`its map (${formatNumber(mapStates)} positions) is drawn when you press Draw map`);
  if (explore.formula.trim() && !checkNow)
    waiting.push(`its conjecture (${formatNumber(checkStates)} positions) is checked when you press Check`);
  const said = [...notices];
  if (waiting.length) said.push(waiting.join(', and '));
  if (said.length) {
    // After what the link's board had to say (load.js), not over it.
    const earlier = ctx.state.message?.kind === 'info' ? `${ctx.state.message.text} ` : '';
    ctx.actions.say(`${earlier}Explore opened from the link: ${said.join('; ')}.`, 'info');
  }
  ctx.redraw();
  (async () => {
    const before = explore.map;
    if (drawNow) await drawMap(ctx);
    // After a map cancelled (or refused), the check waits for its own press too.
    if (checkNow && explore.open && (!drawNow || explore.map !== before))
      await checkFormula(ctx, explore.formula, explore.where);
  })();
}
