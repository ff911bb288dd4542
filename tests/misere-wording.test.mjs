// The misère switch and the Rules dialog word misère play per rule set: in Walking Nim the
// last move loses (the game can end with tokens left) and Bouton's rule for misère Nim heaps
// is not quoted; in Edge-Nim the last token loses.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { press, tabTo } from './helpers/keyboard.mjs';

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

test('Misère ticked before any move says the game is played under it, not that its moves stand', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:1&mode=play-cpu'));
  const notice = page.locator('.gnp-message span');
  await tabTo(page, /^Misère\b/);
  await press(page, 'Space');
  await notice.waitFor();
  const said = await notice.textContent();
  assert.match(said, /^No move has been played yet: the game is played under misère play from its start\.$/);
  assert.doesNotMatch(said, /moves stand|Restart/);
  await screenshot(page, 'misere-wording-no-moves');
  assert.equal(await axeSerious(page, 'Misère ticked before any move'), '');

  // And back: the rule named, the same words.
  await press(page, 'Space');
  await page.waitForFunction(
    (before) => document.querySelector('.gnp-message span')?.textContent !== before,
    said,
  );
  assert.equal(
    await notice.textContent(),
    'Normal play: whoever makes the last move wins. No move has been played yet: the game is played under this rule from its start.',
  );
  assertNoErrors(page);
  await page.close();
});

test('Walking Nim’s Rules, read with the keyboard, say how the answer is found without an xor of parts', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=walk&v=4&e=0-1:2,2-3:3&piece=0&mode=play-cpu'));
  const dialog = page.getByRole('dialog', { name: 'Rules' });
  const method = async () => {
    await tabTo(page, /^Rules$/);
    await press(page, 'Enter');
    await dialog.getByText('What the hint shows').waitFor();
    const all = await dialog.innerText();
    const said = await dialog
      .locator('dt', { hasText: /^Method$/ })
      .locator('+ dd')
      .innerText();
    return { all, said };
  };
  const walk = await method();
  assert.doesNotMatch(walk.all, /xor|splitting/, 'nothing in Walking Nim’s Rules combines parts by xor');
  assert.match(
    walk.said,
    /by a theorem .* or by an exact table .* the part of the graph the piece stands on/,
  );
  await dialog.screenshot({ path: artifactPath('misere-wording-walk-rules-method.png') });
  assert.equal(await axeSerious(page, 'Walking Nim Rules'), '');
  await press(page, 'Escape');
  await dialog.waitFor({ state: 'hidden' });

  // Edge-Nim keeps its parts and their xor.
  await tabTo(page, /^Edge-Nim$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  assert.match((await method()).said, /splitting the graph into independent parts .* combine by xor/);
  assertNoErrors(page);
  await page.close();
});
