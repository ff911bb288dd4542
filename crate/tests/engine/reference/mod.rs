//! A plain brute-force reference: memoised mex over explicitly enumerated moves, written
//! without any of the crate's solver code so it can check every fast path.

#![allow(dead_code)]

use graphnim::position::Position;
use std::collections::HashMap;

/// The reference's graph of a position's edges.
pub fn graph_of(position: &Position) -> Graph {
    Graph { vertices: position.vertices, edges: position.edges.iter().map(|e| (e.u, e.v)).collect() }
}

/// A position's tokens, edge by edge (the reference's state).
pub fn tokens_of(position: &Position) -> Vec<u64> {
    position.edges.iter().map(|e| e.tokens).collect()
}

/// A graph for the reference: edges `(u, v)`; tokens are kept separately per state.
#[derive(Clone, Debug)]
pub struct Graph {
    pub vertices: usize,
    pub edges: Vec<(usize, usize)>,
}

/// What the reference knows about a state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    pub grundy: u64,
    pub remoteness: u64,
}

/// Edge-Nim state: tokens per edge. Walking Nim state: tokens per edge plus the piece.
pub type State = (Vec<u64>, usize);

/// Every child of an Edge-Nim state (duplicates allowed).
pub fn edge_children(graph: &Graph, tokens: &[u64]) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for v in 0..graph.vertices {
        let at: Vec<usize> =
            (0..graph.edges.len()).filter(|&i| graph.edges[i].0 == v || graph.edges[i].1 == v).collect();
        let mut lowered = vec![0u64; at.len()];
        loop {
            // lowered[i] in 0..=tokens: amount taken from edge at[i].
            let mut i = 0;
            while i < at.len() && lowered[i] == tokens[at[i]] {
                lowered[i] = 0;
                i += 1;
            }
            if i == at.len() {
                break;
            }
            lowered[i] += 1;
            let mut child = tokens.to_vec();
            for (k, &e) in at.iter().enumerate() {
                child[e] -= lowered[k];
            }
            out.push(child);
        }
    }
    out
}

/// Every child of a Walking Nim state: `(edge, new weight, child)`.
pub fn walk_children(graph: &Graph, tokens: &[u64], piece: usize) -> Vec<(usize, u64, State)> {
    let mut out = Vec::new();
    for (e, &(u, v)) in graph.edges.iter().enumerate() {
        if u != piece && v != piece {
            continue;
        }
        let to = if u == piece { v } else { u };
        for w in 0..tokens[e] {
            let mut child = tokens.to_vec();
            child[e] = w;
            out.push((e, w, (child, to)));
        }
    }
    out
}

fn mex(values: impl Iterator<Item = u64>) -> u64 {
    let mut seen: Vec<u64> = values.collect();
    seen.sort_unstable();
    seen.dedup();
    seen.iter().enumerate().find(|&(i, &g)| i as u64 != g).map_or(seen.len() as u64, |(i, _)| i as u64)
}

/// Combines children's values: mex for Grundy; remoteness with the winner hurrying.
fn combine(children: &[Value]) -> Value {
    let grundy = mex(children.iter().map(|c| c.grundy));
    let remoteness = if children.is_empty() {
        0
    } else if let Some(r) = children.iter().filter(|c| c.grundy == 0).map(|c| c.remoteness).min() {
        r + 1
    } else {
        children.iter().map(|c| c.remoteness).max().unwrap() + 1
    };
    Value { grundy, remoteness }
}

/// Memoised reference solver for Edge-Nim on one graph.
pub struct EdgeReference {
    pub graph: Graph,
    memo: HashMap<Vec<u64>, Value>,
}

impl EdgeReference {
    pub fn new(graph: Graph) -> Self {
        EdgeReference { graph, memo: HashMap::new() }
    }

    pub fn value(&mut self, tokens: &[u64]) -> Value {
        if let Some(&v) = self.memo.get(tokens) {
            return v;
        }
        let children: Vec<Value> = edge_children(&self.graph, tokens).iter().map(|c| self.value(c)).collect();
        let v = combine(&children);
        self.memo.insert(tokens.to_vec(), v);
        v
    }
}

/// Memoised reference solver for Walking Nim on one graph, in normal and misère play.
pub struct WalkReference {
    pub graph: Graph,
    memo: HashMap<State, Value>,
    misere: HashMap<State, bool>,
}

impl WalkReference {
    pub fn new(graph: Graph) -> Self {
        WalkReference { graph, memo: HashMap::new(), misere: HashMap::new() }
    }

    /// Misère play, where whoever makes the last move loses: whether the player to move
    /// loses. A state without a move is won by the player to move; any other state is lost
    /// iff every move leads to a state the opponent wins.
    pub fn misere_is_p(&mut self, tokens: &[u64], piece: usize) -> bool {
        let key = (tokens.to_vec(), piece);
        if let Some(&p) = self.misere.get(&key) {
            return p;
        }
        let children = walk_children(&self.graph, tokens, piece);
        let p = !children.is_empty() && children.iter().all(|(_, _, (c, to))| !self.misere_is_p(c, *to));
        self.misere.insert(key, p);
        p
    }

    pub fn value(&mut self, tokens: &[u64], piece: usize) -> Value {
        let key = (tokens.to_vec(), piece);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let children: Vec<Value> = walk_children(&self.graph, tokens, piece)
            .iter()
            .map(|(_, _, (c, p))| self.value(c, *p))
            .collect();
        let v = combine(&children);
        self.memo.insert(key, v);
        v
    }
}
