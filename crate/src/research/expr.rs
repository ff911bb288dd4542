//! Integer formulas over a position's edge counts, for conjectures such as `a == c && b == d`.
//!
//! Grammar (lowest precedence first; binary operators are left-associative):
//!
//! ```text
//! expr    = or
//! or      = and  { "||" and }
//! and     = cmp  { "&&" cmp }
//! cmp     = bor  { ("==" | "!=" | "<" | "<=" | ">" | ">=") bor }   ; chained as in Python
//! bor     = bxor { "|" bxor }
//! bxor    = band { "^" band }          ; ^ is exclusive or, not a power
//! band    = sum  { "&" sum }
//! sum     = prod { ("+" | "-") prod }
//! prod    = unary { ("*" | "/" | "%") unary }
//! unary   = ("-" | "!") unary | atom
//! atom    = integer | name | ("min" | "max") "(" expr { "," expr } ")" | "(" expr ")"
//! ```
//!
//! The bitwise operators bind tighter than comparisons (as in Python, unlike C), so
//! `a ^ b ^ c == 0` means what a Nim player means, and comparisons chain as in Python and in
//! mathematics: `0 < a < 2` is `0 < a && a < 2` (read as `(0 < a) < 2` it held everywhere).
//! Values are `i64`; comparisons and the logical operators give 0 or 1. A claim or a filter
//! is parsed as a condition ([`Expr::parse_condition`]): its value must be yes or no, so
//! `a - b` is refused rather than read as "non-zero" (and `!(a - b)` rather than read as
//! "zero": `!` negates a condition), and a condition is no number to compute with
//! (`(a < b) + 1` is refused). Overflow and division by zero are evaluation
//! errors, never wrapped silently.
//!
//! Written here rather than taken from a crate: evalexpr's `^` is a power with a power's
//! precedence and it has no `&`/`|`, and neither it nor the other maintained evaluators
//! report *where* in the text a formula is wrong, which a person fixing a conjecture needs.

use std::fmt;

use crate::position::{Position, Rules};
use crate::research::scan::counts;
use crate::words::Count;

/// Longest formula accepted, so a hostile input cannot make parsing or evaluation costly.
pub const MAX_EXPR_CHARS: usize = 4096;
/// Deepest nesting accepted (the parser and the evaluator recurse).
const MAX_DEPTH: usize = 64;

/// Why a formula was refused: what is wrong and at which character (0-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExprError {
    /// Character offset of the fault in the formula (0-based).
    pub at: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ExprError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at character {}: {}", self.at + 1, self.message)
    }
}

impl std::error::Error for ExprError {}

impl ExprError {
    /// The fault as the command line and the Python package show it: which option (or
    /// argument) held the formula, the message, then the formula with a caret under the place.
    pub fn pointed(&self, flag: &str, text: &str) -> String {
        let marker = " ".repeat(self.at.min(text.chars().count()));
        format!("{flag} {self}\n  {text}\n  {marker}^")
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Or,
    And,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    BitOr,
    Xor,
    BitAnd,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

#[derive(Clone, Debug)]
enum Node {
    Num(i64),
    Var(usize),
    Neg(Box<Node>, usize),
    Not(Box<Node>),
    Bin(Op, Box<Node>, Box<Node>, usize),
    Min(Vec<Node>),
    Max(Vec<Node>),
}

/// A parsed formula; evaluate it with [`Expr::eval`] on one value per variable.
#[derive(Clone, Debug)]
pub struct Expr {
    root: Node,
    text: String,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(i64),
    Name(String),
    Sym(&'static str),
    LParen,
    RParen,
    Comma,
    End,
}

const SYMBOLS: [&str; 19] =
    ["||", "&&", "==", "!=", "<=", ">=", "<", ">", "|", "^", "&", "+", "-", "*", "/", "%", "!", "=", "**"];

fn tokenize(text: &str) -> Result<Vec<(Tok, usize)>, ExprError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let digits: String = chars[start..i].iter().collect();
            let n = digits
                .parse::<i64>()
                .map_err(|_| ExprError { at: start, message: format!("number {digits} is too large") })?;
            out.push((Tok::Num(n), start));
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push((Tok::Name(chars[start..i].iter().collect()), start));
        } else if c == '(' || c == ')' || c == ',' {
            out.push((
                match c {
                    '(' => Tok::LParen,
                    ')' => Tok::RParen,
                    _ => Tok::Comma,
                },
                i,
            ));
            i += 1;
        } else {
            // Longest symbol first: "<=" before "<".
            let rest: String = chars[i..chars.len().min(i + 2)].iter().collect();
            let sym = SYMBOLS
                .iter()
                .filter(|s| rest.starts_with(**s))
                .max_by_key(|s| s.len())
                .ok_or_else(|| ExprError { at: i, message: format!("unexpected character '{c}'") })?;
            match *sym {
                // A lone '=' after a value means "==" ("a = b"); after an operator ("a == = c")
                // it is a stray sign, and "use ==" would tell someone who did to do so.
                "=" => {
                    let after_operator = matches!(out.last(), Some((Tok::Sym(_), _)));
                    let message = if after_operator { "unexpected '='" } else { "use == to compare" };
                    return Err(ExprError { at: i, message: message.into() });
                }
                "**" => {
                    return Err(ExprError { at: i, message: "there is no power operator (^ is xor)".into() })
                }
                _ => {}
            }
            out.push((Tok::Sym(sym), i));
            i += sym.len();
        }
    }
    out.push((Tok::End, chars.len()));
    Ok(out)
}

struct Parser<'a> {
    toks: Vec<(Tok, usize)>,
    pos: usize,
    names: &'a dyn Fn(&str) -> Result<usize, String>,
    depth: usize,
    /// The formula's characters, to quote an operand that is a number where a condition
    /// belongs (`Some` only when parsing a condition).
    condition_text: Option<Vec<char>>,
}

/// The characters `from..to` of a formula (cut at its end), trimmed: the part an error quotes.
fn quote(chars: &[char], from: usize, to: usize) -> String {
    let part: String = chars[from.min(chars.len())..to.min(chars.len())].iter().collect();
    part.trim().to_string()
}

/// Whether `node` is a yes/no condition: a comparison, `!`, or `&&`/`||` (whose operands the
/// parser has checked already). Any other value is a number, which non-zero would make "true"
/// without the person having said so.
fn is_condition(node: &Node) -> bool {
    match node {
        // The constants 0 and 1 are "never" and "always": `--p-iff 0` claims no position is P.
        Node::Num(0 | 1) | Node::Not(_) => true,
        Node::Bin(op, ..) => {
            matches!(op, Op::Eq | Op::Ne | Op::Lt | Op::Le | Op::Gt | Op::Ge | Op::And | Op::Or)
        }
        _ => false,
    }
}

/// Whether `node` is made by a comparison or a logical operator: a yes or no, which a
/// condition does not compute with (`(a < b) + 1`); the constants 0 and 1 are numbers here.
fn is_comparison(node: &Node) -> bool {
    matches!(node, Node::Not(_)) || (is_condition(node) && !matches!(node, Node::Num(_)))
}

/// The comparison level of [`LEVELS`], whose operators chain.
const COMPARISONS: usize = 2;

/// Binary levels from lowest to highest precedence.
const LEVELS: [&[(&str, Op)]; 7] = [
    &[("||", Op::Or)],
    &[("&&", Op::And)],
    &[("==", Op::Eq), ("!=", Op::Ne), ("<", Op::Lt), ("<=", Op::Le), (">", Op::Gt), (">=", Op::Ge)],
    &[("|", Op::BitOr)],
    &[("^", Op::Xor)],
    &[("&", Op::BitAnd)],
    &[("+", Op::Add), ("-", Op::Sub)],
];
const PRODUCT: &[(&str, Op)] = &[("*", Op::Mul), ("/", Op::Div), ("%", Op::Rem)];

impl Parser<'_> {
    fn peek(&self) -> &(Tok, usize) {
        &self.toks[self.pos]
    }

    fn err<T>(&self, message: impl Into<String>) -> Result<T, ExprError> {
        Err(ExprError { at: self.peek().1, message: message.into() })
    }

    fn level_ops(level: usize) -> &'static [(&'static str, Op)] {
        if level < LEVELS.len() {
            LEVELS[level]
        } else {
            PRODUCT
        }
    }

    fn binary(&mut self, level: usize) -> Result<Node, ExprError> {
        if level > LEVELS.len() {
            return self.unary();
        }
        let start = self.peek().1;
        let mut left = self.binary(level + 1)?;
        // The last operand of a comparison, which the next comparison compares again.
        let mut compared: Option<Node> = None;
        loop {
            let (tok, at) = self.peek().clone();
            let op = match tok {
                Tok::Sym(s) => Self::level_ops(level).iter().find(|(name, _)| *name == s).map(|p| p.1),
                _ => None,
            };
            let Some(op) = op else { return Ok(left) };
            let left_end = at;
            self.pos += 1;
            let right_start = self.peek().1;
            let right = self.binary(level + 1)?;
            if matches!(op, Op::And | Op::Or) {
                // Both sides of && and || are conditions too: `a - b && c == 0` would read
                // `a - b` as "non-zero".
                self.require_condition(&left, start, left_end)?;
                self.require_condition(&right, right_start, self.peek().1)?;
            } else if !matches!(op, Op::Eq | Op::Ne) {
                // Arithmetic, bits and order are on numbers: in a condition, `(a < b) + 1`
                // would compute with a yes or no (== and != compare two conditions: "iff").
                if compared.is_none() {
                    self.require_number(&left, start, left_end)?;
                }
                self.require_number(&right, right_start, self.peek().1)?;
            }
            left = match compared.take() {
                // `x < y < z` is `x < y && y < z`, as in Python and in mathematics.
                Some(middle) if level == COMPARISONS => Node::Bin(
                    Op::And,
                    Box::new(left),
                    Box::new(Node::Bin(op, Box::new(middle), Box::new(right.clone()), at)),
                    at,
                ),
                _ => Node::Bin(op, Box::new(left), Box::new(right.clone()), at),
            };
            if level == COMPARISONS {
                compared = Some(right);
            }
        }
    }

    /// Refuses `node`, the characters `from..to` of the formula, when it is a yes or no
    /// (a comparison) where a condition needs a number to compute with.
    fn require_number(&self, node: &Node, from: usize, to: usize) -> Result<(), ExprError> {
        let Some(chars) = &self.condition_text else { return Ok(()) };
        if !is_comparison(node) {
            return Ok(());
        }
        let quoted = quote(chars, from, to);
        Err(ExprError {
            at: from,
            message: format!("\"{quoted}\" is a condition (yes or no), not a number to compute with"),
        })
    }

    /// Refuses `node`, the characters `from..to` of the formula, when it is a number where a
    /// condition is wanted; the message quotes it and shows the condition it may have meant.
    fn require_condition(&self, node: &Node, from: usize, to: usize) -> Result<(), ExprError> {
        self.refuse_number(node, from, to, "a condition")
    }

    /// Refuses `node`, the characters `from..to` of the formula, when `!` is applied to it
    /// and it is a number: `!a` holds where `a` is zero, which the person did not say; the
    /// message shows the comparison that says it.
    fn require_negatable(&self, node: &Node, from: usize, to: usize) -> Result<(), ExprError> {
        self.refuse_number(node, from, to, "a condition for \"!\" to negate")
    }

    /// The refusal of a number where `wanted` (a condition) is: `"a" is a number, not
    /// {wanted}: write e.g. "a == 0"`, quoting the characters `from..to`.
    fn refuse_number(&self, node: &Node, from: usize, to: usize, wanted: &str) -> Result<(), ExprError> {
        let Some(chars) = &self.condition_text else { return Ok(()) };
        if is_condition(node) {
            return Ok(());
        }
        let quoted = quote(chars, from, to);
        Err(ExprError {
            at: from,
            message: format!("\"{quoted}\" is a number, not {wanted}: write e.g. \"{quoted} == 0\""),
        })
    }

    fn unary(&mut self) -> Result<Node, ExprError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err(format!("nested more than {} deep", Count(MAX_DEPTH as u64)));
        }
        let (tok, at) = self.peek().clone();
        let node = match tok {
            Tok::Sym("-") => {
                self.pos += 1;
                Node::Neg(Box::new(self.unary()?), at)
            }
            Tok::Sym("!") => {
                self.pos += 1;
                let from = self.peek().1;
                let operand = self.unary()?;
                // `!a` would read `a` as "non-zero" as surely as `a` alone: in a condition, `!`
                // negates a condition only.
                self.require_negatable(&operand, from, self.peek().1)?;
                Node::Not(Box::new(operand))
            }
            _ => self.atom()?,
        };
        self.depth -= 1;
        Ok(node)
    }

    fn expect(&mut self, tok: Tok, what: &str) -> Result<(), ExprError> {
        if self.peek().0 == tok {
            self.pos += 1;
            Ok(())
        } else {
            self.err(format!("expected {what}"))
        }
    }

    fn atom(&mut self) -> Result<Node, ExprError> {
        let (tok, at) = self.peek().clone();
        match tok {
            Tok::Num(n) => {
                self.pos += 1;
                Ok(Node::Num(n))
            }
            Tok::LParen => {
                self.pos += 1;
                let inner = self.binary(0)?;
                self.expect(Tok::RParen, "')'")?;
                Ok(inner)
            }
            Tok::Name(name) if name == "min" || name == "max" => {
                self.pos += 1;
                self.expect(Tok::LParen, &format!("'(' after {name}"))?;
                let mut args = vec![self.binary(0)?];
                while self.peek().0 == Tok::Comma {
                    self.pos += 1;
                    args.push(self.binary(0)?);
                }
                self.expect(Tok::RParen, "',' or ')'")?;
                Ok(if name == "min" { Node::Min(args) } else { Node::Max(args) })
            }
            Tok::Name(name) => {
                let var = (self.names)(&name).map_err(|message| ExprError { at, message })?;
                self.pos += 1;
                Ok(Node::Var(var))
            }
            Tok::End => self.err("the formula ends too early"),
            _ => self.err("expected a number, a name or '('"),
        }
    }
}

/// Why an evaluation failed (division by zero, overflow), with where in the formula.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalError {
    /// Character offset of the operator at fault.
    pub at: usize,
    /// What went wrong.
    pub message: String,
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at character {}: {}", self.at + 1, self.message)
    }
}

impl std::error::Error for EvalError {}

fn truth(b: bool) -> i64 {
    i64::from(b)
}

fn eval(node: &Node, vars: &[i64]) -> Result<i64, EvalError> {
    let overflow = |at: usize| EvalError { at, message: "integer overflow".into() };
    Ok(match node {
        Node::Num(n) => *n,
        Node::Var(i) => vars.get(*i).copied().unwrap_or(0),
        Node::Neg(x, at) => eval(x, vars)?.checked_neg().ok_or_else(|| overflow(*at))?,
        Node::Not(x) => truth(eval(x, vars)? == 0),
        Node::Min(args) | Node::Max(args) => {
            let mut best = eval(&args[0], vars)?;
            for a in &args[1..] {
                let v = eval(a, vars)?;
                best = if matches!(node, Node::Min(_)) { best.min(v) } else { best.max(v) };
            }
            best
        }
        Node::Bin(Op::Or, l, r, _) => truth(eval(l, vars)? != 0 || eval(r, vars)? != 0),
        Node::Bin(Op::And, l, r, _) => truth(eval(l, vars)? != 0 && eval(r, vars)? != 0),
        Node::Bin(op, l, r, at) => {
            let (x, y) = (eval(l, vars)?, eval(r, vars)?);
            let zero = || EvalError { at: *at, message: "division by zero".into() };
            match op {
                Op::Eq => truth(x == y),
                Op::Ne => truth(x != y),
                Op::Lt => truth(x < y),
                Op::Le => truth(x <= y),
                Op::Gt => truth(x > y),
                Op::Ge => truth(x >= y),
                Op::BitOr => x | y,
                Op::Xor => x ^ y,
                Op::BitAnd => x & y,
                Op::Add => x.checked_add(y).ok_or_else(|| overflow(*at))?,
                Op::Sub => x.checked_sub(y).ok_or_else(|| overflow(*at))?,
                Op::Mul => x.checked_mul(y).ok_or_else(|| overflow(*at))?,
                Op::Div if y == 0 => return Err(zero()),
                Op::Rem if y == 0 => return Err(zero()),
                Op::Div => x.checked_div_euclid(y).ok_or_else(|| overflow(*at))?,
                Op::Rem => x.checked_rem_euclid(y).ok_or_else(|| overflow(*at))?,
                Op::Or | Op::And => unreachable!("handled above with short-circuit"),
            }
        }
    })
}

impl Expr {
    /// Parses `text`; `names` maps a variable name to its index or says why it is unknown.
    pub fn parse(text: &str, names: &dyn Fn(&str) -> Result<usize, String>) -> Result<Expr, ExprError> {
        Self::parse_as(text, names, false)
    }

    /// Parses `text` as a condition (a claim such as "P exactly when …", or a filter): its
    /// value must be yes or no (a comparison, `!` of a condition, `&&`, `||`), so `a - b`,
    /// which would hold wherever it is non-zero, is refused with the condition it may have
    /// meant, and so is `!(a - b)`, which would hold wherever it is zero.
    pub fn parse_condition(
        text: &str,
        names: &dyn Fn(&str) -> Result<usize, String>,
    ) -> Result<Expr, ExprError> {
        Self::parse_as(text, names, true)
    }

    fn parse_as(
        text: &str,
        names: &dyn Fn(&str) -> Result<usize, String>,
        condition: bool,
    ) -> Result<Expr, ExprError> {
        if text.chars().count() > MAX_EXPR_CHARS {
            return Err(ExprError {
                at: MAX_EXPR_CHARS,
                message: format!("longer than {} characters", Count(MAX_EXPR_CHARS as u64)),
            });
        }
        let toks = tokenize(text)?;
        let condition_text = condition.then(|| text.chars().collect::<Vec<char>>());
        let mut parser = Parser { toks, pos: 0, names, depth: 0, condition_text };
        let start = parser.peek().1;
        let root = parser.binary(0)?;
        if parser.peek().0 != Tok::End {
            return parser.err("unexpected text after the formula");
        }
        parser.require_condition(&root, start, parser.peek().1)?;
        Ok(Expr { root, text: text.to_string() })
    }

    /// The value on `vars` (a missing variable reads 0).
    pub fn eval(&self, vars: &[i64]) -> Result<i64, EvalError> {
        eval(&self.root, vars)
    }

    /// Whether the formula holds (is non-zero) on `vars`.
    pub fn holds(&self, vars: &[i64]) -> Result<bool, EvalError> {
        Ok(self.eval(vars)? != 0)
    }

    /// The formula as written.
    pub fn text(&self) -> &str {
        &self.text
    }
}

/// Variable names for a position with `edges` edges: `a`, `b`, … (the first 26 edges, in
/// edge order), `e0`, `e1`, … (every edge) and, for Walking Nim, `piece` (index `edges`).
pub fn edge_names(edges: usize, walk: bool) -> impl Fn(&str) -> Result<usize, String> {
    count_names(edges, Counted::Edges, walk)
}

/// Variable names for `position`'s counts: its edges (and `piece` for Walking Nim), or its
/// piles for SetNim, named as [`edge_names`] names edges.
pub fn position_names(position: &Position) -> impl Fn(&str) -> Result<usize, String> {
    let counted = if position.set_game.is_some() { Counted::Piles } else { Counted::Edges };
    count_names(counts(position).len(), counted, position.rules == Rules::Walk)
}

/// What the counts of a position count, for error messages.
#[derive(Clone, Copy)]
enum Counted {
    Edges,
    Piles,
}

fn count_names(count: usize, counted: Counted, walk: bool) -> impl Fn(&str) -> Result<usize, String> {
    move |name: &str| {
        let letters = count.min(26);
        let bytes = name.as_bytes();
        if bytes.len() == 1 && bytes[0].is_ascii_lowercase() && ((bytes[0] - b'a') as usize) < letters {
            return Ok((bytes[0] - b'a') as usize);
        }
        if let Some(i) = name.strip_prefix('e').and_then(|d| d.parse::<usize>().ok()) {
            if i < count && !name[1..].starts_with('+') {
                return Ok(i);
            }
        }
        if name == "piece" {
            return if walk { Ok(count) } else { Err("piece is only for Walking Nim".into()) };
        }
        Err(format!("unknown name \"{name}\": {}", describe_names(count, counted, walk)))
    }
}

/// "this graph has 1 edge, named a or e0", "this graph has 4 edges, named a..d or e0..e3",
/// with the piece for Walking Nim.
fn describe_names(count: usize, counted: Counted, walk: bool) -> String {
    let (whole, noun) = match counted {
        Counted::Edges => ("graph", "edge"),
        Counted::Piles => ("position", "pile"),
    };
    let piece = if walk { "; piece is the piece's vertex" } else { "" };
    let names = match count {
        0 => return format!("this {whole} has no {noun}s{piece}"),
        1 => "a or e0".to_string(),
        2..=26 => format!("a..{} or e0..e{}", (b'a' + count as u8 - 1) as char, count - 1),
        _ => format!("a..z (the first 26) or e0..e{}", count - 1),
    };
    format!("this {whole} has {}, named {names}{piece}", crate::words::counted(count as u64, noun))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(text: &str, vars: &[i64]) -> i64 {
        Expr::parse(text, &edge_names(vars.len(), false)).unwrap().eval(vars).unwrap()
    }

    #[test]
    fn operators_have_the_documented_meaning_and_precedence() {
        assert_eq!(value("a ^ b ^ c == 0", &[1, 2, 3]), 1);
        assert_eq!(value("a ^ b", &[5, 3]), 6);
        assert_eq!(value("a & b | c", &[6, 3, 8]), 10);
        assert_eq!(value("1 + 2 * 3 - 4 / 2 % 3", &[]), 5);
        assert_eq!(value("-a + !b", &[4, 0]), -3);
        assert_eq!(value("min(a, b, 7) + max(a, b)", &[4, 9]), 13);
        assert_eq!(value("a == c && b == d || 0", &[1, 2, 1, 2]), 1);
        assert_eq!(value("e0 + e3", &[1, 2, 1, 5]), 6);
        assert_eq!(value("-7 % 3", &[]), 2);
    }

    #[test]
    fn errors_name_the_place() {
        let names = edge_names(4, false);
        let cases = [
            ("a ==", 4, "ends too early"),
            ("a = b", 2, "use =="),
            ("a == = c", 5, "unexpected '='"),
            ("a ** 2", 2, "no power"),
            ("a + z", 4, "unknown name \"z\""),
            ("piece > 0", 0, "only for Walking Nim"),
            ("(a + b", 6, "expected ')'"),
            ("a b", 2, "unexpected text"),
            ("a $ b", 2, "unexpected character"),
            ("99999999999999999999", 0, "too large"),
            ("min()", 4, "expected a number"),
        ];
        for (text, at, message) in cases {
            let e = Expr::parse(text, &names).unwrap_err();
            assert_eq!(e.at, at, "{text}: {e}");
            assert!(e.message.contains(message), "{text}: {e}");
        }
        let one = Expr::parse("a == b", &edge_names(1, false)).unwrap_err();
        assert_eq!(one.message, "unknown name \"b\": this graph has 1 edge, named a or e0");
        let none = Expr::parse("a", &edge_names(0, true)).unwrap_err();
        assert_eq!(none.message, "unknown name \"a\": this graph has no edges; piece is the piece's vertex");
        let many = Expr::parse("e30", &edge_names(30, false)).unwrap_err();
        assert!(many.message.ends_with("has 30 edges, named a..z (the first 26) or e0..e29"), "{many}");
        let deep = "(".repeat(100) + "a" + &")".repeat(100);
        assert!(Expr::parse(&deep, &names).unwrap_err().message.contains("nested"));
        let e = Expr::parse("a / (b - b)", &names).unwrap().eval(&[1, 2, 0, 0]).unwrap_err();
        assert_eq!((e.at, e.message.as_str()), (2, "division by zero"));
        let e = Expr::parse("a * a * a * a", &names).unwrap().eval(&[1 << 20, 0, 0, 0]).unwrap_err();
        assert!(e.message.contains("overflow"));
    }

    #[test]
    fn a_condition_must_be_yes_or_no_not_a_number() {
        let names = edge_names(4, false);
        let refused = [
            ("a - b", 0, "\"a - b\" is a number, not a condition: write e.g. \"a - b == 0\""),
            (" a ^ b ^ c ", 1, "\"a ^ b ^ c\" is a number"),
            ("7", 0, "\"7\" is a number"),
            ("(a + b)", 0, "\"(a + b)\" is a number"),
            ("a == b && c - d", 10, "\"c - d\" is a number, not a condition: write e.g. \"c - d == 0\""),
            ("a - b || c == d", 0, "\"a - b\" is a number"),
            ("min(a, b)", 0, "\"min(a, b)\" is a number"),
            // \"!\" negates a condition: \"!a\" is not read as \"a == 0\", as \"a\" is not read as \"a != 0\".
            ("!a", 1, "\"a\" is a number, not a condition for \"!\" to negate: write e.g. \"a == 0\""),
            (
                "!(a - b)",
                1,
                "\"(a - b)\" is a number, not a condition for \"!\" to negate: write e.g. \"(a - b) == 0\"",
            ),
            // \"!\" binds tighter than \"^\": the \"a\" of \"! a ^ b\" is what it negates.
            ("c == d && ! a ^ b", 12, "\"a\" is a number, not a condition for \"!\""),
            ("!!a", 2, "\"a\" is a number, not a condition for \"!\""),
        ];
        for (text, at, message) in refused {
            let e = Expr::parse_condition(text, &names).unwrap_err();
            assert_eq!(e.at, at, "{text}: {e}");
            assert!(e.message.contains(message), "{text}: {e}");
        }
        // 0 and 1 are the constant conditions "never" and "always" (\"--p-iff 0\": no P-position).
        for text in [
            "a - b == 0",
            "a ^ b ^ c == 0",
            "!(a ^ b == 0)",
            "a == c && (b < d || d == 0)",
            "(a != b)",
            "0",
            "1",
            "!!(a < b)",
            "!0",
        ] {
            assert!(Expr::parse_condition(text, &names).is_ok(), "{text}");
        }
        // Errors found while reading come first, as before.
        assert!(Expr::parse_condition("a +", &names).unwrap_err().message.contains("ends too early"));
    }

    #[test]
    fn comparisons_chain_as_in_python() {
        let condition = |text: &str, vars: &[i64]| {
            Expr::parse_condition(text, &edge_names(vars.len(), false)).unwrap().holds(vars).unwrap()
        };
        // \"0 < a < 2\" is \"0 < a && a < 2\" (read as \"(0 < a) < 2\" it held for every a).
        for (a, holds) in [(0, false), (1, true), (2, false), (3, false)] {
            assert_eq!(condition("0 < a < 2", &[a]), holds, "a = {a}");
            assert_eq!(condition("0 < a && a < 2", &[a]), holds, "a = {a}");
        }
        assert!(condition("3 > 2 > 1", &[]));
        // 2 < 1 is false, so the chain fails; (2 < 1) < 5 would have held.
        assert!(!condition("a < b < c", &[2, 1, 5]));
        assert!(condition("a < b <= c != d", &[1, 2, 2, 7]));
        assert!(!condition("a < b <= c != d", &[1, 2, 2, 2]));
        assert!(condition("a == b == c", &[4, 4, 4]));
        assert!(!condition("a == b == c", &[4, 4, 1]));
        // Two conditions may be compared for equality ("iff").
        assert!(condition("(a < b) == (c < d)", &[1, 2, 3, 4]));
    }

    #[test]
    fn a_condition_computes_with_numbers_not_with_yes_or_no() {
        let names = edge_names(4, false);
        let refused = [
            ("(a < b) + 1 == 2", 0, "\"(a < b)\" is a condition (yes or no), not a number to compute with"),
            ("(a < b) < c", 0, "\"(a < b)\" is a condition"),
            ("a + (b == c) > 0", 4, "\"(b == c)\" is a condition"),
            ("!(a < b) * 2 == 0", 0, "\"!(a < b)\" is a condition"),
        ];
        for (text, at, message) in refused {
            let e = Expr::parse_condition(text, &names).unwrap_err();
            assert_eq!(e.at, at, "{text}: {e}");
            assert!(e.message.contains(message), "{text}: {e}");
        }
        // Outside a condition (a value to print) a comparison still counts 0 or 1.
        assert_eq!(value("(a < b) + 1", &[1, 2]), 2);
        assert_eq!(value("!a + !b", &[0, 3]), 1);
    }
}
