// --graph-nim-height on a course page as a teacher writes it: the Make a puzzle element code of
// a pentagon puzzle, and `graph-nim { --graph-nim-height: … }` in the page's style (docs/embed.md
// gives 600px as its example; a teacher tried 360px and 300px). A wrong move by clicks brings
// the verdict and the refutation's badges. At every value the card holds the task, the whole
// board and its line, the board keeps at least 240px (it was squeezed to 140px, badges
// crammed, and at 300px the board's foot, the status line and the card's border were cut
// off), and the column is at least the value. A board without a task takes the value as its
// column's height (it was not used at all).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setupE2E, screenshot, ARTIFACTS_DIR } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** The board's least height, as docs/embed.md says. */
const FLOOR = 240;

const PENTAGON =
  'rules=edge&amp;v=5&amp;e=0-1:5,1-2:4,2-3:4,3-4:2,4-0:4&amp;xy=400,70;600,215;523,450;277,450;200,215';

/** The teacher's page: the element code as Make a puzzle gives it (its fallback's picture left
 *  out), with the height in the page's style; `task: false` is a board without a task. */
function writeCoursePage(name, height, { task = true } = {}) {
  const puzzle = task
    ? ' goal="unique" title="Pentagon &amp; friends" text="There is exactly one winning move.&#10;Find it!" reveal="2" lock'
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>height</title><style>body{max-width:1100px;margin:auto} graph-nim{--graph-nim-height:${height}}</style></head><body><main><h1>--graph-nim-height: ${height}</h1>
<graph-nim position="${PENTAGON}"${puzzle}>
<p><strong>Pentagon &amp; friends</strong></p><p>There is exactly one winning move.<br>Find it!</p><p>If the playground does not appear here, <a href="${env.url('index.html')}#${PENTAGON.replaceAll('&amp;', '&')}">play this puzzle</a> on its own site.</p>
</graph-nim>
<script type="module" src="${env.url('www/graph-nim.js')}"></script><p>Text after the element.</p></main></body></html>
`;
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS_DIR, `${name}.html`), html);
  return env.url(`test-artifacts/${name}.html`);
}

/** Where the parts the person looks at are, in the page's pixels. */
function measure(page) {
  return page.locator('graph-nim').evaluate((element) => {
    const box = (node) => {
      const b = node.getBoundingClientRect();
      return { top: b.top, bottom: b.bottom, left: b.left, right: b.right, height: b.height };
    };
    const root = element.shadowRoot;
    const status = root.querySelector('.gnp-status');
    return {
      element: box(element),
      card: box(root.querySelector('.gnp-board-wrap')),
      board: box(root.querySelector('svg.board')),
      // Every vertex's disc, and every move badge, as drawn.
      marks: [...root.querySelectorAll('.vertex, .badges > *')].map(box),
      // The task's lines shown (a board without a task has none).
      taskLines: [...root.querySelectorAll('.puzzle-title, .puzzle-goal, .puzzle-feedback')]
        .filter((line) => line.getBoundingClientRect().height > 0)
        .map(box),
      // The status line, when drawn (a verdict above the board takes its place on screen).
      status: status && status.getBoundingClientRect().height > 2 ? box(status) : null,
      statusText: status?.textContent ?? '',
      cardClipped: (() => {
        const card = root.querySelector('.gnp-board-wrap');
        return card.scrollHeight > card.clientHeight + 1;
      })(),
    };
  });
}

const inside = (inner, outer) =>
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5 &&
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5;

/** Everything inside the element and its card, the board at least the floor, the column at
 *  least `height`. */
function assertWhole(m, height, when) {
  assert.ok(inside(m.card, m.element), `${when}: the card's border is inside the element`);
  assert.equal(m.cardClipped, false, `${when}: nothing in the card is cut off`);
  assert.ok(m.marks.length >= 5, `${when}: the vertices are drawn`);
  for (const mark of m.marks) {
    assert.ok(inside(mark, m.board), `${when}: a vertex or badge on the board: ${JSON.stringify(mark)}`);
    assert.ok(inside(mark, m.card), `${when}: a vertex or badge inside the card`);
  }
  for (const line of m.taskLines) assert.ok(inside(line, m.card), `${when}: the task's line inside the card`);
  if (m.status) assert.ok(inside(m.status, m.card), `${when}: "${m.statusText}" inside the card`);
  assert.ok(inside(m.board, m.card), `${when}: the board inside the card`);
  assert.ok(m.board.height >= FLOOR - 0.5, `${when}: the board is ${m.board.height}px, at least ${FLOOR}px`);
  assert.ok(m.card.height >= height - 0.5, `${when}: the column is ${m.card.height}px, at least ${height}px`);
}

for (const height of [360, 300])
  test(`--graph-nim-height: ${height}px: after a wrong move the whole board, its badges, the task and the card are shown`, async () => {
    const page = await env.browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(writeCoursePage(`graph-nim-height-${height}`, `${height}px`));
    const element = page.locator('graph-nim');
    await element.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
    const start = await measure(page);
    assertWhole(start, height, `${height}px, opened`);
    assert.ok(start.taskLines.length >= 2, 'the title and the goal are shown');
    assert.match(start.statusText, /Your move/);
    await screenshot(page, `graph-nim-height-${height}`);

    // The teacher's wrong move: at vertex 3, one token from edge 3–4.
    await element.locator('.vertex[data-vertex="3"]').click();
    await element.getByRole('button', { name: 'take one more from 3–4' }).click();
    await element.getByRole('button', { name: 'Confirm move' }).click();
    await element
      .locator('.task-verdict', { hasText: /^Not solved: you took 1 from edge 3–4 at vertex 3/ })
      .waitFor({ timeout: 30_000 });
    await element.locator('.badges > *').first().waitFor();
    const wrong = await measure(page);
    assertWhole(wrong, height, `${height}px, after a wrong move`);
    assert.ok(wrong.marks.length > 5, 'the refutation badges are drawn');
    await screenshot(page, `graph-nim-height-${height}-wrong`);
    assert.equal(await axeSerious(page, `--graph-nim-height ${height}px after a wrong move`), '');
    assert.deepEqual(page.consoleErrors, []);
    await page.close();
  });

test('a board without a task: the column is the value, the board the rest, never under the floor', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const height of [600, 360, 300]) {
    await page.goto(writeCoursePage(`graph-nim-height-free-${height}`, `${height}px`, { task: false }));
    await page.locator('graph-nim svg.board .vertex').first().waitFor({ timeout: 60_000 });
    const m = await measure(page);
    assertWhole(m, height, `${height}px, no task`);
    // At 360px and more the toolbar and the status line leave the board more than the floor:
    // the column is the value.
    if (height >= 360)
      assert.ok(Math.abs(m.card.height - height) <= 1, `the column is ${m.card.height}px, not ${height}px`);
    await screenshot(page, `graph-nim-height-free-${height}`);
  }
  assert.equal(await axeSerious(page, '--graph-nim-height, no task'), '');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});
