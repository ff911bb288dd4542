// The board as a picture: a standalone SVG file and a PNG, showing what the board shows
// (counts, the piece, the highlighted hint or last move) in the colours of the page's theme.
//
// The board is already SVG, drawn by render.js from the state; rather than a second drawing
// of the same geometry, the picture is render.js's own drawing, made into a hidden board
// beside the live one, with the stylesheet's computed colours and fonts written onto each
// element (a file has no stylesheet) and everything that is only for the page left out:
// focus and selection, hit areas, keyboard and screen-reader attributes of the controls.

import { renderBoard } from '../board/render.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Board units around the drawing, so rings and loop labels are not cut at the edge. */
const MARGIN = 24;
/** The PNG's pixels per board unit (and its largest side): sharp on a printed page or a slide. */
const PNG_SCALE = 2;
const PNG_MAX_SIDE = 4096;

/** Presentation properties written onto each element from the computed style. */
const SHAPE_PROPERTIES = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-linecap', 'opacity'];
const TEXT_PROPERTIES = ['fill', 'font-family', 'font-size', 'font-weight', 'font-variant-numeric'];
/** Computed values that are what an SVG reader assumes anyway. */
const DEFAULTS = { opacity: '1', 'stroke-linecap': 'butt', 'stroke-dasharray': 'none' };
/** Attributes that make the live board a control; a picture has no use for them. */
const CONTROL_ATTRIBUTES = ['tabindex', 'role', 'aria-label'];

/**
 * The board as a standalone SVG document (a string). `host` is an element inside the
 * playground (so the page's stylesheet and theme apply to the hidden board); `state` and
 * `view` are what the live board is drawn from.
 */
export function boardSvg(host, state, view = {}) {
  const scratch = document.createElementNS(SVG_NS, 'svg');
  scratch.setAttribute('class', 'board-export');
  scratch.setAttribute('aria-hidden', 'true');
  // Drawn at one pixel per board unit, out of sight but laid out (text must be measured).
  Object.assign(scratch.style, {
    position: 'fixed',
    left: '-10000px',
    top: '0',
    width: '800px',
    height: '560px',
    visibility: 'hidden',
    pointerEvents: 'none',
  });
  host.append(scratch);
  try {
    // What the board shows, without the editing aids of the moment (selection, rubber band)
    // and without a move previewed under the pointer in the analysis list.
    const shown = { ...state, selection: null, dragEdge: null, typedDigits: '' };
    renderBoard(scratch, shown, { ...view, previewMove: null });
    return serialise(scratch, state);
  } finally {
    scratch.remove();
  }
}

function serialise(scratch, state) {
  const box = scratch.getBBox();
  const x = Math.floor(box.x - MARGIN);
  const y = Math.floor(box.y - MARGIN);
  const width = Math.ceil(box.width + 2 * MARGIN);
  const height = Math.ceil(box.height + 2 * MARGIN);
  const out = document.createElementNS(SVG_NS, 'svg');
  out.setAttribute('xmlns', SVG_NS);
  out.setAttribute('viewBox', `${x} ${y} ${width} ${height}`);
  out.setAttribute('width', String(width));
  out.setAttribute('height', String(height));
  out.setAttribute('role', 'img');
  const title = document.createElementNS(SVG_NS, 'title');
  title.textContent = state.position.rules === 'walk' ? 'Walking Nim position' : 'Edge-Nim position';
  out.append(title);
  const background = document.createElementNS(SVG_NS, 'rect');
  for (const [name, value] of Object.entries({ x, y, width, height, fill: boardBackground(scratch) }))
    background.setAttribute(name, String(value));
  out.append(background);
  for (const child of scratch.children) {
    const copy = copyDrawn(child);
    if (copy) out.append(copy);
  }
  return new XMLSerializer().serializeToString(out);
}

/** A copy of `element` carrying its computed look, or null when it draws nothing. */
function copyDrawn(element) {
  const style = getComputedStyle(element);
  if (style.display === 'none' || element.classList.contains('edge-hit')) return null;
  const tag = element.tagName;
  if (tag === 'desc') return element.cloneNode(true); // the board in words
  const copy = document.createElementNS(SVG_NS, tag);
  for (const { name, value } of element.attributes) {
    if (name.startsWith('data-') || CONTROL_ATTRIBUTES.includes(name) || name === 'style') continue;
    copy.setAttribute(name, value);
  }
  const text = tag === 'text' || tag === 'tspan';
  for (const property of text ? TEXT_PROPERTIES : SHAPE_PROPERTIES) {
    if (tag === 'g') break; // groups pass their look on through their children's computed styles
    let value = style.getPropertyValue(property);
    if (property === 'fill' || property === 'stroke') value = plainColour(value);
    // Plain numbers are user units, read the same by every SVG reader.
    else if (property.startsWith('stroke-')) value = value.replace(/px/g, '');
    if (value && value !== 'normal' && value !== DEFAULTS[property]) copy.setAttribute(property, value);
  }
  // A highlight ring that is not highlighted is transparent: leave it out.
  if (tag === 'circle' && copy.getAttribute('stroke') === 'none' && copy.getAttribute('fill') === 'none')
    return null;
  if (text) {
    for (const node of element.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) copy.append(node.textContent);
      else if (node.nodeType === Node.ELEMENT_NODE) {
        const inner = copyDrawn(node);
        if (inner) copy.append(inner);
      }
    }
    return copy;
  }
  for (const child of element.children) {
    const inner = copyDrawn(child);
    if (inner) copy.append(inner);
  }
  return copy;
}

// Computed colours may come back in forms only browsers read (color(srgb …) from the
// stylesheet's color-mix); a canvas pixel turns any of them into rgb()/rgba(), which every
// SVG reader understands.
const colourCache = new Map();
let colourCanvas = null;

function plainColour(value) {
  if (!value || value === 'none' || /^rgba?\(/.test(value)) return transparentIsNone(value);
  if (colourCache.has(value)) return colourCache.get(value);
  colourCanvas ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  colourCanvas.clearRect(0, 0, 1, 1);
  colourCanvas.fillStyle = value;
  colourCanvas.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = colourCanvas.getImageData(0, 0, 1, 1).data;
  const plain = transparentIsNone(a === 255 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a / 255})`);
  colourCache.set(value, plain);
  return plain;
}

function transparentIsNone(value) {
  return value === 'rgba(0, 0, 0, 0)' || value === 'rgba(0, 0, 0, 0.0)' ? 'none' : value;
}

/** The colour behind the live board (its frame's), light or dark as the page shows it. */
function boardBackground(scratch) {
  const frame = scratch.closest('.gnp')?.querySelector('.board-frame') ?? scratch.parentElement;
  const colour = plainColour(getComputedStyle(frame).backgroundColor);
  return colour === 'none' ? '#ffffff' : colour;
}

/** The SVG document as a PNG blob, PNG_SCALE pixels per board unit (capped). */
export async function svgToPng(svgText) {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const scale = Math.min(PNG_SCALE, PNG_MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight, 1));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
