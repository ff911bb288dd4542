// The built site's own files, as scripts/build-site.mjs lists them in site-files.json: read
// from the server the page came from, for what a page makes of them in the browser (a SCORM
// package, scorm/collect.js; the whole site as a zip, download.js), and the one way a page
// saves what it made.

/** The listing (site-files.json, at the site's root, `root`), parsed. */
export async function readListing(root) {
  const url = new URL('site-files.json', root);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not read site-files.json (${response.status})`);
  return response.json();
}

/** The bytes of each file of `files` (paths from the site's root `root`), by path, fetched in
 *  order; `progress(done, total)` after each. */
export async function fetchFiles(root, files, progress = () => {}) {
  const bytes = {};
  for (const file of files) {
    const response = await fetch(new URL(file, root));
    if (!response.ok) throw new Error(`could not read ${file} (${response.status})`);
    bytes[file] = new Uint8Array(await response.arrayBuffer());
    progress(Object.keys(bytes).length, files.length);
  }
  return bytes;
}

/** Saves `blob` as `name` (a download the browser asks about or saves). */
export function saveFile(blob, name, host) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  host.append(link);
  link.click();
  link.remove();
  // Revoked later: the download starts after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
