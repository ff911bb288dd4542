//! Fresh puzzles on a fixed graph: draw token counts at random (seeded, so a course can
//! reproduce its puzzle set) until the goal holds and the difficulty knobs are met. Every
//! puzzle returned has passed [`super::check`](fn@super::check); nothing is guessed.

use std::collections::HashSet;

use thiserror::Error;

use super::{check, Goal, PuzzleCheck};
use crate::position::Position;
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

/// Generates up to `options.count` distinct puzzles on `graph` (its edges and, for Walking
/// Nim, the piece are kept; token counts are drawn). Returns fewer when `max_attempts`
/// draws did not find enough; the caller says so. `progress(attempts, max_attempts)` is
/// ticked once per draw and may cancel.
pub fn generate(
    graph: &Position,
    options: &GenerateOptions,
    solve_options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Vec<Generated>, GenerateError> {
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
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    for attempt in 0..options.max_attempts {
        if found.len() >= options.count {
            break;
        }
        if !progress.tick(attempt, options.max_attempts) {
            return Err(GenerateError::Cancelled);
        }
        let mut candidate = graph.clone();
        for edge in &mut candidate.edges {
            edge.tokens = random.u64(options.min_tokens..=options.max_tokens);
        }
        let tokens: Vec<u64> = candidate.edges.iter().map(|e| e.tokens).collect();
        if !seen.insert(tokens) || rules::count_moves(&candidate) < options.min_moves.max(1) {
            continue;
        }
        let verdict = match check(&candidate, options.goal, solve_options, &mut *progress) {
            Ok(verdict) => verdict,
            Err(SolveError::Cancelled) => return Err(GenerateError::Cancelled),
            // Too large for an exact answer: not a puzzle; draw again.
            Err(SolveError::TooLarge(_)) => continue,
        };
        let long_enough = options.min_length == 0
            || verdict.difficulty.perfect_play_length.is_some_and(|l| l >= options.min_length);
        if verdict.well_posed && long_enough {
            found.push((candidate, verdict));
        }
    }
    Ok(found)
}
