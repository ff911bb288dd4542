// Back with the Rules or Help dialog open closes the dialog and stays on the page (it used to
// leave the page); a dialog closed with its × leaves no extra step in the history, and the
// links history (Back to the page before) still works.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchPhone, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, boardSummary } from './helpers/ui.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

test('phone: Back closes Rules and Help; after ×, Back leaves for the page before', async () => {
  const phone = await launchPhone({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.goto(`${site.url}docs/play.md`);
  const game = `${site.url}index.html#rules=edge&v=3&e=0-1:2,1-2:1&mode=play-cpu`;
  await openPlayground(page, game);
  const before = await boardSummary(page);

  await page.getByRole('button', { name: 'Rules', exact: true }).tap();
  const rules = page.getByRole('dialog', { name: 'Rules' });
  await rules.waitFor();
  await page.goBack();
  await rules.waitFor({ state: 'hidden' });
  assert.match(page.url(), /index\.html#rules=edge/, 'still on the playground');
  assert.deepEqual(await boardSummary(page), before, 'the board is as it was');

  await page.getByRole('button', { name: 'Help and keyboard shortcuts' }).tap();
  const help = page.getByRole('dialog', { name: 'Help and shortcuts' });
  await help.waitFor();
  await page.goBack();
  await help.waitFor({ state: 'hidden' });
  assert.match(page.url(), /index\.html#rules=edge/);
  await screenshot(page, 'dialog-back-closed');

  // Closed with ×: no step is left behind, so Back goes to the page before.
  await page.getByRole('button', { name: 'Rules', exact: true }).tap();
  await rules.waitFor();
  await rules.getByRole('button', { name: 'Close' }).tap();
  await rules.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => !history.state?.graphNimDialog);
  assertNoErrors(page);
  await page.goBack();
  await page.waitForURL(/docs\/play\.md$/);
  await phone.close();
});
