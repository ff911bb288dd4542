//! Moves in the shared JSON format:
//!
//! * Edge-Nim: `{"vertex": 2, "take": [[edge_index, amount], ...]}`
//! * Walking Nim: `{"edge": edge_index, "take": amount}`
//! * SetNim (and Circular, Path, Moore): `{"set": set_index, "take": [[pile, amount], ...]}`

use serde_json::{json, Value};
use thiserror::Error;

use crate::position::preview;

/// Why text or JSON is not a move in the format (legality against a position is
/// [`crate::rules::MoveError`]).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveParseError {
    /// The move is not in the move format.
    #[error("move is malformed: {0}; use {{\"vertex\": v, \"take\": [[edge, amount], ...]}} for Edge-Nim, {{\"edge\": e, \"take\": amount}} for Walking Nim or {{\"set\": s, \"take\": [[pile, amount], ...]}} for SetNim")]
    Malformed(String),
    /// A required field is absent.
    #[error("move is missing the field \"{0}\"")]
    MissingField(&'static str),
}

/// An Edge-Nim move: at `vertex`, remove `take[i].1` tokens from edge `take[i].0`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EdgeMove {
    /// The chosen vertex.
    pub vertex: usize,
    /// `(edge index, amount)` pairs; canonical moves list each edge once, in index order,
    /// with positive amounts.
    pub take: Vec<(usize, u64)>,
}

/// A Walking Nim move: cross `edge`, removing `take` from its weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct WalkMove {
    /// The edge crossed.
    pub edge: usize,
    /// How much its weight drops (at least 1).
    pub take: u64,
}

/// A SetNim move: with set `set`, remove `take[i].1` tokens from pile `take[i].0`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SetMove {
    /// The chosen set.
    pub set: usize,
    /// `(pile index, amount)` pairs; canonical moves list each pile once, in index order,
    /// with positive amounts.
    pub take: Vec<(usize, u64)>,
}

/// A move of any game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Edge-Nim move.
    Edge(EdgeMove),
    /// Walking Nim move.
    Walk(WalkMove),
    /// SetNim move.
    Set(SetMove),
}

impl Move {
    /// The move as a JSON value in the shared format.
    pub fn to_value(&self) -> Value {
        match self {
            Move::Edge(m) => {
                let take: Vec<Value> = m.take.iter().map(|&(e, a)| json!([e, a])).collect();
                json!({"vertex": m.vertex, "take": take})
            }
            Move::Walk(m) => json!({"edge": m.edge, "take": m.take}),
            Move::Set(m) => {
                let take: Vec<Value> = m.take.iter().map(|&(p, a)| json!([p, a])).collect();
                json!({"set": m.set, "take": take})
            }
        }
    }

    /// Reads a move from JSON; which kind is decided by its fields (`vertex` or `edge`).
    /// Only the shape is checked here; legality is checked against a position by
    /// [`crate::rules::check`].
    pub fn from_value(value: &Value) -> Result<Move, MoveParseError> {
        let malformed = || MoveParseError::Malformed(preview(value));
        let object = value.as_object().ok_or_else(malformed)?;
        let take = object.get("take").ok_or(MoveParseError::MissingField("take"))?;
        // Edge-Nim and SetNim moves share the shape of `take`: [[index, amount], ...].
        let pairs = || -> Result<Vec<(usize, u64)>, MoveParseError> {
            let items = take.as_array().ok_or_else(malformed)?;
            let mut pairs = Vec::with_capacity(items.len().min(1024));
            for item in items {
                let pair = item.as_array().filter(|p| p.len() == 2).ok_or_else(malformed)?;
                let index = pair[0].as_u64().ok_or_else(malformed)? as usize;
                let amount = pair[1].as_u64().ok_or_else(malformed)?;
                pairs.push((index, amount));
            }
            Ok(pairs)
        };
        if let Some(vertex) = object.get("vertex") {
            let vertex = vertex.as_u64().ok_or_else(malformed)? as usize;
            Ok(Move::Edge(EdgeMove { vertex, take: pairs()? }))
        } else if let Some(set) = object.get("set") {
            let set = set.as_u64().ok_or_else(malformed)? as usize;
            Ok(Move::Set(SetMove { set, take: pairs()? }))
        } else if let Some(edge) = object.get("edge") {
            let edge = edge.as_u64().ok_or_else(malformed)? as usize;
            let take = take.as_u64().ok_or_else(malformed)?;
            Ok(Move::Walk(WalkMove { edge, take }))
        } else {
            Err(MoveParseError::MissingField("vertex\", \"edge\" or \"set"))
        }
    }

    /// Parses move JSON text.
    pub fn from_json(text: &str) -> Result<Move, MoveParseError> {
        if text.len() > 1 << 16 {
            return Err(MoveParseError::Malformed("move text longer than 64 KiB".into()));
        }
        let value: Value =
            serde_json::from_str(text).map_err(|e| MoveParseError::Malformed(e.to_string()))?;
        Move::from_value(&value)
    }
}
