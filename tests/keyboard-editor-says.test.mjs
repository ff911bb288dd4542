// A keyboard player with a screen reader in the editor hears what each key changed: L's new
// loop and J's new edge (and focus goes to it, the item now selected), a count typed or stepped on an edge
// (said once per number typed, not per digit), an emptied Walking Nim board that has no
// piece, an editor that shows no finished game's moves, and a link opened in the same tab
// that leaves no sentence about the board before it; N with a vertex only focused says it
// added the vertex unjoined, and how to join. Driven with Tab and keys as that
// player pressed them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  assertNoErrors,
  moveListTexts,
  settle,
  statusText,
  boardSummary,
  waitForHumanTurnOrEnd,
} from './helpers/ui.mjs';
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

/** Waits until a polite live region (or status) holds text matching `pattern`. */
const heard = async (page, pattern) =>
  page.waitForFunction(
    ([source, flags]) =>
      [...document.querySelectorAll('[aria-live="polite"], [role="status"]')].some((el) =>
        new RegExp(source, flags).test(el.textContent),
      ),
    [pattern.source, pattern.flags],
  );

/** Starts recording every text the editor's live regions hold, into window.saidTexts. */
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

test('L says the loop it added and focuses it; a typed count is said once, +/− too', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:1&mode=edit'));
  await tabTo(page, /^vertex 2\b/);
  await press(page, 'l');
  await heard(page, /^Loop at vertex 2 added, 1 token\.$/);
  assert.match(await focusedName(page), /^loop at vertex 2\b/, 'focus on the new loop, the item selected');
  // The next digit acts on the loop, the item focused and selected.
  await press(page, '4');
  await heard(page, /^Loop at vertex 2: 4 tokens\.$/);
  assert.deepEqual((await boardSummary(page)).tokens, [3, 1, 4]);
  await screenshot(page, 'keyboard-editor-loop');

  await tabTo(page, /^edge 0–1\b/, { key: 'Shift+Tab' });
  await recordSaid(page);
  // Two digits typed quickly are one number: said as 12, never as 1 on the way.
  await page.keyboard.type('12');
  await heard(page, /^Edge 0–1: 12 tokens\.$/);
  assert.ok(
    !(await page.evaluate(() => window.saidTexts.some((text) => /^Edge 0–1: 1 token/.test(text)))),
    'the first digit alone was not said',
  );
  await press(page, '+');
  await heard(page, /^Edge 0–1: 13 tokens\.$/);
  await press(page, '-');
  await press(page, '-');
  await heard(page, /^Edge 0–1: 11 tokens\.$/);
  assert.equal(await axeSerious(page, 'editor after counts typed'), '');
  assertNoErrors(page);
  await page.close();
});

test('from Play: Edit, Enter on an edge, then digits, + and − each say the edge’s new count (Walking Nim: its weight)', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Edit$/);
  await press(page, 'Enter');
  await tabTo(page, /^edge 0–1\b/);
  await press(page, 'Enter');
  await hears(page, /^Edge 0–1 selected\.$/);
  await heardNow(page);
  await page.keyboard.type('5');
  await hears(page, /^Edge 0–1: 5 tokens\.$/);
  await heardNow(page);
  await press(page, '+');
  await hears(page, /^Edge 0–1: 6 tokens\.$/);
  await heardNow(page);
  await press(page, '-');
  await hears(page, /^Edge 0–1: 5 tokens\.$/);
  assert.match(await focusedName(page), /^edge 0–1, 5 tokens, selected$/, 'focus stayed on the edge');
  await screenshot(page, 'keyboard-editor-count-said');

  // Walking Nim's count is the edge's weight, as the edge's own name says it.
  await tabTo(page, /^Walking Nim$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await tabTo(page, /^edge 0–1\b/);
  await press(page, 'Enter');
  await heardNow(page);
  await page.keyboard.type('4');
  await hears(page, /^Edge 0–1: weight 4\.$/);
  assert.match(await focusedName(page), /^edge 0–1, weight 4, selected$/);
  assert.equal(await axeSerious(page, 'editor, a weight typed'), '');
  assertNoErrors(page);
  await page.close();
});

test('Clear board on Walking Nim: says what went and that Ctrl+Z undoes it, focus on the board in view; the status names no piece', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=walk&v=3&e=0-1:3,1-2:1&piece=1&mode=edit'));
  assert.match(await statusText(page), /piece on 1\b/);
  await tabTo(page, /^Clear board$/);
  await press(page, 'Enter');
  await page.waitForFunction(() => /0 vertices/.test(document.querySelector('.gnp-status-text').textContent));
  const status = await statusText(page);
  assert.doesNotMatch(status, /piece on/, status);
  assert.match(status, /^Editing — 0 vertices, 0 edges, no piece\./, status);
  // The button's card grew with the empty editor's help and took the focus below the window,
  // and nothing said that Ctrl+Z brings the board back: the focus is on the board, in view.
  await hears(page, /^Board cleared \(3 vertices and 2 edges\)\. Ctrl\+Z undoes it\.$/);
  const focus = await page.evaluate(() => {
    const el = document.activeElement;
    const r = el.getBoundingClientRect();
    return { board: el.matches('svg.board'), inView: r.top < innerHeight && r.bottom > 0 };
  });
  assert.deepEqual(focus, { board: true, inView: true });
  await screenshot(page, 'keyboard-editor-cleared-walk');
  await press(page, 'Control+z');
  await page.waitForFunction(() => /3 vertices/.test(document.querySelector('.gnp-status-text').textContent));
  assert.equal(await axeSerious(page, 'Walking Nim board cleared'), '');
  assertNoErrors(page);
  await page.close();
});

test('Edit after a finished game shows no moves of it; Undo brings the game and its list back', async () => {
  const page = await env.browser.newPage();
  // One move and the game is won.
  await openPlayground(page, env.url('index.html#rules=walk&v=3&e=0-1:1,1-2:0&piece=0&mode=play-cpu'));
  await tabTo(page, /^edge 0–1\b/);
  await press(page, 'Enter');
  await tabTo(page, /^edge 0–1: new weight 0$/);
  await press(page, 'Enter');
  await waitForHumanTurnOrEnd(page);
  await page.locator('.history .review-mark').first().waitFor();
  const played = await moveListTexts(page);
  assert.equal(played.length, 1);

  await tabTo(page, /^Edit$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await page
    .locator('.gnp-status-text')
    .getByText(/^Editing/)
    .waitFor();
  const list = page.getByRole('list', { name: 'Moves so far' });
  assert.deepEqual(await moveListTexts(page), [], 'no moves of the old game in the editor');
  assert.equal(await list.locator('.review-mark').count(), 0, 'no review marks in the editor');
  assert.match(await list.textContent(), /Press Play to start a game\./);
  await screenshot(page, 'keyboard-editor-after-game');
  assert.equal(await axeSerious(page, 'editor after a finished game'), '');

  await page.keyboard.press('Control+z');
  await settle(page);
  await page.locator('.history .review-mark').first().waitFor();
  assert.deepEqual(await moveListTexts(page), played, 'Undo: the game and its moves are back');
  assertNoErrors(page);
  await page.close();
});

test('J then Enter on the other end focuses the new edge, so the next digit sets its count', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3&mode=edit'));
  await tabTo(page, /^vertex 1\b/);
  await press(page, 'j');
  await tabTo(page, /^vertex 2\b/);
  await press(page, 'Enter');
  await heard(page, /^Edge 1–2 added, 1 token\./);
  assert.match(await focusedName(page), /^edge 1–2\b/, 'focus on the new edge, the item selected');
  await press(page, '5');
  await heard(page, /^Edge 1–2: 5 tokens\.$/);
  assert.deepEqual((await boardSummary(page)).tokens, [3, 5]);
  await screenshot(page, 'keyboard-editor-join');
  assertNoErrors(page);
  await page.close();
});

test('N on a vertex only focused (Tab does not select) says the new vertex is not joined, and how to join', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Edit$/);
  await press(page, 'Enter');
  await tabTo(page, /^vertex 1\b/);
  await heardNow(page);
  await press(page, 'n');
  await hears(
    page,
    /^Vertex 4 added, not joined: no vertex was selected \(Enter or Space selects one for N to join to\)\.$/,
  );
  assert.equal((await boardSummary(page)).edges, 4, 'no edge was added');
  // As it says: Enter selects vertex 1, and N then joins the next vertex to it.
  await tabTo(page, /^vertex 1\b/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await press(page, 'n');
  await hears(page, /^Vertex 5 added, joined to vertex 1\.$/);
  await screenshot(page, 'keyboard-editor-n-not-joined');
  assert.equal(await axeSerious(page, 'editor after N'), '');
  assertNoErrors(page);
  await page.close();
});

test('a link opened in the same tab leaves no editor sentence about the board before it', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3&mode=edit'));
  await tabTo(page, /^vertex 1\b/);
  await press(page, 'Enter');
  await press(page, 'j');
  await tabTo(page, /^vertex 2\b/);
  await press(page, 'Enter');
  await page.keyboard.press('Control+z');
  await heard(page, /^Undone: edge 1–2 gone\./);

  // A puzzle link pasted into the address bar of the same tab.
  await page.goto(
    env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome&title=The%20square'),
  );
  await page.getByText('The square').first().waitFor();
  await settle(page);
  const texts = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-live="polite"]')].map((el) => el.textContent),
  );
  assert.ok(!texts.some((text) => /Undone|added|removed|gone|back,/.test(text)), texts.join(' | '));
  await screenshot(page, 'keyboard-editor-link-opened');
  assertNoErrors(page);
  await page.close();
});

test('arrow keys moving the selected vertex are said as it happens, once for a quick run of keys', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:1,1-2:4,2-3:2,3-0:3&mode=edit'));
  await tabTo(page, /^vertex 3\b/);
  await press(page, 'Enter');
  assert.match(await focusedName(page), /^vertex 3\b.*selected/);
  await recordSaid(page);
  // The page's clock is the test's from here: the keys' pace is the person's, however busy
  // the machine running the test is.
  await page.clock.install();
  const moved = () =>
    page.evaluate(() => window.saidTexts.filter((text) => /^Vertex 3/.test(text)).map((t) => t.trim()));

  // Three quick presses, then the player waits: said once, with the whole run.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.clock.runFor(1000);
  assert.deepEqual(await moved(), ['Vertex 3 moved 3 steps right.']);

  // One press at a time, with a moment (0.4 s) between them, a person checking each step:
  // each is said as it happens, not saved up for when the presses stop.
  await page.evaluate(() => window.saidTexts.splice(0));
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('ArrowDown');
    await page.clock.runFor(400);
  }
  assert.deepEqual(await moved(), ['Vertex 3 moved 1 step down.', 'Vertex 3 moved 1 step down.']);
  await page.clock.resume();
  assert.match(await focusedName(page), /^vertex 3\b/, 'focus stays on the vertex');
  await screenshot(page, 'keyboard-editor-vertex-moved');
  assert.equal(await axeSerious(page, 'a vertex moved with the arrow keys'), '');
  assertNoErrors(page);
  await page.close();
});

test('J on the last vertex says Shift+Tab back to the other end, which reaches a vertex to join', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:1&mode=edit'));
  await tabTo(page, /^vertex 2\b/);
  await press(page, 'j');
  // From the last vertex Tab leaves the board ("Dismiss message", then the side panel).
  await hears(page, /^Joining vertex 2: Shift\+Tab back to the other end and press Enter/);
  await press(page, 'Shift+Tab');
  assert.match(await focusedName(page), /^(vertex|edge) /, 'Shift+Tab stays on the board');
  await tabTo(page, /^vertex 0\b/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await page.waitForFunction(() => /3 edges/.test(document.querySelector('.gnp-status-text').textContent));
  // From any other vertex, Tab goes on to the others.
  await tabTo(page, /^vertex 1\b/);
  await press(page, 'j');
  await hears(page, /^Joining vertex 1: Tab to the other end and press Enter/);
  assertNoErrors(page);
  await page.close();
});
