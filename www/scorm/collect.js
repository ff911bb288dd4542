// Collecting checked puzzles into a set and downloading it (the "Make a puzzle" card's set
// part, puzzle/set-card.js): small functions that change state.puzzleSet and ask for a
// redraw. The package is made by the same code as scripts/package-scorm.sh (package.js, fflate),
// from the built site's own files, listed by build-site.mjs in site-files.json (read by
// site/site-files.js). The page in the
// development tree has no such list: it knows so from the marker build-site.mjs writes into
// every built page (builtSite), asks the server for nothing, and offers the set's JSON for
// the command line instead.

import { buildPackage, normalizeSet, SCORM_VERSIONS, SET_LIMITS } from './package.js';
import { errorText } from '../engine.js';
import { fetchFiles, readListing, saveFile as save } from '../site/site-files.js';
import { decodeFragment } from '../share/link.js';
import { positionKey } from '../common/state.js';
import { count } from '../common/words.js';

/** The set's puzzles, as a message about the set knows them. */
export const setKey = (set) => set.puzzles.map((p) => p.link).join('\n');

/** Says what an act on the set did. The words are of the set as it is now and, when they are
 *  about the checked puzzle ("Added as puzzle 1."), of that puzzle (its link): the card stops
 *  showing them once either changes ("Added as puzzle 1." stayed under the set while the next
 *  puzzle was checked, as if said of it). `board`: of the board shown then too (its position
 *  key), for a download's words ("Saved the set as JSON." stayed under a puzzle opened
 *  afterwards). */
const say = (state, text, kind = 'info', puzzle = null, board = null) =>
  (state.puzzleSet.message = { text, kind, puzzle, board, set: setKey(state.puzzleSet) });

/** Says what a download did, of the board shown now. */
const sayDownloaded = (state, text) => say(state, text, 'info', null, positionKey(state.position));

/** Whether this page is the built site (dist/, hosted or served locally), the only place the
 *  package's files are listed: scripts/build-site.mjs marks every page it writes with
 *  <meta name="graphnim-site" content="built">. */
export function builtSite(doc = globalThis.document) {
  return doc?.querySelector('meta[name="graphnim-site"]')?.getAttribute('content') === 'built';
}

/** The name a set gets until the teacher gives one: downloads never wait on a name. */
export const DEFAULT_SET_NAME = 'Graph Nim puzzles';

/** The set's name as downloaded: the one typed, else the first puzzle's title, else the default. */
export function setName(set) {
  return (set.title.trim() || set.puzzles[0]?.title.trim() || DEFAULT_SET_NAME).slice(
    0,
    SET_LIMITS.titleChars,
  );
}

/** The puzzle a link holds as a student plays it, its board and goal, or '' when the link
 *  cannot be read: two links that differ only in the title, the task, reveal or where the
 *  vertices are drawn are one puzzle. */
function samePuzzleKey(link) {
  try {
    const decoded = decodeFragment(link);
    return decoded?.puzzle ? `${decoded.puzzle.goal} ${positionKey(decoded.position)}` : '';
  } catch {
    return '';
  }
}

/** Adds the checked puzzle (its fragment and title) to the set. The first one names a set
 *  with no name yet (its title, or the default), shown in Set name for the teacher to change.
 *  The same board and goal already in the set (its title since corrected, its task reworded)
 *  is updated in its place, not added twice, and said, with Undo update: a set holding both
 *  would grade one puzzle twice. */
export function addToSet(state, redraw, { link, title }) {
  const set = state.puzzleSet;
  const key = samePuzzleKey(link);
  const same = key ? set.puzzles.findIndex((p) => samePuzzleKey(p.link) === key) : -1;
  if (set.puzzles.some((p) => p.link === link))
    say(state, 'This puzzle is already in the set.', 'info', link);
  else if (same >= 0) {
    const before = set.puzzles[same];
    const name = before.title || `puzzle ${same + 1}`;
    // Kept as a removed puzzle is, for Undo (the entry before may have been the one meant).
    set.cleared = { title: set.title, puzzles: [...set.puzzles], replaced: name };
    // A set named after its first puzzle, that puzzle updated: named after it as it is now
    // (the typo corrected in the title is corrected in the set's name too).
    const named = same === 0 && set.title === setName({ title: '', puzzles: [before] });
    set.puzzles = set.puzzles.map((p, i) => (i === same ? { link, title } : p));
    if (named) set.title = setName({ title: '', puzzles: set.puzzles });
    const now = title ? `“${title}”` : 'this one';
    say(
      state,
      `Updated puzzle ${same + 1}, “${name}”, to ${now}: the set had this board and goal already. Undo update brings “${name}” back.`,
      'info',
      link,
    );
  } else if (set.puzzles.length >= SET_LIMITS.puzzles)
    say(
      state,
      `A set holds at most ${SET_LIMITS.puzzles} puzzles: download this one and start another.`,
      'error',
      link,
    );
  else {
    // Another puzzle of the set with this title (on another board, or with another goal): said,
    // as students would meet two puzzles of one name.
    const twin = title.trim() ? set.puzzles.findIndex((p) => p.title.trim() === title.trim()) : -1;
    set.puzzles.push({ link, title });
    set.cleared = null;
    if (!set.title.trim()) set.title = setName(set);
    const named =
      twin >= 0
        ? ` Puzzle ${twin + 1} has the same title, “${title.trim()}”: retitle one so that students can tell them apart.`
        : '';
    say(state, `Added as puzzle ${set.puzzles.length}.${named}`, 'info', link);
  }
  redraw();
}

/** Removes the puzzle with this link (by link: another tab may have moved it in the set). */
export function removeFromSet(state, redraw, link) {
  const set = state.puzzleSet;
  const index = set.puzzles.findIndex((p) => p.link === link);
  if (index >= 0) {
    // Kept as a cleared set is, for the same Undo (a puzzle removed by mistake was lost).
    const name = set.puzzles[index].title || `puzzle ${index + 1}`;
    set.cleared = { title: set.title, puzzles: [...set.puzzles], removed: name };
    set.puzzles = set.puzzles.filter((p) => p.link !== link);
    say(state, `Removed “${name}”. Undo remove brings it back until you add a puzzle.`);
  }
  redraw();
}

/** Empties the set (its puzzles and name) to start another; undoSetClear brings it back
 *  until a puzzle is added, also after a reload (the cleared set is kept beside the set,
 *  puzzle/maker-storage.js). The set is kept across reloads, so this is how a new one starts. */
export function clearSet(state, redraw) {
  const set = state.puzzleSet;
  const count = set.puzzles.length;
  set.cleared = { title: set.title, puzzles: set.puzzles };
  set.puzzles = [];
  set.title = '';
  say(
    state,
    `Cleared the set (${count} ${count === 1 ? 'puzzle' : 'puzzles'}). Undo clear brings it back until you add a puzzle to a new set.`,
  );
  redraw();
}

export function undoSetClear(state, redraw) {
  const set = state.puzzleSet;
  if (!set.cleared) return;
  const { removed, replaced } = set.cleared;
  Object.assign(set, { title: set.cleared.title, puzzles: set.cleared.puzzles, cleared: null });
  if (removed || replaced) say(state, `“${removed || replaced}” is back in the set.`);
  else
    say(state, `The set is back (${set.puzzles.length} ${set.puzzles.length === 1 ? 'puzzle' : 'puzzles'}).`);
  redraw();
}

export function setSetTitle(state, title) {
  state.puzzleSet.title = String(title).slice(0, SET_LIMITS.titleChars);
}

export function setSetVersion(state, redraw, version) {
  if (SCORM_VERSIONS.includes(version)) state.puzzleSet.version = version;
  redraw();
}

/** The set as the JSON scripts/package-scorm.sh reads. */
export function setJson(state) {
  const { puzzles } = state.puzzleSet;
  return (
    JSON.stringify(
      { title: setName(state.puzzleSet), puzzles: puzzles.map(({ link }) => ({ link })) },
      null,
      2,
    ) + '\n'
  );
}

const fileName = (title) =>
  title
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'puzzle-set';

export function downloadSetJson(state, redraw, host) {
  save(
    new Blob([setJson(state)], { type: 'application/json' }),
    `${fileName(setName(state.puzzleSet))}.json`,
    host,
  );
  // The repository's script is named only where the page is not the built site (there the
  // card makes the package itself, and a teacher may never have seen the repository).
  sayDownloaded(
    state,
    builtSite() ? 'Saved the set as JSON.' : 'Saved the set as JSON (for bash scripts/package-scorm.sh).',
  );
  redraw();
}

/** Makes the SCORM package from this site's files and saves it. */
export async function downloadPackage(state, redraw, host) {
  const set = state.puzzleSet;
  let normalized;
  try {
    normalized = normalizeSet(JSON.parse(setJson(state)));
  } catch (err) {
    say(state, `The set cannot be packaged yet: ${errorText(err)}.`, 'error');
    return redraw();
  }
  if (!builtSite()) {
    say(state, 'No package was made: this page is not the built site; save the set as JSON.', 'error');
    return redraw();
  }
  set.busy = true;
  say(state, 'Making the package…');
  redraw();
  try {
    const root = new URL('./', document.baseURI);
    const listing = await readListing(root);
    const files = await fetchFiles(root, listing.files);
    const zip = buildPackage({
      set: normalized,
      version: set.version,
      site: files,
      pages: listing.pages,
      launch: listing.launch,
      csp: listing.csp,
    });
    save(
      new Blob([zip], { type: 'application/zip' }),
      `${fileName(setName(set))}-scorm-${set.version}.zip`,
      host,
    );
    sayDownloaded(
      state,
      `Saved a SCORM ${set.version} package of ${count(normalized.puzzles.length, 'puzzle', 'puzzles')}.`,
    );
  } catch (err) {
    say(state, `No package was made: ${errorText(err)}.`, 'error');
  } finally {
    set.busy = false;
    redraw();
  }
}
