// A first-year student on a touch phone (390×844, 360×640): what they tapped and what they met.
// A move error goes with the move it was about; − and + say when they can do no more; a
// vertex the Walking Nim piece cannot reach is not shown as chosen, and the message says why;
// a stray Edit on a puzzle and a reload keep the puzzle; a solved puzzle reloaded says so; a
// board built from a card far below it is brought into view.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, launchPhone, screenshot } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { waitPhase } from './helpers/puzzle.mjs';
import { usePhoneSite } from './helpers/phone.mjs';

const phoneSite = usePhoneSite();

const url = phoneSite.url;
const EDGE_GAME = 'index.html#rules=edge&v=4&e=0-1:2,1-2:3,2-3:1,3-0:1&mode=play-cpu';
const message = (page) => page.locator('.gnp-message');
// The error about the move being composed: in the move box, above its Confirm.
const moveError = (page) => page.locator('.composer .move-error');

test('phone: the "choose at least one token" error goes when the move is cancelled or the game changes', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url(EDGE_GAME));
  const vertex1 = page.getByRole('button', { name: 'vertex 1', exact: true });
  const confirm = page.getByRole('button', { name: 'Confirm move' });

  // Confirm with nothing chosen: the error says what to do…
  await vertex1.tap();
  await confirm.tap();
  await settle(page);
  await assert.doesNotReject(
    moveError(page)
      .getByText(/Choose at least one token/)
      .waitFor(),
  );
  // …and goes with the move when it is cancelled.
  await page.getByRole('button', { name: 'Cancel' }).tap();
  await moveError(page).waitFor({ state: 'hidden' });

  // Again, then switch to Walking Nim: a new game, no error about the old move.
  await vertex1.tap();
  await confirm.tap();
  await moveError(page)
    .getByText(/Choose at least one token/)
    .waitFor();
  await page.getByRole('button', { name: 'Walking Nim' }).tap();
  await settle(page);
  assert.doesNotMatch(
    (await moveError(page).isVisible()) ? await moveError(page).innerText() : '',
    /Choose at least one token/,
  );

  // Back in Edge-Nim: the error goes once a token is chosen with +.
  await page.getByRole('button', { name: 'Edge-Nim' }).tap();
  await vertex1.tap();
  await confirm.tap();
  await moveError(page)
    .getByText(/Choose at least one token/)
    .waitFor();
  await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
  await moveError(page).waitFor({ state: 'hidden' });
  assertNoErrors(page);
  await page.close();
});

test('phone: − and + are unavailable at 0 and at the most an edge has', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url(EDGE_GAME));
  await page.getByRole('button', { name: 'vertex 1', exact: true }).tap();
  const less = page.getByRole('button', { name: 'take one less from 0–1' });
  const more = page.getByRole('button', { name: 'take one more from 0–1' });
  const box = page.getByLabel('take from 0–1');
  await more.waitFor();
  assert.equal(await less.getAttribute('aria-disabled'), 'true', '− at 0');
  assert.equal(await more.getAttribute('aria-disabled'), 'false', '+ at 0');
  await more.tap();
  await more.tap();
  await settle(page);
  assert.equal(await box.inputValue(), '2');
  assert.equal(await more.getAttribute('aria-disabled'), 'true', '+ at the most (2 of 2)');
  assert.equal(await less.getAttribute('aria-disabled'), 'false', '− at 2');
  assert.ok(await more.isDisabled(), 'a screen reader and Playwright see + as disabled');
  await screenshot(page, 'studentfix-take-at-most');
  assert.equal(await axeSerious(page, 'move box at the most'), '');
  // Tapping the unavailable + changes nothing; − takes one back and + is available again.
  await more.tap({ force: true });
  await settle(page);
  assert.equal(await box.inputValue(), '2');
  await less.tap();
  await settle(page);
  assert.equal(await box.inputValue(), '1');
  assert.equal(await more.getAttribute('aria-disabled'), 'false');
  assertNoErrors(page);
  await page.close();
});

test('phone, Walking Nim: a vertex the piece cannot reach is not shown as chosen, and the message says why', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url('index.html#rules=walk&v=4&e=0-1:2,1-2:3,2-3:1&token=0&mode=play-cpu'));
  const vertex2 = page.getByRole('button', { name: 'vertex 2', exact: true });
  const before = await vertex2.locator('.vertex-body').evaluate((c) => getComputedStyle(c).fill);
  await vertex2.tap();
  await settle(page);
  await message(page)
    .getByText(
      'The piece (on vertex 0) cannot go to vertex 2: no edge with tokens joins them. Choose an edge next to the piece, or a vertex it leads to.',
    )
    .waitFor();
  const after = await vertex2.locator('.vertex-body').evaluate((c) => getComputedStyle(c).fill);
  assert.equal(after, before, 'the tapped vertex looks as it did: nothing was chosen');
  assert.doesNotMatch((await vertex2.getAttribute('class')) ?? '', /selected|pending/);
  assert.equal(await page.getByRole('button', { name: /: new weight/ }).count(), 0, 'no move opened');
  await screenshot(page, 'studentfix-walk-unreachable');
  assertNoErrors(page);
  await page.close();
});

// C5 with counts 2,2,2,2,3: the only winning move takes 1 from edge 4 (4–0); taking one from
// edge 0 is a wrong try.
const PUZZLE =
  'index.html#rules=edge&v=5&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3&goal=unique&title=Find%20the%20winning%20move&reveal=2';
const tries = (page) => page.locator('.puzzle-tries').textContent();

/** Taps the edge's count once (one token) and taps Confirm move. */
async function tapMove(page, edge) {
  await page.locator(`.edge-label[data-edge="${edge}"] .edge-count`).tap();
  await settle(page);
  await page.getByRole('button', { name: 'Confirm move' }).tap();
}

/** Reloads as a person does, waiting for the engine again. */
async function reload(page) {
  await page.reload();
  await openPlayground(page, page.url());
}

test('phone, puzzle: a stray tap on Edit and a reload bring the puzzle back with its tries', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url(PUZZLE));
  await waitPhase(page, 'open');
  await tapMove(page, 0);
  await waitPhase(page, 'refuted');
  assert.equal(await tries(page), 'Wrong tries: 1');

  await page.getByRole('button', { name: 'Edit', exact: true }).tap();
  await message(page)
    .getByText(/You left the puzzle “Find the winning move”/)
    .waitFor();
  assert.match(page.url(), /goal=unique/, 'the address still holds the puzzle');
  assert.match(page.url(), /title=Find%20the%20winning%20move/);
  await reload(page);
  await waitPhase(page, 'open');
  assert.equal(await page.locator('.puzzle-task .puzzle-title').textContent(), 'Find the winning move');
  assert.equal(await tries(page), 'Wrong tries: 1', 'the wrong try is still counted');

  // Edit, then a change to the board: now the address is the edited board.
  await page.getByRole('button', { name: 'Edit', exact: true }).tap();
  await message(page)
    .getByText(/You left the puzzle/)
    .waitFor();
  await page.getByRole('button', { name: 'vertex 0', exact: true }).tap();
  await page.keyboard.press('Delete');
  await page.waitForFunction(() => !/goal=/.test(location.hash));
  assert.match(page.url(), /v=4/, 'the address follows the changed board');
  assertNoErrors(page);
  await page.close();
});

test('phone, puzzle: reloaded after solving, it says solved and where the board is', async () => {
  const page = await phoneSite.newPage();
  await openPlayground(page, url(PUZZLE));
  await waitPhase(page, 'open');
  await tapMove(page, 0);
  await waitPhase(page, 'refuted');
  await page.getByRole('button', { name: 'Try again' }).tap();
  await waitPhase(page, 'open');
  await tapMove(page, 4);
  await waitPhase(page, 'solved');
  assert.equal(await tries(page), 'Solved · Wrong tries: 1');

  await reload(page);
  await waitPhase(page, 'open');
  assert.equal(await tries(page), 'Solved · Wrong tries: 1', 'the counter agrees with the message');
  const card = await page.locator('.puzzle-task').textContent();
  assert.match(card, /You solved this puzzle earlier \(1 wrong try\): it counts\./);
  assert.match(card, /The board is back at its start, to play it again\./);
  await screenshot(page, 'studentfix-solved-reloaded');
  assert.equal(await axeSerious(page, 'solved puzzle reloaded'), '');
  assertNoErrors(page);
  await page.close();
});

/** The fraction of the board on screen. */
const boardShown = (page) =>
  page.locator('svg.board').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0)) / r.height;
  });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`phone ${viewport.width}×${viewport.height}: a pile game example or Presets → Build shows the new board`, async () => {
    const small = await launchPhone({ viewport });
    try {
      const page = await small.newPage();
      await openPlayground(page, url('index.html#rules=edge&v=3&e=0-1:1,1-2:2,2-0:3'));
      const example = page.getByRole('button', { name: 'Example: CN(5, 3)' });
      await example.scrollIntoViewIfNeeded();
      assert.ok((await boardShown(page)) < 0.5, 'the board is off screen while the card is read');
      await example.tap();
      await page.waitForFunction(() => {
        const r = document.querySelector('svg.board').getBoundingClientRect();
        return r.top >= -1 && r.bottom <= window.innerHeight + 1;
      });
      assert.equal(await page.locator('svg.board .edge-label').count(), 5, 'the five piles of CN(5, 3)');

      const build = page.getByRole('button', { name: 'Build', exact: true });
      await build.scrollIntoViewIfNeeded();
      assert.ok((await boardShown(page)) < 0.5, 'the board is off screen again');
      await build.tap();
      await page.waitForFunction(() => {
        const r = document.querySelector('svg.board').getBoundingClientRect();
        return r.top >= -1 && r.bottom <= window.innerHeight + 1;
      });
      await screenshot(page, `studentfix-built-${viewport.width}`);
      assertNoErrors(page);
    } finally {
      await small.close();
    }
  });
}

test('wide screen: Build with the board on screen does not scroll the page', async () => {
  const wide = await launchBrowser();
  try {
    const page = await wide.newPage();
    await openPlayground(page, url('index.html#rules=edge&v=3&e=0-1:1,1-2:2,2-0:3'));
    const build = page.getByRole('button', { name: 'Build', exact: true });
    await build.scrollIntoViewIfNeeded();
    const boardWhole = await page.locator('svg.board').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    assert.ok(boardWhole, 'the board and Build are on screen together');
    const before = await page.evaluate(() => window.scrollY);
    await build.click();
    await settle(page);
    await settle(page);
    assert.equal(await page.evaluate(() => window.scrollY), before, 'no jump');
    assertNoErrors(page);
  } finally {
    await wide.close();
  }
});
