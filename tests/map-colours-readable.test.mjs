// An Explore map writes each cell's value in it, in white or dark ink, whichever reads better
// on the cell's colour. A researcher found 32 to 38 on K5 hard to read: the large values' grey
// ramp passed through a mid grey (about rgb 125) on which neither ink reaches WCAG's 4.5:1.
// Every value of every map, P, N and each Grundy value up to a large maximum, must be written
// at 4.5:1 or more, and the greys must darken smoothly: a ramp that jumped drew false lines. No browser: the colours are plain code (research/map-caption.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellColour, inkOn, luminance } from '../www/research/map-caption.js';

const hex = (text) => [1, 3, 5].map((i) => parseInt(text.slice(i, i + 2), 16));
const contrast = (a, b) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

test('every cell value of a Grundy map, up to any largest value, is written at 4.5:1 or more', () => {
  for (const maxValue of [1, 8, 9, 10, 17, 38, 64, 255, 1000]) {
    for (let value = 0; value <= maxValue; value++) {
      const cell = cellColour(value, true, maxValue);
      const ratio = contrast(cell, hex(inkOn(cell)));
      assert.ok(ratio >= 4.5, `value ${value} of a map up to ${maxValue}: ${cell} at ${ratio.toFixed(2)}:1`);
    }
  }
});

test('P and N of a map of outcomes are written at 4.5:1 or more', () => {
  for (const value of [0, 1]) {
    const cell = cellColour(value, false, 1);
    assert.ok(contrast(cell, hex(inkOn(cell))) >= 4.5, `${value ? 'N' : 'P'}: ${cell}`);
  }
});

test('the large values grow smoothly darker: never lighter, and no step draws a line that is not there', () => {
  // A researcher's map of a triangle, values rising by one a cell: a ramp that jumped from
  // mid grey to dark grey halfway drew a sharp diagonal across it.
  for (const maxValue of [17, 40, 303]) {
    const greys = [];
    for (let value = 9; value <= maxValue; value++) greys.push(cellColour(value, true, maxValue)[0]);
    const steps = greys.slice(1).map((grey, i) => greys[i] - grey);
    assert.ok(
      steps.every((step) => step >= 0),
      `a map up to ${maxValue}: a larger value is a lighter grey`,
    );
    const even = (greys[0] - greys.at(-1)) / (greys.length - 1);
    const largest = Math.max(...steps);
    assert.ok(
      largest <= Math.ceil(even) + 1,
      `a map up to ${maxValue}: a step of ${largest} where the ramp's even step is ${even.toFixed(2)}`,
    );
  }
});
