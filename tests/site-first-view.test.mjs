// The first view's weight: the built site (dist/) is loaded in Chromium as a student's first
// visit (tests/bench/first-view-size.mjs prints each file sent), and the files it needed must
// weigh at most FIRST_VIEW_BUDGET, counted from the built .gz files, for the page, an embed of
// a game, an embed of a puzzle and a page of <graph-nim> elements; and at most their ceiling
// (FIRST_VIEW_CEILING: what each weighed when last measured, plus about 0.25 KB), so that
// none grows unnoticed. What the service worker stores afterwards for offline use is printed
// apart. Editing's actions, the move box's code, the badges' placement, the paths of loops and
// edges round what is in the way, a pile game's play, a hint's answer in words, a puzzle's
// verdicts in words and a finished game's review with a link's moves replayed are in no first
// view; the puzzle code is in none without a puzzle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { sharedTestSite } from './helpers/site.mjs';
import {
  BUDGETED,
  FIRST_VIEW_BUDGET,
  FIRST_VIEW_CEILING,
  gzipSize,
  measureFirstViews,
  printTable,
} from './bench/first-view-size.mjs';

test('the first view of the page, of the embeds and of an element page is within its budget and its ceiling', async () => {
  const { out } = await sharedTestSite();
  const results = await measureFirstViews(out);
  const editing = chunkWith(out, 'The graph is at its size limit', "editing's actions");
  // The search that keeps a move's "−k" badges clear of the counts (board/badge-places.js),
  // found by its list of directions: no badge is on a first drawing.
  const badgePlaces = chunkWith(out, '-112,-157', "the badges' placement");
  // The paths round what is in the way (board/clear-paths.js: a loop turned, an edge bowed
  // round a vertex), found by its bows' steps: no first view's board needs them.
  const clearPaths = chunkWith(out, '1,1.5,2,2.5,3,4', 'the paths round what is in the way');
  // The boxes of a move (play/move-box.js, with take-row.js): a first view shows only the
  // move's instructions.
  const moveBox = chunkWith(out, 'take from:', "the move box's code");
  // A pile game's play (piles/setnim-play.js) comes when a pile game is on the board: a graph
  // game's first view never carries it.
  const pilePlay = chunkWith(out, 'is in no allowed set, so no move can take from it', "a pile game's play");
  const pileBoard = chunkWith(out, 'set-caption-title', 'what a pile board shows beyond its piles');
  // A Hint's answer in words (hint/hint-answer.js) comes once the first view has settled: no
  // answer is on a first drawing.
  const hintAnswer = chunkWith(out, 'What do these mean?', "a hint's answer in words");
  // The puzzle code (puzzle/puzzle.js, puzzle/task-card.js) comes when a puzzle opens: a view
  // with no puzzle never carries it.
  const puzzleCode = chunkWith(out, 'Your answer is being checked.', 'the puzzle code');
  // What is said of a judged answer (puzzle/puzzle-verdicts.js) comes once a puzzle's first
  // view has settled, or with its first answer: no first view says a verdict.
  const puzzleVerdicts = chunkWith(out, 'Help is open now', "a puzzle's verdicts in words");
  // A finished game's review (review/review.js) and a link's moves replayed (review/replay.js,
  // found by its words for a move that is not legal) are one chunk: fetched once the first
  // view has settled, or before a link with moves= opens, never as part of a first view.
  const review = chunkWith(out, 'the moves in the link stop at move', "a game's review and replay");
  const over = [];
  for (const result of results) {
    printTable(result, out);
    const paths = result.files.map((f) => f.path);
    assert.ok(
      paths.some((p) => p.endsWith('.wasm')),
      `${result.view}: the engine is part of the first view`,
    );
    // Editing's actions come when editing starts (Edit, or a page opened in the editor once
    // its first view has settled), never with the first view.
    assert.ok(
      !paths.includes(editing),
      `${result.view}: editing's code (${editing}) is not in the first view`,
    );
    assert.ok(
      !paths.includes(badgePlaces),
      `${result.view}: the badges' placement (${badgePlaces}) is not in the first view`,
    );
    assert.ok(
      !paths.includes(moveBox),
      `${result.view}: the move box's code (${moveBox}) is not in the first view`,
    );
    assert.ok(
      !paths.includes(clearPaths),
      `${result.view}: the paths round what is in the way (${clearPaths}) are not in the first view`,
    );
    assert.ok(
      !paths.includes(pilePlay),
      `${result.view}: a pile game's play (${pilePlay}) is not in a graph game's first view`,
    );
    assert.ok(
      !paths.includes(pileBoard),
      `${result.view}: a pile board's caption (${pileBoard}) is not in a graph game's first view`,
    );
    assert.ok(
      !paths.includes(hintAnswer),
      `${result.view}: a hint's answer in words (${hintAnswer}) is not in the first view`,
    );
    assert.ok(
      !paths.includes(puzzleVerdicts),
      `${result.view}: a puzzle's verdicts in words (${puzzleVerdicts}) are not in the first view`,
    );
    assert.ok(
      !paths.includes(review),
      `${result.view}: a game's review and replay (${review}) are not in the first view`,
    );
    if (result.view === 'page' || result.view === 'embed')
      assert.ok(
        !paths.includes(puzzleCode),
        `${result.view}: the puzzle code (${puzzleCode}) is not in a first view with no puzzle`,
      );
    if (!BUDGETED.has(result.view)) continue;
    const total = [...new Set(paths)].reduce((sum, p) => sum + gzipSize(out, p), 0);
    const kb = `${(total / 1024).toFixed(1)} KB gzipped (${total} bytes)`;
    console.log(`# ${result.view}: ${kb}`);
    if (total > FIRST_VIEW_BUDGET)
      over.push(`${result.view}: ${kb}, over the target of ${FIRST_VIEW_BUDGET / 1024} KB`);
    const ceiling = FIRST_VIEW_CEILING[result.view];
    assert.ok(ceiling && ceiling <= FIRST_VIEW_BUDGET, `${result.view}: a ceiling within the target is set`);
    if (total > ceiling) over.push(`${result.view}: ${kb}, ceiling ${ceiling / 1024} KB`);
  }
  // Every view over the target or its ceiling at once, so one run shows the whole picture.
  assert.deepEqual(over, [], 'a first view is over its budget or grew past its ceiling');
});

/** The built chunk that holds `what`, found by `text` of its (a sentence, say). */
function chunkWith(out, text, what) {
  const dir = path.join(out, 'assets');
  const found = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes(text));
  assert.equal(found.length, 1, `one chunk holds ${what}: ${found}`);
  return `assets/${found[0]}`;
}
