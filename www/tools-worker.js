// Worker for the teaching tools (puzzle check, puzzle generation, game review): they run
// exact solves that can take seconds, so they never run on the page's thread. Each call is
// synchronous inside wasm; cancelling is done by the page terminating this worker
// (tools-client.js starts a fresh one on the next call).
//
// Messages in:  {type: 'configure', toolsWasm} first when the page was told where the tools'
//               wasm is (engine.js configureEngine); {id, method, args} — method one of
//               METHODS, args its arguments.
// Messages out: {id, type: 'progress', done, total} at most ~10 times a second (methods that
//               report progress); {id, type: 'result', result} or {id, type: 'error', message}.

import { configureEngine, loadTools } from './engine.js';

const PROGRESS_INTERVAL_MS = 100;

/** The tools exports the page may call here, and whether each takes a progress callback last. */
const METHODS = {
  checkPuzzle: { progress: false },
  generatePuzzles: { progress: true },
  reviewGame: { progress: false },
  countMoves: { progress: false },
};

self.onmessage = async (event) => {
  const { id, method, args } = event.data ?? {};
  if (event.data?.type === 'configure') {
    if (typeof event.data.toolsWasm === 'string') configureEngine({ toolsWasm: event.data.toolsWasm });
    return;
  }
  if (!Object.hasOwn(METHODS, method) || !Array.isArray(args)) {
    self.postMessage({ id, type: 'error', message: `the tools have no method "${String(method)}"` });
    return;
  }
  try {
    const tools = await loadTools();
    let lastReport = 0;
    const progress = (done, total) => {
      const now = performance.now();
      if (now - lastReport >= PROGRESS_INTERVAL_MS) {
        lastReport = now;
        self.postMessage({ id, type: 'progress', done, total });
      }
      return true;
    };
    const result = tools[method](...args, ...(METHODS[method].progress ? [progress] : []));
    self.postMessage({ id, type: 'result', result });
  } catch (err) {
    self.postMessage({ id, type: 'error', message: String(err?.message ?? err) });
  }
};
