// The status line under the board is a live region, and a screen reader reads it whole: what
// Undo took back is heard before whose turn it is, with that change. Once the status changes
// again with nothing new done (the opponent changed to two players), the unseen "Undone: …"
// went on being read before "Player 1 to move.": the region now holds what is shown. Driven
// with Tab and keys as a keyboard player did it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, statusText, waitForHumanTurnOrEnd } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { press, tabTo } from './helpers/keyboard.mjs';
import { heardNow, hears, listeningPage, playAtVertex } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const region = (page) =>
  page.evaluate(() => document.querySelector('.gnp-status').textContent.replace(/\s+/g, ' ').trim());

test('after an Undo, changing the opponent leaves the status region saying only what it shows', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:5,1-2:5,2-3:5,3-0:5&mode=play-cpu'));
  await playAtVertex(page, 0, 1);
  await waitForHumanTurnOrEnd(page);
  await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length === 2);
  await heardNow(page);
  await press(page, 'Control+z');
  await hears(page, /^Undone: You: .*Your turn\.$/);
  assert.match(await region(page), /^Undone: /, 'what Undo did is heard with it');

  await tabTo(page, /^Opponent$/);
  await heardNow(page);
  await press(page, 'ArrowDown');
  await page.waitForFunction(() =>
    /Player 1 to move/.test(document.querySelector('.gnp-status').textContent),
  );
  assert.equal(await statusText(page), 'Player 1 to move.');
  assert.equal(await region(page), 'Player 1 to move.', 'the region holds what is shown, not the Undo again');
  const heard = await heardNow(page);
  assert.ok(!heard.some((text) => /Undone/.test(text)), `the Undo was not read again: ${heard.join(' | ')}`);
  await screenshot(page, 'status-after-opponent-change');
  assert.equal(await axeSerious(page, 'two players after an Undo'), '');
  assertNoErrors(page);
  await page.close();
});
