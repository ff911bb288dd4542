// The misère switch and the Rules dialog word misère play per rule set: in Walking Nim the
// last move loses (the game can end with tokens left) and Bouton's rule for misère Nim heaps
// is not quoted; in Edge-Nim the last token loses.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

test('Walking Nim says the last move loses; Edge-Nim the last token', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:1&mode=play-cpu'));
  const toggle = page.locator('.misere-toggle');
  assert.match(await toggle.textContent(), /last token loses/);
  await page.getByRole('button', { name: 'Walking Nim' }).click();
  await page.getByRole('checkbox', { name: /Misère/ }).check();
  assert.match(await toggle.textContent(), /last move loses/);
  assert.doesNotMatch(await toggle.textContent(), /token/);
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  const rules = page.getByRole('dialog');
  await rules.waitFor();
  const text = await rules.textContent();
  assert.match(text, /whoever makes the last move loses/);
  assert.doesNotMatch(text, /Bouton’s own rule/);
  await screenshot(page, 'misere-wording-walk-rules');
  assert.equal(await axeSerious(page, 'walk misère rules'), '');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Edge-Nim' }).click();
  assert.match(await toggle.textContent(), /last token loses/);
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  await rules.waitFor();
  assert.match(await rules.textContent(), /Bouton’s own rule/);
  assertNoErrors(page);
  await page.close();
});
