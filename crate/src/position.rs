//! The one position format shared by the command line, the wasm API and share links.
//!
//! ```json
//! {"rules": "edge", "vertices": 4, "edges": [[0,1,3],[1,2,4],[2,3,3],[3,0,4]]}
//! {"rules": "walk", "vertices": 3, "edges": [[0,1,2],[1,2,1],[2,2,3]], "token": 0}
//! ```
//!
//! Input is untrusted (it may come from a share link), so parsing goes through
//! [`serde_json::Value`] and checks every field by hand: that way each error names the
//! field and the edge at fault, and every size is checked against [`Limits`] before
//! anything proportional to it is allocated.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use thiserror::Error;

use crate::setnim::SetGame;
use crate::words::Count;

/// Which game is played on the graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rules {
    /// Edge-Nim: pick a vertex, remove tokens from its edges.
    Edge,
    /// Walking Nim: move the piece along an edge, lowering its weight.
    Walk,
    /// SetNim and its shorthands (Circular, Path, Moore's Nim): pick an allowed set of
    /// piles, lower at least one of them. The piles and sets are [`Position::set_game`].
    Set,
}

/// Who wins when no move is left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Play {
    /// Whoever cannot move loses (whoever takes the last token wins).
    #[default]
    Normal,
    /// Whoever takes the last token loses (the player facing no move wins).
    Misere,
}

impl Play {
    /// The name used in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Play::Normal => "normal",
            Play::Misere => "misere",
        }
    }
}

impl Rules {
    /// The name used in JSON (`"edge"` or `"walk"`).
    pub fn name(self) -> &'static str {
        match self {
            Rules::Edge => "edge",
            Rules::Walk => "walk",
            Rules::Set => "setnim",
        }
    }
}

/// One edge of the multigraph: endpoints (equal for a loop) and its token count / weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    /// First endpoint.
    pub u: usize,
    /// Second endpoint (`u == v` is a loop).
    pub v: usize,
    /// Tokens on the edge (Edge-Nim) or its weight (Walking Nim).
    pub tokens: u64,
}

impl Edge {
    /// Whether the edge is a loop.
    pub fn is_loop(&self) -> bool {
        self.u == self.v
    }

    /// Whether `vertex` is an endpoint.
    pub fn touches(&self, vertex: usize) -> bool {
        self.u == vertex || self.v == vertex
    }

    /// The endpoint opposite `vertex` (the vertex itself for a loop).
    pub fn other_end(&self, vertex: usize) -> usize {
        if self.u == vertex {
            self.v
        } else {
            self.u
        }
    }
}

/// Size caps, checked before anything proportional to the input is allocated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Most vertices a position may have.
    pub max_vertices: usize,
    /// Most edges a position may have.
    pub max_edges: usize,
    /// Most tokens on a single edge.
    pub max_tokens: u64,
    /// Longest JSON text accepted, in bytes.
    pub max_json_bytes: usize,
}

impl Limits {
    /// The documented defaults: 256 vertices, 1024 edges, 10^9 tokens per edge, 1 MiB of JSON.
    /// They are far above what an exact search can finish, yet small enough that parsing and
    /// theorem fast paths stay instant.
    pub const DEFAULT: Limits =
        Limits { max_vertices: 256, max_edges: 1024, max_tokens: 1_000_000_000, max_json_bytes: 1 << 20 };
}

impl Default for Limits {
    fn default() -> Self {
        Limits::DEFAULT
    }
}

/// A game position: rules, multigraph with token counts, and the piece for Walking Nim.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Which game.
    pub rules: Rules,
    /// Number of vertices, named `0..vertices`.
    pub vertices: usize,
    /// Edges; an edge's index is its place in this list.
    pub edges: Vec<Edge>,
    /// The piece's vertex (Walking Nim only; `None` for Edge-Nim). JSON calls it `"token"`
    /// (kept for old links and files) or `"piece"`.
    pub piece: Option<usize>,
    /// Piles and sets of a SetNim position (`None` for the graph games, whose vertices and
    /// edges are then empty).
    pub set_game: Option<SetGame>,
    /// Normal or misère play (JSON `"play"`, normal when absent).
    pub play: Play,
}

/// Why a position was rejected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// The text is not JSON at all.
    #[error("position is not valid JSON: {0}")]
    Json(String),
    /// The JSON text is longer than the cap.
    #[error("position text is {} bytes, more than the limit of {}", Count(*bytes as u64), Count(*max as u64))]
    TooLong {
        /// Size of the text.
        bytes: usize,
        /// The cap.
        max: usize,
    },
    /// The top level is not an object.
    #[error(
        "position must be a JSON object like {{\"rules\": \"edge\", \"vertices\": 3, \"edges\": [[0,1,2]]}}"
    )]
    NotAnObject,
    /// A required field is absent.
    #[error("position is missing the field \"{0}\"")]
    MissingField(&'static str),
    /// `rules` names no known game.
    #[error("unknown rules {0}: use \"edge\" (Edge-Nim), \"walk\" (Walking Nim), \"setnim\", \"circular\", \"path\" or \"moore\"")]
    UnknownRules(String),
    /// `vertices` is not a non-negative integer.
    #[error("\"vertices\" must be a non-negative integer, got {0}")]
    BadVertexCount(String),
    /// Too many vertices.
    #[error("{} vertices is more than the limit of {}", Count(*count), Count(*max as u64))]
    TooManyVertices {
        /// Requested count.
        count: u64,
        /// The cap.
        max: usize,
    },
    /// `edges` is not an array.
    #[error("\"edges\" must be an array of [u, v, tokens] triples")]
    EdgesNotArray,
    /// Too many edges.
    #[error("{} edges is more than the limit of {}", Count(*count as u64), Count(*max as u64))]
    TooManyEdges {
        /// Requested count.
        count: usize,
        /// The cap.
        max: usize,
    },
    /// An edge is not a triple of non-negative integers.
    #[error("edge {index} must be [u, v, tokens] with non-negative integers, got {found}")]
    MalformedEdge {
        /// Edge index.
        index: usize,
        /// What was found instead (shortened).
        found: String,
    },
    /// An edge endpoint is not a vertex.
    #[error(
        "edge {index} has endpoint {vertex}, but the graph has only {} vertices (numbered from 0)",
        Count(*vertices as u64)
    )]
    EndpointOutOfRange {
        /// Edge index.
        index: usize,
        /// The bad endpoint.
        vertex: u64,
        /// Number of vertices.
        vertices: usize,
    },
    /// Too many tokens on one edge.
    #[error("edge {index} has {} tokens, more than the limit of {}", Count(*tokens), Count(*max))]
    TooManyTokens {
        /// Edge index.
        index: usize,
        /// Requested tokens.
        tokens: u64,
        /// The cap.
        max: u64,
    },
    /// Walking Nim without a piece.
    #[error("walk rules need \"token\" (or \"piece\"): the vertex where the piece stands")]
    TokenMissing,
    /// `"token"` and `"piece"` both given, naming different vertices.
    #[error("\"token\" ({token}) and \"piece\" ({piece}) name different vertices: give one of them")]
    PieceConflict {
        /// What `"token"` says.
        token: String,
        /// What `"piece"` says.
        piece: String,
    },
    /// `play` is neither normal nor misère.
    #[error("\"play\" must be \"normal\" or \"misere\", got {0}")]
    BadPlay(String),
    /// `piles` is not an array.
    #[error("\"piles\" must be an array of token counts")]
    PilesNotArray,
    /// Too many piles.
    #[error("{} piles is more than the limit of {}", Count(*count as u64), Count(*max as u64))]
    TooManyPiles {
        /// Requested count.
        count: usize,
        /// The cap.
        max: usize,
    },
    /// A pile is not a non-negative integer.
    #[error("pile {index} must be a non-negative integer, got {found}")]
    MalformedPile {
        /// Pile index.
        index: usize,
        /// What was found instead (shortened).
        found: String,
    },
    /// Too many tokens on one pile.
    #[error("pile {index} has {} tokens, more than the limit of {}", Count(*tokens), Count(*max))]
    TooManyPileTokens {
        /// Pile index.
        index: usize,
        /// Requested tokens.
        tokens: u64,
        /// The cap.
        max: u64,
    },
    /// `k` is not a pile count between 1 and the number of piles.
    #[error("\"k\" must be a whole number from 1 to the number of piles ({}), got {found}", Count(*piles as u64))]
    BadK {
        /// What was given.
        found: String,
        /// Number of piles.
        piles: usize,
    },
    /// `sets` is not an array.
    #[error("\"sets\" must be an array of sets of pile indices, like [[0,1],[1,2]]")]
    SetsNotArray,
    /// More sets than the cap.
    #[error("{what} is more sets than the limit of {}", Count(*max as u64))]
    TooManySets {
        /// What asked for them.
        what: String,
        /// The cap.
        max: usize,
    },
    /// A set is not a non-empty list of distinct pile indices.
    #[error("set {index} must be a non-empty list of distinct pile indices, got {found}")]
    MalformedSet {
        /// Set index.
        index: usize,
        /// What was found instead (shortened).
        found: String,
    },
    /// A set names a pile that does not exist.
    #[error("set {index} names pile {pile}, but there are only {} piles (numbered from 0)", Count(*piles as u64))]
    SetPileOutOfRange {
        /// Set index.
        index: usize,
        /// The bad pile.
        pile: u64,
        /// Number of piles.
        piles: usize,
    },
    /// The piece is not on a vertex of the graph.
    #[error("\"{key}\" must be a vertex number from 0 to {last}, got {found}", last = .vertices.saturating_sub(1))]
    TokenOutOfRange {
        /// The key the position used: `"token"` or `"piece"`.
        key: &'static str,
        /// What was given.
        found: String,
        /// Number of vertices.
        vertices: usize,
    },
}

/// Shortens a JSON value for an error message, so a hostile multi-megabyte field does not
/// end up echoed back whole.
pub(crate) fn preview(value: &Value) -> String {
    let text = value.to_string();
    if text.chars().count() > 40 {
        let cut: String = text.chars().take(37).collect();
        format!("{cut}...")
    } else {
        text
    }
}

impl Position {
    /// Parses and validates a position from JSON text with the default [`Limits`].
    pub fn from_json(text: &str) -> Result<Position, PositionError> {
        Position::from_json_with(text, &Limits::DEFAULT)
    }

    /// Parses and validates a position from JSON text.
    pub fn from_json_with(text: &str, limits: &Limits) -> Result<Position, PositionError> {
        if text.len() > limits.max_json_bytes {
            return Err(PositionError::TooLong { bytes: text.len(), max: limits.max_json_bytes });
        }
        let value: Value = serde_json::from_str(text).map_err(|e| PositionError::Json(e.to_string()))?;
        Position::from_value(&value, limits)
    }

    /// Validates a position given as an already-parsed JSON value. Unknown fields (labels,
    /// coordinates, layout) are ignored, so richer front ends can carry them along.
    pub fn from_value(value: &Value, limits: &Limits) -> Result<Position, PositionError> {
        let object = value.as_object().ok_or(PositionError::NotAnObject)?;
        let play = match object.get("play") {
            None => Play::Normal,
            Some(Value::String(s)) if s == "normal" => Play::Normal,
            Some(Value::String(s)) if s == "misere" || s == "misère" => Play::Misere,
            Some(other) => return Err(PositionError::BadPlay(preview(other))),
        };
        let rules = match object.get("rules").ok_or(PositionError::MissingField("rules"))? {
            Value::String(s) if s == "edge" => Rules::Edge,
            Value::String(s) if s == "walk" => Rules::Walk,
            Value::String(s) if matches!(s.as_str(), "setnim" | "circular" | "path" | "moore") => {
                let set_game = crate::setnim::parse(s, object, limits)?;
                return Ok(Position {
                    rules: Rules::Set,
                    vertices: 0,
                    edges: Vec::new(),
                    piece: None,
                    set_game: Some(set_game),
                    play,
                });
            }
            other => return Err(PositionError::UnknownRules(preview(other))),
        };
        let vertices_value = object.get("vertices").ok_or(PositionError::MissingField("vertices"))?;
        let vertex_count =
            vertices_value.as_u64().ok_or_else(|| PositionError::BadVertexCount(preview(vertices_value)))?;
        if vertex_count > limits.max_vertices as u64 {
            return Err(PositionError::TooManyVertices { count: vertex_count, max: limits.max_vertices });
        }
        let vertices = vertex_count as usize;
        let raw_edges = match object.get("edges").ok_or(PositionError::MissingField("edges"))? {
            Value::Array(items) => items,
            _ => return Err(PositionError::EdgesNotArray),
        };
        if raw_edges.len() > limits.max_edges {
            return Err(PositionError::TooManyEdges { count: raw_edges.len(), max: limits.max_edges });
        }
        let mut edges = Vec::with_capacity(raw_edges.len());
        for (index, raw) in raw_edges.iter().enumerate() {
            edges.push(parse_edge(index, raw, vertices, limits)?);
        }
        let token = match rules {
            Rules::Edge | Rules::Set => None,
            Rules::Walk => {
                let (key, raw) = match (object.get("token"), object.get("piece")) {
                    (Some(token), Some(piece)) if token != piece => {
                        return Err(PositionError::PieceConflict {
                            token: preview(token),
                            piece: preview(piece),
                        })
                    }
                    (Some(raw), _) => ("token", raw),
                    (None, Some(raw)) => ("piece", raw),
                    (None, None) => return Err(PositionError::TokenMissing),
                };
                match raw.as_u64() {
                    Some(t) if t < vertices as u64 => Some(t as usize),
                    _ => return Err(PositionError::TokenOutOfRange { key, found: preview(raw), vertices }),
                }
            }
        };
        Ok(Position { rules, vertices, edges, piece: token, set_game: None, play })
    }

    /// The position as a JSON value in the shared format.
    pub fn to_value(&self) -> Value {
        let mut value = self.game_value();
        // Normal play is the default and is left out, so older readers see what they wrote.
        if self.play == Play::Misere {
            value["play"] = json!(self.play.name());
        }
        value
    }

    fn game_value(&self) -> Value {
        if let Some(game) = &self.set_game {
            let mut value = json!({"rules": game.family.name()});
            game.fields(&mut value);
            return value;
        }
        let edges: Vec<Value> = self.edges.iter().map(|e| json!([e.u, e.v, e.tokens])).collect();
        let mut value = json!({"rules": self.rules.name(), "vertices": self.vertices, "edges": edges});
        if let Some(token) = self.piece {
            value["token"] = json!(token);
        }
        value
    }

    /// The position as compact JSON text in the shared format.
    pub fn to_json(&self) -> String {
        self.to_value().to_string()
    }

    /// The vertex the Walking Nim piece stands on (0 when there is none, as in Edge-Nim).
    pub fn piece_vertex(&self) -> usize {
        self.piece.unwrap_or(0)
    }

    /// Total tokens on all edges, or all piles of a SetNim position (saturating).
    pub fn total_tokens(&self) -> u64 {
        match &self.set_game {
            Some(game) => game.piles.iter().fold(0u64, |sum, &p| sum.saturating_add(p)),
            None => self.edges.iter().fold(0u64, |sum, e| sum.saturating_add(e.tokens)),
        }
    }

    /// Indices of the edges incident to `vertex` (a loop once).
    pub fn incident_edges(&self, vertex: usize) -> Vec<usize> {
        (0..self.edges.len()).filter(|&i| self.edges[i].touches(vertex)).collect()
    }
}

fn parse_edge(index: usize, raw: &Value, vertices: usize, limits: &Limits) -> Result<Edge, PositionError> {
    let malformed = || PositionError::MalformedEdge { index, found: preview(raw) };
    let items = raw.as_array().ok_or_else(malformed)?;
    if items.len() != 3 {
        return Err(malformed());
    }
    let numbers: Vec<u64> =
        items.iter().map(|v| v.as_u64().ok_or_else(malformed)).collect::<Result<_, _>>()?;
    for &endpoint in &numbers[..2] {
        if endpoint >= vertices as u64 {
            return Err(PositionError::EndpointOutOfRange { index, vertex: endpoint, vertices });
        }
    }
    if numbers[2] > limits.max_tokens {
        return Err(PositionError::TooManyTokens { index, tokens: numbers[2], max: limits.max_tokens });
    }
    Ok(Edge { u: numbers[0] as usize, v: numbers[1] as usize, tokens: numbers[2] })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_documented_examples() {
        let edge = Position::from_json(
            r#"{"rules": "edge", "vertices": 4, "edges": [[0,1,3],[1,2,4],[2,3,3],[3,0,4]]}"#,
        )
        .unwrap();
        assert_eq!(edge.rules, Rules::Edge);
        assert_eq!(edge.edges[1], Edge { u: 1, v: 2, tokens: 4 });
        assert_eq!(edge.piece, None);
        let walk = Position::from_json(
            r#"{"rules": "walk", "vertices": 3, "edges": [[0,1,2],[1,2,1],[2,2,3]], "token": 0}"#,
        )
        .unwrap();
        assert_eq!(walk.piece, Some(0));
        // "piece" is accepted as well as "token"; output keeps "token" for old readers.
        let named = Position::from_json(
            r#"{"rules": "walk", "vertices": 3, "edges": [[0,1,2],[1,2,1],[2,2,3]], "piece": 0, "token": 0}"#,
        )
        .unwrap();
        assert_eq!(named, walk);
        assert!(walk.edges[2].is_loop());
        assert_eq!(Position::from_json(&walk.to_json()).unwrap(), walk);
    }

    #[test]
    fn extra_fields_are_ignored() {
        let p = Position::from_json(
            r#"{"rules":"edge","vertices":2,"edges":[[0,1,1]],"labels":["a","b"],"xy":[[0,0],[1,1]]}"#,
        );
        assert!(p.is_ok());
    }

    #[test]
    fn errors_name_the_problem() {
        let cases = [
            ("[1,2]", "JSON object"),
            ("{", "not valid JSON"),
            (r#"{"vertices":2,"edges":[]}"#, "\"rules\""),
            (r#"{"rules":"chess","vertices":2,"edges":[]}"#, "unknown rules \"chess\""),
            (r#"{"rules":"edge","vertices":-1,"edges":[]}"#, "\"vertices\""),
            (r#"{"rules":"edge","vertices":100000,"edges":[]}"#, "limit of 256"),
            (r#"{"rules":"edge","vertices":2,"edges":{}}"#, "array"),
            (r#"{"rules":"edge","vertices":2,"edges":[[0,1]]}"#, "edge 0 must be"),
            (
                r#"{"rules":"edge","vertices":2,"edges":[[0,1,2],[0,2,1]]}"#,
                "edge 1 has endpoint 2, but the graph has only 2 vertices",
            ),
            (r#"{"rules":"edge","vertices":2,"edges":[[0,1,1.5]]}"#, "edge 0 must be"),
            (
                r#"{"rules":"edge","vertices":2,"edges":[[0,1,99999999999]]}"#,
                "edge 0 has 99,999,999,999 tokens",
            ),
            (r#"{"rules":"walk","vertices":2,"edges":[[0,1,1]]}"#, "need \"token\""),
            (
                r#"{"rules":"walk","vertices":3,"edges":[[0,1,1]],"token":1,"piece":2}"#,
                "\"token\" (1) and \"piece\" (2) name different vertices",
            ),
            (
                r#"{"rules":"walk","vertices":2,"edges":[[0,1,1]],"piece":5}"#,
                "\"piece\" must be a vertex number from 0 to 1, got 5",
            ),
            (
                r#"{"rules":"walk","vertices":2,"edges":[[0,1,1]],"piece":"one"}"#,
                "\"piece\" must be a vertex number from 0 to 1, got \"one\"",
            ),
            (
                r#"{"rules":"walk","vertices":2,"edges":[[0,1,1]],"token":2}"#,
                "\"token\" must be a vertex number from 0 to 1, got 2",
            ),
        ];
        for (text, expected) in cases {
            let message = Position::from_json(text).unwrap_err().to_string();
            assert!(message.contains(expected), "{text}: {message} lacks {expected}");
        }
    }

    #[test]
    fn endpoint_error_with_no_vertices() {
        let message = Position::from_json(r#"{"rules":"edge","vertices":0,"edges":[[0,0,1]]}"#)
            .unwrap_err()
            .to_string();
        assert!(message.contains("endpoint 0"), "{message}");
    }

    #[test]
    fn huge_inputs_are_refused_before_allocation() {
        let text =
            format!(r#"{{"rules":"edge","vertices":2,"edges":[{}]}}"#, vec!["[0,1,1]"; 2000].join(","));
        assert!(matches!(Position::from_json(&text), Err(PositionError::TooManyEdges { .. })));
        let long = "x".repeat(2 << 20);
        assert!(matches!(Position::from_json(&long), Err(PositionError::TooLong { .. })));
    }
}
