// The element snippet of Make a puzzle, as a teacher and a student meet it: the teacher makes
// a puzzle with clicks and copies the <graph-nim> snippet; it is pasted into a Markdown course
// note (rendered with markdown-it) served from ANOTHER port. The snippet's last line loads the
// element's script from the playground; where scripts are stripped (written here without that
// line) the note shows the snippet's fallback (the board as a picture, the title and the
// task); as pasted, the board replaces the picture and the puzzle is solved with clicks. The
// author's words are escaped in both snippets: a title that is HTML stays text.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { chromium } from 'playwright-core';
import {
  setupE2E,
  startSite,
  screenshot,
  ARTIFACTS_DIR,
  HEADLESS_CHROMIUM_PATH,
  CHROMIUM_ARGS,
} from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import {
  buildPreset,
  setEdge,
  press,
  makerCard,
  checkPuzzle,
  clipboard,
  typeOver,
} from './helpers/author.mjs';
import { clickCentre } from './helpers/puzzle.mjs';
import { openPlayground, settle, assertNoErrors, EMPTY_BOARD } from './helpers/ui.mjs';

let env;
let courseHost;
before(async () => {
  env = await setupE2E();
  await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(env.site.url).origin,
  });
  // The course site: another port, so another origin than the teacher's playground.
  courseHost = await startSite();
});
after(async () => {
  await courseHost?.close();
  await env?.teardown();
});

/** A teacher makes a well-posed puzzle with clicks and typing, by default "find" on C5
 *  (2,3,3,3,3); returns the page, the Make a puzzle card and the position's winning moves
 *  (the crate's). */
async function makePuzzle(title, task, { preset = 'cycle', size = 5, tokens = 3, goal = 'find' } = {}) {
  const page = await env.browser.newPage();
  // The editor (Make a puzzle is an editing card; the page itself opens on a ready game).
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  await buildPreset(page, preset, size, tokens);
  if (preset === 'cycle') await setEdge(page, 0, 2);
  const maker = makerCard(page);
  await maker.scrollIntoViewIfNeeded();
  await maker.getByLabel('Goal').selectOption(goal);
  await typeOver(page, maker.getByLabel('Title'), title);
  await typeOver(page, maker.getByLabel('Task'), task);
  assert.match(await checkPuzzle(page), /^WELL POSED/);
  // The answer comes from the crate, for the student's clicks later.
  const winning = await page.evaluate(
    () => window.graphNimEngine.solve(window.graphNimPlayground.getPosition(), {}).winning_moves,
  );
  return { page, maker, winning };
}

/** Copies a snippet with the card's button, as the teacher does; returns the clipboard. */
async function copySnippet(page, maker, button, what) {
  await press(page, maker.getByRole('button', { name: button }));
  await page.waitForFunction(
    (said) => document.querySelector('.puzzle-share').textContent.includes(said),
    `${what} copied.`,
  );
  return clipboard(page);
}

/** The course note with the pasted snippet as docs/embed.md tells a teacher to paste it into
 *  Markdown (as copied, a blank line before and after), rendered by markdown-it (HTML passes through),
 *  as pasted or, without `script`, with its script tags stripped (as a platform that allows
 *  no scripts does); returns its address on the course host. */
function writeNote(name, snippet, { script }) {
  const pasted = script ? snippet : snippet.replace(/^<script [^\n]*<\/script>\n?/gm, '');
  const markdown = `# Week 4: Nim on a cycle\n\nRead the rules first, then try this one.\n\n${pasted}\n\nNext week: Walking Nim.\n`;
  const body = new MarkdownIt({ html: true }).render(markdown);
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(ARTIFACTS_DIR, `${name}.html`),
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Week 4</title></head><body><main style="max-width: 760px; margin: 0 auto; font-family: Georgia, serif">${body}</main></body></html>\n`,
  );
  return new URL(`test-artifacts/${name}.html`, courseHost.url).href;
}

/** True when the picture shows on screen: laid out with a size, and painted (decoded). */
const pictureShown = (page) =>
  page
    .locator('graph-nim > img')
    .evaluate((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().height > 0);

test('the element snippet shows the picture and the task before the script runs; the board replaces it', async () => {
  const title = 'One move wins';
  const task = 'Find a move that wins.\nThe computer answers.';
  const { page, maker, winning } = await makePuzzle(title, task);
  const snippet = await copySnippet(page, maker, 'Copy element code', 'Element code');
  assert.equal(snippet, await maker.getByLabel('Element code').inputValue());
  const lines = snippet.split('\n');
  assert.match(
    lines[0],
    /^<graph-nim position="rules=edge&amp;v=5&amp;e=0-1:2,1-2:3,2-3:3,3-4:3,4-0:3&amp;xy=/,
  );
  assert.match(
    lines[0],
    / goal="find" title="One move wins" text="Find a move that wins\.&#10;The computer answers\." reveal="3" lock>$/,
  );
  assert.match(
    lines[1],
    /^<p><strong>One move wins<\/strong><\/p><p>Find a move that wins\.<br>The computer answers\.<\/p><img alt="Edge-Nim board: 5 vertices, 5 edges\. [^"]*" src="data:image\/svg\+xml,/,
  );
  assert.match(
    lines[1],
    /<p>If the playground does not appear here, <a href="[^"]+#rules=edge&amp;[^"]*">play this puzzle<\/a> on its own site\.<\/p>$/,
  );
  assert.equal(lines.at(-2), '</graph-nim>');
  // The card says which code goes where: the frame where scripts are stripped, the element
  // where they run (what a stripped element shows is a picture and a link, no board to play).
  const embedWords = await maker.getByText('Embed code, for an LMS').textContent();
  assert.match(embedWords, /for an LMS \(Moodle, Canvas\) or Markdown notes rendered without scripts/);
  const elementWords = await maker.getByText('Element code, for pages').textContent();
  assert.match(elementWords, /for pages that keep scripts/);
  assert.match(
    elementWords,
    /Where scripts are stripped it shows only a picture of the board, the task and a link/,
  );
  assert.doesNotMatch(await maker.textContent(), /works pasted alone into any page/);
  // The element's script, from the playground's own address: the snippet works pasted alone.
  assert.equal(lines.at(-1), `<script type="module" src="${env.url('www/graph-nim.js')}"></script>`);
  assert.ok(snippet.length < 20_000, `the snippet is ${snippet.length} characters`);
  await screenshot(page, 'element-snippet-card');
  await maker.screenshot({ path: path.join(ARTIFACTS_DIR, 'element-snippet-card-only.png') });
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    await settle(page);
    assert.equal(await axeSerious(page, `make a puzzle, element code ${colorScheme}`), '');
  }
  await page.emulateMedia({ colorScheme: 'light' });
  assertNoErrors(page);

  // The note without the element's script: the picture, the title and the task.
  const student = await env.browser.newPage();
  await student.goto(writeNote('element-snippet-fallback', snippet, { script: false }));
  const html = await student.content();
  assert.doesNotMatch(html, /<p><graph-nim/, 'markdown-it kept the element as an HTML block');
  assert.ok(await pictureShown(student), 'the picture of the board is shown');
  await student.getByRole('img', { name: /^Edge-Nim board: 5 vertices, 5 edges/ }).waitFor();
  await student.getByText(title, { exact: true }).waitFor();
  await student.getByText('Find a move that wins.').waitFor();
  await student.getByText('The computer answers.').waitFor();
  await screenshot(student, 'element-snippet-fallback');
  assert.equal(await axeSerious(student, 'element fallback'), '');
  // The still picture cannot be played: its link opens the puzzle on the playground's site.
  await student.getByRole('link', { name: 'Play this puzzle' }).click();
  await student.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  await student.locator('.puzzle-title').getByText(title, { exact: true }).waitFor();
  assert.equal(new URL(student.url()).origin, new URL(env.url('index.html')).origin);
  await screenshot(student, 'teachfix4-fallback-link-opened');
  assertNoErrors(student);

  // The same note with the script: the board replaces the picture.
  await student.goto(writeNote('element-snippet-live', snippet, { script: true }));
  const element = student.locator('graph-nim');
  await element.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  assert.equal(await pictureShown(student), false, 'the picture is no longer shown');
  for (const words of await student.locator('graph-nim > p').all())
    assert.equal(await words.isVisible(), false, 'the title and task of the fallback are not shown');
  await screenshot(student, 'element-snippet-live');
  // The student plays the winning move with clicks: each token taken is one click on its count.
  const [move] = winning;
  for (const [edge, count] of move.take)
    for (let i = 0; i < count; i++) {
      await clickCentre(student.mouse, element.locator(`.edge-label[data-edge="${edge}"] .edge-count`));
      await settle(student);
    }
  await element.getByRole('button', { name: 'Confirm move' }).click();
  await element.locator('.puzzle-task[data-phase="solved"]').waitFor({ timeout: 30_000 });
  await screenshot(student, 'element-snippet-solved');
  // Printed, the board is what shows, not the picture as well.
  await student.emulateMedia({ media: 'print' });
  assert.equal(await pictureShown(student), false, 'the picture is not printed beside the board');
  const printed = await element.locator('svg.board').boundingBox();
  assert.ok(printed && printed.height > 150, 'the board is printed');
  await screenshot(student, 'element-snippet-print');
  await student.emulateMedia({ media: 'screen' });
  assert.equal(await axeSerious(student, 'element solved'), '');
  assertNoErrors(student);
  await student.close();
  await page.close();
});

test("the author's words are escaped in both snippets: a title made of HTML stays text", async () => {
  const title = '"><script>alert(1)</script>';
  const task = '<img src=x onerror=alert(2)> & </graph-nim>\n\nA blank line above.';
  const { page, maker } = await makePuzzle(title, task);
  const element = await copySnippet(page, maker, 'Copy element code', 'Element code');
  const embed = await copySnippet(page, maker, 'Copy embed code', 'Embed code');
  for (const snippet of [element, embed]) {
    assert.doesNotMatch(snippet, /<script>|<img src=x|\n\s*\n/, 'no markup of the author, no blank line');
    assert.equal(snippet.match(/<script/g).length, 1, 'only the script tag of the code itself');
    assert.match(snippet, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  }
  assert.match(embed, /^<iframe [^\n]*><\/iframe>\n<noscript><p><strong>[^\n]*<img alt="Edge-Nim board/);
  assert.match(embed, /<\/noscript>\n<script defer src="[^"]+\/www\/embed-resize\.js"><\/script>$/);
  assertNoErrors(page);

  const student = await env.browser.newPage();
  const dialogs = [];
  student.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
  // Without scripts in the note (what a reader that runs none, or a browser with JavaScript
  // off, shows), then with the element's script: no script of the author runs, the words show.
  const both = `${element}\n\n${embed}`;
  await student.goto(writeNote('element-snippet-escaped', both, { script: false }));
  await student.getByText(title, { exact: true }).waitFor();
  await student.getByText('A blank line above.').waitFor();
  assert.equal(await student.locator('main script, main img[src="x"]').count(), 0);
  await screenshot(student, 'element-snippet-escaped');
  await student.goto(writeNote('element-snippet-escaped-live', both, { script: true }));
  await student.locator('graph-nim .puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  await student.locator('graph-nim .puzzle-title').getByText(title, { exact: true }).waitFor();
  assert.deepEqual(dialogs, []);
  assertNoErrors(student);
  await student.close();

  // A browser with JavaScript off: the frame runs nothing, the noscript shows the picture.
  const noScripts = await chromium.launch({
    executablePath: HEADLESS_CHROMIUM_PATH,
    headless: true,
    args: ['--headless', ...CHROMIUM_ARGS],
  });
  try {
    const reader = await (await noScripts.newContext({ javaScriptEnabled: false })).newPage();
    await reader.goto(writeNote('element-snippet-noscript', embed, { script: false }));
    await reader.getByRole('img', { name: /^Edge-Nim board/ }).waitFor();
    await reader.getByText(title, { exact: true }).waitFor();
    await screenshot(reader, 'element-snippet-noscript');
  } finally {
    await noScripts.close();
  }
  await page.close();
});

test('a board whose picture is over 16 KB gets the text fallback: title, task and the link', async () => {
  const title = 'Seven corners';
  const { page, maker } = await makePuzzle(title, 'Won or lost?', {
    preset: 'complete',
    size: 7,
    tokens: 1,
    goal: 'outcome',
  });
  const snippet = await copySnippet(page, maker, 'Copy element code', 'Element code');
  const link = await maker.getByLabel('Puzzle link').inputValue();
  assert.doesNotMatch(snippet, /<img/);
  assert.ok(snippet.length < 4000, `the snippet is ${snippet.length} characters`);
  const student = await env.browser.newPage();
  await student.goto(writeNote('element-snippet-text-fallback', snippet, { script: false }));
  await student.getByText(title, { exact: true }).waitFor();
  await student.getByText('Won or lost?').waitFor();
  const open = student.getByRole('link', { name: 'Play this puzzle' });
  assert.equal(await open.getAttribute('href'), link);
  await screenshot(student, 'element-snippet-text-fallback');
  assert.equal(await axeSerious(student, 'element text fallback'), '');
  // The link opens the puzzle in the playground.
  await open.click();
  await student.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  assertNoErrors(student);
  await student.close();
  assertNoErrors(page);
  await page.close();
});
