// A researcher's walk through the page, and what it must say on the way: a game started while
// the typed graph text has an error says the board is the last valid graph (and the text is
// kept, also across a reload); a map whose cells are smaller than a screen pixel says a P cell
// may not show on the screen, and is drawn as it is in the PNG; a conjecture verdict is marked out of date while a range is out of bounds;
// the Share note says what the link opens (Edit mode or a game); the Explore "up to" fields
// show their largest value and a digit more.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { openExplore, typeTop } from './helpers/explore.mjs';

const C4 = '#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2';
const C5 = '#rules=edge&v=5&e=0-1:3,1-2:2,2-3:2,3-4:2,4-0:1';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** Runs in the page: the [x, y] of every P-red pixel of the map on the screen, or of the PNG
 *  file given (base64), decoded by the browser. */
async function redPixels(base64 = null) {
  let source = document.querySelector('canvas.explore-map');
  if (base64) {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    source = new OffscreenCanvas(bitmap.width, bitmap.height);
    source.getContext('2d').drawImage(bitmap, 0, 0);
  }
  const { width, height } = source;
  const { data } = source.getContext('2d').getImageData(0, 0, width, height);
  const red = [];
  for (let p = 0; p < data.length; p += 4)
    if (data[p] === 200 && data[p + 1] === 30 && data[p + 2] === 45)
      red.push([(p / 4) % width, Math.floor(p / 4 / width)]);
  return red;
}

test('the Explore "up to" fields show the largest value and one digit more', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${C4}`));
  await openExplore(page);
  for (const label of ['Across: up to', 'a = 0–1: up to']) {
    const field = page.getByLabel(label, { exact: true });
    await field.click();
    await field.press('ControlOrMeta+a');
    await field.pressSequentially('20000');
    assert.equal(await field.inputValue(), '20000');
    // The typed digits fit inside the field: none scrolled out of sight.
    const { scroll, client } = await field.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    assert.ok(scroll <= client, `${label}: the digits fit (${scroll} ≤ ${client})`);
  }
  await page.locator('.explore-controls').screenshot({ path: artifactPath('research-walk-notes-up-to.png') });
  assert.equal(await axeSerious(page, 'explore fields'), '');
  assertNoErrors(page);
  await page.close();
});

test('a verdict is marked out of date while a range is out of bounds and Check cannot run', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${C4}`));
  await openExplore(page);
  await page.getByLabel('P exactly when').fill('a ^ b ^ c ^ d == 0');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.locator('.explore-report p').first().waitFor();
  const stale = page.getByText('The board or the box has changed since this check');
  assert.equal(await stale.isVisible(), false, 'a fresh verdict is not marked');
  await typeTop(page, 'a = 0–1: up to', '-3');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await settle(page);
  assert.ok(await page.getByText('a = 0–1: a whole number from 0 to 2,000').isVisible());
  assert.ok(await stale.isVisible(), 'the old verdict is marked out of date');
  await screenshot(page, 'research-walk-check-blocked');
  // Set back in range: the box is the one checked again, and the mark goes.
  await typeTop(page, 'a = 0–1: up to', '3');
  assert.equal(await stale.isVisible(), false);
  assert.equal(await axeSerious(page, 'check blocked'), '');
  assertNoErrors(page);
  await page.close();
});

test('a map with cells smaller than a pixel marks its P cells on the screen, and its PNG draws every cell as it is', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${C5}`));
  await openExplore(page);
  const note = page.locator('.explore-tiny-cells');
  await typeTop(page, 'Across: up to', '20');
  await typeTop(page, 'Up: up to', '20');
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.getByText('441 cells').waitFor();
  assert.equal(await note.isVisible(), false, 'a small box needs no such line');
  await typeTop(page, 'Across: up to', '1000');
  await typeTop(page, 'Up: up to', '1000');
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.getByText('1,002,001 cells, 1 P (red)').waitFor({ timeout: 60_000 });
  await note.waitFor();
  assert.match(
    await note.innerText(),
    /smaller than 3 pixels.*every P cell is drawn as a red square 3 pixels wide.*“up to” fields at about [\d,]+ or less/,
  );
  assert.match(
    await note.innerText(),
    /Map as PNG saves every cell at its own size, 1 pixel wide, without these squares\./,
  );
  await page
    .locator('.explore-figure')
    .screenshot({ path: artifactPath('research-walk-notes-tiny-cells.png') });
  // The lone P cell shows: a red square of at least 3 × 3 pixels on the map.
  const onScreen = await page.evaluate(redPixels);
  // (Without the mark, one pixel; the board's own cell outline may cover part of the mark.)
  assert.ok(onScreen.length >= 4, `the P cell is drawn large enough to see (${onScreen.length} red pixels)`);

  // Map as PNG, for a paper: every cell as it is (a pixel each here), none covered by the
  // screen's square, so the one P cell is one red pixel, inside the square the screen shows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Map as PNG' }).click(),
  ]);
  const png = fs.readFileSync(await download.path());
  fs.writeFileSync(artifactPath('research-walk-notes-tiny-cells-map.png'), png);
  const inPng = await page.evaluate(redPixels, png.toString('base64'));
  assert.equal(inPng.length, 1, `one red pixel for the one P cell: ${JSON.stringify(inPng.slice(0, 10))}`);
  const [[x, y]] = inPng;
  const xs = onScreen.map(([sx]) => sx);
  const ys = onScreen.map(([, sy]) => sy);
  assert.ok(
    x >= Math.min(...xs) && x <= Math.max(...xs) && y >= Math.min(...ys) && y <= Math.max(...ys),
    `the P cell (${x}, ${y}) is where the screen marks it`,
  );
  assert.equal(await axeSerious(page, 'tiny cells'), '');
  assertNoErrors(page);
  await page.close();
});

test('the Share note says what the link opens: Edit mode, or a game', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${C4}`));
  const share = page.getByRole('region', { name: 'Share' });
  if (!(await share.isVisible())) await page.getByRole('button', { name: 'Edit' }).click();
  await share.getByRole('button', { name: 'Copy board link' }).click();
  const link = await page.getByRole('textbox', { name: 'Link to this position' }).inputValue();
  assert.doesNotMatch(link, /mode=/);
  assert.match(await share.innerText(), /The link opens this board in Edit mode\./);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('combobox', { name: 'Opponent' }).selectOption('two players');
  await settle(page);
  assert.match(await share.innerText(), /The link opens a game for two players on the board as it is now/);
  assert.doesNotMatch(await share.innerText(), /to move to move/);
  await share.screenshot({ path: artifactPath('research-walk-notes-share.png') });
  assert.equal(await axeSerious(page, 'share note'), '');
  assertNoErrors(page);
  await page.close();
});
