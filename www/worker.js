// Solver worker: loads its own copy of the wasm engine and answers solve requests, so long
// searches never block the page. The search is synchronous inside wasm, so cancelling is
// done by the page terminating this worker (engine.js respawns a fresh one).
//
// Messages in:  {type: 'init', module, toolsWasm} once (the page's compiled
//               WebAssembly.Module, or null to fetch and compile it here; where the tools'
//               wasm is, when the page was told: engine.js configureEngine), then {id, type: 'solve', position, options}
//               or {id, type: 'research', method, args} (a RESEARCH export of the tools
//               module, loaded here on first use; see research-actions.js)
//               or {id, type: 'judge', position, goal, answer, options},
//               {id, type: 'check', position, goal, options} and
//               {id, type: 'ending', position, studentToMove} (puzzles: the tools module,
//               loaded here on the first such request)
// Messages out: {type: 'ready', version} once;
//               {id, type: 'progress', done, total, phase?} at most ~10 times a second,
//               and at once when a job's phase changes (checkRule: 'solving', 'checking');
//               {id, type: 'result', result} or {id, type: 'error', message}.

import init, * as engine from './pkg/graphnim.js';
import { warmUp } from './engine/warmup.js';
import { configureEngine, loadTools } from './engine.js';

const PROGRESS_INTERVAL_MS = 100;

let provideModule;
const moduleArrives = new Promise((resolve) => (provideModule = resolve));
const ready = moduleArrives
  .then((module) => init(module ? { module_or_path: module } : undefined))
  .then(
    () => {
      self.postMessage({ type: 'ready', version: engine.version() });
      // Run the common paths once before the first real request (see warmup.js); a request
      // already queued waits the few milliseconds this takes.
      warmUp(engine.solve);
    },
    (err) => {
      self.postMessage({ type: 'fatal', message: `could not load the solver: ${err?.message ?? err}` });
      throw err;
    },
  );

/** The research exports the page may run here, and whether each takes progress last. */
const RESEARCH = { certificate: true, boxSlice: true, checkRule: true };

/** Puzzle requests: a judgement can solve a position as large as a hint does. */
async function puzzleRequest({ type, position, goal, answer, options, studentToMove }) {
  const tools = await loadTools();
  if (type === 'ending') return tools.judgeEnding(position, !!studentToMove);
  return type === 'judge'
    ? tools.judgePuzzle(position, goal, answer, options ?? {})
    : tools.checkPuzzle(position, goal, options ?? {});
}

self.onmessage = async (event) => {
  const { id, type, position, options, module, method, args } = event.data ?? {};
  if (type === 'init') {
    if (typeof event.data.toolsWasm === 'string') configureEngine({ toolsWasm: event.data.toolsWasm });
    return provideModule(module instanceof WebAssembly.Module ? module : null);
  }
  if (type === 'judge' || type === 'check' || type === 'ending') {
    try {
      self.postMessage({ id, type: 'result', result: await puzzleRequest(event.data) });
    } catch (err) {
      self.postMessage({ id, type: 'error', message: String(err?.message ?? err) });
    }
    return;
  }
  if (type !== 'solve' && !(type === 'research' && Object.hasOwn(RESEARCH, method) && Array.isArray(args)))
    return self.postMessage({
      id,
      type: 'error',
      message: `the worker cannot answer "${type} ${method ?? ''}"`,
    });
  try {
    const tools = type === 'research' ? await loadTools() : await ready;
    let lastReport = 0;
    let lastPhase;
    const progress = (done, total, phase) => {
      const now = performance.now();
      if (now - lastReport >= PROGRESS_INTERVAL_MS || phase !== lastPhase) {
        lastReport = now;
        lastPhase = phase;
        self.postMessage({ id, type: 'progress', done, total, phase });
      }
      return true;
    };
    const result =
      type === 'research'
        ? tools[method](...args, ...(RESEARCH[method] ? [progress] : []))
        : engine.solve(position, options ?? {}, progress);
    self.postMessage({ id, type: 'result', result });
  } catch (err) {
    self.postMessage({ id, type: 'error', message: String(err?.message ?? err) });
  }
};
