// What a blind player met walking the page with the keyboard and a screen reader: the same
// Grundy value checked twice counted two wrong tries; a value that is not a number was shown
// under the box but not said. Each is driven with Tab, typing and Enter, and checked in what
// the live regions say.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { press, tabTo } from './helpers/keyboard.mjs';
import { listeningPage } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** What was heard since the last call (the texts it takes from the record). */
const heardNow = (page) => page.evaluate(() => window.heardTexts.splice(0));

/** Waits until something heard since the last heardNow() matches `pattern`. */
const hears = (page, pattern) =>
  page.waitForFunction(
    ([source]) => window.heardTexts.some((text) => new RegExp(source).test(text)),
    [pattern.source],
  );

const GRUNDY = 'index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&goal=grundy&title=Value&reveal=2';

test('a Grundy value checked twice is one wrong try, said again; a value that is no number is said', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url(GRUNDY));
  await tabTo(page, /^Grundy value$/);
  await page.keyboard.type('8o');
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /The Grundy value is a whole number such as 0, 1 or 2, not "8o"\./);
  // Enter again on the same text says it again.
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /not "8o"\./);

  await page.keyboard.press('Control+A');
  await page.keyboard.type('5');
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /5 is not right\. Wrong tries: 1\.$/);
  // The impatient second Enter, after the verdict: the same answer, counted once.
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /5 is not right: you tried it already, and it counts once\. Wrong tries: 1\.$/);
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /5 is not right: you tried it already, and it counts once\. Wrong tries: 1\.\s*$/);
  assert.equal(await page.getByRole('button', { name: 'Reveal solution' }).isVisible(), false);
  assert.match(await page.locator('.puzzle-tries').textContent(), /Wrong tries: 1\b/);
  // Another wrong value is another try.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('7');
  await press(page, 'Enter');
  await hears(page, /7 is not right\. Wrong tries: 2\.$/);
  await screenshot(page, 'kbfix6-grundy-twice');
  assert.equal(await axeSerious(page, 'Grundy puzzle after two tries'), '');
  assertNoErrors(page);
  await page.close();
});
