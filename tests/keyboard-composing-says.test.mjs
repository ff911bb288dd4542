// What a blind player heard while composing a move against the computer, with the keyboard and
// a screen reader: in a pile game Enter on a full pile put it back to 0, silently (an Edge-Nim
// edge confirms the move); only the first Enter on an edge or a pile was said, the next ones
// only renamed the focused button; − and + changed the amount without a word; and 9 typed in
// a box of an edge of 3 tokens was marked wrong but not said, and Enter played 3. Each is
// driven with Tab, Enter and typing, and checked in what the live regions say and in the names
// of what is focused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, moveListTexts } from './helpers/ui.mjs';
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

const focusedDescribedBy = (page) =>
  page.evaluate(() =>
    (document.activeElement?.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent.trim() ?? '')
      .join(' '),
  );

test('Circular Nim: each Enter on a pile says the amount, and Enter on a full pile confirms the move', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=circular&piles=2,2,2,2&k=2&mode=play-cpu'));
  await tabTo(page, /^Skip to the board$/);
  await press(page, 'Enter');
  await tabTo(page, /^pile 1, 2 tokens$/);
  await heardNow(page);

  await press(page, 'Enter');
  await hears(
    page,
    /^You may take from piles 0 and 1 together \(window 1 of 4\)\. A window is 2 piles next to each other around the circle, the piles one move may take from\. Taking 1 from pile 1\. Enter takes one more; Ctrl\+Enter confirms the move\.$/,
  );
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /^Taking 2 from pile 1\. Enter again confirms the move\.$/);
  assert.equal(await focusedName(page), 'pile 1, 2 tokens, taking 2');
  await screenshot(page, 'kbcompose-pile-full');
  assert.equal(await axeSerious(page, 'pile move, every token chosen'), '');

  // The third Enter plays the move, as on an Edge-Nim edge (it put the pile back to 0).
  await press(page, 'Enter');
  await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length >= 2);
  assert.equal((await moveListTexts(page))[0].replace(/^\d+\.\s*/, ''), 'You: took 2 from pile 1');

  // The second move is composed with the same words as the first.
  await tabTo(page, /^pile \d, 2 tokens$/);
  const pile = (await focusedName(page)).match(/^pile (\d)/)[1];
  await heardNow(page);
  await press(page, 'Enter');
  await hears(
    page,
    new RegExp(
      `^You may take from .*\\(window \\d of 4\\)\\. Taking 1 from pile ${pile}\\. Enter takes one more; Ctrl\\+Enter confirms the move\\.$`,
    ),
  );
  assertNoErrors(page);
  await page.close();
});

test('Circular Nim: Enter on a pile no window shares with the one chosen says what to choose, in words for any device', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=circular&piles=2,3,1,4&k=2&mode=play-cpu'));
  await tabTo(page, /^Skip to the board$/);
  await press(page, 'Enter');
  await tabTo(page, /^pile 0, 2 tokens$/);
  await press(page, 'Enter');
  await hears(page, /\(window 1 of 4\)\. A window is 2 piles next to each other around the circle/);
  await tabTo(page, /^pile 2, 1 token$/);
  await heardNow(page);
  await press(page, 'Enter');
  await hears(
    page,
    /No window holds pile 2 with pile 0: pile 0 is no longer chosen\. Choose only piles of the window named above\./,
  );
  // The window, said once what it is, is not explained again.
  await hears(
    page,
    /^You may take from piles \d and \d together \(window \d of 4\)\. Taking 1 from pile 2\./,
  );
  assert.ok(!(await heardNow(page)).some((text) => /Click|A window is/.test(text)));
  await screenshot(page, 'kbcompose-pile-other-window');
  assert.equal(await axeSerious(page, 'pile move, another window'), '');
  assertNoErrors(page);
  await page.close();
});

test('Edge-Nim: every Enter on an edge says the amount and what the next Enter does', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:3,2-3:3,3-0:3&mode=play-cpu'));
  await tabTo(page, /^edge 2–3\b/);
  await heardNow(page);
  await press(page, 'Enter');
  await hears(
    page,
    /^Move at vertex 2: taking 1 from 2–3\. Enter takes one more; Ctrl\+Enter confirms the move\.$/,
  );
  await press(page, 'Enter');
  await hears(page, /^Taking 2 from 2–3\.$/);
  await press(page, 'Enter');
  await hears(page, /^Taking 3 from 2–3\. Enter again confirms the move\.$/);
  assert.match(await focusedName(page), /taking 3$/);
  assertNoErrors(page);
  await page.close();
});

test('the move box: − and + say the new amount, and each box is named with its edge’s tokens', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:3,2-3:3,3-0:3&mode=play-cpu'));
  await tabTo(page, /^vertex 0\b/);
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'take from 0–1 (3 tokens)');
  // Out of the Tab order (Tab goes from box to box), pressed as a screen reader presses a
  // button it reads.
  const more = page.getByRole('button', { name: 'take one more from 3–0' });
  await heardNow(page);
  await more.click();
  await hears(page, /^Taking 1 from 3–0\.$/);
  await press(page, 'Enter');
  await hears(page, /^Taking 2 from 3–0\.$/);
  await page.getByRole('button', { name: 'take one less from 3–0' }).click();
  await hears(page, /^Taking 1 from 3–0\.$/);
  assert.equal(await page.getByRole('spinbutton', { name: 'take from 3–0 (3 tokens)' }).inputValue(), '1');
  await screenshot(page, 'kbcompose-move-box-less');
  assert.equal(await axeSerious(page, 'move box after − and +'), '');
  assertNoErrors(page);
  await page.close();
});

test('the move box: a number too large is said to be wrong, and Enter plays nothing until it is put right', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:3,2-3:3,3-0:3&mode=play-cpu'));
  await tabTo(page, /^vertex 0\b/);
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'take from 0–1 (3 tokens)');
  await heardNow(page);
  await page.keyboard.type('9');
  await hears(page, /^0–1 has only 3 tokens\.$/);
  assert.equal(await focusedDescribedBy(page), '0–1 has only 3 tokens.');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-invalid')), 'true');
  await screenshot(page, 'kbcompose-too-large');
  assert.equal(await axeSerious(page, 'move box with a number too large'), '');

  // Enter: refused, said again, the focus kept in the field; no move played.
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /^0–1 has only 3 tokens\.$/);
  assert.equal(await focusedName(page), 'take from 0–1 (3 tokens)');
  assert.equal(await page.evaluate(() => document.activeElement.value), '9');
  assert.equal(await page.locator('ol.history li:not(.empty)').count(), 0, 'no move played');

  // Left for Confirm move: refused too, and the focus goes back to the field.
  await tabTo(page, /^Confirm move$/, { limit: 8 });
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /^0–1 has only 3 tokens\.$/);
  assert.equal(await focusedName(page), 'take from 0–1 (3 tokens)');
  assert.equal(await page.locator('ol.history li:not(.empty)').count(), 0, 'no move played');

  // Put right, the error goes and Enter plays what was typed.
  await page.keyboard.type('2');
  assert.equal(await focusedDescribedBy(page), '');
  assert.equal(await page.evaluate(() => document.activeElement.hasAttribute('aria-invalid')), false);
  await press(page, 'Enter');
  await page.locator('ol.history li:not(.empty)').first().waitFor();
  assert.match((await moveListTexts(page))[0], /took 2 from 0–1$/);
  assertNoErrors(page);
  await page.close();
});

test('the move box: a wrong number left in a field is refused by Enter on the board too, and said again there', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:3,2-3:3,3-0:3&mode=play-cpu'));
  // Every token of 2–3 chosen from the board, then 9 typed in its field.
  await tabTo(page, /^edge 2–3\b/);
  for (let n = 0; n < 3; n++) await press(page, 'Enter');
  await tabTo(page, /^take from 2–3 \(3 tokens\)$/);
  await heardNow(page);
  await page.keyboard.type('9');
  await hears(page, /^2–3 has only 3 tokens\.$/);

  // Back on the edge, whose every token is chosen, Enter confirms: refused, the same words
  // said again, the focus on the field, the 9 kept, no move played (it played 3).
  await tabTo(page, /^edge 2–3\b/, { key: 'Shift+Tab' });
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /^2–3 has only 3 tokens\.$/);
  assert.equal(await focusedName(page), 'take from 2–3 (3 tokens)');
  assert.equal(await page.evaluate(() => document.activeElement.value), '9');
  assert.equal(await page.locator('ol.history li:not(.empty)').count(), 0, 'no move played');

  // Letters, then Enter on the board itself: refused the same way.
  await page.keyboard.type('e');
  await hears(page, /^Type a whole number from 0 to 3\.$/);
  await tabTo(page, /^Game board$/, { key: 'Shift+Tab' });
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /^Type a whole number from 0 to 3\.$/);
  assert.equal(await focusedName(page), 'take from 2–3 (3 tokens)');
  assert.equal(await page.locator('ol.history li:not(.empty)').count(), 0, 'no move played');
  await screenshot(page, 'kbcompose-board-enter-refused');
  assert.equal(await axeSerious(page, 'move refused from the board'), '');

  // Put right, Enter plays what was typed.
  await page.keyboard.type('2');
  await press(page, 'Enter');
  await page.locator('ol.history li:not(.empty)').first().waitFor();
  assert.match((await moveListTexts(page))[0], /took 2 from 2–3$/);
  assertNoErrors(page);
  await page.close();
});
