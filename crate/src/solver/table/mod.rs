//! Exact table engine for "piles and groups" games.
//!
//! A position is a vector of piles; a move picks a group (a set of pile indices) and lowers
//! at least one pile of that group by any amounts. Edge-Nim (groups = vertex stars),
//! Circular Nim and classical Nim are all instances.
//!
//! Every state of the box `∏ (start_j + 1)` is indexed densely (mixed radix) and filled in
//! increasing index order: each move lowers a coordinate, so all children of a state come
//! before it. "Does `p` have a move inside group `g` to a P-state?" is a dominance query
//! answered by a per-group prefix-OR table `D_g[p] = OR { P[q] : q ≤ p, q = p off g }`,
//! which itself satisfies `D_g[p] = P[p] | OR_{j∈g, p_j>0} D_g[p − e_j]`.
//!
//! The tables are stored one bit per state and processed a whole *row* (the line along the
//! innermost axis, chosen as the largest pile) at a time. Groups that do not contain axis 0
//! only OR earlier rows. Groups that contain axis 0 make the row sequential, but since any
//! P-state in a row dominates every later position of that row for such groups, a row holds
//! at most one P-state, located by one trailing-zero count.
//!
//! The same box indexing (`index::BoxIndex`) serves Walking Nim, whose tables ([`walk`])
//! keep one box per vertex; the outcome, Grundy and remoteness builders are written once
//! over both layouts (`index::TableLayout`).
//!
//! One file per concern: `budget` (limits, progress, errors), `rows` (row bitsets),
//! `index` (the box), `values` (per-state values), `peel` (Grundy by kernel peeling),
//! `outcome`, `grundy` and `remoteness` (the builders), `piles` and `walk` (each game's
//! layout, sweeps and tables).

mod budget;
mod grundy;
mod index;
mod outcome;
mod peel;
mod piles;
mod remoteness;
mod rows;
mod sets;
mod threads;
mod values;
pub mod walk;

pub use budget::{Budget, FnProgress, Progress, TableError};
pub use grundy::GrundyTable;
pub use outcome::OutcomeTable;
pub use piles::PileGame;
pub use remoteness::RemotenessTable;
pub use threads::Threads;
pub use walk::WalkGame;

/// P/N outcome of every Walking Nim state `(vertex of the piece, weights)` of the box, in
/// normal or misère play.
pub type WalkTable = OutcomeTable<WalkGame>;

/// Grundy value of every Walking Nim state `(vertex of the piece, weights)` of the box.
pub type WalkGrundyTable = GrundyTable<WalkGame>;

/// Remoteness of every Walking Nim state (winner hurries, loser delays).
pub type WalkRemotenessTable = RemotenessTable<WalkGame>;

/// A game whose every state below a start can be tabled: [`PileGame`] (states named by their
/// piles) and [`WalkGame`] (named by the piece's vertex and the weights). The outcome,
/// Grundy and remoteness tables are written once over this trait. Sealed: the engine's
/// sweeps are specific to these two games.
pub trait TableGame: index::Sealed {
    /// How a state is named when it is looked up.
    type State<'a>;
    #[doc(hidden)]
    type Layout: index::TableLayout + Clone + std::fmt::Debug;
    #[doc(hidden)]
    fn layout(&self, budget: &Budget) -> Result<Self::Layout, TableError>;
    #[doc(hidden)]
    fn state_index(layout: &Self::Layout, state: Self::State<'_>) -> Option<u64>;
}
