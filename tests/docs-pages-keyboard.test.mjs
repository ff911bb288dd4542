// The guides as pages a keyboard user reads: every page the built site makes of docs/*.md, and
// their index (docs/index.html, what docs/ opens), passes the axe audit (every table column
// named) on a laptop and a phone; every code block takes focus with Tab, says what it holds,
// shows a ring, and scrolls sideways with the arrow keys (a long embed code or command output
// was cut off at the box's edge, scrollable by mouse only; on a phone, wide tables were too);
// docs/ answers with the index, on the development server (from Help) and in the built site.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { artifactPath, screenshot, setupE2E } from './helpers/browser.mjs';
import { serveSubPath, sharedTestSite } from './helpers/site.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';

let env;
let site;
let host;
before(async () => {
  env = await setupE2E();
  site = await sharedTestSite();
  host = await serveSubPath(site.out, '/courses/nim/');
});
after(async () => {
  await host?.close();
  await env?.teardown();
});

const guides = () =>
  fs
    .readdirSync(path.join(site.out, 'docs'))
    .filter((file) => file.endsWith('.html'))
    .sort();

test('every guide the site builds, and its index, passes the axe audit, on a laptop and a phone', async () => {
  const pages = guides();
  assert.ok(pages.includes('index.html') && pages.includes('teach.html'), pages.join(', '));
  const page = await env.browser.newPage();
  // On a phone a wide table scrolls sideways too (its box takes focus, as a code block's does).
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const file of pages) {
      await page.goto(`${host.url}docs/${file}`);
      assert.equal(await page.getAttribute('html', 'lang'), 'en', file);
      assert.notEqual(await page.title(), '', file);
      assert.equal(await axeSerious(page, `docs/${file} at ${viewport.width} px`), '');
      // Every column is named: a header cell with no text (axe's minor empty-table-header,
      // which the audit above lets pass) leaves a screen reader nothing to say for the column.
      const unnamed = await page.$$eval('th', (cells) => cells.filter((th) => !th.textContent.trim()).length);
      assert.equal(unnamed, 0, `docs/${file}: ${unnamed} table header cells without text`);
    }
  }
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('a code box wider than its frame takes focus with Tab and scrolls with the arrow keys', async () => {
  const page = await env.browser.newPage();
  await page.goto(`${host.url}docs/teach.html`);
  const boxes = page.locator('main pre');
  const count = await boxes.count();
  assert.ok(count >= 3, `${count} code boxes`);
  // Every box is in the Tab order, with a name a screen reader says.
  for (let i = 0; i < count; i++) {
    const box = boxes.nth(i);
    assert.equal(await box.getAttribute('tabindex'), '0');
    assert.match(await box.getAttribute('aria-label'), /\S/);
  }
  // The embed code, cut off at the box's edge: Tab to it, then the arrow keys show the rest.
  await tabTo(page, /^HTML code$/, { limit: 200 });
  const scroll = () => page.evaluate(() => document.activeElement.scrollLeft);
  const wide = await page.evaluate(() => {
    const box = document.activeElement;
    return box.scrollWidth > box.clientWidth;
  });
  assert.ok(wide, 'the embed code is wider than its box');
  assert.equal(await scroll(), 0);
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.activeElement.scrollLeft > 0);
  // The ring shows where focus is.
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.equal(ring, 'solid');
  await page.screenshot({ path: artifactPath('docs-code-box-focused.png') });
  // The command output (the widest, 2,700 px of lines in an 820 px box) too.
  await tabTo(page, /^Commands and their output$/, { limit: 200 });
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.activeElement.scrollLeft > 0);
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('docs/ opens the guides’ index: each guide with a line, each link opening its guide', async () => {
  const page = await env.browser.newPage();
  const answer = await page.goto(`${host.url}docs/`);
  assert.equal(answer.status(), 200);
  await page.getByRole('heading', { level: 1, name: 'Guides' }).waitFor();
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.match(await page.title(), /Guides/);
  const links = page.locator('main li a');
  // Every guide is listed (the index itself is not one), each with a line saying what it is for.
  assert.equal(await links.count(), guides().length - 1);
  for (const item of await page.locator('main li').all()) assert.match(await item.innerText(), /^.+: \S/);
  await screenshot(page, 'docs-index-site');
  assert.equal(await axeSerious(page, 'the guides’ index'), '');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  for (const href of hrefs) {
    await page.goto(`${host.url}docs/${href}`);
    await page.locator('main h1').waitFor();
  }
  // With the keyboard: Tab to the guide to teaching, Enter opens it.
  await page.goto(`${host.url}docs/index.html`);
  await tabTo(page, /^Teaching$/);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Teaching' }).waitFor();
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('Help links all the guides: on the development server the index opens, its links open the guides', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Help and keyboard shortcuts$/);
  await press(page, 'Enter');
  const help = page.getByRole('dialog', { name: 'Help and shortcuts' });
  await help.waitFor();
  await tabTo(page, /^all the guides \(opens in a new tab\)$/, { limit: 10 });
  assert.equal(await focusedName(page), 'all the guides (opens in a new tab)');
  const [index] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
  await index.getByRole('heading', { level: 1, name: 'Guides' }).waitFor();
  assert.equal(await index.getAttribute('html', 'lang'), 'en');
  assert.equal(await axeSerious(index, 'the guides’ index, development server'), '');
  await index.getByRole('link', { name: 'Playing' }).click();
  await index.getByRole('heading', { level: 1, name: 'Playing' }).waitFor();
  await index.goBack();
  await index.getByRole('link', { name: 'Graph Nim Playground', exact: true }).click();
  await index.locator('svg.board').waitFor();
  // docs/ itself answers with the same page.
  await index.goto(env.url('docs/'));
  await index.getByRole('heading', { level: 1, name: 'Guides' }).waitFor();
  await index.close();
  assertNoErrors(page);
  await page.close();
});
