// A researcher types a graph over the board in "Graph as text" and makes a mistake: the board
// keeps the last graph the text described, and the page says so in words where they look —
// beside the error (with that graph), above a Hint's or an analysis's answer, and in what a
// screen reader hears of it — so no one analyses a board they did not mean, believing it is
// their text. Typing is read after a pause, so "vertices 100000" typed in one go never passes
// through "vertices 100" (a ring of 100 vertices, analysed as the researcher's text).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, boardSummary, statusText } from './helpers/ui.mjs';
import { listeningPage, heardNow, hears } from './helpers/heard.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  // The researcher's window.
  env = await setupE2E({ viewport: { width: 1366, height: 900 } });
});
after(async () => {
  await env?.teardown();
});

/** The square the researcher started from: 0–1: 1, 1–2: 2, 2–3: 3, 3–0: 4. */
const SQUARE = 'index.html#rules=edge&v=4&e=0-1:1,1-2:2,2-3:3,3-0:4';
const SQUARE_WORDS = '4 vertices; 0–1: 1, 1–2: 2, 2–3: 3, 3–0: 4';
const textBox = (page) => page.getByRole('textbox', { name: 'Graph as text' });
const errorItems = (page) => page.locator('.graph-text-errors li');
const boardNote = (page) => page.locator('.graph-text-board');
const answerNote = (page) => page.locator('.hint-result .text-error-note');
const ANSWER_NOTE =
  'This answer is for the board as shown: the graph text has an error, so the board still shows the last graph the text described, not the text as typed.';

/** Opens the square, presses Edit, and selects all of the graph's text, as the researcher did. */
async function selectAllText(page) {
  await openPlayground(page, env.url(SQUARE));
  const edit = page.getByRole('button', { name: 'Edit', exact: true });
  if ((await edit.getAttribute('aria-pressed')) !== 'true') await edit.click();
  await textBox(page).click();
  await page.waitForFunction(() => /^0 1 1$/m.test(document.querySelector('.graph-text-box').value));
  await page.keyboard.press('Control+A');
}

test('a number of vertices over the limit, typed in one go: the board stays the square, and every answer says so', async () => {
  const page = await listeningPage(env.browser);
  await selectAllText(page);
  await page.keyboard.type('vertices 100000\n0 1 2\n1 2 3\n');
  await errorItems(page).first().waitFor();
  assert.deepEqual(await errorItems(page).allTextContents(), [
    'Line 1: 100,000 vertices is more than the limit of 256',
  ]);
  // Never "vertices 100" on the way: the board is the square it was.
  const board = await boardSummary(page);
  assert.equal(board.vertices, 4);
  assert.deepEqual(board.labels, ['1', '2', '3', '4']);
  assert.equal(await statusText(page), 'Editing — 4 vertices, 4 edges. Press Play when ready.');
  // Beside the error: which board Hint, Analyze and Play work on, in words.
  assert.equal(
    await boardNote(page).innerText(),
    `The board still shows the graph as it was before this error: ${SQUARE_WORDS}. Hint, Analyze all moves and Play work on that board until the text is fixed.`,
  );
  // A screen reader reaches it from the box, with the error.
  const described = await textBox(page).getAttribute('aria-describedby');
  assert.ok(described.split(' ').includes(await boardNote(page).getAttribute('id')), described);

  await heardNow(page);
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await answerNote(page).waitFor();
  assert.equal(await answerNote(page).innerText(), ANSWER_NOTE);
  // The square's answer, not an empty board's "No tokens are left".
  const answer = await page.locator('.hint-result').innerText();
  assert.match(answer, /The player to move wins with perfect play/);
  assert.doesNotMatch(answer, /No tokens are left/);
  await hears(page, /moves? wins?\. This answer is for the board as shown: the graph text has an error/);
  await screenshot(page, 'graph-text-error-analysis-said');
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.equal(await axeSerious(page, 'analysis with the text in error, dark'), '');
  await screenshot(page, 'graph-text-error-analysis-said-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.locator('.hint-result').screenshot({ path: artifactPath('graph-text-error-answer-note.png') });
  await page.locator('.graph-text').screenshot({ path: artifactPath('graph-text-error-card-note.png') });
  assert.equal(await axeSerious(page, 'analysis with the text in error'), '');
  assertNoErrors(page);
  await page.close();
});

test('a typo on line 3, then line 1 changed: the board stays the square until the text reads, and then follows it', async () => {
  const page = await listeningPage(env.browser);
  await selectAllText(page);
  await page.keyboard.type('0 1 2\n1 2 3\n0 2 x\n');
  await errorItems(page).first().waitFor();
  assert.match(await errorItems(page).first().innerText(), /^Line 3: /);
  // Line 1's 2 becomes 5: still an error on line 3, still the square.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('5');
  await page.waitForFunction(() => document.querySelector('.graph-text-box').value.startsWith('0 1 5\n'));
  await settle(page);
  assert.equal((await boardSummary(page)).vertices, 4);
  assert.match(await boardNote(page).innerText(), new RegExp(`before this error: ${SQUARE_WORDS}\\.`));
  await screenshot(page, 'graph-text-error-board-said');
  assert.equal(await axeSerious(page, 'graph text in error, board said'), '');

  // Hint from here: the square's winning move, said to be the board's, not the text's.
  await heardNow(page);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await answerNote(page).waitFor();
  assert.match(await page.locator('.hint-move').innerText(), /3–0/);
  await hears(page, /Winning move: .* This answer is for the board as shown: the graph text has an error/);

  // Line 3 fixed: after the pause the board is the text's triangle, and the notes are gone.
  await page.getByRole('button', { name: 'Line 3: select the line to retype it' }).click();
  await page.keyboard.type('0 2 2');
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges === '3');
  await settle(page);
  const board = await boardSummary(page);
  assert.equal(board.vertices, 3);
  assert.deepEqual(board.labels, ['5', '3', '2']);
  assert.equal(await errorItems(page).count(), 0);
  assert.equal(await boardNote(page).isVisible(), false);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.locator('.hint-result .verdict').waitFor();
  assert.equal(await answerNote(page).count(), 0, 'the board is the text: nothing to say');
  assertNoErrors(page);
  await page.close();
});

test('Hint pressed straight after typing works on what was typed, not on the board before it', async () => {
  const page = await env.browser.newPage();
  await selectAllText(page);
  // No pause: leaving the box for Hint reads the text at once.
  await page.keyboard.type('0 1 2\n1 2 2\n2 0 2');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.locator('.hint-result .verdict').waitFor();
  const board = await boardSummary(page);
  assert.equal(board.vertices, 3);
  assert.deepEqual(board.labels, ['2', '2', '2']);
  // The triangle with equal edges is lost for the player to move (Graph Nim, Thm 3.1).
  assert.match(await page.locator('.hint-result .verdict').innerText(), /loses with perfect play/);
  assert.equal(await answerNote(page).count(), 0);
  assertNoErrors(page);
  await page.close();
});
