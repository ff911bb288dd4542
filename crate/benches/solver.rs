//! Speed benchmark, on the divan harness: `cargo bench -p graphnim --bench solver`.
//!
//! divan prints, per benchmark, the fastest, slowest, median and mean wall time over its
//! samples (release profile), and a throughput where a counter is set. Before measuring,
//! the benchmark solves every position once and prints what it found (outcome, Grundy
//! value, states), checking that graphnim and igs agree, so each figure is the time of a
//! known answer.
//!
//! Groups:
//! 1. `k4_vs_igs`: K4 with tokens (7,6,7,5,7,6), graphnim against `igs`, the general-purpose
//!    impartial game solver, given Edge-Nim as a plain `SimpleGame` and solved "by
//!    definition" (mex over all moves) with a `HashMap` transposition table — the
//!    configuration igs's own `igsolve` front end uses for games of this size. Compared in
//!    process and as whole processes (`graphnim solve FILE` against this binary re-run as
//!    `--igs-only FILE`).
//! 2. `outcome_tables`: outcome tables over boxes of about 10^7 states (throughput counts
//!    state-edge updates), and a full Grundy table.
//! 3. `theorems`: theorem fast paths (C5 with 10^6 tokens per edge, Nim heaps near 10^9).
//! 4. `walking`: Walking Nim on a tree and a cycle (theorems) and K4 with weights 3 (table).
//! 5. `misere_vs_normal`: outcome tables of Circular Nim CN(8, 3) with every pile 10
//!    (11^8 ≈ 2.1·10^8 states, no theorem known) and of Walking Nim on K4 with every weight 9
//!    (4·10^6 states), normal play against misère play.
//!
//! divan's own options apply, e.g. `cargo bench -p graphnim --bench solver -- k4` runs one
//! group and `-- --test` runs each benchmark once (a smoke test).

use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use graphnim::position::{Play, Position};
use graphnim::solver::table::{Budget, GrundyTable, OutcomeTable, PileGame, Threads, WalkGame, WalkTable};
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
        igs_only(args.get(i + 1).expect("--igs-only needs a FILE"));
        return;
    }
    // Under `cargo test` (no `--bench`) divan runs each benchmark once: skip the checks,
    // whose igs run alone takes a second.
    if args.iter().any(|a| a == "--bench") {
        print_answers();
    }
    divan::Divan::from_args().main();
}

fn k4() -> Position {
    Position::from_json(K4_JSON).expect("valid K4 position")
}

fn solve_ok(position: &Position, options: &SolveOptions) -> Analysis {
    solve(position, options, &mut ()).expect("benchmark position should solve within budget")
}

fn outcome_only() -> SolveOptions {
    SolveOptions { max_grundy_states: 0, max_remoteness_states: 0, ..SolveOptions::default() }
}

fn grundy_only() -> SolveOptions {
    SolveOptions { max_remoteness_states: 0, ..SolveOptions::default() }
}

fn igs_game(position: &Position) -> igs_edge_nim::EdgeNim {
    let edges: Vec<(usize, usize, u64)> = position.edges.iter().map(|e| (e.u, e.v, e.tokens)).collect();
    igs_edge_nim::EdgeNim::new(position.vertices, &edges).expect("position fits in 64 bits")
}

/// `--igs-only FILE`: the igs side of the process-to-process comparison.
fn igs_only(file: &str) {
    let text = std::fs::read_to_string(file).expect("readable position file");
    let position = Position::from_json(&text).expect("valid position");
    let (nimber, _) = igs_edge_nim::nimber(&igs_game(&position));
    println!("{nimber}");
}

/// An optional count, `-` when absent.
fn opt(x: Option<u64>) -> String {
    x.map_or("-".to_string(), |v| v.to_string())
}

fn describe(a: &Analysis) -> String {
    format!(
        "{} ({}), Grundy {}, {} winning moves listed (of {}), {} table states",
        a.outcome.name(),
        a.method,
        opt(a.grundy),
        a.winning_moves.len(),
        opt(a.winning_moves_total),
        a.states
    )
}

/// Solves every benchmark position once and prints the answers; checks that igs, the CLI
/// and the library agree on the K4 Grundy value.
fn print_answers() {
    println!("What each benchmark computes (solved once before timing):");
    let position = k4();
    let grundy = solve_ok(&position, &grundy_only()).grundy.expect("Grundy value within the default budget");
    println!("  k4_vs_igs, outcome only: {}", describe(&solve_ok(&position, &outcome_only())));
    println!("  k4_vs_igs, with Grundy: {}", describe(&solve_ok(&position, &grundy_only())));
    let (nimber, tt) = igs_edge_nim::nimber(&igs_game(&position));
    assert_eq!(u64::from(nimber), grundy, "igs and graphnim disagree on the K4 Grundy value");
    println!("  k4_vs_igs, igs: nimber {nimber}, {tt} positions in its transposition table");
    if let Some(exe) = graphnim_exe() {
        let out = run_process(Command::new(exe).arg("solve").arg(k4_file()));
        let cli = serde_json::from_str::<serde_json::Value>(&out).ok().and_then(|v| v["grundy"].as_u64());
        assert_eq!(cli, Some(grundy), "the CLI printed a different Grundy value");
    }
    for case in table_cases() {
        let table = OutcomeTable::build(&case.game, &Budget::default(), &mut ()).expect("within budget");
        let outcome = if table.is_p(&case.game.piles) { "P" } else { "N" };
        println!(
            "  outcome_tables, {}: {} states, {} edges, start is {outcome}",
            case.name,
            table.states(),
            case.edges
        );
    }
    let table = GrundyTable::build(&k5_grundy_game(), &Budget::default(), &mut ()).expect("within budget");
    println!(
        "  outcome_tables, K5 Grundy table: {} states, largest value {}",
        table.states(),
        table.max_grundy()
    );
    let normal = OutcomeTable::build(&cn83(), &Budget::default(), &mut ()).expect("within budget");
    let misere = OutcomeTable::build_misere(&cn83(), &Budget::default(), &mut ()).expect("within budget");
    let name = |p: bool| if p { "P" } else { "N" };
    println!(
        "  misere_vs_normal, CN(8,3) every pile 10: {} states; start is {} (normal), {} (misère); (1,0,...,0) is {} (normal), {} (misère)",
        normal.states(),
        name(normal.is_p(&[10; 8])),
        name(misere.is_p(&[10; 8])),
        name(normal.is_p(&[1, 0, 0, 0, 0, 0, 0, 0])),
        name(misere.is_p(&[1, 0, 0, 0, 0, 0, 0, 0]))
    );
    drop((normal, misere));
    let normal = WalkTable::build(&k4_walk(), &Budget::default(), &mut ()).expect("within budget");
    let misere = WalkTable::build_misere(&k4_walk(), &Budget::default(), &mut ()).expect("within budget");
    let at = |table: &WalkTable, weights: &[u64]| name(table.is_p(0, weights));
    println!(
        "  misere_vs_normal, Walking Nim K4 every weight 9: {} states; piece on 0 at the start is {} (normal), {} (misère); with one weight 1 and the rest 0, {} (normal), {} (misère)",
        normal.states(),
        at(&normal, &[9; 6]),
        at(&misere, &[9; 6]),
        at(&normal, &[1, 0, 0, 0, 0, 0]),
        at(&misere, &[1, 0, 0, 0, 0, 0])
    );
    for (name, json) in THEOREM_CASES.iter().chain(WALK_CASES) {
        let position = Position::from_json(json).expect("valid position");
        println!(
            "  {name}: {}, {} moves",
            describe(&solve_ok(&position, &SolveOptions::default())),
            opt(solve_ok(&position, &SolveOptions::default()).moves_total)
        );
    }
    println!();
}

/// The K4 position written to a temporary file once, for the process benchmarks.
fn k4_file() -> &'static PathBuf {
    static FILE: OnceLock<PathBuf> = OnceLock::new();
    FILE.get_or_init(|| {
        let file = std::env::temp_dir().join(format!("graphnim-bench-k4-{}.json", std::process::id()));
        std::fs::write(&file, K4_JSON).expect("write temp position file");
        file
    })
}

fn graphnim_exe() -> Option<&'static PathBuf> {
    static EXE: OnceLock<Option<PathBuf>> = OnceLock::new();
    EXE.get_or_init(|| {
        // The CLI is its own package (graphnim-cli), so cargo does not build it for this
        // bench: build it here in the release profile (a no-op when it is up to date).
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let built = Command::new(cargo)
            .args(["build", "--release", "--quiet", "-p", "graphnim-cli"])
            .status()
            .is_ok_and(|status| status.success());
        let exe = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/release/graphnim");
        (built && exe.is_file()).then_some(exe)
    })
    .as_ref()
}

/// Runs `cmd` to exit and returns its standard output.
fn run_process(cmd: &mut Command) -> String {
    let out = cmd.output().expect("spawn");
    assert!(out.status.success(), "{cmd:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// K4 (7,6,7,5,7,6) (group 1): 150,528 positions below it.
#[divan::bench_group(sample_count = 11, sample_size = 1)]
mod k4_vs_igs {
    use super::*;

    /// Outcome and every winning move (no Grundy table).
    #[divan::bench]
    fn graphnim_outcome_and_moves(bencher: Bencher) {
        let (position, options) = (k4(), outcome_only());
        bencher.bench(|| solve_ok(black_box(&position), &options));
    }

    /// Outcome, Grundy value and winning moves: the same question igs answers.
    #[divan::bench]
    fn graphnim_grundy(bencher: Bencher) {
        let (position, options) = (k4(), grundy_only());
        bencher.bench(|| solve_ok(black_box(&position), &options));
    }

    /// igs's nimber by definition with a HashMap transposition table (about a second each).
    #[divan::bench(sample_count = 5)]
    fn igs_nimber(bencher: Bencher) {
        let game = igs_game(&k4());
        bencher.bench(|| igs_edge_nim::nimber(black_box(&game)));
    }

    /// Whole process: `graphnim solve FILE` with the defaults (Grundy and remoteness too).
    #[divan::bench(sample_count = 5)]
    fn process_graphnim_solve(bencher: Bencher) {
        let exe = graphnim_exe().expect("the graphnim CLI builds");
        bencher.bench(|| run_process(Command::new(exe).arg("solve").arg(k4_file())));
    }

    /// Whole process: this binary as `--igs-only FILE` (parse JSON, igs nimber).
    #[divan::bench(sample_count = 5)]
    fn process_igs(bencher: Bencher) {
        let exe = std::env::current_exe().expect("own path");
        bencher.bench(|| run_process(Command::new(&exe).arg("--igs-only").arg(k4_file())));
    }
}

/// An outcome-table benchmark: a graph with every edge at one count.
struct TableCase {
    name: &'static str,
    game: PileGame,
    edges: usize,
}

impl std::fmt::Display for TableCase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

fn complete(n: usize, tokens: u64) -> Vec<(usize, usize, u64)> {
    (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b, tokens))).collect()
}

fn table_cases() -> Vec<TableCase> {
    let case = |name, vertices, edges: Vec<(usize, usize, u64)>| TableCase {
        name,
        edges: edges.len(),
        game: PileGame::edge_nim(vertices, &edges),
    };
    vec![
        case("K5, every edge 4", 5, complete(5, 4)),
        case("C6, every edge 14", 6, (0..6).map(|i| (i, (i + 1) % 6, 14)).collect()),
        case("K4, every edge 14", 4, complete(4, 14)),
        // The engine's worst shape: every pile 1, so rows along axis 0 hold two states.
        case("K8 minus 5 edges, every edge 1", 8, complete(8, 1).into_iter().take(23).collect()),
    ]
}

fn k5_grundy_game() -> PileGame {
    PileGame::edge_nim(5, &complete(5, 4))
}

/// Exact tables over whole boxes (group 2) of about 10^7 states.
#[divan::bench_group(sample_count = 3, sample_size = 1)]
mod outcome_tables {
    use super::*;

    /// `OutcomeTable::build`; the throughput is state-edge updates per second.
    #[divan::bench(args = table_cases())]
    fn outcome(bencher: Bencher, case: &TableCase) {
        let states: u64 = case.game.piles.iter().map(|&p| p + 1).product();
        bencher.counter(ItemsCount::new(states * case.edges as u64)).bench(|| {
            OutcomeTable::build(black_box(&case.game), &Budget::default(), &mut ()).expect("within budget")
        });
    }

    /// `GrundyTable::build` of K5 with every edge 4 (single sweep), states per second.
    #[divan::bench]
    fn k5_grundy_table(bencher: Bencher) {
        let game = k5_grundy_game();
        let states: u64 = game.piles.iter().map(|&p| p + 1).product();
        bencher.counter(ItemsCount::new(states)).bench(|| {
            GrundyTable::build(black_box(&game), &Budget::default(), &mut ()).expect("within budget")
        });
    }
}

/// CN(8, 3), every pile 10: 2.14·10^8 states, within the default budget of 2.5·10^8.
fn cn83() -> PileGame {
    PileGame::circular(&[10; 8], 3)
}

/// Walking Nim on K4 with every weight 9: 4 vertices × 10^6 weight vectors.
fn k4_walk() -> WalkGame {
    WalkGame { vertices: 4, edges: complete(4, 9) }
}

/// Builds the Walking Nim table of [`k4_walk`] in `play`, for the benchmark.
fn bench_walk(bencher: Bencher, play: Play) {
    let game = k4_walk();
    bencher.counter(ItemsCount::new(4 * 10u64.pow(6))).bench(|| {
        WalkTable::build_with(black_box(&game), play, &Budget::default(), &mut (), Threads::One)
            .expect("within budget")
    });
}

/// Normal against misère outcome tables (group 5); throughput in states per second.
#[divan::bench_group(sample_count = 3, sample_size = 1)]
mod misere_vs_normal {
    use super::*;

    #[divan::bench]
    fn cn83_normal(bencher: Bencher) {
        let game = cn83();
        bencher.counter(ItemsCount::new(11u64.pow(8))).bench(|| {
            OutcomeTable::build(black_box(&game), &Budget::default(), &mut ()).expect("within budget")
        });
    }

    #[divan::bench]
    fn cn83_misere(bencher: Bencher) {
        let game = cn83();
        bencher.counter(ItemsCount::new(11u64.pow(8))).bench(|| {
            OutcomeTable::build_misere(black_box(&game), &Budget::default(), &mut ()).expect("within budget")
        });
    }

    #[divan::bench(sample_count = 25)]
    fn walk_k4_normal(bencher: Bencher) {
        bench_walk(bencher, Play::Normal);
    }

    #[divan::bench(sample_count = 25)]
    fn walk_k4_misere(bencher: Bencher) {
        bench_walk(bencher, Play::Misere);
    }
}

/// C8 with every edge 12: 8.2·10^8 states, about 1.1 GB of tables.
#[cfg(feature = "parallel")]
fn c8_12() -> PileGame {
    PileGame::edge_nim(8, &(0..8).map(|i| (i, (i + 1) % 8, 12)).collect::<Vec<_>>())
}

#[cfg(feature = "parallel")]
fn large_budget() -> Budget {
    Budget { max_states: 1_100_000_000, max_bytes: 4 << 30 }
}

/// One large outcome table on one thread against all cores (group 6; needs the crate's
/// `parallel` feature: `cargo bench -p graphnim --bench solver --features parallel -- threads`).
/// Throughput in states per second.
#[cfg(feature = "parallel")]
#[divan::bench_group(sample_count = 3, sample_size = 1)]
mod threads {
    use super::*;

    fn cores() -> usize {
        std::thread::available_parallelism().map_or(2, |n| n.get())
    }

    #[divan::bench(args = [1, 0])]
    fn c8_every_edge_12(bencher: Bencher, threads: usize) {
        let game = c8_12();
        // 0 stands for every core.
        let threads = if threads == 0 { Threads::Exactly(cores()) } else { Threads::One };
        bencher.counter(ItemsCount::new(13u64.pow(8))).bench(|| {
            OutcomeTable::build_with(black_box(&game), Play::Normal, &large_budget(), &mut (), threads)
                .expect("within budget")
        });
    }
}

const THEOREM_CASES: &[(&str, &str)] = &[
    (
        "C5, 10^6 tokens on every edge (P)",
        r#"{"rules":"edge","vertices":5,"edges":[[0,1,1000000],[1,2,1000000],[2,3,1000000],[3,4,1000000],[4,0,1000000]]}"#,
    ),
    (
        "C5, (10^6, 10^6-1, 10^6, 10^6-3, 10^6-7) (N)",
        r#"{"rules":"edge","vertices":5,"edges":[[0,1,1000000],[1,2,999999],[2,3,1000000],[3,4,999997],[4,0,999993]]}"#,
    ),
    (
        "Nim, 8 disjoint edges, heaps near 10^9",
        r#"{"rules":"edge","vertices":16,"edges":[[0,1,999999937],[2,3,987654321],[4,5,123456789],[6,7,1000000000],[8,9,555555555],[10,11,314159265],[12,13,271828182],[14,15,161803398]]}"#,
    ),
];

const WALK_CASES: &[(&str, &str)] = &[
    (
        "walk tree (path + pendant), weights <= 12",
        r#"{"rules":"walk","vertices":5,"edges":[[0,1,10],[1,2,7],[2,3,9],[1,4,12]],"token":0}"#,
    ),
    (
        "walk tree (path + pendant), weights up to 10^6",
        r#"{"rules":"walk","vertices":5,"edges":[[0,1,1000000],[1,2,7],[2,3,999999],[1,4,12]],"token":0}"#,
    ),
    (
        "walk cycle C6, weights <= 9",
        r#"{"rules":"walk","vertices":6,"edges":[[0,1,9],[1,2,5],[2,3,8],[3,4,8],[4,5,3],[5,0,7]],"token":2}"#,
    ),
    (
        "walk cycle C6, weights up to 10^6",
        r#"{"rules":"walk","vertices":6,"edges":[[0,1,1000000],[1,2,5],[2,3,999999],[3,4,8],[4,5,3],[5,0,77]],"token":2}"#,
    ),
    (
        "walk K4, every weight 3 (table)",
        r#"{"rules":"walk","vertices":4,"edges":[[0,1,3],[0,2,3],[0,3,3],[1,2,3],[1,3,3],[2,3,3]],"token":0}"#,
    ),
];

/// A named position for `args`: divan prints the name.
struct Named(&'static str, &'static str);

impl std::fmt::Display for Named {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

fn named(cases: &'static [(&'static str, &'static str)]) -> Vec<Named> {
    cases.iter().map(|&(name, json)| Named(name, json)).collect()
}

fn bench_solve(bencher: Bencher, case: &Named) {
    let position = Position::from_json(case.1).expect("valid position");
    let options = SolveOptions::default();
    bencher.bench(|| solve_ok(black_box(&position), &options));
}

/// Theorem fast paths (group 3): `solve()` with the default options, per call.
#[divan::bench_group]
mod theorems {
    use super::*;

    #[divan::bench(args = named(THEOREM_CASES))]
    fn solve_theorem(bencher: Bencher, case: &Named) {
        bench_solve(bencher, case);
    }
}

/// Walking Nim (group 4), `solve()` with the default options. Theorem positions still check
/// every move from the piece to list the winning ones, so their time grows with the weights
/// at the piece; small-weight positions also build the Grundy and remoteness tables.
#[divan::bench_group(sample_count = 20)]
mod walking {
    use super::*;

    #[divan::bench(args = named(WALK_CASES))]
    fn solve_walk(bencher: Bencher, case: &Named) {
        bench_solve(bencher, case);
    }
}
