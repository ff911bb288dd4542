// The board this tab last showed, so the playground's bare address opened again in the same
// tab (a guide's "Back to the playground", the site's address typed over a board being
// studied) reopens it, not the start board: a researcher lost a board and Explore's map that
// way, with nothing said. Kept per tab (sessionStorage), as the link it would be copied as; a
// new tab still opens on the start board. Read back as untrusted: it is opened as any link is
// (page/load.js validates it with the engine).

import { readStoredObject, writeStored } from '../common/stored.js';

/** Longer links (a huge board) are not kept: sessionStorage is small. */
const MAX_CHARS = 200_000;

// The playground's folder, so that `…/` and `…/index.html` are one place.
const key = () => `gnp-last-board:${(globalThis.location?.pathname ?? '').replace(/[^/]*$/, '')}`;

/** Keeps `fragment` (the address's "#…") as this tab's last board; the start board as it
 *  opened (`untouchedStart`) forgets it, as does a board too large to keep. */
export function keepLastBoard(fragment, { untouchedStart = false } = {}) {
  const keep = !untouchedStart && fragment.length <= MAX_CHARS;
  writeStored('sessionStorage', key(), keep ? JSON.stringify({ fragment }) : null);
}

/** This tab's last board as a "#…" fragment, or null. */
export function lastBoardOfTab() {
  const fragment = readStoredObject('sessionStorage', key(), MAX_CHARS + 100)?.fragment;
  return typeof fragment === 'string' && fragment.startsWith('#') ? fragment : null;
}
