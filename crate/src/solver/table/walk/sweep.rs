//! The bit-parallel kernel sweep of Walking Nim: the P-positions in one pass (normal or
//! misère play), or one pass of Grundy peeling.

use crate::solver::table::budget::{TableError, Ticker};
use crate::solver::table::rows::{first_bit, only_bit};
use crate::solver::table::threads::{get_row, put_row, Bits};

use super::WalkLayout;

/// Which states a kernel sweep may put in the kernel (the states of the kernel have no move
/// into it), and what it writes to `target`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Among {
    /// Every state; `target` receives the kernel: the P-positions of normal play.
    Every,
    /// Every state where the piece can move; `target` receives the kernel: the P-positions
    /// of misère play, where a player without a move has won (those states are N) and every
    /// other state is P iff it has no move to a P-state.
    Movable,
    /// The states of `target` (one peeling pass), which becomes `target` minus the kernel.
    Target,
}

/// Kernel sweep over all layers; `record(global state index)` sees each kernel state.
pub(super) fn walk_sweep(
    lay: &WalkLayout,
    pref: &mut [Vec<u64>],
    target: &mut [Vec<u64>],
    among: Among,
    mut record: impl FnMut(u64),
    mut tick: impl FnMut(u64) -> bool,
) -> Result<(), TableError> {
    let rl = &lay.idx.rows;
    let nv = lay.vertices as u64;
    let kernel = Kernel { lay, among };
    let mut scratch = kernel.scratch();
    let mut coord = vec![0u64; lay.idx.len.len().max(1)];
    let mut ticker = Ticker::new(0, rl.len * nv);
    for r in 0..rl.rows {
        ticker.row(r, || tick(r * rl.len * nv))?;
        kernel.row(&mut scratch, r, &coord, pref, target, &mut record);
        lay.idx.next_row(&mut coord);
    }
    Ok(())
}

/// [`walk_sweep`] without recording, on `threads` threads (see
/// [`crate::solver::table::threads`]): the same bits as the sequential sweep.
#[cfg(feature = "parallel")]
pub(super) fn walk_sweep_blocks(
    lay: &WalkLayout,
    pref: &mut [Vec<u64>],
    target: &mut [Vec<u64>],
    among: Among,
    threads: usize,
    tick: impl FnMut(u64) -> bool,
) -> Result<(), TableError> {
    use crate::solver::table::threads::{fill_blocks, Shared};
    let kernel = Kernel { lay, among };
    let pref: Vec<Shared> = pref.iter_mut().map(|b| Shared::new(b)).collect();
    let target: Vec<Shared> = target.iter_mut().map(|b| Shared::new(b)).collect();
    fill_blocks(
        &lay.idx,
        threads,
        lay.idx.rows.len * lay.vertices as u64,
        || (kernel.scratch(), pref.clone(), target.clone()),
        |(scratch, pref, target), r, coord| {
            kernel.row(scratch, r, coord, pref, target, &mut |_| {});
            Ok(())
        },
        tick,
    )
}

/// What fills one row of every layer.
struct Kernel<'a> {
    lay: &'a WalkLayout,
    among: Among,
}

/// A row's working buffers: per vertex, what its edges reach, `E` and the candidates.
struct Scratch {
    w: usize,
    full: Vec<u64>,
    a: Vec<u64>,
    e: Vec<u64>,
    p: Vec<u64>,
    tmp: Vec<u64>,
}

impl Kernel<'_> {
    fn scratch(&self) -> Scratch {
        let rl = &self.lay.idx.rows;
        let w = rl.wpr.max(1);
        let nv = self.lay.vertices;
        let mut full = vec![!0u64; w];
        full[w - 1] = rl.mask;
        Scratch { w, full, a: vec![0; nv * w], e: vec![0; nv * w], p: vec![0; nv * w], tmp: vec![0; w] }
    }

    /// Fills row `r` (coordinates `coord`) of every layer of `target` and of every prefix
    /// table from the rows one step back on each outer axis.
    #[inline(always)]
    fn row<B: Bits>(
        &self,
        s: &mut Scratch,
        r: u64,
        coord: &[u64],
        pref: &mut [B],
        target: &mut [B],
        record: &mut impl FnMut(u64),
    ) {
        let lay = self.lay;
        let rl = &lay.idx.rows;
        let io = Io { rl, w: s.w };
        let w = s.w;
        let nv = lay.vertices;
        for (v, layer) in target.iter().enumerate() {
            let av = &mut s.a[v * w..(v + 1) * w];
            av.fill(0);
            // Whether an edge at `v` off the row axis has weight here, and whether the row
            // axis is an edge at `v` (then only the row's first state lacks that move).
            let (mut weighted_off_row, mut on_row) = (false, false);
            for &(k, far, _) in &lay.inc[v] {
                if k == 0 {
                    on_row = true;
                } else if coord[k] > 0 {
                    weighted_off_row = true;
                    io.or(&pref[far], r - lay.idx.row_stride[k], av);
                }
            }
            let ev = &mut s.e[v * w..(v + 1) * w];
            match self.among {
                Among::Target => io.load(layer, r, ev),
                Among::Every => ev.copy_from_slice(&s.full),
                Among::Movable => {
                    ev.copy_from_slice(&s.full);
                    match (weighted_off_row, on_row) {
                        (true, _) => {}
                        (false, true) => ev[0] &= !1,
                        (false, false) => ev.fill(0),
                    }
                }
            }
            for ((pv, ev), av) in s.p[v * w..(v + 1) * w].iter_mut().zip(ev.iter()).zip(av.iter()) {
                *pv = *ev & !*av;
            }
        }
        let p = &mut s.p;
        // Along the row edge (x, y): a candidate of layer x is P iff no P of layer y lies
        // strictly before it, and vice versa; so only the earlier first candidate survives
        // (whole row kept), or both reduce to their common first position.
        if let Some(&ed) = lay.idx.axes.first() {
            let (x, y, _) = lay.edges[ed];
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
        let tmp = &mut s.tmp;
        for (pi, &(u, k)) in lay.pairs.iter().enumerate() {
            tmp.copy_from_slice(&p[u * w..(u + 1) * w]);
            if k == 0 {
                if let Some(f) = first_bit(tmp) {
                    let i = (f / 64) as usize;
                    tmp[i] |= tmp[i].wrapping_neg();
                    for t in tmp[i + 1..].iter_mut() {
                        *t = !0;
                    }
                    tmp[w - 1] &= rl.mask;
                }
            } else if coord[k] > 0 {
                io.or(&pref[pi], r - lay.idx.row_stride[k], tmp);
            }
            io.store(&mut pref[pi], r, tmp);
        }
        for v in 0..nv {
            let pv = &p[v * w..(v + 1) * w];
            if self.among == Among::Target {
                for (t, (ev, pv)) in tmp.iter_mut().zip(s.e[v * w..(v + 1) * w].iter().zip(pv)) {
                    *t = *ev & !*pv;
                }
                io.store(&mut target[v], r, tmp);
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
    }
}

/// Row buffers of `w` words; packed rows (`wpr == 0`) use one word.
struct Io<'a> {
    rl: &'a crate::solver::table::rows::RowLayout,
    w: usize,
}

impl Io<'_> {
    #[inline(always)]
    fn load<B: Bits + ?Sized>(&self, src: &B, r: u64, dst: &mut [u64]) {
        if self.rl.wpr == 0 {
            dst[0] = get_row(self.rl, src, r);
        } else {
            let s = r as usize * self.w;
            for (k, d) in dst.iter_mut().enumerate() {
                *d = src.load(s + k);
            }
        }
    }

    #[inline(always)]
    fn or<B: Bits + ?Sized>(&self, src: &B, r: u64, dst: &mut [u64]) {
        if self.rl.wpr == 0 {
            dst[0] |= get_row(self.rl, src, r);
        } else {
            let s = r as usize * self.w;
            for (k, d) in dst.iter_mut().enumerate() {
                *d |= src.load(s + k);
            }
        }
    }

    #[inline(always)]
    fn store<B: Bits + ?Sized>(&self, dst: &mut B, r: u64, src: &[u64]) {
        if self.rl.wpr == 0 {
            put_row(self.rl, dst, r, src[0]);
        } else {
            let s = r as usize * self.w;
            for (k, &v) in src.iter().enumerate() {
                dst.store(s + k, v);
            }
        }
    }
}
