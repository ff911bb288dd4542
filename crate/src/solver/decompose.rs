//! Splitting positions into independent parts and merging edges that play as one.
//!
//! * Edge-Nim: the connected components of the non-empty edges are independent games, so
//!   the whole is their disjunctive sum (Grundy values combine by xor). Within a component,
//!   parallel links and the loops at one vertex are touched by exactly the same vertex
//!   choices, and taking any amounts from several of them is the same as lowering their
//!   total, so each class becomes one pile holding the sum.
//! * Walking Nim: the piece never leaves its component; Clark (2012, Thm 2.1) shows parallel
//!   links and loops at a vertex may be replaced by one edge whose weight is the xor.

use crate::graph::{component_of, edge_classes, live_components, vertices_of, EdgeClass};
use crate::moves::{EdgeMove, WalkMove};
use crate::position::Position;
use crate::rules::edge::canonical;

/// An Edge-Nim component as a piles-and-groups game: pile `j` is edge class `classes[j]`;
/// group `g` is the star of vertex `group_vertex[g]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PileComponent {
    /// Real edges behind each pile.
    pub classes: Vec<EdgeClass>,
    /// Tokens per pile (sum over the class).
    pub piles: Vec<u64>,
    /// The vertex each group belongs to.
    pub group_vertex: Vec<usize>,
    /// Pile indices of each group.
    pub groups: Vec<Vec<usize>>,
}

impl PileComponent {
    /// Whether pile `j` is a loop.
    pub fn is_loop(&self, j: usize) -> bool {
        self.classes[j].u == self.classes[j].v
    }

    /// The real Edge-Nim move that takes this component from `piles` to `target`
    /// by choosing group `group`. Amounts are taken from each class's edges in index order;
    /// any other split among parallel edges reaches an equivalent position.
    pub fn real_move(&self, position: &Position, group: usize, piles: &[u64], target: &[u64]) -> EdgeMove {
        let mut take = Vec::new();
        for j in 0..piles.len() {
            let mut amount = piles[j] - target[j];
            for &e in &self.classes[j].edges {
                if amount == 0 {
                    break;
                }
                let here = amount.min(position.edges[e].tokens);
                if here > 0 {
                    take.push((e, here));
                    amount -= here;
                }
            }
        }
        canonical(position, EdgeMove { vertex: self.group_vertex[group], take })
    }

    /// A move changing only pile `j` can be made from either end of a link; the
    /// enumeration keeps only the lower endpoint's copy so each resulting position is
    /// listed once.
    pub fn is_duplicate_single(&self, group: usize, piles: &[u64], target: &[u64]) -> bool {
        let mut changed = (0..piles.len()).filter(|&j| piles[j] != target[j]);
        match (changed.next(), changed.next()) {
            (Some(j), None) => !self.is_loop(j) && self.classes[j].u != self.group_vertex[group],
            _ => false,
        }
    }
}

/// Splits an Edge-Nim position into its independent components.
pub fn edge_components(position: &Position) -> Vec<PileComponent> {
    live_components(position).iter().map(|edges| pile_component(position, edges)).collect()
}

/// Builds the piles-and-groups form of one component (or of any set of live edges).
pub fn pile_component(position: &Position, edges: &[usize]) -> PileComponent {
    let classes = edge_classes(position, edges);
    let piles: Vec<u64> =
        classes.iter().map(|c| c.edges.iter().map(|&e| position.edges[e].tokens).sum()).collect();
    let group_vertex = vertices_of(position, edges);
    let groups = group_vertex
        .iter()
        .map(|&v| (0..classes.len()).filter(|&j| classes[j].u == v || classes[j].v == v).collect())
        .collect();
    PileComponent { classes, piles, group_vertex, groups }
}

/// All live edges of an Edge-Nim position as one piles-and-groups game (used where the
/// sum cannot be split, e.g. for remoteness).
pub fn whole_edge_game(position: &Position) -> PileComponent {
    let edges: Vec<usize> = (0..position.edges.len()).filter(|&i| position.edges[i].tokens > 0).collect();
    pile_component(position, &edges)
}

/// The Walking Nim position reduced by Clark's Thm 2.1: only the piece's component, one
/// edge per class with the xor of the class's weights (classes whose xor is 0 vanish).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MergedWalk {
    /// Number of vertices (same numbering as the original).
    pub vertices: usize,
    /// Real edges behind each merged edge.
    pub classes: Vec<EdgeClass>,
    /// Merged edges `(u, v, xor weight)`, one per class, zero weights included so indices
    /// match `classes`.
    pub edges: Vec<(usize, usize, u64)>,
    /// The piece.
    pub token: usize,
    /// Largest merged weight each class can reach: lowering one of several parallel edges
    /// can raise their xor, up to all ones below the top bit of the heaviest edge.
    pub bounds: Vec<u64>,
}

impl MergedWalk {
    /// Reduces a Walking Nim position.
    pub fn new(position: &Position) -> MergedWalk {
        let token = position.token.unwrap_or(0);
        let live = component_of(position, token);
        let classes = edge_classes(position, &live);
        let edges = classes
            .iter()
            .map(|c| (c.u, c.v, c.edges.iter().fold(0u64, |x, &e| x ^ position.edges[e].tokens)))
            .collect();
        let bounds = classes
            .iter()
            .map(|c| {
                let heaviest = c.edges.iter().map(|&e| position.edges[e].tokens).max().unwrap_or(0);
                if c.edges.len() == 1 {
                    heaviest
                } else {
                    u64::MAX >> heaviest.leading_zeros()
                }
            })
            .collect();
        MergedWalk { vertices: position.vertices, classes, edges, token, bounds }
    }

    /// The merged image of the position reached by a real move (recomputed from the
    /// class, so it is exact whatever the move).
    pub fn after(&self, position: &Position, mv: &WalkMove) -> (usize, Vec<u64>) {
        let mut weights: Vec<u64> = self.edges.iter().map(|e| e.2).collect();
        let e = position.edges[mv.edge];
        if let Some(c) = self.classes.iter().position(|c| c.edges.contains(&mv.edge)) {
            weights[c] ^= e.tokens ^ (e.tokens - mv.take);
        }
        (e.other_end(self.token), weights)
    }
}
