// Every preset's drawing can be read: no vertex sits on an edge it is not an end of, and no
// two edges lie over each other. (Q₄'s drawing once put vertex 14 on the edge 0–1, which ran
// along 14–15 with their counts on top of each other; the layout goes into links, TikZ and
// PNG too.) No browser: the presets are plain code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PRESETS } from '../www/editor/presets.js';

/** Closer than this to an edge, a vertex's disc (radius 17) covers the edge's line. */
const CLEARANCE = 20;

function distanceToSegment([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/** Whether two segments lie on one line and share more than a point. */
function overlap([a, b], [c, d]) {
  const [ux, uy] = [b[0] - a[0], b[1] - a[1]];
  const cross = (p) => ux * (p[1] - a[1]) - uy * (p[0] - a[0]);
  const length = Math.hypot(ux, uy);
  if (Math.abs(cross(c)) / length > 1 || Math.abs(cross(d)) / length > 1) return false;
  const along = (p) => ((p[0] - a[0]) * ux + (p[1] - a[1]) * uy) / (length * length);
  const [lo, hi] = [Math.min(along(c), along(d)), Math.max(along(c), along(d))];
  return Math.min(1, hi) - Math.max(0, lo) > 1e-6;
}

/** Every size the card offers (the ranges are short). */
function sizes(param) {
  if (!param) return [undefined];
  return Array.from({ length: param.max - param.min + 1 }, (_, i) => param.min + i);
}

/** A seeded draw, so the random tree's failures can be replayed. */
function seeded(seed) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function* drawings() {
  for (const [name, preset] of Object.entries(PRESETS))
    for (const n of sizes(preset.param))
      for (const n2 of sizes(preset.param2))
        for (const seed of name === 'tree' ? [1, 2, 3, 4, 5] : [1])
          yield {
            label: `${name} ${n ?? ''} ${n2 ?? ''} seed ${seed}`,
            ...preset.build({ n, n2 }, seeded(seed)),
          };
}

test('no preset draws a vertex on an edge it is not an end of, or one edge over another', () => {
  let checked = 0;
  for (const { label, pairs, layout } of drawings()) {
    const segments = pairs.map(([u, v]) => [layout[u], layout[v]]);
    pairs.forEach(([u, v], e) => {
      layout.forEach((point, w) => {
        if (w === u || w === v) return;
        const distance = distanceToSegment(point, layout[u], layout[v]);
        assert.ok(
          distance >= CLEARANCE,
          `${label}: vertex ${w} is ${distance.toFixed(1)} px from edge ${u}–${v}`,
        );
      });
      for (let f = e + 1; f < pairs.length; f++)
        assert.ok(
          !overlap(segments[e], segments[f]),
          `${label}: edges ${u}–${v} and ${pairs[f].join('–')} overlap`,
        );
    });
    checked += 1;
  }
  assert.ok(checked > 100, `only ${checked} drawings checked`);
});
