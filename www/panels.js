// The page around the board: header, toolbar, status line, side panels (play, hint and
// analysis, editor, share) and the rules/help dialogs. buildPanels() creates the DOM once;
// update() refreshes it from the state each frame. DOM is built with createElement and
// textContent only — never markup strings — so nothing from a link can become HTML.

import { STRENGTHS, isComputerTurn, playerName, playerToMove, positionKey } from './state.js';
import { PRESETS } from './presets.js';
import { h } from './dom.js';
import { createAnalysisList } from './analysis.js';
import { createPuzzleView } from './puzzle-view.js';
import { count, describeMove, formatNumber, pointerVerb, sentence } from './words.js';

const RULES_TEXT = {
  edge: {
    title: 'Edge-Nim',
    paragraphs: [
      'Tokens sit on the edges of a graph (loops and parallel edges allowed). Players alternate.',
      'A move: choose one vertex, then remove at least one token in total from one or more of the edges that touch it — any amounts from each.',
      'Whoever cannot move (every edge is empty) loses.',
      'Classical Nim is the special case of separate single edges: each edge is a heap. On a triangle C₃ the player to move loses exactly when all three counts are equal; on a square C₄ exactly when opposite edges are equal.',
    ],
    source:
      'Graph Nim (Edge-Nim on multigraphs); Dufour, Flesch & Heubach, Edge-Nim on a Tetrahedron; Bouton’s theorem for Nim.',
  },
  walk: {
    title: 'Walking Nim',
    paragraphs: [
      'A single piece stands on a vertex; each edge has a weight (its token count). Players alternate.',
      'A move: move the piece along an edge that touches its vertex and has positive weight, lowering that weight by at least 1 (to any smaller value). The piece ends at the other end of the edge; a loop keeps it in place.',
      'Whoever cannot move (every edge at the piece is at 0) loses.',
    ],
    source:
      'Fukuyama’s game as studied by Erickson (The Game of Nim on Graphs, 2011) and Clark (Nim on Graphs, 2012).',
  },
};

/** What the hint's numbers mean, in plain words: shown under the hint and in Rules. */
const TERMS = [
  [
    'Grundy value',
    'A number that sums up the position: 0 means the player to move loses against perfect play, anything else means they can win. Positions on separate parts of the graph combine by the xor of their Grundy values, as in Nim.',
  ],
  [
    'Moves left',
    'How many more moves the game lasts when both play perfectly: the winner wins as fast as possible, the loser holds out as long as possible (also called remoteness).',
  ],
  [
    'Method',
    'How the answer was found: "theorem:…" means a proved formula for this graph (instant at any size); "table" means an exact search of every position below this one; "decomposition" means the graph was split into independent parts first.',
  ],
];

/** The help's shortcuts; `Click` is "Tap" on a touch screen. */
const shortcuts = (Click) => [
  [`${Click} empty space`, 'add a vertex (Draw tool)'],
  ['Drag vertex → vertex', 'add an edge (again for a parallel edge)'],
  ['Drag vertex → empty space', 'add a new vertex joined to it'],
  ['Add loop (vertex selected) / L', 'add a loop'],
  ['Shift+drag, or Move tool', 'move a vertex (arrow keys move the selected one)'],
  [`${Click} an edge, type digits`, 'set its token count'],
  ['Scroll on an edge / + / −', 'change its token count by 1'],
  ['Delete / Backspace', 'delete the selected vertex or edge'],
  ['P', 'put the piece on the selected vertex (Walking Nim)'],
  ['Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y', 'undo / redo'],
  ['Tab, Enter', 'move between vertices and edges, act on one'],
  ['H / A', 'hint / analysis'],
  ['Enter / Escape', 'confirm / cancel the move being composed'],
  ['?', 'this help'],
];

export function buildPanels({ root, state, actions, view, redraw, copyLink }) {
  const refs = {};
  const dialogs = {};

  // ---------- header ----------
  const rulesEdge = h('button', {
    type: 'button',
    class: 'seg',
    text: 'Edge-Nim',
    onclick: () => actions.setRules('edge'),
  });
  const rulesWalk = h('button', {
    type: 'button',
    class: 'seg',
    text: 'Walking Nim',
    onclick: () => actions.setRules('walk'),
  });
  refs.rulesEdge = rulesEdge;
  refs.rulesWalk = rulesWalk;
  const header = h(
    'header',
    { class: 'gnp-header' },
    h(
      'div',
      { class: 'gnp-brand' },
      h('span', { class: 'gnp-logo', 'aria-hidden': 'true' }),
      h(
        'div',
        {},
        h('h1', { text: 'Graph Nim Playground' }),
        h('p', { class: 'gnp-tagline', text: 'Play, study and teach Nim on graphs' }),
      ),
    ),
    h(
      'div',
      { class: 'gnp-header-tools' },
      h('div', { class: 'segmented', role: 'group', 'aria-label': 'Game rules' }, rulesEdge, rulesWalk),
      h('button', { type: 'button', class: 'btn ghost', text: 'Rules', onclick: () => openDialog('rules') }),
      h('button', {
        type: 'button',
        class: 'btn ghost',
        text: 'Help',
        'aria-label': 'Help and keyboard shortcuts',
        onclick: () => openDialog('help'),
      }),
    ),
  );

  // ---------- message ----------
  refs.message = h('div', { class: 'gnp-message', role: 'status', 'aria-live': 'polite', hidden: true });
  refs.messageText = h('span');
  refs.message.append(
    refs.messageText,
    h('button', {
      type: 'button',
      class: 'btn icon',
      'aria-label': 'Dismiss message',
      text: '×',
      onclick: () => actions.say(null),
    }),
  );

  // ---------- toolbar over the board ----------
  refs.modeEdit = h('button', {
    type: 'button',
    class: 'seg',
    text: 'Edit',
    onclick: () => actions.backToEdit(),
  });
  refs.modePlay = h('button', {
    type: 'button',
    class: 'seg',
    text: 'Play',
    onclick: () => (state.mode === 'play' ? null : actions.startPlay()),
  });
  refs.toolDraw = h('button', {
    type: 'button',
    class: 'seg',
    text: 'Draw',
    title: 'Click: vertex · drag: edge (D)',
    onclick: () => actions.setTool('draw'),
  });
  refs.toolMove = h('button', {
    type: 'button',
    class: 'seg',
    text: 'Move',
    title: 'Drag vertices (M)',
    onclick: () => actions.setTool('move'),
  });
  refs.toolPiece = h('button', {
    type: 'button',
    class: 'seg',
    text: 'Place piece',
    title: 'Click a vertex to put the piece there',
    onclick: () => actions.setTool('piece'),
  });
  refs.undo = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Undo',
    title: 'Ctrl+Z',
    onclick: () => actions.undo(),
  });
  refs.redo = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Redo',
    title: 'Ctrl+Shift+Z',
    onclick: () => actions.redo(),
  });
  refs.editTools = h(
    'div',
    { class: 'segmented', role: 'group', 'aria-label': 'Edit tool' },
    refs.toolDraw,
    refs.toolMove,
    refs.toolPiece,
  );
  refs.modeGroup = h(
    'div',
    { class: 'segmented', role: 'group', 'aria-label': 'Mode' },
    refs.modeEdit,
    refs.modePlay,
  );
  const toolbar = h(
    'div',
    { class: 'gnp-toolbar' },
    refs.modeGroup,
    refs.editTools,
    h('span', { class: 'spacer' }),
    refs.undo,
    refs.redo,
  );

  // ---------- status under the board ----------
  refs.status = h('div', { class: 'gnp-status', role: 'status', 'aria-live': 'polite' });
  refs.statusText = h('span', { class: 'gnp-status-text' });
  // Said after a move the computer could not solve, and kept until the next move: a
  // "perfect" computer that guesses must never look perfect.
  refs.computerNote = h('p', { class: 'gnp-computer-note', hidden: true });
  refs.status.append(refs.statusText, refs.computerNote);

  refs.svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  refs.svg.setAttribute('class', 'board');
  refs.svg.setAttribute('tabindex', '0');
  refs.svg.setAttribute('role', 'application');
  refs.svg.setAttribute('aria-label', 'Game board');

  // ---------- play card ----------
  refs.opponent = h(
    'select',
    { 'aria-label': 'Opponent', onchange: (e) => actions.setOpponent(e.target.value) },
    h('option', { value: 'cpu', text: 'vs computer' }),
    h('option', { value: 'human', text: 'two players' }),
  );
  refs.strength = h(
    'select',
    { 'aria-label': 'Computer strength', onchange: (e) => actions.setStrength(e.target.value) },
    ...Object.entries(STRENGTHS).map(([value, s]) => h('option', { value, text: s.label })),
  );
  refs.computerStarts = h('input', {
    type: 'checkbox',
    onchange: (e) => actions.setComputerStarts(e.target.checked),
  });
  refs.computerStartsLabel = h('label', { class: 'check' }, refs.computerStarts, ' computer moves first');
  refs.startButton = h('button', {
    type: 'button',
    class: 'btn primary',
    text: 'Start game',
    onclick: () => actions.startPlay(),
  });
  refs.resumeButton = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Let the computer move',
    hidden: true,
    onclick: () => actions.resumeComputer(),
  });
  refs.restartButton = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Restart',
    onclick: () => actions.restartGame(),
  });
  refs.composer = h('div', { class: 'composer' });
  refs.historyList = h('ol', { class: 'history', 'aria-label': 'Moves so far' });
  // Says each new move aloud to screen readers (the list itself is not a live region, so
  // reloading it does not read out the whole game).
  refs.announcer = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  refs.playCard = h(
    'section',
    { class: 'card', 'aria-label': 'Play' },
    h('h2', { text: 'Play' }),
    h('div', { class: 'row wrap' }, refs.opponent, refs.strength),
    refs.computerStartsLabel,
    h('div', { class: 'row' }, refs.startButton, refs.restartButton, refs.resumeButton),
    refs.composer,
    h('h3', { text: 'Moves' }),
    refs.historyList,
    refs.announcer,
  );

  // ---------- hint & analysis card ----------
  refs.hintButton = h('button', {
    type: 'button',
    class: 'btn primary',
    text: 'Hint',
    title: 'H',
    onclick: () => actions.requestHint(),
  });
  refs.analyzeButton = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Analyze all moves',
    title: 'A',
    onclick: () => actions.requestAnalysis(),
  });
  refs.progress = h(
    'div',
    { class: 'progress', hidden: true },
    (refs.progressBar = h('progress', { max: 1 })),
    (refs.progressText = h('span', { class: 'muted' })),
    h('button', { type: 'button', class: 'btn', text: 'Cancel', onclick: () => actions.cancelSolve() }),
  );
  refs.hintResult = h('div', { class: 'hint-result', 'aria-live': 'polite' });
  const analysis = createAnalysisList({
    state,
    actions,
    view,
    redraw,
    edgeName: (e) => actions.edgeName(e),
    focusBoard: () => refs.svg.focus({ preventScroll: true }),
  });
  refs.hintCard = h(
    'section',
    { class: 'card', 'aria-label': 'Hint and analysis' },
    h('h2', { text: 'Hint & analysis' }),
    h('div', { class: 'row' }, refs.hintButton, refs.analyzeButton),
    refs.progress,
    refs.hintResult,
    analysis.element,
  );

  // ---------- editor card ----------
  refs.inspector = h('div', { class: 'inspector' });
  refs.presetSelect = h(
    'select',
    { 'aria-label': 'Preset graph', onchange: () => updatePresetParams() },
    ...Object.entries(PRESETS).map(([value, p]) => h('option', { value, text: p.label })),
  );
  refs.presetN = h('input', { type: 'number', min: 1, max: 16, 'aria-label': 'Size' });
  refs.presetN2 = h('input', { type: 'number', min: 1, max: 6, 'aria-label': 'Second size' });
  refs.presetNLabel = h('label', { class: 'field' }, (refs.presetNName = h('span')), refs.presetN);
  refs.presetN2Label = h('label', { class: 'field' }, (refs.presetN2Name = h('span')), refs.presetN2);
  refs.tokensKind = h(
    'select',
    { 'aria-label': 'Tokens', onchange: () => updatePresetParams() },
    h('option', { value: 'equal', text: 'all equal' }),
    h('option', { value: 'random', text: 'random' }),
  );
  refs.tokensK = h('input', { type: 'number', min: 0, value: 3, 'aria-label': 'Tokens per edge' });
  refs.tokensLo = h('input', { type: 'number', min: 0, value: 1, 'aria-label': 'Lowest random count' });
  refs.tokensHi = h('input', { type: 'number', min: 0, value: 5, 'aria-label': 'Highest random count' });
  refs.tokensEqual = h('label', { class: 'field' }, h('span', { text: 'k' }), refs.tokensK);
  refs.tokensRandom = h(
    'span',
    { class: 'row' },
    h('label', { class: 'field' }, h('span', { text: 'from' }), refs.tokensLo),
    h('label', { class: 'field' }, h('span', { text: 'to' }), refs.tokensHi),
  );
  const buildPreset = () => {
    const name = refs.presetSelect.value;
    const kind = refs.tokensKind.value;
    const num = (input, fallback) => {
      const n = Math.floor(Number(input.value));
      return Number.isFinite(n) ? n : fallback;
    };
    const preset = PRESETS[name];
    const clampParam = (p, value) => (p ? Math.max(p.min, Math.min(p.max, value)) : 0);
    const params = {
      n: clampParam(preset.param, num(refs.presetN, preset.param?.default ?? 0)),
      n2: clampParam(preset.param2, num(refs.presetN2, preset.param2?.default ?? 0)),
    };
    const cap = (n) => Math.max(0, Math.min(1_000_000_000, n));
    const tokens =
      kind === 'random'
        ? { kind, lo: cap(num(refs.tokensLo, 1)), hi: cap(num(refs.tokensHi, 5)) }
        : { kind, k: cap(num(refs.tokensK, 3)) };
    actions.loadPreset(name, params, tokens);
  };
  refs.presetButton = h('button', {
    type: 'button',
    class: 'btn primary',
    text: 'Build',
    onclick: buildPreset,
  });
  refs.clearButton = h('button', {
    type: 'button',
    class: 'btn danger-ghost',
    text: 'Clear board',
    onclick: () => actions.clearBoard(),
  });
  refs.edgeNumbers = h('input', { type: 'checkbox', onchange: () => actions.toggleEdgeNumbers() });
  refs.presetCard = h(
    'section',
    { class: 'card', 'aria-label': 'Presets' },
    h('h2', { text: 'Presets' }),
    h('div', { class: 'row wrap' }, refs.presetSelect, refs.presetNLabel, refs.presetN2Label),
    h(
      'div',
      { class: 'row wrap' },
      h('span', { class: 'muted', text: 'Tokens' }),
      refs.tokensKind,
      refs.tokensEqual,
      refs.tokensRandom,
    ),
    h('div', { class: 'row' }, refs.presetButton, refs.clearButton),
  );
  refs.editCard = h(
    'section',
    { class: 'card', 'aria-label': 'Selection' },
    h('h2', { text: 'Selection' }),
    refs.inspector,
    h('label', { class: 'check' }, refs.edgeNumbers, ' show edge numbers'),
  );

  function updatePresetParams() {
    const preset = PRESETS[refs.presetSelect.value];
    refs.presetNLabel.hidden = !preset.param;
    refs.presetN2Label.hidden = !preset.param2;
    if (preset.param) {
      refs.presetNName.textContent = preset.param.name;
      refs.presetN.min = preset.param.min;
      refs.presetN.max = preset.param.max;
      if (refs.presetN.dataset.preset !== refs.presetSelect.value) refs.presetN.value = preset.param.default;
    }
    if (preset.param2) {
      refs.presetN2Name.textContent = preset.param2.name;
      if (refs.presetN.dataset.preset !== refs.presetSelect.value)
        refs.presetN2.value = preset.param2.default;
    }
    refs.presetN.dataset.preset = refs.presetSelect.value;
    const random = refs.tokensKind.value === 'random';
    refs.tokensEqual.hidden = random;
    refs.tokensRandom.hidden = !random;
  }
  updatePresetParams();

  // ---------- share card ----------
  refs.copyButton = h('button', {
    type: 'button',
    class: 'btn',
    text: 'Copy link',
    onclick: async () => {
      const ok = await copyLink();
      refs.copyStatus.textContent = ok ? 'Link copied.' : 'Select the link below and copy it.';
    },
  });
  refs.copyStatus = h('span', { class: 'muted', 'aria-live': 'polite' });
  refs.linkField = h('input', {
    type: 'text',
    readOnly: true,
    class: 'link-field',
    'aria-label': 'Link to this position',
    onfocus: (e) => e.target.select(),
  });
  refs.shareCard = h(
    'section',
    { class: 'card', 'aria-label': 'Share' },
    h('h2', { text: 'Share' }),
    h('div', { class: 'row' }, refs.copyButton, refs.copyStatus),
    refs.linkField,
  );

  // ---------- dialogs ----------
  function makeDialog(name, title, body) {
    const dialog = h(
      'dialog',
      { class: 'gnp-dialog', 'aria-label': title },
      h(
        'div',
        { class: 'dialog-head' },
        h('h2', { text: title }),
        h('button', {
          type: 'button',
          class: 'btn icon',
          'aria-label': 'Close',
          text: '×',
          onclick: () => dialog.close(),
        }),
      ),
      body,
    );
    dialog.addEventListener('click', (e) => {
      if (e.target === dialog) dialog.close();
    });
    dialogs[name] = dialog;
    return dialog;
  }
  refs.rulesBody = h('div', { class: 'rules-body' });
  const rulesDialog = makeDialog('rules', 'Rules', refs.rulesBody);
  refs.helpBody = h('dl', { class: 'shortcuts' });
  const helpDialog = makeDialog('help', 'Help and shortcuts', refs.helpBody);

  function openDialog(name) {
    if (name === 'rules') fillRules();
    if (name === 'help') fillHelp();
    const dialog = dialogs[name];
    if (dialog && !dialog.open) dialog.showModal();
  }
  function closeDialogs() {
    for (const d of Object.values(dialogs)) if (d.open) d.close();
  }
  function fillHelp() {
    refs.helpBody.replaceChildren(
      ...shortcuts(sentence(pointerVerb(state))).flatMap(([k, d]) => [
        h('dt', { text: k }),
        h('dd', { text: d }),
      ]),
    );
  }
  function fillRules() {
    const text = RULES_TEXT[state.position.rules];
    refs.rulesBody.replaceChildren(
      h('h3', { text: text.title }),
      ...text.paragraphs.map((p) => h('p', { text: p })),
      h('h3', { text: 'What the hint shows' }),
      h(
        'dl',
        { class: 'terms' },
        ...TERMS.flatMap(([term, meaning]) => [h('dt', { text: term }), h('dd', { text: meaning })]),
      ),
      h('p', { class: 'muted small', text: `Sources: ${text.source}` }),
    );
  }

  // ---------- assemble ----------
  const puzzleView = createPuzzleView({
    state,
    actions,
    focusBoard: () => refs.svg.focus({ preventScroll: true }),
  });
  refs.boardWrap = h(
    'section',
    { class: 'gnp-board-wrap' },
    puzzleView.element,
    toolbar,
    h('div', { class: 'board-frame' }, refs.svg),
    refs.status,
  );
  refs.side = h(
    'aside',
    { class: 'gnp-side' },
    refs.playCard,
    refs.hintCard,
    refs.editCard,
    refs.presetCard,
    refs.shareCard,
  );
  root.append(
    header,
    refs.message,
    h('main', { class: 'gnp-main' }, refs.boardWrap, refs.side),
    rulesDialog,
    helpDialog,
  );

  // ---------- update ----------
  let lastHistoryKey = '';
  let lastComposerKey = '';
  let lastInspectorKey = '';
  const edgeName = (e) => actions.edgeName(e);

  function setPressed(button, on) {
    button.setAttribute('aria-pressed', on ? 'true' : 'false');
    button.classList.toggle('on', on);
  }

  function outcomeSentence(result) {
    if (state.mode === 'play' && state.game.winner === null) {
      const mover = playerName(state, playerToMove(state));
      const verb =
        mover === 'You'
          ? result.outcome === 'N'
            ? 'can win'
            : 'lose against perfect play'
          : result.outcome === 'N'
            ? 'can win'
            : 'loses against perfect play';
      return `${mover} (to move) ${verb}.`;
    }
    return result.outcome === 'N'
      ? 'The player to move wins with perfect play.'
      : 'The player to move loses with perfect play: every move can be answered.';
  }

  function renderHint() {
    const key = positionKey(state.position);
    const result =
      state.hint?.key === key
        ? state.hint.result
        : state.analysis?.key === key
          ? state.analysis.result
          : null;
    if (!result) {
      refs.hintResult.replaceChildren();
      return;
    }
    if (result.outcome === 'unknown') {
      refs.hintResult.replaceChildren(
        h(
          'p',
          { class: 'verdict unknown' },
          h('strong', { text: 'Too large for an exact answer. ' }),
          h('span', {
            text: sentence(String(result.reason ?? '').replace(/^too large for an exact answer:\s*/i, '')),
          }),
        ),
      );
      return;
    }
    const win = result.outcome === 'N';
    const children = [
      h(
        'p',
        { class: `verdict ${win ? 'win' : 'lose'}` },
        h('span', { class: `tag ${win ? 'win' : 'lose'}`, text: win ? 'WIN' : 'LOSE' }),
        ' ',
        h('span', { class: 'verdict-text', text: outcomeSentence(result) }),
      ),
    ];
    const facts = h('dl', { class: 'facts' });
    // Each term carries its plain-language meaning as a tooltip; the same words are in the
    // "What do these mean?" box below and in Rules.
    const meaning = (term) => TERMS.find(([t]) => term.startsWith(t))?.[1];
    const fact = (k, v) => facts.append(h('dt', { text: k, title: meaning(k) ?? '' }), h('dd', { text: v }));
    fact(
      'Grundy value',
      result.grundy === null || result.grundy === undefined
        ? 'not computed (only who wins)'
        : formatNumber(result.grundy),
    );
    if (result.remoteness !== null && result.remoteness !== undefined)
      fact('Moves left (perfect play)', formatNumber(result.remoteness));
    if (result.winning_moves_total !== null && result.winning_moves_total !== undefined) {
      fact(
        'Winning moves',
        `${formatNumber(result.winning_moves_total)}${result.moves_total != null ? ` of ${formatNumber(result.moves_total)} legal moves` : ''}`,
      );
    }
    fact('Method', result.method ?? '');
    children.push(
      facts,
      h(
        'details',
        { class: 'glossary' },
        h('summary', { text: 'What do these mean?' }),
        h(
          'dl',
          { class: 'terms' },
          ...TERMS.flatMap(([term, text]) => [h('dt', { text: term }), h('dd', { text })]),
        ),
      ),
    );
    if (win && result.winning_moves?.length) {
      children.push(
        h(
          'p',
          { class: 'hint-move' },
          h('strong', { text: 'Winning move: ' }),
          describeMove(result.winning_moves[0], state.position, edgeName),
        ),
      );
    }
    if (result.explanation) children.push(h('p', { class: 'muted', text: result.explanation }));
    refs.hintResult.replaceChildren(...children);
  }

  let composerShape = null;
  function renderComposer() {
    const p = state.pending;
    const humanTurn = state.mode === 'play' && state.game.winner === null && !isComputerTurn(state);
    const key = JSON.stringify([
      humanTurn,
      p,
      state.position.edges,
      state.position.rules,
      state.position.token,
      state.touch,
    ]);
    if (key === lastComposerKey) return;
    lastComposerKey = key;
    // When the boxes go (the move was played), focus moves to the board rather than falling
    // back to the page, so a keyboard player continues from there.
    const hadFocus = refs.composer.contains(document.activeElement);
    // A move being composed: on a phone the composer becomes a sheet at the bottom of the
    // screen (style.css), so "Confirm move" is in reach under the board without scrolling.
    refs.composer.classList.toggle('composing', humanTurn && !!p);
    const keepFocus = () => {
      if (hadFocus && !refs.composer.contains(document.activeElement))
        refs.svg.focus({ preventScroll: true });
    };
    if (!humanTurn) {
      composerShape = null;
      refs.composer.replaceChildren();
      keepFocus();
      return;
    }
    if (!p) {
      composerShape = null;
      state.focusComposer = false;
      const verb = pointerVerb(state);
      refs.composer.replaceChildren(
        h('p', {
          class: 'muted',
          text:
            state.position.rules === 'walk'
              ? `${sentence(verb)} an edge next to the piece, then choose its new weight.`
              : `${sentence(verb)} a vertex (or ${verb} an edge next to it) and choose how many tokens to take from its edges, then confirm.`,
        }),
      );
      keepFocus();
      return;
    }
    if (p.edge !== undefined) {
      composerShape = null;
      const [, , weight] = state.position.edges[p.edge];
      const choices = [];
      if (weight <= 12) {
        for (let w = weight - 1; w >= 0; w--)
          choices.push(
            h('button', {
              type: 'button',
              class: 'btn chip',
              text: String(w),
              'aria-label': `new weight ${w}`,
              onclick: () => actions.walkTo(p.edge, w),
            }),
          );
      } else {
        const input = h('input', {
          type: 'number',
          min: 0,
          max: weight - 1,
          value: weight - 1,
          'aria-label': 'New weight',
        });
        choices.push(
          input,
          h('button', {
            type: 'button',
            class: 'btn primary',
            text: 'Move',
            onclick: () => actions.walkTo(p.edge, input.value),
          }),
        );
      }
      refs.composer.replaceChildren(
        h('p', { text: `Along ${edgeName(p.edge)} (weight ${weight}). New weight:` }),
        h('div', { class: 'row wrap' }, ...choices),
        h('button', {
          type: 'button',
          class: 'btn ghost',
          text: 'Cancel',
          onclick: () => actions.cancelPending(),
        }),
      );
      return;
    }
    // The list of boxes is built once per vertex (and its edges' counts) and then patched in
    // place: rebuilding it on every typed amount destroyed the box being clicked or tabbed
    // into, and a typed amount was lost.
    const atVertex = [];
    state.position.edges.forEach(([u, v, t], e) => {
      if (u === p.vertex || v === p.vertex) atVertex.push([e, t]); // legality is the engine's
    });
    const shape = JSON.stringify([p.vertex, atVertex]);
    if (shape !== composerShape) {
      composerShape = shape;
      refs.takeInputs = new Map();
      const current = (e) => state.pending?.take?.[e] ?? 0;
      const rows = atVertex.map(([e, t]) => {
        const input = h('input', {
          type: 'number',
          min: 0,
          max: t,
          value: current(e),
          'aria-label': `take from ${edgeName(e)}`,
          onchange: (ev) => actions.setPendingTake(e, ev.target.value),
          // Enter confirms the move being composed, with the amount just typed (as Help says).
          onkeydown: (ev) => {
            if (ev.key !== 'Enter') return;
            ev.preventDefault();
            actions.setPendingTake(e, ev.target.value);
            actions.confirmPending();
          },
        });
        refs.takeInputs.set(e, input);
        return h(
          'li',
          {},
          h('span', { class: 'move-text', text: `${edgeName(e)} (${formatNumber(t)})` }),
          h('button', {
            type: 'button',
            class: 'btn chip',
            text: '−',
            'aria-label': `take one less from ${edgeName(e)}`,
            onclick: () => actions.setPendingTake(e, current(e) - 1),
          }),
          input,
          h('button', {
            type: 'button',
            class: 'btn chip',
            text: '+',
            'aria-label': `take one more from ${edgeName(e)}`,
            onclick: () => actions.setPendingTake(e, current(e) + 1),
          }),
        );
      });
      refs.composer.replaceChildren(
        h('p', {}, h('strong', { text: `Move at vertex ${p.vertex}` }), ' — take from:'),
        h('ul', { class: 'take-list' }, ...rows),
        h(
          'div',
          { class: 'row' },
          h('button', {
            type: 'button',
            class: 'btn primary',
            text: 'Confirm move',
            onclick: () => actions.confirmPending(),
          }),
          h('button', {
            type: 'button',
            class: 'btn ghost',
            text: 'Cancel',
            onclick: () => actions.cancelPending(),
          }),
        ),
      );
    }
    if (state.focusComposer) {
      state.focusComposer = false;
      refs.takeInputs.values().next().value?.focus({ preventScroll: true });
    }
    for (const [e, input] of refs.takeInputs) {
      const amount = String(p.take[e] ?? 0);
      // Never overwrite the box the user is typing in.
      if (input !== document.activeElement && input.value !== amount) input.value = amount;
    }
  }

  function renderInspector() {
    const sel = state.selection;
    const key = JSON.stringify([
      sel,
      sel?.kind === 'edge' ? state.position.edges[sel.index] : null,
      state.position.rules,
      state.position.token,
      state.lock,
      state.mode,
      state.touch,
    ]);
    if (key === lastInspectorKey) return;
    lastInspectorKey = key;
    if (!sel) {
      const Verb = sentence(pointerVerb(state));
      refs.inspector.replaceChildren(
        h('p', {
          class: 'muted',
          text: `${Verb} empty space to add a vertex; drag from one vertex to another to add an edge. ${Verb} an edge to set its tokens.`,
        }),
      );
      return;
    }
    if (sel.kind === 'edge') {
      const [u, v, t] = state.position.edges[sel.index];
      const input = h('input', {
        type: 'number',
        min: 0,
        value: t,
        class: 'tokens-input',
        'aria-label': 'Tokens on the selected edge',
        onchange: (e) => actions.setTokens(sel.index, e.target.value),
      });
      refs.inspector.replaceChildren(
        h(
          'p',
          {},
          h('strong', { text: `Edge ${sel.index}` }),
          ` — ${u === v ? `loop at ${u}` : `${u}–${v}`}`,
        ),
        h(
          'div',
          { class: 'row' },
          h('button', {
            type: 'button',
            class: 'btn chip',
            text: '−',
            'aria-label': 'one token less',
            onclick: () => actions.adjustTokens(sel.index, -1),
          }),
          input,
          h('button', {
            type: 'button',
            class: 'btn chip',
            text: '+',
            'aria-label': 'one token more',
            onclick: () => actions.adjustTokens(sel.index, 1),
          }),
          h('button', {
            type: 'button',
            class: 'btn danger-ghost',
            text: 'Delete edge',
            onclick: () => actions.deleteSelection(),
          }),
        ),
      );
      return;
    }
    const buttons = [
      h('button', {
        type: 'button',
        class: 'btn',
        text: 'Add loop',
        onclick: () => actions.addLoop(sel.index),
      }),
      h('button', {
        type: 'button',
        class: 'btn danger-ghost',
        text: 'Delete vertex',
        onclick: () => actions.deleteSelection(),
      }),
    ];
    if (state.position.rules === 'walk')
      buttons.unshift(
        h('button', {
          type: 'button',
          class: 'btn',
          text: state.position.token === sel.index ? 'Has the piece' : 'Put piece here',
          disabled: state.position.token === sel.index,
          onclick: () => actions.placePiece(sel.index),
        }),
      );
    refs.inspector.replaceChildren(
      h('p', {}, h('strong', { text: `Vertex ${sel.index}` })),
      h('div', { class: 'row wrap' }, ...buttons),
    );
  }

  function renderHistory() {
    const key = JSON.stringify([
      state.game.moves.length,
      state.game.winner,
      state.opponent,
      state.computerStarts,
      state.mode,
    ]);
    if (key === lastHistoryKey) return;
    lastHistoryKey = key;
    refs.historyList.replaceChildren(
      ...state.game.moves.map((m) =>
        h(
          'li',
          { class: `p${m.player}` },
          h('strong', { text: `${playerName(state, m.player)}: ` }),
          h('span', { text: m.text }),
        ),
      ),
    );
    if (!state.game.moves.length)
      refs.historyList.append(
        h('li', {
          class: 'muted empty',
          text: state.mode === 'play' ? 'No moves yet.' : 'Press Play to start a game.',
        }),
      );
    // Follow the newest move: the list scrolls inside itself, the page does not move.
    refs.historyList.scrollTop = refs.historyList.scrollHeight;
    const newest = state.game.moves.at(-1);
    refs.announcer.textContent = newest ? `${playerName(state, newest.player)}: ${newest.text}` : '';
  }

  function statusText() {
    if (!state.engineReady) return { text: 'Loading the solver…', kind: '' };
    const puzzleStatus = puzzleView.status();
    if (puzzleStatus) return puzzleStatus;
    if (state.mode === 'edit') {
      const { vertices, edges } = state.position;
      return {
        text: `Editing — ${count(vertices, 'vertex', 'vertices')}, ${count(edges.length, 'edge', 'edges')}${state.position.rules === 'walk' ? `, piece on ${state.position.token}` : ''}. Press Play when ready.`,
        kind: '',
      };
    }
    const g = state.game;
    if (g.winner !== null) {
      const name = playerName(state, g.winner);
      const loser = playerName(state, 1 - g.winner);
      const headline =
        name === 'You' ? 'You win!' : name === 'Computer' ? 'The computer wins.' : `${name} wins!`;
      const why = `${loser === 'You' ? 'You have' : `${loser} has`} no move left.`;
      return { text: `${headline} ${why}`, kind: name === 'Computer' ? 'lost' : 'won' };
    }
    const mover = playerName(state, playerToMove(state));
    if (isComputerTurn(state) && state.computerPaused === positionKey(state.position))
      return { text: 'The computer is paused.', kind: 'turn' };
    if (isComputerTurn(state)) return { text: 'The computer is thinking…', kind: 'thinking' };
    return { text: mover === 'You' ? 'Your turn.' : `${mover} to move.`, kind: 'turn' };
  }

  function update() {
    root.classList.toggle('gnp--embed', state.embed);
    root.classList.toggle('gnp--locked', state.lock);
    root.classList.toggle('gnp--play', state.mode === 'play');
    root.classList.toggle('gnp--walk', state.position.rules === 'walk');
    root.classList.toggle('gnp--puzzle', !!state.puzzle);
    puzzleView.update();
    setPressed(refs.rulesEdge, state.position.rules === 'edge');
    setPressed(refs.rulesWalk, state.position.rules === 'walk');
    refs.rulesEdge.disabled = refs.rulesWalk.disabled = state.lock;
    setPressed(refs.modeEdit, state.mode === 'edit');
    setPressed(refs.modePlay, state.mode === 'play');
    refs.modeEdit.disabled = state.lock;
    setPressed(refs.toolDraw, state.tool === 'draw');
    setPressed(refs.toolMove, state.tool === 'move');
    setPressed(refs.toolPiece, state.tool === 'piece');
    refs.toolPiece.hidden = state.position.rules !== 'walk';
    refs.editTools.hidden = state.mode !== 'edit' || state.lock;
    refs.undo.disabled = !actions.canUndo();
    refs.redo.disabled = !actions.canRedo();

    if (state.message) {
      refs.message.hidden = false;
      refs.message.dataset.kind = state.message.kind;
      refs.messageText.textContent = state.message.text;
    } else {
      refs.message.hidden = true;
    }

    const status = statusText();
    refs.statusText.textContent = status.text;
    refs.status.dataset.kind = status.kind;
    refs.computerNote.hidden = !state.computerNote;
    refs.computerNote.textContent = state.computerNote ?? '';

    refs.opponent.value = state.opponent;
    refs.strength.value = state.strength;
    refs.strength.hidden = state.opponent !== 'cpu';
    refs.computerStarts.checked = state.computerStarts;
    refs.computerStartsLabel.hidden = state.opponent !== 'cpu';
    refs.startButton.hidden = state.mode === 'play';
    refs.restartButton.hidden = state.mode !== 'play' || (state.lock && !state.game.moves.length);
    refs.resumeButton.hidden = !(
      isComputerTurn(state) &&
      state.computerPaused === positionKey(state.position) &&
      !state.busy
    );
    refs.edgeNumbers.checked = state.showEdgeNumbers;

    const busy = state.busy;
    refs.progress.hidden = !busy;
    if (busy) {
      const fraction = busy.total > 0 ? Math.min(1, busy.done / busy.total) : null;
      if (fraction === null) refs.progressBar.removeAttribute('value');
      else refs.progressBar.value = fraction;
      const what =
        busy.purpose === 'computer'
          ? 'Computer thinking'
          : busy.purpose === 'analysis'
            ? 'Analyzing'
            : 'Solving';
      refs.progressText.textContent =
        busy.total > 0 ? `${what}… ${formatNumber(busy.done)} / ${formatNumber(busy.total)}` : `${what}…`;
    }
    refs.hintButton.disabled = refs.analyzeButton.disabled =
      !state.engineReady || state.position.vertices === 0;

    renderHint();
    analysis.update();
    renderComposer();
    renderHistory();
    renderInspector();
    refs.editCard.hidden = refs.presetCard.hidden = state.mode !== 'edit' || state.lock;
    refs.linkField.value = view.link ?? '';
  }

  return { refs, update, openDialog, closeDialogs, svg: refs.svg };
}
