// A researcher ticks Misère in a game under way (a notice says the game goes on), scrolls down
// to Export, which dismisses the notice, and clicks Copy TikZ: the page stays where the scroll
// left it as the notice goes (its room at the page's foot went with it, and the cards moved
// under the pointer: the first click missed), and the message says which board was copied.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E({ viewport: { width: 1440, height: 900 } });
});
after(async () => {
  await env?.teardown();
});

const C5_GAME = '#rules=edge&v=5&e=0-1:2,1-2:2,2-3:3,3-4:1,4-0:2&mode=play&moves=0:0-1';

test('Misère ticked, scrolled to Export: the page stays put as the notice goes, and Copy TikZ names the board', async () => {
  await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(env.site.url).origin,
  });
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + C5_GAME));
  await page.getByRole('checkbox', { name: /Misère/ }).click();
  const notice = page.locator('.gnp-message');
  await notice.waitFor();
  // One flick of the wheel to the page's foot, where Export is.
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  await page.mouse.move(1300, 400);
  await page.mouse.wheel(0, bottom + 500);
  await page.waitForFunction((end) => scrollY >= end, bottom);
  await notice.waitFor({ state: 'hidden' });
  // Two frames on, the page has drawn the notice's going: it is still where the wheel left it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.equal(await page.evaluate(() => scrollY), bottom, 'the page did not move as the notice went');

  const card = page.getByRole('region', { name: 'Export' });
  await card.getByRole('button', { name: 'Copy TikZ' }).click();
  await card
    .getByText(
      'Copied the TikZ code of misère Edge-Nim: 5 vertices, 5 edges (0–1: 1, 1–2: 2, 2–3: 3, 3–4: 1, 4–0: 2).',
    )
    .waitFor();
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /\\begin\{tikzpicture\}/);
  await screenshot(page, 'export-after-notice');
  assert.equal(await axeSerious(page, 'Export after the misère notice'), '');
  assertNoErrors(page);
  await page.close();
});
