// A student with no puzzle link finds the page's own puzzles from the header: Puzzles opens a
// list (each entry a real link to its puzzle, with its rules and kind), the first is solved
// with real clicks (and on a phone with taps), the list then marks it solved, and the solved
// puzzle offers Next puzzle, which opens the second. The list works from the keyboard (Tab,
// Enter, Escape back to Puzzles; each link says its kind and progress after its title) and
// passes axe in light and dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchBrowser, launchPhone, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { clickMove, waitPhase } from './helpers/puzzle.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedAccessibleDescription, focusedName } from './helpers/keyboard.mjs';
import { BUILTIN_PUZZLES } from '../www/puzzle/builtin-puzzles.js';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const FIRST = `#${BUILTIN_PUZZLES[0].fragment}`;
const SECOND = `#${BUILTIN_PUZZLES[1].fragment}`;

/** The list's dialog, its entries, and the first entry's status line. */
const dialog = (page) => page.getByRole('dialog', { name: 'Puzzles' });
const entries = (page) => dialog(page).locator('ol.puzzle-list > li');
const firstStatus = (page) => entries(page).first().locator('.puzzle-list-status');

async function auditBothSchemes(page, label) {
  const found = [];
  for (const colorScheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme });
    await settle(page);
    found.push(await axeSerious(page, `${label} ${colorScheme}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found.filter(Boolean).join('\n');
}

test('desktop: Puzzles, the first puzzle solved with clicks, marked solved, Next puzzle; the keyboard', async () => {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await openPlayground(page, `${site.url}index.html`);

  await page.getByRole('button', { name: 'Puzzles', exact: true }).click();
  await dialog(page).waitFor();
  assert.equal(await entries(page).count(), BUILTIN_PUZZLES.length);
  const first = dialog(page).getByRole('link', { name: 'Even the heaps' });
  assert.equal(await first.getAttribute('href'), FIRST, 'a real link, in the puzzle link format');
  assert.equal(
    await entries(page).first().innerText(),
    'Even the heaps\nEdge-Nim · find a winning move\nNot tried yet',
  );
  assert.match(await entries(page).nth(8).innerText(), /Edge-Nim, misère · find the only winning move/);
  await page.screenshot({ path: artifactPath('puzzle-list-dialog-desktop.png') });
  assert.equal(await auditBothSchemes(page, 'the puzzle list'), '');

  // The first puzzle, solved with clicks: take 3 from the edge of 5, leaving two equal heaps.
  await first.click();
  await dialog(page).waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: 'Even the heaps' }).waitFor();
  assert.match(page.url(), /#rules=edge&v=4&e=0-1:2,2-3:5&.*goal=find&title=Even%20the%20heaps/);
  await clickMove(page, page.mouse, 1, 3);
  await waitPhase(page, 'solved');
  const next = page.getByRole('link', { name: 'Next puzzle' });
  await next.waitFor();
  assert.equal(await next.getAttribute('href'), SECOND);
  await page.screenshot({ path: artifactPath('puzzle-list-solved-desktop.png') });

  // The list says so.
  await page.getByRole('button', { name: 'Puzzles', exact: true }).click();
  await dialog(page).waitFor();
  assert.equal(await firstStatus(page).innerText(), '✓ Solved');
  assert.equal(await entries(page).nth(1).locator('.puzzle-list-status').innerText(), 'Not tried yet');
  await page.screenshot({ path: artifactPath('puzzle-list-dialog-solved.png') });
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'hidden' });
  assert.equal(await focusedName(page), 'Puzzles', 'Escape returns to Puzzles');

  // Next puzzle opens the second, as its link does.
  await next.click();
  await page.getByRole('heading', { name: 'The even triangle' }).waitFor();
  assert.match(page.url(), /#rules=edge&v=3&e=0-1:2,1-2:2,2-0:2&.*goal=outcome&title=The%20even%20triangle/);
  await page.getByRole('button', { name: 'The player to move wins' }).waitFor();

  // The keyboard: Enter on Puzzles, Tab to the third puzzle, Enter opens it; the dialog's
  // history step is replaced, so Back goes to the puzzle before.
  await page.getByRole('button', { name: 'Puzzles', exact: true }).focus();
  await page.keyboard.press('Enter');
  await dialog(page).waitFor();
  assert.equal(await focusedName(page), 'Close');
  await page.keyboard.press('Tab');
  // Each link's name says what this tab kept of it after its title, and its description its
  // kind, as the list shows them.
  assert.equal(await focusedName(page), 'Even the heaps: Solved');
  assert.equal(await focusedAccessibleDescription(page), 'Edge-Nim · find a winning move');
  await page.keyboard.press('Tab');
  assert.equal(await focusedName(page), 'The even triangle: Not tried yet');
  assert.equal(await focusedAccessibleDescription(page), 'Edge-Nim · who wins?');
  await page.keyboard.press('Tab');
  assert.equal(await focusedName(page), 'A loop at the end: Not tried yet');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'A loop at the end' }).waitFor();
  assert.equal(await dialog(page).isVisible(), false, 'the dialog closed');
  await page.goBack();
  await page.getByRole('heading', { name: 'The even triangle' }).waitFor();
  assertNoErrors(page);
  await browser.close();
});

test('390×844: Puzzles, the first puzzle solved with taps, marked solved, Next puzzle', async () => {
  const phone = await launchPhone({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await openPlayground(page, `${site.url}index.html`);
  await page.getByRole('button', { name: 'Puzzles', exact: true }).tap();
  await dialog(page).waitFor();
  await page.screenshot({ path: artifactPath('puzzle-list-dialog-phone.png') });
  assert.equal(await auditBothSchemes(page, 'the puzzle list on a phone'), '');
  await dialog(page).getByRole('link', { name: 'Even the heaps' }).tap();
  await page.getByRole('heading', { name: 'Even the heaps' }).waitFor();

  await page.getByRole('button', { name: 'vertex 2', exact: true }).tap();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'take one more from 2–3' }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await waitPhase(page, 'solved');
  const next = page.getByRole('link', { name: 'Next puzzle' });
  await next.waitFor();
  await page.screenshot({ path: artifactPath('puzzle-list-solved-phone.png') });

  await page.getByRole('button', { name: 'Puzzles', exact: true }).tap();
  await dialog(page).waitFor();
  assert.equal(await firstStatus(page).innerText(), '✓ Solved');
  await dialog(page).getByRole('button', { name: 'Close' }).tap();
  await dialog(page).waitFor({ state: 'hidden' });
  await next.tap();
  await page.getByRole('heading', { name: 'The even triangle' }).waitFor();
  assert.match(page.url(), /#rules=edge&v=3&e=0-1:2,1-2:2,2-0:2&.*goal=outcome&title=The%20even%20triangle/);
  assertNoErrors(page);
  await phone.close();
});
