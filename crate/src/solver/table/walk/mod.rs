//! Exact table engine for Walking Nim.
//!
//! A state is (vertex of the piece, weight of every edge). The box is one *layer* per vertex,
//! each layer indexed densely like a piles-and-groups box (mixed radix, axis 0 = the heaviest
//! edge, see `BoxIndex`). A move lowers one coordinate, so filling in increasing box index
//! order (all layers of a row together) sees every child first.
//!
//! "Can `(v, w)` move to a P-state across edge `e = (v, u)`?" asks whether some `x < w_e`
//! has `P(u, w[e:=x])`: a one-dimensional prefix-OR along axis `e` in layer `u`, kept as one
//! bitset per (vertex, incident edge). Along the row axis the two endpoints of the row edge
//! depend on each other, but the dependence collapses to comparing two trailing-zero counts.

mod grundy;
mod outcome;
mod remoteness;
mod sweep;

use crate::solver::table::budget::{alloc_bits, Budget, Progress, TableError};
use crate::solver::table::index::{BoxIndex, Sealed, TableLayout};
use crate::solver::table::outcome::OutcomeJob;
use crate::solver::table::peel::peel_values;
use crate::solver::table::values::{Cell, Values};
use crate::solver::table::TableGame;

/// A Walking Nim game: a multigraph (loops and parallel edges allowed) with weights. The
/// table covers every weight vector below `edges[i].2` and every vertex.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct WalkGame {
    /// Number of vertices.
    pub vertices: usize,
    /// Edges `(u, v, weight)`; `u == v` is a loop.
    pub edges: Vec<(usize, usize, u64)>,
}

impl Sealed for WalkGame {}

impl TableGame for WalkGame {
    /// The piece's vertex and every edge's weight.
    type State<'a> = (usize, &'a [u64]);
    type Layout = WalkLayout;

    fn layout(&self, budget: &Budget) -> Result<WalkLayout, TableError> {
        WalkLayout::new(self, budget)
    }

    fn state_index(layout: &WalkLayout, (vertex, weights): (usize, &[u64])) -> Option<u64> {
        layout.state_index(vertex, weights)
    }
}

/// Dense indexing of the Walking Nim box: one layer per vertex over the edges of positive
/// weight, and the prefix tables' (vertex, incident edge) pairs.
#[derive(Clone, Debug)]
pub struct WalkLayout {
    /// One layer; its axes are the edges of positive weight (the others are never crossed).
    idx: BoxIndex,
    vertices: usize,
    /// Original edges.
    edges: Vec<(usize, usize, u64)>,
    /// Edge index → internal axis.
    axis_of: Vec<Option<usize>>,
    /// Total states (`vertices × layer`).
    states: u64,
    /// Prefix tables: `(vertex u, axis k)` for every axis incident to `u` (a loop once).
    pairs: Vec<(usize, usize)>,
    /// Per vertex: `(axis, pair of the far endpoint, own pair)` for each incident axis.
    inc: Vec<Vec<(usize, usize, usize)>>,
}

impl WalkLayout {
    fn new(game: &WalkGame, budget: &Budget) -> Result<Self, TableError> {
        let nv = game.vertices;
        for (i, &(u, v, _)) in game.edges.iter().enumerate() {
            if u >= nv || v >= nv {
                return Err(TableError::InvalidGame(format!(
                    "edge {i} = ({u}, {v}) names a vertex outside 0..{nv}"
                )));
            }
        }
        let weights: Vec<u64> = game.edges.iter().map(|e| e.2).collect();
        let idx = BoxIndex::new(&weights, |e| weights[e] > 0, nv as u64, budget)?;
        // `BoxIndex::new` checked that every layer together fits the budget.
        let states = idx.size * nv as u64;
        let mut axis_of = vec![None; game.edges.len()];
        for (k, &e) in idx.axes.iter().enumerate() {
            axis_of[e] = Some(k);
        }
        let mut pair_id = vec![Vec::new(); nv];
        let mut pairs = Vec::new();
        for (k, &e) in idx.axes.iter().enumerate() {
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
                        let (a, b, _) = game.edges[idx.axes[k]];
                        let other = if a == v { b } else { a };
                        (k, find(other, k), own)
                    })
                    .collect()
            })
            .collect();
        Ok(WalkLayout { idx, vertices: nv, edges: game.edges.clone(), axis_of, states, pairs, inc })
    }

    fn coords(&self, vertex: usize, weights: &[u64]) -> Option<Vec<u64>> {
        if vertex >= self.vertices {
            return None;
        }
        self.idx.coords(weights)
    }

    /// Dense index of a state (layer `vertex`) in the value arrays, or `None` outside the box.
    fn state_index(&self, vertex: usize, weights: &[u64]) -> Option<u64> {
        self.coords(vertex, weights).map(|c| vertex as u64 * self.idx.size + self.idx.index_of(&c))
    }

    fn alloc_bitsets(&self, n: usize) -> Result<Vec<Vec<u64>>, TableError> {
        (0..n).map(|_| alloc_bits(self.idx.rows.words)).collect()
    }
}

impl TableLayout for WalkLayout {
    type OutcomeBits = outcome::WalkBits;

    fn index(&self) -> &BoxIndex {
        &self.idx
    }

    fn states(&self) -> u64 {
        self.states
    }

    /// One bitset per vertex layer and one per (vertex, incident edge) prefix table.
    fn sweep_words(&self) -> Option<u64> {
        self.idx.rows.words.checked_mul((self.vertices + self.pairs.len()) as u64)
    }

    fn outcome_sweep(&self, job: OutcomeJob<'_>) -> Result<outcome::WalkBits, TableError> {
        outcome::outcome_sweep(self, job)
    }

    /// A ring of rows of value sets for the pairs off the row axis, and one row of sets per
    /// vertex for what its edges reach.
    fn grundy_set_bytes(&self, words: u64) -> Option<u64> {
        let len0 = self.idx.row_len();
        let ring_pairs = self.pairs.iter().filter(|p| p.1 != 0).count() as u64;
        let set_bytes = words.checked_mul(8)?;
        let ring = self.idx.ring_rows().checked_mul(len0)?.checked_mul(ring_pairs)?.checked_mul(set_bytes)?;
        let any = (self.vertices as u64).checked_mul(len0)?.checked_mul(set_bytes)?;
        ring.checked_add(any)
    }

    fn grundy_sweep<const W: usize>(
        &self,
        out: &mut [u8],
        progress: &mut impl Progress,
    ) -> Result<(), TableError> {
        grundy::walk_grundy_sweep::<W>(self, out, progress)
    }

    fn peel(&self, vals: &mut Values, progress: &mut impl Progress) -> Result<(), TableError> {
        let mut e = self.alloc_bitsets(self.vertices)?;
        for layer in e.iter_mut() {
            self.idx.rows.fill_ones(layer);
        }
        let mut pref = self.alloc_bitsets(self.pairs.len())?;
        peel_values(vals, self.states, self.idx.sum, progress, |record, tick| {
            sweep::walk_sweep(self, &mut pref, &mut e, sweep::Among::Target, record, tick)?;
            Ok(true)
        })
    }

    fn remoteness_groups(&self) -> usize {
        self.pairs.len()
    }

    fn remoteness<T: Cell>(&self, progress: &mut impl Progress) -> Result<Vec<T>, TableError> {
        remoteness::walk_remoteness(self, progress)
    }
}
