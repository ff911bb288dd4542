// What a researcher met typing large graphs as text, each driven as they drove it: the count
// of legal moves past 2^64 is the true one ("about 1.1·10^22" for a star of eleven edges of
// 100, where a count saturated at 2^64 said "about 1.8·10^19"), and a multigraph's summary
// always gives its total; after "Table too large" Explore does not keep showing another
// graph's map under advice to press the button that just failed; and each "Show 400 more
// moves" is said, once, with what the list then holds.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { openExplore, typeTop } from './helpers/explore.mjs';
import { listeningPage, heardNow, hears } from './helpers/heard.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E({ viewport: { width: 1280, height: 800 } });
});
after(async () => {
  await env?.teardown();
});

/** Edit, then the graph typed over the Graph as text box's old text, as the researcher did
 *  (select all, delete, the lines in); waits for the board to have its edges. */
async function typeGraph(page, lines) {
  if (await page.getByRole('button', { name: 'Edit', exact: true }).isVisible())
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const box = page.getByRole('textbox', { name: 'Graph as text' });
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(lines.join('\n'));
  await page.waitForFunction(
    (n) => document.querySelector('svg.board').dataset.edges === String(n),
    lines.length,
  );
  await settle(page);
}

const starLines = (edges, tokens) => Array.from({ length: edges }, (_, i) => `0 ${i + 1} ${tokens}`);

/** What the window shows with `locator` scrolled into it (a whole page of 400 listed moves
 *  is too tall a picture to look at). */
async function windowShot(page, locator, name) {
  await locator.scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifactPath(`${name}.png`) });
}

/** Waits for the Hint card's "Winning moves" fact to read `expected` (the answer of the
 *  board typed last); fails with what it reads instead. */
async function expectWinningMoves(page, expected) {
  const read = () =>
    page.evaluate(() => {
      const term = [...document.querySelectorAll('.hint-result .facts dt')].find(
        (dt) => dt.textContent === 'Winning moves',
      );
      return term?.nextElementSibling?.textContent ?? null;
    });
  await page
    .waitForFunction(
      (text) =>
        [...document.querySelectorAll('.hint-result .facts dt')].some(
          (dt) => dt.textContent === 'Winning moves' && dt.nextElementSibling?.textContent === text,
        ),
      expected,
      { timeout: 120_000 },
    )
    .catch(async () => assert.fail(`Winning moves: ${await read()}, not ${expected}`));
}

test('a star of eleven edges of 100 counts 101^11 − 1 legal moves, not the 2^64 a count saturated at', async () => {
  const page = await listeningPage(env.browser);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayground(page, env.url('index.html'));
  await typeGraph(page, starLines(11, 100));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  // 101^11 − 1 = 11,156,683,466,653,165,551,100 ≈ 1.1·10^22.
  await expectWinningMoves(page, '1 of about 1.1·10^22 legal moves');

  await heardNow(page);
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await page.locator('.analysis [data-move]').first().waitFor({ timeout: 120_000 });
  await hears(
    page,
    /^1 of about 1\.1·10\^22 moves wins\. The first 400 are listed below, winning moves first\.$/,
  );
  const note = page.locator('.analysis-note');
  assert.equal(await note.textContent(), '… about 1.1·10^22 more moves not listed yet, all of them losing.');
  assert.equal(
    await page.getByRole('button', { name: /^Show \d+ more moves?$/ }).textContent(),
    'Show 400 more moves',
  );
  await windowShot(page, page.locator('.hint-result .facts'), 'star-eleven-edges-count');
  await windowShot(page, note, 'star-eleven-edges-not-listed');
  assert.equal(await axeSerious(page, 'analysis of a star past 2^64 moves'), '');

  // Twenty edges: 101^20 − 1 ≈ 1.2·10^40.
  await typeGraph(page, starLines(20, 100));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expectWinningMoves(page, '1 of about 1.2·10^40 legal moves');
  // Nine edges fit in 64 bits (101^9 − 1), past the page's 2^53: written "about" too.
  await typeGraph(page, starLines(9, 100));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expectWinningMoves(page, '1 of about 1.1·10^18 legal moves');
  assertNoErrors(page);
  await page.close();
});

test('a triangle of parallel edges always gives its total of legal moves', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  // c copies of each side, 100 tokens each: 3((101)^(2c) − 101^c) moves.
  const triangle = (copies) =>
    ['0 1', '1 2', '0 2'].flatMap((ends) => Array.from({ length: copies }, () => `${ends} 100`));
  for (const [copies, total] of [
    [5, 'about 3.3·10^20'],
    [8, 'about 3.5·10^32'],
    [10, 'about 3.7·10^40'],
  ]) {
    await typeGraph(page, triangle(copies));
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expectWinningMoves(page, `0 of ${total} legal moves`);
  }
  await screenshot(page, 'triangle-ten-copies-count');
  assert.equal(await axeSerious(page, 'hint on a triangle of parallel edges'), '');
  assertNoErrors(page);
  await page.close();
});

test('after "Table too large" Explore shows no map of another graph, and no advice to press Draw map again', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  await typeGraph(page, ['0 1 1', '1 2 1', '2 0 1']);
  await openExplore(page);
  await typeTop(page, 'Across: up to', '8');
  await typeTop(page, 'Up: up to', '8');
  await page.getByRole('button', { name: 'Draw map' }).click();
  const figure = page.locator('.explore-figure');
  await page.waitForFunction(() => /Table of/.test(document.querySelector('.explore-legend').textContent));
  assert.ok(await figure.isVisible(), 'the triangle’s map is drawn');

  // K12 with 1 to 9 tokens on its 66 edges, typed over the triangle.
  const k12 = [];
  for (let u = 0; u < 12; u++) for (let v = u + 1; v < 12; v++) k12.push(`${u} ${v} ${((u + v) % 9) + 1}`);
  await typeGraph(page, k12);
  // Before Draw map, the old map says what to do: press it.
  assert.equal(
    await page.locator('.explore-stale').textContent(),
    'The board no longer matches this map (another graph): press Draw map.',
  );
  await page.getByRole('button', { name: 'Draw map' }).click();
  const error = page.locator('.explore-error');
  await error.waitFor({ timeout: 60_000 });
  assert.match(await error.textContent(), /^Table too large: .*lowering the axes cannot help/);
  // The triangle's map is not shown over K12's board, and nothing says to press Draw map.
  await page.waitForFunction(() => document.querySelector('.explore-figure').hidden);
  const explore = await page.getByRole('region', { name: 'Explore' }).innerText();
  assert.doesNotMatch(explore, /press Draw map|no longer matches/);
  assert.equal(await page.locator('canvas.explore-map').isVisible(), false);
  await page.getByRole('button', { name: 'Draw map' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'explore-too-large-hides-another-graphs-map');
  assert.equal(await axeSerious(page, 'explore, too large after another graph’s map'), '');
  assertNoErrors(page);
  await page.close();
});

test('after "Table too large" on the same graph the map of before stays, named as such, with its own edges', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  await typeGraph(page, ['0 1 2000', '1 2 2000', '2 3 100', '3 0 100']);
  await openExplore(page);
  await typeTop(page, 'Across: up to', '8');
  await typeTop(page, 'Up: up to', '8');
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.waitForFunction(() => /Table of/.test(document.querySelector('.explore-legend').textContent));
  const canvas = page.locator('canvas.explore-map');
  const label = await canvas.getAttribute('aria-label');
  assert.match(label, /edge 0–1 across from 0 to 8, edge 1–2 up from 0 to 8\./);

  // Both axes up to 2000: the box is too large.
  await typeTop(page, 'Across: up to', '2000');
  await typeTop(page, 'Up: up to', '2000');
  await page.getByRole('button', { name: 'Draw map' }).click();
  const error = page.locator('.explore-error');
  await error.waitFor({ timeout: 60_000 });
  assert.match(await error.textContent(), /^Table too large: .*lower the axes’ tops/);
  const stale = page.locator('.explore-stale');
  assert.equal(
    await stale.textContent(),
    'This map is of the fields above as they were (other ranges); the map asked for now could not be drawn: the message above says why.',
  );
  assert.ok(await canvas.isVisible());
  assert.match(
    await canvas.getAttribute('aria-label'),
    /edge 0–1 across from 0 to 8, edge 1–2 up from 0 to 8\. Out of date\. This map is of the fields above as they were/,
  );
  await canvas.scrollIntoViewIfNeeded();
  await screenshot(page, 'explore-too-large-keeps-the-map-of-before');
  assert.equal(await axeSerious(page, 'explore, too large on the same graph'), '');

  // Back to 8 and 8: the map matches again, and nothing is out of date.
  await typeTop(page, 'Across: up to', '8');
  await typeTop(page, 'Up: up to', '8');
  await page.waitForFunction(() => document.querySelector('.explore-stale').hidden);
  assertNoErrors(page);
  await page.close();
});

test('each "Show 400 more moves" is said once, with what the list then holds', async () => {
  const page = await listeningPage(env.browser);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayground(page, env.url('index.html'));
  await page.getByLabel('Preset graph').selectOption('complete');
  await page.locator('input.preset-size').fill('5');
  await page.getByLabel('Tokens per edge').fill('3');
  await page.getByRole('button', { name: 'Build' }).click();
  await settle(page);
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await hears(page, /^0 of 1,245 moves win\. The first 400 are listed below, winning moves first\.$/);
  const more = page.getByRole('button', { name: /^Show \d+ more moves?$/ });
  const rows = page.locator('.analysis [data-move]');
  for (const listed of ['800', '1,200']) {
    await heardNow(page);
    await more.click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('.analysis [data-move]').length === n,
      Number(listed.replace(',', '')),
    );
    await hears(
      page,
      new RegExp(`^0 of 1,245 moves win\\. The first ${listed} are listed below, winning moves first\\.$`),
    );
    await settle(page);
    const heard = (await heardNow(page)).filter((text) => /moves win/.test(text));
    assert.equal(heard.length, 1, `said once: ${heard.join(' | ')}`);
  }
  assert.equal(await rows.count(), 1200);
  await windowShot(page, page.locator('.analysis-note'), 'show-more-said');
  await more.click();
  await hears(page, /^Every move is listed below: 0 of 1,245 moves win\.$/);
  assert.equal(await axeSerious(page, 'analysis after show more'), '');
  assertNoErrors(page);
  await page.close();
});
