// A student on a phone (390×844), by taps: "Choose at least one token" goes as soon as the
// move changes, and its room keeps what to do, not the error beside the token then chosen or
// beside a later error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { usePhoneSite } from './helpers/phone.mjs';

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
    'Tap + beside an edge (or type how many in its box), then tap Confirm move.',
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
