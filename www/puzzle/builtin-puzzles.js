// The page's own puzzles, listed by Puzzles in the header (puzzle-list.js), from easy to
// harder: each is a puzzle link's fragment (the format a teacher's link has, share/link.js),
// so the list's entries are real links, and the answer it was made for. The answers are not
// shown; tests/puzzle-set-solver.test.mjs checks every one against the crate's solver
// (checkPuzzle): the puzzle is well posed, the stated answer is right, and a move puzzle's
// winning moves are exactly `answer`.
//
// How they were chosen: together they visit each kind of puzzle the page has (find a winning
// move, the only one, win the game, who wins, the Grundy value) and each rule set a student
// meets (Edge-Nim on a cycle, with a loop and with parallel edges; Walking Nim; Circular Nim;
// misère play), on boards of two to six vertices so a student can reason them out by hand.
// The order follows the size of the reasoning (how many moves there are to weigh, how long
// the game lasts with perfect play: the crate's difficulty), with the kinds interleaved.

export const BUILTIN_PUZZLES = [
  {
    // Two separate edges are two Nim heaps: make them equal (Bouton). 7 legal moves.
    fragment: 'rules=edge&v=4&e=0-1:2,2-3:5&goal=find&title=Even%20the%20heaps',
    answer: [{ vertex: 2, take: [[1, 3]] }],
  },
  {
    // The triangle with equal edges loses for the player to move (Graph Nim, Thm 3.1).
    fragment: 'rules=edge&v=3&e=0-1:2,1-2:2,2-0:2&goal=outcome&title=The%20even%20triangle',
    answer: 'P',
  },
  {
    // A loop and an edge meet at vertex 0: clearing both at once ends the game.
    fragment: 'rules=edge&v=2&e=0-0:2,0-1:3&goal=unique&title=A%20loop%20at%20the%20end',
    answer: [
      {
        vertex: 0,
        take: [
          [0, 2],
          [1, 3],
        ],
      },
    ],
  },
  {
    // Walking Nim on a path of two edges: three moves win (the only kind that has several).
    fragment: 'rules=walk&v=3&e=0-1:2,1-2:1&piece=1&goal=find&title=A%20short%20walk',
    answer: [
      { edge: 0, take: 1 },
      { edge: 0, take: 2 },
      { edge: 1, take: 1 },
    ],
  },
  {
    // Two parallel edges 0–1 and an edge 1–2, all at vertex 1: one move takes everything.
    fragment: 'rules=edge&v=3&e=0-1:1,0-1:1,1-2:2&goal=unique&title=Twin%20edges',
    answer: [
      {
        vertex: 1,
        take: [
          [0, 1],
          [1, 1],
          [2, 2],
        ],
      },
    ],
  },
  {
    // A path of two edges: five positions below it, a small mex table by hand.
    fragment: 'rules=edge&v=3&e=0-1:1,1-2:2&goal=grundy&title=Grundy%20value%20of%20a%20path',
    answer: 3,
  },
  {
    // Walking Nim round a triangle: four moves to weigh, three moves of perfect play.
    fragment: 'rules=walk&v=3&e=0-1:1,1-2:2,2-0:3&piece=0&goal=outcome&title=Walking%20the%20triangle',
    answer: 'N',
  },
  {
    // A square loses exactly when opposite edges are equal (Graph Nim, C4): 17 moves, one wins.
    fragment: 'rules=edge&v=4&e=0-1:1,1-2:2,2-3:1,3-0:3&goal=unique&title=Opposite%20sides',
    answer: [{ vertex: 0, take: [[3, 1]] }],
  },
  {
    // Misère Nim with heaps 1, 1, 3: leave an odd number of single tokens, not the normal
    // play's answer (taking the 3 whole).
    fragment:
      'rules=edge&v=6&e=0-1:1,2-3:1,4-5:3&play=misere&goal=unique&title=Mis%C3%A8re%3A%20the%20last%20token%20loses',
    answer: [{ vertex: 4, take: [[2, 2]] }],
  },
  {
    // Circular Nim CN(4, 2): take from one pile or two neighbours; 34 moves, one wins.
    fragment: 'rules=circular&piles=1,2,3,4&k=2&goal=unique&title=Circular%20Nim',
    answer: [
      {
        set: 2,
        take: [
          [2, 2],
          [3, 2],
        ],
      },
    ],
  },
  {
    // A whole game on the square against the longest defence: 7 moves in all.
    fragment: 'rules=edge&v=4&e=0-1:1,1-2:2,2-3:2,3-0:3&goal=win&title=Win%20on%20the%20square',
    answer: [
      {
        vertex: 3,
        take: [
          [2, 1],
          [3, 1],
        ],
      },
    ],
  },
];
