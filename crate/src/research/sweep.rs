//! One family member's row of `graphnim sweep`: the positions of the box below the member
//! with T tokens on every edge (pile), its P-positions, its largest Grundy value and, given a
//! conjectured rule "P exactly when EXPR", the counterexamples each way.
//!
//! The command line runs members in parallel and times them; the wasm computes one member
//! per call. Neither repeats what is here: the family names, how member n is built, which
//! budget applies, and the CSV row (fields quoted as RFC 4180 says, since member names such
//! as `bipartite:2,3` and notes contain commas).
//!
//! A formula is checked for syntax once, for the whole sweep ([`Sweep::new`]); its names are
//! resolved per member, so a member lacking an edge the formula names (`b` on the path with
//! one edge) gets its other columns and a note instead of stopping the sweep.

use std::borrow::Cow;
use std::fmt;

use serde_json::{json, Value};

use crate::families::family;
use crate::position::{Limits, Play, Position, Rules};
use crate::research::expr::{position_names, Expr, ExprError};
use crate::research::scan::{box_states, check, BoxTable};
use crate::solver::table::{Budget, Progress};
use crate::words::Count;

/// The CSV header of a sweep; [`SweepRow::csv`] writes the rows under it.
pub const CSV_HEADER: &str =
    "member,vertices,edges,states,p_positions,max_grundy,p_but_false,n_but_true,seconds,note";

/// The graph families (`crate::families` specs taking one size) and the SetNim families.
const SIZED_FAMILIES: [&str; 6] = ["cycle", "path", "star", "complete", "hypercube", "wheel"];

/// Which members a sweep builds.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Family {
    /// `cycle`, `path`, `star`, `complete`, `hypercube`, `wheel`: member n is `name:n`.
    Sized(&'static str),
    /// `bipartite:M`: member n is K_{M,n}.
    Bipartite(u64),
    /// The Petersen graph, the one member whatever n.
    Petersen,
    /// `circular:K`, `path:K`, `moore:K`: member n is the SetNim game on n piles.
    Set(&'static str, usize),
}

/// Why a sweep cannot start.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SweepError {
    /// Not one of the families.
    #[error(
        "unknown family \"{0}\": use cycle, path, star, complete, bipartite:M, hypercube, petersen, wheel, \
         circular:K, path:K or moore:K"
    )]
    UnknownFamily(String),
    /// A family's parameter is missing or not a whole number.
    #[error("family \"{family}\": {what}")]
    BadParameter {
        /// The family as given.
        family: String,
        /// What it needs.
        what: String,
    },
    /// Walking Nim asked of a SetNim family.
    #[error("family \"{0}\" is a SetNim family: --rules walk does not apply")]
    WalkOnSetFamily(String),
    /// The formula does not parse (whatever the member).
    #[error("--p-iff {0}")]
    Formula(ExprError),
}

/// Budgets for each member's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SweepLimits {
    /// Largest box solved; a larger member gets a row saying so.
    pub max_states: u64,
    /// Largest box whose Grundy values are computed (else the max_grundy column stays empty).
    pub max_grundy_states: u64,
    /// Memory cap for one member's table, in bytes.
    pub max_bytes: u64,
}

impl Default for SweepLimits {
    /// The command line's defaults.
    fn default() -> Self {
        SweepLimits { max_states: 50_000_000, max_grundy_states: 4_000_000, max_bytes: 1 << 30 }
    }
}

/// A sweep: a family, the game, the tokens per edge and the rule to check.
#[derive(Clone, Debug)]
pub struct Sweep {
    family: Family,
    rules: Rules,
    play: Play,
    tokens: u64,
    p_iff: Option<String>,
    limits: SweepLimits,
}

impl Sweep {
    /// Checks the family's name, that the rules apply to it and the formula's syntax (its
    /// names are checked per member, in [`Sweep::row`]). `rules` is Edge or Walk; SetNim
    /// families play their own rules whatever it says, and refuse Walk.
    pub fn new(
        family_text: &str,
        rules: Rules,
        play: Play,
        tokens: u64,
        p_iff: Option<&str>,
        limits: SweepLimits,
    ) -> Result<Sweep, SweepError> {
        let family = parse_family(family_text)?;
        if matches!(family, Family::Set(..)) && rules == Rules::Walk {
            return Err(SweepError::WalkOnSetFamily(family_text.to_string()));
        }
        if let Some(text) = p_iff {
            // Any name passes here; `piece` only for Walking Nim, since no member of another
            // game has one.
            let walk = rules == Rules::Walk;
            let any_name = |name: &str| match name {
                "piece" if !walk => Err("piece is only for Walking Nim".to_string()),
                _ => Ok(0),
            };
            Expr::parse_condition(text, &any_name).map_err(SweepError::Formula)?;
        }
        Ok(Sweep { family, rules, play, tokens, p_iff: p_iff.map(str::to_string), limits })
    }

    /// The members' n for the range `a..=b`: every n, except the Petersen graph's one member.
    pub fn members(&self, a: u64, b: u64) -> Vec<u64> {
        match self.family {
            Family::Petersen => vec![a],
            _ => (a..=b).collect(),
        }
    }

    /// Member n's name in the member column (`cycle:5`, `bipartite:2,3`, `circular n=5 k=2`).
    pub fn member_name(&self, n: u64) -> String {
        match &self.family {
            Family::Sized(name) => format!("{name}:{n}"),
            Family::Bipartite(m) => format!("bipartite:{m},{n}"),
            Family::Petersen => "petersen".to_string(),
            Family::Set(name, k) => format!("{name} n={n} k={k}"),
        }
    }

    /// Member n with the sweep's tokens on every edge (pile), or why it cannot be built (too
    /// large for the position format, K more than n piles).
    pub fn member(&self, n: u64) -> Result<Position, String> {
        let limits = Limits::DEFAULT;
        let position = match &self.family {
            Family::Set(name, k) => {
                // Checked before the piles are allocated.
                if n > limits.max_edges as u64 {
                    return Err(format!(
                        "{} piles, more than the limit of {}",
                        Count(n),
                        Count(limits.max_edges as u64)
                    ));
                }
                let value = json!({
                    "rules": name, "piles": vec![self.tokens; n as usize], "k": k, "play": self.play.name(),
                });
                return Position::from_value(&value, &limits).map_err(|e| e.to_string());
            }
            _ => family(&self.member_name(n), self.rules, self.tokens, &limits).map_err(|e| e.to_string())?,
        };
        Ok(Position { play: self.play, ..position })
    }

    /// Member n's row (without its time, which the caller measures: the library has no
    /// clock). `progress` may cancel the member's table, which the note then says.
    pub fn row(&self, n: u64, progress: &mut impl Progress) -> SweepRow {
        let member = self.member_name(n);
        match self.member(n) {
            Ok(position) => member_row(member, &position, self.p_iff.as_deref(), &self.limits, progress),
            Err(reason) => SweepRow { note: reason, ..SweepRow::named(member) },
        }
    }
}

fn parse_family(text: &str) -> Result<Family, SweepError> {
    let (name, arg) = text.split_once(':').unwrap_or((text, ""));
    let bad = |what: String| SweepError::BadParameter { family: text.to_string(), what };
    let set_name = match name {
        "circular" => Some("circular"),
        "moore" => Some("moore"),
        // `path` alone is the graph family; `path:K` is Path Nim.
        "path" if !arg.is_empty() => Some("path"),
        _ => None,
    };
    if let Some(set_name) = set_name {
        let k = arg
            .parse::<usize>()
            .ok()
            .filter(|&k| k >= 1)
            .ok_or_else(|| bad(format!("give {name}:K with K ≥ 1 piles per move, e.g. {name}:2")))?;
        return Ok(Family::Set(set_name, k));
    }
    match (name, arg) {
        ("bipartite", m) => m
            .parse::<u64>()
            .map(Family::Bipartite)
            .map_err(|_| bad("give bipartite:M, M the size of the fixed side, e.g. bipartite:2".into())),
        ("petersen", "") => Ok(Family::Petersen),
        (name, "") => SIZED_FAMILIES
            .iter()
            .find(|&&f| f == name)
            .map(|&f| Family::Sized(f))
            .ok_or_else(|| SweepError::UnknownFamily(text.to_string())),
        _ => Err(SweepError::UnknownFamily(text.to_string())),
    }
}

/// One member's statistics; an empty column is `None`, and the note says why.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SweepRow {
    /// The member's name.
    pub member: String,
    /// Vertices (`None` for SetNim, which has piles only).
    pub vertices: Option<usize>,
    /// Edges, or piles for SetNim.
    pub edges: Option<usize>,
    /// Positions in the box (every piece for Walking Nim); `None` past `u64`.
    pub states: Option<u64>,
    /// P-positions in the box.
    pub p_positions: Option<u64>,
    /// Largest Grundy value in the box (normal play, boxes within the Grundy budget).
    pub max_grundy: Option<u64>,
    /// P-positions where the formula is false.
    pub p_but_false: Option<u64>,
    /// N-positions where the formula is true.
    pub n_but_true: Option<u64>,
    /// Why a column is empty (over budget, a formula that does not fit the member), or "".
    pub note: String,
}

impl SweepRow {
    fn named(member: String) -> Self {
        SweepRow { member, ..SweepRow::default() }
    }

    fn add_note(&mut self, note: String) {
        if !self.note.is_empty() {
            self.note.push_str("; ");
        }
        self.note.push_str(&note);
    }

    /// The row under [`CSV_HEADER`], `seconds` in its column (empty when `None`).
    pub fn csv(&self, seconds: Option<f64>) -> String {
        fn cell(n: Option<impl fmt::Display>) -> String {
            n.map_or(String::new(), |n| n.to_string())
        }
        [
            csv_field(&self.member).into_owned(),
            cell(self.vertices),
            cell(self.edges),
            cell(self.states),
            cell(self.p_positions),
            cell(self.max_grundy),
            cell(self.p_but_false),
            cell(self.n_but_true),
            seconds.map_or(String::new(), |s| format!("{s:.3}")),
            csv_field(&self.note).into_owned(),
        ]
        .join(",")
    }

    /// The row as JSON, the header's names as keys (no `seconds`), `null` for empty columns.
    pub fn to_value(&self) -> Value {
        json!({
            "member": self.member,
            "vertices": self.vertices,
            "edges": self.edges,
            "states": self.states,
            "p_positions": self.p_positions,
            "max_grundy": self.max_grundy,
            "p_but_false": self.p_but_false,
            "n_but_true": self.n_but_true,
            "note": self.note,
        })
    }
}

/// A CSV field as RFC 4180 writes it: quoted, inner quotes doubled, when it holds a comma, a
/// quote or a line break; as it is otherwise.
pub fn csv_field(text: &str) -> Cow<'_, str> {
    if text.contains([',', '"', '\n', '\r']) {
        Cow::Owned(format!("\"{}\"", text.replace('"', "\"\"")))
    } else {
        Cow::Borrowed(text)
    }
}

/// The row of one built member.
fn member_row(
    member: String,
    position: &Position,
    p_iff: Option<&str>,
    limits: &SweepLimits,
    progress: &mut impl Progress,
) -> SweepRow {
    let states = box_states(position);
    let mut row = SweepRow { states, ..SweepRow::named(member) };
    (row.vertices, row.edges) = match &position.set_game {
        Some(game) => (None, Some(game.piles.len())),
        None => (Some(position.vertices), Some(position.edges.len())),
    };
    let claim = match p_iff.map(|text| Expr::parse_condition(text, &position_names(position))).transpose() {
        Ok(claim) => claim,
        Err(e) => {
            row.add_note(format!("formula: {e}"));
            None
        }
    };
    // Misère play uses no Grundy values: there are none to tabulate.
    let grundy = position.play == Play::Normal && states.is_some_and(|s| s <= limits.max_grundy_states);
    let budget = Budget { max_states: limits.max_states, max_bytes: limits.max_bytes };
    let table = match BoxTable::build(position, grundy, &budget, progress) {
        Ok(table) => table,
        Err(e) => {
            row.add_note(e.to_string());
            return row;
        }
    };
    let (mut p_positions, mut max_grundy) = (0u64, 0u64);
    table.for_each(|entry| {
        p_positions += u64::from(entry.is_p);
        max_grundy = max_grundy.max(entry.grundy.unwrap_or(0));
        true
    });
    row.p_positions = Some(p_positions);
    row.max_grundy = grundy.then_some(max_grundy);
    if let Some(claim) = claim {
        match check(&table, &claim, None, 0, |_| true) {
            Ok(report) => {
                row.p_but_false = Some(report.p_but_false.count);
                row.n_but_true = Some(report.n_but_true.count);
            }
            Err((_, e, at)) => row.add_note(format!("formula: {e} on {at}")),
        }
    }
    row
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_with_commas_or_quotes_are_quoted() {
        assert_eq!(csv_field("cycle:5"), "cycle:5");
        assert_eq!(csv_field("bipartite:2,3"), "\"bipartite:2,3\"");
        assert_eq!(csv_field("unknown name \"b\""), "\"unknown name \"\"b\"\"\"");
        assert_eq!(csv_field("two\nlines"), "\"two\nlines\"");
    }

    #[test]
    fn families_are_read_once_with_their_parameter() {
        let sweep = |f: &str| Sweep::new(f, Rules::Edge, Play::Normal, 1, None, SweepLimits::default());
        assert_eq!(sweep("bipartite:2").unwrap().member_name(3), "bipartite:2,3");
        assert_eq!(sweep("path").unwrap().member_name(4), "path:4");
        assert_eq!(sweep("path:2").unwrap().member_name(4), "path n=4 k=2");
        assert_eq!(sweep("petersen").unwrap().members(3, 9), [3]);
        assert!(matches!(sweep("bipartite:x"), Err(SweepError::BadParameter { .. })));
        assert!(matches!(sweep("moore:0"), Err(SweepError::BadParameter { .. })));
        assert!(matches!(sweep("cube"), Err(SweepError::UnknownFamily(_))));
        assert!(matches!(sweep("cycle:3"), Err(SweepError::UnknownFamily(_))));
        let walk = Sweep::new("circular:2", Rules::Walk, Play::Normal, 1, None, SweepLimits::default());
        assert!(matches!(walk, Err(SweepError::WalkOnSetFamily(_))));
    }

    #[test]
    fn a_formula_is_refused_for_syntax_at_once_and_for_names_per_member() {
        let sweep =
            |f: &str, rules| Sweep::new("path", rules, Play::Normal, 1, Some(f), SweepLimits::default());
        assert!(matches!(sweep("a +", Rules::Edge), Err(SweepError::Formula(_))));
        assert!(matches!(sweep("piece == 0", Rules::Edge), Err(SweepError::Formula(_))));
        let fits_some = sweep("a == b", Rules::Edge).unwrap();
        let short = fits_some.row(2, &mut ());
        assert_eq!((short.states, short.p_positions, short.p_but_false), (Some(2), Some(1), None));
        assert!(short.note.starts_with("formula: at character 6: unknown name \"b\""), "{}", short.note);
        let fits = fits_some.row(3, &mut ());
        assert!(fits.p_but_false.is_some() && fits.note.is_empty(), "{fits:?}");
    }

    #[test]
    fn a_set_member_with_too_many_piles_is_refused_before_it_is_built() {
        let sweep =
            Sweep::new("moore:1", Rules::Edge, Play::Normal, 1, None, SweepLimits::default()).unwrap();
        let row = sweep.row(u64::MAX, &mut ());
        assert!(row.note.contains("more than the limit"), "{row:?}");
        assert_eq!(row.csv(None), format!("moore n={} k=1,,,,,,,,,{}", u64::MAX, csv_field(&row.note)));
    }
}
