//! The bit-parallel kernel sweep of Walking Nim: the P-positions in one pass, or one pass of
//! Grundy peeling.

use crate::solver::table::budget::{TableError, Ticker};
use crate::solver::table::rows::{first_bit, only_bit, RowIo};

use super::WalkLayout;

/// Kernel sweep over all layers: the states of `E` (every state when `mask_e` is false) with
/// no move into the kernel. As in the piles engine, `target` holds P (outcome mode) or `E`,
/// which is replaced by `E \ kernel`; `record(global state index)` sees each kernel state.
pub(super) fn walk_sweep(
    lay: &WalkLayout,
    pref: &mut [Vec<u64>],
    target: &mut [Vec<u64>],
    mask_e: bool,
    mut record: impl FnMut(u64),
    mut tick: impl FnMut(u64) -> bool,
) -> Result<(), TableError> {
    let rl = &lay.idx.rows;
    let w = rl.wpr.max(1);
    let io = RowIo { rl, w };
    let nv = lay.vertices;
    let n_ax = lay.idx.len.len();
    let mut coord = vec![0u64; n_ax.max(1)];
    let mut full = vec![!0u64; w];
    full[w - 1] = rl.mask;
    let mut a = vec![0u64; nv * w];
    let mut e = vec![0u64; nv * w];
    let mut p = vec![0u64; nv * w];
    let mut tmp = vec![0u64; w];
    let row0 = lay.idx.axes.first().map(|&ed| (lay.edges[ed].0, lay.edges[ed].1));
    let mut ticker = Ticker::new(0, rl.len * nv as u64);
    for r in 0..rl.rows {
        ticker.row(r, || tick(r * rl.len * nv as u64))?;
        for v in 0..nv {
            let av = &mut a[v * w..(v + 1) * w];
            av.fill(0);
            for &(k, far, _) in &lay.inc[v] {
                if k != 0 && coord[k] > 0 {
                    io.or(&pref[far], r - lay.idx.row_stride[k], av);
                }
            }
            let ev = &mut e[v * w..(v + 1) * w];
            if mask_e {
                io.load(&target[v], r, ev);
            } else {
                ev.copy_from_slice(&full);
            }
            for ((pv, ev), av) in p[v * w..(v + 1) * w].iter_mut().zip(ev.iter()).zip(av.iter()) {
                *pv = *ev & !*av;
            }
        }
        // Along the row edge (x, y): a candidate of layer x is P iff no P of layer y lies
        // strictly before it, and vice versa; so only the earlier first candidate survives
        // (whole row kept), or both reduce to their common first position.
        if let Some((x, y)) = row0 {
            let fx = first_bit(&p[x * w..(x + 1) * w]);
            if x == y {
                if let Some(f) = fx {
                    only_bit(&mut p[x * w..(x + 1) * w], f);
                }
            } else {
                let fy = first_bit(&p[y * w..(y + 1) * w]);
                match (fx, fy) {
                    (Some(i), Some(j)) if i == j => {
                        only_bit(&mut p[x * w..(x + 1) * w], i);
                        only_bit(&mut p[y * w..(y + 1) * w], i);
                    }
                    (Some(i), Some(j)) if i < j => p[y * w..(y + 1) * w].fill(0),
                    (Some(_), Some(_)) => p[x * w..(x + 1) * w].fill(0),
                    _ => {}
                }
            }
        }
        for (pi, &(u, k)) in lay.pairs.iter().enumerate() {
            tmp.copy_from_slice(&p[u * w..(u + 1) * w]);
            if k == 0 {
                if let Some(f) = first_bit(&tmp) {
                    let i = (f / 64) as usize;
                    tmp[i] |= tmp[i].wrapping_neg();
                    for t in tmp[i + 1..].iter_mut() {
                        *t = !0;
                    }
                    tmp[w - 1] &= rl.mask;
                }
            } else if coord[k] > 0 {
                io.or(&pref[pi], r - lay.idx.row_stride[k], &mut tmp);
            }
            io.store(&mut pref[pi], r, &tmp);
        }
        for v in 0..nv {
            let pv = &p[v * w..(v + 1) * w];
            if mask_e {
                for (t, (ev, pv)) in tmp.iter_mut().zip(e[v * w..(v + 1) * w].iter().zip(pv)) {
                    *t = *ev & !*pv;
                }
                io.store(&mut target[v], r, &tmp);
                let base = v as u64 * lay.idx.size + r * rl.len;
                for (k, &word) in pv.iter().enumerate() {
                    let mut bits = word;
                    while bits != 0 {
                        record(base + k as u64 * 64 + u64::from(bits.trailing_zeros()));
                        bits &= bits - 1;
                    }
                }
            } else {
                io.store(&mut target[v], r, pv);
            }
        }
        lay.idx.next_row(&mut coord);
    }
    Ok(())
}
