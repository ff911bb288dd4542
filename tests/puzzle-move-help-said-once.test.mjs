// A puzzle link without text= showed the same instruction twice, "Make your move on the board
// and confirm it." under the goal and "Your move: make it on the board and confirm it." under
// the board. The page says it once: in the task, with "Your move." under the board; where the
// task leaves it out (a frame, a phone held sideways) the status line says it whole.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { openPlayground, assertNoErrors, statusText } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E({ viewport: { width: 1366, height: 850 } });
});
after(async () => {
  await env?.teardown();
});

const PUZZLE = '#rules=edge&v=4&e=0-1:1,2-3:2&goal=find&title=Offline%20test';
const WALK = '#rules=walk&v=3&e=0-1:2,1-2:1&piece=1&goal=find&title=A%20short%20walk';

/** How many times the page's visible text says how to make the move. */
const timesSaid = (page, how) =>
  page.evaluate((words) => document.body.innerText.split(words).length - 1, how);

test('a puzzle on its own page says how to move once, in its task', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${PUZZLE}`));
  await page.getByText('Make your move on the board and confirm it.').waitFor();
  assert.equal(await statusText(page), 'Your move.');
  assert.equal(await timesSaid(page, 'confirm it'), 1);
  await screenshot(page, 'move-help-said-once');
  assert.equal(await axeSerious(page, 'a puzzle without text='), '');

  // Walking Nim's way of moving, the same.
  await openPlayground(page, env.url(`index.html?walk${WALK}`));
  await page
    .getByText('Make your move on the board: choose an edge next to the piece, then its new weight.')
    .waitFor();
  assert.equal(await statusText(page), 'Your move.');
  assert.equal(await timesSaid(page, 'then its new weight'), 1);
  assertNoErrors(page);
  await page.close();
});

test('in a frame and on a phone held sideways the status line says it, once', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html?embed=1&lock=1${PUZZLE}`));
  assert.equal(await statusText(page), 'Your move: make it on the board and confirm it.');
  assert.equal(await timesSaid(page, 'confirm it'), 1);

  await page.setViewportSize({ width: 800, height: 380 });
  await openPlayground(page, env.url(`index.html${PUZZLE}`));
  assert.equal(await statusText(page), 'Your move: make it on the board and confirm it.');
  assert.equal(await timesSaid(page, 'confirm it'), 1);
  await screenshot(page, 'move-help-said-once-sideways');
  assertNoErrors(page);
  await page.close();
});
