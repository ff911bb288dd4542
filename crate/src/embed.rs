//! Messages from a course page to an embedded playground (`window.postMessage`), validated
//! here like share links: they are untrusted, so every field is checked, sizes are capped
//! before anything is built, and errors name what is wrong.
//!
//! | message | meaning |
//! |---|---|
//! | `{"type": "graphnim:set", "position": {...}, "goal": "unique"}` | show this position (goal optional) |
//! | `{"type": "graphnim:get"}` | reply with the current position |
//! | `{"type": "graphnim:play", "move": {...}}` | play a move (legality is checked against the position by the page through [`crate::rules::check`]) |
//! | `{"type": "graphnim:hint"}` | show a hint |
//!
//! The embed's replies (`graphnim:ready`, `graphnim:move`, `graphnim:result`, `graphnim:error`)
//! are written by the page; they carry nothing the course page could turn into code.

use serde_json::Value;
use thiserror::Error;

use crate::moves::{Move, MoveParseError};
use crate::position::{preview, Limits, Position, PositionError};
use crate::puzzle::Goal;

/// A validated message from the course page.
#[derive(Clone, Debug, PartialEq)]
pub enum EmbedMessage {
    /// Show `position`, as a puzzle when `goal` is given.
    Set {
        /// The new position.
        position: Position,
        /// The puzzle's goal, if any.
        goal: Option<Goal>,
    },
    /// Report the current position.
    Get,
    /// Play `mv` in the current position.
    Play {
        /// The move, in the shared move format (not yet checked for legality).
        mv: Move,
    },
    /// Show a hint.
    Hint,
}

/// Why a message was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum EmbedMessageError {
    /// Not an object with a string `type`.
    #[error("a message must be an object with a \"type\" such as \"graphnim:set\"")]
    NotAMessage,
    /// A `type` this protocol does not have (other tools' messages land here too).
    #[error("unknown message type \"{0}\": use graphnim:set, graphnim:get, graphnim:play or graphnim:hint")]
    UnknownType(String),
    /// A field the message needs is absent.
    #[error("\"{kind}\" needs the field \"{field}\"")]
    MissingField {
        /// The message type.
        kind: &'static str,
        /// The field.
        field: &'static str,
    },
    /// The position is invalid.
    #[error("position: {0}")]
    Position(#[from] PositionError),
    /// The move is malformed.
    #[error("move: {0}")]
    Move(#[from] MoveParseError),
    /// The goal is not one of the five.
    #[error("{0}")]
    Goal(#[from] crate::puzzle::UnknownGoal),
}

/// Validates a message (already parsed from its structured-clone form into JSON).
pub fn parse_embed_message(value: &Value, limits: &Limits) -> Result<EmbedMessage, EmbedMessageError> {
    let object = value.as_object().ok_or(EmbedMessageError::NotAMessage)?;
    let kind = object.get("type").and_then(Value::as_str).ok_or(EmbedMessageError::NotAMessage)?;
    match kind {
        "graphnim:set" => {
            let raw = object
                .get("position")
                .ok_or(EmbedMessageError::MissingField { kind: "graphnim:set", field: "position" })?;
            let position = Position::from_value(raw, limits)?;
            let goal = match object.get("goal") {
                None | Some(Value::Null) => None,
                Some(Value::String(name)) => Some(name.parse::<Goal>()?),
                Some(other) => return Err(crate::puzzle::UnknownGoal(preview(other)).into()),
            };
            Ok(EmbedMessage::Set { position, goal })
        }
        "graphnim:get" => Ok(EmbedMessage::Get),
        "graphnim:play" => {
            let raw = object
                .get("move")
                .ok_or(EmbedMessageError::MissingField { kind: "graphnim:play", field: "move" })?;
            Ok(EmbedMessage::Play { mv: Move::from_value(raw)? })
        }
        "graphnim:hint" => Ok(EmbedMessage::Hint),
        other => Err(EmbedMessageError::UnknownType(other.chars().take(40).collect())),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn parse(value: Value) -> Result<EmbedMessage, EmbedMessageError> {
        parse_embed_message(&value, &Limits::DEFAULT)
    }

    #[test]
    fn the_four_messages_are_read() {
        let set = parse(json!({"type": "graphnim:set", "goal": "unique",
            "position": {"rules": "edge", "vertices": 2, "edges": [[0, 1, 3]]}}))
        .unwrap();
        assert!(matches!(set, EmbedMessage::Set { goal: Some(Goal::Unique), .. }));
        assert_eq!(parse(json!({"type": "graphnim:get"})), Ok(EmbedMessage::Get));
        assert_eq!(parse(json!({"type": "graphnim:hint", "extra": 1})), Ok(EmbedMessage::Hint));
        let play = parse(json!({"type": "graphnim:play", "move": {"vertex": 0, "take": [[0, 1]]}})).unwrap();
        assert!(matches!(play, EmbedMessage::Play { .. }));
    }

    #[test]
    fn hostile_messages_get_errors_naming_the_problem() {
        let cases = [
            (json!("graphnim:get"), "must be an object"),
            (json!({"type": 7}), "must be an object"),
            (json!({"type": "graphnim:delete"}), "unknown message type \"graphnim:delete\""),
            (json!({"type": "x".repeat(10_000)}), "unknown message type"),
            (json!({"type": "graphnim:set"}), "needs the field \"position\""),
            (
                json!({"type": "graphnim:set", "position": {"rules": "edge", "vertices": 100000, "edges": []}}),
                "limit of 256",
            ),
            (
                json!({"type": "graphnim:set", "position": {"rules": "edge", "vertices": 1, "edges": []}, "goal": "cheat"}),
                "unknown goal \"cheat\"",
            ),
            (
                json!({"type": "graphnim:set", "position": {"rules": "edge", "vertices": 1, "edges": []}, "goal": [1]}),
                "unknown goal",
            ),
            (json!({"type": "graphnim:play"}), "needs the field \"move\""),
            (json!({"type": "graphnim:play", "move": "<script>"}), "move is malformed"),
        ];
        for (message, expected) in cases {
            let error = parse(message.clone()).unwrap_err().to_string();
            assert!(error.contains(expected), "{message}: {error}");
            assert!(error.len() < 400, "error echoes too much: {error}");
        }
    }
}
