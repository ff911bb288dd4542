// Warm-up for a freshly loaded engine, shared by the page and its solver worker.
//
// V8 compiles a wasm function quickly but crudely on its first call and optimises it once it
// runs hot; a first hint that pays for both is several times slower than the next one. So
// each engine instance (the page's and the worker's) solves these small positions once while
// idle: they go through the common paths (theorem, table, Grundy, remoteness, both rule sets).

/** Small positions that run the solver's common paths. */
export const WARM_UP_POSITIONS = [
  {
    rules: 'edge',
    vertices: 4,
    edges: [
      [0, 1, 2],
      [0, 2, 1],
      [0, 3, 2],
      [1, 2, 1],
      [1, 3, 2],
      [2, 3, 1],
    ],
  },
  {
    rules: 'edge',
    vertices: 3,
    edges: [
      [0, 1, 1],
      [1, 2, 2],
      [2, 0, 1],
    ],
  },
  {
    rules: 'walk',
    vertices: 4,
    edges: [
      [0, 1, 2],
      [0, 2, 1],
      [1, 2, 2],
      [2, 3, 1],
      [3, 3, 1],
    ],
    token: 0,
  },
  {
    rules: 'walk',
    vertices: 3,
    edges: [
      [0, 1, 2],
      [1, 2, 1],
    ],
    token: 0,
  },
];

/** Solves each warm-up position once with `solve` (best effort: a real request reports its
 *  own errors). */
export function warmUp(solve) {
  for (const position of WARM_UP_POSITIONS) {
    try {
      solve(position, { allMoves: true });
    } catch {
      // Warming is best effort.
    }
  }
}
