// A teacher's drafts in "Make a puzzle" are never thrown away by another action: Edit on a
// puzzle sets the draft in the card aside; Bring back swaps (the draft being typed is set aside
// as the one brought back comes, each with its own board), and Undo gives back the board and the
// words together; a reload keeps every draft set aside; only × deletes one. The puzzle's words
// Edit filled the card with, unchanged, are no draft: a board opened after them starts an empty
// card, with no word of "another board". Each test opens a new tab in a browser that kept
// nothing of the maker's, and drives it as the teacher did: links opened in the same tab,
// typing, clicks and reloads.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { fieldHolds, makerCard, openWithNothingKept, press, typeOver } from './helpers/author.mjs';
import { heardNow, hears, listeningPage } from './helpers/heard.mjs';
import { openPlayground, assertNoErrors, settle } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E({ viewport: { width: 1366, height: 850 } });
});
after(async () => {
  await env?.teardown();
});

const TRIANGLE = 'e=0-1:1,1-2:2,2-0:2';
const PENTAGON = 'e=0-1:2,1-2:4,2-3:1,3-4:4,4-0:3';
const PATH = 'e=0-1:2,1-2:3,2-3:1';
const TRIANGLE_EDIT = `index.html#rules=edge&v=3&${TRIANGLE}&mode=edit`;
const WEEK_3 = `index.html#rules=edge&v=5&${PENTAGON}&mode=play-cpu&goal=unique&title=Week%203&reveal=2`;
const PATH_EDIT = `index.html#rules=edge&v=4&${PATH}&mode=edit`;
const OTHER_BOARD = 'This draft was made on another board than the one shown.';

const onBoard = (page, edges) => page.waitForFunction((e) => location.hash.includes(e), edges);
const title = (card) => card.getByLabel('Title', { exact: true });
const task = (card) => card.getByLabel('Task');
const keptList = (card) => card.getByRole('list', { name: 'Drafts set aside' });
const keptNames = (card) => keptList(card).locator('li > span').allTextContents();

/** The teacher types a draft's title and task over what the card holds. */
async function typeDraft(page, card, words) {
  await typeOver(page, title(card), words.title);
  await typeOver(page, task(card), words.task);
  await settle(page);
}

/** A link typed into the address bar of the same tab; in Edit when the link says so, else the
 *  puzzle, then Edit pressed. */
async function openInSameTab(page, url, { edit = false } = {}) {
  await page.goto(env.url(url));
  if (!edit) return;
  await page.locator('.puzzle-task').waitFor({ state: 'visible' });
  await press(page, page.getByRole('button', { name: 'Edit', exact: true }));
}

/** A tab on the triangle in Edit with draft A typed, then the Week 3 puzzle opened in it and
 *  Edit pressed. */
async function draftAThenWeek3(page) {
  await openWithNothingKept(page, env.url(TRIANGLE_EDIT));
  const card = makerCard(page);
  await card.waitFor({ timeout: 30_000 });
  await typeDraft(page, card, { title: 'Draft A: triangle', task: 'Words for A.' });
  await openInSameTab(page, WEEK_3, { edit: true });
  await card.getByText('Filled from the puzzle you left, “Week 3”.').waitFor({ timeout: 30_000 });
  assert.equal(await title(card).inputValue(), 'Week 3');
  assert.deepEqual(await keptNames(card), ['“Draft A: triangle”, made on another board']);
  return card;
}

test('Bring back swaps the draft being typed with the one set aside; Undo and Redo take the words with the board', async () => {
  const page = await listeningPage(env.browser);
  const card = await draftAThenWeek3(page);
  await card.getByText('Your draft before it can be brought back.').waitFor();

  // Another board opened in Edit: the puzzle's words, unchanged, go (no draft of another
  // board is said), and draft A is still offered.
  await openInSameTab(page, PATH_EDIT);
  await onBoard(page, PATH);
  await fieldHolds(title(card), '');
  assert.equal(await card.getByText(/^Filled from the puzzle/).isVisible(), false);
  assert.equal(await card.getByText(OTHER_BOARD).isVisible(), false);
  await card.getByText('Your draft set aside can be brought back.').waitFor();

  // Draft C typed on the path: the offer says that bringing A back sets C aside.
  await typeDraft(page, card, { title: 'Draft C: path of three', task: 'Words for C.' });
  await card
    .getByText(
      'Your draft set aside can be brought back: the draft in the card is then set aside in its place.',
    )
    .waitFor();
  assert.deepEqual(await keptNames(card), ['“Draft A: triangle”, made on another board']);
  await keptList(card).scrollIntoViewIfNeeded();
  await screenshot(page, 'drafts-never-lost-offer-beside-draft-c');
  await card.screenshot({ path: artifactPath('drafts-never-lost-card-beside-draft-c.png') });
  assert.equal(await axeSerious(page, 'Make a puzzle, a draft set aside beside the one typed'), '');

  // Bring back A: A and its triangle come, C goes to the list with its path, and it is said.
  await heardNow(page);
  await press(page, card.getByRole('button', { name: 'Bring back your draft “Draft A: triangle”' }));
  await onBoard(page, TRIANGLE);
  await fieldHolds(title(card), 'Draft A: triangle');
  assert.equal(await task(card).inputValue(), 'Words for A.');
  assert.deepEqual(await keptNames(card), ['“Draft C: path of three”, made on another board']);
  assert.equal(await card.getByText(OTHER_BOARD).isVisible(), false);
  await hears(
    page,
    /^Brought back “Draft A: triangle”; “Draft C: path of three” is set aside in its place\.$/,
  );
  // Focus is on the button that swaps them back.
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    'Bring back your draft “Draft C: path of three”',
  );
  await keptList(card).scrollIntoViewIfNeeded();
  await screenshot(page, 'drafts-never-lost-after-bring-back');
  assert.equal(await axeSerious(page, 'Make a puzzle, a draft brought back'), '');

  // Undo: the path and draft C's words together; Redo: the triangle and draft A.
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  const redo = page.getByRole('button', { name: 'Redo', exact: true });
  await press(page, undo);
  await onBoard(page, PATH);
  await fieldHolds(title(card), 'Draft C: path of three');
  assert.equal(await task(card).inputValue(), 'Words for C.');
  assert.deepEqual(await keptNames(card), ['“Draft A: triangle”, made on another board']);
  assert.equal(await card.getByText(OTHER_BOARD).isVisible(), false);
  await press(page, redo);
  await onBoard(page, TRIANGLE);
  await fieldHolds(title(card), 'Draft A: triangle');
  assert.deepEqual(await keptNames(card), ['“Draft C: path of three”, made on another board']);
  await press(page, undo);
  await onBoard(page, PATH);
  await fieldHolds(title(card), 'Draft C: path of three');

  // A reload keeps both: C in the card on its path, A set aside.
  await page.reload();
  await openPlayground(page, page.url());
  await makerCard(page).waitFor({ timeout: 30_000 });
  await fieldHolds(title(card), 'Draft C: path of three');
  assert.equal(await task(card).inputValue(), 'Words for C.');
  assert.deepEqual(await keptNames(card), ['“Draft A: triangle”, made on another board']);
  assertNoErrors(page);
  await page.close();
});

test('Edit on a puzzle after its words were changed and the page reloaded keeps both drafts; a new tab offers the newest', async () => {
  const page = await env.browser.newPage();
  let card = await draftAThenWeek3(page);
  // The teacher adds to the puzzle's title, then reloads: the address is the puzzle's still.
  await press(page, title(card));
  await page.keyboard.press('End');
  await page.keyboard.type(' v2');
  await settle(page);
  await page.reload();
  await openPlayground(page, page.url());
  await page.locator('.puzzle-task').waitFor({ state: 'visible' });
  await press(page, page.getByRole('button', { name: 'Edit', exact: true }));
  card = makerCard(page);
  await card.getByText('Filled from the puzzle you left, “Week 3”.').waitFor({ timeout: 30_000 });
  await card.getByText('Your drafts before it, newest first, can be brought back.').waitFor();
  assert.deepEqual(await keptNames(card), ['“Week 3 v2”', '“Draft A: triangle”, made on another board']);
  await keptList(card).scrollIntoViewIfNeeded();
  await screenshot(page, 'drafts-never-lost-two-set-aside');
  await card.screenshot({ path: artifactPath('drafts-never-lost-card-two-set-aside.png') });
  assert.equal(await axeSerious(page, 'Make a puzzle, two drafts set aside'), '');

  // Another tab opened later on the page's own board: the note names the newest draft set
  // aside, and Open it brings it into the card with its board.
  const later = await env.browser.newPage();
  await openPlayground(later, env.url('index.html'));
  const note = later.getByText(/^You have an unfinished puzzle draft/);
  await note.waitFor({ timeout: 30_000 });
  assert.match(await note.textContent(), /draft, “Week 3 v2”\.$/);
  await press(later, later.getByRole('button', { name: 'Open it' }));
  await onBoard(later, PENTAGON);
  const laterCard = makerCard(later);
  await fieldHolds(title(laterCard), 'Week 3 v2');
  assert.equal(await laterCard.getByText(OTHER_BOARD).isVisible(), false);
  assert.deepEqual(await keptNames(laterCard), ['“Draft A: triangle”, made on another board']);
  assertNoErrors(later);
  await later.close();

  // In the first tab, × deletes a draft set aside, the only way one leaves the list.
  await press(page, card.getByRole('button', { name: 'Delete your draft “Week 3 v2”' }));
  await card.getByText('Your draft before it can be brought back.').waitFor();
  assert.deepEqual(await keptNames(card), ['“Draft A: triangle”, made on another board']);

  // Draft A brought back over the puzzle's words, unchanged (no draft, so not set aside), then
  // Undo: the pentagon comes back, and draft A is not paired with it without a word.
  await press(page, card.getByRole('button', { name: 'Bring back your draft “Draft A: triangle”' }));
  await onBoard(page, TRIANGLE);
  await fieldHolds(title(card), 'Draft A: triangle');
  assert.equal(await card.locator('.kept-drafts').isVisible(), false, 'the puzzle’s words were no draft');
  await press(page, page.getByRole('button', { name: 'Undo', exact: true }));
  await onBoard(page, PENTAGON);
  await card.getByText(OTHER_BOARD).waitFor();
  assert.equal(await title(card).inputValue(), 'Draft A: triangle');
  assertNoErrors(page);
  await page.close();
});

test('Edit on a puzzle with nothing changed, then another board in Edit: no draft, and no word of another board', async () => {
  const page = await env.browser.newPage();
  await openWithNothingKept(page, env.url('index.html'));
  await openInSameTab(page, WEEK_3, { edit: true });
  const card = makerCard(page);
  await card.getByText('Filled from the puzzle you left, “Week 3”.').waitFor({ timeout: 30_000 });
  await openInSameTab(page, PATH_EDIT);
  await onBoard(page, PATH);
  await fieldHolds(title(card), '');
  assert.equal(await card.getByText(OTHER_BOARD).isVisible(), false);
  assert.equal(await card.getByRole('button', { name: 'Bring back the draft’s board' }).isVisible(), false);
  assert.equal(await card.locator('.kept-drafts').isVisible(), false, 'nothing set aside to offer');
  assert.equal(await card.getByRole('button', { name: 'Check puzzle' }).isDisabled(), false);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'drafts-never-lost-unchanged-puzzle-then-other-board');
  assert.equal(await axeSerious(page, 'Make a puzzle, after an unchanged puzzle'), '');

  // A new tab says nothing of an unfinished draft: there is none.
  const later = await env.browser.newPage();
  await openPlayground(later, env.url('index.html'));
  await later.waitForLoadState('networkidle');
  assert.equal(await later.getByText(/^You have an unfinished puzzle draft/).isVisible(), false);
  assertNoErrors(page);
  assertNoErrors(later);
  await later.close();
  await page.close();
});

test('with ten drafts set aside, the eleventh lets the oldest go, and the card says which', async () => {
  const page = await env.browser.newPage();
  // What ten drafts set aside and one in the card leave in the browser (a new tab starts from it).
  await openWithNothingKept(page, env.url('index.html'));
  const draft = (n) => ({ id: `d${n}`, title: `Draft ${n}`, text: '', goal: 'find', reveal: 3, made: true });
  const kept = {
    ...draft(11),
    board: `#rules=edge&v=3&${TRIANGLE}&mode=edit`,
    asides: Array.from({ length: 10 }, (_, i) => ({ ...draft(10 - i), board: null })),
    set: { title: '', version: '1.2', puzzles: [], cleared: null },
  };
  await page.evaluate((text) => localStorage.setItem('graphnim:puzzle-maker', text), JSON.stringify(kept));
  await page.close();

  const teacher = await env.browser.newPage();
  await openPlayground(teacher, env.url(WEEK_3));
  await teacher.locator('.puzzle-task').waitFor({ state: 'visible' });
  await press(teacher, teacher.getByRole('button', { name: 'Edit', exact: true }));
  const card = makerCard(teacher);
  await card.getByText('The card keeps 10 drafts set aside: the oldest, “Draft 1”, was let go.').waitFor({
    timeout: 30_000,
  });
  const names = await keptNames(card);
  assert.equal(names.length, 10);
  assert.equal(names[0], '“Draft 11”, made on another board');
  assert.equal(names[9], '“Draft 2”');
  assertNoErrors(teacher);
  await teacher.close();
});
