// The teaching and research wasm module (graphnim_tools): puzzles, exports, embed messages,
// graph families and the research exports (certificates, box tables, orbits, the P-iff
// check, sweeps, the explorer's slice) through the JavaScript API, in Chromium, and that the
// playground's own module stays without them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E } from './helpers/browser.mjs';

let env;
let page;
before(async () => {
  env = await setupE2E();
  page = await env.browser.newPage();
  await page.goto(env.url('tests/fixtures/tools.html'));
  await page.waitForFunction(() => document.getElementById('status')?.textContent !== 'loading…', null, {
    timeout: 30_000,
  });
  assert.equal(await page.textContent('#status'), 'ready');
  // The message of what a call throws (null when it returns), for the tests of bad input.
  await page.evaluate(() => {
    window.thrown = (f) => {
      try {
        f();
        return null;
      } catch (err) {
        return err.message;
      }
    };
  });
});
after(async () => {
  assert.deepEqual(page?.consoleErrors ?? [], []);
  await env?.teardown();
});

const C3 = {
  rules: 'edge',
  vertices: 3,
  edges: [
    [0, 1, 1],
    [1, 2, 2],
    [2, 0, 3],
  ],
};

test("a link's caps before the engine loads are the crate's caps", async () => {
  // link.js caps a link before the engine exists; the editor then uses the crate's limits().
  // If the two drifted, a link could be drawn that the engine refuses, or the reverse.
  const [link, crate] = await page.evaluate(async () => {
    const { LINK_LIMITS } = await import('../../www/share/link.js');
    return [LINK_LIMITS, window.tools.limits()];
  });
  for (const key of ['maxVertices', 'maxEdges', 'maxTokens']) assert.equal(link[key], crate[key], key);
  assert.equal(link.maxMoves, crate.maxReviewMoves, 'maxMoves (moves=) against MAX_REVIEW_MOVES');
});

test('the playground module does not carry the tools', async () => {
  const exports = await page.evaluate(() => window.mainExports);
  assert.ok(exports.includes('solve'));
  for (const name of [
    'checkPuzzle',
    'toTikz',
    'parseGraphText',
    'generatePuzzles',
    'boxTable',
    'sweepRow',
    'orbits',
  ]) {
    assert.ok(!exports.includes(name), `${name} is in the playground's module`);
  }
});

test('puzzles are checked, judged with a refutation, and generated well posed', async () => {
  const result = await page.evaluate(
    ({ C3 }) => {
      const check = window.tools.checkPuzzle(C3, 'unique');
      const right = window.tools.judgePuzzle(C3, 'unique', check.solutions[0]);
      const wrong = window.tools.judgePuzzle(C3, 'find', { vertex: 0, take: [[0, 1]] });
      const outcome = window.tools.judgePuzzle(C3, 'outcome', 'P');
      let badGoal = '';
      try {
        window.tools.checkPuzzle(C3, 'cheat');
      } catch (err) {
        badGoal = err.message;
      }
      const made = window.tools.generatePuzzles(
        { rules: 'edge', vertices: 5, edges: [0, 1, 2, 3, 4].map((i) => [i, (i + 1) % 5, 0]) },
        { goal: 'unique', count: 3, seed: 5, maxTokens: 4, minMoves: 6 },
      );
      const rechecked = made.puzzles.map((p) => window.tools.checkPuzzle(p, 'unique').well_posed);
      return { check, right, wrong, outcome, badGoal, made, rechecked };
    },
    { C3 },
  );
  assert.equal(result.check.well_posed, true);
  assert.deepEqual(result.check.solutions, [
    {
      vertex: 2,
      take: [
        [1, 1],
        [2, 2],
      ],
    },
  ]);
  assert.equal(result.right.status, 'solved');
  assert.match(result.right.reason, /loss for your opponent, who moves next/);
  assert.equal(result.wrong.status, 'wrong');
  assert.ok(result.wrong.refutation, 'a wrong move comes with the winning reply');
  assert.equal(result.outcome.status, 'wrong', 'C3 (1,2,3) is a win for the player to move');
  assert.match(result.badGoal, /unknown goal "cheat"/);
  assert.equal(result.made.puzzles.length, 3);
  assert.deepEqual(result.rechecked, [true, true, true]);
});

test('a game is reviewed move by move: a mistake shows a better move, illegal moves are named', async () => {
  const result = await page.evaluate(() => {
    // Nim heaps 1 and 2: taking the heap of 2 is a mistake (1 from it wins); then the
    // opponent takes the last token, the fastest win.
    const nim = {
      rules: 'edge',
      vertices: 4,
      edges: [
        [0, 1, 1],
        [2, 3, 2],
      ],
    };
    const game = [
      { vertex: 2, take: [[1, 2]] },
      { vertex: 0, take: [[0, 1]] },
    ];
    const reviewed = window.tools.reviewGame(nim, game);
    let illegal = '';
    try {
      window.tools.reviewGame(nim, [{ vertex: 0, take: [[0, 5]] }]);
    } catch (err) {
      illegal = err.message;
    }
    let notArray = '';
    try {
      window.tools.reviewGame(nim, { vertex: 0 });
    } catch (err) {
      notArray = err.message;
    }
    return { reviewed, illegal, notArray };
  });
  assert.deepEqual(
    result.reviewed.map((r) => [r.player, r.before, r.mark]),
    [
      [0, 'N', 'mistake'],
      [1, 'N', 'fastest-win'],
    ],
  );
  assert.deepEqual(result.reviewed[0].better, { vertex: 2, take: [[1, 1]] });
  assert.match(result.reviewed[0].text, /Mistake/);
  assert.match(result.illegal, /move 1 is not legal/);
  assert.match(result.notArray, /moves must be an array/);
});

test('TikZ, editable text and graph families', async () => {
  const result = await page.evaluate(
    ({ C3 }) => ({
      tikz: window.tools.toTikz(C3, { standalone: true, highlight: { vertex: 2, take: [[1, 1]] } }),
      text: window.tools.graphText(C3),
      parsed: window.tools.parseGraphText('0 1 3\n1 2 x\n2 0 5\n', 'edge'),
      ok: window.tools.parseGraphText('# triangle\n0 1 3\n1 2 4\n', 'walk'),
      petersen: window.tools.familyPosition('petersen', 'edge', 2),
    }),
    { C3 },
  );
  assert.match(result.tikz, /^\\documentclass\{article\}/);
  assert.match(result.tikz, /\\node\[vertex, chosen\] \(v2\)/);
  assert.equal(result.text, 'vertices 3\n0 1 1\n1 2 2\n2 0 3\n');
  assert.deepEqual(result.parsed.errors, [
    { line: 2, message: 'the token count must be a whole number, not "x"' },
  ]);
  assert.deepEqual(result.ok.position, {
    rules: 'walk',
    vertices: 3,
    edges: [
      [0, 1, 3],
      [1, 2, 4],
    ],
    token: 0,
  });
  assert.equal(result.petersen.edges.length, 15);
});

test('embed messages are validated, hostile ones refused with a reason', async () => {
  const result = await page.evaluate(
    ({ C3 }) => {
      const errors = [];
      for (const message of [
        'graphnim:get',
        { type: 'graphnim:delete' },
        { type: 'graphnim:set', position: { rules: 'edge', vertices: 1e6, edges: [] } },
        { type: 'graphnim:play', move: '<img src=x onerror=alert(1)>' },
      ]) {
        try {
          window.tools.parseEmbedMessage(message);
          errors.push(null);
        } catch (err) {
          errors.push(err.message);
        }
      }
      return {
        set: window.tools.parseEmbedMessage({ type: 'graphnim:set', position: C3, goal: 'find' }),
        errors,
      };
    },
    { C3 },
  );
  // The puzzle fields a set message may carry come back as null when absent.
  assert.deepEqual(result.set, {
    type: 'set',
    position: C3,
    goal: 'find',
    title: null,
    text: null,
    reveal: null,
  });
  assert.match(result.errors[0], /must be an object/);
  assert.match(result.errors[1], /unknown message type/);
  assert.match(result.errors[2], /limit of 256/);
  assert.match(result.errors[3], /move is malformed/);
});

// The research exports, checked against this file's own brute force (a plain mex over every
// move, written without the crate) and against the graph theorems, never against the crate.
const C4 = {
  rules: 'edge',
  vertices: 4,
  edges: [
    [0, 1, 3],
    [1, 2, 4],
    [2, 3, 3],
    [3, 0, 5],
  ],
};
const C3_122 = {
  rules: 'edge',
  vertices: 3,
  edges: [
    [0, 1, 1],
    [1, 2, 2],
    [2, 0, 2],
  ],
};

/** Every position an Edge-Nim move reaches from `tokens` (one per distinct result). */
function options(position, tokens) {
  const found = new Map();
  for (let v = 0; v < position.vertices; v++) {
    const at = position.edges.flatMap(([a, b], i) => (a === v || b === v ? [i] : []));
    const lower = (k, child, took) => {
      if (k === at.length) {
        if (took) found.set(child.join(','), child);
        return;
      }
      for (let take = 0; take <= child[at[k]]; take++) {
        const next = child.slice();
        next[at[k]] -= take;
        lower(k + 1, next, took || take > 0);
      }
    };
    lower(0, tokens, false);
  }
  return [...found.values()];
}

/** The Grundy value of every position of `position`'s graph, memoised. */
function grundyOf(position) {
  const memo = new Map();
  const grundy = (tokens) => {
    const key = tokens.join(',');
    if (!memo.has(key)) {
      const seen = new Set(options(position, tokens).map(grundy));
      let g = 0;
      while (seen.has(g)) g++;
      memo.set(key, g);
    }
    return memo.get(key);
  };
  return grundy;
}

/** Every token vector of the box below `position`, edge 0 fastest. */
function box(position) {
  const tops = position.edges.map((e) => e[2]);
  let all = [[]];
  for (const top of tops) {
    all = Array.from({ length: top + 1 }, (_, t) => all.map((rest) => [...rest, t])).flat();
  }
  return all;
}

test('boxTable: the whole box in CSV, JSON lines and LaTeX, P-positions only, with orbits', async () => {
  const result = await page.evaluate(
    ({ C4, C3_122 }) => {
      return {
        csv: window.tools.boxTable(C4),
        pOnly: window.tools.boxTable(C4, { pOnly: true }),
        json: window.tools.boxTable(C3_122, { grundy: true, format: 'json' }),
        orbitsCsv: window.tools.boxTable(C3_122, { grundy: true, orbits: true }),
        latex: window.tools.boxTable(C3_122, { format: 'latex', pOnly: true }),
        tooLarge: window.thrown(() => window.tools.boxTable(C4, { maxStates: 100 })),
        badFormat: window.thrown(() => window.tools.boxTable(C4, { format: 'xml' })),
      };
    },
    { C4, C3_122 },
  );
  // C4: P exactly when a = c and b = d (Graph Nim, Thm 3.2): 4 × 5 of the 4·5·4·6 positions.
  const csv = result.csv.trimEnd().split('\n');
  assert.equal(csv[0], 'e0(0-1),e1(1-2),e2(2-3),e3(3-0),outcome');
  assert.equal(csv.length - 1, 4 * 5 * 4 * 6);
  const theorem = box(C4).map(([a, b, c, d]) => `${a},${b},${c},${d},${a === c && b === d ? 'P' : 'N'}`);
  assert.deepEqual(csv.slice(1), theorem);
  const pOnly = result.pOnly.trimEnd().split('\n').slice(1);
  assert.equal(pOnly.length, 20);
  assert.deepEqual(
    pOnly,
    theorem.filter((row) => row.endsWith(',P')),
  );

  const grundy = grundyOf(C3_122);
  const lines = result.json
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  assert.deepEqual(
    lines,
    box(C3_122).map((tokens) => ({ tokens, grundy: grundy(tokens) })),
  );

  // C3 with tops 1, 2, 2: swapping vertices 0 and 1 swaps edges 1 and 2, so an orbit is a
  // count on edge 0 and an unordered pair on edges 1 and 2: 2 × 6 orbits.
  const orbitRows = result.orbitsCsv.trimEnd().split('\n');
  assert.equal(orbitRows[0], 'e0(0-1),e1(1-2),e2(2-0),grundy,orbit_size');
  const orbits = orbitRows.slice(1).map((row) => row.split(',').map(Number));
  assert.equal(orbits.length, 12);
  assert.deepEqual(new Set(orbits.map(([a, b, c]) => `${a}:${Math.min(b, c)},${Math.max(b, c)}`)).size, 12);
  for (const [a, b, c, g, size] of orbits) {
    assert.equal(g, grundy([a, b, c]));
    assert.equal(size, b === c ? 1 : 2);
  }

  // C3 1,2,2 is P only at (0,0,0) and (1,1,1) (Thm 3.1: all three equal).
  assert.match(result.latex, /^\\documentclass\{article\}\n\\usepackage\{longtable\}/);
  assert.match(
    result.latex,
    /\n0 & 0 & 0 & P\\\\\n1 & 1 & 1 & P\\\\\n\\end\{longtable\}\n\\end\{document\}\n$/,
  );
  assert.match(result.tooLarge, /too large/);
  assert.match(result.badFormat, /unknown table format "xml"/);
});

test('orbits: the symmetry classes of a box and one position per orbit with its size', async () => {
  const result = await page.evaluate(
    ({ C3_122 }) => ({
      c3: window.tools.orbits(C3_122),
      // A path a-b-c with the piece: reversing it swaps the ends and the edges.
      walk: window.tools.orbits({
        rules: 'walk',
        vertices: 3,
        edges: [
          [0, 1, 1],
          [1, 2, 1],
        ],
        piece: 0,
      }),
    }),
    { C3_122 },
  );
  assert.equal(result.c3.symmetries, 2);
  assert.deepEqual(result.c3.classes, [[0], [1], [2]]);
  assert.equal(result.c3.orbits.length, 12);
  assert.equal(
    result.c3.orbits.reduce((sum, o) => sum + o.size, 0),
    18,
    'the orbits cover the box',
  );
  // Walking Nim: 3 pieces × 4 weight pairs = 12 positions; the reversal fixes only those with
  // the piece in the middle and equal weights, (1; 0,0) and (1; 1,1).
  assert.equal(result.walk.symmetries, 2);
  assert.equal(
    result.walk.orbits.reduce((sum, o) => sum + o.size, 0),
    12,
  );
  assert.equal(result.walk.orbits.length, (12 + 2) / 2);
  assert.ok(result.walk.orbits.every((o) => Number.isInteger(o.piece)));
});

test('sweepRow: one member of a family sweep, with the CLI CSV row', async () => {
  const result = await page.evaluate(() => {
    return {
      header: window.tools.sweepHeader(),
      c3: window.tools.sweepRow('cycle', 3, 2, { pIff: 'a == c' }),
      short: window.tools.sweepRow('path', 2, 2, { pIff: 'a == b' }),
      bipartite: window.tools.sweepRow('bipartite:2', 2, 1),
      misere: window.tools.sweepRow('cycle', 3, 1, { play: 'misere' }),
      badFormula: window.thrown(() => window.tools.sweepRow('cycle', 3, 1, { pIff: 'a +' })),
      badFamily: window.thrown(() => window.tools.sweepRow('cube', 3, 1)),
      badN: window.thrown(() => window.tools.sweepRow('cycle', 2.5, 1)),
    };
  });
  assert.equal(
    result.header,
    'member,vertices,edges,states,p_positions,max_grundy,p_but_false,n_but_true,seconds,note',
  );
  // C3 with at most 2 per edge: P iff a = b = c (3 positions); "a == c" holds on the 9 with
  // a = c, 6 of them N.
  const c3 = {
    vertices: 3,
    edges: [
      [0, 1, 2],
      [1, 2, 2],
      [2, 0, 2],
    ],
  };
  const maxGrundy = Math.max(...box(c3).map(grundyOf(c3)));
  assert.deepEqual(
    { ...result.c3, csv: undefined },
    {
      member: 'cycle:3',
      vertices: 3,
      edges: 3,
      states: 27,
      p_positions: 3,
      max_grundy: maxGrundy,
      p_but_false: 0,
      n_but_true: 6,
      note: '',
      csv: undefined,
    },
  );
  assert.equal(result.c3.csv, `cycle:3,3,3,27,3,${maxGrundy},0,6,,`);
  // The path on two vertices has no edge b: its row is filled but for the check, with a note.
  assert.equal(result.short.states, 3);
  assert.equal(result.short.p_but_false, null);
  assert.match(result.short.note, /unknown name "b": this graph has 1 edge/);
  assert.match(result.short.csv, /^path:2,2,1,3,1,2,,,,"formula: .*""b"".*"$/);
  // K_{2,2}: 4 edges, 2^4 positions; the name holds a comma and is quoted.
  assert.equal(result.bipartite.states, 16);
  assert.ok(result.bipartite.csv.startsWith('"bipartite:2,2",4,4,16,'), result.bipartite.csv);
  assert.equal(result.misere.max_grundy, null, 'misère play has no Grundy values');
  assert.match(result.badFormula, /ends too early/);
  assert.match(result.badFamily, /unknown family "cube"/);
  assert.match(result.badN, /n must be a whole number/);
});

test('certificates as LaTeX, checkRule and boxSlice called directly', async () => {
  const result = await page.evaluate(
    ({ C4, C3_122 }) => ({
      latex: window.tools.certificateLatex(C3_122),
      json: window.tools.certificate(C3_122),
      holds: window.tools.checkRule(C4, 'a == c && b == d', undefined, 5),
      xor: window.tools.checkRule(C4, 'a ^ b ^ c ^ d == 0', 'b > 0', 1000),
      slice: (() => {
        const s = window.tools.boxSlice(C4, 0, 1, 3, 4);
        return { ...s, values: Array.from(s.values) };
      })(),
    }),
    { C4, C3_122 },
  );
  const grundy = grundyOf(C3_122);
  const g = grundy([1, 2, 2]);
  assert.match(result.latex, /^\\documentclass\{article\}/);
  assert.ok(result.latex.includes(`outcome N, Grundy value ${g}.`), result.latex);
  const checked = options(C3_122, [1, 2, 2]).length;
  assert.ok(result.latex.includes(`${checked} options checked; 0 of them reach value ${g}.`), result.latex);
  assert.equal(result.json.certificate.options_checked, checked);

  assert.equal(result.holds.holds, true);
  assert.equal(result.holds.scanned, 480);
  assert.equal(result.holds.p_positions, 20);
  // Positions with b > 0 where the xor is 0 but the position is N (not a = c, b = d).
  const wrong = box(C4).filter(([a, b, c, d]) => b > 0 && (a ^ b ^ c ^ d) === 0 && !(a === c && b === d));
  assert.equal(result.xor.n_but_true.count, wrong.length);
  assert.equal(result.xor.p_but_false.count, 0);
  assert.equal(result.xor.scanned, 4 * 4 * 4 * 6);

  // The slice over edges 0 and 1 with edges 2 and 3 at 3 and 5: Grundy values row by row.
  const c4 = grundyOf(C4);
  assert.equal(result.slice.grundy, true);
  assert.deepEqual([result.slice.width, result.slice.height], [4, 5]);
  const expected = [];
  for (let b = 0; b <= 4; b++) for (let a = 0; a <= 3; a++) expected.push(c4([a, b, 3, 5]));
  assert.deepEqual(result.slice.values, expected);
});
