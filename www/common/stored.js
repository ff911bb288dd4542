// The browser's storage (localStorage, sessionStorage) for what the page keeps across a reload:
// a puzzle's progress, the puzzle maker's set, a graph text in error. Storage can be blocked
// (a sandboxed frame, privacy settings) or full, and what is read back is untrusted (another
// page of the site, an extension or a person can write it): a read gives a plain object only,
// never parses more than its caller's cap, and the caller checks every field it uses.

/** The plain object stored under `key` in `storage` ('localStorage' or 'sessionStorage'), or
 *  null: nothing stored, storage blocked, longer than `maxChars` (not parsed), not JSON, or
 *  not a plain object. */
export function readStoredObject(storage, key, maxChars) {
  let text;
  try {
    text = globalThis[storage]?.getItem(key);
  } catch {
    return null;
  }
  if (typeof text !== 'string' || text.length > maxChars) return null;
  try {
    const data = JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}

/** Stores `text` under `key` in `storage`, or removes the key when `text` is null. A full or
 *  blocked storage is passed over: the page works as before, only a reload forgets. */
export function writeStored(storage, key, text) {
  try {
    if (text === null) globalThis[storage]?.removeItem(key);
    else globalThis[storage]?.setItem(key, text);
  } catch {
    // Full or blocked.
  }
}

/** Whether anything is stored under `key` in `storage` (nothing is read into the page). */
export function isStored(storage, key) {
  try {
    return globalThis[storage]?.getItem(key) != null;
  } catch {
    return false;
  }
}

/** Where this page keeps a graph text in error in its tab (editor/graph-text-kept.js). */
export const graphTextKey = () => `gnp-graph-text:${globalThis.location?.pathname ?? ''}`;
