// A teacher writing a puzzle opens another puzzle's link in the same tab, presses Edit (the
// card is filled from that puzzle, their draft set aside), changes the puzzle's words, then
// presses the browser's Back: the board under the card is the one before the link again. The
// card says its draft was made on another board, with the way to bring that board back, and
// offers no check, link or code for the draft's title and task on the board shown; the
// draft's board brought back, or the draft set aside brought back (with its own board), pair
// them again. The puzzle's words left unchanged are no draft: Back empties the card of them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import {
  checkPuzzle,
  fieldHolds,
  makerCard,
  openWithNothingKept,
  press,
  typeOver,
} from './helpers/author.mjs';
import { assertNoErrors, settle } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E({ viewport: { width: 1280, height: 850 } });
});
after(async () => {
  await env?.teardown();
});

const SQUARE = 'e=0-1:3,1-2:1,2-3:2,3-0:2';
const RING = 'e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3';
const RING_PUZZLE =
  `#rules=edge&v=5&${RING}&mode=play-cpu&goal=unique` +
  '&title=Only%20one%20way&text=Five%20edges%20in%20a%20ring&reveal=2';
const OTHER_BOARD = 'This draft was made on another board than the one shown.';

const onBoard = (page, edges) => page.waitForFunction((e) => location.hash.includes(e), edges);

/** The teacher's steps: a draft on the page's square, a puzzle of the ring opened by its link
 *  in the same tab, Edit, the puzzle's title changed when `change`, then the browser's Back.
 *  Returns the page and the card. */
async function draftThenPuzzleThenBack({ change }) {
  const page = await env.browser.newPage();
  await openWithNothingKept(page, env.url('index.html'));
  await press(page, page.getByRole('button', { name: 'Edit', exact: true }));
  const card = makerCard(page);
  await card.waitFor({ timeout: 30_000 });
  await typeOver(page, card.getByLabel('Title', { exact: true }), 'My draft A');
  await typeOver(page, card.getByLabel('Task'), 'Win on the square.');
  await card.getByLabel('Goal').selectOption({ label: 'Win the game against the computer' });
  await settle(page);

  // The puzzle's link, typed into the address bar of the same tab.
  await page.goto(env.url(`index.html${RING_PUZZLE}`));
  await page.locator('.puzzle-task').waitFor({ state: 'visible' });
  await press(page, page.getByRole('button', { name: 'Edit', exact: true }));
  await card.getByText('Filled from the puzzle you left, “Only one way”.').waitFor({ timeout: 30_000 });
  await card.getByText('Your draft before it can be brought back.').waitFor();
  assert.deepEqual(await keptNames(card), ['“My draft A”, made on another board']);
  const title = card.getByLabel('Title', { exact: true });
  assert.equal(await title.inputValue(), 'Only one way');
  if (change) {
    await press(page, title);
    await page.keyboard.press('End');
    await page.keyboard.type(' (mine)');
  }
  await settle(page);

  await page.goBack();
  await onBoard(page, SQUARE);
  await settle(page);
  return { page, card };
}

const keptList = (card) => card.getByRole('list', { name: 'Drafts set aside' });
const keptNames = (card) => keptList(card).locator('li > span').allTextContents();

test('after Back the card says its draft is of another board, and checks and codes wait', async () => {
  const { page, card } = await draftThenPuzzleThenBack({ change: true });
  // The words are kept as they were: nothing is lost.
  assert.equal(await card.getByLabel('Title', { exact: true }).inputValue(), 'Only one way (mine)');
  assert.equal(await card.getByLabel('Goal').inputValue(), 'unique');
  await card.getByText(OTHER_BOARD).waitFor();
  // No verdict, link or code for the ring's title and task on the square.
  const check = card.getByRole('button', { name: 'Check puzzle' });
  assert.equal(await check.isDisabled(), true, 'Check puzzle waits for a board of the draft');
  assert.equal(await card.locator('.puzzle-verdict').isVisible(), false);
  assert.equal(await card.getByRole('button', { name: 'Copy puzzle link' }).isVisible(), false);
  await card.getByText(OTHER_BOARD).scrollIntoViewIfNeeded();
  await screenshot(page, 'maker-board-back-note');
  assert.equal(await axeSerious(page, 'Make a puzzle, its board changed by Back'), '');

  // Forward: the puzzle of the ring again; Edit on it fills the card from it once more, and
  // the draft changed from it is set aside, with the first.
  await page.goForward();
  await page.locator('.puzzle-task').waitFor({ state: 'visible' });
  await press(page, page.getByRole('button', { name: 'Edit', exact: true }));
  await card.getByText('Filled from the puzzle you left, “Only one way”.').waitFor();
  assert.equal(await card.getByText(OTHER_BOARD).isVisible(), false);
  assert.equal(await check.isDisabled(), false);
  assert.deepEqual(await keptNames(card), ['“Only one way (mine)”', '“My draft A”, made on another board']);

  // Back again: the puzzle's words, unchanged this time, are no draft, and go; the changed
  // one brought back comes with its board, and its puzzle checks and its codes are the ring's.
  await page.goBack();
  await onBoard(page, SQUARE);
  await fieldHolds(card.getByLabel('Title', { exact: true }), '');
  assert.equal(await card.getByText(OTHER_BOARD).isVisible(), false);
  await press(
    page,
    keptList(card).getByRole('button', { name: 'Bring back your draft “Only one way (mine)”' }),
  );
  await onBoard(page, RING);
  await card.getByText(OTHER_BOARD).waitFor({ state: 'hidden' });
  assert.equal(await card.getByLabel('Title', { exact: true }).inputValue(), 'Only one way (mine)');
  assert.match(await checkPuzzle(page), /^WELL POSED/);
  const link = await card.getByLabel('Puzzle link').inputValue();
  assert.match(link, new RegExp(`v=5&${RING}`));
  assert.match(link, /title=Only%20one%20way%20/);
  assert.match(await card.getByLabel('Element code').inputValue(), /Five edges in a ring/);
  assertNoErrors(page);
  await page.close();
});

test('after Back the draft’s board is brought back by the card', async () => {
  const { page, card } = await draftThenPuzzleThenBack({ change: true });
  await card.getByText(OTHER_BOARD).waitFor();
  await press(page, card.getByRole('button', { name: 'Bring back the draft’s board' }));
  await onBoard(page, RING);
  await card.getByText(OTHER_BOARD).waitFor({ state: 'hidden' });
  assert.match(await checkPuzzle(page), /^WELL POSED/);
  assert.match(await card.getByLabel('Puzzle link').inputValue(), /title=Only%20one%20way%20/);
  assertNoErrors(page);
  await page.close();
});

test('after Back the draft before the puzzle comes back with the board it was made on', async () => {
  const { page, card } = await draftThenPuzzleThenBack({ change: false });
  // The puzzle's words, unchanged, are no draft: the card is empty, and says nothing of boards.
  assert.equal(await card.getByLabel('Title', { exact: true }).inputValue(), '');
  assert.equal(await card.getByText(OTHER_BOARD).isVisible(), false);
  assert.equal(await card.getByText(/^Filled from the puzzle/).isVisible(), false);
  assert.deepEqual(await keptNames(card), ['“My draft A”']);
  await press(page, card.getByRole('button', { name: 'Bring back your draft “My draft A”' }));
  await fieldHolds(card.getByLabel('Title', { exact: true }), 'My draft A');
  assert.equal(await card.getByLabel('Task').inputValue(), 'Win on the square.');
  assert.equal(await card.getByLabel('Goal').inputValue(), 'win');
  await onBoard(page, SQUARE);
  assert.equal(await card.getByText(OTHER_BOARD).isVisible(), false);
  await card.locator('.puzzle-verdict').waitFor({ state: 'hidden' });
  const verdict = await checkPuzzle(page);
  assert.doesNotMatch(verdict, /exactly one winning move/);
  await screenshot(page, 'maker-board-back-draft-brought-back');
  assertNoErrors(page);
  await page.close();
});

test('a draft kept for the board shown: “Use this board” makes it the draft’s, and Check is offered', async () => {
  const { page, card } = await draftThenPuzzleThenBack({ change: true });
  await card.getByText(OTHER_BOARD).waitFor();
  await press(page, card.getByRole('button', { name: 'Use this board' }));
  await card.getByText(OTHER_BOARD).waitFor({ state: 'hidden' });
  const verdict = await checkPuzzle(page);
  assert.match(verdict, /WELL POSED/);
  assert.match(await card.getByLabel('Puzzle link').inputValue(), new RegExp(`v=4&${SQUARE}.*title=Only`));
  assertNoErrors(page);
  await page.close();
});
