// On a phone (one column) the move list is part of the page: after a game all its moves,
// the first included, are reached by scrolling the page, with no small box scrolling inside it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchPhone, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, waitForHumanTurnOrEnd, moveListTexts } from './helpers/ui.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

test('phone 390×844: a long game’s move list has no scroll box of its own', async () => {
  const phone = await launchPhone({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  // A path of ten single tokens: many short moves, one token at a time.
  const edges = Array.from({ length: 10 }, (_, i) => `${i}-${i + 1}:1`).join(',');
  await openPlayground(page, `${site.url}index.html#rules=edge&v=11&e=${edges}&mode=play`);
  for (let i = 0; i < 10; i++) {
    const label = page.locator(`svg.board .edge-label[data-edge="${i}"]`);
    await label.tap();
    await page.getByRole('button', { name: 'Confirm move' }).tap();
    await page.waitForFunction((n) => document.querySelectorAll('ol.history li:not(.empty)').length > n, i);
  }
  await waitForHumanTurnOrEnd(page);
  assert.equal((await moveListTexts(page)).length, 10);
  const list = page.getByRole('list', { name: 'Moves so far' });
  const box = await list.evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight }));
  assert.ok(
    box.scroll <= box.client + 1,
    `the list scrolls inside itself (${box.scroll} in ${box.client} px)`,
  );
  await list.getByRole('listitem').first().scrollIntoViewIfNeeded();
  assert.ok(await list.getByRole('listitem').first().isVisible());
  await screenshot(page, 'phone-move-list');
  assertNoErrors(page);
  await phone.close();
});
