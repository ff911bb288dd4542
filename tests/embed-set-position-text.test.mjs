// A course page on another origin than the playground sets its frame's position with
// graphnim:set in the form its element attributes and links use, a link's position text
// ("rules=edge&v=4&e=0-1:1,2-3:2"), as well as a JSON object: both are shown, a puzzle too, the
// text read with the links' caps and the crate's checks; anything else is refused with an
// error naming both forms, and the board stays as it was.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setupTwoOrigins, screenshot, ARTIFACTS_DIR } from './helpers/browser.mjs';
import { axeSerious } from './helpers/axe.mjs';
import { boardSummary } from './helpers/ui.mjs';

let env; // the course site (env.url) and, on another port, the playground (env.playgroundHost)
before(async () => {
  env = await setupTwoOrigins();
});
after(async () => {
  await env?.teardown();
});

const BOTH_FORMS =
  'a JSON object like {"rules": "edge", "vertices": 3, "edges": [[0,1,2]]} or a link’s position text like "rules=edge&v=3&e=0-1:2"';

/** The course page: notes, the frame as Make a puzzle's embed code writes it, and a script
 *  that keeps every message the frame sends (window.heard) and sends with window.send. */
async function coursePage() {
  const playground = env.playgroundHost.url;
  // A file the course site serves (a page a test fulfils itself is no site's to the browser,
  // which then keeps it from framing the playground's).
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(ARTIFACTS_DIR, 'embed-set-position-text.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Week 3</title></head><body>
<h1>Week 3: Nim on graphs</h1>
<p>The board below changes as we read on.</p>
<iframe src="${playground}index.html?embed=1&lock=1#rules=edge&v=3&e=0-1:1,1-2:2,2-0:2&mode=play-cpu" width="640" height="520" style="border:0;max-width:100%" title="Graph Nim game"></iframe>
<script>
  const frame = document.querySelector('iframe');
  window.heard = [];
  window.addEventListener('message', (e) => e.source === frame.contentWindow && window.heard.push(e.data));
  window.send = (message) => frame.contentWindow.postMessage(message, ${JSON.stringify(new URL(playground).origin)});
</script></body></html>`,
  );
  const address = env.url('test-artifacts/embed-set-position-text.html');
  assert.notEqual(new URL(address).origin, new URL(playground).origin);
  const page = await env.browser.newPage();
  await page.goto(address);
  await heard(page, 'graphnim:ready');
  return { page, frame: page.frames().find((f) => f !== page.mainFrame()) };
}

/** The next message of `type` the frame sends after `from` were heard; returns it. */
async function heard(page, type, from = 0) {
  const handle = await page.waitForFunction(
    ([t, n]) => window.heard.slice(n).find((m) => m.type === t),
    [type, from],
    { timeout: 60_000 },
  );
  return handle.jsonValue();
}

/** Sends `message` and returns the frame's answer of `type`. */
async function ask(page, message, type) {
  const from = await page.evaluate(() => window.heard.length);
  await page.evaluate((m) => window.send(m), message);
  return heard(page, type, from);
}

test('graphnim:set takes a link’s position text, as the element’s position attribute does, and a JSON object', async () => {
  const { page, frame } = await coursePage();

  // The text the element's attribute takes: the frame shows that board.
  const set = await ask(
    page,
    { type: 'graphnim:set', position: 'rules=edge&v=4&e=0-1:1,2-3:2' },
    'graphnim:position',
  );
  assert.deepEqual(set.position.edges, [
    [0, 1, 1],
    [2, 3, 2],
  ]);
  await frame.waitForFunction(() => document.querySelector('svg.board')?.dataset.vertices === '4');
  assert.deepEqual((await boardSummary(frame)).tokens, [1, 2]);

  // As copied from a share link, after (or with) its "#", with its layout: a puzzle opens on it.
  const puzzle = await ask(
    page,
    {
      type: 'graphnim:set',
      position: '#rules=edge&v=4&e=0-1:1,2-3:2&xy=100,100;300,100;100,400;300,400&mode=play-cpu',
      goal: 'find',
      title: 'Two heaps',
    },
    'graphnim:position',
  );
  assert.equal(puzzle.puzzle.goal, 'find');
  await frame.getByRole('heading', { name: 'Two heaps' }).waitFor();
  // Its xy= places the vertices: 0 and 1 side by side, 2 under 0.
  const at = (v) => frame.locator(`.vertex[data-vertex="${v}"]`).boundingBox();
  const [v0, v1, v2] = [await at(0), await at(1), await at(2)];
  assert.ok(Math.abs(v0.y - v1.y) < 2 && v1.x > v0.x + 50, 'vertices 0 and 1 side by side');
  assert.ok(Math.abs(v0.x - v2.x) < 2 && v2.y > v0.y + 50, 'vertex 2 under vertex 0');
  await screenshot(page, 'embed-set-position-text');
  assert.equal(await axeSerious(frame, 'a puzzle set by its position text'), '');

  // A JSON object, as before.
  const json = await ask(
    page,
    {
      type: 'graphnim:set',
      position: {
        rules: 'edge',
        vertices: 3,
        edges: [
          [0, 1, 2],
          [1, 2, 2],
        ],
      },
    },
    'graphnim:position',
  );
  assert.deepEqual((await boardSummary(frame)).tokens, [2, 2]);
  assert.equal(json.puzzle, undefined);
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});

test('graphnim:set refuses what is neither form, or a text at fault, saying why; the board stays', async () => {
  const { page, frame } = await coursePage();
  const refused = async (position) =>
    (await ask(page, { type: 'graphnim:set', position }, 'graphnim:error')).reason;

  for (const position of [42, null, ['rules=edge'], '']) {
    const reason = await refused(position);
    assert.ok(reason.startsWith('position: ') && reason.includes(BOTH_FORMS), reason);
  }
  // JSON as text is not a link's text either.
  assert.ok((await refused('{"rules": "edge", "vertices": 2, "edges": [[0, 1, 1]]}')).includes(BOTH_FORMS));
  // A fault in the text is named as in the address bar, by the link's parser or the crate.
  assert.match(
    await refused('rules=edge&v=3&e=0-1:x'),
    /^position: in edge 0 \("0-1:x"\), the token count must be a whole number, not "x"; send a JSON object/,
  );
  assert.match(await refused('rules=edge&v=2&e=0-5:1'), /^position: .*\b5\b/);
  assert.doesNotMatch(await refused('rules=edge&v=2&e=0-5:1'), /"vertices"|"edges"/);
  // Too long for a link: refused on its length, before it is read.
  const long = `rules=edge&v=2&e=${'0-1:1,'.repeat(12_000)}0-1:1`;
  assert.ok(
    (await refused(long)).startsWith(
      `position: the link is ${long.length.toLocaleString('en')} characters long; the limit is 65,536`,
    ),
  );
  // A puzzle's fields belong to the message.
  assert.equal(
    await refused('rules=edge&v=2&e=0-1:1&goal=find'),
    'position: the position text holds the board only (rules=, v=, e=, xy=, …); send goal as a field of the message',
  );

  // Nothing was shown: the frame's own triangle is still there.
  const now = await ask(page, { type: 'graphnim:get' }, 'graphnim:position');
  assert.equal(now.position.vertices, 3);
  assert.deepEqual((await boardSummary(frame)).tokens, [1, 2, 2]);
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});
