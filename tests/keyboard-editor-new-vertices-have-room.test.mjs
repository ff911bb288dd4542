// N, N, N… from the keyboard draws a path whose edges have room for their token labels: each
// new vertex went about 80 board units from the one before, inside the square the page opens
// on, and every label filled its edge between the two discs. Driven with keys as a keyboard
// player drew it: Escape (nothing selected), then N five times.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { press, tabTo } from './helpers/keyboard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

test('N five times: each new edge shows at least twice its label’s width between its vertices', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Edit$/);
  await press(page, 'Enter');
  await tabTo(page, /^Game board/);
  await press(page, 'Escape');
  for (let i = 0; i < 5; i++) await press(page, 'n');
  const edges = await page.evaluate(() => {
    const disc = (v) =>
      document.querySelector(`g.vertex[data-vertex="${v}"] .vertex-body`).getBoundingClientRect();
    return [...document.querySelectorAll('g.edge')].map((g) => {
      const [, u, v] = g
        .getAttribute('aria-label')
        .match(/^edge (\d+)–(\d+)/)
        .map(Number);
      const [a, b] = [disc(u), disc(v)];
      const label = document
        .querySelector(`.edge-label[data-edge="${g.dataset.edge}"] rect`)
        .getBoundingClientRect();
      const between = Math.hypot(a.x - b.x, a.y - b.y) - (a.width + b.width) / 2;
      return { name: `${u}–${v}`, between, label: Math.max(label.width, label.height) };
    });
  });
  assert.equal(edges.length, 8, 'the square and the four edges of the new path');
  for (const { name, between, label } of edges.slice(4))
    assert.ok(
      between >= 2 * label,
      `edge ${name}: ${between.toFixed(0)} px between its discs, its label ${label.toFixed(0)} px`,
    );
  await screenshot(page, 'keyboard-n-path-with-room');
  assert.equal(await axeSerious(page, 'a path drawn with N'), '');
  assertNoErrors(page);
  await page.close();
});
