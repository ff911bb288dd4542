// What a blind player on the keyboard with a screen reader met on a walk of the page, each
// driven as they drive it (keys in the order they press them) and checked in what is heard:
// the live regions' words and the names of what is focused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';
import { heardSince, heardCount, listeningPage } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** The accessible names of the board's edges, in order. */
const edgeNames = (page) =>
  page.locator('svg.board g.edge').evaluateAll((edges) => edges.map((g) => g.getAttribute('aria-label')));

test('an edge is named by its ends, with its number only where parallel edges or loops share them', async () => {
  const page = await env.browser.newPage();
  // Two edges 0–1, one 1–2, two loops at 2 and one at 0.
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=3&e=0-1:1,1-0:2,1-2:3,2-2:1,2-2:2,0-0:1&mode=play-cpu'),
  );
  assert.deepEqual(await edgeNames(page), [
    'edge 0–1 (edge 0), 1 token',
    'edge 1–0 (edge 1), 2 tokens',
    'edge 1–2, 3 tokens',
    'loop at vertex 2 (edge 3), 1 token',
    'loop at vertex 2 (edge 4), 2 tokens',
    'loop at vertex 0, 1 token',
  ]);
  // The move box names them the same way.
  await tabTo(page, /^vertex 2\b/);
  await press(page, 'Enter');
  const fields = await page
    .getByRole('group', { name: 'Move at vertex 2' })
    .getByRole('spinbutton')
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')));
  assert.deepEqual(fields, [
    'take from 1–2 (3 tokens)',
    'take from loop at vertex 2 (edge 3, 1 token)',
    'take from loop at vertex 2 (edge 4, 2 tokens)',
  ]);
  assertNoErrors(page);
  await page.close();
});

test('Explore: Enter on the map before any arrow key starts on the board’s own cell and says it', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5'));
  await tabTo(page, /^Explore$/);
  await press(page, 'Enter');
  await tabTo(page, /^Draw map$/);
  await press(page, 'Enter');
  await page.locator('canvas.explore-map').waitFor();
  await tabTo(page, /^Heat map of/);
  const from = await heardCount(page);
  await press(page, 'Enter');
  // The board's counts are the map's top corner: that cell is said, with the keys.
  await page.waitForFunction(
    (at) => window.heardTexts.slice(at).some((text) => /The board’s own cell/.test(text)),
    from,
  );
  const heard = (await heardSince(page, from)).join(' | ');
  assert.match(
    heard,
    /0–1: 3, 1–2: 4, 2–3: 3, 3–0: 5 — Grundy \d+ \([NP]\)\. The board’s own cell: arrow keys move, Enter loads a cell\./,
  );
  // The next key goes on from there, as it would from an arrow's cell.
  await press(page, 'ArrowLeft');
  await page.waitForFunction(() =>
    /^0–1: 2, 1–2: 4,/.test(document.querySelector('.explore-readout').textContent),
  );
  await screenshot(page, 'kbwalk-explore-enter-first');
  assert.equal(await axeSerious(page, 'Explore map after Enter'), '');
  assertNoErrors(page);
  await page.close();
});

test('Help has the steps of playing with the keyboard, and they do what they say', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:1,1-2:2,2-3:3,3-0:2&mode=play-cpu'));
  await tabTo(page, /^Help and keyboard shortcuts$/);
  await press(page, 'Enter');
  const section = page.getByRole('region', { name: 'Playing with the keyboard' });
  await section.waitFor();
  const steps = (await section.locator('li').allTextContents()).map((text) => text.replace(/:.*/s, ''));
  assert.deepEqual(steps, [
    'Reach the board',
    'Pick a vertex or a pile',
    'Set the amounts',
    'Confirm',
    'Cancel',
    'Undo',
    'Hint',
    'Review the steps of a finished game',
    'In a puzzle',
    'The Explore map',
  ]);
  await screenshot(page, 'kbwalk-help-keyboard');
  assert.equal(await axeSerious(page, 'Help with the keyboard steps'), '');
  await press(page, 'Escape');

  // The steps, in order, as the section says them.
  await tabTo(page, /^Skip to the board$/);
  await press(page, 'Enter');
  await press(page, 'ArrowRight');
  await tabTo(page, /^vertex 2\b/, { key: 'ArrowRight', limit: 10 });
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'take from 1–2 (2 tokens)', 'the first edge it can take from');
  await page.keyboard.type('1');
  let from = await heardCount(page);
  await press(page, 'Escape');
  await page.waitForFunction((at) => window.heardTexts.slice(at).includes('Move cancelled.'), from);
  assert.match(await focusedName(page), /^vertex 2\b/, 'back where the move began');
  await press(page, 'Enter');
  await page.keyboard.type('1');
  await press(page, 'Enter');
  await page.locator('ol.history li:not(.empty)').first().waitFor();
  await page.locator('ol.history li:not(.empty)').nth(1).waitFor({ timeout: 30_000 });
  await tabTo(page, /^vertex \d\b/);
  await press(page, 'Control+z');
  await page.waitForFunction(() => !document.querySelector('ol.history li:not(.empty)'));
  from = await heardCount(page);
  await press(page, 'h');
  await page.waitForFunction(
    (at) => window.heardTexts.slice(at).some((text) => /winning move|no winning move|Hint/i.test(text)),
    from,
    { timeout: 30_000 },
  );
  assertNoErrors(page);
  await page.close();
});
