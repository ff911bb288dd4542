//! Maximum flow and minimum cut on small networks (Dinic's algorithm), for Fukuyama's
//! minimum-cut theorem on Walking Nim (`walk_fukuyama.rs`), whose networks have at most a few
//! hundred vertices and a few thousand arcs.
//!
//! Why not a library: the `pathfinding` crate's Edmonds–Karp did this job, but its generic
//! BTreeMap and indexmap instantiations alone added over 12 KB gzipped to the playground's
//! wasm, part of the page's first download. This file is that job on plain `Vec`s: arcs in
//! pairs (arc `2k` and its reverse `2k + 1`), residual capacities updated in place. The
//! property test `tests/engine/maxflow.rs` checks the flow value and the minimum cut against
//! `pathfinding` (kept as a dev-dependency) on thousands of random networks.

/// A flow network whose arcs hold their residual capacities.
#[derive(Clone, Debug, Default)]
pub struct FlowNetwork {
    /// Head of each arc; arc `a ^ 1` is the reverse of arc `a`.
    to: Vec<usize>,
    /// Residual capacity of each arc: its capacity, less the flow along it, plus the flow
    /// along its reverse.
    cap: Vec<i64>,
    /// The arcs leaving each vertex.
    out: Vec<Vec<usize>>,
}

impl FlowNetwork {
    /// A network on vertices `0..n`, with no arcs.
    pub fn new(n: usize) -> FlowNetwork {
        FlowNetwork { to: Vec::new(), cap: Vec::new(), out: vec![Vec::new(); n] }
    }

    /// Number of vertices.
    pub fn len(&self) -> usize {
        self.out.len()
    }

    /// Whether the network has no vertices.
    pub fn is_empty(&self) -> bool {
        self.out.is_empty()
    }

    /// Adds an arc `a → b` of capacity `ab` and an arc `b → a` of capacity `ba`, as one pair
    /// of mutually reverse arcs (an undirected edge is `ab == ba`). Capacities must be ≥ 0.
    ///
    /// # Panics
    /// If `a` or `b` is not a vertex.
    pub fn add_pair(&mut self, a: usize, b: usize, ab: i64, ba: i64) {
        debug_assert!(ab >= 0 && ba >= 0, "capacities are non-negative");
        let k = self.to.len();
        self.out[a].push(k);
        self.to.push(b);
        self.cap.push(ab);
        self.out[b].push(k + 1);
        self.to.push(a);
        self.cap.push(ba);
    }

    /// Pushes a maximum flow from `s` to `t` (on top of any flow already pushed) and returns
    /// the amount pushed now. Dinic's algorithm: breadth-first levels from `s`, then
    /// augmenting paths along strictly increasing levels until none is left, repeated until
    /// `t` is out of reach. `s == t` pushes nothing.
    pub fn max_flow(&mut self, s: usize, t: usize) -> i64 {
        if s == t {
            return 0;
        }
        let n = self.len();
        let mut total = 0;
        let mut level = vec![u32::MAX; n];
        let mut next = vec![0usize; n];
        let mut queue = Vec::with_capacity(n);
        loop {
            level.fill(u32::MAX);
            level[s] = 0;
            queue.clear();
            queue.push(s);
            let mut head = 0;
            while head < queue.len() {
                let v = queue[head];
                head += 1;
                for &a in &self.out[v] {
                    let w = self.to[a];
                    if self.cap[a] > 0 && level[w] == u32::MAX {
                        level[w] = level[v] + 1;
                        queue.push(w);
                    }
                }
            }
            if level[t] == u32::MAX {
                return total;
            }
            next.fill(0);
            loop {
                let pushed = self.augment(s, t, i64::MAX, &level, &mut next);
                if pushed == 0 {
                    break;
                }
                total += pushed;
            }
        }
    }

    /// One augmenting path from `v` to `t` along increasing levels carrying at most `limit`;
    /// returns what it carried (0: none left from `v`). `next[v]` skips arcs already found
    /// useless in this phase, so a phase costs O(V·E) in all.
    fn augment(&mut self, v: usize, t: usize, limit: i64, level: &[u32], next: &mut [usize]) -> i64 {
        if v == t {
            return limit;
        }
        while next[v] < self.out[v].len() {
            let a = self.out[v][next[v]];
            let w = self.to[a];
            if self.cap[a] > 0 && level[w] == level[v] + 1 {
                let got = self.augment(w, t, limit.min(self.cap[a]), level, next);
                if got > 0 {
                    self.cap[a] -= got;
                    self.cap[a ^ 1] += got;
                    return got;
                }
            }
            next[v] += 1;
        }
        0
    }

    /// The vertices from which `t` can be reached along arcs with residual capacity left.
    /// After a maximum flow to `t`, these are the vertices on `t`'s side of every minimum
    /// cut (the same set whichever maximum flow was found).
    pub fn reaching(&self, t: usize) -> Vec<bool> {
        let mut seen = vec![false; self.len()];
        seen[t] = true;
        let mut stack = vec![t];
        while let Some(y) = stack.pop() {
            // Arc `b` leaves y for x; its reverse `b ^ 1` is the arc x → y.
            for &b in &self.out[y] {
                let x = self.to[b];
                if self.cap[b ^ 1] > 0 && !seen[x] {
                    seen[x] = true;
                    stack.push(x);
                }
            }
        }
        seen
    }

    /// The vertices reachable from `s` along arcs with residual capacity left. After a
    /// maximum flow from `s`, these are the vertices on `s`'s side of every minimum cut.
    pub fn reachable_from(&self, s: usize) -> Vec<bool> {
        let mut seen = vec![false; self.len()];
        seen[s] = true;
        let mut stack = vec![s];
        while let Some(x) = stack.pop() {
            for &a in &self.out[x] {
                let y = self.to[a];
                if self.cap[a] > 0 && !seen[y] {
                    seen[y] = true;
                    stack.push(y);
                }
            }
        }
        seen
    }
}
