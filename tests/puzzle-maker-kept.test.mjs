// What a teacher collects in Make a puzzle survives a reload: the draft's title and task, the
// set's name and its puzzles are kept in the browser's storage. A set needs no name before it
// can be downloaded (it is named after its first puzzle, a name the teacher can change); an
// empty set says what it needs, and its disabled downloads point to that. Clearing the set
// starts another and can be undone, also after a reload. Two tabs of the site share the set:
// what one adds, removes or renames is kept beside what the other did, and each shows the
// other's changes. A stored value that is corrupted, oversized or of the
// wrong shape is ignored: the card opens empty and works. Every field of the draft comes back
// (goal, wrong tries, hide box, Generate's boxes), with the board it was made on: a page opened
// on another board says so and brings that board back. Each tab keeps its own draft.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { checkPuzzle, makerCard, press, setEdge, typeOver } from './helpers/author.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const BOARD = 'index.html#rules=edge&v=2&e=0-1:3';
const KEY = 'graphnim:puzzle-maker';

async function openCard(page) {
  await openPlayground(page, env.url(BOARD));
  const card = makerCard(page);
  await card.waitFor({ timeout: 30_000 });
  return card;
}

const puzzlesInSet = (card) =>
  card.getByRole('list', { name: 'Puzzles in the set' }).locator('li > span').allTextContents();

/** The accessible description a button gets from aria-describedby, or ''. */
async function describedBy(page, button) {
  const ids = (await button.getAttribute('aria-describedby')) ?? '';
  if (!ids) return '';
  return page.locator(`[id="${ids}"]`).textContent();
}

test('a reload keeps the set, its name, and the title and task being typed; downloads need no name', async () => {
  const page = await env.browser.newPage();
  let card = await openCard(page);
  const json = card.getByRole('button', { name: 'Download set JSON' });

  // An empty set: its downloads are off, and the note beside them says why and what to do.
  assert.equal(await json.isDisabled(), true);
  const why = await describedBy(page, json);
  assert.match(why, /No puzzles yet, so nothing to download: press Check puzzle above, then Add to set\./);
  assert.match(why, /named after its first puzzle; change the name in Set name/);
  await card.locator('.puzzle-set').scrollIntoViewIfNeeded();
  await screenshot(page, 'teachfix4-empty-set');
  assert.equal(await axeSerious(page, 'Make a puzzle, empty set'), '');

  await typeOver(page, card.getByLabel('Title', { exact: true }), 'Take them all');
  await typeOver(page, card.getByLabel('Task'), 'Take every token in one move.');
  assert.match(await checkPuzzle(page), /well posed/i);
  await press(page, card.getByRole('button', { name: 'Add to set' }));
  await card.getByText('Added as puzzle 1.').waitFor();
  // Named at once after its first puzzle: the download works without typing a name.
  assert.equal(await card.getByLabel('Set name').inputValue(), 'Take them all');
  assert.equal(await json.isDisabled(), false, 'a set with a puzzle downloads at once');
  assert.equal(await json.getAttribute('aria-describedby'), null, 'an enabled download has no excuse');
  await typeOver(page, card.getByLabel('Set name'), 'Week 3');

  await page.reload();
  card = await openCard(page);
  await card.getByRole('list', { name: 'Puzzles in the set' }).waitFor();
  assert.deepEqual(await puzzlesInSet(card), ['Take them all']);
  assert.equal(await card.getByLabel('Set name').inputValue(), 'Week 3');
  assert.equal(await card.getByLabel('Title', { exact: true }).inputValue(), 'Take them all');
  assert.equal(await card.getByLabel('Task').inputValue(), 'Take every token in one move.');
  await card.locator('.puzzle-set').scrollIntoViewIfNeeded();
  await screenshot(page, 'teachfix4-set-after-reload');
  await card.screenshot({ path: artifactPath('puzzle-maker-kept-card-after-reload.png') });
  assert.equal(await axeSerious(page, 'Make a puzzle, set kept after a reload'), '');

  const [file] = await Promise.all([page.waitForEvent('download'), press(page, json)]);
  assert.equal(file.suggestedFilename(), 'week-3.json');
  const set = JSON.parse(fs.readFileSync(await file.path(), 'utf8'));
  assert.equal(set.title, 'Week 3');
  assert.equal(set.puzzles.length, 1);

  // Clearing starts another set; Undo brings it back; cleared, a reload keeps it cleared.
  await press(page, card.getByRole('button', { name: 'Clear the set' }));
  await card.getByText('Cleared the set (1 puzzle).').waitFor();
  assert.equal(await json.isDisabled(), true);
  assert.equal(await card.getByLabel('Set name').inputValue(), '');
  await screenshot(page, 'teachfix4-set-cleared');
  assert.equal(await axeSerious(page, 'Make a puzzle, set cleared'), '');
  await press(page, card.getByRole('button', { name: 'Undo clear' }));
  await card.getByText('The set is back (1 puzzle).').waitFor();
  assert.deepEqual(await puzzlesInSet(card), ['Take them all']);
  assert.equal(await card.getByLabel('Set name').inputValue(), 'Week 3');
  await press(page, card.getByRole('button', { name: 'Clear the set' }));
  await card.getByText('Cleared the set (1 puzzle).').waitFor();
  await page.reload();
  card = await openCard(page);
  assert.equal(await card.getByRole('button', { name: 'Download set JSON' }).isDisabled(), true);
  assert.equal(await card.getByRole('list', { name: 'Puzzles in the set' }).isVisible(), false);
  // Cleared by mistake and reloaded: the set is not lost, Undo clear is still offered.
  const undo = card.getByRole('button', { name: 'Undo clear (1 puzzle)' });
  await undo.waitFor();
  await card.locator('.puzzle-set').scrollIntoViewIfNeeded();
  await screenshot(page, 'teachfix5-cleared-after-reload');
  assert.equal(await axeSerious(page, 'Make a puzzle, cleared set after a reload'), '');
  await press(page, undo);
  await card.getByText('The set is back (1 puzzle).').waitFor();
  assert.deepEqual(await puzzlesInSet(card), ['Take them all']);
  assert.equal(await card.getByLabel('Set name').inputValue(), 'Week 3');
  assert.equal(await undo.isVisible(), false, 'once undone, there is nothing to undo');
  assertNoErrors(page);
  await page.close();
});

test('two tabs of the site add to one set: neither loses the other’s puzzle, and each shows the other’s', async () => {
  // A fresh set: the test before left one in this browser's storage.
  const first = await env.browser.newPage();
  await openCard(first);
  await first.evaluate((key) => localStorage.removeItem(key), KEY);
  await first.reload();
  const cardA = await openCard(first);
  const second = await env.browser.newPage();
  const cardB = await openCard(second);

  // The teacher makes a puzzle in the first tab and adds it.
  await typeOver(first, cardA.getByLabel('Title', { exact: true }), 'From the first tab');
  assert.match(await checkPuzzle(first), /well posed/i);
  await press(first, cardA.getByRole('button', { name: 'Add to set' }));
  await cardA.getByText('Added as puzzle 1.').waitFor();
  // The second tab shows it, and says where it came from.
  await cardB.getByText('Another tab changed the set: it has 1 puzzle now.').waitFor();
  assert.deepEqual(await puzzlesInSet(cardB), ['From the first tab']);

  // Then another puzzle in the second tab (2 tokens on the edge, not 3: the same board and goal
  // would update the first tab's entry): added to the set, not in place of it.
  await setEdge(second, 0, 2);
  await typeOver(second, cardB.getByLabel('Title', { exact: true }), 'From the second tab');
  assert.match(await checkPuzzle(second), /well posed/i);
  await press(second, cardB.getByRole('button', { name: 'Add to set' }));
  await cardB.getByText('Added as puzzle 2.').waitFor();
  assert.deepEqual(await puzzlesInSet(cardB), ['From the first tab', 'From the second tab']);
  await cardA.getByText('Another tab changed the set: it has 2 puzzles now.').waitFor();
  assert.deepEqual(await puzzlesInSet(cardA), ['From the first tab', 'From the second tab']);
  await cardA.locator('.puzzle-set').scrollIntoViewIfNeeded();
  await screenshot(first, 'teachfix5-two-tabs');
  assert.equal(await axeSerious(first, 'Make a puzzle, set changed in another tab'), '');

  // Removed in one tab, renamed in the other: both changes are kept.
  await press(first, cardA.getByRole('button', { name: 'Remove puzzle 1 from the set' }));
  await cardA.getByText('Removed “From the first tab”.').waitFor();
  await cardB.getByText('Another tab changed the set: it has 1 puzzle now.').waitFor();
  await typeOver(second, cardB.getByLabel('Set name'), 'Week 4');
  await first.reload();
  const reloaded = await openCard(first);
  await reloaded.getByRole('list', { name: 'Puzzles in the set' }).waitFor();
  assert.deepEqual(await puzzlesInSet(reloaded), ['From the second tab']);
  assert.equal(await reloaded.getByLabel('Set name').inputValue(), 'Week 4');
  assertNoErrors(first);
  assertNoErrors(second);
  await first.close();
  await second.close();
});

test('a corrupted, oversized or forged stored set is ignored: the page opens normally and works', async () => {
  let page = await env.browser.newPage();
  let card = await openCard(page);
  const stored = [
    '{"title": "half a JSON',
    JSON.stringify({ title: 'x'.repeat(500_000), text: '', set: { title: '', version: '1.2', puzzles: [] } }),
    JSON.stringify({
      title: '<img src=x onerror=alert(1)>',
      text: '',
      set: { title: 'Forged', version: '1.2', puzzles: [{ link: 'javascript:alert(1)', title: 'x' }] },
    }),
    JSON.stringify({ title: 'T', text: 'T', set: { title: 'S', version: '9', puzzles: [] } }),
    JSON.stringify({ title: 5, text: null, set: [] }),
  ];
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
  for (const value of stored) {
    // Another page of the site, an extension or a person wrote this under the card's key; the
    // teacher opens the site in a new tab (a tab's own draft is in its sessionStorage).
    await page.evaluate(([key, text]) => localStorage.setItem(key, text), [KEY, value]);
    assertNoErrors(page);
    await page.close();
    page = await env.browser.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      dialog.dismiss().catch(() => {});
    });
    card = await openCard(page);
    assert.equal(await card.getByLabel('Title', { exact: true }).inputValue(), '');
    assert.equal(await card.getByLabel('Set name').inputValue(), '');
    assert.equal(await card.getByRole('button', { name: 'Download set JSON' }).isDisabled(), true);
  }
  // The card works: what is typed now is kept in place of what was there.
  await typeOver(page, card.getByLabel('Title', { exact: true }), 'Fresh start');
  await page.reload();
  card = await openCard(page);
  assert.equal(await card.getByLabel('Title', { exact: true }).inputValue(), 'Fresh start');
  await screenshot(page, 'teachfix4-corrupt-storage');
  assert.deepEqual(dialogs, []);
  assertNoErrors(page);
  await page.close();
});

const TRIANGLE = 'index.html#rules=edge&v=3&e=0-1:3,1-2:4,2-0:5';

test('a reload keeps every field of the draft: goal, wrong tries, the hide box and Generate’s boxes', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(TRIANGLE));
  let card = makerCard(page);
  await card.waitFor({ timeout: 30_000 });
  for (const goal of ['outcome', 'win']) {
    await card.getByLabel('Goal').selectOption(goal);
    await typeOver(page, card.getByLabel('Solution button after'), '1');
    await typeOver(page, card.getByLabel('Title', { exact: true }), `Triangle ${goal}`);
    await typeOver(page, card.getByLabel('At least this many legal moves'), '2');
    await typeOver(page, card.getByLabel('Most tokens on an edge'), '7');
    await checkPuzzle(page);
    // Both goals make this board well posed, so the links are offered: the embed hides help.
    const hide = card.getByLabel('hide the hint and the analysis in the embed and the element');
    if (!(await hide.isChecked())) await press(page, hide);
    await page.waitForFunction(() => document.querySelector('.embed-field')?.value.includes('hide=hint'));
    await page.reload();
    card = makerCard(page);
    await card.waitFor({ timeout: 30_000 });
    await card.getByLabel('Title', { exact: true }).waitFor();
    assert.equal(await card.getByLabel('Goal').inputValue(), goal);
    assert.equal(await card.getByLabel('Solution button after').inputValue(), '1');
    assert.equal(await card.getByLabel('Title', { exact: true }).inputValue(), `Triangle ${goal}`);
    assert.equal(await card.getByLabel('At least this many legal moves').inputValue(), '2');
    assert.equal(await card.getByLabel('Most tokens on an edge').inputValue(), '7');
    assert.match(await checkPuzzle(page), /well posed/i);
    assert.equal(await hide.isChecked(), true, 'the hide box is kept');
    assert.match(await card.getByLabel('Embed code').inputValue(), /hide=hint/);
  }
  await screenshot(page, 'teachfix7-draft-kept');
  assertNoErrors(page);
  await page.close();
});

test('a draft comes back with its board: a page opened on another says so and brings it back', async () => {
  let page = await env.browser.newPage();
  await openPlayground(page, env.url(TRIANGLE));
  let card = makerCard(page);
  await card.waitFor({ timeout: 30_000 });
  await setEdge(page, 0, 7);
  await page.waitForFunction(() => location.hash.includes('e=0-1:7'));
  await typeOver(page, card.getByLabel('Title', { exact: true }), 'Seven on top');
  await typeOver(page, card.getByLabel('Task'), 'Find the move that wins.');
  await page.close();

  // The teacher opens the site again: the default board, in Play.
  page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  await press(page, page.getByRole('button', { name: 'Edit', exact: true }));
  card = makerCard(page);
  await card.waitFor({ timeout: 30_000 });
  assert.equal(await card.getByLabel('Title', { exact: true }).inputValue(), 'Seven on top');
  await card.getByText('This draft was made on another board than the one shown.').waitFor();
  await screenshot(page, 'teachfix7-draft-other-board');
  assert.equal(await axeSerious(page, 'Make a puzzle, draft of another board'), '');
  await press(page, card.getByRole('button', { name: 'Bring back the draft’s board' }));
  await page.waitForFunction(() => location.hash.includes('e=0-1:7,1-2:4,2-0:5'));
  await card
    .getByText('This draft was made on another board than the one shown.')
    .waitFor({ state: 'hidden' });
  assert.equal(await card.getByLabel('Task').inputValue(), 'Find the move that wins.');

  // A reload of the same address: the board and the draft, and nothing to say.
  await page.reload();
  card = makerCard(page);
  await card.waitFor({ timeout: 30_000 });
  assert.equal(await card.getByLabel('Title', { exact: true }).inputValue(), 'Seven on top');
  assert.match(await checkPuzzle(page), /well posed/i);
  assert.equal(await card.locator('.draft-board-note').isVisible(), false);
  assertNoErrors(page);
  await page.close();
});

test('each tab keeps its own draft across a reload; a new tab starts from the last one typed', async () => {
  const first = await env.browser.newPage();
  await openPlayground(first, env.url(TRIANGLE));
  const second = await env.browser.newPage();
  await openPlayground(second, env.url(TRIANGLE));
  for (const [page, title] of [
    [first, 'From the first tab'],
    [second, 'From the second tab'],
  ]) {
    const card = makerCard(page);
    await card.waitFor({ timeout: 30_000 });
    await typeOver(page, card.getByLabel('Title', { exact: true }), title);
  }
  for (const [page, title] of [
    [first, 'From the first tab'],
    [second, 'From the second tab'],
  ]) {
    await page.reload();
    const card = makerCard(page);
    await card.waitFor({ timeout: 30_000 });
    assert.equal(await card.getByLabel('Title', { exact: true }).inputValue(), title);
  }
  const third = await env.browser.newPage();
  await openPlayground(third, env.url(TRIANGLE));
  await makerCard(third).waitFor({ timeout: 30_000 });
  assert.equal(
    await makerCard(third).getByLabel('Title', { exact: true }).inputValue(),
    'From the second tab',
  );
  for (const page of [first, second, third]) {
    assertNoErrors(page);
    await page.close();
  }
});
