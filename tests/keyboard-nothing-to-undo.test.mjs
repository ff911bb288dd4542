// Ctrl+Z with nothing to undo says so: in a puzzle (which has Try again and Reset, no Undo)
// and on a board with no step behind it, the key did nothing a keyboard player could hear.
// After a reload, with a game set aside before it, it names the browser's Back, which brings the
// game back. Driven with Tab and keys.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, boardSummary } from './helpers/ui.mjs';
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

test('Ctrl+Z in a puzzle says there is nothing to undo, and what to use instead', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Puzzles/);
  await press(page, 'Enter');
  await tabTo(page, /^Grundy value of a path: /);
  await press(page, 'Enter');
  await tabTo(page, /^Game board/);
  const before = await boardSummary(page);
  await heardNow(page);
  await press(page, 'Control+z');
  await hears(
    page,
    /^Nothing to undo in a puzzle: Try again takes a wrong try back, and Reset starts the puzzle again\.$/,
  );
  assert.deepEqual(await boardSummary(page), before);
  await screenshot(page, 'nothing-to-undo-in-a-puzzle');
  assert.equal(await axeSerious(page, 'nothing to undo in a puzzle'), '');
  assertNoErrors(page);
  await page.close();
});

test('Ctrl+Z and Ctrl+Y on a board with no step to take say there is nothing to undo or redo', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:1&mode=edit'));
  await tabTo(page, /^Game board/);
  await heardNow(page);
  await press(page, 'Control+z');
  await hears(page, /^Nothing to undo\.$/);
  await press(page, 'Control+y');
  await hears(page, /^Nothing to redo\.$/);
  assertNoErrors(page);
  await page.close();
});

test('a game set aside by Build, then a reload: Ctrl+Z says the browser’s Back goes to it, and Back brings it', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu'));
  await playAtVertex(page, 0, 1);
  await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length >= 2);
  await tabTo(page, /^Build$/);
  await press(page, 'Enter');
  await hears(page, /set aside for this new board: Undo brings it back/);
  await page.reload();
  await page.waitForFunction(() => window.graphNimEngine, null, { timeout: 30_000 });
  await tabTo(page, /^Skip to the board$/);
  await press(page, 'Enter');
  await heardNow(page);
  await press(page, 'Control+z');
  await hears(
    page,
    /^Nothing to undo since the page loaded: the browser’s Back goes to the boards before\.$/,
  );
  await page.goBack();
  await hears(page, /^Opened a game of 2 moves/);
  assertNoErrors(page);
  await page.close();
});
