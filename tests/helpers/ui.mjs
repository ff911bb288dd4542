// Helpers for driving the playground like a person: board coordinates → screen clicks and
// drags, reading what the board shows. Board coordinates are the SVG's 800x560 user units.
import assert from 'node:assert/strict';

/** An empty editing board's link: what index.html opened on before it opened on a ready game
 *  (tests that draw a graph from nothing start here). */
export const EMPTY_BOARD = '#rules=edge&v=0&e=';

/** Opens the playground at `url` and waits until the engine has loaded. */
export async function openPlayground(page, url, { engaged = true } = {}) {
  await page.goto(url);
  await page.waitForFunction(() => window.graphNimEngine && document.querySelector('svg.board'), null, {
    timeout: 30_000,
  });
  // The person starts using the page at once, as an impatient one does: a turn of the mouse
  // wheel by nothing (which scrolls nothing and changes no count) counts as their first use,
  // so the cards below the fold load now, as at a first press, key or scroll, not at the idle
  // timer two seconds after the engine is ready (www/page/lazy-part.js). That timer cost the
  // browser tests about 2 s at each page opened to use a lower card. { engaged: false } keeps
  // the page idle, for a test of what an untouched page does.
  if (engaged && !process.env.E2E_IDLE_OPEN) await page.mouse.wheel(0, 0);
  await settle(page);
}

/** Waits two animation frames so coalesced redraws have happened. */
export async function settle(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Screen point of a board point. */
export async function screenPoint(page, x, y) {
  return page.evaluate(
    ([bx, by]) => {
      const svg = document.querySelector('svg.board');
      const p = new DOMPoint(bx, by).matrixTransform(svg.getScreenCTM());
      return { x: p.x, y: p.y };
    },
    [x, y],
  );
}

export async function clickBoard(page, x, y) {
  const p = await screenPoint(page, x, y);
  await page.mouse.click(p.x, p.y);
  await settle(page);
}

export async function dragBoard(page, [x1, y1], [x2, y2]) {
  const a = await screenPoint(page, x1, y1);
  const b = await screenPoint(page, x2, y2);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 10 });
  await page.mouse.up();
  await settle(page);
}

/** Centre of an element (by selector) on screen. */
export async function centreOf(page, selector) {
  await settle(page);
  let box = null;
  // The board may be redrawn between finding an element and measuring it: retry briefly.
  for (let attempt = 0; attempt < 10 && !box; attempt++) {
    box = await page
      .locator(selector)
      .first()
      .boundingBox({ timeout: 2000 })
      .catch(() => null);
    if (!box) await page.waitForTimeout(50);
  }
  assert.ok(box, `${selector} is not visible`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export async function clickElement(page, selector) {
  const c = await centreOf(page, selector);
  await page.mouse.click(c.x, c.y);
  await settle(page);
}

/** One Edge-Nim move by clicks, as a person composes it: the vertex, "take one more from
 *  `edge`" `times` times (`edge` as the button names it, e.g. '1–2'), then Confirm move. It
 *  waits for nothing after: the caller waits for what the move brings. */
export async function takeAtVertex(page, vertex, edge, times = 1) {
  await clickElement(page, `.vertex[data-vertex="${vertex}"]`);
  for (let i = 0; i < times; i++)
    await page.getByRole('button', { name: `take one more from ${edge}` }).click();
  await page.getByRole('button', { name: 'Confirm move' }).click();
}

/** What the board shows: rules, piece, and per edge [u, v, label text]. */
export async function boardSummary(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('svg.board');
    const labels = [...svg.querySelectorAll('.edge-label')].map((g) => ({
      edge: Number(g.dataset.edge),
      text: g.querySelector('.edge-count').textContent,
    }));
    return {
      rules: svg.dataset.rules,
      mode: svg.dataset.mode,
      vertices: Number(svg.dataset.vertices),
      edges: Number(svg.dataset.edges),
      piece: svg.dataset.piece === undefined ? null : Number(svg.dataset.piece),
      labels: labels.sort((a, b) => a.edge - b.edge).map((l) => l.text),
      tokens: [...svg.querySelectorAll('g.edge')].map((g) => Number(g.dataset.tokens)),
    };
  });
}

export async function statusText(page) {
  return (await page.locator('.gnp-status-text').textContent()).trim();
}

export function assertNoErrors(page) {
  assert.deepEqual(page.consoleErrors, [], 'console/page errors');
}

/** The move list's entries as the user reads them (the "Moves so far" list), without the
 *  review's marks (the chips a finished game's review adds; tests of the review read those). */
export async function moveListTexts(page) {
  const items = page.getByRole('list', { name: 'Moves so far' }).getByRole('listitem');
  const texts = await items.evaluateAll((lis) =>
    lis.map((li) => {
      const copy = li.cloneNode(true);
      for (const mark of copy.querySelectorAll('.review-mark')) mark.remove();
      return copy.textContent;
    }),
  );
  return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => !/^No moves yet|^Press Play/.test(t));
}

/** Waits (generously) until a human may move or the game is over. */
export async function waitForHumanTurnOrEnd(page, timeout = 30_000) {
  await page.waitForFunction(
    () => {
      const kind = document.querySelector('.gnp-status')?.dataset.kind;
      return kind === 'turn' || kind === 'won' || kind === 'lost';
    },
    null,
    { timeout },
  );
  await settle(page);
}

/** Which element has keyboard focus, described for assertion messages (tag, label, text). */
export async function focusedDescription(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return 'document.body';
    const label = el.getAttribute('aria-label') ?? '';
    return `${el.tagName.toLowerCase()}${label ? `[aria-label="${label}"]` : ''} ${(el.textContent ?? '').trim().slice(0, 40)}`;
  });
}

/**
 * True when the element is not clipped away by any scrolling/clipping ancestor, i.e. a person
 * sees it without scrolling that container (the window itself is not considered).
 */
export async function shownInItsContainers(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowY === 'visible' && s.overflowX === 'visible') continue;
      const c = a.getBoundingClientRect();
      if (r.bottom > c.bottom + 1 || r.top < c.top - 1) return false;
    }
    return true;
  });
}

/**
 * Clicks the centre of what `locator` shows right now, as a person does: one mouse press at a
 * screen point, with no waiting for the element to settle and no retry on a replaced element
 * (playwright's locator.click() re-finds a rebuilt element and would hide a page that rebuilds
 * the control under the pointer).
 */
export async function clickWhereShown(page, locator) {
  const box = await locator.boundingBox({ timeout: 5000 });
  assert.ok(box, 'element not visible');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Holds the page's clock (playwright's page.clock) for taps that must land within one of the
 * page's pauses (the computer's before its move), however busy the machine running the test
 * is. Returns `aTenth()`, which lets a tenth of a second of the page's time pass (its frames
 * drawn): call it after each tap. `page.clock.resume()` lets the clock run again.
 */
export async function holdPageClock(page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  return () => page.clock.runFor(100);
}
