// The built site (dist/, scripts/build-site.mjs) as a teacher hosts it: copied into a sub-folder
// of another server (/courses/nim/), under its own Content-Security-Policy. A student opens the
// page, an embed, a course page, an element page and a Markdown note, asks for hints; the service worker stores the site; with
// the host gone and the browser offline a reload still answers a hint; after the teacher
// rebuilds, the new files are served and the old ones are gone from the store.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, screenshot } from './helpers/browser.mjs';
import { buildTestSite, copySiteSources, serveSubPath, sharedTestSiteCopy } from './helpers/site.mjs';
import { listFiles, CSP } from '../scripts/build-site.mjs';
import { axeSerious } from './helpers/axe.mjs';

const TRIANGLE = '#rules=edge&v=3&e=0-1:1,1-2:2,2-0:3';

let site;
let host;
let browser;
before(async () => {
  site = await sharedTestSiteCopy('site-dist');
  host = await serveSubPath(site.out, '/courses/nim/');
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await host?.close();
});

/** A page that records every Content-Security-Policy violation it reports. */
async function newWatchedPage() {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(`${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile})`),
    );
  });
  return page;
}

async function assertClean(page, what) {
  const violations = await page.evaluate(() => window.cspViolations ?? []);
  assert.deepEqual(violations, [], `${what}: no policy violation`);
  assert.deepEqual(page.consoleErrors, [], `${what}: no console error`);
}

/** Clicks Hint like a person and waits for the solver's verdict; returns its text. `within`:
 *  the page, or a <graph-nim> element's locator (locators reach into its shadow root). */
async function askHint(within) {
  await within.getByRole('button', { name: 'Hint' }).click();
  const verdict = within.locator('.hint-result .verdict');
  await verdict.waitFor({ timeout: 30_000 });
  return verdict.textContent();
}

test('dist/ holds only relative URLs, hashed assets, a policy on every page and compressed siblings', () => {
  const files = listFiles(site.out);
  const html = files.filter((f) => f.endsWith('.html'));
  assert.ok(html.includes('index.html'), 'index.html keeps its name');
  for (const page of html) {
    const text = fs.readFileSync(path.join(site.out, page), 'utf8');
    assert.ok(text.includes(`content="${CSP}"`), `${page} carries the policy`);
    assert.doesNotMatch(text, /\s(?:src|href)="\/(?!\/)/, `${page}: no root-relative URL`);
    assert.doesNotMatch(text, /<script(?![^>]*\bsrc=)[^>]*>/, `${page}: no inline script`);
  }
  for (const file of files.filter((f) => f.startsWith('assets/') && !/\.(gz|br)$/.test(f)))
    assert.match(file, /-[0-9a-f]{10}\./, `${file} has a content hash`);
  for (const file of files.filter((f) => /\.(html|js|css|wasm|webmanifest)$/.test(f))) {
    assert.ok(files.includes(`${file}.gz`), `${file}.gz`);
    assert.ok(files.includes(`${file}.br`), `${file}.br`);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(site.out, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.start_url, './index.html');
  for (const icon of manifest.icons) assert.ok(files.includes(icon.src), `icon ${icon.src} is in dist/`);
  assert.ok(!files.some((f) => f.includes('.map')), 'no source maps shipped');
  // The element's script and the resizer keep their names, at the top and in www/ (where the
  // codes Make a puzzle copies name them): the element's re-exports its hashed build; the
  // resizer, a classic script, is whole (no import or export).
  for (const name of ['graph-nim.js', 'www/graph-nim.js']) {
    assert.ok(files.includes(name), `${name} is in dist/`);
    const target = fs.readFileSync(path.join(site.out, name), 'utf8').match(/from '([^']+)'/)[1];
    assert.ok(files.includes(path.posix.join(path.posix.dirname(name), target)), `${name} names ${target}`);
  }
  for (const name of ['embed-resize.js', 'www/embed-resize.js']) {
    assert.ok(files.includes(name), `${name} is in dist/`);
    const code = fs.readFileSync(path.join(site.out, name), 'utf8');
    assert.match(code, /graphnim:fit/);
    assert.doesNotMatch(code, /^\s*(import|export)\b/m, `${name} is a classic script`);
  }
  // Apache's CORS header for course pages of other origins; kept out of the list the download
  // fetches (Apache refuses to serve it: the download adds its own).
  assert.match(
    fs.readFileSync(path.join(site.out, '.htaccess'), 'utf8'),
    /Header set Access-Control-Allow-Origin "\*"/,
  );
  const listing = JSON.parse(fs.readFileSync(path.join(site.out, 'site-files.json'), 'utf8'));
  assert.ok(!listing.site.includes('.htaccess'));
});

test('from a sub-path, under its policy: the page and an embed answer hints, the worker stores the site', async () => {
  const page = await newWatchedPage();
  await page.goto(`${host.url}${TRIANGLE}`);
  await page.locator('svg.board .edge-label').first().waitFor({ timeout: 30_000 });
  assert.match(await askHint(page), /\S/);
  // The manifest is linked and its icons load from the sub-path.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await page.evaluate(async (href) => (await fetch(href)).json(), manifestHref);
  assert.equal(manifest.name, 'Graph Nim Playground');
  await screenshot(page, 'site-dist-page');
  assert.equal(await axeSerious(page, 'dist page'), '');
  // The service worker has stored every file and is active.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(scope, host.url);
  // Installable as an app: Chromium's own check of the manifest, icons and worker finds nothing
  // missing.
  const devtools = await browser.context.newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
  await devtools.detach();
  await assertClean(page, 'page');

  // Help's guide link opens the guide to playing, rendered into a page under the same policy.
  await page.getByRole('button', { name: 'Help and keyboard shortcuts' }).click();
  const [guide] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .getByRole('dialog', { name: 'Help and shortcuts' })
      .getByRole('link', { name: 'The guide to playing' })
      .click(),
  ]);
  await guide.getByRole('heading', { level: 1, name: 'Playing' }).waitFor();
  assert.equal(guide.url(), `${host.url}docs/play.html`);
  // Its pictures load, and its links to other guides open their pages.
  const picture = guide.locator('main img').first();
  await picture.scrollIntoViewIfNeeded();
  assert.ok(await picture.evaluate((img) => img.complete && img.naturalWidth > 0), 'the picture loads');
  await guide.locator('main a[href^="teach.html"]').first().click();
  await guide.getByRole('heading', { level: 1, name: 'Teaching' }).waitFor();
  await screenshot(guide, 'site-dist-guide');
  await guide.close();

  // An embed, as a course page's iframe loads it.
  await page.goto(`${host.url}index.html?embed=1&lock=1${TRIANGLE}`);
  await page.locator('svg.board .edge-label').first().waitFor({ timeout: 30_000 });
  assert.match(await askHint(page), /\S/);
  await screenshot(page, 'site-dist-embed');
  await assertClean(page, 'embed');

  // The course page example: its inline script became a file, its three frames load.
  await page.goto(`${host.url}examples/course.html`);
  const frames = page.locator('main iframe');
  assert.equal(await frames.count(), 3);
  for (let i = 0; i < 3; i++)
    await frames.nth(i).contentFrame().locator('svg.board .edge-label').first().waitFor({ timeout: 30_000 });
  assert.match(await page.locator('#score-total').textContent(), /0 of 3 solved/);
  await screenshot(page, 'site-dist-course');
  await assertClean(page, 'course page');

  // The element page: a board that answers a hint and a puzzle, from the module in assets/.
  await page.goto(`${host.url}examples/graph-nim.html`);
  const board = page.locator('graph-nim#board');
  await board.locator('svg.board .edge-label').first().waitFor({ timeout: 30_000 });
  await page.locator('graph-nim#puzzle .puzzle-task[data-phase="open"]').waitFor({ timeout: 30_000 });
  assert.match(await askHint(board), /\S/);
  await screenshot(page, 'site-dist-element');
  assert.equal(await axeSerious(page, 'dist element page'), '');
  await assertClean(page, 'element page');

  // The Markdown course note, rendered into a page: its elements and its frame load.
  await page.goto(`${host.url}examples/course-notes.html`);
  for (const id of ['heaps', 'square'])
    await page.locator(`graph-nim#${id} .puzzle-task[data-phase="open"]`).waitFor({ timeout: 30_000 });
  await page
    .locator('iframe[data-puzzle="pentagon"]')
    .contentFrame()
    .locator('svg.board .edge-label')
    .first()
    .waitFor({ timeout: 30_000 });
  await screenshot(page, 'site-dist-course-notes');
  await assertClean(page, 'course notes');
  await page.close();
});

test('a first visit: once the page says the site is stored, that same tab goes offline and a puzzle link works', async () => {
  // The site on a host of another port (an origin the browser has never seen), which gives its
  // files no lifetime (as python's http.server does): the browser's own cache does not serve
  // them offline. The tab that registers the worker is the one that goes offline: it was not
  // the worker's until a reload, and a puzzle's code failed to load.
  const fresh = await serveSubPath(site.out, '/courses/nim/', { lifetimes: false });
  const page = await newWatchedPage();
  try {
    await page.goto(`${fresh.url}#rules=edge&v=4&e=0-1:2,1-2:1,2-3:2,3-0:1`);
    await page.locator('svg.board .edge-label').first().waitFor({ timeout: 30_000 });
    const stored = page.getByRole('status').filter({ hasText: 'Stored for offline use' });
    await stored.waitFor({ timeout: 60_000 });
    assert.equal(
      (await stored.innerText()).trim().split('\n')[0],
      'Stored for offline use: this site now works without a network, in this tab too.',
    );
    await screenshot(page, 'site-dist-first-visit-stored');
    assert.equal(await axeSerious(page, 'first visit, the site stored'), '');
    await browser.context.setOffline(true);
    // The teacher opens a puzzle link in the same tab, the network off.
    await page.goto(`${fresh.url}#rules=edge&v=3&e=0-1:1,1-2:2,2-0:3&goal=unique`);
    await page.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 30_000 });
    // The only winning move, by clicks: at vertex 2, one from 1–2 and two from 2–0; judged.
    await page.locator('svg.board .vertex[data-vertex="2"]').click();
    await page.getByRole('button', { name: 'take one more from 1–2' }).click();
    await page.getByRole('button', { name: 'take one more from 2–0' }).click();
    await page.getByRole('button', { name: 'take one more from 2–0' }).click();
    await page.getByRole('button', { name: 'Confirm move' }).click();
    await page.locator('.puzzle-task[data-phase="solved"]').waitFor({ timeout: 30_000 });
    await screenshot(page, 'site-dist-first-visit-offline-puzzle');
    await assertClean(page, 'a puzzle opened offline in the first tab');
    // The note goes at its close button (or has gone by itself after a while).
    if (await stored.count()) await stored.getByRole('button', { name: 'Close the offline note' }).click();
    assert.equal(await stored.count(), 0);
  } finally {
    await browser.context.setOffline(false);
    await page.close();
    await fresh.close();
  }
});

test('offline after the first visit: with the host gone a reload renders and answers a hint', async () => {
  const page = await newWatchedPage();
  await page.goto(`${host.url}#rules=edge&v=4&e=0-1:2,1-2:1,2-3:2,3-0:1`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.locator('svg.board .edge-label').first().waitFor({ timeout: 30_000 });
  const port = host.port;
  await host.close();
  await browser.context.setOffline(true);
  try {
    await page.reload();
    await page.locator('svg.board .edge-label').first().waitFor({ timeout: 30_000 });
    assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the worker answers');
    assert.match(await askHint(page), /\S/);
    // A puzzle needs the tools module (another wasm): it is stored too.
    await page.goto(`${host.url}#rules=edge&v=3&e=0-1:1,1-2:2,2-0:3&goal=find`);
    await page.locator('.puzzle-task').waitFor({ timeout: 30_000 });
    await screenshot(page, 'site-dist-offline');
    await assertClean(page, 'offline');
    // The element, from the store: it draws its board and answers a hint.
    await page.goto(`${host.url}examples/graph-nim.html`);
    const board = page.locator('graph-nim#board');
    await board.locator('svg.board .edge-label').first().waitFor({ timeout: 30_000 });
    assert.match(await askHint(board), /\S/);
    await screenshot(page, 'site-dist-offline-element');
    await assertClean(page, 'offline element page');
  } finally {
    await browser.context.setOffline(false);
    host = await serveSubPath(site.out, '/courses/nim/', { port });
  }
  await page.close();
});

test('a rebuild replaces the stored site: the new build is served and the old files are gone', async () => {
  const first = await newWatchedPage();
  await first.goto(host.url);
  await first.evaluate(() => navigator.serviceWorker.ready);
  const stored = () =>
    first.evaluate(async () => {
      const urls = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
  const before = await stored();
  assert.ok(
    before.some((url) => url.endsWith('.wasm')),
    'the engine is stored',
  );
  // The teacher changes the site (a rule added to the stylesheet) and rebuilds it in place.
  const oldFiles = new Set(listFiles(site.out));
  const changed = copySiteSources('site-dist');
  fs.appendFileSync(path.join(changed, 'www/style.css'), '\n.site-rebuilt {\n  outline: 1px solid;\n}\n');
  site = await buildTestSite('site-dist', { buildId: 'second-build', root: changed });
  const removed = [...oldFiles].filter((f) => !fs.existsSync(path.join(site.out, f)));
  // The open tab keeps its build; a reload finds the new worker, which takes over once the
  // site's tabs are closed.
  await first.reload();
  await first.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.update();
    const installing = registration.installing ?? registration.waiting;
    if (installing && installing.state !== 'installed')
      await new Promise((done) =>
        installing.addEventListener('statechange', () => installing.state === 'installed' && done()),
      );
  });
  await first.close();
  // The browser activates the waiting worker only after the last tab has gone, and does so on
  // its own time: a tab opened too soon is still served by the old build. A person would find
  // the new build on their next visit; the test watches, from a page of the same origin outside
  // the site, until the new worker has taken over, then visits.
  const probe = await newWatchedPage();
  await probe.goto(new URL('/', host.url).href);
  await probe.waitForFunction(
    async (scope) => {
      const registration = await navigator.serviceWorker.getRegistration(scope);
      return registration?.active && !registration.waiting && !registration.installing;
    },
    new URL(host.url).pathname,
    { timeout: 30_000, polling: 200 },
  );
  await probe.close();
  const second = await newWatchedPage();
  await second.goto(`${host.url}${TRIANGLE}`);
  await second.locator('svg.board').waitFor({ timeout: 30_000 });
  await second.waitForFunction(
    () => document.querySelector('meta[name="generator"]')?.content.endsWith('second-build'),
    null,
    { timeout: 30_000 },
  );
  const after = await second.evaluate(async () => {
    const urls = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  const now = new Set(listFiles(site.out));
  for (const url of after) {
    const file = new URL(url).pathname.slice('/courses/nim/'.length);
    assert.ok(now.has(file), `${file} stored is part of the new build`);
  }
  assert.ok(removed.length > 0, 'the rebuild changed some files');
  await assertClean(second, 'after the rebuild');
  assert.match(await askHint(second), /\S/);
  await assertClean(second, 'after the rebuild');
  await second.close();
});
