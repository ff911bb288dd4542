// Generate on a graph too large for an exact check at some bounds, driven as a teacher did:
// Edit, the Petersen graph from the presets, the goal "Find the only winning move", a title,
// Generate. A position Check then refuses as too large is never put on the board: each draw is
// checked within Check puzzle's own budget, and the progress line counts draws out of the most
// allowed, its total steady (it counted the solver's states of each draw's table, its total
// changing mid-run). At bounds where every draw is too large the card says so plainly, and
// what to change; at the default bounds the position found is well posed when checked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot, artifactPath } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { buildPreset, press, makerCard, typeOver, openWithNothingKept } from './helpers/author.mjs';
import { boardSummary, assertNoErrors, EMPTY_BOARD } from './helpers/ui.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** The teacher's steps up to Generate: the Petersen graph (3 tokens an edge) in Edit, a goal
 *  and a title; returns the page and the card. */
async function petersenPuzzle(goal) {
  const page = await env.browser.newPage();
  await openWithNothingKept(page, env.url('index.html' + EMPTY_BOARD));
  await buildPreset(page, 'petersen', null, 3);
  const maker = makerCard(page);
  await maker.scrollIntoViewIfNeeded();
  await maker.getByLabel('Goal').selectOption(goal);
  await typeOver(page, maker.getByLabel('Title'), 'Petersen puzzle');
  return { page, maker };
}

/** Every text the progress line shows from now on, read as the card changes it. */
async function recordProgress(page) {
  await page.evaluate(() => {
    window.progressSeen = [];
    const row = document.querySelector('.puzzle-maker .generate-progress');
    const note = () => {
      const text = row.hidden ? '' : row.querySelector('span').textContent;
      if (text && text !== window.progressSeen.at(-1)) window.progressSeen.push(text);
    };
    new MutationObserver(note).observe(row, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () => page.evaluate(() => window.progressSeen);
}

/** Each progress text counts draws out of the most allowed, never more, never fewer later. */
function assertDrawsCounted(seen) {
  let last = -1;
  for (const text of seen) {
    const match = text.match(/^Generating… ([\d,]+) of at most 2,000 draws$/);
    assert.ok(match, `the progress line counts draws: "${text}"`);
    const done = Number(match[1].replaceAll(',', ''));
    assert.ok(done >= last && done <= 2000, `"${text}" after ${last}`);
    last = done;
  }
}

test('every draw too large for an exact check: nothing goes on the board, and the card says why and what to change', async () => {
  const { page, maker } = await petersenPuzzle('unique');
  const before = (await boardSummary(page)).tokens;
  await typeOver(page, maker.getByLabel('Fewest tokens on an edge'), '4');
  await typeOver(page, maker.getByLabel('Most tokens on an edge'), '5');
  const progress = await recordProgress(page);
  await press(page, maker.getByRole('button', { name: 'Generate' }));
  const said = maker.locator('.generate-note');
  await said.getByText(/^No position was found/).waitFor({ timeout: 120_000 });
  assert.equal(
    await said.innerText(),
    'No position was found that can be checked exactly: all 2,000 draws were too large for the budget of an exact check (this graph with 4 to 5 tokens per edge needs larger tables than the page solves). The board is as it was: lower the most tokens per edge, or use a smaller graph.',
  );
  assertDrawsCounted(await progress());
  assert.deepEqual((await boardSummary(page)).tokens, before, 'the board is unchanged');
  // No verdict of a board Check would refuse; the board is still the teacher's to check.
  assert.equal(await maker.getByText('TOO LARGE', { exact: true }).count(), 0);
  await screenshot(page, 'puzzle-generate-too-large');
  await maker.screenshot({ path: artifactPath('puzzle-generate-too-large-card.png') });
  assert.equal(await axeSerious(page, 'Generate found nothing checkable'), '');
  assertNoErrors(page);
  await page.close();
});

test('at the default bounds the position Generate puts on the board is checked well posed, never too large', async () => {
  // "Find a winning move": most draws that fit the budget are well posed for it, so one is
  // found at once, where the only winning move takes minutes of solving in a browser. Which
  // draws may go on the board is the same for every goal: the first that fits Check's budget
  // and holds (the teacher's board, 103,680,000 states, fitted the generator's old one).
  const { page, maker } = await petersenPuzzle('find');
  const progress = await recordProgress(page);
  // The defaults, 1 to 5 tokens per edge, as the teacher left them.
  assert.equal(await maker.getByLabel('Fewest tokens on an edge').inputValue(), '1');
  assert.equal(await maker.getByLabel('Most tokens on an edge').inputValue(), '5');
  await press(page, maker.getByRole('button', { name: 'Generate' }));
  const said = maker.locator('.generate-note');
  await said.getByText(/^A new position is on the board/).waitFor({ timeout: 120_000 });
  const verdict = maker.locator('.puzzle-verdict');
  await verdict.waitFor({ timeout: 120_000 });
  assert.match(
    (await verdict.innerText()).replace(/\s+/g, ' '),
    /^WELL POSED Well posed: \d+ winning moves?\./,
  );
  assert.equal(await maker.getByRole('button', { name: 'Add to set' }).isDisabled(), false);
  assertDrawsCounted(await progress());
  await screenshot(page, 'puzzle-generate-petersen');
  await maker.screenshot({ path: artifactPath('puzzle-generate-petersen-card.png') });
  assertNoErrors(page);
  await page.close();
});
