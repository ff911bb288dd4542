// "Why?": the certificate of the board's position in plain words. A table answer
// lists one move per value below the Grundy value (each checked here with the engine) and
// the count of moves checked; a losing position lists every move with a winning reply; a
// theorem answer shows the theorem's condition worked out on the position. Moves are
// buttons that show them on the board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

const XY = '&xy=250,130;550,130;550,430;250,430';
const c4 = (a, b, c, d) => `index.html#rules=edge&v=4&e=0-1:${a},1-2:${b},2-3:${c},3-0:${d}${XY}`;

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** Grundy value and number of legal moves of a position, from the page's engine. */
const engineFacts = (page, position) =>
  page.evaluate((p) => {
    const e = window.graphNimEngine;
    const r = e.solve(p, { allMoves: true, moveCap: 100000, maxGrundyStates: 1e6 });
    return { grundy: r.grundy, moves: r.moves.length };
  }, position);

async function pressWhy(page) {
  await page.getByRole('button', { name: 'Why?' }).click();
  const region = page.getByRole('region', { name: 'Why: certificate' });
  await region.locator('.why-summary:not([hidden])').waitFor();
  return region;
}

test('a table position: the mex table, each move checked, shown on the board', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(c4(3, 4, 3, 5)));
  const position = await page.evaluate(() => window.graphNimPlayground.getPosition());
  const facts = await engineFacts(page, position);
  const region = await pressWhy(page);
  assert.match(
    await region.locator('.why-summary').textContent(),
    new RegExp(`^Grundy value ${facts.grundy}, so the player to move wins`),
  );
  const rows = region.locator('.why-list li');
  assert.equal(await rows.count(), facts.grundy);
  // Row v's move really reaches value v.
  const moves = await region
    .locator('.why-move')
    .evaluateAll((els) => els.map((b) => JSON.parse(b.dataset.move)));
  const reached = await page.evaluate(
    ([p, ms]) =>
      ms.map(
        (m) =>
          window.graphNimEngine.solve(window.graphNimEngine.applyMove(p, m), { maxGrundyStates: 1e6 }).grundy,
      ),
    [position, moves],
  );
  assert.deepEqual(
    reached,
    moves.map((_, v) => v),
  );
  assert.equal(
    await region.locator('.why-footer').textContent(),
    `${facts.moves} moves checked; none reaches value ${facts.grundy}.`,
  );

  // Clicking a move shows it on the board; clicking again hides it.
  const second = region.locator('.why-move').nth(1);
  await second.click();
  await settle(page);
  assert.equal(await second.getAttribute('aria-pressed'), 'true');
  const marked = page.locator('svg.board .edge.preview-lose');
  assert.ok((await marked.count()) > 0, 'the move is drawn on the board');
  await screenshot(page, 'why-table');
  await second.click();
  await settle(page);
  assert.equal(await marked.count(), 0);

  // Another position: the old certificate goes away.
  await page.evaluate(() => {
    const p = window.graphNimPlayground.getPosition();
    p.edges[3][2] = 4;
    window.graphNimPlayground.setPosition(p);
  });
  await settle(page);
  assert.ok(await region.isHidden());
  assertNoErrors(page);
  await page.close();
});

test('a position with over a thousand moves: its counts grouped as on the rest of the page', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,0-2:4,0-3:5,1-2:6,1-3:7,2-3:8'));
  const position = await page.evaluate(() => window.graphNimPlayground.getPosition());
  const facts = await engineFacts(page, position);
  assert.equal(facts.moves, 1054);
  const region = await pressWhy(page);
  assert.equal(
    await region.locator('.why-footer').textContent(),
    `1,054 moves checked; none reaches value ${facts.grundy.toLocaleString('en-US')}.`,
  );
  assertNoErrors(page);
  await page.close();
});

test('a P-position: every move with a winning reply', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(c4(1, 2, 1, 2)));
  const position = await page.evaluate(() => window.graphNimPlayground.getPosition());
  const facts = await engineFacts(page, position);
  assert.equal(facts.grundy, 0);
  const region = await pressWhy(page);
  assert.match(await region.locator('.why-summary').textContent(), /every move has a winning reply/);
  const rows = region.locator('.why-list li');
  assert.equal(await rows.count(), facts.moves);
  // Each reply, played after its move, reaches a P-position again.
  const pairs = await rows.evaluateAll((lis) =>
    lis.map((li) => [JSON.parse(li.querySelector('.why-move').dataset.move), JSON.parse(li.dataset.reply)]),
  );
  const after = await page.evaluate(
    ([p, ps]) =>
      ps.map(([m, r]) => {
        const e = window.graphNimEngine;
        return e.solve(e.applyMove(e.applyMove(p, m), r), { maxGrundyStates: 1e6 }).grundy;
      }),
    [position, pairs],
  );
  assert.deepEqual(
    after,
    pairs.map(() => 0),
  );
  assert.match(await rows.first().textContent(), /\(value \d+\); the reply at vertex \d: take/);
  await screenshot(page, 'why-p-position');
  assertNoErrors(page);
  await page.close();
});

test('a theorem position: the condition worked out on its counts', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(c4(300, 400, 300, 500)));
  const region = await pressWhy(page);
  assert.equal(
    await region.locator('.why-summary').textContent(),
    'The player to move wins with perfect play.',
  );
  assert.match(
    await region.locator('.why-method').textContent(),
    /^By a theorem: Square 0–1–2–3–0: opposite edges 0–1 and 2–3 hold the same count \(300 = 300\), and 1–2 and 3–0 differ \(400 ≠ 500\), so N: lower edge 3–0 to 400 /,
  );
  assert.match(
    await region.locator('.why-footer').textContent(),
    /^The moves are not listed one by one here: the box below the position has/,
  );
  await screenshot(page, 'why-theorem');
  // Pressing Why? again closes it.
  await page.getByRole('button', { name: 'Why?' }).click();
  await settle(page);
  assert.ok(await region.isHidden());
  assertNoErrors(page);
  await page.close();
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe: Why? open on a table and a theorem position (${colorScheme})`, async () => {
    const page = await env.browser.newPage();
    await page.emulateMedia({ colorScheme });
    await openPlayground(page, env.url(c4(3, 4, 3, 5)));
    await pressWhy(page);
    await page.locator('.why-move').first().click();
    await settle(page);
    const table = await axeSerious(page, `why table ${colorScheme}`);
    await screenshot(page, `why-axe-${colorScheme}`);
    await openPlayground(page, env.url(c4(300, 400, 300, 500)));
    await pressWhy(page);
    const theorem = await axeSerious(page, `why theorem ${colorScheme}`);
    assert.equal(
      [table, theorem].filter(Boolean).join('\n'),
      '',
      `serious/critical axe violations (${colorScheme})`,
    );
    assertNoErrors(page);
    await page.close();
  });
}
