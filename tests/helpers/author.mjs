// A teacher's steps in the page, shared by the authoring tests: build a preset, set an edge's
// count by clicking and typing, and check the puzzle in the Make a puzzle card.
import { settle, clickElement, clickWhereShown, openPlayground } from './ui.mjs';

/** Builds a preset from the Presets card with every edge holding `k` tokens. */
export async function buildPreset(page, name, size, k) {
  await page.getByLabel('Preset graph').selectOption(name);
  if (size !== null) await page.locator('input.preset-size').fill(String(size));
  await page.getByLabel('Tokens', { exact: true }).selectOption('equal');
  await page.getByLabel('Tokens per edge', { exact: true }).fill(String(k));
  await page.getByRole('button', { name: 'Build' }).click();
  await settle(page);
}

/** Sets an edge's count as a person does: click its label on the board, type the digits. */
export async function setEdge(page, edge, count) {
  await clickElement(page, `.edge-label[data-edge="${edge}"]`);
  await page.keyboard.type(String(count));
  await settle(page);
}

/** A real click where the control is shown, after scrolling it into view as a person would. */
export async function press(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  await clickWhereShown(page, locator);
}

/** The Make a puzzle card. */
export const makerCard = (page) => page.getByRole('region', { name: 'Make a puzzle' });

/** Clicks Check puzzle and waits for the verdict; returns its text. */
export async function checkPuzzle(page) {
  await press(page, makerCard(page).getByRole('button', { name: 'Check puzzle' }));
  await page.waitForSelector('.puzzle-verdict:not([hidden])', { timeout: 30_000 });
  await settle(page);
  return (await makerCard(page).locator('.puzzle-verdict').textContent()).replace(/\s+/g, ' ').trim();
}

/** What the page copied to the clipboard (the test grants clipboard access). */
export const clipboard = (page) => page.evaluate(() => navigator.clipboard.readText());

/** Types `text` into a field as a person replaces what is there: click, select all, type.
 *  The Make a puzzle card keeps what was typed across reloads, so a field may not be empty. */
export async function typeOver(page, locator, text) {
  await press(page, locator);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Waits until the field `locator` holds `value` (the card fills its fields as it redraws). */
export async function fieldHolds(locator, value) {
  const field = await locator.elementHandle();
  await locator.page().waitForFunction(([el, text]) => el.value === text, [field, value]);
}

/** Opens `url` in `page` as a browser that kept nothing of the maker's would: a test before
 *  left its draft in localStorage, which a new tab starts from. */
export async function openWithNothingKept(page, url) {
  // Forgotten from a page of the site that is not the playground, which would keep its own.
  await page.goto(new URL('/www/style.css', url).href);
  await page.evaluate(() => localStorage.removeItem('graphnim:puzzle-maker'));
  await openPlayground(page, url);
}
