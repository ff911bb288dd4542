// Where a move's "−k" badges go so that each covers no count, no vertex and no other badge
// (beside its own pill, on a small board a badge sat on a neighbour's count and read as that
// edge's). A chunk of its own, loaded by render.js when first needed: the first drawing has no
// badges (they come with a move, a hint or a move being composed), so the first view does not
// carry this search (docs/first-view.md). Pure geometry in board units: reads the board's
// parts, writes nothing.

/** Space kept between a badge and what it must not cover (board units at scale 1). */
const BADGE_GAP = 3;
/** Directions tried around a pill for a badge that its first place would lay on something:
 *  the upper right first (where a badge usually is), then round the pill. */
const BADGE_DIRECTIONS = [-45, 0, -90, -135, 45, 180, 90, 135, -22, -67, -112, -157, 22, 67, 112, 157].map(
  (degrees) => [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)],
);

/** What a badge must not cover, as boxes {x, y, halfWidth, halfHeight} (round: a disc of
 *  radius halfWidth): every count pill (with its name, when shown) and every vertex, a disc
 *  of `vertexRadius`. */
export function boardObstacles(board, position, layout, { vertexRadius, s }) {
  const boxes = [];
  for (const parts of board.edges) {
    if (!parts?.width) continue;
    const [x, y] = parts.at;
    boxes.push({ x, y, halfWidth: parts.width / 2, halfHeight: 13 * s });
    // A pile's or edge's name at the pill's left, above or below it (nameBaseline): the box
    // its text is drawn in, so the side it leaves free takes a badge (a Circular Nim pile's,
    // outside the ring); the whole height on both sides when the text has no box (not shown).
    const name = parts.number?.getBBox?.();
    if (name?.width)
      boxes.push({
        x: x + name.x + name.width / 2,
        y: y + name.y + name.height / 2,
        halfWidth: name.width / 2 + 2,
        halfHeight: name.height / 2,
      });
    else if (parts.number)
      boxes.push({ x: x - parts.width / 2 - 4 - 14 * s, y, halfWidth: 14 * s + 4, halfHeight: 28 * s });
  }
  const radius = vertexRadius + 2;
  for (let v = 0; v < position.vertices; v++) {
    const [x, y] = layout[v] ?? [0, 0];
    boxes.push({ x, y, halfWidth: radius, halfHeight: radius, round: true });
  }
  return boxes;
}

/** How far a badge centred at [x, y] reaches into `box` (0: clear of it by BADGE_GAP). */
function badgeOverlap([x, y], box, s, [bw, bh]) {
  const gap = BADGE_GAP * s;
  const dx = Math.abs(x - box.x);
  const dy = Math.abs(y - box.y);
  if (box.round) {
    // A disc against the badge's box: the distance from the disc's centre to the box.
    const outside = Math.hypot(Math.max(0, dx - bw), Math.max(0, dy - bh));
    return Math.max(0, box.halfWidth + gap - outside);
  }
  const across = box.halfWidth + bw + gap - dx;
  const along = box.halfHeight + bh + gap - dy;
  return across > 0 && along > 0 ? Math.min(across, along) : 0;
}

/**
 * Where a badge of an edge's pill goes, in board units: its `usual` place when that covers
 * nothing in `taken`, stays in the view `box` and is nearer its own pill than any other of
 * `pills` (their centres), else the nearest spot around the pill that is, else the spot that
 * covers least. `[bw, bh]` are the badge's half width and half height.
 */
export function clearBadgePlace(parts, usual, s, taken, box, pills, [bw, bh]) {
  const [x0, y0] = parts.at;
  const halfWidth = parts.width / 2;
  const cost = (spot) => {
    const inView =
      spot[0] - bw >= box[0] &&
      spot[0] + bw <= box[0] + box[2] &&
      spot[1] - bh >= box[1] &&
      spot[1] + bh <= box[1] + box[3];
    let covered = inView ? 0 : 1000;
    for (const other of taken) covered += badgeOverlap(spot, other, s, [bw, bh]);
    // Nearer another count than its own, a badge reads as that edge's.
    const ownDistance = Math.hypot(spot[0] - x0, spot[1] - y0);
    if (pills.some((at) => at !== parts.at && Math.hypot(spot[0] - at[0], spot[1] - at[1]) < ownDistance))
      covered += 1;
    return covered;
  };
  let best = usual;
  let lowest = cost(usual);
  // A badge given a side (a loop's, a parallel edge's, a pile's outside Circular Nim's ring)
  // looks on that side first (within 60° of it, nearest first), ring by ring, then all round:
  // it stays on its side when there is room there.
  const away = parts.badgeAway;
  const towards = ([cx, cy]) => cx * away[0] + cy * away[1];
  const searches = away
    ? [
        BADGE_DIRECTIONS.filter((d) => towards(d) >= 0.5).sort((d, e) => towards(e) - towards(d)),
        BADGE_DIRECTIONS,
      ]
    : [BADGE_DIRECTIONS];
  // Rings round the pill, nearest first: on the first, a badge just clears its own pill.
  for (const directions of searches)
    for (let ring = 0; ring < 4 && lowest > 0; ring++)
      for (const [cx, cy] of directions) {
        // A badge given a side clears its pill by the gap across or along it (added along a
        // slant, the gap came short on a diagonal, and the badge was pushed off its side); the
        // others keep the places they had.
        const slack = away ? BADGE_GAP * s : 0;
        const reach =
          Math.min(
            Math.abs(cx) > 1e-9 ? (halfWidth + bw + slack) / Math.abs(cx) : Infinity,
            Math.abs(cy) > 1e-9 ? (13 * s + bh + slack) / Math.abs(cy) : Infinity,
          ) +
          (BADGE_GAP * s - slack) +
          ring * 14 * s;
        const spot = [x0 + cx * reach, y0 + cy * reach];
        const c = cost(spot);
        if (c < lowest) [best, lowest] = [spot, c];
        if (c === 0) break;
      }
  return best;
}
