// Offline use of the built site (dist/ only: scripts/build-site.mjs adds this module to every
// page it writes; the development tree has no service worker). It registers dist/sw.js, the
// precache worker made by workbox-build, which stores the whole site on the first visit so
// the page, the embed and the element work with the network off afterwards. It registers once
// the page has loaded, so storing the site never competes with the first view's downloads.
//
// On the first visit the worker, once it has stored every file, takes over the tab it was
// registered from (Workbox's clientsClaim, scripts/site-offline.mjs), so that tab too works
// offline: uncontrolled, its parts loaded later (a puzzle's code) failed to fetch with the
// network off until a reload. The page then says it is ready for offline use.
//
// A new build's worker installs beside the old one and takes over once every tab of the site
// has been closed (the browser's own rule, kept on purpose; claiming happens only as a worker
// becomes active): a page keeps running the build it started with, so it never loads a chunk
// of one build into the code of another.

const WORKER_URL = new URL('../sw.js', import.meta.url);
const SCOPE = new URL('../', import.meta.url).pathname;

function register() {
  // A tab is taken over only as a worker becomes active, which in an open tab is the first
  // visit's, once the site is stored (a new build's waits for the site's tabs to close): said.
  navigator.serviceWorker.oncontrollerchange = () => import('./site/offline-ready.js');
  navigator.serviceWorker.register(WORKER_URL, { scope: SCOPE }).catch((err) => {
    // Offline use is a bonus: the page works without it, so this is only a warning.
    console.warn(`Offline use is not available: ${err?.message ?? err}`);
  });
}

// Only a page opened on its own registers: an embed inside a course page is stored with that
// page's site when it is this one, and inside an LMS's package (SCORM) there is no worker.
if ('serviceWorker' in navigator && window.isSecureContext && window.top === window) {
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
