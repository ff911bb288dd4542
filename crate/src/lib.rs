//! Rules and an exact solver for two games played on multigraphs:
//!
//! * **Edge-Nim** (Graph Nim): tokens lie on edges; a move picks a vertex and removes at
//!   least one token in total from edges incident to it.
//! * **Walking Nim** (Fukuyama's game, with Clark's loops): a piece walks along an edge of
//!   positive weight, lowering that weight by at least one.
//!
//! The pure rule and solver code here knows nothing of JavaScript; `wasm` is a thin
//! binding layer compiled only for `wasm32`. Sources for every rule and theorem are the
//! papers listed in `docs/theory.md`.
#![warn(missing_docs)]

pub mod embed;
pub mod export;
pub mod families;
pub mod graph;
pub mod graph_symmetry;
pub mod moves;
pub mod odometer;
pub mod position;
pub mod puzzle;
pub mod research;
pub mod rules;
pub mod setnim;
pub mod solver;
mod sorting;
pub mod theory;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
