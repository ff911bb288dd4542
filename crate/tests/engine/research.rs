//! The research workbench (box tables, the P-iff check, orbits, certificates) against the
//! plain brute-force reference on many random small multigraphs and boxes.

use crate::reference;

use std::collections::{BTreeMap, HashMap};
use std::process::Command;

use graphnim::moves::Move;
use graphnim::position::{Play, Position, Rules};
use graphnim::research::certificate::{certificate, Evidence};
use graphnim::research::expr::{edge_names, Expr};
use graphnim::research::orbits::{orbit_list, Symmetries};
use graphnim::research::scan::{check, BoxTable, Found};
use graphnim::rules;
use graphnim::solver::table::Budget;
use graphnim::solver::SolveOptions;
use proptest::prelude::*;
use reference::{EdgeReference, Graph, WalkReference};

fn position(n: usize, edges: &[(usize, usize, u64)], walk: bool) -> Position {
    let edges: Vec<_> = edges.iter().map(|&(u, v, t)| (u % n, v % n, t)).collect();
    let value = if walk {
        serde_json::json!({"rules": "walk", "vertices": n, "edges": edges, "token": 0})
    } else {
        serde_json::json!({"rules": "edge", "vertices": n, "edges": edges})
    };
    Position::from_value(&value, &graphnim::position::Limits::DEFAULT).unwrap()
}

/// The reference's Grundy value of a position of `p`'s graph.
struct Oracle {
    edge: EdgeReference,
    walk: WalkReference,
    rules: Rules,
}

impl Oracle {
    fn new(p: &Position) -> Self {
        let graph = Graph { vertices: p.vertices, edges: p.edges.iter().map(|e| (e.u, e.v)).collect() };
        Oracle { edge: EdgeReference::new(graph.clone()), walk: WalkReference::new(graph), rules: p.rules }
    }

    fn grundy(&mut self, piece: Option<usize>, tokens: &[u64]) -> u64 {
        match self.rules {
            Rules::Edge => self.edge.value(tokens).grundy,
            Rules::Walk => self.walk.value(tokens, piece.unwrap()).grundy,
            Rules::Set => unreachable!("these tests draw graphs"),
        }
    }

    fn of(&mut self, p: &Position) -> u64 {
        let tokens: Vec<u64> = p.edges.iter().map(|e| e.tokens).collect();
        self.grundy(p.piece, &tokens)
    }
}

fn budget() -> Budget {
    Budget { max_states: 1_000_000, max_bytes: 1 << 26 }
}

fn small_graph() -> impl Strategy<Value = (usize, Vec<(usize, usize, u64)>, bool)> {
    (1usize..5, prop::collection::vec((0usize..5, 0usize..5, 0u64..4), 0..5), any::<bool>())
}

/// Every symmetry of the box by brute force: each vertex permutation with each bijection of
/// edges that maps endpoints and box maxima accordingly. Returns them as (vertex map, edge map).
fn brute_symmetries(p: &Position) -> Vec<(Vec<usize>, Vec<usize>)> {
    fn perms(n: usize) -> Vec<Vec<usize>> {
        if n == 0 {
            return vec![vec![]];
        }
        let mut out = Vec::new();
        for p in perms(n - 1) {
            for i in 0..n {
                let mut q = p.clone();
                q.insert(i, n - 1);
                out.push(q);
            }
        }
        out
    }
    fn bijections(
        p: &Position,
        s: &[usize],
        e: usize,
        used: &mut Vec<bool>,
        cur: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if e == p.edges.len() {
            out.push(cur.clone());
            return;
        }
        let a = &p.edges[e];
        let (x, y) = (s[a.u].min(s[a.v]), s[a.u].max(s[a.v]));
        for (f, b) in p.edges.iter().enumerate() {
            if !used[f] && (b.u.min(b.v), b.u.max(b.v)) == (x, y) && b.tokens == a.tokens {
                used[f] = true;
                cur.push(f);
                bijections(p, s, e + 1, used, cur, out);
                cur.pop();
                used[f] = false;
            }
        }
    }
    let mut out = Vec::new();
    for s in perms(p.vertices) {
        let mut maps = Vec::new();
        bijections(p, &s, 0, &mut vec![false; p.edges.len()], &mut Vec::new(), &mut maps);
        out.extend(maps.into_iter().map(|m| (s.clone(), m)));
    }
    out
}

type State = (Option<usize>, Vec<u64>);

fn all_states(p: &Position) -> Vec<State> {
    let table = BoxTable::build(p, false, &budget(), &mut ()).unwrap();
    let mut out = Vec::new();
    table.for_each(|e| {
        out.push((e.piece, e.tokens.to_vec()));
        true
    });
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Every value of a box table is the reference's, for both games, outcomes and Grundy.
    #[test]
    fn box_values_match_the_reference((n, edges, walk) in small_graph()) {
        let p = position(n, &edges, walk);
        let mut oracle = Oracle::new(&p);
        let grundy = BoxTable::build(&p, true, &budget(), &mut ()).unwrap();
        let outcome = BoxTable::build(&p, false, &budget(), &mut ()).unwrap();
        let mut count = 0u64;
        grundy.for_each(|e| {
            let g = oracle.grundy(e.piece, e.tokens);
            assert_eq!(e.grundy, Some(g), "{:?} {:?}", e.piece, e.tokens);
            assert_eq!(outcome.value(e.piece, e.tokens), Some((g == 0, None)));
            count += 1;
            true
        });
        prop_assert_eq!(count, grundy.states());
    }

    /// Orbit classes and sizes are those of the brute-force symmetry group, and values are
    /// constant on each class.
    #[test]
    fn orbits_match_brute_force((n, edges, walk) in small_graph()) {
        let p = position(n, &edges, walk);
        let sym = Symmetries::of(&p).unwrap();
        let group = brute_symmetries(&p);
        let image = |(piece, tokens): &State, (s, m): &(Vec<usize>, Vec<usize>)| -> State {
            let mut t = vec![0; tokens.len()];
            for (e, &f) in m.iter().enumerate() {
                t[f] = tokens[e];
            }
            (piece.map(|v| s[v]), t)
        };
        let mut orbit_of: HashMap<State, usize> = HashMap::new();
        let mut orbits: Vec<Vec<State>> = Vec::new();
        for state in all_states(&p) {
            if orbit_of.contains_key(&state) {
                continue;
            }
            let mut members: Vec<State> = group.iter().map(|g| image(&state, g)).collect();
            members.sort();
            members.dedup();
            for m in &members {
                orbit_of.insert(m.clone(), orbits.len());
            }
            orbits.push(members);
        }
        // The listing the wasm exports: one representative per orbit, with the orbit's size.
        let (_, listed) = orbit_list(&p, u64::MAX).unwrap();
        prop_assert_eq!(listed.len(), orbits.len());
        for orbit in &listed {
            let members = &orbits[orbit_of[&(orbit.piece, orbit.tokens.clone())]];
            prop_assert_eq!(orbit.size, members.len() as u64);
        }
        let mut oracle = Oracle::new(&p);
        for members in &orbits {
            let reps: Vec<&State> = members.iter().filter(|(v, t)| sym.is_representative(*v, t)).collect();
            prop_assert_eq!(reps.len(), 1, "orbit {:?}", members);
            prop_assert_eq!(sym.orbit_size(reps[0].0, &reps[0].1), members.len() as u64);
            let canon = sym.canonical(members[0].0, &members[0].1);
            let g = oracle.grundy(members[0].0, &members[0].1);
            for m in members {
                prop_assert_eq!(&sym.canonical(m.0, &m.1), &canon);
                prop_assert_eq!(oracle.grundy(m.0, &m.1), g);
            }
        }
    }

    /// The check's counterexample sets, counts and order are the brute-force ones.
    #[test]
    fn check_finds_exactly_the_counterexamples((n, edges, walk) in small_graph(), which in 0usize..6, limit in 0usize..6) {
        let p = position(n, &edges, walk);
        let m = p.edges.len();
        let formulas = ["e0 == 0", "a ^ b ^ c == 0", "(a + b) % 2 == 0 || c > 1", "min(a, b) == max(a, b)", "!(a & 1) && b <= 2", "a * 2 - b != 1"];
        let names = edge_names(m.max(3), walk);
        let claim = Expr::parse(formulas[which], &names).unwrap();
        let filter = Expr::parse("a + b + c <= 4", &names).unwrap();
        let table = BoxTable::build(&p, false, &budget(), &mut ()).unwrap();
        let report = check(&table, &claim, Some(&filter), limit, |_| true).unwrap();
        let mut oracle = Oracle::new(&p);
        let (mut pf, mut nt, mut scanned) = (Vec::new(), Vec::new(), 0u64);
        for (piece, tokens) in all_states(&p) {
            // What the formula sees: tokens per edge, then the piece (names past the last
            // edge read 0, as `Expr::eval` documents).
            let mut vars: Vec<i64> = tokens.iter().map(|&t| t as i64).collect();
            vars.extend(piece.map(|v| v as i64));
            if !filter.holds(&vars).unwrap() { continue; }
            scanned += 1;
            let is_p = oracle.grundy(piece, &tokens) == 0;
            let said = claim.holds(&vars).unwrap();
            let found = Found { piece, tokens: tokens.clone() };
            if is_p && !said { pf.push(found) } else if !is_p && said { nt.push(found) }
        }
        let order = |f: &Found| (f.tokens.iter().sum::<u64>(), f.piece, f.tokens.clone());
        pf.sort_by_key(order);
        nt.sort_by_key(order);
        prop_assert_eq!(report.scanned, scanned);
        prop_assert_eq!(report.p_but_false.count, pf.len() as u64);
        prop_assert_eq!(report.n_but_true.count, nt.len() as u64);
        prop_assert_eq!(report.p_but_false.list(), pf.into_iter().take(limit).collect::<Vec<_>>());
        prop_assert_eq!(report.n_but_true.list(), nt.into_iter().take(limit).collect::<Vec<_>>());
    }

    /// Every option a certificate names is legal and really reaches the value claimed; no
    /// option reaches the certified value, which is the reference's; a P-position's replies
    /// answer every option and reach P-positions.
    #[test]
    fn certificates_check_out((n, edges, walk) in small_graph(), piece in 0usize..5) {
        let mut p = position(n, &edges, walk);
        if walk { p.piece = Some(piece % n); }
        let mut oracle = Oracle::new(&p);
        let cert = certificate(&p, &SolveOptions::default(), &mut ()).unwrap();
        let g = oracle.of(&p);
        prop_assert_eq!(cert.grundy, Some(g));
        let Evidence::Table { options, mex, reaching_value, replies } = &cert.evidence else {
            panic!("small positions get a table certificate");
        };
        prop_assert_eq!(*options, rules::count_moves(&p));
        prop_assert_eq!(mex.len() as u64, g);
        prop_assert_eq!(*reaching_value, 0);
        for (value, w) in mex.iter().enumerate() {
            prop_assert_eq!(&rules::apply(&p, &w.mv).unwrap(), &w.after);
            prop_assert_eq!(oracle.of(&w.after), value as u64);
            prop_assert_eq!(w.value, value as u64);
        }
        let (moves, _) = rules::legal_moves(&p, 1 << 20);
        for mv in &moves {
            prop_assert_ne!(oracle.of(&rules::apply(&p, mv).unwrap()), g);
        }
        if g == 0 {
            prop_assert_eq!(replies.len(), moves.len());
            let options: Vec<&Move> = replies.iter().map(|r| &r.option.mv).collect();
            prop_assert_eq!(options, moves.iter().collect::<Vec<_>>());
            for r in replies {
                prop_assert_eq!(&rules::apply(&r.option.after, &r.reply.mv).unwrap(), &r.reply.after);
                prop_assert_eq!(oracle.of(&r.reply.after), 0);
            }
        } else {
            prop_assert!(replies.is_empty());
        }
    }
}

#[test]
fn large_boxes_are_refused_and_theorems_are_cited() {
    let p = position(4, &[(0, 1, 1000), (1, 2, 1000), (2, 3, 1000), (3, 0, 1000)], false);
    let error = BoxTable::build(&p, false, &budget(), &mut ()).err().unwrap().to_string();
    assert!(error.contains("too large"), "{error}");
    let cert = certificate(&p, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!(cert.method, "theorem:c4");
    assert!(matches!(&cert.evidence, Evidence::Theorem { reason } if reason.contains("Grundy budget")));
    assert_eq!(cert.to_value()["certificate"]["cites"], "theorem:c4");
    // A won position too large to tabulate still names a winning move, one that reaches P.
    let p = position(4, &[(0, 1, 1000), (1, 2, 1000), (2, 3, 1000), (3, 0, 999)], false);
    let cert = certificate(&p, &SolveOptions::default(), &mut ()).unwrap();
    let named = &cert.to_value()["certificate"]["winning_move"];
    let mv = Move::from_value(named).unwrap();
    let after = rules::apply(&p, &mv).unwrap();
    let answer = graphnim::solver::solve(&after, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!(answer.outcome.name(), "P", "{named}");
}

#[test]
fn symmetry_groups_have_the_known_sizes() {
    let cases: [(&str, usize); 6] = [
        ("cycle:5", 10),
        ("complete:4", 24),
        ("petersen", 120),
        ("hypercube:3", 48),
        ("wheel:5", 10),
        ("star:4", 24),
    ];
    for (spec, size) in cases {
        let p =
            graphnim::families::family(spec, Rules::Edge, 1, &graphnim::position::Limits::DEFAULT).unwrap();
        assert_eq!(Symmetries::of(&p).unwrap().vertex_symmetries(), size, "{spec}");
    }
    let big =
        graphnim::families::family("star:20", Rules::Edge, 1, &graphnim::position::Limits::DEFAULT).unwrap();
    assert!(Symmetries::of(&big).is_err());
    // 256 isolated vertices: refused quickly rather than searched.
    let start = std::time::Instant::now();
    let empty =
        Position::from_json(r#"{"rules":"walk","vertices":256,"edges":[[0,1,1]],"token":0}"#).unwrap();
    assert!(Symmetries::of(&empty).is_err());
    assert!(start.elapsed().as_secs() < 10);
    // In Edge-Nim vertices without edges play no part and are left in place.
    let edge = Position::from_json(r#"{"rules":"edge","vertices":256,"edges":[[0,1,1],[1,2,1]]}"#).unwrap();
    assert_eq!(Symmetries::of(&edge).unwrap().vertex_symmetries(), 2);
}

fn compiles(name: &str, tex: &str) {
    // One directory per document: the tests that compile run in parallel.
    let dir = std::env::temp_dir().join(format!("graphnim-cert-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}.tex"));
    std::fs::write(&file, tex).unwrap();
    let output = Command::new("pdflatex")
        .args(["-interaction=nonstopmode", "-halt-on-error", "-output-directory"])
        .arg(&dir)
        .arg(&file)
        .output()
        .expect("pdflatex is installed");
    assert!(
        output.status.success(),
        "pdflatex failed on {name}:\n{}\n{tex}",
        String::from_utf8_lossy(&output.stdout)
    );
    assert!(dir.join(format!("{name}.pdf")).exists());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn latex_certificates_compile() {
    let cases = [
        ("n", position(3, &[(0, 1, 1), (1, 2, 2), (2, 0, 2)], false)),
        ("p", position(4, &[(0, 1, 2), (1, 2, 1), (2, 3, 2), (3, 0, 1)], false)),
        ("walk", position(3, &[(0, 1, 2), (1, 2, 1), (2, 2, 3)], true)),
        ("theorem", position(4, &[(0, 1, 1000), (1, 2, 999), (2, 3, 1000), (3, 0, 999)], false)),
        ("over", position(2, &[(0, 1, 0)], false)),
    ];
    let mut methods = BTreeMap::new();
    for (name, p) in cases {
        let cert = certificate(&p, &SolveOptions::default(), &mut ()).unwrap();
        methods.insert(name, cert.method.clone());
        let tex = cert.to_latex();
        assert!(tex.contains("\\begin{document}") && tex.contains("options checked") || name == "theorem");
        compiles(name, &tex);
    }
}

// ---- SetNim and misère play: certificates, tables and checks -------------------------------

/// Memoised brute force over whole positions, knowing only the rules (`legal_moves`,
/// `apply`) and the meaning of misère play: `(player to move loses, normal-play Grundy
/// value — meaningless in misère)`.
#[derive(Default)]
struct Brute {
    memo: HashMap<String, (bool, u64)>,
}

impl Brute {
    fn value(&mut self, p: &Position) -> (bool, u64) {
        let key = p.to_json();
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let (moves, truncated) = rules::legal_moves(p, 1 << 20);
        assert!(!truncated);
        let value = if moves.is_empty() {
            // No move: lost in normal play, won in misère (the opponent took the last token).
            (p.play == Play::Normal, 0)
        } else {
            let mut seen = std::collections::BTreeSet::new();
            let mut any_p = false;
            for mv in &moves {
                let (is_p, g) = self.value(&rules::apply(p, mv).unwrap());
                any_p |= is_p;
                seen.insert(g);
            }
            (!any_p, (0..).find(|g| !seen.contains(g)).unwrap())
        };
        self.memo.insert(key, value);
        value
    }

    fn is_p(&mut self, p: &Position) -> bool {
        self.value(p).0
    }
}

/// `p` with other counts (piles for SetNim, tokens per edge for the graph games).
fn with_counts(p: &Position, counts: &[u64]) -> Position {
    at_entry(p, p.piece, counts)
}

/// `p` with the piece on `piece` (Walking Nim) and other counts.
fn at_entry(p: &Position, piece: Option<usize>, counts: &[u64]) -> Position {
    let mut q = Position { piece, ..p.clone() };
    match &mut q.set_game {
        Some(game) => game.piles = counts.to_vec(),
        None => q.edges.iter_mut().zip(counts).for_each(|(e, &t)| e.tokens = t),
    }
    q
}

fn setnim(piles: &[u64], sets: &[Vec<usize>], misere: bool) -> Position {
    let value = serde_json::json!({
        "rules": "setnim", "piles": piles, "sets": sets, "play": if misere { "misere" } else { "normal" },
    });
    Position::from_value(&value, &graphnim::position::Limits::DEFAULT).unwrap()
}

/// A random SetNim position: 1–4 piles of at most 3 tokens, 1–4 nonempty sets.
fn small_setnim() -> impl Strategy<Value = (Vec<u64>, Vec<Vec<usize>>, bool)> {
    (1usize..5)
        .prop_flat_map(|n| {
            (
                prop::collection::vec(0u64..4, n),
                prop::collection::vec(prop::collection::btree_set(0..n, 1..=n), 1..5),
                any::<bool>(),
            )
        })
        .prop_map(|(piles, sets, misere)| {
            (piles, sets.into_iter().map(|s| s.into_iter().collect()).collect(), misere)
        })
}

/// A SetNim position, or an Edge-Nim or Walking Nim graph in misère play.
fn set_or_misere_graph() -> impl Strategy<Value = Position> {
    prop_oneof![
        small_setnim().prop_map(|(piles, sets, misere)| setnim(&piles, &sets, misere)),
        small_graph()
            .prop_map(|(n, edges, walk)| Position { play: Play::Misere, ..position(n, &edges, walk) }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 150, ..ProptestConfig::default() })]

    /// Box tables (outcomes in both plays, Grundy values in normal play) of SetNim and
    /// misère positions are the brute force's.
    #[test]
    fn set_and_misere_boxes_match_brute_force(p in set_or_misere_graph()) {
        let mut brute = Brute::default();
        let outcome = BoxTable::build(&p, false, &budget(), &mut ()).unwrap();
        let grundy = (p.play == Play::Normal).then(|| BoxTable::build(&p, true, &budget(), &mut ()).unwrap());
        outcome.for_each(|e| {
            let (is_p, g) = brute.value(&at_entry(&p, e.piece, e.tokens));
            assert_eq!(e.is_p, is_p, "{:?} {:?}", e.piece, e.tokens);
            if let Some(t) = &grundy {
                assert_eq!(t.value(None, e.tokens), Some((g == 0, Some(g))), "{:?}", e.tokens);
            }
            true
        });
        if p.play == Play::Misere {
            prop_assert!(BoxTable::build(&p, true, &budget(), &mut ()).is_err());
        }
    }

    /// `check` on SetNim and misère boxes finds exactly the brute force's counterexamples.
    #[test]
    fn check_on_set_and_misere_boxes(p in set_or_misere_graph(), which in 0usize..4, limit in 0usize..5) {
        let formulas = ["a == b", "a ^ b ^ c == 0", "(a + b + c) % 2 == 1", "a <= 1 && b == c"];
        let width = graphnim::research::scan::counts(&p).len();
        let names = edge_names(width.max(3), false);
        let claim = Expr::parse(formulas[which], &names).unwrap();
        let table = BoxTable::build(&p, false, &budget(), &mut ()).unwrap();
        let report = check(&table, &claim, None, limit, |_| true).unwrap();
        let mut brute = Brute::default();
        let (mut pf, mut nt) = (Vec::new(), Vec::new());
        let mut scanned = 0u64;
        let mut vars = Vec::new();
        table.for_each(|e| {
            scanned += 1;
            // The formulas name only edges a, b, c; the piece (Walking Nim) follows the edges.
            graphnim::research::scan::variables(&e, &mut vars);
            let is_p = brute.is_p(&at_entry(&p, e.piece, e.tokens));
            let said = claim.holds(&vars).unwrap();
            let found = Found { piece: e.piece, tokens: e.tokens.to_vec() };
            if is_p && !said { pf.push(found) } else if !is_p && said { nt.push(found) }
            true
        });
        pf.sort();
        nt.sort();
        prop_assert_eq!(report.scanned, scanned);
        prop_assert_eq!(report.p_but_false.count, pf.len() as u64);
        prop_assert_eq!(report.n_but_true.count, nt.len() as u64);
        prop_assert_eq!(report.p_but_false.list(), pf.into_iter().take(limit).collect::<Vec<_>>());
        prop_assert_eq!(report.n_but_true.list(), nt.into_iter().take(limit).collect::<Vec<_>>());
    }

    /// Certificates of SetNim positions (set moves; a mex table in normal play) and of
    /// misère positions (a winning move, or every option with a winning reply) check out
    /// against the brute force.
    #[test]
    fn set_and_misere_certificates_check_out(p in set_or_misere_graph()) {
        let mut brute = Brute::default();
        let cert = certificate(&p, &SolveOptions::default(), &mut ()).unwrap();
        let (is_p, g) = brute.value(&p);
        prop_assert_eq!(cert.outcome, graphnim::solver::Outcome::from_is_p(is_p));
        let (moves, _) = rules::legal_moves(&p, 1 << 20);
        match &cert.evidence {
            Evidence::Table { options, mex, reaching_value, replies } => {
                prop_assert_eq!(p.play, Play::Normal);
                prop_assert_eq!(cert.grundy, Some(g));
                prop_assert_eq!(*options, moves.len() as u64);
                prop_assert_eq!(mex.len() as u64, g);
                prop_assert_eq!(*reaching_value, 0);
                for (value, w) in mex.iter().enumerate() {
                    prop_assert_eq!(&rules::apply(&p, &w.mv).unwrap(), &w.after);
                    prop_assert_eq!(brute.value(&w.after).1, value as u64);
                }
                prop_assert_eq!(replies.len(), if g == 0 { moves.len() } else { 0 });
                for r in replies {
                    prop_assert_eq!(&rules::apply(&r.option.after, &r.reply.mv).unwrap(), &r.reply.after);
                    prop_assert!(brute.is_p(&r.reply.after));
                }
            }
            Evidence::Misere { options, winning, replies } => {
                prop_assert_eq!(p.play, Play::Misere);
                prop_assert_eq!(cert.grundy, None);
                prop_assert_eq!(*options, moves.len() as u64);
                if is_p {
                    prop_assert!(winning.is_none());
                    let listed: Vec<&Move> = replies.iter().map(|r| &r.option.mv).collect();
                    prop_assert_eq!(listed, moves.iter().collect::<Vec<_>>());
                    for r in replies {
                        prop_assert_eq!(&rules::apply(&p, &r.option.mv).unwrap(), &r.option.after);
                        prop_assert!(!brute.is_p(&r.option.after));
                        match &r.reply {
                            Some(reply) => {
                                prop_assert_eq!(&rules::apply(&r.option.after, &reply.mv).unwrap(), &reply.after);
                                prop_assert!(brute.is_p(&reply.after));
                            }
                            // Only an option that took the last token needs no reply.
                            None => prop_assert!(rules::legal_moves(&r.option.after, 1).0.is_empty()),
                        }
                    }
                } else {
                    prop_assert!(replies.is_empty());
                    match winning {
                        Some(w) => {
                            prop_assert_eq!(&rules::apply(&p, &w.mv).unwrap(), &w.after);
                            prop_assert!(brute.is_p(&w.after));
                        }
                        None => prop_assert!(moves.is_empty()),
                    }
                }
            }
            Evidence::Theorem { reason } => panic!("small positions get a table certificate: {reason}"),
        }
    }

    /// SetNim orbits: the symmetries are exactly the pile permutations that keep the box and
    /// map every position's options onto its image's (checked on every position of the box),
    /// and the orbit classes and sizes are the ones that group gives.
    #[test]
    fn set_orbits_match_brute_force((piles, sets, misere) in small_setnim()) {
        let p = setnim(&piles, &sets, misere);
        let sym = Symmetries::of(&p).unwrap();
        let n = piles.len();
        let states = all_states(&p);
        let options = |counts: &[u64]| -> std::collections::BTreeSet<Vec<u64>> {
            let q = with_counts(&p, counts);
            rules::legal_moves(&q, 1 << 20).0.iter().map(|mv| rules::apply(&q, mv).unwrap().set_game.unwrap().piles).collect()
        };
        let act = |perm: &[usize], t: &[u64]| -> Vec<u64> {
            let mut out = vec![0; n];
            for (i, &j) in perm.iter().enumerate() {
                out[j] = t[i];
            }
            out
        };
        fn perms(n: usize) -> Vec<Vec<usize>> {
            if n == 0 { return vec![vec![]]; }
            let mut out = Vec::new();
            for q in perms(n - 1) {
                for i in 0..n {
                    let mut r = q.clone();
                    r.insert(i, n - 1);
                    out.push(r);
                }
            }
            out
        }
        let group: Vec<Vec<usize>> = perms(n)
            .into_iter()
            .filter(|perm| act(perm, &piles) == piles)
            .filter(|perm| states.iter().all(|(_, t)| {
                let mapped: std::collections::BTreeSet<Vec<u64>> = options(t).iter().map(|o| act(perm, o)).collect();
                mapped == options(&act(perm, t))
            }))
            .collect();
        prop_assert_eq!(sym.vertex_symmetries(), group.len());
        let mut brute = Brute::default();
        let mut seen = std::collections::HashSet::new();
        for (_, t) in &states {
            if seen.contains(t) { continue; }
            let mut members: Vec<Vec<u64>> = group.iter().map(|g| act(g, t)).collect();
            members.sort();
            members.dedup();
            let reps = members.iter().filter(|m| sym.is_representative(None, m)).count();
            prop_assert_eq!(reps, 1);
            prop_assert_eq!(sym.orbit_size(None, t), members.len() as u64);
            let value = brute.value(&with_counts(&p, t));
            for m in &members {
                seen.insert(m.clone());
                prop_assert_eq!(brute.value(&with_counts(&p, m)), value);
            }
        }
    }
}

#[test]
fn misere_walking_nim_is_certified_by_its_table() {
    // Taking 1 from edge 0 leaves the piece on vertex 1 with one token on each edge there:
    // either move then strands the mover's opponent, who has won.
    let p = misere_walk();
    let cert = certificate(&p, &SolveOptions::default(), &mut ()).unwrap();
    assert_eq!(cert.method, "table:misere");
    let Evidence::Misere { options, winning: Some(winning), replies } = &cert.evidence else {
        panic!("expected a misère table certificate, got {:?}", cert.evidence);
    };
    assert_eq!((*options, replies.len()), (2, 0));
    assert_eq!(winning.mv, Move::from_json(r#"{"edge":0,"take":1}"#).unwrap());
    assert_eq!(winning.after.piece, Some(1));
}

/// Misère Walking Nim on the path 0 – 1 – 2 with weights 2 and 1, the piece on 0: N.
fn misere_walk() -> Position {
    Position::from_json(
        r#"{"rules":"walk","vertices":3,"edges":[[0,1,2],[1,2,1]],"token":0,"play":"misere"}"#,
    )
    .unwrap()
}

#[test]
fn misere_and_setnim_latex_certificates_compile() {
    let cases = [
        ("misere-n", setnim(&[1, 2, 2, 1], &[vec![0, 1], vec![1, 2], vec![2, 3], vec![3, 0]], true)),
        // Misère Nim (1,1,1): P, each option answered by taking a single token.
        ("misere-p", setnim(&[1, 1, 1], &[vec![0], vec![1], vec![2]], true)),
        // One token in misère play: P, its only option takes the last token (no reply).
        ("misere-last", setnim(&[1], &[vec![0]], true)),
        ("misere-over", setnim(&[0, 0], &[vec![0, 1]], true)),
        ("set-normal", setnim(&[2, 1, 3], &[vec![0, 1], vec![1, 2]], false)),
        ("misere-walk", misere_walk()),
    ];
    for (name, p) in cases {
        let cert = certificate(&p, &SolveOptions::default(), &mut ()).unwrap();
        compiles(name, &cert.to_latex());
    }
}

#[test]
fn a_formula_that_fails_on_a_position_names_itself_and_the_position() {
    let p = position(3, &[(0, 1, 1), (1, 2, 1), (2, 0, 1)], false);
    for (p_iff, filter, which) in
        [("a / 0 == 1", None, "p_iff"), ("a == 1", Some("a % (b - b) == 1"), "where")]
    {
        let error = graphnim::research::scan::check_rule(&p, p_iff, filter, 5, &budget(), &mut (), &mut ())
            .err()
            .unwrap()
            .to_string();
        assert!(error.starts_with(&format!("{which}: evaluating the formula on (0,0,0): ")), "{error}");
        assert!(error.contains("division by zero"), "{error}");
        assert!(!error.contains("Found"), "{error}");
    }
}

#[test]
fn a_check_that_scans_nothing_does_not_hold() {
    // C4 with counts 3, 1, 2, 2: no position of its box has a > 5.
    let p = position(4, &[(0, 1, 3), (1, 2, 1), (2, 3, 2), (3, 0, 2)], false);
    let report = graphnim::research::scan::check_rule(
        &p,
        "a == c && b == d",
        Some("a > 5"),
        5,
        &budget(),
        &mut (),
        &mut (),
    )
    .unwrap();
    assert_eq!(report.scanned, 0);
    assert!(!report.holds());
    assert_eq!(report.to_value()["holds"], false);
    let report =
        graphnim::research::scan::check_rule(&p, "a == c && b == d", None, 5, &budget(), &mut (), &mut ())
            .unwrap();
    assert_eq!((report.scanned, report.p_positions), (72, 6));
    assert!(report.holds());
}

#[test]
fn a_check_reports_its_scan_of_the_positions_after_the_table_up_to_the_last_position() {
    // The formula's scan is the longer phase on a large box: it reports its own progress, to
    // the end, so a progress bar does not stand still at the table's last report.
    use graphnim::solver::table::{FnProgress, TableError};
    let p = position(4, &[(0, 1, 3), (1, 2, 1), (2, 3, 2), (3, 0, 2)], false);
    let mut solving = Vec::new();
    let mut checking = Vec::new();
    graphnim::research::scan::check_rule(
        &p,
        "a == c && b == d",
        None,
        5,
        &budget(),
        &mut FnProgress(|done, total| {
            solving.push((done, total));
            true
        }),
        &mut FnProgress(|done, total| {
            checking.push((done, total));
            true
        }),
    )
    .unwrap();
    assert_eq!(checking.last(), Some(&(72, 72)), "{checking:?}");
    // A check cancelled while scanning gives no report (the scan ticks every 65,536
    // positions: this box has 21^4).
    let large = position(4, &[(0, 1, 20), (1, 2, 20), (2, 3, 20), (3, 0, 20)], false);
    let cancelled = graphnim::research::scan::check_rule(
        &large,
        "a == c && b == d",
        None,
        5,
        &budget(),
        &mut (),
        &mut FnProgress(|_, _| false),
    );
    assert!(matches!(cancelled, Err(graphnim::research::scan::CheckError::Table(TableError::Cancelled))));
}
