// The editor's keys (N, L, Delete, Backspace, digits…) edit only with the focus on the board,
// as Help says: a keyboard player who selected a vertex and then Tabbed on to the side panel
// pressed Delete on Presets' Build and lost the vertex with its edges (focus jumped to the
// board), N on Download .tex added a vertex, L on Check puzzle said "Select a vertex first".
// Help's own shortcuts (H, Ctrl+Z) still work from a button, never while typing in a field.
// Driven with Tab and keys as that player pressed them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, setupE2E, screenshot } from './helpers/browser.mjs';
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

test('Delete, N and L pressed on the side panel’s buttons do not edit the board; on the board they do', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Edit$/);
  await press(page, 'Enter');
  await tabTo(page, /^vertex 3\b/);
  await press(page, 'Enter');
  await hears(page, /^Vertex 3 selected\.$/);
  const before = await boardSummary(page);
  await heardNow(page);

  // Delete on Presets' Build: the vertex stays, nothing is said of it, focus stays on Build.
  await tabTo(page, /^Build$/);
  await press(page, 'Delete');
  assert.equal(await focusedName(page), 'Build', 'focus stayed on Build');
  assert.deepEqual(await boardSummary(page), before, 'Delete on Build deleted nothing');
  // Escape there keeps the board's selection too (it is the board's to drop).
  await press(page, 'Escape');
  assert.match(
    await page.locator('g.vertex[data-vertex="3"]').getAttribute('aria-label'),
    /selected/,
    'vertex 3 is still selected',
  );
  // N on Download .tex, L on Check puzzle: no vertex added, no loop, nothing said.
  await tabTo(page, /^Download \.tex$/);
  await press(page, 'n');
  assert.equal(await focusedName(page), 'Download .tex', 'focus stayed on Download .tex');
  await tabTo(page, /^Check puzzle$/);
  await press(page, 'l');
  await press(page, 'Backspace');
  await press(page, '5');
  assert.equal(await focusedName(page), 'Check puzzle', 'focus stayed on Check puzzle');
  assert.deepEqual(
    await boardSummary(page),
    before,
    'N, L, Backspace and a digit on buttons changed nothing',
  );
  const heard = await heardNow(page);
  assert.ok(
    !heard.some((text) => /deleted|added|Select a vertex first|tokens\./.test(text)),
    `nothing about an edit was said: ${heard.join(' | ')}`,
  );
  await screenshot(page, 'keyboard-editor-keys-off-board');

  // Typing in a text field types: "n" in the Graph as text box adds no vertex.
  await tabTo(page, /^Graph as text$/, { key: 'Shift+Tab' });
  await page.keyboard.press('End');
  await page.keyboard.type(' n');
  assert.deepEqual((await boardSummary(page)).vertices, before.vertices, 'a letter typed in the box is text');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');

  // H, a page-wide shortcut in Help, still asks for a hint from a button.
  await tabTo(page, /^Build$/, { key: 'Shift+Tab' });
  await press(page, 'h');
  await hears(page, /hint|Hint|winning|move/);

  // On the board the same keys edit: Delete deletes the vertex selected, said.
  await heardNow(page);
  await tabTo(page, /^vertex 3\b/, { key: 'Shift+Tab', limit: 80 });
  await press(page, 'Delete');
  await hears(page, /^Vertex 3 deleted with its 2 edges\. Ctrl\+Z undoes it\.$/);
  assert.equal((await boardSummary(page)).vertices, before.vertices - 1);
  // Undo and Redo say the vertex, not its neighbours' renumbering edge by edge ("vertex 5
  // back, edge 2–3 now 2 tokens, edge 3–4 gone, …" read as edges removed).
  await heardNow(page);
  await press(page, 'Control+z');
  await hears(page, /^Undone: vertex 3 back with its 2 edges\.$/);
  assert.deepEqual(await boardSummary(page), before);
  await heardNow(page);
  await press(page, 'Control+y');
  await hears(page, /^Redone: vertex 3 deleted with its 2 edges\.$/);
  assert.equal((await boardSummary(page)).vertices, before.vertices - 1);
  assert.equal(await axeSerious(page, 'editor, keys pressed off the board'), '');
  assertNoErrors(page);
  await page.close();
});

test('Help says where the editing keys work, the meanings in a column with room to read', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:1&mode=edit'));
  await tabTo(page, /^Help and keyboard shortcuts$/);
  await press(page, 'Enter');
  const help = page.getByRole('dialog', { name: 'Help and shortcuts' });
  await help.waitFor();
  const text = (await help.textContent()).replace(/\s+/g, ' ');
  assert.match(text, /Delete \/ Backspace on the board/);
  assert.match(text, /N on the board/);
  assert.match(text, /edit only with the focus on the board/);
  assert.match(text, /Ctrl\+Z .*undo \/ redo, with the focus anywhere but in a text field/);
  // The meanings' column has room at 1280 pixels: it was squeezed to about 80 pixels by the
  // longest key, Delete / Backspace's meaning some fifteen lines long.
  const widths = await page.evaluate(() => {
    const list = document.querySelector('.shortcuts').getBoundingClientRect().width;
    const meanings = [...document.querySelectorAll('.shortcuts dd')].map((dd) => dd.getBoundingClientRect());
    const deleting = [...document.querySelectorAll('.shortcuts dt')].find((dt) =>
      /^Delete/.test(dt.textContent),
    );
    const lineHeight = parseFloat(getComputedStyle(deleting.nextElementSibling).lineHeight);
    return {
      list,
      narrowest: Math.min(...meanings.map((r) => r.width)),
      deleteLines: Math.round(deleting.nextElementSibling.getBoundingClientRect().height / lineHeight),
    };
  });
  assert.ok(widths.narrowest >= widths.list / 2, `meanings ${widths.narrowest}px wide of ${widths.list}px`);
  assert.ok(widths.deleteLines <= 6, `Delete / Backspace's meaning takes ${widths.deleteLines} lines`);
  await page.locator('.shortcuts dt', { hasText: /^Delete/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifactPath('keyboard-help-editing-keys.png') });
  assert.equal(await axeSerious(page, 'Help, editing keys'), '');
  assertNoErrors(page);
  await page.close();
});
