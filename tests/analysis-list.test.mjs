// The analysis list: each row shows the Grundy value of the position its move leads
// to (checked against the engine), the list filters to winning moves and sorts, a row's
// "play this move" plays it, and hovering a row highlights its move on a board that stays in
// view on a 1280×800 screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, moveListTexts } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { heardCount, heardSince, listeningPage } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

// C4 with counts 3, 4, 3, 5: a first-player win with dozens of moves, so the list is long.
const C4 = '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&xy=250,130;550,130;550,430;250,430&mode=play';

const rows = (page) => page.locator('.analysis [data-move]');

/** Each row's move, outcome, text, and the Grundy value the engine gives the next position. */
async function readRows(page) {
  return rows(page).evaluateAll((items) =>
    items.map((row) => {
      const move = JSON.parse(row.dataset.move);
      const engine = window.graphNimEngine;
      const next = engine.applyMove(window.graphNimPlayground.getPosition(), move);
      const answer = engine.solve(next, {});
      return { move, outcome: row.dataset.outcome, text: row.innerText, grundy: answer.grundy };
    }),
  );
}

/** Fraction of the element inside the window. */
async function onScreen(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const shown = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
    return r.height > 0 ? Math.max(0, shown) / r.height : 0;
  });
}

test('analysis rows show the Grundy value, filter to winning moves and sort', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + C4));
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await rows(page).first().waitFor({ timeout: 20_000 });
  const all = await readRows(page);
  assert.ok(all.length > 10, `${all.length} rows`);
  assert.ok(/Grundy/.test(await page.locator('.analysis').innerText()), 'a Grundy value column or label');
  for (const row of all) {
    assert.equal(typeof row.grundy, 'number', 'the engine gives the Grundy value');
    assert.match(
      row.text,
      new RegExp(`(^|\\D)${row.grundy}(\\D|$)`),
      `row shows Grundy ${row.grundy}: ${row.text}`,
    );
    assert.equal(row.outcome === 'P', row.grundy === 0, 'a winning move leads to Grundy value 0');
  }
  await screenshot(page, 'analysis-grundy');

  // Filter: winning moves only.
  await page.getByLabel(/winning moves only/i).check();
  await settle(page);
  const winning = await readRows(page);
  assert.ok(winning.length >= 1 && winning.length < all.length, `${winning.length} of ${all.length}`);
  assert.ok(winning.every((r) => r.outcome === 'P'));
  assert.equal(winning.length, all.filter((r) => r.outcome === 'P').length);
  await page.getByLabel(/winning moves only/i).uncheck();
  await settle(page);

  // Sort: every order offered is a real order of the same rows; one of them is by Grundy value.
  const sort = page.getByRole('combobox', { name: /sort/i });
  const options = await sort
    .locator('option')
    .evaluateAll((os) => os.map((o) => ({ value: o.value, text: o.text })));
  assert.ok(options.length >= 2, 'at least two orders');
  const orders = [];
  for (const option of options) {
    await sort.selectOption(option.value);
    await settle(page);
    const sorted = await readRows(page);
    assert.equal(sorted.length, all.length, `sorting by ${option.text} keeps every row`);
    orders.push(sorted.map((r) => JSON.stringify(r.move)).join(' '));
    if (/grundy/i.test(option.text)) {
      const values = sorted.map((r) => r.grundy);
      const ascending = values.every((g, i) => i === 0 || values[i - 1] <= g);
      const descending = values.every((g, i) => i === 0 || values[i - 1] >= g);
      assert.ok(ascending || descending, `sorted by Grundy value: ${values.join(',')}`);
    }
  }
  assert.ok(new Set(orders).size >= 2, 'the orders differ');
  assert.ok(
    options.some((o) => /grundy/i.test(o.text)),
    'one order is by Grundy value',
  );
  assertNoErrors(page);
  await page.close();
});

test('"play this move" plays a row; hovering a row highlights its move on a board still in view', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayground(page, env.url('index.html' + C4));
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await rows(page).first().waitFor({ timeout: 20_000 });

  // Hover the last row (a person scrolls the list to it): the board is still on screen and
  // shows that row's move.
  const last = rows(page).last();
  const move = JSON.parse(await last.getAttribute('data-move'));
  const before = await page
    .locator('svg.board g.edge')
    .evaluateAll((gs) => gs.map((g) => g.getAttribute('class')));
  await last.hover();
  await settle(page);
  assert.equal(await onScreen(last), 1, 'the hovered row is on screen');
  assert.ok(
    (await onScreen(page.locator('svg.board'))) >= 0.9,
    'the board stays in view while hovering rows',
  );
  const during = await page
    .locator('svg.board g.edge')
    .evaluateAll((gs) => gs.map((g) => g.getAttribute('class')));
  for (const [edge] of move.take)
    assert.notEqual(during[edge], before[edge], `edge ${edge} of the move is highlighted`);
  await screenshot(page, 'analysis-hover-last-row');

  // Play this move (the first winning row).
  const winningRow = page.locator('.analysis [data-outcome="P"]').first();
  const chosen = JSON.parse(await winningRow.getAttribute('data-move'));
  await winningRow.getByRole('button', { name: /play this winning move/i }).click();
  await settle(page);
  const moves = await moveListTexts(page);
  assert.equal(moves.length, 1, moves.join(' | '));
  assert.match(moves[0], new RegExp(`vertex ${chosen.vertex}`), moves[0]);
  assertNoErrors(page);
  await page.close();
});

test('Hint on a losing position points to the move that holds out longest, which Analyze all moves lists first', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  // C4 with opposite counts equal: the player to move loses.
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:2,1-2:3,2-3:2,3-0:3&mode=play-cpu'));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const holdOut = page.locator('.hint-result .hold-out');
  await holdOut.waitFor({ timeout: 30_000 });
  assert.match(
    await holdOut.innerText(),
    /Every move loses against perfect play\. Analyze all moves lists first/,
  );
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await rows(page).first().waitFor({ timeout: 30_000 });
  await settle(page);
  // The first row's game lasts at least as long as any other's, by the engine.
  const lengths = await rows(page).evaluateAll((items) =>
    items.map((row) => {
      const engine = window.graphNimEngine;
      const next = engine.applyMove(window.graphNimPlayground.getPosition(), JSON.parse(row.dataset.move));
      return engine.solve(next, { remoteness: true }).remoteness;
    }),
  );
  assert.ok(lengths.length > 1 && lengths.every((n) => typeof n === 'number'), JSON.stringify(lengths));
  assert.equal(lengths[0], Math.max(...lengths), `the first row holds out longest: ${lengths}`);
  await screenshot(page, 'hint-hold-out');
  assertNoErrors(page);
  await page.close();
});

test('misère: Hint on a losing position says every move loses, and points to no order the list does not have', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  // Three lone edges of one token each, misère: whoever takes the last token loses, so the
  // player to move (who must leave two, then one for themselves) loses.
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=6&e=0-1:1,2-3:1,4-5:1&play=misere&mode=play-cpu'),
  );
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const holdOut = page.locator('.hint-result .hold-out');
  await holdOut.waitFor({ timeout: 30_000 });
  assert.equal((await holdOut.innerText()).trim(), 'Every move loses against perfect play.');
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await rows(page).first().waitFor({ timeout: 30_000 });
  assertNoErrors(page);
  await page.close();
});

test('misère, one move that loses: what is heard says "0 of 1 move wins"', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=4&e=0-1:1,1-2:0,2-3:0,3-0:0&play=misere&mode=play-cpu'),
  );
  const from = await heardCount(page);
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await rows(page).first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    (at) => window.heardTexts.slice(at).some((text) => /move/.test(text) && /listed/.test(text)),
    from,
  );
  const heard = (await heardSince(page, from)).join(' | ');
  assert.match(heard, /0 of 1 move wins\b/);
  assertNoErrors(page);
  await page.close();
});

// Q4 with one token an edge: a mirror position (the player to move loses) solved by a
// theorem, which says who wins and not how long the game lasts.
const Q4_EDGES = [];
for (let v = 0; v < 16; v++)
  for (let k = 0; k < 4; k++) if (!(v & (1 << k))) Q4_EDGES.push(`${v}-${v | (1 << k)}:1`);
const Q4 = `#rules=edge&v=16&e=${Q4_EDGES.join(',')}&mode=play-cpu`;

test('Hint on a losing position whose game length is unknown does not claim the list puts the longest hold-out first', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPlayground(page, env.url(`index.html${Q4}`));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const holdOut = page.locator('.hint-result .hold-out');
  await holdOut.waitFor({ timeout: 30_000 });
  const said = await holdOut.innerText();
  assert.doesNotMatch(await page.locator('.hint-result').innerText(), /Moves left/);
  assert.doesNotMatch(said, /lists first the move that holds out longest/, said);
  assert.match(said, /not worked out/, said);
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await rows(page).first().waitFor({ timeout: 30_000 });
  await screenshot(page, 'hint-hold-out-unknown');
  assert.equal(await axeSerious(page, 'hint of a loss of unknown length'), '');
  assertNoErrors(page);
  await page.close();
});

// Walking Nim: a piece on a 4-cycle with a chord. A pile game: Circular Nim, five piles.
const WALK = '#rules=walk&v=4&e=0-1:3,1-2:4,2-3:2,3-0:5,0-2:2&piece=0&mode=play';
const CIRCULAR = '#rules=circular&piles=2,3,1,4,2&k=3&mode=play';

/** The sort choices, and a function that sorts by the one named `label` and reads the rows. */
async function sortChoices(page) {
  const sort = page.getByRole('combobox', { name: /sort/i });
  const labels = await sort.locator('option').allTextContents();
  const sortBy = async (label) => {
    await sort.selectOption({ label });
    await settle(page);
    return rows(page).allInnerTexts();
  };
  return { labels, sortBy };
}

const ascending = (values) => values.every((v, i) => i === 0 || values[i - 1] <= v);

test('the sort choices name each game’s own things: Walking Nim’s weight and vertex, a pile game’s piles', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + WALK));
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await rows(page).first().waitFor({ timeout: 20_000 });
  let { labels, sortBy } = await sortChoices(page);
  // Walking Nim lowers an edge's weight and moves the piece: it has no tokens to take.
  assert.deepEqual(labels, ['Outcome (best first)', 'Grundy value', 'Vertex moved to', 'Weight lowered by']);
  const walkMoves = (texts) =>
    texts.map((text) => {
      const [, to, from, down] = text.match(/move to (\d+) along .*?, weight (\d+) → (\d+)/);
      return { to: Number(to), lowered: Number(from) - Number(down) };
    });
  const byWeight = walkMoves(await sortBy('Weight lowered by'));
  assert.ok(byWeight.length > 5, `${byWeight.length} moves`);
  assert.ok(ascending(byWeight.map((m) => m.lowered)), JSON.stringify(byWeight));
  const byVertex = walkMoves(await sortBy('Vertex moved to'));
  assert.ok(ascending(byVertex.map((m) => m.to)), JSON.stringify(byVertex));
  assert.equal(await axeSerious(page, 'Walking Nim analysis'), '');
  await screenshot(page, 'analysis-walk-sorts');

  // A pile game has piles of tokens and no vertices.
  await page.goto(env.url('index.html' + CIRCULAR));
  await openPlayground(page, page.url());
  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await rows(page).first().waitFor({ timeout: 20_000 });
  ({ labels, sortBy } = await sortChoices(page));
  assert.deepEqual(labels, ['Outcome (best first)', 'Grundy value', 'Pile', 'Tokens taken']);
  const firstPiles = (await sortBy('Pile')).map((text) =>
    Math.min(...[...text.matchAll(/from pile (\d+)/g)].map((m) => Number(m[1]))),
  );
  assert.ok(firstPiles.length > 5 && firstPiles.every(Number.isFinite), firstPiles.join(','));
  assert.ok(ascending(firstPiles), firstPiles.join(','));
  assert.equal(await axeSerious(page, 'pile game analysis'), '');
  assertNoErrors(page);
  await page.close();
});
