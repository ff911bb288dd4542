// The words that go with an Explore map: what its colours mean (the legend under it on the
// page) and the caption written under the map in its PNG file, so a picture taken out of the
// page still says which game, which play, which counts and which colours it shows.

import { countsOf, gameTitle } from '../common/games.js';
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
