//! Messages from a course page to an embedded playground (`window.postMessage`), validated
//! here like share links: they are untrusted, so every field is checked, sizes are capped
//! before anything is built, and errors name what is wrong.
//!
//! | message | meaning |
//! |---|---|
//! | `{"type": "graphnim:set", "position": {...}, "goal": "unique", "title": "…", "text": "…", "reveal": 2}` | show this position (goal optional; the other puzzle fields need a goal) |
//! | `{"type": "graphnim:get"}` | reply with the current position |
//! | `{"type": "graphnim:play", "move": {...}}` | play a move (legality is checked against the position by the page through [`crate::rules::check`]); after a refuted try it takes that try back first |
//! | `{"type": "graphnim:hint"}` | show a hint |
//! | `{"type": "graphnim:retry"}` | take a refuted try back |
//! | `{"type": "graphnim:reset"}` | back to the puzzle's start (tries stay counted) |
//! | `{"type": "graphnim:reveal"}` | show the solution (once `reveal` wrong tries allow it) |
//! | `{"type": "graphnim:fit"}` | the page sizes the frame to its content (www/embed-resize.js): lay out by content, report `graphnim:resize` |
//!
//! The embed's replies (`graphnim:ready`, `graphnim:move`, `graphnim:result`, `graphnim:error`)
//! are written by the page; they carry nothing the course page could turn into code.

use serde_json::Value;
use thiserror::Error;

use crate::moves::{Move, MoveParseError};
use crate::position::{preview, Limits, Position, PositionError};
use crate::puzzle::Goal;
use crate::words::Count;

/// A validated message from the course page.
#[derive(Clone, Debug, PartialEq)]
pub enum EmbedMessage {
    /// Show `position`, as a puzzle when `goal` is given.
    Set {
        /// The new position.
        position: Position,
        /// The puzzle's goal, if any.
        goal: Option<Goal>,
        /// The puzzle's title, text and reveal (only with a goal).
        fields: PuzzleFields,
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
    /// Take a refuted try back.
    Retry,
    /// Back to the puzzle's start.
    Reset,
    /// Show the puzzle's solution.
    Reveal,
    /// The course page sizes the frame to the embed's content height.
    Fit,
}

/// Longest puzzle title, in characters (the link's cap, www/common/state.js PUZZLE_LIMITS).
pub const MAX_TITLE_CHARS: usize = 200;
/// Longest puzzle text, in characters.
pub const MAX_TEXT_CHARS: usize = 2000;
/// Most wrong tries before the solution may be revealed.
pub const MAX_REVEAL: u64 = 99;

/// A puzzle's words and reveal count, as `graphnim:set` carries them (each optional).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleFields {
    /// The title, one line of plain text.
    pub title: Option<String>,
    /// The task text, plain text (line breaks kept).
    pub text: Option<String>,
    /// Wrong tries before the solution may be shown.
    pub reveal: Option<u64>,
}

/// Why a message was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum EmbedMessageError {
    /// Not an object with a string `type`.
    #[error("a message must be an object with a \"type\" such as \"graphnim:set\"")]
    NotAMessage,
    /// A `type` this protocol does not have (other tools' messages land here too).
    #[error(
        "unknown message type \"{0}\": use graphnim:set, graphnim:get, graphnim:play, graphnim:hint, graphnim:retry, graphnim:reset, graphnim:reveal or graphnim:fit"
    )]
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
    /// A puzzle field of `graphnim:set` is malformed.
    #[error("graphnim:set's \"{field}\" {problem}")]
    PuzzleField {
        /// The field.
        field: &'static str,
        /// What is wrong and what to send instead.
        problem: String,
    },
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
            let fields = puzzle_fields(object)?;
            if goal.is_none() && fields != PuzzleFields::default() {
                let field = if fields.title.is_some() {
                    "title"
                } else if fields.text.is_some() {
                    "text"
                } else {
                    "reveal"
                };
                return Err(EmbedMessageError::PuzzleField {
                    field,
                    problem: "needs a \"goal\" (find, unique, win, outcome or grundy) in the same message"
                        .into(),
                });
            }
            Ok(EmbedMessage::Set { position, goal, fields })
        }
        "graphnim:get" => Ok(EmbedMessage::Get),
        "graphnim:play" => {
            let raw = object
                .get("move")
                .ok_or(EmbedMessageError::MissingField { kind: "graphnim:play", field: "move" })?;
            Ok(EmbedMessage::Play { mv: Move::from_value(raw)? })
        }
        "graphnim:hint" => Ok(EmbedMessage::Hint),
        "graphnim:retry" => Ok(EmbedMessage::Retry),
        "graphnim:reset" => Ok(EmbedMessage::Reset),
        "graphnim:reveal" => Ok(EmbedMessage::Reveal),
        "graphnim:fit" => Ok(EmbedMessage::Fit),
        other => Err(EmbedMessageError::UnknownType(other.chars().take(40).collect())),
    }
}

/// `title`, `text` and `reveal` of a `graphnim:set`: strings within their caps (control
/// characters other than the text's line breaks removed, as a link's are), and a whole number.
fn puzzle_fields(object: &serde_json::Map<String, Value>) -> Result<PuzzleFields, EmbedMessageError> {
    let words = |field: &'static str, max: usize| -> Result<Option<String>, EmbedMessageError> {
        match object.get(field) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(text)) => {
                let count = text.chars().count();
                if count > max {
                    return Err(EmbedMessageError::PuzzleField {
                        field,
                        problem: format!(
                            "is {} characters long; send at most {}",
                            Count(count as u64),
                            Count(max as u64)
                        ),
                    });
                }
                let keep_lines = field == "text";
                let clean: String = text
                    .replace("\r\n", "\n")
                    .chars()
                    .map(|c| if c == '\n' && !keep_lines { ' ' } else { c })
                    .filter(|&c| c == '\n' || !c.is_control())
                    .collect();
                Ok(Some(clean.trim().to_string()))
            }
            Some(other) => Err(EmbedMessageError::PuzzleField {
                field,
                problem: format!("must be a string of plain text, not {}", preview(other)),
            }),
        }
    };
    let reveal = match object.get("reveal") {
        None | Some(Value::Null) => None,
        Some(value) => match value.as_u64() {
            Some(n) if n <= MAX_REVEAL => Some(n),
            _ => {
                return Err(EmbedMessageError::PuzzleField {
                    field: "reveal",
                    problem: format!(
                        "must be a whole number of wrong tries from 0 to {}, not {}",
                        Count(MAX_REVEAL),
                        preview(value)
                    ),
                })
            }
        },
    };
    Ok(PuzzleFields { title: words("title", MAX_TITLE_CHARS)?, text: words("text", MAX_TEXT_CHARS)?, reveal })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn parse(value: Value) -> Result<EmbedMessage, EmbedMessageError> {
        parse_embed_message(&value, &Limits::DEFAULT)
    }

    #[test]
    fn every_message_is_read() {
        let set = parse(json!({"type": "graphnim:set", "goal": "unique",
            "position": {"rules": "edge", "vertices": 2, "edges": [[0, 1, 3]]}}))
        .unwrap();
        assert!(matches!(set, EmbedMessage::Set { goal: Some(Goal::Unique), .. }));
        assert_eq!(parse(json!({"type": "graphnim:get"})), Ok(EmbedMessage::Get));
        assert_eq!(parse(json!({"type": "graphnim:hint", "extra": 1})), Ok(EmbedMessage::Hint));
        let play = parse(json!({"type": "graphnim:play", "move": {"vertex": 0, "take": [[0, 1]]}})).unwrap();
        assert!(matches!(play, EmbedMessage::Play { .. }));
        assert_eq!(parse(json!({"type": "graphnim:retry"})), Ok(EmbedMessage::Retry));
        assert_eq!(parse(json!({"type": "graphnim:reset"})), Ok(EmbedMessage::Reset));
        assert_eq!(parse(json!({"type": "graphnim:reveal"})), Ok(EmbedMessage::Reveal));
        assert_eq!(parse(json!({"type": "graphnim:fit"})), Ok(EmbedMessage::Fit));
    }

    #[test]
    fn set_keeps_the_puzzle_fields_cleaned() {
        let set = parse(json!({"type": "graphnim:set", "goal": "find", "title": "A\ttitle\nhere ",
            "text": "Line one\r\nline two\u{7}", "reveal": 2,
            "position": {"rules": "edge", "vertices": 2, "edges": [[0, 1, 3]]}}))
        .unwrap();
        let EmbedMessage::Set { fields, .. } = set else { panic!("not a set") };
        assert_eq!(
            fields,
            PuzzleFields {
                title: Some("Atitle here".into()),
                text: Some("Line one\nline two".into()),
                reveal: Some(2)
            }
        );
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
            (
                json!({"type": "graphnim:set", "position": {"rules": "edge", "vertices": 1, "edges": []}, "title": "T"}),
                "\"title\" needs a \"goal\"",
            ),
            (
                json!({"type": "graphnim:set", "position": {"rules": "edge", "vertices": 1, "edges": []}, "goal": "find", "reveal": -1}),
                "from 0 to 99",
            ),
            (
                json!({"type": "graphnim:set", "position": {"rules": "edge", "vertices": 1, "edges": []}, "goal": "find", "text": "x".repeat(3000)}),
                "is 3,000 characters long; send at most 2,000",
            ),
            (
                json!({"type": "graphnim:set", "position": {"rules": "edge", "vertices": 1, "edges": []}, "goal": "find", "title": {"a": 1}}),
                "must be a string",
            ),
            (json!({"type": "graphnim:play", "move": "<script>"}), "move is malformed"),
        ];
        for (message, expected) in cases {
            let error = parse(message.clone()).unwrap_err().to_string();
            assert!(error.contains(expected), "{message}: {error}");
            assert!(error.len() < 400, "error echoes too much: {error}");
        }
    }
}
