// www/share/: what leaves the page: the share-link format (link.js, with moves-field.js), the
// puzzle, embed and review links (share-links.js), the Share and Export cards, and the board
// as SVG/PNG (board-image.js). It may import common/, www/engine.js and board/render.js (the
// picture is the board's own drawing).
//
// Share links: the URL fragment encodes the position, its layout and the play mode.
//
// Fragment grammar (stable; every field optional except where noted; order free):
//
//   fragment  = "#" field *( "&" field )
//   field     = "rules=" ( "edge" | "walk" )          ; default edge (Edge-Nim)
//             | "v=" count                            ; number of vertices, 0..256
//             | "e=" [ edge *( "," edge ) ]           ; edges in order; edge index = position in list
//             | "xy=" [ point *( ";" point ) ]        ; vertex coordinates on the 800x560 board
//             | "piece=" vertex                       ; Walking Nim: vertex holding the piece (default 0)
//             | "mode=" ( "edit" | "play" | "play-cpu" )   ; play = two people, play-cpu = vs computer
//             | "cpu=" ( "perfect" | "strong" | "casual" ) ; computer strength (default perfect)
//             | "first=" ( "you" | "cpu" )            ; who moves first against the computer
//             | "next=" ( "you" | "cpu" )             ; with moves=: who moves first in the next
//                                                       game, when not the one who opened this one
//             | "moves=" moves                        ; a game played from here (moves-field.js)
//             | "switch=" count *( "," count )        ; with moves=: the moves from which play= was
//                                                       changed mid-game (increasing, from 2); play=
//                                                       is the rule after the last, the other before
//             | "goal=" ( "find" | "unique" | "win" | "outcome" | "grundy" ) ; a puzzle's task
//             | "title=" text                         ; puzzle title, at most 200 characters
//             | "text=" text                          ; puzzle task in words, at most 2000 characters
//             | "reveal=" count                       ; wrong tries before "Reveal solution" (default 3)
//             | "play=" ( "normal" | "misere" )      ; any rules; misere: whoever takes the last token loses
//   With Explore open (read and written by research/explore-link.js, which loads with Explore):
//             | "explore=" count "," count            ; Explore open, these edges (or piles) as its axes
//             | "upto=" count *( "," count )          ; each edge's (or pile's) range, from 0 up to this
//             | "mappiece=" vertex                    ; Walking Nim: the map's piece
//             | "formula=" text | "where=" text       ; the conjecture: P exactly when, Only where
//   SetNim (rules=circular|path|moore|setnim; v, e, xy and piece are then not used):
//             | "piles=" tokens *( "," tokens )       ; token count of each pile, in order (at most 1024)
//             | "k=" count                            ; circular, path, moore: piles one move may take from, 1..piles
//             | "sets=" set *( "," set )              ; setnim: the allowed sets in order (at most 1024)
//   set       = pile *( "-" pile )                    ; pile indices, e.g. 0-1-2
//   edge      = vertex "-" vertex ":" tokens          ; u-v:t ; u = v is a loop
//   point     = int "," int                           ; x,y rounded to whole board units
//   count, vertex, tokens = 1*10DIGIT ; tokens <= 1000000000
//   text      = percent-encoded UTF-8 (encodeURIComponent), plain text: never read as HTML
//
// Example (C4, Edge-Nim, vs computer):
//   #rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&xy=250,130;550,130;550,430;250,430&mode=play-cpu
// Examples of pile games: Circular Nim CN(5, 3) in misère play; a SetNim game with two sets:
//   #rules=circular&piles=2,3,1,4,2&k=3&play=misere
//   #rules=setnim&piles=3,1,2&sets=0-1,1-2
//
// Each field's value is percent-decoded on its own, so a title may hold "&" or "=" as %26, %3D.
// Unknown fields are ignored (so links stay forward compatible). Missing xy gets a circle
// layout. Query parameters (not in the fragment): ?embed=1 shows only the board and play
// controls; &lock=1 also forbids editing.
//
// Decoding never trusts the text: the fragment length, vertex/edge counts and every number
// are capped before anything is allocated, and the result is then validated by the crate
// (engine.validatePosition) before it is used.

import { BOARD_WIDTH, BOARD_HEIGHT, PUZZLE_GOALS, PUZZLE_LIMITS } from '../common/state.js';
import { decodeMoves, encodeMoves } from './moves-field.js';

/** Hard caps applied before the crate sees anything (the crate's own limits are checked after). */
export const LINK_LIMITS = {
  maxFragmentChars: 64 * 1024,
  maxVertices: 256,
  maxEdges: 1024,
  maxTokens: 1_000_000_000,
  /** Moves in a link's `moves=` field: the crate's MAX_REVIEW_MOVES (its limits().maxReviewMoves). */
  maxMoves: 500,
};

const MODES = new Set(['edit', 'play', 'play-cpu']);
const STRENGTH_NAMES = new Set(['perfect', 'strong', 'casual']);

/** Thrown for a malformed link; the message is shown to the person who opened it. */
export class LinkError extends Error {}

// The JSON fields the crate's position errors name, as a link writes them. A person reading
// `"token" must be …` looks for a token= the link never had; the crate keeps one wording for
// JSON (the CLI, Python), and this small mapping runs only when a link is refused.
const LINK_SETTINGS = { vertices: 'v', edges: 'e', token: 'piece' };

/** A crate error about a position decoded from a link, in the link's own settings. */
export const inLinkWords = (message) =>
  message
    .replace(/"token" \(or "piece"\)/g, 'piece=')
    .replace(
      /"(vertices|edges|token|piece|piles|sets|k|play|rules)"/g,
      (_, field) => `${LINK_SETTINGS[field] ?? field}=`,
    );

// The fields that make a link's board: its position and its puzzle. The others (xy=, mode=,
// cpu=, first=, next=, moves=) say how the board is laid out and played; a field added to the
// grammar above goes in this list or in that one (link-fields.test.mjs checks encodeFragment).
const BOARD_FIELD = /^(rules|v|e|play|piece|piles|k|sets|goal|title|text|reveal)=/;

/** A fragment's board fields as written ("#rules=edge&v=3&e=0-1:2&mode=play" →
 *  "rules=edge&v=3&e=0-1:2"): two addresses with the same board are one history entry. */
export const boardOf = (fragment) =>
  fragment
    .replace(/^#/, '')
    .split('&')
    .filter((field) => BOARD_FIELD.test(field))
    .join('&');

/** Encodes {position, layout, mode, opponent, strength, computerStarts, puzzle?, moves?,
 *  nextComputerStarts?} as a fragment (with '#'); `moves` (a game played from `position`) and
 *  `puzzle` are optional. With moves, `computerStarts` is who opened that game and
 *  `nextComputerStarts` the "computer moves first" box, ticked or cleared since for the next. */
export function encodeFragment({
  position,
  layout,
  mode,
  opponent,
  strength,
  computerStarts,
  puzzle,
  moves,
  switches,
  nextComputerStarts,
  extra,
}) {
  const parts = [`rules=${position.rules}`];
  if (SET_RULES.has(position.rules)) parts.push(...encodeSetFields(position));
  else {
    parts.push(`v=${position.vertices}`);
    parts.push('e=' + position.edges.map(([u, v, t]) => `${u}-${v}:${t}`).join(','));
  }
  if (position.play === 'misere') parts.push('play=misere');
  if (layout && layout.length && !SET_RULES.has(position.rules)) {
    parts.push('xy=' + layout.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(';'));
  }
  if (position.rules === 'walk') parts.push(`piece=${position.token ?? 0}`);
  if (mode === 'play') {
    parts.push(opponent === 'cpu' ? 'mode=play-cpu' : 'mode=play');
    if (opponent === 'cpu') {
      if (strength && strength !== 'perfect') parts.push(`cpu=${strength}`);
      if (computerStarts) parts.push('first=cpu');
    }
  }
  parts.push(...encodePuzzleFields(puzzle));
  if (moves?.length) parts.push(`moves=${encodeMoves(moves)}`);
  if (moves?.length && switches?.length) parts.push(`switch=${switches.map((at) => at + 1)}`);
  const nextDiffers = typeof nextComputerStarts === 'boolean' && nextComputerStarts !== !!computerStarts;
  if (mode === 'play' && opponent === 'cpu' && moves?.length && nextDiffers)
    parts.push(`next=${nextComputerStarts ? 'cpu' : 'you'}`);
  // Fields of a view open on the page (Explore's: research/explore-link.js).
  if (extra) parts.push(...extra);
  return '#' + parts.join('&');
}

/**
 * A puzzle's fields, {goal, title, text, reveal} → ['goal=…', 'title=…', …] (none without a
 * goal). Title and text are the author's own words, percent-encoded. Kept in its own function
 * for the branch that reads these fields (the student's view) to merge with.
 */
export function encodePuzzleFields(puzzle) {
  if (!puzzle?.goal) return [];
  const parts = [`goal=${puzzle.goal}`];
  if (puzzle.title) parts.push(`title=${encodeURIComponent(puzzle.title)}`);
  if (puzzle.text) parts.push(`text=${encodeURIComponent(puzzle.text)}`);
  // An outcome puzzle shows its answer after the first wrong try whatever reveal= says; only
  // reveal=0 (the answer may be shown before any try) changes it.
  if (Number.isInteger(puzzle.reveal) && (puzzle.goal !== 'outcome' || puzzle.reveal === 0))
    parts.push(`reveal=${puzzle.reveal}`);
  return parts;
}

function parseCount(text, what, max) {
  if (!/^\d+$/.test(text)) throw new LinkError(`${what} must be a whole number, not "${preview(text)}"`);
  // Digits only: a number too long for the cap is over the cap, whatever its length.
  if (text.length > 10 || Number(text) > max)
    throw new LinkError(`${what} is ${preview(text)}, more than the limit of ${max.toLocaleString('en-US')}`);
  return Number(text);
}

function parseCoordinate(text, what) {
  if (!/^-?\d{1,6}$/.test(text))
    throw new LinkError(`${what} must be a whole number, not "${preview(text)}"`);
  return Number(text);
}

/** A short, printable excerpt of untrusted text for error messages (shown via textContent). */
export function preview(text) {
  const s = String(text);
  return s.length > 24 ? s.slice(0, 24) + '…' : s;
}

/**
 * Decodes a fragment (with or without '#'). Returns null for an empty fragment, else
 * {position, layout|null, puzzle, mode, opponent, strength, computerStarts, nextComputerStarts
 * (true, false, or null when the next game opens as this one did), moves, warnings}
 * (`moves`: the game in the link, in the JSON move format, or null; `puzzle`: {goal, title,
 * text, reveal} or null — no goal=, or a goal that could not be read). Throws LinkError for a
 * link that cannot be opened; `warnings` says what was passed over (a bad layout, a bad
 * puzzle field: the position still opens).
 * The position is only shape-checked here; callers validate it with the engine.
 */
export function decodeFragment(fragment) {
  if (typeof fragment !== 'string') return null;
  if (fragment.length > LINK_LIMITS.maxFragmentChars) {
    throw new LinkError(
      `the link is ${fragment.length.toLocaleString('en')} characters long; the limit is ${LINK_LIMITS.maxFragmentChars.toLocaleString('en')}`,
    );
  }
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!text.trim()) return null;
  // Split first, then decode each value: an author's title may contain an encoded "&".
  const fields = new Map();
  const brokenEscapes = [];
  for (const part of text.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const rawKey = eq < 0 ? part : part.slice(0, eq);
    const key = (decodeField(rawKey) ?? rawKey).trim();
    const value = decodeField(eq < 0 ? '' : part.slice(eq + 1));
    if (value === null || decodeField(rawKey) === null) brokenEscapes.push(key);
    // Puzzle prose keeps its spaces; the position's fields are trimmed as before.
    else fields.set(key, PUZZLE_TEXT_FIELDS.has(key) ? value : value.trim());
  }
  // A broken escape in the puzzle's prose costs only that field (see puzzleFromFields), and
  // one in Explore's formulas only that formula (research/explore-link.js).
  const fatal = brokenEscapes.filter((key) => !PROSE_FIELD.test(key));
  if (fatal.length) throw new LinkError(`the link contains a broken %-escape (in ${preview(fatal[0])}=)`);
  if (!['rules', 'v', 'e'].some((k) => fields.has(k))) {
    throw new LinkError('the link has no position in it (expected fields like rules=, v= and e=)');
  }

  const rulesText = fields.get('rules') ?? 'edge';
  if (rulesText !== 'edge' && rulesText !== 'walk' && !SET_RULES.has(rulesText)) {
    throw new LinkError(
      `rules must be edge, walk, circular, path, moore or setnim, not "${preview(rulesText)}"`,
    );
  }
  const play = parsePlay(fields.get('play'));
  // SetNim links carry piles instead of a graph (v, e and xy are not read).
  const setGame = SET_RULES.has(rulesText) ? decodeSetPosition(rulesText, fields) : null;
  const edgesText = setGame ? '' : (fields.get('e') ?? '');
  const edgeItems = edgesText ? edgesText.split(',') : [];
  if (edgeItems.length > LINK_LIMITS.maxEdges) {
    throw new LinkError(`the link has ${edgeItems.length} edges; the limit is ${LINK_LIMITS.maxEdges}`);
  }
  const edges = edgeItems.map((item, index) => {
    const m = /^([^-:]*)-([^-:]*):(.*)$/.exec(item);
    if (!m) throw new LinkError(`edge ${index} must look like u-v:tokens, not "${preview(item)}"`);
    // Name the item as typed ("1-2:x") so the user finds it in the address bar.
    const what = (part) => `in edge ${index} ("${preview(item)}"), the ${part}`;
    return [
      parseCount(m[1], what('first vertex'), LINK_LIMITS.maxVertices),
      parseCount(m[2], what('second vertex'), LINK_LIMITS.maxVertices),
      parseCount(m[3], what('token count'), LINK_LIMITS.maxTokens),
    ];
  });
  const maxEndpoint = edges.reduce((max, [u, v]) => Math.max(max, u + 1, v + 1), 0);
  const vertices =
    fields.has('v') && !setGame
      ? parseCount(fields.get('v'), 'the vertex count v', LINK_LIMITS.maxVertices)
      : maxEndpoint;

  const position = setGame ?? { rules: rulesText, vertices, edges };
  if (play) position.play = play;
  if (rulesText === 'walk') {
    position.token = fields.has('piece')
      ? parseCount(fields.get('piece'), 'the piece vertex', LINK_LIMITS.maxVertices)
      : 0;
  }

  // A bad layout costs only the layout: the position is kept and drawn on a circle.
  let layout = null;
  const warnings = [];
  const xyText = setGame ? null : fields.get('xy');
  if (xyText) {
    try {
      layout = parseLayout(xyText, vertices);
    } catch (err) {
      if (!(err instanceof LinkError)) throw err;
      warnings.push(`${err.message}; the vertices were placed automatically`);
    }
  }

  const puzzle = puzzleFromFields(fields, brokenEscapes, warnings);

  // A bad mode= or cpu= costs only itself, as a bad layout does: the position still opens (a
  // student who was sent a link with a typo in it gets the board). A puzzle opens its own way,
  // whatever mode= says: "mode=puzzle", as a teacher might write, is no fault there.
  let modeText = fields.get('mode') ?? 'edit';
  if (!MODES.has(modeText)) {
    if (!(puzzle && modeText === 'puzzle'))
      warnings.push(
        `mode must be edit, play or play-cpu, not "${preview(modeText)}"; the board opens in the editor`,
      );
    modeText = 'edit';
  }
  let strengthText = fields.get('cpu') ?? 'perfect';
  if (!STRENGTH_NAMES.has(strengthText)) {
    warnings.push(`cpu must be perfect, strong or casual, not "${preview(strengthText)}"; perfect is used`);
    strengthText = 'perfect';
  }

  const moves = fields.has('moves') ? decodeMoves(fields.get('moves'), rulesText) : null;
  return {
    position,
    layout,
    puzzle,
    mode: modeText === 'edit' ? 'edit' : 'play',
    opponent: modeText === 'play' ? 'human' : 'cpu',
    strength: strengthText,
    computerStarts: fields.get('first') === 'cpu',
    nextComputerStarts: nextStarter(fields.get('next'), warnings),
    moves,
    switches: moves ? ruleSwitches(fields.get('switch'), moves.length, warnings) : [],
    warnings,
  };
}

// ---------- puzzle fields ----------

// Goals (as the crate names them, puzzle::Goal) and caps: state.js, shared with the author's card.
export { PUZZLE_GOALS, PUZZLE_LIMITS };

/** Wrong tries before "Reveal solution" appears, when the link does not say. */
export const DEFAULT_REVEAL = 3;

const PUZZLE_TEXT_FIELDS = new Set(['title', 'text']);
const PROSE_FIELD = /^(title|text|formula|where)$/;

function decodeField(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * {goal, title, text, reveal} from the decoded fields, or null without a usable goal. Every
 * fault is a warning naming its field, and the rest of the link still opens: an unknown goal
 * drops the puzzle (the position stays), a bad reveal= falls back to the default, a title or
 * text over its cap is cut there.
 */
function puzzleFromFields(fields, brokenEscapes, warnings) {
  const goalText = fields.get('goal');
  const hasWords = fields.has('title') || fields.has('text');
  if (goalText === undefined || goalText === '') {
    if (goalText === '' || hasWords || fields.has('reveal'))
      warnings.push(
        'the puzzle fields need goal= (find, unique, win, outcome or grundy); the position opens without a task',
      );
    return null;
  }
  if (!PUZZLE_GOALS.includes(goalText)) {
    warnings.push(
      `goal must be find, unique, win, outcome or grundy, not "${preview(goalText)}"; the position opens without a task`,
    );
    return null;
  }
  for (const key of brokenEscapes.filter((k) => PUZZLE_TEXT_FIELDS.has(k)))
    warnings.push(`${key}= contains a broken %-escape and was left out`);
  const words = (key, max) => {
    const value = plainText(fields.get(key) ?? '', key === 'text');
    const chars = [...value];
    if (chars.length <= max) return value;
    warnings.push(`${key}= is ${chars.length} characters long; only the first ${max} are shown`);
    return chars.slice(0, max).join('');
  };
  let reveal = DEFAULT_REVEAL;
  if (fields.has('reveal')) {
    const revealText = fields.get('reveal');
    if (/^\d{1,2}$/.test(revealText) && Number(revealText) <= PUZZLE_LIMITS.maxReveal)
      reveal = Number(revealText);
    else
      warnings.push(
        `reveal must be a whole number of wrong tries from 0 to ${PUZZLE_LIMITS.maxReveal}, not "${preview(revealText)}"; ${DEFAULT_REVEAL} is used`,
      );
  }
  return {
    goal: goalText,
    title: words('title', PUZZLE_LIMITS.maxTitleChars),
    text: words('text', PUZZLE_LIMITS.maxTextChars),
    reveal,
  };
}

/** Plain text without control characters (a title is one line; the task text keeps its
 *  line breaks). It is only ever shown with textContent. */
function plainText(value, keepNewlines) {
  const cleaned = value.replace(/\r\n?/g, '\n');
  return (
    (keepNewlines ? cleaned : cleaned.replace(/\n/g, ' '))
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
      .trim()
  );
}

/** The xy field: one `x,y` per vertex (a list of another length is ignored), or LinkError. */
function parseLayout(xyText, vertices) {
  const points = xyText.split(';');
  if (points.length !== vertices) return null;
  return points.map((point, index) => {
    const [x, y, extra] = point.split(',');
    if (y === undefined || extra !== undefined)
      throw new LinkError(`point ${index} in xy must look like x,y, not "${preview(point)}"`);
    return [
      clamp(parseCoordinate(x, `x of vertex ${index}`), 0, BOARD_WIDTH),
      clamp(parseCoordinate(y, `y of vertex ${index}`), 0, BOARD_HEIGHT),
    ];
  });
}

function clamp(n, lo, hi) {
  return Math.min(hi, Math.max(lo, n));
}

/** Reads the embedding flags from a query string. */
export function readEmbedFlags(search) {
  const params = new URLSearchParams(search || '');
  const on = (name) => ['1', 'true', 'yes'].includes((params.get(name) || '').toLowerCase());
  return {
    embed: on('embed'),
    lock: on('lock'),
    // Read by the embed's messages (embed-messages.js readOrigin), which only an embed loads.
    origin: params.get('origin') ?? '',
    hide: hiddenControls(params.get('hide')),
    theme: embedTheme(params.get('theme')),
  };
}

/** `theme=light|dark|auto`: the embed's colours ('auto', the default, follows the reader's
 *  setting). Anything else is reported in the console and read as auto. */
export function embedTheme(text) {
  const theme = (text ?? '').trim().toLowerCase();
  if (theme === 'light' || theme === 'dark' || theme === 'auto') return theme;
  if (theme) console.warn(`theme= takes light, dark or auto; "${preview(text)}" is ignored`);
  return 'auto';
}

/** What `hide=` may name. */
export const HIDEABLE = ['hint', 'analysis', 'share', 'edit'];

/** `hide=hint,analysis,…`: the controls a teacher hides (e.g. the hint, for a test). A name
 *  that is not one of HIDEABLE is reported in the console and otherwise ignored. */
function hiddenControls(text) {
  const hide = Object.fromEntries(HIDEABLE.map((name) => [name, false]));
  for (const raw of (text ?? '').split(',').slice(0, 16)) {
    const name = raw.trim().toLowerCase();
    if (!name) continue;
    if (Object.hasOwn(hide, name)) hide[name] = true;
    else console.warn(`hide= takes ${HIDEABLE.join(', ')}; "${preview(raw)}" is ignored`);
  }
  return hide;
}

// ---------- SetNim and misère play ----------
// Only the shape is checked here, with every count capped before a list is built; k's range,
// the sets' piles and Moore's C(n, k) sets are the crate's to judge (validatePosition), and
// its message names the field at fault.

const SET_RULES = new Set(['circular', 'path', 'moore', 'setnim']);

/** `play=`: null for normal play (or absent), 'misere', or LinkError. */
function parsePlay(text) {
  if (text === undefined || text === 'normal') return null;
  if (text === 'misere' || text === 'misère') return 'misere';
  throw new LinkError(`play must be normal or misere, not "${preview(text)}"`);
}

function encodeSetFields(position) {
  const parts = [`piles=${position.piles.join(',')}`];
  if (position.rules === 'setnim') parts.push(`sets=${position.sets.map((set) => set.join('-')).join(',')}`);
  else parts.push(`k=${position.k}`);
  return parts;
}

function decodeSetPosition(rules, fields) {
  if (!fields.has('piles')) throw new LinkError(`rules=${rules} needs piles=, the token count of each pile`);
  const pilesText = fields.get('piles');
  const items = pilesText ? pilesText.split(',') : [];
  if (items.length > LINK_LIMITS.maxEdges)
    throw new LinkError(`the link has ${items.length} piles; the limit is ${LINK_LIMITS.maxEdges}`);
  const piles = items.map((item, index) => parseCount(item, `pile ${index}`, LINK_LIMITS.maxTokens));
  if (rules !== 'setnim') {
    if (!fields.has('k'))
      throw new LinkError(`rules=${rules} needs k=, the number of piles one move may take from`);
    return { rules, piles, k: parseCount(fields.get('k'), 'k', LINK_LIMITS.maxEdges) };
  }
  if (!fields.has('sets')) throw new LinkError('rules=setnim needs sets=, the allowed sets like 0-1,1-2');
  const setItems = fields.get('sets') ? fields.get('sets').split(',') : [];
  if (setItems.length > LINK_LIMITS.maxEdges)
    throw new LinkError(`the link has ${setItems.length} sets; the limit is ${LINK_LIMITS.maxEdges}`);
  const sets = setItems.map((item, index) => {
    const members = item.split('-');
    if (members.length > piles.length)
      throw new LinkError(`set ${index} ("${preview(item)}") names more piles than there are`);
    return members.map((m) =>
      parseCount(m, `in set ${index} ("${preview(item)}"), a pile`, LINK_LIMITS.maxEdges),
    );
  });
  return { rules, piles, sets };
}

/** The playground's address when this page is not it (a course page with <graph-nim>
 *  elements: graph-nim.js sets it, beside its own module), else null. */
let playground = null;

/** Says where the playground the page's links open is (null: this page). */
export function setPlaygroundAddress(url) {
  playground = url ? String(url).split('#')[0] : null;
}

/** The playground's address when this page is not it, else null. */
export function playgroundAddress() {
  return playground;
}

/** switch=: the moves (counted from 0) from which the rule was changed; a list that is not
 *  increasing within the game's moves is a warning. */
function ruleSwitches(text, played, warnings) {
  if (!text) return [];
  const at = text.split(',').map((n) => (/^\d{1,4}$/.test(n) ? n - 1 : NaN));
  if (at.every((m, i) => m > (at[i - 1] ?? 0) && m <= played)) return at;
  warnings.push(
    `switch must be moves 2 to ${played + 1} in order, not "${preview(text)}"; it was passed over`,
  );
  return [];
}

/** next=: who opens the next game (null: as this one); anything else is a warning. */
function nextStarter(text, warnings) {
  if (text === undefined || text === null) return null;
  if (text === 'cpu' || text === 'you') return text === 'cpu';
  warnings.push(`next must be you or cpu, not "${preview(text)}"; it was passed over`);
  return null;
}
