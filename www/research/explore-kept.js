// What a researcher set up in Explore, kept in the tab across a reload: the formula and its
// "Only where", and the ranges (which of them were typed), axes and piece with the board they
// were set for. A reload
// lost them all (Explore reopened empty). Kept per tab in sessionStorage, as a puzzle's
// progress is; what is read back is untrusted, so each field is checked and a wrong one
// dropped. setExploreOpen (research-actions.js) still decides whether the ranges fit the
// board shown: on another graph or board they start again from its counts.

import { readStoredObject, writeStored } from '../common/stored.js';
import { MAX_FORMULA_LENGTH } from './research-actions.js';

const key = () => `gnp-explore:${globalThis.location?.pathname ?? ''}`;
/** Longest text read back: two formulas and the ranges of a large graph. */
const MAX_KEPT_CHARS = 64_000;
/** Largest "up to" read back (the crate caps the box itself; this only refuses nonsense). */
const MAX_TOP = 1e9;

const isCount = (n, below = MAX_TOP + 1) => Number.isSafeInteger(n) && n >= 0 && n < below;
const isText = (text, max) => typeof text === 'string' && text.length <= max;

/** The fields of `explore` kept, as stored text. */
const keptText = (explore) =>
  JSON.stringify({
    formula: explore.formula,
    where: explore.where,
    rangesOf: explore.rangesOf,
    rangesBoard: explore.rangesBoard,
    tops: explore.tops,
    typed: explore.tops.map((_, i) => !!explore.typed?.[i]),
    axes: explore.axes,
    piece: explore.piece,
  });

let lastKept = null;

/** Keeps `explore`'s formula and ranges in the tab (written only when they changed). */
export function keepExplore(explore) {
  const text = keptText(explore);
  if (text === lastKept) return;
  lastKept = text;
  writeStored('sessionStorage', key(), text);
}

/** Puts back into `explore` what this tab kept, each field only when it is well formed. */
export function restoreExplore(explore) {
  const kept = readStoredObject('sessionStorage', key(), MAX_KEPT_CHARS);
  if (!kept) return;
  if (isText(kept.formula, MAX_FORMULA_LENGTH)) explore.formula = kept.formula;
  if (isText(kept.where, MAX_FORMULA_LENGTH)) explore.where = kept.where;
  const { tops, axes } = kept;
  const rangesFit =
    isText(kept.rangesOf, MAX_KEPT_CHARS) &&
    isText(kept.rangesBoard, MAX_KEPT_CHARS) &&
    Array.isArray(tops) &&
    tops.length >= 2 &&
    tops.every((top) => isCount(top)) &&
    Array.isArray(axes) &&
    axes.length === 2 &&
    axes.every((axis) => isCount(axis, tops.length)) &&
    axes[0] !== axes[1] &&
    isCount(kept.piece);
  if (rangesFit)
    Object.assign(explore, {
      rangesOf: kept.rangesOf,
      rangesBoard: kept.rangesBoard,
      tops: tops.slice(),
      // Which ranges were typed (they stay when the board changes); none when not said.
      typed: tops.map((_, i) => Array.isArray(kept.typed) && kept.typed[i] === true),
      axes: axes.slice(),
      piece: kept.piece,
    });
  lastKept = keptText(explore);
}
