// End-to-end smoke test of the toolchain: Rust -> wasm32 -> wasm-bindgen -> wasm-opt ->
// static server -> Chromium. Loads www/pkg/graphnim.js from a fixture page and calls version().
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setupE2E, screenshot, REPO_ROOT } from './helpers/browser.mjs';

const cargoVersion = fs
  .readFileSync(path.join(REPO_ROOT, 'crate', 'Cargo.toml'), 'utf8')
  .match(/^version\s*=\s*"([^"]+)"/m)[1];

let env;
before(async () => {
  assert.ok(
    fs.existsSync(path.join(REPO_ROOT, 'www/pkg/graphnim.js')),
    'www/pkg/graphnim.js missing: run bash scripts/build-wasm.sh first',
  );
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

test('server sends the wasm module as application/wasm', async () => {
  const res = await fetch(env.url('www/pkg/graphnim_bg.wasm'));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/wasm');
  const bytes = new Uint8Array(await res.arrayBuffer());
  assert.deepEqual([...bytes.slice(0, 4)], [0x00, 0x61, 0x73, 0x6d], 'wasm magic number');
  const js = await fetch(env.url('www/pkg/graphnim.js'));
  assert.match(js.headers.get('content-type'), /^text\/javascript/);
});

// Sends the path byte for byte (fetch() would normalise away the '..' segments).
function rawGet(port, rawPath) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

test('server refuses paths outside the root', async () => {
  for (const p of [
    '/../../../../etc/passwd',
    '/www/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/www/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/..%5c..%5c..%5c..%5cetc%5cpasswd',
  ]) {
    assert.equal(await rawGet(env.site.port, p), 404, p);
  }
  assert.equal(await rawGet(env.site.port, '/crate/../Cargo.toml'), 200, 'normalised path inside root');
  const missing = await fetch(env.url('no/such/file.txt'));
  assert.equal(missing.status, 404);
});

test('wasm module loads in Chromium and version() returns the crate version', async () => {
  const page = await env.browser.newPage();
  await page.goto(env.url('tests/fixtures/smoke.html'));
  await page.waitForFunction(() => window.smokeResult !== undefined, null, { timeout: 30_000 });
  const result = await page.evaluate(() => window.smokeResult);
  await screenshot(page, 'smoke');
  assert.equal(result.ok, true, result.error);
  assert.equal(result.version, cargoVersion);
  assert.ok(result.exports.includes('version'), `exports: ${result.exports}`);
  assert.equal(await page.textContent('#version'), cargoVersion);
  assert.deepEqual(page.consoleErrors, []);
});
