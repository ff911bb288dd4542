//! Graph structure the solver needs: which edges still matter, how they split into
//! independent parts, and which edges can be merged into one pile.

use crate::position::Position;

/// Union-find over vertices, small and allocation-light; used to split a position into the
/// connected components of its non-empty edges.
struct DisjointSets {
    parent: Vec<usize>,
}

impl DisjointSets {
    fn new(n: usize) -> Self {
        DisjointSets { parent: (0..n).collect() }
    }

    fn find(&mut self, mut x: usize) -> usize {
        while self.parent[x] != x {
            self.parent[x] = self.parent[self.parent[x]];
            x = self.parent[x];
        }
        x
    }

    fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent[ra.max(rb)] = ra.min(rb);
        }
    }
}

/// Connected components of the edges that still hold tokens: lists of edge indices, each
/// sorted, components ordered by their smallest edge. Empty edges can never be played, so
/// they neither join components nor appear in any.
pub fn live_components(position: &Position) -> Vec<Vec<usize>> {
    let mut sets = DisjointSets::new(position.vertices);
    for e in position.edges.iter().filter(|e| e.tokens > 0) {
        sets.union(e.u, e.v);
    }
    let mut by_root: Vec<Vec<usize>> = vec![Vec::new(); position.vertices];
    for (i, e) in position.edges.iter().enumerate() {
        if e.tokens > 0 {
            let root = sets.find(e.u);
            by_root[root].push(i);
        }
    }
    let mut components: Vec<Vec<usize>> = by_root.into_iter().filter(|c| !c.is_empty()).collect();
    crate::sorting::sort_by_key(&mut components, |c| c[0]);
    components
}

/// The live edges in the same component as `vertex` (Walking Nim: the only ones the piece
/// can ever reach).
pub fn component_of(position: &Position, vertex: usize) -> Vec<usize> {
    live_components(position)
        .into_iter()
        .find(|c| c.iter().any(|&e| position.edges[e].touches(vertex)))
        .unwrap_or_default()
}

/// A set of real edges that play as one: parallel links between the same two vertices, or
/// all loops at one vertex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EdgeClass {
    /// Smaller endpoint.
    pub u: usize,
    /// Larger endpoint (equal to `u` for loops).
    pub v: usize,
    /// Real edge indices in this class, ascending.
    pub edges: Vec<usize>,
}

/// Groups the given edges into classes of parallel links and same-vertex loops, ordered by
/// first edge index.
pub fn edge_classes(position: &Position, edges: &[usize]) -> Vec<EdgeClass> {
    let mut classes: Vec<EdgeClass> = Vec::new();
    let mut index = std::collections::HashMap::new();
    for &i in edges {
        let e = position.edges[i];
        let key = (e.u.min(e.v), e.u.max(e.v));
        let slot = *index.entry(key).or_insert_with(|| {
            classes.push(EdgeClass { u: key.0, v: key.1, edges: Vec::new() });
            classes.len() - 1
        });
        classes[slot].edges.push(i);
    }
    classes
}

/// Vertices touched by the given edges, ascending.
pub fn vertices_of(position: &Position, edges: &[usize]) -> Vec<usize> {
    let mut vs: Vec<usize> = edges.iter().flat_map(|&i| [position.edges[i].u, position.edges[i].v]).collect();
    crate::sorting::sort(&mut vs);
    vs.dedup();
    vs
}
