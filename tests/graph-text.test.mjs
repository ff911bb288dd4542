// The graph as editable text: typing a graph draws it, a typo is shown on its line
// while the board keeps the last good graph and the text stays as typed, drawing with the
// mouse rewrites the text, undo works across both, and the caret stays put when the drawing
// changes under it; misère stays on while the text is edited (the text is the graph alone).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot, launchPhone, startSite } from './helpers/browser.mjs';
import {
  openPlayground,
  settle,
  assertNoErrors,
  boardSummary,
  dragBoard,
  centreOf,
  EMPTY_BOARD,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  // Tall enough that the board and the text card are on screen together.
  env = await setupE2E({ viewport: { width: 1280, height: 1500 } });
});
after(async () => {
  await env?.teardown();
});

const textBox = (page) => page.getByRole('textbox', { name: 'Graph as text' });
const errorItems = (page) => page.locator('.graph-text-errors li');
const layout = (page) => page.evaluate(() => window.graphNimPlayground.getLayout());

/** Waits until the board shows `edges` edges. */
async function waitForEdges(page, edges) {
  await page.waitForFunction((n) => document.querySelector('svg.board').dataset.edges === String(n), edges);
  await settle(page);
}

/** Waits until the text box holds text matching `pattern` (a RegExp source). */
async function waitForText(page, pattern) {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('.graph-text-box').value),
    pattern.source,
  );
}

test('type a graph, make typos and see them on their lines, fix them, and see the board', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  const box = textBox(page);
  await box.click();
  await page.keyboard.type('0 1 3\n1 2 4\n2 0 5');
  await waitForEdges(page, 3);
  let board = await boardSummary(page);
  assert.equal(board.vertices, 3);
  assert.deepEqual(board.labels, ['3', '4', '5']);
  const triangle = await layout(page);
  await screenshot(page, 'graph-text-typed');

  // A new line with a typo: the board keeps the triangle, the gutter and the message name line 4.
  await page.keyboard.type('\n3 q 2');
  await errorItems(page).first().waitFor();
  assert.deepEqual(await errorItems(page).allTextContents(), [
    'Line 4: the second endpoint must be a whole number, not "q"',
  ]);
  assert.equal((await page.locator('.graph-text-gutter .bad').allTextContents()).join(), '! 4');
  assert.equal(await box.getAttribute('aria-invalid'), 'true');
  // And a second typo, in the middle of the text, found with the arrow keys.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.type('x');
  await page.waitForFunction(() => document.querySelectorAll('.graph-text-errors li').length === 2);
  const messages = await errorItems(page).allTextContents();
  assert.equal(messages[0], 'Line 2: the token count must be a whole number, not "4x"');
  assert.equal(messages[1], 'Line 4: the second endpoint must be a whole number, not "q"');
  assert.deepEqual(await page.locator('.graph-text-gutter .bad').allTextContents(), ['! 2', '! 4']);
  // Nothing typed is lost, and the board still shows the last good graph.
  assert.equal(await box.inputValue(), '0 1 3\n1 2 4x\n2 0 5\n3 q 2');
  board = await boardSummary(page);
  assert.deepEqual(board.labels, ['3', '4', '5']);
  await screenshot(page, 'graph-text-errors');
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    assert.equal(await axeSerious(page, `graph text errors ${scheme}`), '', `axe (${scheme})`);
  }
  await screenshot(page, 'graph-text-errors-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The message's "Line 4" button takes the caret to that line; fix both typos.
  await page.getByRole('button', { name: 'Line 4: select the line to retype it' }).click();
  await page.keyboard.type('3 0 2');
  await page.waitForFunction(() => document.querySelectorAll('.graph-text-errors li').length === 1);
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await waitForEdges(page, 4);
  assert.equal(await errorItems(page).count(), 0);
  assert.equal(await box.getAttribute('aria-invalid'), 'false');
  board = await boardSummary(page);
  assert.equal(board.vertices, 4);
  assert.deepEqual(board.labels, ['3', '4', '5', '2']);
  // Another number of vertices: the graph is laid out afresh on the circle a new board gets,
  // the four vertices alike round the board's middle (grown a vertex at a time from the places
  // before, typed graphs came out crooked; a board with the same vertices keeps its places).
  const grown = await layout(page);
  assert.notDeepEqual(grown.slice(0, 3), triangle);
  const centre = [0, 1].map((i) => grown.reduce((sum, point) => sum + point[i], 0) / 4);
  const radii = grown.map(([x, y]) => Math.hypot(x - centre[0], y - centre[1]));
  assert.ok(Math.max(...radii) - Math.min(...radii) < 2, JSON.stringify(grown));
  await screenshot(page, 'graph-text-fixed');
  assertNoErrors(page);
  await page.close();
});

test('drawing with the mouse rewrites the text; undo and redo work from the board and the text box', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  const box = textBox(page);
  await box.click();
  const typed = '# a path\n0 1 3\n1 2 4\n';
  await page.keyboard.type(typed);
  await waitForEdges(page, 2);
  const [a, , c] = await layout(page);

  // Drag from vertex 2 to vertex 0: a new edge 2–0 with 1 token, and the text says so.
  await dragBoard(page, c, a);
  await waitForEdges(page, 3);
  await waitForText(page, /^vertices 3\n0 1 3\n1 2 4\n2 0 1\n$/);
  await screenshot(page, 'graph-text-drawn');

  // Undo on the board: the edge goes, and the text is the person's own again (comment too).
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await waitForEdges(page, 2);
  await waitForText(page, /^# a path\n0 1 3\n1 2 4\n$/);

  // Ctrl+Z in the text box undoes the typed graph too, Ctrl+Shift+Z brings it back.
  await box.click();
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges !== '2');
  const undone = await boardSummary(page);
  assert.ok(undone.edges < 2, `undo in the text box: ${JSON.stringify(undone)}`);
  await page.keyboard.press('Control+Shift+z');
  await waitForEdges(page, 2);
  await waitForText(page, /^# a path\n0 1 3\n1 2 4\n$/);
  assert.equal(await box.evaluate((el) => document.activeElement === el), true, 'the text box keeps focus');
  assertNoErrors(page);
  await page.close();
});

test('the caret stays on its line when the drawing changes while typing', async () => {
  const page = await env.browser.newPage();
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:4,2-0:5&xy=250,150;550,150;400,420'),
  );
  const box = textBox(page);
  await box.click();
  await waitForText(page, /^vertices 3\n0 1 3\n1 2 4\n2 0 5\n$/);
  // The caret after "1 2" on line 3.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  // Scrolling on edge 0–1's count raises it while the text box keeps the keyboard.
  const label = await centreOf(page, '.edge-label[data-edge="0"]');
  await page.mouse.move(label.x, label.y);
  await page.mouse.wheel(0, -100);
  await waitForText(page, /^vertices 3\n0 1 4\n/);
  const caret = await box.evaluate((el) => [document.activeElement === el, el.selectionStart]);
  assert.deepEqual(caret, [true, 'vertices 3\n0 1 4\n1 2'.length]);
  // Typing goes on at the caret: select the rest of line 3 and type a new count.
  await page.keyboard.press('Shift+End');
  await page.keyboard.type(' 7');
  await page.waitForFunction(
    () => document.querySelector('.edge-label[data-edge="1"] .edge-count')?.textContent === '7',
  );
  assert.deepEqual((await boardSummary(page)).labels, ['4', '7', '5']);
  assertNoErrors(page);
  await page.close();
});

test('misère stays on while the text is edited: a line added, then the whole text replaced', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:4'));
  const misere = page.getByRole('checkbox', { name: /Misère/ });
  await misere.check();
  await page.waitForFunction(() => location.hash.includes('play=misere'));
  const box = textBox(page);
  await box.click();
  await waitForText(page, /^vertices 3\n0 1 3\n1 2 4\n$/);
  await page.keyboard.press('Control+End');
  await page.keyboard.type('2 0 5');
  await waitForEdges(page, 3);
  assert.equal(await misere.isChecked(), true, 'misère is still on after a line is added');
  assert.match(await page.evaluate(() => location.hash), /play=misere/);
  // Select everything and type another graph.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('0 1 2');
  await waitForEdges(page, 1);
  assert.equal(await misere.isChecked(), true, 'misère is still on after the text is replaced');
  assert.match(await page.evaluate(() => location.hash), /play=misere/);
  assertNoErrors(page);
  await page.close();
});

test('Walking Nim: the piece line moves the piece, a piece off the graph is an error on its line', async () => {
  const page = await env.browser.newPage();
  await openPlayground(
    page,
    env.url('index.html#rules=walk&v=3&e=0-1:2,1-2:3,2-0:4&piece=0&xy=250,150;550,150;400,420'),
  );
  const box = textBox(page);
  await box.click();
  await waitForText(page, /\npiece 0\n$/);
  await page.keyboard.press('Control+End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('2');
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.piece === '2');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('9');
  await errorItems(page).first().waitFor();
  assert.deepEqual(await errorItems(page).allTextContents(), [
    'Line 5: the piece must be on a vertex from 0 to 2',
  ]);
  assert.equal((await boardSummary(page)).piece, 2, 'the board keeps the last good piece');

  // The drawing changes meanwhile (rules switched): the text with its error is kept, and a
  // button offers the drawing's text.
  await page.getByRole('button', { name: 'Edge-Nim' }).click();
  await page.getByText('your text is kept until you fix it').waitFor();
  assert.match(await box.inputValue(), /\npiece 9\n$/);
  await screenshot(page, 'graph-text-walk-kept');
  await page.getByRole('button', { name: 'Use the drawing’s text' }).click();
  await waitForText(page, /^vertices 3\n0 1 2\n1 2 3\n2 0 4\n$/);
  assert.equal(await errorItems(page).count(), 0);
  assertNoErrors(page);
  await page.close();
});

test('phone: the text card works at 390×844', async () => {
  const site = await startSite();
  const phone = await launchPhone();
  try {
    const page = await phone.newPage();
    await openPlayground(page, `${site.url}index.html${EMPTY_BOARD}`);
    const box = textBox(page);
    await box.scrollIntoViewIfNeeded();
    await box.tap();
    // Two lines, a pause (the board draws them), then a line with a typo.
    await page.keyboard.type('0 1 2\n1 1 3');
    await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges === '2');
    await page.keyboard.type('\n0 1 oops');
    await errorItems(page).first().waitFor();
    assert.deepEqual(await errorItems(page).allTextContents(), [
      'Line 3: the token count must be a whole number, not "oops"',
    ]);
    const boxSize = await box.boundingBox();
    assert.ok(boxSize.width > 200, `the box is usable on a phone: ${JSON.stringify(boxSize)}`);
    assert.equal((await boardSummary(page)).edges, 2, 'the loop and the edge are drawn');
    await screenshot(page, 'graph-text-phone');
    assertNoErrors(page);
  } finally {
    await phone.close();
    await site.close();
  }
});

test('Ctrl+A pressed in the box before the board’s text has come: the text comes selected, and what is typed replaces it', async () => {
  const page = await env.browser.newPage();
  // The text tools held back, as on a slow connection: the box is empty, "Loading…".
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route('**/www/pkg/graphnim_tools*', async (route) => {
    await held;
    await route.continue();
  });
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:1,1-2:2,2-0:3&mode=edit'));
  const box = textBox(page);
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  assert.equal(await box.inputValue(), '', 'the box is still empty');
  // The text comes while the person is in the box, about to type.
  release();
  await page.waitForFunction(() => document.querySelector('.graph-text-box')?.value !== '');
  await page.keyboard.type('0 1 4\n1 2 5\n');
  await page.waitForFunction(() => document.querySelector('svg.board')?.dataset.edges === '2');
  assert.equal(await box.inputValue(), '0 1 4\n1 2 5\n', 'what was typed, not mixed into the board’s text');
  assert.deepEqual((await boardSummary(page)).tokens, [4, 5]);
  assertNoErrors(page);
  await page.close();
});
