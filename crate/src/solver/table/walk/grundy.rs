//! The single Grundy sweep of Walking Nim.

use super::WalkLayout;
use crate::solver::table::budget::{alloc_zeroed, Progress, TableError, Ticker};
#[cfg(doc)]
use crate::solver::table::index::BoxIndex;
use crate::solver::table::sets::{insert, mex, ring_back, union_into};

/// Single-sweep Grundy computation with `W`-word value bitsets.
///
/// For each (vertex `u`, axis `k`) pair, `S_{u,k}[w]` is the set of Grundy values of
/// `(u, w[k := x])` for `x ≤ w_k`. A move from `(v, w)` across `k = (v, u)` reaches exactly
/// those states of `u` with `x < w_k`, i.e. `S_{u,k}[w − e_k]`, so
/// `G(v, w) = mex ⋃_k S_{u,k}[w − e_k]` over incident `k` with `w_k > 0`, and
/// `S_{u,k}[w] = {G(u, w)} ∪ S_{u,k}[w − e_k]`. Every move lowers a weight, so one pass in
/// index order with all layers together fills everything: `O(states × degree)` word ORs
/// however large the values get, where peeling needs one pass per value.
///
/// Along the row axis the sets are only read one position back in the same row, so they
/// are a per-pair running union (`carry`) and never stored; the other pairs' sets live in a
/// ring of the last [`BoxIndex::ring_rows`] rows, stored `[pair][position][word]`. Each row:
/// 1. per vertex, `any_v[x]` = the union of the far pairs' sets one step back along every
///    incident non-row axis;
/// 2. along the row, `G(v, x) = mex(any_v[x] ∪ carry of v's far row pair)`, every layer at
///    `x` before any carry takes in position `x` (the row edge's ends read each other);
/// 3. each non-row pair's set is its child's set plus `{G}`, written into the ring.
pub(super) fn walk_grundy_sweep<const W: usize>(
    lay: &WalkLayout,
    out: &mut [u8],
    progress: &mut impl Progress,
) -> Result<(), TableError> {
    let nv = lay.vertices;
    let len0 = lay.idx.len.first().copied().unwrap_or(1) as usize;
    let layer = lay.idx.size as usize;
    let rows = layer / len0;
    let ring_len = lay.idx.ring_rows() as usize;
    let gl = len0 * W;
    // Row-axis pairs get no ring slot: their sets are only read within the row.
    let mut slot_of = vec![usize::MAX; lay.pairs.len()];
    let mut ring_pairs = Vec::new();
    for (pi, &(u, k)) in lay.pairs.iter().enumerate() {
        if k != 0 {
            slot_of[pi] = ring_pairs.len();
            ring_pairs.push((u, k));
        }
    }
    let row_words = ring_pairs.len() * gl;
    let mut ring: Vec<u64> = alloc_zeroed((ring_len * row_words) as u64)?;
    let mut any: Vec<u64> = alloc_zeroed((nv * gl) as u64)?;
    // Per vertex: the far pair of its row-axis edge, if it has one.
    let row_far: Vec<Option<usize>> =
        lay.inc.iter().map(|inc| inc.iter().find(|t| t.0 == 0).map(|t| t.1)).collect();
    let mut carry = vec![[0u64; W]; lay.pairs.len()];
    let row_pairs: Vec<(usize, usize)> =
        lay.pairs.iter().enumerate().filter(|p| p.1 .1 == 0).map(|(pi, &(u, _))| (pi, u)).collect();
    let mut coord = vec![0u64; lay.idx.len.len().max(1)];
    let mut ticker = Ticker::new(0, (len0 * nv) as u64);
    let mut slot = 0usize;
    for row in 0..rows {
        ticker.row(row as u64, || progress.tick((row * len0 * nv) as u64, lay.states))?;
        let child_slot = |k: usize| ring_back(slot, ring_len, lay.idx.row_stride[k] as usize);
        // Step 1.
        for v in 0..nv {
            let dst = &mut any[v * gl..(v + 1) * gl];
            let children =
                lay.inc[v].iter().filter(|&&(k, _, _)| k != 0 && coord[k] > 0).map(|&(k, far, _)| {
                    let o = child_slot(k) * row_words + slot_of[far] * gl;
                    &ring[o..o + gl]
                });
            union_into(dst, children);
        }
        // Step 2.
        for c in carry.iter_mut() {
            *c = [0; W];
        }
        let base = row * len0;
        for x in 0..len0 {
            for v in 0..nv {
                let c = row_far[v].map_or([0; W], |f| carry[f]);
                out[v * layer + base + x] = mex(&any[v * gl + x * W..v * gl + x * W + W], &c) as u8;
            }
            for &(pi, u) in &row_pairs {
                let g = usize::from(out[u * layer + base + x]);
                insert(&mut carry[pi], g);
            }
        }
        // Step 3.
        for (ri, &(u, k)) in ring_pairs.iter().enumerate() {
            let d = slot * row_words + ri * gl;
            if coord[k] > 0 {
                let s = child_slot(k) * row_words + ri * gl;
                ring.copy_within(s..s + gl, d);
            } else {
                ring[d..d + gl].fill(0);
            }
            let vals = &out[u * layer + base..u * layer + base + len0];
            for (x, &g) in vals.iter().enumerate() {
                let g = usize::from(g);
                insert(&mut ring[d + x * W..d + x * W + W], g);
            }
        }
        slot += 1;
        if slot == ring_len {
            slot = 0;
        }
        lay.idx.next_row(&mut coord);
    }
    Ok(())
}
