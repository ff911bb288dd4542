//! Edge-Nim (Graph Nim): choose a vertex, remove at least one token in total from one or
//! more edges incident to it (a loop is incident to its vertex). Sources: Dufour, Flesch,
//! Heubach, *Edge-Nim on a Tetrahedron*; *Graph Nim* (Thm 4.1: on C_n it is CN(n, 2)).

use crate::moves::{EdgeMove, Move};
use crate::position::Position;
use crate::rules::{edge_ends, MoveCount, MoveError, Tally};

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
            return Err(MoveError::NotIncident { edge, ends: edge_ends(position, edge), vertex: mv.vertex });
        }
        if !seen.insert(edge) {
            return Err(MoveError::Repeated { edge, ends: edge_ends(position, edge) });
        }
        if amount == 0 {
            return Err(MoveError::ZeroTake { edge, ends: edge_ends(position, edge) });
        }
        if amount > e.tokens {
            return Err(MoveError::TooMany {
                edge,
                ends: edge_ends(position, edge),
                take: amount,
                available: e.tokens,
            });
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
/// A move that takes only from links between one pair of vertices (one edge or several
/// parallel ones) could be made from either end with the same result, so it is listed once,
/// where [`listing_vertex`] says.
pub fn moves(position: &Position, cap: usize) -> (Vec<Move>, bool) {
    let mut out = Vec::new();
    for vertex in 0..position.vertices {
        let edges = live_edges_at(position, vertex);
        if edges.is_empty() {
            continue;
        }
        let mut amounts = vec![0u64; edges.len()];
        let radix: Vec<u64> = edges.iter().map(|&e| position.edges[e].tokens.saturating_add(1)).collect();
        // Every amount vector below the tokens present, except all zeros (the start, which
        // the counter only returns to after the last vector).
        while crate::odometer::step(&mut amounts, &radix) {
            let take: Vec<(usize, u64)> =
                edges.iter().zip(&amounts).filter(|(_, &a)| a > 0).map(|(&e, &a)| (e, a)).collect();
            if listing_vertex(position, take.iter().map(|&(e, _)| e)) != Some(vertex) {
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

/// The vertex a move taking from `edges` is listed at: [`crate::rules::listed_at`] with each
/// vertex's edges as its group (the lower endpoint when every edge links the same two
/// vertices, else the one vertex touching them all). `None` when no vertex touches them all,
/// or an edge does not exist.
pub fn listing_vertex(position: &Position, edges: impl Iterator<Item = usize> + Clone) -> Option<usize> {
    let first = position.edges.get(edges.clone().next()?)?;
    let ends = [first.u.min(first.v), first.u.max(first.v)];
    let holds = |vertex: usize, edge: usize| position.edges.get(edge).is_some_and(|e| e.touches(vertex));
    crate::rules::listed_at(ends, edges, holds)
}

/// Number of distinct moves as [`moves`] lists them, in `T` (`None` when it does not fit): at
/// each vertex every amount vector but zero, less the moves [`listing_vertex`] lists at another
/// vertex. Those take only from the links to one neighbour, and every non-empty choice among
/// the same links is listed at the same vertex, so each neighbour's links are asked about once.
pub fn tally<T: Tally>(position: &Position) -> Option<T> {
    let one = T::of(1);
    let mut total = T::of(0);
    for vertex in 0..position.vertices {
        let edges = live_edges_at(position, vertex);
        let boxes = |edges: &[usize]| {
            edges.iter().try_fold(T::of(1), |p, &e| p.times(position.edges[e].tokens.saturating_add(1)))
        };
        let mut neighbours: Vec<usize> = edges.iter().map(|&e| position.edges[e].other_end(vertex)).collect();
        crate::sorting::sort(&mut neighbours);
        neighbours.dedup();
        // Every link group listed elsewhere is one factor of the vertex's box, and the vectors
        // within one factor, zero elsewhere, are distinct: never more than the box less one.
        let mut at_vertex = boxes(&edges)?.minus(&one)?;
        for &w in &neighbours {
            let links: Vec<usize> =
                edges.iter().copied().filter(|&e| position.edges[e].other_end(vertex) == w).collect();
            if listing_vertex(position, links.iter().copied()) != Some(vertex) {
                at_vertex = at_vertex.minus(&boxes(&links)?.minus(&one)?)?;
            }
        }
        total = total.plus(&at_vertex)?;
    }
    Some(total)
}

/// The number of distinct moves, exactly however large.
pub fn move_count(position: &Position) -> MoveCount {
    tally(position).unwrap_or_default()
}

/// The number of distinct moves, `u64::MAX` when past 64 bits (for budgets).
pub fn count_moves(position: &Position) -> u64 {
    tally(position).unwrap_or(u64::MAX)
}

/// The canonical form of a move: amounts sorted by edge, and a move both ends of a link
/// pair can make credited to the vertex it is listed at ([`listing_vertex`]).
pub fn canonical(position: &Position, mut mv: EdgeMove) -> EdgeMove {
    crate::sorting::sort(&mut mv.take);
    let touches = mv.take.iter().all(|&(e, _)| position.edges.get(e).is_some_and(|e| e.touches(mv.vertex)));
    if let Some(listed) = listing_vertex(position, mv.take.iter().map(|&(e, _)| e)).filter(|_| touches) {
        mv.vertex = listed;
    }
    mv
}
