// A student on a phone (390×844 and 360×640, touch), tapping as they would: the header leaves
// the board high on the screen (no button alone on a row), the move sheet never covers the
// board, a pile game's caption is readable, Hint is right under the board, and Help's table
// reads as sentences, not a word a line.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchPhone, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

const box = (page, selector) =>
  page.evaluate((s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
  }, selector);

for (const viewport of SIZES) {
  const size = `${viewport.width}×${viewport.height}`;

  test(`phone ${size}: the header is compact, the board high, Hint right under it`, async () => {
    const phone = await launchPhone({ viewport });
    const page = await phone.newPage();
    await openPlayground(page, `${site.url}index.html`);
    const tops = await page.evaluate(() =>
      [...document.querySelectorAll('.gnp-header button, .gnp-header label, .gnp-brand')].map((el) =>
        Math.round(el.getBoundingClientRect().top),
      ),
    );
    const rows = new Map();
    for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
    const help = await box(page, '.gnp-header button[aria-label="Help and keyboard shortcuts"]');
    const rules = await page.getByRole('button', { name: 'Rules', exact: true }).boundingBox();
    assert.ok(Math.abs(help.top - rules.y) < 2, 'Help shares its row with Rules');
    const board = await box(page, 'svg.board');
    assert.ok(board.top < 260, `the board starts at y=${Math.round(board.top)}`);
    const hint = await page.getByRole('region', { name: 'Hint and analysis' }).boundingBox();
    assert.ok(hint.y - board.bottom < 120, `Hint is ${Math.round(hint.y - board.bottom)} px under the board`);
    await screenshot(page, `phone-layout-${viewport.width}-first-view`);
    assert.equal(await axeSerious(page, `phone ${size}`), '');
    assertNoErrors(page);
    await phone.close();
  });

  test(`phone ${size}: tapping a vertex with five edges, the sheet leaves the board in sight`, async () => {
    const phone = await launchPhone({ viewport });
    const page = await phone.newPage();
    await openPlayground(
      page,
      `${site.url}index.html#rules=edge&v=6&e=0-1:2,0-2:2,0-3:2,0-4:2,0-5:2&mode=play-cpu`,
    );
    await page.locator('svg.board [data-vertex="0"]').tap();
    await page.getByRole('button', { name: 'Confirm move' }).waitFor();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await settle(page);
    const sheet = await box(page, '.composer.composing');
    const board = await box(page, 'svg.board');
    // The vertices and labels, not the board's empty margin, must be above the sheet.
    const drawn = await page.evaluate(() => {
      let bottom = 0;
      for (const el of document.querySelectorAll('svg.board .vertex, svg.board .edge-label'))
        bottom = Math.max(bottom, el.getBoundingClientRect().bottom);
      return bottom;
    });
    assert.ok(
      drawn <= sheet.top + 1 || board.top <= 4,
      `the board's drawing ends at ${Math.round(drawn)}, the sheet starts at ${Math.round(sheet.top)}`,
    );
    await page.screenshot({ path: `test-artifacts/phone-layout-${viewport.width}-sheet.png` });
    assertNoErrors(page);
    await phone.close();
  });
}

test('phone 360×640: a pile game’s caption is page-sized text, and Help reads in sentences', async () => {
  const phone = await launchPhone({ viewport: { width: 360, height: 640 } });
  const page = await phone.newPage();
  await openPlayground(page, `${site.url}index.html#rules=circular&piles=2,3,1,4,2&k=3&mode=play-cpu`);
  const caption = page.locator('.board-caption');
  assert.match(await caption.textContent(), /Circular Nim CN\(5, 3\).*3 piles/);
  const fontSize = await caption.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  assert.ok(fontSize >= 12, `the caption is ${fontSize}px`);
  assert.ok(await caption.isVisible());
  assert.equal(
    await page.locator('svg.board .set-caption').evaluate((el) => getComputedStyle(el).visibility),
    'hidden',
  );
  await screenshot(page, 'phone-layout-360-caption');

  await page.getByRole('button', { name: 'Help and keyboard shortcuts' }).tap();
  const help = page.getByRole('dialog', { name: 'Help and shortcuts' });
  await help.waitFor();
  const narrowest = await help
    .locator('dd')
    .evaluateAll((dds) => Math.min(...dds.map((dd) => dd.getBoundingClientRect().width)));
  const width = (await help.boundingBox()).width;
  assert.ok(
    narrowest > width * 0.6,
    `a meaning is ${Math.round(narrowest)} px wide in a ${Math.round(width)} px dialog`,
  );
  await page.screenshot({ path: 'test-artifacts/phone-layout-360-help.png' });
  assert.equal(await axeSerious(page, 'phone help'), '');
  assertNoErrors(page);
  await phone.close();
});
