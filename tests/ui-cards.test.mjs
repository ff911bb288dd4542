// The side cards are patched in place: what a person is typing into or
// has opened stays as it is while the page redraws for other reasons.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, clickElement, boardSummary, settle, assertNoErrors } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const C3 = '#rules=edge&v=3&e=0-1:1,1-2:2,2-0:3';

test('a count typed in the Selection box, then Tab: the focus goes on to the next control', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${C3}`));
  await clickElement(page, '.edge-label[data-edge="1"]');
  const box = page.getByLabel('Tokens on the selected edge');
  await box.click();
  await box.fill('');
  await page.keyboard.type('7');
  await page.keyboard.press('Tab');
  await settle(page);
  // The box was rebuilt on every change before, and Tab dropped the focus to the page.
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  assert.equal(focused, 'one token more');
  assert.deepEqual((await boardSummary(page)).labels, ['1', '7', '3']);
  // A second edge, typed straight after: the box shows that edge's count, then the new one.
  await clickElement(page, '.edge-label[data-edge="2"]');
  assert.equal(await box.inputValue(), '3');
  await box.fill('5');
  await box.press('Enter');
  await settle(page);
  assert.deepEqual((await boardSummary(page)).labels, ['1', '7', '5']);
  assert.equal(await box.inputValue(), '5');
  // Over the cap: the box shows the count actually set, with the message saying so.
  await box.fill('99999999999');
  await box.press('Enter');
  await settle(page);
  assert.equal(await box.inputValue(), '1000000000');
  await screenshot(page, 'cards-selection-typed');
  assertNoErrors(page);
  await page.close();
});

test('"What do these mean?" stays open while the board redraws', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${C3}`));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const summary = page.getByText('What do these mean?');
  await summary.click();
  const details = page.locator('details.glossary');
  assert.equal(await details.evaluate((d) => d.open), true);
  // Selecting things on the board redraws the page; the open box must not be rebuilt shut.
  await clickElement(page, '.edge-label[data-edge="0"]');
  await clickElement(page, '.edge-label[data-edge="1"]');
  await settle(page);
  assert.equal(await details.evaluate((d) => d.open), true);
  await screenshot(page, 'cards-glossary-open');
  assertNoErrors(page);
  await page.close();
});
