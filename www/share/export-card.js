// The "Export" card: the board as an SVG or PNG picture (what the board shows, in the page's
// light or dark colours), and as TikZ code for LaTeX (copied, or as a .tex document that
// compiles on its own). Pictures are made page-side (board-image.js); TikZ comes from the
// crate (tools module, toTikz), which writes only numbers and fixed TikZ, never user text.

import { h, setText } from '../common/dom.js';
import { loadTools, errorText } from '../engine.js';
import { highlights, loadBadgePlaces } from '../board/render.js';
import { positionKey } from '../common/state.js';
import { boardSvg, svgToPng } from './board-image.js';
import { isMisere, isSetGame, newBoardWords } from '../common/games.js';

const FILE_NAME = 'graph-nim';

/** ctx: {state, view}. Returns {element, update(state)}. */
export function createExportCard({ state, view }) {
  const status = h('p', { class: 'muted export-status', role: 'status' });
  // Shown when the clipboard cannot be written (no permission, insecure page): the code is
  // selected here for the person to copy.
  const codeField = h('textarea', {
    class: 'export-code',
    readOnly: true,
    rows: 6,
    wrap: 'off',
    hidden: true,
    'aria-label': 'TikZ code',
    onfocus: (e) => e.target.select(),
  });
  // The winning move marked on the board (the hint's, a review's better move, a puzzle's
  // solution) goes into the files only when asked for: a worksheet made while a hint happened
  // to be shown would give it away. The files mark that move alone, the picture as the TikZ:
  // the last move, already applied, is no move of the position drawn.
  // (The last message was about a file made the other way: it goes.)
  const marked = h('input', { type: 'checkbox', onchange: () => setText(status, '') });
  const markedRow = h(
    'label',
    { class: 'check export-marked', hidden: true },
    marked,
    ' Include the winning move marked on the board',
  );
  const button = (text, onclick) => h('button', { type: 'button', class: 'btn', text, onclick });
  const buttons = {
    svg: button('Download SVG', () => run(downloadSvg)),
    png: button('Download PNG', () => run(downloadPng)),
    copyTikz: button('Copy TikZ', () => run(copyTikz)),
    tex: button('Download .tex', () => run(downloadTex)),
  };
  // A pile game has no graph for the pictures and the TikZ writer (the crate's draws a graph's
  // vertices and edges): the card says so in place of its buttons (it vanished, unexplained).
  const about = h('p', { class: 'muted small' });
  const tools = h(
    'div',
    {},
    markedRow,
    h('div', { class: 'row wrap' }, buttons.svg, buttons.png),
    h('div', { class: 'row wrap' }, buttons.copyTikz, buttons.tex),
    status,
    codeField,
  );
  const element = h(
    'section',
    {
      class: 'card export',
      'aria-label': 'Export',
      // Fetch the TikZ writer as soon as the person reaches for the card.
      onpointerenter: () => loadTools().catch(() => {}),
      onfocusin: () => loadTools().catch(() => {}),
    },
    h('h2', { text: 'Export' }),
    about,
    tools,
  );

  async function run(job) {
    try {
      setText(status, await job());
    } catch (err) {
      setText(status, `Could not export: ${errorText(err)}.`);
    }
  }

  // With the badges at their proper places: their search (board/render.js) may still be on its
  // way when the first export is asked for.
  async function picture() {
    await loadBadgePlaces();
    return boardSvg(element, state, { ...view, unmarked: !withMarks(), winningOnly: true });
  }

  async function downloadSvg() {
    save(new Blob([await picture()], { type: 'image/svg+xml' }), `${FILE_NAME}.svg`);
    return `Saved ${FILE_NAME}.svg.`;
  }

  async function downloadPng() {
    save(await svgToPng(await picture()), `${FILE_NAME}.png`);
    return `Saved ${FILE_NAME}.png.`;
  }

  /** Whether the files show the board's marked move: asked for, and one is shown. */
  function withMarks() {
    return !markedRow.hidden && marked.checked;
  }

  /** TikZ for the board as laid out, the hint's move marked when asked for and shown. */
  async function tikz(standalone) {
    const tools = await loadTools();
    const hint = withMarks() ? highlights(state, { winningOnly: true })[0] : null;
    return tools.toTikz(state.position, {
      coordinates: state.layout,
      highlight: hint?.move ?? null,
      standalone,
    });
  }

  async function copyTikz() {
    const code = await tikz(false);
    codeField.value = code;
    try {
      await navigator.clipboard.writeText(code);
      codeField.hidden = true;
      return `Copied the TikZ code of ${boardWords()}`;
    } catch {
      codeField.hidden = false;
      codeField.focus();
      codeField.select();
      return 'Select the code below and copy it.';
    }
  }

  async function downloadTex() {
    save(new Blob([await tikz(true)], { type: 'application/x-tex' }), `${FILE_NAME}.tex`);
    return `Saved ${FILE_NAME}.tex of ${boardWords()} Compile it with pdflatex.`;
  }

  /** The board the code was made from, in words ("misère Edge-Nim: 5 vertices, 5 edges
   *  (0–1: 2, …)."): a copy of an earlier board, pasted unawares, was not told from this one. */
  function boardWords() {
    const words = newBoardWords(state.position);
    return isMisere(state.position) ? `misère ${words}` : words;
  }

  function save(blob, name) {
    const url = URL.createObjectURL(blob);
    const link = h('a', { href: url, download: name, hidden: true });
    element.append(link);
    link.click();
    link.remove();
    // Revoked later: the download starts after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  let shownKey = '';
  function update(current = state) {
    element.hidden = current.embed;
    const piles = isSetGame(current.position);
    tools.hidden = piles;
    setText(
      about,
      piles
        ? 'Pictures and TikZ are made of graphs (Edge-Nim and Walking Nim boards), so a pile game has none: Copy board link under Share keeps this game.'
        : 'The board as a picture, or as TikZ code for LaTeX (needs \\usepackage{tikz}; the .tex file is a whole document).',
    );
    const empty = !current.engineReady || !current.position.vertices;
    for (const b of Object.values(buttons)) b.disabled = empty;
    markedRow.hidden = empty || !highlights(current, { winningOnly: true }).length;
    // The code and the last message are about the board they were made from.
    const key = positionKey(current.position);
    if (key !== shownKey) {
      shownKey = key;
      codeField.hidden = true;
      setText(status, '');
    }
  }

  return { element, update };
}
