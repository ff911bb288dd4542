//! `graphnim`: solve, play, tabulate and make puzzles of Edge-Nim, Walking Nim and SetNim
//! positions from the terminal. One file per subcommand; `input.rs` reads positions and budgets for all
//! of them. Positions use the library's JSON format (see the README).

mod certificate;
mod check;
mod input;
mod interrupt;
mod output;
mod play;
mod progress;
mod puzzle;
mod solve;
mod sweep;
mod table;

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

/// Edge-Nim and Walking Nim on multigraphs, and SetNim (Circular, Path and Moore's Nim), in
/// normal or misère play: exact answers, play, tables and puzzles.
///
/// Positions are JSON: {"rules":"edge","vertices":3,"edges":[[0,1,2],[1,2,2],[2,0,2]]},
/// {"rules":"walk","vertices":3,"edges":[[0,1,2],[1,2,1]],"token":0},
/// {"rules":"circular","piles":[3,1,2,5,4],"k":3} (also "path", "moore", or "setnim" with
/// "sets"); add "play":"misere" for misère play (whoever faces no move wins). FILE may be -
/// for standard input. Errors go to stderr with exit code 1 (2 for bad usage).
#[derive(Parser)]
#[command(name = "graphnim", version, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    Solve(solve::SolveArgs),
    Play(play::PlayArgs),
    Table(table::TableArgs),
    Certificate(certificate::CertificateArgs),
    Check(check::CheckArgs),
    Sweep(sweep::SweepArgs),
    /// Puzzles for course notes: check that one is well posed, generate some on a graph, or
    /// review a game move by move.
    #[command(subcommand)]
    Puzzle(puzzle::PuzzleCommand),
    /// Print shell completions for graphnim (e.g. `graphnim completions bash > /etc/bash_completion.d/graphnim`).
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
}

/// A failure to report on stderr with exit code 1 (usage errors are clap's, exit code 2).
pub struct Failure(pub String);

impl<E: std::fmt::Display> From<E> for Failure {
    fn from(e: E) -> Self {
        Failure(e.to_string())
    }
}

/// A table error as the CLI reports it: a box over the budget also names the flags that
/// raise it (the crate's message is shared with the page and Python, which say it their way).
pub fn table_failure(e: graphnim::solver::table::TableError) -> Failure {
    match e {
        graphnim::solver::table::TableError::TooLarge { .. } => {
            Failure(format!("{e}; raise --max-states (positions) or --max-bytes (memory) to allow it"))
        }
        other => Failure(other.to_string()),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Solve(args) => solve::run(args),
        Command::Play(args) => play::run(args),
        // table stops cleanly on Ctrl-C, with its own exit status (130).
        Command::Table(args) => return table::run(args),
        Command::Certificate(args) => certificate::run(args),
        // check has its own exit codes: 0 holds, 1 counterexamples, 2 bad input.
        Command::Check(args) => return check::run(args),
        Command::Sweep(args) => sweep::run(args),
        Command::Puzzle(command) => puzzle::run(command),
        Command::Completions { shell } => {
            clap_complete::generate(shell, &mut Cli::command(), "graphnim", &mut std::io::stdout());
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(message)) => {
            eprintln!("graphnim: {message}");
            ExitCode::from(1)
        }
    }
}
