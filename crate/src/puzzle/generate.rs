//! Fresh puzzles on a fixed graph: draw token counts at random (seeded, so a course can
//! reproduce its puzzle set) until the goal holds and the difficulty knobs are met. Every
//! puzzle returned has passed [`super::check`](fn@super::check) within the caller's budgets,
//! the ones its check will be run with again: a draw too large for them is not a result (it
//! is counted, so the caller can say why nothing was found); nothing is guessed.

use std::collections::HashMap;

use thiserror::Error;

use super::{check, Goal, PuzzleCheck};
use crate::position::{Play, Position};
use crate::rules;
use crate::solver::{Progress, SolveError, SolveOptions};
use crate::words::Count;

/// What to generate.
#[derive(Clone, Debug, PartialEq)]
pub struct GenerateOptions {
    /// The goal every puzzle must be well posed for.
    pub goal: Goal,
    /// How many distinct puzzles.
    pub count: usize,
    /// Seed of the random draw: the same seed and graph give the same puzzles.
    pub seed: u64,
    /// Fewest tokens per edge.
    pub min_tokens: u64,
    /// Most tokens per edge.
    pub max_tokens: u64,
    /// Difficulty: fewest legal moves from the start.
    pub min_moves: u64,
    /// Difficulty: shortest game under perfect play (remoteness); 0 for any.
    pub min_length: u64,
    /// Most positions drawn before giving up.
    pub max_attempts: u64,
}

impl GenerateOptions {
    /// Defaults for `goal`: one puzzle, 1–5 tokens per edge, no difficulty floor.
    pub fn new(goal: Goal) -> Self {
        GenerateOptions {
            goal,
            count: 1,
            seed: 1,
            min_tokens: 1,
            max_tokens: 5,
            min_moves: 0,
            min_length: 0,
            max_attempts: 2_000,
        }
    }
}

/// Why fewer puzzles than asked were generated.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum GenerateError {
    /// The knobs make no sense.
    #[error("{0}")]
    BadOptions(String),
    /// The caller cancelled.
    #[error("cancelled")]
    Cancelled,
}

/// One generated puzzle: the position and its check.
pub type Generated = (Position, PuzzleCheck);

/// What a run of the generator found, and what its draws were.
#[derive(Clone, Debug, PartialEq)]
pub struct GenerateReport {
    /// The puzzles found, each well posed within the budgets (at most `count`).
    pub puzzles: Vec<Generated>,
    /// Positions drawn (at most `max_attempts`; repeats included).
    pub draws: u64,
    /// Draws whose goal could not be decided within the budgets: the solver's table for them
    /// is larger than the budget allows (for `grundy`, the Grundy table). When these are most
    /// of the draws, the graph is too large for exact checking at these bounds.
    pub too_large: u64,
}

/// Reports the generator's own count, draws made out of `max_attempts`, whatever the solver
/// ticks while it checks a draw (its ticks count states, of a table whose size changes from
/// draw to draw); the solver's ticks still reach the caller, so a cancel is heard mid-solve.
struct DrawProgress<'a, P> {
    outer: &'a mut P,
    draws: u64,
    most: u64,
}

impl<P: Progress> Progress for DrawProgress<'_, P> {
    fn tick(&mut self, _done: u64, _total: u64) -> bool {
        self.outer.tick(self.draws, self.most)
    }
}

/// Generates up to `options.count` distinct puzzles on `graph` (its edges and, for Walking
/// Nim, the piece are kept; token counts are drawn), each checked with `solve_options`.
/// Returns fewer when `max_attempts` draws did not find enough, with how many draws were too
/// large to check; the caller says so. `progress(draws, max_attempts)` counts draws only: it
/// is ticked once per draw and during each draw's check (with the same count), and may cancel.
pub fn generate(
    graph: &Position,
    options: &GenerateOptions,
    solve_options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<GenerateReport, GenerateError> {
    if options.min_tokens > options.max_tokens {
        return Err(GenerateError::BadOptions(format!(
            "the fewest tokens per edge ({}) is more than the most ({})",
            Count(options.min_tokens),
            Count(options.max_tokens)
        )));
    }
    if graph.edges.is_empty() {
        return Err(GenerateError::BadOptions("the graph has no edges to put tokens on".into()));
    }
    let mut random = fastrand::Rng::with_seed(options.seed);
    let mut seen = HashMap::new();
    let mut found = Vec::new();
    let mut too_large = 0;
    let mut draws = 0;
    while draws < options.max_attempts && found.len() < options.count {
        if !progress.tick(draws, options.max_attempts) {
            return Err(GenerateError::Cancelled);
        }
        draws += 1;
        let mut candidate = graph.clone();
        for edge in &mut candidate.edges {
            edge.tokens = random.u64(options.min_tokens..=options.max_tokens);
        }
        let tokens: Vec<u64> = candidate.edges.iter().map(|e| e.tokens).collect();
        // A draw seen before is not checked again, but counts as what it was then: on a
        // graph too large at these bounds, every draw is then counted too large.
        if let Some(&was_too_large) = seen.get(&tokens) {
            too_large += u64::from(was_too_large);
            continue;
        }
        seen.insert(tokens.clone(), false);
        if rules::count_moves(&candidate) < options.min_moves.max(1) {
            continue;
        }
        let mut per_draw =
            DrawProgress { outer: &mut *progress, draws: draws - 1, most: options.max_attempts };
        let verdict = match check(&candidate, options.goal, solve_options, &mut per_draw) {
            Ok(verdict) => verdict,
            Err(SolveError::Cancelled) => return Err(GenerateError::Cancelled),
            // Too large for an exact answer within these budgets: its check would refuse it
            // too, so it is not a puzzle; counted, and drawn again.
            Err(SolveError::TooLarge(_)) => {
                too_large += 1;
                seen.insert(tokens, true);
                continue;
            }
        };
        // A Grundy value beyond the Grundy table's budget is undecided for the same reason.
        if options.goal == Goal::Grundy && verdict.analysis.grundy.is_none() && candidate.play == Play::Normal
        {
            too_large += 1;
            seen.insert(tokens, true);
            continue;
        }
        let length = verdict.difficulty.perfect_play_length;
        // A length asked for and beyond the remoteness table's budget is undecided too.
        if verdict.well_posed && options.min_length > 0 && length.is_none() {
            too_large += 1;
            seen.insert(tokens, true);
            continue;
        }
        if verdict.well_posed && (options.min_length == 0 || length.is_some_and(|l| l >= options.min_length))
        {
            found.push((candidate, verdict));
        }
    }
    Ok(GenerateReport { puzzles: found, draws, too_large })
}
