// A student playing a pile game reads which piles the move being composed may take from in
// plain words, the same on the board's caption, in the move box and in what a screen reader
// hears: "You may take from piles 0 and 1 together (window 1 of 5)", where the board once
// said "Window: piles 0, 1 (set 0)" and nothing said what a window or a set was. On a laptop
// (the caption drawn on the board) and on a phone (the caption above the board, the move box
// a sheet), for Circular and Path Nim; Moore's Nim names its set by its piles.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchPhone, setupE2E, screenshot } from './helpers/browser.mjs';
import { assertNoErrors, clickElement, openPlayground, settle } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const pile = (p) => `.edge-label[data-edge="${p}"]`;
const text = async (locator) => (await locator.textContent()).replace(/\s+/g, ' ').trim();
/** What the page has said in its live regions (a screen reader's words), joined. */
const said = (page) =>
  page.evaluate(() => [...document.querySelectorAll('[aria-live]')].map((el) => el.textContent).join(' | '));

/** The three places a student or a screen reader learns the move's piles: all say `words`. */
async function allSay(page, words, { boardCaption }) {
  assert.equal(await text(page.locator('.composer .set-heading')), `${words}:`, 'the move box');
  const caption = boardCaption
    ? page.locator('.board-caption')
    : page.locator('svg.board .set-caption tspan').nth(1);
  await assert.doesNotReject(caption.waitFor({ state: 'visible' }), 'the caption is shown');
  assert.match(await text(caption), new RegExp(`${words.replace(/[()]/g, '\\$&')}$`), 'the board’s caption');
  assert.match(await said(page), new RegExp(`${words.replace(/[()]/g, '\\$&')}\\.`), 'what is said');
}

test('Circular Nim on a laptop: the caption, the move box and the screen reader say which piles a move may take from', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=circular&piles=2,3,1,4,2&k=2&mode=play'));
  // Before a move: the rule, as the Rules dialog says it.
  assert.equal(
    await text(page.locator('svg.board .set-caption tspan').nth(1)),
    'a move takes from up to 2 piles next to each other around the circle',
  );
  await clickElement(page, pile(0));
  await allSay(page, 'You may take from piles 0 and 1 together (window 1 of 5)', { boardCaption: false });
  await screenshot(page, 'pile-window-words-laptop');
  assert.equal(await axeSerious(page, 'composing a pile move'), '');
  await page.getByRole('button', { name: 'Next window' }).click();
  await settle(page);
  // The window that still holds pile 0, wrapping round the circle: piles 4 and 0.
  await allSay(page, 'You may take from piles 4 and 0 together (window 5 of 5)', { boardCaption: false });
  // Cancelled, the caption says the rule again.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await settle(page);
  assert.equal(
    await text(page.locator('svg.board .set-caption tspan').nth(1)),
    'a move takes from up to 2 piles next to each other around the circle',
  );
  assertNoErrors(page);
  await page.close();
});

test('Moore’s Nim: the move box names the piles the move takes from', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=moore&piles=3,2,1,3&k=2&mode=play'));
  await clickElement(page, pile(2));
  const heading = await text(page.locator('.composer .set-heading'));
  // By its piles alone: the crate's numbers of Moore's sets are listed nowhere.
  assert.match(heading, /^You may take from piles \d and \d together:$/);
  assert.match(heading, /\b2\b/, 'the pile clicked is among them');
  assertNoErrors(page);
  await page.close();
});

test('Path Nim on a phone: the caption above the board and the move sheet say the same words', async () => {
  const phone = await launchPhone();
  try {
    const page = await phone.newPage();
    await openPlayground(page, env.url('index.html#rules=path&piles=1,2,3,3,2,1&k=2&mode=play'));
    await page.locator(pile(2)).tap();
    await page.locator(pile(3)).tap();
    await settle(page);
    await allSay(page, 'You may take from piles 2 and 3 together (window 3 of 5)', { boardCaption: true });
    await screenshot(page, 'pile-window-words-phone');
    assert.equal(await axeSerious(page, 'pile move sheet on a phone'), '');
    assertNoErrors(page);
  } finally {
    await phone.close();
  }
});
