// createPlayground(element, config) for pages that import the module; dialogs; copy link;
// keyboard access.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  clickElement,
  boardSummary,
  settle,
  statusText,
  assertNoErrors,
} from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

test('createPlayground: config position, events, setPosition/getPosition, destroy', async () => {
  const page = await env.browser.newPage();
  await page.goto(env.url('tests/fixtures/api.html'));
  await page.waitForFunction(() => window.api?.events.some((e) => e[0] === 'ready'));
  await settle(page);
  assert.deepEqual(await boardSummary(page).then((b) => [b.mode, b.vertices, b.labels]), [
    'play',
    3,
    ['2', '2', '2'],
  ]);
  assert.equal(await statusText(page), 'Player 1 to move.');
  await clickElement(page, '.edge-label[data-edge="0"]');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await settle(page);
  const events = await page.evaluate(() => window.api.events);
  assert.deepEqual(events.at(-1), ['move', 'at vertex 0: took 1 from 0–1']);
  const position = await page.evaluate(() => {
    window.api.playground.setPosition({ rules: 'walk', vertices: 2, edges: [[0, 1, 5]], token: 1 });
    return window.api.playground.getPosition();
  });
  assert.deepEqual(position, { rules: 'walk', vertices: 2, edges: [[0, 1, 5]], token: 1 });
  const bad = await page.evaluate(() => {
    try {
      window.api.playground.setPosition({ rules: 'edge', vertices: 2, edges: [[0, 4, 1]] });
      return 'accepted';
    } catch (e) {
      return e.message;
    }
  });
  assert.match(bad, /4/);
  // The host page's URL is left alone (no syncUrl).
  assert.equal(await page.evaluate(() => location.hash), '');
  await screenshot(page, 'api-fixture');
  await page.evaluate(() => window.api.playground.destroy());
  assert.equal(await page.locator('#puzzle *').count(), 0);
  assertNoErrors(page);
  await page.close();
});

test('rules and help dialogs, copy link, keyboard navigation', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=walk&v=3&e=0-1:2,1-2:1,2-2:3&piece=0'));
  await page.getByRole('button', { name: 'Rules' }).click();
  const dialog = page.locator('dialog[open]');
  assert.match(await dialog.textContent(), /Walking Nim.*move the piece along an edge/s);
  await screenshot(page, 'rules-dialog');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('dialog[open]').count(), 0);
  await page.getByRole('button', { name: 'Help and keyboard shortcuts' }).click();
  assert.match(await page.locator('dialog[open]').textContent(), /Ctrl\+Z/);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Copy board link' }).click();
  await page.waitForFunction(() =>
    /copied|copy it/.test(document.querySelector('[aria-label=Share]').textContent),
  );

  // Tab into the board: the SVG, then vertices/edges are focusable and selectable.
  await page.locator('svg.board').focus();
  await page.keyboard.press('Tab');
  await settle(page);
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-focus-key'));
  assert.equal(focused, 'e0');
  await page.keyboard.press('7');
  await settle(page);
  assert.equal((await boardSummary(page)).labels[0], '7');
  assertNoErrors(page);
  await page.close();
});

test("createPlayground without embed: the page's own parts (header, Presets, Share) come, and Rules opens", async () => {
  const page = await env.browser.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(env.url('tests/fixtures/api-page.html'));
  await page.locator('[aria-label="Presets"]').getByRole('button', { name: 'Build' }).waitFor();
  await page.locator('[aria-label="Share"]').getByRole('button', { name: 'Copy board link' }).waitFor();
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  await page.getByRole('dialog', { name: 'Rules' }).waitFor();
  await screenshot(page, 'ui-api-page-parts');
  assert.deepEqual(errors, []);
  await page.close();
});
