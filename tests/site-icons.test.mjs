// Every HTML entry point names an icon the site holds, so a browser opening it never asks for
// /favicon.ico at the root of the host (a 404 in the host's logs, outside the site): the
// built site served from a sub-folder (/courses/nim/, as a university web folder; everything
// else on that host is 404), each of its pages opened; and the development tree's example
// pages. Nothing a page asks for is missing, the icon included (watchMissing forgives no
// favicon.ico, unlike the other tests' collectErrors).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { launchBrowser, startSite } from './helpers/browser.mjs';
import { sharedTestSite, serveSubPath } from './helpers/site.mjs';
import { openAndSettle, watchMissing } from './helpers/page-files.mjs';
import { listFiles } from '../scripts/build-site.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Opens `url` in a fresh tab; returns what it asked for and did not get, and its icon link. */
async function openPage(url) {
  const page = await browser.newPage();
  try {
    const missing = watchMissing(page);
    await openAndSettle(page, url);
    const icons = page.locator('link[rel="icon"]');
    const icon = (await icons.count()) ? await icons.first().getAttribute('href') : null;
    return { missing, icon };
  } finally {
    await page.close();
  }
}

test('every page of the built site, hosted in a sub-folder, names its icon and misses nothing', async () => {
  const site = await sharedTestSite();
  const host = await serveSubPath(site.out, '/courses/nim/');
  try {
    const pages = listFiles(site.out).filter((file) => file.endsWith('.html'));
    for (const entry of ['index.html', 'examples/course.html', 'examples/graph-nim.html'])
      assert.ok(pages.includes(entry), entry);
    for (const file of pages) {
      const { missing, icon } = await openPage(host.url + file);
      assert.deepEqual(missing, [], `${file}: nothing missing, /favicon.ico included`);
      assert.ok(
        fs.existsSync(new URL(icon, `file://${site.out}/${file}`)),
        `${file}: its icon ${icon} is in the site`,
      );
    }
  } finally {
    await host.close();
  }
});

test("the development tree's example pages name an icon and miss nothing", async () => {
  const site = await startSite();
  try {
    for (const file of ['examples/course.html', 'examples/graph-nim.html', 'index.html']) {
      const { missing, icon } = await openPage(site.url + file);
      assert.deepEqual(missing, [], `${file}: nothing missing, /favicon.ico included`);
      assert.ok(icon, `${file}: an icon link`);
    }
  } finally {
    await site.close();
  }
});
