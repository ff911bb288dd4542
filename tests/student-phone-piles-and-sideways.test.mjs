// A first-year student on a phone, tapping as they go: Circular Nim's hint, analysis and Why?
// speak of the piles the board shows (not the cycle's edges it is solved as); a third pile in
// Moore's Nim₂ keeps the latest pick it fits with and says which one went, its sets named by
// their piles; Leave puzzle stays on a sideways phone after a wrong try; a 360×640 phone turned
// sideways (640×360, and 568×320) scrolls no sideways; a number typed in the move box moves the
// board's "−k of n" as it is typed, heard by nobody; the Petersen preset starts with a count the
// solver answers exactly, its counts apart; a right puzzle move is said from the student's side.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, waitForHumanTurnOrEnd } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { onPhone } from './helpers/phone.mjs';
import { heardCount, heardSince, listenOn } from './helpers/heard.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const url = (p) => new URL(p, site.url).href;

/** A pile's count on the board, where a student taps it. */
const pile = (p) => `svg.board .edge-label[data-edge="${p}"]`;

/** An edge's name as the graph's theorems write it ("3–4"), which a pile game's board never
 *  shows; the authors' names (Dufour–Heubach) are not one. */
const EDGE_NAME = /(?<!Dufour)\b\d+–\d+\b/;

/** How wide the page is, and how wide the screen. */
const widths = (page) =>
  page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);

test('390×844: Circular Nim’s hint, analysis and Why? work the theorem out on the piles the board labels', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, url('index.html#rules=circular&piles=4,2,2,5,1&k=2&mode=play-cpu'));
    await page.getByRole('button', { name: 'Hint', exact: true }).tap();
    const result = page.locator('.hint-result');
    await result.locator('.verdict').waitFor({ timeout: 30_000 });
    await settle(page);
    const hint = await result.innerText();
    assert.match(
      hint,
      /Five piles in a ring: P needs a largest pile whose two neighbours hold the same count.*here from pile 3 \(5\): the piles beside it, pile 4 and pile 2, hold 1 ≠ 2, so N/,
    );
    assert.doesNotMatch(hint, EDGE_NAME, 'no edge the board does not show');
    assert.doesNotMatch(hint, /\bedge \d|\bvertex\b|heaviest edge/);
    await page.screenshot({ path: artifactPath('student-piles-circular-hint.png') });

    await page.getByRole('button', { name: 'Analyze all moves' }).tap();
    await page.locator('.analysis-list li').first().waitFor({ timeout: 30_000 });
    await settle(page);
    const analysis = await result.innerText();
    assert.match(analysis, /from pile 3 \(5\): the piles beside it, pile 4 and pile 2/);
    assert.doesNotMatch(analysis, EDGE_NAME);

    await page.getByRole('button', { name: 'Why?', exact: true }).tap();
    const why = page.getByText(/A theorem says who wins, independently: CN\(5, 2\)/);
    await why.waitFor({ timeout: 30_000 });
    const whyText = await why.innerText();
    assert.match(whyText, /Five piles in a ring/);
    assert.doesNotMatch(whyText, EDGE_NAME);
    assert.equal(await axeSerious(page, 'Circular Nim hint and Why? in piles'), '');

    // A square ring: two piles side by side lowered in one move, said as such.
    await openPlayground(page, url('index.html#rules=circular&piles=3,6,5,4&k=2&mode=play-cpu'));
    await page.getByRole('button', { name: 'Hint', exact: true }).tap();
    await result.locator('.verdict').waitFor({ timeout: 30_000 });
    await settle(page);
    const square = await result.innerText();
    assert.match(square, /Four piles in a ring: pile 0 and pile 2, opposite each other, differ \(3 ≠ 5\)/);
    assert.match(square, /so N: lower pile 2 to 3 and pile 1 to 4 together/);
    assert.doesNotMatch(square, EDGE_NAME);
  }));

test('390×844 Moore’s Nim₂: p0, p1, then p2 keeps p1 with p2, drops only p0 and says so; the set is named by its piles', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, url('index.html#rules=moore&piles=3,3,3,3&k=2&mode=play-cpu'));
    for (const p of [0, 1, 2]) await page.locator(pile(p)).tap();
    const note = page.locator('.composer .move-error');
    await note
      .getByText('A move takes from at most 2 piles: pile 0 is no longer chosen; pile 1 stays.')
      .waitFor();
    await settle(page);
    const heading = page.locator('.composer .set-heading');
    assert.equal(await heading.innerText(), 'You may take from piles 1 and 2 together:');
    // The board, the rows and the caption agree: piles 1 and 2 taken from, pile 0 not.
    assert.equal(await page.locator(`${pile(0)} .edge-count`).textContent(), '3');
    for (const p of [1, 2])
      assert.equal(await page.locator(`${pile(p)} .edge-count`).textContent(), '−1 of 3');
    const rows = page.locator('.composer .take-list li');
    assert.deepEqual(await rows.locator('.move-text').allTextContents(), ['pile 1 (3)', 'pile 2 (3)']);
    assert.deepEqual(await rows.locator('input').evaluateAll((inputs) => inputs.map((i) => i.value)), [
      '1',
      '1',
    ]);
    assert.match(
      await page.locator('.board-caption').innerText(),
      /You may take from piles 1 and 2 together$/,
    );
    // The menu of sets names them by their piles: no "set 1 / set 3 / set 5".
    const options = page.getByLabel('Set of the move').locator('option');
    assert.deepEqual(await options.allTextContents(), ['piles 1, 2']);
    await page.screenshot({ path: artifactPath('student-piles-moore-third-pile.png') });
    assert.equal(await axeSerious(page, 'Moore’s Nim, a third pile picked'), '');

    // One pile picked: the sets on offer are the pairs that hold it, each by its piles.
    await page.getByRole('button', { name: 'Cancel' }).tap();
    await page.locator(pile(3)).tap();
    await settle(page);
    assert.deepEqual(await options.allTextContents(), ['piles 0, 3', 'piles 1, 3', 'piles 2, 3']);
  }));

const SQUARE_PUZZLE =
  'index.html#rules=edge&v=4&e=0-1:1,1-2:2,2-3:2,3-0:3&xy=400,100;580,280;400,460;220,280&mode=play-cpu&goal=win&title=Win%20on%20the%20square&reveal=3';

/** A try tapped as the student does: the vertex, "take one more" from each edge named,
 *  Confirm move. */
async function tapTry(page, vertex, edges) {
  await page.getByRole('button', { name: `vertex ${vertex}`, exact: true }).tap();
  for (const edge of edges) await page.getByRole('button', { name: `take one more from ${edge}` }).tap();
  await page.getByRole('button', { name: 'Confirm move' }).tap();
}

for (const viewport of [
  { width: 844, height: 390 },
  { width: 640, height: 360 },
])
  test(`${viewport.width}×${viewport.height}: after a wrong try Leave puzzle is still there beside Try again, and leaves`, () =>
    onPhone(viewport, async (page) => {
      await openPlayground(page, url(SQUARE_PUZZLE));
      await tapTry(page, 0, ['0–1']);
      await page.locator('.puzzle-task[data-phase="refuted"]').waitFor({ timeout: 30_000 });
      await settle(page);
      const leave = page.getByRole('button', { name: 'Leave puzzle' });
      assert.ok(await leave.isVisible(), 'Leave puzzle is shown');
      assert.ok(await page.getByRole('button', { name: 'Try again' }).isVisible());
      const box = await leave.boundingBox();
      assert.ok(box.y + box.height <= viewport.height, 'on the first screen');
      const [scroll, screen] = await widths(page);
      assert.ok(scroll <= screen, `no sideways scroll (${scroll} px on ${screen})`);
      // The board keeps a place on the first screen beside or under the task.
      const board = await page.locator('svg.board').boundingBox();
      assert.ok(board.y < viewport.height - 60, `the board starts on screen (${board.y})`);
      await page.screenshot({ path: artifactPath(`student-puzzle-wrong-leave-${viewport.width}.png`) });
      assert.equal(await axeSerious(page, `puzzle refuted, ${viewport.width}×${viewport.height}`), '');
      await leave.tap();
      await page
        .getByText(/You left the puzzle “Win on the square”/)
        .first()
        .waitFor();
    }));

test('390×844: a right move in a puzzle against the computer is good news for the student, in words', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, url(SQUARE_PUZZLE));
    // Opposite edges made equal at vertex 3: 2–3 down to 1 and 3–0 down to 2.
    await tapTry(page, 3, ['2–3', '3–0']);
    const feedback = page.locator('.puzzle-feedback');
    await feedback.getByText('Good move.').waitFor({ timeout: 30_000 });
    // Why? under the verdict says why, from the student's side.
    await feedback.locator('summary').tap();
    await feedback
      .locator('.puzzle-reason')
      .getByText(/^Good move: the position you reached is a loss for the computer, which moves next\./)
      .waitFor();
    assert.equal(await page.getByText(/loss for the player to move/).count(), 0);
    await waitForHumanTurnOrEnd(page);
    await page.screenshot({ path: artifactPath('student-puzzle-good-move.png') });
  }));

test('390×844: a right move in a find puzzle says the position is a loss for the opponent, who moves next', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, url('index.html#rules=edge&v=4&e=0-1:2,2-3:1&goal=find&title=Two%20heaps'));
    await tapTry(page, 0, ['0–1']);
    await page
      .locator('.puzzle-feedback .task-verdict')
      .getByText(/^Solved: the position you reached is a loss for your opponent, who moves next\./)
      .waitFor({ timeout: 30_000 });
    await settle(page);
    await page.screenshot({ path: artifactPath('student-puzzle-solved-words.png') });
    assert.equal(await axeSerious(page, 'find puzzle solved'), '');
  }));

for (const sideways of [
  { width: 640, height: 360 },
  { width: 568, height: 320 },
])
  test(`a phone upright with a move begun, turned to ${sideways.width}×${sideways.height}: nothing wider than the screen, the move box beside the board`, () =>
    onPhone({ width: sideways.height, height: sideways.width }, async (page) => {
      await openPlayground(page, url('index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu'));
      await page.getByRole('button', { name: 'vertex 0', exact: true }).tap();
      await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
      await page.setViewportSize(sideways);
      await settle(page);
      const [scroll, screen] = await widths(page);
      assert.equal(scroll, screen, `the page is ${scroll} px wide on a screen of ${screen}`);
      const sheet = await page.locator('.composer.composing').boundingBox();
      assert.ok(sheet.x + sheet.width <= sideways.width + 0.5, 'the move box ends at the screen’s edge');
      const board = await page.locator('svg.board').boundingBox();
      assert.ok(sheet.x >= board.x + board.width, 'the move box is beside the board, not over it');
      assert.ok(await page.getByRole('button', { name: 'Confirm move' }).isVisible());
      // The cards' lists keep to their cards, and the strength's word is whole.
      for (const label of ['Preset graph or pile game', 'Computer strength', 'Opponent']) {
        const select = page.getByLabel(label);
        const [inner, card] = await select.evaluate((el) => [
          el.getBoundingClientRect().toJSON(),
          el.closest('.card').getBoundingClientRect().toJSON(),
        ]);
        assert.ok(inner.right <= card.right + 0.5, `${label} sticks out of its card`);
      }
      const strength = page.getByLabel('Computer strength');
      assert.ok(
        await strength.evaluate((el) => {
          // The chosen word and the arrow, measured in the select's own font.
          const probe = document.createElement('span');
          probe.style.font = getComputedStyle(el).font;
          probe.textContent = el.selectedOptions[0].textContent;
          document.body.append(probe);
          const needs = probe.getBoundingClientRect().width;
          probe.remove();
          return el.clientWidth >= needs + 24;
        }),
        'the strength shows its whole word (it was "P…")',
      );
      await page.screenshot({ path: artifactPath(`student-sideways-${sideways.width}.png`) });
      await page.screenshot({
        path: artifactPath(`student-sideways-${sideways.width}-full.png`),
        fullPage: true,
      });
      assert.equal(await axeSerious(page, `turned sideways, ${sideways.width}×${sideways.height}`), '');
    }));

test('360×640: a number typed in the move box moves the board’s “−k of n” and − at once, the focus kept, nothing read out per key', () =>
  onPhone(
    { width: 360, height: 640 },
    async (page) => {
      await openPlayground(page, url('index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu'));
      await page.getByRole('button', { name: 'vertex 1', exact: true }).tap();
      const field = page.getByRole('spinbutton', { name: /^take from 0–1/ });
      await field.tap();
      const label = page.locator('svg.board .edge-label[data-edge="0"] .edge-count');
      const less = page.getByRole('button', { name: 'take one less from 0–1' });
      const heardBefore = await heardCount(page);
      await page.keyboard.type('2');
      await settle(page);
      assert.equal(await label.textContent(), '−2 of 3', 'the board follows the number typed');
      assert.equal(await less.getAttribute('aria-disabled'), 'false', '− can lower it');
      assert.ok(await field.evaluate((el) => el === document.activeElement), 'the field keeps the focus');
      await page.screenshot({ path: artifactPath('student-typed-follows.png') });
      // Typing on: a Backspace and another digit go into the same field.
      await page.keyboard.press('Backspace');
      await page.keyboard.type('3');
      await settle(page);
      assert.equal(await field.inputValue(), '3');
      assert.equal(await label.textContent(), '−3 of 3');
      assert.equal(
        await page.getByRole('button', { name: 'take one more from 0–1' }).getAttribute('aria-disabled'),
        'true',
      );
      const heard = await heardSince(page, heardBefore);
      assert.deepEqual(
        heard.filter((text) => /Taking|0–1/.test(text)),
        [],
        `typing is not read out per key: ${heard.join(' | ')}`,
      );
      assert.equal(await axeSerious(page, 'a number typed in the move box'), '');
    },
    { prepare: listenOn },
  ));

test('390×844: the Petersen preset starts at 1 token an edge, which the solver answers exactly, its counts apart', () =>
  onPhone({ width: 390, height: 844 }, async (page) => {
    await openPlayground(page, url('index.html'));
    const preset = page.getByLabel('Preset graph or pile game');
    await preset.selectOption('petersen');
    const perEdge = page.getByLabel('Tokens per edge', { exact: true });
    assert.equal(await perEdge.inputValue(), '1');
    // The cube starts at 2; Nim heaps at 3 again.
    await preset.selectOption('hypercube');
    assert.equal(await perEdge.inputValue(), '2');
    await preset.selectOption('petersen');
    await page.getByRole('button', { name: 'Build' }).tap();
    await settle(page);
    await page.getByRole('button', { name: 'Hint', exact: true }).tap();
    const verdict = page.locator('.hint-result .verdict');
    await verdict.waitFor({ timeout: 60_000 });
    assert.match(await verdict.innerText(), /can win|will lose|loses/);
    assert.equal(await page.getByText(/Too large for an exact answer/).count(), 0);
    // Play one move: the computer answers it exactly, never "guessed".
    await page.getByRole('button', { name: 'vertex 0', exact: true }).tap();
    await page.getByRole('button', { name: 'take one more from 0–1' }).tap();
    await page.getByRole('button', { name: 'Confirm move' }).tap();
    await waitForHumanTurnOrEnd(page, 60_000);
    assert.equal(await page.getByText(/The computer guessed this move/).count(), 0);
    // No two counts touch: each pair of pills has room between them.
    const pills = await page
      .locator('svg.board .edge-label rect')
      .evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect().toJSON()));
    let closest = Infinity;
    for (let i = 0; i < pills.length; i++)
      for (let j = i + 1; j < pills.length; j++) {
        const [a, b] = [pills[i], pills[j]];
        const gap = Math.max(
          Math.max(a.left, b.left) - Math.min(a.right, b.right),
          Math.max(a.top, b.top) - Math.min(a.bottom, b.bottom),
        );
        closest = Math.min(closest, gap);
      }
    assert.ok(closest >= 1.5, `two counts ${closest.toFixed(1)} px apart`);
    await page.locator('svg.board').screenshot({ path: artifactPath('student-petersen-board.png') });
    assert.equal(await axeSerious(page, 'Petersen preset built'), '');
  }));
