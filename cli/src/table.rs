//! `graphnim table`: every P-position in the box below a position, as CSV.

use std::io::Write;

use clap::Args;
use graphnim::odometer;
use graphnim::position::{Play, Rules};
use graphnim::solver::table::{Budget, OutcomeTable, PileGame};
use graphnim::solver::table::{WalkGame, WalkTable};

use crate::input::read_position;
use crate::Failure;

/// Print, as CSV, every P-position of the graph with each edge's tokens at most its count in
/// FILE (for Walking Nim the first column is the piece's vertex; for SetNim one column per
/// pile). Misère positions give the misère P-positions (Edge-Nim and SetNim).
#[derive(Args)]
pub struct TableArgs {
    /// The position (JSON file, or - for standard input).
    file: String,
}

pub fn run(args: TableArgs) -> Result<(), Failure> {
    let position = read_position(&args.file)?;
    let budget = Budget { max_states: 50_000_000, max_bytes: 1 << 30 };
    let (maxima, header): (Vec<u64>, Vec<String>) = match &position.set_game {
        Some(game) => (game.piles.clone(), (0..game.piles.len()).map(|i| format!("p{i}")).collect()),
        None => (
            position.edges.iter().map(|e| e.tokens).collect(),
            position.edges.iter().enumerate().map(|(i, e)| format!("e{i}({}-{})", e.u, e.v)).collect(),
        ),
    };
    // The piles-and-groups table of Edge-Nim or SetNim, in the position's play.
    let outcomes = |groups: Vec<Vec<usize>>| {
        let game = PileGame { piles: maxima.clone(), groups };
        match position.play {
            Play::Normal => OutcomeTable::build(&game, &budget, &mut ()),
            Play::Misere => OutcomeTable::build_misere(&game, &budget, &mut ()),
        }
    };
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
            let table = outcomes(groups)?;
            writeln!(out, "{}", header.join(","))?;
            rows(&|p| table.is_p(p), "", &mut out)?;
        }
        Rules::Set => {
            let groups = position.set_game.as_ref().map(|g| g.sets.clone()).unwrap_or_default();
            let table = outcomes(groups)?;
            writeln!(out, "{}", header.join(","))?;
            rows(&|p| table.is_p(p), "", &mut out)?;
        }
        Rules::Walk if position.play == Play::Misere => {
            return Err(Failure(
                "table: misère Walking Nim has no table (graphnim solve searches it)".into(),
            ));
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
