// The built site (dist/) for the browser tests: the repository's site built once and shared
// by the tests that only read it (sharedTestSite), or built into a folder of the test's own
// when the test changes what it builds (buildTestSite); served from a sub-path of a second server,
// as a university web folder or GitHub Pages under /REPO/ would serve it.
//
//   const site = await sharedTestSite();                     // test-artifacts/sites/shared/
//   const host = await serveSubPath(site.out, '/courses/nim/');
//   await page.goto(host.url + 'index.html');                // http://127.0.0.1:PORT/courses/nim/
//   await host.close();
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildSite } from '../../scripts/build-site.mjs';
import { mimeType, resolveUnderRoot } from '../../scripts/serve.mjs';
import { ARTIFACTS_DIR, REPO_ROOT } from './browser.mjs';

/** Builds dist/ into test-artifacts/sites/NAME/ (a build id of the caller's choice marks it),
 *  from the repository or from `root`, a changed copy of its site (see copySiteSources). */
export async function buildTestSite(name, { buildId, root = REPO_ROOT } = {}) {
  if (!fs.existsSync(path.join(root, 'www/pkg/graphnim_bg.wasm')))
    throw new Error('www/pkg/ missing: run bash scripts/build-wasm.sh first');
  const out = path.join(ARTIFACTS_DIR, 'sites', name);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  return buildSite({ root, out, ...(buildId ? { buildId } : {}) });
}

/** What a build of the repository's site reads (its pages, code, guides, the build's scripts). */
const SITE_INPUTS = ['index.html', 'www', 'examples', 'docs', 'scripts', 'package-lock.json'];

/** A hash of every file of SITE_INPUTS, names and bytes. */
function siteInputsHash() {
  const hash = crypto.createHash('sha256');
  const add = (rel) => {
    const full = path.join(REPO_ROOT, rel);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) add(path.join(rel, entry));
    } else {
      hash.update(`${rel}\0`);
      hash.update(fs.readFileSync(full));
    }
  };
  for (const input of SITE_INPUTS) add(input);
  return hash.digest('hex');
}

/**
 * The repository's site built once and shared by the test files that only read it (each file
 * runs in a process of its own and used to build its own copy, 15–30 s apiece): built into
 * test-artifacts/sites/shared/ unless a build of the same sources is already there. A test
 * that changes what it builds, or needs its own build id, uses buildTestSite. Files run side by
 * side (node --test --test-concurrency=2) take turns: one builds, the others wait for its stamp.
 */
export async function sharedTestSite() {
  const out = path.join(ARTIFACTS_DIR, 'sites', 'shared');
  const stamp = path.join(ARTIFACTS_DIR, 'sites', 'shared.sources');
  const sources = siteInputsHash();
  const current = () =>
    fs.existsSync(out) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sources;
  if (current()) return { out };
  const release = await takeLock(path.join(ARTIFACTS_DIR, 'sites', 'shared.lock'));
  try {
    if (current()) return { out };
    fs.rmSync(stamp, { force: true });
    const site = await buildTestSite('shared');
    fs.writeFileSync(stamp, sources);
    return site;
  } finally {
    release();
  }
}

/** Waits until this process alone holds `lock` (a folder: made or refused in one step);
 *  returns its release. A lock left by a process that died is taken over after 15 minutes. */
async function takeLock(lock) {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      return () => fs.rmSync(lock, { recursive: true, force: true });
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 15 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((done) => setTimeout(done, 250));
    }
  }
}

/** A copy of the shared build (sharedTestSite) in test-artifacts/sites/NAME/, for a test that
 *  starts from the repository's site and then rebuilds it in place: the same files as a build
 *  of its own, without a second build of the same sources. */
export async function sharedTestSiteCopy(name) {
  const { out: shared } = await sharedTestSite();
  const out = path.join(ARTIFACTS_DIR, 'sites', name);
  fs.rmSync(out, { recursive: true, force: true });
  fs.cpSync(shared, out, { recursive: true });
  return { out };
}

/** A copy of the site's sources (pages, www/, examples/) in test-artifacts/sources/NAME/,
 *  for a test that changes the site as a teacher would and builds it again. */
export function copySiteSources(name) {
  const copy = path.join(ARTIFACTS_DIR, 'sources', name);
  fs.rmSync(copy, { recursive: true, force: true });
  for (const part of ['index.html', 'www', 'examples'])
    if (fs.existsSync(path.join(REPO_ROOT, part)))
      fs.cpSync(path.join(REPO_ROOT, part), path.join(copy, part), { recursive: true });
  // The build resolves npm packages from the copy's folder.
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

/**
 * Serves `root` under `prefix` only (everything else is 404), as a static host with
 * precompressed files does: a file's .br or .gz sibling when the browser accepts it (the
 * first of `encodings` it accepts), hashed assets cached for a year, the rest revalidated
 * (`lifetimes: false`: every file revalidated, as a host that sends no lifetime does).
 * Returns {url, port, close, requests}: `requests` lists {path, bytes, encoding, at} sent (`at`:
 * when, Date.now()). `port`
 * 0 picks a free one; give the same port again to restart a host at the same origin.
 */
export function serveSubPath(
  root,
  prefix = '/courses/nim/',
  { encodings = ['br', 'gzip'], port = 0, lifetimes = true } = {},
) {
  const requests = [];
  const server = http.createServer((req, res) => {
    const urlPath = (req.url ?? '/').split(/[?#]/, 1)[0];
    if (!urlPath.startsWith(prefix)) return notFound(res);
    let rel = urlPath.slice(prefix.length);
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const file = resolveUnderRoot(root, '/' + rel);
    if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) return notFound(res);
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = encodings.find(
      (e) => new RegExp(`\\b${e}\\b`).test(accepted) && fs.existsSync(`${file}.${e === 'gzip' ? 'gz' : e}`),
    );
    const body = fs.readFileSync(encoding ? `${file}.${encoding === 'gzip' ? 'gz' : encoding}` : file);
    const headers = {
      'Content-Type': mimeType(file),
      'Content-Length': body.length,
      'Cache-Control':
        lifetimes && rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(200, headers);
    requests.push({ path: rel, bytes: body.length, encoding: encoding ?? 'identity', at: Date.now() });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const actual = server.address().port;
      resolve({
        url: `http://127.0.0.1:${actual}${prefix}`,
        port: actual,
        requests,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections?.();
          }),
      });
    });
  });
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not Found\n');
}
