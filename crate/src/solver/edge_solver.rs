//! Edge-Nim: components combined by xor; each component answered by the hub rule, a
//! theorem, or an exact table.

use super::decompose::{edge_components, whole_edge_game, PileComponent};
use super::enumerate::{for_each_target, group_targets_with_sum};
use super::shapes::{edge_theorem, EdgeTheorem};
use super::table::{GrundyTable, OutcomeTable, PileGame, RemotenessTable};
use super::{readable_states, Analysis, MoveReport, Outcome, Progress, SolveError, SolveOptions};
use crate::moves::Move;
use crate::position::Position;
use crate::words::Count;

/// How one component is evaluated.
enum Evaluator {
    /// Some vertex touches every pile, so every non-empty reduction is a move: the
    /// component is a Nim heap of size equal to the total.
    Hub { group: usize },
    /// A theorem decides P/N (and the Grundy value when a table was affordable too).
    Theorem { theorem: EdgeTheorem, grundy: Option<GrundyTable> },
    /// Exact outcome table.
    Outcomes(OutcomeTable),
    /// Exact Grundy table.
    Grundy(GrundyTable),
}

struct Part {
    component: PileComponent,
    evaluator: Evaluator,
    method: String,
    explanation: String,
    states: u64,
}

impl Part {
    fn is_p(&self, piles: &[u64]) -> bool {
        match &self.evaluator {
            Evaluator::Hub { .. } => piles.iter().all(|&p| p == 0),
            Evaluator::Theorem { theorem, .. } => theorem.is_p(piles),
            Evaluator::Outcomes(table) => table.is_p(piles),
            Evaluator::Grundy(table) => table.grundy(piles) == 0,
        }
    }

    fn grundy(&self, piles: &[u64]) -> Option<u64> {
        match &self.evaluator {
            Evaluator::Hub { .. } => Some(piles.iter().fold(0u64, |s, &p| s.saturating_add(p))),
            Evaluator::Theorem { grundy, .. } => grundy.as_ref().map(|t| t.grundy(piles)),
            Evaluator::Outcomes(_) => None,
            Evaluator::Grundy(table) => Some(table.grundy(piles)),
        }
    }
}

fn box_states(piles: &[u64]) -> Option<u64> {
    piles.iter().try_fold(1u64, |acc, &p| acc.checked_mul(p.checked_add(1)?))
}

fn pile_game(component: &PileComponent) -> PileGame {
    PileGame { piles: component.piles.clone(), groups: component.groups.clone() }
}

/// Answers one component: by the hub rule, a theorem, or an exact table.
fn evaluate(
    component: PileComponent,
    need_grundy: bool,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Part, SolveError> {
    if let Some(group) = component.groups.iter().position(|g| g.len() == component.piles.len()) {
        return Ok(hub_part(component, group));
    }
    match edge_theorem(&component) {
        Some(theorem) => theorem_part(component, theorem, need_grundy, options, progress),
        None => table_part(component, need_grundy, options, progress),
    }
}

/// A component where one vertex touches every pile: a Nim heap of the total.
fn hub_part(component: PileComponent, group: usize) -> Part {
    let total: u64 = component.piles.iter().fold(0u64, |s, &p| s.saturating_add(p));
    let vertex = component.group_vertex[group];
    let (method, explanation) = if component.piles.len() == 1 {
        let name = edge_class_name(&component, 0);
        (
            "theorem:nim".to_string(),
            format!(
                "Only {name} {} in play here: a Nim heap of {}, so take it all (Bouton).",
                if component.classes.first().is_some_and(|c| c.edges.len() > 1) { "are" } else { "is" },
                Count(total)
            ),
        )
    } else {
        (
            "theorem:hub".to_string(),
            format!("Every edge of this part touches vertex {vertex}, so any reduction is one move: it is a Nim heap of {} (Bouton).", Count(total)),
        )
    };
    Part { component, evaluator: Evaluator::Hub { group }, method, explanation, states: 0 }
}

/// A component a theorem decides, with a Grundy table beside it when affordable (and
/// required when the component is one part of a sum).
fn theorem_part(
    component: PileComponent,
    theorem: EdgeTheorem,
    need_grundy: bool,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Part, SolveError> {
    let states = box_states(&component.piles);
    let grundy = if states.is_some_and(|s| s <= options.max_grundy_states) {
        Some(GrundyTable::build(
            &pile_game(&component),
            &options.budget(options.max_grundy_states),
            progress,
        )?)
    } else if need_grundy {
        return Err(too_large_for_grundy(states, options));
    } else {
        None
    };
    let counted = grundy.as_ref().map_or(0, GrundyTable::states);
    let method = match grundy {
        Some(_) => super::beside_table(&theorem.method()),
        None => theorem.method(),
    };
    let explanation = theorem.explanation(&component.piles);
    Ok(Part {
        component,
        evaluator: Evaluator::Theorem { theorem, grundy },
        method,
        explanation,
        states: counted,
    })
}

/// A component no theorem covers: a Grundy table when it fits that budget, else (when the
/// component is the whole game) an outcome table.
fn table_part(
    component: PileComponent,
    need_grundy: bool,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Part, SolveError> {
    let states = box_states(&component.piles);
    let fits = |limit: u64| states.is_some_and(|s| s <= limit);
    let (evaluator, counted, kind) = if fits(options.max_grundy_states) {
        let table =
            GrundyTable::build(&pile_game(&component), &options.budget(options.max_grundy_states), progress)?;
        let counted = table.states();
        (Evaluator::Grundy(table), counted, "Grundy")
    } else if need_grundy {
        return Err(too_large_for_grundy(states, options));
    } else if fits(options.max_states) {
        let table =
            OutcomeTable::build(&pile_game(&component), &options.budget(options.max_states), progress)?;
        let counted = table.states();
        (Evaluator::Outcomes(table), counted, "win/loss")
    } else {
        return Err(SolveError::TooLarge(format!(
            "no theorem covers this graph, and an exact table would need {} states, more than the budget of {}",
            readable_states(states),
            Count(options.max_states)
        )));
    };
    let explanation = format!(
        "Exact {kind} table over all {} positions below this one (no theorem covers this graph).",
        Count(counted)
    );
    Ok(Part { component, evaluator, method: "table".into(), explanation, states: counted })
}

fn too_large_for_grundy(states: Option<u64>, options: &SolveOptions) -> SolveError {
    SolveError::TooLarge(format!(
        "the position splits into independent parts, and combining them needs each part's Grundy value; one part has {} states below it, more than the Grundy budget of {}",
        readable_states(states),
        Count(options.max_grundy_states)
    ))
}

/// Tokens per pile of `component` in any position of the same graph.
fn piles_in(component: &PileComponent, position: &Position) -> Vec<u64> {
    component.classes.iter().map(|c| c.edges.iter().map(|&e| position.edges[e].tokens).sum()).collect()
}

/// Solves an Edge-Nim position: by parts, theorems and tables; when those would exceed the
/// budget, by the mirror theorem if the position is (or is one move from) a mirror position.
pub fn solve(
    position: &Position,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Analysis, SolveError> {
    match solve_by_parts(position, options, progress) {
        Err(SolveError::TooLarge(reason)) => {
            super::mirror::answer(position, options).ok_or(SolveError::TooLarge(reason))
        }
        other => other,
    }
}

fn solve_by_parts(
    position: &Position,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Analysis, SolveError> {
    let components = edge_components(position);
    if components.is_empty() {
        return Ok(terminal(options));
    }
    let need_grundy = components.len() > 1;
    let mut parts = Vec::with_capacity(components.len());
    for component in components {
        parts.push(evaluate(component, need_grundy, options, progress)?);
    }
    let grundies: Vec<Option<u64>> = parts.iter().map(|p| p.grundy(&p.component.piles)).collect();
    let grundy = grundies.iter().try_fold(0u64, |x, g| g.map(|g| x ^ g));
    let outcome = match (&parts[..], grundy) {
        ([single], _) => Outcome::from_is_p(single.is_p(&single.component.piles)),
        (_, Some(g)) => Outcome::from_grundy(g),
        _ => unreachable!("every part of a sum has a Grundy value"),
    };

    let found = winning_moves(position, &parts, &grundies, grundy, outcome, options)?;
    let (mut winning_moves, truncated, theorem_total) = (found.moves, found.truncated, found.theorem_total);
    let merged = parts.iter().any(|p| p.component.has_merged_edges());
    let winning_moves_total = if outcome == Outcome::P {
        Some(0)
    } else if !truncated {
        Some(winning_moves.len() as u64)
    } else if merged {
        // The theorem counts merged moves; the real ones are more and were not all listed.
        None
    } else {
        theorem_total
    };

    let remoteness_table = remoteness_table(position, options, progress)?;
    let remoteness =
        remoteness_table.as_ref().map(|(whole, table)| table.remoteness(&piles_in(whole, position)));
    if let Some((whole, table)) = &remoteness_table {
        super::put_fastest_first(position, remoteness, &mut winning_moves, &|child| {
            Some(table.remoteness(&piles_in(whole, child)))
        });
    }
    let moves = if options.all_moves {
        Some(list_moves(position, &parts, remoteness_table.as_ref(), options.move_cap))
    } else {
        None
    };
    let moves_total = crate::rules::edge::tally(position);

    let states = parts.iter().map(|p| p.states).sum();
    let (method, mut explanation) = describe(&parts, &grundies, grundy, outcome);
    if merged {
        explanation.push_str(
            " (Parallel edges, and loops at one vertex, were merged into one pile each for speed; the moves \
             listed are the real ones.)",
        );
    }
    Ok(Analysis {
        outcome,
        grundy,
        remoteness,
        winning_moves,
        winning_moves_total,
        moves,
        moves_total,
        method,
        explanation,
        states,
    })
}

/// The answer when no token is left.
fn terminal(options: &SolveOptions) -> Analysis {
    Analysis {
        outcome: Outcome::P,
        grundy: Some(0),
        remoteness: Some(0),
        winning_moves: Vec::new(),
        winning_moves_total: Some(0),
        moves: options.all_moves.then(Vec::new),
        moves_total: Some(0),
        method: "terminal".into(),
        explanation: "No tokens are left: the player to move has no move and loses.".into(),
        states: 0,
    }
}

/// Winning moves found, and whether the list stopped short of all of them.
struct WinningMoves {
    moves: Vec<Move>,
    truncated: bool,
    /// How many merged winning moves a theorem counted, when it listed only some.
    theorem_total: Option<u64>,
}

/// The real winning moves, up to the cap: from a lone part's theorem, from a hub part by
/// the amounts that make the Grundy values xor to 0, or by scanning a part's move targets.
fn winning_moves(
    position: &Position,
    parts: &[Part],
    grundies: &[Option<u64>],
    grundy: Option<u64>,
    outcome: Outcome,
    options: &SolveOptions,
) -> Result<WinningMoves, SolveError> {
    let mut found = WinningMoves { moves: Vec::new(), truncated: false, theorem_total: None };
    for (i, part) in parts.iter().enumerate() {
        if outcome == Outcome::P || found.truncated {
            break;
        }
        let piles = &part.component.piles;
        let room = options.move_cap - found.moves.len();
        // Each merged move stands for every split of its amounts among parallel edges: list
        // them all (each reaches its own position), up to the cap.
        let push = |group: usize, target: &[u64], out: &mut Vec<Move>| -> bool {
            part.component.real_moves(position, group, piles, target, |mv| {
                if out.len() == options.move_cap {
                    return false;
                }
                out.push(Move::Edge(mv));
                true
            })
        };
        if parts.len() == 1 {
            if let Evaluator::Theorem { theorem, .. } = &part.evaluator {
                let steps = theorem.search_steps(piles);
                if steps > options.max_states {
                    return Err(SolveError::TooLarge(format!(
                        "{} decides who wins, but finding the winning moves means trying {} token counts, more than the budget of {}",
                        theorem.method(),
                        Count(steps),
                        Count(options.max_states)
                    )));
                }
                let Some((targets, total)) = theorem.winning_moves(piles, &part.component.groups, room)
                else {
                    // Too many tokens to search for the moves; the outcome stands.
                    found.truncated = true;
                    continue;
                };
                found.theorem_total = Some(total);
                found.truncated |= total > targets.len() as u64;
                for (group, target) in targets {
                    push(group, &target, &mut found.moves);
                }
                continue;
            }
        }
        let others = grundy.map(|g| g ^ grundies[i].unwrap_or(0));
        match (&part.evaluator, others) {
            (Evaluator::Hub { group }, _) => {
                let want = others.unwrap_or(0);
                group_targets_with_sum(piles, &part.component.groups[*group], want, |t| {
                    let ok = push(*group, t, &mut found.moves);
                    found.truncated |= !ok;
                    ok
                });
            }
            (Evaluator::Outcomes(_), _) | (_, None) => {
                let single_part = parts.len() == 1;
                scan_targets(part, |group, t| {
                    if !single_part || !part.is_p(t) {
                        return true;
                    }
                    let ok = push(group, t, &mut found.moves);
                    found.truncated |= !ok;
                    ok
                });
            }
            (_, Some(want)) => {
                scan_targets(part, |group, t| {
                    if part.grundy(t) != Some(want) {
                        return true;
                    }
                    let ok = push(group, t, &mut found.moves);
                    found.truncated |= !ok;
                    ok
                });
            }
        }
    }
    Ok(found)
}

/// Visits every move target of a part, group by group, each resulting position once. Only
/// called on parts whose tables span the box, so the scan is bounded by the table size
/// already paid for — or on theorem parts whose scan is cut by the caller.
fn scan_targets(part: &Part, mut visit: impl FnMut(usize, &[u64]) -> bool) {
    for_each_target(&part.component.piles, &part.component.groups, &mut visit);
}

fn remoteness_table(
    position: &Position,
    options: &SolveOptions,
    progress: &mut impl Progress,
) -> Result<Option<(PileComponent, RemotenessTable)>, SolveError> {
    let whole = whole_edge_game(position);
    match box_states(&whole.piles) {
        Some(s) if s <= options.remoteness_limit() => {
            let table = RemotenessTable::build(&pile_game(&whole), &options.budget(s), progress)?;
            Ok(Some((whole, table)))
        }
        _ => Ok(None),
    }
}

fn list_moves(
    position: &Position,
    parts: &[Part],
    remoteness: Option<&(PileComponent, RemotenessTable)>,
    cap: usize,
) -> Vec<MoveReport> {
    let grundies: Vec<Option<u64>> = parts.iter().map(|p| p.grundy(&p.component.piles)).collect();
    let mut reports = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        let others =
            grundies.iter().enumerate().filter(|&(k, _)| k != i).try_fold(0u64, |x, (_, g)| g.map(|g| x ^ g));
        scan_targets(part, |group, target| {
            if reports.len() == cap {
                return false;
            }
            let child_grundy = part.grundy(target).zip(others).map(|(g, o)| g ^ o);
            let outcome = match (child_grundy, parts.len()) {
                (Some(g), _) => Outcome::from_grundy(g),
                (None, 1) => Outcome::from_is_p(part.is_p(target)),
                _ => unreachable!("parts of a sum all have Grundy values"),
            };
            part.component.real_moves(position, group, &part.component.piles, target, |mv| {
                if reports.len() == cap {
                    return false;
                }
                let mv = Move::Edge(mv);
                let child_remoteness = remoteness.and_then(|(whole, table)| {
                    let child = crate::rules::apply(position, &mv).ok()?;
                    Some(table.remoteness(&piles_in(whole, &child)))
                });
                reports.push(MoveReport { mv, outcome, grundy: child_grundy, remoteness: child_remoteness });
                true
            })
        });
    }
    reports
}

fn describe(
    parts: &[Part],
    grundies: &[Option<u64>],
    grundy: Option<u64>,
    outcome: Outcome,
) -> (String, String) {
    if let [part] = parts {
        return (part.method.clone(), part.explanation.clone());
    }
    if parts.iter().all(|p| p.component.piles.len() == 1) {
        let heaps: Vec<u64> = parts.iter().map(|p| p.component.piles[0]).collect();
        let names: Vec<String> = parts.iter().map(|p| edge_class_name(&p.component, 0)).collect();
        return (
            "theorem:nim".into(),
            format!(
                "No vertex joins two edges here, so each edge is a Nim heap. {}",
                crate::theory::nim::nim_explanation(&heaps, &names)
            ),
        );
    }
    let values: Vec<String> =
        grundies.iter().map(|g| g.map_or("?".into(), |g| Count(g).to_string())).collect();
    // "xor to 0, so …" (not "xor to 0, which is 0"); an unknown sum is said to be not 0.
    let sum = match (outcome, grundy) {
        (Outcome::P, _) => "xor to 0, so the player to move loses".to_string(),
        (Outcome::N, Some(g)) => format!("xor to {}, not 0, so the player to move wins", Count(g)),
        (Outcome::N, None) => "do not xor to 0, so the player to move wins".to_string(),
    };
    // Each part named by its vertices, as the board numbers them, with its value and route.
    let named: Vec<String> = parts
        .iter()
        .zip(&values)
        .map(|(p, value)| {
            let mut vertices = p.component.group_vertex.clone();
            crate::sorting::sort(&mut vertices);
            let vertices: Vec<String> = vertices.iter().map(usize::to_string).collect();
            format!("vertices {}: value {value} ({})", vertices.join(", "), part_route(&p.method))
        })
        .collect();
    (
        "decomposition".into(),
        format!(
            "{} independent parts (no vertex joins them): {}. Their Grundy values {} {sum} (Sprague–Grundy).",
            Count(parts.len() as u64),
            named.join("; "),
            values.join(" ⊕ "),
        ),
    )
}

/// A part's route in words, from its method name ("theorem:c3+table" → "the triangle's
/// theorem, with a table"): the tags are the JSON's, not the reader's.
fn part_route(method: &str) -> String {
    // Plain `&'static str`s and one concat: this text is in the page's wasm, which must not grow.
    let name = method.strip_suffix("+table");
    let route = match name.unwrap_or(method) {
        "table" => "an exact table",
        "terminal" => "no move left",
        "theorem:nim" | "theorem:hub" => "Nim",
        "theorem:c3" => "the triangle's theorem",
        "theorem:c4" => "the square's theorem",
        "theorem:c5" => "the 5-cycle's theorem",
        "theorem:tetrahedron" => "the tetrahedron's theorem",
        _ => "a theorem",
    };
    let mut text = String::from(route);
    if name.is_some() {
        text.push_str(", with a table");
    }
    text
}

/// Pile `j` of a component as the board shows it: "edge 0–1", "the loop at vertex 2", or its
/// parallel edges with their numbers, as they share the pile.
fn edge_class_name(component: &PileComponent, j: usize) -> String {
    match component.classes.get(j) {
        Some(class) => component.drawn.pile_called(&class.edges),
        None => format!("edge {j}"),
    }
}
