// A teacher reading the guides follows their links to a section: on the built site, hosted in
// a sub-folder, "Embedding in course notes" in the teaching guide scrolls the page to that
// heading, and "Graph Nim in course notes: an iframe sized to its content" opens the embedding
// guide at its heading "An iframe, sized to its content", not at the top; the same on the
// development server. (That every such link names a heading: docs-links.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, launchBrowser, setupE2E } from './helpers/browser.mjs';
import { serveSubPath, sharedTestSite } from './helpers/site.mjs';
import { axeSerious } from './helpers/axe.mjs';

let host;
let browser;
let dev;
before(async () => {
  const site = await sharedTestSite();
  host = await serveSubPath(site.out, '/courses/nim/');
  browser = await launchBrowser();
  dev = await setupE2E();
});
after(async () => {
  await browser?.close();
  await host?.close();
  await dev?.teardown();
});

/** Waits (up to about 10 s) until the heading named `name` is at the window's top, as a jump to
 *  it leaves it (a few pixels either way); fails saying where it is. */
async function waitAtTop(page, name) {
  const heading = page.getByRole('heading', { name, exact: true });
  let box;
  for (let look = 0; look < 100; look++) {
    box = await heading.boundingBox();
    if (box && Math.abs(box.y) <= 8) return;
    await page.waitForTimeout(100);
  }
  assert.fail(
    `"${name}" is at y=${box?.y}, not at the window's top (scrolled ${await page.evaluate(() => scrollY)})`,
  );
}

test('on the built site, a link to a section scrolls to its heading, in the same guide and in another', async () => {
  const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
  await page.goto(`${host.url}docs/teach.html`);
  assert.equal(await page.evaluate(() => scrollY), 0, 'the guide opens at its top');

  await page.getByRole('link', { name: 'Embedding in course notes', exact: true }).click();
  await page.waitForURL(/teach\.html#embedding-in-course-notes$/);
  await waitAtTop(page, 'Embedding in course notes');
  // What the window shows (not the whole page): the section at its top.
  await page.screenshot({ path: artifactPath('guide-anchors-same-page.png') });
  assert.equal(await axeSerious(page, 'the teaching guide at a section'), '');

  // Back at the top, "the goals" in the first steps leads to the goals.
  await page.evaluate(() => scrollTo(0, 0));
  await page.getByRole('link', { name: 'the goals', exact: true }).click();
  await waitAtTop(page, 'The goals');

  await page.getByRole('link', { name: 'Graph Nim in course notes: an iframe sized to its content' }).click();
  await page.waitForURL(/embed\.html#an-iframe-sized-to-its-content$/);
  await waitAtTop(page, 'An iframe, sized to its content');
  await page.screenshot({ path: artifactPath('guide-anchors-other-guide.png') });
  assert.equal(await axeSerious(page, 'the embedding guide at a section'), '');
  await page.close();
});

test('on the development server, a link to a section scrolls to its heading', async () => {
  const page = await dev.browser.newPage({ viewport: { width: 1000, height: 700 } });
  await page.goto(dev.url('docs/teach.md'));
  await page.getByRole('link', { name: 'puzzle links', exact: true }).click();
  await page.waitForURL(/teach\.md#puzzle-links$/);
  await waitAtTop(page, 'Puzzle links');
  await page.close();
});
