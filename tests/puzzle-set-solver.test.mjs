// The page's own puzzles (www/puzzle/builtin-puzzles.js) against the crate's solver, in Node
// with the tools wasm as the page loads it: each link opens (share/link.js reads it as the
// page does), the puzzle is well posed, its stated answer is the solver's, and a move puzzle's
// winning moves are exactly the ones it states. Nothing here restates an answer: a puzzle
// whose board or answer is edited wrongly fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { initSync, checkPuzzle, judgePuzzle } from '../www/pkg/graphnim_tools.js';
import { decodeFragment } from '../www/share/link.js';
import { BUILTIN_PUZZLES } from '../www/puzzle/builtin-puzzles.js';

initSync({ module: fs.readFileSync(new URL('../www/pkg/graphnim_tools_bg.wasm', import.meta.url)) });

/** A move in one spelling whatever the order of its parts, to compare sets of moves. */
const moveKey = (move) =>
  JSON.stringify(
    Object.keys(move)
      .sort()
      .map((k) => [k, Array.isArray(move[k]) ? [...move[k]].sort() : move[k]]),
  );

test('the set has 8 to 12 puzzles, every kind and the rule sets a student meets', () => {
  const decoded = BUILTIN_PUZZLES.map((p) => decodeFragment(p.fragment));
  assert.ok(decoded.length >= 8 && decoded.length <= 12, `${decoded.length} puzzles`);
  const goals = new Set(decoded.map((d) => d.puzzle.goal));
  for (const goal of ['find', 'unique', 'win', 'outcome', 'grundy']) assert.ok(goals.has(goal), goal);
  const rules = new Set(decoded.map((d) => d.position.rules));
  for (const rule of ['edge', 'walk', 'circular']) assert.ok(rules.has(rule), rule);
  assert.ok(
    decoded.some((d) => d.position.play === 'misere'),
    'a misère puzzle',
  );
  const edges = decoded.filter((d) => d.position.rules === 'edge').map((d) => d.position.edges);
  assert.ok(
    edges.some((e) => e.some(([u, v]) => u === v)),
    'a loop',
  );
  assert.ok(
    edges.some((e) => new Set(e.map(([u, v]) => `${Math.min(u, v)}-${Math.max(u, v)}`)).size < e.length),
    'parallel edges',
  );
  const titles = decoded.map((d) => d.puzzle.title);
  assert.equal(new Set(titles).size, titles.length, 'each title names one puzzle');
});

for (const [index, { fragment, answer }] of BUILTIN_PUZZLES.entries()) {
  const { position, puzzle, warnings } = decodeFragment(fragment);
  test(`puzzle ${index + 1}, “${puzzle.title}” (${puzzle.goal}): the solver agrees with its answer`, () => {
    assert.deepEqual(warnings, [], 'the link opens without a warning');
    const check = checkPuzzle(position, puzzle.goal, {});
    assert.equal(check.well_posed, true, check.reason);
    if (puzzle.goal === 'outcome') assert.equal(check.outcome, answer);
    else if (puzzle.goal === 'grundy') assert.equal(check.grundy, answer);
    else {
      assert.deepEqual(check.solutions.map(moveKey).sort(), answer.map(moveKey).sort(), 'the winning moves');
      // Each stated move is also judged a right first answer, as the page judges it.
      for (const move of answer)
        assert.notEqual(judgePuzzle(position, puzzle.goal, move, {}).status, 'wrong', JSON.stringify(move));
    }
    // The answer as the page judges a student's (the judge, not the check).
    if (puzzle.goal === 'outcome' || puzzle.goal === 'grundy')
      assert.equal(judgePuzzle(position, puzzle.goal, answer, {}).status, 'solved');
  });
}
