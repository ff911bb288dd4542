// The circle layout of a link or API call that gives no coordinates (every first view needs
// it), and the circles the presets are drawn on (editor/presets.js, which comes with the
// editor and the Presets card).

import { BOARD_WIDTH, BOARD_HEIGHT } from '../common/state.js';

export const CX = BOARD_WIDTH / 2;
export const CY = BOARD_HEIGHT / 2;
export const RADIUS = 210;

/** Points on a circle, starting at the top, clockwise. */
export function circle(n, radius = RADIUS, cx = CX, cy = CY, startAngle = -Math.PI / 2) {
  return oval(n, radius, radius, cx, cy, startAngle);
}

/** `n` points round an ellipse of half-axes `rx` (across) and `ry` (down), the first at the top. */
export function oval(n, rx, ry, cx = CX, cy = CY, startAngle = -Math.PI / 2) {
  return Array.from({ length: n }, (_, i) => {
    const a = startAngle + (2 * Math.PI * i) / n;
    return [Math.round(cx + rx * Math.cos(a)), Math.round(cy + ry * Math.sin(a))];
  });
}

/** The circle layout used when a link or API call gives no coordinates. */
export function circleLayout(n) {
  if (n === 1) return [[CX, CY]];
  return circle(n, Math.min(RADIUS, 120 + n * 15));
}
