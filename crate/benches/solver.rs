//! Speed benchmark: `cargo bench -p graphnim --bench solver [-- --quick]`.
//!
//! Prints one table of wall-clock times (`std::time::Instant`, release profile). Where one
//! run is short, the figure is the median of several runs; the run count is printed.
//!
//! Sections:
//! 1. K4 with tokens (7,6,7,5,7,6): graphnim against `igs`, the general-purpose impartial
//!    game solver, given Edge-Nim as a plain `SimpleGame` and solved "by definition" (mex
//!    over all moves) with a `HashMap` transposition table — the configuration igs's own
//!    `igsolve` front end uses for games of this size. Compared in-process and as whole
//!    processes (`graphnim solve FILE` against this binary re-run as `--igs-only FILE`).
//! 2. Outcome tables over boxes of about 10^7 states: time, states/s, state-edge updates/s.
//! 3. Theorem fast paths (C5 with 10^6 tokens per edge, Nim with heaps near 10^9): µs/call.
//! 4. Walking Nim: a tree and a cycle (theorems) and K4 with weights 3 (table).
//!
//! `--quick` runs smaller boxes and single runs, for a CI smoke test (well under 20 s).
//! `--igs-only FILE` solves the Edge-Nim position in FILE with igs only and prints its
//! nimber; the benchmark spawns itself that way for the process-to-process comparison.

use std::hint::black_box;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use graphnim::position::Position;
use graphnim::solver::table::{Budget, GrundyTable, OutcomeTable, PileGame};
use graphnim::solver::{solve, Analysis, SolveOptions};

/// Edge-Nim written for the `igs` crate, as a user of igs would write a new game.
mod igs_edge_nim {
    use std::collections::HashMap;

    use igs::game::{Game, SimpleGame};
    use igs::solver::dedicated::DefSolver;
    use igs::solver::def::DefSimpleGameSolver;
    use igs::solver::{Solver, SolverForSimpleGame, StatsCollector};

    /// Edge-Nim as an igs `SimpleGame` (no decomposition). A position is the token vector
    /// packed into a `u64`: edge `i` uses bits `shift[i] ..` wide enough for its start count.
    pub struct EdgeNim {
        ends: Vec<(usize, usize)>,
        start: Vec<u64>,
        shift: Vec<u32>,
        mask: Vec<u64>,
        /// Per vertex, its incident edges (a loop listed once).
        incident: Vec<Vec<usize>>,
    }

    impl EdgeNim {
        /// `None` when the packed position would not fit in 64 bits.
        pub fn new(vertices: usize, edges: &[(usize, usize, u64)]) -> Option<Self> {
            let (mut shift, mut mask, mut bits) = (Vec::new(), Vec::new(), 0u32);
            for &(_, _, t) in edges {
                let w = 64 - t.leading_zeros();
                shift.push(bits);
                mask.push(if w == 0 { 0 } else { u64::MAX >> (64 - w) });
                bits += w;
            }
            if bits > 64 {
                return None;
            }
            let mut incident = vec![Vec::new(); vertices];
            for (i, &(u, v, _)) in edges.iter().enumerate() {
                incident[u].push(i);
                if v != u {
                    incident[v].push(i);
                }
            }
            Some(EdgeNim {
                ends: edges.iter().map(|&(u, v, _)| (u, v)).collect(),
                start: edges.iter().map(|e| e.2).collect(),
                shift,
                mask,
                incident,
            })
        }

        fn tokens(&self, p: u64, e: usize) -> u64 {
            (p >> self.shift[e]) & self.mask[e]
        }

        /// Every position one move away. At each vertex, every nonzero vector of removals
        /// over its incident edges (an odometer). Lowering a single non-loop edge gives the
        /// same position from both ends, so that move is generated at the smaller end only.
        pub fn moves(&self, p: u64) -> Vec<u64> {
            let mut out = Vec::new();
            let mut top = Vec::new();
            let mut take = Vec::new();
            for (v, inc) in self.incident.iter().enumerate() {
                top.clear();
                top.extend(inc.iter().map(|&e| self.tokens(p, e)));
                take.clear();
                take.resize(inc.len(), 0u64);
                loop {
                    let mut i = 0;
                    while i < inc.len() && take[i] == top[i] {
                        take[i] = 0;
                        i += 1;
                    }
                    if i == inc.len() {
                        break;
                    }
                    take[i] += 1;
                    let (mut q, mut lowered, mut last) = (p, 0, 0);
                    for (j, &t) in take.iter().enumerate() {
                        if t != 0 {
                            q -= t << self.shift[inc[j]];
                            lowered += 1;
                            last = inc[j];
                        }
                    }
                    if lowered == 1 {
                        let (a, b) = self.ends[last];
                        if a != b && a.min(b) != v {
                            continue;
                        }
                    }
                    out.push(q);
                }
            }
            out
        }
    }

    impl Game for EdgeNim {
        type Position = u64;
        /// Nimbers 0..=255, the set igs's own Chomp and Grundy's game use. Edge-Nim's Grundy
        /// value is at most the total token count (every move removes a token).
        type NimberSet = [u64; 4];

        fn moves_count(&self, p: &u64) -> u16 {
            self.moves(*p).len().min(u16::MAX as usize) as u16
        }

        fn initial_position(&self) -> u64 {
            self.start.iter().zip(&self.shift).map(|(&t, &s)| t << s).sum()
        }
    }

    impl SimpleGame for EdgeNim {
        type Successors<'s> = std::vec::IntoIter<u64>;
        type HeuristicallyOrderedSuccessors<'s> = std::vec::IntoIter<u64>;

        fn successors(&self, p: &u64) -> Self::Successors<'_> {
            self.moves(*p).into_iter()
        }

        fn successors_in_heuristic_ordered(&self, p: &u64) -> Self::HeuristicallyOrderedSuccessors<'_> {
            self.moves(*p).into_iter()
        }

        fn solver_with_stats<'s, S: 's + StatsCollector>(
            &'s self,
            stats: S,
        ) -> Box<dyn SolverForSimpleGame<Game = Self, StatsCollector = S> + 's> {
            Box::new(DefSolver { solver: Solver::new(self, HashMap::new(), (), (), stats) })
        }
    }

    /// Nimber of the start position by definition with a `HashMap` transposition table;
    /// also returns how many positions the table holds at the end.
    pub fn nimber(game: &EdgeNim) -> (u8, usize) {
        let mut solver = Solver::new(game, HashMap::<u64, u8>::new(), (), (), ());
        let nimber = solver.nimber_of_initial_def();
        (nimber, solver.transposition_table.len())
    }
}

const K4_JSON: &str =
    r#"{"rules":"edge","vertices":4,"edges":[[0,1,7],[0,2,6],[0,3,7],[1,2,5],[1,3,7],[2,3,6]]}"#;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(i) = args.iter().position(|a| a == "--igs-only") {
        let file = args.get(i + 1).expect("--igs-only needs a FILE");
        igs_only(file);
        return;
    }
    let quick = args.iter().any(|a| a == "--quick");
    let started = Instant::now();
    println!(
        "graphnim speed benchmark ({} mode; wall clock, release profile; `median of n` where repeated)",
        if quick { "quick" } else { "full" }
    );
    println!();
    k4_vs_igs(quick);
    boxes(quick);
    theorems(quick);
    walking(quick);
    println!();
    println!("total benchmark time: {:.1} s", started.elapsed().as_secs_f64());
}

/// Runs `f` `runs` times and returns the median wall time and the last result.
fn median<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut times = Vec::with_capacity(runs);
    let mut last = None;
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        let r = f();
        times.push(t.elapsed());
        last = Some(black_box(r));
    }
    times.sort();
    (times[times.len() / 2], last.unwrap())
}

/// Mean time per call of a fast function: batches of calls over about `budget`, median of
/// the batch means.
fn per_call<T>(budget: Duration, mut f: impl FnMut() -> T) -> (Duration, usize) {
    let t = Instant::now();
    black_box(f());
    let once = t.elapsed().max(Duration::from_nanos(50));
    let batch = ((budget.as_nanos() / 5 / once.as_nanos()).max(1) as usize).min(1_000_000);
    let mut means = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        for _ in 0..batch {
            black_box(f());
        }
        means.push(t.elapsed() / batch as u32);
    }
    means.sort();
    (means[2], batch * 5)
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

fn us(d: Duration) -> String {
    format!("{:.2} µs", d.as_secs_f64() * 1e6)
}

fn si(x: f64) -> String {
    if x >= 1e9 {
        format!("{:.2} G", x / 1e9)
    } else if x >= 1e6 {
        format!("{:.1} M", x / 1e6)
    } else {
        format!("{:.0} k", x / 1e3)
    }
}

/// An optional count, `-` when absent.
fn opt(x: Option<u64>) -> String {
    x.map_or("-".to_string(), |v| v.to_string())
}

fn row(what: &str, time: &str, note: &str) {
    println!("  {what:<58} {time:>12}   {note}");
}

fn solve_ok(position: &Position, options: &SolveOptions) -> Analysis {
    solve(position, options, &mut ()).expect("benchmark position should solve within budget")
}

fn outcome_only() -> SolveOptions {
    SolveOptions { max_grundy_states: 0, max_remoteness_states: 0, ..SolveOptions::default() }
}

fn edges_of(position: &Position) -> Vec<(usize, usize, u64)> {
    position.edges.iter().map(|e| (e.u, e.v, e.tokens)).collect()
}

fn igs_game(position: &Position) -> igs_edge_nim::EdgeNim {
    igs_edge_nim::EdgeNim::new(position.vertices, &edges_of(position)).expect("position fits in 64 bits")
}

/// `--igs-only FILE`: the igs side of the process-to-process comparison.
fn igs_only(file: &str) {
    let text = std::fs::read_to_string(file).expect("readable position file");
    let position = Position::from_json(&text).expect("valid position");
    let (nimber, _) = igs_edge_nim::nimber(&igs_game(&position));
    println!("{nimber}");
}

fn graphnim_exe() -> Option<PathBuf> {
    // The CLI is its own package (graphnim-cli), so cargo does not build it for this bench:
    // build it here in the release profile (a no-op when it is up to date).
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let built = Command::new(cargo)
        .args(["build", "--release", "--quiet", "-p", "graphnim-cli"])
        .status()
        .is_ok_and(|status| status.success());
    let exe = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/release/graphnim");
    (built && exe.is_file()).then_some(exe)
}

/// Wall time of one run of `cmd` to exit, with its standard output.
fn run_process(cmd: &mut Command) -> (Duration, String) {
    let t = Instant::now();
    let out = cmd.output().expect("spawn");
    let d = t.elapsed();
    assert!(out.status.success(), "{cmd:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    (d, String::from_utf8_lossy(&out.stdout).into_owned())
}

fn k4_vs_igs(quick: bool) {
    let position = Position::from_json(K4_JSON).unwrap();
    let n_fast = if quick { 1 } else { 11 };
    let n_igs = if quick { 1 } else { 5 };
    println!("1. K4, tokens (7,6,7,5,7,6) = 150,528 positions below it; exact Grundy value");

    let moves_opts = outcome_only();
    let (t_moves, a) = median(n_fast, || solve_ok(&position, &moves_opts));
    row(
        "graphnim solve(): outcome + all winning moves",
        &ms(t_moves),
        &format!(
            "median of {n_fast}; {} ({}), {} winning moves, {} states",
            a.outcome.name(),
            a.method,
            a.winning_moves.len(),
            a.states
        ),
    );
    let grundy_opts = SolveOptions { max_remoteness_states: 0, ..SolveOptions::default() };
    let (t_grundy, a) = median(n_fast, || solve_ok(&position, &grundy_opts));
    let grundy = a.grundy.expect("Grundy value within the default budget");
    row(
        "graphnim solve(): outcome + Grundy value + winning moves",
        &ms(t_grundy),
        &format!("median of {n_fast}; Grundy {grundy}"),
    );

    let game = igs_game(&position);
    let (t_igs, (nimber, tt)) = median(n_igs, || igs_edge_nim::nimber(&game));
    assert_eq!(nimber as u64, grundy, "igs and graphnim disagree on the K4 Grundy value");
    row(
        "igs 0.1.4 nimber by definition, HashMap TT (in-process)",
        &ms(t_igs),
        &format!("median of {n_igs}; nimber {nimber}, {tt} positions in TT"),
    );
    row(
        "ratio igs / graphnim (outcome + Grundy)",
        &format!("{:.0}x", t_igs.as_secs_f64() / t_grundy.as_secs_f64()),
        "same question: the Grundy value",
    );
    row(
        "ratio igs / graphnim (outcome + winning moves)",
        &format!("{:.0}x", t_igs.as_secs_f64() / t_moves.as_secs_f64()),
        "not the same question: igs has no outcome-only mode",
    );

    let file = std::env::temp_dir().join(format!("graphnim-bench-k4-{}.json", std::process::id()));
    std::fs::write(&file, K4_JSON).expect("write temp position file");
    match graphnim_exe() {
        None => row(
            "whole process: graphnim binary not found",
            "-",
            "build it with `cargo build --release -p graphnim`",
        ),
        Some(exe) => {
            let self_exe = std::env::current_exe().expect("own path");
            let (t_cli, out) = median(n_igs, || run_process(Command::new(&exe).arg("solve").arg(&file)));
            let cli_grundy =
                serde_json::from_str::<serde_json::Value>(&out.1).ok().and_then(|v| v["grundy"].as_u64());
            assert_eq!(cli_grundy, Some(grundy), "CLI printed a different Grundy value");
            row(
                "process: `graphnim solve FILE` (defaults, JSON out)",
                &ms(t_cli),
                &format!("median of {n_igs}; spawn to exit, incl. Grundy + remoteness tables"),
            );
            let (t_proc_igs, out) =
                median(n_igs, || run_process(Command::new(&self_exe).arg("--igs-only").arg(&file)));
            assert_eq!(
                out.1.trim().parse::<u64>().ok(),
                Some(grundy),
                "igs process printed a different nimber"
            );
            row(
                "process: `solver --igs-only FILE` (this bench, igs only)",
                &ms(t_proc_igs),
                &format!("median of {n_igs}; spawn to exit, parse JSON + igs nimber"),
            );
            row(
                "ratio igs process / graphnim process",
                &format!("{:.0}x", t_proc_igs.as_secs_f64() / t_cli.as_secs_f64()),
                "",
            );
        }
    }
    let _ = std::fs::remove_file(&file);
    println!();
}

fn boxes(quick: bool) {
    let runs = if quick { 1 } else { 3 };
    let k4 = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
    let k5: Vec<(usize, usize)> = (0..5).flat_map(|a| (a + 1..5).map(move |b| (a, b))).collect();
    let c6: Vec<(usize, usize)> = (0..6).map(|i| (i, (i + 1) % 6)).collect();
    let (k5_t, c6_t, k4_t) = if quick { (3, 9, 9) } else { (4, 14, 14) };
    type Case = (String, usize, Vec<(usize, usize, u64)>);
    let cases: Vec<Case> = vec![
        (format!("K5, every edge {k5_t}"), 5, k5.iter().map(|&(a, b)| (a, b, k5_t)).collect()),
        (format!("C6, every edge {c6_t}"), 6, c6.iter().map(|&(a, b)| (a, b, c6_t)).collect()),
        (format!("K4, every edge {k4_t}"), 4, k4.iter().map(|&(a, b)| (a, b, k4_t)).collect()),
        // The engine's worst shape: every pile 1, so rows along axis 0 hold two states.
        (
            format!("K8 minus {} edges, every edge 1", if quick { 8 } else { 5 }),
            8,
            (0..8)
                .flat_map(|a| (a + 1..8).map(move |b| (a, b, 1)))
                .take(if quick { 20 } else { 23 })
                .collect(),
        ),
    ];
    println!("2. Edge-Nim outcome tables (OutcomeTable::build, whole box below the position)");
    for (name, vertices, edges) in cases {
        let game = PileGame::edge_nim(vertices, &edges);
        let (t, table) =
            median(runs, || OutcomeTable::build(&game, &Budget::default(), &mut ()).expect("within budget"));
        let states = table.states();
        let secs = t.as_secs_f64();
        let start: Vec<u64> = edges.iter().map(|e| e.2).collect();
        let outcome = if table.is_p(&start) { "P" } else { "N" };
        row(
            &format!("{name}: {states} states, {} edges", edges.len()),
            &ms(t),
            &format!(
                "median of {runs}; {}states/s, {}state-edge updates/s; start is {outcome}",
                si(states as f64 / secs),
                si(states as f64 * edges.len() as f64 / secs)
            ),
        );
    }
    let grundy_t = if quick { 3 } else { 4 };
    let game = PileGame::edge_nim(5, &k5.iter().map(|&(a, b)| (a, b, grundy_t)).collect::<Vec<_>>());
    let (t, table) =
        median(runs, || GrundyTable::build(&game, &Budget::default(), &mut ()).expect("within budget"));
    row(
        &format!("K5, every edge {grundy_t}: full Grundy table, {} states", table.states()),
        &ms(t),
        &format!("median of {runs}; single sweep, largest value {}", table.max_grundy()),
    );
    println!();
}

fn theorems(quick: bool) {
    let budget = Duration::from_millis(if quick { 50 } else { 300 });
    println!("3. Theorem fast paths (solve() with default options, per call)");
    let m = 1_000_000u64;
    let cases = [
        ("C5, 10^6 tokens on every edge (P)", format!(r#"{{"rules":"edge","vertices":5,"edges":[[0,1,{m}],[1,2,{m}],[2,3,{m}],[3,4,{m}],[4,0,{m}]]}}"#)),
        (
            "C5, (10^6, 10^6-1, 10^6, 10^6-3, 10^6-7) (N)",
            format!(r#"{{"rules":"edge","vertices":5,"edges":[[0,1,{m}],[1,2,{}],[2,3,{m}],[3,4,{}],[4,0,{}]]}}"#, m - 1, m - 3, m - 7),
        ),
        (
            "Nim: 8 disjoint edges, heaps near 10^9",
            r#"{"rules":"edge","vertices":16,"edges":[[0,1,999999937],[2,3,987654321],[4,5,123456789],[6,7,1000000000],[8,9,555555555],[10,11,314159265],[12,13,271828182],[14,15,161803398]]}"#.to_string(),
        ),
    ];
    let options = SolveOptions::default();
    for (name, json) in cases {
        let position = Position::from_json(&json).unwrap();
        let a = solve_ok(&position, &options);
        let (t, calls) = per_call(budget, || solve(&position, &options, &mut ()));
        row(
            name,
            &us(t),
            &format!(
                "{} ({}), Grundy {}, {} winning moves listed (of {}); {calls} calls",
                a.outcome.name(),
                a.method,
                opt(a.grundy),
                a.winning_moves.len(),
                opt(a.winning_moves_total)
            ),
        );
    }
    println!();
}

fn walking(quick: bool) {
    let runs = if quick { 1 } else { 5 };
    println!("4. Walking Nim (solve() with default options)");
    let cases = [
        (
            "tree (path + pendant), weights <= 12",
            r#"{"rules":"walk","vertices":5,"edges":[[0,1,10],[1,2,7],[2,3,9],[1,4,12]],"token":0}"#,
        ),
        (
            "tree (path + pendant), weights up to 10^6",
            r#"{"rules":"walk","vertices":5,"edges":[[0,1,1000000],[1,2,7],[2,3,999999],[1,4,12]],"token":0}"#,
        ),
        (
            "cycle C6, weights <= 9",
            r#"{"rules":"walk","vertices":6,"edges":[[0,1,9],[1,2,5],[2,3,8],[3,4,8],[4,5,3],[5,0,7]],"token":2}"#,
        ),
        (
            "cycle C6, weights up to 10^6",
            r#"{"rules":"walk","vertices":6,"edges":[[0,1,1000000],[1,2,5],[2,3,999999],[3,4,8],[4,5,3],[5,0,77]],"token":2}"#,
        ),
        (
            "K4, every weight 3 (table)",
            r#"{"rules":"walk","vertices":4,"edges":[[0,1,3],[0,2,3],[0,3,3],[1,2,3],[1,3,3],[2,3,3]],"token":0}"#,
        ),
    ];
    let options = SolveOptions::default();
    for (name, json) in cases {
        let position = Position::from_json(json).unwrap();
        let (t, a) = median(runs, || solve_ok(&position, &options));
        row(
            name,
            &ms(t),
            &format!(
                "median of {runs}; {} ({}), Grundy {}, {} table states, {} moves from the piece",
                a.outcome.name(),
                a.method,
                opt(a.grundy),
                a.states,
                opt(a.moves_total)
            ),
        );
    }
    println!("  (theorem rows still check every move from the piece to list winning moves, so their time grows with");
    println!("   the weights at the piece; small-weight rows also build the Grundy and remoteness tables)");
}
