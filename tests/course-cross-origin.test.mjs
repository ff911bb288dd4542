// A teacher's course page on ANOTHER origin than the playground, written from docs/embed.md
// alone: one module script tag for <graph-nim>, elements in the page's HTML, a frame with
// www/embed-resize.js. The playground is served by scripts/serve.mjs as the docs' `bash
// scripts/serve.sh` serves it (with its CORS header), with no shim on the course page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setupE2E, startSite, screenshot, launchPhone } from './helpers/browser.mjs';
import { startServer } from '../scripts/serve.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
let playground;
let course;
let courseDir;
before(async () => {
  env = await setupE2E();
  playground = await startSite();
  courseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graphnim-course-'));
  course = await startServer({ root: courseDir, port: 0 });
});
after(async () => {
  await course?.close();
  await playground?.close();
  await env?.teardown();
  if (courseDir) fs.rmSync(courseDir, { recursive: true, force: true });
});

/** Writes `name` on the course site: `body` in a page that logs every graphnim event. */
function coursePage(name, body, head = '') {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Week 3</title>${head}
<script>
  window.events = [];
  for (const type of ['graphnim:ready', 'graphnim:move', 'graphnim:result', 'graphnim:error'])
    document.addEventListener(type, (e) => window.events.push({ id: e.target.id, type, detail: e.detail }));
  window.messages = [];
  window.addEventListener('message', (e) => window.messages.push(e.data));
</script>
</head><body style="font-family: Georgia, serif; max-width: 760px; margin: 1em auto; padding: 0 1em">
<h1>Week 3: Nim on graphs</h1>
${body}
</body></html>`;
  fs.writeFileSync(path.join(courseDir, name), html);
  return new URL(name, course.url).href;
}

const elementScript = () => `<script type="module" src="${playground.url}www/graph-nim.js"></script>`;

const SQUARE = 'rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4';
const PENTAGON = 'rules=edge&v=5&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3';

/** Waits until `count` graphnim:ready (or error) events came. */
async function waitEvents(page, type, count, timeout = 60_000) {
  await page.waitForFunction(
    ([t, n]) => window.events.filter((e) => e.type === t).length >= n,
    [type, count],
    { timeout },
  );
}

test('elements on a course page of another origin: drawn, played, scored, with links to the playground', async () => {
  assert.notEqual(new URL(course.url).origin, new URL(playground.url).origin);
  const url = coursePage(
    'course.html',
    `${elementScript()}
<h2>1. Only one way</h2>
<graph-nim id="p1" position="${PENTAGON}" goal="unique" title="Only one way" reveal="2" lock>Puzzle: only one way</graph-nim>
<h2>2. The square</h2>
<graph-nim id="p2" position="${SQUARE}" goal="outcome" title="The square" lock>Puzzle: the square</graph-nim>`,
  );
  const page = await env.browser.newPage();
  await page.goto(url);
  await waitEvents(page, 'graphnim:ready', 2);
  const square = page.locator('#p2');
  await square.locator('svg.board').waitFor({ state: 'visible' });
  const box = await square.boundingBox();
  assert.ok(box.height > 250, `the element has a height (${box.height}px)`);
  // The solver runs in a worker started from the playground's origin (through a blob module).
  await square.getByRole('button', { name: 'The player to move loses' }).click();
  await waitEvents(page, 'graphnim:result', 1);
  const result = (await page.evaluate(() => window.events)).find((e) => e.type === 'graphnim:result');
  assert.equal(result.id, 'p2');
  assert.equal(typeof result.detail.solved, 'boolean');
  await screenshot(page, 'cross-origin-elements');
  assert.deepEqual(
    (await page.evaluate(() => window.events)).filter((e) => e.type === 'graphnim:error'),
    [],
  );
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});
