// Times the same positions through the wasm build (in Node's V8, the engine Chromium uses)
// and through the native CLI, and prints both side by side.
//   node tests/bench/wasm-vs-native.mjs        (after scripts/build-wasm.sh and cargo build --release -p graphnim-cli)
import { readFileSync, writeFileSync, mkdtempSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const engine = await import(join(root, 'www/pkg/graphnim.js'));
await engine.default({ module_or_path: readFileSync(join(root, 'www/pkg/graphnim_bg.wasm')) });
const cli = join(root, 'target/release/graphnim');

const complete = (n, t) => {
  const edges = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) edges.push([u, v, t]);
  return edges;
};
const cases = [
  [
    'K4 (7,6,7,5,7,6), outcome + winning moves',
    {
      rules: 'edge',
      vertices: 4,
      edges: [
        [0, 1, 7],
        [0, 2, 6],
        [0, 3, 7],
        [1, 2, 5],
        [1, 3, 7],
        [2, 3, 6],
      ],
    },
    { maxGrundyStates: 0 },
  ],
  [
    'K4 (7,6,7,5,7,6), + Grundy value',
    {
      rules: 'edge',
      vertices: 4,
      edges: [
        [0, 1, 7],
        [0, 2, 6],
        [0, 3, 7],
        [1, 2, 5],
        [1, 3, 7],
        [2, 3, 6],
      ],
    },
    {},
  ],
  [
    'K4 every edge 9 (10^6 states), outcome',
    { rules: 'edge', vertices: 4, edges: complete(4, 9) },
    { maxGrundyStates: 0 },
  ],
  [
    'K5 every edge 3 (10^6 states), outcome',
    { rules: 'edge', vertices: 5, edges: complete(5, 3) },
    { maxGrundyStates: 0 },
  ],
  [
    'K5 every edge 4 (9.8*10^6 states), outcome',
    { rules: 'edge', vertices: 5, edges: complete(5, 4) },
    { maxGrundyStates: 0 },
  ],
  [
    'C5 with 10^6 tokens per edge (theorem)',
    {
      rules: 'edge',
      vertices: 5,
      edges: [
        [0, 1, 1e6],
        [1, 2, 999999],
        [2, 3, 1e6],
        [3, 4, 1e6],
        [4, 0, 999999],
      ],
    },
    {},
  ],
  ['Walking Nim K4 weights 3 (table)', { rules: 'walk', vertices: 4, edges: complete(4, 3), token: 0 }, {}],
];

const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const dir = mkdtempSync(join(tmpdir(), 'graphnim-bench-'));
console.log(
  'position'.padEnd(48),
  'wasm (ms)'.padStart(10),
  'native (ms)'.padStart(12),
  'wasm/native'.padStart(12),
);
for (const [name, position, options] of cases) {
  const wasmTimes = [];
  let answer;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    answer = engine.solve(position, options);
    wasmTimes.push(performance.now() - t);
  }
  let native = NaN;
  if (existsSync(cli)) {
    const file = join(dir, 'p.json');
    writeFileSync(file, JSON.stringify(position));
    const args = ['solve', file];
    if (options.maxGrundyStates === 0) args.push('--max-grundy-states', '0');
    const times = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      execFileSync(cli, args);
      times.push(performance.now() - t);
    }
    native = median(times);
  }
  const w = median(wasmTimes);
  console.log(
    name.padEnd(48),
    w.toFixed(2).padStart(10),
    native.toFixed(2).padStart(12),
    (w / native).toFixed(2).padStart(12),
    ` ${answer.outcome} ${answer.method}`,
  );
}
console.log('(native = whole `graphnim solve` process incl. spawn; wasm = in-process solve() call)');
