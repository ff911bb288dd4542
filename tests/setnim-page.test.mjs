// SetNim and misère play in the page, driven as a person would: Circular Nim built
// from the "Pile games" card, counts set on the board, a move composed by clicking three
// consecutive piles, a hint checked against the engine, a whole game against the computer;
// the misère switch on three single-token Nim heaps; share links that restore rules, k and
// misère exactly, and malformed ones that say what is wrong; an axe audit, light and dark.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { launchPhone, setupE2E, screenshot } from './helpers/browser.mjs';
import {
  assertNoErrors,
  boardSummary,
  clickElement,
  moveListTexts,
  openPlayground,
  settle,
  EMPTY_BOARD,
} from './helpers/ui.mjs';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const position = (page) => page.evaluate(() => window.graphNimPlayground.getPosition());
const statusText = (page) => page.locator('.gnp-status-text').textContent();
const pile = (p) => `.edge-label[data-edge="${p}"]`;

/** Clicks the piles of `move` ({take: [[pile, amount]]}) as many times as it takes, then Confirm. */
async function playByClicks(page, move) {
  for (const [p, amount] of move.take) for (let i = 0; i < amount; i++) await clickElement(page, pile(p));
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await settle(page);
}

/** The engine's own answer for the position on the board. */
const engineSolve = (page) =>
  page.evaluate(() => window.graphNimEngine.solve(window.graphNimPlayground.getPosition(), {}));

test('Circular Nim CN(5, 3): built from the card, counts set on the board, a move on three consecutive piles, a hint the engine agrees with, a game against the computer', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));

  await page.getByLabel('Pile game', { exact: true }).selectOption('circular');
  await page.getByLabel('Number of piles n').fill('5');
  await page.getByLabel('Tokens on every pile').fill('2');
  // k beyond n first: the crate's reason is shown and nothing is built.
  await page.getByLabel('k: piles one move may take from').fill('7');
  await page.getByRole('button', { name: 'Make game' }).click();
  await settle(page);
  assert.match(
    await page.locator('.gnp-message').textContent(),
    /That game cannot be built: "k" must be a whole number from 1 to the number of piles \(5\), got 7/,
  );
  assert.equal((await position(page)).rules, 'edge');
  await page.getByLabel('k: piles one move may take from').fill('3');
  await page.getByRole('button', { name: 'Make game' }).click();
  await settle(page);
  assert.deepEqual(await position(page), { rules: 'circular', piles: [2, 2, 2, 2, 2], k: 3 });
  assert.equal(await page.locator('svg.board').getAttribute('data-edges'), '5');
  assert.match(await page.locator('svg.board .set-caption').textContent(), /Circular Nim CN\(5, 3\)/);
  assert.match(await statusText(page), /Circular Nim CN\(5, 3\), 5 piles/);

  // Counts: pile 3 by typing on the board, pile 0 with + in the Selection card.
  await clickElement(page, pile(3));
  await page.keyboard.type('4');
  await settle(page);
  await clickElement(page, pile(0));
  await page.getByRole('button', { name: 'one token more' }).click();
  await settle(page);
  assert.deepEqual((await position(page)).piles, [3, 2, 2, 4, 2]);
  // Drawing is off on a pile board: a click in empty space adds no vertex.
  await page.mouse.click(...Object.values(await boardPoint(page, 60, 520)));
  await settle(page);
  assert.deepEqual((await position(page)).piles, [3, 2, 2, 4, 2]);
  await screenshot(page, 'setnim-cn53-edit');

  await page.getByRole('button', { name: 'Start game' }).click();
  await settle(page);
  // One from pile 1, two from pile 2, one from pile 3: the window of piles 1–3.
  await clickElement(page, pile(1));
  await clickElement(page, pile(2));
  await clickElement(page, pile(2));
  await clickElement(page, pile(3));
  assert.match(
    await page.locator('.composer .set-heading').textContent(),
    /^You may take from piles 1, 2 and 3 together \(window 2 of 5\):$/,
  );
  assert.equal(await page.locator('svg.board .set-window').getAttribute('data-set'), '1');
  assert.equal(await page.locator('svg.board .set-window path').count(), 3);
  assert.equal(await page.getByLabel('take from pile 2').inputValue(), '2');
  await screenshot(page, 'setnim-cn53-composing');
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await settle(page);
  // Whoever the engine says wins from here wins the game: we follow the hints, and the
  // perfect computer plays its winning moves.
  const after = { rules: 'circular', piles: [3, 1, 0, 3, 2], k: 3 };
  const youWin = (await page.evaluate((p) => window.graphNimEngine.solve(p, {}), after)).outcome === 'P';
  assert.deepEqual((await moveListTexts(page))[0], 'You: took 1 from pile 1, 2 from pile 2, 1 from pile 3');

  // The computer answers; then a hint on our turn, checked against the engine.
  await page.waitForFunction(
    () =>
      window.graphNimPlayground.getState() &&
      document.querySelectorAll('.history li:not(.empty)').length >= 2,
    null,
    { timeout: 30_000 },
  );
  await page.waitForFunction(
    () => /Your turn|win/.test(document.querySelector('.gnp-status-text').textContent),
    null,
    { timeout: 30_000 },
  );
  let guard = 0;
  while (!/win/i.test(await statusText(page)) && guard++ < 40) {
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.waitForSelector('.hint-result .verdict', { timeout: 20_000 });
    const truth = await engineSolve(page);
    const shown = await page.locator('.hint-result .tag').textContent();
    assert.equal(shown, truth.outcome === 'N' ? 'WIN' : 'LOSE');
    let move;
    if (truth.outcome === 'N') {
      move = JSON.parse(await page.locator('svg.board').getAttribute('data-hint-move'));
      const after = await page.evaluate(
        (m) =>
          window.graphNimEngine.solve(
            window.graphNimEngine.applyMove(window.graphNimPlayground.getPosition(), m),
            {},
          ),
        move,
      );
      assert.equal(after.outcome, 'P', `the hint ${JSON.stringify(move)} must leave a P-position`);
    } else {
      const piles = (await position(page)).piles;
      move = { take: [[piles.findIndex((t) => t > 0), 1]] };
    }
    const before = (await moveListTexts(page)).length;
    await playByClicks(page, move);
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('.history li:not(.empty)').length >= n + 2 ||
        /win/i.test(document.querySelector('.gnp-status-text').textContent),
      before,
      { timeout: 30_000 },
    );
  }
  assert.match(
    await statusText(page),
    youWin ? /^You win! The computer has no move left\./ : /^The computer wins\. You have no move left\./,
  );
  await screenshot(page, 'setnim-cn53-won');
  assertNoErrors(page);
  await page.close();
});

async function boardPoint(page, x, y) {
  return page.evaluate(
    ([bx, by]) => {
      const svg = document.querySelector('svg.board');
      const p = new DOMPoint(bx, by).matrixTransform(svg.getScreenCTM());
      return { x: p.x, y: p.y };
    },
    [x, y],
  );
}

test('misère on three single-token Nim heaps: the hint turns from WIN to LOSE, no Grundy value (and why), and the same game is won by the other player', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html#rules=edge&v=6&e=0-1:1,2-3:1,4-5:1'));
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForSelector('.hint-result .verdict');
  assert.equal(await page.locator('.hint-result .tag').textContent(), 'WIN');
  assert.match(await page.locator('.hint-result .facts').textContent(), /Grundy value1/);

  const misere = page.getByLabel(/Misère/);
  await misere.check();
  await settle(page);
  assert.equal((await position(page)).play, 'misere');
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForSelector('.hint-result .tag.lose');
  assert.equal((await engineSolve(page)).outcome, 'P');
  assert.match(
    await page.locator('.hint-result .facts').textContent(),
    /Grundy valuenot used in misère play/,
  );
  assert.match(await page.locator('.hint-result .misere-grundy').textContent(), /do not add up/);
  assert.match(page.url(), /play=misere/);
  await screenshot(page, 'setnim-misere-hint');

  // The same three moves by two players: in normal play Player 1 takes the last token and
  // wins; in misère play that loses.
  await misere.uncheck();
  await page.getByLabel('Opponent').selectOption('human');
  await page.getByRole('button', { name: 'Start game' }).click();
  await settle(page);
  const takeAll = async () => {
    for (const e of [0, 1, 2]) {
      await clickElement(page, pile(e));
      await page.getByRole('button', { name: 'Confirm move' }).click();
      await settle(page);
    }
  };
  await takeAll();
  assert.match(await statusText(page), /^Player 1 wins! Player 2 has no move left\./);
  await page.getByRole('button', { name: 'Restart' }).click();
  await misere.check();
  await settle(page);
  assert.match(
    await statusText(page),
    /^Misère play: whoever takes the last token loses\. Player 1 to move\./,
  );
  await takeAll();
  assert.match(
    await statusText(page),
    /^Player 2 wins! Player 1 took the last token, and in misère play that loses\./,
  );
  await screenshot(page, 'setnim-misere-won');
  assertNoErrors(page);
  await page.close();
});

test('a shared link restores rules, k, sets and misère exactly (and in an embed)', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html' + EMPTY_BOARD));
  const examples = [
    ['Example: CN(5, 3)', { rules: 'circular', piles: [2, 3, 1, 4, 2], k: 3 }],
    ['Example: PN(6, 2)', { rules: 'path', piles: [1, 2, 3, 3, 2, 1], k: 2 }],
    ['Example: Moore’s Nim₂', { rules: 'moore', piles: [3, 5, 6, 2], k: 2 }],
  ];
  for (const [button, expected] of examples) {
    await page.getByRole('button', { name: button }).click();
    await page.getByLabel(/Misère/).check();
    await settle(page);
    const link = await page.getByLabel('Link to this position').inputValue();
    const other = await env.browser.newPage();
    await openPlayground(other, link);
    assert.deepEqual(await position(other), { ...expected, play: 'misere' }, link);
    assert.equal(await other.getByLabel(/Misère/).isChecked(), true);
    assert.equal(await other.locator('svg.board').getAttribute('data-play'), 'misere');
    if (expected.rules === 'moore') await screenshot(other, 'setnim-moore-link');
    assertNoErrors(other);
    await other.close();
    await page.getByLabel(/Misère/).uncheck();
  }

  // An explicit family of sets, in play mode against the computer, opened in an embed.
  const embed = await env.browser.newPage();
  await openPlayground(
    embed,
    env.url('index.html?embed=1#rules=setnim&piles=3,1,2&sets=0-1,1-2&play=misere&mode=play-cpu'),
  );
  assert.deepEqual(await position(embed), {
    rules: 'setnim',
    piles: [3, 1, 2],
    sets: [
      [0, 1],
      [1, 2],
    ],
    play: 'misere',
  });
  assert.match(await embed.locator('.composer').textContent(), /set 0: piles 0, 1.*set 1: piles 1, 2/);
  await clickElement(embed, pile(2));
  assert.match(
    await embed.locator('.composer .set-heading').textContent(),
    /^You may take from piles 1 and 2 together \(allowed set 1\):$/,
  );
  await screenshot(embed, 'setnim-embed-setnim');
  assertNoErrors(embed);
  await embed.close();
  await page.close();
});

test('a malformed SetNim or misère link says what is wrong', async () => {
  const page = await env.browser.newPage();
  const cases = [
    [
      '#rules=circular&piles=1,2,3&k=7',
      /k= must be a whole number from 1 to the number of piles \(3\), got 7/,
    ],
    ['#rules=path&piles=1,2,3', /rules=path needs k=/],
    ['#rules=edge&v=2&e=0-1:1&play=loser', /play must be normal or misere, not "loser"/],
    [
      '#rules=moore&piles=' + Array(30).fill(1).join(',') + '&k=15',
      /moore with 30 piles and k = 15 is more sets than the limit of 1,024/,
    ],
    ['#rules=setnim&piles=1,2&sets=0-5', /set 0 names pile 5, but there are only 2 piles/],
    ['#rules=circular&piles=1,x,3&k=2', /pile 1 must be a whole number, not "x"/],
  ];
  for (const [fragment, expected] of cases) {
    await openPlayground(page, env.url('index.html' + fragment));
    const message = await page.locator('.gnp-message').textContent();
    assert.match(message, /This link could not be opened/, fragment);
    assert.match(message, expected, fragment);
    // The address keeps what was typed, so it can be corrected by hand.
    assert.ok(
      page.url().endsWith(fragment.replace(/"/g, '%22')) || decodeURIComponent(page.url()).endsWith(fragment),
      page.url(),
    );
  }
  await screenshot(page, 'setnim-bad-link');
  assertNoErrors(page);
  await page.close();
});

async function audit(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  });
}

for (const colorScheme of ['light', 'dark']) {
  test(`axe: pile games, composing a set move, misère hint (${colorScheme})`, async () => {
    const page = await env.browser.newPage();
    await page.emulateMedia({ colorScheme });
    await openPlayground(page, env.url('index.html#rules=circular&piles=2,3,1,4,2&k=3&play=misere'));
    const found = { edit: await audit(page) };
    await page.getByRole('button', { name: 'Start game' }).click();
    await settle(page);
    await clickElement(page, pile(4));
    found.composing = await audit(page);
    await page.getByRole('button', { name: 'Next window' }).click();
    await settle(page);
    assert.match(
      await page.locator('.composer .set-heading').textContent(),
      /^You may take from piles 4, 0 and 1 together \(window 5 of 5\):$/,
    );
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.waitForSelector('.hint-result .verdict');
    found.hint = await audit(page);
    await screenshot(page, `setnim-axe-${colorScheme}`);
    await page.getByRole('button', { name: 'Rules', exact: true }).click();
    const rules = page.getByRole('dialog', { name: 'Rules' });
    assert.equal(
      await rules.getByRole('heading', { level: 3 }).first().textContent(),
      'Circular Nim CN(5, 3)',
    );
    assert.match(await rules.textContent(), /whoever takes the last token loses/);
    found.rules = await audit(page);
    await page.keyboard.press('Escape');
    const report = Object.entries(found)
      .filter(([, v]) => v.length)
      .map(([where, v]) => `${where}: ${v.join('; ')}`)
      .join('\n');
    assert.equal(report, '', `serious/critical axe violations (${colorScheme}):\n${report}`);
    assertNoErrors(page);
    await page.close();
  });
}

test('on a phone (390×844): tap piles of a Path Nim window, the move sheet is in reach, confirm', async () => {
  const phone = await launchPhone();
  try {
    const page = await phone.newPage();
    await openPlayground(page, env.url('index.html#rules=path&piles=1,2,3,3,2,1&k=2&mode=play'));
    await page.locator(pile(2)).tap(); // the count pill: a level edge has no height to tap
    await page.locator(pile(3)).tap();
    await settle(page);
    assert.match(
      await page.locator('.composer .set-heading').textContent(),
      /^You may take from piles 2 and 3 together \(window 3 of 5\):$/,
    );
    const confirm = page.getByRole('button', { name: 'Confirm move' });
    assert.ok(await confirm.isVisible());
    await screenshot(page, 'setnim-phone-composing');
    await confirm.tap();
    await settle(page);
    assert.deepEqual((await position(page)).piles, [1, 2, 2, 2, 2, 1]);
    assertNoErrors(page);
  } finally {
    await phone.close();
  }
});

test('misère Walking Nim: the piece stranded wins, the hint and the engine agree, and a game ends the misère way', async () => {
  const page = await env.browser.newPage();
  // The path 0–1–2 with weight 1 on each edge, the piece on 0: two forced moves, after which
  // Player 1 cannot move. In normal play that loses; in misère play it wins.
  await openPlayground(page, env.url('index.html#rules=walk&v=3&piece=0&e=0-1:1,1-2:1&mode=play'));
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForSelector('.hint-result .tag.lose');
  assert.equal((await engineSolve(page)).outcome, 'P');

  await page.getByLabel(/Misère/).check();
  await settle(page);
  assert.equal((await position(page)).play, 'misere');
  assert.match(page.url(), /play=misere/);
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForSelector('.hint-result .tag.win');
  const answer = await engineSolve(page);
  assert.equal(answer.outcome, 'N');
  assert.equal(answer.method, 'table:misere');
  assert.match(
    await statusText(page),
    /^Misère play: whoever makes the last move loses\. Player 1 to move\./,
  );
  await screenshot(page, 'walk-misere-hint');

  // Both forced moves by clicks: 0 → 1, then 1 → 2.
  for (const edge of [0, 1]) {
    // The count's pill (the hint's badge beside it widens the label as a whole).
    await clickElement(page, `.edge-label[data-edge="${edge}"] rect`);
    await page.getByRole('button', { name: 'new weight 0' }).click();
    await settle(page);
  }
  assert.equal((await boardSummary(page)).piece, 2);
  // The piece is stranded: Player 2 made the last move, which loses in misère play.
  assert.equal(
    await statusText(page),
    'Player 1 wins! Player 2 made the last move, and in misère play that loses.',
  );
  await screenshot(page, 'walk-misere-ended');
  assertNoErrors(page);
  await page.close();
});

test('a pile game made after a board was built: Back goes to that board, Forward to the pile game', async () => {
  const page = await env.browser.newPage();
  await openPlayground(page, env.url('index.html'));
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const presets = page.getByRole('region', { name: 'Presets' });
  await presets.getByRole('combobox', { name: 'Preset graph' }).selectOption('petersen');
  await presets.getByRole('button', { name: 'Build' }).click();
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.vertices === '10');
  await page.getByLabel('Pile game', { exact: true }).selectOption('path');
  await page.getByRole('button', { name: 'Make game' }).click();
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.rules === 'path');
  // Back: the Petersen graph built before it (Make game had replaced its entry, and Back
  // went past it).
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.vertices === '10');
  assert.equal((await boardSummary(page)).rules, 'edge');
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.rules === 'path');
  // An example of the card is a new board too.
  await page.getByRole('button', { name: 'CN(5, 3)' }).click();
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.rules === 'circular');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.rules === 'path');
  assertNoErrors(page);
  await page.close();
});
