// What a teacher typed into "Make a puzzle" (the draft: every field of the card, and the board
// it was made on), the drafts set aside, and the set being collected (its name, format and
// puzzles), kept in the browser's storage so a reload or a closed tab does not throw the work
// away. The same rules as puzzle-progress.js's sessionStorage: what is read back is untrusted
// (another page of the site, an extension or a person can write it), so it is used only when it
// has exactly the expected shape and fits the card's own limits; a blocked, full, oversized or
// malformed storage is passed over and the card opens empty. A puzzle's link is checked again
// by the crate when the set is packaged (scorm/package.js), a draft's board when it is brought
// back.
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
// (draft-note.js) is for what someone made. Nothing else puts a draft of the person's out of
// the card without keeping it: the card holds one draft, and the drafts it set aside are a
// short list beside it (`asides`, newest first, each with its board), which only the teacher
// empties (× on one). Edit on a puzzle sets the draft in the card aside before filling the card;
// Bring back swaps: the draft in the card goes to the list as the one brought back leaves it.
// The puzzle's words Edit filled the card with, unchanged, are no draft: a link opening another
// board empties the card of them rather than hold them for their board (as a draft is held),
// and they are never set aside. A draft already in the set, kept with another board than the
// page opens on, does not come back in the card: its words paired with the board shown would
// make Check puzzle judge them on the wrong position.
//
// Each draft has an id, which every undo step keeps (state.draftId): a board step taken back or
// done again with another draft brings that draft back (state.draftWanted), so Undo after Bring
// back gives back the words with the board.

import {
  PUZZLE_DRAFT_LIMITS as DRAFT_LIMITS,
  PUZZLE_GOALS as GOALS,
  defaults,
  positionKey,
} from '../common/state.js';
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

/** How many drafts the card keeps set aside: beyond it, the oldest goes, and the card says so. */
export const ASIDE_LIMIT = 10;

const isObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v, limit) => (typeof v === 'string' && v.length <= limit ? v : null);
const idOf = (v) => (typeof v === 'string' && /^[a-z0-9]{1,16}$/.test(v) ? v : null);
const newId = () => Math.random().toString(36).slice(2, 12) || 'd';
/** Whether a draft has words in it, a title or a task. */
const hasWords = (draft) => !!(draft.title.trim() || draft.text.trim());
/** The fields of a puzzle a draft holds (those the card shows of it). */
const PUZZLE_FIELDS = ['goal', 'title', 'text', 'reveal', 'hide'];
const puzzleFields = (draft) => Object.fromEntries(PUZZLE_FIELDS.map((name) => [name, draft[name]]));

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

/** The set kept for Undo clear, Undo remove or Undo update ({title, puzzles, removed?: the
 *  name of the puzzle removed, replaced?: of the puzzle updated in its place}), null when there
 *  is none, or undefined when what is stored is not believed. */
function clearedOf(c) {
  if (c == null) return null;
  if (!isObject(c)) return undefined;
  const title = text(c.title, SET_LIMITS.titleChars);
  const puzzles = puzzlesOf(c.puzzles);
  const name = (given) => (given === undefined ? undefined : text(given, DRAFT_LIMITS.title + 20));
  const removed = name(c.removed);
  const replaced = name(c.replaced);
  if (title === null || puzzles === null || removed === null || replaced === null) return undefined;
  return {
    title,
    puzzles,
    ...(removed !== undefined && { removed }),
    ...(replaced !== undefined && { replaced }),
  };
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
  draft.id = idOf(data.id) ?? newId();
  // The title of the puzzle Edit filled the card from (draft-from-puzzle.js), while it holds it.
  draft.from = text(data.from, DRAFT_LIMITS.title);
  return draft.board === undefined ? null : draft;
}

/** A draft set aside, or null when it is not believed or has no words: {id, fields (the
 *  puzzle's), link (its board's, or null), key (its board's position key, or null)}. */
function asideOf(data) {
  const draft = draftOf(data);
  if (!draft || !hasWords(draft)) return null;
  return {
    id: draft.id,
    fields: puzzleFields(draft),
    link: draft.board?.link ?? null,
    key: draft.board?.key ?? null,
  };
}

/** A draft as stored, with the drafts set aside (`asides`; those not believed are passed
 *  over, the rest kept), or null. `before`: the one draft Edit on a puzzle replaced, as the page
 *  kept it before it kept a list. */
function keptDraftOf(data) {
  const draft = draftOf(data);
  if (!draft) return null;
  const given = Array.isArray(data.asides) ? data.asides : data.before ? [data.before] : [];
  const asides = [];
  for (const aside of given.slice(0, ASIDE_LIMIT).map(asideOf))
    if (aside && aside.id !== draft.id && !asides.some((a) => a.id === aside.id)) asides.push(aside);
  return { ...draft, asides };
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
 *  the newest draft set aside that is not: {id, title, text, board, …}, or null. What a page of
 *  its own offers to open (draft-note.js). */
export function unfinishedDraft() {
  const kept = readMaker();
  const draft = readTabDraft() ?? kept?.draft;
  if (!draft) return null;
  const asides = draft.asides.map((a) => ({ ...a.fields, id: a.id, board: boardOf(a.link) ?? null }));
  const drafts = [...(draft.made && hasWords(draft) ? [draft] : []), ...asides];
  return drafts.find((d) => !(kept && inSet(d, kept.set))) ?? null;
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

const keptPuzzles = (puzzles) => puzzles.map(({ link, title }) => ({ link, title }));

/** The draft as kept, as text: every field the card shows, its board's link, its id, whether
 *  the person made it, the puzzle it was filled from, and the drafts set aside (see above). */
function draftText(
  { title, text: task, goal, reveal, hide, theme, knobs },
  { id, board, made, from, asides },
) {
  return JSON.stringify({
    id,
    title,
    text: task,
    goal,
    reveal,
    hide,
    theme,
    knobs,
    board: board?.link ?? null,
    made,
    from,
    asides: asides.map((a) => ({ id: a.id, ...a.fields, board: a.link, made: true })),
  });
}

/** The set as kept, as text: what tells one tab's set from the stored one. */
function setText({ title, version, puzzles, cleared }) {
  const undo = cleared
    ? {
        title: cleared.title,
        puzzles: keptPuzzles(cleared.puzzles),
        removed: cleared.removed,
        replaced: cleared.replaced,
      }
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

/** The puzzle's fields of an empty card (common/state.js's defaults, and no hide). */
function emptyFields() {
  const { goal, title, text: task, reveal } = defaults().author;
  return { goal, title, text: task, reveal, hide: false };
}

/**
 * Ties the card's draft, the drafts set aside and the set to the browser's storage: puts what
 * was kept into `state` (before the card is first drawn), and follows the other tabs' changes to
 * the set (each shown, and said, with `redraw`). Returns {refresh, follow, save, otherBoard, …}:
 * refresh() before each change to the set, so the change is made to the set as stored now;
 * follow() first in each of the card's updates, save() after; otherBoard(), the link of the
 * board the draft was made on while the page shows another.
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
  /** The drafts set aside, newest first: {id, fields, link, key} (see above). */
  let asides = draft?.asides ?? [];
  const onPageKey = state.position ? positionKey(state.position) : null;
  const ofAnother = !!draft?.board && !!onPageKey && draft.board.key !== onPageKey;
  if (draft && ofAnother && ((kept && inSet(draft, kept.set)) || !draft.made)) {
    // In the set already, or a puzzle's words unchanged, and of another board (see above):
    // only the card's settings come back.
    const { theme, knobs } = draft;
    state.author = { ...state.author, ...(theme && { theme }), ...(knobs && { knobs }) };
    draft = null;
  }
  /** The draft's id (see above), whether the person changed it in the card, and the title of
   *  the puzzle Edit filled it from (null: none, or the draft is no longer that puzzle's). */
  let id = draft?.id ?? newId();
  let made = !!draft?.made;
  let from = draft?.from ?? null;
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
  /** The boards built (state.boardsBuilt: a preset) the draft has followed. */
  let built = state.boardsBuilt;
  /** The draft set aside that the list's limit let go last, until the teacher's next change. */
  let letGo = null;
  if (draft) {
    const fields = { ...draft };
    for (const name of ['board', 'asides', 'id', 'made', 'from']) delete fields[name];
    state.author = { ...state.author, ...fields };
  }
  state.draftId = id;
  const keptNow = () => ({ id, board, made, from, asides });
  if (draft) knownDraft = draftText(state.author, keptNow());
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

  /** Which board the draft is of now: the page's, unless it is held (see above). A link that
   *  opens another board under a puzzle's words unchanged empties the card (see above). */
  function followBoard() {
    const onPage = pageBoard(state);
    if (!onPage) return;
    if (state.boardsOpened !== opened) {
      opened = state.boardsOpened;
      if (board && board.key !== onPage.key && hasWords(state.author)) {
        if (made) held = true;
        else newDraft({ fields: emptyFields() });
      }
    }
    // A new board built (a preset) once the draft is a puzzle of the set: the next puzzle's
    // card starts empty. Its words stayed, and Add to set gave the set a second puzzle of the
    // same title and task on another board, without a word.
    if (state.boardsBuilt !== built) {
      built = state.boardsBuilt;
      const draft = { title: state.author.title ?? '', board };
      if (board && board.key !== onPage.key && hasWords(state.author) && inSet(draft, state.puzzleSet))
        newDraft({ fields: emptyFields() });
    }
    if (held && onPage.key === board.key) held = false;
    if (!held) board = onPage;
  }
  /** followBoard() after the teacher chose the draft's board: the boards opened before are
   *  behind that choice, and the draft is no longer the puzzle it was filled from. */
  function followFrom() {
    opened = state.boardsOpened;
    from = null;
    followBoard();
  }

  /** Sets the draft in the card aside, newest first, when it is the person's (see above), with
   *  the board it was last of; the oldest beyond the limit goes, said by the card. */
  function setAside() {
    if (!made || !hasWords(state.author)) return;
    asides = [
      { id, fields: puzzleFields(state.author), link: board?.link ?? null, key: board?.key ?? null },
      ...asides,
    ];
    letGo = asides.length > ASIDE_LIMIT ? asides.pop() : null;
  }
  /** The card holds a new draft: `fields`, from the puzzle `puzzle` (its title) or none. */
  function newDraft({ fields, puzzle = null }) {
    id = newId();
    made = false;
    from = puzzle;
    state.author = { ...state.author, ...fields };
    state.draftId = id;
  }
  /** Brings the draft set aside with id `wanted` into the card, its board with it (held until
   *  the page shows it), setting aside the one the card holds. One no longer kept (deleted, or
   *  a puzzle's words unchanged) leaves the card's draft where it is, held at its own board:
   *  an Undo to its step brought a board back under it. */
  function bringIn(wanted) {
    const aside = asides.find((a) => a.id === wanted);
    if (!aside) {
      if (board && hasWords(state.author)) held = true;
      return;
    }
    asides = asides.filter((a) => a !== aside);
    setAside();
    const fields = Object.fromEntries(Object.entries(aside.fields).filter(([, v]) => v !== undefined));
    state.author = { ...state.author, ...fields };
    ({ id } = aside);
    state.draftId = id;
    made = true;
    from = null;
    board = aside.link ? (boardOf(aside.link) ?? null) : null;
    held = !!board;
    opened = state.boardsOpened;
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
    /** First in each of the card's updates: the draft asked for (state.draftWanted) comes into
     *  the card, and the draft follows the board shown (followBoard). */
    follow() {
      const wanted = state.draftWanted;
      state.draftWanted = null;
      if (wanted && wanted !== id) bringIn(wanted);
      followBoard();
    },
    /** Writes what this tab changed since it last wrote or read: its draft to this tab's
     *  storage and, for tabs opened later, over the site's; its set over what is stored now. */
    save() {
      followBoard();
      const draft = draftText(state.author, keptNow());
      const set = setText(state.puzzleSet);
      if (draft === knownDraft && set === knownSet) return;
      if (draft !== knownDraft) writeStored('sessionStorage', KEY, draft);
      const stored = readMaker();
      const value = {
        ...JSON.parse(draft === knownDraft && stored ? draftText(stored.draft, stored.draft) : draft),
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
    /** The teacher takes the board shown for the draft (Use this board, Generate). */
    useThisBoard() {
      held = false;
      followFrom();
    },
    /** The person changed the draft in the card (typed, chose): what they change with the card
     *  saying the draft is of another board makes it this board's. */
    madeHere() {
      made = true;
      letGo = null;
      if (held) {
        held = false;
        followFrom();
      }
    },
    /** Edit on a puzzle: the draft in the card is set aside (when it is the person's), and the
     *  card holds a new draft of the puzzle's `fields` (title: its name), of its board, not the
     *  person's until they change it. */
    fillFromPuzzle(fields) {
      setAside();
      // (The card puts the fields in: setPuzzleDraft checks a new goal on a checked board.)
      newDraft({ fields: {}, puzzle: fields.title });
      held = false;
      opened = state.boardsOpened;
      followBoard();
    },
    /** The drafts set aside, newest first ({id, fields, link, key}). */
    asides: () => asides,
    /** The title of the puzzle the card was filled from while it holds that puzzle, or null. */
    filledFrom: () => from,
    /** Whether the card holds a draft of the person's, which Bring back sets aside. */
    holdsDraft: () => made && hasWords(state.author),
    /** The draft set aside that the list's limit let go at the last change, or null. */
    letGo: () => letGo,
    /** Asks for the draft set aside with id `wanted` (follow() brings it in). */
    want(wanted) {
      state.draftWanted = wanted;
    },
    /** The teacher deletes the draft set aside with id `gone`. */
    remove(gone) {
      asides = asides.filter((a) => a.id !== gone);
      letGo = null;
    },
  };
  return maker;
}
