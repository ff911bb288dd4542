//! Every edge the crate names in prose is written as the position lists it: "2–0" for an edge
//! given as `[2, 0, t]`, as the board, its labels and the move list write it. Checked over
//! many random positions (edges in either orientation, loops, parallel edges) in every text
//! the solver writes: the analysis, the theorem certificates, and the rules' messages.

use graphnim::moves::{EdgeMove, Move, WalkMove};
use graphnim::position::{Limits, Position};
use graphnim::research::certificate::certificate;
use graphnim::rules;
use graphnim::solver::{solve, SolveOptions};

/// A small deterministic generator (the test must fail the same way on every run).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

fn position(rules: &str, play: &str, n: usize, edges: &[(usize, usize, u64)]) -> Position {
    let mut value = serde_json::json!({"rules": rules, "vertices": n, "edges": edges, "play": play});
    if rules == "walk" {
        value["token"] = serde_json::json!(0);
    }
    Position::from_value(&value, &Limits::DEFAULT).unwrap()
}

/// A random graph on 3 to 5 vertices: a cycle, a path or a loose set of edges, each edge
/// given in a random orientation, sometimes with a loop or a parallel edge added.
fn random_edges(rng: &mut Lcg) -> (usize, Vec<(usize, usize, u64)>) {
    let n = 3 + rng.below(3) as usize;
    let mut edges = Vec::new();
    let shape = rng.below(3);
    let count = match shape {
        0 => n,
        1 => n - 1,
        _ => 2 + rng.below(4) as usize,
    };
    for i in 0..count {
        let (a, b) = if shape < 2 {
            (i, (i + 1) % n)
        } else {
            (rng.below(n as u64) as usize, rng.below(n as u64) as usize)
        };
        let (a, b) = if rng.below(2) == 0 { (a, b) } else { (b, a) };
        edges.push((a, b, 1 + rng.below(4)));
    }
    if rng.below(4) == 0 {
        let v = rng.below(n as u64) as usize;
        edges.push((v, v, 1 + rng.below(3)));
    }
    if rng.below(4) == 0 {
        let (a, b, _) = edges[rng.below(edges.len() as u64) as usize];
        edges.push((b, a, rng.below(3)));
    }
    (n, edges)
}

/// Each edge named alone in `text` ("2–0"; not a path "0–1–2" nor a range "6.6–6.7"), with
/// the edge number that follows it when there is one ("0–1 (edge 4)").
fn named_edges(text: &str) -> Vec<(usize, usize, Option<usize>)> {
    let chars: Vec<char> = text.chars().collect();
    let number_at = |mut i: usize| -> Option<(usize, usize)> {
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        let digits: String = chars[start..i].iter().collect();
        digits.parse().ok().map(|n| (n, i))
    };
    let mut found = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        if c != '–' || i == 0 || !chars[i - 1].is_ascii_digit() {
            continue;
        }
        let mut start = i;
        while start > 0 && chars[start - 1].is_ascii_digit() {
            start -= 1;
        }
        if start > 0 && matches!(chars[start - 1], '–' | '.') {
            continue;
        }
        let Some((a, _)) = number_at(start) else { continue };
        let Some((b, end)) = number_at(i + 1) else { continue };
        if end < chars.len()
            && matches!(chars[end], '–' | '.')
            && chars.get(end + 1).is_some_and(char::is_ascii_digit)
        {
            continue;
        }
        let rest: String = chars[end..].iter().take(16).collect();
        let number =
            rest.strip_prefix(" (edge ").and_then(|r| r.split(')').next()).and_then(|d| d.parse().ok());
        found.push((a, b, number));
    }
    found
}

/// Fails unless every edge `text` names is written as `position` lists an edge joining those
/// ends (parallel edges listed both ways may be written either way), and an edge named with
/// its number is that edge.
fn assert_as_listed(position: &Position, text: &str) {
    for (a, b, number) in named_edges(text) {
        let joining: Vec<(usize, usize)> = position
            .edges
            .iter()
            .map(|e| (e.u, e.v))
            .filter(|&(u, v)| (u, v) == (a, b) || (u, v) == (b, a))
            .collect();
        if let Some(e) = number {
            let edge = position.edges[e];
            assert_eq!(
                (edge.u, edge.v),
                (a, b),
                "edge {e} is written {a}–{b} in {text:?}, {:?}",
                position.edges
            );
        }
        assert!(
            joining.is_empty() || joining.contains(&(a, b)),
            "{a}–{b} is listed as {b}–{a}: {text:?}, edges {:?}",
            position.edges
        );
    }
}

#[test]
fn the_reader_finds_single_edges_only() {
    let found = named_edges("Triangle 0–1–2–0: edge 2–0 and 1–2 (edge 3), Cor. 6.6–6.7, Thms 4.2–4.4.");
    assert_eq!(found, vec![(2, 0, None), (1, 2, Some(3))]);
}

#[test]
fn every_explanation_names_edges_as_listed() {
    let mut rng = Lcg(7);
    let mut named = 0;
    for round in 0..600 {
        let (n, edges) = random_edges(&mut rng);
        let rules = if round % 3 == 2 { "walk" } else { "edge" };
        let play = if round % 4 == 3 { "misere" } else { "normal" };
        let p = position(rules, play, n, &edges);
        let mut texts = Vec::new();
        if let Ok(analysis) = solve(&p, &SolveOptions { all_moves: true, ..SolveOptions::default() }, &mut ())
        {
            texts.push(analysis.explanation);
        }
        // A tiny Grundy budget makes the certificate cite the theorem that covers the
        // position (its text names the theorem's edges), when one does.
        let tiny = SolveOptions { max_grundy_states: 10, ..SolveOptions::default() };
        if let Ok(cert) = certificate(&p, &tiny, &mut ()) {
            texts.push(cert.explanation);
        }
        for text in &texts {
            named += named_edges(text).len();
            assert_as_listed(&p, text);
        }
    }
    assert!(named > 300, "the random positions' texts named only {named} edges");
}

#[test]
fn a_reversed_triangle_is_explained_as_listed() {
    // The hint's example: edges given as 2–0, 0–1, 1–2.
    let p = position("edge", "normal", 3, &[(2, 0, 3), (0, 1, 2), (1, 2, 1)]);
    let analysis = solve(&p, &SolveOptions::default(), &mut ()).unwrap();
    let named = named_edges(&analysis.explanation);
    assert!(named.contains(&(2, 0, None)) && !named.contains(&(0, 2, None)), "{}", analysis.explanation);
    assert_as_listed(&p, &analysis.explanation);
}

#[test]
fn parallel_edges_and_loops_are_named_as_the_board_names_them() {
    // Two Nim heaps: a loop, and an edge with an empty parallel twin listed the other way.
    let p = position("edge", "normal", 4, &[(1, 0, 3), (0, 1, 0), (3, 3, 2)]);
    let analysis = solve(&p, &SolveOptions::default(), &mut ()).unwrap();
    let text = &analysis.explanation;
    assert!(text.contains("1–0 (edge 0)"), "{text}");
    assert!(text.contains("the loop at vertex 3"), "{text}");
    assert_as_listed(&p, text);
    // Parallel edges merged into one heap are named together, as the first one is listed.
    let p = position("edge", "normal", 3, &[(2, 1, 3), (1, 2, 4)]);
    let text = solve(&p, &SolveOptions::default(), &mut ()).unwrap().explanation;
    assert!(text.contains("the parallel edges 2–1 (edges 0 and 1)"), "{text}");
}

#[test]
fn the_rules_messages_name_edges_as_listed() {
    let p = position("edge", "normal", 3, &[(2, 0, 3), (0, 1, 2)]);
    let wrong = Move::Edge(EdgeMove { vertex: 1, take: vec![(0, 1)] });
    let message = rules::check(&p, &wrong).unwrap_err().to_string();
    assert!(message.contains("edge 0 (2–0)"), "{message}");
    // A Walking Nim edge away from the piece is named by its ends alone: "edge 2 (2–3)" read
    // as vertex 2.
    let p = position("walk", "normal", 4, &[(0, 1, 1), (1, 2, 1), (2, 3, 1), (3, 0, 1)]);
    let far = Move::Walk(WalkMove { edge: 2, take: 1 });
    let message = rules::check(&p, &far).unwrap_err().to_string();
    assert!(message.starts_with("edge 2–3 does not touch the piece's vertex 0"), "{message}");
}
