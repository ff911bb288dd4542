//! `graphnim table`: every position in the box below a position with its outcome or Grundy
//! value, as CSV, JSON lines or a LaTeX table; optionally one position per symmetry class.

use clap::{Args, ValueEnum};
use graphnim::position::{Position, Rules};
use graphnim::research::orbits::Symmetries;
use graphnim::research::scan::{box_states, BoxTable, Entry};
use graphnim::solver::table::Budget;
use serde_json::json;

use crate::input::read_position;
use crate::output::Rows;
use crate::progress;
use crate::Failure;

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Csv,
    Json,
    Latex,
}

/// Print every position of the graph with each edge's tokens at most its count in FILE (for
/// Walking Nim, with the piece on every vertex: first column) and its outcome (P = the player
/// to move loses) or, with --grundy, its Grundy value. JSON is one object per line.
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

pub fn run(args: TableArgs) -> Result<(), Failure> {
    let position = read_position(&args.file)?;
    let budget = Budget { max_states: args.max_states, max_bytes: args.max_bytes };
    let states = box_states(&position);
    let bar = progress::bar(states.unwrap_or(u64::MAX), "solving");
    let table = BoxTable::build(&position, args.grundy, &budget, &mut progress::ticks(&bar))?;
    let symmetries = if args.orbits { Some(Symmetries::of(&position)?) } else { None };
    bar.reset();
    bar.set_length(table.states());
    bar.set_message("printing");
    let mut rows = Rows::new();
    let header = header(&position, &args);
    if let Some(h) = &header {
        rows.line(h)?;
    }
    let mut failure = None;
    let mut visited = 0u64;
    table.for_each(|entry| {
        visited += 1;
        if visited.is_multiple_of(1 << 14) {
            bar.set_position(visited);
        }
        if args.p_only && !entry.is_p {
            return true;
        }
        let size = match &symmetries {
            Some(s) if !s.is_representative(entry.piece, entry.tokens) => return true,
            Some(s) => Some(s.orbit_size(entry.piece, entry.tokens)),
            None => None,
        };
        if let Err(e) = rows.line(&row(&entry, size, args.format)) {
            failure = Some(e);
        }
        failure.is_none() && !rows.closed
    });
    bar.finish_and_clear();
    if let Some(e) = failure {
        return Err(e);
    }
    if args.format == Format::Latex {
        rows.line("\\end{longtable}\n\\end{document}")?;
    }
    rows.flush()
}

fn header(position: &Position, args: &TableArgs) -> Option<String> {
    let mut columns: Vec<String> = match &position.set_game {
        Some(game) => (0..game.piles.len()).map(|i| format!("p{i}")).collect(),
        None => position.edges.iter().enumerate().map(|(i, e)| format!("e{i}({}-{})", e.u, e.v)).collect(),
    };
    if position.rules == Rules::Walk {
        columns.insert(0, "piece".into());
    }
    columns.push(if args.grundy { "grundy" } else { "outcome" }.into());
    if args.orbits {
        columns.push("orbit_size".into());
    }
    match args.format {
        Format::Csv => Some(columns.join(",")),
        Format::Json => None,
        Format::Latex => {
            let spec = "r".repeat(columns.len());
            let names: Vec<String> = columns.iter().map(|c| c.replace('_', "\\_")).collect();
            Some(format!(
                "\\documentclass{{article}}\n\\usepackage{{longtable}}\n\\begin{{document}}\n\
                 \\begin{{longtable}}{{{spec}}}\n{}\\\\\n\\hline\n\\endhead",
                names.join(" & ")
            ))
        }
    }
}

fn row(entry: &Entry<'_>, orbit_size: Option<u64>, format: Format) -> String {
    let value = match entry.grundy {
        Some(g) => g.to_string(),
        None => (if entry.is_p { "P" } else { "N" }).to_string(),
    };
    match format {
        Format::Json => {
            let mut object = json!({"tokens": entry.tokens});
            if let Some(p) = entry.piece {
                object["piece"] = json!(p);
            }
            match entry.grundy {
                Some(g) => object["grundy"] = json!(g),
                None => object["outcome"] = json!(value),
            }
            if let Some(s) = orbit_size {
                object["orbit_size"] = json!(s);
            }
            object.to_string()
        }
        Format::Csv | Format::Latex => {
            let mut cells: Vec<String> = entry.piece.iter().map(usize::to_string).collect();
            cells.extend(entry.tokens.iter().map(u64::to_string));
            cells.push(value);
            cells.extend(orbit_size.map(|s| s.to_string()));
            if format == Format::Csv {
                cells.join(",")
            } else {
                format!("{}\\\\", cells.join(" & "))
            }
        }
    }
}
