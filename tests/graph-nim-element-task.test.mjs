// The <graph-nim> element's task as a student meets it on a phone and on a laptop: an outcome
// puzzle with a long title keeps its answer buttons clear of the Hint card (a click lands on
// the button, or playwright refuses it), and a task of two lines is shown whole, not cut
// to its first line.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { axeAny } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const PAGE = 'tests/fixtures/elements-long-task.html';
const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 700, height: 800 },
  { width: 1280, height: 800 },
];

async function openElements(page, viewport) {
  await page.setViewportSize(viewport);
  await page.goto(env.url(PAGE));
  await page.waitForFunction(
    () => window.events?.filter((e) => e.type === 'graphnim:ready').length === 3,
    null,
    {
      timeout: 60_000,
    },
  );
}

for (const viewport of [SIZES[0], SIZES[2], SIZES[3]])
  test(`${viewport.width}×${viewport.height}: an outcome puzzle with a long title: both answer buttons take a real click`, async () => {
    const page = await env.browser.newPage();
    await openElements(page, viewport);
    const outcome = page.locator('#outcome');
    const wins = outcome.getByRole('button', { name: 'The player to move wins' });
    const loses = outcome.getByRole('button', { name: 'The player to move loses' });
    await loses.scrollIntoViewIfNeeded();
    await screenshot(page, `graph-nim-long-title-${viewport.width}`);
    // A click on a button the Hint card covers lands on the card: playwright refuses it.
    await wins.click({ trial: true, timeout: 5000 });
    await loses.click({ timeout: 5000 });
    await outcome.locator('.puzzle-task[data-phase="solved"]').waitFor();
    const result = await page.evaluate(() =>
      window.events.find((e) => e.id === 'outcome' && e.type === 'graphnim:result'),
    );
    assert.equal(result.detail.solved, true);
    // Nothing of the Hint card over the answer row either, once answered.
    const row = await outcome.locator('.puzzle-outcome').boundingBox();
    const hint = await outcome.locator('[aria-label="Hint and analysis"]').boundingBox();
    if (hint)
      assert.ok(
        hint.y >= row.y + row.height - 1 ||
          hint.x >= row.x + row.width - 1 ||
          hint.x + hint.width <= row.x + 1,
        `the Hint card ${JSON.stringify(hint)} is clear of the answers ${JSON.stringify(row)}`,
      );
    await screenshot(page, `graph-nim-long-title-${viewport.width}-answered`);
    assert.equal(await axeAny(page, `long title ${viewport.width}`), '');
    assert.deepEqual(page.consoleErrors, []);
    await page.close();
  });

for (const viewport of SIZES.slice(0, 2))
  test(`${viewport.width}×${viewport.height}: a task of two lines is shown whole in the element`, async () => {
    const page = await env.browser.newPage();
    await openElements(page, viewport);
    const text = page.locator('#find .puzzle-text');
    await text.waitFor();
    await text.scrollIntoViewIfNeeded();
    const seen = await text.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const lines = Math.round(box.height / parseFloat(getComputedStyle(el).lineHeight));
      // Every box around it that clips (up to the shadow root) holds all of it.
      const clippedBy = [];
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        if (box.top < c.top - 1 || box.bottom > c.bottom + 1) clippedBy.push(a.className);
      }
      return {
        lines,
        hidden: el.scrollHeight - el.clientHeight,
        clippedBy,
        inTask: el.closest('.puzzle-task').getBoundingClientRect().bottom >= box.bottom - 1,
      };
    });
    await screenshot(page, `graph-nim-task-text-${viewport.width}`);
    assert.ok(seen.lines >= 2, `the task takes two lines or more here (${seen.lines})`);
    assert.ok(seen.hidden <= 1, `none of the task is scrolled out of its box (${seen.hidden}px hidden)`);
    assert.deepEqual(seen.clippedBy, [], 'no box around the task cuts it');
    assert.ok(seen.inTask, 'the task sits inside its card');
    assert.ok(await text.isVisible());
    assert.deepEqual(page.consoleErrors, []);
    await page.close();
  });

for (const viewport of [SIZES[3], SIZES[0]])
  test(`${viewport.width}×${viewport.height}: hint hidden, a wrong answer: the verdict, Reset and the tries are all in view, nothing scrolls inside`, async () => {
    const page = await env.browser.newPage();
    await openElements(page, viewport);
    const puzzle = page.locator('#hidden-hint');
    const before = (await puzzle.boundingBox()).height;
    // The path 2, 3, 1 is a win for the player to move: "loses" is the wrong answer.
    await puzzle.getByRole('button', { name: 'The player to move loses' }).click();
    await puzzle.getByText('Not quite: the player to move wins.', { exact: true }).waitFor();
    const reset = puzzle.getByRole('button', { name: 'Reset' });
    await reset.waitFor();
    const task = puzzle.locator('.puzzle-task');
    const inner = await task.evaluate((el) => el.scrollHeight - el.clientHeight);
    assert.ok(inner <= 1, `the task scrolls inside its box (${inner}px hidden)`);
    const box = await puzzle.boundingBox();
    for (const part of [
      reset,
      puzzle.getByText(/Wrong tries: 1/).first(),
      puzzle.getByRole('heading').first(),
    ]) {
      const b = await part.boundingBox();
      assert.ok(b && b.y >= box.y - 1 && b.y + b.height <= box.y + box.height + 1, 'inside the element');
    }
    assert.ok(box.height >= before, `the element grew with its task (${before} → ${box.height})`);
    await reset.click({ trial: true });
    await screenshot(page, `graph-nim-hidden-hint-wrong-${viewport.width}`);
    assert.deepEqual(page.consoleErrors, []);
    await page.close();
  });
