//! `graphnim play`: a game in the terminal against the solver or another person.

use std::io::{BufRead, Write};

use clap::Args;
use graphnim::moves::{EdgeMove, Move, SetMove, WalkMove};
use graphnim::position::{Play, Position, Rules};
use graphnim::rules;
use graphnim::solver::{solve, SolveOptions};
use graphnim::words::{edge_called, edge_name, ends, Count};

use crate::input::read_position;
use crate::Failure;

/// Play the position against the solver (or another person) in the terminal. Edge-Nim moves:
/// VERTEX EDGE:AMOUNT [EDGE:AMOUNT ...] (e.g. `2 0:1 3:2`); Walking Nim moves: EDGE AMOUNT
/// (e.g. `1 2`); SetNim moves: SET PILE:AMOUNT [PILE:AMOUNT ...] (e.g. `1 0:2 2:1`). Also
/// accepted: a JSON move, `hint`, `quit`. Misère positions (`"play": "misere"`) are played
/// to misère rules: whoever faces no move wins.
#[derive(Args)]
pub struct PlayArgs {
    /// The position (JSON file, or - for standard input).
    file: String,
    /// The computer makes the first move.
    #[arg(long)]
    computer_first: bool,
    /// Two people play each other; the solver only gives hints.
    #[arg(long)]
    two_players: bool,
}

pub fn run(args: PlayArgs) -> Result<(), Failure> {
    let mut position = read_position(&args.file)?;
    let two_players = args.two_players;
    let mut computer_turn = args.computer_first && !two_players;
    let mut player = 1;
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        println!("\nPosition:\n{}", describe(&position));
        if rules::is_over(&position) {
            // Normal play: the player to move, having no move, loses; misère: wins.
            let mover_wins = position.play == Play::Misere;
            let winner = if two_players {
                format!("Player {} wins!", if mover_wins { player } else { 3 - player })
            } else if computer_turn != mover_wins {
                "You win!".to_string()
            } else {
                "The computer wins.".to_string()
            };
            println!("No move is left for the player to move. {winner}");
            return Ok(());
        }
        let mv = if computer_turn {
            let mv = computer_move(&position).map_err(Failure)?;
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

fn describe(position: &Position) -> String {
    let mut out = String::new();
    if let Some(game) = &position.set_game {
        for (i, p) in game.piles.iter().enumerate() {
            out.push_str(&format!("  pile {i}: {} tokens\n", Count(*p)));
        }
        for (i, set) in game.sets.iter().enumerate() {
            let piles: Vec<String> = set.iter().map(usize::to_string).collect();
            out.push_str(&format!("  set {i}: piles {}\n", piles.join(", ")));
        }
    }
    if position.play == Play::Misere {
        out.push_str("  misère play: whoever takes the last token loses\n");
    }
    // Each edge's number (what a typed move names) beside its ends, as hints name it.
    for (i, e) in position.edges.iter().enumerate() {
        out.push_str(&format!("  edge {i}: {}  tokens {}\n", ends(e.u, e.v), Count(e.tokens)));
    }
    if let Some(t) = position.piece {
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
        Move::Set(m) => {
            let parts: Vec<String> = m.take.iter().map(|(p, a)| format!("{p}:{a}")).collect();
            format!("{} {}", m.set, parts.join(" "))
        }
    }
}

/// The move in words, next to the short form people type: edges named by their ends as the
/// position lists them ("take 3 from 0–1"), as the page and the crate's explanations name them.
fn explain_move(position: &Position, mv: &Move) -> String {
    let short = format_move(mv);
    match mv {
        Move::Edge(m) => {
            let parts: Vec<String> = m
                .take
                .iter()
                .map(|(e, a)| format!("{} from {}", Count(*a), edge_name(position, *e)))
                .collect();
            format!("`{short}` (at vertex {}, take {})", m.vertex, parts.join(", "))
        }
        Move::Set(m) => {
            let parts: Vec<String> =
                m.take.iter().map(|(p, a)| format!("{} from pile {p}", Count(*a))).collect();
            format!("`{short}` (with set {}, take {})", m.set, parts.join(", "))
        }
        Move::Walk(m) => {
            let from = position.piece_vertex();
            let to = position.edges.get(m.edge).map_or(from, |e| e.other_end(from));
            let edge = edge_called(position, m.edge);
            format!("`{short}` (cross {edge} taking {}, the piece goes to vertex {to})", Count(m.take))
        }
    }
}

fn parse_move(rules: Rules, line: &str) -> Result<Move, String> {
    if line.starts_with('{') {
        return Move::from_json(line).map_err(|e| e.to_string());
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    let number = |w: &str| w.parse::<u64>().map_err(|_| format!("`{w}` is not a whole number"));
    // Edge-Nim and SetNim moves read alike: a vertex or set, then INDEX:AMOUNT pairs.
    let pairs = |unit: &str| -> Result<(usize, Vec<(usize, u64)>), String> {
        let (first, rest) = words.split_first().ok_or("type a move, e.g. `2 0:1 3:2`")?;
        let mut take = Vec::new();
        for w in rest {
            let (e, a) = w.split_once(':').ok_or(format!("`{w}` should be {unit}:AMOUNT"))?;
            take.push((number(e)? as usize, number(a)?));
        }
        Ok((number(first)? as usize, take))
    };
    match rules {
        Rules::Edge => {
            let (vertex, take) = pairs("EDGE")?;
            Ok(Move::Edge(EdgeMove { vertex, take }))
        }
        Rules::Set => {
            let (set, take) = pairs("PILE")?;
            Ok(Move::Set(SetMove { set, take }))
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
