// A keyboard-only, screen-reader player's walk (1280×800, Tab, Enter, Space, arrows,
// Escape, no mouse). N pressed ten times draws a path whose vertices cover no vertex, no edge's
// line and no count, and whose edges cross none.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import { openPlayground, assertNoErrors, statusText } from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { assertFocusKept, focusedName, press, tabTo } from './helpers/keyboard.mjs';
import { heardNow, hears, listeningPage, playAtVertex } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

/** What on the board, as drawn on the screen, covers what: a vertex's disc over another or over
 *  a count, a disc on an edge not its own, two counts over each other, and an edge crossing
 *  another or running over a disc. Each named, as a person looking would say it. */
function coveredOnBoard(page) {
  return page.evaluate(() => {
    const discs = [...document.querySelectorAll('svg.board g.vertex')].map((g) => {
      const r = g.querySelector('.vertex-body').getBoundingClientRect();
      return { v: Number(g.dataset.vertex), x: r.x + r.width / 2, y: r.y + r.height / 2, r: r.width / 2 };
    });
    const at = (v) => discs.find((d) => d.v === v);
    const edges = [...document.querySelectorAll('svg.board g.edge')].map((g) => {
      const [, a, b] = g
        .getAttribute('aria-label')
        .match(/^edge (\d+)–(\d+)/)
        .map(Number);
      const pill = document
        .querySelector(`.edge-label[data-edge="${g.dataset.edge}"] rect`)
        .getBoundingClientRect();
      return { name: `${a}–${b}`, a: at(a), b: at(b), pill };
    });
    const toSegment = (p, a, b) => {
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
      return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
    };
    const toRect = (p, r) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
    const side = (a, b, c) => Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
    const cross = (e, f) =>
      side(e.a, e.b, f.a) * side(e.a, e.b, f.b) < 0 && side(f.a, f.b, e.a) * side(f.a, f.b, e.b) < 0;
    const found = [];
    for (const d of discs) {
      for (const o of discs)
        if (o.v > d.v && Math.hypot(o.x - d.x, o.y - d.y) < d.r + o.r + 8)
          found.push(`vertex ${d.v} on vertex ${o.v}`);
      for (const e of edges) {
        if (toRect(d, e.pill) < d.r + 2) found.push(`vertex ${d.v} on edge ${e.name}'s count`);
        if (e.a !== d && e.b !== d && toSegment(d, e.a, e.b) < d.r + 16)
          found.push(`vertex ${d.v} on edge ${e.name}'s line`);
      }
    }
    for (const e of edges)
      for (const f of edges) {
        if (f === e || f.name < e.name) continue;
        const p = e.pill;
        const q = f.pill;
        if (p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom)
          found.push(`edge ${e.name}'s count on edge ${f.name}'s`);
        if (cross(e, f)) found.push(`edge ${e.name} crosses edge ${f.name}`);
      }
    return found;
  });
}

for (const { name, url, start } of [
  {
    name: 'a square, nothing selected',
    url: 'index.html#rules=edge&v=4&e=0-1:3,1-2:3,2-3:3,3-0:3&xy=273,153;527,153;527,407;273,407',
    start: null,
  },
  { name: 'the page’s first board, from vertex 0', url: 'index.html', start: 0 },
])
  test(`N ten times on ${name}: a path that covers nothing drawn and crosses no edge`, async () => {
    const page = await env.browser.newPage();
    await openPlayground(page, env.url(url));
    await tabTo(page, /^Edit$/);
    await press(page, 'Enter');
    await tabTo(page, /^Skip to the board$/, { key: 'Shift+Tab' });
    await press(page, 'Enter');
    if (start === null) await press(page, 'Escape');
    else {
      await tabTo(page, new RegExp(`^vertex ${start}\\b`));
      await press(page, 'Enter');
    }
    for (let i = 0; i < 10; i++) await press(page, 'n');
    assert.match(await focusedName(page), /^vertex 13\b/, 'focus on the last vertex added');
    assert.match(
      await statusText(page),
      new RegExp(`^Editing — 14 vertices, ${start === null ? 13 : 14} edges`),
    );
    await screenshot(page, `keyboard-new-vertices-n-ten-times-${start === null ? 'square' : 'first-board'}`);
    assert.deepEqual(await coveredOnBoard(page), [], 'nothing on the board covers anything else');
    assert.equal(await axeSerious(page, `N ten times on ${name}`), '');
    assertNoErrors(page);
    await page.close();
  });

test('a puzzle opened over a board being built says it is set aside, and Leave puzzle brings it back', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Edit$/);
  await press(page, 'Enter');
  await tabTo(page, /^Skip to the board$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await tabTo(page, /^vertex 2\b/);
  await press(page, 'Enter');
  await press(page, 'n');
  await press(page, 'n');
  const built = 'Editing — 6 vertices, 6 edges';
  assert.match(await statusText(page), new RegExp(`^${built}`));

  // Puzzles, and Tab to the first: its name says what this tab kept of it.
  await tabTo(page, /^Puzzles$/);
  await press(page, 'Enter');
  await tabTo(page, /^Even the heaps/);
  assert.equal(await focusedName(page), 'Even the heaps: Not tried yet');
  await heardNow(page);
  await press(page, 'Enter');
  await page.getByRole('heading', { name: 'Even the heaps' }).waitFor();
  await hears(
    page,
    /The board you were editing \(6 vertices, 6 edges\) is set aside: Leave puzzle brings it back\./,
  );
  await screenshot(page, 'keyboard-puzzle-over-built-board');
  assert.equal(await axeSerious(page, 'a puzzle opened over a board being built'), '');

  // Leave puzzle: the board being built, in the editor, and said.
  await tabTo(page, /^Leave puzzle$/);
  await heardNow(page);
  await press(page, 'Enter');
  await hears(
    page,
    /You left the puzzle “Even the heaps”; its progress is kept\. The board you were editing \(6 vertices, 6 edges\) is back\./,
  );
  assert.match(await statusText(page), new RegExp(`^${built}`));
  assert.equal(
    await page.getByRole('button', { name: 'Edit', exact: true }).getAttribute('aria-pressed'),
    'true',
  );
  await assertFocusKept(page, 'after Leave puzzle');
  await screenshot(page, 'keyboard-left-puzzle-to-built-board');
  assert.equal(await axeSerious(page, 'the built board back from a puzzle'), '');

  // Undo goes back to the puzzle, and Leave puzzle to the board again.
  await press(page, 'Control+z');
  await page.getByRole('heading', { name: 'Even the heaps' }).waitFor();
  await tabTo(page, /^Leave puzzle$/);
  await press(page, 'Enter');
  assert.match(await statusText(page), new RegExp(`^${built}`));
  assertNoErrors(page);
  await page.close();
});

/** The board's top and bottom in the window, in CSS pixels. */
const boardInWindow = (page) =>
  page.locator('svg.board').evaluate((svg) => {
    const { top, bottom } = svg.getBoundingClientRect();
    return { top, bottom, height: innerHeight };
  });

test('the analysis: each Play button says whether its move wins; played with Explore open, the board comes into view', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await press(page, 'Tab');
  assert.equal(await focusedName(page), 'Skip to the board');
  await press(page, 'Enter');
  await press(page, 'a');
  await page.locator('.analysis-list li .play-move').first().waitFor();
  await tabTo(page, /^Explore$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await page.getByRole('region', { name: 'Explore' }).waitFor();

  // Tab to the list's first Play button and the next: each says whether its move wins.
  await tabTo(page, /^Play this (winning|losing) move: /, { key: 'Shift+Tab', limit: 120 });
  await tabTo(page, /^Play this winning move: /, { key: 'Shift+Tab' });
  assert.equal(await focusedName(page), 'Play this winning move: at vertex 0: take 1 from 0–1, 1 from 3–0');
  await press(page, 'Tab');
  assert.match(await focusedName(page), /^Play this losing move: at vertex \d: take /);
  await screenshot(page, 'keyboard-analysis-losing-move');
  assert.equal(await axeSerious(page, 'the analysis list with Explore open'), '');

  // Enter plays it; focus goes to the board, which is in the window.
  const before = await boardInWindow(page);
  await press(page, 'Enter');
  await page.waitForFunction(() => document.querySelectorAll('ol.history li:not(.empty)').length >= 1);
  assert.match(await focusedName(page), /^Game board/);
  const after = await boardInWindow(page);
  assert.ok(
    after.top >= 0 && after.bottom <= after.height,
    `the board from ${after.top} to ${after.bottom} px in a window ${after.height} px high (before: ${before.top} to ${before.bottom})`,
  );
  await screenshot(page, 'keyboard-played-from-analysis');
  assertNoErrors(page);
  await page.close();
});

/** The focused review mark, its move's line (its row) and the move list, top and bottom in the
 *  window (CSS pixels). */
const markInSight = (page) =>
  page.evaluate(() => {
    const mark = document.activeElement;
    const edges = (element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return { top, bottom };
    };
    return {
      name: mark.getAttribute('aria-label'),
      mark: edges(mark),
      row: edges(mark.closest('li')),
      list: edges(mark.closest('ol')),
      height: innerHeight,
    };
  });

/** Fails unless the focused mark and its move's line are wholly in the move list's box and the
 *  window, with room for the focus ring. */
function assertMarkInSight({ name, row, list, height }, when) {
  const where = `${when}: ${name}'s row from ${row.top} to ${row.bottom} px, the list from ${list.top} to ${list.bottom}, the window ${height} high`;
  assert.ok(row.top >= list.top && row.bottom <= list.bottom, `in the list: ${where}`);
  assert.ok(row.top >= 4 && row.bottom <= height - 4, `in the window: ${where}`);
}

test('a review mark reached with Tab or Shift+Tab, and pressed, shows with its move’s line', async () => {
  const page = await env.browser.newPage();
  // A misère game lost: move 1 the mistake, five moves, the list scrolled to its end.
  await openPlayground(
    page,
    env.url(
      'index.html#rules=edge&v=6&e=0-1:3,2-3:3,4-5:3&play=misere&mode=play-cpu&moves=0:0-1;0:0-2;4:2-3;2:1-2;2:1-1',
    ),
  );
  await page.locator('.review-mark').first().waitFor();
  await press(page, 'Tab');
  await press(page, 'Enter'); // Skip to the board
  await tabTo(page, /^Move 1: mistake/);
  assertMarkInSight(await markInSight(page), 'Tab to move 1’s mark');
  await press(page, 'Enter');
  assert.equal(await focusedName(page), 'Move 1: mistake. Show a winning move instead.');
  assertMarkInSight(await markInSight(page), 'Enter on it');
  await screenshot(page, 'keyboard-mistake-mark-pressed');
  assert.equal(await axeSerious(page, 'a mistake’s mark pressed'), '');

  // On through the review card and down the page, then back up with Shift+Tab.
  await tabTo(page, /^heaps$/);
  await tabTo(page, /^Move 5: /, { key: 'Shift+Tab' });
  assertMarkInSight(await markInSight(page), 'Shift+Tab back to move 5’s mark');
  await screenshot(page, 'keyboard-mark-shift-tab');
  assertNoErrors(page);
  await page.close();
});

/** The notice shown: its words, how many lines they take, and what of the board it covers. */
const noticeShown = (page) =>
  page.evaluate(() => {
    const notice = document.querySelector('.gnp-message');
    const words = notice.querySelector('span');
    const style = getComputedStyle(words);
    const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.4;
    const box = notice.getBoundingClientRect();
    const covered = [...document.querySelectorAll('svg.board .vertex-ring, svg.board .edge-label')]
      .map((item) => item.getBoundingClientRect())
      .filter(
        (r) =>
          r.width > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom,
      );
    return {
      text: words.textContent,
      lines: Math.round(words.getBoundingClientRect().height / line),
      width: Math.round(box.width),
      covered: covered.length,
    };
  });

test('a game set aside for a puzzle or Walking Nim: the notice reads in a few lines, clear of the board', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await press(page, 'Tab');
  await press(page, 'Enter'); // Skip to the board
  await playAtVertex(page, 0, 1);
  await hears(page, /^Computer: .*Your turn\./);

  // Walking Nim over the game under way.
  await tabTo(page, /^Walking Nim$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await hears(
    page,
    /Your unfinished game of Edge-Nim \(2 moves played\) is set aside for this new board: Undo brings it back\./,
  );
  let notice = await noticeShown(page);
  // A few lines, in a box wide enough to read (the defect: ten lines, 180 px). The rule
  // switch's notice is two sentences (where the new game starts, who moves): six lines at most.
  assert.ok(
    notice.lines <= 6 && notice.width >= 300,
    `${notice.lines} lines, ${notice.width} px wide: ${notice.text}`,
  );
  assert.equal(notice.covered, 0, 'the notice covers no vertex and no count');
  await screenshot(page, 'keyboard-set-aside-walking-notice');
  assert.equal(await axeSerious(page, 'Walking Nim over a game, its notice'), '');

  // Back to the game, then a puzzle over it.
  await press(page, 'Control+z');
  await hears(page, /2 moves played|Your turn/);
  await tabTo(page, /^Puzzles$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await tabTo(page, /^Opposite sides/);
  await heardNow(page);
  await press(page, 'Enter');
  await page.getByRole('heading', { name: 'Opposite sides' }).waitFor();
  await hears(
    page,
    /Your unfinished game of Edge-Nim \(2 moves played\) is set aside: the browser’s Back brings it back\./,
  );
  notice = await noticeShown(page);
  // A few lines, in a box wide enough to read (the defect: ten lines, 180 px). The rule
  // switch's notice is two sentences (where the new game starts, who moves): six lines at most.
  assert.ok(
    notice.lines <= 6 && notice.width >= 300,
    `${notice.lines} lines, ${notice.width} px wide: ${notice.text}`,
  );
  assert.equal(notice.covered, 0, 'the notice covers no vertex and no count');
  await screenshot(page, 'keyboard-puzzle-notice');
  assert.equal(await axeSerious(page, 'a puzzle over a game, its notice'), '');
  assertNoErrors(page);
  await page.close();
});

test('“The even triangle” opened from Puzzles asks its question once', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html'));
  await tabTo(page, /^Puzzles$/);
  await press(page, 'Enter');
  await tabTo(page, /^The even triangle/);
  await heardNow(page);
  await press(page, 'Enter');
  await page.getByRole('heading', { name: 'The even triangle' }).waitFor();
  await hears(page, /^Puzzle “The even triangle”: /);
  const heard = (await heardNow(page)).find((text) => text.startsWith('Puzzle “The even triangle”'));
  assert.equal(
    heard,
    'Puzzle “The even triangle”: Does the player to move win or lose with perfect play? Answer with one of the two buttons in the task.',
  );
  assert.equal((heard.match(/win or lose/g) ?? []).length, 1, 'the question once');
  await screenshot(page, 'keyboard-even-triangle');
  assert.equal(await axeSerious(page, 'an outcome puzzle opened'), '');
  assertNoErrors(page);
  await page.close();
});
