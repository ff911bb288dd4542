//! `graphnim table`: every P-position in the box below a position, as CSV.

use std::io::Write;

use clap::Args;
use graphnim::position::Rules;
use graphnim::solver::table::{Budget, OutcomeTable, PileGame};
use graphnim::solver::walk_table::{WalkGame, WalkTable};

use crate::input::read_position;
use crate::Failure;

/// Print, as CSV, every P-position of the graph with each edge's tokens at most its count in
/// FILE (for Walking Nim the first column is the piece's vertex).
#[derive(Args)]
pub struct TableArgs {
    /// The position (JSON file, or - for standard input).
    file: String,
}

pub fn run(args: TableArgs) -> Result<(), Failure> {
    let position = read_position(&args.file)?;
    let budget = Budget { max_states: 50_000_000, max_bytes: 1 << 30 };
    let maxima: Vec<u64> = position.edges.iter().map(|e| e.tokens).collect();
    let header: Vec<String> =
        position.edges.iter().enumerate().map(|(i, e)| format!("e{i}({}-{})", e.u, e.v)).collect();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut counter = vec![0u64; maxima.len()];
    // Odometer over the box: each P-position is printed as one CSV row.
    let mut rows =
        |is_p: &dyn Fn(&[u64]) -> bool, prefix: &str, out: &mut dyn Write| -> std::io::Result<()> {
            counter.iter_mut().for_each(|c| *c = 0);
            loop {
                if is_p(&counter) {
                    let cells: Vec<String> = counter.iter().map(u64::to_string).collect();
                    writeln!(out, "{prefix}{}", cells.join(","))?;
                }
                let mut i = 0;
                while i < counter.len() && counter[i] == maxima[i] {
                    counter[i] = 0;
                    i += 1;
                }
                if i == counter.len() {
                    return Ok(());
                }
                counter[i] += 1;
            }
        };
    match position.rules {
        Rules::Edge => {
            let groups = (0..position.vertices)
                .map(|v| position.incident_edges(v))
                .filter(|g| !g.is_empty())
                .collect();
            let game = PileGame { piles: maxima.clone(), groups };
            let table = OutcomeTable::build(&game, &budget, &mut ())?;
            writeln!(out, "{}", header.join(","))?;
            rows(&|p| table.is_p(p), "", &mut out)?;
        }
        Rules::Walk => {
            let game = WalkGame {
                vertices: position.vertices,
                edges: position.edges.iter().map(|e| (e.u, e.v, e.tokens)).collect(),
            };
            let table = WalkTable::build(&game, &budget, &mut ())?;
            writeln!(out, "piece,{}", header.join(","))?;
            for v in 0..position.vertices {
                rows(&|p| table.is_p(v, p), &format!("{v},"), &mut out)?;
            }
        }
    }
    Ok(out.flush()?)
}
