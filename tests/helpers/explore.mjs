// The Explore panel driven as a person drives it, for the tests of its maps and ranges.
//
//   await openExplore(page);                  // the Explore button, then its region is shown
//   await typeTop(page, 'n from', '3');       // a range's box typed over, left with Tab
import { settle } from './ui.mjs';

/** Clicks Explore and waits for its region. */
export async function openExplore(page) {
  await page.getByRole('button', { name: 'Explore', exact: true }).click();
  await page.getByRole('region', { name: 'Explore' }).waitFor();
}

/** Types `value` over the box labelled `label` (click, select all, type), then Tab, as a
 *  person edits a range's bound; waits until the page has settled. */
export async function typeTop(page, label, value) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(value);
  await field.press('Tab');
  await settle(page);
}
