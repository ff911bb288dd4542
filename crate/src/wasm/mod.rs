//! The JavaScript API: thin glue from JS values to the pure crate. Everything crosses the
//! boundary as plain JSON-shaped objects in the crate's position/move format; errors are
//! thrown as JS `Error`s whose message names the problem.

use serde_json::Value;
use wasm_bindgen::prelude::*;

#[cfg(feature = "tools")]
mod tools;

use crate::moves::Move;
use crate::position::{Limits, Position};
use crate::rules;
use crate::solver::{self, Progress, SolveOptions};

#[wasm_bindgen(start)]
fn start() {
    // The shipped build aborts at once on a panic (scripts/build-wasm.sh), so this hook runs in
    // the build made with WASM_PANIC_MESSAGES=1, where it puts a panic's message in the console.
    console_error_panic_hook::set_once();
}

pub(crate) fn to_js(value: &Value) -> JsValue {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    let value = js_numbers(value);
    serde::Serialize::serialize(value.as_ref(), &serializer).unwrap_or(JsValue::NULL)
}

/// The largest integer a JavaScript number holds exactly (2^53 - 1).
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// Whether a JavaScript number holds `n` exactly (a float already is one).
fn exact_in_js(n: &serde_json::Number) -> bool {
    match (n.as_u64(), n.as_i64()) {
        (Some(n), _) => n <= MAX_SAFE_INTEGER,
        (None, Some(n)) => n.unsigned_abs() <= MAX_SAFE_INTEGER,
        _ => true,
    }
}

/// `value` with every integer beyond JavaScript's exact range made a float: the serializer
/// refuses such an integer (the count of moves on three edges of 10^9 tokens is about
/// 3·10^18), which lost the whole answer for one count the page shows as "about …".
/// Borrowed unchanged when there is none, the usual case.
fn js_numbers(value: &Value) -> std::borrow::Cow<'_, Value> {
    fn any_inexact(value: &Value) -> bool {
        match value {
            Value::Number(n) => !exact_in_js(n),
            Value::Array(items) => items.iter().any(any_inexact),
            Value::Object(fields) => fields.values().any(any_inexact),
            _ => false,
        }
    }
    fn floated(value: &Value) -> Value {
        match value {
            Value::Number(n) if !exact_in_js(n) => {
                n.as_f64().and_then(serde_json::Number::from_f64).map_or(Value::Null, Value::Number)
            }
            Value::Array(items) => Value::Array(items.iter().map(floated).collect()),
            Value::Object(fields) => {
                Value::Object(fields.iter().map(|(k, v)| (k.clone(), floated(v))).collect())
            }
            _ => value.clone(),
        }
    }
    if any_inexact(value) {
        std::borrow::Cow::Owned(floated(value))
    } else {
        std::borrow::Cow::Borrowed(value)
    }
}

pub(crate) fn error(message: impl std::fmt::Display) -> JsValue {
    js_sys::Error::new(&message.to_string()).into()
}

pub(crate) fn from_js(value: JsValue, what: &str) -> Result<Value, JsValue> {
    serde_wasm_bindgen::from_value(value)
        .map_err(|e| error(format!("{what} is not a plain JSON object: {e}")))
}

pub(crate) fn position_from(value: JsValue) -> Result<Position, JsValue> {
    let value = from_js(value, "position")?;
    Position::from_value(&value, &Limits::DEFAULT).map_err(error)
}

/// The crate version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// The size caps positions are checked against, and the most moves a game review takes (a
/// link's `moves=` is capped at it before the review module loads).
#[wasm_bindgen]
pub fn limits() -> JsValue {
    let l = Limits::DEFAULT;
    to_js(&serde_json::json!({
        "maxVertices": l.max_vertices, "maxEdges": l.max_edges,
        "maxTokens": l.max_tokens, "maxJsonBytes": l.max_json_bytes,
        "maxReviewMoves": crate::puzzle::review::MAX_REVIEW_MOVES,
    }))
}

/// Validates a position object; returns it normalised (only the format's fields) or throws.
#[wasm_bindgen(js_name = validatePosition)]
pub fn validate_position(position: JsValue) -> Result<JsValue, JsValue> {
    Ok(to_js(&position_from(position)?.to_value()))
}

/// The allowed sets of a SetNim position (pile indices, each sorted; a set's index is its
/// place in the list), as the crate expands the shorthands (`circular`, `path`, `moore`), so
/// the page never re-derives the numbering its moves are checked against; `null` for the
/// graph games.
#[wasm_bindgen(js_name = gameSets)]
pub fn game_sets(position: JsValue) -> Result<JsValue, JsValue> {
    let position = position_from(position)?;
    Ok(match &position.set_game {
        Some(game) => to_js(&serde_json::json!(game.sets)),
        None => JsValue::NULL,
    })
}

/// Why `mv` is illegal in `position`, or `undefined` when it is legal.
#[wasm_bindgen(js_name = checkMove)]
pub fn check_move(position: JsValue, mv: JsValue) -> Result<Option<String>, JsValue> {
    let position = position_from(position)?;
    let mv = Move::from_value(&from_js(mv, "move")?).map_err(error)?;
    Ok(rules::check(&position, &mv).err().map(|e| e.to_string()))
}

/// The position after a legal move; throws with the reason for an illegal one.
#[wasm_bindgen(js_name = applyMove)]
pub fn apply_move(position: JsValue, mv: JsValue) -> Result<JsValue, JsValue> {
    let position = position_from(position)?;
    let mv = Move::from_value(&from_js(mv, "move")?).map_err(error)?;
    let next = rules::apply(&position, &mv).map_err(error)?;
    Ok(to_js(&next.to_value()))
}

/// Whether the player to move has no move left.
#[wasm_bindgen(js_name = isOver)]
pub fn is_over(position: JsValue) -> Result<bool, JsValue> {
    Ok(rules::is_over(&position_from(position)?))
}

/// Calls a JS function `(done, total) => boolean`; a `false` return cancels.
pub(crate) struct JsProgress(pub(crate) Option<js_sys::Function>);

impl Progress for JsProgress {
    fn tick(&mut self, done: u64, total: u64) -> bool {
        match &self.0 {
            None => true,
            Some(f) => f
                .call2(&JsValue::NULL, &JsValue::from_f64(done as f64), &JsValue::from_f64(total as f64))
                .map(|r| r.as_bool() != Some(false))
                .unwrap_or(true),
        }
    }
}

pub(crate) fn options_from(value: JsValue) -> Result<SolveOptions, JsValue> {
    let mut options = SolveOptions::default();
    if value.is_undefined() || value.is_null() {
        return Ok(options);
    }
    let value = from_js(value, "options")?;
    let number = |key: &str| value.get(key).and_then(Value::as_u64);
    if let Some(b) = value.get("allMoves").and_then(Value::as_bool) {
        options.all_moves = b;
    }
    if let Some(b) = value.get("remoteness").and_then(Value::as_bool) {
        options.remoteness = b;
    }
    if let Some(n) = number("moveCap") {
        options.move_cap = n.min(100_000) as usize;
    }
    if let Some(n) = number("moveOffset") {
        options.move_offset = n.min(u32::MAX.into()) as usize;
    }
    if let Some(n) = number("maxStates") {
        options.max_states = n;
    }
    if let Some(n) = number("maxGrundyStates") {
        options.max_grundy_states = n;
    }
    if let Some(n) = number("maxRemotenessStates") {
        options.max_remoteness_states = n;
    }
    if let Some(n) = number("maxBytes") {
        options.max_bytes = n;
    }
    Ok(options)
}

/// Solves a position. `options`: `{allMoves, remoteness, moveCap, moveOffset, maxStates, maxGrundyStates,
/// maxRemotenessStates, maxBytes}` (all optional). `progress(done, total)` is called now and
/// then; returning `false` cancels. Returns the analysis object, or
/// `{outcome: "unknown", reason}` when the exact answer is too large or was cancelled;
/// throws for an invalid position.
#[wasm_bindgen]
pub fn solve(
    position: JsValue,
    options: JsValue,
    progress: Option<js_sys::Function>,
) -> Result<JsValue, JsValue> {
    let position = position_from(position)?;
    let options = options_from(options)?;
    let answer = match solver::solve(&position, &options, &mut JsProgress(progress)) {
        Ok(analysis) => analysis.to_value(),
        Err(e) => e.to_value(),
    };
    Ok(to_js(&answer))
}
