// What a page asks its server for, and whether all of it is there: for the tests that open
// every page of a folder (the built site, a SCORM package) and check that nothing is missing.
//
//   const missing = watchMissing(page);            // before page.goto
//   await openAndSettle(page, url);
//   assert.deepEqual(missing, []);                 // every request answered, favicon.ico too
//   assert.deepEqual(await brokenImages(page), []);
//
// Unlike collectErrors (helpers/browser.mjs), nothing is forgiven here: a browser asking for
// /favicon.ico because a page names no icon is a 404 in the host's logs.

/** Every request of `page` answered 400 or more, or failed, as "STATUS URL" (filled as the
 *  page loads). */
export function watchMissing(page) {
  const missing = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) =>
    missing.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`),
  );
  return missing;
}

/** Opens `url` and waits until the page has loaded and the network is quiet (the browser asks
 *  for an icon after the load). */
export async function openAndSettle(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
}

/** The images of the page (inside open shadow roots too) that did not load, by address. */
export function brokenImages(page) {
  return page.evaluate(() => {
    const broken = [];
    const walk = (root) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLImageElement && !(element.complete && element.naturalWidth > 0))
          broken.push(element.src);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return broken;
  });
}

/** Every link's absolute address on the page (inside open shadow roots too), without fragment. */
export function linkTargets(page) {
  return page.evaluate(() => {
    const links = [];
    const walk = (root) => {
      for (const element of root.querySelectorAll('a[href]')) links.push(element.href.split('#')[0]);
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
    };
    walk(document);
    return [...new Set(links)];
  });
}
