// Hint tapped right after the person's move, while the computer is about to answer: the page
// says the hint is for the person's turn (it used to ignore the tap without a word), and the
// computer still makes its move; that notice goes when the computer has moved.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchPhone, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, waitForHumanTurnOrEnd, moveListTexts } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

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

// K5 with 3 per edge is solved by the worker: the computer thinks for a while. Hint tapped
// then says to ask again on the student's turn; once the computer has moved and it is their
// turn, that notice is out of date, and it goes with the computer's move.
test('phone: the notice of Hint tapped while the computer thinks goes when the computer has moved', async () => {
  const phone = await launchPhone({ viewport: { width: 360, height: 640 } });
  const page = await phone.newPage();
  await openPlayground(page, `${site.url}index.html`);
  await page.getByLabel('Preset graph or pile game').selectOption({ label: 'Complete Kₙ' });
  await page.locator('input.preset-size').fill('5');
  await page.getByLabel('Tokens per edge').fill('3');
  await page.getByRole('button', { name: 'Build' }).tap();
  await page
    .getByText(/^Edge-Nim: 5 vertices, 10 edges/)
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'vertex 0', exact: true }).tap();
  await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
  await page.getByRole('button', { name: 'Hint', exact: true }).tap();
  const message = page.locator('.gnp-message');
  const notice = message.locator('span').first();
  await message.waitFor();
  assert.match(
    await notice.innerText(),
    /^(The computer is thinking about its move; ask again on your turn\.|The hint is for your turn: the computer is about to move\. Ask again when it is your move\.)$/,
  );
  await screenshot(page, 'hint-while-thinking-k5');
  // At the very redraw that says "Your turn.", the notice is gone.
  const shownAtTurn = await page.waitForFunction(
    () =>
      document.querySelector('.gnp-status')?.dataset.kind === 'turn' && {
        status: document.querySelector('.gnp-status-text').textContent,
        notice: document.querySelector('.gnp-message').hidden
          ? ''
          : document.querySelector('.gnp-message span').textContent,
      },
    null,
    { timeout: 60_000 },
  );
  assert.deepEqual(await shownAtTurn.jsonValue(), { status: 'Your turn.', notice: '' });
  assert.equal((await moveListTexts(page)).length, 2, 'the computer answered');
  await screenshot(page, 'hint-while-thinking-k5-answered');
  assert.equal(await axeSerious(page, 'the student’s turn after Hint while the computer thought'), '');
  assertNoErrors(page);
  await phone.close();
});
