//! Builders and random-position strategies shared by the integration tests, so that every
//! differential test draws its positions the same way and a change to `Position` is made in
//! one place. The brute-force reference itself is `reference/mod.rs`.

// Each test file uses only some of these.
#![allow(dead_code)]

use graphnim::position::{Edge, Play, Position, Rules};
use proptest::prelude::*;

/// A graph given as `(u, v, tokens)` triples.
pub type Edges = Vec<(usize, usize, u64)>;

/// A position in normal play from `(u, v, tokens)` triples.
pub fn position(
    rules: Rules,
    vertices: usize,
    edges: &[(usize, usize, u64)],
    piece: Option<usize>,
) -> Position {
    Position {
        rules,
        vertices,
        edges: edges.iter().map(|&(u, v, tokens)| Edge { u, v, tokens }).collect(),
        piece,
        set_game: None,
        play: Play::Normal,
    }
}

/// The same position in misère play.
pub fn misere(position: Position) -> Position {
    Position { play: Play::Misere, ..position }
}

/// A SetNim position with explicit sets of pile indices.
pub fn setnim(piles: &[u64], sets: &[Vec<usize>], misere: bool) -> Position {
    let play = if misere { r#","play":"misere""# } else { "" };
    let text = format!(r#"{{"rules":"setnim","piles":{piles:?},"sets":{sets:?}{play}}}"#);
    Position::from_json(&text).unwrap()
}

/// How many token vectors lie at or below `edges` (the reference's work).
pub fn box_size(edges: &[(usize, usize, u64)]) -> u64 {
    edges.iter().map(|e| e.2 + 1).product()
}

/// A multigraph (loops and parallel edges allowed) of 1 to `max_vertices` vertices, at most
/// `max_edges` edges of at most `max_tokens` tokens each.
pub fn small_graph(
    max_vertices: usize,
    max_edges: usize,
    max_tokens: u64,
) -> impl Strategy<Value = (usize, Edges)> {
    (1..=max_vertices)
        .prop_flat_map(move |n| (Just(n), prop::collection::vec((0..n, 0..n, 0..=max_tokens), 0..=max_edges)))
}

/// SetNim piles (1–4 piles of at most 3 tokens) with 1–4 sets drawn as bit masks; empty sets
/// are left out, and at least one set remains.
pub fn piles_and_sets() -> impl Strategy<Value = (Vec<u64>, Vec<Vec<usize>>)> {
    (prop::collection::vec(0u64..4, 1..5), prop::collection::vec(1u32..16, 1..5))
        .prop_map(|(piles, masks)| {
            let n = piles.len();
            let sets: Vec<Vec<usize>> = masks
                .iter()
                .map(|m| (0..n).filter(|i| m >> i & 1 == 1).collect::<Vec<_>>())
                .filter(|s| !s.is_empty())
                .collect();
            (piles, sets)
        })
        .prop_filter("at least one nonempty set", |(_, sets)| !sets.is_empty())
}
