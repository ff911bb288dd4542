// Pop-up messages never cover the controls they tell the user to press: the misère switch's
// message leaves the header (the rules' switch, Rules, Help) free, and "You left the puzzle…
// press Undo, or Play" leaves Undo, Edit and Play free — on a phone and on a laptop. A notice
// goes once the reader scrolls away from it; an error stays, and the page's end can still be
// scrolled above it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchPhone, launchBrowser, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, settle } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const overlaps = (a, b) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function assertClear(page, names, what) {
  const message = page.locator('.gnp-message');
  await message.waitFor();
  await settle(page);
  const m = await message.boundingBox();
  for (const name of names) {
    const control = page.getByRole('button', { name, exact: true }).first();
    const c = await control.boundingBox();
    assert.ok(c && !overlaps(m, c), `${what}: the message covers ${name}`);
  }
}

for (const [kind, launch] of [
  ['phone', () => launchPhone({ viewport: { width: 390, height: 844 } })],
  ['laptop', () => launchBrowser({ viewport: { width: 1280, height: 800 } })],
]) {
  test(`${kind}: the misère and puzzle messages leave the controls they name free`, async () => {
    const browser = await launch();
    const page = await browser.newPage();
    await openPlayground(page, `${site.url}index.html#rules=edge&v=3&e=0-1:2,1-2:1&mode=play-cpu`);
    await page.getByRole('checkbox', { name: /Misère/ }).click();
    await assertClear(page, ['Edge-Nim', 'Walking Nim', 'Rules'], 'misère');
    await screenshot(page, `messages-placement-${kind}-misere`);
    // The control named is pressed at once, while the message shows.
    await page.getByRole('button', { name: 'Walking Nim' }).click();
    assert.equal(
      await page.getByRole('button', { name: 'Walking Nim' }).getAttribute('aria-pressed'),
      'true',
    );

    await page.goto('about:blank');
    await openPlayground(
      page,
      `${site.url}index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4&goal=outcome&title=The%20square`,
    );
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await assertClear(page, ['Undo', 'Edit', 'Play'], 'left the puzzle');
    await screenshot(page, `messages-placement-${kind}-puzzle`);
    assert.equal(await axeSerious(page, `${kind} message`), '');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.locator('.puzzle-task').waitFor();
    assertNoErrors(page);
    await browser.close();
  });
}

test('phone: a notice goes when the reader scrolls on; under an error the page’s end can be read', async () => {
  const phone = await launchPhone({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await openPlayground(page, `${site.url}index.html#rules=edge&v=3&e=0-1:2,1-2:1&mode=play-cpu`);
  await page.getByRole('checkbox', { name: /Misère/ }).tap();
  const message = page.locator('.gnp-message');
  await message.waitFor();
  // A small scroll leaves it (it may still be being read); scrolling on by a screen takes it.
  await page.mouse.wheel(0, 120);
  await settle(page);
  assert.equal(await message.isVisible(), true, 'the notice stays after a small scroll');
  for (let i = 0; i < 6 && (await message.isVisible()); i++) {
    await page.mouse.wheel(0, 300);
    await settle(page);
  }
  await message.waitFor({ state: 'hidden' });

  // An error stays until dismissed; the last card can be scrolled clear of it.
  await page.goto('about:blank');
  await openPlayground(page, `${site.url}index.html#rules=edge&v=2&e=0-5:1`);
  await message.waitFor();
  assert.equal(await message.getAttribute('data-kind'), 'error');
  for (let i = 0; i < 3; i++) {
    await page.mouse.wheel(0, 5000);
    await settle(page);
  }
  const last = page.locator('aside > :not([hidden])').last();
  const card = await last.boundingBox();
  const box = await message.boundingBox();
  assert.ok(
    card.y + card.height <= box.y,
    `the last card ends at ${card.y + card.height}, under the message at ${box.y}`,
  );
  assert.equal(await message.isVisible(), true, 'the error stays');
  await screenshot(page, 'messages-placement-phone-end');
  assertNoErrors(page);
  await phone.close();
});
