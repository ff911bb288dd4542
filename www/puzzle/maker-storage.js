// What a teacher typed into "Make a puzzle" (the draft's title and task) and the set being
// collected (its name, format and puzzles), kept in localStorage so a reload or a closed tab
// does not throw the work away. The same rules as puzzle-progress.js's sessionStorage: what is
// read back is untrusted (another page of the site, an extension or a person can write it), so
// it is used only when it has exactly the expected shape and fits the card's own limits; a
// blocked, full, oversized or malformed storage is passed over and the card opens empty. A
// puzzle's link is checked again by the crate when the set is packaged (scorm/package.js).
//
// Every tab of the site shares the one stored value, so no tab writes its whole card over it:
// a change to the set is made to the set as stored now (refresh, then the change), only what
// this tab changed is written (the draft, the set, or both), and a tab shows a set another tab
// changed as soon as the browser says so (the `storage` event). A set cleared is kept beside
// the set, for Undo clear, until a puzzle is added to the next one.

import { PUZZLE_DRAFT_LIMITS as DRAFT_LIMITS } from '../common/state.js';
import { SCORM_VERSIONS, SET_LIMITS } from '../scorm/package.js';
import { readStoredObject, writeStored } from '../common/stored.js';

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

/** The cleared set kept for Undo clear ({title, puzzles}), null when there is none, or
 *  undefined when what is stored is not believed. */
function clearedOf(c) {
  if (c == null) return null;
  if (!isObject(c)) return undefined;
  const title = text(c.title, SET_LIMITS.titleChars);
  const puzzles = puzzlesOf(c.puzzles);
  return title === null || puzzles === null ? undefined : { title, puzzles };
}

/** What was kept: {title, text, set: {title, version, puzzles, cleared}}, or null. */
function readMaker() {
  const data = readStoredObject('localStorage', KEY, MAX_TEXT);
  if (!data || !isObject(data.set)) return null;
  const title = text(data.title, DRAFT_LIMITS.title);
  const task = text(data.text, DRAFT_LIMITS.text);
  const setTitle = text(data.set.title, SET_LIMITS.titleChars);
  const version = SCORM_VERSIONS.includes(data.set.version) ? data.set.version : null;
  const puzzles = puzzlesOf(data.set.puzzles);
  const cleared = clearedOf(data.set.cleared);
  if (title === null || task === null || setTitle === null || version === null) return null;
  if (puzzles === null || cleared === undefined) return null;
  return { title, text: task, set: { title: setTitle, version, puzzles, cleared } };
}

const keptPuzzles = (puzzles) => puzzles.map(({ link, title }) => ({ link, title }));

/** The draft as kept, as text. */
const draftText = ({ title, text: task }) => JSON.stringify({ title, text: task });

/** The set as kept, as text: what tells one tab's set from the stored one. */
function setText({ title, version, puzzles, cleared }) {
  const undo = cleared ? { title: cleared.title, puzzles: keptPuzzles(cleared.puzzles) } : null;
  return JSON.stringify({ title, version, puzzles: keptPuzzles(puzzles), cleared: undo });
}

const count = (n) => `${n} ${n === 1 ? 'puzzle' : 'puzzles'}`;

/**
 * Ties the card's draft and set to localStorage: puts what was kept into `state` (before the
 * card is first drawn), and follows the other tabs' changes to the set (each shown, and said,
 * with `redraw`). Returns {refresh, save}: refresh() before each change to the set, so the
 * change is made to the set as stored now; save() after every redraw.
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
  if (kept) {
    state.author = { ...state.author, title: kept.title, text: kept.text };
    knownDraft = draftText(state.author);
    takeSet(kept.set);
  }

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

  return {
    refresh() {
      const now = readMaker();
      if (now) takeSet(now.set);
    },
    /** Writes what this tab changed since it last wrote or read, over what is stored now. */
    save() {
      const draft = draftText(state.author);
      const set = setText(state.puzzleSet);
      if (draft === knownDraft && set === knownSet) return;
      const stored = readMaker();
      const value = {
        ...JSON.parse(draft === knownDraft && stored ? draftText(stored) : draft),
        set: JSON.parse(set === knownSet && stored ? setText(stored.set) : set),
      };
      knownDraft = draft;
      knownSet = set;
      writeStored('localStorage', KEY, JSON.stringify(value));
    },
  };
}
