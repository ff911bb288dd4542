// Making a puzzle: the author's draft (goal, title, task text, tries before the solution),
// the crate's check that the board is a well-posed puzzle for the goal, and generating a
// position on the same graph for which it is. Both run in the tools worker with progress and
// Cancel. The draft lives in the state, so nothing typed is lost when a check fails or the
// board changes.

import { PUZZLE_DRAFT_LIMITS as DRAFT_LIMITS, PUZZLE_GOALS as GOALS, positionKey } from '../common/state.js';
import { errorText } from '../engine.js';
import { WEB_BUDGET } from '../engine/solving.js';
import { createToolsClient } from '../engine/tools-client.js';
import { formatNumber } from '../common/words.js';
import { setPosition } from '../page/load.js';
import { hasBoard, newBoardWords } from '../common/games.js';

function tools(ctx) {
  ctx.authorTools ??= createToolsClient();
  return ctx.authorTools;
}

/** Starts a check or generation, stopping one still running; returns a test for "is this
 *  still the latest?", so an answer that arrives after a newer request is dropped. */
function newRun(ctx) {
  if (ctx.authorTools?.busy) ctx.authorTools.cancel();
  const run = (ctx.authorRun = (ctx.authorRun ?? 0) + 1);
  return () => ctx.authorRun === run;
}

/** Changes the author's state. A note is of the board it was said on when it names one
 *  (`noteKey`: "A new position is on the board." is not said of a board undone or replaced
 *  since); any other note is of no board. A note or error says whose it is (`noteOf`:
 *  'generate' or 'check'), and the card shows it beside that button: Generate's, shown under
 *  Check puzzle, was a screen above the button pressed, beside the board's old verdict. */
function setAuthor(ctx, changes) {
  if ('note' in changes && !('noteKey' in changes)) changes = { ...changes, noteKey: null };
  if (('note' in changes || 'error' in changes) && !('noteOf' in changes))
    changes = { ...changes, noteOf: 'check' };
  ctx.state.author = { ...ctx.state.author, ...changes };
  ctx.redraw();
}

/** The note of the card, or null when it was said of another board than the one shown. */
export function currentNote(state) {
  const { note, noteKey } = state.author;
  return noteKey && noteKey !== positionKey(state.position) ? null : note;
}

/** The verdict on the board for the draft's goal, or null when there is none (not checked,
 *  or checked for another position or goal). */
export function currentVerdict(state) {
  const v = state.author.verdict;
  return v && v.key === positionKey(state.position) && v.goal === state.author.goal ? v : null;
}

/** Generate's boxes, kept with the draft as typed: fewest and most tokens on an edge, at least
 *  this many legal moves, perfect play at least this long. */
export const KNOB_NAMES = ['minTokens', 'maxTokens', 'minMoves', 'minLength'];
/** The boxes as the card first shows them (a draft kept before they were kept lacks them). */
export const DEFAULT_KNOBS = { minTokens: '1', maxTokens: '5', minMoves: '', minLength: '' };

/** A Generate box's text as kept ('' or a number, short), or null when it is not one. */
export function knobValue(value) {
  if (typeof value !== 'string' || value.length > 12) return null;
  return value.trim() === '' || Number.isFinite(Number(value)) ? value : null;
}

/** The colours a copied embed or element asks for (theme=, docs/embed.md): `auto` follows
 *  the reader's light or dark setting, which on a light course page read in dark mode shows a
 *  dark block; `light` or `dark` match the page. */
export const THEMES = ['auto', 'light', 'dark'];

/** Changes the draft: {goal?, title?, text?, reveal?, hide?, theme?, knobs?}, each capped;
 *  `hide`, whether the embed hides the hint and the analysis, `theme`, its colours, `knobs`, Generate's boxes by name. A new
 *  goal for a board already checked is checked again at once. */
export function setPuzzleDraft(ctx, changes) {
  const draft = {};
  if (GOALS.includes(changes.goal)) draft.goal = changes.goal;
  if (typeof changes.title === 'string') draft.title = changes.title.slice(0, DRAFT_LIMITS.title);
  if (typeof changes.text === 'string') draft.text = changes.text.slice(0, DRAFT_LIMITS.text);
  if (changes.reveal !== undefined) {
    const n = Math.floor(Number(changes.reveal));
    if (Number.isFinite(n)) draft.reveal = Math.max(0, Math.min(DRAFT_LIMITS.reveal, n));
  }
  if (typeof changes.hide === 'boolean') draft.hide = changes.hide;
  if (THEMES.includes(changes.theme)) draft.theme = changes.theme;
  for (const [name, value] of Object.entries(changes.knobs ?? {}))
    if (KNOB_NAMES.includes(name) && knobValue(value) !== null)
      draft.knobs = { ...(draft.knobs ?? ctx.state.author.knobs ?? DEFAULT_KNOBS), [name]: value };
  const recheck =
    draft.goal &&
    draft.goal !== ctx.state.author.goal &&
    ctx.state.author.verdict?.key === positionKey(ctx.state.position);
  setAuthor(ctx, draft);
  if (recheck) checkPuzzle(ctx);
}

/** Asks the crate whether the board is a well-posed puzzle for the draft's goal. */
export async function checkPuzzle(ctx) {
  const { state } = ctx;
  if (!hasBoard(state.position))
    return setAuthor(ctx, { error: 'Draw a graph or choose a preset first.', note: null });
  const position = state.position;
  const key = positionKey(position);
  const goal = state.author.goal;
  const draft = state.draftId;
  const latest = newRun(ctx);
  setAuthor(ctx, { job: { kind: 'check', done: 0, total: 0 }, error: null, note: null });
  try {
    const result = await tools(ctx).call('checkPuzzle', [position, goal, WEB_BUDGET]);
    if (!latest()) return;
    // `draft`: the draft checked, whose board a later change makes the verdict stale (another
    // draft in the card, filled from a puzzle or brought back, was never checked).
    setAuthor(ctx, { job: null, verdict: { key, goal, result, draft } });
  } catch (err) {
    if (!latest()) return;
    if (err?.cancelled) return setAuthor(ctx, { job: null, note: 'Check cancelled.' });
    setAuthor(ctx, { job: null, error: `The puzzle could not be checked: ${errorText(err)}.` });
  }
}

/** Why Generate found nothing, of `report` {draws, tooLarge} (the crate's count of draws too
 *  large to check within the budget): when those were most of the draws, more draws or a
 *  wider range would not help, and the bounds are what to change. */
function nothingFound(report, knobs) {
  const draws = formatNumber(report.draws);
  const tooLarge = report.tooLarge ?? 0;
  const range = `${formatNumber(knobs.minTokens)} to ${formatNumber(knobs.maxTokens)} tokens per edge`;
  if (tooLarge > 0 && tooLarge === report.draws)
    return `No position was found that can be checked exactly: all ${draws} draws were too large for the budget of an exact check (this graph with ${range} needs larger tables than the page solves). The board is as it was: lower the most tokens per edge, or use a smaller graph.`;
  if (tooLarge * 2 > report.draws)
    return `Nothing found in ${draws} draws, so the board is as it was: ${formatNumber(tooLarge)} of them were too large for an exact check with ${range}. Lower the most tokens per edge, or ask for less difficulty.`;
  return `Nothing found in ${draws} draws, so the board is as it was: allow more tokens per edge or ask for less difficulty.`;
}

/**
 * Draws token counts on the board's graph until the draft's goal holds (the crate's
 * generatePuzzles): knobs {minTokens, maxTokens, minMoves, minLength}. Each draw is checked
 * within the budget Check puzzle uses (WEB_BUDGET), so a draw the check would refuse as too
 * large is drawn again, never put on the board. The position found replaces the board (one
 * undo step, layout kept) and is then checked; none found is said, with why.
 */
export async function generatePuzzle(ctx, knobs) {
  const { state } = ctx;
  if (!state.position.edges?.length)
    return setAuthor(ctx, {
      error: 'Draw a graph with edges first: the generator keeps the graph.',
      note: null,
      noteOf: 'generate',
    });
  const options = {
    goal: state.author.goal,
    count: 1,
    // A new seed each time: every press gives another puzzle.
    seed: Math.floor(Math.random() * 2 ** 32),
    maxAttempts: 2000,
    ...knobs,
    // The check that follows refuses what is too large for this budget: so does the draw.
    ...WEB_BUDGET,
  };
  const latest = newRun(ctx);
  setAuthor(ctx, {
    job: { kind: 'generate', done: 0, total: options.maxAttempts },
    error: null,
    note: null,
    noteOf: 'generate',
  });
  const onProgress = (done, total) => {
    if (latest()) setAuthor(ctx, { job: { kind: 'generate', done, total } });
  };
  let found;
  try {
    found = await tools(ctx).call('generatePuzzles', [state.position, options], onProgress);
  } catch (err) {
    if (!latest()) return;
    if (err?.cancelled)
      return setAuthor(ctx, { job: null, note: 'Generation cancelled.', noteOf: 'generate' });
    return setAuthor(ctx, {
      job: null,
      error: `No puzzle was generated: ${errorText(err)}.`,
      noteOf: 'generate',
    });
  }
  if (!latest()) return;
  const [puzzle] = found.puzzles ?? [];
  // Of the board it was said on: the board kept, which a verdict of it may still describe.
  if (!puzzle)
    return setAuthor(ctx, {
      job: null,
      note: nothingFound({ draws: options.maxAttempts, ...found }, options),
      noteKey: positionKey(state.position),
      noteOf: 'generate',
    });
  const result = setPosition(ctx, puzzle, state.layout);
  if (result !== true)
    return setAuthor(ctx, {
      job: null,
      error: `The generated position was refused: ${result}.`,
      noteOf: 'generate',
    });
  // The new token counts said with it: only drawn, they reached no screen reader.
  const said = {
    note: `A new position is on the board: ${newBoardWords(state.position)}`,
    noteKey: positionKey(state.position),
    noteOf: 'generate',
  };
  setAuthor(ctx, { job: null, ...said });
  await checkPuzzle(ctx);
  if (!state.author.error) setAuthor(ctx, said);
}

export function cancelAuthoring(ctx) {
  ctx.authorTools?.cancel();
}
