//! `graphnim solve`: the exact answer as JSON.

use clap::Args;
use graphnim::solver::{add_move_count, solve, SolveError, SolveOptions};

use crate::input::{print_json, read_position, Budgets};
use crate::Failure;

/// Print the exact answer as JSON: outcome (P = the player to move loses, N = wins), grundy,
/// winning_moves, method, explanation. When it does not fit the budget:
/// {"outcome": "unknown", "reason": ...}.
#[derive(Args)]
pub struct SolveArgs {
    /// The position (JSON file, or - for standard input).
    file: String,
    /// Also list every legal move with its result (and remoteness).
    #[arg(long)]
    all_moves: bool,
    /// Also give the remoteness: moves left under perfect play.
    #[arg(long)]
    remoteness: bool,
    #[command(flatten)]
    budgets: Budgets,
}

pub fn run(args: SolveArgs) -> Result<(), Failure> {
    let position = read_position(&args.file)?;
    let options = args.budgets.options(SolveOptions {
        all_moves: args.all_moves,
        remoteness: args.remoteness,
        ..SolveOptions::default()
    });
    let mut answer = match solve(&position, &options, &mut args.budgets.deadline()) {
        Ok(analysis) => analysis.to_value(),
        Err(SolveError::Cancelled) => {
            serde_json::json!({"outcome": "unknown", "reason": "time limit reached"})
        }
        Err(e) => e.to_value(),
    };
    // Past 64 bits the count of moves as digits (`moves_total` is null there).
    add_move_count(&mut answer, &position);
    print_json(&answer)
}
