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
use crate::words::DrawnEdges;

/// Receives the `(edge, amount)` list of each real move; returns `false` to stop.
type TakeVisitor<'a> = dyn FnMut(&[(usize, u64)]) -> bool + 'a;

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
    /// The position's edges among the component's vertices as listed (empty ones too), so
    /// explanations name a pile or a theorem's edge as the board draws it.
    pub drawn: DrawnEdges,
}

impl PileComponent {
    /// Whether pile `j` is a loop.
    pub fn is_loop(&self, j: usize) -> bool {
        self.classes[j].u == self.classes[j].v
    }

    /// Every real move behind the merged move `group`: `piles` → `target`, each once: a
    /// pile's decrease split among its class's edges in every possible way (different splits
    /// reach different positions). Canonical moves, in a fixed order; `visit` returns `false`
    /// to stop, and then so does this.
    pub fn real_moves(
        &self,
        position: &Position,
        group: usize,
        piles: &[u64],
        target: &[u64],
        mut visit: impl FnMut(EdgeMove) -> bool,
    ) -> bool {
        let changed: Vec<usize> = (0..piles.len()).filter(|&j| piles[j] != target[j]).collect();
        let mut take = Vec::new();
        self.splits(position, &changed, piles, target, &mut take, &mut |take| {
            visit(canonical(position, EdgeMove { vertex: self.group_vertex[group], take: take.to_vec() }))
        })
    }

    /// Extends `take` by every split of the first changed pile's decrease, then recurses.
    fn splits(
        &self,
        position: &Position,
        changed: &[usize],
        piles: &[u64],
        target: &[u64],
        take: &mut Vec<(usize, u64)>,
        visit: &mut TakeVisitor,
    ) -> bool {
        let Some((&j, rest)) = changed.split_first() else {
            return visit(take);
        };
        let edges = &self.classes[j].edges;
        let caps: Vec<u64> = edges.iter().map(|&e| position.edges[e].tokens).collect();
        let mut amounts = vec![0u64; edges.len()];
        let mark = take.len();
        let mut going = true;
        for_each_split(piles[j] - target[j], &caps, &mut amounts, 0, &mut |amounts| {
            take.truncate(mark);
            take.extend(edges.iter().zip(amounts).filter(|(_, &a)| a > 0).map(|(&e, &a)| (e, a)));
            going = self.splits(position, rest, piles, target, take, visit);
            going
        });
        take.truncate(mark);
        going
    }

    /// How many real moves stand behind the merged move `piles` → `target` (see
    /// [`Self::real_moves`]), or `None` when too costly to count exactly.
    pub fn count_real_moves(&self, position: &Position, piles: &[u64], target: &[u64]) -> Option<u64> {
        (0..piles.len()).filter(|&j| piles[j] != target[j]).try_fold(1u64, |product, j| {
            let caps: Vec<u64> = self.classes[j].edges.iter().map(|&e| position.edges[e].tokens).collect();
            product.checked_mul(count_splits(piles[j] - target[j], &caps)?)
        })
    }

    /// Whether any pile holds several real edges (then real moves outnumber merged ones).
    pub fn has_merged_edges(&self) -> bool {
        self.classes.iter().any(|c| c.edges.len() > 1)
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
    let drawn = DrawnEdges::among(position, &group_vertex);
    PileComponent { classes, piles, group_vertex, groups, drawn }
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
    pub piece: usize,
    /// Largest merged weight each class can reach: lowering one of several parallel edges
    /// can raise their xor, up to all ones below the top bit of the heaviest edge.
    pub bounds: Vec<u64>,
}

impl MergedWalk {
    /// Reduces a Walking Nim position.
    pub fn new(position: &Position) -> MergedWalk {
        let token = position.piece_vertex();
        let live = component_of(position, token);
        let classes = edge_classes(position, &live);
        // Each merged edge with its ends in the order the position lists its first edge, so
        // the theorems' explanations name it as the board draws it.
        let edges = classes
            .iter()
            .map(|c| {
                let first = position.edges[c.edges[0]];
                (first.u, first.v, c.edges.iter().fold(0u64, |x, &e| x ^ position.edges[e].tokens))
            })
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
        MergedWalk { vertices: position.vertices, classes, edges, piece: token, bounds }
    }

    /// The merged image of the position reached by a real move (recomputed from the
    /// class, so it is exact whatever the move).
    pub fn after(&self, position: &Position, mv: &WalkMove) -> (usize, Vec<u64>) {
        let mut weights: Vec<u64> = self.edges.iter().map(|e| e.2).collect();
        let e = position.edges[mv.edge];
        if let Some(c) = self.classes.iter().position(|c| c.edges.contains(&mv.edge)) {
            weights[c] ^= e.tokens ^ (e.tokens - mv.take);
        }
        (e.other_end(self.piece), weights)
    }
}

/// Visits every `amounts` with `amounts[i] <= caps[i]` (from `from` on) summing to `total`,
/// choosing only feasible values so no branch is a dead end. `visit` returns `false` to stop.
fn for_each_split(
    total: u64,
    caps: &[u64],
    amounts: &mut [u64],
    from: usize,
    visit: &mut dyn FnMut(&[u64]) -> bool,
) -> bool {
    if from + 1 >= caps.len() {
        return match amounts.get_mut(from) {
            // The last part takes the rest, if it can hold it.
            Some(last) if total <= caps[from] => {
                *last = total;
                visit(amounts)
            }
            Some(_) => true,
            None => total > 0 || visit(amounts),
        };
    }
    let room_after: u64 = caps[from + 1..].iter().fold(0u64, |s, &c| s.saturating_add(c));
    let low = total.saturating_sub(room_after);
    for here in low..=total.min(caps[from]) {
        amounts[from] = here;
        if !for_each_split(total - here, caps, amounts, from + 1, visit) {
            return false;
        }
    }
    true
}

/// Number of ways to write `total` as a sum of `caps.len()` parts with part `i` at most
/// `caps[i]` (a table over partial sums), or `None` when the table would be too large to be
/// worth it or the count overflows.
fn count_splits(total: u64, caps: &[u64]) -> Option<u64> {
    if let [cap] = caps {
        return Some(u64::from(total <= *cap));
    }
    // ways[s]: ways for the edges so far to sum to s; bounded work keeps huge counts cheap to refuse.
    let width = usize::try_from(total).ok()?.checked_add(1)?;
    if width.checked_mul(caps.len())? > 4_000_000 {
        return None;
    }
    let mut ways = vec![0u64; width];
    ways[0] = 1;
    for &cap in caps {
        let mut next = vec![0u64; width];
        // Sliding window: next[s] = sum of ways[s - cap ..= s].
        let mut window = 0u64;
        for s in 0..width {
            window = window.checked_add(ways[s])?;
            if let Some(drop) =
                s.checked_sub(usize::try_from(cap).unwrap_or(usize::MAX)).and_then(|d| d.checked_sub(1))
            {
                window -= ways[drop];
            }
            next[s] = window;
        }
        ways = next;
    }
    Some(ways[width - 1])
}

#[cfg(test)]
mod split_tests {
    use super::{count_splits, for_each_split};

    #[test]
    fn splits_are_enumerated_and_counted_alike() {
        for caps in [vec![3u64], vec![2, 3], vec![0, 4, 1], vec![2, 2, 2], vec![5, 0]] {
            for total in 0..=caps.iter().sum::<u64>() + 1 {
                let mut seen = Vec::new();
                let mut amounts = vec![0; caps.len()];
                for_each_split(total, &caps, &mut amounts, 0, &mut |a| {
                    assert_eq!(a.iter().sum::<u64>(), total);
                    assert!(a.iter().zip(&caps).all(|(x, c)| x <= c));
                    seen.push(a.to_vec());
                    true
                });
                let brute = (0..caps.iter().map(|c| c + 1).product::<u64>())
                    .filter(|&code| {
                        let mut rest = code;
                        let mut sum = 0;
                        for &c in &caps {
                            sum += rest % (c + 1);
                            rest /= c + 1;
                        }
                        sum == total
                    })
                    .count() as u64;
                let mut distinct = seen.clone();
                crate::sorting::sort(&mut distinct);
                distinct.dedup();
                assert_eq!(distinct.len(), seen.len());
                // An over-full total has no split; the enumeration then visits nothing.
                let expected = if total > caps.iter().sum::<u64>() { 0 } else { brute };
                assert_eq!(seen.len() as u64, expected, "{caps:?} {total}");
                assert_eq!(count_splits(total, &caps), Some(expected), "{caps:?} {total}");
            }
        }
    }
}
