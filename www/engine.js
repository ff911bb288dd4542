// The page's access to the Rust engine:
//  * loadEngine(): a direct wasm instance on the main thread for instant, cheap calls
//    (validatePosition, checkMove, applyMove, isOver) — these are linear in the graph size;
//  * createSolverClient(): a module Web Worker for solve(), which can take long; requests
//    carry ids, progress is forwarded, and cancel() terminates the worker and respawns it.
// JS never decides legality or results itself: everything comes from these calls.

/** Where the engine's files live: next to this module by default; an embedder that bundles
 *  the modules (e.g. a Jupyter widget serving them as blob: URLs) says where with
 *  configureEngine() before the first playground starts. toolsWasm null: the tools glue's
 *  own default (pkg/graphnim_tools_bg.wasm beside it). */
const assets = {
  wasm: besideThisModule('./pkg/graphnim_bg.wasm'),
  worker: besideThisModule('./worker.js'),
  toolsWorker: besideThisModule('./tools-worker.js'),
  toolsWasm: null,
};

/** `path` next to this module, or null where a module has no folder (a bundle loaded from a
 *  blob: URL, as a Jupyter widget does): such an embedder must configure every URL. */
export function besideThisModule(path) {
  try {
    return new URL(path, import.meta.url).href;
  } catch {
    return null;
  }
}

/** The configured URL of `name`, or an error saying how to give it. */
function assetUrl(name) {
  if (assets[name]) return assets[name];
  throw new Error(
    `this module was loaded from ${import.meta.url.slice(0, 40)}, which has no folder to find its ${name} in: give its URL with configureGraphNim({${name}: …}) before the first board starts`,
  );
}

/** Sets where the engine's files are ({wasm, worker, toolsWorker, toolsWasm}: URLs, each
 *  optional). Only takes effect for what has not been loaded yet. */
export function configureEngine(urls = {}) {
  for (const name of Object.keys(assets)) {
    const url = urls[name];
    if (url === undefined || url === null) continue;
    if (typeof url !== 'string' && !(url instanceof URL))
      throw new TypeError(`configureEngine: ${name} must be a URL or a string, not ${typeof url}`);
    assets[name] = String(url);
  }
}

/** The engine's file URLs as configured (see configureEngine). */
export function engineAssets() {
  return { ...assets, toolsWorker: assetUrl('toolsWorker') };
}

/** A module worker running the script at `url`. A page may only construct a Worker from a
 *  script of its own origin: the playground's files served from another origin (a course
 *  page with a <graph-nim> element) start through a same-origin blob: module that imports
 *  the real script. The imported script's import.meta.url is its own URL, so its relative
 *  imports and fetches resolve beside it, not against the blob (the host must send CORS
 *  headers for that import, as it must for the element's module itself). */
export function moduleWorker(url) {
  const href = new URL(url, globalThis.location?.href).href;
  const sameOrigin = /^(blob|data):/.test(href) || new URL(href).origin === globalThis.location?.origin;
  if (sameOrigin) return new Worker(href, { type: 'module' });
  const source = new Blob([`import ${JSON.stringify(href)};\n`], { type: 'text/javascript' });
  const blobUrl = URL.createObjectURL(source);
  try {
    return new Worker(blobUrl, { type: 'module' });
  } finally {
    // The worker has its own reference to the script once constructed.
    setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
  }
}

let compiledPromise = null;
let enginePromise = null;

/** The engine's wasm, compiled once while it downloads (streaming) and shared: the page and
 *  its worker each instantiate this one module instead of fetching and compiling their own. */
export function compiledEngine() {
  let url;
  try {
    url = assetUrl('wasm');
  } catch (err) {
    compiledPromise ??= Promise.reject(err);
    return compiledPromise;
  }
  compiledPromise ??= WebAssembly.compileStreaming(fetch(url)).catch(async () => {
    // A server without the application/wasm type: compile from the bytes instead.
    const response = await fetch(url);
    if (!response.ok)
      throw new Error(`could not fetch the engine (${response.status} ${response.statusText})`);
    return WebAssembly.compile(await response.arrayBuffer());
  });
  return compiledPromise;
}

/** Whether the engine's file was asked for (configureEngine comes too late after that). */
export function engineStarted() {
  return compiledPromise !== null;
}

/** Loads and initialises the wasm module once; resolves to its exports. */
export function loadEngine() {
  enginePromise ??= (async () => {
    const [module, compiled] = await Promise.all([import('./pkg/graphnim.js'), compiledEngine()]);
    await module.default({ module_or_path: compiled });
    return module;
  })();
  return enginePromise;
}

let toolsPromise = null;

/** The teaching and research module (puzzles, exports, embed messages), loaded on first use
 *  only: the playground's own download does not carry it. */
export function loadTools() {
  toolsPromise ??= (async () => {
    const tools = await import('./pkg/graphnim_tools.js');
    await tools.default(assets.toolsWasm ? { module_or_path: assets.toolsWasm } : undefined);
    return tools;
  })();
  return toolsPromise;
}

/** Error message text from anything the engine throws. */
export function errorText(err) {
  return String(err?.message ?? err ?? 'unknown error');
}

export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.cancelled = true;
  }
}

/**
 * Solver running in a worker. solve(position, options, onProgress) → Promise<result>.
 * Requests run one at a time inside the worker, in order.
 */
export function createSolverClient() {
  let worker = null;
  let nextId = 1;
  const pending = new Map(); // id -> {resolve, reject, onProgress}

  // Why no worker could be started (no URL for it: see assetUrl), for the requests.
  let spawnError = null;

  function spawn() {
    let url;
    try {
      url = assetUrl('worker');
    } catch (err) {
      spawnError = err;
      return;
    }
    try {
      worker = moduleWorker(url);
    } catch (err) {
      spawnError = new Error(`the solver could not be started from ${url}: ${errorText(err)}`);
      return;
    }
    // The worker waits for the compiled module (requests sent meanwhile queue behind it).
    const own = worker;
    compiledEngine().then(
      (module) => own.postMessage({ type: 'init', module, toolsWasm: assets.toolsWasm }),
      () => own.postMessage({ type: 'init', module: null, toolsWasm: assets.toolsWasm }),
    );
    worker.onmessage = (event) => {
      const message = event.data;
      if (message.type === 'fatal') {
        for (const job of pending.values()) job.reject(new Error(message.message));
        pending.clear();
        return;
      }
      const job = pending.get(message.id);
      if (!job) return;
      if (message.type === 'progress') {
        job.onProgress?.(message.done, message.total, message.phase);
      } else if (message.type === 'result') {
        pending.delete(message.id);
        job.resolve(message.result);
      } else if (message.type === 'error') {
        pending.delete(message.id);
        job.reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      const error = new Error(`the solver stopped: ${event.message || 'worker error'}`);
      for (const job of pending.values()) job.reject(error);
      pending.clear();
      worker?.terminate();
      worker = null;
    };
  }

  function request(message, onProgress = null) {
    if (!worker) spawn();
    if (!worker) return Promise.reject(spawnError);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, onProgress });
      worker.postMessage({ id, ...message });
    });
  }

  return {
    solve(position, options = {}, onProgress = null) {
      return request({ type: 'solve', position, options }, onProgress);
    },
    /** Judges a puzzle answer (tools' judgePuzzle) in the worker: {status, reason, refutation, after}. */
    judgePuzzle(position, goal, answer, options = {}) {
      return request({ type: 'judge', position, goal, answer, options });
    },
    /** Checks a puzzle (tools' checkPuzzle) in the worker: {well_posed, reason, solutions, …}. */
    checkPuzzle(position, goal, options = {}) {
      return request({ type: 'check', position, goal, options });
    },
    /** Judges the end of a `win` puzzle's game (tools' judgeEnding) in the worker: {status:
     *  'solved'|'wrong', reason}; `studentToMove`: the student is the one left without a move. */
    judgeEnding(position, studentToMove) {
      return request({ type: 'ending', position, studentToMove });
    },
    /** Runs a research export of the tools module (certificate, boxSlice, checkRule) in the
     *  worker: args are the export's own, without the progress callback. */
    research(method, args, onProgress = null) {
      if (!worker) spawn();
      if (!worker) return Promise.reject(spawnError);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, onProgress });
        worker.postMessage({ id, type: 'research', method, args });
      });
    },
    /** Starts the worker ahead of the first request, so the first hint does not wait for it. */
    warm() {
      if (!worker) spawn();
    },
    /** Stops every running or queued request (they reject with CancelledError). */
    cancel() {
      worker?.terminate();
      worker = null;
      for (const job of pending.values()) job.reject(new CancelledError());
      pending.clear();
    },
    get busy() {
      return pending.size > 0;
    },
    destroy() {
      this.cancel();
    },
  };
}
