// A chunk of the page's code fetched when first wanted, not in the first view: the puzzle's
// code (puzzle/puzzle-code-loader.js) and the game review's (review/review-code.js) are
// each asked for from several places (a link, a press, the first view settling), and each
// must be fetched once, its module at hand synchronously afterwards.

/** `importer` is a function calling import() (the bundler splits the chunk at that literal
 *  call). Returns { code(): the module once fetched, or null; load(): fetches it once and
 *  resolves to it — a failure (offline) is retried at the next call }. */
export function loadOnce(importer) {
  let code = null;
  let loading = null;
  return {
    code: () => code,
    load() {
      loading ??= importer().then(
        (module) => (code = module),
        (err) => {
          loading = null;
          throw err;
        },
      );
      return loading;
    },
  };
}
