// A phone: 390×844 with a touch screen. Instructions say "tap", the empty-board text
// fits, and after tapping a vertex in a game "Confirm move" is on screen together with the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, EMPTY_BOARD } from './helpers/ui.mjs';
import { usePhoneSite } from './helpers/phone.mjs';

const phoneSite = usePhoneSite();

const url = phoneSite.url;

/** Fraction of the element's height that is inside the window without scrolling further. */
async function onScreen(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const shown = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
    const wide = r.left >= -1 && r.right <= window.innerWidth + 1;
    return wide && r.height > 0 ? Math.max(0, shown) / r.height : 0;
  });
}

test('phone, empty board: the instructions say tap and the board text is not cut off', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url('index.html' + EMPTY_BOARD));
  const visible = await page.locator('body').innerText();
  const problems = [];
  const clickLines = visible.split('\n').filter((line) => /\bclick/i.test(line));
  if (clickLines.length) problems.push(`says click on a touch screen: ${clickLines.join(' / ')}`);
  if (!/\btap/i.test(visible)) problems.push('never says tap');
  const text = page.locator('svg.board .board-empty');
  assert.ok(await text.count(), 'the empty board says what to do');
  const fits = await page.locator('svg.board').evaluate((svg) => {
    const board = svg.getBoundingClientRect();
    return [...svg.querySelectorAll('.board-empty, .board-empty *')].map((el) => {
      const r = el.getBoundingClientRect();
      return {
        text: el.textContent,
        inside: r.left >= board.left - 1 && r.right <= board.right + 1 && r.right <= window.innerWidth + 1,
      };
    });
  });
  for (const f of fits.filter((x) => !x.inside)) problems.push(`empty-board text cut off: ${f.text}`);
  await screenshot(page, 'phone-empty-board');
  assert.deepEqual(problems, []);
  assertNoErrors(page);
  await page.close();
});

test('phone, playing: tap a vertex and "Confirm move" is on screen with the board', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url('index.html#rules=edge&v=5&e=0-1:5,1-2:1,2-3:1,3-4:5,4-0:0&mode=play-cpu'));
  await page.getByRole('button', { name: 'vertex 2', exact: true }).tap();
  await settle(page);
  const confirm = page.getByRole('button', { name: 'Confirm move' });
  assert.equal(await onScreen(confirm), 1, '"Confirm move" visible without scrolling');
  assert.ok((await onScreen(page.locator('svg.board'))) >= 0.5, 'the board stays mostly on screen');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 391, `no sideways scrolling (${width}px)`);
  await screenshot(page, 'phone-composing');
  // Tap the box, type, confirm: the move is played.
  await page.getByLabel('take from 1–2').tap();
  await page.keyboard.type('1');
  await confirm.tap();
  await settle(page);
  const moves = await page
    .getByRole('list', { name: 'Moves so far' })
    .getByRole('listitem')
    .allTextContents();
  assert.ok(
    moves.some((m) => /1 from 1–2/.test(m)),
    moves.join(' | '),
  );
  assertNoErrors(page);
  await page.close();
});
