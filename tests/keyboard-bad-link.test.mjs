// A keyboard player with a screen reader and a link that cannot be opened: pasted into the
// address bar over a game of Circular Nim in progress, it sets the game aside (Undo brings it
// back) instead of losing it; and on a fresh load of such a link the error is heard, from an
// alert that was in the page before its text came (a region that appears with its text, or a
// polite one while the page is being read out, is not heard).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, moveListTexts, settle } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

// An edge with a count that is not a number: the link cannot be opened at all.
const BAD_LINK = '#rules=edge&v=4&e=0-1:two&mode=play';

/** Records into window.heardTexts each text an alert or live region takes while it is already
 *  in the page (a change a screen reader follows), from the page's first script on. */
const recordHeard = (page) =>
  page.addInitScript(() => {
    window.heardTexts = [];
    const regions = '[aria-live], [role="alert"], [role="status"]';
    const known = new WeakSet();
    new MutationObserver((records) => {
      const changed = new Set();
      for (const record of records) {
        const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
        const region = node?.closest?.(regions);
        if (region && known.has(region)) changed.add(region);
      }
      for (const region of changed) window.heardTexts.push(region.textContent.trim());
      for (const region of document.querySelectorAll(regions)) known.add(region);
    }).observe(document, { childList: true, characterData: true, subtree: true });
  });

const heard = (page, pattern) =>
  page.waitForFunction(
    ([source, flags]) => window.heardTexts.some((text) => new RegExp(source, flags).test(text)),
    [pattern.source, pattern.flags],
  );

test('a bad link pasted over a game of Circular Nim sets it aside, says so as an alert; Undo brings it back', async () => {
  const page = await env.browser.newPage();
  await recordHeard(page);
  await openPlayground(page, env.url('index.html#rules=circular&piles=2,3,1,4,2&k=3&mode=play'));
  await tabTo(page, /^pile 1\b/);
  await press(page, 'Enter');
  await tabTo(page, /^Confirm move$/, { limit: 20 });
  await press(page, 'Enter');
  const moves = await moveListTexts(page);
  assert.equal(moves.length, 1);

  // The address changed in the same tab: a hashchange, not a new page.
  await page.goto(env.url(`index.html${BAD_LINK}`));
  await heard(
    page,
    /^This link could not be opened: .*your unfinished game of Circular Nim.* \(1 move played\) is set aside: Undo brings it back/,
  );
  const alert = page.getByRole('alert');
  assert.match(await alert.textContent(), /This link could not be opened/);
  await screenshot(page, 'keyboard-bad-link-over-game');
  assert.equal(await axeSerious(page, 'bad link over a game'), '');

  await tabTo(page, /^Undo\b/);
  await press(page, 'Enter');
  assert.match(await page.locator('.board-caption').innerText(), /Circular Nim/);
  assert.deepEqual(await moveListTexts(page), moves, 'the game is back as it was');
  assert.match(await focusedName(page), /^Undo\b/);
  assertNoErrors(page);
  await page.close();
});

test('a fresh load of a bad link: the error is heard as an alert', async () => {
  const page = await env.browser.newPage();
  await recordHeard(page);
  await openPlayground(page, env.url(`index.html${BAD_LINK}`));
  await heard(page, /^This link could not be opened: /);
  assert.match(await page.getByRole('alert').textContent(), /You have an empty playground instead/);
  await settle(page);
  assertNoErrors(page);
  await page.close();
});

test('the banner’s × is reached by Tab right after the board, where it is drawn, not between Help and Edit', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${BAD_LINK}`));
  const banner = page.locator('.gnp-message');
  await banner.waitFor();
  const focusIn = (selector) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);

  // Back from Edit: the header's last button, as seen above it.
  await tabTo(page, /^Edit$/);
  await press(page, 'Shift+Tab');
  assert.match(await focusedName(page), /^Help\b/, 'Shift+Tab from Edit goes up to Help');

  // On from the board: the × drawn over its foot, then the cards beside it.
  await tabTo(page, /^Dismiss message$/);
  await press(page, 'Shift+Tab');
  assert.ok(await focusIn('svg.board'), 'just before the × is the board');
  await press(page, 'Tab');
  assert.equal(await focusedName(page), 'Dismiss message');
  await screenshot(page, 'keyboard-banner-dismiss-focused');
  assert.equal(await axeSerious(page, 'the banner’s × focused'), '');
  await press(page, 'Tab');
  assert.ok(await focusIn('.gnp-side'), 'after the × come the cards');

  // Still reached, and it still closes the banner.
  await press(page, 'Shift+Tab');
  await press(page, 'Enter');
  await banner.waitFor({ state: 'hidden' });
  assertNoErrors(page);
  await page.close();
});
