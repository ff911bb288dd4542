// The teaching and research wasm module (graphnim_tools): puzzles, exports, embed messages
// and graph families through the JavaScript API, in Chromium. The page does not use it yet;
// this checks the API the puzzle and export screens will call, and that the playground's own
// module stays without it.
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
    const { LINK_LIMITS } = await import('../../www/link.js');
    return [LINK_LIMITS, window.tools.limits()];
  });
  for (const key of ['maxVertices', 'maxEdges', 'maxTokens']) assert.equal(link[key], crate[key], key);
  assert.equal(link.maxMoves, crate.maxReviewMoves, 'maxMoves (moves=) against MAX_REVIEW_MOVES');
});

test('the playground module does not carry the tools', async () => {
  const exports = await page.evaluate(() => window.mainExports);
  assert.ok(exports.includes('solve'));
  for (const name of ['checkPuzzle', 'toTikz', 'parseGraphText', 'generatePuzzles']) {
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
  assert.match(result.right.reason, /loss for the player to move/);
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
  assert.deepEqual(result.set, { type: 'set', position: C3, goal: 'find' });
  assert.match(result.errors[0], /must be an object/);
  assert.match(result.errors[1], /unknown message type/);
  assert.match(result.errors[2], /limit of 256/);
  assert.match(result.errors[3], /move is malformed/);
});
