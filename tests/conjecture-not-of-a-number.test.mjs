// A researcher writes a conjecture with `!` before a number, `!a` or `!(a - b)`: read as
// "a == 0" it would have been checked as a claim they never wrote, as `a` alone would have
// been read as "a != 0". The box refuses it beside the field, quoting the number and the
// comparison that says it; `!` before a condition is checked as before.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E({ viewport: { width: 1366, height: 900 } });
});
after(async () => {
  await env?.teardown();
});

const C4 = 'index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5';

test('`!a` and `!(a - b)` in "P exactly when" are refused beside the field, `!(a != c)` is checked', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(C4));
  await page.getByRole('button', { name: 'Explore', exact: true }).click();
  await page.getByRole('region', { name: 'Explore' }).waitFor();
  const formula = page.getByLabel('P exactly when');
  const check = page.getByRole('button', { name: 'Check', exact: true });
  const error = page.locator('#gnp-explore-check-error');
  const verdict = page.locator('.explore-report p').first();

  await formula.click();
  await page.keyboard.type('!a');
  await check.click();
  await error.waitFor();
  assert.match(
    await error.innerText(),
    /"a" is a number, not a condition for "!" to negate: write e\.g\. "a == 0"/,
  );
  assert.equal(await page.locator('.explore-report p').count(), 0, 'no verdict');
  // The field says it is in error, and points at the message.
  assert.equal(await formula.getAttribute('aria-invalid'), 'true');
  assert.ok((await formula.getAttribute('aria-describedby')).includes('gnp-explore-check-error'));
  await screenshot(page, 'conjecture-not-of-a-number');
  assert.equal(await axeSerious(page, 'not of a number'), '');

  await formula.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('!(a - b)');
  await check.click();
  await page.waitForFunction(() =>
    document.querySelector('#gnp-explore-check-error')?.textContent.includes('"(a - b)" is a number'),
  );
  assert.match(await error.innerText(), /write e\.g\. "\(a - b\) == 0"/);

  // `!` of a condition is a condition: checked, with a verdict.
  await formula.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('!(a != c) && b == d');
  await check.click();
  await verdict.waitFor();
  assert.match(await verdict.innerText(), /^Holds/);
  assert.equal(await error.isVisible(), false);
  assertNoErrors(page);
  await page.close();
});
