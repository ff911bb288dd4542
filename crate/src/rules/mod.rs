//! Move legality and application for both rule sets. Every front end (CLI, page) asks here
//! whether a move is legal and why not, so the rules live in exactly one place.

mod count;
pub mod edge;
pub mod set;
pub mod walk;

use thiserror::Error;

pub use count::{MoveCount, Tally};

use crate::moves::Move;
use crate::position::{Position, Rules};
use crate::words::{counted, Count};

/// Why a move is not legal in a position (whether its text is a move at all is
/// [`crate::moves::MoveParseError`]).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// A move of the other game.
    #[error("this is a {rules} position; {hint}")]
    WrongRules {
        /// Rules of the position.
        rules: &'static str,
        /// What a move looks like there.
        hint: &'static str,
    },
    /// The chosen vertex does not exist.
    #[error("vertex {vertex} does not exist (the graph has {} vertices)", Count(*vertices as u64))]
    NoSuchVertex {
        /// The vertex.
        vertex: usize,
        /// Vertex count.
        vertices: usize,
    },
    /// The edge does not exist.
    #[error("edge {edge} does not exist (the graph has {} edges)", Count(*edges as u64))]
    NoSuchEdge {
        /// The edge.
        edge: usize,
        /// Edge count.
        edges: usize,
    },
    /// Edge-Nim: the edge does not touch the chosen vertex.
    #[error("edge {edge} ({ends}) does not touch vertex {vertex}: tokens can only be taken from edges at the chosen vertex")]
    NotIncident {
        /// The edge.
        edge: usize,
        /// Its ends as the page names edges ("1–2"): edge numbers may be hidden there.
        ends: String,
        /// The chosen vertex.
        vertex: usize,
    },
    /// Walking Nim: the edge does not touch the piece.
    #[error("edge {ends} does not touch the piece's vertex {vertex}: the piece can only cross an edge at its vertex")]
    NotAtPiece {
        /// The edge.
        edge: usize,
        /// Its ends ("1–2").
        ends: String,
        /// The piece's vertex.
        vertex: usize,
    },
    /// An edge is listed twice.
    #[error("edge {edge} ({ends}) is listed twice in the move")]
    Repeated {
        /// The edge.
        edge: usize,
        /// Its ends ("1–2").
        ends: String,
    },
    /// A zero amount.
    #[error("the amount taken from edge {edge} ({ends}) must be at least 1")]
    ZeroTake {
        /// The edge.
        edge: usize,
        /// Its ends ("1–2").
        ends: String,
    },
    /// Nothing taken at all.
    #[error("a move must take at least one token")]
    NothingTaken,
    /// SetNim: the set does not exist.
    #[error("set {set} does not exist (the position has {} sets)", Count(*sets as u64))]
    NoSuchSet {
        /// The set.
        set: usize,
        /// Set count.
        sets: usize,
    },
    /// SetNim: the pile does not exist.
    #[error("pile {pile} does not exist (the position has {} piles)", Count(*piles as u64))]
    NoSuchPile {
        /// The pile.
        pile: usize,
        /// Pile count.
        piles: usize,
    },
    /// SetNim: the pile is not in the chosen set.
    #[error("pile {pile} is not in set {set}: tokens can only be taken from the chosen set's piles")]
    NotInSet {
        /// The pile.
        pile: usize,
        /// The chosen set.
        set: usize,
    },
    /// SetNim: a pile is listed twice.
    #[error("pile {0} is listed twice in the move")]
    PileRepeated(usize),
    /// SetNim: a zero amount.
    #[error("the amount taken from pile {0} must be at least 1")]
    PileZeroTake(usize),
    /// SetNim: more than the pile holds.
    #[error("pile {pile} has only {}, cannot take {}", counted(*available, "token"), Count(*take))]
    PileTooMany {
        /// The pile.
        pile: usize,
        /// Amount asked.
        take: u64,
        /// Tokens present.
        available: u64,
    },
    /// More than the edge holds.
    #[error("edge {edge} ({ends}) has only {}, cannot take {}", counted(*available, "token"), Count(*take))]
    TooMany {
        /// The edge.
        edge: usize,
        /// Its ends ("1–2").
        ends: String,
        /// Amount asked.
        take: u64,
        /// Tokens present.
        available: u64,
    },
}

/// Checks a move against a position, returning the reason when it is illegal.
pub fn check(position: &Position, mv: &Move) -> Result<(), MoveError> {
    match (position.rules, mv) {
        (Rules::Edge, Move::Edge(m)) => edge::check(position, m),
        (Rules::Walk, Move::Walk(m)) => walk::check(position, m),
        (Rules::Set, Move::Set(m)) => set::check(position, m),
        (Rules::Set, _) => Err(MoveError::WrongRules {
            rules: "SetNim",
            hint: "a move names a set and the tokens taken: {\"set\": s, \"take\": [[pile, amount], ...]}",
        }),
        (Rules::Edge, _) => Err(MoveError::WrongRules {
            rules: "Edge-Nim",
            hint:
                "a move names a vertex and the tokens taken: {\"vertex\": v, \"take\": [[edge, amount], ...]}",
        }),
        (Rules::Walk, _) => Err(MoveError::WrongRules {
            rules: "Walking Nim",
            hint: "a move names the edge the piece crosses: {\"edge\": e, \"take\": amount}",
        }),
    }
}

/// Applies a move after checking it.
pub fn apply(position: &Position, mv: &Move) -> Result<Position, MoveError> {
    check(position, mv)?;
    let mut next = position.clone();
    match mv {
        Move::Edge(m) => {
            for &(e, amount) in &m.take {
                next.edges[e].tokens -= amount;
            }
        }
        Move::Set(m) => {
            let game = next.set_game.as_mut().expect("checked: a SetNim move on a SetNim position");
            for &(j, amount) in &m.take {
                game.piles[j] -= amount;
            }
        }
        Move::Walk(m) => {
            let from = position.piece_vertex();
            next.edges[m.edge].tokens -= m.take;
            next.piece = Some(position.edges[m.edge].other_end(from));
        }
    }
    Ok(next)
}

/// Whether the player to move has no move (and so has lost in normal play, or won in misère
/// play: the game's [`crate::position::Play`] decides).
pub fn is_over(position: &Position) -> bool {
    match position.rules {
        Rules::Edge => position.edges.iter().all(|e| e.tokens == 0),
        Rules::Walk => {
            let at = position.piece_vertex();
            position.edges.iter().all(|e| e.tokens == 0 || !e.touches(at))
        }
        Rules::Set => set::game(position).is_over(),
    }
}

/// Where a move is listed: the rule, written once, for a move that several groups can make.
///
/// A move is made by a group (an Edge-Nim vertex, whose piles are the edges at it; a SetNim
/// set) and lowers some of that group's piles. When several groups hold every pile a move
/// lowers, each of them can make it and all reach the same position, so the move is listed
/// once, at the lowest-numbered of them, which this returns. In Edge-Nim that reads: a move
/// touching only the links between two vertices (one edge, or parallel ones) is listed at
/// their lower endpoint; a move touching a loop, or edges to two different neighbours, can
/// be made at one vertex only. In SetNim: at the lowest-numbered set holding every pile taken.
///
/// `candidates` lists groups in increasing order and must include every group holding all
/// the piles lowered: the groups holding any one of those piles will do, and so will every
/// group. `holds(group, pile)` says whether a group holds a pile. `None` when no candidate
/// holds every pile lowered.
pub fn listed_at(
    candidates: impl IntoIterator<Item = usize>,
    lowered: impl Iterator<Item = usize> + Clone,
    holds: impl Fn(usize, usize) -> bool,
) -> Option<usize> {
    candidates.into_iter().find(|&group| lowered.clone().all(|pile| holds(group, pile)))
}

/// Every legal move, in a canonical order, stopping after `cap` moves. Returns the moves
/// and whether the list was cut short. (Edge-Nim positions can have astronomically many
/// moves, so callers always say how many they can use.)
pub fn legal_moves(position: &Position, cap: usize) -> (Vec<Move>, bool) {
    match position.rules {
        Rules::Edge => edge::moves(position, cap),
        Rules::Walk => walk::moves(position, cap),
        Rules::Set => set::moves(position, cap),
    }
}

/// The number of legal moves, exactly however large; `None` when it was not counted (a
/// SetNim position whose explicit sets have too many subsets to visit).
pub fn move_count(position: &Position) -> Option<MoveCount> {
    match position.rules {
        Rules::Edge => Some(edge::move_count(position)),
        Rules::Walk => walk::tally(position),
        Rules::Set => set::move_count(position),
    }
}

/// The number of legal moves when it fits in 64 bits: the solver's answer (`moves_total`),
/// whose code is in the page's first download. `None` past 64 bits, where [`move_count`]
/// counts, and for SetNim sets with too many subsets to visit one by one.
pub fn exact_count(position: &Position) -> Option<u64> {
    match position.rules {
        Rules::Edge => edge::tally(position),
        Rules::Walk => walk::tally(position),
        Rules::Set => set::tally(position),
    }
}

/// [`exact_count`] for budgets and thresholds: `u64::MAX` when past 64 bits or not counted.
pub fn count_moves(position: &Position) -> u64 {
    exact_count(position).unwrap_or(u64::MAX)
}

/// An edge's ends as the page writes them ("1–2", "loop at vertex 3"), for messages: the page may
/// hide edge numbers, so a message names the edge by its ends as well.
pub(crate) fn edge_ends(position: &Position, edge: usize) -> String {
    match position.edges.get(edge) {
        Some(e) => crate::words::ends(e.u, e.v),
        None => String::from("no such edge"),
    }
}
