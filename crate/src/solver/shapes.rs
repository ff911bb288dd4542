//! Recognising the graphs a theorem covers, and adapting the theorem's answer to the
//! solver's piles and edge classes. The theorems themselves live in [`crate::theory`].

use super::decompose::{MergedWalk, PileComponent};
use super::enumerate::listing_group;
use super::Outcome;
use crate::theory::cycles::{cycle_explanation, cycle_is_p, cycle_winning_moves};
use crate::theory::tetrahedron::{edge_index, tetra_explanation, tetra_is_p, tetra_winning_moves};
use crate::theory::walk::{walk_fast_path, WalkPosition};
use crate::words::{Count, DrawnEdges};

/// A move target: the group (vertex) moved at and the piles after the move.
pub type Target = (usize, Vec<u64>);

/// Which Edge-Nim theorem covers a component, with the map from the theorem's edge slots
/// to the component's piles.
pub enum EdgeTheorem {
    /// C3, C4 or C5 (Graph Nim, Thms 3.1, 3.2, 4.5): `order[i]` is the pile joining the
    /// i-th and (i+1)-th vertex around the cycle (`None`: an edge the graph lacks, which
    /// plays as an empty one — so a path of four edges is C5 with an empty edge);
    /// `vertices[i]` is the graph vertex the i-th cycle vertex is, so explanations use the
    /// board's own numbers.
    Cycle { order: Vec<Option<usize>>, vertices: Vec<usize>, drawn: DrawnEdges },
    /// K4 with at least one edge empty (Dufour–Flesch–Heubach): `slot[k]` is the pile on
    /// K4 edge k (order 01,02,03,12,13,23), `None` for a missing edge; K4 vertex `a` is
    /// group `a`, i.e. graph vertex `vertices[a]`.
    Tetrahedron { slot: [Option<usize>; 6], vertices: [usize; 4], drawn: DrawnEdges },
}

impl EdgeTheorem {
    fn cycle_tokens(order: &[Option<usize>], piles: &[u64]) -> Vec<u64> {
        order.iter().map(|j| j.map_or(0, |j| piles[j])).collect()
    }

    fn tetra_tokens(slot: &[Option<usize>; 6], piles: &[u64]) -> [u64; 6] {
        slot.map(|s| s.map_or(0, |j| piles[j]))
    }

    /// Whether piles (in the component's pile order) form a P-position.
    pub fn is_p(&self, piles: &[u64]) -> bool {
        match self {
            EdgeTheorem::Cycle { order, .. } => {
                cycle_is_p(&Self::cycle_tokens(order, piles)).unwrap_or(false)
            }
            EdgeTheorem::Tetrahedron { slot, .. } => {
                tetra_is_p(&Self::tetra_tokens(slot, piles)).unwrap_or(false)
            }
        }
    }

    /// Every move to a P-position as `(group, target piles)`, at most `cap`, each
    /// resulting position once, and the total number of such positions; `None` when the
    /// theorem's move search would exceed its scan limit (astronomic token counts). The
    /// theorems list each position once too, in their own vertex numbering; each move is
    /// credited to the group the component lists it at ([`listing_group`]).
    pub fn winning_moves(
        &self,
        piles: &[u64],
        groups: &[Vec<usize>],
        cap: usize,
    ) -> Option<(Vec<Target>, u64)> {
        let (targets, total): (Vec<Vec<u64>>, u64) = match self {
            EdgeTheorem::Cycle { order, .. } => {
                let n = order.len();
                let (moves, total) = cycle_winning_moves(&Self::cycle_tokens(order, piles), cap)?;
                let targets = moves
                    .into_iter()
                    .map(|m| {
                        let mut target = piles.to_vec();
                        // A missing edge holds 0 and no move can lower it, so it stays 0.
                        if let Some(j) = order[(m.vertex + n - 1) % n] {
                            target[j] = m.left;
                        }
                        if let Some(j) = order[m.vertex] {
                            target[j] = m.right;
                        }
                        target
                    })
                    .collect();
                (targets, total)
            }
            EdgeTheorem::Tetrahedron { slot, .. } => {
                // The theorem sorts the moves it collected, so a short list is the sorted head
                // of a longer one: asking for twice the cap keeps it close to the first moves.
                let ask = cap.saturating_mul(2).saturating_add(2);
                let (mut moves, total) = tetra_winning_moves(&Self::tetra_tokens(slot, piles), ask)?;
                moves.truncate(cap);
                let targets = moves
                    .into_iter()
                    .map(|m| {
                        let mut target = piles.to_vec();
                        for (k, s) in slot.iter().enumerate() {
                            if let Some(j) = s {
                                target[*j] = m.after[k];
                            }
                        }
                        target
                    })
                    .collect();
                (targets, total)
            }
        };
        let out = targets
            .into_iter()
            .filter_map(|target| Some((listing_group(groups, piles, &target)?, target)))
            .collect();
        Some((out, total))
    }

    /// Steps the theorem's winning-move search takes: the cycle theorems solve for their
    /// moves directly, while the tetrahedron's walks one free token count.
    pub fn search_steps(&self, piles: &[u64]) -> u64 {
        match self {
            EdgeTheorem::Cycle { .. } => 0,
            EdgeTheorem::Tetrahedron { .. } => piles.iter().copied().max().unwrap_or(0),
        }
    }

    /// Method name.
    pub fn method(&self) -> String {
        match self {
            EdgeTheorem::Cycle { order, .. } => format!("theorem:c{}", order.len()),
            EdgeTheorem::Tetrahedron { .. } => "theorem:tetrahedron".into(),
        }
    }

    /// Explanation for the given piles, in the board's vertex numbers and edge names (`drawn`:
    /// each edge's ends in the order the position lists them).
    pub fn explanation(&self, piles: &[u64]) -> String {
        match self {
            EdgeTheorem::Cycle { order, vertices, drawn } => {
                let ends = |a: usize, b: usize| drawn.between(a, b);
                let text =
                    cycle_explanation(&Self::cycle_tokens(order, piles), vertices, &ends).unwrap_or_default();
                match (order.iter().any(Option::is_none), vertices.first(), vertices.last()) {
                    (true, Some(first), Some(last)) => {
                        let walk: Vec<String> = vertices.iter().map(usize::to_string).collect();
                        // An edge the board does not draw is said to be the cycle's own, so
                        // the reader does not look for it on the board.
                        let unseen =
                            if drawn.draws(*last, *first) { "" } else { ", which the board does not draw" };
                        format!(
                            "The path {} plays as a cycle closed by an empty edge {}{unseen}. {text}",
                            walk.join("–"),
                            ends(*last, *first)
                        )
                    }
                    _ => text,
                }
            }
            EdgeTheorem::Tetrahedron { slot, vertices, drawn } => {
                let ends = |a: usize, b: usize| drawn.between(a, b);
                let text =
                    tetra_explanation(&Self::tetra_tokens(slot, piles), *vertices, &ends).unwrap_or_default();
                // A graph on four vertices that is not K4 (a path, a star, a square) is read
                // as K4 whose missing edges hold no tokens: said first, so the edges the
                // theorem names that the board does not draw are not a puzzle, and said to be
                // K4's, so the reader does not look for them on the board. (An edge drawn with
                // no tokens left is among them: the solver sees only tokens.)
                let empty: Vec<(usize, usize)> = (0..4)
                    .flat_map(|a| (a + 1..4).map(move |b| (a, b)))
                    .filter(|&(a, b)| slot[edge_index(a, b)].is_none())
                    .map(|(a, b)| (vertices[a], vertices[b]))
                    .collect();
                let names: Vec<String> = empty.iter().map(|&(u, v)| ends(u, v)).collect();
                let not_drawn = if empty.iter().any(|&(u, v)| !drawn.draws(u, v)) {
                    ": K4, the complete graph on these four vertices, has edges the board does not draw, and they hold no tokens"
                } else {
                    ""
                };
                match names.as_slice() {
                    [] => text,
                    [one] => format!("Read as K4 with edge {one} empty{not_drawn}. {text}"),
                    [first @ .., last] => {
                        format!(
                            "Read as K4 with edges {} and {last} empty{not_drawn}. {text}",
                            first.join(", ")
                        )
                    }
                }
            }
        }
    }
}

/// Finds a theorem for an Edge-Nim component (merged, so no parallel piles).
pub fn edge_theorem(component: &PileComponent) -> Option<EdgeTheorem> {
    if (0..component.piles.len()).any(|j| component.is_loop(j)) {
        return None;
    }
    let vertices = component.groups.len();
    let piles = component.piles.len();
    let degree_two = component.groups.iter().all(|g| g.len() == 2);
    if (3..=5).contains(&vertices) && piles == vertices && degree_two {
        return cycle_from(component, 0, None);
    }
    if vertices == 4 && piles <= 5 {
        // Any simple graph on four vertices is K4 with its absent edges empty.
        let mut slot = [None; 6];
        for (j, class) in component.classes.iter().enumerate() {
            let a = component.group_vertex.iter().position(|&v| v == class.u)?;
            let b = component.group_vertex.iter().position(|&v| v == class.v)?;
            slot[edge_index(a, b)] = Some(j);
        }
        let vertices = [0, 1, 2, 3].map(|a| component.group_vertex[a]);
        return Some(EdgeTheorem::Tetrahedron { slot, vertices, drawn: component.drawn.clone() });
    }
    if vertices == 5 && piles == 4 {
        // A path on five vertices is C5 with its closing edge empty.
        let ends: Vec<usize> = (0..vertices).filter(|&g| component.groups[g].len() == 1).collect();
        if ends.len() == 2 && component.groups.iter().all(|g| g.len() <= 2) {
            return cycle_from(component, ends[0], Some(ends[1]));
        }
    }
    None
}

/// Walks a cycle (or a path from `start` to `end`, closed by a virtual empty edge).
fn cycle_from(component: &PileComponent, start: usize, end: Option<usize>) -> Option<EdgeTheorem> {
    let vertices = component.groups.len();
    let mut order = Vec::with_capacity(vertices);
    let mut groups = vec![start];
    let mut previous_pile = None;
    let links = if end.is_some() { vertices - 1 } else { vertices };
    for _ in 0..links {
        let group = *groups.last()?;
        let pile = *component.groups[group].iter().find(|&&j| Some(j) != previous_pile)?;
        order.push(Some(pile));
        let class = &component.classes[pile];
        let here = component.group_vertex[group];
        let next_vertex = if class.u == here { class.v } else { class.u };
        groups.push(component.group_vertex.iter().position(|&v| v == next_vertex)?);
        previous_pile = Some(pile);
    }
    match end {
        None if groups.pop() != Some(start) => return None,
        Some(end) if groups.last() != Some(&end) => return None,
        Some(_) => order.push(None),
        None => {}
    }
    let distinct: std::collections::BTreeSet<usize> = groups.iter().copied().collect();
    if distinct.len() != vertices {
        return None;
    }
    let vertices = groups.iter().map(|&g| component.group_vertex[g]).collect();
    Some(EdgeTheorem::Cycle { order, vertices, drawn: component.drawn.clone() })
}

/// A Walking Nim theorem's verdict on a merged position.
pub struct WalkTheorem {
    outcome: Outcome,
    ranges: Vec<(usize, u64, u64)>,
    method: String,
    explanation: String,
}

impl WalkTheorem {
    /// Who wins the root.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// Winning moves as `(merged edge, lowest, highest new weight)`.
    pub fn winning_ranges(&self) -> &[(usize, u64, u64)] {
        &self.ranges
    }

    /// Whether setting merged edge `class` to `weight` is a winning move.
    pub fn is_winning(&self, class: usize, weight: u64) -> bool {
        self.ranges.iter().any(|&(c, lo, hi)| c == class && lo <= weight && weight <= hi)
    }

    /// Method name.
    pub fn method(&self) -> String {
        self.method.clone()
    }

    /// Explanation.
    pub fn explanation(&self) -> String {
        self.explanation.clone()
    }
}

/// Finds a theorem for a merged Walking Nim position.
pub fn walk_theorem(merged: &MergedWalk) -> Option<WalkTheorem> {
    let answer = walk_fast_path(&WalkPosition {
        vertices: merged.vertices,
        edges: &merged.edges,
        piece: merged.piece,
    })?;
    Some(WalkTheorem {
        outcome: answer.outcome,
        ranges: answer.winning.iter().map(|r| (r.edge, r.lo, r.hi)).collect(),
        method: format!("theorem:{}", answer.method),
        explanation: format!("{}{}", answer.explanation, merged_note(merged)),
    })
}

/// What the theorem's weights are when parallel edges or loops were merged: each group is one
/// edge of their xor, which the board does not show ("cross edge 0–1 … (3 → 0)" on a board of
/// weights 2 and 1 named no move there), and how a move named on it is made.
fn merged_note(merged: &MergedWalk) -> String {
    let groups: Vec<String> = merged
        .classes
        .iter()
        .zip(&merged.edges)
        .filter(|(class, _)| class.edges.len() > 1)
        .map(|(class, &(u, v, xor))| {
            let numbers: Vec<String> = class.edges.iter().map(usize::to_string).collect();
            let (last, rest) = numbers.split_last().expect("a group has several edges");
            let place = if u == v { format!("loops at vertex {u}") } else { format!("between {u} and {v}") };
            format!("edges {} and {last} ({place}) count as one of weight {}", rest.join(", "), Count(xor))
        })
        .collect();
    if groups.is_empty() {
        return String::new();
    }
    format!(
        " Parallel edges and loops were first merged by xor (Clark, Thm 2.1): {}, the xor of their \
         weights; a move named above on such an edge is made on one of them, leaving their xor at \
         the weight it names.",
        groups.join("; ")
    )
}

/// Who wins a merged Walking Nim position, when a theorem covers it (`Some(true)` = P).
pub fn walk_outcome(vertices: usize, edges: &[(usize, usize, u64)], piece: usize) -> Option<bool> {
    walk_fast_path(&WalkPosition { vertices, edges, piece }).map(|a| a.outcome.is_p())
}
