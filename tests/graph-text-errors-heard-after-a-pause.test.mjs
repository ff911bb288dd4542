// Graph as text: an error in a line being typed is shown at once, but heard only once the
// typing pauses or the box is left, and not again while it stays the same. The errors' region
// spoke at every key ("Line 7: expected …" after "4", after the space, after "0"), cutting into
// what the screen reader was echoing. Put right, the text says it has no errors now. Driven
// with Tab and typing, as a keyboard player with a screen reader used it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, boardSummary } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { press, tabTo } from './helpers/keyboard.mjs';
import { heardNow, hears, listeningPage } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const LINE_7 = /^Line 7: expected "u v tokens" \(an edge\), "vertices N" or "piece v"\.$/;

test('a line half typed is shown in error at once and heard after a pause, once', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Edit$/);
  await press(page, 'Enter');
  await tabTo(page, /^Graph as text$/);
  const box = page.locator('textarea.graph-text-box');
  await page.waitForFunction(() => document.querySelector('textarea.graph-text-box').value.includes('0 1 3'));
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await heardNow(page);

  // "4 0" typed at a typist's pace: seen in error at once, not read out at each key.
  await page.keyboard.type('4 0');
  await page.locator('.graph-text-errors li', { hasText: 'Line 7' }).waitFor();
  assert.equal(await box.getAttribute('aria-invalid'), 'true');
  assert.ok(
    !(await heardNow(page)).some((text) => /^Line 7/.test(text)),
    'nothing was said while the line was being typed',
  );
  // The typing pauses: the error is heard, once.
  await hears(page, LINE_7);
  await screenshot(page, 'graph-text-error-after-pause');
  assert.equal(await axeSerious(page, 'graph text in error'), '');

  // The same error again ("4 " after Backspace), and the box left: not said a second time.
  await heardNow(page);
  await press(page, 'Backspace');
  await press(page, 'Tab');
  assert.ok(!(await heardNow(page)).some((text) => /^Line 7/.test(text)), 'the same error is not said again');

  // Back in the box, the line put right: leaving the box says the text has no errors now.
  await press(page, 'Shift+Tab');
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1 3 5');
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges === '5');
  await press(page, 'Tab');
  await hears(page, /^The text has no errors now: the board shows it\.$/);
  assert.equal((await boardSummary(page)).edges, 5);
  assertNoErrors(page);
  await page.close();
});
