//! The outcome table of Walking Nim: the sweep that fills it, in normal or misère play,
//! one bit per state, and every winning move read back from it.

use crate::position::Play;
use crate::solver::table::budget::TableError;
use crate::solver::table::index::TableLayout;
use crate::solver::table::outcome::OutcomeJob;
use crate::solver::table::OutcomeTable;

use super::sweep::{walk_sweep, Among};
use super::{WalkGame, WalkLayout};

/// The bitsets of a Walking Nim outcome table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WalkBits {
    /// P bits, one bitset per vertex layer.
    p: Vec<Vec<u64>>,
    /// Prefix-OR tables per (vertex, incident edge); kept to prune winning-move search.
    pref: Vec<Vec<u64>>,
}

/// The outcome sweep of [`TableLayout::outcome_sweep`]. Misère play costs nothing more than
/// normal play: the states where the piece cannot move (no weight on any edge at its
/// vertex) are found row by row as the sweep goes, and kept out of the kernel.
pub(super) fn outcome_sweep(lay: &WalkLayout, job: OutcomeJob<'_>) -> Result<WalkBits, TableError> {
    lay.check_sweep_bytes(Some(0), job.budget)?;
    let mut p = lay.alloc_bitsets(lay.vertices)?;
    let mut pref = lay.alloc_bitsets(lay.pairs.len())?;
    let among = match job.play {
        Play::Normal => Among::Every,
        Play::Misere => Among::Movable,
    };
    if job.threads > 1 {
        #[cfg(feature = "parallel")]
        super::sweep::walk_sweep_blocks(lay, &mut pref, &mut p, among, job.threads, job.tick)?;
    } else {
        walk_sweep(lay, &mut pref, &mut p, among, |_| {}, job.tick)?;
    }
    Ok(WalkBits { p, pref })
}

/// Reading a Walking Nim outcome table back.
impl OutcomeTable<WalkGame> {
    /// Whether the piece on `vertex` with `weights` is a P-position, or `None` when the
    /// state is outside the box.
    pub fn outcome(&self, vertex: usize, weights: &[u64]) -> Option<bool> {
        let c = self.lay.coords(vertex, weights)?;
        Some(self.lay.idx.bit(&self.bits.p[vertex], &c))
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
                if !self.lay.idx.bit(&self.bits.pref[far], &c) {
                    break;
                }
                if self.lay.idx.bit(&self.bits.p[other], &c) {
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
