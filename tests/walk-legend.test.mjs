// A student on a phone taps Walking Nim: the line under the board explains the piece too
// (a disc in the piece's colour), beside "vertex" and "weight of an edge" (the rules' word for Walking Nim; Edge-Nim says "tokens on an edge"); Edge-Nim has no piece.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot, artifactPath } from './helpers/browser.mjs';
import { assertNoErrors, openPlayground, settle } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { usePhoneSite } from './helpers/phone.mjs';

const phoneSite = usePhoneSite();

test('phone: Walking Nim’s legend names the piece, drawn in the piece’s colour', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(
    page,
    phoneSite.url('index.html#rules=edge&v=4&e=0-1:2,1-2:3,2-3:1,3-0:1&mode=play-cpu'),
  );
  const legend = page.locator('.board-legend');
  assert.doesNotMatch(await legend.innerText(), /piece/);
  assert.match((await legend.innerText()).replace(/\s+/g, ' '), /vertex 3 tokens on an edge/);
  await page.getByRole('button', { name: 'Walking Nim' }).tap();
  await settle(page);
  assert.match((await legend.innerText()).replace(/\s+/g, ' '), /vertex 3 weight of an edge 0 the piece/);
  // The legend's piece is the colour of the piece on the board.
  const [legendColour, boardColour] = await Promise.all([
    page.locator('.legend-piece').evaluate((el) => getComputedStyle(el).backgroundColor),
    page.locator('.piece-token').evaluate((el) => getComputedStyle(el).fill),
  ]);
  assert.equal(legendColour, boardColour);
  await legend.screenshot({ path: artifactPath('walk-legend-legend.png') });
  await screenshot(page, 'walk-legend-phone');
  assert.equal(await axeSerious(page, 'Walking Nim legend'), '');
  assertNoErrors(page);
  await page.close();
});
