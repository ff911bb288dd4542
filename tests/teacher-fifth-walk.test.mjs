// A teacher building a course page on another origin, and their students: amounts typed in
// the move box with Tab between them are the move played; an unfinished puzzle draft is
// offered where the teacher lands; a locked embed offers no link out after a solve.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { clickMove, waitPhase } from './helpers/puzzle.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';
import { hears, heardNow, listeningPage } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const THREE_EDGES = 'index.html#rules=edge&v=4&e=0-1:3,0-2:4,0-3:5&mode=play-cpu';

test('the move box: 2, Tab, 3, Tab, 3 plays those three amounts, and says so', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(THREE_EDGES));
  await tabTo(page, /^vertex 0\b/);
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'take from 0–1 (3 tokens)');
  for (const key of ['2', 'Tab', '3', 'Tab', '3']) await press(page, key);
  assert.equal(await focusedName(page), 'take from 0–3 (5 tokens)', 'Tab goes from amount to amount');
  const amounts = () => page.locator('.composer .take-list input').evaluateAll((l) => l.map((i) => i.value));
  assert.deepEqual(await amounts(), ['2', '3', '3']);
  await screenshot(page, 'teachfix8-move-box-typed');
  assert.equal(await axeSerious(page, 'move box, three amounts typed'), '');

  // − and + stay for the mouse; a digit typed after a click on one goes into its box, and
  // ↑ in the box takes one more.
  await page.getByRole('button', { name: 'take one more from 0–1' }).click();
  await press(page, '1');
  assert.equal(await focusedName(page), 'take from 0–1 (3 tokens)', 'the digit went to the box');
  await press(page, 'ArrowUp');
  assert.deepEqual(await amounts(), ['2', '3', '3']);

  await heardNow(page);
  await press(page, 'Enter');
  await page.locator('ol.history li:not(.empty)').first().waitFor();
  const played = /took 2 from 0–1, 3 from 0–2, 3 from 0–3/;
  assert.match(await page.locator('ol.history li').first().innerText(), played);
  await hears(page, played);
  assertNoErrors(page);
  await page.close();
});

/** Controls shown in the playground that lead out of it: a link, or a button or field that
 *  offers one (named "… link"). */
const waysOut = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a[href], button, input')]
      .filter(
        (el) =>
          el.checkVisibility() &&
          (el.tagName === 'A' || /link/i.test(el.getAttribute('aria-label') || el.textContent)),
      )
      .map((el) => el.getAttribute('aria-label') || el.textContent.trim()),
  );

test('a locked embed: nothing leads out of the frame after a reveal or a solve', async () => {
  const page = await env.browser.newPage();
  await openPlayground(
    page,
    env.url('index.html?embed=1&lock=1#rules=edge&v=4&e=0-1:1,2-3:2&goal=find&title=Two%20heaps&reveal=1'),
  );
  // A wrong move, then the solution revealed.
  await clickMove(page, page.mouse, 0);
  await waitPhase(page, 'refuted');
  await page.getByRole('button', { name: 'Reveal solution' }).click();
  await page.getByRole('button', { name: 'Reset' }).waitFor();
  assert.deepEqual(await waysOut(page), [], 'after the reveal');
  // Solved.
  await page.getByRole('button', { name: 'Reset' }).click();
  await clickMove(page, page.mouse, 1);
  await waitPhase(page, 'solved');
  assert.deepEqual(await waysOut(page), [], 'after the solve');
  assert.equal(await page.getByRole('region', { name: 'Game review' }).count(), 0, 'no empty review card');
  await screenshot(page, 'teachfix8-locked-solved');
  assert.equal(await axeSerious(page, 'locked embed, solved'), '');
  assertNoErrors(page);
  await page.close();
});
