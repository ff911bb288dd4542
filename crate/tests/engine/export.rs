//! Exports: TikZ code that names every vertex and edge with its count and compiles (when a
//! TeX engine with TikZ is installed), and the editable text form on random positions.

use std::process::Command;

use graphnim::export::{format_graph_text, parse_graph_text, tikz, TikzOptions};
use graphnim::moves::Move;
use graphnim::position::{Limits, Position};
use proptest::prelude::*;

fn sample() -> Position {
    // Parallel edges (0-1 twice), two loops at 2, an empty edge and a Walking Nim piece.
    Position::from_json(
        r#"{"rules":"walk","vertices":4,"edges":[[0,1,3],[1,0,4],[1,2,2],[2,2,5],[2,2,1],[2,3,0],[3,0,7]],"token":1}"#,
    )
    .unwrap()
}

/// Checks the TikZ source without a TeX engine: balanced braces and environments, one node
/// per vertex, one draw per edge with its count.
fn check_structure(source: &str, position: &Position) {
    let opened = source.matches('{').count();
    assert_eq!(opened, source.matches('}').count(), "unbalanced braces:\n{source}");
    assert_eq!(source.matches("\\begin{tikzpicture}").count(), 1);
    assert_eq!(source.matches("\\end{tikzpicture}").count(), 1);
    assert_eq!(source.matches("\\node[").count(), position.vertices, "{source}");
    let draws: Vec<&str> = source.lines().filter(|l| l.trim_start().starts_with("\\draw")).collect();
    assert_eq!(draws.len(), position.edges.len(), "{source}");
    for (edge, line) in position.edges.iter().zip(&draws) {
        // Drawn from the lower endpoint to the higher one.
        let (low, high) = (edge.u.min(edge.v), edge.u.max(edge.v));
        assert!(line.contains(&format!("(v{low}) ")) && line.ends_with(&format!("(v{high});")), "{line}");
        assert!(line.contains(&format!("{{{}", edge.tokens)), "count {} missing in {line}", edge.tokens);
    }
}

#[test]
fn tikz_draws_every_vertex_and_edge_with_its_count() {
    let position = sample();
    let source = tikz(&position, &TikzOptions::default());
    check_structure(&source, &position);
    // The piece stands out; parallel edges bend apart; loops are loops.
    assert!(source.contains("\\node[piece] (v1)"), "{source}");
    assert!(
        source.contains("(v0) to[bend right=15]") && source.contains("(v0) to[bend left=15]"),
        "{source}"
    );
    assert_eq!(source.matches("looseness").count(), 2, "{source}");
}

#[test]
fn tikz_uses_the_board_layout_and_marks_a_move() {
    let position =
        Position::from_json(r#"{"rules":"edge","vertices":3,"edges":[[0,1,3],[1,2,4],[2,0,5]]}"#).unwrap();
    let coordinates = vec![(100.0, 60.0), (700.0, 60.0), (400.0, 500.0)];
    let highlight = Some(Move::from_json(r#"{"vertex":1,"take":[[0,2],[1,4]]}"#).unwrap());
    let source =
        tikz(&position, &TikzOptions { coordinates: Some(coordinates), standalone: true, highlight });
    check_structure(&source, &position);
    assert!(source.contains("(v0) at (1.00, 5.00)"), "{source}");
    assert!(source.contains("(v2) at (4.00, 0.60)"), "{source}");
    assert!(source.contains("\\node[vertex, chosen] (v1)"), "{source}");
    // Each marked edge reads its count and what the move leaves (3 → 1, 4 → 0), never
    // "3−2", read in a paper as a difference.
    assert!(source.contains("{3$\\to$1}") && source.contains("{4$\\to$0}"), "{source}");
    assert!(!source.contains("$-$"), "{source}");
    assert!(source.starts_with("\\documentclass{article}") && source.trim_end().ends_with("\\end{document}"));
}

/// The K4 link of the Presets card: every vertex joined to every other.
fn complete_four() -> Position {
    Position::from_json(
        r#"{"rules":"edge","vertices":4,"edges":[[0,1,3],[0,2,4],[0,3,5],[1,2,6],[1,3,7],[2,3,8]]}"#,
    )
    .unwrap()
}

/// Where each straight edge's count stands in `source`, in centimetres: its `pos` (TikZ's
/// default 0.5 when unwritten) along the part of the line outside the two 6 mm discs.
fn straight_count_centres(source: &str) -> Vec<(String, (f64, f64))> {
    let vertices = vertex_centres(source);
    let mut centres = Vec::new();
    for line in source.lines().map(str::trim) {
        if line.starts_with("\\draw") && line.contains(" -- ") {
            let vertex = |from: &str| {
                let at = line.find(from).unwrap() + from.len();
                line[at..].split(')').next().unwrap().parse::<usize>().unwrap()
            };
            let (a, b) = (vertices[vertex("(v")], vertices[vertex("} (v")]);
            let pos = line
                .split("pos=")
                .nth(1)
                .map_or(0.5, |rest| rest.split(']').next().unwrap().parse().unwrap());
            let length = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
            let inset = 0.3 / length;
            let t = inset + pos * (1.0 - 2.0 * inset);
            let label = line[line.find("] {").unwrap() + 3..].split('}').next().unwrap().to_string();
            centres.push((label, (a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1))));
        }
    }
    centres
}

/// Each vertex's centre in `source`, in centimetres.
fn vertex_centres(source: &str) -> Vec<(f64, f64)> {
    let number = |text: &str| text.trim().parse::<f64>().unwrap();
    source
        .lines()
        .filter(|line| line.trim_start().starts_with("\\node["))
        .map(|line| {
            let inside = &line[line.find(" at (").unwrap() + 5..line.find(") {").unwrap()];
            let (x, y) = inside.split_once(',').unwrap();
            (number(x), number(y))
        })
        .collect()
}

#[test]
fn counts_of_crossing_edges_stand_apart() {
    // K4 on a square (the page's Presets card), and on TikZ's own circle: the diagonals 0–2
    // and 1–3 cross at the centre, where both counts stood before.
    let square = vec![(400.0, 100.0), (580.0, 280.0), (400.0, 460.0), (220.0, 280.0)];
    for coordinates in [Some(square), None] {
        let source = tikz(&complete_four(), &TikzOptions { coordinates, ..TikzOptions::default() });
        check_structure(&source, &complete_four());
        let centres = straight_count_centres(&source);
        assert_eq!(centres.len(), 6, "{source}");
        for (i, (a, p)) in centres.iter().enumerate() {
            for (b, q) in &centres[i + 1..] {
                // A one-digit count is about 0.25 cm wide and 0.3 cm high.
                let apart = (p.0 - q.0).abs() >= 0.35 || (p.1 - q.1).abs() >= 0.4;
                assert!(apart, "counts {a} at {p:?} and {b} at {q:?} overlap:\n{source}");
            }
        }
        // Neither diagonal's count is left on the crossing, where it would read as the other's.
        let vertices = vertex_centres(&source);
        let crossing = (
            vertices.iter().map(|v| v.0).sum::<f64>() / 4.0,
            vertices.iter().map(|v| v.1).sum::<f64>() / 4.0,
        );
        for (label, p) in centres.iter().filter(|(label, _)| label == "4" || label == "7") {
            let off = (p.0 - crossing.0).hypot(p.1 - crossing.1);
            assert!(off >= 0.25, "count {label} at the crossing {crossing:?}:\n{source}");
        }
    }
    // A graph whose lines do not cross keeps TikZ's default, the middle of each edge.
    let triangle =
        Position::from_json(r#"{"rules":"edge","vertices":3,"edges":[[0,1,3],[1,2,4],[2,0,5]]}"#).unwrap();
    assert!(!tikz(&triangle, &TikzOptions::default()).contains("pos="));
}

fn tex_with_tikz() -> bool {
    let found = |program: &str, args: &[&str]| {
        Command::new(program).args(args).output().map(|o| o.status.success()).unwrap_or(false)
    };
    found("pdflatex", &["--version"]) && found("kpsewhich", &["tikz.sty"])
}

#[test]
fn tikz_documents_compile_when_tex_is_installed() {
    if !tex_with_tikz() {
        // Structure is checked by the tests above on every machine; compiling needs TeX.
        eprintln!("pdflatex with tikz.sty not installed: TikZ output checked structurally only");
        return;
    }
    let dir = std::env::temp_dir().join(format!("graphnim-tikz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let edge_move = |json: &str| Some(Move::from_json(json).unwrap());
    // Loops, parallel edges (two, three and nine between one pair), empty edges, a piece, the
    // page's coordinates and highlighted moves of both rule sets.
    let cases: Vec<(Position, TikzOptions)> = vec![
        (sample(), TikzOptions::default()),
        // Crossing edges, whose counts slide along their lines (`pos=`).
        (complete_four(), TikzOptions::default()),
        (
            Position::from_json(r#"{"rules":"edge","vertices":1,"edges":[[0,0,2],[0,0,3],[0,0,0]]}"#).unwrap(),
            TikzOptions::default(),
        ),
        (Position::from_json(r#"{"rules":"edge","vertices":0,"edges":[]}"#).unwrap(), TikzOptions::default()),
        (
            Position::from_json(
                r#"{"rules":"edge","vertices":3,"edges":[[0,1,1],[1,0,2],[0,1,3],[1,2,4],[2,2,5],[2,2,6],[2,2,7]]}"#,
            )
            .unwrap(),
            TikzOptions {
                coordinates: Some(vec![(150.0, 280.0), (450.0, 120.0), (600.0, 420.0)]),
                highlight: edge_move(r#"{"vertex":1,"take":[[1,2],[3,1]]}"#),
                ..TikzOptions::default()
            },
        ),
        (
            Position::from_json(&format!(
                r#"{{"rules":"edge","vertices":2,"edges":[{}]}}"#,
                ["[0,1,12]"; 9].join(",")
            ))
            .unwrap(),
            TikzOptions::default(),
        ),
        (
            Position::from_json(r#"{"rules":"walk","vertices":4,"edges":[[0,1,2],[1,2,3],[2,3,1],[3,0,4],[0,2,5],[3,3,2]],"token":3}"#)
                .unwrap(),
            TikzOptions { highlight: edge_move(r#"{"edge":3,"take":2}"#), ..TikzOptions::default() },
        ),
    ];
    for (i, (position, options)) in cases.iter().enumerate() {
        let file = dir.join(format!("board{i}.tex"));
        let source = tikz(position, &TikzOptions { standalone: true, ..options.clone() });
        check_structure(&source, position);
        std::fs::write(&file, source).unwrap();
        let output = Command::new("pdflatex")
            .args(["-interaction=nonstopmode", "-halt-on-error", "-output-directory"])
            .arg(&dir)
            .arg(&file)
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "pdflatex failed on {}:\n{}",
            position.to_json(),
            String::from_utf8_lossy(&output.stdout)
        );
        assert!(dir.join(format!("board{i}.pdf")).exists());
    }
    if std::env::var_os("KEEP_TIKZ").is_none() {
        std::fs::remove_dir_all(&dir).ok();
    } else {
        eprintln!("TikZ documents kept in {}", dir.display());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Text → position → text → position is the identity on random multigraphs of both
    /// rule sets, and the TikZ for each is well formed.
    #[test]
    fn text_form_round_trips(n in 1usize..7, edges in prop::collection::vec((0usize..7, 0usize..7, 0u64..1_000), 0..12), walk in any::<bool>(), piece in 0usize..7) {
        let edges: Vec<_> = edges.into_iter().map(|(u, v, t)| (u % n, v % n, t)).collect();
        let json = if walk {
            serde_json::json!({"rules": "walk", "vertices": n, "edges": edges, "token": piece % n})
        } else {
            serde_json::json!({"rules": "edge", "vertices": n, "edges": edges})
        };
        let position = Position::from_value(&json, &Limits::DEFAULT).unwrap();
        let text = format_graph_text(&position);
        prop_assert_eq!(parse_graph_text(&text, position.rules, &Limits::DEFAULT), Ok(position.clone()));
        check_structure(&tikz(&position, &TikzOptions::default()), &position);
    }
}
