// On a phone every card stacked in the one column is as wide as the column: a student sees the
// task and board card, the Play card and the Hint & analysis card with the same edges, before
// and after answering. Once each card took the width of its words (the column's grid rule,
// align-items: start, kept in the element's one-column flex layout): the Hint card was full
// width while it held its long "opens once you have answered" note and half width after the
// answer (only two buttons left), and on the SCORM launch page the Play card was narrower than
// the board card above it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { ARTIFACTS_DIR, artifactPath } from './helpers/browser.mjs';
import { sharedTestSite } from './helpers/site.mjs';
import { startServer } from '../scripts/serve.mjs';
import { packageSet } from '../scripts/package-scorm.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { usePhoneSite } from './helpers/phone.mjs';

const phoneSite = usePhoneSite();

/** The left and right edges of `element`'s board card and of each card in its side column
 *  that is shown, by the card's name. */
async function cardEdges(element) {
  const edges = {};
  // The board card is drawn a moment after the board's svg is in place (on a busy machine,
  // after the first measurement): waited for, as a person looks once it is there.
  const wrap = element.locator('.gnp-board-wrap');
  await wrap.waitFor();
  const board = await wrap.boundingBox();
  edges.board = [Math.round(board.x), Math.round(board.x + board.width)];
  for (const name of ['Play', 'Hint and analysis']) {
    const card = element.locator(`.gnp-side > [aria-label="${name}"]`);
    if (!(await card.isVisible())) continue;
    const box = await card.boundingBox();
    edges[name] = [Math.round(box.x), Math.round(box.x + box.width)];
  }
  return edges;
}

/** Every card shown has the board card's edges. */
function assertSameEdges(edges, when) {
  for (const [name, box] of Object.entries(edges))
    assert.deepEqual(
      box,
      edges.board,
      `${when}: the ${name} card's edges ${box}, the board card's ${edges.board}`,
    );
}

test('phone, <graph-nim>: the Hint & analysis card stays as wide as the board card after the student answers', async () => {
  const page = await phoneSite.newPage();
  await page.goto(`${phoneSite.site.url}tests/fixtures/elements-long-task.html`);
  const element = page.locator('#outcome');
  await element.locator('svg.board').waitFor();
  const hint = element.locator('.gnp-side > [aria-label="Hint and analysis"]');
  const before = await cardEdges(element);
  assert.ok(before['Hint and analysis'], 'the Hint card is shown');
  assertSameEdges(before, 'before answering');
  await element.getByRole('button', { name: 'The player to move wins' }).tap();
  await element
    .getByText('Not quite: the player to move loses.', { exact: true })
    .waitFor({ timeout: 30_000 });
  await hint.scrollIntoViewIfNeeded();
  await page.screenshot({ path: artifactPath('phone-card-widths-element-hint-after.png') });
  assertSameEdges(await cardEdges(element), 'after answering');
  assert.equal(await axeSerious(page, 'the element on a phone after an answer'), '');
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('phone, SCORM launch page: the Play card is as wide as the board card above it', async () => {
  const built = await sharedTestSite();
  const set = {
    title: 'Week 3',
    puzzles: [
      {
        position: { rules: 'edge', vertices: 2, edges: [[0, 1, 3]] },
        goal: 'find',
        title: 'Take them all',
        text: 'Find the winning move.',
      },
    ],
  };
  const { zip } = await packageSet({ setText: JSON.stringify(set), version: '1.2', site: built.out });
  const root = path.join(ARTIFACTS_DIR, 'scorm', 'phone-card-widths');
  fs.rmSync(root, { recursive: true, force: true });
  for (const [name, bytes] of Object.entries(unzipSync(zip))) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), bytes);
  }
  const server = await startServer({ root, port: 0 });
  const page = await phoneSite.newPage();
  try {
    await page.goto(`${server.url}launch.html`);
    const element = page.locator('graph-nim').first();
    await element.locator('svg.board').waitFor({ timeout: 30_000 });
    const play = element.locator('.gnp-side > [aria-label="Play"]');
    await play.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('phone-card-widths-scorm-play.png') });
    const edges = await cardEdges(element);
    assert.ok(edges.Play, 'the Play card is shown');
    assertSameEdges(edges, 'the launch page');
    // The student makes the move from there: the card keeps its width with the move box open.
    await element.locator('.vertex[data-vertex="0"]').tap();
    await element.getByRole('button', { name: 'Confirm move' }).waitFor();
    assertSameEdges(await cardEdges(element), 'the move box open');
    assert.equal(await axeSerious(page, 'the SCORM launch page on a phone'), '');
  } finally {
    await page.close();
    await server.close();
  }
});
