// Every result on screen belongs to the board, rules and box it was computed for: a
// researcher checks a conjecture on C4, then builds K5 from Presets — the verdict is marked
// as of another board; a map refused as too large on one board leaves no error under the
// next; a graph-as-text error ("switch to Walking Nim") goes once the rules are switched.
// And a malformed formula's error shows under the formula field (in view, even under a
// large map), with the last verdict gone from under Check. Progress and sizes read well.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, EMPTY_BOARD } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { buildPreset } from './helpers/author.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const C4 = '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&xy=250,130;550,130;550,430;250,430';

async function openExplore(page) {
  await page.getByRole('button', { name: 'Explore' }).click();
  await page.getByRole('region', { name: 'Explore' }).waitFor();
}

/** A page on C4 with Explore open, at a laptop's size. */
async function exploringC4() {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayground(page, env.url('index.html' + C4));
  await openExplore(page);
  return page;
}

/** Fraction of the element inside the window. */
const inView = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const shown = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
    return r.height > 0 ? Math.max(0, shown) / r.height : 0;
  });

test('a conjecture verdict and a map error do not outlive their board (C4 → K5)', async () => {
  const page = await exploringC4();
  await page.getByLabel('P exactly when').fill('a == c && b == d');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.locator('.explore-holds').waitFor({ timeout: 30_000 });
  assert.match(await page.locator('.explore-report').innerText(), /: 480 positions,/);
  const stale = page.locator('.explore-check-stale');
  assert.equal(await stale.isVisible(), false, 'current while the board is C4');

  // K5 with 9 tokens an edge: another graph, so the C4 verdict goes; the formula typed stays.
  await buildPreset(page, 'complete', 5, 9);
  await settle(page);
  assert.equal(await page.locator('.explore-holds').count(), 0, 'no C4 verdict under K5');
  assert.equal(await page.getByLabel('P exactly when').inputValue(), 'a == c && b == d');
  // The axes follow the new graph: up to its own counts (9), not C4's.
  assert.equal(await page.getByLabel('Across: up to').inputValue(), '9');
  assert.equal(await page.getByLabel('Up: up to').inputValue(), '9');

  // A map of K5 with every other edge at 9 is too large: refused, with readable figures.
  await page.getByRole('button', { name: 'Draw map' }).click();
  const error = page.locator('.explore-error');
  await error.waitFor({ timeout: 30_000 });
  const text = await error.innerText();
  assert.match(text, /too large/, text);
  assert.doesNotMatch(text, /\d{4}/, `figures carry thousands separators: ${text}`);
  await screenshot(page, 'explore-k5-too-large');
  assert.equal(await axeSerious(page, 'explore, stale verdict and map error'), '');

  // Back to a small board (C4 preset): the error belonged to K5 and is gone.
  await buildPreset(page, 'cycle', 4, 2);
  await settle(page);
  assert.equal(await error.isVisible(), false, 'no K5 error under C4');
  assertNoErrors(page);
  await page.close();
});

test('a conjecture verdict of Edge-Nim goes when the rules switch to Walking Nim on the same counts', async () => {
  const page = await exploringC4();
  await page.getByLabel('P exactly when').fill('a == c && b == d');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.locator('.explore-holds').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Walking Nim', exact: true }).click();
  await page.waitForFunction(() => !document.querySelector('.explore-holds'));
  await settle(page);
  assert.equal(
    await page
      .locator('.explore-report')
      .innerText()
      .catch(() => ''),
    '',
    'no verdict of the other game',
  );
  assert.equal(await page.getByLabel('P exactly when').inputValue(), 'a == c && b == d', 'the formula stays');
  assertNoErrors(page);
  await page.close();
});

test('a chained comparison in Only where reads as in mathematics: 0 < a < 2 checks what a == 1 checks', async () => {
  const page = await exploringC4();
  const verdict = async (where) => {
    const only = page.getByLabel('Only where');
    await only.click();
    await only.press('ControlOrMeta+a');
    await page.keyboard.type(where);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.waitForFunction(
      (w) => (document.querySelector('.explore-report')?.textContent ?? '').includes(`where ${w}`),
      where,
      { timeout: 30_000 },
    );
    return (await page.locator('.explore-report').innerText()).replace(`where ${where}`, 'where …');
  };
  await page.getByLabel('P exactly when').fill('b == d && c == 1');
  const single = await verdict('a == 1');
  assert.match(single, /^Holds/);
  assert.match(single, /120 positions, 5 of them P/);
  // (It was read as (0 < a) < 2, which holds everywhere: 480 positions, and it failed.)
  assert.equal(await verdict('0 < a < 2'), single);
  await screenshot(page, 'explore-chained-comparison');
  assertNoErrors(page);
  await page.close();
});

test('a malformed formula: the error under the field, in view under a large map; the old verdict gone', async () => {
  const page = await exploringC4();
  await page.getByLabel('Across: up to').fill('40');
  await page.getByLabel('Up: up to').fill('40');
  await page.getByLabel('Up: up to').press('Tab');
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.locator('canvas.explore-map').waitFor({ timeout: 30_000 });
  const formula = page.getByLabel('P exactly when');
  await formula.fill('a == c && b == d');
  await formula.press('Enter');
  await page.locator('.explore-holds').waitFor({ timeout: 60_000 });

  await formula.fill('a == c && b = d');
  await formula.press('Enter');
  const error = page.locator('.explore-check-error');
  await error.waitFor();
  // The page scrolls the error into view on the frame after it is drawn.
  await error.evaluate(
    (el) =>
      new Promise((resolve, reject) => {
        const until = performance.now() + 5000;
        const look = () => {
          const r = el.getBoundingClientRect();
          // Scrolling is in whole pixels: a fraction of one may stay past the edge.
          if (r.height > 0 && r.top >= -1 && r.bottom <= window.innerHeight + 1) resolve();
          else if (performance.now() > until) reject(new Error('not scrolled into view'));
          else requestAnimationFrame(look);
        };
        look();
      }),
  );
  assert.ok((await inView(error)) > 0.95, 'the error is on screen where the person typed');
  const field = await formula.boundingBox();
  const box = await error.boundingBox();
  assert.ok(box.y > field.y && box.y - (field.y + field.height) < 120, 'just under the field');
  assert.equal(await formula.getAttribute('aria-invalid'), 'true');
  assert.equal(await page.locator('.explore-holds').count(), 0, 'the last verdict is gone');
  assert.match(await error.innerText(), /^P exactly when: at character 13: use == to compare/);
  assert.equal(await formula.inputValue(), 'a == c && b = d', 'the text stays as typed');
  await screenshot(page, 'explore-formula-error');
  assert.equal(await axeSerious(page, 'explore, formula error'), '');
  // Fixing it clears the error.
  await formula.fill('a == c && b == d');
  await formula.press('Enter');
  await page.locator('.explore-holds').waitFor({ timeout: 60_000 });
  assert.equal(await error.isVisible(), false);
  assert.equal(await formula.getAttribute('aria-invalid'), 'false');
  assertNoErrors(page);
  await page.close();
});

test('a graph-as-text error that says to switch to Walking Nim goes when the rules are switched', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 1500 });
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  const box = page.getByRole('textbox', { name: 'Graph as text' });
  await box.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0 1 3\n1 2 4\npiece 0');
  const errors = page.locator('.graph-text-errors li');
  await errors.first().waitFor();
  assert.match(await errors.first().innerText(), /Walking Nim/);
  await page.getByRole('group', { name: 'Game rules' }).getByRole('button', { name: 'Walking Nim' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.graph-text-errors li').length === 0, null, {
    timeout: 10_000,
  });
  await settle(page);
  assert.equal(await box.inputValue(), '0 1 3\n1 2 4\npiece 0', 'the text stays as typed');
  assert.equal(await box.getAttribute('aria-invalid'), 'false');
  await screenshot(page, 'graph-text-after-switch');
  assertNoErrors(page);
  await page.close();
});

test('Explore’s progress bar moves during a long map', async () => {
  const page = await env.browser.newPage();
  const edges = [];
  for (let u = 0; u < 6; u++) for (let v = u + 1; v < 6; v++) edges.push(`${u}-${v}:2`);
  await openPlayground(page, env.url(`index.html#rules=edge&v=6&e=${edges.join(',')}`));
  await openExplore(page);
  await page.getByRole('button', { name: 'Draw map' }).click();
  const progress = page.locator('.explore .job-progress');
  await progress.waitFor();
  // The text "Computing the map… done / total" reaches a done above 0 while it runs.
  await page.waitForFunction(
    () => {
      const text = document.querySelector('.explore .job-progress span')?.textContent ?? '';
      const m = /… ([\d,]+) \/ ([\d,]+)/.exec(text);
      return m && Number(m[1].replace(/,/g, '')) > 0;
    },
    null,
    { timeout: 60_000 },
  );
  await page.locator('.explore .job-progress').getByRole('button', { name: 'Cancel' }).click();
  assertNoErrors(page);
  await page.close();
});
