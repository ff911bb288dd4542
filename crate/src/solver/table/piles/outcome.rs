//! The outcome table of a piles-and-groups game: one bit per state, P or N, and every
//! winning move read back from it.

use super::sweep::kernel_sweep;
use super::{PileGame, PileLayout};
use crate::solver::table::budget::{alloc_bits, finish, Budget, Progress, TableError};
use crate::solver::table::index::TableLayout;
use crate::solver::table::Threads;

/// P/N outcome of every state of the box.
#[derive(Clone, Debug)]
pub struct OutcomeTable {
    lay: PileLayout,
    p: Vec<u64>,
    /// Per internal group prefix-OR tables; kept to prune winning-move enumeration.
    d: Vec<u64>,
}

impl OutcomeTable {
    /// Solves every state below `game.piles`. Memory: one bit per state for the outcome plus
    /// one per state and (maximal) group, rows padded to a power of two.
    pub fn build(game: &PileGame, budget: &Budget, progress: &mut impl Progress) -> Result<Self, TableError> {
        Self::build_with(game, budget, progress, Threads::Auto)
    }

    /// [`OutcomeTable::build`] on the given threads (the table is the same either way).
    pub fn build_with(
        game: &PileGame,
        budget: &Budget,
        progress: &mut impl Progress,
        threads: Threads,
    ) -> Result<Self, TableError> {
        let lay = PileLayout::new(game, budget)?;
        lay.check_sweep_bytes(Some(0), budget)?;
        let mut p = alloc_bits(lay.idx.rows.words)?;
        let mut d = alloc_bits(lay.drows.words)?;
        sweep(&lay, &mut d, &mut p, false, threads, progress)?;
        Ok(OutcomeTable { lay, p, d })
    }

    /// The misère table (whoever takes the last token loses) of every state below
    /// `game.piles`. In a piles-and-groups game the only state without a move is the one
    /// where every pile that can move is empty, so misère differs from normal play only
    /// there: that state is an N-position (the opponent took the last token), and every
    /// other state is P iff it has no move to a P-state. That is the kernel of the box
    /// without its origin, which the peeling sweep computes when told to leave the origin
    /// out. Costs one more bit per state than [`OutcomeTable::build`].
    pub fn build_misere(
        game: &PileGame,
        budget: &Budget,
        progress: &mut impl Progress,
    ) -> Result<Self, TableError> {
        Self::build_misere_with(game, budget, progress, Threads::Auto)
    }

    /// [`OutcomeTable::build_misere`] on the given threads.
    pub fn build_misere_with(
        game: &PileGame,
        budget: &Budget,
        progress: &mut impl Progress,
        threads: Threads,
    ) -> Result<Self, TableError> {
        let lay = PileLayout::new(game, budget)?;
        let rows = &lay.idx.rows;
        lay.check_sweep_bytes(rows.words.checked_mul(8), budget)?;
        // `e` starts as every state but the origin (index 0: row 0, bit 0) and ends as the
        // N-states other than the origin.
        let mut e = alloc_bits(rows.words)?;
        rows.fill_ones(&mut e);
        e[0] &= !1;
        let mut d = alloc_bits(lay.drows.words)?;
        sweep(&lay, &mut d, &mut e, true, threads, progress)?;
        let mut p = alloc_bits(rows.words)?;
        rows.fill_ones(&mut p);
        for (x, n) in p.iter_mut().zip(&e) {
            *x &= !n;
        }
        p[0] &= !1;
        Ok(OutcomeTable { lay, p, d })
    }

    /// The P bitset and the prefix tables, word for word: what tests compare between builds
    /// on one thread and on several.
    #[doc(hidden)]
    pub fn bitsets(&self) -> (&[u64], &[u64]) {
        (&self.p, &self.d)
    }

    /// Number of states in the table's box (piles that never move are not counted).
    pub fn states(&self) -> u64 {
        self.lay.idx.size
    }

    /// Whether `piles` is a P-position (previous player wins), or `None` when `piles` is not
    /// a position of the box (wrong length or a pile above its start).
    pub fn outcome(&self, piles: &[u64]) -> Option<bool> {
        let c = self.lay.idx.coords(piles)?;
        Some(self.lay.idx.bit(&self.p, &c))
    }

    /// Whether `piles` is a P-position; `false` when `piles` is outside the box.
    pub fn is_p(&self, piles: &[u64]) -> bool {
        self.outcome(piles).unwrap_or(false)
    }

    /// Every move from `piles` to a P-position, as `(group index, target piles)`, at most
    /// `cap` of them; the flag says whether more exist. The same target may appear under
    /// several groups when groups overlap. Empty when `piles` is outside the box.
    pub fn winning_moves(&self, piles: &[u64], cap: usize) -> (Vec<(usize, Vec<u64>)>, bool) {
        let mut out = Vec::new();
        let Some(c) = self.lay.idx.coords(piles) else {
            return (out, false);
        };
        let mut truncated = false;
        for (gi, og) in self.lay.orig_groups.iter().enumerate() {
            let Some((ax, h)) = og else { continue };
            let mut cur = c.clone();
            let mut ctx = Enum {
                lay: &self.lay,
                p: &self.p,
                d: &self.d,
                h: *h as u64,
                start: &c,
                ax,
                cap: cap - out.len(),
                found: Vec::new(),
                more: false,
            };
            ctx.rec(0, &mut cur);
            out.extend(ctx.found.iter().map(|t| (gi, self.lay.idx.point(t, piles))));
            if ctx.more {
                truncated = true;
                break;
            }
        }
        (out, truncated)
    }
}

/// The kernel sweep of the whole box, on one thread or several.
fn sweep(
    lay: &PileLayout,
    d: &mut [u64],
    target: &mut [u64],
    mask_e: bool,
    threads: Threads,
    progress: &mut impl Progress,
) -> Result<(), TableError> {
    let total = lay.idx.size;
    let mut tick = |done| progress.tick(done, total);
    let n = threads.count(total);
    if n > 1 {
        #[cfg(feature = "parallel")]
        super::sweep::kernel_sweep_blocks(lay, d, target, mask_e, n, &mut tick)?;
    } else {
        kernel_sweep(lay, d, target, mask_e, (0, lay.idx.rows.rows), |_| {}, &mut tick)?;
    }
    finish(progress, total)
}

/// Depth-first enumeration of P-states in one group's cone below a position.
struct Enum<'a> {
    lay: &'a PileLayout,
    p: &'a [u64],
    d: &'a [u64],
    h: u64,
    start: &'a [u64],
    ax: &'a [usize],
    cap: usize,
    found: Vec<Vec<u64>>,
    more: bool,
}

impl Enum<'_> {
    fn rec(&mut self, i: usize, cur: &mut [u64]) {
        if self.more {
            return;
        }
        if i == self.ax.len() {
            if cur != self.start && self.lay.idx.bit(self.p, cur) {
                if self.found.len() >= self.cap {
                    self.more = true;
                } else {
                    self.found.push(cur.to_vec());
                }
            }
            return;
        }
        let a = self.ax[i];
        let top = cur[a];
        for v in (0..=top).rev() {
            cur[a] = v;
            // D covers a superset of the remaining sub-cone; once it is empty it stays empty
            // for every smaller value of this axis.
            if !self.lay.dbit(self.d, self.h, cur) {
                break;
            }
            self.rec(i + 1, cur);
            if self.more {
                break;
            }
        }
        cur[a] = top;
    }
}
