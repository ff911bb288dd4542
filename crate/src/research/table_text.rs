//! The text of `graphnim table`: a header naming every edge (pile) and the value column, one
//! line per listed position of a [`BoxTable`] as CSV, JSON lines or a LaTeX `longtable`, and
//! which positions are listed (P-positions only, one per orbit). The command line streams
//! the lines; the wasm collects them into one string ([`table_text`]), capped in size.

use serde_json::json;

use crate::position::{Position, Rules};
use crate::research::orbits::{OrbitError, Symmetries};
use crate::research::scan::{BoxTable, Entry};
use crate::solver::table::{Budget, Progress, TableError};

/// How the rows are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableFormat {
    /// Comma-separated, with a header line.
    Csv,
    /// One JSON object per line, no header.
    Json,
    /// A LaTeX document with one `longtable`.
    Latex,
}

impl std::str::FromStr for TableFormat {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        match text {
            "csv" => Ok(TableFormat::Csv),
            "json" => Ok(TableFormat::Json),
            "latex" => Ok(TableFormat::Latex),
            _ => Err(format!("unknown table format \"{text}\": use csv, json or latex")),
        }
    }
}

/// What a table lists and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableOptions {
    /// Grundy values instead of outcomes.
    pub grundy: bool,
    /// One position per class of the graph's symmetries, with the class size.
    pub orbits: bool,
    /// Only the P-positions.
    pub p_only: bool,
    /// The output format.
    pub format: TableFormat,
}

/// The header, the rows and the footer of one position's table.
#[derive(Clone, Debug)]
pub struct TableText {
    options: TableOptions,
    header: Option<String>,
    symmetries: Option<Symmetries>,
}

impl TableText {
    /// The table of the box below `position` (its symmetries computed now when `orbits`).
    pub fn new(position: &Position, options: TableOptions) -> Result<Self, OrbitError> {
        let symmetries = if options.orbits { Some(Symmetries::of(position)?) } else { None };
        Ok(TableText { options, header: header(position, &options), symmetries })
    }

    /// The line before the rows (none for JSON lines).
    pub fn header(&self) -> Option<&str> {
        self.header.as_deref()
    }

    /// The line after the rows (LaTeX closes its table and document).
    pub fn footer(&self) -> Option<&'static str> {
        (self.options.format == TableFormat::Latex).then_some("\\end{longtable}\n\\end{document}")
    }

    /// The line of `entry`, or `None` when it is not listed (an N-position with `p_only`; a
    /// position that is not its orbit's representative with `orbits`).
    pub fn row(&self, entry: &Entry<'_>) -> Option<String> {
        if self.options.p_only && !entry.is_p {
            return None;
        }
        let orbit_size = match &self.symmetries {
            Some(s) if !s.is_representative(entry.piece, entry.tokens) => return None,
            Some(s) => Some(s.orbit_size(entry.piece, entry.tokens)),
            None => None,
        };
        Some(row(entry, orbit_size, self.options.format))
    }
}

fn header(position: &Position, options: &TableOptions) -> Option<String> {
    let mut columns: Vec<String> = match &position.set_game {
        Some(game) => (0..game.piles.len()).map(|i| format!("p{i}")).collect(),
        None => position.edges.iter().enumerate().map(|(i, e)| format!("e{i}({}-{})", e.u, e.v)).collect(),
    };
    if position.rules == Rules::Walk {
        columns.insert(0, "piece".into());
    }
    columns.push(if options.grundy { "grundy" } else { "outcome" }.into());
    if options.orbits {
        columns.push("orbit_size".into());
    }
    match options.format {
        TableFormat::Csv => Some(columns.join(",")),
        TableFormat::Json => None,
        TableFormat::Latex => {
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

fn row(entry: &Entry<'_>, orbit_size: Option<u64>, format: TableFormat) -> String {
    let value = match entry.grundy {
        Some(g) => g.to_string(),
        None => (if entry.is_p { "P" } else { "N" }).to_string(),
    };
    match format {
        TableFormat::Json => {
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
        TableFormat::Csv | TableFormat::Latex => {
            let mut cells: Vec<String> = entry.piece.iter().map(usize::to_string).collect();
            cells.extend(entry.tokens.iter().map(u64::to_string));
            cells.push(value);
            cells.extend(orbit_size.map(|s| s.to_string()));
            if format == TableFormat::Csv {
                cells.join(",")
            } else {
                format!("{}\\\\", cells.join(" & "))
            }
        }
    }
}

/// Why [`table_text`] gave no text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TableTextError {
    /// The box is over the budget (or the build was cancelled).
    #[error("{0}")]
    Table(#[from] TableError),
    /// The graph has too many symmetries to list orbits.
    #[error("{0}")]
    Orbits(#[from] OrbitError),
    /// The text would be longer than the cap.
    #[error(
        "the table's text would be longer than {} bytes: list P-positions only or orbits, or use the command line",
        crate::words::Count(*max_bytes as u64)
    )]
    TooLong {
        /// The cap.
        max_bytes: usize,
    },
}

/// The whole table of the box below `position` as one text, lines ending in `\n`, exactly
/// what `graphnim table` prints; refused when it would pass `max_bytes`.
pub fn table_text(
    position: &Position,
    options: TableOptions,
    budget: &Budget,
    max_bytes: usize,
    progress: &mut impl Progress,
) -> Result<String, TableTextError> {
    let text = TableText::new(position, options)?;
    let table = BoxTable::build(position, options.grundy, budget, progress)?;
    let mut out = String::new();
    let fits = |line: &str, out: &mut String| {
        if out.len() + line.len() + 1 > max_bytes {
            return false;
        }
        out.push_str(line);
        out.push('\n');
        true
    };
    let mut complete = text.header().is_none_or(|h| fits(h, &mut out));
    table.for_each(|entry| {
        if let Some(line) = text.row(&entry) {
            complete = complete && fits(&line, &mut out);
        }
        complete
    });
    if complete {
        complete = text.footer().is_none_or(|f| fits(f, &mut out));
    }
    if complete {
        Ok(out)
    } else {
        Err(TableTextError::TooLong { max_bytes })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c3() -> Position {
        Position::from_json(r#"{"rules":"edge","vertices":3,"edges":[[0,1,1],[1,2,2],[2,0,2]]}"#).unwrap()
    }

    #[test]
    fn the_text_is_the_lines_the_command_prints_or_refused_past_the_cap() {
        let options = TableOptions { grundy: false, orbits: false, p_only: true, format: TableFormat::Csv };
        let budget = Budget { max_states: 1000, max_bytes: 1 << 20 };
        // C3 is P exactly when its three counts are equal (Graph Nim, Thm 3.1).
        let text = table_text(&c3(), options, &budget, 1000, &mut ()).unwrap();
        assert_eq!(text, "e0(0-1),e1(1-2),e2(2-0),outcome\n0,0,0,P\n1,1,1,P\n");
        let cap = text.len() - 1;
        let refused = table_text(&c3(), options, &budget, cap, &mut ());
        assert_eq!(refused, Err(TableTextError::TooLong { max_bytes: cap }));
        let json = TableOptions { format: TableFormat::Json, ..options };
        assert_eq!(
            table_text(&c3(), json, &budget, 1000, &mut ()).unwrap(),
            "{\"outcome\":\"P\",\"tokens\":[0,0,0]}\n{\"outcome\":\"P\",\"tokens\":[1,1,1]}\n"
        );
    }
}
