// Actions whose code is a chunk of its own, fetched when first needed instead of with the first
// view (editing's, editor/edit.js, and a finished game's review, review/review.js:
// docs/first-view.md). The asynchronous seam between the callers, which act at once, and code
// that may still be on its way:
//
// - once the code is here, a call runs at once and returns its value, as any action does;
// - before that, a call waits for it, and the calls that wait run in the order they were made,
//   as soon as it comes (a click on the board right after Edit is never lost, and two clicks
//   never swap); a call that waited returns a promise of its value;
// - if the code cannot be fetched (offline before the site was stored, a copy of the site that
//   misses files), the calls waiting are dropped and `failed` says so once, where the person
//   sees it; the next call tries again (Chromium keeps a chunk that failed to come as failed
//   until the page is reloaded, which is why the message says to reload).

/**
 * `load()` resolves to the module; `failed(err)` tells the person it could not be fetched.
 * Returns {run(job), fetchCode({quiet})}: run(job) calls job(module) in turn; fetchCode starts
 * fetching the code ahead of its first use (quiet: nobody asked for it yet, so a failure is
 * said only when a call or a fetch that was not quiet waited for it).
 */
export function actionsOnDemand({ load, failed }) {
  let module = null;
  let loading = null;
  let asked = false;
  const waiting = [];

  function fetchCode({ quiet = false } = {}) {
    if (!quiet) asked = true;
    loading ??= load().then(
      (loaded) => {
        module = loaded;
        // Every waiting call runs now, in order; one that calls another action of the module
        // runs it at once (the module is here), as it would have with no wait.
        while (waiting.length) {
          const call = waiting.shift();
          try {
            call.resolve(call.job(module));
          } catch (err) {
            call.reject(err);
          }
        }
      },
      (err) => {
        loading = null;
        // What waited is dropped, said once: its promise resolves to nothing, so no caller
        // gets an error of its own to report.
        for (const call of waiting.splice(0)) call.resolve(undefined);
        if (asked) failed(err);
        asked = false;
      },
    );
    return loading;
  }

  function run(job) {
    if (module) return job(module);
    const result = new Promise((resolve, reject) => waiting.push({ job, resolve, reject }));
    fetchCode();
    return result;
  }

  return { run, fetchCode };
}
