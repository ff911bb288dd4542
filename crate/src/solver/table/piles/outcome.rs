//! The outcome table of a piles-and-groups game: the sweep that fills it, in normal or
//! misère play, and every winning move read back from it.

use super::sweep::kernel_sweep;
use super::{PileGame, PileLayout};
use crate::position::Play;
use crate::solver::table::budget::{alloc_bits, TableError};
use crate::solver::table::index::TableLayout;
use crate::solver::table::outcome::OutcomeJob;
use crate::solver::table::OutcomeTable;

/// The bitsets of a piles-and-groups outcome table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PileBits {
    /// One bit per state: P.
    p: Vec<u64>,
    /// Per internal group prefix-OR tables; kept to prune winning-move enumeration.
    d: Vec<u64>,
}

/// The outcome sweep of [`TableLayout::outcome_sweep`].
///
/// In misère play: in a piles-and-groups game the only state without a move is the one
/// where every pile that can move is empty, so misère differs from normal play only there:
/// that state is an N-position (the opponent took the last token), and every other state is
/// P iff it has no move to a P-state. That is the kernel of the box without its origin,
/// which the peeling sweep computes when told to leave the origin out; it costs one more bit
/// per state than normal play.
pub(super) fn outcome_sweep(lay: &PileLayout, job: OutcomeJob<'_>) -> Result<PileBits, TableError> {
    let rows = &lay.idx.rows;
    let misere = job.play == Play::Misere;
    lay.check_sweep_bytes(if misere { rows.words.checked_mul(8) } else { Some(0) }, job.budget)?;
    let mut d = alloc_bits(lay.drows.words)?;
    let mut target = alloc_bits(rows.words)?;
    if !misere {
        sweep(lay, &mut d, &mut target, false, job.threads, job.tick)?;
        return Ok(PileBits { p: target, d });
    }
    // `target` starts as every state but the origin (index 0: row 0, bit 0) and ends as the
    // N-states other than the origin.
    rows.fill_ones(&mut target);
    target[0] &= !1;
    sweep(lay, &mut d, &mut target, true, job.threads, job.tick)?;
    let mut p = alloc_bits(rows.words)?;
    rows.fill_ones(&mut p);
    for (x, n) in p.iter_mut().zip(&target) {
        *x &= !n;
    }
    p[0] &= !1;
    Ok(PileBits { p, d })
}

/// The kernel sweep of the whole box, on one thread or several.
fn sweep(
    lay: &PileLayout,
    d: &mut [u64],
    target: &mut [u64],
    mask_e: bool,
    threads: usize,
    tick: &mut dyn FnMut(u64) -> bool,
) -> Result<(), TableError> {
    if threads > 1 {
        #[cfg(feature = "parallel")]
        super::sweep::kernel_sweep_blocks(lay, d, target, mask_e, threads, tick)?;
    } else {
        kernel_sweep(lay, d, target, mask_e, (0, lay.idx.rows.rows), |_| {}, tick)?;
    }
    Ok(())
}

/// Reading a piles-and-groups outcome table back.
impl OutcomeTable<PileGame> {
    /// Whether `piles` is a P-position (previous player wins), or `None` when `piles` is not
    /// a position of the box (wrong length or a pile above its start).
    pub fn outcome(&self, piles: &[u64]) -> Option<bool> {
        let c = self.lay.idx.coords(piles)?;
        Some(self.lay.idx.bit(&self.bits.p, &c))
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
                p: &self.bits.p,
                d: &self.bits.d,
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
