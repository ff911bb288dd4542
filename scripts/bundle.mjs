#!/usr/bin/env node
// Bundles the page's ES modules (www/page-entry.js: main.js and all it imports) into www/app.js, which
// index.html loads. Why: the page is some sixty small modules, and fetched one by one they
// kept the first render waiting about 300 ms in the browser's request queue (six connections
// per host; tests/bench/hint-latency.mjs). esbuild (npm, well kept, one static binary) joins
// them in ~50 ms and keeps the source as it is: the modules stay the unit of work, the bundle
// is only how they travel. The wasm-bindgen glue in www/pkg/ stays outside (its own URLs are
// relative to it), and so do the workers, which import their own modules.
//
//   node scripts/bundle.mjs   (run by scripts/build-wasm.sh, hence by serve and test; the browser
//                              tests also call bundlePage() first, so they never test a stale bundle)
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const OUT = path.join(ROOT, 'www/app.js');

/** Whether a module under www/ (not pkg/) is newer than www/app.js, or there is none. */
export function bundleIsStale() {
  let built;
  try {
    built = fs.statSync(OUT).mtimeMs;
  } catch {
    return true;
  }
  const newer = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name !== 'pkg' && newer(full);
      return entry.name.endsWith('.js') && full !== OUT && fs.statSync(full).mtimeMs > built;
    });
  return newer(path.join(ROOT, 'www'));
}

/**
 * Writes www/app.js (and its source map); returns {modules, bytes, ms}. Each file is written
 * beside its place and renamed into it, so a page loading meanwhile (browser tests run in
 * parallel) reads the old bundle or the new one, never half of one.
 */
export async function bundlePage() {
  const started = performance.now();
  const result = await build({
    entryPoints: [path.join(ROOT, 'www/page-entry.js')],
    outfile: OUT,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    // www/app.js sits beside main.js, so `new URL('./worker.js', import.meta.url)` and
    // './pkg/…' resolve as they did from the modules.
    external: ['./pkg/*'],
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    write: false,
  });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  return {
    modules: Object.keys(result.metafile.inputs).length,
    bytes: Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0,
    ms: performance.now() - started,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { modules, bytes, ms } = await bundlePage();
  console.log(
    `bundled ${modules} modules into www/app.js (${(bytes / 1024).toFixed(0)} KB) in ${ms.toFixed(0)} ms`,
  );
}
