// A keyboard-only walk through the page, the keys pressed as a person presses them: Explore
// opened and closed, the skip link and the arrow keys on a board, the editor's N and Delete,
// Escape in a move box (back to its vertex), Enter counting up on an edge, Walking Nim from its vertices, a puzzle's
// wrong try taken back, H and A bringing their answer into view, and Help saying all of it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, boardSummary, assertNoErrors, moveListTexts } from './helpers/ui.mjs';
import { openPuzzle, waitPhase } from './helpers/puzzle.mjs';
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

/** Whether `locator`'s box lies within the window's height now. */
async function inWindow(page, locator) {
  const box = await locator.boundingBox();
  const height = page.viewportSize().height;
  return !!box && box.y >= 0 && box.y + Math.min(box.height, 40) <= height;
}

test('Explore by keyboard: Enter opens it with focus inside, Escape closes it and returns focus', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Explore$/);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Explore' });
  await panel.waitFor();
  await page.waitForFunction(() => document.querySelector('#gnp-explore')?.contains(document.activeElement));
  assert.ok(await inWindow(page, panel.getByRole('heading', { name: 'Explore' })), 'the panel is in view');
  await screenshot(page, 'keyboard-walk-explore-open');
  assert.equal(await axeSerious(page, 'Explore open'), '');
  // The next Tab is the panel's Close, not the top of the page.
  await press(page, 'Tab');
  assert.equal(await focusedName(page), 'Close');
  await press(page, 'Tab');
  await press(page, 'Escape');
  assert.equal(await panel.isVisible(), false, 'Escape closed the panel');
  assert.equal(await focusedName(page), 'Explore', 'focus is back on the Explore button');
  assert.equal(await page.locator('.explore-open').getAttribute('aria-expanded'), 'false');
  assertNoErrors(page);
  await page.close();
});

test('Skip to the board is the first Tab stop; arrows cross the board in play; empty edges are skipped', async () => {
  const page = await env.browser.newPage();
  // In the dark theme (the walk was made in both).
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:2,1-2:0,2-3:1&mode=play-cpu'));
  await press(page, 'Tab');
  assert.equal(await focusedName(page), 'Skip to the board');
  assert.ok(
    await inWindow(page, page.getByRole('button', { name: 'Skip to the board' })),
    'shown when focused',
  );
  await screenshot(page, 'keyboard-walk-skip-link-dark');
  assert.equal(await axeSerious(page, 'skip link, dark'), '');
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'Game board');
  // Tab from the board: the edges with tokens, then the vertices; the empty edge 1–2 is not a stop.
  const stops = [];
  for (let i = 0; i < 6; i++) {
    await press(page, 'Tab');
    stops.push((await focusedName(page)).split(' (')[0].split(',')[0]);
  }
  assert.deepEqual(stops, ['edge 0–1', 'edge 2–3', 'vertex 0', 'vertex 1', 'vertex 2', 'vertex 3']);
  // The arrow keys walk the same stops, both ways, wrapping around.
  await press(page, 'ArrowRight');
  assert.match(
    await focusedName(page),
    /^edge 0–1\b/,
    'ArrowRight from the last vertex wraps to the first edge',
  );
  await press(page, 'ArrowDown');
  assert.match(await focusedName(page), /^edge 2–3\b/);
  await press(page, 'ArrowLeft');
  await press(page, 'ArrowUp');
  assert.match(await focusedName(page), /^vertex 3\b/);
  // Still clickable: Enter on a vertex opens its move, with focus in its first box.
  await press(page, 'Enter');
  assert.match(await focusedName(page), /^take from 2–3 \(\d+ tokens?\)$/);
  assertNoErrors(page);
  await page.close();
});

test('an edge Enter just emptied hands the focus on to the next edge, as Tab passes empty edges over', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:2,1-2:1,2-3:2&mode=play'));
  await tabTo(page, /^edge 1–2\b/);
  await press(page, 'Enter');
  await press(page, 'Enter');
  assert.equal((await moveListTexts(page)).length, 1, 'its last token taken');
  assert.match(await focusedName(page), /^edge 2–3\b/, 'focus went on from the emptied edge');
  await screenshot(page, 'keyboard-walk-emptied-edge-focus-on');
  assert.equal(await axeSerious(page, 'focus handed on from an emptied edge'), '');
  // Back with Shift+Tab: the emptied edge is passed over, as Help says.
  await press(page, 'Shift+Tab');
  assert.match(await focusedName(page), /^edge 0–1\b/);
  await press(page, 'ArrowRight');
  assert.match(await focusedName(page), /^edge 2–3\b/, 'and by the arrows too');
  assertNoErrors(page);
  await page.close();
});

test('the editor: N, N, N draws a path; N alone adds a lone vertex; Delete is said and never repeats silently', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=0&mode=edit'));
  await tabTo(page, /^Skip to the board$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  for (let i = 0; i < 3; i++) await press(page, 'n');
  let board = await boardSummary(page);
  assert.equal(board.vertices, 3);
  const edges = () =>
    page.$$eval('g.edge', (gs) => gs.map((g) => g.getAttribute('aria-label').split(/ \(|, /)[0]));
  assert.deepEqual(await edges(), ['edge 0–1', 'edge 1–2'], 'a path, not a star');
  assert.match(await focusedName(page), /^vertex 2\b/, 'focus follows the new vertex');
  await screenshot(page, 'keyboard-walk-path');
  // Escape clears the selection: N then adds a vertex joined to nothing.
  await press(page, 'Escape');
  await press(page, 'n');
  board = await boardSummary(page);
  assert.equal(board.vertices, 4);
  assert.equal(board.edges, 2, 'the fourth vertex stands alone');

  // Delete vertex 1 (the middle of the path): said, focus on the board, nothing selected.
  await tabTo(page, /^vertex 1\b/, { key: 'Shift+Tab', limit: 10 });
  await press(page, 'Delete');
  board = await boardSummary(page);
  assert.equal(board.vertices, 3);
  assert.equal(board.edges, 0);
  assert.match(
    await messageText(page),
    /Vertex 1 deleted with its 2 edges; the vertices after it are renumbered/,
  );
  assert.equal(await focusedName(page), 'Game board');
  assert.equal(await page.locator('g.vertex.selected').count(), 0, 'nothing selected');
  await screenshot(page, 'keyboard-walk-deleted');
  assert.equal(await axeSerious(page, 'after a Delete'), '');
  // A second Delete deletes nothing, and says why.
  await press(page, 'Delete');
  assert.equal((await boardSummary(page)).vertices, 3);
  assert.match(await messageText(page), /Nothing is selected/);
  // The last vertex: focus goes to the board, not the page.
  await tabTo(page, /^vertex 2\b/, { limit: 10 });
  await press(page, 'Delete');
  assert.equal((await boardSummary(page)).vertices, 2);
  assert.equal(await focusedName(page), 'Game board');
  // One undo step each.
  await press(page, 'Control+z');
  assert.equal((await boardSummary(page)).vertices, 3);
  assertNoErrors(page);
  await page.close();
});

test('a move by keyboard: Escape in a take box cancels it; Enter on an edge counts up and then confirms', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:1,1-2:2,2-3:2&mode=play'));
  await tabTo(page, /^vertex 1\b/);
  await press(page, 'Enter');
  assert.match(await focusedName(page), /^take from 0–1 \(\d+ tokens?\)$/);
  await page.keyboard.type('1');
  await press(page, 'Escape');
  assert.equal(await page.getByRole('button', { name: 'Confirm move' }).count(), 0, 'the move is cancelled');
  assert.match(await focusedName(page), /^vertex 1\b/, 'focus is back on the vertex the move began at');
  assert.deepEqual((await boardSummary(page)).labels, ['1', '2', '2'], 'nothing is marked to take');

  // Edge 1–2 holds 2: Enter, Enter chooses both; Space stays at the most and says so.
  await tabTo(page, /^edge 1–2\b/);
  await press(page, 'Enter');
  await press(page, 'Enter');
  assert.equal((await boardSummary(page)).labels[1], '−2 of 2');
  await press(page, ' ');
  assert.equal((await boardSummary(page)).labels[1], '−2 of 2', 'no wrap back to 0');
  assert.match(await messageText(page), /1–2: all its 2 tokens are chosen, the most it has\. Enter confirms/);
  await screenshot(page, 'keyboard-walk-edge-at-most');
  // Enter on the edge at its most plays the move.
  await press(page, 'Enter');
  assert.match((await moveListTexts(page))[0] ?? '', /2 from 1–2/);
  // A single token: Enter, Enter takes it.
  assert.match(await focusedName(page), /^edge 2–3\b/, 'focus goes on past the emptied edge');
  await tabTo(page, /^edge 0–1\b/, { limit: 12, key: 'Shift+Tab' });
  await press(page, 'Enter');
  await press(page, 'Enter');
  const moves = await moveListTexts(page);
  assert.equal(moves.length, 2);
  assert.match(moves[1], /1 from 0–1/);
  assertNoErrors(page);
  await page.close();
});

test('Walking Nim: Enter on a vertex next to the piece opens the move; on the piece, focus goes to an edge', async () => {
  const page = await env.browser.newPage();
  // The piece on 0; 0–1 weighs 3, 1–2 weighs 1 (not at the piece), 0–2 weighs 0.
  await openPlayground(page, env.url('index.html#rules=walk&v=3&e=0-1:3,1-2:1,2-0:0&piece=0&mode=play'));
  // An edge away from the piece: an error...
  await tabTo(page, /^edge 1–2\b/);
  await press(page, 'Enter');
  assert.match(await messageText(page), /not allowed/);
  // ...then Enter on the piece's vertex replaces it with what to do, and focus is on 0–1.
  await tabTo(page, /^vertex 0\b/);
  await press(page, 'Enter');
  const said = await messageText(page);
  assert.doesNotMatch(said, /not allowed/, 'no stale error');
  assert.match(said, /The piece is on vertex 0: choose an edge next to the piece/);
  assert.match(await focusedName(page), /^edge 0–1\b/);
  await screenshot(page, 'keyboard-walk-piece-vertex');
  // Enter on vertex 1 (next to the piece): the new weights of 0–1, the first one focused.
  await tabTo(page, /^vertex 1\b/);
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'edge 0–1: new weight 2');
  assert.equal(await messageText(page), '', 'the notice went with the choice');
  await press(page, 'Enter');
  assert.match((await moveListTexts(page))[0] ?? '', /0–1/);
  assert.equal((await boardSummary(page)).piece, 1);
  assertNoErrors(page);
  await page.close();
});

test('a puzzle by keyboard: Enter on the board or an edge takes a wrong try back, and only that', async () => {
  const page = await env.browser.newPage();
  await openPuzzle(page, env.url('index.html#rules=edge&v=5&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3&goal=unique'));
  // A wrong try: 1 from 0–1, confirmed with Enter in its box; focus is then on the board.
  const wrongTry = async () => {
    await tabTo(page, /^vertex 1\b/);
    await press(page, 'Enter');
    await tabTo(page, /^take from 0–1 \(\d+ tokens?\)$/, { limit: 6 });
    await page.keyboard.type('1');
    await press(page, 'Enter');
    await waitPhase(page, 'refuted');
  };
  await wrongTry();
  assert.equal(await focusedName(page), 'Game board');
  const why = page.locator('.puzzle-why');
  assert.match(
    await why.locator('.puzzle-reason').textContent(),
    /or press Enter on it\), to take your move back/,
  );
  await press(page, 'Enter');
  await waitPhase(page, 'open');
  assert.deepEqual((await boardSummary(page)).tokens, [2, 2, 2, 2, 3], 'taken back');
  assert.equal(await page.getByRole('button', { name: 'Confirm move' }).count(), 0, 'no move begun');
  // Why? now says why the try was wrong, not how to take it back.
  const reason = await why.locator('.puzzle-reason').textContent();
  assert.match(reason, /you played at vertex 1: take 1 from 0–1/);
  assert.doesNotMatch(reason, /Press Try again/);

  // Again, taken back this time by Enter on an edge: no move box with a token chosen.
  await wrongTry();
  await tabTo(page, /^edge 1–2\b/);
  await press(page, 'Enter');
  await waitPhase(page, 'open');
  assert.equal(await page.getByRole('button', { name: 'Confirm move' }).count(), 0, 'no move begun');
  assert.deepEqual((await boardSummary(page)).labels, ['2', '2', '2', '2', '3']);
  // The next Enter starts the move.
  await press(page, 'Enter');
  assert.equal((await boardSummary(page)).labels[1], '−1 of 2');
  await screenshot(page, 'keyboard-walk-puzzle-retry');
  assertNoErrors(page);
  await page.close();
});

test('H and A bring their answer into view, focus staying on the board', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  await press(page, 'Tab');
  await press(page, 'Enter'); // Skip to the board
  await page.keyboard.press('h');
  const result = page.locator('.hint-result');
  await result.locator('.verdict').first().waitFor();
  await page.waitForFunction(() => {
    const box = document.querySelector('.hint-result').getBoundingClientRect();
    return box.top >= 0 && box.top + 20 <= innerHeight;
  });
  assert.equal(await focusedName(page), 'Game board');
  await screenshot(page, 'keyboard-walk-hint');
  await page.evaluate(() => scrollTo(0, 0));
  await page.keyboard.press('a');
  await page.locator('.analysis').waitFor();
  await page.waitForFunction(() => {
    const box = document.querySelector('.analysis').getBoundingClientRect();
    return box.top >= 0 && box.top + 20 <= innerHeight;
  });
  assert.equal(await focusedName(page), 'Game board');
  assertNoErrors(page);
  await page.close();
});

test('Help says how to add a lone vertex and switch modes and tools; the preset size is named as shown', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=0&mode=edit'));
  await tabTo(page, /^Help and keyboard shortcuts$/);
  await press(page, 'Enter');
  const help = page.getByRole('dialog', { name: 'Help and shortcuts' });
  await help.waitFor();
  const text = await help.textContent();
  assert.match(text, /N, N, N draws a path/);
  assert.match(
    text,
    /With nothing selected \(Escape first; Tab alone selects nothing\) N adds a lone vertex and says it is not joined/,
  );
  assert.match(text, /D \/ M.*Draw \/ Move tool/);
  assert.match(text, /Edit \/ Play.*switch between editing and playing/);
  assert.match(text, /Escape in Explore/);
  assert.match(text, /Enter on the board after a wrong puzzle try/);
  await screenshot(page, 'keyboard-walk-help');
  await press(page, 'Escape');

  const presets = page.getByRole('region', { name: /preset/i });
  await presets.getByRole('combobox', { name: 'Preset graph' }).selectOption('hypercube');
  const size = presets.getByRole('spinbutton', { name: 'dimension', exact: true });
  assert.equal(await size.isVisible(), true, 'the size box is named by its visible label');
  await presets.getByRole('combobox', { name: 'Preset graph' }).selectOption('nim');
  assert.equal(await presets.getByRole('spinbutton', { name: 'heaps', exact: true }).isVisible(), true);
  assertNoErrors(page);
  await page.close();
});

test('Edit before any move is no undo step: Undo stays disabled until something is done', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Edit$/);
  await press(page, 'Enter');
  assert.equal((await boardSummary(page)).mode, 'edit');
  const undo = page.getByRole('button', { name: 'Undo' });
  assert.equal(await undo.isDisabled(), true, 'nothing to undo yet');
  await tabTo(page, /^Skip to the board$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await press(page, 'n');
  assert.equal(await undo.isDisabled(), false, 'the new vertex can be undone');
  assertNoErrors(page);
  await page.close();
});
