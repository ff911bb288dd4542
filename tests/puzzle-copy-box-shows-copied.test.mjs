// A teacher copies a checked puzzle's link, embed code and element code from Make a puzzle:
// the box under each Copy button holds what that button copied (under one row of three buttons
// the box shown was the link's, and a teacher whose browser refused the copy took the link for
// the code), with "… copied." beside the button pressed. On a site without the clipboard API
// (plain http on a school's network) the box under the button is the one selected to copy by
// hand. The card's words on the element's fallback name its link as the copied code does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { checkPuzzle, clipboard, makerCard, press, typeOver } from './helpers/author.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E({ viewport: { width: 1366, height: 850 } });
  await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(env.site.url).origin,
  });
});
after(async () => {
  await env?.teardown();
});

const PENTAGON = 'index.html#rules=edge&v=5&e=0-1:2,1-2:4,2-3:1,3-4:4,4-0:3&mode=edit';
const COPIES = [
  ['Copy puzzle link', 'Puzzle link'],
  ['Copy embed code', 'Embed code'],
  ['Copy element code', 'Element code'],
];

/** A checked puzzle of the pentagon in a new tab (`before` runs first on each page load). */
async function checkedPuzzle(before = null) {
  const page = await env.browser.newPage();
  if (before) await page.addInitScript(before);
  await openPlayground(page, env.url(PENTAGON));
  const card = makerCard(page);
  await card.waitFor({ timeout: 30_000 });
  await card.getByLabel('Goal').selectOption({ label: 'Find the only winning move' });
  await typeOver(page, card.getByLabel('Title', { exact: true }), 'Week 3: the pentagon');
  assert.match(await checkPuzzle(page), /^WELL POSED/);
  return { page, card };
}

/** The text box nearest under `button` on the screen, as the teacher's eye finds it: its
 *  accessible name and value. */
async function boxUnder(card, button) {
  const below = (await button.boundingBox()).y;
  const boxes = card.locator('.puzzle-share').getByRole('textbox');
  let nearest = null;
  for (const box of await boxes.all()) {
    const { y } = await box.boundingBox();
    if (y > below && (!nearest || y < nearest.y)) nearest = { y, box };
  }
  return {
    name: await nearest.box.getAttribute('aria-label'),
    value: await nearest.box.inputValue(),
  };
}

test('the box under each Copy button holds what it copied, with “… copied.” beside it', async () => {
  const { page, card } = await checkedPuzzle();
  for (const [name, what] of COPIES) {
    const button = card.getByRole('button', { name });
    await press(page, button);
    await card.getByText(`${what} copied.`).waitFor();
    const copied = await clipboard(page);
    const box = await boxUnder(card, button);
    assert.equal(box.name, what, `${name}: the box under it is the ${what.toLowerCase()}`);
    assert.equal(box.value, copied, `${name}: the box under it holds what was copied`);
    await screenshot(page, `copy-box-${what.toLowerCase().replace(' ', '-')}`);
  }
  assert.equal(await axeSerious(page, 'Make a puzzle, the codes copied'), '');

  // The fallback's link is named as the copied element code names it.
  const element = await card.getByLabel('Element code').inputValue();
  assert.match(element, />play this puzzle<\/a>/);
  await card.getByText('the task and a link “play this puzzle” to this site').waitFor();

  // A new choice of colours makes new codes: "Embed code copied." goes, "Puzzle link copied."
  // (the link is the same) stays.
  await card.getByLabel('Colours of the embed and the element').selectOption({ label: 'always dark' });
  await card.getByText('Embed code copied.').waitFor({ state: 'hidden' });
  assert.equal(await card.getByText('Puzzle link copied.').isVisible(), true);
  assertNoErrors(page);
  await page.close();
});

test('without the clipboard API the box under the button pressed is selected to copy by hand', async () => {
  // As on a site served over plain http, which browsers give no navigator.clipboard.
  const { page, card } = await checkedPuzzle(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
  });
  for (const [name, what] of COPIES.slice(1)) {
    const button = card.getByRole('button', { name });
    await press(page, button);
    await card
      .getByText(new RegExp(`^(${what} copied|Select the ${what.toLowerCase()} below and copy it)\\.$`))
      .waitFor();
    const selected = await page.evaluate(() => {
      const box = document.activeElement;
      return {
        name: box.getAttribute('aria-label'),
        text: box.value.slice(box.selectionStart, box.selectionEnd),
        whole: box.value,
      };
    });
    assert.equal(selected.name, what);
    assert.equal(selected.text, selected.whole, 'the whole code is selected');
    assert.equal((await boxUnder(card, button)).name, what, 'the box selected is the one under the button');
  }
  await screenshot(page, 'copy-box-selected-by-hand');
  assertNoErrors(page);
  await page.close();
});
