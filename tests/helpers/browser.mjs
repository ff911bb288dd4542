// Shared helpers for the browser end-to-end tests (node --test tests/*.test.mjs).
//
//   import { startSite, launchBrowser, screenshot } from './helpers/browser.mjs';
//
//   const site = await startSite();                  // static server on a free port
//   const browser = await launchBrowser();           // Debian chromium via playwright-core
//   const page = await browser.newPage();            // collects console errors
//   await page.goto(site.url + 'index.html');
//   await screenshot(page, 'home');                  // test-artifacts/home.png
//   assert.deepEqual(page.consoleErrors, []);
//   await browser.close(); await site.close();
//
// Environment: CHROMIUM_PATH overrides the Chromium (headless: chromium-headless-shell, else
// /usr/bin/chromium; see HEADLESS_CHROMIUM_PATH); HEADED=1 shows the window;
// SITE_ROOT serves another checkout (e.g. an export of an older commit, to see a new test fail
// on the code before a fix).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';
import { bundleIsStale, bundlePage } from '../../scripts/bundle.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'test-artifacts');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The Chromium a headless test launches: Debian's chromium-headless-shell (scripts/setup.sh
 *  installs it), the same engine without the browser's window layer, which is also what
 *  Playwright runs headless by default. Measured on the 2-core machine (2026-12-07): it took
 *  half the CPU of `chromium --headless` over the same test files (phone-play-taps 35 → 17 s,
 *  docs-links 55 → 20 s, board-labels 28 → 15 s of CPU), as the test command must stay within
 *  30 minutes. CHROMIUM_PATH, when set, is used for both; HEADED=1 needs the full chromium. */
export const HEADLESS_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ||
  (fs.existsSync('/usr/lib/chromium/chromium-headless-shell')
    ? '/usr/lib/chromium/chromium-headless-shell'
    : '/usr/bin/chromium');

/** The executable for a launch, headless or not. */
export function chromiumFor(isHeadless) {
  return isHeadless ? HEADLESS_CHROMIUM_PATH : CHROMIUM_PATH;
}

// Flags verified on the project's offline machines (see shared notes wasm-toolchain.md).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Starts the repo-root static server on 127.0.0.1 and a free port.
 * @returns {Promise<{url: string, port: number, close: () => Promise<void>}>}
 * `url` ends with '/', e.g. `${site.url}tests/fixtures/smoke.html`.
 */
export async function startSite({ root = process.env.SITE_ROOT || REPO_ROOT } = {}) {
  // index.html loads the bundle of www/'s modules: rebuild it when a module is newer, so a
  // test never runs against the page as it was before an edit.
  if (bundleIsStale()) await bundlePage();
  return startServer({ root, port: 0 });
}

/**
 * Records console errors, uncaught page errors and failed requests on `page`, in
 * `page.consoleErrors` (array of strings). Called by newPage() automatically.
 */
export function collectErrors(page) {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location()?.url ?? '';
    // Chromium asks for /favicon.ico on its own; a missing one is not the page's error.
    if (where.endsWith('/favicon.ico')) return;
    errors.push(`console.error: ${msg.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  // A download a document was still making when the test (as a person would) went to another
  // document, or closed the frame it was in (an LMS closing its activity), is cancelled by the
  // browser (net::ERR_ABORTED): the document it belonged to is gone, so that is no error of the
  // page's. Chromium reports the cancellation just before the new document arrives, so such a
  // failure is noted and withdrawn when its frame's document is left or the frame removed; an
  // abort while its document stays, or any other failure, remains an error.
  const documents = new WeakMap(); // frame → how many documents it has shown
  const documentOf = new WeakMap(); // request → [frame, its document then]
  const aborted = [];
  const frameOf = (req) => {
    try {
      return req.frame();
    } catch {
      return page.mainFrame(); // a service worker's request has no frame
    }
  };
  const withdraw = (gone) => {
    for (let i = aborted.length - 1; i >= 0; i--) {
      if (!gone(aborted[i])) continue;
      const at = errors.indexOf(aborted[i].text);
      if (at >= 0) errors.splice(at, 1);
      aborted.splice(i, 1);
    }
  };
  page.on('request', (req) => {
    const frame = frameOf(req);
    documentOf.set(req, [frame, documents.get(frame) ?? 0]);
  });
  page.on('requestfailed', (req) => {
    const text = `requestfailed: ${req.url()} ${req.failure()?.errorText ?? ''}`;
    const [frame, document] = documentOf.get(req) ?? [frameOf(req), documents.get(frameOf(req)) ?? 0];
    if (/ERR_ABORTED/.test(text) && frame.isDetached()) return;
    errors.push(text);
    if (/ERR_ABORTED/.test(text)) aborted.push({ text, frame, document });
  });
  page.on('framenavigated', (frame) => {
    const now = (documents.get(frame) ?? 0) + 1;
    documents.set(frame, now);
    withdraw((a) => a.frame === frame && a.document < now);
  });
  page.on('framedetached', (frame) => withdraw((a) => a.frame === frame));
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.url().endsWith('/favicon.ico'))
      errors.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  page.consoleErrors = errors;
  return errors;
}

/**
 * Launches Debian's Chromium headless with a fresh temporary profile.
 * Returns an object with newPage() (errors collected in page.consoleErrors), the
 * playwright BrowserContext as `context`, and close() (which also deletes the profile).
 */
export async function launchBrowser({ viewport = { width: 1280, height: 800 }, headless } = {}) {
  const isHeadless = headless ?? process.env.HEADED !== '1';
  const executablePath = chromiumFor(isHeadless);
  if (!fs.existsSync(executablePath)) {
    throw new Error(`${executablePath} not found: run bash scripts/setup.sh`);
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graphnim-chromium-'));
  let context;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath,
      headless: isHeadless,
      args: isHeadless ? ['--headless', ...CHROMIUM_ARGS] : CHROMIUM_ARGS,
      viewport,
      timeout: 60_000,
    });
  } catch (err) {
    fs.rmSync(userDataDir, { recursive: true, force: true });
    throw err;
  }
  // A persistent context opens with one blank page; reuse it for the first newPage().
  let spare = context.pages()[0] ?? null;
  return {
    context,
    async newPage() {
      const page = spare ?? (await context.newPage());
      spare = null;
      collectErrors(page);
      return page;
    },
    async close() {
      await context.close().catch(() => {});
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Saves a full-page PNG as test-artifacts/<name>.png and returns its path. */
export async function screenshot(page, name) {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const safe = String(name).replace(/[^A-Za-z0-9._-]+/g, '_');
  const file = path.join(ARTIFACTS_DIR, safe.endsWith('.png') ? safe : `${safe}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The path of test-artifacts/NAME (a PNG a test saves of one part of the page, e.g.
 *  `locator.screenshot({ path: artifactPath('explore-map.png') })`), its folder made. */
export function artifactPath(name) {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return path.join(ARTIFACTS_DIR, String(name).replace(/[^A-Za-z0-9._-]+/g, '_'));
}

/**
 * Convenience for a test file: one server + one browser shared by its tests.
 *   const env = await setupE2E();  ...  await env.teardown();
 */
export async function setupE2E(opts = {}) {
  const site = await startSite(opts);
  let browser;
  try {
    browser = await launchBrowser(opts);
  } catch (err) {
    await site.close();
    throw err;
  }
  return {
    site,
    browser,
    url: (p = '') => new URL(p.replace(/^\//, ''), site.url).href,
    async teardown() {
      await browser.close();
      await site.close();
    },
  };
}

/**
 * setupE2E() and a second static server of the same files on another port: another origin, as
 * a course site that embeds the playground from the playground's own host. The playground's
 * address there is `env.playgroundHost.url`; the course's pages come from `env.url()`.
 *   const env = await setupTwoOrigins();  ...  await env.teardown();  // closes both
 */
export async function setupTwoOrigins(opts = {}) {
  const env = await setupE2E(opts);
  let playgroundHost;
  try {
    playgroundHost = await startSite(opts);
  } catch (err) {
    await env.teardown();
    throw err;
  }
  return {
    ...env,
    playgroundHost,
    async teardown() {
      await playgroundHost.close();
      await env.teardown();
    },
  };
}

/**
 * One Chromium process lends a fresh context to each phone of a test file: a context is as
 * clean as a new browser (its own storage, cache and service workers), and a file that opens
 * a phone per test or per screen size no longer starts a Chromium for each (about a second
 * apiece). The process is closed once no phone has used it for PHONE_CHROMIUM_IDLE_MS, so a
 * file run without --test-force-exit still ends.
 */
const PHONE_CHROMIUM_IDLE_MS = 10_000;
const phoneChromiums = new Map(); // headless → {browser: Promise, users, timer}

async function borrowPhoneChromium(isHeadless) {
  let shared = phoneChromiums.get(isHeadless);
  if (!shared) {
    shared = { users: 0, timer: null };
    shared.browser = chromium
      .launch({
        executablePath: chromiumFor(isHeadless),
        headless: isHeadless,
        args: isHeadless ? ['--headless', ...CHROMIUM_ARGS] : CHROMIUM_ARGS,
        timeout: 60_000,
      })
      .then((browser) => {
        browser.on('disconnected', () => {
          if (phoneChromiums.get(isHeadless) === shared) phoneChromiums.delete(isHeadless);
        });
        return browser;
      });
    shared.browser.catch(() => phoneChromiums.delete(isHeadless));
    phoneChromiums.set(isHeadless, shared);
  }
  clearTimeout(shared.timer);
  shared.users++;
  const browser = await shared.browser;
  const giveBack = () => {
    shared.users--;
    if (shared.users > 0) return;
    shared.timer = setTimeout(() => {
      if (shared.users > 0) return;
      if (phoneChromiums.get(isHeadless) === shared) phoneChromiums.delete(isHeadless);
      browser.close().catch(() => {});
    }, PHONE_CHROMIUM_IDLE_MS);
    shared.timer.unref();
  };
  return { browser, giveBack };
}

/**
 * A phone: Chromium with a touch screen and a mobile viewport (default 390×844, 3× pixels),
 * in a fresh browser context. Same shape as launchBrowser(): newPage(), context, close().
 */
export async function launchPhone({ viewport = { width: 390, height: 844 }, headless } = {}) {
  const isHeadless = headless ?? process.env.HEADED !== '1';
  if (!fs.existsSync(chromiumFor(isHeadless))) {
    throw new Error(`${chromiumFor(isHeadless)} not found: run bash scripts/setup.sh`);
  }
  const { browser, giveBack } = await borrowPhoneChromium(isHeadless);
  let context;
  try {
    context = await browser.newContext({
      viewport,
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 3,
    });
  } catch (err) {
    giveBack();
    throw err;
  }
  let closed = false;
  return {
    context,
    async newPage() {
      const page = await context.newPage();
      collectErrors(page);
      return page;
    },
    async close() {
      if (closed) return;
      closed = true;
      await context.close().catch(() => {});
      giveBack();
    },
  };
}
