// The words that go with an Explore map: what its colours mean (the legend under it on the
// page), the caption written under the map in its PNG file and the same words at the head of
// its CSV file, so a picture or a table taken out of the page still says which game, which
// play, which counts and which colours it shows (docs/research.md, "Map as CSV").

import { countsOf, gameTitle, isSetGame } from '../common/games.js';
import { encodeFragment } from '../share/link.js';
import { misereLoser } from '../common/misere.js';
import { edgeName } from '../common/words.js';
import { formulaName } from './formula-names.js';

/** What the colours of a drawn map mean: the range of Grundy values shown, or why there are
 *  none (misère play does not use Grundy values; a normal-play box can be too large for them). */
export function valuesLegend(map, maxValue) {
  if (map.grundy) {
    if (maxValue === 0) return 'Every cell has Grundy value 0.';
    if (maxValue === 1) return 'Grundy value 1: blue.';
    return `Grundy values up to ${maxValue}: blue (1) to yellow (${maxValue}).`;
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
