//! `graphnim certificate`: why a position has its value, as JSON or a LaTeX table.

use clap::{Args, ValueEnum};
use graphnim::research::certificate::certificate;
use graphnim::solver::{SolveError, SolveOptions};

use crate::input::{print_json, print_line, read_position, Budgets};
use crate::Failure;

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Json,
    Latex,
}

/// Print a certificate of the position's value: for Grundy value g, one option reaching each
/// value 0..g-1 and the number of options checked, none reaching g; for a P-position, a
/// winning reply to every option. When the box is too large for a table, the theorem the
/// solver used is cited instead.
#[derive(Args)]
pub struct CertificateArgs {
    /// The position (JSON file, or - for standard input).
    file: String,
    /// Output format.
    #[arg(long, value_enum, default_value = "json")]
    format: Format,
    #[command(flatten)]
    budgets: Budgets,
}

pub fn run(args: CertificateArgs) -> Result<(), Failure> {
    let position = read_position(&args.file)?;
    let options = args.budgets.options(SolveOptions::default());
    let cert = match certificate(&position, &options, &mut args.budgets.deadline()) {
        Ok(c) => c,
        Err(SolveError::Cancelled) => return Err(Failure("time limit reached".into())),
        Err(e) => return Err(Failure(e.to_string())),
    };
    match args.format {
        Format::Json => print_json(&cert.to_value()),
        Format::Latex => print_line(cert.to_latex().trim_end()),
    }
}
