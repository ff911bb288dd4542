// Hint tapped right after the person's move, while the computer is about to answer: the page
// says the hint is for the person's turn (it used to ignore the tap without a word), and the
// computer still makes its move.
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

test('phone: Hint during the computer’s turn says it is for your turn', async () => {
  const phone = await launchPhone({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await openPlayground(page, `${site.url}index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu`);
  await page.locator('svg.board [data-vertex="0"]').tap();
  await page
    .getByRole('button', { name: /^take one more from/ })
    .first()
    .tap();
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await hint.tap();
  const message = page.locator('.gnp-message');
  await message.waitFor();
  assert.match(await message.textContent(), /your turn/i);
  await screenshot(page, 'hint-while-thinking');
  await waitForHumanTurnOrEnd(page);
  assert.ok((await moveListTexts(page)).length >= 2, 'the computer answered');
  assertNoErrors(page);
  await phone.close();
});
