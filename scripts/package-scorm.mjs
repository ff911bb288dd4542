#!/usr/bin/env node
// A puzzle set → a SCORM package an LMS imports (Moodle, Canvas, Blackboard, Brightspace):
//
//   node scripts/package-scorm.mjs SET.json OUT.zip [--scorm 1.2|2004] [--site DIR]
//
// (bash scripts/package-scorm.sh runs this after building the wasm.) Every puzzle is checked
// with the crate's puzzle check (checkPuzzle, the tools module) before anything is written; an
// ill-posed one is refused with its reason and its place in the list. The playground's files
// come from a site built by scripts/build-site.mjs (--site, else one built for the package).
// docs/host.md explains the set's JSON and what the LMS receives.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildPackage, normalizeSet, SetError, SET_LIMITS, SCORM_VERSIONS } from '../www/scorm/package.js';
import { buildSite } from './build-site.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The crate's tools module in node (the same wasm the page uses). */
async function loadTools() {
  const glue = path.join(ROOT, 'www/pkg/graphnim_tools.js');
  if (!fs.existsSync(glue))
    throw new Error('www/pkg/graphnim_tools.js is missing: run bash scripts/build-wasm.sh');
  const tools = await import(pathToFileURL(glue).href);
  await tools.default({ module_or_path: fs.readFileSync(path.join(ROOT, 'www/pkg/graphnim_tools_bg.wasm')) });
  return tools;
}

/**
 * Reads, checks and packages a set: `setText` the JSON, `version` '1.2' or '2004', `site` a
 * built site's folder (built into a temporary folder when absent). Returns {zip, set}.
 * Throws SetError with a message naming the problem and the puzzle's place.
 */
export async function packageSet({ setText, version = '1.2', site }) {
  if (!SCORM_VERSIONS.includes(version)) throw new SetError(`--scorm must be 1.2 or 2004, not "${version}"`);
  if (setText.length > SET_LIMITS.jsonChars)
    throw new SetError(
      `the set file is ${setText.length} characters long; the limit is ${SET_LIMITS.jsonChars}`,
    );
  let parsed;
  try {
    parsed = JSON.parse(setText);
  } catch (err) {
    throw new SetError(`the set is not valid JSON: ${err.message}`);
  }
  const set = normalizeSet(parsed);
  const tools = await loadTools();
  set.puzzles.forEach((puzzle, index) => {
    const where = `puzzle ${index + 1} of ${set.puzzles.length}${puzzle.title ? ` ("${puzzle.title}")` : ''}`;
    let check;
    try {
      check = tools.checkPuzzle(puzzle.position, puzzle.goal, {});
    } catch (err) {
      throw new SetError(`${where}: ${err?.message ?? err}`);
    }
    if (!check.well_posed) throw new SetError(`${where} is not well posed: ${check.reason}`);
  });
  let siteDir = site;
  let temporary = null;
  if (!siteDir) {
    temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'graphnim-scorm-'));
    siteDir = (await buildSite({ out: path.join(temporary, 'site') })).out;
  }
  try {
    const listing = JSON.parse(fs.readFileSync(path.join(siteDir, 'site-files.json'), 'utf8'));
    const files = Object.fromEntries(
      listing.files.map((file) => [file, new Uint8Array(fs.readFileSync(path.join(siteDir, file)))]),
    );
    const zip = buildPackage({
      set,
      version,
      site: files,
      pages: listing.pages,
      launch: listing.launch,
      csp: listing.csp,
    });
    return { zip, set };
  } finally {
    if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const value = args[at + 1];
    args.splice(at, 2);
    return value;
  };
  const version = option('--scorm') ?? '1.2';
  const site = option('--site');
  const [setFile, outFile] = args;
  if (!setFile || !outFile) {
    console.error('usage: bash scripts/package-scorm.sh SET.json OUT.zip [--scorm 1.2|2004]');
    process.exit(2);
  }
  try {
    const setText = fs.readFileSync(setFile, 'utf8');
    const { zip, set } = await packageSet({ setText, version, site: site && path.resolve(site) });
    fs.writeFileSync(outFile, zip);
    console.log(
      `wrote ${outFile}: SCORM ${version} package "${set.title}", ${set.puzzles.length} puzzles, ${(zip.length / 1024).toFixed(0)} KB`,
    );
  } catch (err) {
    console.error(`error: ${err instanceof SetError || err.code === 'ENOENT' ? err.message : err.stack}`);
    console.error('nothing was written');
    process.exit(1);
  }
}
