//! Games solved whole, never split into components: SetNim positions (normal and misère)
//! and every misère game. Edge-Nim and SetNim become piles-and-groups games for
//! [`super::piles_solver`]; misère Walking Nim goes to the misère outcome table of the
//! piece's component ([`super::walk_misere`]).

use super::piles_solver::{self, PileProblem};
use super::table::PileGame;
use super::{Analysis, Outcome, Progress, SolveError, SolveOptions};
use crate::moves::{EdgeMove, Move, SetMove};
use crate::position::{Play, Position, Rules};
use crate::rules;

/// Solves a SetNim position, or a misère position of any rules.
pub(crate) fn solve(
    position: &Position,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Analysis, SolveError> {
    if rules::is_over(position) {
        return Ok(terminal(position, options));
    }
    let (game, family) = match position.rules {
        Rules::Walk => return super::walk_misere::solve(position, options, progress),
        Rules::Set => {
            let set_game = rules::set::game(position);
            (PileGame { piles: set_game.piles.clone(), groups: set_game.sets.clone() }, Some(set_game.family))
        }
        Rules::Edge => {
            let edges: Vec<(usize, usize, u64)> =
                position.edges.iter().map(|e| (e.u, e.v, e.tokens)).collect();
            (PileGame::edge_nim(position.vertices, &edges), None)
        }
    };
    // A move is the difference between the piles and the target, credited to its group
    // (the set, or the vertex), in the rules' canonical form.
    let take = |target: &[u64]| -> Vec<(usize, u64)> {
        game.piles
            .iter()
            .zip(target)
            .enumerate()
            .filter(|(_, (p, t))| p > t)
            .map(|(j, (p, t))| (j, p - t))
            .collect()
    };
    let to_move = |group: usize, target: &[u64]| -> Move {
        match position.rules {
            Rules::Set => {
                Move::Set(rules::set::canonical(position, SetMove { set: group, take: take(target) }))
            }
            _ => Move::Edge(rules::edge::canonical(position, EdgeMove { vertex: group, take: take(target) })),
        }
    };
    // Each pile as the board names it: SetNim's piles by number, Edge-Nim's by their edge.
    let names = match position.rules {
        Rules::Set => (0..game.piles.len()).map(|j| format!("pile {j}")).collect(),
        _ => (0..position.edges.len()).map(|e| crate::words::edge_called(position, e)).collect(),
    };
    let problem = PileProblem {
        names,
        game: game.clone(),
        family,
        play: position.play,
        to_move: &to_move,
        moves_total: rules::count_moves(position),
    };
    piles_solver::solve(&problem, options, progress)
}

/// The answer when no move is left: normal play, the player to move has lost; misère, the
/// opponent made the last move and the player to move has won. In Walking Nim that move
/// need not have taken the last token (tokens may be left away from the piece), so the rule
/// is said as the page's header says it there: the last move loses.
pub(crate) fn terminal(position: &Position, options: &SolveOptions) -> Analysis {
    let (outcome, grundy, explanation) = match (position.play, position.rules) {
        (Play::Normal, _) => {
            (Outcome::P, Some(0), "No tokens are left: the player to move has no move and loses.")
        }
        (Play::Misere, Rules::Walk) => (
            Outcome::N,
            None,
            "No move is left: in misère play whoever made the last move lost, so the player to move has won.",
        ),
        (Play::Misere, _) => (
            Outcome::N,
            None,
            "No move is left: in misère play whoever took the last token lost, so the player to move has won.",
        ),
    };
    Analysis {
        outcome,
        grundy,
        remoteness: Some(0),
        winning_moves: Vec::new(),
        winning_moves_total: Some(0),
        moves: options.all_moves.then(Vec::new),
        moves_total: Some(0),
        method: "terminal".into(),
        explanation: explanation.into(),
        states: 0,
    }
}
