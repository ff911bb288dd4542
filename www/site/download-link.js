// The hosting guide's "Download this site (zip)" (docs/host.md links `#download-this-site`;
// scripts/build-site.mjs loads this module on the guides that have such a link). The code that
// fetches and zips the site (download.js, with fflate) loads when the link is pressed, not
// with the guide. In the development tree the guides load no script and the link stays a
// link to nowhere: there the site is built with bash scripts/build-site.sh.

const LINK = 'a[href="#download-this-site"]';
const SITE_ROOT = new URL('../', import.meta.url);

for (const link of document.querySelectorAll(LINK)) {
  // Its own line under the link's item, not inside the link's (bold) words.
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.className = 'download-status';
  const item = link.closest('li');
  if (item) item.append(status);
  else (link.closest('p') ?? link).after(status);
  let busy = false;
  link.addEventListener('click', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    link.setAttribute('aria-disabled', 'true');
    const say = (text) => (status.textContent = text);
    try {
      const { downloadSite } = await import('./download.js');
      await downloadSite(SITE_ROOT, link.parentElement, say);
    } catch (err) {
      say(`No zip was made: ${err?.message ?? err}. Reload the page and try again.`);
    } finally {
      busy = false;
      link.removeAttribute('aria-disabled');
    }
  });
}
