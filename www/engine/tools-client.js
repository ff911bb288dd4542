// The page's side of tools-worker.js: call(method, args, onProgress) → Promise of the tools
// export's answer, run in a worker started on first use (the tools module is never loaded
// for people who only play). cancel() stops the running call at once by terminating the
// worker; its promise rejects with CancelledError. Each part of the page that may cancel its
// own work (puzzle maker, review) has its own client, so one Cancel never stops the other.

import { CancelledError, engineAssets, moduleWorker } from '../engine.js';

export function createToolsClient() {
  let worker = null;
  let nextId = 1;
  const pending = new Map(); // id -> {resolve, reject, onProgress}

  function failAll(error) {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  }

  function spawn() {
    const { toolsWorker, toolsWasm } = engineAssets();
    worker = moduleWorker(toolsWorker);
    if (toolsWasm) worker.postMessage({ type: 'configure', toolsWasm });
    worker.onmessage = ({ data }) => {
      const job = pending.get(data?.id);
      if (!job) return;
      if (data.type === 'progress') return job.onProgress?.(data.done, data.total);
      pending.delete(data.id);
      if (data.type === 'result') job.resolve(data.result);
      else job.reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      failAll(new Error(`the tools stopped: ${event.message || 'worker error'}`));
      worker?.terminate();
      worker = null;
    };
  }

  return {
    call(method, args, onProgress = null) {
      if (!worker) {
        try {
          spawn();
        } catch (err) {
          return Promise.reject(new Error(`the tools could not be started: ${err?.message ?? err}`));
        }
      }
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, onProgress });
        worker.postMessage({ id, method, args });
      });
    },
    cancel() {
      worker?.terminate();
      worker = null;
      failAll(new CancelledError());
    },
    get busy() {
      return pending.size > 0;
    },
  };
}
