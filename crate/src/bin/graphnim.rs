//! `graphnim`: solve, play and tabulate Edge-Nim and Walking Nim positions from the
//! terminal. Positions use the crate's JSON format; see `graphnim help`.

use std::io::{BufRead, Read, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use graphnim::moves::{EdgeMove, Move, WalkMove};
use graphnim::position::{Position, Rules};
use graphnim::rules;
use graphnim::solver::table::{Budget, OutcomeTable, PileGame};
use graphnim::solver::walk_table::{WalkGame, WalkTable};
use graphnim::solver::{solve, Progress, SolveOptions};

const HELP: &str = "graphnim — Edge-Nim and Walking Nim on multigraphs

USAGE:
  graphnim solve FILE|- [--all-moves] [--remoteness] [--time-limit SECONDS] [--max-states N]
                        [--max-grundy-states N] [--max-remoteness-states N] [--max-bytes N]
                        [--move-cap N]
      Print the exact answer as JSON: outcome (P = player to move loses, N = wins),
      grundy, winning_moves, method, explanation; --remoteness adds remoteness (moves left
      under perfect play); --all-moves adds `moves` (each with its result) and remoteness.
      When the exact answer does not fit the budget, prints {\"outcome\":\"unknown\",\"reason\":...}.
  graphnim play FILE|- [--computer-first] [--two-players]
      Play the position against the solver (or another person) in the terminal.
      Edge-Nim moves:    VERTEX EDGE:AMOUNT [EDGE:AMOUNT ...]   e.g.  2 0:1 3:2
      Walking Nim moves: EDGE AMOUNT                            e.g.  1 2
      Also accepted: a JSON move, `hint`, `quit`.
  graphnim table FILE|-
      Print, as CSV, every P-position of the graph with each edge's tokens at most its
      count in FILE (for walk rules the first column is the piece's vertex).

Positions are JSON: {\"rules\":\"edge\",\"vertices\":3,\"edges\":[[0,1,2],[1,2,2],[2,0,2]]}
or {\"rules\":\"walk\",\"vertices\":3,\"edges\":[[0,1,2],[1,2,1]],\"token\":0}.
Errors go to stderr with exit code 1 (2 for bad usage).";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("solve") => cmd_solve(&args[1..]),
        Some("play") => cmd_play(&args[1..]),
        Some("table") => cmd_table(&args[1..]),
        Some("help" | "--help" | "-h") => {
            println!("{HELP}");
            Ok(())
        }
        _ => Err(CliError::Usage("expected a command: solve, play, table or help".into())),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Usage(message)) => {
            eprintln!("graphnim: {message}\n(run `graphnim help` for usage)");
            ExitCode::from(2)
        }
        Err(CliError::Failed(message)) => {
            eprintln!("graphnim: {message}");
            ExitCode::from(1)
        }
    }
}

enum CliError {
    Usage(String),
    Failed(String),
}

fn failed(e: impl std::fmt::Display) -> CliError {
    CliError::Failed(e.to_string())
}

fn read_position(source: &str) -> Result<Position, CliError> {
    let mut text = String::new();
    if source == "-" {
        std::io::stdin()
            .take(2 << 20)
            .read_to_string(&mut text)
            .map_err(|e| failed(format!("reading stdin: {e}")))?;
    } else {
        let file = std::fs::File::open(source).map_err(|e| failed(format!("{source}: {e}")))?;
        file.take(2 << 20).read_to_string(&mut text).map_err(|e| failed(format!("{source}: {e}")))?;
    }
    Position::from_json(&text).map_err(|e| failed(format!("{source}: {e}")))
}

/// Options and the one positional argument.
struct Parsed {
    source: String,
    flags: Vec<String>,
    values: Vec<(String, String)>,
}

fn parse_args(args: &[String], value_options: &[&str], flag_options: &[&str]) -> Result<Parsed, CliError> {
    let mut parsed = Parsed { source: String::new(), flags: Vec::new(), values: Vec::new() };
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        if value_options.contains(&arg.as_str()) {
            let value = args.get(i + 1).ok_or_else(|| CliError::Usage(format!("{arg} needs a value")))?;
            parsed.values.push((arg.clone(), value.clone()));
            i += 2;
            continue;
        }
        if flag_options.contains(&arg.as_str()) {
            parsed.flags.push(arg.clone());
        } else if arg.starts_with("--") {
            return Err(CliError::Usage(format!("unknown option {arg}")));
        } else if parsed.source.is_empty() {
            parsed.source = arg.clone();
        } else {
            return Err(CliError::Usage(format!("unexpected argument {arg}")));
        }
        i += 1;
    }
    if parsed.source.is_empty() {
        return Err(CliError::Usage("expected a position FILE (or - for stdin)".into()));
    }
    Ok(parsed)
}

impl Parsed {
    fn number(&self, name: &str) -> Result<Option<u64>, CliError> {
        match self.values.iter().rev().find(|(k, _)| k == name) {
            Some((_, v)) => v
                .parse()
                .map(Some)
                .map_err(|_| CliError::Usage(format!("{name} needs a whole number, got {v}"))),
            None => Ok(None),
        }
    }
}

/// Stops a solve after a wall-clock limit (native only; the library itself has no clock).
struct Deadline(Option<Instant>);

impl Progress for Deadline {
    fn tick(&mut self, _done: u64, _total: u64) -> bool {
        self.0.is_none_or(|end| Instant::now() < end)
    }
}

fn cmd_solve(args: &[String]) -> Result<(), CliError> {
    let parsed = parse_args(
        args,
        &[
            "--time-limit",
            "--max-states",
            "--max-grundy-states",
            "--max-remoteness-states",
            "--max-bytes",
            "--move-cap",
        ],
        &["--all-moves", "--remoteness"],
    )?;
    let position = read_position(&parsed.source)?;
    let mut options = SolveOptions {
        all_moves: parsed.flags.iter().any(|f| f == "--all-moves"),
        remoteness: parsed.flags.iter().any(|f| f == "--remoteness"),
        ..SolveOptions::default()
    };
    if let Some(n) = parsed.number("--max-states")? {
        options.max_states = n;
    }
    if let Some(n) = parsed.number("--max-grundy-states")? {
        options.max_grundy_states = n;
    }
    if let Some(n) = parsed.number("--max-remoteness-states")? {
        options.max_remoteness_states = n;
    }
    if let Some(n) = parsed.number("--max-bytes")? {
        options.max_bytes = n;
    }
    if let Some(n) = parsed.number("--move-cap")? {
        options.move_cap = n.min(1_000_000) as usize;
    }
    let limit = parsed.number("--time-limit")?.map(|s| Instant::now() + Duration::from_secs(s));
    let answer = match solve(&position, &options, &mut Deadline(limit)) {
        Ok(analysis) => analysis.to_value(),
        Err(graphnim::solver::SolveError::Cancelled) => {
            serde_json::json!({"outcome": "unknown", "reason": "time limit reached"})
        }
        Err(e) => e.to_value(),
    };
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{}", serde_json::to_string_pretty(&answer).unwrap_or_default()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(failed(e)),
        _ => Ok(()),
    }
}

fn describe(position: &Position) -> String {
    let mut out = String::new();
    for (i, e) in position.edges.iter().enumerate() {
        let kind = if e.is_loop() { " (loop)" } else { "" };
        out.push_str(&format!("  edge {i}: {} - {}{kind}  tokens {}\n", e.u, e.v, e.tokens));
    }
    if let Some(t) = position.token {
        out.push_str(&format!("  piece on vertex {t}\n"));
    }
    out
}

fn format_move(mv: &Move) -> String {
    match mv {
        Move::Edge(m) => {
            let parts: Vec<String> = m.take.iter().map(|(e, a)| format!("{e}:{a}")).collect();
            format!("{} {}", m.vertex, parts.join(" "))
        }
        Move::Walk(m) => format!("{} {}", m.edge, m.take),
    }
}

/// The move in words, next to the short form people type.
fn explain_move(position: &Position, mv: &Move) -> String {
    let short = format_move(mv);
    match mv {
        Move::Edge(m) => {
            let parts: Vec<String> = m.take.iter().map(|(e, a)| format!("{a} from edge {e}")).collect();
            format!("`{short}` (at vertex {}, take {})", m.vertex, parts.join(", "))
        }
        Move::Walk(m) => {
            let from = position.token.unwrap_or(0);
            let to = position.edges.get(m.edge).map_or(from, |e| e.other_end(from));
            format!("`{short}` (cross edge {} taking {}, the piece goes to vertex {to})", m.edge, m.take)
        }
    }
}

fn parse_move(rules: Rules, line: &str) -> Result<Move, String> {
    if line.starts_with('{') {
        return Move::from_json(line).map_err(|e| e.to_string());
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    let number = |w: &str| w.parse::<u64>().map_err(|_| format!("`{w}` is not a whole number"));
    match rules {
        Rules::Edge => {
            let (first, rest) = words.split_first().ok_or("type a move, e.g. `2 0:1 3:2`")?;
            let vertex = number(first)? as usize;
            let mut take = Vec::new();
            for w in rest {
                let (e, a) = w.split_once(':').ok_or(format!("`{w}` should be EDGE:AMOUNT"))?;
                take.push((number(e)? as usize, number(a)?));
            }
            Ok(Move::Edge(EdgeMove { vertex, take }))
        }
        Rules::Walk => match words[..] {
            [e, a] => Ok(Move::Walk(WalkMove { edge: number(e)? as usize, take: number(a)? })),
            _ => Err("type EDGE AMOUNT, e.g. `1 2`".into()),
        },
    }
}

/// The computer's move: a winning move when there is one, otherwise the move that
/// makes the game last longest (or any legal move if that is unknown).
fn computer_move(position: &Position) -> Result<Move, String> {
    let options = SolveOptions { all_moves: true, move_cap: 100_000, ..SolveOptions::default() };
    let analysis = solve(position, &options, &mut ()).map_err(|e| e.to_string())?;
    if let Some(mv) = analysis.winning_moves.first() {
        return Ok(mv.clone());
    }
    let moves = analysis.moves.unwrap_or_default();
    moves
        .iter()
        .max_by_key(|r| r.remoteness.unwrap_or(0))
        .map(|r| r.mv.clone())
        .ok_or_else(|| "no legal move".to_string())
}

fn cmd_play(args: &[String]) -> Result<(), CliError> {
    let parsed = parse_args(args, &[], &["--computer-first", "--two-players"])?;
    let mut position = read_position(&parsed.source)?;
    let two_players = parsed.flags.iter().any(|f| f == "--two-players");
    let mut computer_turn = parsed.flags.iter().any(|f| f == "--computer-first") && !two_players;
    let mut player = 1;
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        println!("\nPosition:\n{}", describe(&position));
        if rules::is_over(&position) {
            let winner = if two_players {
                format!("Player {} wins!", 3 - player)
            } else if computer_turn {
                "You win!".to_string()
            } else {
                "The computer wins.".to_string()
            };
            println!("No move is left for the player to move. {winner}");
            return Ok(());
        }
        let mv = if computer_turn {
            let mv = computer_move(&position).map_err(failed)?;
            println!("Computer plays: {}", explain_move(&position, &mv));
            mv
        } else {
            let who = if two_players { format!("Player {player}") } else { "Your".to_string() };
            print!("{who} move> ");
            std::io::stdout().flush().ok();
            let Some(Ok(line)) = lines.next() else {
                println!("\nGoodbye.");
                return Ok(());
            };
            let line = line.trim();
            match line {
                "quit" | "exit" => return Ok(()),
                "hint" => {
                    match solve(&position, &SolveOptions::default(), &mut ()) {
                        Ok(a) => match a.winning_moves.first() {
                            Some(mv) => {
                                println!("Hint: {} wins. {}", explain_move(&position, mv), a.explanation)
                            }
                            None => {
                                println!("Hint: every move loses against perfect play ({})", a.explanation)
                            }
                        },
                        Err(e) => println!("Hint unavailable: {e}"),
                    }
                    continue;
                }
                _ => {}
            }
            match parse_move(position.rules, line) {
                Ok(mv) => mv,
                Err(message) => {
                    println!("Not understood: {message}");
                    continue;
                }
            }
        };
        match rules::apply(&position, &mv) {
            Ok(next) => position = next,
            Err(e) => {
                println!("Illegal move: {e}");
                continue;
            }
        }
        if two_players {
            player = 3 - player;
        } else {
            computer_turn = !computer_turn;
        }
    }
}

fn cmd_table(args: &[String]) -> Result<(), CliError> {
    let parsed = parse_args(args, &[], &[])?;
    let position = read_position(&parsed.source)?;
    let budget = Budget { max_states: 50_000_000, max_bytes: 1 << 30 };
    let maxima: Vec<u64> = position.edges.iter().map(|e| e.tokens).collect();
    let header: Vec<String> =
        position.edges.iter().enumerate().map(|(i, e)| format!("e{i}({}-{})", e.u, e.v)).collect();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut counter = vec![0u64; maxima.len()];
    // Odometer over the box: each P-position is printed as one CSV row.
    let mut rows =
        |is_p: &dyn Fn(&[u64]) -> bool, prefix: &str, out: &mut dyn Write| -> std::io::Result<()> {
            counter.iter_mut().for_each(|c| *c = 0);
            loop {
                if is_p(&counter) {
                    let cells: Vec<String> = counter.iter().map(u64::to_string).collect();
                    writeln!(out, "{prefix}{}", cells.join(","))?;
                }
                let mut i = 0;
                while i < counter.len() && counter[i] == maxima[i] {
                    counter[i] = 0;
                    i += 1;
                }
                if i == counter.len() {
                    return Ok(());
                }
                counter[i] += 1;
            }
        };
    match position.rules {
        Rules::Edge => {
            let groups = (0..position.vertices)
                .map(|v| position.incident_edges(v))
                .filter(|g| !g.is_empty())
                .collect();
            let game = PileGame { piles: maxima.clone(), groups };
            let table = OutcomeTable::build(&game, &budget, &mut ()).map_err(failed)?;
            writeln!(out, "{}", header.join(",")).map_err(failed)?;
            rows(&|p| table.is_p(p), "", &mut out).map_err(failed)?;
        }
        Rules::Walk => {
            let game = WalkGame {
                vertices: position.vertices,
                edges: position.edges.iter().map(|e| (e.u, e.v, e.tokens)).collect(),
            };
            let table = WalkTable::build(&game, &budget, &mut ()).map_err(failed)?;
            writeln!(out, "piece,{}", header.join(",")).map_err(failed)?;
            for v in 0..position.vertices {
                rows(&|p| table.is_p(v, p), &format!("{v},"), &mut out).map_err(failed)?;
            }
        }
    }
    out.flush().map_err(failed)
}
