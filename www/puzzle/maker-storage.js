// What a teacher typed into "Make a puzzle" (the draft: every field of the card, and the board
// it was made on) and the set being collected (its name, format and puzzles), kept in the
// browser's storage so a reload or a closed tab does not throw the work away. The same rules
// as puzzle-progress.js's sessionStorage: what is read back is untrusted (another page of the
// site, an extension or a person can write it), so it is used only when it has exactly the
// expected shape and fits the card's own limits; a blocked, full, oversized or malformed
// storage is passed over and the card opens empty. A puzzle's link is checked again by the
// crate when the set is packaged (scorm/package.js), the draft's board when it is brought back.
//
// The set is one for the whole site: no tab writes its whole card over it. A change to the set
// is made to the set as stored now (refresh, then the change), only what this tab changed is
// written, and a tab shows a set another tab changed as soon as the browser says so (the
// `storage` event). A set cleared is kept beside the set, for Undo clear, until a puzzle is
// added to the next one.
//
// The draft is each tab's own (sessionStorage), and localStorage keeps the last one typed only
// for a tab opened later. Why not follow the other tabs' drafts as the set does: a teacher
// writing two puzzles side by side would see one tab's title and task replaced while typing in
// it, and a draft is tied to its tab's board (a draft shown beside another tab's board would
// pair a title with the wrong position); kept per tab, a reload brings back that tab's own.
//
// A draft is the person's only once they changed something in the card (`made`): Edit on a
// puzzle fills the card from it (draft-from-puzzle.js), and a student who pressed Edit on a
// puzzle to look at it, then Play, made nothing; the note of an unfinished draft
// (draft-note.js) is for what someone made. A draft already in the set, kept with another board
// than the page opens on, does not come back in the card: its words paired with the board shown
// would make Check puzzle judge them on the wrong position.

import { PUZZLE_DRAFT_LIMITS as DRAFT_LIMITS, PUZZLE_GOALS as GOALS, positionKey } from '../common/state.js';
import { SCORM_VERSIONS, SET_LIMITS } from '../scorm/set-limits.js';
import { readStoredObject, writeStored } from '../common/stored.js';
import { decodeFragment, encodeFragment } from '../share/link.js';
import { KNOB_NAMES, THEMES, knobValue } from './author.js';

// (draft-note.js looks for this key too, before it loads this module.)
const KEY = 'graphnim:puzzle-maker';
/** The stored text's length: a full set of long links stays well under it. */
const MAX_TEXT = 400_000;
/** A puzzle's link (its share fragment) longer than this is not believed. */
const MAX_LINK = 20_000;

const isObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v, limit) => (typeof v === 'string' && v.length <= limit ? v : null);

/** The kept puzzle, or null: {link: '#…', title}. */
function puzzleOf(p) {
  if (!isObject(p)) return null;
  const link = text(p.link, MAX_LINK);
  const title = text(p.title ?? '', DRAFT_LIMITS.title);
  return link?.startsWith('#') && title !== null ? { link, title } : null;
}

/** The set's puzzles, or null when any is not believed. */
function puzzlesOf(given) {
  if (!Array.isArray(given) || given.length > SET_LIMITS.puzzles) return null;
  const puzzles = given.map(puzzleOf);
  return puzzles.includes(null) ? null : puzzles;
}

/** The set kept for Undo clear, or Undo remove ({title, puzzles, removed?: the name of the
 *  puzzle removed}), null when there is none, or undefined when what is stored is not believed. */
function clearedOf(c) {
  if (c == null) return null;
  if (!isObject(c)) return undefined;
  const title = text(c.title, SET_LIMITS.titleChars);
  const puzzles = puzzlesOf(c.puzzles);
  const removed = c.removed === undefined ? undefined : text(c.removed, DRAFT_LIMITS.title + 20);
  if (title === null || puzzles === null || removed === null) return undefined;
  return removed === undefined ? { title, puzzles } : { title, puzzles, removed };
}

/** The board a draft was made on, as its puzzle link carries it ({link: '#…', key}), null when
 *  there is none, or undefined when what is stored is not believed. */
function boardOf(link) {
  if (link == null) return null;
  if (!text(link, MAX_LINK)?.startsWith('#')) return undefined;
  try {
    const decoded = decodeFragment(link);
    return decoded?.position ? { link, key: positionKey(decoded.position) } : undefined;
  } catch {
    return undefined;
  }
}

/** The draft's fields (those stored; one kept before a field was added lacks it), or null when
 *  any is not believed: {title, text, goal?, reveal?, hide?, theme?, knobs?, board, made}. */
function draftOf(data) {
  if (!isObject(data)) return null;
  const draft = { title: text(data.title, DRAFT_LIMITS.title), text: text(data.text, DRAFT_LIMITS.text) };
  if (draft.title === null || draft.text === null) return null;
  const { goal, reveal, hide, theme, knobs } = data;
  if (theme !== undefined) {
    if (!THEMES.includes(theme)) return null;
    draft.theme = theme;
  }
  if (goal !== undefined) {
    if (!GOALS.includes(goal)) return null;
    draft.goal = goal;
  }
  if (reveal !== undefined) {
    if (!Number.isInteger(reveal) || reveal < 0 || reveal > DRAFT_LIMITS.reveal) return null;
    draft.reveal = reveal;
  }
  if (hide !== undefined) {
    if (typeof hide !== 'boolean') return null;
    draft.hide = hide;
  }
  if (knobs !== undefined) {
    if (!isObject(knobs)) return null;
    draft.knobs = {};
    for (const name of KNOB_NAMES) {
      const value = knobValue(knobs[name]);
      if (value === null) return null;
      draft.knobs[name] = value;
    }
  }
  draft.board = boardOf(data.board);
  // Kept before `made` was: not known to be the person's, so the card keeps it, the note not.
  draft.made = data.made === true;
  return draft.board === undefined ? null : draft;
}

/** The draft Edit on a puzzle replaced (draft-from-puzzle.js), kept with the draft until the
 *  teacher brings it back or dismisses it: {fields, link (its board, or null), from (the
 *  puzzle's title)}, or null (none, or not believed: the draft itself is kept all the same). */
function replacedOf(data) {
  if (!isObject(data)) return null;
  const draft = draftOf(data);
  const from = text(data.from ?? '', DRAFT_LIMITS.title);
  if (!draft || from === null) return null;
  const { goal, title, text: task, reveal, hide } = draft;
  return { fields: { goal, title, text: task, reveal, hide }, link: draft.board?.link ?? null, from };
}

/** A draft as stored, with the draft it replaced (`before`), or null. */
function keptDraftOf(data) {
  const draft = draftOf(data);
  return draft && { ...draft, before: replacedOf(data.before) };
}

/** What the site kept in localStorage: {draft, set: {title, version, puzzles, cleared}}, or
 *  null when any of it is not believed. */
function readMaker() {
  const data = readStoredObject('localStorage', KEY, MAX_TEXT);
  if (!data || !isObject(data.set)) return null;
  const draft = keptDraftOf(data);
  const setTitle = text(data.set.title, SET_LIMITS.titleChars);
  const version = SCORM_VERSIONS.includes(data.set.version) ? data.set.version : null;
  const puzzles = puzzlesOf(data.set.puzzles);
  const cleared = clearedOf(data.set.cleared);
  if (draft === null || setTitle === null || version === null) return null;
  if (puzzles === null || cleared === undefined) return null;
  return { draft, set: { title: setTitle, version, puzzles, cleared } };
}

/** This tab's draft (sessionStorage), or null. */
const readTabDraft = () => keptDraftOf(readStoredObject('sessionStorage', KEY, MAX_TEXT));

/** Whether `set` holds the draft as a puzzle (one with its title, made on its board). */
function inSet(draft, set) {
  const title = draft.title.trim();
  return set.puzzles.some((p) => p.title.trim() === title && boardOf(p.link)?.key === draft.board?.key);
}

/** The draft this tab kept (or, in a tab opened later, the site's last one) when the person
 *  made it, it has words in it, a title or a task, and is not yet a puzzle of the set; else
 *  null. What a page of its own offers to open (draft-note.js). */
export function unfinishedDraft() {
  const kept = readMaker();
  const draft = readTabDraft() ?? kept?.draft;
  if (!draft?.made || (!draft.title.trim() && !draft.text.trim())) return null;
  return kept && inSet(draft, kept.set) ? null : draft;
}

/** A short mark of the draft's words and board: the note dismissed for a draft stays away
 *  until the draft changes (draft-offer.js). */
export function draftMark({ title, text: task, board }) {
  let hash = 0x811c9dc5; // FNV-1a
  for (const char of JSON.stringify([title, task, board?.key ?? null])) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** Whether a draft has words in it, a title or a task. */
const hasWords = (draft) => !!(draft.title.trim() || draft.text.trim());

const keptPuzzles = (puzzles) => puzzles.map(({ link, title }) => ({ link, title }));

/** The draft as kept, as text: every field the card shows, the board's link, and the draft
 *  Edit on a puzzle replaced (`before`, see replacedOf). */
function draftText(
  { title, text: task, goal, reveal, hide, theme, knobs },
  board,
  before = null,
  made = false,
) {
  const replaced = before && { ...before.fields, board: before.link, from: before.from };
  return JSON.stringify({
    title,
    text: task,
    goal,
    reveal,
    hide,
    theme,
    knobs,
    board: board?.link ?? null,
    before: replaced,
    made,
  });
}

/** The set as kept, as text: what tells one tab's set from the stored one. */
function setText({ title, version, puzzles, cleared }) {
  const undo = cleared
    ? { title: cleared.title, puzzles: keptPuzzles(cleared.puzzles), removed: cleared.removed }
    : null;
  return JSON.stringify({ title, version, puzzles: keptPuzzles(puzzles), cleared: undo });
}

const count = (n) => `${n} ${n === 1 ? 'puzzle' : 'puzzles'}`;

/** The board on the page as a draft keeps it, or null (the engine not ready, nothing drawn,
 *  or a board too large to keep). */
function pageBoard(state) {
  if (!state.engineReady || !state.position) return null;
  const link = encodeFragment({ position: state.position, layout: state.layout, mode: 'edit' });
  return link.length <= MAX_LINK ? { link, key: positionKey(state.position) } : null;
}

/**
 * Ties the card's draft and set to the browser's storage: puts what was kept into `state`
 * (before the card is first drawn), and follows the other tabs' changes to the set (each shown,
 * and said, with `redraw`). Returns {refresh, save, otherBoard, …}: refresh() before each
 * change to the set, so the change is made to the set as stored now; save() after every redraw;
 * otherBoard(), the link of the board the draft was made on while the page shows another.
 */
export function keepMaker(state, redraw) {
  /** The draft as this tab last wrote or read it, and the set. */
  let knownDraft = null;
  let knownSet = null;
  function takeSet(set) {
    Object.assign(state.puzzleSet, set);
    knownSet = setText(state.puzzleSet);
  }
  const kept = readMaker();
  let draft = readTabDraft() ?? kept?.draft ?? null;
  const onPageKey = state.position ? positionKey(state.position) : null;
  if (draft?.board && kept && onPageKey && draft.board.key !== onPageKey && inSet(draft, kept.set)) {
    // In the set already, and of another board (see above): only the card's settings come back.
    const { theme, knobs } = draft;
    state.author = { ...state.author, ...(theme && { theme }), ...(knobs && { knobs }) };
    draft = null;
  }
  /** Whether the person changed the draft in the card (see above). */
  let made = !!draft?.made;
  /** The board the draft belongs to. A draft with words in it stays with its own board (`held`)
   *  when the page shows another it was not made on: kept from before the page opened on
   *  another board, or a board a link opened under the card (the address bar, Back, Forward).
   *  It is held until that board is back on the page, or the teacher takes the board shown
   *  for the draft (Use this board, Generate, a change to the draft) or fills the card from a
   *  puzzle, the card saying so meanwhile: the draft's title and task are never paired with a
   *  board they were not written for without a word. The teacher's own changes to the board
   *  in the editor are the draft's. */
  let board = draft?.board ?? null;
  let held = !!board && hasWords(draft);
  /** The boards opened by links (state.boardsOpened) the draft has followed or been held at. */
  let opened = state.boardsOpened;
  /** The draft Edit on a puzzle replaced, until it is brought back or dismissed. */
  let replaced = draft?.before ?? null;
  if (draft) {
    const fields = { ...draft };
    delete fields.board;
    delete fields.before;
    state.author = { ...state.author, ...fields };
    knownDraft = draftText(state.author, board, replaced, made);
  }
  if (kept) takeSet(kept.set);

  // Another tab changed the stored value: its set is shown here (this tab's draft is its own).
  globalThis.addEventListener?.('storage', (event) => {
    if (event.key !== KEY) return;
    const now = readMaker();
    if (!now || setText(now.set) === setText(state.puzzleSet)) return;
    takeSet(now.set);
    state.puzzleSet.message = {
      text: `Another tab changed the set: it has ${count(now.set.puzzles.length)} now.`,
      kind: 'info',
    };
    redraw();
  });

  /** Which board the draft is of now: the page's, unless it is held (see above). */
  function followBoard() {
    const onPage = pageBoard(state);
    if (!onPage) return;
    if (state.boardsOpened !== opened) {
      opened = state.boardsOpened;
      if (board && board.key !== onPage.key && hasWords(state.author)) held = true;
    }
    if (held && onPage.key === board.key) held = false;
    if (!held) board = onPage;
  }
  /** followBoard() after the teacher chose the draft's board: the boards opened before are
   *  behind that choice. */
  function followFrom() {
    opened = state.boardsOpened;
    followBoard();
  }

  // What was typed last, before the card's next redraw, is written as the tab closes or reloads
  // (the draft is Edit's: in Play the board is a game's position, not the draft's; a locked or
  // embedded board has no card).
  globalThis.addEventListener?.('pagehide', () => {
    if (state.mode === 'edit' && !state.lock && !state.embed) maker.save();
  });

  const maker = {
    refresh() {
      const now = readMaker();
      if (now) takeSet(now.set);
    },
    /** Writes what this tab changed since it last wrote or read: its draft to this tab's
     *  storage and, for tabs opened later, over the site's; its set over what is stored now. */
    save() {
      followBoard();
      const draft = draftText(state.author, board, replaced, made);
      const set = setText(state.puzzleSet);
      if (draft === knownDraft && set === knownSet) return;
      if (draft !== knownDraft) writeStored('sessionStorage', KEY, draft);
      const stored = readMaker();
      const value = {
        ...JSON.parse(
          draft === knownDraft && stored
            ? draftText(stored.draft, stored.draft.board, stored.draft.before, stored.draft.made)
            : draft,
        ),
        set: JSON.parse(set === knownSet && stored ? setText(stored.set) : set),
      };
      knownDraft = draft;
      knownSet = set;
      writeStored('localStorage', KEY, JSON.stringify(value));
    },
    otherBoard() {
      followBoard();
      return held && state.engineReady ? board.link : null;
    },
    /** The link of the board the draft was last of when the page shows another (held or not:
     *  the board a draft was made on before a puzzle was opened on the page), else null. */
    draftBoard() {
      const onPage = pageBoard(state);
      return board && onPage && board.key !== onPage.key ? board.link : null;
    },
    /** The teacher takes the board shown for the draft (Use this board, Generate). */
    useThisBoard() {
      held = false;
      followFrom();
    },
    /** The draft is that of the board `link` (a draft brought back with its board; null: of
     *  the board shown), held until that board is on the page. */
    draftOf(link) {
      board = link ? (boardOf(link) ?? null) : null;
      held = !!board;
      followFrom();
    },
    /** The draft Edit on a puzzle replaced ({fields, link, from}), or null. */
    replaced: () => replaced,
    /** The person changed the draft in the card (typed, chose, brought a draft back): what
     *  they change with the card saying the draft is of another board makes it this board's. */
    madeHere() {
      made = true;
      if (held) {
        held = false;
        followFrom();
      }
    },
    /** The card was filled from a puzzle shown: the draft is not the person's until they
     *  change it, and it is of the puzzle's board. */
    filledFromPuzzle() {
      made = false;
      held = false;
      followFrom();
    },
    /** Keeps `before` as the draft replaced (null: brought back or dismissed), written at once. */
    keepReplaced(before) {
      replaced = before;
      maker.save();
    },
  };
  return maker;
}
