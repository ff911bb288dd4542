//! Recognising the graphs a theorem covers, and adapting the theorem's answer to the
//! solver's piles and edge classes. The theorems themselves live in [`crate::theory`].

use super::decompose::{MergedWalk, PileComponent};
use super::Outcome;
use crate::theory::cycles::{cycle_explanation, cycle_is_p, cycle_winning_moves};
use crate::theory::tetrahedron::{edge_index, tetra_explanation, tetra_is_p, tetra_winning_moves};
use crate::theory::walk::{walk_fast_path, WalkPosition};

/// Which Edge-Nim theorem covers a component, with the map from the theorem's edge slots
/// to the component's piles.
pub enum EdgeTheorem {
    /// C3, C4 or C5 (Graph Nim, Thms 3.1, 3.2, 4.5): `order[i]` is the pile joining the
    /// i-th and (i+1)-th vertex around the cycle, `groups[i]` the group of the i-th vertex.
    Cycle { order: Vec<usize>, groups: Vec<usize> },
    /// K4 with one edge empty (Dufour–Flesch–Heubach): `slot[k]` is the pile on K4 edge k
    /// (order 01,02,03,12,13,23), `None` for the missing edge; `groups[a]` is K4 vertex a.
    Tetrahedron { slot: [Option<usize>; 6], groups: [usize; 4] },
}

impl EdgeTheorem {
    fn cycle_tokens(order: &[usize], piles: &[u64]) -> Vec<u64> {
        order.iter().map(|&j| piles[j]).collect()
    }

    fn tetra_tokens(slot: &[Option<usize>; 6], piles: &[u64]) -> [u64; 6] {
        slot.map(|s| s.map_or(0, |j| piles[j]))
    }

    /// Whether piles (in the component's pile order) form a P-position.
    pub fn is_p(&self, piles: &[u64]) -> bool {
        match self {
            EdgeTheorem::Cycle { order, .. } => cycle_is_p(&Self::cycle_tokens(order, piles)).unwrap_or(false),
            EdgeTheorem::Tetrahedron { slot, .. } => tetra_is_p(&Self::tetra_tokens(slot, piles)).unwrap_or(false),
        }
    }

    /// Every move to a P-position as `(group, target piles)`, at most `cap`, each
    /// resulting position once, and the total number of such positions.
    pub fn winning_moves(&self, piles: &[u64], cap: usize) -> (Vec<(usize, Vec<u64>)>, u64) {
        let mut out: Vec<(usize, Vec<u64>)> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        // The theorems list a single-edge take once per endpoint; count positions instead.
        // Asking for twice the cap leaves room for those duplicates.
        let ask = cap.saturating_mul(2).saturating_add(2);
        let (raw, total): (Vec<(usize, Vec<u64>)>, u64) = match self {
            EdgeTheorem::Cycle { order, groups } => {
                let n = order.len();
                let (moves, total) = cycle_winning_moves(&Self::cycle_tokens(order, piles), ask).unwrap_or_default();
                let raw = moves
                    .into_iter()
                    .map(|m| {
                        let mut target = piles.to_vec();
                        target[order[(m.vertex + n - 1) % n]] = m.left;
                        target[order[m.vertex]] = m.right;
                        (groups[m.vertex], target)
                    })
                    .collect();
                (raw, total)
            }
            EdgeTheorem::Tetrahedron { slot, groups } => {
                let (moves, total) = tetra_winning_moves(&Self::tetra_tokens(slot, piles), ask).unwrap_or_default();
                let raw = moves
                    .into_iter()
                    .map(|m| {
                        let mut target = piles.to_vec();
                        for (k, s) in slot.iter().enumerate() {
                            if let Some(j) = s {
                                target[*j] = m.after[k];
                            }
                        }
                        (groups[m.vertex], target)
                    })
                    .collect();
                (raw, total)
            }
        };
        let mut single_changes = 0u64;
        for (group, target) in raw {
            let changed = piles.iter().zip(&target).filter(|(a, b)| a != b).count();
            if !seen.insert(target.clone()) {
                continue;
            }
            if changed == 1 {
                single_changes += 1;
            }
            if out.len() < cap {
                out.push((group, target));
            }
        }
        // Each single-edge target appears twice in the theorem's count (once per endpoint).
        let total = if (seen.len() as u64) < total { total.saturating_sub(single_changes) } else { seen.len() as u64 };
        (out, total)
    }

    /// Method name.
    pub fn method(&self) -> String {
        match self {
            EdgeTheorem::Cycle { order, .. } => format!("theorem:c{}", order.len()),
            EdgeTheorem::Tetrahedron { .. } => "theorem:tetrahedron".into(),
        }
    }

    /// Explanation for the given piles.
    pub fn explanation(&self, piles: &[u64]) -> String {
        match self {
            EdgeTheorem::Cycle { order, .. } => cycle_explanation(&Self::cycle_tokens(order, piles)),
            EdgeTheorem::Tetrahedron { slot, .. } => tetra_explanation(&Self::tetra_tokens(slot, piles)),
        }
        .unwrap_or_default()
    }
}

/// Finds a theorem for an Edge-Nim component (merged, so no parallel piles).
pub fn edge_theorem(component: &PileComponent) -> Option<EdgeTheorem> {
    if (0..component.piles.len()).any(|j| component.is_loop(j)) {
        return None;
    }
    let vertices = component.groups.len();
    let piles = component.piles.len();
    if (3..=5).contains(&vertices) && piles == vertices && component.groups.iter().all(|g| g.len() == 2) {
        // A connected 2-regular graph is a cycle: walk it from group 0.
        let mut order = Vec::with_capacity(vertices);
        let mut groups = vec![0usize];
        let mut previous_pile = component.groups[0][1];
        for _ in 0..vertices {
            let group = *groups.last()?;
            let pile = *component.groups[group].iter().find(|&&j| j != previous_pile)?;
            order.push(pile);
            let class = &component.classes[pile];
            let here = component.group_vertex[group];
            let next_vertex = if class.u == here { class.v } else { class.u };
            let next = component.group_vertex.iter().position(|&v| v == next_vertex)?;
            groups.push(next);
            previous_pile = pile;
        }
        if groups.pop() != Some(0) {
            return None;
        }
        return Some(EdgeTheorem::Cycle { order, groups });
    }
    if vertices == 4 && piles == 5 {
        let groups: [usize; 4] = [0, 1, 2, 3];
        let mut slot = [None; 6];
        for (j, class) in component.classes.iter().enumerate() {
            let a = component.group_vertex.iter().position(|&v| v == class.u)?;
            let b = component.group_vertex.iter().position(|&v| v == class.v)?;
            slot[edge_index(a, b)] = Some(j);
        }
        return Some(EdgeTheorem::Tetrahedron { slot, groups });
    }
    None
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
    let answer = walk_fast_path(&WalkPosition { vertices: merged.vertices, edges: &merged.edges, piece: merged.token })?;
    let merged_note = if merged.classes.iter().any(|c| c.edges.len() > 1) {
        " Parallel edges and loops were first merged by xor (Clark, Thm 2.1)."
    } else {
        ""
    };
    Some(WalkTheorem {
        outcome: if answer.outcome.is_p() { Outcome::P } else { Outcome::N },
        ranges: answer.winning.iter().map(|r| (r.edge, r.lo, r.hi)).collect(),
        method: format!("theorem:{}", answer.method),
        explanation: format!("{}{merged_note}", answer.explanation),
    })
}

/// Who wins a merged Walking Nim position, when a theorem covers it (`Some(true)` = P).
pub fn walk_outcome(vertices: usize, edges: &[(usize, usize, u64)], piece: usize) -> Option<bool> {
    walk_fast_path(&WalkPosition { vertices, edges, piece }).map(|a| a.outcome.is_p())
}
