//! The graph as editable text, one edge per line:
//!
//! ```text
//! # a 4-cycle; lines starting with # are comments
//! vertices 4
//! 0 1 3
//! 1 2 4
//! 2 3 3
//! 3 0 4
//! piece 0
//! ```
//!
//! `u v tokens` is an edge (`u == v` a loop, repeated pairs parallel edges), in edge order;
//! `vertices N` keeps isolated vertices (without it the graph has the vertices the edges
//! name); `piece v` places Walking Nim's piece (default 0). The rules are not part of the
//! text: the page's rules setting decides them.
//!
//! Errors are collected per line, not stopped at the first, so the page can mark every line
//! at fault while the user's text stays as typed.

use std::fmt::Display;

use serde_json::json;

use crate::position::{Limits, Position, Rules};
use crate::words::{Count, WideCount};

/// A problem on one line of the text (lines count from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineError {
    /// The line at fault, from 1; 0 for the text as a whole.
    pub line: usize,
    /// What is wrong, in words.
    pub message: String,
}

impl LineError {
    fn new(line: usize, message: impl Into<String>) -> Self {
        LineError { line, message: message.into() }
    }
}

/// The text form of `position` (its rules are left out; see the module docs).
pub fn format_graph_text(position: &Position) -> String {
    let mut out = format!("vertices {}\n", position.vertices);
    for edge in &position.edges {
        out.push_str(&format!("{} {} {}\n", edge.u, edge.v, edge.tokens));
    }
    if let Some(piece) = position.piece {
        out.push_str(&format!("piece {piece}\n"));
    }
    out
}

/// Reads the text form into a validated position of the given rules, or every line's error.
pub fn parse_graph_text(text: &str, rules: Rules, limits: &Limits) -> Result<Position, Vec<LineError>> {
    if text.len() > limits.max_json_bytes {
        return Err(vec![LineError::new(
            0,
            format!(
                "the text is {} bytes, more than the limit of {}",
                Count(text.len() as u64),
                Count(limits.max_json_bytes as u64)
            ),
        )]);
    }
    // A number over a limit is refused in the same words however large it is: a count past 64
    // bits ("99999999999999999999 tokens") names the limit as 2,000,000,000 does.
    let too_many_vertices = |n: &dyn Display| {
        format!("{n} vertices is more than the limit of {}", Count(limits.max_vertices as u64))
    };
    let too_many_tokens = |t: &dyn Display| {
        format!("{t} tokens is more than the limit of {} per edge", Count(limits.max_tokens))
    };
    let past_last_vertex = |what: &str, n: &dyn Display| {
        format!("{what} is {n}, more than the limit of {} vertices", Count(limits.max_vertices as u64))
    };
    let mut errors = Vec::new();
    let mut edges: Vec<[u64; 3]> = Vec::new();
    let mut vertices: Option<(usize, u64)> = None;
    let mut piece: Option<(usize, u64)> = None;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let content = raw.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        // Errors per line are capped too: a pasted novel yields a few messages, not thousands.
        if errors.len() >= 20 {
            errors.push(LineError::new(line, "more errors follow; fix the ones above first"));
            break;
        }
        let words: Vec<&str> = content.split_whitespace().collect();
        match words.as_slice() {
            ["vertices", count] => match whole(count, "the number of vertices", too_many_vertices) {
                Ok(n) if vertices.is_some() => {
                    let _ = n;
                    errors.push(LineError::new(line, "\"vertices\" is given twice"));
                }
                Ok(n) if n > limits.max_vertices as u64 => {
                    errors.push(LineError::new(line, too_many_vertices(&Count(n))))
                }
                Ok(n) => vertices = Some((line, n)),
                Err(message) => errors.push(LineError::new(line, message)),
            },
            ["piece", vertex] => {
                match whole(vertex, "the piece's vertex", |n| past_last_vertex("the piece's vertex", n)) {
                    Ok(_) if piece.is_some() => errors.push(LineError::new(line, "\"piece\" is given twice")),
                    Ok(_) if rules == Rules::Edge => errors.push(LineError::new(
                        line,
                        "Edge-Nim has no piece: remove this line or switch to Walking Nim",
                    )),
                    Ok(v) => piece = Some((line, v)),
                    Err(message) => errors.push(LineError::new(line, message)),
                }
            }
            [u, v, tokens] => {
                if edges.len() >= limits.max_edges {
                    errors.push(LineError::new(
                        line,
                        format!("more than the limit of {} edges", Count(limits.max_edges as u64)),
                    ));
                    break;
                }
                let parsed = (
                    whole(u, "the first endpoint", |n| past_last_vertex("the first endpoint", n)),
                    whole(v, "the second endpoint", |n| past_last_vertex("the second endpoint", n)),
                    whole(tokens, "the token count", too_many_tokens),
                );
                match parsed {
                    (Ok(_), Ok(_), Ok(t)) if t > limits.max_tokens => {
                        errors.push(LineError::new(line, too_many_tokens(&Count(t))))
                    }
                    (Ok(u), Ok(v), Ok(t)) => edges.push([u, v, t]),
                    (Err(m), _, _) | (_, Err(m), _) | (_, _, Err(m)) => errors.push(LineError::new(line, m)),
                }
            }
            _ => errors.push(LineError::new(
                line,
                "expected \"u v tokens\" (an edge), \"vertices N\" or \"piece v\"",
            )),
        }
    }
    let named = edges.iter().map(|e| e[0].max(e[1]) + 1).max().unwrap_or(0);
    let count = match vertices {
        Some((line, n)) if n < named => {
            errors.push(LineError::new(
                line,
                format!(
                    "the edges name vertex {}, so there must be at least {} vertices",
                    named - 1,
                    Count(named)
                ),
            ));
            n
        }
        Some((_, n)) => n,
        None if named > limits.max_vertices as u64 => {
            errors.push(LineError::new(
                0,
                format!(
                    "the edges name {} vertices, more than the limit of {}",
                    Count(named),
                    Count(limits.max_vertices as u64)
                ),
            ));
            named
        }
        None => named,
    };
    let piece_vertex = match (rules, piece) {
        (Rules::Walk, Some((line, v))) if v >= count.max(1) => {
            errors.push(LineError::new(
                line,
                format!("the piece must be on a vertex from 0 to {}", count.max(1) - 1),
            ));
            0
        }
        (Rules::Walk, Some((_, v))) => v,
        _ => 0,
    };
    if !errors.is_empty() {
        return Err(errors);
    }
    // Walking Nim needs a vertex to stand on even when the text lists no edges.
    let count = if rules == Rules::Walk { count.max(1) } else { count };
    let mut value = json!({"rules": rules.name(), "vertices": count, "edges": edges});
    if rules == Rules::Walk {
        value["token"] = json!(piece_vertex);
    }
    Position::from_value(&value, limits).map_err(|e| vec![LineError::new(0, e.to_string())])
}

/// A whole number; else a message naming `what` was not one, or, for one past 64 bits (over
/// every limit), `over`'s message given the number as a sentence writes it.
fn whole(word: &str, what: &str, over: impl FnOnce(&dyn Display) -> String) -> Result<u64, String> {
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
        let shown: String = word.chars().take(24).collect();
        return Err(format!("{what} must be a whole number, not \"{shown}\""));
    }
    word.parse::<u64>().map_err(|_| over(&huge(word)))
}

/// A number of digits past 64 bits, grouped as [`Count`] groups a count ("18,446,744,073,709,551,616");
/// one past 128 bits, its first digits and how many there are.
fn huge(digits: &str) -> String {
    let digits = digits.trim_start_matches('0');
    match digits.parse::<u128>() {
        Ok(n) => WideCount(n).to_string(),
        Err(_) => format!("{}… ({} digits)", &digits[..24], Count(digits.len() as u64)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str, rules: Rules) -> Result<Position, Vec<LineError>> {
        parse_graph_text(text, rules, &Limits::DEFAULT)
    }

    #[test]
    fn text_round_trips_through_the_position() {
        for json in [
            r#"{"rules":"edge","vertices":5,"edges":[[0,1,3],[1,1,2],[0,1,4],[2,3,0]]}"#,
            r#"{"rules":"walk","vertices":3,"edges":[[0,1,2],[2,2,3]],"token":2}"#,
            r#"{"rules":"edge","vertices":2,"edges":[]}"#,
        ] {
            let position = Position::from_json(json).unwrap();
            let text = format_graph_text(&position);
            assert_eq!(parse(&text, position.rules), Ok(position), "{text}");
        }
    }

    #[test]
    fn comments_blank_lines_and_missing_vertex_count_are_fine() {
        let p = parse("# triangle\n\n0 1 2   # first\n1 2 2\n2 0 2\n", Rules::Edge).unwrap();
        assert_eq!(p.vertices, 3);
        assert_eq!(p.edges.len(), 3);
        let walk = parse("0 1 1\n", Rules::Walk).unwrap();
        assert_eq!(walk.to_value()["token"], 0);
    }

    #[test]
    fn every_bad_line_is_reported_on_its_own_line() {
        let errors = parse("0 1 3\n1 x 2\n2 3 -1\nfoo\n4 5 99999999999\npiece 1\n", Rules::Edge).unwrap_err();
        let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
        assert_eq!(lines, vec![2, 3, 4, 5, 6], "{errors:?}");
        assert!(errors[0].message.contains("second endpoint must be a whole number, not \"x\""));
        assert!(errors[1].message.contains("token count must be a whole number, not \"-1\""));
        assert!(errors[3].message.contains("more than the limit of 1,000,000,000"), "{:?}", errors[3]);
        assert!(errors[4].message.contains("Edge-Nim has no piece"));
    }

    #[test]
    fn vertex_counts_and_pieces_are_checked_against_the_edges() {
        let errors = parse("vertices 2\n0 3 1\n", Rules::Edge).unwrap_err();
        assert_eq!(errors[0].line, 1);
        assert!(errors[0].message.contains("at least 4 vertices"), "{errors:?}");
        let errors = parse("0 1 1\npiece 5\n", Rules::Walk).unwrap_err();
        assert_eq!(errors[0].line, 2);
        assert!(errors[0].message.contains("from 0 to 1"), "{errors:?}");
        let errors = parse("0 300 1\n", Rules::Edge).unwrap_err();
        assert!(errors[0].message.contains("limit of 256"), "{errors:?}");
        let errors = parse("0 99999999999999999999999 1\n", Rules::Edge).unwrap_err();
        assert_eq!(
            errors[0].message,
            "the second endpoint is 99,999,999,999,999,999,999,999, more than the limit of 256 vertices"
        );
    }

    #[test]
    fn counts_past_64_bits_name_the_limit_as_smaller_ones_over_it_do() {
        let over = parse("0 1 2000000000\n", Rules::Edge).unwrap_err();
        assert_eq!(over[0].message, "2,000,000,000 tokens is more than the limit of 1,000,000,000 per edge");
        let huge = parse("0 1 18446744073709551616\n", Rules::Edge).unwrap_err();
        assert_eq!(
            huge[0].message,
            "18,446,744,073,709,551,616 tokens is more than the limit of 1,000,000,000 per edge"
        );
        let vertices = parse("vertices 99999999999999999999\n", Rules::Edge).unwrap_err();
        assert_eq!(vertices[0].message, "99,999,999,999,999,999,999 vertices is more than the limit of 256");
        let long = format!("0 1 {}\n", "9".repeat(60));
        let errors = parse(&long, Rules::Edge).unwrap_err();
        assert_eq!(
            errors[0].message,
            "999999999999999999999999… (60 digits) tokens is more than the limit of 1,000,000,000 per edge"
        );
        let piece = parse("0 1 1\npiece 99999999999999999999\n", Rules::Walk).unwrap_err();
        assert_eq!(
            piece[0].message,
            "the piece's vertex is 99,999,999,999,999,999,999, more than the limit of 256 vertices"
        );
    }

    #[test]
    fn huge_texts_are_refused_before_reading() {
        let text = "0 1 1\n".repeat(300_000);
        let errors = parse(&text, Rules::Edge).unwrap_err();
        assert_eq!(errors[0].line, 0);
        assert!(errors[0].message.contains("more than the limit"));
        let many = "0 1 1\n".repeat(1100);
        let errors = parse(&many, Rules::Edge).unwrap_err();
        assert!(errors.last().unwrap().message.contains("limit of 1,024 edges"), "{errors:?}");
        let garbage = "x\n".repeat(100);
        assert!(parse(&garbage, Rules::Edge).unwrap_err().len() <= 21);
    }
}
