//! Edge-Nim (Graph Nim): choose a vertex, remove at least one token in total from one or
//! more edges incident to it (a loop is incident to its vertex). Sources: Dufour, Flesch,
//! Heubach, *Edge-Nim on a Tetrahedron*; *Graph Nim* (Thm 4.1: on C_n it is CN(n, 2)).

use crate::moves::{EdgeMove, Move};
use crate::position::Position;
use crate::rules::MoveError;

/// Checks an Edge-Nim move.
pub fn check(position: &Position, mv: &EdgeMove) -> Result<(), MoveError> {
    if mv.vertex >= position.vertices {
        return Err(MoveError::NoSuchVertex { vertex: mv.vertex, vertices: position.vertices });
    }
    let mut seen = std::collections::BTreeSet::new();
    for &(edge, amount) in &mv.take {
        let Some(e) = position.edges.get(edge) else {
            return Err(MoveError::NoSuchEdge { edge, edges: position.edges.len() });
        };
        if !e.touches(mv.vertex) {
            return Err(MoveError::NotIncident { edge, vertex: mv.vertex });
        }
        if !seen.insert(edge) {
            return Err(MoveError::Repeated(edge));
        }
        if amount == 0 {
            return Err(MoveError::ZeroTake(edge));
        }
        if amount > e.tokens {
            return Err(MoveError::TooMany { edge, take: amount, available: e.tokens });
        }
    }
    if mv.take.is_empty() {
        return Err(MoveError::NothingTaken);
    }
    Ok(())
}

/// Non-empty edges at each vertex, the only ones a move can touch.
fn live_edges_at(position: &Position, vertex: usize) -> Vec<usize> {
    position.incident_edges(vertex).into_iter().filter(|&e| position.edges[e].tokens > 0).collect()
}

/// Moves at each vertex in turn, each vertex's moves in lexicographic order of amounts.
/// A move that takes only from an edge both of whose ends could be chosen is listed once,
/// at the lower-numbered endpoint, because both choices give the same position.
pub fn moves(position: &Position, cap: usize) -> (Vec<Move>, bool) {
    let mut out = Vec::new();
    for vertex in 0..position.vertices {
        let edges = live_edges_at(position, vertex);
        if edges.is_empty() {
            continue;
        }
        let mut amounts = vec![0u64; edges.len()];
        // Odometer over every amount vector below the tokens present.
        loop {
            let mut i = 0;
            loop {
                if i == edges.len() {
                    break;
                }
                if amounts[i] < position.edges[edges[i]].tokens {
                    amounts[i] += 1;
                    break;
                }
                amounts[i] = 0;
                i += 1;
            }
            if i == edges.len() {
                break;
            }
            let take: Vec<(usize, u64)> =
                edges.iter().zip(&amounts).filter(|(_, &a)| a > 0).map(|(&e, &a)| (e, a)).collect();
            if take.len() == 1 && is_listed_elsewhere(position, vertex, take[0].0) {
                continue;
            }
            if out.len() == cap {
                return (out, true);
            }
            out.push(Move::Edge(EdgeMove { vertex, take }));
        }
    }
    (out, false)
}

/// A single-edge take on a link is the same position from either endpoint; keep the
/// lower endpoint's copy.
fn is_listed_elsewhere(position: &Position, vertex: usize, edge: usize) -> bool {
    let e = position.edges[edge];
    !e.is_loop() && e.u.min(e.v) != vertex
}

/// Number of distinct moves as [`moves`] lists them (saturating).
pub fn count_moves(position: &Position) -> u64 {
    let mut total = 0u64;
    for vertex in 0..position.vertices {
        let edges = live_edges_at(position, vertex);
        let all =
            edges.iter().fold(1u64, |p, &e| p.saturating_mul(position.edges[e].tokens.saturating_add(1)));
        let duplicates: u64 = edges
            .iter()
            .filter(|&&e| is_listed_elsewhere(position, vertex, e))
            .map(|&e| position.edges[e].tokens)
            .fold(0u64, |s, t| s.saturating_add(t));
        total = total.saturating_add(all.saturating_sub(1).saturating_sub(duplicates));
    }
    total
}

/// The canonical form of a move: amounts sorted by edge, and a take from a single link
/// credited to its lower endpoint (both endpoints give the same position).
pub fn canonical(position: &Position, mut mv: EdgeMove) -> EdgeMove {
    crate::sorting::sort(&mut mv.take);
    if let [(edge, _)] = mv.take[..] {
        if let Some(e) = position.edges.get(edge) {
            if !e.is_loop() && e.touches(mv.vertex) {
                mv.vertex = e.u.min(e.v);
            }
        }
    }
    mv
}
