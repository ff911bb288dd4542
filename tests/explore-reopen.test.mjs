// Explore closed and opened again over its map reads out the board's own cell at once: the
// readout, cleared when the panel closed, stayed empty until a key was pressed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

test('Explore reopened reads out the board’s cell on its map', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:4'));
  const explore = page.getByRole('button', { name: 'Explore' });
  await explore.click();
  await page.getByRole('button', { name: 'Draw map' }).click();
  const canvas = page.locator('canvas.explore-map');
  await canvas.waitFor();
  await explore.click();
  await canvas.waitFor({ state: 'hidden' });
  await explore.click();
  const readout = page.locator('.explore-readout');
  await readout.filter({ hasText: 'own cell' }).waitFor();
  assert.equal(
    await readout.textContent(),
    '0–1: 3, 1–2: 4, 2–3: 3, 3–0: 4 — Grundy 0 (P). The board’s own cell: arrow keys move, Enter loads a cell.',
  );
  await screenshot(page, 'explore-reopened');
  assert.equal(await axeSerious(page, 'Explore reopened'), '');
  assertNoErrors(page);
  await page.close();
});
