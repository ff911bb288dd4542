// One solver worker for many boards: the <graph-nim> elements of a page share it (one wasm
// instance in one worker, however many puzzles a course note holds). Each board gets a view
// with the solver client's API (engine.js createSolverClient). The worker runs one job at a
// time and can only be stopped by terminating it, so a board's Cancel terminates it and the
// other boards' jobs, which were not cancelled, start again on a fresh worker: one board's
// Cancel never costs another its answer.

import { createSolverClient, CancelledError } from '../engine.js';

/** Returns views(): a new solver-client view over one shared worker. */
export function createSharedSolver() {
  let base = null;
  /** Jobs under way: {owner, run: () => Promise, attempt, resolve, reject}. */
  const jobs = new Set();

  const client = () => (base ??= createSolverClient());

  function start(job) {
    const attempt = ++job.attempt;
    job.run().then(
      (value) => {
        if (job.attempt !== attempt) return; // restarted after another board's Cancel
        jobs.delete(job);
        job.resolve(value);
      },
      (err) => {
        if (job.attempt !== attempt) return;
        jobs.delete(job);
        job.reject(err);
      },
    );
  }

  function submit(owner, run) {
    return new Promise((resolve, reject) => {
      const job = { owner, run, attempt: 0, resolve, reject };
      jobs.add(job);
      start(job);
    });
  }

  /** Stops `owner`'s jobs; the others run again on a fresh worker. */
  function cancel(owner) {
    const own = [...jobs].filter((job) => job.owner === owner);
    if (!own.length) return;
    for (const job of own) {
      jobs.delete(job);
      job.attempt++; // its old promise's rejection is ignored
      job.reject(new CancelledError());
    }
    // Terminating rejects every job's current promise; start() gives each other job a new
    // attempt first, so those rejections (delivered later) are ignored.
    base?.cancel();
    for (const job of jobs) start(job);
  }

  return function view() {
    const owner = {};
    return {
      solve: (position, options = {}, onProgress = null) =>
        submit(owner, () => client().solve(position, options, onProgress)),
      judgePuzzle: (position, goal, answer, options = {}) =>
        submit(owner, () => client().judgePuzzle(position, goal, answer, options)),
      checkPuzzle: (position, goal, options = {}) =>
        submit(owner, () => client().checkPuzzle(position, goal, options)),
      judgeEnding: (position, studentToMove) =>
        submit(owner, () => client().judgeEnding(position, studentToMove)),
      research: (method, args, onProgress = null) =>
        submit(owner, () => client().research(method, args, onProgress)),
      warm: () => client().warm(),
      cancel: () => cancel(owner),
      get busy() {
        return [...jobs].some((job) => job.owner === owner);
      },
      destroy() {
        cancel(owner);
      },
    };
  };
}
