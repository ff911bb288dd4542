#!/usr/bin/env node
// Where a hint's time goes (profile before optimising). Run by hand:
//
//   node tests/bench/profile-hint.mjs ['#fragment'] [runs]
//
// Opens the page on the position, waits for the engine, then profiles (Chrome DevTools CPU
// profiler, 100 µs sampling) `runs` warm hints, each on a new position (edge 0 selected, "+"
// pressed), from the click to the highlight. Prints the functions with the most self time and the
// share of time spent in wasm, in the page's modules, and in the browser (style, layout, paint).
import { setupE2E } from '../helpers/browser.mjs';

const FRAGMENT = process.argv[2] ?? '#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5';
const RUNS = Number(process.argv[3] ?? 10);

const env = await setupE2E();
try {
  const page = await env.browser.newPage();
  await page.goto(env.url('index.html' + FRAGMENT));
  await page.waitForFunction(() => window.graphNimEngine);
  await page.waitForTimeout(500); // let the idle warm-up run
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const label = page.locator('.edge-label[data-edge="0"]');
  const hint = page.getByRole('button', { name: 'Hint', exact: true });
  // Select edge 0 once (the svg lies over the label for hit-testing, so click its spot as a
  // person does); each run then adds a token to it with "+", a new position every time.
  const box = await label.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await cdp.send('Profiler.start');
  const started = Date.now();
  for (let i = 0; i < RUNS; i++) {
    await page.keyboard.press('+');
    await page.waitForFunction(() => !document.querySelector('svg.board')?.hasAttribute('data-hint-move'));
    await hint.click();
    await page.waitForSelector('svg.board[data-hint-move]');
  }
  const { profile } = await cdp.send('Profiler.stop');
  const wall = Date.now() - started;
  // Self time per node, from the sample stream.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const rows = new Map();
  const kinds = { wasm: 0, page: 0, browser: 0, idle: 0 };
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    const where = callFrame.url.split('/').pop() || '(browser)';
    const name = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
    rows.set(name, (rows.get(name) ?? 0) + ms);
    if (callFrame.functionName === '(idle)') kinds.idle += ms;
    else if (callFrame.url.includes('.wasm') || callFrame.url.startsWith('wasm://')) kinds.wasm += ms;
    else if (callFrame.url.includes('/www/')) kinds.page += ms;
    else kinds.browser += ms;
  }
  console.log(`${RUNS} warm hints (input + hint each), ${wall} ms of wall time including the test driver`);
  console.log(
    `self time: page JS ${kinds.page.toFixed(1)} ms, wasm ${kinds.wasm.toFixed(1)} ms, browser/other ${kinds.browser.toFixed(1)} ms, idle ${kinds.idle.toFixed(1)} ms`,
  );
  console.table(
    [...rows]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([fn, ms]) => ({ function: fn, 'self ms': ms.toFixed(1), 'per hint': (ms / RUNS).toFixed(2) })),
  );
} finally {
  await env.teardown();
}
