// The documentation's links and HTML snippets, opened as a reader would open them.
// Every `#rules=…` link in README.md and docs/*.md is opened in a fresh tab: it shows its
// position with no message, unless the docs call it "(a broken link)", which must show an
// error naming what is wrong. Every ```html block is served as a page of its own (with
// https://YOUR-HOST/… pointing at this server) and must load every frame and <graph-nim>
// board it holds with no console error. The lists are read from the files, so pages other
// engineers add to docs/ are covered too.
import fs from 'node:fs';
import path from 'node:path';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot, REPO_ROOT } from './helpers/browser.mjs';
import { openPlayground, boardSummary, assertNoErrors } from './helpers/ui.mjs';

const DOCS_DIR = path.join(REPO_ROOT, 'docs');
const MARKDOWN_FILES = [
  path.join(REPO_ROOT, 'README.md'),
  ...fs
    .readdirSync(DOCS_DIR)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(DOCS_DIR, name)),
];
const BROKEN_MARK = '` (a broken link)';

/** Every `#rules=…` fragment in the docs, with where it is and whether it is meant to fail. */
function docLinks() {
  const links = new Map();
  for (const file of MARKDOWN_FILES) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/#rules=[a-z][^\s`)"'<>\]]*/g)) {
      const fragment = match[0];
      const broken = text.startsWith(BROKEN_MARK, match.index + fragment.length);
      const where = `${path.relative(REPO_ROOT, file)}:${text.slice(0, match.index).split('\n').length}`;
      if (!links.has(fragment)) links.set(fragment, { fragment, broken, where });
    }
  }
  return [...links.values()];
}

/** Every ```html block in the docs. */
function docSnippets() {
  const snippets = [];
  for (const file of MARKDOWN_FILES) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^```html\n([\s\S]*?)^```/gm)) {
      const where = `${path.relative(REPO_ROOT, file)}:${text.slice(0, match.index).split('\n').length}`;
      snippets.push({ html: match[1], where });
    }
  }
  return snippets;
}

/** The token counts a link's `e=` field gives, in edge order: null when it has none, or when
 *  it holds a game (`moves=`), whose board shows the position the moves reach. */
function linkTokens(fragment) {
  const fields = fragment.slice(1).split('&');
  const field = fields.find((f) => f.startsWith('e='));
  if (!field || fields.some((f) => f.startsWith('moves='))) return null;
  // `e=` with nothing after it is a board without edges.
  if (field === 'e=') return [];
  return field
    .slice(2)
    .split(',')
    .map((edge) => Number(edge.split(':')[1]));
}

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

test('the docs hold links and snippets to check', () => {
  assert.ok(docLinks().length >= 8, `found ${docLinks().length} links`);
  assert.ok(docSnippets().length >= 2, `found ${docSnippets().length} html snippets`);
  assert.ok(
    docLinks().some((l) => l.broken),
    'the broken-link examples are recognised',
  );
});

test('every link in the docs opens its position without an error note', async () => {
  for (const { fragment, broken, where } of docLinks()) {
    const page = await env.browser.newPage();
    await openPlayground(page, env.url('index.html' + fragment));
    const message = page.locator('.gnp-message');
    if (broken) {
      await message.waitFor({ state: 'visible' });
      assert.equal(await message.getAttribute('data-kind'), 'error', `${where}: ${fragment}`);
      assert.ok((await message.textContent()).trim().length > 0, `${where}: the error says what is wrong`);
    } else {
      assert.ok(await message.isHidden(), `${where}: ${fragment} shows "${await message.textContent()}"`);
      const tokens = linkTokens(fragment);
      if (tokens) assert.deepEqual((await boardSummary(page)).tokens, tokens, `${where}: the link's counts`);
      assertNoErrors(page);
    }
    await page.close();
  }
});

test('every html snippet in the docs loads its boards with no error', async () => {
  const snippets = docSnippets();
  for (const [index, { html, where }] of snippets.entries()) {
    const page = await env.browser.newPage();
    const address = env.url(`docs-snippet-${index}.html`);
    const body = html.replace(/https?:\/\/YOUR-HOST(\/graph-nim)?\//g, env.url(''));
    await page.route(address, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>${where}</title><body>${body}</body></html>`,
      }),
    );
    await page.goto(address);
    const frames = (html.match(/<iframe\b/g) ?? []).length;
    const elements = (html.match(/<graph-nim\b/g) ?? []).length;
    assert.ok(frames + elements > 0, `${where}: the snippet embeds a board`);
    for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
      await frame.waitForSelector('svg.board', { timeout: 30_000 });
      assert.ok(await frame.locator('.gnp-message').isHidden(), `${where}: the frame shows no message`);
    }
    assert.equal(page.frames().length - 1 >= frames, true, `${where}: every iframe loaded`);
    if (elements)
      await page
        .locator('graph-nim svg.board')
        .nth(elements - 1)
        .waitFor({ timeout: 30_000 });
    await screenshot(page, `docs-snippet-${index}`);
    assertNoErrors(page);
    await page.close();
  }
});
