//! Walking Nim (Fukuyama's Nim on graphs; Clark adds loops): the piece crosses an incident
//! edge of positive weight, lowering that weight by at least one, and ends on the edge's
//! other end (a loop leaves it in place). Sources: Clark, *Nim on Graphs* (2012), §2.1;
//! Erickson, *The Game of Nim on Graphs* (2011).

use crate::moves::{Move, WalkMove};
use crate::position::Position;
use crate::rules::{edge_ends, MoveError, Tally};

/// Checks a Walking Nim move.
pub fn check(position: &Position, mv: &WalkMove) -> Result<(), MoveError> {
    let at = position.piece_vertex();
    let Some(e) = position.edges.get(mv.edge) else {
        return Err(MoveError::NoSuchEdge { edge: mv.edge, edges: position.edges.len() });
    };
    if !e.touches(at) {
        return Err(MoveError::NotAtPiece { edge: mv.edge, ends: edge_ends(position, mv.edge), vertex: at });
    }
    if mv.take == 0 {
        return Err(MoveError::ZeroTake { edge: mv.edge, ends: edge_ends(position, mv.edge) });
    }
    if mv.take > e.tokens {
        return Err(MoveError::TooMany {
            edge: mv.edge,
            ends: edge_ends(position, mv.edge),
            take: mv.take,
            available: e.tokens,
        });
    }
    Ok(())
}

/// Every move: edges at the piece in index order, amounts from 1 up.
pub fn moves(position: &Position, cap: usize) -> (Vec<Move>, bool) {
    let at = position.piece_vertex();
    let mut out = Vec::new();
    for edge in position.incident_edges(at) {
        for take in 1..=position.edges[edge].tokens {
            if out.len() == cap {
                return (out, true);
            }
            out.push(Move::Walk(WalkMove { edge, take }));
        }
    }
    (out, false)
}

/// Number of legal moves in `T` (`None` when it does not fit): every amount on every edge at
/// the piece.
pub fn tally<T: Tally>(position: &Position) -> Option<T> {
    let at = position.piece_vertex();
    position
        .incident_edges(at)
        .iter()
        .try_fold(T::of(0), |sum, &e| sum.plus(&T::of(position.edges[e].tokens)))
}

/// [`tally`] for budgets: `u64::MAX` when past 64 bits.
pub fn count_moves(position: &Position) -> u64 {
    tally(position).unwrap_or(u64::MAX)
}
