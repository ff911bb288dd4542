//! Outcome tables built on several threads (more than the machine's cores, so blocks really
//! interleave) against the sequential sweep, bit
//! for bit (P bits and every prefix table), on many random boxes of every shape the engine
//! distinguishes: packed rows with one or several words of prefix cells, wide rows, groups
//! without the row axis, and Walking Nim, each in normal and misère play. Run with the crate's
//! `parallel` feature (the workspace build enables it through the CLI).

use graphnim::position::Play;
use graphnim::solver::table::{Budget, OutcomeTable, PileGame, Threads, WalkGame, WalkTable};

fn same_piles(game: &PileGame) {
    let budget = Budget::default();
    for play in [Play::Normal, Play::Misere] {
        let one = OutcomeTable::build_with(game, play, &budget, &mut (), Threads::One).unwrap();
        let all = OutcomeTable::build_with(game, play, &budget, &mut (), Threads::Exactly(4)).unwrap();
        assert_eq!(one.bitsets(), all.bitsets(), "{play:?} play, {game}");
    }
}

fn random_piles(rng: &mut fastrand::Rng, max_pile: u64) -> PileGame {
    let n = rng.usize(1..=7);
    let piles: Vec<u64> = (0..n).map(|_| rng.u64(0..=max_pile)).collect();
    let groups =
        (0..rng.usize(1..=6)).map(|_| (0..n).filter(|_| rng.bool()).collect::<Vec<usize>>()).collect();
    PileGame { piles, groups }
}

#[test]
fn random_pile_games_match() {
    let mut rng = fastrand::Rng::with_seed(8);
    for round in 0..400 {
        // Mostly short rows (packed), sometimes rows past 64 positions (wide).
        let max_pile = if round % 5 == 0 { 130 } else { 6 };
        let mut game = random_piles(&mut rng, max_pile);
        while game.piles.iter().map(|&p| p + 1).product::<u64>() > 3_000_000 {
            game = random_piles(&mut rng, max_pile);
        }
        same_piles(&game);
    }
}

#[test]
fn graph_shapes_match() {
    let complete = |n: usize, t: u64| -> Vec<(usize, usize, u64)> {
        (0..n).flat_map(|u| (u + 1..n).map(move |v| (u, v, t))).collect()
    };
    // K5 (8 prefix cells in one word), K7 with one token (rows of two states, cells over
    // several words), circular and Nim (no group without the row axis... and every one).
    same_piles(&PileGame::edge_nim(5, &complete(5, 3)));
    same_piles(&PileGame::edge_nim(7, &complete(7, 1)));
    same_piles(&PileGame::circular(&[5, 4, 6, 3, 5, 4], 3));
    same_piles(&PileGame::nim(&[70, 3, 9, 12]));
    same_piles(&PileGame::edge_nim(4, &[(0, 1, 9), (1, 2, 8), (2, 3, 7), (3, 0, 9), (0, 0, 3), (1, 3, 2)]));
}

fn same_walk(game: &WalkGame) {
    let budget = Budget::default();
    for play in [Play::Normal, Play::Misere] {
        let one = WalkTable::build_with(game, play, &budget, &mut (), Threads::One).unwrap();
        let all = WalkTable::build_with(game, play, &budget, &mut (), Threads::Exactly(4)).unwrap();
        assert_eq!(one.bitsets(), all.bitsets(), "{play:?} play, {game:?}");
    }
}

#[test]
fn random_walk_games_match() {
    let mut rng = fastrand::Rng::with_seed(10);
    for round in 0..300 {
        let vertices = rng.usize(1..=5);
        let max_w = if round % 6 == 0 { 90 } else { 5 };
        let edges: Vec<(usize, usize, u64)> = (0..rng.usize(1..=6))
            .map(|_| (rng.usize(0..vertices), rng.usize(0..vertices), rng.u64(0..=max_w)))
            .collect();
        let game = WalkGame { vertices, edges };
        let states: u64 = game.edges.iter().map(|e| e.2 + 1).product::<u64>() * vertices as u64;
        if states <= 2_000_000 {
            same_walk(&game);
        }
    }
}

#[test]
fn cancelling_a_parallel_build_fails_cleanly() {
    let game = PileGame::circular(&[9; 7], 3);
    let mut calls = 0;
    let mut stop = graphnim::solver::table::FnProgress(|_, _| {
        calls += 1;
        calls < 3
    });
    let result =
        OutcomeTable::build_with(&game, Play::Normal, &Budget::default(), &mut stop, Threads::Exactly(4));
    assert!(matches!(result, Err(graphnim::solver::table::TableError::Cancelled)));
}
