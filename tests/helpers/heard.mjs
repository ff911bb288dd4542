// What a screen reader would hear: a page that records each text its live regions take, and
// a move played as a keyboard user plays it.
import assert from 'node:assert/strict';
import { press, tabTo } from './keyboard.mjs';

/** A page that records, in window.heardTexts, each text a live region takes while shown (what
 *  a screen reader reads out): polite and assertive regions, status, alert and log roles. */
export async function listeningPage(browser) {
  const page = await browser.newPage();
  await listenOn(page);
  return page;
}

/** Makes `page` record what is heard, as listeningPage's do, from its next navigation (a
 *  phone's page: onPhone's `prepare`). */
export async function listenOn(page) {
  await page.addInitScript(() => {
    window.heardTexts = [];
    const regions = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
    new MutationObserver((mutations) => {
      const changed = new Set();
      for (const { target } of mutations) {
        const element = target.nodeType === Node.ELEMENT_NODE ? target : target.parentElement;
        const region = element?.closest(regions);
        if (region) changed.add(region);
      }
      for (const region of changed) {
        const text = region.textContent.replace(/\s+/g, ' ').trim();
        if (text && region.checkVisibility({ visibilityProperty: true })) window.heardTexts.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export const heardCount = (page) => page.evaluate(() => window.heardTexts.length);
export const heardSince = (page, from) => page.evaluate((at) => window.heardTexts.slice(at), from);

/** Plays "at vertex `vertex`: take `amount`" as the Play card says: Tab to the vertex, Enter,
 *  type the amount, Enter. */
export async function playAtVertex(page, vertex, amount) {
  await tabTo(page, new RegExp(`^vertex ${vertex}\\b`));
  await press(page, 'Enter');
  await page.keyboard.type(String(amount));
  await press(page, 'Enter');
}

/** What was heard since the last call (the texts it takes from the record). */
export const heardNow = (page) => page.evaluate(() => window.heardTexts.splice(0));

/** Waits until something heard since the last heardNow() matches `pattern`; fails with
 *  what was heard instead. */
export const hears = (page, pattern) =>
  page
    .waitForFunction(
      ([source]) => window.heardTexts.some((text) => new RegExp(source).test(text)),
      [pattern.source],
      { timeout: 15_000 },
    )
    .catch(async () =>
      assert.fail(
        `${pattern} not heard; heard: ${(await page.evaluate(() => window.heardTexts)).join(' | ')}`,
      ),
    );
