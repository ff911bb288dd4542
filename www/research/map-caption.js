// The colours of an Explore map's cells and the words that go with the map: what its colours
// mean (the legend under it on the page), the caption written under the map in its PNG file and the same words at the head of
// its CSV file, so a picture or a table taken out of the page still says which game, which
// play, which counts and which colours it shows (docs/research.md, "Map as CSV").

import { countsOf, gameTitle, isSetGame } from '../common/games.js';
import { encodeFragment } from '../share/link.js';
import { misereLoser } from '../common/misere.js';
import { edgeName } from '../common/words.js';
import { formulaName } from './formula-names.js';

/** A P cell's colour: red, as the page says P-positions are. */
const P_COLOUR = [200, 30, 45];
/** An N cell's colour in a map of outcomes only (misère play, a box too large for Grundy
 *  values). */
const N_COLOUR = [196, 214, 236];
/** Grundy values 1 to 8, a colour each and none near P's red (Okabe and Ito's colours, which
 *  colour-blind eyes tell apart, purple and near-black), in an order that puts far apart the
 *  colours of neighbouring values: the small values, which make a map's patterns, are told
 *  apart at a glance. A blue-to-yellow ramp over every value left 1, 2 and 3 nearly the same
 *  blue as soon as the map held a large value. */
const VALUE_COLOURS = [
  ['blue', [0, 114, 178]],
  ['orange', [230, 159, 0]],
  ['pink', [204, 121, 167]],
  ['green', [0, 158, 115]],
  ['yellow', [240, 228, 66]],
  ['sky blue', [86, 180, 233]],
  ['purple', [110, 70, 160]],
  ['black', [40, 40, 40]],
];
/** The larger values, grey, darker as they grow: from light grey to a grey that still takes
 *  the dark ink at 4.5:1 or better. A ramp on to mid grey (about rgb 125) left the numbers
 *  under 4.5:1 against either ink (a walk found 32 to 38 on K5 hard to read), and one that
 *  jumped from there to dark grey drew a sharp line across a map where values only rose by
 *  one: the ramp stays smooth, and the numbers written in the cells tell close greys apart. */
const LARGE_LIGHT = [228, 228, 228];
const LARGE_DARK = [150, 150, 150];

/** A cell's colour, [r, g, b]: P red; a Grundy value its own colour (VALUE_COLOURS), the
 *  larger ones grey, darker as they grow up to `maxValue`; N light blue in a map of outcomes. */
export function cellColour(value, grundy, maxValue) {
  if (value === 0) return P_COLOUR;
  if (!grundy) return N_COLOUR;
  if (value <= VALUE_COLOURS.length) return VALUE_COLOURS[value - 1][1];
  const first = VALUE_COLOURS.length + 1;
  const t = Math.min(1, maxValue > first ? (value - first) / (maxValue - first) : 0);
  return LARGE_LIGHT.map((c, i) => Math.round(c + (LARGE_DARK[i] - c) * t));
}

/** The writing that reads best on a cell of colour `rgb`: white or the axes' dark ink, whichever
 *  has the higher contrast (WCAG's relative luminance). */
export function inkOn(rgb) {
  const light = luminance(rgb);
  // #18202f, the axes' ink, has a relative luminance of 0.014.
  return 1.05 / (light + 0.05) > (light + 0.05) / 0.064 ? '#ffffff' : '#18202f';
}

/** WCAG's relative luminance of `rgb`. */
export function luminance(rgb) {
  const linear = (c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = rgb.map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const css = (rgb) => `rgb(${rgb.join(',')})`;

/** The legend's colours of a Grundy map whose largest value is `maxValue`, each [values,
 *  colour's name, its CSS background]: "1" blue, …, "9 to 23" grey (light to dark). */
export function valueColours(maxValue) {
  const named = VALUE_COLOURS.slice(0, maxValue).map(([name, rgb], i) => [String(i + 1), name, css(rgb)]);
  const first = VALUE_COLOURS.length + 1;
  if (maxValue < first) return named;
  const large =
    maxValue === first
      ? [String(first), 'grey', css(LARGE_LIGHT)]
      : [
          `${first} to ${maxValue}`,
          'grey (light to dark)',
          `linear-gradient(to right, ${css(LARGE_LIGHT)}, ${css(LARGE_DARK)})`,
        ];
  return [...named, large];
}

/** What the colours of a drawn map mean: the colour of each Grundy value shown, or why there
 *  are none (misère play does not use Grundy values; a normal-play box can be too large for
 *  them). */
export function valuesLegend(map, maxValue) {
  if (map.grundy) {
    if (maxValue === 0) return 'Every cell has Grundy value 0.';
    const colours = valueColours(maxValue).map(([what, name]) => `${what} ${name}`);
    return `${maxValue === 1 ? 'Grundy value' : 'Grundy values'}: ${colours.join(', ')}.`;
  }
  if (map.position?.play === 'misere')
    return 'Misère play does not use Grundy values: P (red: the player to move loses) and N (light blue: the player to move wins) only.';
  return 'Box too large for Grundy values: P (red: the player to move loses) and N (light blue: the player to move wins) only.';
}

/** The PNG's caption, a sentence a line: the game and its play, the counts off the axes, and
 *  the colours. */
export function mapCaption(map, maxValue) {
  const { position } = map;
  const piece = position.rules === 'walk' ? `, the piece on vertex ${map.piece}` : '';
  const loser = misereLoser(position);
  const play =
    position.play === 'misere'
      ? `misère play (${loser})`
      : `normal play (${loser.replace(/loses$/, 'wins')})`;
  const others = countsOf(position)
    .map((count, i) =>
      map.axes.includes(i) ? null : `${formulaName(i)} = ${edgeName(position, i)}: ${count}`,
    )
    .filter(Boolean);
  const pieces = position.piles ? 'piles' : 'edges';
  const colours = map.grundy
    ? `Red: P (Grundy value 0, the player to move loses). ${maxValue > 0 ? valuesLegend(map, maxValue) : ''}`
    : valuesLegend(map, maxValue);
  return [
    `${gameTitle(position)}${piece}, ${play}.`,
    others.length ? `The other ${pieces}: ${others.join(', ')}.` : `No other ${pieces}.`,
    colours.trim(),
  ];
}

/** A file name that says the game: "edge-nim-K4-misere-map.csv", "walking-nim-3v-2e-map.png",
 *  "circular-nim-cn-5-3-map.csv". */
export function mapFileName(position, extension) {
  const slug = (text) =>
    text
      .normalize('NFKD')
      .replace(/[^\w]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
  const parts = [slug(gameTitle(position))];
  if (!isSetGame(position)) parts.push(graphShape(position));
  if (position.play === 'misere') parts.push('misere');
  return `${parts.join('-')}-map.${extension}`;
}

/** "K4" for a complete graph without loops or parallel edges, else "4v-6e". */
function graphShape({ vertices: n, edges }) {
  const pairs = new Set(
    edges.filter(([u, v]) => u !== v).map(([u, v]) => `${Math.min(u, v)}-${Math.max(u, v)}`),
  );
  const complete = n > 1 && edges.length === (n * (n - 1)) / 2 && pairs.size === edges.length;
  return complete ? `K${n}` : `${n}v-${edges.length}e`;
}

/**
 * The CSV's first lines, each starting with "#" (pandas' read_csv(comment='#') and R's
 * read.csv(comment.char='#') skip them): the PNG's caption, the link to the map's position,
 * the date, and, when the board or the fields no longer match the map, that it is out of
 * date and why (`stale`, the sentence the page shows above the map; '' when it is current).
 */
export function csvPreamble(map, maxValue, stale) {
  const here = typeof location === 'undefined' ? '' : `${location.origin}${location.pathname}`;
  const link = here + encodeFragment({ position: map.position });
  const lines = [
    'Graph Nim Playground, Explore map',
    ...mapCaption(map, maxValue),
    `Axes: ${formulaName(map.axes[0])} = ${edgeName(map.position, map.axes[0])} from 0 to ${map.width - 1}, ${formulaName(map.axes[1])} = ${edgeName(map.position, map.axes[1])} from 0 to ${map.height - 1}.`,
    // The map's box, as a link: each axis at its largest, the other counts as mapped (the
    // board it was drawn from may have had smaller counts on the axes).
    `Box's far corner (each axis at its largest): ${link}`,
    `Exported: ${new Date().toISOString()}`,
  ];
  if (stale) lines.push(`OUT OF DATE: ${stale}`);
  // A line break in a sentence would start a data row; none is expected, but keep each one line.
  return lines.map((line) => `# ${line.replace(/[\r\n]+/g, ' ')}`);
}
