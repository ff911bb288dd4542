// A researcher sends Explore as it is set up: with Explore open, "Copy board link" carries its
// axes, ranges and conjecture; the link opened in another tab shows the same Explore, with its
// small map drawn and the conjecture checked; a reload and Back/Forward open it as each entry
// had it. A link with a large box opens Explore without starting the work (Draw map draws it),
// and a bad Explore field is passed over with a notice while the rest of the link opens.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, artifactPath } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, boardSummary, settle } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { openExplore, typeTop } from './helpers/explore.mjs';

// C4 with a = 3, b = 1, c = 2, d = 2 around the square.
const C4 = '#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2';
const FORMULA = 'a ^ b ^ c ^ d == 0';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const field = (page, label) => page.getByLabel(label, { exact: true });
const region = (page) => page.getByRole('region', { name: 'Explore' });
const tokens = async (page) => (await boardSummary(page)).tokens;

/** Waits until Explore shows these "up to"s on its axes and this formula. */
async function shows(page, across, up, formula = FORMULA) {
  await region(page).waitFor();
  await page.waitForFunction(
    ([a, u, f]) =>
      document.querySelector('.explore-top[aria-label="Across: up to"]')?.value === a &&
      document.querySelector('.explore-top[aria-label="Up: up to"]')?.value === u &&
      document.querySelector('.explore-formula')?.value === f,
    [across, up, formula],
  );
}

test('Explore travels in the link, the reload and Back/Forward', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${C4}`));
  await openExplore(page);
  await typeTop(page, 'Across: up to', '5');
  await typeTop(page, 'Up: up to', '4');
  await field(page, 'P exactly when').fill(FORMULA);
  await page.getByRole('button', { name: 'Copy board link' }).click();
  const link = await page.getByRole('textbox', { name: 'Link to this position' }).inputValue();
  assert.match(link, /&explore=0,1&upto=5,4,2,2&formula=a%20%5E%20b/);
  assert.match(
    await page.getByRole('region', { name: 'Share' }).innerText(),
    /It opens Explore too, as it is set up here\./,
  );
  await page.close();

  // A friend opens it: the same Explore, the small map drawn and the conjecture checked.
  const friend = await env.browser.newPage();
  await openPlayground(friend, link);
  await shows(friend, '5', '4');
  await friend.locator('canvas.explore-map').waitFor();
  await friend.locator('.explore-report p').first().waitFor();
  assert.match(await friend.locator('.explore-report').innerText(), /a ≤ 5 on edge 0–1, b ≤ 4 on 1–2/);
  assert.equal(await axeSerious(friend, 'Explore opened from a link'), '');
  await friend.screenshot({ path: artifactPath('explore-link-link-opened.png'), fullPage: true });

  await friend.reload();
  await shows(friend, '5', '4');
  await friend.locator('canvas.explore-map').waitFor();

  // A cell of the map loaded (a new board: a new history entry), then another range there.
  await friend.locator('canvas.explore-map').focus();
  await friend.keyboard.press('ArrowUp');
  await friend.keyboard.press('Enter');
  await friend.waitForFunction(() => location.hash.includes('e=0-1:3,1-2:2,'));
  await typeTop(friend, 'Across: up to', '2');
  await friend.waitForFunction(() => location.hash.includes('upto=2,4,2,2'));
  await friend.goBack();
  await shows(friend, '5', '4');
  assert.deepEqual(await tokens(friend), [3, 1, 2, 2]);
  await friend.goForward();
  await shows(friend, '2', '4');
  assert.deepEqual(await tokens(friend), [3, 2, 2, 2]);
  assertNoErrors(friend);
  await friend.close();
});

test('a large box waits for Draw map; a bad Explore field is passed over, the rest opens', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${C4}&explore=1,0&upto=2000,2000,2,2&formula=a%20==%20b`));
  await shows(page, '2000', '2000', 'a == b');
  const message = page.locator('.gnp-message');
  await message.filter({ hasText: 'press Draw map' }).waitFor();
  assert.match(
    await message.innerText(),
    /its map \(36,036,009 positions\) is drawn when you press Draw map/,
  );
  assert.equal(await page.locator('canvas.explore-map').isVisible(), false, 'no map drawn unasked');
  assert.equal(await page.locator('.job-progress:visible').count(), 0, 'no work started unasked');

  // A link with faults pasted into the address bar: the board and the good fields open.
  await page.goto(env.url(`index.html${C4}&explore=0,1&upto=3,x&where=%ZZ&formula=a%20%3E%200`));
  await shows(page, '3', '1', 'a > 0');
  await message.filter({ hasText: 'upto=' }).waitFor();
  const said = await message.innerText();
  assert.match(said, /upto= must give each of the 4 edges a whole number, not "3,x"/);
  assert.match(said, /where= \(Only where\) contains a broken %-escape and was left out/);
  assert.deepEqual(await tokens(page), [3, 1, 2, 2]);
  await page.screenshot({ path: artifactPath('explore-link-bad-fields.png') });
  assert.equal(await axeSerious(page, 'Explore link with faults'), '');
  assertNoErrors(page);
  await page.close();
});

test('Back, then Forward, to a board whose “Only where” was emptied: it stays empty, the verdict over the whole box', async () => {
  const page = await env.browser.newPage();
  const triangle =
    '#rules=edge&v=3&e=0-1:2,1-2:2,2-0:3&explore=0,1&upto=5,5,5&formula=a%20%3D%3D%20b%20%26%26%20b%20%3D%3D%20c&where=a%20%3E%200';
  await openPlayground(page, env.url(`index.html${triangle}`));
  await region(page).waitFor();
  assert.equal(await field(page, 'Only where').inputValue(), 'a > 0');
  // A new board from Presets: C4, then its conjecture, the filter emptied, checked.
  const presets = page.getByRole('region', { name: 'Presets' });
  await presets.getByRole('combobox', { name: 'Preset graph' }).selectOption('cycle');
  await presets.locator('input.preset-size').fill('4');
  await presets.getByRole('button', { name: 'Build' }).click();
  await field(page, 'P exactly when').fill('a == c && b == d');
  await field(page, 'Only where').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const verdict = page.locator('.explore-report p').first();
  await verdict.waitFor();
  const before = await verdict.innerText();
  assert.match(before, /^Holds/);
  assert.doesNotMatch(before, /only where/);

  // Back: the triangle's Explore, its filtered check done again, read before going on.
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('.explore-formula')?.value === 'a == b && b == c');
  await page.waitForFunction(() =>
    /; only where a > 0/.test(document.querySelector('.explore-report')?.textContent),
  );
  await settle(page);
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('.explore-formula')?.value === 'a == c && b == d');
  await settle(page);
  assert.equal(await field(page, 'Only where').inputValue(), '', 'the filter stays emptied');
  assert.doesNotMatch(await page.evaluate(() => location.hash), /where=/);
  await verdict.waitFor();
  assert.doesNotMatch(await verdict.innerText(), /only where/, 'the verdict is over the whole box');
  assertNoErrors(page);
  await page.close();
});
