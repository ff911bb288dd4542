// Helpers for driving the playground like a person: board coordinates → screen clicks and
// drags, reading what the board shows. Board coordinates are the SVG's 800x560 user units.
import assert from 'node:assert/strict';

/** Opens the playground at `url` and waits until the engine has loaded. */
export async function openPlayground(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.graphNimEngine && document.querySelector('svg.board'), null, {
    timeout: 30_000,
  });
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
