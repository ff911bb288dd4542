//! `graphnim table`: every position in the box below a position with its outcome or Grundy
//! value, as CSV, JSON lines or a LaTeX table; optionally one position per symmetry class.
//! The lines themselves are the library's (`research::table_text`, shared with the wasm);
//! this file adds the progress bar, streaming and Ctrl-C.

use std::io::IsTerminal;
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use graphnim::research::scan::{box_states, BoxTable};
use graphnim::research::table_text::{TableFormat, TableOptions, TableText};
use graphnim::solver::table::{Budget, TableError};

use crate::input::read_position;
use crate::output::Rows;
use crate::{interrupt, progress, Failure};

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Csv,
    Json,
    Latex,
}

/// Print every position of the graph with each edge's tokens at most its count in FILE (for
/// Walking Nim, with the piece on every vertex: first column) and its outcome (P = the player
/// to move loses) or, with --grundy, its Grundy value. JSON is one object per line. Ctrl-C
/// stops after the row being written, every row shown complete (exit status 130).
#[derive(Args)]
pub struct TableArgs {
    /// The position (JSON file, or - for standard input).
    file: String,
    /// Grundy values instead of outcomes.
    #[arg(long)]
    grundy: bool,
    /// Output format.
    #[arg(long, value_enum, default_value = "csv")]
    format: Format,
    /// One position per class of the graph's symmetries (the one whose tokens come first in
    /// sorted order), with the class size.
    #[arg(long)]
    orbits: bool,
    /// Only the P-positions.
    #[arg(long)]
    p_only: bool,
    /// Largest box tabulated.
    #[arg(long, value_name = "N", default_value_t = 50_000_000)]
    max_states: u64,
    /// Memory cap for the table, in bytes. An outcome table takes one bit per position and
    /// one more per position and vertex (set), rows padded: K5 with every edge 7 (1.07·10^9
    /// positions) needs 1.2 GB.
    #[arg(long, value_name = "N", default_value_t = 1 << 30)]
    max_bytes: u64,
}

/// How a run ended without an error.
enum Ended {
    Complete,
    Interrupted,
}

pub fn run(args: TableArgs) -> ExitCode {
    match print_table(&args) {
        Ok(Ended::Complete) => ExitCode::SUCCESS,
        Ok(Ended::Interrupted) => {
            eprintln!("graphnim: interrupted");
            ExitCode::from(interrupt::EXIT_STATUS)
        }
        Err(Failure(message)) => {
            eprintln!("graphnim: {message}");
            ExitCode::from(1)
        }
    }
}

fn print_table(args: &TableArgs) -> Result<Ended, Failure> {
    let position = read_position(&args.file)?;
    let format = match args.format {
        Format::Csv => TableFormat::Csv,
        Format::Json => TableFormat::Json,
        Format::Latex => TableFormat::Latex,
    };
    let options = TableOptions { grundy: args.grundy, orbits: args.orbits, p_only: args.p_only, format };
    let text = TableText::new(&position, options)?;
    let budget = Budget { max_states: args.max_states, max_bytes: args.max_bytes };
    interrupt::catch()?;
    let bar = progress::bar(box_states(&position).unwrap_or(u64::MAX), "solving");
    let table = match BoxTable::build(&position, args.grundy, &budget, &mut progress::ticks(&bar)) {
        Err(TableError::Cancelled) => {
            bar.finish_and_clear();
            return Ok(Ended::Interrupted);
        }
        built => built.map_err(crate::table_failure)?,
    };
    // On a terminal the rows are their own progress, and a bar redrawn on the same screen
    // would land between them.
    if std::io::stdout().is_terminal() {
        bar.finish_and_clear();
    } else {
        bar.reset();
        bar.set_length(table.states());
        bar.set_message("printing");
    }
    let mut rows = Rows::new();
    if let Some(header) = text.header() {
        rows.line(header)?;
    }
    let mut failure = None;
    let mut visited = 0u64;
    table.for_each(|entry| {
        visited += 1;
        if visited.is_multiple_of(1 << 14) {
            bar.set_position(visited);
        }
        if let Some(line) = text.row(&entry) {
            failure = rows.line(&line).err();
        }
        failure.is_none() && !rows.closed && !interrupt::requested()
    });
    bar.finish_and_clear();
    if let Some(e) = failure {
        return Err(e);
    }
    if interrupt::requested() {
        rows.flush()?;
        return Ok(Ended::Interrupted);
    }
    if let Some(footer) = text.footer() {
        rows.line(footer)?;
    }
    rows.flush()?;
    Ok(Ended::Complete)
}
