//! The `graphnim` command line, run as a user would.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_graphnim"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn solve(position: &str, extra: &[&str]) -> Value {
    let mut args = vec!["solve", "-"];
    args.extend_from_slice(extra);
    let out = run(&args, position);
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("JSON answer")
}

#[test]
fn solves_the_documented_examples() {
    // C4 with a=c=3, b=d=4: P by Graph Nim Thm 3.2.
    let c4 = solve(r#"{"rules": "edge", "vertices": 4, "edges": [[0,1,3],[1,2,4],[2,3,3],[3,0,4]]}"#, &[]);
    assert_eq!(c4["outcome"], "P");
    assert_eq!(c4["winning_moves"].as_array().unwrap().len(), 0);
    assert!(c4["explanation"].as_str().unwrap().len() > 10);
    assert!(c4["method"].is_string());

    let walk = solve(
        r#"{"rules": "walk", "vertices": 3, "edges": [[0,1,2],[1,2,1],[2,2,3]], "token": 0}"#,
        &["--all-moves"],
    );
    // From 0 the only edge is 0-1 (weight 2). Taking 1 or 2 lands on 1, where edge 1-2 leads
    // to vertex 2, which has a loop of 3: whoever reaches 2 can keep playing the loop.
    assert!(walk["outcome"] == "P" || walk["outcome"] == "N");
    assert_eq!(walk["moves"].as_array().unwrap().len(), 2);
}

#[test]
fn explanations_name_each_edge_as_the_position_lists_it() {
    // The edge given as 2-0 is "2–0" in the explanation, as the board writes it, not "0–2".
    let answer = solve(r#"{"rules": "edge", "vertices": 3, "edges": [[2,0,3],[0,1,2],[1,2,1]]}"#, &[]);
    let text = answer["explanation"].as_str().unwrap();
    assert!(text.contains("edges 2–0, 1–2 and 0–1"), "{text}");
    assert!(text.contains("lower edges 0–1 and 2–0 to 1"), "{text}");
}

#[test]
fn solves_k4_c6_and_tree_positions() {
    let k4 = solve(
        r#"{"rules":"edge","vertices":4,"edges":[[0,1,7],[0,2,6],[0,3,7],[1,2,5],[1,3,7],[2,3,6]]}"#,
        &[],
    );
    assert!(k4["outcome"] == "P" || k4["outcome"] == "N");
    assert!(k4["grundy"].is_u64());
    for mv in k4["winning_moves"].as_array().unwrap() {
        assert!(mv["vertex"].is_u64() && mv["take"].is_array());
    }
    // C6 with all edges 1: every move takes one or two adjacent tokens.
    let c6 = solve(
        r#"{"rules":"edge","vertices":6,"edges":[[0,1,1],[1,2,1],[2,3,1],[3,4,1],[4,5,1],[5,0,1]]}"#,
        &[],
    );
    assert!(c6["grundy"].is_u64());
    // A path 0-1-2 with the piece at an end: the only move crosses to the middle, from
    // which the mover takes the other edge and wins, so the first player loses.
    let path = solve(r#"{"rules":"walk","vertices":3,"edges":[[0,1,5],[1,2,5]],"token":0}"#, &[]);
    assert_eq!(path["outcome"], "P");
    let tree =
        solve(r#"{"rules":"walk","vertices":5,"edges":[[0,1,3],[1,2,2],[1,3,1],[3,4,9]],"token":1}"#, &[]);
    assert_eq!(tree["outcome"], "N");
}

#[test]
fn huge_c5_is_answered_instantly() {
    let c5 = solve(
        r#"{"rules":"edge","vertices":5,"edges":[[0,1,1000000],[1,2,999999],[2,3,1000000],[3,4,1000000],[4,0,999999]]}"#,
        &[],
    );
    assert!(c5["outcome"] == "P" || c5["outcome"] == "N");
    assert!(c5["method"].as_str().unwrap().contains("c5"));
}

#[test]
fn too_large_positions_say_so() {
    let k6: Vec<String> = (0..6).flat_map(|u| ((u + 1)..6).map(move |v| format!("[{u},{v},50]"))).collect();
    let text = format!(r#"{{"rules":"edge","vertices":6,"edges":[{}]}}"#, k6.join(","));
    let answer = solve(&text, &[]);
    assert_eq!(answer["outcome"], "unknown");
    assert!(answer["reason"].as_str().unwrap().contains("states"));
}

#[test]
fn memory_cap_is_respected() {
    // K4 with 7 tokens per edge needs a few hundred KB of tables; 1 KB is not enough.
    let k4 = r#"{"rules":"edge","vertices":4,"edges":[[0,1,7],[0,2,7],[0,3,7],[1,2,7],[1,3,7],[2,3,7]]}"#;
    let answer = solve(k4, &["--max-bytes", "1024"]);
    assert_eq!(answer["outcome"], "unknown");
    assert!(answer["reason"].as_str().unwrap().contains("bytes"), "{answer}");
    assert!(solve(k4, &[])["outcome"] != "unknown");
}

#[test]
fn bad_input_is_an_error_with_a_reason() {
    let out = run(&["solve", "-"], r#"{"rules":"edge","vertices":2,"edges":[[0,5,1]]}"#);
    assert_eq!(out.status.code(), Some(1));
    let message = String::from_utf8_lossy(&out.stderr);
    assert!(message.contains("edge 0 has endpoint 5"), "{message}");
    let out = run(&["solve", "/no/such/file.json"], "");
    assert_eq!(out.status.code(), Some(1));
    let out = run(&["frobnicate"], "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn table_lists_p_positions_as_csv() {
    let out = run(
        &["table", "-", "--p-only"],
        r#"{"rules":"edge","vertices":3,"edges":[[0,1,3],[1,2,3],[2,0,3]]}"#,
    );
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows[0], "e0(0-1),e1(1-2),e2(2-0),outcome");
    // C3: P iff a = b = c (Graph Nim Thm 3.1).
    assert_eq!(&rows[1..], &["0,0,0,P", "1,1,1,P", "2,2,2,P", "3,3,3,P"]);
}

const C4: &str = r#"{"rules":"edge","vertices":4,"edges":[[0,1,3],[1,2,4],[2,3,3],[3,0,4]]}"#;

#[test]
fn table_lists_every_position_with_its_value_in_three_formats() {
    let c3 = r#"{"rules":"edge","vertices":3,"edges":[[0,1,1],[1,2,2],[2,0,2]]}"#;
    let out = run(&["table", "-", "--grundy"], c3);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows[0], "e0(0-1),e1(1-2),e2(2-0),grundy");
    assert_eq!(rows.len(), 1 + 2 * 3 * 3);
    assert!(rows.contains(&"1,1,1,0") && rows.contains(&"1,2,2,5"), "{text}");

    let out = run(&["table", "-", "--format", "json"], c3);
    let lines: Vec<Value> =
        String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 18);
    assert_eq!(lines[0], serde_json::json!({"tokens": [0, 0, 0], "outcome": "P"}));

    // Orbits: C3's box (1,2,2) is kept by the swap of vertices 0 and 1 (edges 1 and 2).
    let out = run(&["table", "-", "--orbits"], c3);
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows[0], "e0(0-1),e1(1-2),e2(2-0),outcome,orbit_size");
    let total: u64 = rows[1..].iter().map(|r| r.rsplit(',').next().unwrap().parse::<u64>().unwrap()).sum();
    assert_eq!(total, 18, "orbit sizes add up to the box: {text}");
    assert!(rows.contains(&"0,0,1,N,2") && !rows.iter().any(|r| r.starts_with("0,1,0,")), "{text}");

    // Walking Nim: the piece is the first column and every vertex appears.
    let walk = r#"{"rules":"walk","vertices":3,"edges":[[0,1,1],[1,2,1]],"token":0}"#;
    let out = run(&["table", "-"], walk);
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1 + 3 * 4);
    assert!(text.starts_with("piece,e0(0-1),e1(1-2),outcome\n0,0,0,P\n"), "{text}");

    let out = run(&["table", "-", "--max-states", "10"], C4);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("too large"));
}

#[test]
fn ctrl_c_leaves_every_printed_row_complete() {
    // C6 with every edge 9: 10^6 rows, far more than a pipe holds, so the table is still
    // printing (blocked on the pipe) when the signal arrives.
    let c6 = r#"{"rules":"edge","vertices":6,"edges":[[0,1,9],[1,2,9],[2,3,9],[3,4,9],[4,5,9],[5,0,9]]}"#;
    let mut child = Command::new(env!("CARGO_BIN_EXE_graphnim"))
        .args(["table", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    child.stdin.take().unwrap().write_all(c6.as_bytes()).unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut text = String::new();
    for _ in 0..1000 {
        stdout.read_line(&mut text).unwrap();
    }
    let kill = Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    assert!(kill.success());
    stdout.read_to_string(&mut text).unwrap();
    let status = child.wait().unwrap();
    let mut stderr = String::new();
    child.stderr.take().unwrap().read_to_string(&mut stderr).unwrap();

    assert_eq!(status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("interrupted"), "{stderr}");
    assert!(text.ends_with('\n'), "the last line is complete");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "e0(0-1),e1(1-2),e2(2-3),e3(3-4),e4(4-5),e5(5-0),outcome");
    assert!(lines.len() > 1000 && lines.len() < 1_000_001, "stopped early: {} lines", lines.len());
    for line in &lines[1..] {
        let fields: Vec<&str> = line.split(',').collect();
        assert_eq!(fields.len(), 7, "{line:?}");
        assert!(fields[..6].iter().all(|f| f.parse::<u8>().is_ok_and(|t| t <= 9)), "{line:?}");
        assert!(fields[6] == "P" || fields[6] == "N", "{line:?}");
    }
}

fn tex_compiles(name: &str, tex: &[u8]) {
    let dir = std::env::temp_dir().join(format!("graphnim-cli-tex-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}.tex"));
    std::fs::write(&file, tex).unwrap();
    let output = Command::new("pdflatex")
        .args(["-interaction=nonstopmode", "-halt-on-error", "-output-directory"])
        .arg(&dir)
        .arg(&file)
        .output()
        .expect("pdflatex is installed");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stdout));
    assert!(dir.join(format!("{name}.pdf")).exists());
}

#[test]
fn latex_tables_and_certificates_compile() {
    let out = run(&["table", "-", "--grundy", "--format", "latex", "--orbits"], C4);
    assert!(out.status.success());
    tex_compiles("table", &out.stdout);
    let out = run(&["certificate", "-", "--format", "latex"], C4);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("winning reply"));
    tex_compiles("certificate", &out.stdout);
}

#[test]
fn certificates_give_the_mex_table_or_the_replies() {
    let out =
        run(&["certificate", "-"], r#"{"rules":"edge","vertices":3,"edges":[[0,1,1],[1,2,2],[2,0,2]]}"#);
    assert!(out.status.success());
    let cert: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(cert["grundy"], 5);
    // The triangle's theorem says who wins; the Grundy value is the table's.
    assert_eq!(cert["method"], "theorem:c3+table");
    assert_eq!(cert["certificate"]["kind"], "mex table");
    assert_eq!(cert["certificate"]["mex"].as_array().unwrap().len(), 5);
    assert_eq!(cert["certificate"]["options_checked"], 13);
    assert_eq!(cert["certificate"]["options_reaching_grundy"], 0);

    let out = run(&["certificate", "-"], C4);
    let cert: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(cert["outcome"], "P");
    let replies = cert["certificate"]["replies"].as_array().unwrap();
    assert_eq!(replies.len() as u64, cert["certificate"]["options_checked"].as_u64().unwrap());
    for r in replies {
        let t = &r["reply"]["after"]["tokens"];
        assert!(t[0] == t[2] && t[1] == t[3], "C4 replies restore a = c, b = d: {r}");
    }

    let big = r#"{"rules":"edge","vertices":4,"edges":[[0,1,500],[1,2,400],[2,3,500],[3,0,400]]}"#;
    let cert: Value = serde_json::from_slice(&run(&["certificate", "-"], big).stdout).unwrap();
    assert_eq!(cert["certificate"]["kind"], "theorem");
    assert_eq!(cert["certificate"]["cites"], "theorem:c4");
}

#[test]
fn check_finds_counterexamples_smallest_first_with_exit_codes() {
    let out = run(&["check", "-", "--p-iff", "a == c && b == d"], C4);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("scanned 400 positions, 20 P-positions"), "{text}");
    assert!(text.contains("P but the formula is false: 0") && text.contains("N but the formula is true: 0"));

    // Nim's rule is wrong on C4: the smallest N-positions with xor 0 come first.
    let out = run(&["check", "-", "--p-iff", "a ^ b ^ c ^ d == 0", "--limit", "2"], C4);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("N but the formula is true: 48\n  (0,0,1,1)\n  (0,1,1,0)\n"), "{text}");

    // With b = d = 0, C4 is two Nim heaps a and c: P iff a = c, not a = 0.
    let out = run(&["check", "-", "--p-iff", "a == c", "--where", "b == 0 && d == 0"], C4);
    assert_eq!(out.status.code(), Some(0));
    let out = run(&["check", "-", "--p-iff", "a == 0", "--where", "b == 0 && d == 0"], C4);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("scanned 16 positions")
            && text.contains("P but the formula is false: 3")
            && text.contains("N but the formula is true: 3"),
        "{text}"
    );

    // Walking Nim: every start vertex is scanned; K3 with positive weights is a first-player win.
    let k3 = r#"{"rules":"walk","vertices":3,"edges":[[0,1,3],[1,2,3],[2,0,3]],"token":0}"#;
    let out = run(&["check", "-", "--p-iff", "0", "--where", "min(a, b, c) > 0"], k3);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("scanned 81 positions"));
    let out = run(&["check", "-", "--p-iff", "piece == 0"], k3);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn check_refuses_bad_input_with_exit_code_2() {
    let cases: [(&[&str], &str); 7] = [
        (&["check", "-", "--p-iff", "a == "], "at character 6: the formula ends too early"),
        (&["check", "-", "--p-iff", "a = c"], "at character 3: use =="),
        (&["check", "-", "--p-iff", "a == z"], "unknown name \"z\""),
        (&["check", "-", "--p-iff", "piece == 0"], "only for Walking Nim"),
        (
            &["check", "-", "--p-iff", "a / (b - b) == 0"],
            "--p-iff: evaluating the formula on (0,0,0,0): at character 3: division by zero",
        ),
        (
            &["check", "-", "--p-iff", "a == c", "--where", "a % (b - b) == 1"],
            "--where: evaluating the formula on (0,0,0,0): at character 3: division by zero",
        ),
        (&["check", "-", "--p-iff", "a == c", "--where", "b >"], "--where at character 4"),
    ];
    for (args, message) in cases {
        let out = run(args, C4);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let error = String::from_utf8_lossy(&out.stderr);
        assert!(error.contains(message), "{args:?}: {error}");
    }
    let out = run(&["check", "-", "--p-iff", "a == c", "--max-states", "100"], C4);
    assert_eq!(out.status.code(), Some(2));
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("too large") && error.contains("raise --max-states"), "{error}");
    let out = run(&["table", "-", "--max-states", "100"], C4);
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("too large") && error.contains("raise --max-states"), "{error}");
    let out = run(&["check", "-", "--p-iff", "a == c"], "{\"rules\": 1}");
    assert_eq!(out.status.code(), Some(2));
}

/// Splits CSV text into rows of fields as RFC 4180 reads it: a quoted field may hold commas,
/// line breaks and doubled quotes. Written here, independently of the code under test.
fn csv_rows(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let (mut row, mut field) = (Vec::new(), String::new());
    let (mut quoted, mut chars) = (false, text.chars().peekable());
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') if field.is_empty() => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut field)),
            (false, '\n') => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => field.push(c),
        }
    }
    assert!(!quoted && field.is_empty() && row.is_empty(), "CSV ends inside a row: {text:?}");
    rows
}

/// The sweep's CSV, every row checked to have the header's 10 fields.
fn sweep_rows(args: &[&str]) -> Vec<Vec<String>> {
    let out = run(args, "");
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    let rows = csv_rows(&String::from_utf8(out.stdout).unwrap());
    for row in &rows {
        assert_eq!(row.len(), 10, "{args:?}: {row:?}");
    }
    rows
}

#[test]
fn sweep_prints_one_csv_row_per_member() {
    let rows = sweep_rows(&["sweep", "cycle", "--n", "3..5", "--tokens", "2", "--p-iff", "a == c"]);
    assert_eq!(
        rows[0],
        [
            "member",
            "vertices",
            "edges",
            "states",
            "p_positions",
            "max_grundy",
            "p_but_false",
            "n_but_true",
            "seconds",
            "note"
        ]
    );
    assert_eq!(rows.len(), 4);
    // C3 with at most 2 tokens per edge: P iff a = b = c, so 3 P-positions; "a == c" also
    // holds on the 6 N-positions with a = c != b.
    assert_eq!(rows[1][..8], ["cycle:3", "3", "3", "27", "3", "5", "0", "6"]);
    assert_eq!(rows[2][0], "cycle:4");
    assert_eq!(rows[3][0], "cycle:5");

    let without_time = |rows: Vec<Vec<String>>| -> Vec<Vec<String>> {
        rows.into_iter().map(|mut r| (r.remove(8), r).1).collect()
    };
    let one = without_time(sweep_rows(&["sweep", "cycle", "--n", "3..5", "--tokens", "2", "--jobs", "1"]));
    let two = without_time(sweep_rows(&["sweep", "cycle", "--n", "3..5", "--tokens", "2", "--jobs", "2"]));
    assert_eq!(one, two, "the same rows, in the same order, with any number of threads");

    // K_{2,n}: the member's name holds a comma, so it is quoted.
    let out = run(&["sweep", "bipartite:2", "--n", "1..2", "--tokens", "1", "--rules", "walk"], "");
    assert!(String::from_utf8_lossy(&out.stdout).contains("\n\"bipartite:2,2\",4,4,64,28,"));
    let rows = sweep_rows(&["sweep", "bipartite:2", "--n", "1..2", "--tokens", "1", "--rules", "walk"]);
    assert_eq!(rows[2][..5], ["bipartite:2,2", "4", "4", "64", "28"]);
    // The Petersen graph is one member, whatever --n says.
    let rows = sweep_rows(&["sweep", "petersen", "--n", "1..5", "--tokens", "1"]);
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[1][..4], ["petersen", "10", "15", "32768"]);
    // A member over the budget gets a row saying so; the others are still solved.
    let rows = sweep_rows(&["sweep", "complete", "--n", "3..5", "--tokens", "3", "--max-states", "100000"]);
    assert!(rows[3][9].contains("too large"), "{rows:?}");
    assert_eq!(rows[3][4], "", "no P-positions counted over the budget");

    let rows = sweep_rows(&["sweep", "complete", "--n", "45..47", "--tokens", "1"]);
    assert_eq!(rows[2][..2], ["complete:46", ""]);
    assert!(rows[2][9].contains("more than the limits"), "{rows:?}");

    for (args, message) in [
        (&["sweep", "cube", "--n", "1..2", "--tokens", "1"][..], "unknown family"),
        (&["sweep", "bipartite:x", "--n", "1..2", "--tokens", "1"][..], "give bipartite:M"),
        (&["sweep", "cycle", "--n", "5..3", "--tokens", "1"][..], "at most B"),
        (&["sweep", "cycle", "--n", "x", "--tokens", "1"][..], "give a range"),
        (&["sweep", "cycle", "--n", "3..4", "--tokens", "1", "--p-iff", "a +"][..], "ends too early"),
        (
            &["sweep", "cycle", "--n", "3..4", "--tokens", "1", "--p-iff", "piece > 0"][..],
            "only for Walking Nim",
        ),
    ] {
        let out = run(args, "");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(message), "{args:?}");
    }
}

#[test]
fn a_sweep_member_the_formula_does_not_fit_gets_a_note() {
    // The path on 2 vertices has one edge, so "b" names nothing there; the longer paths are
    // still checked, and the sweep succeeds.
    let rows = sweep_rows(&["sweep", "path", "--n", "2..4", "--tokens", "2", "--p-iff", "a == b"]);
    assert_eq!(rows.len(), 4);
    // One edge of at most 2 tokens: 3 positions, P only when it is empty, Grundy values 0..2.
    assert_eq!(rows[1][..8], ["path:2", "2", "1", "3", "1", "2", "", ""]);
    assert_eq!(
        rows[1][9],
        "formula: at character 6: unknown name \"b\": this graph has 1 edge, named a or e0"
    );
    // On the path with edges a, b the middle vertex can empty both, so only (0,0) is P and
    // "a == b" is wrong at (1,1) and (2,2).
    assert_eq!(rows[2][..8], ["path:3", "3", "2", "9", "1", "4", "0", "2"]);
    assert_eq!(rows[2][9], "");
    assert_eq!(rows[3][0], "path:4");
    assert!(rows[3][6].parse::<u64>().is_ok() && rows[3][9].is_empty(), "{rows:?}");
}

#[test]
fn circular_nim_cn83_with_every_pile_10_is_tabled_with_default_budgets() {
    // The pile games' size target: 11^8 = 214,358,881 states, inside the default outcome budget
    // of 2.5·10^8 (about 350 MB of tables; a few seconds on the project's 2-core machine).
    let answer = solve(r#"{"rules":"circular","piles":[10,10,10,10,10,10,10,10],"k":3}"#, &[]);
    assert_eq!(answer["outcome"], "P", "{answer}");
    assert_eq!((answer["method"].as_str(), answer["states"].as_u64()), (Some("table"), Some(214_358_881)));
    assert_eq!(answer["moves_total"], 9680);
}

#[test]
fn setnim_and_misere_positions_are_solved_tabled_and_played() {
    // CN(5,4): P iff all piles are equal (Dufour–Heubach 2013); the Grundy value is the table's.
    let cn = solve(r#"{"rules":"circular","piles":[2,2,2,2,2],"k":4}"#, &[]);
    assert_eq!(
        (cn["outcome"].as_str(), cn["method"].as_str()),
        (Some("P"), Some("theorem:circular-k4+table"))
    );
    // Misère Nim (Bouton): (1,1,1) is P — three single tokens, the player to move takes the last.
    let misere = solve(r#"{"rules":"path","piles":[1,1,1],"k":1,"play":"misere"}"#, &[]);
    assert_eq!(
        (misere["outcome"].as_str(), misere["method"].as_str()),
        (Some("P"), Some("theorem:misere-nim"))
    );
    let edge =
        solve(r#"{"rules":"edge","vertices":3,"edges":[[0,1,2],[1,2,2],[2,0,1]],"play":"misere"}"#, &[]);
    assert_eq!(edge["method"], "table:misere");
    assert!(edge["grundy"].is_null());
    // Misère single heap: P only at one token.
    let out = run(
        &["table", "-", "--p-only"],
        r#"{"rules":"setnim","piles":[2,1],"sets":[[0,1]],"play":"misere"}"#,
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().collect::<Vec<_>>(), ["p0,p1,outcome", "1,0,P", "0,1,P"]);
    // Misère: the human takes all but one token of a heap of 3; the computer must take the last.
    let dir = std::env::temp_dir().join(format!("graphnim-cli-set-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("heap.json");
    std::fs::write(&file, r#"{"rules":"setnim","piles":[3],"sets":[[0]],"play":"misere"}"#).unwrap();
    let out = run(&["play", file.to_str().unwrap()], "0 0:2\n");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Computer plays: `0 0:1`"), "{text}");
    assert!(text.contains("You win!"), "{text}");
}

#[test]
fn play_against_the_computer_in_the_terminal() {
    // One heap of 3: the human takes all and wins.
    let out = run(&["play"], "");
    assert_eq!(out.status.code(), Some(2));
    let dir = std::env::temp_dir().join(format!("graphnim-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("heap.json");
    std::fs::write(&file, r#"{"rules":"edge","vertices":2,"edges":[[0,1,3]]}"#).unwrap();
    let out = run(&["play", file.to_str().unwrap()], "0 0:9\n0 0:3\n");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Illegal move: edge 0 (0–1) has only 3 tokens, cannot take 9"), "{text}");
    assert!(text.contains("You win!"), "{text}");
    // The computer moving first from a heap takes everything.
    let out = run(&["play", file.to_str().unwrap(), "--computer-first"], "");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Computer plays: `0 0:3` (at vertex 0, take 3 from 0–1)"), "{text}");
    assert!(text.contains("The computer wins."), "{text}");
}

#[test]
fn play_hints_name_edges_as_the_position_lists_them() {
    // Edges listed 1-0, asked about from vertex 0: a hint names each by its ends in that
    // order ("1–0", as the board, Why? and the listing write it), not by its number.
    let dir = std::env::temp_dir().join(format!("graphnim-cli-hint-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let hint = |name: &str, position: &str| {
        let file = dir.join(name);
        std::fs::write(&file, position).unwrap();
        let out = run(&["play", file.to_str().unwrap()], "hint\nquit\n");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let walk = hint("walk.json", r#"{"rules":"walk","vertices":2,"edges":[[1,0,2]],"token":0}"#);
    assert!(walk.contains("edge 0: 1–0  tokens 2"), "{walk}");
    assert!(
        walk.contains("Hint: `0 2` (cross edge 1–0 taking 2, the piece goes to vertex 1) wins."),
        "{walk}"
    );
    let edge = hint("edge.json", r#"{"rules":"edge","vertices":3,"edges":[[1,0,3],[2,2,1]]}"#);
    assert!(edge.contains("edge 1: loop at vertex 2  tokens 1"), "{edge}");
    assert!(!edge.contains("from edge"), "{edge}");
    assert!(edge.contains("Hint: `0 0:2` (at vertex 0, take 2 from 1–0) wins."), "{edge}");
}

#[test]
fn every_subcommand_has_help_from_clap() {
    for args in [
        vec!["--help"],
        vec!["solve", "--help"],
        vec!["play", "--help"],
        vec!["table", "--help"],
        vec!["certificate", "--help"],
        vec!["check", "--help"],
        vec!["sweep", "--help"],
        vec!["puzzle", "--help"],
        vec!["puzzle", "check", "--help"],
        vec!["puzzle", "generate", "--help"],
        vec!["puzzle", "review", "--help"],
        vec!["completions", "--help"],
        vec!["help", "solve"],
    ] {
        let out = run(&args, "");
        assert!(out.status.success(), "{args:?}");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("Usage: graphnim"), "{args:?}: {text}");
    }
    let solve_help = String::from_utf8_lossy(&run(&["solve", "--help"], "").stdout).into_owned();
    for flag in ["--all-moves", "--remoteness", "--time-limit", "--max-states", "--max-bytes", "--move-cap"] {
        assert!(solve_help.contains(flag), "solve --help lacks {flag}");
    }
}

#[test]
fn usage_errors_exit_with_2_and_say_what_is_wrong() {
    for (args, expected) in [
        (vec!["solve"], "<FILE>"),
        (vec!["solve", "-", "--frobnicate"], "--frobnicate"),
        (vec!["solve", "-", "--max-states", "many"], "many"),
        (vec!["puzzle", "check", "-"], "--goal"),
        (vec!["puzzle", "check", "-", "--goal", "cheat"], "cheat"),
        (vec!["completions", "cmd.exe"], "cmd.exe"),
    ] {
        let out = run(&args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let message = String::from_utf8_lossy(&out.stderr);
        assert!(message.contains(expected), "{args:?}: {message}");
    }
}

#[test]
fn completions_are_printed_for_common_shells() {
    for (shell, marker) in
        [("bash", "complete -F"), ("zsh", "#compdef graphnim"), ("fish", "complete -c graphnim")]
    {
        let out = run(&["completions", shell], "");
        assert!(out.status.success());
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains(marker), "{shell}: {text}");
        assert!(
            text.contains("puzzle") && text.contains("max-states"),
            "{shell} completions lack subcommands"
        );
    }
}

#[test]
fn puzzle_check_says_whether_a_puzzle_is_well_posed() {
    // C3 (1,2,3): the only winning move lowers edges 1 and 2 at vertex 2 to 1 (Thm 3.1).
    let c3 = r#"{"rules":"edge","vertices":3,"edges":[[0,1,1],[1,2,2],[2,0,3]]}"#;
    let out = run(&["puzzle", "check", "-", "--goal", "unique"], c3);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let verdict: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(verdict["well_posed"], true);
    assert_eq!(verdict["solutions"].as_array().unwrap().len(), 1);
    assert_eq!(verdict["solutions"][0], serde_json::json!({"vertex": 2, "take": [[1, 1], [2, 2]]}));
    // A lost position is no "find" puzzle: exit 1 with the reason, and the JSON still printed.
    let lost = r#"{"rules":"edge","vertices":3,"edges":[[0,1,2],[1,2,2],[2,0,2]]}"#;
    let out = run(&["puzzle", "check", "-", "--goal", "find"], lost);
    assert_eq!(out.status.code(), Some(1));
    let verdict: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(verdict["well_posed"], false);
    assert!(String::from_utf8_lossy(&out.stderr).contains("loses this position"));
}

#[test]
fn puzzle_check_of_a_position_too_large_prints_the_json_too() {
    // K7 with 9 tokens on every edge: no theorem, and no table fits the budget. The answer is
    // still the JSON every check prints (as the page's checkPuzzle gives it), exit code 1.
    let k7: Vec<[u64; 3]> = (0..7u64).flat_map(|u| (u + 1..7).map(move |v| [u, v, 9])).collect();
    let k7 = serde_json::json!({"rules": "edge", "vertices": 7, "edges": k7}).to_string();
    let out = run(&["puzzle", "check", "-", "--goal", "unique"], &k7);
    assert_eq!(out.status.code(), Some(1));
    let verdict: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(verdict["well_posed"], false);
    assert_eq!(verdict["solutions"], serde_json::json!([]));
    assert_eq!(verdict["outcome"], "unknown");
    assert_eq!(verdict["goal"], "unique");
    let reason = verdict["reason"].as_str().unwrap();
    assert!(reason.starts_with("too large for an exact answer"), "{reason}");
    assert!(String::from_utf8_lossy(&out.stderr).contains(reason), "the reason on stderr too");
}

#[test]
fn generated_puzzles_have_a_token_on_every_edge_unless_asked() {
    // --min-tokens defaults to 1, as in the page: a C5 puzzle uses all five edges.
    let out = run(&["puzzle", "generate", "--graph", "cycle:5", "--goal", "unique", "--count", "5"], "");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let lines: Vec<Value> =
        String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 5);
    for puzzle in &lines {
        let edges = puzzle["edges"].as_array().unwrap();
        assert_eq!(edges.len(), 5);
        assert!(edges.iter().all(|e| e[2].as_u64().unwrap() >= 1), "an empty edge in {puzzle}");
    }
    // --min-tokens 0 lets edges be empty (some puzzles then have one).
    let out = run(
        &[
            "puzzle",
            "generate",
            "--graph",
            "cycle:5",
            "--goal",
            "unique",
            "--count",
            "8",
            "--min-tokens",
            "0",
        ],
        "",
    );
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains(",0]"), "no empty edge drawn with --min-tokens 0");
}

#[test]
fn generated_puzzles_pass_puzzle_check() {
    // (graph, rules, goal, fewest tokens per edge): empty edges keep the Petersen graph's
    // Walking Nim tables small (all 15 edges in play make each check take seconds).
    for (graph, rules, goal, min_tokens) in [
        ("cycle:5", "edge", "unique", "1"),
        ("complete:4", "edge", "find", "1"),
        ("petersen", "walk", "win", "0"),
        ("bipartite:2,3", "edge", "grundy", "1"),
        ("star:4", "walk", "outcome", "1"),
        ("path:6", "edge", "find", "1"),
        ("hypercube:3", "walk", "win", "1"),
    ] {
        let generate = [
            "puzzle",
            "generate",
            "--graph",
            graph,
            "--rules",
            rules,
            "--goal",
            goal,
            "--count",
            "3",
            "--seed",
            "11",
            "--min-tokens",
            min_tokens,
            "--max-tokens",
            "3",
            "--min-moves",
            "4",
        ];
        let out = run(&generate, "");
        assert!(out.status.success(), "{graph}: {}", String::from_utf8_lossy(&out.stderr));
        let lines: Vec<String> = String::from_utf8(out.stdout).unwrap().lines().map(String::from).collect();
        assert_eq!(lines.len(), 3, "{graph}");
        for line in &lines {
            let checked = run(&["puzzle", "check", "-", "--goal", goal], line);
            assert!(
                checked.status.success(),
                "{graph} {goal}: {line}: {}",
                String::from_utf8_lossy(&checked.stdout)
            );
        }
        // Same seed, same puzzles.
        let again = run(&generate, "");
        assert_eq!(String::from_utf8(again.stdout).unwrap().lines().collect::<Vec<_>>(), lines);
    }
    // GRAPH as a position file: its edges (a loop and parallel edges included) and its piece
    // are kept, only the counts change.
    let file = std::env::temp_dir().join(format!("graphnim-puzzle-graph-{}.json", std::process::id()));
    std::fs::write(
        &file,
        r#"{"rules":"walk","vertices":5,"edges":[[0,1,0],[1,2,0],[1,2,0],[2,3,0],[3,4,0],[4,0,0],[2,2,0]],"piece":2}"#,
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let out = run(
        &["puzzle", "generate", "--graph", path, "--goal", "win", "--count", "3", "--max-tokens", "4"],
        "",
    );
    std::fs::remove_file(&file).ok();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let lines: Vec<String> = String::from_utf8(out.stdout).unwrap().lines().map(String::from).collect();
    assert_eq!(lines.len(), 3);
    for line in &lines {
        let puzzle: Value = serde_json::from_str(line).unwrap();
        assert_eq!(puzzle["rules"], "walk");
        assert_eq!(puzzle["token"], 2, "the piece stays: {line}");
        let ends: Vec<(u64, u64)> = puzzle["edges"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| (e[0].as_u64().unwrap(), e[1].as_u64().unwrap()))
            .collect();
        assert_eq!(ends, [(0, 1), (1, 2), (1, 2), (2, 3), (3, 4), (4, 0), (2, 2)], "{line}");
        let checked = run(&["puzzle", "check", "-", "--goal", "win"], line);
        assert!(checked.status.success(), "{line}: {}", String::from_utf8_lossy(&checked.stdout));
    }
    let out = run(&["puzzle", "generate", "--graph", "cube:3", "--goal", "find"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown graph family"));
    // An impossible demand is reported, not looped on.
    let out = run(
        &["puzzle", "generate", "--graph", "path:2", "--goal", "find", "--count", "5", "--max-tokens", "1"],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("found 1 of 5"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_graph_too_large_to_check_at_these_bounds_is_said_so() {
    // Every draw of 4 or 5 tokens on the Petersen graph's 15 edges needs a table of more than
    // 10^8 states: more draws or a wider range would not help, so the advice is smaller bounds.
    let out = run(
        &[
            "puzzle",
            "generate",
            "--graph",
            "petersen",
            "--goal",
            "unique",
            "--min-tokens",
            "4",
            "--max-states",
            "100000000",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("found 0 of 1 puzzles in 5,000 draws, 5,000 of them too large to check exactly"),
        "{stderr}"
    );
    assert!(stderr.contains("lower --max-tokens"), "{stderr}");
}

#[test]
fn puzzle_review_marks_a_mistake_and_shows_a_better_move() {
    // Nim heaps 1 and 2 (N): taking the whole heap of 2 hands the win over (the winning move
    // makes the heaps equal); then the opponent wins at once.
    let position = r#"{"rules":"edge","vertices":4,"edges":[[0,1,1],[2,3,2]]}"#;
    let moves = r#"[{"vertex":2,"take":[[1,2]]},{"vertex":0,"take":[[0,1]]}]"#;
    let out = run(&["puzzle", "review", "-", "--moves", moves], position);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let lines: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["mark"], "mistake");
    assert_eq!(lines[0]["better"], serde_json::json!({"vertex": 2, "take": [[1, 1]]}));
    assert_eq!(lines[1]["mark"], "fastest-win");
    assert_eq!(lines[1]["player"], 1);

    let illegal = run(&["puzzle", "review", "-", "--moves", r#"[{"vertex":0,"take":[[0,5]]}]"#], position);
    assert!(!illegal.status.success());
    assert!(String::from_utf8_lossy(&illegal.stderr).contains("move 1 is not legal"));
}

#[test]
fn misere_walking_nim_is_solved_tabled_checked_and_certified() {
    // The path 0 – 1 – 2 with weights 2 and 1, the piece on 0, misère play: either move along
    // edge 0 wins, since from vertex 1 every move strands the opponent, who has then won.
    let position = r#"{"rules":"walk","vertices":3,"edges":[[0,1,2],[1,2,1]],"token":0,"play":"misere"}"#;
    let answer = solve(position, &[]);
    assert_eq!((answer["outcome"].as_str(), answer["method"].as_str()), (Some("N"), Some("table:misere")));
    assert_eq!(answer["winning_moves"], serde_json::json!([{"edge": 0, "take": 1}, {"edge": 0, "take": 2}]));
    let out = run(&["table", "-", "--p-only"], position);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text.lines().collect::<Vec<_>>(),
        [
            "piece,e0(0-1),e1(1-2),outcome",
            "0,1,0,P",
            "1,1,0,P",
            "1,0,1,P",
            "1,1,1,P",
            "1,2,1,P",
            "2,0,1,P",
            "2,2,1,P"
        ]
    );
    let out = run(&["check", "-", "--p-iff", "a + b == 1"], position);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(text.contains("scanned 18 positions, 7 P-positions"), "{text}");
    assert!(text.contains("P but the formula is false: 3") && text.contains("N but the formula is true: 2"));
    let out = run(&["certificate", "-"], position);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let cert: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(cert["certificate"]["kind"], "misère outcome table");
    assert_eq!(cert["certificate"]["winning_move"]["move"], serde_json::json!({"edge": 0, "take": 1}));
    assert_eq!(cert["certificate"]["winning_move"]["outcome"], "P");
    // The triangle with weights up to 2: 33 of its 81 positions are misère P-positions (a
    // brute force over the rules gives the same count).
    let out =
        run(&["sweep", "cycle", "--n", "3..3", "--tokens", "2", "--rules", "walk", "--play", "misere"], "");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.lines().nth(1).unwrap().starts_with("cycle:3,3,3,81,33,,"), "{text}");
}

#[test]
fn research_commands_work_on_setnim_and_misere_positions() {
    let cert = |position: &str| -> Value {
        let out = run(&["certificate", "-"], position);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_slice(&out.stdout).unwrap()
    };
    // Misère Nim (1,1,1) is P: every option leaves two single tokens, and taking one of
    // them leaves the opponent the last.
    let p = cert(r#"{"rules":"moore","piles":[1,1,1],"k":1,"play":"misere"}"#);
    assert_eq!((p["outcome"].as_str(), p["grundy"].is_null()), (Some("P"), true));
    assert_eq!(p["certificate"]["kind"], "misère outcome table");
    let replies = p["certificate"]["replies"].as_array().unwrap();
    assert_eq!(replies.len(), 3);
    for r in replies {
        assert_eq!(r["option"]["outcome"], "N");
        assert_eq!(r["reply"]["outcome"], "P");
        assert_eq!(r["reply"]["after"]["tokens"].as_array().unwrap().iter().filter(|t| t == &1).count(), 1);
    }
    // A single token in misère play is P too, but its only option takes the last token:
    // no reply is needed.
    let one = cert(r#"{"rules":"setnim","piles":[1],"sets":[[0]],"play":"misere"}"#);
    assert_eq!(one["outcome"], "P");
    assert!(one["certificate"]["replies"][0]["reply"].is_null());
    // (1,1) is N: the winning move leaves one token.
    let n = cert(r#"{"rules":"moore","piles":[1,1],"k":1,"play":"misere"}"#);
    assert_eq!(n["outcome"], "N");
    assert_eq!(n["certificate"]["winning_move"]["outcome"], "P");
    // With no token left, the player to move has won.
    let over = cert(r#"{"rules":"edge","vertices":2,"edges":[[0,1,0]],"play":"misere"}"#);
    assert_eq!(over["outcome"], "N");
    assert!(over["certificate"]["note"].as_str().unwrap().contains("took the last token"));
    // SetNim in normal play: a mex table of set moves.
    let set = cert(r#"{"rules":"circular","piles":[1,2,2,1],"k":2}"#);
    assert_eq!(set["certificate"]["kind"], "mex table");
    assert!(set["certificate"]["mex"][0]["move"]["set"].is_u64());

    // check on a SetNim box: CN(5,4) is P iff all piles are equal.
    let out = run(
        &["check", "-", "--p-iff", "a == b && b == c && c == d && d == e"],
        r#"{"rules":"circular","piles":[2,2,2,2,2],"k":4}"#,
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(String::from_utf8_lossy(&out.stdout).contains("scanned 243 positions, 3 P-positions"));
    // Misère Nim on two heaps of at most 2: P exactly at (1,0), (0,1), (2,2).
    let out = run(
        &["check", "-", "--p-iff", "a + b == 1 || a == 2 && b == 2"],
        r#"{"rules":"moore","piles":[2,2],"k":1,"play":"misere"}"#,
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    let out =
        run(&["check", "-", "--p-iff", "a == b"], r#"{"rules":"moore","piles":[2,2],"k":1,"play":"misere"}"#);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        text.contains("P but the formula is false: 2") && text.contains("N but the formula is true: 2"),
        "{text}"
    );

    // Orbits of a SetNim box: Moore's Nim on three equal piles has all 6 permutations.
    let out = run(&["table", "-", "--orbits"], r#"{"rules":"moore","piles":[1,1,1],"k":2}"#);
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text.lines().collect::<Vec<_>>(),
        ["p0,p1,p2,outcome,orbit_size", "0,0,0,P,1", "0,0,1,N,3", "0,1,1,N,3", "1,1,1,P,1"]
    );

    // Sweeps over SetNim families, in misère play too.
    let rows = sweep_rows(&["sweep", "circular:2", "--n", "3..4", "--tokens", "2", "--play", "misere"]);
    // CN(n,2) is Edge-Nim on the n-cycle: the same counts as the misère cycle sweep.
    let cycle_rows = sweep_rows(&["sweep", "cycle", "--n", "3..4", "--tokens", "2", "--play", "misere"]);
    assert_eq!(rows[1][..6], ["circular n=3 k=2", "", "3", "27", "4", ""]);
    for (set, graph) in rows[1..].iter().zip(&cycle_rows[1..]) {
        assert_eq!(set[3..6], graph[3..6]);
    }
    let rows = sweep_rows(&["sweep", "moore:1", "--n", "2..4", "--tokens", "3", "--p-iff", "a ^ b ^ c == 0"]);
    // Moore's Nim_1 is Nim: the xor rule holds on three piles; two piles have no "c", and on
    // four the rule leaves out the fourth pile.
    assert!(rows[1][9].contains("this position has 2 piles, named a..b or e0..e1"), "{rows:?}");
    assert_eq!(rows[2][..8], ["moore n=3 k=1", "", "3", "64", "16", "3", "0", "0"]);
    assert_ne!(rows[3][6..8], ["0", "0"]);
    // The table's memory cap is a flag of table and check too.
    let out =
        run(&["table", "-", "--max-bytes", "1000"], r#"{"rules":"circular","piles":[9,9,9,9,9],"k":2}"#);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("memory exceeds the budget"));
    let out = run(
        &["check", "-", "--p-iff", "a == b", "--max-bytes", "1000"],
        r#"{"rules":"circular","piles":[9,9,9,9,9],"k":2}"#,
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("memory exceeds the budget"));

    let rows = sweep_rows(&["sweep", "path:3", "--n", "2..3", "--tokens", "1"]);
    assert!(rows[1][9].contains("\"k\" must be"), "{rows:?}");
    assert_eq!(rows[2][..5], ["path n=3 k=3", "", "3", "8", "1"]);
    for (args, message) in [
        (&["sweep", "moore:0", "--n", "2..3", "--tokens", "1"][..], "K ≥ 1"),
        (&["sweep", "circular:2", "--n", "2..3", "--tokens", "1", "--rules", "walk"][..], "SetNim family"),
    ] {
        let out = run(args, "");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(message), "{args:?}");
    }
}
