// The embedder's contract of www/graph-nim.js (its header): the module bundles with esbuild
// into one ES module, and configureGraphNim() says where every file it loads lives. Here, as
// a Jupyter widget would: the bundle and the bundled workers, the wasm files and the
// stylesheet are all handed over as blob: URLs, and a <graph-nim> made afterwards plays.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { setupE2E, screenshot, REPO_ROOT, ARTIFACTS_DIR } from './helpers/browser.mjs';

let env;
const OUT = path.join(ARTIFACTS_DIR, 'bundle');
before(async () => {
  fs.mkdirSync(OUT, { recursive: true });
  for (const [entry, name] of [
    ['www/graph-nim.js', 'graph-nim.bundle.js'],
    ['www/worker.js', 'worker.bundle.js'],
    ['www/tools-worker.js', 'tools-worker.bundle.js'],
  ])
    await build({
      entryPoints: [path.join(REPO_ROOT, entry)],
      bundle: true,
      format: 'esm',
      outfile: path.join(OUT, name),
      logLevel: 'error',
    });
  // The host page's script: every file fetched and turned into a blob: URL first.
  fs.writeFileSync(
    path.join(OUT, 'host.js'),
    `const blobOf = async (url, type) => URL.createObjectURL(new Blob([await (await fetch(url)).arrayBuffer()], { type }));
const js = 'text/javascript';
const urls = {
  wasm: await blobOf('../../www/pkg/graphnim_bg.wasm', 'application/wasm'),
  toolsWasm: await blobOf('../../www/pkg/graphnim_tools_bg.wasm', 'application/wasm'),
  worker: await blobOf('worker.bundle.js', js),
  toolsWorker: await blobOf('tools-worker.bundle.js', js),
  stylesheet: await blobOf('../../www/style.css', 'text/css'),
};
const { configureGraphNim } = await import(await blobOf('graph-nim.bundle.js', js));
configureGraphNim(urls);
window.events = [];
for (const type of ['graphnim:ready', 'graphnim:move', 'graphnim:result', 'graphnim:error'])
  document.addEventListener(type, (event) => window.events.push({ type, detail: event.detail }));
const board = document.createElement('graph-nim');
board.id = 'widget';
board.setAttribute('position', 'rules=edge&v=4&e=0-1:1,2-3:2');
board.setAttribute('goal', 'find');
board.setAttribute('title', 'Two heaps');
document.querySelector('main').append(board);
`,
  );
  fs.writeFileSync(
    path.join(OUT, 'host.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A bundled Graph Nim element</title><script type="module" src="host.js"></script></head><body><main><h1>A widget</h1></main></body></html>\n`,
  );
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

test('the esbuild bundle, given every file as a blob: URL, shows a board that judges a move', async () => {
  const page = await env.browser.newPage();
  await page.goto(env.url('test-artifacts/bundle/host.html'));
  const widget = page.locator('#widget');
  await widget.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  await widget.locator('svg.board').waitFor({ state: 'visible' });
  // Judging runs in the bundled worker, which loads the tools' wasm from its blob: URL.
  const result = await page.evaluate(() =>
    document
      .getElementById('widget')
      .play({ vertex: 2, take: [[1, 1]] })
      .then((r) => r.puzzle),
  );
  assert.equal(result.solved, true);
  const events = await page.evaluate(() => window.events.map((e) => e.type));
  assert.ok(events.includes('graphnim:result'), events.join());
  assert.equal(events.includes('graphnim:error'), false, events.join());
  await screenshot(page, 'graph-nim-bundle');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});
