//! What every subcommand reads: a position from a file or standard input (capped before it is
//! read whole), solver budgets as flags, a wall-clock limit, and JSON written to stdout.

use std::io::{Read, Write};
use std::time::{Duration, Instant};

use clap::Args;
use graphnim::position::Position;
use graphnim::solver::{Progress, SolveOptions};

use crate::Failure;

/// Reads and validates a position from `source` (`-` for standard input).
pub fn read_position(source: &str) -> Result<Position, Failure> {
    let mut text = String::new();
    // Read at most 2 MiB: the format's own cap is 1 MiB, so a larger input is refused by
    // the parser with its size, without this program holding an unbounded file.
    if source == "-" {
        std::io::stdin()
            .take(2 << 20)
            .read_to_string(&mut text)
            .map_err(|e| Failure(format!("reading stdin: {e}")))?;
    } else {
        let file = std::fs::File::open(source).map_err(|e| Failure(format!("{source}: {e}")))?;
        file.take(2 << 20).read_to_string(&mut text).map_err(|e| Failure(format!("{source}: {e}")))?;
    }
    Position::from_json(&text).map_err(|e| Failure(format!("{source}: {e}")))
}

/// The solver's budgets, shared by every subcommand that solves.
#[derive(Args, Clone, Debug)]
pub struct Budgets {
    /// Stop after this many seconds and answer "unknown".
    #[arg(long, value_name = "SECONDS")]
    pub time_limit: Option<u64>,
    /// Largest state box an outcome table may cover.
    #[arg(long, value_name = "N")]
    pub max_states: Option<u64>,
    /// Largest state box for which Grundy values are tabulated.
    #[arg(long, value_name = "N")]
    pub max_grundy_states: Option<u64>,
    /// Largest state box for which remoteness is tabulated.
    #[arg(long, value_name = "N")]
    pub max_remoteness_states: Option<u64>,
    /// Memory cap for any single table, in bytes.
    #[arg(long, value_name = "N")]
    pub max_bytes: Option<u64>,
    /// Most moves listed (at most 1,000,000).
    #[arg(long, value_name = "N")]
    pub move_cap: Option<u64>,
}

impl Budgets {
    /// `base` with every budget given on the command line.
    pub fn options(&self, base: SolveOptions) -> SolveOptions {
        SolveOptions {
            max_states: self.max_states.unwrap_or(base.max_states),
            max_grundy_states: self.max_grundy_states.unwrap_or(base.max_grundy_states),
            max_remoteness_states: self.max_remoteness_states.unwrap_or(base.max_remoteness_states),
            max_bytes: self.max_bytes.unwrap_or(base.max_bytes),
            move_cap: self.move_cap.map_or(base.move_cap, |n| n.min(1_000_000) as usize),
            ..base
        }
    }

    /// A progress callback that stops work at the time limit.
    pub fn deadline(&self) -> Deadline {
        Deadline(self.time_limit.map(|s| Instant::now() + Duration::from_secs(s)))
    }
}

/// Stops a solve after a wall-clock limit (native only; the library itself has no clock).
pub struct Deadline(Option<Instant>);

impl Progress for Deadline {
    fn tick(&mut self, _done: u64, _total: u64) -> bool {
        self.0.is_none_or(|end| Instant::now() < end)
    }
}

/// Writes `value` as pretty JSON on stdout; a closed pipe (`| head`) is not an error.
pub fn print_json(value: &serde_json::Value) -> Result<(), Failure> {
    print_line(&serde_json::to_string_pretty(value).unwrap_or_default())
}

/// Writes one line on stdout; a closed pipe is not an error.
pub fn print_line(line: &str) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{line}") {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(Failure(e.to_string())),
        _ => Ok(()),
    }
}
