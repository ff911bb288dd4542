// A student on a touch phone (390×844) in a puzzle, tapping as they go: the rules switch
// (Edge-Nim / Walking Nim) keeps the puzzle, as the misère switch does, instead of leaving it
// for a plain game Undo cannot turn back into the puzzle; Try again after a wrong try's
// "Why?" closes the Why?, so the board stays in view; the Why? speaks of taps, not clicks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchPhone, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, boardSummary } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let site;
let phone;
before(async () => {
  site = await startSite();
  phone = await launchPhone();
});
after(async () => {
  await phone?.close();
  await site?.close();
});

const url = (p) => new URL(p, site.url).href;

const PENTAGON = 'index.html#rules=edge&v=5&e=0-1:1,1-2:3,2-3:4,3-4:5,4-0:3&goal=win&title=Pentagon';

/** A wrong first try: at vertex 0, one token from 0–1; waits for the verdict. */
async function wrongTry(page) {
  await page.getByRole('button', { name: 'vertex 0', exact: true }).tap();
  await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await page.locator('.puzzle-feedback[data-kind="wrong"]').waitFor({ timeout: 30_000 });
  await settle(page);
}

test('390×844: tapping "Walking Nim" in a puzzle after a move is refused, and the puzzle stays', async () => {
  const page = await phone.newPage();
  await openPlayground(page, url(PENTAGON));
  await wrongTry(page);
  const tokens = (await boardSummary(page)).tokens;
  await page.getByRole('button', { name: 'Walking Nim', exact: true }).tap();
  await page.getByText('This puzzle is set in its own rules: press Edit to change them.').first().waitFor();
  await settle(page);
  // Still the puzzle, in its rules, with the try on the board and the puzzle in the address.
  assert.equal(await page.locator('.puzzle-task').count(), 1, 'the puzzle card stays');
  assert.equal(
    await page.getByRole('button', { name: 'Edge-Nim', exact: true }).getAttribute('aria-pressed'),
    'true',
    'the switch shows the puzzle’s rules',
  );
  assert.deepEqual((await boardSummary(page)).tokens, tokens, 'the board is as it was');
  assert.match(page.url(), /goal=win&title=Pentagon/);
  await screenshot(page, 'student-puzzle-rules-refused');
  assert.equal(await axeSerious(page, 'rules refused in a puzzle'), '');
  assertNoErrors(page);
  await page.close();
});
