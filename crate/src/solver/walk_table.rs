//! Exact table engine for Walking Nim.
//!
//! A state is (vertex of the piece, weight of every edge). The box is one *layer* per vertex,
//! each layer indexed densely like [`super::table`] (mixed radix, axis 0 = the heaviest
//! edge). A move lowers one coordinate, so filling in increasing box index order (all layers
//! of a row together) sees every child first.
//!
//! "Can `(v, w)` move to a P-state across edge `e = (v, u)`?" asks whether some `x < w_e`
//! has `P(u, w[e:=x])`: a one-dimensional prefix-OR along axis `e` in layer `u`, kept as one
//! bitset per (vertex, incident edge). Along the row axis the two endpoints of the row edge
//! depend on each other, but the dependence collapses to comparing two trailing-zero counts.

use super::table::{
    advance, alloc_zeroed, peel_values, too_large, Budget, Cell, Progress, RowLayout, TableError, Values,
    TICK_STATES,
};

/// A Walking Nim game: a multigraph (loops and parallel edges allowed) with weights. The
/// table covers every weight vector below `edges[i].2` and every vertex.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct WalkGame {
    /// Number of vertices.
    pub vertices: usize,
    /// Edges `(u, v, weight)`; `u == v` is a loop.
    pub edges: Vec<(usize, usize, u64)>,
}

/// Dense indexing of the Walking Nim box.
#[derive(Clone, Debug)]
struct WLayout {
    vertices: usize,
    /// Original edges.
    edges: Vec<(usize, usize, u64)>,
    /// Internal axis → edge index (edges of weight 0 are never crossed and are dropped).
    axes: Vec<usize>,
    /// Edge index → internal axis.
    axis_of: Vec<Option<usize>>,
    len: Vec<u64>,
    stride: Vec<u64>,
    row_stride: Vec<u64>,
    /// States per layer.
    layer: u64,
    /// Total states (`vertices × layer`).
    states: u64,
    rows: RowLayout,
    /// Prefix tables: `(vertex u, axis k)` for every axis incident to `u` (a loop once).
    pairs: Vec<(usize, usize)>,
    /// Per vertex: `(axis, pair of the far endpoint, own pair)` for each incident axis.
    inc: Vec<Vec<(usize, usize, usize)>>,
    /// Sum of the weights: bounds Grundy values and remoteness.
    weight_sum: u64,
}

impl WLayout {
    fn new(game: &WalkGame, budget: &Budget) -> Result<Self, TableError> {
        let nv = game.vertices;
        for (i, &(u, v, _)) in game.edges.iter().enumerate() {
            if u >= nv || v >= nv {
                return Err(TableError::InvalidGame(format!(
                    "edge {i} = ({u}, {v}) names a vertex outside 0..{nv}"
                )));
            }
        }
        let mut axes: Vec<usize> = (0..game.edges.len()).filter(|&i| game.edges[i].2 > 0).collect();
        if let Some(big) = (0..axes.len()).max_by_key(|&k| (game.edges[axes[k]].2, usize::MAX - k)) {
            let a = axes.remove(big);
            axes.insert(0, a);
        }
        let mut axis_of = vec![None; game.edges.len()];
        for (k, &e) in axes.iter().enumerate() {
            axis_of[e] = Some(k);
        }
        let len: Vec<u64> = axes.iter().map(|&e| game.edges[e].2.saturating_add(1)).collect();
        let mut layer = Some(1u64);
        let mut stride = Vec::with_capacity(len.len());
        for &l in &len {
            stride.push(layer.unwrap_or(0));
            layer = layer.and_then(|s| s.checked_mul(l));
        }
        let states = layer.and_then(|l| l.checked_mul(nv as u64));
        let (layer, states) = match (layer, states) {
            (Some(l), Some(s)) if s <= budget.max_states => (l, s),
            (_, s) => return Err(too_large(s, None, "state count exceeds the budget")),
        };
        let row_len = len.first().copied().unwrap_or(1);
        let row_stride = stride.iter().map(|&s| s / row_len).collect();
        let rows = RowLayout::new(row_len, layer / row_len)
            .ok_or_else(|| too_large(Some(states), None, "row layout overflows"))?;
        let mut pair_id = vec![Vec::new(); nv];
        let mut pairs = Vec::new();
        for (k, &e) in axes.iter().enumerate() {
            let (u, v, _) = game.edges[e];
            pair_id[u].push((k, pairs.len()));
            pairs.push((u, k));
            if v != u {
                pair_id[v].push((k, pairs.len()));
                pairs.push((v, k));
            }
        }
        let find = |x: usize, k: usize| pair_id[x].iter().find(|p| p.0 == k).map_or(0, |p| p.1);
        let inc = (0..nv)
            .map(|v| {
                pair_id[v]
                    .iter()
                    .map(|&(k, own)| {
                        let (a, b, _) = game.edges[axes[k]];
                        let other = if a == v { b } else { a };
                        (k, find(other, k), own)
                    })
                    .collect()
            })
            .collect();
        let weight_sum = axes
            .iter()
            .try_fold(0u64, |s, &e| s.checked_add(game.edges[e].2))
            .ok_or_else(|| too_large(Some(states), None, "weight sum overflows"))?;
        Ok(WLayout {
            vertices: nv,
            edges: game.edges.clone(),
            axes,
            axis_of,
            len,
            stride,
            row_stride,
            layer,
            states,
            rows,
            pairs,
            inc,
            weight_sum,
        })
    }

    fn check_bytes(&self, bitsets: u64, extra: Option<u64>, budget: &Budget) -> Result<(), TableError> {
        let bytes = self
            .rows
            .words
            .checked_mul(8)
            .and_then(|b| b.checked_mul(bitsets))
            .and_then(|b| extra.and_then(|e| b.checked_add(e)));
        match bytes {
            Some(b) if b <= budget.max_bytes => Ok(()),
            b => Err(too_large(Some(self.states), b, "memory exceeds the budget")),
        }
    }

    fn coords(&self, vertex: usize, weights: &[u64]) -> Option<Vec<u64>> {
        if vertex >= self.vertices
            || weights.len() != self.edges.len()
            || weights.iter().zip(&self.edges).any(|(w, e)| *w > e.2)
        {
            return None;
        }
        Some(self.axes.iter().map(|&e| weights[e]).collect())
    }

    /// Dense index of a state (layer `vertex`) in the value arrays, or `None` outside the box.
    fn state_index(&self, vertex: usize, weights: &[u64]) -> Option<u64> {
        self.coords(vertex, weights).map(|c| vertex as u64 * self.layer + self.index_of(&c))
    }

    fn row_of(&self, c: &[u64]) -> u64 {
        c.iter().zip(&self.row_stride).map(|(a, b)| a * b).sum()
    }

    fn index_of(&self, c: &[u64]) -> u64 {
        c.iter().zip(&self.stride).map(|(a, b)| a * b).sum()
    }

    fn bit(&self, w: &[u64], c: &[u64]) -> bool {
        self.rows.bit(w, self.row_of(c), c.first().copied().unwrap_or(0))
    }

    fn alloc_bitsets(&self, n: usize) -> Result<Vec<Vec<u64>>, TableError> {
        (0..n).map(|_| alloc_zeroed::<u64>(self.rows.words)).collect()
    }
}

/// Row buffers of `W` words; packed rows (`wpr == 0`) use one word.
struct RowIo<'a> {
    rl: &'a RowLayout,
    w: usize,
}

impl RowIo<'_> {
    #[inline]
    fn load(&self, src: &[u64], r: u64, dst: &mut [u64]) {
        if self.rl.wpr == 0 {
            dst[0] = self.rl.get(src, r);
        } else {
            let s = r as usize * self.w;
            dst.copy_from_slice(&src[s..s + self.w]);
        }
    }

    #[inline]
    fn or(&self, src: &[u64], r: u64, dst: &mut [u64]) {
        if self.rl.wpr == 0 {
            dst[0] |= self.rl.get(src, r);
        } else {
            let s = r as usize * self.w;
            for (d, x) in dst.iter_mut().zip(&src[s..s + self.w]) {
                *d |= *x;
            }
        }
    }

    #[inline]
    fn store(&self, dst: &mut [u64], r: u64, src: &[u64]) {
        if self.rl.wpr == 0 {
            self.rl.put(dst, r, src[0]);
        } else {
            let s = r as usize * self.w;
            dst[s..s + self.w].copy_from_slice(src);
        }
    }
}

fn first_bit(v: &[u64]) -> Option<u64> {
    v.iter().position(|&x| x != 0).map(|k| k as u64 * 64 + u64::from(v[k].trailing_zeros()))
}

fn only_bit(v: &mut [u64], pos: u64) {
    v.fill(0);
    v[(pos / 64) as usize] = 1u64 << (pos % 64);
}

/// Kernel sweep over all layers: the states of `E` (every state when `mask_e` is false) with
/// no move into the kernel. As in [`super::table`], `target` holds P (outcome mode) or `E`,
/// which is replaced by `E \ kernel`; `record(global state index)` sees each kernel state.
fn walk_sweep(
    lay: &WLayout,
    pref: &mut [Vec<u64>],
    target: &mut [Vec<u64>],
    mask_e: bool,
    mut record: impl FnMut(u64),
    mut tick: impl FnMut(u64) -> bool,
) -> Result<(), TableError> {
    let rl = &lay.rows;
    let w = rl.wpr.max(1);
    let io = RowIo { rl, w };
    let nv = lay.vertices;
    let n_ax = lay.len.len();
    let mut coord = vec![0u64; n_ax.max(1)];
    let mut full = vec![!0u64; w];
    full[w - 1] = rl.mask;
    let mut a = vec![0u64; nv * w];
    let mut e = vec![0u64; nv * w];
    let mut p = vec![0u64; nv * w];
    let mut tmp = vec![0u64; w];
    let row0 = lay.axes.first().map(|&ed| (lay.edges[ed].0, lay.edges[ed].1));
    let tick_rows = (TICK_STATES / (rl.len * nv.max(1) as u64)).max(1);
    let mut next_tick = 0;
    for r in 0..rl.rows {
        if r == next_tick {
            if !tick(r * rl.len * nv as u64) {
                return Err(TableError::Cancelled);
            }
            next_tick += tick_rows;
        }
        for v in 0..nv {
            let av = &mut a[v * w..(v + 1) * w];
            av.fill(0);
            for &(k, far, _) in &lay.inc[v] {
                if k != 0 && coord[k] > 0 {
                    io.or(&pref[far], r - lay.row_stride[k], av);
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
                io.or(&pref[pi], r - lay.row_stride[k], &mut tmp);
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
                let base = v as u64 * lay.layer + r * rl.len;
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
        advance(&mut coord, &lay.len, 1);
    }
    Ok(())
}

/// P/N outcome of every Walking Nim state `(vertex, weights)` of the box.
#[derive(Clone, Debug)]
pub struct WalkTable {
    lay: WLayout,
    /// P bits, one bitset per vertex layer.
    p: Vec<Vec<u64>>,
    /// Prefix-OR tables per (vertex, incident edge); kept to prune winning-move search.
    pref: Vec<Vec<u64>>,
}

impl WalkTable {
    /// Solves every state. Memory: one bit per state plus one bit per layer state for each
    /// (vertex, incident edge) pair; rows padded to a power of two.
    pub fn build(game: &WalkGame, budget: &Budget, progress: &mut impl Progress) -> Result<Self, TableError> {
        let lay = WLayout::new(game, budget)?;
        lay.check_bytes((lay.vertices + lay.pairs.len()) as u64, Some(0), budget)?;
        let mut p = lay.alloc_bitsets(lay.vertices)?;
        let mut pref = lay.alloc_bitsets(lay.pairs.len())?;
        let total = lay.states;
        walk_sweep(&lay, &mut pref, &mut p, false, |_| {}, |d| progress.tick(d, total))?;
        if !progress.tick(total, total) {
            return Err(TableError::Cancelled);
        }
        Ok(WalkTable { lay, p, pref })
    }

    /// Number of states (`vertices × ∏(w_e + 1)` over edges of positive weight).
    pub fn states(&self) -> u64 {
        self.lay.states
    }

    /// Whether the piece on `vertex` with `weights` is a P-position, or `None` when the
    /// state is outside the box.
    pub fn outcome(&self, vertex: usize, weights: &[u64]) -> Option<bool> {
        let c = self.lay.coords(vertex, weights)?;
        Some(self.lay.bit(&self.p[vertex], &c))
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
                if !self.lay.bit(&self.pref[far], &c) {
                    break;
                }
                if self.lay.bit(&self.p[other], &c) {
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

/// Grundy value of every Walking Nim state of the box.
#[derive(Clone, Debug)]
pub struct WalkGrundyTable {
    lay: WLayout,
    vals: Values,
}

/// Widest value bitset (in 64-bit words) the single Grundy sweep uses, as in
/// [`super::table`]: Grundy values are at most the weight sum (every move lowers it), so
/// this covers every weight sum that byte-wide values allow (below 255); wider sets would
/// make every OR proportionally dearer, so such boxes go to the peeling method.
const MAX_SET_WORDS: u64 = 4;

/// Rows of cone bitsets the single sweep keeps: the farthest child along a non-row axis is
/// one row stride of the outermost axis back, so that many rows plus the current one.
fn walk_ring_rows(lay: &WLayout) -> u64 {
    lay.row_stride.last().map_or(1, |&s| s.max(1) + 1)
}

/// Words per value bitset for the single sweep when it applies: `None` if the values may
/// not fit in [`MAX_SET_WORDS`] words or the ring, row buffers and value array do not fit
/// the byte budget (checked arithmetic, before any allocation).
fn walk_set_words(lay: &WLayout, width: u64, budget: &Budget) -> Option<u64> {
    // Only one- and four-word sweeps are compiled, as in `super::table`: each is a separate
    // copy of the hot loop that the wasm download pays for.
    if width != 1 {
        return None;
    }
    let words = match lay.weight_sum.checked_add(1)?.div_ceil(64) {
        1 => 1,
        2..=MAX_SET_WORDS => MAX_SET_WORDS,
        _ => return None,
    };
    let len0 = lay.len.first().copied().unwrap_or(1);
    let ring_pairs = lay.pairs.iter().filter(|p| p.1 != 0).count() as u64;
    let set_bytes = words.checked_mul(8)?;
    let ring = walk_ring_rows(lay).checked_mul(len0)?.checked_mul(ring_pairs)?.checked_mul(set_bytes)?;
    let any = (lay.vertices as u64).checked_mul(len0)?.checked_mul(set_bytes)?;
    let bytes = ring.checked_add(any)?.checked_add(lay.states.checked_mul(width)?)?;
    (bytes <= budget.max_bytes).then_some(words)
}

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
/// ring of the last [`walk_ring_rows`] rows, stored `[pair][position][word]`. Each row:
/// 1. per vertex, `any_v[x]` = the union of the far pairs' sets one step back along every
///    incident non-row axis;
/// 2. along the row, `G(v, x) = mex(any_v[x] ∪ carry of v's far row pair)`, every layer at
///    `x` before any carry takes in position `x` (the row edge's ends read each other);
/// 3. each non-row pair's set is its child's set plus `{G}`, written into the ring.
fn walk_grundy_sweep<const W: usize>(
    lay: &WLayout,
    out: &mut [u8],
    progress: &mut impl Progress,
) -> Result<(), TableError> {
    let nv = lay.vertices;
    let len0 = lay.len.first().copied().unwrap_or(1) as usize;
    let layer = lay.layer as usize;
    let rows = layer / len0;
    let ring_len = walk_ring_rows(lay) as usize;
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
    let mut coord = vec![0u64; lay.len.len().max(1)];
    let tick_rows = (TICK_STATES / (len0 * nv.max(1)) as u64).max(1);
    let mut next_tick = 0;
    let mut slot = 0usize;
    for row in 0..rows {
        if row as u64 == next_tick {
            if !progress.tick((row * len0 * nv) as u64, lay.states) {
                return Err(TableError::Cancelled);
            }
            next_tick += tick_rows;
        }
        let child_slot = |k: usize| child_slot_at(slot, ring_len, lay.row_stride[k] as usize);
        // Step 1.
        for v in 0..nv {
            let dst = &mut any[v * gl..(v + 1) * gl];
            let mut first = true;
            for &(k, far, _) in &lay.inc[v] {
                if k == 0 || coord[k] == 0 {
                    continue;
                }
                let o = child_slot(k) * row_words + slot_of[far] * gl;
                let src = &ring[o..o + gl];
                if first {
                    dst.copy_from_slice(src);
                    first = false;
                } else {
                    for (d, &s) in dst.iter_mut().zip(src) {
                        *d |= s;
                    }
                }
            }
            if first {
                dst.fill(0);
            }
        }
        // Step 2.
        for c in carry.iter_mut() {
            *c = [0; W];
        }
        let base = row * len0;
        for x in 0..len0 {
            for v in 0..nv {
                let a = &any[v * gl + x * W..v * gl + x * W + W];
                let c = row_far[v].map_or([0; W], |f| carry[f]);
                // Values are at most the weight sum, below 64·W, so some word has a clear bit.
                let mut g = 0usize;
                for w in 0..W {
                    let word = c[w] | a[w];
                    if word != !0 {
                        g = w * 64 + (!word).trailing_zeros() as usize;
                        break;
                    }
                }
                out[v * layer + base + x] = g as u8;
            }
            for &(pi, u) in &row_pairs {
                let g = usize::from(out[u * layer + base + x]);
                carry[pi][g / 64] |= 1u64 << (g % 64);
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
                ring[d + x * W + g / 64] |= 1u64 << (g % 64);
            }
        }
        slot += 1;
        if slot == ring_len {
            slot = 0;
        }
        advance(&mut coord, &lay.len, 1);
    }
    Ok(())
}

#[inline]
fn child_slot_at(slot: usize, ring_len: usize, rs: usize) -> usize {
    // The row stride is below `ring_len`: the child is at most one lap back.
    if slot >= rs {
        slot - rs
    } else {
        slot + ring_len - rs
    }
}

impl WalkGrundyTable {
    /// Computes Grundy values in one sweep over the box with, per (vertex, incident edge),
    /// bitsets of the values along that edge's axis (see [`walk_grundy_sweep`]); memory is
    /// the value array plus `pairs × 8·⌈(weight sum + 1)/64⌉` bytes per state of the last
    /// `layer / (outermost weight + 1)` states of a layer. When the weight sum is 255 or
    /// more, or that does not fit the byte budget, it falls back to peeling kernels (see
    /// [`WalkGrundyTable::build_by_peeling`]), which needs only bits per state. Progress
    /// `done` counts states already valued.
    pub fn build(game: &WalkGame, budget: &Budget, progress: &mut impl Progress) -> Result<Self, TableError> {
        let lay = WLayout::new(game, budget)?;
        let width = Values::width(lay.weight_sum)
            .ok_or_else(|| too_large(Some(lay.states), None, "Grundy values too wide"))?;
        let words = walk_set_words(&lay, width, budget);
        let vals = match words {
            Some(1) => Self::sweep_values::<1>(&lay, width, progress)?,
            Some(MAX_SET_WORDS) => Self::sweep_values::<{ MAX_SET_WORDS as usize }>(&lay, width, progress)?,
            _ => return Self::peel(lay, width, budget, progress),
        };
        if !progress.tick(lay.states, lay.states) {
            return Err(TableError::Cancelled);
        }
        Ok(WalkGrundyTable { lay, vals })
    }

    /// The fallback method of [`WalkGrundyTable::build`]: peels kernels pass by pass like
    /// [`super::table::GrundyTable::build_by_peeling`], at most `1 + max value ≤ 1 + Σ weights`
    /// bit-parallel passes, needing `vertices + pairs` bits per layer state besides the
    /// values. Public (hidden) so that tests can check both methods on the same games.
    #[doc(hidden)]
    pub fn build_by_peeling(
        game: &WalkGame,
        budget: &Budget,
        progress: &mut impl Progress,
    ) -> Result<Self, TableError> {
        let lay = WLayout::new(game, budget)?;
        let width = Values::width(lay.weight_sum)
            .ok_or_else(|| too_large(Some(lay.states), None, "Grundy values too wide"))?;
        Self::peel(lay, width, budget, progress)
    }

    fn sweep_values<const W: usize>(
        lay: &WLayout,
        width: u64,
        progress: &mut impl Progress,
    ) -> Result<Values, TableError> {
        let mut vals = Values::zeroed(width, lay.states)?;
        // The sweep runs only for weight sums below 255 (see `walk_set_words`): a byte.
        match &mut vals {
            Values::U8(v) => walk_grundy_sweep::<W>(lay, v, progress)?,
            _ => {
                return Err(TableError::InvalidGame(
                    "internal: single-sweep Grundy values wider than a byte".into(),
                ))
            }
        }
        Ok(vals)
    }

    fn peel(
        lay: WLayout,
        width: u64,
        budget: &Budget,
        progress: &mut impl Progress,
    ) -> Result<Self, TableError> {
        lay.check_bytes((lay.vertices + lay.pairs.len()) as u64, lay.states.checked_mul(width), budget)?;
        let mut vals = Values::zeroed(width, lay.states)?;
        let mut e = lay.alloc_bitsets(lay.vertices)?;
        for layer in e.iter_mut() {
            lay.rows.fill_ones(layer);
        }
        let mut pref = lay.alloc_bitsets(lay.pairs.len())?;
        peel_values(&mut vals, lay.states, lay.weight_sum, progress, |record, tick| {
            walk_sweep(&lay, &mut pref, &mut e, true, record, tick)?;
            Ok(true)
        })?;
        Ok(WalkGrundyTable { lay, vals })
    }

    /// Number of states in the box.
    pub fn states(&self) -> u64 {
        self.lay.states
    }

    /// Grundy value of the state, or `None` outside the box.
    pub fn try_grundy(&self, vertex: usize, weights: &[u64]) -> Option<u64> {
        self.lay.state_index(vertex, weights).map(|i| self.vals.get(i))
    }

    /// Grundy value of the state; 0 outside the box.
    pub fn grundy(&self, vertex: usize, weights: &[u64]) -> u64 {
        self.try_grundy(vertex, weights).unwrap_or(0)
    }
}

/// Remoteness of every Walking Nim state (winner hurries, loser delays).
#[derive(Clone, Debug)]
pub struct WalkRemotenessTable {
    lay: WLayout,
    vals: Values,
}

/// Per (vertex u, axis k) pair: `mx` = max remoteness of layer u along axis k at or below
/// the coordinate, `mn` = min over the P-states there; interleaved by pair.
fn walk_remoteness<T: Cell>(lay: &WLayout, progress: &mut impl Progress) -> Result<Vec<T>, TableError> {
    let nv = lay.vertices;
    let np = lay.pairs.len();
    let b = lay.layer;
    let mut r: Vec<T> = alloc_zeroed(lay.states)?;
    let cells = b.checked_mul(np as u64).ok_or_else(|| too_large(Some(lay.states), None, "overflow"))?;
    let mut mx: Vec<T> = alloc_zeroed(cells)?;
    let mut mn: Vec<T> = alloc_zeroed(cells)?;
    let n_ax = lay.len.len();
    let mut coord = vec![0u64; n_ax];
    let mut is_p = vec![false; nv];
    let b_us = b as usize;
    for s in 0..b_us {
        if (s as u64).is_multiple_of(TICK_STATES) && !progress.tick(s as u64 * nv as u64, lay.states) {
            return Err(TableError::Cancelled);
        }
        for v in 0..nv {
            let mut best_max = T::default();
            let mut best_min = T::INF;
            let mut terminal = true;
            for &(k, far, _) in &lay.inc[v] {
                if coord[k] > 0 {
                    terminal = false;
                    let t = (s - lay.stride[k] as usize) * np + far;
                    best_max = best_max.max(mx[t]);
                    best_min = best_min.min(mn[t]);
                }
            }
            let p = best_min == T::INF;
            let val = if terminal {
                T::default()
            } else if p {
                T::from_u64(best_max.to_u64() + 1)
            } else {
                T::from_u64(best_min.to_u64() + 1)
            };
            r[v * b_us + s] = val;
            is_p[v] = p;
        }
        for (pi, &(u, k)) in lay.pairs.iter().enumerate() {
            let val = r[u * b_us + s];
            let (mut a, mut m) = if coord[k] > 0 {
                let t = (s - lay.stride[k] as usize) * np + pi;
                (mx[t], mn[t])
            } else {
                (T::default(), T::INF)
            };
            a = a.max(val);
            if is_p[u] {
                m = m.min(val);
            }
            mx[s * np + pi] = a;
            mn[s * np + pi] = m;
        }
        advance(&mut coord, &lay.len, 0);
    }
    if !progress.tick(lay.states, lay.states) {
        return Err(TableError::Cancelled);
    }
    Ok(r)
}

impl WalkRemotenessTable {
    /// Scalar sweep with per-(vertex, edge) prefix max / prefix min-over-P tables:
    /// `O(states × degree)` and `1 + 2·pairs/vertices` values per state.
    pub fn build(game: &WalkGame, budget: &Budget, progress: &mut impl Progress) -> Result<Self, TableError> {
        let lay = WLayout::new(game, budget)?;
        let width = Values::width(lay.weight_sum)
            .ok_or_else(|| too_large(Some(lay.states), None, "remoteness values too wide"))?;
        let cells = (lay.pairs.len() as u64)
            .checked_mul(2)
            .and_then(|x| x.checked_mul(lay.layer))
            .and_then(|x| x.checked_add(lay.states));
        let bytes = cells.and_then(|c| c.checked_mul(width));
        match bytes {
            Some(b) if b <= budget.max_bytes => {}
            b => return Err(too_large(Some(lay.states), b, "memory exceeds the budget")),
        }
        let vals = match width {
            1 => Values::U8(walk_remoteness::<u8>(&lay, progress)?),
            2 => Values::U16(walk_remoteness::<u16>(&lay, progress)?),
            _ => Values::U32(walk_remoteness::<u32>(&lay, progress)?),
        };
        Ok(WalkRemotenessTable { lay, vals })
    }

    /// Number of states in the box.
    pub fn states(&self) -> u64 {
        self.lay.states
    }

    /// Remoteness of the state, or `None` outside the box.
    pub fn try_remoteness(&self, vertex: usize, weights: &[u64]) -> Option<u64> {
        self.lay.state_index(vertex, weights).map(|i| self.vals.get(i))
    }

    /// Remoteness of the state; 0 outside the box.
    pub fn remoteness(&self, vertex: usize, weights: &[u64]) -> u64 {
        self.try_remoteness(vertex, weights).unwrap_or(0)
    }
}
