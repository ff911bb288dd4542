//! `graphnim sweep`: the same statistics for every member of a graph family, as CSV, members
//! solved in parallel (rayon; the library and the wasm stay single-threaded).

use std::sync::mpsc;
use std::time::Instant;

use clap::{Args, ValueEnum};
use graphnim::families::family;
use graphnim::position::{Limits, Play, Position, Rules};
use graphnim::research::expr::Expr;
use graphnim::research::scan::{box_states, check, BoxTable};
use graphnim::solver::table::Budget;

use crate::check::formula;
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
/// stdout, one row per member in order, each printed as soon as it and those before it are
/// done; for SetNim members the edges column counts the piles (vertices stays empty).
#[derive(Args)]
pub struct SweepArgs {
    /// The family: cycle, path, star, complete, bipartite:M (K_{M,n}), hypercube, petersen,
    /// wheel; circular:K (Circular Nim CN(n, K)), path:K (Path Nim PN(n, K)), moore:K
    /// (Moore's Nim_K on n piles).
    family: String,
    /// The range of n, e.g. 3..6 (inclusive).
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
    #[arg(long, value_name = "N", default_value_t = 50_000_000)]
    max_states: u64,
    /// Largest box for which Grundy values are computed.
    #[arg(long, value_name = "N", default_value_t = 4_000_000)]
    max_grundy_states: u64,
    /// Worker threads (default: one per core; at most 256).
    #[arg(long, value_name = "N")]
    jobs: Option<usize>,
}

/// A SetNim family's JSON name and `k` (`circular:3` → `("circular", 3)`), or `None` for a
/// graph family.
fn set_family(family: &str) -> Result<Option<(&str, usize)>, Failure> {
    let (name, arg) = family.split_once(':').unwrap_or((family, ""));
    // `path` alone is the graph family; `path:K` is Path Nim.
    let is_set = matches!(name, "circular" | "moore") || (name == "path" && !arg.is_empty());
    if !is_set {
        return Ok(None);
    }
    let k = arg.parse::<usize>().ok().filter(|&k| k >= 1).ok_or_else(|| {
        Failure(format!("family \"{family}\": give {name}:K with K ≥ 1 piles per move, e.g. {name}:2"))
    })?;
    Ok(Some((name, k)))
}

/// Member `n` of a SetNim family: n piles of `tokens`.
fn set_member(name: &str, k: usize, n: u64, tokens: u64, play: Play) -> Result<Position, String> {
    let value = serde_json::json!({
        "rules": name, "piles": vec![tokens; n as usize], "k": k, "play": play.name(),
    });
    Position::from_value(&value, &Limits::DEFAULT).map_err(|e| e.to_string())
}

/// The family spec of member `n`.
fn spec(family: &str, n: u64) -> Result<String, Failure> {
    let (name, arg) = family.split_once(':').unwrap_or((family, ""));
    Ok(match (name, arg) {
        ("bipartite", m) if !m.is_empty() => format!("bipartite:{m},{n}"),
        ("petersen", "") => "petersen".to_string(),
        ("cycle" | "path" | "star" | "complete" | "hypercube" | "wheel", "") => format!("{name}:{n}"),
        _ => {
            return Err(Failure(format!(
                "unknown family \"{family}\": use cycle, path, star, complete, bipartite:M, hypercube, petersen, wheel, circular:K, path:K or moore:K"
            )))
        }
    })
}

fn range(text: &str) -> Result<(u64, u64), Failure> {
    let bad = || Failure(format!("--n {text:?}: give a range A..B of whole numbers, e.g. 3..6"));
    let (a, b) = text.split_once("..").ok_or_else(bad)?;
    let (a, b) = (a.trim().parse::<u64>().map_err(|_| bad())?, b.trim().parse::<u64>().map_err(|_| bad())?);
    if a > b || b - a > 1000 {
        return Err(Failure(format!("--n {text:?}: A must be at most B, and at most 1000 members")));
    }
    Ok((a, b))
}

const HEADER: &str =
    "member,vertices,edges,states,p_positions,max_grundy,p_but_false,n_but_true,seconds,note";

pub fn run(args: SweepArgs) -> Result<(), Failure> {
    let (a, b) = range(&args.n)?;
    let rules = if args.rules == RulesArg::Walk { Rules::Walk } else { Rules::Edge };
    let play = if args.play == PlayArg::Misere { Play::Misere } else { Play::Normal };
    let sets = set_family(&args.family)?;
    if sets.is_some() && rules == Rules::Walk {
        return Err(Failure(format!(
            "family \"{}\" is a SetNim family: --rules walk does not apply",
            args.family
        )));
    }
    let members: Vec<String> = match sets {
        Some((name, k)) => (a..=b).map(|n| format!("{name} n={n} k={k}")).collect(),
        None if args.family == "petersen" => vec!["petersen".to_string()],
        None => (a..=b).map(|n| spec(&args.family, n)).collect::<Result<_, _>>()?,
    };
    // Every member's graph and formula are checked before any work starts, so a bad
    // formula or size fails at once with exit code 1.
    // A member too large for the format (K_50 has more edges than the cap) gets a row
    // saying so rather than stopping the sweep.
    let mut work = Vec::new();
    for (m, n) in members.iter().zip(a..) {
        let built = match sets {
            Some((name, k)) => set_member(name, k, n, args.tokens, play),
            None => family(m, rules, args.tokens, &Limits::DEFAULT)
                .map(|p| Position { play, ..p })
                .map_err(|e| e.to_string()),
        };
        let member = match built {
            Ok(position) => {
                let claim = args.p_iff.as_deref().map(|t| formula(&position, "--p-iff", t)).transpose()?;
                Ok((position, claim))
            }
            Err(e) => Err(e),
        };
        work.push((m.clone(), member));
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs.unwrap_or(0).min(256))
        .build()
        .map_err(|e| Failure(e.to_string()))?;
    let mut rows = Rows::new();
    rows.line(HEADER)?;
    rows.flush()?;
    let (send, receive) = mpsc::channel();
    let (max_states, max_grundy) = (args.max_states, args.max_grundy_states);
    let mut done: Vec<Option<String>> = vec![None; work.len()];
    let mut next = 0;
    pool.in_place_scope(|scope| -> Result<(), Failure> {
        for (i, (name, member)) in work.iter().enumerate() {
            let send = send.clone();
            scope.spawn(move |_| {
                let row = match member {
                    Ok((position, claim)) => {
                        member_row(name, position, claim.as_ref(), max_states, max_grundy)
                    }
                    Err(e) => format!("{name},,,,,,,,,\"{}\"", e.replace('"', "'")),
                };
                send.send((i, row)).ok();
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

fn member_row(
    name: &str,
    position: &graphnim::position::Position,
    claim: Option<&Expr>,
    max_states: u64,
    max_grundy: u64,
) -> String {
    let start = Instant::now();
    let states = box_states(position);
    // Misère play has no Grundy values to tabulate.
    let grundy = position.play == Play::Normal && states.is_some_and(|s| s <= max_grundy);
    let budget = Budget { max_states, max_bytes: 1 << 30 };
    // SetNim members have no vertices; their piles fill the edges column.
    let (vertices, edges) = match &position.set_game {
        Some(game) => (String::new(), game.piles.len()),
        None => (position.vertices.to_string(), position.edges.len()),
    };
    let cells = |p: &str, g: &str, pf: &str, nt: &str, note: &str| {
        format!(
            "{name},{vertices},{edges},{},{p},{g},{pf},{nt},{:.3},{note}",
            states.map_or(String::new(), |s| s.to_string()),
            start.elapsed().as_secs_f64()
        )
    };
    let table = match BoxTable::build(position, grundy, &budget, &mut ()) {
        Ok(t) => t,
        Err(e) => return cells("", "", "", "", &format!("\"{}\"", e.to_string().replace('"', "'"))),
    };
    let mut max_g = 0;
    let mut p_count = 0u64;
    table.for_each(|entry| {
        max_g = max_g.max(entry.grundy.unwrap_or(0));
        p_count += u64::from(entry.is_p);
        true
    });
    let g = if grundy { max_g.to_string() } else { String::new() };
    match claim.map(|c| check(&table, c, None, 0, |_| true)) {
        None => cells(&p_count.to_string(), &g, "", "", ""),
        Some(Ok(r)) => cells(
            &p_count.to_string(),
            &g,
            &r.p_but_false.count.to_string(),
            &r.n_but_true.count.to_string(),
            "",
        ),
        Some(Err((e, _))) => cells(&p_count.to_string(), &g, "", "", &format!("\"formula: {e}\"")),
    }
}
