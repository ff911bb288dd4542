// The example course page (examples/course.html) with its three puzzles served from
// ANOTHER origin (a second static server on another localhost port, as a course site that
// embeds the playground from its own host): a student answers in the frames with real clicks
// and the course page's score follows the graphnim:result messages. Also: graphnim:set with a
// goal turns an embed into that puzzle, and results reach only the origin= page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupTwoOrigins, screenshot } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupTwoOrigins();
});
after(async () => {
  await env?.teardown();
});

/** The course page, its embeds loaded from the other server. */
async function openCourse(page) {
  await page.goto(env.url(`examples/course.html?host=${encodeURIComponent(env.playgroundHost.url)}`));
  for (const name of ['pentagon', 'square', 'triangle'])
    await page
      .frameLocator(`iframe[data-puzzle="${name}"]`)
      .locator('.puzzle-task[data-phase="open"]')
      .waitFor({ timeout: 60_000 });
}

const scoreLine = (page, name) => page.locator(`#score-list li[data-puzzle="${name}"]`);

test('the course page scores three cross-origin puzzles from graphnim:result', async () => {
  assert.notEqual(new URL(env.site.url).origin, new URL(env.playgroundHost.url).origin, 'two origins');
  const page = await env.browser.newPage();
  await openCourse(page);
  assert.equal(await page.locator('#score-total').textContent(), '0 of 3 solved');
  // The embeds really are on the other origin, and were told to talk only to this page.
  const src = await page.locator('iframe[data-puzzle="pentagon"]').getAttribute('src');
  assert.ok(src.startsWith(env.playgroundHost.url), src);
  assert.match(decodeURIComponent(src), new RegExp(`origin=${new URL(env.site.url).origin}`));
  await screenshot(page, 'course-open');

  // Puzzle 1 (unique): a wrong move first — the frame shows the refutation, the score a try.
  const pentagon = page.frameLocator('iframe[data-puzzle="pentagon"]');
  await pentagon.locator('.edge-label[data-edge="0"]').click();
  await pentagon.getByRole('button', { name: 'Confirm move' }).click();
  await pentagon.locator('.puzzle-task[data-phase="refuted"]').waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => /1 wrong try/.test(document.querySelector('#score-list').textContent));
  assert.equal(await scoreLine(page, 'pentagon').getAttribute('data-state'), 'wrong');
  await page.locator('iframe[data-puzzle="pentagon"]').scrollIntoViewIfNeeded();
  await screenshot(page, 'course-pentagon-refuted');
  // Then the winning move: 1 from 4–0.
  await pentagon.getByRole('button', { name: 'Try again' }).click();
  await pentagon.locator('.edge-label[data-edge="4"]').click();
  await pentagon.getByRole('button', { name: 'Confirm move' }).click();
  await page.waitForFunction(
    () => document.querySelector('#score-total').textContent === '1 of 3 solved',
    null,
    {
      timeout: 30_000,
    },
  );
  assert.equal(await scoreLine(page, 'pentagon').textContent(), '1. The pentagon: solved in 2 tries');

  // Puzzle 2 (outcome): the right answer at once.
  const square = page.frameLocator('iframe[data-puzzle="square"]');
  await square.getByRole('button', { name: 'The player to move loses' }).click();
  await page.waitForFunction(
    () => document.querySelector('#score-total').textContent === '2 of 3 solved',
    null,
    {
      timeout: 30_000,
    },
  );
  assert.equal(await scoreLine(page, 'square').textContent(), '2. The square: solved in 1 try');

  // Puzzle 3 (win): a losing move, then Reveal (reveal=1) and not solved yet.
  const triangle = page.frameLocator('iframe[data-puzzle="triangle"]');
  await triangle.locator('.edge-label[data-edge="0"]').click();
  await triangle.getByRole('button', { name: 'Confirm move' }).click();
  await triangle.locator('.puzzle-task[data-phase="refuted"]').waitFor({ timeout: 30_000 });
  await triangle.getByRole('button', { name: 'Reveal solution' }).click();
  await triangle.locator('svg.board[data-puzzle-move*="solution"]').waitFor({ timeout: 30_000 });
  assert.match(await scoreLine(page, 'triangle').textContent(), /not solved yet, 1 wrong try/);
  await page.locator('iframe[data-puzzle="triangle"]').scrollIntoViewIfNeeded();
  await screenshot(page, 'course-scored');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('axe: the course page with its embeds has no serious or critical violations (light and dark)', async () => {
  const page = await env.browser.newPage();
  const found = {};
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    await openCourse(page);
    found[`course ${colorScheme}`] = await axeSerious(page, `course ${colorScheme}`);
    // axe does not cross origins into the frames: audit one embed in place, too.
    const frame = page.frames().find((f) => f.url().includes('goal=unique'));
    found[`embed ${colorScheme}`] = await axeSerious(frame, `embed ${colorScheme}`);
    await screenshot(page, `course-axe-${colorScheme}`);
  }
  const report = Object.values(found).filter(Boolean).join('\n');
  assert.equal(report, '', `serious/critical axe violations:\n${report}`);
  await page.close();
});

test('graphnim:set with a goal opens that puzzle in the embed; results go to the origin= page only', async () => {
  const page = await env.browser.newPage();
  // tests/fixtures/course.html logs every graphnim:* message; the embed is on the other origin
  // and may talk only to this page's origin.
  const origin = new URL(env.site.url).origin;
  const src = `${env.playgroundHost.url}index.html?embed=1&origin=${encodeURIComponent(origin)}#rules=edge&v=2&e=0-1:1`;
  await page.goto(env.url(`tests/fixtures/course.html?src=${encodeURIComponent(src)}`));
  await page.waitForFunction(() => window.received.some((m) => m.type === 'graphnim:ready'), null, {
    timeout: 60_000,
  });
  // Nim heaps 1 (0–1) and 2 (2–3) as a `find` puzzle.
  await page.evaluate(() =>
    window.send({
      type: 'graphnim:set',
      goal: 'find',
      position: {
        rules: 'edge',
        vertices: 4,
        edges: [
          [0, 1, 1],
          [2, 3, 2],
        ],
      },
    }),
  );
  await page.waitForFunction(() => window.received.some((m) => m.type === 'graphnim:position'));
  const game = page.frameLocator('#game');
  await game.locator('.puzzle-task[data-goal="find"][data-phase="open"]').waitFor({ timeout: 30_000 });
  assert.equal(
    await page.evaluate(() => window.received.filter((m) => m.type === 'graphnim:error').length),
    0,
  );

  // A wrong move sent by the course page (the whole heap of 2) is judged like a click.
  await page.evaluate(() => window.send({ type: 'graphnim:play', move: { vertex: 2, take: [[1, 2]] } }));
  const wrong = await page.waitForFunction(
    () => window.received.find((m) => m.type === 'graphnim:result'),
    null,
    {
      timeout: 30_000,
    },
  );
  assert.deepEqual(await wrong.jsonValue(), {
    type: 'graphnim:result',
    goal: 'find',
    solved: false,
    tries: 1,
    revealed: false,
  });
  // The student takes it back and solves it with a click: 1 from 2–3.
  await game.getByRole('button', { name: 'Try again' }).click();
  await game.locator('.edge-label[data-edge="1"]').click();
  await game.getByRole('button', { name: 'Confirm move' }).click();
  const solved = await page.waitForFunction(
    () => window.received.find((m) => m.type === 'graphnim:result' && m.solved),
    null,
    { timeout: 30_000 },
  );
  assert.deepEqual(await solved.jsonValue(), {
    type: 'graphnim:result',
    goal: 'find',
    solved: true,
    tries: 2,
    revealed: false,
  });
  await screenshot(page, 'course-fixture-set-goal');

  // The same embed told to talk to another origin sends this page nothing.
  const elsewhere = `${env.playgroundHost.url}index.html?embed=1&origin=${encodeURIComponent('https://course.example')}#rules=edge&v=4&e=0-1:1,2-3:2&goal=find`;
  await page.goto(env.url(`tests/fixtures/course.html?src=${encodeURIComponent(elsewhere)}`));
  const other = page.frameLocator('#game');
  await other.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  await other.locator('.edge-label[data-edge="1"]').click();
  await other.getByRole('button', { name: 'Confirm move' }).click();
  await other.locator('.puzzle-task[data-phase="solved"]').waitFor({ timeout: 30_000 });
  assert.deepEqual(await page.evaluate(() => window.received), []);
  await page.close();
});
