// What a keyboard-only player with a screen reader met: Tab over the editor's board selected
// each item passed (the panel's Delete then deleted another vertex, silently); Why? took focus
// away and said nothing; Enter on an edge in play changed the move but not the edge's name;
// Undo was not said; Redo said only the computer's reply; the editor's selection was shown
// only in colour; a move begun on an edge, a pile game's window and Escape on a move were
// silent. Each is driven with Tab, Enter and keys as that player pressed them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, boardSummary, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const messageText = async (page) => {
  const banner = page.locator('.gnp-message');
  return (await banner.isVisible()) ? (await banner.textContent()).trim() : '';
};
const selectionTitle = (page) =>
  page.getByRole('region', { name: 'Selection' }).locator('.inspector strong').first().textContent();

test('the editor: Tab over the board does not select; the panel deletes the item chosen with Enter, by name, and says so', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:2,2-3:1&mode=edit'));
  // The first Tab stop is the skip link.
  await press(page, 'Tab');
  assert.equal(await focusedName(page), 'Skip to the board');
  await press(page, 'Enter');
  await tabTo(page, /^vertex 1\b/);
  await press(page, 'Enter');
  assert.equal(await selectionTitle(page), 'Vertex 1');
  // On toward the panel's button, past vertices 2 and 3: vertex 1 stays the one chosen.
  await tabTo(page, /^Delete vertex/);
  assert.equal(await focusedName(page), 'Delete vertex 1');
  assert.equal(await selectionTitle(page), 'Vertex 1');
  await screenshot(page, 'keyboard-sr-delete-vertex-1');
  assert.equal(await axeSerious(page, 'Selection panel, vertex'), '');
  await press(page, 'Enter');
  const board = await boardSummary(page);
  assert.equal(board.vertices, 3);
  assert.equal(board.edges, 1, 'only 2–3 (now 1–2) is left');
  assert.match(await messageText(page), /Vertex 1 deleted with its 2 edges.*Ctrl\+Z undoes it/);
  assert.equal(await focusedName(page), 'Game board', 'focus on the board, not lost with the button');

  // The edge's count box and Delete are reached by Tab after Enter on the edge.
  await tabTo(page, /^edge 1–2\b/);
  await press(page, 'Enter');
  assert.equal(await selectionTitle(page), 'Edge 1–2');
  await tabTo(page, /^Tokens on the selected edge$/);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('4');
  await tabTo(page, /^one token more$/);
  assert.deepEqual((await boardSummary(page)).labels, ['4']);
  await tabTo(page, /^Delete edge/);
  assert.equal(await focusedName(page), 'Delete edge 1–2');
  await press(page, 'Enter');
  assert.equal((await boardSummary(page)).edges, 0);
  assert.match(await messageText(page), /Edge 1–2 deleted\. Ctrl\+Z undoes it/);
  await press(page, 'Control+z');
  assert.equal((await boardSummary(page)).edges, 1);

  // Keys still act on the item focused: Delete on a vertex Tabbed to deletes that vertex.
  await tabTo(page, /^vertex 0\b/);
  await press(page, 'Delete');
  assert.equal((await boardSummary(page)).vertices, 2);
  assert.match(await messageText(page), /Vertex 0 deleted/);
  assertNoErrors(page);
  await page.close();
});

test('Why? keeps focus on itself and its explanation is announced', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:1&mode=play'));
  await tabTo(page, /^Why\?$/);
  await press(page, 'Enter');
  const region = page.getByRole('region', { name: 'Why: certificate' });
  await region.locator('.why-summary').filter({ hasText: /\S/ }).waitFor();
  await page.locator('.why .job-progress').waitFor({ state: 'hidden' });
  assert.equal(await focusedName(page), 'Why?', 'focus stays on Why?');
  // A polite live region says the verdict's explanation once it has come.
  const said = await page.locator('.why [aria-live="polite"]').first().textContent();
  assert.match(said, /\S/);
  assert.equal(said.trim(), (await region.locator('.why-summary').textContent()).trim());
  await screenshot(page, 'keyboard-sr-why');
  assert.equal(await axeSerious(page, 'Why? open'), '');
  // Again: closed, focus still on Why?.
  await press(page, 'Enter');
  assert.equal(await region.isVisible(), false);
  assert.equal(await focusedName(page), 'Why?');
  assertNoErrors(page);
  await page.close();
});

test('Enter on an edge in play: its name says how many the move being composed takes', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:2&mode=play'));
  await tabTo(page, /^edge 0–1\b/);
  assert.match(await focusedName(page), /, 3 tokens$/);
  await press(page, 'Enter');
  assert.equal((await boardSummary(page)).labels[0], '−1 of 3');
  assert.match(await focusedName(page), /^edge 0–1\b.*, 3 tokens, taking 1$/);
  await press(page, 'Enter');
  assert.match(await focusedName(page), /, 3 tokens, taking 2$/);
  // Escape cancels the move: the name is the bare count again.
  await press(page, 'Escape');
  await tabTo(page, /^edge 0–1\b/);
  assert.match(await focusedName(page), /, 3 tokens$/);
  assertNoErrors(page);
  await page.close();
});

/** Starts recording each text the polite live regions take, into window.saidTexts. */
const recordSaid = (page) =>
  page.evaluate(() => {
    window.saidTexts = [];
    for (const region of document.querySelectorAll('[aria-live="polite"]'))
      new MutationObserver(() => window.saidTexts.push(region.textContent.trim())).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
  });
const saidTexts = (page) => page.evaluate(() => window.saidTexts);
const heardSaid = (page, pattern) =>
  page.waitForFunction(
    ([source]) => window.saidTexts.some((text) => new RegExp(source).test(text)),
    [pattern.source],
  );

test('in play, Enter on an edge says at which vertex the move opened; Escape says it is cancelled', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:2&mode=play'));
  await recordSaid(page);
  await tabTo(page, /^edge 1–2\b/);
  await press(page, 'Enter');
  await heardSaid(
    page,
    /^Move at vertex 1: taking 1 from 1–2\. Enter takes one more; Ctrl\+Enter confirms the move\.$/,
  );
  // The next token is said too (a focused button's new name is not read again), with what
  // the next Enter does; where the move is, only once.
  await press(page, 'Enter');
  assert.match(await focusedName(page), /taking 2$/);
  await heardSaid(page, /^Taking 2 from 1–2\. Enter again confirms the move\.$/);
  assert.equal((await saidTexts(page)).filter((text) => /^Move at/.test(text)).length, 1);
  await press(page, 'Escape');
  await heardSaid(page, /^Move cancelled\.$/);
  assertNoErrors(page);
  await page.close();
});

test('Circular Nim: Enter on a pile says the window the move is in, and so does Next window', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=circular&piles=2,3,1,4,2&k=2&mode=play'));
  await recordSaid(page);
  await tabTo(page, /^pile 1\b/);
  await press(page, 'Enter');
  await heardSaid(
    page,
    // The first window said is explained, once.
    /^You may take from piles (0 and 1|1 and 2) together \(window [12] of 5\)\. A window is 2 piles next to each other around the circle, the piles one move may take from\. Taking 1 from pile 1\. Enter takes one more; Ctrl\+Enter confirms the move\.$/,
  );
  const first = (await saidTexts(page)).find((text) => /^You may take/.test(text));
  await tabTo(page, /^Next window$/, { limit: 20 });
  await press(page, 'Enter');
  await page.waitForFunction(
    (said) => window.saidTexts.some((text) => /\(window \d of 5\)\.$/.test(text) && text !== said),
    first,
  );
  await screenshot(page, 'keyboard-pile-window-said');
  assert.equal(await axeSerious(page, 'pile window said'), '');
  assertNoErrors(page);
  await page.close();
});

test('Ctrl+Z after a finished game says what was undone, not the computer’s earlier move; Redo says both moves it brings back', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  // Three lone edges of one token: the first player wins, the perfect computer replies.
  await openPlayground(page, env.url('index.html#rules=edge&v=6&e=0-1:1,2-3:1,4-5:1&mode=play-cpu'));
  // Moves, and what Undo and Redo did, are said by the status line, before whose turn it is.
  const announcer = page.locator('.gnp-status');
  await tabTo(page, /^edge 0–1\b/);
  await press(page, 'Enter');
  await press(page, 'Enter');
  await page.waitForFunction(() => document.querySelectorAll('ol.history li').length === 2);
  await announcer.filter({ hasText: /^Computer: / }).waitFor();
  // The last token left: take it and win.
  await tabTo(page, /^edge (2–3|4–5)\b.*1 token$/);
  const last = (await focusedName(page)).match(/^edge (\d+–\d+)/)[1];
  await press(page, 'Enter');
  await press(page, 'Enter');
  // The winning move is said with the result, by the status line (the move list's line is
  // quiet on a game's last move, so the end is one announcement).
  assert.match(await page.locator('.gnp-status').textContent(), new RegExp(`^You: .*${last}\\. You win!`));
  await page.keyboard.press('Control+z');
  await announcer.filter({ hasText: /^Undone/ }).waitFor();
  assert.match(await announcer.textContent(), new RegExp(`^Undone: You: .*${last}.*\\.$`));
  assert.equal(await page.locator('ol.history li').count(), 2);
  // Undo again: the person's first move and the computer's reply are both taken back.
  await page.keyboard.press('Control+z');
  await announcer.filter({ hasText: /Computer/ }).waitFor();
  assert.match(await announcer.textContent(), /^Undone: You: .*0–1.*; Computer: .*\.$/);
  // Redo (its button, pressed with Enter): both moves it brought back are said, as Undo's were.
  await tabTo(page, /^Redo$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await announcer.filter({ hasText: /^Redone/ }).waitFor();
  assert.match(await announcer.textContent(), /^Redone: You: .*0–1.*; Computer: .*\.$/);
  assert.equal(await page.locator('ol.history li').count(), 2);
  assertNoErrors(page);
  await page.close();
});

test('the editor: the item selected with Enter says so in its name, and Enter and Escape are said', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:2,2-3:1&mode=edit'));
  const heard = (pattern) =>
    page.waitForFunction(
      ([source]) =>
        [...document.querySelectorAll('[aria-live="polite"]')].some((el) =>
          new RegExp(source).test(el.textContent),
        ),
      [pattern.source],
    );
  await tabTo(page, /^vertex 1\b/);
  assert.equal(await focusedName(page), 'vertex 1', 'passing over it selects nothing');
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'vertex 1, selected');
  await heard(/^Vertex 1 selected\.$/);
  await tabTo(page, /^edge 1–2\b/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  assert.match(await focusedName(page), /^edge 1–2\b.*2 tokens, selected$/);
  await heard(/^Edge 1–2 selected\.$/);
  await tabTo(page, /^vertex 1\b/);
  assert.equal(await focusedName(page), 'vertex 1', 'the selection moved to the edge');
  await press(page, 'Escape');
  await heard(/^Nothing selected\.$/);
  assert.equal(await page.locator('svg.board [aria-label$=", selected"]').count(), 0);
  await screenshot(page, 'keyboard-editor-selection-said');
  assert.equal(await axeSerious(page, 'editor selection said'), '');
  assertNoErrors(page);
  await page.close();
});
