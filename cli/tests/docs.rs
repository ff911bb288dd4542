//! The documentation's examples are tests: every ```console block in docs/*.md is run by
//! trycmd (a changed output or exit status fails), and every JSON position in
//! docs/format.md is solved by `graphnim solve`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn docs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs")
}

/// The pages whose ```console blocks are `graphnim` sessions. Listed rather than globbed:
/// a page about another tool (a Python session, a site build) may use ```console for
/// commands that are not `graphnim`'s; add a page here when it gains `graphnim` examples.
const PAGES_WITH_GRAPHNIM_SESSIONS: [&str; 2] = ["research.md", "teach.md"];

#[test]
fn console_examples_in_the_docs_print_what_they_show() {
    // A page's commands run in docs/<page>.in/ (the position files they name).
    let cases = trycmd::TestCases::new();
    cases.default_bin_name("graphnim");
    for page in PAGES_WITH_GRAPHNIM_SESSIONS {
        cases.case(docs_dir().join(page));
    }
}

/// The lines of every ```json block in `markdown`, with the line number of each.
fn json_block_lines(markdown: &str) -> Vec<(usize, String)> {
    let mut inside = false;
    let mut lines = Vec::new();
    for (number, line) in markdown.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.starts_with("```") {
            inside = !inside && trimmed == "```json";
        } else if inside && !trimmed.is_empty() {
            lines.push((number + 1, trimmed.to_string()));
        }
    }
    lines
}

#[test]
fn every_json_position_in_format_md_is_solved() {
    let path = docs_dir().join("format.md");
    let markdown = std::fs::read_to_string(&path).expect("docs/format.md");
    let positions = json_block_lines(&markdown);
    assert!(positions.len() >= 7, "expected the format's examples, found {}", positions.len());
    for (line, json) in positions {
        let file =
            std::env::temp_dir().join(format!("graphnim-docs-format-{}-{line}.json", std::process::id()));
        std::fs::write(&file, &json).unwrap();
        let run = Command::new(env!("CARGO_BIN_EXE_graphnim")).arg("solve").arg(&file).output().unwrap();
        std::fs::remove_file(&file).ok();
        let stdout = String::from_utf8_lossy(&run.stdout);
        assert!(
            run.status.success(),
            "docs/format.md line {line}: graphnim solve refused {json}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        let answer: serde_json::Value = serde_json::from_str(&stdout).unwrap();
        let outcome = answer["outcome"].as_str().unwrap_or_default();
        assert!(outcome == "P" || outcome == "N", "docs/format.md line {line}: {json} gave {stdout}");
    }
}

/// ```text blocks of docs/research.md that start with `$ graphnim`: outputs with backslashes
/// (LaTeX), which trycmd would normalise as Windows paths. The command (split on spaces, no
/// quoting) runs in docs/research.in/ and must print exactly the rest of the block.
#[test]
fn latex_examples_in_research_md_print_what_they_show() {
    let markdown = std::fs::read_to_string(docs_dir().join("research.md")).expect("docs/research.md");
    let mut checked = 0;
    for block in markdown.split("```text\n").skip(1) {
        let block = block.split("```").next().unwrap();
        let Some((command, expected)) = block.split_once('\n') else { continue };
        let Some(args) = command.strip_prefix("$ graphnim ") else { continue };
        let run = Command::new(env!("CARGO_BIN_EXE_graphnim"))
            .args(args.split_whitespace())
            .current_dir(docs_dir().join("research.in"))
            .output()
            .unwrap();
        assert!(run.status.success(), "{command}: {}", String::from_utf8_lossy(&run.stderr));
        assert_eq!(String::from_utf8_lossy(&run.stdout), expected, "{command}");
        checked += 1;
    }
    assert!(checked >= 1, "no LaTeX example found in docs/research.md");
}
