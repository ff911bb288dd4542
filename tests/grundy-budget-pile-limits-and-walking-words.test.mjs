// What a combinatorial-game researcher met in a walk, each driven as they drove it: a
// square decided by its theorem, whose hint and analysis gave no Grundy value while Why? right
// below gave 207, now saying the hint's table stops at 200,000 positions and Why? tries one of
// up to 4,000,000; the Pile games card refusing 10^12 tokens and 500 piles with a notice that
// names the limit, keeping what was typed (they were built as 10^9 and 64 without a word);
// CN(64, 3), PN(64, 2) and Moore's Nim with 64 piles drawn with no two counts or names over
// each other; Walking Nim's Selection card saying "weight" as its legend does; "0 of 1 legal
// move"; and Why? on CN(5, 3) naming its table once rather than as its own check.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, statusText } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env;
before(async () => {
  env = await setupE2E({ viewport: { width: 1280, height: 900 } });
});
after(async () => {
  await env?.teardown();
});

/** Opens the home page and presses Edit, as the researcher did. */
async function openEditing(page) {
  await openPlayground(page, env.url('index.html'));
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await settle(page);
}

/** Types `lines` over what "Graph as text" holds, and waits for the board to have `edges` edges. */
async function typeGraph(page, lines, edges) {
  const box = page.getByRole('textbox', { name: 'Graph as text' });
  await box.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(lines.join('\n'));
  await page.waitForFunction((n) => document.querySelector('svg.board').dataset.edges === String(n), edges);
  await settle(page);
}

/** The hint's facts as {term: value}. */
async function facts(page) {
  const terms = await page.locator('.hint-result .facts dt').allTextContents();
  const values = await page.locator('.hint-result .facts dd').allTextContents();
  return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
}

/** Presses Why? and waits for its answer; the panel's text. */
async function why(page) {
  await page.getByRole('button', { name: 'Why?' }).click();
  const panel = page.getByRole('region', { name: 'Why: certificate' });
  await panel.locator('.why-summary:not([hidden])').waitFor({ timeout: 60_000 });
  await settle(page);
  return panel.innerText();
}

/** Selects everything in a field and types `text` over it, as a person does. */
async function typeOver(page, locator, text) {
  await locator.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}
/** Every count pill and pile name on the board as screen boxes, with any two that overlap,
 *  and any that lies on a joint, on the caption or off the board. */
async function crowding(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('svg.board');
    const boxes = [];
    for (const label of svg.querySelectorAll('.edge-label')) {
      const pile = label.dataset.edge;
      boxes.push({ what: `count of p${pile}`, r: label.querySelector('rect').getBoundingClientRect() });
      boxes.push({ what: `name p${pile}`, r: label.querySelector('.edge-id').getBoundingClientRect() });
    }
    const labels = boxes.length;
    for (const joint of svg.querySelectorAll('.set-joint'))
      boxes.push({ what: 'a joint', r: joint.getBoundingClientRect() });
    boxes.push({ what: 'the caption', r: svg.querySelector('.set-caption').getBoundingClientRect() });
    const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const frame = svg.getBoundingClientRect();
    const faults = [];
    for (let i = 0; i < labels; i++) {
      const { what, r } = boxes[i];
      if (r.left < frame.left || r.right > frame.right || r.top < frame.top || r.bottom > frame.bottom)
        faults.push(`${what} is off the board`);
      for (let j = i + 1; j < boxes.length; j++)
        if (meet(r, boxes[j].r)) faults.push(`${what} on ${boxes[j].what}`);
    }
    return { labels: labels / 2, faults };
  });
}
test('a square decided by its theorem: the hint and the list say their table stops at 200,000 positions, and Why? gives the value', async () => {
  const page = await env.browser.newPage();
  await openEditing(page);
  await typeGraph(page, ['0 1 3', '1 2 4', '2 3 100', '3 0 100'], 4);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.locator('.hint-result .verdict').waitFor();
  await settle(page);
  const hint = await facts(page);
  assert.equal(
    hint['Grundy value'],
    "not worked out: the hint's table stops at 200,000 positions; Why? tries one of up to 4,000,000",
  );
  assert.equal(hint.Method, 'By a theorem (worked out below)');

  await page.getByRole('button', { name: 'Analyze all moves' }).click();
  await page.locator('.analysis [data-move]').first().waitFor();
  await settle(page);
  assert.equal(
    await page.locator('.analysis-caption').innerText(),
    "WIN and LOSE say who wins after the move. The Grundy values of the positions the moves lead to are not shown: the list's table of them stops at 200,000 positions, so only who wins was worked out. Why? tries a table of up to 4,000,000.",
  );

  const said = await why(page);
  assert.match(said, /Grundy value 207, so the player to move wins/);
  // The three say one thing: nothing on the screen says the value could not be found.
  const card = await page.locator('.hint-result').innerText();
  assert.doesNotMatch(card, /not computed|too large for a table/, card);
  // The window as the researcher saw it: the hint's facts with Why? below them.
  await page.getByRole('button', { name: 'Hint', exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifactPath('research-limits-grundy-budgets.png') });
  assert.equal(await axeSerious(page, 'hint, analysis and Why? on a square decided by its theorem'), '');
  assertNoErrors(page);
  await page.close();
});

test('the Pile games card refuses 10^12 tokens and 500 piles with a notice naming the limit, and keeps what was typed', async () => {
  const page = await env.browser.newPage();
  await openEditing(page);
  const card = page.getByRole('region', { name: 'Pile games' });
  await card.scrollIntoViewIfNeeded();
  await card.getByLabel('Pile game', { exact: true }).selectOption('circular');
  const n = card.getByLabel('Number of piles n');
  const k = card.getByLabel('k: piles one move may take from');
  const tokens = card.getByLabel('Tokens on every pile');
  const notice = page.locator('.gnp-message > span');
  const board = () => page.evaluate(() => window.graphNimPlayground.getPosition());
  const before = await board();

  await typeOver(page, n, '4');
  await typeOver(page, k, '2');
  await typeOver(page, tokens, '1000000000000');
  await card.getByRole('button', { name: 'Make game' }).click();
  await settle(page);
  assert.equal(
    await notice.innerText(),
    'That game cannot be built: "tokens each" must be a whole number from 0 to 1,000,000,000, got 1,000,000,000,000.',
  );
  assert.deepEqual(await board(), before, 'nothing is built');
  assert.equal(await tokens.inputValue(), '1000000000000', 'the field keeps what was typed');
  await screenshot(page, 'research-limits-tokens-refused');
  assert.equal(await axeSerious(page, 'pile game refused: tokens'), '');

  // 500 piles: refused as k = 0 is, naming the card's limit and a link's.
  await typeOver(page, tokens, '3');
  await typeOver(page, n, '500');
  await typeOver(page, k, '3');
  await card.getByRole('button', { name: 'Make game' }).click();
  await settle(page);
  assert.equal(
    await notice.innerText(),
    'That game cannot be built: "n" must be a whole number from 1 to 64 here (a link takes up to 1,024 piles), got 500.',
  );
  assert.equal(await n.inputValue(), '500');
  assert.deepEqual(await board(), before, 'nothing is built');

  // Corrected, the game is built as typed.
  await typeOver(page, n, '7');
  await card.getByRole('button', { name: 'Make game' }).click();
  await settle(page);
  assert.deepEqual(await board(), { rules: 'circular', piles: [3, 3, 3, 3, 3, 3, 3], k: 3 });
  assert.match(await statusText(page), /Circular Nim CN\(7, 3\), 7 piles/);
  assertNoErrors(page);
  await page.close();
});

test('64 piles from the card: a ring, a row and heaps with no two counts or names over each other', async () => {
  const page = await env.browser.newPage();
  await openEditing(page);
  const card = page.getByRole('region', { name: 'Pile games' });
  await card.scrollIntoViewIfNeeded();
  for (const [game, k, count, name] of [
    ['circular', '3', '3', 'circular'],
    ['circular', '2', '99', 'circular-two-digits'],
    ['path', '2', '3', 'path'],
    ['moore', '1', '99', 'moore'],
  ]) {
    await card.getByLabel('Pile game', { exact: true }).selectOption(game);
    await typeOver(page, card.getByLabel('Number of piles n'), '64');
    await typeOver(page, card.getByLabel('k: piles one move may take from'), k);
    await typeOver(page, card.getByLabel('Tokens on every pile'), count);
    await card.getByRole('button', { name: 'Make game' }).click();
    await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges === '64');
    await settle(page);
    const { labels, faults } = await crowding(page);
    assert.equal(labels, 64);
    assert.deepEqual(faults, [], `${game} ${count}: ${faults.join('; ')}`);
    await page.locator('svg.board').screenshot({ path: artifactPath(`research-limits-64-${name}.png`) });
  }
  assert.equal(await axeSerious(page, 'Moore’s Nim with 64 piles'), '');
  assertNoErrors(page);
  await page.close();
});

test('Walking Nim: the Selection card says weight, and a hint counts "0 of 1 legal move"', async () => {
  const page = await env.browser.newPage();
  await openEditing(page);
  await page.getByRole('group', { name: 'Game rules' }).getByRole('button', { name: 'Walking Nim' }).click();
  await settle(page);
  const selection = page.getByRole('region', { name: 'Selection' });
  const words = await selection.innerText();
  assert.match(words, /Click an edge to set its weight\./, words);
  assert.doesNotMatch(words, /tokens/, words);
  assert.match(await page.locator('.board-legend').innerText(), /weight of an edge/);
  await screenshot(page, 'grundy-budget-pile-limits-and-walking-words-selection');
  assert.equal(await axeSerious(page, 'Walking Nim selection card'), '');

  // An edge selected: its box and buttons are named by its weight too.
  await page.locator('svg.board .edge-label[data-edge="0"]').click();
  await settle(page);
  await selection.getByRole('spinbutton', { name: 'Weight of the selected edge' }).waitFor();
  await selection.getByRole('button', { name: 'weight one more' }).waitFor();
  await selection.getByRole('button', { name: 'weight one less' }).waitFor();

  // A piece on a vertex with one move, which loses.
  await typeGraph(page, ['0 1 2', '0 1 3', '1 2 1', 'piece 2'], 3);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.locator('.hint-result .verdict').waitFor();
  await settle(page);
  assert.equal((await facts(page))['Winning moves'], '0 of 1 legal move');
  await screenshot(page, 'grundy-budget-pile-limits-and-walking-words-one-move');
  assertNoErrors(page);
  await page.close();
});

test('Why? on CN(5, 3) names its table once, as the values’ source', async () => {
  const page = await env.browser.newPage();
  await openEditing(page);
  const card = page.getByRole('region', { name: 'Pile games' });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Example: CN(5, 3)' }).click();
  await settle(page);
  await why(page);
  const method = await page.locator('.why-method').innerText();
  assert.equal(
    method,
    'These values come from the solver’s own table: Exact Grundy table over all 360 positions below this one (no theorem the solver knows solves this pile game).',
  );
  assert.doesNotMatch(method, /agrees/);
  await screenshot(page, 'research-limits-cn53-why');
  assert.equal(await axeSerious(page, 'Why? on CN(5, 3)'), '');
  assertNoErrors(page);
  await page.close();
});
