//! `graphnim check`: test a conjectured rule "P exactly when EXPR" on every position of the
//! box below a position (for Walking Nim, with the piece on every vertex).

use std::process::ExitCode;

use clap::Args;
use graphnim::position::Position;
use graphnim::research::expr::{position_names, Expr, ExprError};
use graphnim::research::scan::{box_states, check, BoxTable, CheckReport};
use graphnim::solver::table::Budget;
use graphnim::words::Count;

use crate::input::read_position;
use crate::output::Rows;
use crate::progress;
use crate::Failure;

/// Check that the P-positions below FILE are exactly those where EXPR holds. EXPR is over
/// the edges' token counts, named a, b, c, ... in edge order and e0, e1, ...; piece is the
/// piece's vertex (Walking Nim). Integers, + - * / %, ^ (xor), & |, comparisons, && || !,
/// min(...), max(...); the bitwise operators bind tighter than comparisons, and comparisons
/// chain as in Python (0 < a < 2 is 0 < a && a < 2). Prints the
/// smallest counterexamples both ways with counts. Exit code 0 when there are none, 1 when
/// there are some or when no position met --where (nothing was checked), 2 on bad input.
#[derive(Args)]
pub struct CheckArgs {
    /// The position (JSON file, or - for standard input): the top of the box scanned.
    file: String,
    /// The conjectured rule: P exactly when this holds.
    #[arg(long, value_name = "EXPR")]
    p_iff: String,
    /// Only scan positions where this holds (e.g. "min(a, b, c) > 0").
    #[arg(long = "where", value_name = "EXPR")]
    filter: Option<String>,
    /// Counterexamples listed each way (smallest total first).
    #[arg(long, value_name = "N", default_value_t = 10)]
    limit: usize,
    /// Largest box scanned.
    #[arg(long, value_name = "N", default_value_t = 250_000_000)]
    max_states: u64,
    /// Memory cap for the table, in bytes. An outcome table takes one bit per position and
    /// one more per position and vertex (set), rows padded: K5 with every edge 7 (1.07·10^9
    /// positions) needs 1.2 GB.
    #[arg(long, value_name = "N", default_value_t = 1 << 30)]
    max_bytes: u64,
}

/// Parses a formula for `position`, or says where it is wrong.
fn formula(position: &Position, flag: &str, text: &str) -> Result<Expr, Failure> {
    Expr::parse_condition(text, &position_names(position)).map_err(|e| formula_error(flag, text, &e))
}

/// A formula's fault, with the formula and a caret under the place (the library's wording,
/// shared with the Python package).
pub fn formula_error(flag: &str, text: &str, e: &ExprError) -> Failure {
    Failure(e.pointed(flag, text))
}

pub fn run(args: CheckArgs) -> ExitCode {
    match scan(&args) {
        Ok(report) => {
            if print(&report).is_err() {
                return ExitCode::from(2);
            }
            ExitCode::from(if report.holds() { 0 } else { 1 })
        }
        Err(Failure(message)) => {
            eprintln!("graphnim: {message}");
            ExitCode::from(2)
        }
    }
}

fn scan(args: &CheckArgs) -> Result<CheckReport, Failure> {
    let position = read_position(&args.file)?;
    let claim = formula(&position, "--p-iff", &args.p_iff)?;
    let filter = args.filter.as_deref().map(|f| formula(&position, "--where", f)).transpose()?;
    let budget = Budget { max_states: args.max_states, max_bytes: args.max_bytes };
    let bar = progress::bar(box_states(&position).unwrap_or(u64::MAX), "solving");
    let table = BoxTable::build(&position, false, &budget, &mut progress::ticks(&bar))
        .map_err(crate::table_failure)?;
    bar.reset();
    bar.set_length(table.states());
    bar.set_message("checking");
    let report = check(&table, &claim, filter.as_ref(), args.limit, |done| {
        bar.set_position(done);
        true
    });
    bar.finish_and_clear();
    report.map_err(|(which, e, at)| {
        let flag = if which == "where" { "--where" } else { "--p-iff" };
        Failure(format!("{flag}: evaluating the formula on {at}: {e}"))
    })
}

fn print(report: &CheckReport) -> Result<(), Failure> {
    let mut rows = Rows::new();
    rows.line(&format!(
        "scanned {} positions, {} P-positions",
        Count(report.scanned),
        Count(report.p_positions)
    ))?;
    for (title, list) in [
        ("P but the formula is false", &report.p_but_false),
        ("N but the formula is true", &report.n_but_true),
    ] {
        rows.line(&format!("{title}: {}", Count(list.count)))?;
        for found in list.list() {
            rows.line(&format!("  {found}"))?;
        }
    }
    rows.line(if report.holds() {
        "the formula matches the P-positions everywhere scanned"
    } else if report.scanned == 0 {
        // No counterexample because nothing was looked at: not a verdict either way.
        "no position of the box meets --where: nothing was checked"
    } else {
        "counterexamples found"
    })?;
    rows.flush()
}
