// Undo/redo as a stack of snapshots. A snapshot is whatever the caller gives (actions.js
// stores {position, layout, game}); snapshots are deep-copied so later edits cannot reach
// back into history. A step may have a name ("Build of Path Pₙ"): a board snapshot alone says
// what Undo brought back, not what it took back, so Undo and Redo say the step by its name
// (stepName). Consecutive changes with the same merge key (e.g. scrolling one edge's
// count) within a short time collapse into one undo step.

const MERGE_WINDOW_MS = 1200;
const MAX_STEPS = 300;

export function createHistory() {
  let past = [];
  let future = [];
  let lastMergeKey = null;
  let lastTime = 0;
  // The name of the step the last Undo or Redo went over (null when it had none).
  let lastStepName = null;

  return {
    /** Records `before` (the state about to be changed) as an undo step; false when it
     *  merged into the last one instead. A new step forgets the steps Redo would replay,
     *  unless `keepRedo`: the step goes before them (the computer's reply to a game Undo
     *  brought back, page/actions-core.js). */
    record(before, mergeKey = null, step = null, { keepRedo = false } = {}) {
      const now = Date.now();
      if (mergeKey !== null && mergeKey === lastMergeKey && now - lastTime < MERGE_WINDOW_MS && past.length) {
        lastTime = now;
        future = [];
        return false;
      }
      past.push({ snapshot: structuredClone(before), step });
      if (past.length > MAX_STEPS) past.shift();
      if (!keepRedo) future = [];
      lastMergeKey = mergeKey;
      lastTime = now;
      return true;
    },
    /** Takes back the step just recorded (its change changed nothing). */
    dropLast() {
      past.pop();
      lastMergeKey = null;
    },
    /** Returns the snapshot to restore, given the current one, or null when nothing to undo. */
    undo(current) {
      lastStepName = null;
      if (!past.length) return null;
      const { snapshot, step } = past.pop();
      future.push({ snapshot: structuredClone(current), step });
      lastMergeKey = null;
      lastStepName = step;
      return snapshot;
    },
    redo(current) {
      lastStepName = null;
      if (!future.length) return null;
      const { snapshot, step } = future.pop();
      past.push({ snapshot: structuredClone(current), step });
      lastMergeKey = null;
      lastStepName = step;
      return snapshot;
    },
    /** The name of the step the last Undo or Redo took back or did again, or null. */
    stepName: () => lastStepName,
    /** The snapshot Undo would restore next, or null; for a look only (not a copy to keep). */
    peek: () => past.at(-1)?.snapshot ?? null,
    /** Forgets the steps Redo would replay: a change made without an undo step of its own. */
    dropRedo() {
      future = [];
    },
    canUndo: () => past.length > 0,
    canRedo: () => future.length > 0,
    clear() {
      past = [];
      future = [];
      lastMergeKey = null;
    },
  };
}
