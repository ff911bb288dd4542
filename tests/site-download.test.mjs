// A teacher getting the site from a hosted copy of it, as the hosting guide says: on the built
// site's guide (docs/host.html, served from a sub-folder), "Download this site (zip)" pressed
// with the mouse; the zip unzipped into a folder of their own, served from another sub-path
// of another host, and the playground there opened and played. And a copy missing one of the
// page's chunks (a mirror that did not follow the page's imports): the page says the copy is
// incomplete and what to do, instead of staying blank.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { ARTIFACTS_DIR, REPO_ROOT, launchBrowser, artifactPath } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { serveSubPath, sharedTestSite } from './helpers/site.mjs';
import { moveListTexts, openPlayground, takeAtVertex, waitForHumanTurnOrEnd } from './helpers/ui.mjs';

const GAME = '#rules=edge&v=4&e=0-1:1,1-2:3,2-3:3,3-0:3&mode=play-cpu';

let site;
let browser;
before(async () => {
  site = await sharedTestSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('the hosting guide downloads the site as a zip that works unzipped in any folder', async () => {
  const host = await serveSubPath(site.out, '/courses/nim/');
  const folder = path.join(ARTIFACTS_DIR, 'site-download', 'teacher');
  let copy;
  try {
    const guide = await browser.newPage();
    await guide.goto(host.url + 'docs/host.html');
    const link = guide.getByRole('link', { name: 'Download this site (zip)' });
    const [download] = await Promise.all([guide.waitForEvent('download', { timeout: 60_000 }), link.click()]);
    assert.equal(download.suggestedFilename(), 'graph-nim-site.zip');
    const status = guide.getByRole('status');
    await status.filter({ hasText: /Saved graph-nim-site\.zip/ }).waitFor();
    await guide.screenshot({ path: artifactPath('site-download-download.png') });
    assert.equal(await axeSerious(guide, 'the hosting guide after the download'), '');
    assert.deepEqual(guide.consoleErrors, [], 'the guide: console errors');
    // The download made no request for the zip itself: it is made in the browser.
    assert.ok(!host.requests.some((r) => r.path.endsWith('.zip')));

    // Unzipped as a teacher would: one folder, the whole site inside it.
    const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    fs.rmSync(folder, { recursive: true, force: true });
    for (const [name, bytes] of Object.entries(zip)) {
      assert.match(name, /^graph-nim-site\//, `${name} is inside the zip's folder`);
      fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
      fs.writeFileSync(path.join(folder, name), bytes);
    }
    const listed = JSON.parse(fs.readFileSync(path.join(site.out, 'site-files.json'), 'utf8')).site;
    assert.deepEqual(
      Object.keys(zip)
        .map((name) => name.slice('graph-nim-site/'.length))
        .sort(),
      [...listed, '.htaccess'].sort(),
      "the zip holds every file site-files.json lists, and Apache's .htaccess",
    );
    assert.match(
      fs.readFileSync(path.join(folder, 'graph-nim-site', '.htaccess'), 'utf8'),
      /^\s*Header set Access-Control-Allow-Origin "\*"$/m,
    );

    copy = await serveSubPath(path.join(folder, 'graph-nim-site'), '/~teacher/nim/');
    const page = await browser.newPage();
    await openPlayground(page, `${copy.url}index.html${GAME}`);
    await takeAtVertex(page, 1, '1–2');
    await waitForHumanTurnOrEnd(page);
    assert.match((await moveListTexts(page))[0], /You/);
    assert.deepEqual(page.consoleErrors, [], 'the unzipped copy: console errors');
    await page.close();
    await guide.close();
  } finally {
    await host.close();
    await copy?.close();
  }
});

test('a copy missing a chunk of the page says the site is incomplete instead of a blank page', async () => {
  const partial = path.join(ARTIFACTS_DIR, 'site-download', 'partial');
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(site.out, partial, { recursive: true });
  // One module the page imports at once, gone (with its compressed siblings).
  const main = fs.readFileSync(path.join(partial, 'assets', mainModule(partial)), 'utf8');
  // `import"./chunk-…"` or `import{g as o}from"./chunk-…"`: either way fetched at once.
  const chunk = main.match(/import(?:\{[^}]*\}from)?"\.\/(chunk-[0-9a-f]+\.js)"/)?.[1];
  assert.ok(chunk, 'the page imports a chunk');
  for (const suffix of ['', '.gz', '.br']) fs.rmSync(path.join(partial, 'assets', chunk + suffix));

  const host = await serveSubPath(partial, '/courses/nim/');
  try {
    const page = await browser.newPage();
    await page.goto(host.url + 'index.html');
    const alert = page.getByRole('alert').filter({ hasText: 'This copy of the site is incomplete' });
    await alert.waitFor();
    assert.match(await alert.textContent(), /Copy the whole site folder .* again/);
    await page.screenshot({ path: artifactPath('site-download-incomplete.png') });
    assert.equal(await axeSerious(page, 'the incomplete copy'), '');
    // The message's link leads to the hosting guide, which is there.
    await alert.getByRole('link').click();
    await page.getByRole('heading', { name: 'Get the site' }).waitFor();
    await page.close();
  } finally {
    await host.close();
  }
});

test('the hosting guide’s commands serve the unzipped download on your own computer', async () => {
  const folder = path.join(ARTIFACTS_DIR, 'site-download', 'teacher', 'graph-nim-site');
  assert.ok(fs.existsSync(path.join(folder, 'index.html')), 'the download was unzipped (first test)');
  // docs/host.md: `bash scripts/serve.sh dist` in the repository (here the unzipped folder),
  // `python3 -m http.server 8080` inside the folder without it. Port 0: any free port.
  for (const [command, args, cwd, said] of [
    ['bash', ['scripts/serve.sh', folder, '0'], REPO_ROOT, /at (http:\/\/127\.0\.0\.1:\d+\/)/],
    ['python3', ['-m', 'http.server', '0', '--bind', '127.0.0.1'], folder, /port (\d+)/],
  ]) {
    const server = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise((resolve, reject) => {
        let out = '';
        const read = (chunk) => {
          out += chunk;
          const found = out.match(said);
          if (found) resolve(/^\d+$/.test(found[1]) ? `http://127.0.0.1:${found[1]}/` : found[1]);
        };
        server.stdout.on('data', read);
        server.stderr.on('data', read);
        server.once('exit', (code) => reject(new Error(`${command} exited (${code}): ${out}`)));
      });
      const page = await browser.newPage();
      await openPlayground(page, `${url}index.html${GAME}`);
      assert.deepEqual(page.consoleErrors, [], `${command}: console errors`);
      await page.close();
    } finally {
      server.kill();
    }
  }
});

/** The page's own module in assets/ (main-HASH.js), as index.html names it. */
function mainModule(root) {
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  return html.match(/src="assets\/(main-[0-9a-f]+\.js)"/)[1];
}
