// A student on a phone, tapping: a loop's count is drawn inside the board; switching rules
// from a finished game's review starts from the position shown, and an empty board is not
// called the computer's win; an edge tapped in Edit brings its − / + into view; Restart does
// not reopen a closed analysis; the review's four steps keep to one row at 360 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchPhone, screenshot, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, boardSummary, statusText } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { onPhone } from './helpers/phone.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const url = (p) => new URL(p, site.url).href;
const LOOP_PUZZLE = 'index.html#rules=edge&v=2&e=0-0:2,0-1:3&goal=unique&title=A%20loop%20at%20the%20end';
// Walking Nim on one edge of weight 5, crossed five times: the game is over after move 5.
const WALK_GAME = 'index.html#rules=walk&v=2&e=0-1:5&piece=0&mode=play&moves=0-1;0-1;0-1;0-1;0-1';

const inside = (inner, outer) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

test('a loop and its count stand inside the board, upright and sideways', async () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 844, height: 390 },
  ]) {
    await onPhone(viewport, async (page) => {
      await openPlayground(page, url(LOOP_PUZZLE));
      const board = await page.locator('svg.board').boundingBox();
      const pill = await page.locator('.edge-label[data-edge="0"] > rect').boundingBox();
      const loop = await page.locator('.edge[data-edge="0"] path').first().boundingBox();
      await screenshot(page, `student-fifth-loop-${viewport.width}`);
      assert.ok(
        inside(pill, board),
        `the loop's count ${JSON.stringify(pill)} is on the board ${JSON.stringify(board)}`,
      );
      assert.ok(
        inside(loop, board),
        `the loop ${JSON.stringify(loop)} is on the board ${JSON.stringify(board)}`,
      );
    });
  }
});

test('360 px: the review steps Start, Previous, Next and End keep to one row', async () => {
  await onPhone({ width: 360, height: 740 }, async (page) => {
    await openPlayground(page, url(WALK_GAME));
    const end = page.getByRole('button', { name: 'End of the game' });
    await end.waitFor();
    const tops = await Promise.all(
      ['Start of the game', 'Previous move', 'Next move', 'End of the game'].map(async (name) =>
        Math.round((await page.getByRole('button', { name }).boundingBox()).y),
      ),
    );
    await screenshot(page, 'student-fifth-steps-360');
    assert.equal(new Set(tops).size, 1, `one row: ${tops}`);
  });
});

test('switching rules from a finished game starts from the position shown, or from its start when the end has no move', async () => {
  const phone = await launchPhone();
  const page = await phone.newPage();
  await openPlayground(page, url(WALK_GAME));
  // Back to move 2 of 5 (the edge at 3), then the other rules.
  for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Previous move' }).tap();
  await page.locator('.review-where', { hasText: /^After move 2 of 5/ }).waitFor();
  await page.getByRole('button', { name: 'Edge-Nim', exact: true }).tap();
  await page.waitForFunction(() => document.querySelector('svg.board')?.dataset.rules === 'edge');
  await settle(page);
  assert.deepEqual((await boardSummary(page)).tokens, [3], 'the position the review showed');
  assert.doesNotMatch(await statusText(page), /wins|No move/);

  assertNoErrors(page);
  await page.close();

  // At the game's end, the final position has nothing to take: the new game starts from the
  // finished game's start instead, and says so; no one has won it.
  const ended = await phone.newPage();
  await openPlayground(ended, url(WALK_GAME));
  await ended.getByRole('button', { name: 'End of the game' }).waitFor();
  await ended.getByRole('button', { name: 'Edge-Nim', exact: true }).tap();
  await ended.waitForFunction(() => document.querySelector('svg.board')?.dataset.rules === 'edge');
  await settle(ended);
  assert.deepEqual((await boardSummary(ended)).tokens, [5], "the finished game's start");
  await ended
    .getByText(/no move left, so the new game of Edge-Nim starts from the finished game's start position/)
    .first()
    .waitFor();
  assert.doesNotMatch(await statusText(ended), /wins/);
  await screenshot(ended, 'student-fifth-rules-switch-from-start');
  assert.equal(await axeSerious(ended, 'rules switched after a finished game'), '');
  assertNoErrors(ended);
  await phone.close();
});

const onScreen = (box, height) => box.y >= 0 && box.y + box.height <= height;

test('Edit on a phone: an edge tapped brings its − / + into view, the edge still on screen', async () => {
  await onPhone(undefined, async (page) => {
    await openPlayground(page, url('index.html#rules=edge&v=3&e=0-1:2,1-2:3,2-0:1&mode=edit'));
    await page.locator('.edge-label[data-edge="1"]').tap();
    await page.getByRole('spinbutton', { name: 'Tokens on the selected edge' }).waitFor();
    const more = page.getByRole('button', { name: 'one token more' });
    await page.waitForFunction(() => {
      const b = document.querySelector('[aria-label="one token more"]')?.getBoundingClientRect();
      return b && b.bottom <= window.innerHeight;
    });
    assert.ok(onScreen(await more.boundingBox(), 844), '+ is on the screen');
    // The edge tapped stays in sight above its controls, so the count changing is seen there.
    assert.ok(
      onScreen(await page.locator('.edge-label[data-edge="1"]').boundingBox(), 844),
      'the edge is on the screen',
    );
    await more.tap();
    await page.waitForFunction(() => document.querySelector('.edge[data-edge="1"]')?.dataset.tokens === '4');
    await page.screenshot({ path: artifactPath('phone-loops-review-steps-and-rule-switch-edit-tap.png') });
    assert.equal(await axeSerious(page, 'edge tapped in Edit'), '');
  });
});

test('Restart does not reopen an analysis of the start position, nor scroll the board away', async () => {
  await onPhone(undefined, async (page) => {
    await openPlayground(page, url('index.html#rules=edge&v=4&e=0-1:1,2-3:2&mode=play'));
    await page.getByRole('button', { name: 'Analyze all moves' }).tap();
    await page.locator('.analysis-list li').first().waitFor();
    // A move: the analysis, of the position before it, closes.
    await page.getByRole('button', { name: 'vertex 2', exact: true }).tap();
    await page.getByRole('button', { name: 'take one more from 2–3' }).tap();
    await page.getByRole('button', { name: 'Confirm move' }).tap();
    await page.locator('.analysis-list li').first().waitFor({ state: 'detached' });
    const restart = page.getByRole('button', { name: 'Restart' });
    await restart.scrollIntoViewIfNeeded();
    const before = (await page.locator('svg.board').boundingBox()).y;
    await restart.tap();
    await page.waitForFunction(() => document.querySelector('.edge[data-edge="1"]')?.dataset.tokens === '2');
    await settle(page);
    assert.equal(await page.locator('.analysis-list li').count(), 0, 'no analysis unasked');
    assert.equal((await page.locator('svg.board').boundingBox()).y, before, 'the page did not scroll');
    await page.screenshot({ path: artifactPath('phone-loops-review-steps-and-rule-switch-restart.png') });
  });
});
