// A blind keyboard player's walk: a finished game opened from a link names its moves
// neutrally ("Human player:", as its end says "The human player"), not "You:"; a game under
// way opened from a link is the reader's to play on, its human side "You:" throughout, the
// moves the link brought and the reader's own, also after a reload; Help, the
// Play card and what Enter on an edge says agree on its keys; Undo and Redo of a preset's Build
// name the step ("Undone: Build of Path Pₙ; …"); Enter in a Presets number field builds; Restart
// after a reload says the graph-text
// notice the reload said. Driven with keys only; checked in what the live regions say and in
// the move list a screen reader reads.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setupE2E, screenshot } from './helpers/browser.mjs';
import {
  openPlayground,
  assertNoErrors,
  boardSummary,
  moveListTexts,
  waitForHumanTurnOrEnd,
} from './helpers/ui.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { focusedName, press, tabTo } from './helpers/keyboard.mjs';
import { heardNow, hears, listeningPage, playAtVertex } from './helpers/heard.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const numbered = async (page) => (await moveListTexts(page)).map((text) => text.replace(/^\d+\.\s*/, ''));

test('a finished game opened from a link names its moves neutrally; one under way names the reader’s side "You" throughout', async () => {
  const page = await listeningPage(env.browser);
  // A finished game someone shared: both its moves were theirs, and its end says so.
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=4&e=0-1:2,2-3:2&mode=play-cpu&moves=0:0-2;2:1-2'),
  );
  await hears(page, /^Opened a game of 2 moves, for review: The computer won\./);
  assert.deepEqual(await numbered(page), [
    'Human player: at vertex 0: took 2 from 0–1',
    'Computer: at vertex 2: took 2 from 2–3',
  ]);
  await screenshot(page, 'kbfix10-opened-finished');
  assert.equal(await axeSerious(page, 'an opened finished game'), '');

  // A game under way: the reader plays on from the move the link brought in, so that move is
  // theirs ("You:") as the one they then make is; the computer answers between them.
  await heardNow(page);
  await openPlayground(
    page,
    env.url('index.html#rules=edge&v=4&e=0-1:5,1-2:5,2-3:5,3-0:5&mode=play-cpu&moves=0:0-1'),
  );
  await hears(page, /^Computer: /);
  await waitForHumanTurnOrEnd(page);
  const [opened, answer] = await numbered(page);
  assert.equal(opened, 'You: at vertex 0: took 1 from 0–1');
  // The computer's move touched the edges at one vertex: the opposite one's are all there.
  const computerAt = Number(/^Computer: at vertex (\d)/.exec(answer)[1]);
  const mine = (computerAt + 2) % 4;
  await heardNow(page);
  await playAtVertex(page, mine, 1);
  await hears(page, new RegExp(`^You: at vertex ${mine}: `));
  await waitForHumanTurnOrEnd(page);
  const named = await numbered(page);
  assert.match(named[2], new RegExp(`^You: at vertex ${mine}: `));
  // Reloaded, the list is the same: the reader's game still.
  await page.reload();
  await openPlayground(page, page.url());
  assert.deepEqual(await numbered(page), named);
  assertNoErrors(page);
  await page.close();
});

test('Undo and Redo of a Build name the step: "Undone: Build of Path Pₙ"', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:1,1-2:2,2-0:3&mode=play-cpu'));
  await tabTo(page, /^Preset graph or pile game$/);
  await page.keyboard.type('Path');
  await tabTo(page, /^Build$/);
  await press(page, 'Enter');
  await hears(page, /^Edge-Nim: 5 vertices, 4 edges/);
  await heardNow(page);
  await press(page, 'Control+z');
  await hears(
    page,
    /^Undone: Build of Path Pₙ; the board is back to Edge-Nim: 3 vertices, 3 edges .* Your turn\.$/,
  );
  await screenshot(page, 'kbfix10-undo-build');
  await heardNow(page);
  await press(page, 'Control+y');
  await hears(
    page,
    /^Redone: Build of Path Pₙ; the board is now Edge-Nim: 5 vertices, 4 edges .* Your turn\.$/,
  );
  assertNoErrors(page);
  await page.close();
});

test('Enter in a Presets number field builds: a size typed, then Enter', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:1,1-2:2,2-0:3&mode=play-cpu'));
  await tabTo(page, /^Preset graph or pile game$/);
  await page.keyboard.type('Path');
  await press(page, 'Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('6');
  await press(page, 'Enter');
  await hears(page, /^Edge-Nim: 6 vertices, 5 edges/);
  assert.equal((await boardSummary(page)).vertices, 6);
  // The page shows the new board, and the field where Enter was pressed stays in sight.
  const inWindow = () =>
    page.evaluate(() => {
      const box = document.activeElement.getBoundingClientRect();
      // (To the pixel: a box at the window's foot ends a fraction past it.)
      return box.top >= 0 && box.bottom <= innerHeight + 1;
    });
  await page.waitForTimeout(300);
  assert.ok(await inWindow(), 'the field in use is in the window');
  // So does Build, pressed with Enter.
  await tabTo(page, /^Build$/);
  await press(page, 'Enter');
  await page.waitForTimeout(300);
  assert.ok(await inWindow(), 'Build is in the window');
  assertNoErrors(page);
  await page.close();
});

test('Enter on the board with nothing chosen says how to choose a move, in Walking Nim and Edge-Nim', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=walk&v=3&e=0-1:3,1-2:1,2-0:2&piece=0&mode=play-cpu'));
  await tabTo(page, /^Skip to the board$/);
  await press(page, 'Enter');
  await heardNow(page);
  await press(page, 'Enter');
  await hears(
    page,
    /^No move chosen yet: Tab to an edge next to the piece \(or the vertex it leads to\), Enter, then Enter on the new weight\.$/,
  );
  await page.getByRole('group', { name: 'Game rules' }).getByRole('button', { name: 'Edge-Nim' }).focus();
  await press(page, 'Enter');
  await tabTo(page, /^Skip to the board$/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await heardNow(page);
  await press(page, 'Enter');
  await hears(
    page,
    /^No move chosen yet: Tab to a vertex, Enter, type the amounts, Enter; or Enter on an edge for one token more, Ctrl\+Enter to confirm\.$/,
  );
  assertNoErrors(page);
  await page.close();
});

test('Enter on the vertex of the move being composed keeps the move and goes to its box; Ctrl+Enter with nothing chosen says how to choose', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu'));
  await tabTo(page, /^Skip to the board$/);
  await press(page, 'Enter');
  // Ctrl+Enter on a vertex, nothing chosen: said, not silence.
  await tabTo(page, /^vertex 1\b/);
  await heardNow(page);
  await press(page, 'Control+Enter');
  await hears(page, /^No move chosen yet: Tab to a vertex/);
  await tabTo(page, /^edge 0–1\b/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  await hears(page, /Move at vertex 0: taking 1 from 0–1\./);
  await tabTo(page, /^vertex 0\b/, { key: 'Shift+Tab' });
  await press(page, 'Enter');
  // The move stays: focus in its box, one token taken from 0–1.
  await page.waitForFunction(() => document.activeElement?.matches('.composer input'));
  assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label') ?? ''), /0–1/);
  assert.equal(await page.evaluate(() => document.activeElement.value), '1');
  assertNoErrors(page);
  await page.close();
});

test('the move box’s Cancel pressed with Enter: "Move cancelled." is said and focus goes back to the vertex, as Escape does', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu'));
  await tabTo(page, /^Skip to the board$/);
  await press(page, 'Enter');
  await tabTo(page, /^vertex 2\b/);
  await press(page, 'Enter');
  await page.waitForFunction(() => document.activeElement?.matches('.composer input'));
  await tabTo(page, /^Cancel$/);
  await heardNow(page);
  await press(page, 'Enter');
  await hears(page, /^Move cancelled\.$/);
  assert.match(await focusedName(page), /^vertex 2\b/);
  assertNoErrors(page);
  await page.close();
});

const NOTICE =
  'The graph text has an error on line 6, so the board still shows the last graph that was valid: fix it in Edit, or play this board.';

test('Restart after a reload says the graph-text notice the reload said', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=0&e=&mode=edit'));
  await tabTo(page, /^Graph as text$/, { limit: 120 });
  // Five edges, a pause (the board draws them), then a line with a typo.
  await page.keyboard.type('0 1 3\n1 2 4\n2 3 5\n3 4 6\n4 0 7');
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.edges === '5');
  await page.keyboard.type('\n0 2 x8');
  await page.waitForFunction(() => document.querySelector('.graph-text-errors li'));
  await tabTo(page, /^Play$/, { key: 'Shift+Tab', limit: 120 });
  await press(page, 'Enter');
  await hears(page, new RegExp(`^${NOTICE}`));

  await page.reload();
  await openPlayground(page, page.url());
  await hears(page, new RegExp(`^${NOTICE}`));
  await playAtVertex(page, 0, 1);
  await waitForHumanTurnOrEnd(page);
  await heardNow(page);
  await tabTo(page, /^Restart$/);
  await press(page, 'Enter');
  await hears(page, /^Restarted: a new game on this board/);
  await hears(page, new RegExp(`^${NOTICE}`));
  await screenshot(page, 'kbfix10-restart-notice');
  assertNoErrors(page);
  await page.close();
});

test('Enter on an edge: the Play card, what the edge says and Help agree (one more; Ctrl+Enter confirms)', async () => {
  const page = await listeningPage(env.browser);
  await openPlayground(page, env.url('index.html#rules=edge&v=3&e=0-1:3,1-2:3,2-0:3&mode=play-cpu'));
  const card = (await page.getByRole('region', { name: 'Play' }).textContent()).replace(/\s+/g, ' ');
  assert.match(card, /or Enter on an edge for one token more, Ctrl\+Enter to confirm\./);
  await tabTo(page, /^edge 0–1, 3 tokens/);
  await press(page, 'Enter');
  await hears(page, /taking 1 from 0–1\. Enter takes one more; Ctrl\+Enter confirms the move\.$/);
  await press(page, 'Escape');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog');
  await help.waitFor();
  const said = (await help.textContent()).replace(/\s+/g, ' ');
  assert.match(said, /press Enter again on the edge or pile on the board for one token more/);
  assert.match(
    said,
    /Confirm: Ctrl\+Enter anywhere on the board; or Enter in a field, on Confirm move, on the board itself,/,
  );
  // The shortcut table says the same: Enter on an edge takes one more, so Enter confirms
  // only on the board itself, and Ctrl+Enter from anywhere on it.
  assert.match(said, /an Edge-Nim edge or a pile takes one more token/);
  assert.match(
    said,
    /Enter in a move box or on the board itself; Ctrl\+Enter anywhere on the board ?confirm the move being composed/,
  );
  await screenshot(page, 'kbfix10-help-enter-keys');
  assert.equal(await axeSerious(page, 'Help with the keys of a move'), '');
  assertNoErrors(page);
  await page.close();
});
