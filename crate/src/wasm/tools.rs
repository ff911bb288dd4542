//! The teaching and research exports of the JavaScript API (puzzles, exports, embed
//! messages, graph families), compiled only with the `tools` feature into a second module,
//! `www/pkg/graphnim_tools.js` + `graphnim_tools_bg.wasm` (it has every export of the main
//! module too), for the page to load when one of these is first needed: the playground's own
//! download stays as small as before (these would add about 60 KB to it).
//!
//! The research exports give what the four research commands print (`certificate`,
//! `table`, `check`, `sweep`), from the same library functions: `certificate` and
//! `certificateLatex`, `boxTable` (and `orbits`), `checkRule`, `sweepRow` (one member per
//! call; the page runs them one after another), and the explorer's `boxSlice`.

use serde_json::Value;
use wasm_bindgen::prelude::*;

use super::{error, from_js, options_from, position_from, to_js, JsProgress};
use crate::embed::{self, EmbedMessage};
use crate::export::{self, TikzOptions};
use crate::families;
use crate::moves::Move;
use crate::position::{Limits, Play, Rules};
use crate::puzzle::{self, Answer, GenerateOptions, Goal};
use crate::research;
use crate::research::sweep::{Sweep, SweepLimits};
use crate::research::table_text::{TableFormat, TableOptions};
use crate::solver::{self, SolveOptions};

/// Longest text `boxTable` returns (32 MiB): JS copies it into a string of twice the bytes,
/// and a box whose table is longer is a job for the command line.
const MAX_TABLE_TEXT_BYTES: usize = 32 << 20;
/// Largest box whose orbits `orbits` lists (one object per orbit crosses to JS).
const MAX_ORBIT_BOX: u64 = 1_000_000;

/// The fields of an optional options object (`undefined`/`null` = none).
fn option_fields(options: &JsValue) -> Result<Value, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Ok(Value::Null);
    }
    from_js(options.clone(), "options")
}

/// A whole number from JS (counts, sizes), or an error naming it.
fn whole(value: f64, what: &str) -> Result<u64, JsValue> {
    if value.is_finite() && value >= 0.0 && value.fract() == 0.0 && value <= u64::MAX as f64 {
        Ok(value as u64)
    } else {
        Err(error(format!("{what} must be a whole number, not {value}")))
    }
}

fn goal_from(goal: &str) -> Result<Goal, JsValue> {
    goal.parse::<Goal>().map_err(error)
}

/// Whether `position` is a well-posed puzzle for `goal` (`"find"`, `"unique"`, `"win"`,
/// `"outcome"`, `"grundy"`): `{well_posed, reason, solutions, difficulty, outcome, grundy,
/// method, explanation}`, or `{well_posed: false, reason, solutions: [], outcome: "unknown"}`
/// when too large (as `graphnim puzzle check` prints).
#[wasm_bindgen(js_name = checkPuzzle)]
pub fn check_puzzle(position: JsValue, goal: &str, options: JsValue) -> Result<JsValue, JsValue> {
    let position = position_from(position)?;
    let options = options_from(options)?;
    let goal = goal_from(goal)?;
    Ok(to_js(&match puzzle::check(&position, goal, &options, &mut JsProgress(None)) {
        Ok(verdict) => verdict.to_value(),
        Err(e) => puzzle::PuzzleCheck::undecided_value(goal, &e),
    }))
}

/// Judges an answer: a move object for `find`/`unique`/`win`, `"N"`/`"P"` for `outcome`, a
/// number for `grundy`. Returns `{status: "solved"|"wrong"|"continue", reason, refutation,
/// after}`; throws for an illegal move, an answer of the wrong kind, or a position too large
/// for the budgets of `options` (the `solve` options; omitted = the library's defaults: the
/// page passes its smaller browser budgets).
#[wasm_bindgen(js_name = judgePuzzle)]
pub fn judge_puzzle(
    position: JsValue,
    goal: &str,
    answer: JsValue,
    options: JsValue,
) -> Result<JsValue, JsValue> {
    let position = position_from(position)?;
    let options = options_from(options)?;
    let goal = goal_from(goal)?;
    let answer = match from_js(answer, "answer")? {
        Value::String(s) if s == "N" => Answer::Outcome(solver::Outcome::N),
        Value::String(s) if s == "P" => Answer::Outcome(solver::Outcome::P),
        Value::Number(n) => {
            Answer::Grundy(n.as_u64().ok_or_else(|| error("a Grundy value is a whole number"))?)
        }
        other => Answer::Move(Move::from_value(&other).map_err(error)?),
    };
    let verdict = puzzle::judge(&position, goal, &answer, &options, &mut JsProgress(None)).map_err(error)?;
    Ok(to_js(&verdict.to_value()))
}

/// Judges the end of a `win` puzzle's game: `position` is where it ended, `studentToMove`
/// whether the student is the one left without a move (the computer moved last). Returns
/// `{status: "solved"|"wrong", reason, refutation: null, after}` by the rule set's winner rule
/// (misère included); throws when the game is not over.
#[wasm_bindgen(js_name = judgeEnding)]
pub fn judge_ending(position: JsValue, student_to_move: bool) -> Result<JsValue, JsValue> {
    let position = position_from(position)?;
    let verdict = puzzle::judge_ending(&position, student_to_move).map_err(error)?;
    Ok(to_js(&verdict.to_value()))
}

/// The number of legal moves, exactly, as decimal digits; `null` when not counted (SetNim sets
/// with too many subsets). The page asks here when the solver's answer, whose module holds no
/// numbers past 64 bits, has no `moves_total`.
#[wasm_bindgen(js_name = countMoves)]
pub fn count_moves(position: JsValue) -> Result<Option<String>, JsValue> {
    Ok(crate::rules::move_count(&position_from(position)?).map(|n| n.to_string()))
}

/// Reviews a game: `moves` is an array of moves (the JSON move format) played from
/// `position`, at most 500. Returns one `{move, player, before, mark, text, better?, moves?,
/// best?}` per move (see `puzzle::review`); throws naming the first illegal move, or the
/// position too large to solve.
#[wasm_bindgen(js_name = reviewGame)]
pub fn review_game(position: JsValue, moves: JsValue) -> Result<JsValue, JsValue> {
    let position = position_from(position)?;
    let Value::Array(items) = from_js(moves, "moves")? else {
        return Err(error("moves must be an array of moves"));
    };
    if items.len() > puzzle::review::MAX_REVIEW_MOVES {
        return Err(error(puzzle::ReviewError::TooLong(items.len())));
    }
    let moves = items
        .iter()
        .enumerate()
        .map(|(i, item)| Move::from_value(item).map_err(|e| error(format!("move {}: {e}", i + 1))))
        .collect::<Result<Vec<_>, _>>()?;
    let reviewed =
        puzzle::review(&position, &moves, &SolveOptions::default(), &mut JsProgress(None)).map_err(error)?;
    Ok(to_js(&Value::Array(reviewed.iter().map(|r| r.to_value()).collect())))
}

/// Generates puzzles on the graph of `position`: `options` = `{goal, count, seed, minTokens,
/// maxTokens, minMoves, minLength, maxAttempts}` (goal required; `count` at most 100), with
/// the budgets of `checkPuzzle` (`maxStates`, `maxGrundyStates`, `maxRemotenessStates`,
/// `maxBytes`; omitted = the library's defaults): pass the ones the puzzle will be checked
/// with, so that no position found is one the check refuses. Returns `{puzzles: [position,
/// ...], wanted, draws, tooLarge}` (`tooLarge`: draws too large to check within the budgets);
/// `progress(draws, maxAttempts)` counts draws and may cancel.
#[wasm_bindgen(js_name = generatePuzzles)]
pub fn generate_puzzles(
    position: JsValue,
    options: JsValue,
    progress: Option<js_sys::Function>,
) -> Result<JsValue, JsValue> {
    let graph = position_from(position)?;
    let budgets = options_from(options.clone())?;
    let value = from_js(options, "options")?;
    let goal =
        goal_from(value.get("goal").and_then(Value::as_str).ok_or_else(|| error("options need a goal"))?)?;
    let number = |key: &str, default: u64| value.get(key).and_then(Value::as_u64).unwrap_or(default);
    let defaults = GenerateOptions::new(goal);
    let options = GenerateOptions {
        goal,
        count: number("count", 1).min(100) as usize,
        seed: number("seed", defaults.seed),
        min_tokens: number("minTokens", defaults.min_tokens),
        max_tokens: number("maxTokens", defaults.max_tokens),
        min_moves: number("minMoves", defaults.min_moves),
        min_length: number("minLength", defaults.min_length),
        max_attempts: number("maxAttempts", defaults.max_attempts).min(100_000),
    };
    let report = puzzle::generate(&graph, &options, &budgets, &mut JsProgress(progress)).map_err(error)?;
    let puzzles: Vec<Value> = report.puzzles.iter().map(|(p, _)| p.to_value()).collect();
    Ok(to_js(&serde_json::json!({
        "puzzles": puzzles,
        "wanted": options.count,
        "draws": report.draws,
        "tooLarge": report.too_large,
    })))
}

/// TikZ code for `position`; `options` = `{coordinates: [[x, y], ...], highlight: move,
/// standalone: bool}` (all optional).
#[wasm_bindgen(js_name = toTikz)]
pub fn to_tikz(position: JsValue, options: JsValue) -> Result<String, JsValue> {
    let position = position_from(position)?;
    let mut tikz_options = TikzOptions::default();
    if !(options.is_undefined() || options.is_null()) {
        let value = from_js(options, "options")?;
        tikz_options.standalone = value.get("standalone").and_then(Value::as_bool).unwrap_or(false);
        tikz_options.coordinates = value.get("coordinates").and_then(Value::as_array).and_then(|points| {
            points
                .iter()
                .take(position.vertices + 1)
                .map(|p| Some((p.get(0)?.as_f64()?, p.get(1)?.as_f64()?)))
                .collect()
        });
        if let Some(mv) = value.get("highlight").filter(|m| !m.is_null()) {
            tikz_options.highlight = Some(Move::from_value(mv).map_err(error)?);
        }
    }
    Ok(export::tikz(&position, &tikz_options))
}

/// The graph as editable text (`u v tokens` per line, `vertices N`, `piece v`).
#[wasm_bindgen(js_name = graphText)]
pub fn graph_text(position: JsValue) -> Result<String, JsValue> {
    Ok(export::format_graph_text(&position_from(position)?))
}

/// Reads the editable text under `rules` (`"edge"`/`"walk"`): `{position}` or `{errors:
/// [{line, message}, ...]}` (line 0 = the text as a whole).
#[wasm_bindgen(js_name = parseGraphText)]
pub fn parse_graph_text(text: &str, rules: &str) -> Result<JsValue, JsValue> {
    let rules = match rules {
        "edge" => Rules::Edge,
        "walk" => Rules::Walk,
        _ => return Err(error("rules must be \"edge\" or \"walk\"")),
    };
    Ok(to_js(&match export::parse_graph_text(text, rules, &Limits::DEFAULT) {
        Ok(position) => serde_json::json!({"position": position.to_value()}),
        Err(errors) => serde_json::json!({"errors": errors
            .iter()
            .map(|e| serde_json::json!({"line": e.line, "message": e.message}))
            .collect::<Vec<_>>()}),
    }))
}

/// Validates a postMessage from a course page: `{type: "set", position, goal, title, text,
/// reveal}` (the puzzle fields null when not sent), `{type: "get"}`, `{type: "play", move}`,
/// `{type: "hint"}`, `{type: "retry"}`, `{type: "reset"}`, `{type: "reveal"}` or `{type: "fit"}` (type without
/// its `graphnim:` prefix), or throws with the reason.
#[wasm_bindgen(js_name = parseEmbedMessage)]
pub fn parse_embed_message(message: JsValue) -> Result<JsValue, JsValue> {
    let message =
        embed::parse_embed_message(&from_js(message, "message")?, &Limits::DEFAULT).map_err(error)?;
    Ok(to_js(&match message {
        EmbedMessage::Set { position, goal, fields } => serde_json::json!({
            "type": "set", "position": position.to_value(), "goal": goal.map(Goal::name),
            "title": fields.title, "text": fields.text, "reveal": fields.reveal,
        }),
        EmbedMessage::Get => serde_json::json!({"type": "get"}),
        EmbedMessage::Play { mv } => serde_json::json!({"type": "play", "move": mv.to_value()}),
        EmbedMessage::Hint => serde_json::json!({"type": "hint"}),
        EmbedMessage::Retry => serde_json::json!({"type": "retry"}),
        EmbedMessage::Reset => serde_json::json!({"type": "reset"}),
        EmbedMessage::Reveal => serde_json::json!({"type": "reveal"}),
        EmbedMessage::Fit => serde_json::json!({"type": "fit"}),
    }))
}

/// The position of a graph family spec (`cycle:5`, `petersen`, …) with `tokens` on every edge.
#[wasm_bindgen(js_name = familyPosition)]
pub fn family_position(spec: &str, rules: &str, tokens: f64) -> Result<JsValue, JsValue> {
    let rules = if rules == "walk" { Rules::Walk } else { Rules::Edge };
    let tokens = if tokens.is_finite() && tokens >= 0.0 { tokens as u64 } else { 0 };
    Ok(to_js(&families::family(spec, rules, tokens, &Limits::DEFAULT).map_err(error)?.to_value()))
}

/// Certificate of `position`'s value (see `graphnim certificate`): `{outcome, grundy, method,
/// explanation, position, certificate: {kind: "mex table", options_checked, mex, replies, …}
/// | {kind: "theorem", cites, reason}}`, or `{outcome: "unknown", reason}` when too large;
/// `progress(done, total)` as `solve` reports it, so Why? on a large position shows a count.
#[wasm_bindgen(js_name = certificate)]
pub fn certificate(
    position: JsValue,
    options: JsValue,
    progress: Option<js_sys::Function>,
) -> Result<JsValue, JsValue> {
    let position = position_from(position)?;
    let options = options_from(options)?;
    Ok(to_js(&match research::certificate::certificate(&position, &options, &mut JsProgress(progress)) {
        Ok(cert) => cert.to_value(),
        Err(e) => e.to_value(),
    }))
}

/// The certificate of `certificate` as a LaTeX document (a plain `article` with one
/// `tabular`, as `graphnim certificate --format latex` prints it); throws when the position is
/// too large for an exact answer.
#[wasm_bindgen(js_name = certificateLatex)]
pub fn certificate_latex(position: JsValue, options: JsValue) -> Result<String, JsValue> {
    let position = position_from(position)?;
    let options = options_from(options)?;
    let cert =
        research::certificate::certificate(&position, &options, &mut JsProgress(None)).map_err(error)?;
    Ok(cert.to_latex())
}

/// Every position of the box below `position` with its value, as `graphnim table` prints
/// it. `options` = `{grundy, orbits, pOnly, format: "csv"|"json"|"latex", maxStates,
/// maxBytes}` (all optional; csv by default). Returns the text, one line per row; throws
/// when the box is over the budget, the graph too symmetric for orbits, or the text longer
/// than 32 MiB. `progress(done, total)` returning `false` cancels.
#[wasm_bindgen(js_name = boxTable)]
pub fn box_table(
    position: JsValue,
    options: JsValue,
    progress: Option<js_sys::Function>,
) -> Result<String, JsValue> {
    let position = position_from(position)?;
    let fields = option_fields(&options)?;
    let flag = |key: &str| fields.get(key).and_then(Value::as_bool).unwrap_or(false);
    let format = match fields.get("format").and_then(Value::as_str) {
        Some(text) => text.parse::<TableFormat>().map_err(error)?,
        None => TableFormat::Csv,
    };
    let table =
        TableOptions { grundy: flag("grundy"), orbits: flag("orbits"), p_only: flag("pOnly"), format };
    let solve = options_from(options)?;
    let budget = solver::table::Budget { max_states: solve.max_states, max_bytes: solve.max_bytes };
    research::table_text::table_text(
        &position,
        table,
        &budget,
        MAX_TABLE_TEXT_BYTES,
        &mut JsProgress(progress),
    )
    .map_err(error)
}

/// The box's positions up to the graph's symmetries (`graphnim table --orbits` without the
/// values): `{symmetries, classes, orbits: [{tokens, piece?, size}, ...]}`, `symmetries` the
/// number of vertex (SetNim: pile) permutations, `classes` the edge indices of each class
/// of parallel edges with equal counts. Throws for a box of more than 10^6 positions or a
/// graph with more than 100,000 symmetries.
#[wasm_bindgen]
pub fn orbits(position: JsValue) -> Result<JsValue, JsValue> {
    let position = position_from(position)?;
    let (symmetries, orbits) = research::orbits::orbit_list(&position, MAX_ORBIT_BOX).map_err(error)?;
    let orbits: Vec<Value> = orbits
        .iter()
        .map(|o| {
            let mut value = serde_json::json!({"tokens": o.tokens, "size": o.size});
            if let Some(p) = o.piece {
                value["piece"] = p.into();
            }
            value
        })
        .collect();
    Ok(to_js(&serde_json::json!({
        "symmetries": symmetries.vertex_symmetries(),
        "classes": symmetries.classes,
        "orbits": orbits,
    })))
}

/// The CSV header of `graphnim sweep`, for the `csv` lines of `sweepRow`.
#[wasm_bindgen(js_name = sweepHeader)]
pub fn sweep_header() -> String {
    research::sweep::CSV_HEADER.to_string()
}

/// Member `n` of a family sweep (`graphnim sweep FAMILY` for one n, on this thread):
/// `{member, vertices, edges, states, p_positions, max_grundy, p_but_false, n_but_true,
/// note, csv}`, empty columns `null` and `csv` the CLI's row with its seconds column empty
/// (time it in JS). `options` = `{rules: "edge"|"walk", play: "normal"|"misere", pIff,
/// maxStates, maxGrundyStates, maxBytes}` (all optional; the CLI's budgets by default).
/// Throws for an unknown family or a formula that does not parse; a member too large, or
/// lacking an edge the formula names, comes back with a note.
#[wasm_bindgen(js_name = sweepRow)]
pub fn sweep_row(
    family: &str,
    n: f64,
    tokens: f64,
    options: JsValue,
    progress: Option<js_sys::Function>,
) -> Result<JsValue, JsValue> {
    let fields = option_fields(&options)?;
    let text = |key: &str| fields.get(key).and_then(Value::as_str);
    let rules = match text("rules").unwrap_or("edge") {
        "edge" => Rules::Edge,
        "walk" => Rules::Walk,
        other => return Err(error(format!("rules must be \"edge\" or \"walk\", not \"{other}\""))),
    };
    let play = match text("play").unwrap_or("normal") {
        "normal" => Play::Normal,
        "misere" => Play::Misere,
        other => return Err(error(format!("play must be \"normal\" or \"misere\", not \"{other}\""))),
    };
    let defaults = SweepLimits::default();
    let number = |key: &str, default: u64| fields.get(key).and_then(Value::as_u64).unwrap_or(default);
    let limits = SweepLimits {
        max_states: number("maxStates", defaults.max_states),
        max_grundy_states: number("maxGrundyStates", defaults.max_grundy_states),
        max_bytes: number("maxBytes", defaults.max_bytes),
    };
    let sweep =
        Sweep::new(family, rules, play, whole(tokens, "tokens")?, text("pIff"), limits).map_err(error)?;
    let row = sweep.row(whole(n, "n")?, &mut JsProgress(progress));
    let mut value = row.to_value();
    value["csv"] = row.csv(None).into();
    Ok(to_js(&value))
}

/// Checks "P exactly when `pIff`" on the box below `position` where `where` holds (see
/// `graphnim check`): `{holds, scanned, p_positions, p_but_false: {count, smallest},
/// n_but_true: {…}}`; throws with the formula's fault and its place, or when the box is
/// over the outcome budget of `options`. `limit` (at most 1000) counterexamples each way.
/// `progress(done, total, phase)`: `phase` is `"solving"` while the box's table is built,
/// then `"checking"` while the formulas are evaluated on each position; `false` cancels.
#[wasm_bindgen(js_name = checkRule)]
pub fn check_rule(
    position: JsValue,
    p_iff: &str,
    filter: Option<String>,
    limit: u32,
    options: JsValue,
    progress: Option<js_sys::Function>,
) -> Result<JsValue, JsValue> {
    let position = position_from(position)?;
    let options = options_from(options)?;
    let budget = solver::table::Budget { max_states: options.max_states, max_bytes: options.max_bytes };
    let report = research::scan::check_rule(
        &position,
        p_iff,
        filter.as_deref(),
        limit.min(1000) as usize,
        &budget,
        &mut PhaseProgress { report: progress.as_ref(), phase: "solving" },
        &mut PhaseProgress { report: progress.as_ref(), phase: "checking" },
    )
    .map_err(error)?;
    Ok(to_js(&report.to_value()))
}

/// The explorer's slice (see `research::slice`): the values of the positions where edges
/// `axisA` and `axisB` run from 0 to `topA` and `topB`, the other edges as in `position`
/// (Walking Nim: the piece on `piece`). Grundy values when the box below the top corner fits
/// `options.maxGrundyStates`, else 0 = P, 1 = N. Returns `{grundy, boxStates, width, height,
/// values: Uint32Array}` (row by row, the first axis fastest); throws naming a bad axis, or
/// a box over `options.maxStates`. `progress(done, total)` returning `false` cancels.
#[wasm_bindgen(js_name = boxSlice)]
#[allow(clippy::too_many_arguments)]
pub fn box_slice(
    position: JsValue,
    axis_a: u32,
    axis_b: u32,
    top_a: f64,
    top_b: f64,
    piece: Option<u32>,
    options: JsValue,
    progress: Option<js_sys::Function>,
) -> Result<JsValue, JsValue> {
    let position = position_from(position)?;
    let options = options_from(options)?;
    let budget = solver::table::Budget { max_states: options.max_states, max_bytes: options.max_bytes };
    // Past the cap the slice refuses the count by name; NaN and negatives read as 0.
    let top = |t: f64| if t.is_finite() && t > 0.0 { t.min(u64::MAX as f64) as u64 } else { 0 };
    let slice = research::slice::box_slice(
        &position,
        [axis_a as usize, axis_b as usize],
        [top(top_a), top(top_b)],
        piece.map(|p| p as usize),
        options.max_grundy_states,
        &budget,
        &mut JsProgress(progress),
    )
    .map_err(error)?;
    let meta = to_js(&serde_json::json!({
        "grundy": slice.grundy,
        "boxStates": slice.box_states,
        "width": slice.width(),
        "height": slice.height(),
    }));
    js_sys::Reflect::set(&meta, &"values".into(), &js_sys::Uint32Array::from(&slice.values[..]))?;
    Ok(meta)
}

/// Calls a JS function `(done, total, phase) => boolean` for one phase of a longer job; a
/// `false` return cancels.
struct PhaseProgress<'a> {
    report: Option<&'a js_sys::Function>,
    phase: &'static str,
}

impl solver::table::Progress for PhaseProgress<'_> {
    fn tick(&mut self, done: u64, total: u64) -> bool {
        match self.report {
            None => true,
            Some(f) => f
                .call3(
                    &JsValue::NULL,
                    &JsValue::from_f64(done as f64),
                    &JsValue::from_f64(total as f64),
                    &JsValue::from_str(self.phase),
                )
                .map(|r| r.as_bool() != Some(false))
                .unwrap_or(true),
        }
    }
}
