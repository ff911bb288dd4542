// <graph-nim>: a Graph Nim board or puzzle in any page, from one module script. The teacher's
// reference (attributes, properties, methods, events, themes, print) is docs/embed.md.
//
//   <script type="module" src="https://example.org/graph-nim/www/graph-nim.js"></script>
//   <graph-nim position="rules=edge&v=3&e=0-1:1,1-2:2,2-0:2" goal="find" title="A triangle"
//              text="Find a winning move." reveal="2"></graph-nim>
//
// Attributes mirror a share link's fields (link.js): position (the fragment's position part,
// e.g. `rules=edge&v=3&e=0-1:1,1-2:2,2-0:2`, also with xy=), goal, title, text, reveal, mode,
// and the embed's flags: hide (hint,analysis,share,edit), lock, theme (light|dark|auto).
// Changing one updates the element. Everything read from them is validated by link.js and
// the crate, exactly as a link is; nothing is inserted as HTML.
//
// Properties and methods: `position` (get: the position JSON; set: a position JSON object,
// or a fragment string as the attribute takes), `puzzle` (the open puzzle's state, or null),
// `ready` (a Promise), `play(move)`, `hint()`, `retry()`, `reset()`, `reveal()` (each a
// Promise; a refusal rejects with an Error whose message says what to do instead, and is
// also dispatched as graphnim:error).
// Events (CustomEvents that bubble and cross the shadow boundary; `detail` is the message the
// postMessage API sends, embed-messages.js): graphnim:ready, graphnim:move (detail.position
// is the position JSON after the move: enough for a host to keep its own copy in sync),
// graphnim:result, graphnim:error.
//
// ---- Contract for embedders that bundle this module ----
// This module and what it imports bundle into one ES module (esbuild --bundle
// --format=esm). Its other files are loaded at run time, by default from URLs relative to
// this module (import.meta.url): www/pkg/graphnim_bg.wasm (the engine), www/worker.js (the
// solver worker, a module worker), www/pkg/graphnim_tools_bg.wasm (puzzles and embed
// messages), www/tools-worker.js and www/style.css. An embedder that serves them elsewhere
// (e.g. a Jupyter widget, as blob: URLs) says where, once, before the first element connects:
//
//   import { configureGraphNim } from './graph-nim.js';
//   configureGraphNim({ wasm, worker, toolsWasm, toolsWorker, stylesheet });   // URLs, each optional
//
// A bundled worker must be a module worker built from www/worker.js (and tools-worker.js):
// the page sends it the compiled engine and the toolsWasm URL, so it fetches nothing else.
//
// Many elements on one page share one compiled engine and one instance of it on the page's
// thread; each has its own solver worker, so one element's Cancel never stops another's
// judging (the worker is started from the one compiled module, not fetched again).

import { createPlayground } from './main.js';
import { besideThisModule, configureEngine } from './engine.js';
import { moveMessage } from './embed-messages.js';
import { embedTheme, HIDEABLE } from './link.js';

// engine.js's folder is this module's (both in www/, or both in one bundle).
const assets = { stylesheet: besideThisModule('./style.css') };
let connectedOnce = false;

/** Where the element's files are: {wasm, worker, toolsWasm, toolsWorker, stylesheet}, each a
 *  URL (string or URL), each optional. Call it before the first <graph-nim> connects. */
export function configureGraphNim(urls = {}) {
  if (connectedOnce)
    console.warn('configureGraphNim() was called after a <graph-nim> connected: files already loaded stay');
  configureEngine(urls);
  if (urls.stylesheet !== undefined && urls.stylesheet !== null) assets.stylesheet = String(urls.stylesheet);
}

/** Longest position attribute read (the share link's own cap). */
const MAX_ATTRIBUTE_CHARS = 64 * 1024;

/** The link fields the element's attributes carry, in the link's order. */
const LINK_FIELDS = ['goal', 'title', 'text', 'reveal', 'mode'];

// The element's own rules, before the playground's stylesheet: the width follows the host's
// layout and the height the content; --graph-nim-height sets the board column's height.
// Inherited styles of the host page stop at the element's first box: the host page's rules
// for the element itself (e.g. \`* { letter-spacing: … }\`) win over :host, so the box inside
// resets every inherited property and sets the playground's own. Print: style.css.
const HOST_CSS = `
:host { display: block; contain: layout; --gnp-frame-height: var(--graph-nim-height, 440px); }
:host([hidden]) { display: none; }
.gnp--element {
  all: initial;
  color-scheme: inherit; /* the theme is the host's (theme=) */
  display: block;
  box-sizing: border-box;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  font-size: 15px;
  line-height: 1.45;
  color: var(--text);
  background: var(--bg);
}
.gnp.gnp--element { max-width: none; margin: 0; }
.gnp--element .gnp-main { height: auto; }
`;

let sheetsPromise = null;

/** The two stylesheets every element adopts, built once per page. */
function sharedSheets() {
  sheetsPromise ??= (async () => {
    const host = new CSSStyleSheet();
    host.replaceSync(HOST_CSS);
    if (!assets.stylesheet)
      throw new Error(
        'this module has no folder to find style.css in: give its URL with configureGraphNim({stylesheet: …})',
      );
    const response = await fetch(assets.stylesheet);
    if (!response.ok)
      throw new Error(
        `the element's stylesheet could not be loaded from ${assets.stylesheet} (${response.status})`,
      );
    const page = new CSSStyleSheet();
    page.replaceSync(forShadowRoot(await response.text()));
    return [host, page];
  })();
  return sheetsPromise;
}

/** style.css is written for a page: its :root rules are the element's :host rules. */
export function forShadowRoot(css) {
  return css
    .replace(/:root:not\(([^)]*)\)/g, ':host(:not($1))')
    .replace(/:root(\.[\w-]+)/g, ':host($1)')
    .replace(/:root\b/g, ':host');
}

/** The share-link fragment the element's attributes describe. */
function fragmentOf(element) {
  const position = (element.getAttribute('position') ?? '').trim().replace(/^#/, '');
  const parts = position ? [position] : [];
  for (const name of LINK_FIELDS) {
    const value = element.getAttribute(name);
    if (value !== null && value !== '') parts.push(`${name}=${encodeURIComponent(value)}`);
  }
  return `#${parts.join('&')}`;
}

const on = (value) => value !== null && !['0', 'false', 'no'].includes(value.trim().toLowerCase());

class GraphNimElement extends HTMLElement {
  static observedAttributes = ['position', ...LINK_FIELDS, 'hide', 'lock', 'theme'];

  #playground = null;
  #offs = [];
  #reloadQueued = false;
  #readyResolve = null;
  #readyPromise = null;

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this.#newReady();
  }

  #newReady() {
    this.#readyPromise = new Promise((resolve) => (this.#readyResolve = resolve));
  }

  /** Resolves with the element once its engine is loaded and its position shown. */
  get ready() {
    return this.#readyPromise;
  }

  connectedCallback() {
    connectedOnce = true;
    this.#applyTheme();
    if (!this.#playground) this.#build();
  }

  disconnectedCallback() {
    // Moved within the page (disconnected, then connected again at once): kept.
    queueMicrotask(() => {
      if (!this.isConnected) this.#teardown();
    });
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || !this.#playground) return;
    if (name === 'theme') return this.#applyTheme();
    if (name === 'hide' || name === 'lock') {
      this.#teardown();
      return this.#build();
    }
    if (this.#reloadQueued) return;
    this.#reloadQueued = true;
    queueMicrotask(() => {
      this.#reloadQueued = false;
      this.#playground?.ready.then(() => this.#load());
    });
  }

  #applyTheme() {
    const theme = embedTheme(this.getAttribute('theme'));
    for (const name of ['light', 'dark']) this.classList.toggle(`theme-${name}`, theme === name);
  }

  #hide() {
    const names = (this.getAttribute('hide') ?? '').split(',').map((n) => n.trim().toLowerCase());
    return Object.fromEntries(HIDEABLE.map((name) => [name, names.includes(name)]));
  }

  #build() {
    const box = document.createElement('div');
    box.className = 'gnp--element';
    this.shadowRoot.replaceChildren(box);
    sharedSheets().then(
      (sheets) => (this.shadowRoot.adoptedStyleSheets = sheets),
      (err) => this.#fail(err.message),
    );
    const playground = createPlayground(box, {
      embed: true,
      lock: on(this.getAttribute('lock')),
      hide: this.#hide(),
    });
    this.#playground = playground;
    let version = '';
    const send = (type, detail) =>
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    this.#offs = [
      playground.on('move', (event) => send('graphnim:move', moveMessage(event, playground))),
      playground.on('gameover', ({ winner, name }) => {
        if (!playground.getPuzzle()) send('graphnim:result', { type: 'graphnim:result', winner, name });
      }),
      playground.on('ready', (event) => (version = event.version)),
      playground.on('puzzle', ({ goal, solved, tries, revealed }) =>
        send('graphnim:result', { type: 'graphnim:result', goal, solved, tries, revealed }),
      ),
    ];
    playground.ready.then(() => {
      if (this.#playground !== playground) return;
      this.#load();
      send('graphnim:ready', { type: 'graphnim:ready', version });
      this.#readyResolve(this);
    });
  }

  #teardown() {
    for (const off of this.#offs) off();
    this.#offs = [];
    this.#playground?.destroy();
    this.#playground = null;
    this.#newReady();
  }

  /** Shows what the attributes say (a link's rules: a fault is said on the board). */
  #load() {
    const fragment = fragmentOf(this);
    if (fragment.length > MAX_ATTRIBUTE_CHARS)
      return this.#fail(
        `the position attribute is ${fragment.length} characters long; the limit is ${MAX_ATTRIBUTE_CHARS}`,
      );
    if (fragment === '#') return;
    this.#playground.actions.loadFragment(fragment);
  }

  #fail(reason) {
    this.dispatchEvent(
      new CustomEvent('graphnim:error', {
        detail: { type: 'graphnim:error', reason },
        bubbles: true,
        composed: true,
      }),
    );
    return reason;
  }

  /** Runs `act(playground)` once ready: '' from it resolves, a reason rejects (and is told). */
  async #request(act) {
    await this.ready;
    const reason = act(this.#playground);
    if (reason) {
      this.#fail(reason);
      throw new Error(reason);
    }
    return this.#playground.getPosition();
  }

  get position() {
    return this.#playground ? this.#playground.getPosition() : null;
  }

  set position(value) {
    if (typeof value === 'string' && !value.trim().startsWith('{')) {
      this.setAttribute('position', value);
      return;
    }
    let position = value;
    try {
      if (typeof value === 'string') {
        if (value.length > MAX_ATTRIBUTE_CHARS * 16) throw new Error('the position JSON is over 1 MiB');
        position = JSON.parse(value);
      }
    } catch (err) {
      this.#fail(`the position could not be read as JSON: ${err.message}`);
      return;
    }
    this.ready.then((element) => {
      const playground = element.#playground;
      const goal = element.getAttribute('goal');
      try {
        if (goal)
          playground.setPuzzle(position, {
            goal,
            title: element.getAttribute('title') ?? '',
            text: element.getAttribute('text') ?? '',
            reveal: playground.getPuzzle()?.reveal,
          });
        else playground.setPosition(position);
      } catch (err) {
        element.#fail(`the position was not shown: ${err.message}`);
      }
    });
  }

  /** The open puzzle's {goal, title, text, reveal, phase, solved, tries, revealed}, or null. */
  get puzzle() {
    return this.#playground?.getPuzzle() ?? null;
  }

  /** Plays `move` (the move JSON). Resolves with {position, puzzle} once it is played, or for
   *  a puzzle once it is judged; rejects with what to do instead. */
  async play(move) {
    await this.#request((playground) => playground.playMove(move));
    await this.#judged();
    return { position: this.position, puzzle: this.puzzle };
  }

  /** Waits while a puzzle answer is being judged (in the worker). */
  #judged() {
    const playground = this.#playground;
    const judging = () => playground?.getPuzzle()?.phase === 'judging';
    if (!judging()) return Promise.resolve();
    return new Promise((resolve) => {
      const offs = [];
      const check = () => {
        if (judging()) return;
        for (const off of offs) off();
        clearInterval(timer);
        resolve();
      };
      // The verdict comes as a result or a move; a cancelled judgement comes as neither, so
      // the phase is also looked at now and then.
      offs.push(playground.on('puzzle', () => queueMicrotask(check)));
      offs.push(playground.on('move', () => queueMicrotask(check)));
      const timer = setInterval(check, 250);
    });
  }

  /** Shows a hint on the board (refused when hide contains hint). */
  hint() {
    return this.#request((playground) => {
      if (this.#hide().hint)
        return 'the hint is hidden in this element (hide="hint"): remove hint from hide to allow one';
      playground.actions.requestHint();
      return '';
    });
  }

  /** Takes a refuted try back. */
  retry() {
    return this.#request((playground) => playground.retry());
  }

  /** Back to the puzzle's start; tries stay counted. */
  reset() {
    return this.#request((playground) => playground.resetPuzzle());
  }

  /** Shows the solution, once the puzzle's reveal allows it. */
  reveal() {
    return this.#request((playground) => playground.revealSolution());
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('graph-nim'))
  customElements.define('graph-nim', GraphNimElement);
