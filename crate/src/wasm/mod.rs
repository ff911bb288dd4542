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
    serde::Serialize::serialize(value, &serializer)
        // The serializer refuses an integer past 2^53, which a JavaScript number does not hold
        // exactly (the count of moves on three edges of 10^9 tokens is about 3·10^18): that
        // lost the whole answer for one count. JSON.parse takes such a number as the nearest
        // float, which the page writes as "about …"; the usual answer never comes this way.
        .or_else(|_| js_sys::JSON::parse(&value.to_string()))
        .unwrap_or(JsValue::NULL)
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
