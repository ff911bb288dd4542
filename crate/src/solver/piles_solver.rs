//! Solving one whole piles-and-groups game, in normal or misère play: SetNim positions
//! (every set a group) and misère Edge-Nim (every vertex star a group).
//!
//! No decomposition happens here. SetNim families are solved whole, and in misère play the
//! Sprague–Grundy sum rule does not hold at all (misère Nim is not Nim), so a misère game is
//! never split into components. Theorems come first ([`super::set_theorems`]), then an exact
//! table: Grundy values in normal play when the box fits that budget, else one outcome bit
//! per state ([`OutcomeTable::build`] or [`OutcomeTable::build_misere`]).

use std::collections::HashSet;

use super::enumerate::for_each_target;
use super::set_theorems::{set_theorem, SetTheorem};
use super::table::{GrundyTable, OutcomeTable, PileGame, RemotenessTable};
use super::{readable_states, Analysis, MoveReport, Outcome, Progress, SolveError, SolveOptions};
use crate::moves::Move;
use crate::position::Play;
use crate::setnim::SetFamily;
use crate::words::Count;

/// A whole game to solve, with the way its moves are written.
pub(crate) struct PileProblem<'a> {
    /// Piles and groups (a group's index is its set or vertex).
    pub game: PileGame,
    /// The SetNim family, for its theorems (`None` for Edge-Nim).
    pub family: Option<SetFamily>,
    /// Normal or misère.
    pub play: Play,
    /// The real move that takes `group` from the game's piles to `target`.
    pub to_move: &'a dyn Fn(usize, &[u64]) -> Move,
    /// How many moves the position has (saturating; `u64::MAX` when not counted).
    pub moves_total: u64,
    /// Each pile as the board shows it ("pile 2", "edge 0–1"), for explanations.
    pub names: Vec<String>,
}

/// What decides the positions of the game.
enum Evaluator {
    Theorem(SetTheorem),
    Outcomes(OutcomeTable),
    Grundy(GrundyTable),
}

impl Evaluator {
    fn is_p(&self, piles: &[u64]) -> bool {
        match self {
            Evaluator::Theorem(t) => t.is_p(piles),
            Evaluator::Outcomes(table) => table.is_p(piles),
            Evaluator::Grundy(table) => table.grundy(piles) == 0,
        }
    }
}

fn box_states(piles: &[u64]) -> Option<u64> {
    piles.iter().try_fold(1u64, |acc, &p| acc.checked_mul(p.checked_add(1)?))
}

/// Solves the game from its start piles: decide it (theorem step, else table step), find
/// the winning moves, then read remoteness and report every move when asked.
pub(crate) fn solve(
    problem: &PileProblem<'_>,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Analysis, SolveError> {
    let piles = &problem.game.piles;
    let decision = Decision::new(problem, options, progress)?;
    let outcome = Outcome::from_is_p(decision.evaluator.is_p(piles));
    let (mut winning_moves, winning_moves_total) = if outcome == Outcome::P {
        (Vec::new(), Some(0))
    } else {
        winning_moves(problem, &decision.evaluator, options)?
    };
    let mut explanation = decision.explanation.clone();
    if outcome == Outcome::N && winning_moves.is_empty() {
        explanation.push_str(&format!(
            " The winning moves are not listed: finding them means trying {} moves, more than the budget of {}.",
            readable_states(Some(problem.moves_total).filter(|&n| n != u64::MAX)),
            Count(options.max_states)
        ));
    }
    let remoteness_table = remoteness_table(problem, options, progress)?;
    if let Some(table) = &remoteness_table {
        put_fastest_first(problem, table, &mut winning_moves);
    }
    let moves =
        options.all_moves.then(|| move_reports(problem, &decision, remoteness_table.as_ref(), options));
    Ok(Analysis {
        outcome,
        grundy: decision.grundy(piles),
        remoteness: remoteness_table.as_ref().map(|t| t.remoteness(piles)),
        winning_moves,
        winning_moves_total,
        moves,
        moves_total: Some(problem.moves_total).filter(|&n| n != u64::MAX),
        method: decision.method.clone(),
        explanation,
        states: decision.states(),
    })
}

/// How the game's positions are decided: a theorem (with a Grundy table beside it when
/// that is affordable, so that the answer carries the value), or else an exact table.
struct Decision {
    evaluator: Evaluator,
    /// The Grundy table built beside a theorem that gives no Grundy value.
    beside: Option<GrundyTable>,
    method: String,
    explanation: String,
}

impl Decision {
    fn new(
        problem: &PileProblem<'_>,
        options: &SolveOptions,
        progress: &mut impl Progress,
    ) -> Result<Decision, SolveError> {
        match set_theorem(&problem.game, problem.family, problem.play) {
            Some(theorem) => Self::theorem_step(problem, theorem, options, progress),
            None => Self::table_step(problem, options, progress),
        }
    }

    /// A theorem decides; Grundy values exist only in normal play, and when the theorem
    /// gives none they are tabulated beside it whenever the box fits that budget.
    fn theorem_step(
        problem: &PileProblem<'_>,
        theorem: SetTheorem,
        options: &SolveOptions,
        progress: &mut impl Progress,
    ) -> Result<Decision, SolveError> {
        let piles = &problem.game.piles;
        let wanted = problem.play == Play::Normal && theorem.grundy(piles).is_none();
        let beside = if wanted && box_states(piles).is_some_and(|s| s <= options.max_grundy_states) {
            Some(GrundyTable::build(&problem.game, &options.budget(options.max_grundy_states), progress)?)
        } else {
            None
        };
        let method = match beside {
            Some(_) => super::beside_table(&theorem.method()),
            None => theorem.method(),
        };
        let explanation = theorem.explanation(piles, &problem.names);
        Ok(Decision { evaluator: Evaluator::Theorem(theorem), beside, method, explanation })
    }

    /// No theorem covers the game: a Grundy table in normal play when the box fits that
    /// budget, else a win/loss table (misère rules in misère play) when it fits the states
    /// budget, else no answer.
    fn table_step(
        problem: &PileProblem<'_>,
        options: &SolveOptions,
        progress: &mut impl Progress,
    ) -> Result<Decision, SolveError> {
        let states = box_states(&problem.game.piles);
        let fits = |limit: u64| states.is_some_and(|s| s <= limit);
        let normal = problem.play == Play::Normal;
        let (evaluator, method, explanation) = if normal && fits(options.max_grundy_states) {
            let table =
                GrundyTable::build(&problem.game, &options.budget(options.max_grundy_states), progress)?;
            let text = format!(
                "Exact Grundy table over all {} positions below this one (no theorem the solver knows solves this pile game).",
                Count(table.states())
            );
            (Evaluator::Grundy(table), "table", text)
        } else if fits(options.max_states) {
            let budget = options.budget(options.max_states);
            let (table, kind) = if normal {
                (OutcomeTable::build(&problem.game, &budget, progress)?, "win/loss")
            } else {
                (OutcomeTable::build_misere(&problem.game, &budget, progress)?, "misère win/loss")
            };
            let text = format!(
                "Exact {kind} table over all {} positions below this one ({}).",
                Count(table.states()),
                if normal {
                    "no theorem the solver knows solves this pile game"
                } else {
                    "misère play: Grundy sums and normal-play theorems do not apply"
                }
            );
            (Evaluator::Outcomes(table), if normal { "table" } else { "table:misere" }, text)
        } else {
            return Err(SolveError::TooLarge(format!(
                "no theorem covers this game, and an exact table would need {} states, more than the budget of {}",
                readable_states(states),
                Count(options.max_states)
            )));
        };
        Ok(Decision { evaluator, beside: None, method: method.to_string(), explanation })
    }

    /// The Grundy value of a position of the box, when a table or the theorem gives one.
    fn grundy(&self, piles: &[u64]) -> Option<u64> {
        match (&self.evaluator, &self.beside) {
            (Evaluator::Grundy(table), _) | (_, Some(table)) => Some(table.grundy(piles)),
            (Evaluator::Theorem(t), None) => t.grundy(piles),
            (Evaluator::Outcomes(_), None) => None,
        }
    }

    /// States the tables cover.
    fn states(&self) -> u64 {
        let evaluator = match &self.evaluator {
            Evaluator::Outcomes(t) => t.states(),
            Evaluator::Grundy(t) => t.states(),
            Evaluator::Theorem(_) => 0,
        };
        evaluator + self.beside.as_ref().map_or(0, GrundyTable::states)
    }
}

/// Puts a fastest winning move first, so the hint (which shows the first) never offers a
/// win the review would call slow: one to a target whose remoteness is one less than the
/// piles' own (odd when won). The theorem's or the table's list may put a slower win first,
/// or, capped, miss every fastest one; the box is within the remoteness budget, so scanning
/// its targets is cheap.
fn put_fastest_first(problem: &PileProblem<'_>, table: &RemotenessTable, moves: &mut Vec<Move>) {
    let remoteness = table.remoteness(&problem.game.piles);
    if remoteness % 2 == 0 || moves.is_empty() {
        return;
    }
    let mut fastest = None;
    for_each_target(&problem.game.piles, &problem.game.groups, &mut |group, target| {
        if table.remoteness(target) + 1 != remoteness {
            return true;
        }
        fastest = Some((problem.to_move)(group, target));
        false
    });
    let Some(mv) = fastest else { return };
    let listed = moves.len();
    if let Some(i) = moves.iter().position(|m| *m == mv) {
        moves.remove(i);
    }
    moves.insert(0, mv);
    moves.truncate(listed);
}

/// Remoteness of every position of the box, in normal play, when asked for and affordable.
fn remoteness_table(
    problem: &PileProblem<'_>,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Option<RemotenessTable>, SolveError> {
    let normal = problem.play == Play::Normal;
    let Some(states) = box_states(&problem.game.piles).filter(|&s| normal && s <= options.remoteness_limit())
    else {
        return Ok(None);
    };
    Ok(Some(RemotenessTable::build(&problem.game, &options.budget(states), progress)?))
}

/// Every move (up to the cap) with the outcome, Grundy value and remoteness it leads to.
fn move_reports(
    problem: &PileProblem<'_>,
    decision: &Decision,
    remoteness: Option<&RemotenessTable>,
    options: &SolveOptions,
) -> Vec<MoveReport> {
    let mut reports = Vec::new();
    for_each_target(&problem.game.piles, &problem.game.groups, &mut |group, target| {
        if reports.len() == options.move_cap {
            return false;
        }
        reports.push(MoveReport {
            mv: (problem.to_move)(group, target),
            outcome: Outcome::from_is_p(decision.evaluator.is_p(target)),
            grundy: decision.grundy(target),
            remoteness: remoteness.map(|t| t.remoteness(target)),
        });
        true
    });
    reports
}

/// Winning moves (to P-positions), each resulting position once, up to the cap, and their
/// number when every one was seen.
fn winning_moves(
    problem: &PileProblem<'_>,
    evaluator: &Evaluator,
    options: &SolveOptions,
) -> Result<(Vec<Move>, Option<u64>), SolveError> {
    let piles = &problem.game.piles;
    let mut seen: HashSet<Vec<u64>> = HashSet::new();
    let mut moves = Vec::new();
    let mut complete = true;
    let mut keep = |group: usize, target: &[u64], moves: &mut Vec<Move>| -> bool {
        if seen.contains(target) {
            return true;
        }
        if moves.len() == options.move_cap {
            complete = false;
            return false;
        }
        seen.insert(target.to_vec());
        moves.push((problem.to_move)(group, target));
        true
    };
    match evaluator {
        // The table's prefix bitsets lead straight to the P-positions below.
        Evaluator::Outcomes(table) => {
            let (found, truncated) = table.winning_moves(piles, options.move_cap.saturating_mul(4).max(64));
            for (group, target) in found {
                keep(group, &target, &mut moves);
            }
            complete &= !truncated;
        }
        Evaluator::Theorem(t) if t.candidates(piles, 0).is_some() => {
            let (candidates, whole) = t.candidates(piles, options.move_cap).unwrap_or_default();
            for (group, target) in candidates {
                if t.is_p(&target) && !keep(group, &target, &mut moves) {
                    break;
                }
            }
            complete &= whole;
        }
        _ => {
            // Theorems without a move rule, and Grundy tables, try every move; the count is
            // bounded first so the scan is never longer than an outcome table would be.
            if problem.moves_total > options.max_states {
                // The theorem's answer stands; the moves are left unlisted and uncounted.
                return Ok((Vec::new(), None));
            }
            for_each_target(&problem.game.piles, &problem.game.groups, &mut |group, target| {
                !evaluator.is_p(target) || keep(group, target, &mut moves)
            });
        }
    }
    let total = complete.then_some(moves.len() as u64);
    Ok((moves, total))
}
