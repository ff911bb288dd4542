// Puzzles end to end: a teacher makes a `unique` puzzle on C5 in the page, pastes its embed
// code into the example course page (served from another origin, as a course site would be),
// and a student solves it there with real clicks; the course page's score shows it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setupE2E, startSite, screenshot, ARTIFACTS_DIR, REPO_ROOT } from './helpers/browser.mjs';
import { openPlayground, boardSummary, assertNoErrors, EMPTY_BOARD } from './helpers/ui.mjs';
import {
  buildPreset,
  setEdge,
  press,
  makerCard,
  checkPuzzle,
  clipboard,
  typeOver,
} from './helpers/author.mjs';
import { axeSerious } from './helpers/axe.mjs';

let env; // the course site (the repository served on one port)
let playground; // the playground, on another port: another origin
before(async () => {
  env = await setupE2E();
  playground = await startSite();
  await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(playground.url).origin,
  });
});
after(async () => {
  await playground?.close();
  await env?.teardown();
});

test('a teacher makes a unique puzzle on C5, embeds it in the course page, a student solves it', async () => {
  // The teacher, in the playground: C5 with 3 tokens per edge, edge 0–1 down to 2.
  const teacher = await env.browser.newPage();
  await openPlayground(teacher, `${playground.url}index.html${EMPTY_BOARD}`);
  await buildPreset(teacher, 'cycle', 5, 3);
  await setEdge(teacher, 0, 2);
  assert.deepEqual((await boardSummary(teacher)).tokens, [2, 3, 3, 3, 3]);
  const maker = makerCard(teacher);
  await maker.scrollIntoViewIfNeeded();
  await maker.getByLabel('Goal').selectOption('unique');
  await typeOver(teacher, maker.getByLabel('Title'), 'Our own pentagon');
  await typeOver(teacher, maker.getByLabel('Task'), 'One move wins, and only one. Find it.');
  assert.match(await checkPuzzle(teacher), /^WELL POSED/);
  await press(teacher, maker.getByRole('button', { name: 'Copy embed code' }));
  await teacher.waitForFunction(() =>
    /Embed code copied/.test(document.querySelector('.puzzle-share').textContent),
  );
  const embed = await clipboard(teacher);
  assert.match(
    embed,
    /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/index\.html\?embed=1&amp;lock=1[^"]*goal=unique/,
  );
  await screenshot(teacher, 'teacher-embed-code');
  assertNoErrors(teacher);

  // The teacher's course page: the example page with the embed code pasted as a fourth section.
  const example = await readFile(path.join(REPO_ROOT, 'examples', 'course.html'), 'utf8');
  const section = `<section class="puzzle" aria-labelledby="p4-title">
        <h2 id="p4-title">4. Our own pentagon</h2>
        ${embed}
      </section>
    </main>`;
  assert.ok(example.includes('</main>'));
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await writeFile(path.join(ARTIFACTS_DIR, 'teacher-course.html'), example.replace('</main>', section));
  // The page keeps its score in course.js beside it (no inline script, for the site's CSP).
  await copyFile(path.join(REPO_ROOT, 'examples', 'course.js'), path.join(ARTIFACTS_DIR, 'course.js'));

  // The student opens the course page (the three example puzzles load from the playground too).
  const student = await env.browser.newPage();
  await student.goto(
    env.url(`test-artifacts/teacher-course.html?host=${encodeURIComponent(playground.url)}`),
  );
  const frame = student.frameLocator('iframe[title="Graph Nim puzzle: Our own pentagon"]');
  await frame.locator('.puzzle-task[data-phase="open"]').waitFor({ timeout: 60_000 });
  assert.equal(await student.locator('#score-total').textContent(), '0 of 4 solved');
  assert.match(await frame.locator('.puzzle-task').textContent(), /Our own pentagon/);
  // The winning move: at vertex 3, one token from 2–3 and one from 3–4 (clicking the two edges).
  await student.locator('iframe[title="Graph Nim puzzle: Our own pentagon"]').scrollIntoViewIfNeeded();
  await frame.locator('.edge-label[data-edge="2"]').click();
  await frame.locator('.edge-label[data-edge="3"]').click();
  await frame.getByRole('button', { name: 'Confirm move' }).click();
  await frame.locator('.puzzle-task[data-phase="solved"]').waitFor({ timeout: 30_000 });
  await student.waitForFunction(
    () => document.querySelector('#score-total').textContent === '1 of 4 solved',
    null,
    { timeout: 30_000 },
  );
  const line = student.locator('#score-list li', { hasText: 'Our own pentagon' });
  assert.equal(await line.textContent(), '4. Our own pentagon: solved in 1 try');
  assert.equal(await line.getAttribute('data-state'), 'solved');
  await screenshot(student, 'teacher-course-solved');
  assert.equal(await axeSerious(student, 'teacher course page'), '');
  assertNoErrors(student);
  await teacher.close();
  await student.close();
});
