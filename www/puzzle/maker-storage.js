// What a teacher typed into "Make a puzzle" (the draft's title and task) and the set being
// collected (its name, format and puzzles), kept in localStorage so a reload or a closed tab
// does not throw the work away. The same rules as puzzle-progress.js's sessionStorage: what is
// read back is untrusted (another page of the site, an extension or a person can write it), so
// it is used only when it has exactly the expected shape and fits the card's own limits; a
// blocked, full, oversized or malformed storage is passed over and the card opens empty. A
// puzzle's link is checked again by the crate when the set is packaged (scorm/package.js).

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

/** What was kept: {title, text, set: {title, version, puzzles}}, or null. */
export function readMaker() {
  const data = readStoredObject('localStorage', KEY, MAX_TEXT);
  if (!data || !isObject(data.set)) return null;
  const title = text(data.title, DRAFT_LIMITS.title);
  const task = text(data.text, DRAFT_LIMITS.text);
  const setTitle = text(data.set.title, SET_LIMITS.titleChars);
  const version = SCORM_VERSIONS.includes(data.set.version) ? data.set.version : null;
  const given = data.set.puzzles;
  if (title === null || task === null || setTitle === null || version === null) return null;
  if (!Array.isArray(given) || given.length > SET_LIMITS.puzzles) return null;
  const puzzles = given.map(puzzleOf);
  if (puzzles.includes(null)) return null;
  return { title, text: task, set: { title: setTitle, version, puzzles } };
}

/** Puts what was kept back into `state`, before the card is first drawn. */
export function restoreMaker(state) {
  const kept = readMaker();
  if (!kept) return;
  state.author = { ...state.author, title: kept.title, text: kept.text };
  Object.assign(state.puzzleSet, kept.set);
}

let lastSaved = null;

/** Keeps the draft's title and task and the set; writes only when they changed. */
export function saveMaker(state) {
  const { title, text: task } = state.author;
  const { title: setTitle, version, puzzles } = state.puzzleSet;
  const value = JSON.stringify({
    title,
    text: task,
    set: { title: setTitle, version, puzzles: puzzles.map(({ link, title: t }) => ({ link, title: t })) },
  });
  if (value === lastSaved) return;
  lastSaved = value;
  writeStored('localStorage', KEY, value);
}
