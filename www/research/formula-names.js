// The names a conjecture formula gives the board's edges (a, b, c, …), and an example formula
// built from them, so that the example shown is one the checker accepts on this board.

/** The name a formula uses for edge i: a, b, c, … for the first 26, else e<i>. */
export function formulaName(i) {
  return i < 26 ? String.fromCharCode(97 + i) : `e${i}`;
}

/** An example formula that uses only names the board has: "a == b" on 2 edges,
 *  "a == b && b == c" on 3, "a == c && b == d" on 4 or more. */
export function exampleFormula(edgeCount) {
  if (edgeCount <= 2) return 'a == b';
  if (edgeCount === 3) return 'a == b && b == c';
  return 'a == c && b == d';
}

/** The first comparison of `piece` with a number that is no vertex of a graph of `vertices`
 *  ("piece == 3" on 3 vertices), as written in `text`, or '': it is never true (==) or always
 *  true (!=), and a check said nothing of it. */
export function pieceOffTheGraph(text, vertices) {
  const compared = /\bpiece\s*(==|!=)\s*(\d+)\b|\b(\d+)\s*(==|!=)\s*piece\b/g;
  for (const found of text.matchAll(compared)) {
    if (Number(found[2] ?? found[3]) >= vertices) return found[0];
  }
  return '';
}
