// A student on a phone opens Help → "The guide to playing": the guide opens in a new tab, and a
// phone shows no tabs to switch back with. Every guide, and their index, has "Back to the
// playground" at its top: on the screen as the guide opens, the first stop of Tab; a tap on it
// closes a guide's tab that Help opened (the playground's tab, with its game, is seen again),
// and elsewhere (or Enter) opens the playground, on the built site hosted in a sub-folder and
// on the development server alike. The guides' links name the guide they open ("the format guide"),
// not its source file ("format.md", which meant nothing to the student).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { artifactPath, collectErrors, launchPhone, screenshot, setupE2E } from './helpers/browser.mjs';
import { serveSubPath, sharedTestSite } from './helpers/site.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName } from './helpers/keyboard.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';

const PHONE = { width: 390, height: 844 };

let site;
let host;
let dev;
before(async () => {
  site = await sharedTestSite();
  host = await serveSubPath(site.out, '/courses/nim/');
  dev = await setupE2E();
});
after(async () => {
  await host?.close();
  await dev?.teardown();
});

/** The playground's address under `root`: index.html, whatever position the page then writes
 *  after its #. */
const playgroundAt = (root) => (url) => url.href.split('#')[0] === `${root}index.html`;

/** The link back, as the guide shows it: on the screen without scrolling, above the heading. */
async function assertBackLinkAtTop(guide, what) {
  const back = guide.getByRole('link', { name: 'Back to the playground', exact: true });
  await back.waitFor();
  const box = await back.boundingBox();
  const heading = await guide.getByRole('heading', { level: 1 }).boundingBox();
  const height = guide.viewportSize().height;
  assert.ok(box.y >= 0 && box.y + box.height <= height, `${what}: the link is on the screen (y=${box.y})`);
  assert.ok(box.y + box.height <= heading.y, `${what}: the link is above the heading`);
  // A finger's target: WCAG's 24 px at least (the link is padded to about 44).
  assert.ok(box.height >= 24, `${what}: the link is ${box.height} px tall`);
  return back;
}

test('phone, built site in a sub-folder: Help’s guide to playing has Back to the playground at its top; a tap closes the guide’s tab, back to the game', async () => {
  const phone = await launchPhone({ viewport: PHONE });
  try {
    const page = await phone.newPage();
    await openPlayground(page, `${host.url}index.html`);
    await page.getByRole('button', { name: 'Help and keyboard shortcuts' }).tap();
    const help = page.getByRole('dialog', { name: 'Help and shortcuts' });
    const [guide] = await Promise.all([
      page.context().waitForEvent('page'),
      help.getByRole('link', { name: 'The guide to playing' }).tap(),
    ]);
    collectErrors(guide);
    await guide.getByRole('heading', { level: 1, name: 'Playing' }).waitFor();
    assert.equal(guide.url(), `${host.url}docs/play.html`);
    const back = await assertBackLinkAtTop(guide, 'the guide to playing');
    // Where the Graph as text card's format is: a guide, named as one (it read "format.md").
    assert.equal(
      await guide.getByRole('link', { name: 'the format guide', exact: true }).first().getAttribute('href'),
      'format.html#graph-as-text',
    );
    // What the phone shows as the guide opens (the whole guide is some 40 screens long).
    await guide.screenshot({ path: artifactPath('guide-back-to-playground-phone.png') });
    assert.equal(await axeSerious(guide, 'the guide to playing on a phone'), '');

    // The guide's tab closes: the playground's tab, which Help was pressed in, is seen again
    // with its game (opened in the guide's tab, the start board looked like the game lost).
    assert.deepEqual(guide.consoleErrors, []);
    await Promise.all([guide.waitForEvent('close'), back.tap()]);
    assert.equal(page.isClosed(), false);
    await page.locator('svg.board').waitFor();
    assertNoErrors(page);
  } finally {
    await phone.close();
  }
});

test('built site: every guide and the index open with Back to the playground as the first Tab stop; Enter opens the playground', async () => {
  const page = await dev.browser.newPage();
  try {
    const pages = fs
      .readdirSync(path.join(site.out, 'docs'))
      .filter((file) => file.endsWith('.html'))
      .sort();
    assert.ok(pages.includes('index.html') && pages.includes('play.html'), pages.join(', '));
    for (const file of pages) {
      await page.goto(`${host.url}docs/${file}`);
      await assertBackLinkAtTop(page, `docs/${file}`);
      await page.keyboard.press('Tab');
      assert.match(await focusedName(page), /Back to the playground$/, `docs/${file}: the first Tab stop`);
      const ring = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
      assert.equal(ring, 'solid', `docs/${file}: focus shows a ring`);
      // Its links name the guide they open ("the format guide"), not a source file (format.md).
      const fileNames = (await page.locator('main a').allInnerTexts()).filter((words) =>
        /\.md\b/.test(words),
      );
      assert.deepEqual(fileNames, [], `docs/${file}: links that read as file names`);
    }
    // The last page visited (a guide), then the index: Enter on the focused link opens the playground.
    await page.keyboard.press('Enter');
    await page.waitForURL(playgroundAt(host.url));
    await page.locator('svg.board').waitFor({ timeout: 30_000 });
    await page.goto(`${host.url}docs/`);
    await page.keyboard.press('Tab');
    await screenshot(page, 'guide-back-to-playground-index-focused');
    await page.keyboard.press('Enter');
    await page.waitForURL(playgroundAt(host.url));
    await page.locator('svg.board').waitFor({ timeout: 30_000 });
    assert.deepEqual(page.consoleErrors, []);
  } finally {
    await page.close();
  }
});

test('phone, development server: the guide to playing and the index link back to the playground', async () => {
  const phone = await launchPhone({ viewport: PHONE });
  try {
    const page = await phone.newPage();
    for (const guide of ['docs/play.md', 'docs/']) {
      await page.goto(dev.url(guide));
      const back = await assertBackLinkAtTop(page, guide);
      await back.tap();
      await page.waitForURL(playgroundAt(dev.url('')));
      await page.locator('svg.board').waitFor({ timeout: 30_000 });
    }
    assertNoErrors(page);
  } finally {
    await phone.close();
  }
});
