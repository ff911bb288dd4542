//! The mirror theorem as a solver answer ([`crate::theory::mirror`]): for Edge-Nim positions
//! in normal play too large for tables. A mirror position is lost for the player to move
//! (so every move leads to a won position); a position one move from a mirror position is
//! won by that move.

use super::{Analysis, MoveReport, Outcome, SolveOptions};
use crate::moves::Move;
use crate::position::Position;
use crate::theory::mirror::{mirror_of, restoring_move};
use crate::words::Count;

/// The theorem's answer, when the position is a mirror position or one move from one.
pub(crate) fn answer(position: &Position, options: &SolveOptions) -> Option<Analysis> {
    let moves_total = crate::rules::edge::tally(position);
    if let Some(mirror) = mirror_of(position) {
        // Every move from a P-position leads to an N-position: the list is exact.
        let moves = options.all_moves.then(|| {
            let (moves, _) = crate::rules::edge::moves(position, options.move_cap);
            moves
                .into_iter()
                .map(|mv| MoveReport { mv, outcome: Outcome::N, grundy: None, remoteness: None })
                .collect()
        });
        return Some(Analysis {
            outcome: Outcome::P,
            grundy: Some(0),
            remoteness: None,
            winning_moves: Vec::new(),
            winning_moves_total: Some(0),
            moves,
            moves_total,
            method: "theorem:mirror".into(),
            explanation: format!(
                "Mirror position: swapping the vertices {} maps the graph and its tokens onto themselves ({}), and no vertex is joined to its mirror image. Whatever the player to move takes at a vertex, the opponent takes the same amounts from the mirror edges at the mirror vertex, which restores the symmetry; so the opponent always has a reply and takes the last token: the player to move loses, so P (copy strategy, normal play).",
                mirror.describe(),
                mirror.describe_counts(position)
            ),
            states: 0,
        });
    }
    let (mv, mirror) = restoring_move(position)?;
    let mut after = position.clone();
    for &(e, amount) in &mv.take {
        after.edges[e].tokens -= amount;
    }
    let lowered: Vec<String> = mv
        .take
        .iter()
        .map(|&(e, amount)| {
            let edge = &position.edges[e];
            format!(
                "edge {e} ({}) from {} to {}",
                crate::words::ends(edge.u, edge.v),
                Count(edge.tokens),
                Count(edge.tokens - amount)
            )
        })
        .collect();
    let explanation = format!(
        "One move from a mirror position: the move listed, at vertex {}, lowers {}, which makes the position symmetric under swapping the vertices {} ({}), with no vertex joined to its mirror image. From there the player to move copies every reply at the mirror vertex and takes the last token, so N (copy strategy, normal play). Other winning moves may exist; they are not listed (the position is too large for an exact table).",
        mv.vertex,
        lowered.join(" and "),
        mirror.describe(),
        mirror.describe_counts(&after)
    );
    Some(Analysis {
        outcome: Outcome::N,
        grundy: None,
        remoteness: None,
        winning_moves: vec![Move::Edge(mv)],
        winning_moves_total: None,
        moves: None,
        moves_total,
        method: "theorem:mirror".into(),
        explanation,
        states: 0,
    })
}
