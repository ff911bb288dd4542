// A researcher walks Explore and the conjecture checker: a check whose "Only where" no position
// meets says nothing was checked (no green verdict); every verdict states the box it read, in
// the formula's letters and the board's edges; an axis's "up to" out of range keeps the typed
// text and says what is allowed beside it; switching Edge-Nim → Walking Nim keeps the typed
// ranges; a notice (Misère) goes at the next act and does not sit over the counterexamples;
// parallel edges are told apart in the hint's move, and named once to a screen reader. The
// formula field's example uses the board's own names, said as an example, and the typed formula
// is in the text's colour; loading a map cell brings the board into
// view; Why? words Grundy value 1 plainly; misère play says Grundy values are not used (not
// that there are none). A Walking Nim check comparing the piece with a number that is no vertex
// of the graph ("piece == 3" on a triangle) says so beside its verdict.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

// C4 with a = 3, b = 1, c = 2, d = 2 around the square: a box of 4·2·3·3 = 72 positions.
const C4 = '#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

async function openExplore(page) {
  await page.getByRole('button', { name: 'Explore' }).click();
  await page.getByRole('region', { name: 'Explore' }).waitFor();
}

async function check(page, formula, where) {
  await page.getByLabel('P exactly when').fill(formula);
  await page.getByLabel('Only where').fill(where);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.locator('.explore-report p').first().waitFor();
  await settle(page);
  return page.locator('.explore-report p').first().innerText();
}

test('a check over no position says so; a verdict states its box', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + C4));
  await openExplore(page);
  const empty = await check(page, 'a == c && b == d', 'a > 5');
  assert.match(empty, /No position in the box meets “a > 5”: nothing was checked/);
  assert.doesNotMatch(empty, /Holds/);
  assert.equal(await page.locator('.explore-holds').count(), 0, 'no green verdict');
  await page.screenshot({ path: artifactPath('explore-research-walk-empty-check.png'), fullPage: true });

  const held = await check(page, 'a == c && b == d', '');
  assert.match(held, /^Holds/);
  assert.match(
    held,
    /Checked every position with a ≤ 3 on edge 0–1, b ≤ 1 on 1–2, c ≤ 2 on 2–3, d ≤ 2 on 3–0: 72 positions, 6 of them P\./,
  );
  // Across up to 5: the box follows the axis, and the verdict says so.
  await page.getByLabel('Across: up to').fill('5');
  await page.getByLabel('Across: up to').press('Tab');
  const wider = await check(page, 'a == c && b == d', 'min(a, b) > 0');
  assert.match(
    wider,
    /with a ≤ 5 on edge 0–1, b ≤ 1 on 1–2, c ≤ 2 on 2–3, d ≤ 2 on 3–0; only where min\(a, b\) > 0:/,
  );
  await page.screenshot({ path: artifactPath('explore-research-walk-box-stated.png'), fullPage: true });
  assert.equal(await axeSerious(page, 'explore verdict'), '');
  assertNoErrors(page);
  await page.close();
});

test('an axis top out of range keeps the typed text and says what is allowed', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + C4));
  await openExplore(page);
  const across = page.getByLabel('Across: up to');
  const problem = page.locator('#gnp-explore-top-error-0');
  for (const typed of ['5000', '100000', '-5', '2.5']) {
    await across.fill(typed);
    await across.press('Tab');
    await settle(page);
    assert.equal(await across.inputValue(), typed, `${typed} stays in the field`);
    assert.equal(await problem.innerText(), 'a whole number from 0 to 2,000; a stays 3 until then');
    assert.equal(await across.getAttribute('aria-invalid'), 'true');
  }
  await page.screenshot({ path: artifactPath('explore-research-walk-top-out-of-range.png'), fullPage: true });
  assert.equal(await axeSerious(page, 'explore top out of range'), '');
  // Draw map does not draw over the last valid top: it says beside it why it cannot.
  await page.getByRole('button', { name: 'Draw map' }).click();
  await settle(page);
  assert.equal(
    await page.locator('.explore-error').innerText(),
    'Draw map cannot run: “Across: up to” (a = edge 0–1) reads 2.5; it must be a whole number from 0 to 2,000.',
  );
  assert.equal(await page.locator('canvas.explore-map').isVisible(), false);
  // Corrected: the message goes and the map uses the typed top.
  await across.fill('6');
  await across.press('Tab');
  assert.equal(await problem.isVisible(), false);
  await page.getByRole('button', { name: 'Draw map' }).click();
  await page.locator('canvas.explore-map').waitFor();
  assert.match(await page.locator('canvas.explore-map').getAttribute('aria-label'), /across from 0 to 6/);
  assertNoErrors(page);
  await page.close();
});

test('switching to Walking Nim keeps the typed ranges', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + C4));
  await openExplore(page);
  await page.getByLabel('Across: up to').fill('6');
  await page.getByLabel('Across: up to').press('Tab');
  await page.getByLabel('Up: up to').fill('7');
  await page.getByLabel('Up: up to').press('Tab');
  await page.getByRole('group', { name: 'Game rules' }).getByRole('button', { name: 'Walking Nim' }).click();
  await page.getByLabel('Piece on vertex').waitFor();
  await settle(page);
  assert.equal(await page.getByLabel('Across: up to').inputValue(), '6');
  assert.equal(await page.getByLabel('Up: up to').inputValue(), '7');
  assertNoErrors(page);
  await page.close();
});

test('a Walking Nim check comparing the piece with no vertex of the graph says so', async () => {
  const page = await env.browser.newPage();
  // A triangle: the piece stands on vertex 0, 1 or 2, never 3.
  await openPlayground(page, env.url('index.html#rules=walk&v=3&e=0-1:2,1-2:1,2-0:2&piece=0'));
  await openExplore(page);
  const verdict = await check(page, 'piece == 3', '');
  assert.match(verdict, /^Fails/);
  assert.match(
    verdict,
    /Note: the piece stands on vertex 0 to 2 only, so “piece == 3” compares it with no vertex of this graph\./,
  );
  const none = await check(page, 'a == b', '3 == piece');
  assert.match(none, /No position in the box meets “3 == piece”: nothing was checked/);
  assert.match(none, /so “3 == piece” compares it with no vertex/);
  // A vertex of the graph: nothing to note.
  assert.doesNotMatch(await check(page, 'piece == 2', ''), /Note:/);
  assertNoErrors(page);
  await page.close();
});

test('the Misère notice goes at the next act and leaves the counterexamples in view', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 700 });
  // A game under way: toggling Misère says what becomes of it.
  await openPlayground(page, env.url(`index.html${C4}&mode=play-cpu`));
  await openExplore(page);
  await page.getByRole('checkbox', { name: /Misère/ }).click();
  const message = page.locator('.gnp-message');
  await message.waitFor();
  await check(page, 'a ^ b ^ c ^ d == 0', '');
  await page.locator('.explore-counterexamples').first().scrollIntoViewIfNeeded();
  await settle(page);
  assert.equal(await message.isVisible(), false, 'the notice went when Check was pressed');
  await page.screenshot({ path: artifactPath('explore-research-walk-notice-gone.png') });
  // A notice the act itself says is shown, not dismissed by that act.
  await page.getByRole('checkbox', { name: /Misère/ }).click();
  await message.waitFor();
  assertNoErrors(page);
  await page.close();
});

test('parallel edges are told apart in the hint', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:2,0-1:3'));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForSelector('.hint-result .verdict');
  await settle(page);
  const text = await page.locator('.hint-result').innerText();
  assert.match(text, /0–1 \(edge [01]\)/);
  assert.doesNotMatch(text, /0–1(?! \(edge)/, `every 0–1 says which: ${text}`);
  await page.screenshot({ path: artifactPath('explore-research-walk-parallel-hint.png'), fullPage: true });
  assertNoErrors(page);
  await page.close();
});

// A triangle C3 with counts 3, 1, 2, as the researcher built it from Presets and Edit.
const C3 = '#rules=edge&v=3&e=0-1:3,1-2:1,2-0:2';

test('the formula field’s example uses only the board’s names, and follows the board', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + C3));
  await openExplore(page);
  const formula = page.getByLabel('P exactly when');
  assert.equal(await formula.getAttribute('placeholder'), 'e.g. a == b && b == c');
  // The example, typed as shown, is accepted on this board.
  const verdict = await check(page, 'a == b && b == c', '');
  assert.doesNotMatch(verdict, /unknown name/);
  assert.match(verdict, /^(Holds|Fails)/);
  // The typed formula is in the text's colour, as the verdict under it, in light and dark: in
  // the label's muted grey, beside a placeholder of the same formula, it read as an empty box.
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    const typed = await formula.evaluate((el) => getComputedStyle(el).color);
    const text = await page.locator('.explore-report').evaluate((el) => getComputedStyle(el).color);
    assert.equal(typed, text, `${scheme}: the typed formula's colour`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // Check with an empty field names the same example.
  await formula.fill('');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.locator('#gnp-explore-check-error:not([hidden])').waitFor();
  assert.equal(
    await page.locator('#gnp-explore-check-error').innerText(),
    'Type a formula first, e.g. a == b && b == c.',
  );
  assert.equal(await axeSerious(page, 'explore on a triangle'), '');
  assertNoErrors(page);
  await page.close();
  // Another board, other names: a path of two edges, then a square built from Presets.
  const path = await env.browser.newPage();
  await openPlayground(path, env.url('index.html#rules=edge&v=3&e=0-1:2,1-2:3'));
  await openExplore(path);
  const pathFormula = path.getByLabel('P exactly when');
  assert.equal(await pathFormula.getAttribute('placeholder'), 'e.g. a == b');
  await path.getByLabel('Preset graph or pile game').selectOption({ label: 'Cycle Cₙ' });
  await path.locator('.preset-size').fill('4');
  await path.getByRole('button', { name: 'Build', exact: true }).click();
  await path.waitForFunction(() => document.querySelectorAll('svg.board .edge-count').length === 4);
  await settle(path);
  assert.equal(await pathFormula.getAttribute('placeholder'), 'e.g. a == c && b == d');
  assertNoErrors(path);
  await path.close();
});

test('loading a cell of the map brings the board into view', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayground(page, env.url('index.html' + C3));
  await openExplore(page);
  for (const label of ['a = 0–1: up to', 'b = 1–2: up to', 'c = 2–0: up to']) {
    await page.getByLabel(label).fill('4');
    await page.getByLabel(label).press('Tab');
  }
  await page.getByLabel('Across: up to').fill('4');
  await page.getByLabel('Up: up to').fill('4');
  await page.getByRole('button', { name: 'Draw map' }).click();
  const canvas = page.locator('canvas.explore-map');
  await canvas.waitFor();
  await canvas.scrollIntoViewIfNeeded();
  await settle(page);
  const board = page.locator('svg.board');
  const inView = () =>
    board.evaluate((b) => {
      const r = b.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
  assert.equal(await inView(), false, 'the map is in view, the board above it is not');
  // The top-right cell: a = 4, b = 4.
  const box = await canvas.boundingBox();
  await page.mouse.click(box.x + box.width - 20, box.y + 20);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('svg.board .edge-count')].map((e) => e.textContent).join() === '4,4,2',
  );
  await page.waitForFunction(() => {
    const r = document.querySelector('svg.board').getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  });
  await page.screenshot({ path: artifactPath('explore-research-walk-cell-loaded.png') });
  // On a taller screen the board and the map are both in view: loading another cell (the
  // bottom-left one, a = 0, b = 0) leaves the page where it is.
  await page.setViewportSize({ width: 1280, height: 1800 });
  await settle(page);
  assert.equal(await inView(), true, 'the board is in view');
  const scrolled = await page.evaluate(() => scrollY);
  const again = await canvas.boundingBox();
  assert.ok(again.y + again.height <= 1800, 'the map is in view');
  await page.mouse.click(again.x + 60, again.y + again.height - 50);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('svg.board .edge-count')].map((e) => e.textContent).join() === '0,0,2',
  );
  await settle(page);
  assert.equal(await page.evaluate(() => scrollY), scrolled, 'the page did not move');
  assertNoErrors(page);
  await page.close();
});

// One token on one edge: Grundy value 1.
const ONE_TOKEN = 'index.html#rules=edge&v=3&e=0-1:1,1-2:0';

test('Why? on Grundy value 1 says a move reaches 0 and none reaches 1', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(ONE_TOKEN));
  await page.getByRole('button', { name: 'Why?' }).click();
  const region = page.getByRole('region', { name: 'Why: certificate' });
  await region.locator('.why-summary:not([hidden])').waitFor();
  const summary = await region.locator('.why-summary').textContent();
  assert.match(summary, /^Grundy value 1, so the player to move wins/);
  assert.match(summary, /By the mex rule: a move reaches 0 \(shown below\), and none reaches 1\./);
  assert.doesNotMatch(summary, /from 0 to 0/);
  assertNoErrors(page);
  await page.close();
});

test('the misère hint says Grundy values are not used, and why, without saying none exist', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(ONE_TOKEN));
  await page.getByLabel(/Misère/).check();
  await settle(page);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForSelector('.hint-result .verdict');
  assert.match(
    await page.locator('.hint-result .facts').textContent(),
    /Grundy valuenot used in misère play/,
  );
  const why = await page.locator('.hint-result .misere-grundy').textContent();
  assert.match(why, /^Misère play has values of its own .* do not add up over separate parts/);
  assert.doesNotMatch(await page.locator('.hint-result').innerText(), /no Grundy/i);
  assert.equal(await axeSerious(page, 'misère hint'), '');
  await page.screenshot({ path: artifactPath('explore-research-walk-misere-hint.png'), fullPage: true });
  assertNoErrors(page);
  await page.close();
});

test('a parallel edge’s screen-reader name says its number once', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:2,0-1:3'));
  const labels = await page
    .locator('svg.board [aria-label^="edge "]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  assert.deepEqual(labels, ['edge 0–1 (edge 0), 2 tokens', 'edge 0–1 (edge 1), 3 tokens']);
  assertNoErrors(page);
  await page.close();
});

test('in Edit on a small screen, a click just off a parallel edge’s label selects the edge and adds no vertex', async () => {
  const page = await env.browser.newPage();
  await page.setViewportSize({ width: 1024, height: 700 });
  // The researcher's triangle with a second edge 0–1: two curved edges between 0 and 1.
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:2,0-1:1,1-2:2,2-0:2&mode=edit'));
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await settle(page);
  const vertices = () => page.locator('svg.board [data-vertex]').count();
  const before = await vertices();
  const label = page.locator('svg.board .edge-label[data-edge="1"]');
  await label.scrollIntoViewIfNeeded();
  const box = await label.boundingBox();
  // A point a few px off the label where nothing of the board is drawn (not the label, not an
  // edge's line nor its hit band): the empty board, where a click would add a vertex.
  const miss = await page.evaluate(({ x, y, width, height }) => {
    for (let d = 3; d <= 6; d++)
      for (const [px, py] of [
        [x - d, y + height / 2],
        [x + width + d, y + height / 2],
        [x + width / 2, y - d],
        [x + width / 2, y + height + d],
        [x - d, y - d],
        [x + width + d, y - d],
        [x - d, y + height + d],
        [x + width + d, y + height + d],
      ]) {
        const under = document.elementFromPoint(px, py);
        if (under?.closest('svg.board') && !under.closest('[data-edge], [data-vertex]')) return [px, py];
      }
    return null;
  }, box);
  assert.ok(miss, 'there is empty board within a few px of the label');
  const [x, y] = miss;
  await page.mouse.click(x, y);
  await settle(page);
  await page.screenshot({ path: artifactPath('explore-research-walk-label-near-miss.png') });
  assert.equal(await vertices(), before, 'no vertex was added');
  assert.match(
    (await page.locator('svg.board g.edge[data-edge="1"]').getAttribute('class')) ?? '',
    /selected/,
  );
  assertNoErrors(page);
  await page.close();
});
