// What a keyboard player sees when Tab reaches a board item: the focus ring of an edge (on its
// token label and along it), a vertex and a pile must meet WCAG 2.2's focus appearance — at
// least 2 CSS pixels thick, in a colour with 3:1 contrast against the board — in light and
// dark, on a desktop and on a phone's small board. (An edge's focus used to be its line
// turning blue at the same width, hard to see on the label a person looks at.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { tabTo } from './helpers/keyboard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** WCAG's contrast ratio of two 'rgb(r, g, b)' colours. */
function contrast(a, b) {
  const luminance = (colour) => {
    const [r, g, bl] = colour
      .match(/[\d.]+/g)
      .slice(0, 3)
      .map((c) => {
        const s = Number(c) / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The focused board item's indicators as drawn: their colour, the board's colour, and how
 *  many CSS pixels each shows beyond what it surrounds. */
function focusLook(page) {
  return page.evaluate(() => {
    const item = document.activeElement;
    const scale = document.querySelector('svg.board').getScreenCTM().a;
    const board = getComputedStyle(document.querySelector('.board-frame')).backgroundColor;
    const shown = (el) => el && getComputedStyle(el).display !== 'none';
    if (item.classList.contains('vertex')) {
      const ring = item.querySelector('.vertex-focus');
      const style = getComputedStyle(ring);
      return {
        shown: shown(ring),
        board,
        colours: [style.stroke],
        widths: [parseFloat(style.strokeWidth) * scale],
      };
    }
    const band = item.querySelector('.edge-focus');
    const line = item.querySelector('.edge-line');
    const ring = item.querySelector('.edge-focus-ring');
    const label = document.querySelector(`.edge-label[data-edge="${item.dataset.edge}"] rect`);
    const bandWidth =
      (parseFloat(getComputedStyle(band).strokeWidth) - parseFloat(getComputedStyle(line).strokeWidth)) / 2;
    const around = (ring.getBoundingClientRect().width - label.getBoundingClientRect().width) / 2;
    return {
      shown: shown(band) && shown(ring),
      board,
      colours: [getComputedStyle(band).stroke, getComputedStyle(ring).fill],
      widths: [bandWidth * scale, around],
    };
  });
}

async function assertFocusVisible(page, what) {
  const look = await focusLook(page);
  assert.ok(look.shown, `${what}: the focus indicator is shown`);
  for (const width of look.widths)
    assert.ok(width >= 2, `${what}: ${width.toFixed(1)} CSS px thick, at least 2`);
  for (const colour of look.colours) {
    const ratio = contrast(colour, look.board);
    assert.ok(
      ratio >= 3,
      `${what}: ${colour} on the board's ${look.board} is ${ratio.toFixed(2)}:1, at least 3:1`,
    );
  }
}

for (const colorScheme of ['light', 'dark']) {
  test(`Tab to an edge and a vertex shows a focus ring 2 px thick at 3:1, ${colorScheme}`, async () => {
    const page = await env.browser.newPage();
    await page.emulateMedia({ colorScheme });
    await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:2&mode=play'));
    await tabTo(page, /^edge 0–1\b/);
    await assertFocusVisible(page, `edge 0–1, ${colorScheme}`);
    await screenshot(page, `keyboard-focus-edge-${colorScheme}`);
    assert.equal(await axeSerious(page, `edge focused, ${colorScheme}`), '');
    await tabTo(page, /^vertex 1\b/);
    await assertFocusVisible(page, `vertex 1, ${colorScheme}`);
    await screenshot(page, `keyboard-focus-vertex-${colorScheme}`);
    // Unfocused, nothing of it is drawn (the picture of the board leaves it out too).
    await tabTo(page, /^Why\?$/);
    assert.equal(
      await page.locator('.edge-focus:visible, .edge-focus-ring:visible, .vertex-focus:visible').count(),
      0,
    );
    assertNoErrors(page);
    await page.close();
  });
}

test('on a phone’s small board a pile’s focus ring is still 2 px thick at 3:1', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 390, height: 800 });
  await openPlayground(page, env.url('index.html#rules=circular&piles=3,2,1,4,2&k=3&mode=play'));
  await tabTo(page, /^pile 1\b/);
  await assertFocusVisible(page, 'pile 1 on a phone');
  await screenshot(page, 'keyboard-focus-pile-phone');
  assertNoErrors(page);
  await page.close();
});
