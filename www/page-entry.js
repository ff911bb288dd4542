// index.html's entry (www/app.js in the development tree, the app's entry in dist/): opens the
// page's playground (main.js createPlayground), bound to the address, with the parts only a
// page of its own shows (page/full-page-parts.js), which an embed does without.

import { createPlayground } from './main.js';
import { loadEngine } from './engine.js';
import { decodeFragment, readEmbedFlags } from './share/link.js';
import { newBoardWords } from './common/games.js';
import { keepLastBoard, lastBoardOfTab } from './page/tab-last-board.js';

/**
 * What index.html opens on when its address names nothing: a game against the computer, ready
 * to play, on a square whose opposite edges differ (so the player to move, the newcomer, can
 * win), as lichess opens on a ready board. Edit, Presets and links lead anywhere else.
 */
export const FIRST_VIEW = '#rules=edge&v=4&e=0-1:3,1-2:1,2-3:2,3-0:2&mode=play-cpu';

/** The fragment to open: the address's own (a link, even a broken one, opens what it names;
 *  an embed opens what its host names), else the board this tab showed last (`reopened`),
 *  else the first view. */
function fragmentToOpen(hash, embed) {
  if (embed) return { fragment: hash };
  try {
    if (decodeFragment(hash)) return { fragment: hash };
  } catch {
    return { fragment: hash };
  }
  const last = lastBoardOfTab();
  return last && last !== FIRST_VIEW ? { fragment: last, reopened: true } : { fragment: FIRST_VIEW };
}

/** Said when the bare address reopened this tab's last board: which board, and where the
 *  start board is, before anything the link itself said. */
function sayLastBoardBack(playground) {
  const said = playground.getMessage();
  if (said?.kind === 'error') return;
  const words = `This tab’s last board is back, as you left it. ${newBoardWords(playground.getPosition())} A new tab opens on the start board.`;
  playground.actions.say(said ? `${words} ${said.text}` : words);
}

/**
 * <div id="app" data-playground> gets a playground bound to the URL. A page of its own shows
 * its own parts (the header, Presets, Share: page/page-parts.js), whose code `loadPageParts()`
 * fetches first, and keeps its tab's last board (page/tab-last-board.js); an embed hides them
 * and opens without them. The engine is fetched meanwhile.
 */
function bootstrap(loadPageParts) {
  const element = document.querySelector('[data-playground]');
  if (!element) return;
  const flags = readEmbedFlags(location.search);
  document.documentElement.classList.toggle('embedded', flags.embed);
  for (const theme of ['light', 'dark'])
    document.documentElement.classList.toggle(`theme-${theme}`, flags.theme === theme);
  const { fragment, reopened = false } = fragmentToOpen(location.hash, flags.embed);
  // Once opened: the board as it opened (its address once whole; null for a broken link),
  // and the last address kept.
  let opened = false;
  let openedHash = null;
  let kept = null;
  const keep = (hash) => {
    if (!opened || hash === kept) return;
    kept = hash;
    // The start board as it opened is no board of the tab's own: the bare address opens it anyway.
    keepLastBoard(hash, { untouchedStart: fragment === FIRST_VIEW && hash === openedHash });
  };
  const open = () => {
    const playground = createPlayground(element, {
      ...flags,
      fragment,
      syncUrl: true,
      onAddress: flags.embed ? null : keep,
    });
    // For tests, benchmarks and curious people in the console.
    window.graphNimPlayground = playground;
    // The message channel is for embeds only: loaded with the embed, not with the page.
    if (flags.embed)
      import('./embed/embed-messages.js').then(({ connectEmbed }) =>
        connectEmbed(playground, { origin: flags.origin, hide: flags.hide }),
      );
    playground.ready.then(async () => {
      // A link that could not be opened is not kept: its text stays in the address for its
      // correction, over an empty board.
      opened = true;
      if (!flags.embed && playground.getMessage()?.kind !== 'error') {
        openedHash = location.hash;
        keep(openedHash);
      }
      if (reopened) sayLastBoardBack(playground);
      window.graphNimEngine = await loadEngine();
    });
  };
  if (flags.embed) return open();
  // Not waiting for the parts' code: the engine's fetch starts at once (the playground's
  // own call finds it on its way; a failure is said there).
  loadEngine().catch(() => null);
  // Without its parts (a failed fetch) the page still opens; page-parts.js tries again.
  loadPageParts().then(open, open);
}

if (typeof document !== 'undefined') bootstrap(() => import('./page/full-page-parts.js'));
