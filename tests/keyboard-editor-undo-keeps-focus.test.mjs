// Ctrl+Z in the editor that takes back the item focused (the vertex N added, the edge J
// added) leaves the focus on the board, where the next key works: it fell to the page, and a
// keyboard player's next N or Tab started from nowhere. An Undo that keeps the item (a count
// typed) keeps the focus on it. Driven with Tab and keys as that player pressed them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, boardSummary, focusedDescription } from './helpers/ui.mjs';
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

test('Undo of the vertex N added, or the edge J added, leaves the focus on the board', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Edit$/);
  await press(page, 'Enter');
  await tabTo(page, /^vertex 2\b/);
  await press(page, 'Enter');
  await press(page, 'n');
  await hears(page, /^Vertex 4 added, joined to vertex 2\.$/);
  assert.match(await focusedName(page), /^vertex 4\b/);
  await heardNow(page);

  await press(page, 'Control+z');
  await hears(page, /^Undone: vertex 4 gone, edge 2–4 gone\.$/);
  assert.match(await focusedDescription(page), /^svg\[aria-label="Game board"\]/, 'focus on the board');
  await screenshot(page, 'keyboard-editor-undo-focus');
  assert.equal(await axeSerious(page, 'editor after Undo of a new vertex'), '');
  // The next key works from there: N adds a lone vertex (nothing is selected).
  await press(page, 'n');
  await hears(
    page,
    /^Vertex 4 added, not joined: no vertex was selected \(Enter or Space selects one for N to join to\)\.$/,
  );
  assert.equal((await boardSummary(page)).vertices, 5);

  // J from vertex 1 to vertex 3, then Undo: the new edge goes, the focus stays on the board.
  await tabTo(page, /^vertex 1\b/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await press(page, 'j');
  await tabTo(page, /vertex 3\b/);
  await press(page, 'Enter');
  await hears(page, /^Edge 1–3 added, 1 token\.$/);
  assert.match(await focusedName(page), /^edge 1–3\b/);
  await press(page, 'Control+z');
  await hears(page, /^Undone: edge 1–3 gone\.$/);
  assert.match(await focusedDescription(page), /^svg\[aria-label="Game board"\]/);

  // A count typed and undone: the edge stays, and so does the focus on it.
  await tabTo(page, /^edge 0–1\b/);
  await press(page, '7');
  await press(page, 'Control+z');
  await hears(page, /^Undone: edge 0–1 now 3 tokens\./);
  assert.match(await focusedName(page), /^edge 0–1, 3 tokens\b/);
  assertNoErrors(page);
  await page.close();
});
