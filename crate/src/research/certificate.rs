//! A certificate of a position's value that a person can check move by move.
//!
//! For a Grundy value `g` it is the *mex table*: for each value `0..g` one option (a legal
//! move) whose result has that value, and the count of options checked, none of which has
//! value `g`. For a P-position (`g = 0`) it is, for every option, a winning reply: a move
//! from the result back to a P-position. Values come from one exact Grundy table over the
//! box below the position; when that box is over the budget, or the options are too many to
//! list, the certificate is the theorem (or decomposition) the solver used, cited by its
//! `method` and `explanation`.
//!
//! Misère play uses no Grundy values (its own mex values do not add up over separate parts
//! as Sprague–Grundy values do in normal play), so its certificate is read from the exact
//! misère outcome table of the box instead: for an N-position a winning move (to a
//! P-position), for a P-position every option with a winning reply (or the remark that the
//! option takes the last token, which loses at once). SetNim positions certify like graphs,
//! their options being set moves.

use serde_json::{json, Value};

use crate::moves::Move;
use crate::position::{Play, Position};
use crate::research::scan::{box_states, counts, BoxTable};
use crate::rules;
use crate::solver::{self, Outcome, Progress, SolveError, SolveOptions};
use crate::words::Count;

/// Most options a table certificate lists or checks.
pub const MAX_OPTIONS: u64 = 1_000_000;
/// Most (option, reply) pairs examined to find replies for a P-position.
pub const MAX_REPLY_WORK: u64 = 4_000_000;

/// An option and the value of its result.
#[derive(Clone, Debug, PartialEq)]
pub struct Witness {
    /// The move.
    pub mv: Move,
    /// The position it leads to.
    pub after: Position,
    /// Grundy value of `after`.
    pub value: u64,
}

/// For a P-position: an option and the reply that wins against it.
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    /// The option (the first player's move).
    pub option: Witness,
    /// The reply, to a P-position.
    pub reply: Witness,
}

/// A move of a misère certificate and the outcome of its result.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The move.
    pub mv: Move,
    /// The position it leads to.
    pub after: Position,
    /// Who wins `after` (the player then to move loses when P).
    pub outcome: Outcome,
}

/// For a misère P-position: an option and the reply that wins against it, or `None` when
/// the option leaves no move (it took the last token, so its mover has lost).
#[derive(Clone, Debug, PartialEq)]
pub struct MisereReply {
    /// The option (the first player's move).
    pub option: Step,
    /// A reply to a P-position.
    pub reply: Option<Step>,
}

/// How the value is certified.
#[derive(Clone, Debug, PartialEq)]
pub enum Evidence {
    /// Checked against an exact table of the box.
    Table {
        /// Options checked (every legal move).
        options: u64,
        /// For each value `0..g`, in order, the first option reaching it.
        mex: Vec<Witness>,
        /// Options whose result has value `g` (always 0: that is the check).
        reaching_value: u64,
        /// For a P-position: every option with a winning reply.
        replies: Vec<Reply>,
    },
    /// Misère play, checked against the exact misère outcome table of the box.
    Misere {
        /// Options checked (every legal move).
        options: u64,
        /// For an N-position: a move to a P-position (`None` for a position without moves,
        /// which in misère play the player to move has won).
        winning: Option<Step>,
        /// For a P-position: every option with its winning reply.
        replies: Vec<MisereReply>,
    },
    /// Decided without a table of the box; the solver's method and explanation cite it.
    Theorem {
        /// Why no table certificate was made.
        reason: String,
    },
}

/// A position's value with its evidence.
#[derive(Clone, Debug, PartialEq)]
pub struct Certificate {
    /// The position certified.
    pub position: Position,
    /// Who wins.
    pub outcome: Outcome,
    /// Grundy value, when known.
    pub grundy: Option<u64>,
    /// The solver's method (e.g. `"theorem:c4"`, `"table"`).
    pub method: String,
    /// The solver's explanation, citing the theorem when one decided.
    pub explanation: String,
    /// The evidence.
    pub evidence: Evidence,
    /// A winning move the solver found, shown beside a theorem's evidence (a table lists its
    /// own): Why? on a large position named none though Analyze listed several.
    pub winning_move: Option<Move>,
}

/// Certifies `position`'s value. The table certificate is made when the box below the
/// position fits `options.max_grundy_states` and the position has at most [`MAX_OPTIONS`]
/// options (and, for a P-position, the replies fit [`MAX_REPLY_WORK`]).
pub fn certificate(
    position: &Position,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Certificate, SolveError> {
    let analysis = solver::solve(position, options, progress)?;
    let mut cert = Certificate {
        position: position.clone(),
        outcome: analysis.outcome,
        grundy: analysis.grundy,
        method: analysis.method,
        explanation: analysis.explanation,
        evidence: Evidence::Theorem { reason: String::new() },
        winning_move: analysis.winning_moves.first().cloned(),
    };
    let states = box_states(position);
    let moves = rules::count_moves(position);
    let refuse = |reason: String| Evidence::Theorem { reason };
    if position.play == Play::Misere {
        cert.evidence = misere_evidence(position, analysis.outcome, options, progress)?;
        return Ok(cert);
    }
    cert.evidence = if states.is_none_or(|s| s > options.max_grundy_states) {
        refuse(format!(
            "the box below the position has {} positions, more than the Grundy budget of {}",
            crate::solver::readable_states(states),
            Count(options.max_grundy_states)
        ))
    } else if moves > MAX_OPTIONS {
        refuse(format!("the position has {} options, more than {} to list", Count(moves), Count(MAX_OPTIONS)))
    } else if analysis.outcome == Outcome::P && moves.saturating_mul(moves) > MAX_REPLY_WORK {
        refuse(format!("finding a reply to each of {} options would take too long", Count(moves)))
    } else {
        let table = BoxTable::build(position, true, &options.budget(options.max_grundy_states), progress)?;
        table_evidence(position, &table)
    };
    if let Evidence::Table { mex, .. } = &cert.evidence {
        cert.grundy = Some(mex.len() as u64);
    }
    Ok(cert)
}

/// The misère certificate, or the reason there is none.
fn misere_evidence(
    position: &Position,
    outcome: Outcome,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Evidence, SolveError> {
    let states = box_states(position);
    let moves = rules::count_moves(position);
    let refuse = |reason: String| Ok(Evidence::Theorem { reason });
    if states.is_none_or(|s| s > options.max_states) {
        return refuse(format!(
            "the box below the position has {} positions, more than the outcome budget of {}",
            crate::solver::readable_states(states),
            Count(options.max_states)
        ));
    }
    if moves > MAX_OPTIONS {
        return refuse(format!(
            "the position has {} options, more than {} to list",
            Count(moves),
            Count(MAX_OPTIONS)
        ));
    }
    if outcome == Outcome::P && moves.saturating_mul(moves) > MAX_REPLY_WORK {
        return refuse(format!("finding a reply to each of {} options would take too long", Count(moves)));
    }
    let table = BoxTable::build(position, false, &options.budget(options.max_states), progress)?;
    let step = |mv: Move, from: &Position| -> Option<Step> {
        let after = rules::apply(from, &mv).ok()?;
        let is_p = table.value(after.piece, &counts(&after))?.0;
        Some(Step { mv, after, outcome: Outcome::from_is_p(is_p) })
    };
    let (all, _) = rules::legal_moves(position, MAX_OPTIONS as usize);
    let steps: Vec<Step> = all.into_iter().filter_map(|mv| step(mv, position)).collect();
    let is_p = table.value(position.piece, &counts(position)).is_some_and(|v| v.0);
    let (winning, replies) = if is_p {
        let replies = steps
            .iter()
            .map(|option| {
                let (moves, _) = rules::legal_moves(&option.after, MAX_OPTIONS as usize);
                let reply = moves
                    .into_iter()
                    .filter_map(|mv| step(mv, &option.after))
                    .find(|s| s.outcome == Outcome::P);
                MisereReply { option: option.clone(), reply }
            })
            .collect();
        (None, replies)
    } else {
        (steps.iter().find(|s| s.outcome == Outcome::P).cloned(), Vec::new())
    };
    Ok(Evidence::Misere { options: steps.len() as u64, winning, replies })
}

fn value_of(table: &BoxTable, position: &Position) -> u64 {
    let tokens = counts(position);
    table.value(position.piece, &tokens).and_then(|v| v.1).unwrap_or(0)
}

fn options_of(position: &Position, table: &BoxTable) -> Vec<Witness> {
    let (moves, _) = rules::legal_moves(position, MAX_OPTIONS as usize);
    moves
        .into_iter()
        .filter_map(|mv| {
            let after = rules::apply(position, &mv).ok()?;
            let value = value_of(table, &after);
            Some(Witness { mv, after, value })
        })
        .collect()
}

fn table_evidence(position: &Position, table: &BoxTable) -> Evidence {
    let all = options_of(position, table);
    let mut mex: Vec<Witness> = Vec::new();
    // The mex: smallest value no option reaches; each smaller value's first witness.
    let mut by_value: Vec<Option<&Witness>> = vec![None; all.len() + 1];
    for w in &all {
        if let Some(slot) = by_value.get_mut(w.value as usize) {
            slot.get_or_insert(w);
        }
    }
    for slot in &by_value {
        match slot {
            Some(w) => mex.push((*w).clone()),
            None => break,
        }
    }
    let g = mex.len() as u64;
    let reaching_value = all.iter().filter(|w| w.value == g).count() as u64;
    let replies = if g == 0 {
        all.iter()
            .filter_map(|option| {
                let (moves, _) = rules::legal_moves(&option.after, MAX_OPTIONS as usize);
                moves.into_iter().find_map(|mv| {
                    let after = rules::apply(&option.after, &mv).ok()?;
                    (value_of(table, &after) == 0)
                        .then(|| Reply { option: option.clone(), reply: Witness { mv, after, value: 0 } })
                })
            })
            .collect()
    } else {
        Vec::new()
    };
    Evidence::Table { options: all.len() as u64, mex, reaching_value, replies }
}

fn state_value(p: &Position) -> Value {
    let tokens = counts(p);
    match p.piece {
        Some(piece) => json!({"tokens": tokens, "piece": piece}),
        None => json!({"tokens": tokens}),
    }
}

fn witness_value(w: &Witness) -> Value {
    json!({"move": w.mv.to_value(), "after": state_value(&w.after), "value": w.value})
}

fn step_value(s: &Step) -> Value {
    json!({"move": s.mv.to_value(), "after": state_value(&s.after), "outcome": s.outcome.name()})
}

impl Certificate {
    /// The certificate as JSON.
    pub fn to_value(&self) -> Value {
        let mut value = json!({
            "outcome": self.outcome.name(),
            "grundy": self.grundy,
            "method": self.method,
            "explanation": self.explanation,
            "position": state_value(&self.position),
        });
        match &self.evidence {
            Evidence::Table { options, mex, reaching_value, replies } => {
                value["certificate"] = json!({
                    "kind": "mex table",
                    "options_checked": options,
                    "mex": mex.iter().map(witness_value).collect::<Vec<_>>(),
                    "options_reaching_grundy": reaching_value,
                    "replies": replies.iter().map(|r| json!({
                        "option": witness_value(&r.option),
                        "reply": witness_value(&r.reply),
                    })).collect::<Vec<_>>(),
                });
            }
            Evidence::Misere { options, winning, replies } => {
                value["certificate"] = json!({
                    "kind": "misère outcome table",
                    "options_checked": options,
                    "winning_move": winning.as_ref().map(step_value),
                    "replies": replies.iter().map(|r| json!({
                        "option": step_value(&r.option),
                        "reply": r.reply.as_ref().map(step_value),
                    })).collect::<Vec<_>>(),
                });
                if *options == 0 {
                    value["certificate"]["note"] = json!(
                        "no move is left: the opponent took the last token, so the player to move has won"
                    );
                }
            }
            Evidence::Theorem { reason } => {
                value["certificate"] = json!({"kind": "theorem", "cites": self.method, "reason": reason});
                if let Some(mv) = &self.winning_move {
                    value["certificate"]["winning_move"] = mv.to_value();
                }
            }
        }
        value
    }

    /// The certificate as a LaTeX document (`article`, no packages beyond the base
    /// distribution) with one `tabular`; compiles with pdflatex.
    pub fn to_latex(&self) -> String {
        let mut s = String::from("\\documentclass{article}\n\\begin{document}\n");
        // Misère play uses no Grundy values: the header says which play instead.
        let value = match (self.position.play, self.grundy) {
            (Play::Misere, _) => "mis\\`ere play".to_string(),
            (Play::Normal, g) => {
                format!("Grundy value {}", g.map_or("unknown".to_string(), |g| g.to_string()))
            }
        };
        s += &format!(
            "\\noindent Position ${}$: outcome {}, {value}.\\\\\nMethod: \\texttt{{{}}}. {}\n\n",
            latex_state(&self.position),
            self.outcome.name(),
            escape(&self.method),
            escape(&self.explanation)
        );
        match &self.evidence {
            Evidence::Table { options, mex, reaching_value, replies } => {
                if replies.is_empty() || !mex.is_empty() {
                    s += "\\begin{tabular}{rll}\nvalue & option & result\\\\\n\\hline\n";
                    for (v, w) in mex.iter().enumerate() {
                        s += &format!("{v} & {} & ${}$\\\\\n", latex_move(&w.mv), latex_state(&w.after));
                    }
                    s += "\\end{tabular}\n\n";
                } else {
                    s += "\\begin{tabular}{llll}\noption & result & winning reply & result\\\\\n\\hline\n";
                    for r in replies {
                        s += &format!(
                            "{} & ${}$ & {} & ${}$\\\\\n",
                            latex_move(&r.option.mv),
                            latex_state(&r.option.after),
                            latex_move(&r.reply.mv),
                            latex_state(&r.reply.after)
                        );
                    }
                    s += "\\end{tabular}\n\n";
                }
                s += &format!(
                    "\\noindent {options} options checked; {reaching_value} of them reach value {}.\n",
                    mex.len()
                );
            }
            Evidence::Misere { options, winning, replies } => {
                s += "Mis\\`ere play: whoever takes the last token loses.\n\n";
                if let Some(w) = winning {
                    s += "\\begin{tabular}{ll}\nwinning move & result\\\\\n\\hline\n";
                    s += &format!("{} & ${}$ (P)\\\\\n", latex_move(&w.mv), latex_state(&w.after));
                    s += "\\end{tabular}\n\n";
                } else if !replies.is_empty() {
                    s += "\\begin{tabular}{llll}\noption & result & winning reply & result\\\\\n\\hline\n";
                    for r in replies {
                        let (reply, after) = match &r.reply {
                            Some(w) => (latex_move(&w.mv), format!("${}$", latex_state(&w.after))),
                            None => ("none needed".to_string(), "took the last token".to_string()),
                        };
                        s += &format!(
                            "{} & ${}$ & {reply} & {after}\\\\\n",
                            latex_move(&r.option.mv),
                            latex_state(&r.option.after),
                        );
                    }
                    s += "\\end{tabular}\n\n";
                }
                s += &if *options == 0 {
                    "\\noindent No move is left: the opponent took the last token, so the player to move has won.\n".to_string()
                } else {
                    format!("\\noindent {options} options checked in the mis\\`ere outcome table.\n")
                };
            }
            Evidence::Theorem { reason } => {
                s += &format!("\\noindent No table certificate: {}.\n", escape(reason));
            }
        }
        s + "\\end{document}\n"
    }
}

fn latex_state(p: &Position) -> String {
    let tokens: Vec<String> = counts(p).iter().map(u64::to_string).collect();
    match p.piece {
        Some(v) => format!("({})\\,@\\,{v}", tokens.join(",")),
        None => format!("({})", tokens.join(",")),
    }
}

fn latex_move(mv: &Move) -> String {
    match mv {
        Move::Edge(m) => {
            let take: Vec<String> = m.take.iter().map(|(e, a)| format!("$e_{{{e}}}{{-}}{a}$")).collect();
            format!("at {}: {}", m.vertex, take.join(", "))
        }
        Move::Walk(m) => format!("cross $e_{{{}}}$, take {}", m.edge, m.take),
        Move::Set(m) => {
            let take: Vec<String> = m.take.iter().map(|(p, a)| format!("$p_{{{p}}}{{-}}{a}$")).collect();
            format!("set {}: {}", m.set, take.join(", "))
        }
    }
}

/// Escapes text for LaTeX's text mode.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out += "\\textbackslash{}",
            '&' | '%' | '$' | '#' | '_' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            '~' => out += "\\textasciitilde{}",
            '^' => out += "\\textasciicircum{}",
            '<' => out += "\\textless{}",
            '>' => out += "\\textgreater{}",
            c if c.is_ascii() => out.push(c),
            // Explanations use a few mathematical symbols; anything beyond ASCII is spelled
            // out or dropped so the document needs no Unicode setup.
            'è' => out += "\\`e",
            '≥' => out += "$\\geq$",
            '≤' => out += "$\\leq$",
            '⊕' => out += "$\\oplus$",
            '–' | '—' => out += "--",
            '·' => out += "$\\cdot$",
            _ => out.push('?'),
        }
    }
    out
}
