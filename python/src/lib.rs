//! `graphnim._graphnim`: the Python binding of the graphnim crate. Every rule, solver, table
//! and sweep is the crate's; this file only converts values (positions and answers cross as
//! the crate's JSON text, tables as numpy arrays), releases the GIL for long calls and turns
//! Ctrl-C into a cancelled build. The friendly Python API (dict positions, pandas rows,
//! docstrings) is `graphnim/__init__.py`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use graphnim::families::family as family_position;
use graphnim::moves::Move;
use graphnim::position::{Limits, Play, Position, Rules};
use graphnim::research::certificate::certificate as certify;
use graphnim::research::expr::{position_names, Expr};
use graphnim::research::scan::{check as check_box, BoxTable, Found};
use graphnim::research::sweep::{Sweep, SweepError, SweepLimits, CSV_HEADER};
use graphnim::rules;
use graphnim::solver::table::{Budget, FnProgress, TableError};
use graphnim::solver::{add_move_count, solve as solve_position, SolveError, SolveOptions};
use numpy::{Element, PyArray1, PyArrayMethods};
use pyo3::create_exception;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use rayon::prelude::*;
use serde_json::{json, Value};

create_exception!(
    graphnim,
    PositionError,
    PyValueError,
    "Bad input: a position, move, formula or family the engine refuses, or a box over the caps.\n\nThe message is the engine's own and names what is wrong."
);

fn bad(message: impl ToString) -> PyErr {
    PositionError::new_err(message.to_string())
}

/// Reads a position from the crate's JSON format (the 1 MiB cap is the crate's).
fn position(text: &str) -> PyResult<Position> {
    Position::from_json(text).map_err(bad)
}

/// How often the waiting thread looks for Ctrl-C.
const SIGNAL_POLL: Duration = Duration::from_millis(100);
/// Stack of the worker thread: the solver's searches recurse, and a spawned thread's default
/// stack (2 MiB) is smaller than a main thread's.
const WORKER_STACK: usize = 64 << 20;

/// Runs `work` on a worker thread with the GIL released, while this thread checks for
/// Ctrl-C (and other signals) every [`SIGNAL_POLL`]: a pending KeyboardInterrupt sets the
/// flag `work` polls through its progress callback, and is raised once `work` has stopped.
/// Signals are only delivered to Python's main thread; from other threads the check is a
/// no-op and `work` simply runs to the end.
fn interruptible<T: Send>(py: Python<'_>, work: impl FnOnce(&AtomicBool) -> T + Send) -> PyResult<T> {
    let cancel = AtomicBool::new(false);
    let (result, signal) = py.allow_threads(|| {
        std::thread::scope(|scope| {
            let (done, finished) = mpsc::channel::<()>();
            let cancel = &cancel;
            let worker = std::thread::Builder::new()
                .stack_size(WORKER_STACK)
                .spawn_scoped(scope, move || {
                    let result = work(cancel);
                    done.send(()).ok();
                    result
                })
                .map_err(|e| format!("cannot start a worker thread: {e}"));
            let worker = match worker {
                Ok(w) => w,
                Err(e) => return (Err(e), None),
            };
            let mut signal = None;
            while let Err(mpsc::RecvTimeoutError::Timeout) = finished.recv_timeout(SIGNAL_POLL) {
                if signal.is_none() {
                    if let Err(e) = Python::with_gil(|py| py.check_signals()) {
                        signal = Some(e);
                        cancel.store(true, Ordering::Relaxed);
                    }
                }
            }
            let result =
                worker.join().map_err(|_| "the engine panicked (please report this position)".to_string());
            (result, signal)
        })
    });
    if let Some(e) = signal {
        return Err(e);
    }
    result.map_err(PyRuntimeError::new_err)
}

/// Solver budgets from keyword arguments, the CLI's defaults otherwise.
#[allow(clippy::too_many_arguments)]
fn solve_options(
    all_moves: bool,
    remoteness: bool,
    max_states: Option<u64>,
    max_grundy_states: Option<u64>,
    max_remoteness_states: Option<u64>,
    max_bytes: Option<u64>,
    move_cap: Option<u64>,
) -> SolveOptions {
    let base = SolveOptions { all_moves, remoteness, ..SolveOptions::default() };
    SolveOptions {
        max_states: max_states.unwrap_or(base.max_states),
        max_grundy_states: max_grundy_states.unwrap_or(base.max_grundy_states),
        max_remoteness_states: max_remoteness_states.unwrap_or(base.max_remoteness_states),
        max_bytes: max_bytes.unwrap_or(base.max_bytes),
        move_cap: move_cap.map_or(base.move_cap, |n| n.min(1_000_000) as usize),
        ..base
    }
}

/// A progress hook that stops at Ctrl-C or at the time limit.
fn stopper<'a>(
    cancel: &'a AtomicBool,
    deadline: Option<Instant>,
) -> FnProgress<impl FnMut(u64, u64) -> bool + 'a> {
    FnProgress(move |_done, _total| {
        !cancel.load(Ordering::Relaxed) && deadline.is_none_or(|end| Instant::now() < end)
    })
}

fn deadline(time_limit: Option<f64>) -> PyResult<Option<Instant>> {
    match time_limit {
        None => Ok(None),
        Some(s) if (0.0..=1e9).contains(&s) => Ok(Some(Instant::now() + Duration::from_secs_f64(s))),
        Some(s) => Err(bad(format!("time_limit must be a number of seconds between 0 and 10^9, got {s}"))),
    }
}

/// The exact answer as `graphnim solve` prints it (JSON text).
#[pyfunction]
#[pyo3(signature = (position_json, all_moves=false, remoteness=false, max_states=None, max_grundy_states=None,
    max_remoteness_states=None, max_bytes=None, move_cap=None, time_limit=None))]
#[allow(clippy::too_many_arguments)]
fn solve(
    py: Python<'_>,
    position_json: &str,
    all_moves: bool,
    remoteness: bool,
    max_states: Option<u64>,
    max_grundy_states: Option<u64>,
    max_remoteness_states: Option<u64>,
    max_bytes: Option<u64>,
    move_cap: Option<u64>,
    time_limit: Option<f64>,
) -> PyResult<String> {
    let position = position(position_json)?;
    let options = solve_options(
        all_moves,
        remoteness,
        max_states,
        max_grundy_states,
        max_remoteness_states,
        max_bytes,
        move_cap,
    );
    let end = deadline(time_limit)?;
    let answer = interruptible(py, |cancel| solve_position(&position, &options, &mut stopper(cancel, end)))?;
    let mut value = match answer {
        Ok(analysis) => analysis.to_value(),
        // The CLI's wording for its time limit; Ctrl-C has raised KeyboardInterrupt before this.
        Err(SolveError::Cancelled) => json!({"outcome": "unknown", "reason": "time limit reached"}),
        Err(e) => e.to_value(),
    };
    add_move_count(&mut value, &position);
    Ok(value.to_string())
}

/// The certificate as `graphnim certificate` prints it (JSON text).
#[pyfunction]
#[pyo3(signature = (position_json, max_states=None, max_grundy_states=None, max_bytes=None, time_limit=None))]
fn certificate(
    py: Python<'_>,
    position_json: &str,
    max_states: Option<u64>,
    max_grundy_states: Option<u64>,
    max_bytes: Option<u64>,
    time_limit: Option<f64>,
) -> PyResult<String> {
    let position = position(position_json)?;
    let options = solve_options(false, false, max_states, max_grundy_states, None, max_bytes, None);
    let end = deadline(time_limit)?;
    match interruptible(py, |cancel| certify(&position, &options, &mut stopper(cancel, end)))? {
        Ok(cert) => Ok(cert.to_value().to_string()),
        Err(SolveError::Cancelled) => Err(bad("time limit reached")),
        Err(e) => Err(bad(e)),
    }
}

/// The position as the crate writes it (validated, `"token"` spelled as the crate spells it).
#[pyfunction]
fn normalize(position_json: &str) -> PyResult<String> {
    Ok(position(position_json)?.to_json())
}

/// Every legal move in the crate's canonical order, at most `cap` (JSON list), and whether
/// the list is complete.
#[pyfunction]
#[pyo3(signature = (position_json, cap=1000))]
fn moves(position_json: &str, cap: usize) -> PyResult<(String, bool)> {
    let position = position(position_json)?;
    let (list, cut) = rules::legal_moves(&position, cap.min(1_000_000));
    let list: Vec<Value> = list.iter().map(Move::to_value).collect();
    Ok((Value::Array(list).to_string(), !cut))
}

/// How many legal moves there are, exactly, as decimal digits (Python makes them an int of
/// any size); `None` when not counted (explicit sets with too many subsets to go through).
#[pyfunction]
fn count_moves(position_json: &str) -> PyResult<Option<String>> {
    Ok(rules::move_count(&position(position_json)?).map(|n| n.to_string()))
}

/// Whether the player to move has no move left.
#[pyfunction]
fn is_over(position_json: &str) -> PyResult<bool> {
    Ok(rules::is_over(&position(position_json)?))
}

/// The position after a legal move (JSON text), or the crate's reason it is illegal.
#[pyfunction]
fn play(position_json: &str, move_json: &str) -> PyResult<String> {
    let position = position(position_json)?;
    let mv = Move::from_json(move_json).map_err(bad)?;
    Ok(rules::apply(&position, &mv).map_err(bad)?.to_json())
}

/// A family member as a position (JSON text): the crate's `families` spec, every edge
/// holding `tokens`.
#[pyfunction]
#[pyo3(signature = (spec, tokens=1, rules="edge", play="normal"))]
fn family(spec: &str, tokens: u64, rules: &str, play: &str) -> PyResult<String> {
    let rules = rules_arg(rules)?;
    let play = play_arg(play)?;
    let limits = Limits::DEFAULT;
    if tokens > limits.max_tokens {
        return Err(bad(format!("{tokens} tokens per edge is more than the limit of {}", limits.max_tokens)));
    }
    let position = family_position(spec, rules, tokens, &limits).map_err(bad)?;
    Ok(Position { play, ..position }.to_json())
}

fn rules_arg(rules: &str) -> PyResult<Rules> {
    match rules {
        "edge" => Ok(Rules::Edge),
        "walk" => Ok(Rules::Walk),
        other => Err(bad(format!("rules must be \"edge\" or \"walk\", got {other:?}"))),
    }
}

fn play_arg(play: &str) -> PyResult<Play> {
    match play {
        "normal" => Ok(Play::Normal),
        "misere" | "misère" => Ok(Play::Misere),
        other => Err(bad(format!("play must be \"normal\" or \"misere\", got {other:?}"))),
    }
}

/// A table error as Python reports it: a box over the budget also names the keywords that
/// raise it (the crate's message is shared with the CLI and the page, which say it their way).
fn table_error(e: TableError) -> PyErr {
    match e {
        TableError::TooLarge { .. } => {
            bad(format!("{e}; raise max_states= (positions) or max_bytes= (memory) to allow it"))
        }
        other => bad(other),
    }
}

/// Builds the box's table (GIL released, Ctrl-C checked), as `graphnim table` does.
fn build_box(py: Python<'_>, position: &Position, grundy: bool, budget: &Budget) -> PyResult<BoxTable> {
    match interruptible(py, |cancel| BoxTable::build(position, grundy, budget, &mut stopper(cancel, None)))? {
        Ok(table) => Ok(table),
        // Only Ctrl-C cancels a table here, and it has been raised above.
        Err(e) => Err(table_error(e)),
    }
}

/// The shape of the box: (pieces,) + (count + 1 per edge or pile).
fn box_shape(table: &BoxTable) -> Vec<usize> {
    let mut shape = Vec::with_capacity(table.maxima.len() + 1);
    if table.rules == Rules::Walk {
        shape.push(table.vertices);
    }
    shape.extend(table.maxima.iter().map(|&m| m as usize + 1));
    shape
}

/// Fills a C-ordered (last axis fastest) vector from the box's entries, which the crate
/// visits piece by piece with edge 0 fastest, then hands it to numpy without a copy.
fn box_array<'py, T: Element + Copy + Default + Send>(
    py: Python<'py>,
    table: &BoxTable,
    cell: impl Fn(bool, Option<u64>) -> T + Sync,
) -> PyResult<Bound<'py, PyAny>> {
    let shape = box_shape(table);
    let states = shape.iter().product::<usize>();
    let mut strides = vec![1usize; shape.len()];
    for axis in (0..shape.len().saturating_sub(1)).rev() {
        strides[axis] = strides[axis + 1] * shape[axis + 1];
    }
    let (piece_stride, token_strides) =
        if table.rules == Rules::Walk { (strides[0], &strides[1..]) } else { (0, &strides[..]) };
    // Filling a large box takes seconds too: without the GIL, and Ctrl-C stops it.
    let cells = interruptible(py, |cancel| {
        let mut cells = vec![T::default(); states];
        let mut visited = 0u64;
        table.for_each(|entry| {
            let at = entry.piece.unwrap_or(0) * piece_stride
                + entry.tokens.iter().zip(token_strides).map(|(&t, &s)| t as usize * s).sum::<usize>();
            cells[at] = cell(entry.is_p, entry.grundy);
            visited += 1;
            !visited.is_multiple_of(1 << 16) || !cancel.load(Ordering::Relaxed)
        });
        cells
    })?;
    // A contiguous array reshaped is a view of the same buffer: the Vec is the only copy.
    Ok(PyArray1::from_vec(py, cells).reshape(shape)?.into_any())
}

/// The largest Grundy value in the box (0 for an outcome table), GIL released, Ctrl-C checked.
fn largest_value(py: Python<'_>, table: &BoxTable) -> PyResult<u64> {
    interruptible(py, |cancel| {
        let mut largest = 0u64;
        let mut visited = 0u64;
        table.for_each(|entry| {
            largest = largest.max(entry.grundy.unwrap_or(0));
            visited += 1;
            !visited.is_multiple_of(1 << 16) || !cancel.load(Ordering::Relaxed)
        });
        largest
    })
}

/// Every position of the box below the position, as an n-dimensional numpy array: outcome
/// (True = P) or Grundy value, in the narrowest unsigned dtype that holds them.
#[pyfunction]
#[pyo3(signature = (position_json, grundy=false, max_states=50_000_000, max_bytes=1 << 30))]
fn table<'py>(
    py: Python<'py>,
    position_json: &str,
    grundy: bool,
    max_states: u64,
    max_bytes: u64,
) -> PyResult<Bound<'py, PyAny>> {
    let position = position(position_json)?;
    let budget = Budget { max_states, max_bytes };
    let table = build_box(py, &position, grundy, &budget)?;
    // The array itself must fit the memory cap too (the budget has only counted the table).
    let states = table.states();
    let largest = if grundy { largest_value(py, &table)? } else { 0 };
    let width: u64 = match largest {
        0..=0xff => 1,
        0x100..=0xffff => 2,
        _ => 4,
    };
    if states.checked_mul(width).is_none_or(|bytes| bytes > max_bytes) {
        return Err(bad(format!(
            "the array of {states} positions at {width} byte(s) each is more than max_bytes = {max_bytes}"
        )));
    }
    if !grundy {
        return box_array(py, &table, |is_p, _| is_p);
    }
    match width {
        1 => box_array(py, &table, |_, g| g.unwrap_or(0) as u8),
        2 => box_array(py, &table, |_, g| g.unwrap_or(0) as u16),
        _ if largest <= u64::from(u32::MAX) => box_array(py, &table, |_, g| g.unwrap_or(0) as u32),
        _ => box_array(py, &table, |_, g| g.unwrap_or(0)),
    }
}

fn found_value(found: &Found) -> Value {
    json!({"piece": found.piece, "tokens": found.tokens})
}

/// The check of "P exactly when `p_iff`" over the box, as `graphnim check` runs it (JSON text).
#[pyfunction]
#[pyo3(signature = (position_json, p_iff, r#where=None, limit=10, max_states=250_000_000, max_bytes=1 << 30))]
fn check(
    py: Python<'_>,
    position_json: &str,
    p_iff: &str,
    r#where: Option<&str>,
    limit: usize,
    max_states: u64,
    max_bytes: u64,
) -> PyResult<String> {
    let position = position(position_json)?;
    let names = position_names(&position);
    let claim = Expr::parse(p_iff, &names).map_err(|e| bad(e.pointed("p_iff", p_iff)))?;
    let filter =
        r#where.map(|f| Expr::parse(f, &names).map_err(|e| bad(e.pointed("where", f)))).transpose()?;
    let budget = Budget { max_states, max_bytes };
    let table = build_box(py, &position, false, &budget)?;
    let limit = limit.min(1_000_000);
    let report = interruptible(py, |cancel| {
        check_box(&table, &claim, filter.as_ref(), limit, |_| !cancel.load(Ordering::Relaxed))
    })?
    .map_err(|(which, e, at)| bad(format!("{which}: evaluating the formula on {at}: {e}")))?;
    let value = json!({
        "holds": report.holds(),
        "scanned": report.scanned,
        "p_positions": report.p_positions,
        "p_but_false_count": report.p_but_false.count,
        "n_but_true_count": report.n_but_true.count,
        "p_but_false": report.p_but_false.list().iter().map(found_value).collect::<Vec<_>>(),
        "n_but_true": report.n_but_true.list().iter().map(found_value).collect::<Vec<_>>(),
    });
    Ok(value.to_string())
}

/// A sweep from its arguments, the formula's fault shown at its place.
fn sweep_of(
    family: &str,
    tokens: u64,
    rules: &str,
    play: &str,
    p_iff: Option<&str>,
    limits: SweepLimits,
) -> PyResult<Sweep> {
    Sweep::new(family, rules_arg(rules)?, play_arg(play)?, tokens, p_iff, limits).map_err(|e| match e {
        SweepError::Formula(e) => bad(e.pointed("p_iff", p_iff.unwrap_or_default())),
        other => bad(other),
    })
}

/// One member's row as JSON, with the seconds it took.
fn member_row(sweep: &Sweep, n: u64, cancel: &AtomicBool) -> Value {
    let start = Instant::now();
    let row = sweep.row(n, &mut stopper(cancel, None));
    let mut value = row.to_value();
    value["seconds"] = json!(start.elapsed().as_secs_f64());
    value["csv"] = json!(row.csv(None));
    value
}

/// The members' n of a sweep over `a..=b` (the Petersen graph has one), after checking the
/// family, rules and formula.
#[pyfunction]
#[pyo3(signature = (family, a, b, tokens, rules="edge", play="normal", p_iff=None))]
fn sweep_members(
    family: &str,
    a: u64,
    b: u64,
    tokens: u64,
    rules: &str,
    play: &str,
    p_iff: Option<&str>,
) -> PyResult<Vec<u64>> {
    if a > b || b - a > 1000 {
        return Err(bad(format!(
            "n = {a}..{b}: the first must be at most the last, and at most 1,000 members"
        )));
    }
    let limits = SweepLimits { max_bytes: 0, ..SweepLimits::default() };
    let sweep = sweep_of(family, tokens, rules, play, p_iff, limits)?;
    Ok(sweep.members(a, b))
}

/// One member's row of `graphnim sweep` (JSON text): the unit of work a cluster runs.
#[pyfunction]
#[pyo3(signature = (family, n, tokens, rules="edge", play="normal", p_iff=None, max_states=50_000_000,
    max_grundy_states=4_000_000, max_bytes=1 << 30))]
#[allow(clippy::too_many_arguments)]
fn sweep_row(
    py: Python<'_>,
    family: &str,
    n: u64,
    tokens: u64,
    rules: &str,
    play: &str,
    p_iff: Option<&str>,
    max_states: u64,
    max_grundy_states: u64,
    max_bytes: u64,
) -> PyResult<String> {
    let limits = SweepLimits { max_states, max_grundy_states, max_bytes };
    let sweep = sweep_of(family, tokens, rules, play, p_iff, limits)?;
    Ok(interruptible(py, |cancel| member_row(&sweep, n, cancel))?.to_string())
}

/// Every member's row (JSON list, in member order), members on `jobs` threads as
/// `graphnim sweep` runs them.
#[pyfunction]
#[pyo3(signature = (family, a, b, tokens, rules="edge", play="normal", p_iff=None, max_states=50_000_000,
    max_grundy_states=4_000_000, max_bytes=1 << 30, jobs=None))]
#[allow(clippy::too_many_arguments)]
fn sweep(
    py: Python<'_>,
    family: &str,
    a: u64,
    b: u64,
    tokens: u64,
    rules: &str,
    play: &str,
    p_iff: Option<&str>,
    max_states: u64,
    max_grundy_states: u64,
    max_bytes: u64,
    jobs: Option<usize>,
) -> PyResult<String> {
    let members = sweep_members(family, a, b, tokens, rules, play, p_iff)?;
    let limits = SweepLimits { max_states, max_grundy_states, max_bytes };
    let sweep = sweep_of(family, tokens, rules, play, p_iff, limits)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.unwrap_or(0).min(256))
        .build()
        .map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
    let rows = interruptible(py, |cancel| {
        pool.install(|| members.par_iter().map(|&n| member_row(&sweep, n, cancel)).collect::<Vec<_>>())
    })?;
    Ok(Value::Array(rows).to_string())
}

#[pymodule]
fn _graphnim(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // numpy's C API is imported on first use; import it now, so that a Ctrl-C pending when a
    // long table ends cannot interrupt that import (rust-numpy panics if it fails).
    PyArray1::<bool>::zeros(m.py(), 0, false);
    m.add("PositionError", m.py().get_type::<PositionError>())?;
    m.add("SWEEP_CSV_HEADER", CSV_HEADER)?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(certificate, m)?)?;
    m.add_function(wrap_pyfunction!(normalize, m)?)?;
    m.add_function(wrap_pyfunction!(moves, m)?)?;
    m.add_function(wrap_pyfunction!(count_moves, m)?)?;
    m.add_function(wrap_pyfunction!(is_over, m)?)?;
    m.add_function(wrap_pyfunction!(play, m)?)?;
    m.add_function(wrap_pyfunction!(family, m)?)?;
    m.add_function(wrap_pyfunction!(table, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(sweep_members, m)?)?;
    m.add_function(wrap_pyfunction!(sweep_row, m)?)?;
    m.add_function(wrap_pyfunction!(sweep, m)?)?;
    Ok(())
}
