// A phone held sideways at 640×360: the task of "Walking the triangle" (Puzzles), which stands
// beside the board, had "Leave puzzle" cut by the card's edge and "No wrong tries yet" out of
// view, with nothing to show that the task scrolls. Now the whole task fits the screen; and
// once a verdict makes it longer than the screen, its foot says "More below ▾" until the
// student swipes it to its end, where Leave puzzle and the tries are, and Leave puzzle works.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { onPhone } from './helpers/phone.mjs';
import { tapPuzzleFromList } from './helpers/puzzle.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

/** The sign drawn at the task's foot while more of it is below ('' when none). */
const signAtFoot = (task) =>
  task.evaluate((el) => {
    const { content } = getComputedStyle(el, '::after');
    return content === 'none' || content === 'normal' ? '' : content;
  });

/** Fails unless each of `parts` is wholly inside the task's visible box and the screen. */
async function assertShown(page, task, parts, where) {
  const box = await task.evaluate((el) => el.getBoundingClientRect().toJSON());
  const { height, width } = page.viewportSize();
  for (const [what, locator] of parts) {
    const r = await locator.evaluate((el) => el.getBoundingClientRect().toJSON());
    assert.ok(
      r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.bottom <= height && r.right <= width,
      `${where}: ${what} is at y=${Math.round(r.top)}…${Math.round(r.bottom)}, the task shows y=${Math.round(box.top)}…${Math.round(box.bottom)}`,
    );
  }
}

/** Scrolls the page under `locator` down by `distance` px, as a swipe up there does (the
 *  wheel stands in for the finger: Chromium's synthetic touch swipe scrolls nothing here). */
async function swipeUp(page, locator, distance) {
  const r = await locator.boundingBox();
  await page.mouse.move(r.x + r.width / 2, r.y + r.height * 0.7);
  await page.mouse.wheel(0, distance);
  await settle(page);
}

for (const viewport of [
  { width: 640, height: 360 },
  { width: 844, height: 390 },
])
  test(`${viewport.width}×${viewport.height}: the sideways puzzle's whole task is on screen, and a longer one says it scrolls`, () =>
    onPhone(viewport, async (page) => {
      const where = `${viewport.width}×${viewport.height}`;
      await openPlayground(page, new URL('index.html', site.url).href);
      await tapPuzzleFromList(page, 'Walking the triangle');
      const task = page.getByRole('region', { name: 'Puzzle' });
      const leave = task.getByRole('button', { name: 'Leave puzzle' });
      await assertShown(
        page,
        task,
        [
          ['the title', task.getByRole('heading', { name: 'Walking the triangle' })],
          ['the goal', task.getByText('Does the player to move win or lose with perfect play?')],
          ['The player to move wins', task.getByRole('button', { name: 'The player to move wins' })],
          ['The player to move loses', task.getByRole('button', { name: 'The player to move loses' })],
          ['Reset', task.getByRole('button', { name: 'Reset' })],
          ['Leave puzzle', leave],
          ['the tries', task.getByText('No wrong tries yet')],
        ],
        where,
      );
      assert.equal(await signAtFoot(task), '', `${where}: nothing more below`);
      await screenshot(page, `puzzle-sideways-task-${viewport.width}`);
      assert.equal(await axeSerious(page, `sideways puzzle task ${where}`), '');

      // The answer, and its verdict with Why? and Next puzzle: longer than the screen at
      // 640×360, where the task now says so at its foot.
      await task.getByRole('button', { name: 'The player to move wins' }).tap();
      await task.locator('.puzzle-feedback:not([hidden])').waitFor({ timeout: 30_000 });
      await settle(page);
      const longer = await task.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
      if (!longer) return;
      assert.match(await signAtFoot(task), /More below ▾/, `${where}: the task says more is below`);
      await screenshot(page, `puzzle-sideways-task-${viewport.width}-more-below`);
      assert.equal(await axeSerious(page, `sideways puzzle verdict ${where}`), '');
      for (let i = 0; i < 5 && (await signAtFoot(task)); i++) await swipeUp(page, task, 200);
      assert.equal(await signAtFoot(task), '', `${where}: at the task's end the sign goes`);
      await assertShown(
        page,
        task,
        [
          ['Leave puzzle', leave],
          ['the tries', task.locator('.puzzle-tries')],
        ],
        `${where}, swiped to the end`,
      );
      await screenshot(page, `puzzle-sideways-task-${viewport.width}-end`);
      await leave.tap();
      await page
        .getByText(/You left the puzzle “Walking the triangle”/)
        .first()
        .waitFor();
    }));
