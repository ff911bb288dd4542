// What a researcher met in a walk of the page at 1366×860, each driven as they drove it:
// Explore's Check pressed while an "up to" was out of range said nothing, and a value of a
// keystroke on the way to it (500 on the way to 5000) stayed in the box's range; Generate
// finding nothing said so a screen above the button, beside the board's verdict; misère's
// words for a Walking Nim game over with tokens left, and for one edge; pile games, where
// Export vanished and Generate was greyed without a reason.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors, EMPTY_BOARD } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { openExplore } from './helpers/explore.mjs';
import { checkPuzzle, makerCard, press, typeOver } from './helpers/author.mjs';

const C4_EXPLORED = '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&explore=1,3&upto=3,6,3,6';

let env;
before(async () => {
  env = await setupE2E({ viewport: { width: 1366, height: 860 } });
});
after(async () => {
  await env?.teardown();
});

/** Whether `locator` is inside the window now. */
const inView = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
  });

test('Check pressed with an "up to" out of range says why beside it, and no half-typed value is used', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url(`index.html${C4_EXPLORED}`));
  const explore = page.getByRole('region', { name: 'Explore' });
  if (!(await explore.isVisible())) await openExplore(page);
  const across = page.getByLabel('Across: up to');
  const rangeB = page.getByLabel('b = 1–2: up to', { exact: true });
  assert.equal(await across.inputValue(), '6');
  // 5000 typed key by key passes through 5, 50 and 500, each in range.
  await across.click();
  await across.press('ControlOrMeta+a');
  await across.pressSequentially('5000');
  await settle(page);
  const problem = page.locator('#gnp-explore-top-error-0');
  assert.equal(await problem.innerText(), 'a whole number from 0 to 2,000; b stays 6 until then');
  // The range of b is what it was before the typing, not 500.
  assert.equal(await rangeB.inputValue(), '6');
  await page.getByLabel('P exactly when').fill('a == c && b == d');
  const checkButton = page.getByRole('button', { name: 'Check', exact: true });
  await checkButton.click();
  await settle(page);
  const said = page.locator('#gnp-explore-check-error');
  assert.equal(
    await said.innerText(),
    'Check cannot run: “Across: up to” (b = edge 1–2) reads 5000; it must be a whole number from 0 to 2,000.',
  );
  assert.equal(await said.getAttribute('role'), 'status');
  assert.ok(await inView(said), 'the reason is in view where Check was pressed');
  assert.ok(await inView(checkButton));
  assert.equal(await page.locator('.explore-report').innerText(), '', 'no verdict');
  // The formula is not blamed: only the field out of range is marked.
  assert.equal(await page.getByLabel('P exactly when').getAttribute('aria-invalid'), 'false');
  assert.equal(await across.getAttribute('aria-invalid'), 'true');
  await page.screenshot({ path: artifactPath('research-walk-in-place-check-refused.png') });
  assert.equal(await axeSerious(page, 'check refused'), '');
  // Pressed again: still said (not a silent second press).
  await checkButton.click();
  await settle(page);
  assert.match(await said.innerText(), /^Check cannot run/);

  // Corrected to 5: the reason goes, and Check uses b ≤ 5.
  await across.click();
  await across.press('ControlOrMeta+a');
  await across.pressSequentially('5');
  await settle(page);
  assert.equal(await said.isVisible(), false);
  assert.equal(await problem.isVisible(), false);
  assert.equal(await rangeB.inputValue(), '5');
  await checkButton.click();
  const verdict = page.locator('.explore-report p').first();
  await verdict.waitFor();
  assert.match(await verdict.innerText(), /a ≤ 3 on edge 0–1, b ≤ 5 on 1–2, c ≤ 3 on 2–3, d ≤ 6 on 3–0/);
  assertNoErrors(page);
  await page.close();
});

test('Generate finding nothing says so beside the button, in view and heard, not beside the verdict', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&mode=edit'));
  const card = makerCard(page);
  // A verdict of the board first: its links and codes make the card long.
  assert.match(await checkPuzzle(page), /WELL POSED/);
  await typeOver(page, card.getByLabel('Fewest tokens on an edge'), '0');
  await typeOver(page, card.getByLabel('Most tokens on an edge'), '1');
  await typeOver(page, card.getByLabel('Perfect play lasts at least this many moves'), '50');
  const generate = card.getByRole('button', { name: 'Generate' });
  await press(page, generate);
  const said = card.locator('.generate-note');
  await said.getByText(/^Nothing found in 2,000 draws/).waitFor({ timeout: 60_000 });
  await settle(page);
  assert.equal(
    await said.innerText(),
    'Nothing found in 2,000 draws, so the board is as it was: allow more tokens per edge or ask for less difficulty.',
  );
  assert.equal(await said.getAttribute('role'), 'status');
  assert.ok(await inView(said), 'said where Generate was pressed');
  assert.ok(await inView(generate));
  // Said once, beside Generate: the line under Check puzzle does not repeat it.
  assert.equal(await card.getByText(/Nothing found/).count(), 1);
  // Between the button and its words, no verdict: the one above is the board's, from Check puzzle.
  const between = await said.evaluate((el) => el.previousElementSibling.textContent);
  assert.doesNotMatch(between, /WELL POSED/);
  await page.screenshot({ path: artifactPath('research-walk-in-place-generate-nothing.png') });
  assert.equal(await axeSerious(page, 'generate found nothing'), '');
  assertNoErrors(page);
  await page.close();
});

/** Types `text` into Graph as text on an empty board, ticks Misère, presses Hint: its answer. */
async function misereHint(page, rules, text) {
  await openPlayground(page, env.url(`index.html${EMPTY_BOARD}`));
  if (rules === 'walk') await page.getByRole('button', { name: 'Walking Nim' }).click();
  const box = page.getByRole('textbox', { name: 'Graph as text' });
  await box.click();
  await page.keyboard.type(text);
  await page.waitForFunction(
    (n) => document.querySelector('svg.board').dataset.edges === String(n),
    text.split('\n').filter((l) => /^\d+ \d+ \d+$/.test(l)).length,
  );
  await page.getByRole('checkbox', { name: /Misère/ }).check();
  await settle(page);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const answer = page.locator('.hint-result');
  await answer
    .getByText(/so the player to move has won|xor \d+, so [NP]/)
    .first()
    .waitFor();
  await settle(page);
  return answer.innerText();
}

test('misère says the last move lost in Walking Nim with tokens left, and one edge "holds"', async () => {
  const page = await env.browser.newPage();
  const walk = await misereHint(
    page,
    'walk',
    'vertices 5\n3 4 1\n1 3 4\n1 1 2\n1 1 0\n4 3 4\n1 4 0\npiece 0',
  );
  assert.match(
    walk,
    /No move is left: in misère play whoever made the last move lost, so the player to move has won\./,
  );
  assert.doesNotMatch(walk, /took the last token/);
  await page
    .locator('.hint-result')
    .screenshot({ path: artifactPath('research-walk-in-place-walk-misere-over.png') });
  await page.close();
  // A page of its own: the same link opened again in the same tab is only a hash change.
  const second = await env.browser.newPage();
  const nim = await misereHint(second, 'edge', '0 1 5');
  assert.match(nim, /Here edge 0–1 holds 5, xor 5, so N\./);
  assertNoErrors(second);
  await second.close();
});

test('a pile game says in place why Export and Generate are not offered for it', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&mode=edit'));
  await page.getByRole('button', { name: 'Example: CN(5, 3)' }).click();
  await settle(page);
  const exportCard = page.getByRole('region', { name: 'Export' });
  // The card's code comes when the card is near: scrolled to, as a person would.
  await exportCard.scrollIntoViewIfNeeded();
  await exportCard.getByText(/a pile game has none/).waitFor();
  assert.match(
    await exportCard.innerText(),
    /Pictures and TikZ are made of graphs .* so a pile game has none/,
  );
  assert.equal(await exportCard.getByRole('button').count(), 0, 'no button that cannot work');
  const maker = makerCard(page);
  const about = maker.locator('.generate-about');
  assert.equal(
    await about.innerText(),
    'Generate draws token counts on a graph’s edges, so it is not offered for pile games: set the piles under Pile games, then press Check puzzle.',
  );
  assert.equal(await maker.getByRole('button', { name: 'Generate' }).count(), 0);
  assert.equal(await maker.getByText('Tokens per edge').isVisible(), false);
  await about.scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifactPath('research-walk-in-place-pile-game.png') });
  assert.equal(await axeSerious(page, 'pile game export and generate'), '');
  // Back on a graph: both are offered again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await settle(page);
  assert.ok(await exportCard.getByRole('button', { name: 'Download SVG' }).isVisible());
  assert.ok(await maker.getByRole('button', { name: 'Generate' }).isVisible());
  assertNoErrors(page);
  await page.close();
});
