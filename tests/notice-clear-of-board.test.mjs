// A notice never covers the board's vertices, counts or badges, and the board stays still as
// it comes and goes. Two moves of the default game, then Puzzles → "The even triangle": the
// notice "Your unfinished game … is set aside" sat over the foot of the board's frame and hid
// the triangle's two lower vertices. Checked by the boxes the person sees, at 1280×800 (the
// notice beside the triangle, in the frame's free strip), on a 390×844 phone (at the window's
// foot, under the board) and on a 360×640 phone (whose foot is over the board: at the top).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  assertNoErrors,
  settle,
  takeAtVertex,
  waitForHumanTurnOrEnd,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { onPhone } from './helpers/phone.mjs';
import { tapPuzzleFromList } from './helpers/puzzle.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const SET_ASIDE =
  /^Your unfinished game of Edge-Nim \(2 moves played\) is set aside: the browser’s Back brings it back\./;

/** The boxes of what a notice must leave in sight (each vertex with its ring, each edge's
 *  count, each badge) and the notice's, on screen. */
const boxes = (page) =>
  page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const items = [
      ...document.querySelectorAll('svg.board .vertex-ring, svg.board .edge-label, svg.board .badge'),
    ]
      .filter((el) => el.getBoundingClientRect().width > 0)
      .map((el) => ({
        what: el.closest('[aria-label]')?.getAttribute('aria-label') ?? el.getAttribute('class'),
        ...box(el),
      }));
    return { items, notice: box(document.querySelector('.gnp-message')), height: innerHeight };
  });

/** Fails if the notice meets any vertex, count or badge, or leaves the window; returns the
 *  board's items' boxes. */
async function assertNothingCovered(page, where) {
  const { items, notice, height } = await boxes(page);
  assert.ok(items.length >= 6, `${where}: the triangle's vertices and counts are measured`);
  const covered = items.filter(
    (b) => b.left < notice.right && notice.left < b.right && b.top < notice.bottom && notice.top < b.bottom,
  );
  assert.deepEqual(
    covered.map((b) => b.what),
    [],
    `${where}: the notice (${JSON.stringify(notice)}) covers part of the board`,
  );
  assert.ok(notice.top >= 0 && notice.bottom <= height, `${where}: the notice is in the window`);
  return items;
}

/** The notice goes (×): the board's items are where they were while it showed. */
async function assertBoardStill(page, itemsWithNotice, where, press) {
  await press(page.getByRole('button', { name: 'Dismiss message' }));
  await page.locator('.gnp-message').waitFor({ state: 'hidden' });
  await settle(page);
  const { items } = await boxes(page);
  const moved = items.filter(
    (b, i) =>
      Math.abs(b.top - itemsWithNotice[i].top) > 0.5 || Math.abs(b.left - itemsWithNotice[i].left) > 0.5,
  );
  assert.deepEqual(
    moved.map((b) => b.what),
    [],
    `${where}: the board moved as the notice went`,
  );
}

test('1280×800: the set-aside notice over the even triangle covers none of its vertices or counts', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  // Two moves: mine, by clicks, and the computer's reply.
  await takeAtVertex(page, 0, '0–1');
  await waitForHumanTurnOrEnd(page);
  await page.getByRole('button', { name: 'Puzzles', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Puzzles' })
    .getByRole('link', { name: 'The even triangle' })
    .click();
  await page.getByRole('heading', { name: 'The even triangle' }).waitFor();
  const notice = page.locator('.gnp-message');
  await notice.waitFor();
  await settle(page);
  assert.match(await notice.innerText(), SET_ASIDE);
  const items = await assertNothingCovered(page, '1280×800');
  await screenshot(page, 'notice-clear-of-triangle-desktop');
  assert.equal(await axeSerious(page, 'the set-aside notice beside the triangle'), '');
  await assertBoardStill(page, items, '1280×800', (button) => button.click());
  assertNoErrors(page);
  await page.close();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])
  test(`a ${viewport.width}×${viewport.height} phone: the same notice covers none of the triangle`, async () => {
    await onPhone(viewport, async (page) => {
      await openPlayground(page, env.url('index.html'));
      await page.locator('.vertex[data-vertex="0"]').tap();
      await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
      await page.getByRole('button', { name: 'Confirm move' }).tap();
      await waitForHumanTurnOrEnd(page);
      await tapPuzzleFromList(page, 'The even triangle');
      const notice = page.locator('.gnp-message');
      await notice.waitFor();
      await settle(page);
      assert.match(await notice.innerText(), SET_ASIDE);
      const where = `${viewport.width}×${viewport.height}`;
      const items = await assertNothingCovered(page, where);
      await screenshot(page, `notice-clear-of-triangle-phone-${viewport.width}`);
      await assertBoardStill(page, items, where, (button) => button.tap());
    });
  });
