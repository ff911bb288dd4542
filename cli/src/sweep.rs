//! `graphnim sweep`: the same statistics for every member of a graph family, as CSV, members
//! solved in parallel (rayon; the library and the wasm stay single-threaded). Each member's
//! row is the library's (`research::sweep`, shared with the wasm); this file parses the
//! arguments, runs the members on a thread pool, times them and prints the rows in order.

use std::sync::mpsc;
use std::time::Instant;

use clap::{Args, ValueEnum};
use graphnim::position::{Play, Rules};
use graphnim::research::sweep::{Sweep, SweepError, SweepLimits, CSV_HEADER};
use graphnim::words::Count;

use crate::check::formula_error;
use crate::output::Rows;
use crate::Failure;

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum RulesArg {
    Edge,
    Walk,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum PlayArg {
    Normal,
    Misere,
}

/// For each member of a family (cycle, path, star, complete, bipartite:M, hypercube,
/// petersen, wheel; or the SetNim families circular:K, path:K, moore:K on n piles) with n in
/// A..B (inclusive) and T tokens on every edge (pile): the positions of the box below it, its
/// P-positions, the largest Grundy value (empty when the box is over the Grundy budget, and
/// in misère play, which has none), and with --p-iff the counterexamples each way. CSV on
/// stdout (RFC 4180: a member or note holding a comma is quoted), one row per member in
/// order, each printed as soon as it and those before it are done; for SetNim members the
/// edges column counts the piles (vertices stays empty). A member too large, or lacking an
/// edge the formula names, gets a row whose note says so.
#[derive(Args)]
pub struct SweepArgs {
    /// The family: cycle, path, star, complete, bipartite:M (K_{M,n}), hypercube, petersen
    /// (one member, whatever --n says), wheel; circular:K (Circular Nim CN(n, K)), path:K
    /// (Path Nim PN(n, K)), moore:K (Moore's Nim_K on n piles).
    family: String,
    /// The range of n, e.g. 3..6 (inclusive); petersen ignores it.
    #[arg(long, value_name = "A..B")]
    n: String,
    /// Tokens on every edge (the top of the box).
    #[arg(long, value_name = "T")]
    tokens: u64,
    /// Which game (graph families).
    #[arg(long, value_enum, default_value = "edge")]
    rules: RulesArg,
    /// Normal play (whoever takes the last token wins) or misère (whoever takes it loses).
    #[arg(long, value_enum, default_value = "normal")]
    play: PlayArg,
    /// A conjectured rule to check on every member: P exactly when this holds.
    #[arg(long, value_name = "EXPR")]
    p_iff: Option<String>,
    /// Largest box solved per member (bigger members get a row saying so).
    #[arg(long, value_name = "N", default_value_t = SweepLimits::default().max_states)]
    max_states: u64,
    /// Largest box for which Grundy values are computed.
    #[arg(long, value_name = "N", default_value_t = SweepLimits::default().max_grundy_states)]
    max_grundy_states: u64,
    /// Worker threads (default: one per core; at most 256).
    #[arg(long, value_name = "N")]
    jobs: Option<usize>,
}

fn range(text: &str) -> Result<(u64, u64), Failure> {
    let bad = || Failure(format!("--n {text:?}: give a range A..B of whole numbers, e.g. 3..6"));
    let (a, b) = text.split_once("..").ok_or_else(bad)?;
    let (a, b) = (a.trim().parse::<u64>().map_err(|_| bad())?, b.trim().parse::<u64>().map_err(|_| bad())?);
    if a > b || b - a > 1000 {
        return Err(Failure(format!(
            "--n {text:?}: A must be at most B, and at most {} members",
            Count(1000)
        )));
    }
    Ok((a, b))
}

/// The sweep, or why it cannot start (a formula's syntax error shown at its place).
fn sweep(args: &SweepArgs) -> Result<Sweep, Failure> {
    let rules = if args.rules == RulesArg::Walk { Rules::Walk } else { Rules::Edge };
    let play = if args.play == PlayArg::Misere { Play::Misere } else { Play::Normal };
    let limits = SweepLimits {
        max_states: args.max_states,
        max_grundy_states: args.max_grundy_states,
        ..SweepLimits::default()
    };
    Sweep::new(&args.family, rules, play, args.tokens, args.p_iff.as_deref(), limits).map_err(|e| match e {
        SweepError::Formula(e) => formula_error("--p-iff", args.p_iff.as_deref().unwrap_or_default(), &e),
        other => Failure(other.to_string()),
    })
}

pub fn run(args: SweepArgs) -> Result<(), Failure> {
    let (a, b) = range(&args.n)?;
    let sweep = sweep(&args)?;
    let members = sweep.members(a, b);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs.unwrap_or(0).min(256))
        .build()
        .map_err(|e| Failure(e.to_string()))?;
    let mut rows = Rows::new();
    rows.line(CSV_HEADER)?;
    rows.flush()?;
    let (send, receive) = mpsc::channel();
    let mut done: Vec<Option<String>> = vec![None; members.len()];
    let mut next = 0;
    let sweep = &sweep;
    pool.in_place_scope(|scope| -> Result<(), Failure> {
        for (i, &n) in members.iter().enumerate() {
            let send = send.clone();
            scope.spawn(move |_| {
                let start = Instant::now();
                let row = sweep.row(n, &mut ());
                send.send((i, row.csv(Some(start.elapsed().as_secs_f64())))).ok();
            });
        }
        drop(send);
        // Rows are printed in member order as soon as they are ready.
        for (i, row) in receive.iter() {
            done[i] = Some(row);
            while let Some(Some(row)) = done.get(next) {
                rows.line(row)?;
                rows.flush()?;
                next += 1;
            }
        }
        Ok(())
    })
}
