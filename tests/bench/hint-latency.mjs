#!/usr/bin/env node
// Browser benchmark (not part of the test command):  node tests/bench/hint-latency.mjs [runs]
// Measures in headless Chromium:
//   * first render: navigation start → board drawn with the engine loaded;
//   * hint latency: click on Hint → winning-move highlight (or verdict) on the board,
//     median of several runs per position, for positions of at most ~10^5 states; 'cold'
//     includes starting the solver worker, 'warm' is a second hint with the worker running.
// A fresh page per run so the page's hint cache does not help.
import { setupE2E } from '../helpers/browser.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const POSITIONS = [
  ['Nim 3,4,5', '#rules=edge&v=6&e=0-1:3,2-3:4,4-5:5'],
  ['C4 3,4,3,5', '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5'],
  ['K4 2 each', '#rules=edge&v=4&e=0-1:2,0-2:2,0-3:2,1-2:2,1-3:2,2-3:1'],
  ['P5 (path, 4 each)', '#rules=edge&v=5&e=0-1:4,1-2:4,2-3:4,3-4:3'],
  ['Walk C5 + loop', '#rules=walk&v=5&piece=0&e=0-1:3,1-2:2,2-3:4,3-4:2,4-0:3,2-2:3'],
  ['Walk K4 3 each', '#rules=walk&v=4&piece=0&e=0-1:3,0-2:3,0-3:3,1-2:3,1-3:3,2-3:3'],
  ['K4 6,6,6,6,6,5 (~10^5 states)', '#rules=edge&v=4&e=0-1:6,0-2:6,0-3:6,1-2:6,1-3:6,2-3:5'],
  ['Walk K4 + loops (~10^5 states)', '#rules=walk&v=4&piece=0&e=0-1:4,0-2:4,0-3:3,1-2:4,1-3:3,2-3:3,0-0:2'],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const env = await setupE2E();
try {
  const firstRender = [];
  const rows = [];
  for (const [name, fragment] of POSITIONS) {
    const times = [];
    const warm = [];
    let outcome = '';
    let states = null;
    for (let run = 0; run < RUNS; run++) {
      const page = await env.browser.newPage();
      await page.goto(env.url('index.html' + fragment));
      await page.waitForFunction(() => window.graphNimEngine && document.querySelector('svg.board g.edge'));
      firstRender.push(await page.evaluate(() => performance.now()));
      const measureHint = () =>
        page.evaluate(
          () =>
            new Promise((resolve) => {
              const svg = document.querySelector('svg.board');
              const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Hint');
              const t0 = performance.now();
              const done = () =>
                svg.hasAttribute('data-hint-move') || document.querySelector('.hint-result .verdict');
              const observer = new MutationObserver(() => {
                if (done()) {
                  observer.disconnect();
                  resolve(performance.now() - t0);
                }
              });
              observer.observe(document.body, { subtree: true, childList: true, attributes: true });
              button.click();
            }),
        );
      // Cold: the first hint also starts the worker and its wasm instance.
      times.push(await measureHint());
      // Warm: a second, different position (one more token on edge 0) with the worker running.
      await page.evaluate(() => {
        const pg = window.graphNimPlayground;
        const p = pg.getPosition();
        p.edges[0][2] += 1;
        pg.setPosition(p, pg.getLayout());
      });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      warm.push(await measureHint());
      outcome = (
        await page
          .locator('.hint-result .verdict')
          .textContent()
          .catch(() => '')
      ).trim();
      states = await page.evaluate(async () => {
        const r = window.graphNimEngine.solve(window.graphNimPlayground.getPosition(), {});
        return r.states ?? null;
      });
      await page.close();
    }
    rows.push({
      position: name,
      'cold median ms': median(times).toFixed(1),
      'warm median ms': median(warm).toFixed(1),
      states,
      outcome: outcome.slice(0, 50),
    });
  }
  console.log(
    `first render (page start → board with engine), median of ${firstRender.length}: ${median(firstRender).toFixed(1)} ms`,
  );
  console.table(rows);
} finally {
  await env.teardown();
}
