// <graph-nim>: a Graph Nim board or puzzle in any page, from one module script. The teacher's
// reference (attributes, properties, methods, events, themes, print) is docs/embed.md.
//
//   <script type="module" src="https://example.org/graph-nim/www/graph-nim.js"></script>
//   <graph-nim position="rules=edge&v=3&e=0-1:1,1-2:2,2-0:2" goal="find" title="A triangle"
//              text="Find a winning move." reveal="2"></graph-nim>
//
// Attributes mirror a share link's fields (link.js): position (the fragment's position part,
// e.g. `rules=edge&v=3&e=0-1:1,1-2:2,2-0:2`, also with xy=), goal, title, text, reveal, mode,
// and the embed's flags: hide (hint,analysis,share,edit), lock, theme (light|dark|auto);
// solved, tries and revealed (read when the element is built: what the student did before, e.g.
// a SCORM launch page's saved progress; tries as graphnim:result counts them; revealed: the
// puzzle's solution was shown). They are the first puzzle's the element opens: another puzzle
// shown later (its position or goal changed) opens unsolved, unless they are set again with
// it, which reads them again for that puzzle.
// Changing one updates the element. Everything read from them is validated by link.js and
// the crate, exactly as a link is; nothing is inserted as HTML.
//
// Properties and methods: `position` (get: the position JSON; set: a position JSON object,
// or a fragment string as the attribute takes), `puzzle` (the open puzzle's state, or null),
// `ready` (a Promise), `play(move)`, `hint()`, `retry()`, `reset()`, `reveal()` (each a
// Promise; a refusal rejects with an Error whose message says what to do instead, and is
// also dispatched as graphnim:error).
// Events (CustomEvents that bubble and cross the shadow boundary; `detail` is the message the
// postMessage API sends, embed-messages.js): graphnim:ready (with the open puzzle's state),
// graphnim:move (detail.position is the position JSON after the move: enough for a host to
// keep its own copy in sync), graphnim:result (restored: true for progress kept from
// earlier), graphnim:revealed, graphnim:error.
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
// Many elements on one page share one compiled engine, one instance of it on the page's
// thread and one solver worker (shared-solver.js: one element's Cancel restarts the others'
// jobs rather than losing them).

import { createPlayground } from './main.js';
import { besideThisModule, configureEngine, engineStarted } from './engine.js';
import {
  hintLocked,
  moveMessage,
  puzzleState,
  resultMessage,
  revealedMessage,
} from './embed/embed-message-words.js';
import { createSharedSolver } from './engine/shared-solver.js';
import { embedTheme, HIDEABLE, setPlaygroundAddress } from './share/link.js';

// engine.js's folder is this module's (both in www/, or both in one bundle).
const assets = { stylesheet: besideThisModule('./style.css') };
// The links an element hands out (a review link, a puzzle link) open the playground this
// module came from, never the course page around the element.
setPlaygroundAddress(besideThisModule('../index.html'));
/** The page's one solver worker, shared by its elements (started with the first). */
let solverViews = null;

/** Where the element's files are: {wasm, worker, toolsWasm, toolsWorker, stylesheet,
 *  playground}, each a URL (string or URL), each optional (playground: the index.html its
 *  links open). Elements start loading their files once the page's HTML is parsed (or a
 *  microtask after they connect, on a page already loaded), so a call from the page's own
 *  module scripts reaches the elements already in its HTML. */
export function configureGraphNim(urls = {}) {
  if (sheetsPromise || engineStarted())
    console.warn(
      'configureGraphNim() was called after a <graph-nim> loaded its files: files already loaded stay',
    );
  configureEngine(urls);
  if (urls.stylesheet !== undefined && urls.stylesheet !== null) assets.stylesheet = String(urls.stylesheet);
  if (urls.playground !== undefined && urls.playground !== null) setPlaygroundAddress(urls.playground);
}

/** Resolves once the page's HTML is parsed: its module scripts (a configureGraphNim() call
 *  among them) have run by then. */
function pageParsed() {
  if (typeof document === 'undefined' || document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/** Longest position attribute read (the share link's own cap). */
const MAX_ATTRIBUTE_CHARS = 64 * 1024;

/** The least height of an element's board (docs/embed.md, --graph-nim-height): under it the
 *  badges of a move crowd the board's labels. */
const BOARD_FLOOR = '240px';

/** The link fields the element's attributes carry, in the link's order. */
const LINK_FIELDS = ['goal', 'title', 'text', 'reveal', 'mode'];

// The element's own rules, before the playground's stylesheet: the width follows the host's
// layout and the height the content; --graph-nim-height sets the board column's least height
// (docs/embed.md): the task, the board and the line under it, the board taking what the task
// leaves and never less than BOARD_FLOOR, the column growing past the value rather than cut
// anything off or squeeze the board.
// Inherited styles of the host page stop at the element's first box: the host page's rules
// for the element itself (e.g. \`* { letter-spacing: … }\`) win over :host, so the box inside
// resets every inherited property and sets the playground's own. Print: style.css.
// The rules' comments are JavaScript's, not CSS's: the minifier drops them, where a comment
// inside the string came with every element page's first view.
const HOST_CSS = [
  `:host{display:block;contain:layout;--gnp-frame-height:var(--graph-nim-height,440px)}
:host([hidden]){display:none}`,
  // color-scheme: the theme is the host's (theme=).
  `.gnp--element{all:initial;color-scheme:inherit;display:block;box-sizing:border-box;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:1.45;color:var(--text);background:var(--bg)}
.gnp.gnp--element{max-width:none;margin:0;container-type:inline-size}
.gnp--element .gnp-main{height:auto}`,
  // A puzzle with its task above the board: the column is at least the element's height and
  // grows with its task (a verdict after a try adds two lines) rather than squeeze the board
  // (a 360px column with a verdict left it 140px, its badges crammed) or cut off the board's
  // foot, the status line and the card's border (at 300px). Every board keeps the floor
  // (!important: over the frame's layouts, whose board takes what the task leaves).
  // A board without a task takes its drawing's proportions unless the page sets
  // --graph-nim-height: then its column (toolbar, board, status line) is that high, the board
  // taking what the rest leaves. var() without a fallback tells the two apart: unset, those
  // declarations are invalid at computed-value time and keep their initial values (flex 0 1
  // auto, height auto, min-height 0): the board's own proportions. Written tight: every
  // element page's first view carries these bytes.
  `.gnp.gnp--element.gnp--puzzle .gnp-board-wrap{height:auto;min-height:var(--gnp-frame-height)}
.gnp--element .board-frame{min-height:${BOARD_FLOOR}!important}
.gnp.gnp--element:not(.gnp--puzzle) .gnp-board-wrap{display:flex;flex-direction:column;min-height:var(--graph-nim-height)}
.gnp.gnp--element:not(.gnp--puzzle) .board-frame{display:flex;flex:1 1 calc(var(--graph-nim-height)*0)}
.gnp.gnp--element:not(.gnp--puzzle) .board{height:calc(var(--graph-nim-height)*0 + 100%)}`,
  // The board's message is the element's own: in its flow above the board, not floating over
  // the host page's window (nor over the element's side column).
  `.gnp--element .gnp-message{position:static;transform:none;width:auto;margin:0 0 8px}`,
  // An outcome or Grundy puzzle: with its hint shown, the task and the Hint card share the
  // column beside the board; with the hint hidden, the task sits beside the board (style.css).
  // A frame has a fixed height; an element grows with what it holds, so a long title or task
  // takes the room it needs and pushes the Hint card down, instead of running under it (the
  // card covered the answer buttons) or scrolling in a box with no sign that it scrolls (a
  // verdict, Reset and the tries line come under the answers after a try). The whole is at
  // least the element's height (--graph-nim-height); with the hint hidden, the board's card is
  // too (the rule for every puzzle above).
  `.gnp.gnp--element.gnp--puzzle:has(.puzzle-task:is([data-goal='outcome'],[data-goal='grundy'])) .gnp-main{height:auto;min-height:var(--gnp-frame-height)}
.gnp.gnp--element:not(.gnp--hide-hint) .puzzle-task:is([data-goal='outcome'],[data-goal='grundy']){overflow:visible}
.gnp.gnp--element.gnp--hide-hint .puzzle-task:is([data-goal='outcome'],[data-goal='grundy']),.gnp.gnp--element.gnp--hide-hint .puzzle-task:is([data-goal='outcome'],[data-goal='grundy']) .puzzle-text{overflow:visible;max-height:none}`,
  // Printed: an element is one block of paper, its task with its board.
  `@media print{:host{break-inside:avoid}}`,
  // A narrow element (a phone, a notes column): one column, the task above the board, every card
  // as wide as the element (stretch: the grid's align-items: start made each as wide as its
  // words). The element's width is its container's, not the window's, hence a container query.
  // The element grows with its task (the page scrolls, not a box two lines high inside it): a
  // task of two or three lines on a phone is read whole. The board is 300px whatever
  // --graph-nim-height says (the column's least height would leave a blank under it).
  `@container (max-width:600px){.gnp--element .gnp-main,.gnp--element .gnp-board-wrap{display:flex!important;flex-direction:column;align-items:stretch;height:auto!important;min-height:0!important}.gnp--element .board-frame{flex:none!important;height:300px!important}.gnp.gnp--element .puzzle-text{max-height:none;overflow:visible}}`,
].join('\n');

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

/** A refusal worded for the embed's messages ("send graphnim:reset"), worded for the
 *  element's methods, properties and events instead ("call reset()"). */
export function inElementWords(reason) {
  if (!reason) return reason;
  return reason
    .replace(/(send )?graphnim:set with a goal/g, 'set the goal attribute')
    .replace(/(send )?graphnim:set with a position/g, 'set the position property or attribute')
    .replace(/graphnim:set with reveal: 0/g, 'reveal="0"')
    .replace(/wait for graphnim:ready/g, "wait for the element's ready promise")
    .replace(/then send yours/g, 'then call play() with yours')
    .replace(/wait for its graphnim:(move|result)/g, 'wait for its graphnim:$1 event')
    .replace(/send graphnim:get/g, 'read the position property')
    .replace(/(send )?graphnim:(play|reset|reveal|retry|hint)/g, 'call $2()')
    .replace(/, or call reset\(\)/g, ', or call reset()');
}

/** The playground's cards are labelled sections: regions (landmarks) of a page of its own.
 *  In a host page (with landmarks of its own) each element would add a region per card: there
 *  each card is a labelled group instead, a role ARIA allows on a section (the main and the
 *  side column are drawn as plain boxes already: createPlayground's inHostPage). Cards that
 *  come later (loaded when first wanted) are seen to as well. */
function cardsAsGroups(box) {
  const regroup = () => {
    for (const el of box.querySelectorAll('section[aria-label]:not([role])'))
      el.setAttribute('role', 'group');
  };
  regroup();
  new MutationObserver(regroup).observe(box, { childList: true, subtree: true });
}

// What the student did before on the puzzle the element opens (your page's saved progress).
const PROGRESS = ['solved', 'tries', 'revealed'];

const on = (value) => value !== null && !['0', 'false', 'no'].includes(value.trim().toLowerCase());

class GraphNimElement extends HTMLElement {
  static observedAttributes = ['position', ...LINK_FIELDS, 'hide', 'lock', 'theme', ...PROGRESS];

  #playground = null;
  #offs = [];
  #reloadQueued = false;
  #readyResolve = null;
  #readyPromise = null;
  /** graphnim:ready was dispatched since the element connected (once per load). */
  #announced = false;
  #building = false;
  /** solved, tries or revealed was set since the element was built: they are read again, for
   *  the puzzle its next load opens. */
  #progressSet = false;
  /** The puzzle they belong to, once one opened (kept when the element is built again). */
  #progressFor = null;

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
    this.#applyTheme();
    if (this.#playground || this.#building) return;
    // Files are fetched once the page's scripts had their chance to configure them.
    this.#building = true;
    pageParsed()
      .then(() => new Promise((resolve) => queueMicrotask(resolve)))
      .then(() => {
        this.#building = false;
        if (this.isConnected && !this.#playground) this.#build();
      });
  }

  disconnectedCallback() {
    // Moved within the page (disconnected, then connected again at once): kept.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#teardown();
      this.#announced = false;
    });
  }

  attributeChangedCallback(name, before, after) {
    // solved, tries, revealed set (even to the value they had) belong to the puzzle opened
    // next: a page sets them with the next puzzle's position when its gradebook has progress
    // on that one too.
    if (PROGRESS.includes(name)) this.#progressSet = true;
    else if (before === after) return;
    if (!this.#playground) return;
    if (name === 'theme') return this.#applyTheme();
    if (name === 'hide' || name === 'lock') {
      this.#teardown();
      return this.#build();
    }
    if (this.#reloadQueued) return;
    this.#reloadQueued = true;
    queueMicrotask(() => {
      this.#reloadQueued = false;
      this.#playground?.ready.then(() => {
        if (this.#progressSet) this.#playground?.setEarlier(this.#earlier());
        this.#progressSet = false;
        this.#load();
      });
    });
  }

  /** Which of the page's elements showing this one's puzzle (the same position and goal) this
   *  one is, 0 for the first: a puzzle repeated on a page (a review section) is two puzzles to
   *  the student, each with its own progress, also after a reload (a solve of one had counted
   *  for both). */
  #twinOnPage() {
    const same = (element) =>
      element.getAttribute('position') === this.getAttribute('position') &&
      element.getAttribute('goal') === this.getAttribute('goal');
    return [...document.querySelectorAll('graph-nim')].filter(same).indexOf(this);
  }

  #applyTheme() {
    const theme = embedTheme(this.getAttribute('theme'));
    for (const name of ['light', 'dark']) this.classList.toggle(`theme-${name}`, theme === name);
  }

  #hide() {
    const names = (this.getAttribute('hide') ?? '').split(',').map((n) => n.trim().toLowerCase());
    return Object.fromEntries(HIDEABLE.map((name) => [name, names.includes(name)]));
  }

  /** The solved, tries and revealed attributes as createPlayground's `earlier`: tries counts
   *  the wrong answers and the solving one, as graphnim:result does (a number that is not a
   *  whole one from 0 to 10000 is passed over). */
  #earlier() {
    const solved = on(this.getAttribute('solved'));
    const text = (this.getAttribute('tries') ?? '').trim();
    const tries = /^\d{1,5}$/.test(text) ? Math.min(Number(text), 10_000) : 0;
    return {
      solved,
      wrong: Math.max(tries - (solved ? 1 : 0), 0),
      revealed: on(this.getAttribute('revealed')),
    };
  }

  #build() {
    const box = document.createElement('div');
    box.className = 'gnp--element';
    this.shadowRoot.replaceChildren(box);
    sharedSheets().then(
      (sheets) => (this.shadowRoot.adoptedStyleSheets = sheets),
      (err) => this.#fail(err.message),
    );
    // The attributes' position is drawn at once, while the engine loads (as a link's is), so
    // the element is never an empty box; the engine then validates and replaces it.
    const fragment = fragmentOf(this);
    // solved, tries, revealed: the page says what the student did before (a SCORM launch
    // page's saved progress, as graphnim:result counted it); the puzzle opens saying so.
    // Built again (hide or lock changed), they stay the puzzle's they were read for.
    const earlier = { ...this.#earlier(), puzzle: this.#progressSet ? null : this.#progressFor };
    this.#progressSet = false;
    let playground;
    try {
      playground = createPlayground(box, {
        embed: true,
        inHostPage: true,
        lock: on(this.getAttribute('lock')),
        hide: this.#hide(),
        fragment: fragment.length <= MAX_ATTRIBUTE_CHARS && fragment !== '#' ? fragment : undefined,
        fragmentSource: 'position attribute',
        solver: (solverViews ??= createSharedSolver())(),
        earlier,
        twinOnPage: () => this.#twinOnPage(),
      });
    } catch (err) {
      // Never a blank box: the reason is on the element's board and told to the page.
      const reason = `the board could not be started: ${err?.message ?? err}`;
      const note = document.createElement('p');
      note.setAttribute('role', 'alert');
      note.style.cssText = 'margin:0;padding:12px;border:1px solid #b00020;color:#b00020;background:#fff';
      note.textContent = `Graph Nim: ${reason}`;
      box.replaceChildren(note);
      this.#fail(reason);
      return;
    }
    this.#playground = playground;
    cardsAsGroups(box);
    let version = '';
    let failed = false;
    const send = (type, detail) =>
      this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    // Progress a puzzle opens with (restored) is told after graphnim:ready, as in a frame.
    let early = [];
    const sendResult = (detail) => (early ? early.push(detail) : send('graphnim:result', detail));
    this.#offs = [
      playground.on('move', (event) => send('graphnim:move', moveMessage(event, playground))),
      playground.on('gameover', ({ winner, name }) => {
        if (!playground.getPuzzle()) send('graphnim:result', { type: 'graphnim:result', winner, name });
      }),
      playground.on('ready', (event) => (version = event.version)),
      playground.on('failed', ({ reason }) => {
        failed = true;
        this.#fail(reason);
      }),
      playground.on('puzzle', (event) => sendResult(resultMessage(event))),
      playground.on('revealed', (event) => send('graphnim:revealed', revealedMessage(event))),
    ];
    playground.ready.then(() => {
      if (this.#playground !== playground || failed) return;
      // Loaded from the config already; only an over-long attribute or a refused one is left
      // to report.
      if (fragment.length > MAX_ATTRIBUTE_CHARS) this.#load();
      else this.#reportRefused();
      // Once per load: a rebuild for a changed hide or lock is the same element.
      if (!this.#announced) {
        const puzzle = puzzleState(playground);
        send('graphnim:ready', { type: 'graphnim:ready', version, ...(puzzle ? { puzzle } : {}) });
      }
      this.#announced = true;
      for (const detail of early) send('graphnim:result', detail);
      early = null;
      this.#readyResolve(this);
    });
  }

  #teardown() {
    if (this.#playground) this.#progressFor = this.#playground.getEarlier()?.puzzle ?? null;
    for (const off of this.#offs) off();
    this.#offs = [];
    this.#playground?.destroy();
    this.#playground = null;
    this.#newReady();
  }

  /** Shows what the attributes say (a link's rules: a fault is said on the board, the board
   *  as it was stays). */
  #load() {
    const fragment = fragmentOf(this);
    if (fragment.length > MAX_ATTRIBUTE_CHARS) {
      const reason = `the position attribute is ${fragment.length} characters long; the limit is ${MAX_ATTRIBUTE_CHARS}`;
      this.#playground.actions.say(`The ${reason}.`, 'error');
      return this.#fail(reason);
    }
    if (fragment === '#') return;
    if (!this.#playground.actions.loadFragment(fragment, { source: 'position attribute' }))
      this.#reportRefused();
  }

  /** The board's error message (a refused position attribute), told to the page too. */
  #reportRefused() {
    const message = this.#playground?.getMessage();
    if (message?.kind === 'error' && message.text) this.#fail(message.text.replace(/^The /, 'the '));
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
    const reason = inElementWords(act(this.#playground));
    if (reason) {
      this.#fail(reason);
      throw new Error(reason);
    }
    return this.#playground.getPosition();
  }

  get position() {
    return this.#playground ? this.#playground.getPosition() : null;
  }

  /** Set: shown at once when the element is ready (the getter then reads it), else once it
   *  is. A position that cannot be shown is said on the board and as graphnim:error. */
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
      this.#refuse(`the position property could not be read as JSON: ${err.message}`);
      return;
    }
    if (this.#isReady()) this.#show(position);
    else this.ready.then((element) => element.#show(position));
  }

  #isReady() {
    return !!this.#playground?.isLoaded();
  }

  /** Says `reason` on the board (once it is there) and to the page. */
  #refuse(reason) {
    const say = () => this.#playground?.actions.say(`${reason[0].toUpperCase()}${reason.slice(1)}.`, 'error');
    if (this.#isReady()) say();
    else this.ready.then(say);
    this.#fail(reason);
  }

  /** Shows a position set by the property (with the goal attribute: as its puzzle). */
  #show(position) {
    const playground = this.#playground;
    const goal = this.getAttribute('goal');
    try {
      if (goal)
        playground.setPuzzle(position, {
          goal,
          title: this.getAttribute('title') ?? '',
          text: this.getAttribute('text') ?? '',
          reveal: playground.getPuzzle()?.reveal,
        });
      else playground.setPosition(position);
      // A message about an earlier refused position no longer holds.
      if (playground.getMessage()?.kind === 'error') playground.actions.say(null);
    } catch (err) {
      this.#refuse(`the position property was not shown: ${err.message}`);
    }
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
      // An unsolved puzzle keeps its hint closed (puzzle.js helpLocked), as for a student.
      if (playground.actions.helpLocked()) return hintLocked(playground.getPuzzle());
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
