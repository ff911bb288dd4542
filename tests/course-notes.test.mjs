// A Markdown course note (examples/course-notes.md) rendered by a real Markdown renderer
// (markdown-it, as VitePress and many static sites render notes), then used as a student
// would: the note's own script plays a tempting wrong move in the first puzzle, the student
// solves it with clicks after that, answers the second, solves the framed third; the note's
// script hears every result, the frame fits its content, and the printed note shows each
// position.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { setupE2E, screenshot, REPO_ROOT, ARTIFACTS_DIR } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
let notePath;
before(async () => {
  env = await setupE2E();
  // HTML in Markdown passes through, as in VitePress (html: true): the note's elements,
  // frame and script tags reach the page as written.
  const markdown = fs.readFileSync(path.join(REPO_ROOT, 'examples/course-notes.md'), 'utf8');
  const body = new MarkdownIt({ html: true }).render(markdown);
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  notePath = path.join(ARTIFACTS_DIR, 'course-notes.html');
  fs.writeFileSync(
    notePath,
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Week 3: Nim on graphs</title></head><body><main style="max-width: 760px; margin: 0 auto; font-family: Georgia, serif">${body}</main></body></html>\n`,
  );
});
after(async () => {
  await env?.teardown();
});

const scoreLine = (page, id) => page.locator(`#notes-score li[data-puzzle="${id}"]`);

async function openNote(page) {
  await page.goto(env.url('test-artifacts/course-notes.html'));
  for (const id of ['heaps', 'square'])
    await page.locator(`#${id} .puzzle-task[data-phase="open"]`).waitFor({ timeout: 60_000 });
  await page
    .frameLocator('iframe[data-puzzle="pentagon"]')
    .locator('.puzzle-task[data-phase="open"]')
    .waitFor({
      timeout: 60_000,
    });
}

test('the rendered note keeps its elements, frame and scripts', async () => {
  const html = fs.readFileSync(notePath, 'utf8');
  assert.equal((html.match(/<graph-nim /g) ?? []).length, 2);
  assert.match(html, /<iframe data-puzzle="pentagon"/);
  assert.doesNotMatch(html, /<p><graph-nim/, 'no element wrapped in a paragraph');
  // The element's and the note's modules, and the resizer, a classic script.
  assert.equal((html.match(/<script type="module" src=/g) ?? []).length, 2);
  assert.equal((html.match(/<script defer src=/g) ?? []).length, 1);
});

test('a student solves the three puzzles of the rendered note; its script hears every result', async () => {
  const page = await env.browser.newPage();
  await openNote(page);
  await screenshot(page, 'course-notes-open');

  // The note's script plays the tempting move: refuted, one wrong try on the score.
  await page.getByRole('button', { name: 'Play the tempting move for me' }).click();
  const heaps = page.locator('#heaps');
  await heaps.locator('.puzzle-task[data-phase="refuted"]').waitFor({ timeout: 30_000 });
  await scoreLine(page, 'heaps').getByText('not solved yet, 1 try').waitFor();
  // The student takes the try back and takes 1 from the heap of 2, with clicks.
  await heaps.getByRole('button', { name: 'Try again' }).click();
  await heaps.locator('.edge-label[data-edge="1"]').click();
  await heaps.getByRole('button', { name: 'Confirm move' }).click();
  await heaps.locator('.puzzle-task[data-phase="solved"]').waitFor({ timeout: 30_000 });
  await scoreLine(page, 'heaps').getByText('1. Two heaps: solved in 2 tries').waitFor();

  // The square: the player to move loses.
  await page.locator('#square').getByRole('button', { name: 'The player to move loses' }).click();
  await scoreLine(page, 'square').getByText('2. The square: solved in 1 try').waitFor();

  // The pentagon, in its frame: 1 from 4–0.
  const pentagon = page.frameLocator('iframe[data-puzzle="pentagon"]');
  await pentagon.locator('.edge-label[data-edge="4"]').click();
  await pentagon.getByRole('button', { name: 'Confirm move' }).click();
  await scoreLine(page, 'pentagon')
    .getByText('3. The pentagon: solved in 1 try')
    .waitFor({ timeout: 30_000 });

  const heard = await page.evaluate(() =>
    window.notesResults.map(({ id, solved, tries }) => [id, solved, tries]),
  );
  assert.deepEqual(heard, [
    ['heaps', false, 1],
    ['heaps', true, 2],
    ['square', true, 1],
    ['pentagon', true, 1],
  ]);

  // The frame fits its content (embed-resize.js), within 2 px.
  const frame = page.frames().find((f) => f.url().includes('goal=unique'));
  const content = await frame.evaluate(() =>
    Math.ceil(document.querySelector('.gnp').getBoundingClientRect().bottom + window.scrollY),
  );
  const outer = await page
    .locator('iframe[data-puzzle="pentagon"]')
    .evaluate((el) => el.getBoundingClientRect().height - el.clientTop * 2);
  assert.ok(Math.abs(content - outer) <= 2, `frame ${outer}px, content ${content}px`);
  await screenshot(page, 'course-notes-solved');
  const report = await axeSerious(page, 'course notes');
  assert.equal(report, '', report);
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('the printed note shows each position with its task', async () => {
  const page = await env.browser.newPage();
  await openNote(page);
  await page.emulateMedia({ media: 'print' });
  for (const id of ['heaps', 'square']) {
    const box = await page.locator(`#${id} svg.board`).boundingBox();
    assert.ok(box && box.height > 150, `${id}: the board is printed`);
    await page.locator(`#${id} .puzzle-title`).waitFor({ state: 'visible' });
  }
  const pentagon = page.frameLocator('iframe[data-puzzle="pentagon"]');
  const box = await pentagon.locator('svg.board').boundingBox();
  assert.ok(box && box.height > 150, "the frame's board is printed");
  await screenshot(page, 'course-notes-print');
  // The PDF a notes tool would export, for a person to look at.
  await page.pdf({ path: path.join(ARTIFACTS_DIR, 'course-notes.pdf') });
  await page.close();
});
