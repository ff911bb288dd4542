// Messages name what the person sees: a Walking Nim edge reads as the position lists it, as
// the board and Why? write it ("2–1" for the edge given as 2-1, even for the piece's move from
// 1 to 2: "move to 2" says the way), and a move refused for an edge names the edge by its
// ends, which the board shows (edge numbers are hidden unless asked for).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, clickElement, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

// Two of the triangle's edges are listed ending at the piece's vertex 1: 0-1 and 2-1.
const WALK = '#rules=walk&v=3&e=0-1:3,2-1:1,2-0:2&piece=1&mode=play-cpu';

test('Walking Nim: the composer and the analysis name an edge as the position lists it', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayground(page, env.url('index.html' + WALK));
  await clickElement(page, '.edge-label[data-edge="1"]');
  const composer = page.getByRole('group', { name: 'Move from vertex 1' });
  await composer.waitFor();
  assert.match(await composer.innerText(), /along 2–1 \(weight 1\)/);
  await screenshot(page, 'walk-composer-listed-order');
  assert.equal(await axeSerious(page, 'Walking Nim composer'), '');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  const rows = page.locator('.analysis [data-move]');
  await rows.first().waitFor({ timeout: 20_000 });
  const texts = await rows.locator('.move-text').allInnerTexts();
  const toTwo = texts.filter((t) => /move to 2/.test(t));
  const toZero = texts.filter((t) => /move to 0/.test(t));
  assert.ok(toTwo.length >= 1 && toZero.length >= 1, texts.join(' | '));
  for (const text of toTwo) assert.match(text, /along 2–1/, text);
  for (const text of toZero) assert.match(text, /along 0–1/, text);
  assert.ok(
    texts.every((t) => !/along 1–[02]/.test(t)),
    "no edge is named from the piece's side",
  );
  assertNoErrors(page);
  await page.close();
});

test('a refused move names its edge by the ends the board shows', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  // A shared game whose move takes from edge 1 (1–2) at vertex 0, which it does not touch.
  await page.goto(env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:4,2-0:5&mode=play&moves=0:1-1'));
  await page.waitForFunction(() => window.graphNimEngine, null, { timeout: 30_000 });
  await settle(page);
  const message = page.locator('.gnp-message');
  await message.waitFor();
  const text = await message.innerText();
  assert.match(text, /edge 1 \(1–2\) does not touch vertex 0/, text);
  await screenshot(page, 'refused-move-named-by-ends');
  assertNoErrors(page);
  await page.close();
});

test('a token count too large for an edge names the edge by its ends', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:4,2-0:5'));
  // A teacher clicks the count on 1–2 and types far too many digits.
  await clickElement(page, '.edge-label[data-edge="1"]');
  await page.keyboard.type('9999999999999');
  await settle(page);
  const message = page.locator('.gnp-message');
  await message.waitFor();
  const text = await message.innerText();
  assert.match(text, /edge 1–2 was set to that/, text);
  assertNoErrors(page);
  await page.close();
});
