// Makes the pictures in README.md and docs/ from the real page, so they never go stale:
//   node scripts/screenshots.mjs            (after bash scripts/build-wasm.sh)
// Each scene is taken in light and dark, on a desktop (1280×800) and a phone (390×844, touch),
// into docs/images/<scene>-<light|dark>-<desktop|phone>.png. A scene is a person's steps:
// open a link, press a button, wait for what they would wait for.
// The callbacks given to page.waitForFunction and page.evaluate run in the page:
/* global window, document, requestAnimationFrame */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startSite, CHROMIUM_PATH, CHROMIUM_ARGS, REPO_ROOT } from '../tests/helpers/browser.mjs';

const OUT_DIR = path.join(REPO_ROOT, 'docs', 'images');

const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
};

/** Waits until the engine has loaded and the board is drawn (as tests/helpers/ui.mjs does). */
async function openPage(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.graphNimEngine && document.querySelector('svg.board'), null, {
    timeout: 60_000,
  });
}

/** Two animation frames, so coalesced redraws have landed before the picture. */
const settle = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

const SCENES = {
  // A game against the computer on a square with one count changed, the hint asked for.
  async play(page, site) {
    await openPage(page, `${site.url}index.html#rules=edge&v=4&e=0-1:3,1-2:4,2-3:3,3-0:5&mode=play-cpu`);
    const hint = page.getByRole('button', { name: 'Hint', exact: true });
    await hint.scrollIntoViewIfNeeded();
    await hint.click();
    await page.locator('.hint-result').getByText('Winning move:').waitFor({ timeout: 60_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
  },
  // A student's puzzle link, as the student first sees it.
  async puzzle(page, site) {
    await openPage(
      page,
      `${site.url}index.html#rules=edge&v=5&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3&goal=unique&title=Only%20one%20way&reveal=2`,
    );
  },
  // A teacher's Make a puzzle card after Check puzzle, scrolled into view.
  async 'make-puzzle'(page, site) {
    await openPage(page, `${site.url}index.html#rules=edge&v=5&e=0-1:2,1-2:2,2-3:2,3-4:2,4-0:3`);
    const card = page.getByRole('region', { name: 'Make a puzzle' });
    await card.getByLabel('Goal').selectOption('unique');
    await card.getByLabel('Title').fill('Only one way');
    const check = card.getByRole('button', { name: 'Check puzzle' });
    await check.scrollIntoViewIfNeeded();
    await check.click();
    await page.waitForSelector('.puzzle-verdict:not([hidden])', { timeout: 60_000 });
    await card.scrollIntoViewIfNeeded();
  },
};

async function main() {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} not found: run bash scripts/setup.sh`);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const site = await startSite();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_ARGS],
    timeout: 60_000,
  });
  try {
    for (const [scene, steps] of Object.entries(SCENES)) {
      for (const [device, options] of Object.entries(DEVICES)) {
        for (const colorScheme of ['light', 'dark']) {
          const context = await browser.newContext({ ...options, colorScheme });
          const page = await context.newPage();
          const errors = [];
          page.on('pageerror', (err) => errors.push(err.message));
          await steps(page, site);
          await settle(page);
          const file = path.join(OUT_DIR, `${scene}-${colorScheme}-${device}.png`);
          await page.screenshot({ path: file });
          await context.close();
          if (errors.length) throw new Error(`${scene} (${colorScheme}, ${device}): ${errors.join('; ')}`);
          console.log(path.relative(REPO_ROOT, file));
        }
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
