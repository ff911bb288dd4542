// In the editor, + / − and Backspace on a focused edge say its new count at once, as each
// Enter on an edge says it in play: a keyboard player listening after each key heard nothing
// (the sentence waited for a pause in the keys), while the edge's own name changed, which a
// screen reader does not read again on the element focused. Digits typed are one number,
// said once they pause, and Enter ends a number. Edge-Nim says tokens, Walking Nim weights.
// Driven with Tab and keys.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, boardSummary } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';
import { heardNow, hears, listeningPage } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** Presses `key` and returns what was heard by the time the page has drawn it. */
async function heardAfter(page, key) {
  await heardNow(page);
  await press(page, key);
  return heardNow(page);
}

test('Edge-Nim: + , − and Backspace on a focused edge are each heard at once; digits once typed', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Edit$/);
  await press(page, 'Enter');
  // Focused, not selected with Enter first: the key acts on the edge focused.
  await tabTo(page, /^edge 0–1\b/);
  assert.deepEqual(await heardAfter(page, '+'), ['Edge 0–1: 4 tokens.']);
  assert.deepEqual(await heardAfter(page, '-'), ['Edge 0–1: 3 tokens.']);
  assert.deepEqual(await heardAfter(page, '-'), ['Edge 0–1: 2 tokens.']);
  // Two digits typed quickly: one number, said once.
  await heardNow(page);
  await page.keyboard.type('12');
  await hears(page, /^Edge 0–1: 12 tokens\.$/);
  assert.ok(!(await heardNow(page)).includes('Edge 0–1: 1 token.'), 'the first digit alone was not said');
  // Backspace takes the 2 back: said at once.
  assert.deepEqual(await heardAfter(page, 'Backspace'), ['Edge 0–1: 1 token.']);
  assert.deepEqual((await boardSummary(page)).tokens.slice(0, 1), [1]);
  assert.match(await focusedName(page), /^edge 0–1, 1 token, selected$/);
  // Enter ends the number: "2", Enter, "2" is 2 tokens, not 22.
  await page.keyboard.type('2');
  await press(page, 'Enter');
  await page.keyboard.type('2');
  await hears(page, /^Edge 0–1: 2 tokens\.$/);
  assert.deepEqual((await boardSummary(page)).tokens.slice(0, 1), [2]);
  await screenshot(page, 'keyboard-editor-count-heard');
  assert.equal(await axeSerious(page, 'editor, a count stepped'), '');
  assertNoErrors(page);
  await page.close();
});

test('Walking Nim: the edge J added, stepped and typed, is heard by its weight', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Walking Nim$/);
  await press(page, 'Enter');
  await tabTo(page, /^Edit$/);
  await press(page, 'Enter');
  await tabTo(page, /^vertex 1\b/);
  await press(page, 'Enter');
  await press(page, 'j');
  await tabTo(page, /vertex 3\b/);
  await press(page, 'Enter');
  await hears(page, /^Edge 1–3 added, weight 1\.$/);
  assert.match(await focusedName(page), /^edge 1–3, weight 1\b/);
  assert.deepEqual(await heardAfter(page, '+'), ['Edge 1–3: weight 2.']);
  await heardNow(page);
  await page.keyboard.type('12');
  await hears(page, /^Edge 1–3: weight 12\.$/);
  assert.deepEqual(await heardAfter(page, 'Backspace'), ['Edge 1–3: weight 1.']);
  assert.deepEqual(await heardAfter(page, '-'), ['Edge 1–3: weight 0.']);
  assert.equal(await axeSerious(page, 'editor, a weight stepped'), '');
  assertNoErrors(page);
  await page.close();
});
