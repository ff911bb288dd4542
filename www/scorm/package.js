// A puzzle set as a SCORM package (a zip an LMS imports): imsmanifest.xml at the root, one
// launch page (launch.js) showing every puzzle, and the playground's own files, so nothing is
// fetched from elsewhere. Shared by scripts/package-scorm.mjs (node) and the "Make a puzzle"
// card (the browser): the zip is written by fflate (npm), which runs in both.
//
// A set: {title, puzzles: [{position, goal, title?, text?, reveal?} or {link: '#rules=…&goal=…'}]}.
// normalizeSet() checks its shape and turns every puzzle into its share-link fragment; the
// caller checks each puzzle with the crate (checkPuzzle) before packaging.

import { zipSync, strToU8 } from 'fflate';
import { decodeFragment, encodeFragment } from '../share/link.js';

import { SCORM_VERSIONS, SET_LIMITS } from './set-limits.js';

export { SCORM_VERSIONS, SET_LIMITS };

/** Thrown for a set that cannot be packaged; `message` names what and where. */
export class SetError extends Error {}

/**
 * Checks the set's shape and returns {title, puzzles: [{id, title, text, goal, reveal, link,
 * position}]}: each puzzle with its share-link fragment (`link`), decoded back to check it
 * means what was given. Throws SetError naming the puzzle's place ("puzzle 2 of 3: …").
 */
export function normalizeSet(set) {
  if (!set || typeof set !== 'object' || Array.isArray(set))
    throw new SetError('a puzzle set is a JSON object: {"title": "…", "puzzles": [ … ]}');
  const title = typeof set.title === 'string' ? set.title.trim() : '';
  if (!title) throw new SetError('the set has no "title" (a name for the gradebook, e.g. "Week 3")');
  if (title.length > SET_LIMITS.titleChars)
    throw new SetError(
      `the set's title is ${title.length} characters long; the limit is ${SET_LIMITS.titleChars}`,
    );
  if (!Array.isArray(set.puzzles) || set.puzzles.length === 0)
    throw new SetError('the set has no "puzzles" (a list of at least one puzzle)');
  if (set.puzzles.length > SET_LIMITS.puzzles)
    throw new SetError(`the set has ${set.puzzles.length} puzzles; the limit is ${SET_LIMITS.puzzles}`);
  const puzzles = set.puzzles.map((given, index) => {
    const where = `puzzle ${index + 1} of ${set.puzzles.length}`;
    try {
      return { id: `puzzle-${index + 1}`, ...normalizePuzzle(given) };
    } catch (err) {
      throw new SetError(`${where}: ${err.message}`);
    }
  });
  return { title, puzzles };
}

function normalizePuzzle(given) {
  if (!given || typeof given !== 'object' || Array.isArray(given))
    throw new Error('a puzzle is an object: {"position": {…}, "goal": "…"} or {"link": "#…"}');
  let fragment;
  if (typeof given.link === 'string') {
    const hash = given.link.indexOf('#');
    fragment = hash >= 0 ? given.link.slice(hash) : `#${given.link}`;
  } else if (given.position && typeof given.position === 'object') {
    const puzzle = {
      goal: given.goal,
      title: given.title ?? '',
      text: given.text ?? '',
      reveal: given.reveal ?? null,
    };
    fragment = encodeFragment({ position: given.position, layout: given.layout ?? [], puzzle });
  } else throw new Error('it has neither "position" nor "link"');
  const decoded = decodeFragment(fragment);
  if (!decoded?.puzzle?.goal)
    throw new Error(
      'it has no goal (goal= find, unique, win, outcome or grundy): without one it is not a puzzle',
    );
  return {
    title: decoded.puzzle.title ?? '',
    text: decoded.puzzle.text ?? '',
    goal: decoded.puzzle.goal,
    reveal: decoded.puzzle.reveal ?? null,
    position: decoded.position,
    link: fragment,
  };
}

const escapeXml = (text) =>
  String(text).replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c],
  );

/**
 * imsmanifest.xml for `version`, listing every file of the package. The manifest names its
 * namespaces but no xsi:schemaLocation: a schemaLocation names .xsd files (ADL's and IMS's
 * control documents) that a validator then looks for inside the zip, and no package registry
 * reachable here ships them under a license that lets us redistribute them (IMS's notice
 * reserves its rights). LMSs import a manifest by its namespaces; every file it names is in
 * the zip (tests/scorm-package-files.test.mjs).
 */
export function manifestXml({ title, version, files, identifier }) {
  const resources = files.map((f) => `      <file href="${escapeXml(f)}"/>`).join('\n');
  const schema =
    version === '1.2'
      ? {
          head: `<manifest identifier="${identifier}" version="1.0" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">`,
          metadata: '<schema>ADL SCORM</schema>\n    <schemaversion>1.2</schemaversion>',
          scormType: 'adlcp:scormtype="sco"',
        }
      : {
          head: `<manifest identifier="${identifier}" version="1.0" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:adlseq="http://www.imsglobal.org/xsd/imsss" xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss">`,
          metadata: '<schema>ADL SCORM</schema>\n    <schemaversion>2004 4th Edition</schemaversion>',
          scormType: 'adlcp:scormType="sco"',
        };
  return `<?xml version="1.0" encoding="UTF-8"?>
${schema.head}
  <metadata>
    ${schema.metadata}
  </metadata>
  <organizations default="set">
    <organization identifier="set">
      <title>${escapeXml(title)}</title>
      <item identifier="item-set" identifierref="resource-set">
        <title>${escapeXml(title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="resource-set" type="webcontent" ${schema.scormType} href="launch.html">
${resources}
    </resource>
  </resources>
</manifest>
`;
}

const escapeHtml = (text) =>
  String(text).replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]);

/**
 * The launch page: the set as JSON in a data block (never run; '<' escaped so no text can
 * close it), the score, and launch.js. `csp` is the site's policy, `script` and `stylesheet`
 * the launch page's files (relative to it).
 */
export function launchPage({ set, version, csp, script, stylesheet }) {
  const data = JSON.stringify({
    title: set.title,
    puzzles: set.puzzles.map(({ id, title, text, goal, link }) => ({ id, title, text, goal, link })),
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en" data-scorm-version="${version}">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(set.title)}</title>
    <link rel="icon" href="icons/icon.svg" />
    <link rel="stylesheet" href="${escapeHtml(stylesheet)}" />
    <script type="application/json" id="puzzle-set">${data}</script>
    <script type="module" src="${escapeHtml(script)}"></script>
  </head>
  <body class="scorm-set">
    <header>
      <h1>${escapeHtml(set.title)}</h1>
      <p id="recording" class="recording" role="status"></p>
    </header>
    <aside class="score" aria-labelledby="score-title">
      <div class="score-line">
        <h2 id="score-title">Your score: <span id="score-total">0 of ${set.puzzles.length} solved</span></h2>
        <button type="button" id="score-toggle" aria-controls="score-list" aria-expanded="true" hidden>All puzzles</button>
      </div>
      <ul id="score-list" aria-live="polite"></ul>
    </aside>
    <main></main>
  </body>
</html>
`;
}

/**
 * The zip: `site` maps each file of the built playground (paths relative to dist/) to its
 * bytes, `pages` each page made for the package alone (the guides a puzzle's Help links, with
 * links only to what the package holds) to its text, `launch` names the launch page's script
 * and stylesheet. Returns a Uint8Array. The package's identifier is made from the set's title.
 */
export function buildPackage({ set, version, site, pages = {}, launch, csp }) {
  if (!SCORM_VERSIONS.includes(version))
    throw new SetError(`the SCORM version must be 1.2 or 2004, not "${version}"`);
  const files = {};
  for (const [file, bytes] of Object.entries(site)) files[file] = bytes;
  for (const [file, text] of Object.entries(pages)) files[file] = strToU8(text);
  files['launch.html'] = strToU8(launchPage({ set, version, csp, ...launch }));
  const identifier = `graph-nim-${
    set.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'set'
  }`;
  const list = Object.keys(files).sort();
  files['imsmanifest.xml'] = strToU8(manifestXml({ title: set.title, version, files: list, identifier }));
  // Already-compressed formats are stored, the rest deflated.
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, bytes]) => [
        name,
        [bytes, { level: /\.(png|zip)$/.test(name) ? 0 : 9 }],
      ]),
    ),
  );
}
