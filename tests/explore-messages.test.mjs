// What Explore says when it cannot show values, or cannot check: a formula that fails on a
// position names its box and that position; a misère map says misère play does not use Grundy
// values (not that the box is too large); a map where every cell is P gives no colour range;
// a box over the budget says what would make it fit, and does not suggest lowering the axes
// when the other edges alone are too many; a verdict says the play (normal or misère) it was
// checked in, and a map drawn before the play changed says that is what changed; a long check
// names its phase (solving the box, then testing the formula on each position) in its progress;
// a stray '=' after == is named as such, not "use =="; and a map the board no longer matches
// is inert (no readout in the new graph's names, no load of its old graph) until redrawn.
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

async function openExplore(page, hash) {
  await openPlayground(page, env.url('index.html' + hash));
  await page.getByRole('button', { name: 'Explore' }).click();
  await page.getByRole('region', { name: 'Explore' }).waitFor();
}

test('a formula failing on a position names its box and the position', async () => {
  const page = await env.browser.newPage();
  await openExplore(page, '#rules=edge&v=3&e=0-1:1,1-2:1,2-0:1');
  const error = page.locator('.explore-check-error');
  const check = page.getByRole('button', { name: 'Check', exact: true });
  await page.getByLabel('P exactly when').fill('a / 0 == 1');
  await check.click();
  await error.waitFor();
  assert.equal(
    await error.textContent(),
    'P exactly when: evaluating the formula on (0,0,0): at character 3: division by zero',
  );
  // A stray '=' after == is named as such: the user did use == to compare.
  await page.getByLabel('P exactly when').fill('a == = c');
  await check.click();
  await page.locator('.explore-check-error', { hasText: 'unexpected' }).waitFor();
  assert.equal(await error.textContent(), "P exactly when: at character 6: unexpected '='");
  await page.getByLabel('P exactly when').fill('a == b');
  await page.getByLabel('Only where').fill('a % (b-b) == 1');
  await check.click();
  await page.locator('.explore-check-error', { hasText: 'Only where:' }).waitFor();
  assert.match(
    await error.textContent(),
    /^Only where: evaluating the formula on \(0,0,0\): at character 3: /,
  );
  // What was typed stays.
  assert.equal(await page.getByLabel('Only where').inputValue(), 'a % (b-b) == 1');
  await screenshot(page, 'explore-formula-fails-on-a-position');
  assert.equal(await axeSerious(page, 'explore, formula error'), '');
  assertNoErrors(page);
  await page.close();
});

test('a misère map says misère play does not use Grundy values', async () => {
  const page = await env.browser.newPage();
  await openExplore(page, '#rules=circular&piles=3,1,2,5,4&k=3&play=misere');
  await page.getByRole('button', { name: 'Draw map' }).click();
  const legend = page.locator('.explore-legend');
  await page.locator('canvas.explore-map').waitFor();
  await page.waitForFunction(() => /Table of/.test(document.querySelector('.explore-legend').textContent));
  const text = await legend.textContent();
  assert.match(
    text,
    /Misère play does not use Grundy values: P \(red: the player to move loses\) and N \(light blue: the player to move wins\) only\./,
  );
  assert.doesNotMatch(text, /too large/);
  await screenshot(page, 'explore-misere-legend');
  assertNoErrors(page);
  await page.close();
});

test('the verdict says the play it was checked in, and a map says it was drawn before misère was switched on', async () => {
  const page = await env.browser.newPage();
  await openExplore(page, '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5');
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.locator('canvas.explore-map').waitFor();
  await page.getByLabel('P exactly when').fill('a == c && b == d');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const verdict = page.locator('.explore-report p').first();
  await verdict.waitFor();
  assert.match(await verdict.textContent(), /^Holds in normal play: /);

  await page.getByRole('checkbox', { name: /Misère/ }).check();
  const stale = page.locator('.explore-stale');
  await stale.waitFor();
  assert.equal(
    await stale.textContent(),
    'The board no longer matches this map (misère play is on now): press Draw map.',
  );
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.waitForFunction(() =>
    /^(Holds|Fails) in misère play: /.test(document.querySelector('.explore-report p')?.textContent ?? ''),
  );
  // Back to normal play, and a count off the axes changed: both said.
  await page.getByRole('checkbox', { name: /Misère/ }).uncheck();
  await page.waitForFunction(() => document.querySelector('.explore-stale').hidden);
  await page.getByRole('checkbox', { name: /Misère/ }).check();
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.waitForFunction(() => document.querySelector('.explore-stale').hidden);
  await page.getByRole('checkbox', { name: /Misère/ }).uncheck();
  assert.equal(
    await stale.textContent(),
    'The board no longer matches this map (normal play now, not misère): press Draw map.',
  );
  await screenshot(page, 'explore-play-said');
  assert.equal(await axeSerious(page, 'explore, play said'), '');
  assertNoErrors(page);
  await page.close();
});

test('a conjecture on a box of millions of positions: the progress names its phase and follows the formula’s test to the end', async () => {
  const page = await env.browser.newPage();
  // C6 with 13 tokens per edge: 14^6 = 7,529,536 positions. Solving the box is the short
  // part; testing the formula on each position the long one, and it has its own count.
  await openExplore(page, '#rules=edge&v=6&e=0-1:13,1-2:13,2-3:13,3-4:13,4-5:13,5-0:13');
  await page.getByLabel('P exactly when').fill('a == d && b == e && c == f');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const progress = page.getByRole('region', { name: 'Explore' }).locator('.job-progress');
  await page.waitForFunction(() =>
    /^Checking the formula: testing it on each position… [\d,]+ \/ 7,529,536$/.test(
      document.querySelector('#gnp-explore .job-progress span')?.textContent ?? '',
    ),
  );
  const value = await progress.locator('progress').evaluate((bar) => bar.value);
  assert.ok(value > 0 && value <= 1, `the bar follows the test: ${value}`);
  await screenshot(page, 'explore-check-testing-phase');
  await page.locator('.explore-report p').first().waitFor({ timeout: 120_000 });
  assert.match(
    await page.locator('.explore-report p').first().textContent(),
    /^(Holds|Fails) in normal play: /,
  );
  assertNoErrors(page);
  await page.close();
});

test('a map where every cell is P gives no range of Grundy values', async () => {
  const page = await env.browser.newPage();
  await openExplore(page, '#rules=walk&v=4&e=0-1:2,1-2:3,2-3:1,3-0:2,1-1:1&piece=0');
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.locator('canvas.explore-map').waitFor();
  await page.waitForFunction(() => /Table of/.test(document.querySelector('.explore-legend').textContent));
  const text = await page.locator('.explore-legend').textContent();
  const cells = Number(text.match(/^([\d,]+) cells/)[1].replace(/,/g, ''));
  assert.match(
    text,
    new RegExp(
      `^${cells.toLocaleString('en-US')} cells, ${cells.toLocaleString('en-US')} P \\(red\\)\\. Every cell has Grundy value 0\\.`,
    ),
  );
  assert.doesNotMatch(text, /up to 0|yellow/);
  assertNoErrors(page);
  await page.close();
});

test('a box over the budget says what would make it fit', async () => {
  const page = await env.browser.newPage();
  // The axes (edges 0–1 and 1–2, up to 2000) make the box too large; the others are small.
  await openExplore(page, '#rules=edge&v=4&e=0-1:2000,1-2:2000,2-3:100,3-0:100');
  const error = page.locator('.explore-error');
  await page.getByRole('button', { name: 'Draw map' }).click();
  await error.waitFor();
  assert.match(await error.textContent(), /^Table too large: .*To make it fit: lower the axes’ tops/);
  await page.close();

  // K6 with 30 tokens on each edge: the 13 edges off the axes alone are far over the budget.
  const edges = [];
  for (let u = 0; u < 6; u++) for (let v = u + 1; v < 6; v++) edges.push(`${u}-${v}:30`);
  const k6 = await env.browser.newPage();
  await openExplore(k6, `#rules=edge&v=6&e=${edges.join(',')}`);
  await k6.getByRole('button', { name: 'Draw map' }).click();
  const k6Error = k6.locator('.explore-error');
  await k6Error.waitFor();
  const text = await k6Error.textContent();
  assert.match(text, /lowering the axes cannot help: take tokens off them, or use a graph with fewer edges/);
  assert.doesNotMatch(text, /lower the axes’ tops/);
  await screenshot(k6, 'explore-box-too-large');
  assert.equal(await axeSerious(k6, 'explore, box too large'), '');
  assertNoErrors(k6);
  await k6.close();
});

test('a map the board no longer matches is inert: no readout on hover, no load on click, until redrawn', async () => {
  const page = await env.browser.newPage();
  await openExplore(page, '');
  await page.getByRole('button', { name: 'Draw map' }).click();
  const canvas = page.locator('canvas.explore-map');
  await canvas.waitFor();
  const readout = page.locator('.explore-readout');
  const cellMiddle = () =>
    canvas.evaluate((c) => {
      const { cell, left, top, height } = c.dataset;
      const rect = c.getBoundingClientRect();
      const scale = rect.width / c.width;
      return {
        x: rect.left + (Number(left) + 1.5 * Number(cell)) * scale,
        y: rect.top + (Number(top) + (Number(height) - 1.5) * Number(cell)) * scale,
      };
    });
  // The fresh map answers the pointer.
  let p = await cellMiddle();
  await page.mouse.move(p.x, p.y);
  await page.waitForFunction(() =>
    / — (Grundy \d+ \((P|N)\)|P|N)$/.test(document.querySelector('.explore-readout').textContent),
  );

  // Another graph typed as text: the map says it is stale and no longer answers.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const box = page.getByRole('textbox', { name: 'Graph as text' });
  // (Pasted whole: the subject here is the map, not typing, which graph-text.test.mjs drives.)
  await box.click();
  await box.fill('0 1 1\n1 2 1\n2 0 1');
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges === '3');
  const stale = page.locator('.explore-stale');
  await stale.waitFor();
  assert.equal(
    await stale.textContent(),
    'The board no longer matches this map (another graph): press Draw map.',
  );
  await canvas.scrollIntoViewIfNeeded();
  p = await cellMiddle();
  await page.mouse.move(p.x, p.y);
  await page.mouse.move(p.x + 2, p.y + 2);
  assert.equal(await readout.textContent(), '', 'no readout from the old map in the new graph’s names');
  assert.equal(await canvas.evaluate((c) => getComputedStyle(c).cursor), 'default');
  await page.mouse.click(p.x + 2, p.y + 2);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('.graph-text-box').value.includes('2 0 1'));
  assert.equal(
    await page.locator('svg.board').getAttribute('data-edges'),
    '3',
    'the triangle stays: a click on the stale map loads nothing',
  );
  await screenshot(page, 'explore-stale-map-inert');
  assert.equal(await axeSerious(page, 'explore, stale map'), '');

  // Redrawn, the map answers again.
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.waitForFunction(() => document.querySelector('.explore-stale').hidden);
  await canvas.scrollIntoViewIfNeeded();
  p = await cellMiddle();
  await page.mouse.move(p.x, p.y);
  await page.waitForFunction(() =>
    /^0–1: 1, 1–2: 1, 2–0: 1 — /.test(document.querySelector('.explore-readout').textContent),
  );
  assertNoErrors(page);
  await page.close();
});
