// The board's words as a person reads them on a phone and on a laptop: vertex numbers, token
// counts and pile names large enough to read and never drawn over each other (the Petersen
// preset, built from the Presets card), the hint's "−k" badge beside a pile's name rather
// than over it, and the amount a move being tapped together takes said as "−2 of 3", not as
// the sum "3−2"; a loop is drawn as a loop with its count beside it, and the badges of a
// loop or of parallel edges cover no other count.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, launchBrowser, launchPhone, screenshot, artifactPath } from './helpers/browser.mjs';
import { openPlayground, settle, assertNoErrors } from './helpers/ui.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(async () => {
  await site?.close();
});

const SIZES = [
  { width: 390, height: 844, phone: true },
  { width: 360, height: 640, phone: true },
  { width: 1280, height: 800, phone: false },
];

const open = (size) =>
  size.phone
    ? launchPhone({ viewport: { width: size.width, height: size.height } })
    : launchBrowser({ viewport: { width: size.width, height: size.height } });

/** Presses a control as the person on that screen does: a tap on a phone, a click else. */
const press = (size, locator) => (size.phone ? locator.tap() : locator.click());

/** Every label the board shows, as drawn: [{what, box, fontPx}]: vertex numbers, counts (their
 *  pills), pile names and hint badges. */
function labelsOnBoard(page) {
  return page.locator('svg.board').evaluate((board) => {
    const perUnit = board.getScreenCTM().a;
    const read = (selector, what) =>
      [...board.querySelectorAll(selector)].map((el) => {
        const r = el.getBoundingClientRect();
        const text = el.tagName === 'text' ? el : el.querySelector('text');
        return {
          what: `${what} ${el.closest('[data-vertex],[data-edge]')?.getAttribute('data-vertex') ?? el.closest('[data-edge]')?.getAttribute('data-edge')} "${(el.closest('g')?.textContent ?? '').trim()}"`,
          box: { x: r.x, y: r.y, w: r.width, h: r.height },
          fontPx: text ? parseFloat(getComputedStyle(text).fontSize) * perUnit : null,
        };
      });
    return [
      ...read('.vertex-label', 'vertex'),
      ...read('.edge-label > rect', 'count'),
      ...read('.edge-label .edge-id', 'name'),
      ...read('.badge', 'badge'),
    ];
  });
}

const overlap = (a, b) =>
  a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;

function overlapping(labels, pairsOf = () => true) {
  const found = [];
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++)
      if (pairsOf(labels[i], labels[j]) && overlap(labels[i].box, labels[j].box))
        found.push(`${labels[i].what} × ${labels[j].what}`);
  return found;
}

/** Runs `steps(page)` in a fresh browser of that size, closed whatever happens. */
async function inBrowser(size, steps) {
  const browser = await open(size);
  try {
    const page = await browser.newPage();
    await steps(page);
    assertNoErrors(page);
  } finally {
    await browser.close();
  }
}

/** The board alone, at the screen's pixels, to look at: test-artifacts/boardtext-NAME.png. */
const boardShot = (page, name) =>
  page.locator('svg.board').screenshot({ path: artifactPath(`board-labels-${name}.png`) });

for (const size of SIZES)
  test(`${size.width}×${size.height}: the Petersen preset's numbers and counts are readable and apart, editing and playing`, () =>
    inBrowser(size, async (page) => {
      await openPlayground(page, `${site.url}index.html`);
      await page.getByLabel('Preset graph').selectOption('petersen');
      await press(size, page.getByRole('button', { name: 'Build' }));
      await page.locator('svg.board[data-vertices="10"][data-edges="15"]').waitFor();
      await settle(page);
      for (const stage of ['edit', 'play']) {
        if (stage === 'play') {
          await press(size, page.getByRole('button', { name: 'Play', exact: true }));
          await page.locator('svg.board[data-mode="play"]').waitFor();
          await settle(page);
        }
        await page.locator('svg.board').scrollIntoViewIfNeeded();
        await screenshot(page, `board-labels-petersen-${size.width}-${stage}`);
        await boardShot(page, `petersen-${size.width}-${stage}`);
        const labels = await labelsOnBoard(page);
        assert.equal(labels.filter((l) => l.what.startsWith('vertex')).length, 10);
        assert.deepEqual(overlapping(labels), [], `${stage}: labels drawn over each other`);
        const numbers = await page.locator('svg.board .vertex-label').evaluateAll((els) =>
          els.map((el) => ({
            height: el.getBoundingClientRect().height,
            font: parseFloat(getComputedStyle(el).fontSize) * el.ownerSVGElement.getScreenCTM().a,
          })),
        );
        for (const n of numbers) {
          assert.ok(n.font >= 11.9, `${stage}: a vertex number is drawn ${n.font.toFixed(1)} px high`);
          assert.ok(n.height >= 12, `${stage}: a vertex number's box is ${n.height.toFixed(1)} px high`);
        }
      }
    }));

for (const size of SIZES)
  test(`${size.width}×${size.height}: a pile game's hint badge leaves the pile names readable`, () =>
    inBrowser(size, async (page) => {
      await openPlayground(page, `${site.url}index.html#rules=circular&piles=2,3,1,4,2&k=3&mode=play-cpu`);
      await press(size, page.getByRole('button', { name: 'Hint', exact: true }));
      await page.locator('svg.board .badge.hint').first().waitFor();
      await settle(page);
      await page.locator('svg.board').scrollIntoViewIfNeeded();
      await screenshot(page, `board-labels-pile-hint-${size.width}`);
      await boardShot(page, `pile-hint-${size.width}`);
      const labels = await labelsOnBoard(page);
      const names = labels.filter((l) => l.what.startsWith('name'));
      assert.equal(names.length, 5, 'each pile has its name');
      for (const name of names)
        assert.ok(
          name.fontPx >= 11.9 && name.box.h >= 12,
          `${name.what} is drawn ${name.fontPx.toFixed(1)} px high`,
        );
      const badgeOverName = (a, b) =>
        [a.what, b.what].some((w) => w.startsWith('badge')) &&
        [a.what, b.what].some((w) => w.startsWith('name'));
      assert.deepEqual(overlapping(labels, badgeOverName), [], 'a badge covers a pile name');
      assert.deepEqual(overlapping(labels), [], 'labels drawn over each other');
    }));

/** Each loop as drawn (px): its vertex's disc, how far it reaches out of it, how wide it is
 *  across its axis, and how many points of its line fall inside its own count's pill. */
function loopsOnBoard(page) {
  return page.locator('svg.board').evaluate((board) =>
    [...board.querySelectorAll('g.edge')]
      .filter((edge) => /^loop/.test(edge.getAttribute('aria-label')))
      .map((edge) => {
        const line = edge.querySelector('.edge-line');
        const matrix = line.getScreenCTM();
        const points = [];
        for (let i = 0; i <= 60; i++) {
          const p = line.getPointAtLength((i / 60) * line.getTotalLength());
          points.push([matrix.a * p.x + matrix.e, matrix.d * p.y + matrix.f]);
        }
        const pill = board
          .querySelector(`.edge-label[data-edge="${edge.dataset.edge}"] > rect`)
          .getBoundingClientRect();
        const number = edge.getAttribute('aria-label').match(/vertex (\d+)/)[1];
        const disc = board.querySelector(`[data-vertex="${number}"] .vertex-body`).getBoundingClientRect();
        const centre = [disc.x + disc.width / 2, disc.y + disc.height / 2];
        const distance = ([x, y]) => Math.hypot(x - centre[0], y - centre[1]);
        const far = points.reduce((best, p) => (distance(p) > distance(best) ? p : best));
        const reach = distance(far);
        const axis = [(far[0] - centre[0]) / reach, (far[1] - centre[1]) / reach];
        const across = points.map(([x, y]) => (y - centre[1]) * axis[0] - (x - centre[0]) * axis[1]);
        return {
          name: edge.getAttribute('aria-label'),
          disc: disc.width,
          beyondDisc: reach - disc.width / 2,
          width: Math.max(...across) - Math.min(...across),
          underCount: points.filter(
            ([x, y]) => x > pill.x && x < pill.x + pill.width && y > pill.y && y < pill.y + pill.height,
          ).length,
        };
      }),
  );
}

/** A loop is an eye about as wide as its vertex and as long beyond it as the disc's radius,
 *  and its line never runs under its count. */
function assertClearLoop(loop) {
  const text = JSON.stringify(loop);
  assert.ok(loop.beyondDisc >= loop.disc / 2, `${loop.name} barely leaves its disc: ${text}`);
  assert.ok(loop.width >= 0.9 * loop.disc, `${loop.name} is a thin teardrop: ${text}`);
  assert.equal(loop.underCount, 0, `${loop.name} runs under its count: ${text}`);
}

for (const size of [SIZES[0], { width: 1440, height: 900, phone: false }])
  test(`${size.width}×${size.height}: a loop typed as text is a clear loop with its count beside it; the hint's badges on parallel edges and loops cover no count`, () =>
    inBrowser(size, async (page) => {
      await openPlayground(page, `${site.url}index.html#rules=edge&v=0&e=`);
      const box = page.getByRole('textbox', { name: 'Graph as text' });
      await press(size, box);
      await page.keyboard.type('0 0 2');
      await page.locator('svg.board[data-edges="1"]').waitFor();
      await settle(page);
      let loops = await loopsOnBoard(page);
      assert.equal(loops.length, 1);
      assertClearLoop(loops[0]);

      // Parallel edges and a second loop; the hint takes from both parallel edges and the loop.
      await press(size, box);
      await page.keyboard.press('Control+a');
      await page.keyboard.type('0 1 3\n1 2 4\n0 0 2\n1 2 1\n2 2 12');
      await page.locator('svg.board[data-edges="5"]').waitFor();
      await press(size, page.getByRole('button', { name: 'Hint', exact: true }));
      await page.locator('svg.board .badge.hint').first().waitFor();
      await settle(page);
      await page.locator('svg.board').scrollIntoViewIfNeeded();
      for (const scheme of ['dark', 'light']) {
        await page.emulateMedia({ colorScheme: scheme });
        await boardShot(page, `loops-parallel-hint-${size.width}-${scheme}`);
      }
      loops = await loopsOnBoard(page);
      assert.equal(loops.length, 2);
      for (const loop of loops) assertClearLoop(loop);
      const labels = await labelsOnBoard(page);
      assert.ok(labels.filter((l) => l.what.startsWith('badge')).length >= 2, JSON.stringify(labels));
      assert.deepEqual(overlapping(labels), [], 'labels drawn over each other');
    }));

test('phone: two taps on an edge, or on a pile, say the move takes 2 of its tokens in words that are no sum', () =>
  inBrowser(SIZES[0], async (page) => {
    await openPlayground(page, `${site.url}index.html#rules=edge&v=3&e=0-1:2,1-2:3&mode=play-cpu`);
    const count = (edge) => page.locator(`svg.board .edge-label[data-edge="${edge}"] .edge-count`);
    await page.locator('svg.board .edge-label[data-edge="0"]').tap();
    await page.locator('svg.board .edge-label[data-edge="0"]').tap();
    await page.locator('svg.board .edge-label[data-edge="0"].pending').waitFor();
    assert.equal((await count(0).textContent()).trim(), '−2 of 2');
    await screenshot(page, 'board-labels-double-tap-edge');
    await boardShot(page, 'double-tap-edge');
    const edgeLabels = await labelsOnBoard(page);
    assert.deepEqual(overlapping(edgeLabels), [], 'the wider count stays clear of the rest');

    await openPlayground(page, `${site.url}index.html#rules=circular&piles=2,3,1,4,2&k=3&mode=play-cpu`);
    await page.locator('svg.board .edge-label[data-edge="1"]').tap();
    await page.locator('svg.board .edge-label[data-edge="1"]').tap();
    await page.locator('svg.board .edge-label[data-edge="1"].pending').waitFor();
    assert.equal((await count(1).textContent()).trim(), '−2 of 3');
    await screenshot(page, 'board-labels-double-tap-pile');
    await boardShot(page, 'double-tap-pile');
  }));

/** Each badge's centre, its own pill's centre, and the middle of the board's joints (a ring's
 *  centre, for a pile game), in screen pixels. */
function badgesBesideTheirPills(page) {
  return page.locator('svg.board').evaluate((board) => {
    const centre = (el) => {
      const r = el.getBoundingClientRect();
      return [r.x + r.width / 2, r.y + r.height / 2];
    };
    const joints = [...board.querySelectorAll('.set-joint')].map(centre);
    const middle = [0, 1].map((i) => joints.reduce((sum, p) => sum + p[i], 0) / (joints.length || 1));
    return [...board.querySelectorAll('.badge')].map((badge) => {
      const pill = board.querySelector(`.edge-label[data-edge="${badge.dataset.badgeOf}"] > rect`);
      return {
        of: badge.dataset.badgeOf,
        badge: centre(badge),
        pill: centre(pill),
        pillHeight: pill.getBoundingClientRect().height,
        middle,
      };
    });
  });
}

test('360×640: the last move’s badges stand outside Circular Nim’s ring, beside a loop’s count, and cover no count', () =>
  inBrowser(SIZES[1], async (page) => {
    // The move a student met: one token from each of piles 2, 3 and 4 (the move's set 2).
    await openPlayground(page, `${site.url}index.html#rules=circular&piles=2,3,1,4,2&k=3&mode=play`);
    for (const pile of [2, 3, 4]) await page.locator(`.edge-label[data-edge="${pile}"]`).tap();
    await page.getByRole('button', { name: 'Confirm move' }).tap();
    await page.locator('svg.board .badge').nth(2).waitFor();
    await settle(page);
    await boardShot(page, 'circular-badges-360');
    const far = (p, middle) => Math.hypot(p[0] - middle[0], p[1] - middle[1]);
    for (const { of, badge, pill, middle } of await badgesBesideTheirPills(page))
      assert.ok(far(badge, middle) > far(pill, middle), `pile ${of}'s badge is inside the ring`);
    assert.deepEqual(overlapping(await labelsOnBoard(page)), [], 'labels drawn over each other');

    // A loop and its vertex's other edge, both taken from in one move: each badge beside its
    // own count, on the count's row, as an edge's is (not off across the loop).
    await page.goto(`${site.url}index.html#rules=edge&v=3&e=0-0:3,0-1:3,1-2:2&mode=play`);
    await page.locator('svg.board[data-edges="3"]').waitFor();
    await page.locator('.vertex[data-vertex="0"]').tap();
    for (const edge of ['loop at vertex 0', '0–1'])
      for (let i = 0; i < 2; i++)
        await page.getByRole('button', { name: `take one more from ${edge}` }).tap();
    await page.getByRole('button', { name: 'Confirm move' }).tap();
    await page.locator('svg.board .badge').nth(1).waitFor();
    await settle(page);
    await boardShot(page, 'loop-badges-360');
    for (const { of, badge, pill, pillHeight } of await badgesBesideTheirPills(page))
      assert.ok(Math.abs(badge[1] - pill[1]) < pillHeight / 2, `edge ${of}'s badge is off its count's row`);
    assert.deepEqual(overlapping(await labelsOnBoard(page)), [], 'labels drawn over each other');
  }));
