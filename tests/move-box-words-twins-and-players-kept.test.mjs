// A student on a phone (390×844), by taps: "Choose at least one token" goes as soon as the
// move changes, and its room keeps what to do, not the error beside the token then chosen or
// beside a later error; parallel edges are named by the numbers the board shows beside them;
// a game ended against the computer keeps its players when the Opponent setting changes (the
// new one plays from the next game, and that is said), and a game under way keeps the
// computer's moves its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, statusText, moveListTexts, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { LOSABLE_NIM, tapTheLosingNimMove, usePhoneSite } from './helpers/phone.mjs';

const phoneSite = usePhoneSite();
const url = phoneSite.url;

/** The words the move box shows (its greyed help too), in one line. */
const boxWords = (page) =>
  page.locator('.composer').evaluate((box) => box.innerText.replace(/\s+/g, ' ').trim());

test('390×844: "Choose at least one token" goes when a count is typed, and stays gone beside a later error', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url('index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu'));
  await page.getByRole('button', { name: 'vertex 1', exact: true }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  const error = page.locator('.composer .move-error');
  await error.getByText(/^Choose at least one token to take/).waitFor();

  // A count typed into 1–2's box: the move now takes a token, and the error is gone, its
  // words too; the room above Confirm says what to do.
  const field = page.getByLabel('take from 1–2');
  await field.tap();
  await page.keyboard.type('1');
  await settle(page);
  assert.equal(await field.inputValue(), '1');
  assert.equal(await error.innerText(), '', 'the error went');
  assert.doesNotMatch(await boxWords(page), /Choose at least one token/);
  assert.equal(
    (await page.locator('.composer .move-error-read').innerText()).trim(),
    'Tap + beside an edge to take a token from it (or type how many in its box), then tap Confirm move to play.',
  );
  await screenshot(page, 'move-box-error-gone-after-typing');
  assert.equal(await axeSerious(page, 'the move box after a count typed'), '');

  // A later real error (9 for 0–1's 3 tokens): said alone, no "choose a token" beside it.
  const other = page.getByLabel('take from 0–1');
  await other.tap();
  await page.keyboard.type('9');
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await page.getByText('0–1 has only 3 tokens.').waitFor();
  assert.doesNotMatch(await boxWords(page), /Choose at least one token/);
  await screenshot(page, 'move-box-later-error');

  // Again from nothing chosen: Confirm, then + on an edge takes the error away too.
  await page.getByRole('button', { name: 'Cancel' }).tap();
  await page.getByRole('button', { name: 'vertex 1', exact: true }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await error.getByText(/^Choose at least one token to take/).waitFor();
  await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
  await settle(page);
  assert.equal(await error.innerText(), '');
  assert.doesNotMatch(await boxWords(page), /Choose at least one token/);
  assertNoErrors(page);
  await page.close();
});

test('390×844: parallel edges are named by the numbers the board shows beside them', async () => {
  const page = await phoneSite.newPage();
  // Two edges 0–1 and one 1–2.
  await openPlayground(page, url('index.html#rules=edge&v=3&e=0-1:1,1-0:2,1-2:3&mode=play-cpu'));
  const number = (e) => page.locator(`svg.board .edge-label[data-edge="${e}"] .edge-id`);
  assert.equal(await number(0).textContent(), 'e0');
  assert.equal(await number(1).textContent(), 'e1');
  assert.equal(await number(2).count(), 0, 'an edge with ends of its own shows no number');
  // Each beside its own pill, under no other: e0 lay under its twin's pill.
  const covered = await page.locator('svg.board').evaluate((board) => {
    const box = (el) => el.getBoundingClientRect();
    const apart = (a, b) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
    return [...board.querySelectorAll('.edge-id')].flatMap((name) =>
      [...board.querySelectorAll('.edge-label > rect')]
        .filter((pill) => !apart(box(name), box(pill)))
        .map(
          (pill) => `${name.textContent} under the count of edge ${pill.closest('[data-edge]').dataset.edge}`,
        ),
    );
  });
  assert.deepEqual(covered, []);
  // The legend says what the number is.
  const legend = page.getByRole('list', { name: 'Legend' });
  assert.match(await legend.innerText(), /e0\s*edge 0 \(its number\)/);

  // The move box names them as the board shows them, in one bracket each.
  await page.getByRole('button', { name: 'vertex 1', exact: true }).tap();
  const rows = await page
    .locator('.composer .take-list .move-text')
    .evaluateAll((spans) => spans.map((span) => span.textContent));
  assert.deepEqual(rows, ['0–1 (edge 0, 1 token)', '1–0 (edge 1, 2 tokens)', '1–2 (3)']);
  const fields = await page
    .getByRole('group', { name: 'Move at vertex 1' })
    .getByRole('spinbutton')
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')));
  assert.deepEqual(fields, [
    'take from 0–1 (edge 0, 1 token)',
    'take from 1–0 (edge 1, 2 tokens)',
    'take from 1–2 (3 tokens)',
  ]);
  await screenshot(page, 'twin-edges-numbered');
  assert.equal(await axeSerious(page, 'twin edges numbered'), '');

  // A board without parallel edges shows no numbers, and its legend none.
  await openPlayground(page, url('index.html#rules=edge&v=3&e=0-1:1,1-2:3&mode=play-cpu'));
  assert.equal(await page.locator('svg.board .edge-id').count(), 0);
  assert.doesNotMatch(await legend.innerText(), /its number/);
  assertNoErrors(page);
  await page.close();
});

test('390×844: a game lost to the computer keeps its players when two players are chosen; the next game is theirs', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url(LOSABLE_NIM));
  await tapTheLosingNimMove(page);
  await page.locator('.gnp-status[data-kind="lost"]').waitFor({ timeout: 30_000 });
  const ended = await statusText(page);
  assert.match(ended, /^The computer wins\./);
  const moves = await moveListTexts(page);
  assert.match(moves.join(' | '), /^You: .* \| Computer: /);

  await page.getByRole('combobox', { name: 'Opponent' }).selectOption('human');
  await settle(page);
  assert.equal(await statusText(page), ended, 'the finished game is not renamed');
  assert.deepEqual(await moveListTexts(page), moves, 'its moves keep who made them');
  const notice = page.locator('.gnp-message > span');
  assert.equal(
    (await notice.innerText()).trim(),
    'From the next game two players play: this finished game keeps its players. Press Restart to start the next one now.',
  );
  await screenshot(page, 'players-kept-after-the-end');
  assert.equal(await axeSerious(page, 'a finished game, two players chosen'), '');

  // Restart: the two players' game.
  await page.getByRole('button', { name: 'Restart', exact: true }).tap();
  await settle(page);
  assert.equal(await statusText(page), 'Player 1 to move.');
  assert.deepEqual(await moveListTexts(page), []);
  assertNoErrors(page);
  await page.close();
});

test('390×844: a game under way switched to two players keeps the computer’s moves its own', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&mode=play-cpu'));
  await page.getByRole('button', { name: 'vertex 1', exact: true }).tap();
  await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await page.getByText('Your turn.').waitFor({ timeout: 30_000 });
  const moves = await moveListTexts(page);
  assert.match(moves.join(' | '), /^You: .* \| Computer: /);
  await page.getByRole('combobox', { name: 'Opponent' }).selectOption('human');
  await settle(page);
  // The game goes on for two players from here; the moves played keep their names.
  assert.equal(await statusText(page), 'Player 1 to move.');
  assert.deepEqual(await moveListTexts(page), moves);
  assertNoErrors(page);
  await page.close();
});
