// A student on a touch phone composing a move by taps: after the "choose at least one token"
// warning their next tap on + counts and nothing moves under the finger, what to do staying
// greyed in the warning's room (not a blank under the rows); the warning says
// "tap", not "press Enter"; − lowers a number typed above an edge's count; a pile game's
// "no allowed set" note is in the move box, not over the piles; a <graph-nim> element on a
// course page brings the move box it opens into view.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, waitForHumanTurnOrEnd } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { onPhone } from './helpers/phone.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const url = (p) => new URL(p, site.url).href;

/** The screen box of what `locator` shows. */
/** A pile's count on the board, where a student taps it. */
const pileCount = (p) => `svg.board .edge-label[data-edge="${p}"] .edge-count`;

const boxOf = (locator) => locator.evaluate((el) => el.getBoundingClientRect().toJSON());

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])
  test(`${viewport.width}×${viewport.height}: after the empty-move warning the first tap on + counts, and nothing moves`, () =>
    onPhone(viewport, async (page) => {
      await openPlayground(page, url('index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu'));
      await page.getByRole('button', { name: 'vertex 1', exact: true }).tap();
      await page.getByRole('button', { name: 'Confirm move' }).tap();
      const warning = page.locator('.composer .move-error');
      // In taps: a phone has no Enter.
      await warning
        .getByText(
          'Choose at least one token to take: tap + beside an edge (or type how many in its box), then tap Confirm move.',
        )
        .waitFor();
      await settle(page);
      const more = page.getByRole('button', { name: 'take one more from 1–2' });
      const before = await boxOf(more);
      await more.tap();
      await settle(page);
      await page.screenshot({ path: artifactPath(`phone-move-box-first-plus-${viewport.width}.png`) });
      assert.equal(await page.getByLabel('take from 1–2').inputValue(), '1', 'the first tap took a token');
      assert.equal(await page.getByLabel('take from 0–1').inputValue(), '0', 'the row above is untouched');
      assert.equal(await warning.innerText(), '', 'the warning went');
      assert.deepEqual(await boxOf(more), before, '+ stayed under the finger');
      // Its room is no blank under the rows: what to do stays there, greyed, as the box's help,
      // just above Confirm (not the error's words, beside the token now chosen).
      const help = await boxOf(
        page.locator('.composer').getByText(/^Tap \+ beside an edge to take a token from it/),
      );
      const lastRow = await boxOf(page.locator('.composer .take-list li').last());
      const confirmAt = await boxOf(page.getByRole('button', { name: 'Confirm move' }));
      assert.ok(
        help.top - lastRow.bottom <= 40,
        `${Math.round(help.top - lastRow.bottom)} px blank under the rows`,
      );
      assert.ok(
        confirmAt.top - help.bottom <= 12,
        `${Math.round(confirmAt.top - help.bottom)} px blank above Confirm`,
      );
      // A second tap lands as well: − gives the token back, and nothing moved.
      await page.getByRole('button', { name: 'take one less from 1–2' }).tap();
      await settle(page);
      assert.equal(await page.getByLabel('take from 1–2').inputValue(), '0', 'the second tap gave it back');
      assert.deepEqual(await boxOf(more), before, '+ still where it was');
      assert.equal(await axeSerious(page, 'the warning read'), '');

      // 9 typed for an edge of 3 tokens: said, kept in the box; − lowers it to 3, + is dimmed.
      const field = page.getByLabel('take from 0–1');
      await field.tap();
      await page.keyboard.type('9');
      await page.getByRole('button', { name: 'Confirm move' }).tap();
      await page.getByText('0–1 has only 3 tokens.').waitFor();
      assert.equal(await field.inputValue(), '9', 'the number typed stays with the error');
      const less = page.getByRole('button', { name: 'take one less from 0–1' });
      const plus = page.getByRole('button', { name: 'take one more from 0–1' });
      assert.equal(await less.getAttribute('aria-disabled'), 'false', '− can lower 9');
      assert.equal(await plus.getAttribute('aria-disabled'), 'true', '+ cannot raise 9');
      assert.equal(await axeSerious(page, 'a number above the count'), '');
      await plus.tap({ force: true });
      await settle(page);
      assert.equal(await field.inputValue(), '9', '+ did not turn 9 into 1');
      await less.tap();
      await settle(page);
      assert.equal(await field.inputValue(), '3', '− lowered 9 to the 3 tokens the edge has');
      assert.equal(await page.getByText('0–1 has only 3 tokens.').count(), 0, 'the error went');
      assert.equal(await plus.getAttribute('aria-disabled'), 'true', '+ at the most');
    }));

test('360×640, Circular Nim CN(4, 2): piles not in one set are said in the move box, clear of the piles', () =>
  onPhone({ width: 360, height: 640 }, async (page) => {
    await openPlayground(page, url('index.html#rules=circular&piles=2,3,1,4&k=2&mode=play-cpu'));
    await page.locator(pileCount(0)).tap();
    await page.locator('.composer.composing').waitFor();
    await page.locator(pileCount(2)).tap();
    const note = page
      .locator('.composer .move-error')
      .getByText(/No window holds pile 2 with pile 0: pile 0 is no longer chosen\./);
    await note.waitFor();
    await settle(page);
    await page.screenshot({ path: artifactPath('phone-move-box-circular.png') });
    assert.match(await note.innerText(), /Choose only piles of the window named above\.$/);
    assert.equal(await page.locator('.gnp-message:visible').count(), 0, 'no banner over the board');
    // The rows stay whole beside it: the sheet is at most half the screen.
    const list = await boxOf(page.locator('.composer .take-list'));
    const row = await boxOf(page.getByRole('button', { name: 'take one more from pile 2' }));
    assert.ok(row.bottom <= list.bottom + 1, 'the note pushed pile 2’s row out of the sheet');
    const noteBox = await boxOf(note);
    for (const pile of await page
      .locator('svg.board .edge')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON())))
      assert.ok(pile.bottom <= noteBox.top || pile.top >= noteBox.bottom, 'the note covers a pile');
    assert.equal(await axeSerious(page, 'circular note'), '');
  }));

test('390×844: a <graph-nim> element on a course page brings the move box it opens into view', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await page.goto(url('tests/fixtures/element-phone.html'));
    const element = page.locator('graph-nim');
    const vertex = element.getByRole('button', { name: 'vertex 0', exact: true });
    await vertex.waitFor();
    // The page as it opens: the board on screen, its Play card (where the box opens) below.
    await vertex.tap();
    const confirm = element.getByRole('button', { name: 'Confirm move' });
    await confirm.waitFor();
    await page.waitForFunction(() => {
      const box = document.querySelector('graph-nim').shadowRoot.querySelector('.composer.composing');
      const r = box?.getBoundingClientRect();
      return r && r.top >= 0 && r.bottom <= innerHeight;
    });
    await page.screenshot({ path: artifactPath('phone-move-box-element.png') });
  }));

test('390×844, the Circular Nim puzzle: a quick double tap on the pile at the board’s foot takes two tokens, and the board stays under the finger', () =>
  onPhone(
    { width: 390, height: 844 },
    async (page) => {
      await openPlayground(
        page,
        url('index.html#rules=circular&piles=1,2,3,4&k=2&goal=unique&title=Circular%20Nim'),
      );
      await settle(page);
      // Pile 2 is on the board's bottom edge, where the move sheet opens over the screen.
      const count = await boxOf(page.locator(pileCount(2)));
      const x = (count.left + count.right) / 2;
      const y = (count.top + count.bottom) / 2;
      await page.touchscreen.tap(x, y);
      // The second tap as a person's, after the page has drawn the first (well inside a
      // double tap's time).
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.touchscreen.tap(x, y);
      const field = page.getByLabel('take from pile 2');
      await page.locator('.composer.composing').waitFor();
      await settle(page);
      await page.screenshot({ path: artifactPath('phone-move-box-double-tap-pile.png') });
      const boardTops = await page.evaluate(() => window.boardTopAtTap);
      assert.equal(boardTops.length, 2, 'both taps reached the page');
      assert.equal(boardTops[1], boardTops[0], 'the board moved between the two taps');
      assert.equal(await field.inputValue(), '2', 'both taps took a token from pile 2');
      // Once the taps are over the sheet comes (shown: waited for above), with the board above it.
      const board = await boxOf(page.locator('svg.board'));
      const sheet = await boxOf(page.locator('.composer.composing'));
      assert.ok(board.bottom <= sheet.top + 1, 'the sheet covers the board’s foot');
      assert.ok(board.top >= 0, 'the board’s top went above the screen');
      assert.equal(await axeSerious(page, 'the sheet after a double tap'), '');
    },
    {
      // Where the board was at each touch, on the page: what the finger found under it.
      prepare: (page) =>
        page.addInitScript(() => {
          window.boardTopAtTap = [];
          addEventListener(
            'pointerdown',
            () => window.boardTopAtTap.push(document.querySelector('svg.board').getBoundingClientRect().top),
            { capture: true },
          );
        }),
    },
  ));

test('390×844, Circular Nim CN(5, 2): a move confirmed with the hint’s answer open brings the board, with the reply, back into view', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, url('index.html#rules=circular&piles=3,3,3,3,3&k=2&mode=play-cpu'));
    await page.locator(pileCount(0)).tap();
    await page.locator('.composer.composing').waitFor();
    // Down to the Hint card under the board, and its answer.
    await page.getByRole('button', { name: 'Hint', exact: true }).tap();
    await page.locator('.hint-result dt[title]').getByText('Grundy value', { exact: true }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: 'Confirm move' }).tap();
    await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length === 2);
    await waitForHumanTurnOrEnd(page);
    await settle(page);
    await page.screenshot({ path: artifactPath('phone-move-box-confirm-after-hint.png') });
    const board = await boxOf(page.locator('svg.board'));
    const height = await page.evaluate(() => innerHeight);
    assert.ok(
      board.top >= 0 && board.bottom <= height,
      `the board is off the screen: ${JSON.stringify(board)}`,
    );
    assert.equal(await axeSerious(page, 'the reply after a hint'), '');
  }));
