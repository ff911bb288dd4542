//! Misère Walking Nim: whoever makes the last move loses (the player facing no move wins).
//!
//! No theorem of the sources covers misère play, and neither does the xor-merging of
//! parallel edges and loops (Clark 2012, Thm 2.1, a normal-play result): two loops of weight
//! 2 at the piece merge to no edge at all, a misère N-position, but are a misère P-position
//! (whatever the first player takes, the second can leave exactly one token). So the
//! piece's component is tabled as it is, by the Walking Nim engine's misère outcome table
//! ([`WalkTable::build_misere`]: every vertex of the component, every weight at most its
//! current value) within the outcome budget, and the winning moves and every move's result
//! are read from that table.

use super::table::WalkTable;
use super::walk_solver::{box_states, relabeled, Relabel};
use super::{readable_states, Analysis, MoveReport, Outcome, Progress, SolveError, SolveOptions};
use crate::graph::component_of;
use crate::moves::{Move, WalkMove};
use crate::position::Position;
use crate::rules;
use crate::words::Count;

/// The piece's component as the table sees it: its real edges, in index order, with their
/// weights and ends renumbered by `relabel`.
struct Component {
    /// Real edge index of each table edge.
    live: Vec<usize>,
    /// Current weight of each table edge.
    weights: Vec<u64>,
    relabel: Relabel,
    table: WalkTable,
}

impl Component {
    /// Whether the real move leads to a misère P-position.
    fn wins(&self, position: &Position, edge: usize, new_weight: u64) -> bool {
        let Some(i) = self.live.iter().position(|&e| e == edge) else { return false };
        let to = position.edges[edge].other_end(position.piece_vertex());
        let mut after = self.weights.clone();
        after[i] = new_weight;
        self.table.is_p(self.relabel.of(to), &after)
    }
}

/// Solves a misère Walking Nim position that still has a move.
pub(crate) fn solve(
    position: &Position,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Analysis, SolveError> {
    let piece = position.piece_vertex();
    let live = component_of(position, piece);
    let edges: Vec<(usize, usize, u64)> =
        live.iter().map(|&e| (position.edges[e].u, position.edges[e].v, position.edges[e].tokens)).collect();
    let Some((game, relabel)) = relabeled(position.vertices, &edges, piece, options.max_states) else {
        let vertices = Relabel::new(position.vertices, edges.iter().map(|e| (e.0, e.1)), piece).count;
        return Err(SolveError::TooLarge(format!(
            "misère Walking Nim is solved by an exact table of the piece's component, which would need {} states, more than the budget of {}",
            readable_states(box_states(vertices, edges.iter().map(|e| e.2))),
            Count(options.max_states)
        )));
    };
    let table = WalkTable::build_misere(&game, &options.budget(options.max_states), progress)?;
    let weights: Vec<u64> = edges.iter().map(|e| e.2).collect();
    let component = Component { live, weights, relabel, table };
    let at = component.relabel.of(piece);
    let (found, truncated) = component.table.winning_moves(at, &component.weights, options.move_cap);
    let mut winning_moves: Vec<Move> = found
        .iter()
        .map(|&(i, new)| Move::Walk(WalkMove { edge: component.live[i], take: component.weights[i] - new }))
        .collect();
    crate::sorting::sort(&mut winning_moves);
    let states = component.table.states();
    Ok(Analysis {
        outcome: Outcome::from_is_p(component.table.is_p(at, &component.weights)),
        grundy: None,
        remoteness: None,
        winning_moves_total: (!truncated).then_some(winning_moves.len() as u64),
        winning_moves,
        moves: options.all_moves.then(|| move_reports(position, &component, options)),
        moves_total: rules::exact_count(position),
        method: "table:misere".into(),
        explanation: format!(
            "Exact misère win/loss table over {} positions (the piece on any vertex of its component, every weight at most its current value): whoever makes the last move loses, so Grundy sums, edge merging and the normal-play theorems do not apply.",
            Count(states)
        ),
        states,
    })
}

/// Every move (up to the cap), in the rules' order, with the outcome it leads to.
fn move_reports(position: &Position, component: &Component, options: &SolveOptions) -> Vec<MoveReport> {
    let (moves, _) = rules::legal_moves(position, options.move_cap);
    moves
        .into_iter()
        .map(|mv| {
            let is_p = match mv {
                Move::Walk(WalkMove { edge, take }) => {
                    component.wins(position, edge, position.edges[edge].tokens - take)
                }
                _ => false,
            };
            MoveReport { mv, outcome: Outcome::from_is_p(is_p), grundy: None, remoteness: None }
        })
        .collect()
}
