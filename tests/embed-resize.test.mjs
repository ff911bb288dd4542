// Frames that fit: examples/course.html loads www/embed-resize.js, and its three puzzles come
// from ANOTHER origin (a second static server). Each frame is sized to its content height,
// and again when a verdict makes the content taller; printed, each frame shows its board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupTwoOrigins, screenshot, launchPhone } from './helpers/browser.mjs';

let env;
before(async () => {
  env = await setupTwoOrigins();
});
after(async () => {
  await env?.teardown();
});

const NAMES = ['pentagon', 'square', 'triangle'];

/** The embed's content height (inside the cross-origin frame) and the frame's own height. */
async function heights(page, name) {
  const frame = page.frames().find((f) => f.url().includes(`title=${TITLES[name]}`));
  const content = await frame.evaluate(() => {
    const root = document.querySelector('.gnp');
    return Math.ceil(root.getBoundingClientRect().bottom + window.scrollY);
  });
  const outer = await page
    .locator(`iframe[data-puzzle="${name}"]`)
    .evaluate((el) => el.getBoundingClientRect().height - el.clientTop * 2);
  return { content, outer };
}
const TITLES = { pentagon: 'The%20pentagon', square: 'The%20square', triangle: 'Beat%20the%20computer' };

/** Waits (up to about 30 s) until the frame's height equals its content's, ±2 px; the
 *  content is in another origin, so it is looked at from here now and then. */
async function waitFitted(page, name) {
  // Chromium does not lay out a cross-origin frame that is off screen until it is scrolled to
  // (as a reader scrolls the notes): then it reports its new height.
  await page.locator(`iframe[data-puzzle="${name}"]`).scrollIntoViewIfNeeded();
  let seen;
  for (let look = 0; look < 300; look++) {
    seen = await heights(page, name);
    if (Math.abs(seen.content - seen.outer) <= 2) return seen;
    await page.waitForTimeout(100);
  }
  assert.fail(`${name}: the frame is ${seen.outer}px high, its content ${seen.content}px`);
}

async function openCourse(page) {
  await page.goto(env.url(`examples/course.html?host=${encodeURIComponent(env.playgroundHost.url)}`));
  for (const name of NAMES)
    await page.locator(`iframe[data-puzzle="${name}"][data-graphnim-fitted]`).waitFor({ timeout: 60_000 });
}

test('embed-resize.js sizes each cross-origin frame to its content, again after a verdict appears and when Why? opens', async () => {
  const page = await env.browser.newPage();
  await openCourse(page);
  for (const name of NAMES) await waitFitted(page, name);
  const before = await heights(page, 'square');
  // A wrong answer: the verdict (with the right answer) appears and the frame grows with it.
  const square = page.frameLocator('iframe[data-puzzle="square"]');
  await square.getByRole('button', { name: 'The player to move wins' }).click();
  await square.getByText('Not quite: the player to move loses.').first().waitFor();
  const verdict0 = await waitFitted(page, 'square');
  assert.notEqual(verdict0.outer, before.outer, 'the frame followed the verdict');
  // The student opens "Why?": the reason unfolds and the frame grows with it.
  await square.locator('.puzzle-why > summary').click();
  await square.locator('.puzzle-reason').waitFor({ state: 'visible' });
  const after = await waitFitted(page, 'square');
  assert.ok(after.outer > verdict0.outer, `the frame grew: ${verdict0.outer} → ${after.outer}`);
  await page.locator('iframe[data-puzzle="square"]').scrollIntoViewIfNeeded();
  await screenshot(page, 'embed-resize-after-verdict');
  // The verdict is inside the frame, not cut off at its bottom.
  const verdict = await square.getByText('Not quite: the player to move loses.').first().boundingBox();
  const frameBox = await page.locator('iframe[data-puzzle="square"]').boundingBox();
  assert.ok(verdict.y + verdict.height <= frameBox.y + frameBox.height);
  // A phone turned upright: the frames narrow, their content is laid out again (one column),
  // and each frame follows its new height (waitFitted: within 2 px of its content).
  const wide = await page.locator('iframe[data-puzzle="square"]').evaluate((el) => el.clientWidth);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const name of NAMES) await waitFitted(page, name);
  const phone = await heights(page, 'square');
  const narrow = await page.locator('iframe[data-puzzle="square"]').evaluate((el) => el.clientWidth);
  assert.ok(narrow < wide, `the frame narrowed: ${wide} → ${narrow}`);
  assert.notEqual(phone.content, after.content, `laid out again: ${after.content} → ${phone.content}`);
  await screenshot(page, 'embed-resize-phone');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

/** Waits (up to about 10 s) until the frame's height equals its content's, ±2 px, where it
 *  is: nothing scrolls it into view. */
async function waitFittedWhereItIs(page, name) {
  let seen;
  for (let look = 0; look < 100; look++) {
    seen = await heights(page, name);
    if (Math.abs(seen.content - seen.outer) <= 2) return seen;
    await page.waitForTimeout(100);
  }
  assert.fail(`${name}: off screen, the frame stayed ${seen.outer}px high, its content ${seen.content}px`);
}

test('a frame off screen when the window narrows follows its new height there, not when scrolled to', async () => {
  const page = await env.browser.newPage();
  await openCourse(page);
  for (const name of NAMES) await waitFitted(page, name);
  // The reader is at the top of the notes; the last frame is far below, off screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 390, height: 844 });
  const frame = page.locator('iframe[data-puzzle="triangle"]');
  const offScreen = async () => (await frame.boundingBox()).y > 844;
  assert.ok(await offScreen(), 'the last frame is below the window');
  const narrow = await waitFittedWhereItIs(page, 'triangle');
  assert.ok(await offScreen(), 'it was fitted while off screen');
  // Seen later, it is already the right height: nothing jumps.
  await frame.scrollIntoViewIfNeeded();
  const seen = await heights(page, 'triangle');
  assert.ok(
    Math.abs(seen.outer - narrow.outer) <= 2,
    `scrolled to, it stayed ${narrow.outer}px: ${seen.outer}px`,
  );
  assert.deepEqual(page.consoleErrors, []);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.close();
});

test('phone, slow network: while the frames load, no frame is made taller and taller', async () => {
  const phone = await launchPhone({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  // Every height the course page gives a frame, as it gives it.
  await page.addInitScript(() => {
    window.frameHeights = {};
    new MutationObserver((changes) => {
      for (const { target } of changes)
        if (target.tagName === 'IFRAME' && target.style.height)
          (window.frameHeights[target.dataset.puzzle] ??= []).push(parseFloat(target.style.height));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
  });
  // The teaching module (which checks the course page's messages) comes late, as on a phone's
  // network: the frame's first heights are reported before it has come.
  await phone.context.route('**/graphnim_tools_bg.wasm', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await openCourse(page);
  for (const name of NAMES) await waitFitted(page, name);
  const given = await page.evaluate(() => window.frameHeights);
  for (const name of NAMES) {
    const heights = given[name] ?? [];
    const last = heights.at(-1);
    assert.ok(
      Math.max(...heights) <= last * 1.5,
      `${name}: the frame was made ${Math.max(...heights)}px high before settling at ${last}px (${heights.join(' → ')})`,
    );
  }
  assert.deepEqual(page.consoleErrors, []);
  await phone.close();
});

test('a frame sized to its content shows a task of two lines whole, not its first line in a box', async () => {
  const page = await env.browser.newPage();
  const text = encodeURIComponent(
    'It is your move. Find a move that wins against perfect play.\nAny winning move counts.',
  );
  const src = `${env.playgroundHost.url}index.html?embed=1&lock=1#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&goal=find&title=The%20square&text=${text}&reveal=3`;
  await page.goto(env.url(`tests/fixtures/course-log.html?fit&src=${encodeURIComponent(src)}`));
  await page.locator('#game[data-graphnim-fitted]').waitFor({ timeout: 60_000 });
  const task = page.frameLocator('#game').locator('.puzzle-text');
  await task.getByText('Any winning move counts.').waitFor();
  const hidden = await task.evaluate((el) => el.scrollHeight - el.clientHeight);
  assert.ok(hidden <= 1, `${hidden}px of the task are scrolled out of its box`);
  assert.ok(await task.getByText('Any winning move counts.').isVisible());
  await screenshot(page, 'embed-fitted-two-line-task');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('at 640×520 without the resizer the drawing fills most of the board', async () => {
  const page = await env.browser.newPage();
  const src = `${env.playgroundHost.url}index.html?embed=1&lock=1&hide=hint#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&goal=find&title=C4`;
  await page.goto(env.url(`tests/fixtures/course-log.html?src=${encodeURIComponent(src)}`));
  const frame = page.frameLocator('#game');
  await frame.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  const board = await frame.locator('svg.board').boundingBox();
  const drawing = await frame.locator('svg.board .vertex').evaluateAll((vertices) => {
    const boxes = vertices.map((v) => v.getBoundingClientRect());
    return {
      width: Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left)),
      height: Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top)),
    };
  });
  await screenshot(page, 'embed-640x520-c4');
  assert.ok(
    drawing.width >= board.width * 0.6,
    `drawing ${drawing.width}px wide on a ${board.width}px board`,
  );
  assert.ok(
    drawing.height >= board.height * 0.6,
    `drawing ${drawing.height}px high on a ${board.height}px board`,
  );
  await page.close();
});

test('print: each frame of the course page shows its position and its task', async () => {
  const page = await env.browser.newPage();
  await openCourse(page);
  await page.emulateMedia({ media: 'print' });
  for (const name of NAMES) {
    const frame = page.frameLocator(`iframe[data-puzzle="${name}"]`);
    const board = await frame.locator('svg.board').boundingBox();
    assert.ok(board && board.height > 150, `${name}: the board is printed`);
    await frame.locator('.puzzle-title').waitFor({ state: 'visible' });
  }
  await screenshot(page, 'course-print');
  await page.close();
});
