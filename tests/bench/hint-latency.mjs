#!/usr/bin/env node
// Browser benchmark for the page's speed targets (run by hand, not by the test command):
//
//   node tests/bench/hint-latency.mjs [runs]        (default 5 runs per position)
//
// In headless Chromium, a fresh page per run (so no cache of the page helps), it measures:
//   * first render: navigation start → the board's edges are in the DOM and a frame is painted;
//   * engine ready: navigation start → the page's engine is loaded (window.graphNimEngine set);
//   * cold hint: the Hint button is clicked with the mouse as soon as the board appears and the
//     button can be clicked; click → highlight (or verdict) painted. Includes whatever the page
//     still has to load or start (engine, worker);
//   * warm hint: the user then selects edge 0 and presses "+" (a new position, so the page's
//     hint cache cannot answer), and clicks Hint again: click → highlight painted, with the
//     page and its worker already running.
// "states searched" = the exact search's state count for the starting position (0 = a theorem
// answered). "Painted" = the first animation frame after the highlight reached the DOM, plus a task, i.e.
// after that frame was handed to the compositor. Medians, and the slowest run, per position.
// Targets: cold ≤ 50 ms, warm ≤ 20 ms for every position of at most 10^5 states;
// first render ≤ 250 ms; engine ready ≤ 400 ms. This script prints; it never asserts.
import { setupE2E } from '../helpers/browser.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const POSITIONS = [
  ['Nim 3,4,5', '#rules=edge&v=6&e=0-1:3,2-3:4,4-5:5'],
  ['C4 3,4,3,5', '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5'],
  ['K4 2 each (one 1)', '#rules=edge&v=4&e=0-1:2,0-2:2,0-3:2,1-2:2,1-3:2,2-3:1'],
  ['P5 4,4,4,3', '#rules=edge&v=5&e=0-1:4,1-2:4,2-3:4,3-4:3'],
  ['Walk C5 + loop', '#rules=walk&v=5&piece=0&e=0-1:3,1-2:2,2-3:4,3-4:2,4-0:3,2-2:3'],
  ['Walking K4 3 each', '#rules=walk&v=4&piece=0&e=0-1:3,0-2:3,0-3:3,1-2:3,1-3:3,2-3:3'],
  ['K4 6,6,6,6,6,5', '#rules=edge&v=4&e=0-1:6,0-2:6,0-3:6,1-2:6,1-3:6,2-3:5'],
  ['Walk K4 + loop', '#rules=walk&v=4&piece=0&e=0-1:4,0-2:4,0-3:3,1-2:4,1-3:3,2-3:3,0-0:2'],
];

// Installed before the page's own scripts: records when the board first appears (and is
// painted) and when the engine is set, and times clicks on Hint to the painted highlight.
const PROBE = () => {
  const marks = (window.__bench = { boardPainted: null, engineReady: null, hints: [] });
  let engine;
  Object.defineProperty(window, 'graphNimEngine', {
    configurable: true,
    get: () => engine,
    set: (value) => {
      engine = value;
      if (value && marks.engineReady === null) marks.engineReady = performance.now();
    },
  });
  const afterPaint = (callback) => requestAnimationFrame(() => setTimeout(callback, 0));
  const highlighted = () =>
    document.querySelector('svg.board')?.hasAttribute('data-hint-move') ||
    document.querySelector('.hint-result .verdict');
  new MutationObserver((_, observer) => {
    if (marks.boardPainted === null && document.querySelector('svg.board g.edge')) {
      observer.disconnect();
      afterPaint(() => (marks.boardPainted = performance.now()));
    }
  }).observe(document, { subtree: true, childList: true });
  // A click on Hint starts a timing; the next highlight that appears ends it.
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target.closest?.('button');
      if (!button || button.textContent.trim() !== 'Hint') return;
      const timing = { start: event.timeStamp, end: null };
      marks.hints.push(timing);
      const done = () => afterPaint(() => (timing.end = performance.now()));
      if (highlighted()) return done(); // already shown (answered from the page's cache)
      const observer = new MutationObserver(() => {
        if (highlighted()) {
          observer.disconnect();
          done();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    },
    true,
  );
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const ms = (x) => (x === null || x === undefined || Number.isNaN(x) ? '–' : x.toFixed(1));

async function hintTime(page, index) {
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.waitForFunction(
    (i) => window.__bench.hints[i]?.end !== null && window.__bench.hints[i] !== undefined,
    index,
    {
      timeout: 60_000,
    },
  );
  return page.evaluate((i) => window.__bench.hints[i].end - window.__bench.hints[i].start, index);
}

const env = await setupE2E();
try {
  const firstRender = [];
  const engineReady = [];
  const rows = [];
  for (const [name, fragment] of POSITIONS) {
    const cold = [];
    const warm = [];
    let states = null;
    let verdict = '';
    for (let run = 0; run < RUNS; run++) {
      const page = await env.browser.newPage();
      await page.addInitScript(PROBE);
      await page.goto(env.url('index.html' + fragment));
      await page.locator('svg.board g.edge').first().waitFor();
      cold.push(await hintTime(page, 0));
      // A new position by hand: select edge 0, one token more.
      const label = page.locator('.edge-label[data-edge="0"]');
      const box = await label.boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.keyboard.press('+');
      // The old position's highlight and verdict are gone before the warm timing starts.
      await page.waitForFunction(
        () =>
          !document.querySelector('svg.board')?.hasAttribute('data-hint-move') &&
          !document.querySelector('.hint-result .verdict'),
      );
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      warm.push(await hintTime(page, 1));
      const marks = await page.evaluate(() => window.__bench);
      firstRender.push(marks.boardPainted);
      engineReady.push(marks.engineReady);
      verdict = (
        await page
          .locator('.hint-result .verdict')
          .first()
          .textContent()
          .catch(() => '')
      ).trim();
      if (run === 0) {
        await page.goto(env.url('index.html' + fragment));
        await page.locator('svg.board g.edge').first().waitFor();
        await page.waitForFunction(() => window.graphNimEngine);
        states = await page.evaluate(
          () => window.graphNimEngine.solve(window.graphNimPlayground.getPosition(), {}).states ?? null,
        );
      }
      await page.close();
    }
    rows.push({
      position: name,
      'states searched': states,
      'cold median ms': ms(median(cold)),
      'cold max ms': ms(Math.max(...cold)),
      'warm median ms': ms(median(warm)),
      'warm max ms': ms(Math.max(...warm)),
      verdict: verdict.slice(0, 40),
    });
  }
  const valid = (xs) => xs.filter((x) => typeof x === 'number');
  console.log(
    `hint latency, click → highlight painted; ${RUNS} fresh pages per position (${new Date().toISOString()})`,
  );
  console.table(rows);
  console.log(
    `first render (navigation → board painted): median ${ms(median(valid(firstRender)))} ms, max ${ms(Math.max(...valid(firstRender)))} ms over ${valid(firstRender).length} loads`,
  );
  console.log(
    `engine ready (navigation → engine loaded): median ${ms(median(valid(engineReady)))} ms, max ${ms(Math.max(...valid(engineReady)))} ms over ${valid(engineReady).length} loads`,
  );
  console.log(
    'targets: cold ≤ 50 ms, warm ≤ 20 ms (≤ 10^5 states); first render ≤ 250 ms; engine ready ≤ 400 ms',
  );
} finally {
  await env.teardown();
}
