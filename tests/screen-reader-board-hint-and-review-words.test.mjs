// A blind keyboard player's walk: the board's tree holds its labelled edges and vertices
// and no loose drawn text (counts, "−1" badges, pile names), the badges' meaning being in the
// edges' descriptions; the legend is a list of its marks; a hint is heard as a sentence, not
// after its WIN badge; an explanation that reads the board as K4 says which of K4's edges the
// board does not draw; a review's "1 was enough"; and a finished game opened from a link says
// who won in neutral words, while the player who has just won reads "You win!".
// Driven with keys only; checked in the accessibility tree, the live regions and the names.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, statusText } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { press, tabTo } from './helpers/keyboard.mjs';
import { heardNow, hears, listeningPage, playAtVertex } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** The board's accessibility tree, failing on any text outside its named buttons. */
async function assertNoLooseText(page, when) {
  const tree = await page.locator('svg.board').ariaSnapshot();
  assert.doesNotMatch(tree, /^\s*- text:/m, `${when}: loose text in the board's tree:\n${tree}`);
  return tree;
}

test('the board, its legend and a hint, as a screen reader reads them', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:1,1-2:3,2-3:3,3-0:3&mode=play-cpu'));
  const tree = await assertNoLooseText(page, 'at the start');
  assert.match(tree, /- button "edge 1–2, 3 tokens"/);
  assert.match(tree, /- button "vertex 0"/);

  // The legend: one item a mark.
  const legend = page.getByRole('list', { name: 'Legend' });
  assert.deepEqual(await legend.getByRole('listitem').allInnerTexts(), ['0\nvertex', '3\ntokens on an edge']);
  assert.match(await legend.ariaSnapshot(), /- listitem: vertex\n\s*- listitem: tokens on an edge/);

  // A move, and the computer's reply: its "−k" badge is no loose text, but the edge's
  // description says it.
  await playAtVertex(page, 0, 1);
  await hears(page, /^Computer: .*Your turn\./);
  await assertNoLooseText(page, 'after the computer’s move');
  const described = await page
    .locator('svg.board g.edge')
    .evaluateAll((edges) => edges.map((edge) => edge.getAttribute('aria-description') ?? ''));
  assert.ok(
    described.some((text) => /^the last move took \d$/.test(text)),
    `an edge says the last move: ${described.join(' | ')}`,
  );

  // Hint: heard as a sentence, the badge not read first; the winning move's badge is said by
  // its edge.
  await tabTo(page, /^Hint$/);
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /^You \(to move\) (can win|lose)/);
  assert.deepEqual(
    (await heardNow(page)).filter((text) => /\b(WIN|LOSE)\b/.test(text)),
    [],
    'no badge word heard',
  );
  assert.match(await page.locator('.hint-result .tag').innerText(), /^(WIN|LOSE)$/, 'the badge is shown');
  await assertNoLooseText(page, 'with the hint');

  // Every move, each row read as a phrase: "Losing move: at vertex 1, …", not "LOSE at …".
  await tabTo(page, /^Analyze all moves$/);
  await press(page, 'Enter');
  const rows = page.locator('.analysis-list').getByRole('listitem');
  await rows.first().waitFor();
  const read = await page.locator('.analysis-list').ariaSnapshot();
  assert.match(read, /- listitem:\n\s*- text: "(Winning|Losing) move: at vertex \d/);
  assert.doesNotMatch(read, /\b(WIN|LOSE)\b/);
  await screenshot(page, 'kbfix8-board-legend-hint');
  assert.equal(await axeSerious(page, 'board, legend and hint'), '');
  assertNoErrors(page);
  await page.close();
});

test('Why? on a square read as K4 names the edges the board lacks as K4’s', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:0,1-2:4,2-3:5,3-0:6'));
  await tabTo(page, /^Why\?$/);
  await press(page, 'Enter');
  const region = page.getByRole('region', { name: 'Why: certificate' });
  await region.locator('.why-summary:not([hidden])').waitFor();
  const text = await region.innerText();
  assert.match(
    text,
    /Read as K4 with edges 0–1, 0–2 and 1–3 empty: K4, the complete graph on these four vertices, has edges the board does not draw, and they hold no tokens\./,
  );
  assertNoErrors(page);
  await page.close();
});

test('a finished game opened from a link says who won in neutral words; one just won says You win!', async () => {
  const page = await listeningPage(env.browser);
  // The human side took the one token: someone else's game, shared for review.
  await openPlayground(page, env.url('index.html#rules=edge&v=2&e=0-1:1&mode=play-cpu&moves=0:0-1'));
  await hears(
    page,
    /^Opened a game of 1 move, for review: The human player won\. The computer has no move left\./,
  );
  assert.doesNotMatch(await statusText(page), /You win/);
  assert.match(await statusText(page), /^The human player won\./);
  await screenshot(page, 'kbfix8-opened-review');
  assert.equal(await axeSerious(page, 'a review opened from a link'), '');

  // Played again by the reader: their own win.
  await tabTo(page, /^Restart$/);
  await press(page, 'Enter');
  await hears(page, /Your turn\./);
  await heardNow(page);
  await playAtVertex(page, 0, 1);
  await hears(page, /You win! Computer has no move left\./);
  assertNoErrors(page);
  await page.close();
});

test('a review says a faster win in its own number: 1 was enough', async () => {
  const page = await listeningPage(env.browser);
  // Walking Nim: from 0, crossing 0–1 wins, but the loop wins at once.
  await openPlayground(
    page,
    env.url('index.html#rules=walk&v=3&e=0-1:3,1-2:0,2-0:0,0-0:1&piece=0&mode=play&moves=0-1;0-2;3-1'),
  );
  await tabTo(page, /^Move 1: slower win/);
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /wins in 3 moves where 1 was enough\./);
  assert.match(await page.locator('.review-detail').innerText(), /wins in 3 moves where 1 was enough\./);
  assertNoErrors(page);
  await page.close();
});
