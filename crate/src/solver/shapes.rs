//! Recognising the graphs a theorem covers, and adapting the theorem's answer to the
//! solver's piles and edge classes.

use super::decompose::{MergedWalk, PileComponent};
use super::Outcome;

/// An Edge-Nim theorem that covers a component.
pub struct EdgeTheorem {}

impl EdgeTheorem {
    /// Whether piles (in the component's pile order) form a P-position.
    pub fn is_p(&self, _piles: &[u64]) -> bool {
        unimplemented!()
    }
    /// Every move to a P-position as `(group, target piles)`, at most `cap`, and the total.
    pub fn winning_moves(&self, _piles: &[u64], _cap: usize) -> (Vec<(usize, Vec<u64>)>, u64) {
        unimplemented!()
    }
    /// Method name.
    pub fn method(&self) -> String {
        unimplemented!()
    }
    /// Explanation for the given piles.
    pub fn explanation(&self, _piles: &[u64]) -> String {
        unimplemented!()
    }
}

/// Finds a theorem for an Edge-Nim component.
pub fn edge_theorem(_component: &PileComponent) -> Option<EdgeTheorem> {
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
pub fn walk_theorem(_merged: &MergedWalk) -> Option<WalkTheorem> {
    None
}
