// The header at phone and small-tablet widths (360 to 700 px): the title "Graph Nim
// Playground" is whole beside its logo (never cut, never squeezed to nothing), and no two of
// the header's parts overlap. Between about 380 and 690 px the rules' switch used to join the
// first row and crush the title.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchPhone, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const overlaps = (a, b) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

test('the header at 360, 390, 414, 480, 600, 640 and 700 px: the whole title, nothing overlapping', async () => {
  const phone = await launchPhone({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await openPlayground(page, `${site.url}index.html`);
  for (const width of [360, 390, 414, 480, 600, 640, 700]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const parts = await page.evaluate(() =>
      [...document.querySelectorAll('.gnp-logo, .gnp-brand h1, .gnp-header button, .gnp-header label')]
        .filter((el) => el.getClientRects().length)
        .map((el) => {
          const r = el.getBoundingClientRect();
          return {
            name: el.textContent.trim() || el.className,
            left: r.left,
            right: r.right,
            top: r.top,
            bottom: r.bottom,
          };
        }),
    );
    // Buttons inside the rules' switch sit inside no other part; compare each pair once.
    for (let i = 0; i < parts.length; i++)
      for (let j = i + 1; j < parts.length; j++)
        assert.ok(
          !overlaps(parts[i], parts[j]),
          `at ${width} px "${parts[i].name}" and "${parts[j].name}" overlap`,
        );
    const title = await page.locator('.gnp-brand h1').evaluate((el) => ({
      shown: el.clientWidth,
      full: el.scrollWidth,
      ellipsis: getComputedStyle(el).textOverflow,
      lines: Math.round(
        el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight || '20'),
      ),
    }));
    // The whole title at every width (at 360 px it was cut to "Graph Nim Playgro…").
    assert.ok(
      title.shown >= title.full,
      `at ${width} px the title shows ${title.shown} of its ${title.full} px`,
    );
    const tagline = page.locator('.gnp-tagline');
    if (await tagline.isVisible()) {
      const lines = await tagline.evaluate(
        (el) => el.getClientRects().length && el.getBoundingClientRect().height,
      );
      assert.ok(lines < 30, `at ${width} px the tagline is one line (${lines} px high)`);
    }
    await page.screenshot({
      path: `test-artifacts/header-${width}.png`,
      clip: { x: 0, y: 0, width, height: 140 },
    });
  }
  await screenshot(page, 'header-700-page');
  assert.equal(await axeSerious(page, 'header 700'), '');
  assertNoErrors(page);
  await phone.close();
});
