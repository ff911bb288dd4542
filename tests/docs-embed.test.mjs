// Every HTML snippet of docs/embed.md (its ```html and Quarto ```{=html} blocks), loaded as a
// teacher would paste it into a page, with https://YOUR-HOST/graph-nim/ pointed at the test
// server: each <graph-nim> element and each frame shows its board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setupE2E, screenshot, REPO_ROOT, ARTIFACTS_DIR } from './helpers/browser.mjs';

let env;
before(async () => {
  env = await setupE2E();
});
after(async () => {
  await env?.teardown();
});

const DOC = fs.readFileSync(path.join(REPO_ROOT, 'docs/embed.md'), 'utf8');
const SNIPPETS = [...DOC.matchAll(/```(?:html|\{=html\})\n([\s\S]*?)```/g)].map((m) =>
  m[1].replace(/^ {2}/gm, ''),
);

test('docs/embed.md has HTML snippets to check', () => {
  assert.ok(SNIPPETS.length >= 3, `found ${SNIPPETS.length}`);
});

SNIPPETS.forEach((snippet, index) => {
  test(`docs/embed.md snippet ${index + 1} shows its boards`, async () => {
    fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const name = `docs-embed-snippet-${index + 1}.html`;
    const body = snippet.replaceAll('https://YOUR-HOST/graph-nim/', env.site.url);
    fs.writeFileSync(
      path.join(ARTIFACTS_DIR, name),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Snippet ${index + 1}</title></head><body><main>${body}</main></body></html>`,
    );
    const page = await env.browser.newPage();
    await page.goto(env.url(`test-artifacts/${name}`));
    const elements = await page.locator('graph-nim').count();
    const frames = await page.locator('iframe').count();
    assert.ok(elements + frames > 0, 'the snippet has a board');
    for (let i = 0; i < elements; i++)
      await page
        .locator('graph-nim')
        .nth(i)
        .locator('svg.board')
        .waitFor({ state: 'visible', timeout: 60_000 });
    for (let i = 0; i < frames; i++)
      await page
        .frameLocator('iframe')
        .nth(i)
        .locator('svg.board')
        .waitFor({ state: 'visible', timeout: 60_000 });
    await screenshot(page, `docs-embed-snippet-${index + 1}`);
    assert.deepEqual(page.consoleErrors, []);
    await page.close();
  });
});

// The guide's "Next puzzle" script, run on its first snippet as a teacher wired it to a button:
// the next puzzle shows its own title and task (the first puzzle's task stayed over it).
test('docs/embed.md’s "Next puzzle" script on its first snippet: the next puzzle’s own title and task', async () => {
  const next = DOC.match(/```js\n(const element = document\.querySelector\('graph-nim'\);[\s\S]*?)```/)?.[1];
  assert.ok(next?.includes("setAttribute('position'"), 'the guide has the script');
  const first = SNIPPETS.find((snippet) => snippet.includes('<graph-nim'));
  const name = 'docs-embed-next-puzzle.html';
  fs.writeFileSync(
    path.join(ARTIFACTS_DIR, name),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Next puzzle</title></head><body><main>${first.replaceAll('https://YOUR-HOST/graph-nim/', env.site.url)}<button id="next">Next puzzle</button></main><script type="module">document.getElementById('next').onclick = () => { ${next} };</script></body></html>`,
  );
  const page = await env.browser.newPage();
  await page.goto(env.url(`test-artifacts/${name}`));
  const element = page.locator('graph-nim').first();
  await element.locator('.puzzle-task').waitFor({ timeout: 60_000 });
  const before = await element.locator('.puzzle-task').innerText();
  await page.getByRole('button', { name: 'Next puzzle' }).click();
  await element.getByText('Puzzle 2: the triangle').first().waitFor();
  const task = await element.locator('.puzzle-task').innerText();
  const oldTask = first.match(/text="([^"]+)"/)?.[1];
  assert.ok(oldTask && before.includes(oldTask), `the first puzzle's task shown first: ${before}`);
  assert.ok(!task.includes(oldTask), `the first puzzle's task is gone: ${task}`);
  assert.match(task, /Leave the computer no good move\./);
  assert.deepEqual(page.consoleErrors, []);
  await page.close();
});
