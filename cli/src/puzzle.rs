//! `graphnim puzzle check|generate|review`: puzzles for course notes, each verified by the
//! exact solver, and the review of a game played.

use clap::{Args, Subcommand, ValueEnum};
use graphnim::families::family;
use graphnim::moves::Move;
use graphnim::position::{Limits, Position, Rules};
use graphnim::puzzle::{check, generate, review, GenerateOptions, Goal, PuzzleCheck, MAX_REVIEW_MOVES};
use graphnim::solver::SolveOptions;
use graphnim::words::Count;

use crate::input::{print_json, print_line, read_position, Budgets};
use crate::Failure;

#[derive(Subcommand)]
pub enum PuzzleCommand {
    Check(CheckArgs),
    Generate(GenerateArgs),
    Review(ReviewArgs),
}

/// The goal of a puzzle.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum GoalArg {
    /// Make a winning move (any winning move is accepted).
    Find,
    /// Find the only winning move (exactly one winning resulting position).
    Unique,
    /// Win the whole game against the computer's longest defence.
    Win,
    /// Say whether the player to move wins.
    Outcome,
    /// Give the Grundy value.
    Grundy,
}

impl From<GoalArg> for Goal {
    fn from(goal: GoalArg) -> Goal {
        match goal {
            GoalArg::Find => Goal::Find,
            GoalArg::Unique => Goal::Unique,
            GoalArg::Win => Goal::Win,
            GoalArg::Outcome => Goal::Outcome,
            GoalArg::Grundy => Goal::Grundy,
        }
    }
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum RulesArg {
    /// Edge-Nim.
    Edge,
    /// Walking Nim (the piece starts on vertex 0 of a family graph).
    Walk,
}

/// Say whether FILE makes a well-posed puzzle for the goal: prints {"well_posed", "reason",
/// "solutions", "difficulty", ...}; exit code 0 when well posed, 1 when not (a position too
/// large to decide is not well posed: {"well_posed": false, "reason", "solutions": [],
/// "outcome": "unknown"}, exit code 1).
#[derive(Args)]
pub struct CheckArgs {
    /// The position (JSON file, or - for standard input).
    file: String,
    /// The puzzle's goal.
    #[arg(long, value_enum)]
    goal: GoalArg,
    #[command(flatten)]
    budgets: Budgets,
}

/// Generate puzzles on a graph: token counts are drawn (seeded) until the goal holds; prints
/// one position JSON per line, each verified by the solver.
#[derive(Args)]
pub struct GenerateArgs {
    /// A position file (its edges and piece are kept) or a family: cycle:N, path:N, star:N,
    /// complete:N, bipartite:M,N, hypercube:D, petersen, wheel:N.
    #[arg(long, value_name = "GRAPH")]
    graph: String,
    /// Rules for a family graph (a position file says its own).
    #[arg(long, value_enum, default_value = "edge")]
    rules: RulesArg,
    /// The goal every puzzle must be well posed for.
    #[arg(long, value_enum)]
    goal: GoalArg,
    /// How many distinct puzzles.
    #[arg(long, default_value_t = 1)]
    count: usize,
    /// Seed: the same seed and graph give the same puzzles.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Fewest tokens per edge (1, as in the page: an empty edge is no part of the puzzle; 0
    /// allows empty edges).
    #[arg(long, default_value_t = 1)]
    min_tokens: u64,
    /// Most tokens per edge.
    #[arg(long, default_value_t = 5)]
    max_tokens: u64,
    /// Difficulty: fewest legal moves from the start.
    #[arg(long, default_value_t = 0)]
    min_moves: u64,
    /// Difficulty: shortest game under perfect play, in moves.
    #[arg(long, default_value_t = 0)]
    min_length: u64,
    /// Most positions drawn before giving up.
    #[arg(long, default_value_t = 5_000)]
    max_attempts: u64,
    #[command(flatten)]
    budgets: Budgets,
}

/// Review a game move by move: prints one JSON object per move ({"move", "player",
/// "before", "mark", "text", ...}); marks are fastest-win, slower-win, win, mistake (with a
/// "better" winning move), longest-defence, shorter-defence, defence.
#[derive(Args)]
pub struct ReviewArgs {
    /// The start position (JSON file, or - for standard input).
    file: String,
    /// The game: a JSON array of moves in the move format, e.g.
    /// '[{"vertex":0,"take":[[0,1]]},{"edge":2,"take":1}]'.
    #[arg(long, value_name = "JSON")]
    moves: String,
    #[command(flatten)]
    budgets: Budgets,
}

pub fn run(command: PuzzleCommand) -> Result<(), Failure> {
    match command {
        PuzzleCommand::Check(args) => run_check(args),
        PuzzleCommand::Generate(args) => run_generate(args),
        PuzzleCommand::Review(args) => run_review(args),
    }
}

fn run_review(args: ReviewArgs) -> Result<(), Failure> {
    let position = read_position(&args.file)?;
    // The moves are checked for size before they are parsed into a vector of moves.
    if args.moves.len() > 1 << 20 {
        return Err(Failure(format!(
            "--moves is {} bytes long; the limit is 1 MiB",
            Count(args.moves.len() as u64)
        )));
    }
    let value: serde_json::Value =
        serde_json::from_str(&args.moves).map_err(|e| Failure(format!("--moves is not JSON: {e}")))?;
    let serde_json::Value::Array(items) = value else {
        return Err(Failure("--moves must be a JSON array of moves".into()));
    };
    if items.len() > MAX_REVIEW_MOVES {
        return Err(Failure(format!(
            "the game has {} moves; a review takes at most {}",
            Count(items.len() as u64),
            Count(MAX_REVIEW_MOVES as u64)
        )));
    }
    let moves = items
        .iter()
        .enumerate()
        .map(|(i, item)| Move::from_value(item).map_err(|e| Failure(format!("move {}: {e}", i + 1))))
        .collect::<Result<Vec<_>, _>>()?;
    let options = args.budgets.options(SolveOptions::default());
    let reviewed = review(&position, &moves, &options, &mut args.budgets.deadline())
        .map_err(|e| Failure(e.to_string()))?;
    for mv in &reviewed {
        print_line(&mv.to_value().to_string())?;
    }
    Ok(())
}

fn run_check(args: CheckArgs) -> Result<(), Failure> {
    let position = read_position(&args.file)?;
    let options = args.budgets.options(SolveOptions::default());
    let goal = args.goal.into();
    let verdict = match check(&position, goal, &options, &mut args.budgets.deadline()) {
        Ok(verdict) => verdict,
        // Undecided is an answer too: the same JSON as the page's, with the solver's reason.
        Err(error) => {
            print_json(&PuzzleCheck::undecided_value(goal, &error))?;
            return Err(Failure(error.to_string()));
        }
    };
    print_json(&verdict.to_value())?;
    if verdict.well_posed {
        Ok(())
    } else {
        Err(Failure(verdict.reason))
    }
}

/// A position file when one exists at `graph` (or `-`), else a family spec.
fn read_graph(graph: &str, rules: RulesArg) -> Result<Position, Failure> {
    if graph == "-" || std::path::Path::new(graph).is_file() {
        return read_position(graph);
    }
    let rules = match rules {
        RulesArg::Edge => Rules::Edge,
        RulesArg::Walk => Rules::Walk,
    };
    Ok(family(graph, rules, 0, &Limits::DEFAULT)?)
}

fn run_generate(args: GenerateArgs) -> Result<(), Failure> {
    let graph = read_graph(&args.graph, args.rules)?;
    let options = GenerateOptions {
        goal: args.goal.into(),
        count: args.count,
        seed: args.seed,
        min_tokens: args.min_tokens,
        max_tokens: args.max_tokens,
        min_moves: args.min_moves,
        min_length: args.min_length,
        max_attempts: args.max_attempts,
    };
    let solve_options = args.budgets.options(SolveOptions::default());
    let report = generate(&graph, &options, &solve_options, &mut args.budgets.deadline())?;
    for (puzzle, _) in &report.puzzles {
        print_line(&puzzle.to_json())?;
    }
    if report.puzzles.len() < args.count {
        let found = format!(
            "found {} of {} puzzles in {} draws",
            Count(report.puzzles.len() as u64),
            Count(args.count as u64),
            Count(report.draws)
        );
        // Mostly too large to check: more draws or a wider range would not help.
        return Err(Failure(if report.too_large * 2 > report.draws {
            format!(
                "{found}, {} of them too large to check exactly within the budgets: lower --max-tokens \
                 (the graph is too large for exact checking at these bounds) or raise --max-states",
                Count(report.too_large)
            )
        } else {
            format!("{found}: widen the token range, lower --min-moves/--min-length, or raise --max-attempts")
        }));
    }
    Ok(())
}
