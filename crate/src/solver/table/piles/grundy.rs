//! The single Grundy sweep of a piles-and-groups game.

use super::PileLayout;
use crate::solver::table::budget::{alloc_zeroed, Progress, TableError, Ticker};
#[cfg(doc)]
use crate::solver::table::index::BoxIndex;
use crate::solver::table::sets::{insert, mex, ring_back, union_into};
use crate::solver::table::values::Cell;

/// Single-sweep Grundy computation with `W`-word value bitsets.
///
/// For each maximal group `g` and state `p`, `S_g[p]` is the set of Grundy values found in
/// `g`'s dominance cone at or below `p` (states `q ≤ p` that differ from `p` only on `g`'s
/// piles). The moves of `p` inside `g` reach exactly the cone minus `p` itself, which is the
/// union of the cones of `p − e_j` for `j ∈ g` with `p_j > 0`, so
/// `G(p) = mex ⋃_g ⋃_j S_g[p − e_j]` and `S_g[p] = {G(p)} ∪ ⋃_j S_g[p − e_j]`. Children have
/// smaller indices, so one pass in index order fills everything: `O(states × Σ|g|)` word
/// ORs, however large the values get (the peeling method needs one pass per value).
///
/// Only the last [`BoxIndex::ring_rows`] rows of `S` are alive at any time, so they live in a ring
/// of rows; for a K4 of 150k states that ring is a few hundred KB and stays in cache.
/// Within a row the sets are stored group-major (`[group][position][word]`), so that
/// every step below is a contiguous loop over the row, except the mex itself.
///
/// Each row (the line along axis 0) is done in three steps, so that the only sequential
/// dependency, along the row, is a single register-held set rather than per-group sets
/// going through memory:
/// 1. per group, `raw_g[x]` = the OR of the group's sets at position `x` of the child rows
///    along its other axes; per position, `any[x]` = the OR of `raw_g[x]` over all groups
///    and `with0[x]` = the same over the groups holding axis 0;
/// 2. along the row: a group holding axis 0 sees at `x` all of `S_g[x − 1]`, and the union
///    of those over such groups is the union of `with0[x']` and the values at `x' < x`,
///    kept in `carry`; so `G(x) = mex(carry ∪ any[x])`;
/// 3. `S_g[x] = raw_g[x] ∪ {G(x)}`, prefix-ORed along the row for groups holding axis 0,
///    written into the ring.
pub(super) fn grundy_sweep<const W: usize, T: Cell>(
    lay: &PileLayout,
    out: &mut [T],
    progress: &mut impl Progress,
) -> Result<(), TableError> {
    let ng = lay.groups.len();
    let idx = &lay.idx;
    let len0 = idx.row_len() as usize;
    let ring_len = idx.ring_rows() as usize;
    let gl = len0 * W;
    let row_words = ng * gl;
    let mut ring: Vec<u64> = alloc_zeroed((ring_len * row_words) as u64)?;
    // Every axis lies in some group, so with any axis at all some group holds axis 0.
    let carry_mask = if lay.groups.iter().any(|g| g.has0) { !0 } else { 0 };
    let mut coord = idx.row_coords(0);
    let mut raw = vec![0u64; row_words];
    let mut any = vec![0u64; gl];
    let mut with0 = vec![0u64; gl];
    let mut bits = vec![0u64; gl];
    let mut ticker = Ticker::new(0, len0 as u64);
    let mut slot = 0usize;
    for (row, out_row) in out.chunks_exact_mut(len0).enumerate() {
        let row = row as u64;
        ticker.row(row, || progress.tick(row * len0 as u64, idx.size))?;
        // Step 1.
        any.fill(0);
        with0.fill(0);
        for (gi, g) in lay.groups.iter().enumerate() {
            let dst = &mut raw[gi * gl..(gi + 1) * gl];
            let children = g.others.iter().filter(|&&(k, _)| coord[k] > 0).map(|&(_, rs)| {
                let o = ring_back(slot, ring_len, rs as usize) * row_words + gi * gl;
                &ring[o..o + gl]
            });
            if union_into(dst, children) {
                for (a, &d) in any.iter_mut().zip(dst.iter()) {
                    *a |= d;
                }
                if g.has0 {
                    for (z, &d) in with0.iter_mut().zip(dst.iter()) {
                        *z |= d;
                    }
                }
            }
        }
        // Step 2.
        let mut carry = [0u64; W];
        for (x, o) in out_row.iter_mut().enumerate() {
            let v = mex(&any[x * W..x * W + W], &carry);
            *o = T::from_u64(v as u64);
            let b = &mut bits[x * W..x * W + W];
            b.fill(0);
            insert(b, v);
            let z = &with0[x * W..x * W + W];
            for w in 0..W {
                carry[w] |= (z[w] | b[w]) & carry_mask;
            }
        }
        // Step 3.
        let dst = &mut ring[slot * row_words..(slot + 1) * row_words];
        for (gi, g) in lay.groups.iter().enumerate() {
            let d = &mut dst[gi * gl..(gi + 1) * gl];
            let r = &raw[gi * gl..(gi + 1) * gl];
            if g.has0 {
                let mut run = [0u64; W];
                for x in 0..len0 {
                    for (w, acc) in run.iter_mut().enumerate() {
                        let i = x * W + w;
                        *acc |= r[i] | bits[i];
                        d[i] = *acc;
                    }
                }
            } else {
                for ((d, &r), &b) in d.iter_mut().zip(r).zip(&bits) {
                    *d = r | b;
                }
            }
        }
        slot += 1;
        if slot == ring_len {
            slot = 0;
        }
        idx.next_row(&mut coord);
    }
    Ok(())
}
