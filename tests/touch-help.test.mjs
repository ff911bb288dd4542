// Help on a phone starts with how to play by touch (tap a vertex, choose how many, Confirm
// move; Hint; Undo) before the keyboard shortcuts; with a mouse it says "click"; in a puzzle the
// steps are a puzzle's (a wrong move answered, the hint opening later).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchPhone, launchBrowser, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { tabTo } from './helpers/keyboard.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

test('phone: Help begins with the touch steps of a move', async () => {
  const phone = await launchPhone({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await openPlayground(page, `${site.url}index.html`);
  await page.getByRole('button', { name: 'Help and keyboard shortcuts' }).tap();
  const help = page.getByRole('dialog', { name: 'Help and shortcuts' });
  await help.waitFor();
  const touch = help.getByRole('region', { name: 'How to play with touch', exact: true });
  assert.equal(await touch.getByRole('heading').first().textContent(), 'How to play with touch');
  const text = await touch.textContent();
  for (const step of [/Tap a vertex/, /− and \+/, /Tap Confirm move/, /Tap Hint/, /Tap Undo/])
    assert.match(text, step);
  const top = (await touch.boundingBox()).y;
  const firstShortcut = (await help.locator('dt').first().boundingBox()).y;
  assert.ok(top < firstShortcut, 'the touch steps come before the shortcuts');
  await page.screenshot({ path: 'test-artifacts/touch-help-phone.png' });
  assert.equal(await axeSerious(page, 'help on a phone'), '');
  assertNoErrors(page);
  await phone.close();
});

test('laptop: Help says click; the Presets card says it builds a new board', async () => {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await openPlayground(page, `${site.url}index.html`);
  const presets = page.getByRole('region', { name: 'Presets' });
  assert.match(await presets.textContent(), /build a new board/i);
  // Opened from the keyboard, as a screen-reader user does: the region is named as its heading reads.
  await tabTo(page, /^Help and keyboard shortcuts$/);
  await page.keyboard.press('Enter');
  const help = page.getByRole('dialog', { name: 'Help and shortcuts' });
  await help.waitFor();
  const mouse = help.getByRole('region', { name: 'How to play with a mouse', exact: true });
  assert.equal(await mouse.getByRole('heading').first().textContent(), 'How to play with a mouse');
  assert.match(await mouse.textContent(), /Click a vertex/);
  await screenshot(page, 'touch-help-laptop');
  assertNoErrors(page);
  await browser.close();
});

test('a puzzle in a frame: Help’s steps are a puzzle’s, its move judged and its hint closed until later', async () => {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  // The teacher's embed of a puzzle, as Make a puzzle copies it.
  await openPlayground(
    page,
    `${site.url}index.html?embed=1&lock=1#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu&goal=find&title=The%20square`,
  );
  await page.locator('svg.board').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Help and shortcuts' });
  await help.waitFor();
  const text = await help
    .getByRole('region', { name: 'How to play with a mouse', exact: true })
    .textContent();
  assert.match(
    text,
    /Click Confirm move\. A wrong move is answered by the reply that beats it: Try again takes it back\./,
  );
  assert.match(text, /Stuck\? Hint opens once the puzzle is solved, or after its wrong tries/);
  assert.doesNotMatch(text, /The computer then answers|it shows a winning move/);
  await screenshot(page, 'touch-help-puzzle-embed');
  assertNoErrors(page);
  await browser.close();
});
