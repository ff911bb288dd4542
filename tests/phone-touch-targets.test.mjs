// On a phone Walking Nim's new-weight buttons (and a move's − and +) are at least 44 px
// square, the size a finger needs (they were 34 px).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchPhone, screenshot, artifactPath } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

test('phone 390×844: the new-weight buttons and − / + are 44 px or more', async () => {
  const phone = await launchPhone({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await openPlayground(page, `${site.url}index.html#rules=walk&v=3&e=0-1:3,1-2:2&piece=0&mode=play-cpu`);
  await page.locator('svg.board .edge-label[data-edge="0"]').tap();
  const weights = page.getByRole('button', { name: /^edge 0–1: new weight/ });
  await weights.first().waitFor();
  for (const box of await weights.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON())))
    assert.ok(box.width >= 44 && box.height >= 44, `a weight button is ${box.width}×${box.height}`);
  await screenshot(page, 'phone-touch-targets-walk');
  assert.equal(await axeSerious(page, 'walk weights'), '');
  await page.getByRole('button', { name: 'new weight 1' }).tap();

  await openPlayground(page, `${site.url}index.html#rules=edge&v=3&e=0-1:3,1-2:2&mode=play-cpu`);
  await page.locator('svg.board [data-vertex="1"]').tap();
  const chips = page.getByRole('button', { name: /^take one (more|less) from/ });
  await chips.first().waitFor();
  for (const box of await chips.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON())))
    assert.ok(box.width >= 44 && box.height >= 44, `a − or + is ${box.width}×${box.height}`);
  assertNoErrors(page);
  await phone.close();
});

test('phone 390×844: the × that closes Rules, Help and Puzzles is 44 px or more, and closes them', async () => {
  const phone = await launchPhone({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await openPlayground(page, `${site.url}index.html#rules=edge&v=3&e=0-1:3,1-2:2&mode=play-cpu`);
  for (const name of ['Rules', 'Help and keyboard shortcuts', 'Puzzles']) {
    await page.getByRole('button', { name, exact: true }).tap();
    const close = page.locator('dialog[open]').getByRole('button', { name: 'Close' });
    await close.waitFor();
    const box = await close.boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, `${name}’s × is ${box.width}×${box.height}`);
    if (name === 'Puzzles')
      await page
        .locator('dialog[open]')
        .screenshot({ path: artifactPath('phone-touch-targets-puzzles-close.png') });
    await close.tap();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
  }
  assertNoErrors(page);
  await phone.close();
});
