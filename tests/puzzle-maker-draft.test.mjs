// A teacher building puzzles for a course page keeps their work and sees what the maker does
// with it: a board checked or generated is the draft's board (no offer to bring back the old
// one then), and bringing a board back is an undo step; Edit on a puzzle fills the card from
// that puzzle, with the draft before it brought back by a button; a task or title pasted too
// long is cut with a note saying so; the copied codes take a theme; a puzzle removed from the
// set comes back with Undo remove; a puzzle added again with its title corrected updates its
// entry, with Undo update; a preset built once the draft is in the set starts an empty card,
// and a second puzzle of the same title is named as it is added.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { checkPuzzle, makerCard, openWithNothingKept, press, typeOver } from './helpers/author.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const TRIANGLE = 'index.html#rules=edge&v=3&e=0-1:1,1-2:2,2-0:2';
const SQUARE = 'index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4';
const SQUARE_PUZZLE =
  'index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&mode=play-cpu&goal=outcome' +
  '&title=Who%20wins%20the%20square%3F&text=Say%20whether%20the%20player%20to%20move%20wins.';

const undoButton = (page) => page.getByRole('button', { name: 'Undo', exact: true });
const boardNote = (card) => card.getByText('This draft was made on another board than the one shown.');

/** A page on `url` with the maker's card, in Edit. */
async function openMaker(url) {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(url));
  const card = makerCard(page);
  await card.waitFor({ timeout: 30_000 });
  return { page, card };
}

test('a generated board is the draft’s; bringing the draft’s board back is undone with Undo', async () => {
  // A draft with words, made on the square.
  let { page, card } = await openMaker(SQUARE);
  await typeOver(page, card.getByLabel('Title', { exact: true }), 'Square draft');
  await page.close();

  // Back on the triangle: the draft's board is offered; Generate makes the board the draft's.
  ({ page, card } = await openMaker(TRIANGLE));
  await boardNote(card).waitFor();
  await press(page, card.getByRole('button', { name: 'Generate' }));
  await card.locator('.puzzle-verdict:not([hidden])').waitFor({ timeout: 60_000 });
  await card.getByText(/^A new position is on the board: /).waitFor();
  await boardNote(card).waitFor({ state: 'hidden' });
  assert.equal(await card.getByRole('button', { name: 'Bring back the draft’s board' }).isVisible(), false);
  // Undo takes the generated board back, and the note said of it goes with it.
  await press(page, undoButton(page));
  await page.waitForFunction(() => location.hash.includes('e=0-1:1,1-2:2,2-0:2'));
  await card.getByText(/^A new position is on the board: /).waitFor({ state: 'hidden' });
  await page.close();

  // The draft is the triangle's now: opened on the square, its board comes back as an undo step.
  ({ page, card } = await openMaker(SQUARE));
  await boardNote(card).waitFor();
  await press(page, card.getByRole('button', { name: 'Bring back the draft’s board' }));
  await page.waitForFunction(() => location.hash.includes('e=0-1:1,1-2:2,2-0:2'));
  await boardNote(card).waitFor({ state: 'hidden' });
  assert.equal(await undoButton(page).isDisabled(), false, 'the board replaced can be undone');
  await press(page, undoButton(page));
  await page.waitForFunction(() => location.hash.includes('e=0-1:3,1-2:4,2-3:3,3-0:4'));
  assertNoErrors(page);
  await page.close();
});

test('Edit on a puzzle fills the card from it; long text is cut with a note; themes; Undo remove', async () => {
  // A draft on the triangle, with a task pasted from course notes that is too long.
  let { page, card } = await openMaker(TRIANGLE);
  const title = card.getByLabel('Title', { exact: true });
  const task = card.getByLabel('Task');
  await press(page, title);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('T'.repeat(240));
  await card.getByText('A puzzle’s title holds at most 200 characters: the last 40 were cut.').waitFor();
  assert.equal((await title.inputValue()).length, 200);
  await press(page, task);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('Consider the triangle. '.repeat(95) + 'x'.repeat(4));
  await card.getByText('A puzzle’s task holds at most 2,000 characters: the last 189 were cut.').waitFor();
  assert.equal((await task.inputValue()).length, 2000);
  await card.getByText('A puzzle’s task holds').scrollIntoViewIfNeeded();
  await screenshot(page, 'makerfix-text-cut');
  assert.equal(await axeSerious(page, 'Make a puzzle, text cut'), '');
  // A title that fits: its note goes.
  await typeOver(page, title, 'Triangle draft');
  await card.getByText('A puzzle’s title holds').waitFor({ state: 'hidden' });
  await page.close();

  // The teacher opens a puzzle of the square and presses Edit: the card is that puzzle's.
  page = await env.browser.newPage();
  await openPlayground(page, env.url(SQUARE_PUZZLE));
  await press(page, page.getByRole('button', { name: 'Edit', exact: true }));
  card = makerCard(page);
  await card
    .getByText('Filled from the puzzle you left, “Who wins the square?”.')
    .waitFor({ timeout: 30_000 });
  assert.equal(await card.getByLabel('Goal').inputValue(), 'outcome');
  assert.equal(await card.getByLabel('Title', { exact: true }).inputValue(), 'Who wins the square?');
  assert.equal(await card.getByLabel('Task').inputValue(), 'Say whether the player to move wins.');
  assert.match(await checkPuzzle(page), /^WELL POSED/);

  // The codes' colours: a light course page asks for the light theme.
  const theme = card.getByLabel('Colours of the embed and the element');
  assert.equal(await theme.inputValue(), 'auto');
  assert.doesNotMatch(await card.getByLabel('Embed code').inputValue(), /theme=/);
  await theme.selectOption({ label: 'always light' });
  assert.match(await card.getByLabel('Embed code').inputValue(), /&amp;theme=light#/);
  assert.match(await card.getByLabel('Element code').inputValue(), / theme="light"/);
  await screenshot(page, 'makerfix-filled-from-puzzle');
  assert.equal(await axeSerious(page, 'Make a puzzle, filled from a puzzle'), '');

  // Removed from the set by mistake: Undo remove brings it back.
  const set = card.getByRole('list', { name: 'Puzzles in the set' });
  await press(page, card.getByRole('button', { name: 'Add to set' }));
  await card.getByText('Added as puzzle 1.').waitFor();
  await press(page, set.getByRole('button', { name: 'Remove puzzle 1 from the set' }));
  await set.waitFor({ state: 'hidden' });
  await press(page, card.getByRole('button', { name: 'Undo remove (“Who wins the square?”)' }));
  await card.getByText('“Who wins the square?” is back in the set.').waitFor();
  assert.deepEqual(await set.locator('li > span').allTextContents(), ['Who wins the square?']);
  await card.locator('.puzzle-set').scrollIntoViewIfNeeded();
  await screenshot(page, 'makerfix-undo-remove');

  // A reload before bringing it back keeps the offer: the draft before is kept with the draft
  // (it was in memory only).
  await page.reload();
  await openPlayground(page, page.url());
  // (The address is still the puzzle's, for Play: Edit again.)
  await press(page, page.getByRole('button', { name: 'Edit', exact: true }));
  card = makerCard(page);
  await card
    .getByText('Filled from the puzzle you left, “Who wins the square?”.')
    .waitFor({ timeout: 30_000 });
  await card.getByText('Your draft before it can be brought back.').waitFor();
  const kept = card.getByRole('list', { name: 'Drafts set aside' });
  assert.deepEqual(await kept.locator('li > span').allTextContents(), [
    '“Triangle draft”, made on another board',
  ]);
  // The draft before the puzzle comes back, with its board, as an undo step.
  await press(page, kept.getByRole('button', { name: 'Bring back your draft “Triangle draft”' }));
  await page.waitForFunction(() => location.hash.includes('e=0-1:1,1-2:2,2-0:2'));
  assert.equal(await card.getByLabel('Title', { exact: true }).inputValue(), 'Triangle draft');
  assert.equal(await card.getByLabel('Goal').inputValue(), 'find');
  assert.equal(await undoButton(page).isDisabled(), false);
  assertNoErrors(page);
  await page.close();
});

test('a puzzle added again after its title was corrected updates its entry in the set, said, with Undo update', async () => {
  const page = await env.browser.newPage();
  await openWithNothingKept(page, env.url('index.html#rules=edge&v=4&e=0-1:1,1-2:4,2-3:3'));
  const card = makerCard(page);
  await card.waitFor({ timeout: 30_000 });
  await card.getByLabel('Goal').selectOption('find');
  const title = card.getByLabel('Title', { exact: true });
  await typeOver(page, title, 'Path puzzle');
  assert.match(await checkPuzzle(page), /^WELL POSED/);
  const set = card.getByRole('list', { name: 'Puzzles in the set' });
  const add = card.getByRole('button', { name: 'Add to set' });
  await press(page, add);
  await card.getByText('Added as puzzle 1.').waitFor();
  await press(page, add);
  await card.getByText('This puzzle is already in the set.').waitFor();

  // A typo in the title, corrected, and Add to set again: the entry is updated, not doubled.
  await typeOver(page, title, 'Path puzzle (fixed typo)');
  await press(page, add);
  await card
    .getByText(
      'Updated puzzle 1, “Path puzzle”, to “Path puzzle (fixed typo)”: the set had this board and goal already. Undo update brings “Path puzzle” back.',
    )
    .waitFor();
  assert.deepEqual(await set.locator('li > span').allTextContents(), ['Path puzzle (fixed typo)']);
  // The set, named after its first puzzle, is named after it as corrected.
  const setName = card.getByLabel('Set name');
  assert.equal(await setName.inputValue(), 'Path puzzle (fixed typo)');
  await card.locator('.puzzle-set').screenshot({ path: artifactPath('makerfix-updated-in-set.png') });
  assert.equal(await axeSerious(page, 'Make a puzzle, a puzzle updated in the set'), '');

  // The entry before was the one meant: Undo update brings it back.
  await press(page, card.getByRole('button', { name: 'Undo update (“Path puzzle”)' }));
  await card.getByText('“Path puzzle” is back in the set.').waitFor();
  assert.deepEqual(await set.locator('li > span').allTextContents(), ['Path puzzle']);
  assert.equal(await setName.inputValue(), 'Path puzzle');

  // The same board with another goal is another puzzle: added beside it.
  await card.getByLabel('Goal').selectOption('win');
  await card.locator('.puzzle-verdict:not([hidden])').waitFor({ timeout: 30_000 });
  await press(page, add);
  await card.getByText('Added as puzzle 2.').waitFor();
  assert.deepEqual(await set.locator('li > span').allTextContents(), [
    'Path puzzle',
    'Path puzzle (fixed typo)',
  ]);
  assertNoErrors(page);
  await page.close();
});

test('a preset built after Add to set starts an empty card; a second puzzle of the same title is named when added', async () => {
  const page = await env.browser.newPage();
  await openWithNothingKept(page, env.url(SQUARE));
  const card = makerCard(page);
  await card.waitFor({ timeout: 30_000 });
  await card.getByLabel('Goal').selectOption('outcome');
  const title = card.getByLabel('Title', { exact: true });
  await typeOver(page, title, 'Who wins the square?');
  await checkPuzzle(page);
  const add = card.getByRole('button', { name: 'Add to set' });
  await press(page, add);
  await card.getByText('Added as puzzle 1.').waitFor();

  // The next puzzle's board from Presets: the card no longer holds the square's words.
  const presets = page.getByRole('region', { name: 'Presets' });
  await press(page, presets.getByRole('button', { name: 'Build' }));
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.vertices === '6');
  assert.equal(await title.inputValue(), '', 'the card starts empty for the new board');

  // The teacher types the same title by habit: added, and the set's twin named.
  await card.getByLabel('Goal').selectOption('outcome');
  await typeOver(page, title, 'Who wins the square?');
  await checkPuzzle(page);
  await press(page, add);
  await card
    .getByText(
      'Added as puzzle 2. Puzzle 1 has the same title, “Who wins the square?”: retitle one so that students can tell them apart.',
    )
    .waitFor();
  assertNoErrors(page);
  await page.close();
});
