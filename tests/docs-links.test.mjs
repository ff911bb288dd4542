// The documentation's links and HTML snippets, opened as a reader would open them.
// Every `#rules=…` link in README.md and docs/*.md is opened in a fresh tab: it shows its
// position with no message, unless the docs call it "(a broken link)", which must show an
// error naming what is wrong. Every link to a section (`#the-goals`, `embed.md#an-iframe-…`)
// names a heading's id in the guide it points at, the id GitHub gives that heading and the
// guide's page on the site carries; a link to a guide names the guide ("the format guide"),
// not its file ("format.md"). Every ```html block is served as a page of its own (with
// https://YOUR-HOST/… pointing at this server) and must load every frame and <graph-nim>
// board it holds with no console error, and every frame snippet is put into course notes read
// on a phone: the notes stay as wide as the screen, and a tapped vertex brings the frame's move
// box onto the screen. The lists are read from the files, so pages other engineers add to
// docs/ are covered too.
import fs from 'node:fs';
import path from 'node:path';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import MarkdownIt from 'markdown-it';
import { guidePage } from '../scripts/guide-page.mjs';
import { DOWNLOAD_SITE_HREF } from '../scripts/build-site.mjs';
import { setupE2E, screenshot, artifactPath, REPO_ROOT } from './helpers/browser.mjs';
import { openPlayground, boardSummary, assertNoErrors } from './helpers/ui.mjs';
import { onPhone } from './helpers/phone.mjs';

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

/** Every link to a section of a Markdown file in the docs (same page or another guide; not the
 *  playground's `#rules=…` links), found as GitHub finds links: through a Markdown parser, so
 *  a link whose words wrap onto the next line counts too. */
function sectionLinks() {
  const parser = new MarkdownIt();
  const links = [];
  for (const file of MARKDOWN_FILES) {
    const text = fs.readFileSync(file, 'utf8');
    const walk = (tokens, line) => {
      for (const token of tokens) {
        if (token.children) walk(token.children, token.map?.[0] ?? line);
        const href = token.type === 'link_open' ? token.attrGet('href') : null;
        if (!href || /^[a-z]+:|^\/\//i.test(href)) continue;
        const [name, fragment] = href.split('#');
        // The hosting guide's "Download this site (zip)" is a button in the form of a link.
        if (fragment === undefined || fragment.startsWith('rules=') || href === DOWNLOAD_SITE_HREF) continue;
        if (name && !name.endsWith('.md')) continue;
        const where = `${path.relative(REPO_ROOT, file)}:${line + 1}`;
        links.push({ href, to: name ? path.resolve(path.dirname(file), name) : file, fragment, where });
      }
    };
    walk(parser.parse(text, {}), 0);
  }
  return links;
}

/** Every link to a guide (`play.md`, `docs/format.md#…`) whose words name its file instead of
 *  the guide ("format.md" where "the format guide" reads on GitHub and on the site alike). */
function linksNamedByFile() {
  const parser = new MarkdownIt();
  const found = [];
  for (const file of MARKDOWN_FILES) {
    const text = fs.readFileSync(file, 'utf8');
    const walk = (tokens, line) => {
      let open = null;
      for (const token of tokens) {
        if (token.children) walk(token.children, token.map?.[0] ?? line);
        if (token.type === 'link_open') open = { href: token.attrGet('href'), words: '' };
        else if (token.type === 'link_close' && open) {
          if (/\.md(#|$)/.test(open.href) && /\.md\b/.test(open.words))
            found.push(`${path.relative(REPO_ROOT, file)}:${line + 1}: [${open.words}](${open.href})`);
          open = null;
        } else if (open) open.words += token.content;
      }
    };
    walk(parser.parse(text, {}), 0);
  }
  return found;
}

/** The ids of a Markdown file's page, as the site renders it (scripts/guide-page.mjs). */
const pageIds = (file) =>
  new Set(
    [
      ...guidePage(fs.readFileSync(file, 'utf8'), {
        fallbackTitle: '',
        target: (href) => href,
        head: '',
      }).matchAll(/\sid="([^"]*)"/g),
    ].map((match) => match[1]),
  );

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

test('every link to a section of a guide names a heading of that guide', () => {
  const links = sectionLinks();
  assert.ok(links.length >= 30, `found ${links.length} section links`);
  assert.ok(
    links.some((l) => l.where.startsWith('docs/teach.md') && l.href === '#embedding-in-course-notes'),
    'a link within a page is found',
  );
  assert.ok(
    links.some((l) => l.href === 'embed.md#an-iframe-sized-to-its-content'),
    'a link to another guide, its words over two lines, is found',
  );
  const ids = new Map();
  const missing = [];
  for (const { href, to, fragment, where } of links) {
    if (!fs.existsSync(to)) {
      missing.push(`${where}: ${href} (no such file)`);
      continue;
    }
    if (!ids.has(to)) ids.set(to, pageIds(to));
    if (!ids.get(to).has(fragment)) missing.push(`${where}: ${href}`);
  }
  assert.deepEqual(missing, [], 'links to a section no heading of the guide has');
});

test('every link to a guide names the guide, not its Markdown file', () => {
  assert.deepEqual(linksNamedByFile(), []);
});

test("a heading's id is the one GitHub gives it", () => {
  // The headings of the guides that GitHub's slug changes most: code, punctuation, an
  // apostrophe, a number with a dot.
  const ids = (name) => pageIds(path.join(DOCS_DIR, name));
  assert.ok(ids('embed.md').has('the-graph-nim-element'), 'The `<graph-nim>` element');
  assert.ok(ids('embed.md').has('an-iframe-sized-to-its-content'), 'An iframe, sized to its content');
  assert.ok(ids('host.md').has('github-pages-under-repo'), 'GitHub Pages under `/REPO/`');
  assert.ok(
    ids('theory.md').has('ericksons-conjectures-48-and-412-checked-exhaustively'),
    "Erickson's Conjectures 4.8 and 4.12, checked exhaustively",
  );
  // A heading repeated in one guide: the second gets -1, as on GitHub.
  const page = guidePage('# A\n\n## Notes\n\n## Notes\n\n## Notes\n', {
    fallbackTitle: '',
    target: (href) => href,
    head: '',
  });
  assert.deepEqual(
    [...page.matchAll(/<h2 id="([^"]*)"/g)].map((m) => m[1]),
    ['notes', 'notes-1', 'notes-2'],
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

/** A phone's screen, the narrowest of the common ones. */
const PHONE = { width: 375, height: 667 };

/** Waits (up to about 10 s; the page may scroll smoothly) until `locator` is wholly on the
 *  phone's screen; fails saying where it is. */
async function waitOnScreen(page, locator, what) {
  let box;
  for (let look = 0; look < 100; look++) {
    box = await locator.boundingBox();
    if (box && box.y >= -1 && box.y + box.height <= PHONE.height + 1) return box;
    await page.waitForTimeout(100);
  }
  assert.fail(`${what} is not on the screen: it is at y=${box?.y}…${box && box.y + box.height}`);
}

test('every frame snippet in the docs, in course notes on a phone: no wider than the screen, and a tapped vertex brings the move box into view', async () => {
  const snippets = docSnippets().filter(({ html }) => /<iframe\b/.test(html));
  assert.ok(snippets.length >= 2, `found ${snippets.length} frame snippets`);
  await onPhone(PHONE, async (page) => {
    for (const [index, { html, where }] of snippets.entries()) {
      // The course notes: the snippet between paragraphs, as pasted.
      const address = env.url(`docs-snippet-phone-${index}.html`);
      const body = html.replace(/https?:\/\/YOUR-HOST(\/graph-nim)?\//g, env.url(''));
      const notes = '<p>Last week we played Nim on piles; this week the piles sit on edges.</p>';
      await page.route(address, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${where}</title></head><body><h1>Week 3</h1>${notes}${body}${notes.repeat(20)}</body></html>`,
        }),
      );
      await page.goto(address);
      const frame = page.frameLocator('iframe').first();
      await frame.locator('svg.board').waitFor({ timeout: 60_000 });
      await page.locator('iframe[data-graphnim-fitted]').first().waitFor({ timeout: 30_000 });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= PHONE.width, `${where}: the notes are ${wide} px wide on a ${PHONE.width} px screen`);
      const vertex = frame.locator('.vertex[data-vertex="0"]');
      await waitOnScreen(page, vertex, `${where}: vertex 0`);
      await vertex.tap();
      await waitOnScreen(page, frame.getByRole('button', { name: 'Confirm move' }), `${where}: Confirm move`);
      await page.screenshot({ path: artifactPath(`docs-snippet-phone-${index}.png`) });
    }
  });
});

/** The first ```LANG block of docs/NAME.md after the heading `heading` (the whole page when
 *  null). */
function guideBlock(name, lang, heading = null) {
  const text = fs.readFileSync(path.join(DOCS_DIR, name), 'utf8');
  const from = heading ? text.indexOf(`\n${heading}\n`) : 0;
  assert.ok(from >= 0, `${name} has the heading ${heading}`);
  const match = text.slice(from).match(new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\``, 'm'));
  assert.ok(match, `${name} has a ${lang} block${heading ? ` under ${heading}` : ''}`);
  return match[1];
}

test("the teaching guide's script to follow answers, pasted under its frame: it plays its move once the frame is ready, and hears it", async () => {
  const frame = guideBlock('teach.md', 'html', '## Embedding in course notes');
  const script = guideBlock('teach.md', 'js', '## Following answers from the course page');
  assert.match(script, /graphnim:play/);
  const page = await env.browser.newPage();
  // What the script logs of the frame's graphnim:move ("move …").
  const heardMove = new Promise((resolve) =>
    page.on(
      'console',
      (msg) => msg.type() === 'log' && msg.text().startsWith('move ') && resolve(msg.text()),
    ),
  );
  // The course page as the teacher pastes it: the guide's frame, then the guide's script.
  const address = env.url('teach-follow-answers.html');
  const body = `<h1>Week 3</h1>${frame.replace(/https?:\/\/YOUR-HOST(\/graph-nim)?\//g, env.url(''))}<script>\n${script}</script>`;
  await page.route(address, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>Week 3</title><body>${body}</body></html>`,
    }),
  );
  await page.goto(address);
  // The move is played in the frame: 1 token taken from 1–2 (4 → 3), 2 from 2–0 (5 → 3).
  const game = page.frameLocator('iframe');
  await game.locator('.edge-label[data-edge="1"]', { hasText: /^3$/ }).waitFor({ timeout: 60_000 });
  assert.equal((await game.locator('.edge-label[data-edge="2"]').textContent()).trim(), '3');
  // The script heard the frame's graphnim:move for it (and logged it, as the guide says).
  assert.match(await heardMove, /vertex 2/);
  await screenshot(page, 'docs-teach-follow-answers');
  assertNoErrors(page);
  await page.close();
});
