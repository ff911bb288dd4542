//! Misère Walking Nim: whoever lowers the last weight the piece can use loses (the player
//! facing no move wins). No theorem of the papers covers misère play and the walk table
//! engine is normal-play only (a misère game has many terminal states, one per vertex and
//! set of empty edges around it), so the positions reachable from the start are searched
//! directly, iteratively (no recursion, so no stack overflow on long games), with every
//! state counted against the outcome-table budget.

use std::collections::HashMap;

use super::{readable, Analysis, MoveReport, Outcome, Progress, SolveError, SolveOptions};
use crate::moves::{Move, WalkMove};
use crate::position::Position;

/// A state: the piece's vertex and every edge's weight.
type State = (usize, Vec<u64>);

/// Most states kept in memory, whatever the budget says: each costs a hash entry.
const MAX_SEARCH_STATES: u64 = 4_000_000;

struct Search<'a> {
    ends: &'a [(usize, usize)],
    memo: HashMap<State, bool>,
    cap: u64,
}

impl Search<'_> {
    /// Every move from `state` with the state it leads to.
    fn children(&self, (at, weights): &State) -> Vec<(WalkMove, State)> {
        let mut out = Vec::new();
        for (edge, &(u, v)) in self.ends.iter().enumerate() {
            if u != *at && v != *at {
                continue;
            }
            let to = if u == *at { v } else { u };
            for take in 1..=weights[edge] {
                let mut next = weights.clone();
                next[edge] -= take;
                out.push((WalkMove { edge, take }, (to, next)));
            }
        }
        out
    }

    /// Whether `start` is a misère P-position, filling the memo on the way.
    fn is_p(&mut self, start: &State, progress: &mut impl Progress) -> Result<bool, SolveError> {
        let mut stack = vec![start.clone()];
        while let Some(state) = stack.last().cloned() {
            if self.memo.contains_key(&state) {
                stack.pop();
                continue;
            }
            let children = self.children(&state);
            let mut pending = false;
            let mut wins = false;
            for (_, child) in &children {
                match self.memo.get(child) {
                    Some(true) => {
                        wins = true;
                        break;
                    }
                    Some(false) => {}
                    None => {
                        pending = true;
                        stack.push(child.clone());
                    }
                }
            }
            if wins || !pending {
                // No move at all is a win in misère play; otherwise P iff no child is P.
                self.memo.insert(state, !wins && !children.is_empty());
                stack.pop();
            }
            let seen = self.memo.len() as u64;
            if seen > self.cap || stack.len() as u64 > self.cap.saturating_mul(4) {
                return Err(SolveError::TooLarge(format!(
                    "misère Walking Nim is searched position by position, and this one reaches more than {} positions",
                    readable(self.cap)
                )));
            }
            if seen.is_multiple_of(1 << 16) && !progress.tick(seen, self.cap) {
                return Err(SolveError::Cancelled);
            }
        }
        Ok(self.memo.get(start).copied().unwrap_or(false))
    }
}

/// Solves a misère Walking Nim position that still has a move.
pub(crate) fn solve(
    position: &Position,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Analysis, SolveError> {
    let cap = options.max_states.min(MAX_SEARCH_STATES);
    // A state has at most as many moves as tokens around the piece: bound that first, so
    // no list of moves is ever longer than the budget.
    if position.total_tokens() > cap {
        return Err(SolveError::TooLarge(format!(
            "misère Walking Nim is searched position by position, and {} tokens are more than the budget of {}",
            readable(position.total_tokens()),
            readable(cap)
        )));
    }
    let ends: Vec<(usize, usize)> = position.edges.iter().map(|e| (e.u, e.v)).collect();
    let mut search = Search { ends: &ends, memo: HashMap::new(), cap };
    let start: State = (position.piece_vertex(), position.edges.iter().map(|e| e.tokens).collect());
    let is_p = search.is_p(&start, progress)?;
    let children = search.children(&start);
    let mut winning_moves = Vec::new();
    let mut reports = Vec::new();
    for (mv, child) in &children {
        let child_p = search.is_p(child, progress)?;
        if child_p && winning_moves.len() < options.move_cap {
            winning_moves.push(Move::Walk(*mv));
        }
        if options.all_moves && reports.len() < options.move_cap {
            let outcome = Outcome::from_is_p(child_p);
            reports.push(MoveReport { mv: Move::Walk(*mv), outcome, grundy: None, remoteness: None });
        }
    }
    let winning_total = children.iter().filter(|(_, c)| search.memo.get(c) == Some(&true)).count() as u64;
    let states = search.memo.len() as u64;
    Ok(Analysis {
        outcome: Outcome::from_is_p(is_p),
        grundy: None,
        remoteness: None,
        winning_moves,
        winning_moves_total: Some(winning_total),
        moves: options.all_moves.then_some(reports),
        moves_total: Some(children.len() as u64),
        method: "search:misere".into(),
        explanation: format!(
            "Misère play (whoever makes the last move loses): every one of the {} positions reachable from here was searched; Grundy sums and the normal-play theorems do not apply.",
            readable(states)
        ),
        states,
    })
}
