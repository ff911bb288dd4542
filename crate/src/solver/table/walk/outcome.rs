//! The outcome table of Walking Nim: one bit per state, and every winning move read back.

use crate::solver::table::budget::{finish, Budget, Progress, TableError};
use crate::solver::table::index::TableLayout;
use crate::solver::table::Threads;

use super::sweep::walk_sweep;
use super::{WalkGame, WalkLayout};

/// P/N outcome of every Walking Nim state `(vertex, weights)` of the box.
#[derive(Clone, Debug)]
pub struct WalkTable {
    lay: WalkLayout,
    /// P bits, one bitset per vertex layer.
    p: Vec<Vec<u64>>,
    /// Prefix-OR tables per (vertex, incident edge); kept to prune winning-move search.
    pref: Vec<Vec<u64>>,
}

impl WalkTable {
    /// Solves every state. Memory: one bit per state plus one bit per layer state for each
    /// (vertex, incident edge) pair; rows padded to a power of two.
    pub fn build(game: &WalkGame, budget: &Budget, progress: &mut impl Progress) -> Result<Self, TableError> {
        Self::build_with(game, budget, progress, Threads::Auto)
    }

    /// [`WalkTable::build`] on the given threads (the table is the same either way).
    pub fn build_with(
        game: &WalkGame,
        budget: &Budget,
        progress: &mut impl Progress,
        threads: Threads,
    ) -> Result<Self, TableError> {
        let lay = WalkLayout::new(game, budget)?;
        lay.check_sweep_bytes(Some(0), budget)?;
        let mut p = lay.alloc_bitsets(lay.vertices)?;
        let mut pref = lay.alloc_bitsets(lay.pairs.len())?;
        let total = lay.states;
        let mut tick = |d| progress.tick(d, total);
        let n = threads.count(total);
        if n > 1 {
            #[cfg(feature = "parallel")]
            super::sweep::walk_sweep_blocks(&lay, &mut pref, &mut p, false, n, &mut tick)?;
        } else {
            walk_sweep(&lay, &mut pref, &mut p, false, |_| {}, &mut tick)?;
        }
        finish(progress, total)?;
        Ok(WalkTable { lay, p, pref })
    }

    /// The P bitsets (one per vertex layer) and the prefix tables, word for word: what tests
    /// compare between builds on one thread and on several.
    #[doc(hidden)]
    pub fn bitsets(&self) -> (&[Vec<u64>], &[Vec<u64>]) {
        (&self.p, &self.pref)
    }

    /// Number of states (`vertices × ∏(w_e + 1)` over edges of positive weight).
    pub fn states(&self) -> u64 {
        self.lay.states
    }

    /// Whether the piece on `vertex` with `weights` is a P-position, or `None` when the
    /// state is outside the box.
    pub fn outcome(&self, vertex: usize, weights: &[u64]) -> Option<bool> {
        let c = self.lay.coords(vertex, weights)?;
        Some(self.lay.idx.bit(&self.p[vertex], &c))
    }

    /// Whether the state is a P-position; `false` outside the box.
    pub fn is_p(&self, vertex: usize, weights: &[u64]) -> bool {
        self.outcome(vertex, weights).unwrap_or(false)
    }

    /// Every winning move `(edge index, new weight)` from the state, at most `cap`; the flag
    /// says whether more exist. A loop incident to `vertex` is listed once. Empty outside
    /// the box.
    pub fn winning_moves(&self, vertex: usize, weights: &[u64], cap: usize) -> (Vec<(usize, u64)>, bool) {
        let mut out = Vec::new();
        let Some(mut c) = self.lay.coords(vertex, weights) else {
            return (out, false);
        };
        for (ei, &(a, b, _)) in self.lay.edges.iter().enumerate() {
            if a != vertex && b != vertex {
                continue;
            }
            let Some(k) = self.lay.axis_of[ei] else {
                continue;
            };
            let other = if a == vertex { b } else { a };
            let Some(&(_, far, _)) = self.lay.inc[vertex].iter().find(|t| t.0 == k) else {
                continue;
            };
            let top = c[k];
            for x in (0..top).rev() {
                c[k] = x;
                // The prefix table says whether any P-state lies at or below x on this axis.
                if !self.lay.idx.bit(&self.pref[far], &c) {
                    break;
                }
                if self.lay.idx.bit(&self.p[other], &c) {
                    if out.len() >= cap {
                        return (out, true);
                    }
                    out.push((ei, x));
                }
            }
            c[k] = top;
        }
        (out, false)
    }
}
