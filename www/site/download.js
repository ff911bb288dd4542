// The whole built site as one zip, made in the browser from the files the site lists
// (site-files.json's `site`, written by scripts/build-site.mjs), with fflate as a SCORM
// package is made (scorm/package.js): a teacher who reads the hosting guide on a hosted copy
// gets the folder to put on their own web space, with nothing to build. Loaded only when the
// guide's "Download this site (zip)" is pressed (download-link.js).

import { zipSync } from 'fflate';
import { fetchFiles, readListing, saveFile } from './site-files.js';
import { HTACCESS, HTACCESS_NAME } from './htaccess.js';

/** The zip's one folder (unzipping gives this folder, the site inside it) and file name. */
export const SITE_FOLDER = 'graph-nim-site';

/** Makes the zip of the site at `root` and saves it; `say(text)` reports progress. */
export async function downloadSite(root, host, say) {
  say('Reading the list of the site’s files…');
  const listing = await readListing(root);
  if (!Array.isArray(listing.site)) throw new Error('site-files.json lists no site files (an older build)');
  const files = await fetchFiles(root, listing.site, (done, total) =>
    say(`Fetching the site’s files: ${done} of ${total}…`),
  );
  const entries = {};
  // Compressed pictures and wasm gain little from deflate: stored as they are, which is faster.
  for (const [file, bytes] of Object.entries(files))
    entries[`${SITE_FOLDER}/${file}`] = [bytes, { level: /\.(png|jpe?g|webp|wasm)$/.test(file) ? 0 : 6 }];
  // Apache's header for course pages of other origins: written here, not fetched (Apache
  // refuses to serve a .htaccess, so the site's list leaves it out).
  entries[`${SITE_FOLDER}/${HTACCESS_NAME}`] = new TextEncoder().encode(HTACCESS);
  const zip = zipSync(entries);
  saveFile(new Blob([zip], { type: 'application/zip' }), `${SITE_FOLDER}.zip`, host);
  say(
    `Saved ${SITE_FOLDER}.zip (${(zip.length / 1048576).toFixed(1)} MB, ${listing.site.length + 1} files): ` +
      `unzip it and copy the folder ${SITE_FOLDER}/ to your web space.`,
  );
}
