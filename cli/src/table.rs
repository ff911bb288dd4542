//! `graphnim table`: every P-position in the box below a position, as CSV.

use std::io::Write;

use clap::Args;
use graphnim::odometer;
use graphnim::position::Rules;
use graphnim::solver::table::{Budget, OutcomeTable, PileGame};
use graphnim::solver::table::{WalkGame, WalkTable};

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
    let radix: Vec<u64> = maxima.iter().map(|m| m.saturating_add(1)).collect();
    // Odometer over the box: each P-position is printed as one CSV row.
    let mut rows =
        |is_p: &dyn Fn(&[u64]) -> bool, prefix: &str, out: &mut dyn Write| -> std::io::Result<()> {
            counter.iter_mut().for_each(|c| *c = 0);
            loop {
                if is_p(&counter) {
                    let cells: Vec<String> = counter.iter().map(u64::to_string).collect();
                    writeln!(out, "{prefix}{}", cells.join(","))?;
                }
                if !odometer::step(&mut counter, &radix) {
                    return Ok(());
                }
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
