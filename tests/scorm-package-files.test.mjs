// What a SCORM package holds, as a student in an LMS and a validator meet it: the package is
// unpacked into a folder of an LMS's host (/lms/activity/; everything else there is 404), a
// student opens its launch page, presses "?" in a puzzle and follows Help's guide to playing
// (Help offers no guide to teaching there: the puzzles are locked, for students); then every
// HTML page of the package is opened. Nothing asked for
// is missing (no 404, every picture shown), every link on those pages leads to a file of the
// package, and the package holds no page a student cannot reach. imsmanifest.xml names only
// files of the zip: its resources and any schema (.xsd). For SCORM 1.2 and 2004.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { ARTIFACTS_DIR, launchBrowser, screenshot } from './helpers/browser.mjs';
import { sharedTestSite, serveSubPath } from './helpers/site.mjs';
import { brokenImages, linkTargets, openAndSettle, watchMissing } from './helpers/page-files.mjs';
import { packageSet } from '../scripts/package-scorm.mjs';

const SET = {
  title: 'Week 3',
  puzzles: [
    { link: '#rules=edge&v=2&e=0-1:3&goal=outcome&title=One%20edge' },
    {
      position: { rules: 'edge', vertices: 2, edges: [[0, 1, 3]] },
      goal: 'find',
      title: 'Take them all',
    },
  ],
};
const PREFIX = '/lms/activity/';

let site;
let browser;
before(async () => {
  site = await sharedTestSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function packageFiles(version) {
  const { zip } = await packageSet({ setText: JSON.stringify(SET), version, site: site.out });
  return unzipSync(zip);
}

for (const version of ['1.2', '2004']) {
  test(`SCORM ${version}: every file imsmanifest.xml names is in the zip, schemas included`, async () => {
    const files = await packageFiles(version);
    const manifest = new TextDecoder().decode(files['imsmanifest.xml']);
    const named = [
      ...[...manifest.matchAll(/\shref="([^"]+)"/g)].map(([, href]) => href),
      // xsi:schemaLocation pairs a namespace with a file; any .xsd the manifest names.
      ...[...manifest.matchAll(/[\w./-]+\.xsd\b/g)].map(([file]) => file),
    ];
    assert.ok(named.includes('launch.html'));
    const absent = named.filter((file) => !files[file]);
    assert.deepEqual(absent, [], 'files the manifest names that the zip lacks');
    const unlisted = Object.keys(files).filter((file) => file !== 'imsmanifest.xml' && !named.includes(file));
    assert.deepEqual(unlisted, [], 'files of the zip the manifest does not list');
  });
}

test('inside the LMS: the launch page, Help and its guides, and every page of the package load whole', async () => {
  const files = await packageFiles('1.2');
  const root = path.join(ARTIFACTS_DIR, 'scorm', 'package-files');
  fs.rmSync(root, { recursive: true, force: true });
  for (const [name, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), bytes);
  }
  const host = await serveSubPath(root, PREFIX);
  const inPackage = (url) => url.startsWith(host.url) && Boolean(files[url.slice(host.url.length)]);
  try {
    // The student's way in: the launch page, "?" in the first puzzle, Help's two guides.
    const page = await browser.newPage();
    const missing = watchMissing(page);
    await openAndSettle(page, `${host.url}launch.html`);
    await page
      .locator('graph-nim')
      .first()
      .getByRole('button', { name: 'The player to move wins' })
      .waitFor({ timeout: 30_000 });
    // From the first puzzle's title (past the score and its list), Tab reaches its board.
    await page.getByRole('heading', { name: '1. One edge' }).click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('?');
    const reached = [];
    for (const name of ['The guide to playing (opens in a new tab)']) {
      const link = page.getByRole('link', { name, exact: true });
      const [guide] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      const guideMissing = watchMissing(guide);
      await guide.waitForLoadState('load');
      await guide.waitForLoadState('networkidle');
      await guide.getByRole('heading', { level: 1 }).waitFor();
      reached.push(guide.url().slice(host.url.length));
      assert.deepEqual(guideMissing, [], `${name}: nothing missing`);
      assert.deepEqual(await brokenImages(guide), [], `${name}: every picture shows`);
      await screenshot(guide, `scorm-package-${reached.at(-1).replace(/\W+/g, '-')}`);
      await guide.close();
    }
    assert.deepEqual(reached, ['docs/play.html']);
    // Help, still open, is a student's: it offers no guide to teaching.
    assert.ok(await page.getByRole('link', { name: 'The guide to playing' }).isVisible());
    assert.equal(await page.getByRole('link', { name: 'the guide to teaching' }).count(), 0);
    assert.deepEqual(missing, [], 'launch page: nothing missing');
    assert.deepEqual(page.consoleErrors, []);
    await page.close();

    // Every page of the package: nothing missing, every link inside the package; and the
    // package's pages are exactly those reachable from the launch page.
    const pages = Object.keys(files).filter((file) => file.endsWith('.html'));
    // The launch page's links, and the guide its Help opens (reached above).
    const linked = new Set(['launch.html', ...reached]);
    for (const file of pages) {
      const each = await browser.newPage();
      const eachMissing = watchMissing(each);
      await openAndSettle(each, host.url + file);
      if (file === 'launch.html')
        await each
          .locator('graph-nim')
          .first()
          .getByRole('button', { name: 'Reset' })
          .waitFor({ timeout: 30_000 });
      assert.deepEqual(eachMissing, [], `${file}: nothing missing (icon included)`);
      assert.deepEqual(await brokenImages(each), [], `${file}: every picture shows`);
      const targets = await linkTargets(each);
      const outside = targets.filter((url) => url.startsWith('http://127.0.0.1') && !inPackage(url));
      assert.deepEqual(outside, [], `${file}: links to pages the package lacks`);
      for (const url of targets) if (inPackage(url)) linked.add(url.slice(host.url.length));
      assert.deepEqual(each.consoleErrors, [], file);
      await each.close();
    }
    assert.deepEqual(pages.sort(), [...linked].sort(), 'the package holds the pages a student reaches');
  } finally {
    await host.close();
  }
});
