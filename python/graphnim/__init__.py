"""Edge-Nim, Walking Nim and SetNim (Circular, Path and Moore's Nim), normal or misère play:
the exact engine of the ``graphnim`` command line, for Python.

Positions are dicts in the engine's JSON format (or JSON text)::

    {"rules": "edge", "vertices": 3, "edges": [[0, 1, 2], [1, 2, 2], [2, 0, 2]]}
    {"rules": "walk", "vertices": 3, "edges": [[0, 1, 2], [1, 2, 1]], "token": 0}
    {"rules": "circular", "piles": [3, 1, 2, 5, 4], "k": 3, "play": "misere"}

Every answer comes from the Rust crate the command line and the web page use; this module
only converts values. Long calls release the GIL (threads run in parallel) and stop within a
second on Ctrl-C. Bad input raises :class:`PositionError` with the engine's message.

>>> import graphnim
>>> graphnim.solve(graphnim.cycle(3, tokens=2))["outcome"]
'P'
"""

from __future__ import annotations

import csv
import io
import json
import operator
from dataclasses import dataclass
from typing import Any, Dict, Iterable, List, Mapping, Optional, Tuple, Union

from . import _graphnim
from ._graphnim import PositionError

__all__ = [
    "PositionError",
    "Position",
    "Move",
    "SweepMember",
    "solve",
    "moves",
    "count_moves",
    "is_over",
    "play",
    "certificate",
    "normalize",
    "table",
    "check",
    "sweep",
    "sweep_members",
    "sweep_row",
    "sweep_csv",
    "family",
    "cycle",
    "path",
    "star",
    "complete",
    "bipartite",
    "hypercube",
    "petersen",
    "wheel",
    "circular",
    "path_nim",
    "moore",
    "SWEEP_COLUMNS",
]

__version__ = "0.1.0"

Position = Union[Mapping[str, Any], str]
"""A position: a dict in the JSON format, or its JSON text."""

Move = Union[Mapping[str, Any], str]
"""A move: ``{"vertex": v, "take": [[edge, amount], ...]}`` (Edge-Nim),
``{"edge": e, "take": amount}`` (Walking Nim), ``{"set": s, "take": [[pile, amount], ...]}``
(SetNim), or its JSON text."""

SWEEP_COLUMNS: Tuple[str, ...] = tuple(_graphnim.SWEEP_CSV_HEADER.split(","))
"""The columns of a sweep row, in the order of ``graphnim sweep``'s CSV header."""


def _plain(value: Any) -> Any:
    """numpy integers and arrays (e.g. a cell index from :func:`table`) as plain JSON values."""
    if hasattr(value, "tolist"):
        return value.tolist()
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(f"{type(value).__name__} is not a JSON value of a position") from None


def _count(value: Any, name: str) -> int:
    """A whole number at least 0 for the argument ``name`` (the engine reads it unsigned, and a
    negative one would otherwise surface as a bare OverflowError)."""
    try:
        n = operator.index(value)
    except TypeError:
        raise PositionError(f"{name} must be a whole number, got {type(value).__name__}") from None
    if n < 0:
        raise PositionError(f"{name} must be at least 0, got {n}")
    return n


def _counts(**values: Any) -> Dict[str, Any]:
    """The optional whole-number arguments, each checked by :func:`_count` (None kept)."""
    return {name: None if v is None else _count(v, f"{name}=") for name, v in values.items()}


def _text(value: Any, what: str = "position") -> str:
    """JSON text of a position or move given as a dict or as text."""
    if isinstance(value, str):
        return value
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).decode("utf-8", errors="replace")
    if not isinstance(value, Mapping):
        raise PositionError(
            f"a {what} must be a dict in the JSON format (or its JSON text), got {type(value).__name__}"
        )
    try:
        return json.dumps(value, default=_plain)
    except (TypeError, ValueError) as error:
        raise PositionError(f"the {what} is not JSON: {error}") from None


def solve(
    position: Position,
    *,
    budget: Optional[int] = None,
    all_moves: bool = False,
    remoteness: bool = False,
    max_grundy_states: Optional[int] = None,
    max_remoteness_states: Optional[int] = None,
    max_bytes: Optional[int] = None,
    move_cap: Optional[int] = None,
    time_limit: Optional[float] = None,
) -> Dict[str, Any]:
    """The exact answer, as ``graphnim solve`` prints it.

    Returns a dict with ``outcome`` (``"P"``: the player to move loses; ``"N"``: wins),
    ``grundy``, ``winning_moves``, ``method``, ``explanation`` (and ``moves`` with
    ``all_moves=True``, ``remoteness`` with ``remoteness=True``). When the exact answer needs
    more than the budget, ``{"outcome": "unknown", "reason": ...}``: raise ``budget`` (the
    largest state box an outcome table may cover, 250,000,000 by default) or
    ``max_grundy_states`` (4,000,000) and ask again. ``time_limit`` in seconds also answers
    ``"unknown"`` when reached.

    ``moves`` lists at most ``move_cap`` moves (1000 by default, at most 1,000,000), the
    winning ones first; ``moves_total`` is how many legal moves there are (exactly, however
    large: :func:`count_moves`), so ``len(answer["moves"]) < answer["moves_total"]`` means
    the list was cut: pass a larger ``move_cap=`` to see more. Past 2**64, where
    ``graphnim solve`` prints ``null`` and the count's ``moves_total_digits``, the integer
    is put back here.

    >>> answer = solve({"rules": "edge", "vertices": 2, "edges": [[0, 1, 3]]})
    >>> answer["outcome"], answer["grundy"], answer["winning_moves"]
    ('N', 3, [{'vertex': 0, 'take': [[0, 3]]}])
    """
    counts = _counts(
        budget=budget,
        max_grundy_states=max_grundy_states,
        max_remoteness_states=max_remoteness_states,
        max_bytes=max_bytes,
        move_cap=move_cap,
    )
    text = _graphnim.solve(
        _text(position),
        all_moves=all_moves,
        remoteness=remoteness,
        max_states=counts["budget"],
        max_grundy_states=counts["max_grundy_states"],
        max_remoteness_states=counts["max_remoteness_states"],
        max_bytes=counts["max_bytes"],
        move_cap=counts["move_cap"],
        time_limit=time_limit,
    )
    answer = json.loads(text)
    if "moves_total_digits" in answer:
        answer["moves_total"] = int(answer["moves_total_digits"])
    return answer


def moves(position: Position, *, limit: int = 1000) -> List[Dict[str, Any]]:
    """Every legal move, in the engine's canonical order (at most ``limit``; see
    :func:`count_moves` for how many there are in all).

    >>> moves({"rules": "walk", "vertices": 2, "edges": [[0, 1, 2]], "token": 0})
    [{'edge': 0, 'take': 1}, {'edge': 0, 'take': 2}]
    """
    text, _complete = _graphnim.moves(_text(position), _count(limit, "limit="))
    return json.loads(text)


def count_moves(position: Position) -> Optional[int]:
    """How many legal moves the position has, exactly, however large (a vertex with eleven
    edges of 100 tokens has 101**11 - 1 of them); ``None`` when they were not counted: a
    SetNim position whose explicit sets have too many subsets to go through.

    >>> count_moves(cycle(3, tokens=2))
    18
    >>> count_moves(star(11, tokens=100)) == 101**11 - 1
    True
    """
    digits = _graphnim.count_moves(_text(position))
    return None if digits is None else int(digits)


def is_over(position: Position) -> bool:
    """Whether the player to move has no move (lost in normal play, won in misère play).

    >>> is_over(cycle(4, tokens=0))
    True
    """
    return _graphnim.is_over(_text(position))


def play(position: Position, move: Move) -> Dict[str, Any]:
    """The position after ``move``; raises :class:`PositionError` naming why an illegal
    move is illegal.

    >>> play({"rules": "walk", "vertices": 2, "edges": [[0, 1, 2]], "token": 0}, {"edge": 0, "take": 1})
    {'rules': 'walk', 'vertices': 2, 'edges': [[0, 1, 1]], 'token': 1}
    """
    return json.loads(_graphnim.play(_text(position), _text(move, "move")))


def certificate(
    position: Position,
    *,
    budget: Optional[int] = None,
    max_grundy_states: Optional[int] = None,
    max_bytes: Optional[int] = None,
    time_limit: Optional[float] = None,
) -> Dict[str, Any]:
    """Why the position has its value, as ``graphnim certificate`` prints it: for Grundy
    value g, one option reaching each value below g and none reaching g; for a P-position, a
    winning reply to every option; past the table budget, the theorem the solver used.

    >>> cert = certificate({"rules": "edge", "vertices": 2, "edges": [[0, 1, 2]]})
    >>> cert["grundy"], [option["value"] for option in cert["certificate"]["mex"]]
    (2, [0, 1])
    """
    text = _graphnim.certificate(
        _text(position),
        max_states=budget,
        max_grundy_states=max_grundy_states,
        max_bytes=max_bytes,
        time_limit=time_limit,
    )
    return json.loads(text)


def normalize(position: Position) -> Dict[str, Any]:
    """The position checked and written as the engine writes it (``"play"`` only when
    misère, Walking Nim's piece as ``"token"``).

    >>> normalize('{"rules": "walk", "vertices": 2, "edges": [[0, 1, 2]], "piece": 1}')
    {'rules': 'walk', 'vertices': 2, 'edges': [[0, 1, 2]], 'token': 1}
    """
    return json.loads(_graphnim.normalize(_text(position)))


def table(
    position: Position,
    grundy: bool = False,
    *,
    max_states: int = 50_000_000,
    max_bytes: int = 1 << 30,
):
    """Every position of the box below ``position`` as a numpy array.

    One axis per edge (per pile for SetNim), of length its count + 1, so ``t[2, 0, 1]`` is
    the position with 2 tokens on edge 0, none on edge 1 and one on edge 2; Walking Nim adds
    a first axis for the piece's vertex. With ``grundy=False`` the dtype is ``bool``
    (True = P-position: the player to move loses); with ``grundy=True`` the Grundy values in
    ``uint8``, ``uint16`` or ``uint32``, the narrowest that holds them (misère play has no
    Grundy values: :class:`PositionError`). The same tables as ``graphnim table``, with the
    same caps: a box over ``max_states`` positions or ``max_bytes`` bytes raises
    :class:`PositionError` before anything large is allocated. Ctrl-C stops a long build.

    Both edges of this path meet at vertex 1, so its value is that of one Nim heap a + b:

    >>> t = table({"rules": "edge", "vertices": 3, "edges": [[0, 1, 2], [1, 2, 2]]}, grundy=True)
    >>> t.shape, t.dtype.name
    ((3, 3), 'uint8')
    >>> t.tolist()
    [[0, 1, 2], [1, 2, 3], [2, 3, 4]]
    """
    counts = _counts(max_states=max_states, max_bytes=max_bytes)
    return _graphnim.table(_text(position), grundy, counts["max_states"], counts["max_bytes"])


def _rows(records: List[Dict[str, Any]], columns: Iterable[str]):
    """A pandas DataFrame when pandas is installed, else the list of dicts."""
    try:
        import pandas
    except ImportError:
        return records
    return pandas.DataFrame.from_records(records, columns=list(columns))


def check(
    position: Position,
    p_iff: str,
    *,
    where: Optional[str] = None,
    limit: int = 10,
    max_states: int = 250_000_000,
    max_bytes: int = 1 << 30,
) -> Dict[str, Any]:
    """Checks the conjecture "P exactly when ``p_iff``" on every position of the box below
    ``position`` (where ``where`` holds), as ``graphnim check`` does.

    Formulas name the edges' token counts ``a, b, c, ...`` (also ``e0, e1, ...``) and
    Walking Nim's ``piece``; integers, ``+ - * / %``, ``^`` (xor), ``& |``, comparisons,
    ``&& || !``, ``min(...)``, ``max(...)``. Returns ``holds``, ``scanned``,
    ``p_positions``, the counts ``p_but_false_count`` and ``n_but_true_count``, and
    ``counterexamples``: the ``limit`` smallest each way as rows (a pandas DataFrame when
    pandas is installed; columns ``kind``, ``piece``, ``tokens``).

    >>> report = check(cycle(3, tokens=3), "a ^ b ^ c == 0")
    >>> report["holds"], report["scanned"]
    (False, 64)
    >>> check(cycle(4, tokens=2), "a == c && b == d")["holds"]
    True
    """
    counts = _counts(limit=limit, max_states=max_states, max_bytes=max_bytes)
    text = _graphnim.check(_text(position), p_iff, where=where, **counts)
    report = json.loads(text)
    found = [
        {"kind": kind, "piece": item["piece"], "tokens": tuple(item["tokens"])}
        for kind in ("p_but_false", "n_but_true")
        for item in report.pop(kind)
    ]
    report["counterexamples"] = _rows(found, ("kind", "piece", "tokens"))
    return report


def _range(n: Union[range, Tuple[int, int], int]) -> Tuple[int, int]:
    if isinstance(n, range):
        if n.step != 1 or len(n) == 0:
            raise PositionError(f"n = {n!r}: give a non-empty range with step 1, e.g. range(3, 7)")
        return n.start, n.stop - 1
    if isinstance(n, tuple) and len(n) == 2:
        return operator.index(n[0]), operator.index(n[1])
    try:
        single = operator.index(n)
    except TypeError:
        raise PositionError(f"n must be a range, a pair (first, last) or a number, got {n!r}") from None
    return single, single


@dataclass(frozen=True)
class SweepMember:
    """One member of a sweep: a picklable call that returns the member's row (a dict with
    :data:`SWEEP_COLUMNS` as keys). Send it to any worker (``concurrent.futures``, Dask, a
    cluster job) and call it there.

    >>> SweepMember("cycle", 4, tokens=2)()["p_positions"]
    9
    """

    family: str
    n: int
    tokens: int
    rules: str = "edge"
    play: str = "normal"
    p_iff: Optional[str] = None
    max_states: int = 50_000_000
    max_grundy_states: int = 4_000_000
    max_bytes: int = 1 << 30

    def __call__(self) -> Dict[str, Any]:
        return sweep_row(
            self.family,
            self.n,
            tokens=self.tokens,
            rules=self.rules,
            play=self.play,
            p_iff=self.p_iff,
            max_states=self.max_states,
            max_grundy_states=self.max_grundy_states,
            max_bytes=self.max_bytes,
        )


def _row(value: Dict[str, Any]) -> Dict[str, Any]:
    """A row in the CSV header's column order (the engine's CSV line stays out of it)."""
    value.pop("csv", None)
    return {column: value.get(column) for column in SWEEP_COLUMNS}


def sweep_row(
    family: str,
    n: int,
    *,
    tokens: int,
    rules: str = "edge",
    play: str = "normal",
    p_iff: Optional[str] = None,
    max_states: int = 50_000_000,
    max_grundy_states: int = 4_000_000,
    max_bytes: int = 1 << 30,
) -> Dict[str, Any]:
    """Member ``n``'s row of :func:`sweep` as a dict (keys :data:`SWEEP_COLUMNS`;
    ``seconds`` is the time it took here).

    >>> row = sweep_row("path", 3, tokens=2)
    >>> row["member"], row["states"], row["p_positions"], row["max_grundy"]
    ('path:3', 9, 1, 4)
    """
    value = json.loads(
        _graphnim.sweep_row(
            family,
            n,
            _count(tokens, "tokens="),
            rules=rules,
            play=play,
            p_iff=p_iff,
            max_states=max_states,
            max_grundy_states=max_grundy_states,
            max_bytes=max_bytes,
        )
    )
    return _row(value)


def sweep_members(
    family: str,
    n: Union[range, Tuple[int, int], int],
    *,
    tokens: int,
    rules: str = "edge",
    play: str = "normal",
    p_iff: Optional[str] = None,
    max_states: int = 50_000_000,
    max_grundy_states: int = 4_000_000,
    max_bytes: int = 1 << 30,
) -> List[SweepMember]:
    """The sweep as a list of independent, picklable members (family, rules and formula
    checked here, once): run them anywhere, in any order, and keep the member order for the
    result.

    >>> [m.n for m in sweep_members("cycle", range(3, 6), tokens=1)]
    [3, 4, 5]
    """
    first, last = _range(n)
    numbers = _graphnim.sweep_members(
        family, first, last, _count(tokens, "tokens="), rules=rules, play=play, p_iff=p_iff
    )
    return [
        SweepMember(family, number, tokens, rules, play, p_iff, max_states, max_grundy_states, max_bytes)
        for number in numbers
    ]


def sweep(
    family: str,
    n: Union[range, Tuple[int, int], int],
    *,
    tokens: int,
    rules: str = "edge",
    play: str = "normal",
    p_iff: Optional[str] = None,
    max_states: int = 50_000_000,
    max_grundy_states: int = 4_000_000,
    max_bytes: int = 1 << 30,
    jobs: Optional[int] = None,
):
    """The same statistics for every member of a family, as ``graphnim sweep`` computes
    them: one row per member in order, members on ``jobs`` threads (default: one per core).

    ``family`` is cycle, path, star, complete, bipartite:M (K_{M,n}), hypercube, petersen
    (one member), wheel; or circular:K, path:K, moore:K (SetNim on n piles). ``n`` is a
    ``range`` or a pair ``(first, last)``, both included. Each row: the member, vertices,
    edges (piles for SetNim), states of the box below it, its P-positions, the largest Grundy
    value (None past ``max_grundy_states`` and in misère play), with ``p_iff`` the
    counterexamples each way, seconds, and a note saying why a column is empty. A pandas
    DataFrame when pandas is installed, else a list of dicts.

    >>> rows = sweep("cycle", range(3, 6), tokens=2)
    >>> [(r["member"], r["p_positions"]) for r in (rows.to_dict("records") if hasattr(rows, "to_dict") else rows)]
    [('cycle:3', 3), ('cycle:4', 9), ('cycle:5', 23)]
    """
    first, last = _range(n)
    text = _graphnim.sweep(
        family,
        first,
        last,
        _count(tokens, "tokens="),
        rules=rules,
        play=play,
        p_iff=p_iff,
        max_states=max_states,
        max_grundy_states=max_grundy_states,
        max_bytes=max_bytes,
        jobs=jobs,
    )
    return _rows([_row(value) for value in json.loads(text)], SWEEP_COLUMNS)


def sweep_csv(rows) -> str:
    """Sweep rows (a DataFrame or a list of dicts, in member order) as the CSV text
    ``graphnim sweep`` prints: its header, empty cells for None, seconds to 3 decimals, fields
    holding a comma quoted.

    >>> print(sweep_csv([sweep_row("petersen", 0, tokens=1)]).splitlines()[1].rsplit(",", 2)[0])
    petersen,10,15,32768,4364,11,,
    """
    if hasattr(rows, "to_dict"):
        rows = rows.to_dict("records")
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(SWEEP_COLUMNS)
    for row in rows:
        cells = []
        for column in SWEEP_COLUMNS:
            value = row.get(column)
            # pandas writes a missing integer as NaN (a float that is not equal to itself).
            if value is None or value != value:
                cells.append("")
            elif column == "seconds":
                cells.append(f"{value:.3f}")
            elif column in ("member", "note"):
                cells.append(value)
            else:
                cells.append(str(int(value)))
        writer.writerow(cells)
    return out.getvalue()


def family(spec: str, *, tokens: int = 1, rules: str = "edge", play: str = "normal") -> Dict[str, Any]:
    """A graph of a named family with ``tokens`` on every edge: ``cycle:N``, ``path:N``,
    ``star:N``, ``complete:N``, ``bipartite:M,N``, ``hypercube:D``, ``petersen``,
    ``wheel:N``. Walking Nim (``rules="walk"``) puts the piece on vertex 0.

    >>> family("path:3", tokens=2)
    {'rules': 'edge', 'vertices': 3, 'edges': [[0, 1, 2], [1, 2, 2]]}
    """
    return json.loads(_graphnim.family(spec, _count(tokens, "tokens="), rules, play))


def cycle(n: int, *, tokens: int = 1, rules: str = "edge", play: str = "normal") -> Dict[str, Any]:
    """The cycle C_n (n = 1 is a loop, n = 2 two parallel edges).

    >>> cycle(3, tokens=2)["edges"]
    [[0, 1, 2], [1, 2, 2], [2, 0, 2]]
    """
    return family(f"cycle:{operator.index(n)}", tokens=tokens, rules=rules, play=play)


def path(n: int, *, tokens: int = 1, rules: str = "edge", play: str = "normal") -> Dict[str, Any]:
    """The path on n vertices (n - 1 edges). For Path Nim (SetNim) see :func:`path_nim`.

    >>> path(3, rules="walk")
    {'rules': 'walk', 'vertices': 3, 'edges': [[0, 1, 1], [1, 2, 1]], 'token': 0}
    """
    return family(f"path:{operator.index(n)}", tokens=tokens, rules=rules, play=play)


def star(n: int, *, tokens: int = 1, rules: str = "edge", play: str = "normal") -> Dict[str, Any]:
    """The star K_{1,n}: centre 0 and n leaves.

    >>> len(star(4)["edges"])
    4
    """
    return family(f"star:{operator.index(n)}", tokens=tokens, rules=rules, play=play)


def complete(n: int, *, tokens: int = 1, rules: str = "edge", play: str = "normal") -> Dict[str, Any]:
    """The complete graph K_n.

    >>> len(complete(4)["edges"])
    6
    """
    return family(f"complete:{operator.index(n)}", tokens=tokens, rules=rules, play=play)


def bipartite(m: int, n: int, *, tokens: int = 1, rules: str = "edge", play: str = "normal") -> Dict[str, Any]:
    """The complete bipartite graph K_{m,n} (sides 0..m and m..m+n).

    >>> len(bipartite(2, 3)["edges"])
    6
    """
    spec = f"bipartite:{operator.index(m)},{operator.index(n)}"
    return family(spec, tokens=tokens, rules=rules, play=play)


def hypercube(d: int, *, tokens: int = 1, rules: str = "edge", play: str = "normal") -> Dict[str, Any]:
    """The hypercube Q_d on 2^d vertices.

    >>> hypercube(3)["vertices"]
    8
    """
    return family(f"hypercube:{operator.index(d)}", tokens=tokens, rules=rules, play=play)


def petersen(*, tokens: int = 1, rules: str = "edge", play: str = "normal") -> Dict[str, Any]:
    """The Petersen graph (outer 5-cycle 0..5, inner pentagram 5..10).

    >>> len(petersen()["edges"])
    15
    """
    return family("petersen", tokens=tokens, rules=rules, play=play)


def wheel(n: int, *, tokens: int = 1, rules: str = "edge", play: str = "normal") -> Dict[str, Any]:
    """The wheel: rim C_n on 0..n and hub n joined to every rim vertex.

    >>> wheel(4)["vertices"]
    5
    """
    return family(f"wheel:{operator.index(n)}", tokens=tokens, rules=rules, play=play)


def _set_game(rules: str, piles: Iterable[int], k: int, play: str) -> Dict[str, Any]:
    position: Dict[str, Any] = {"rules": rules, "piles": [operator.index(p) for p in piles], "k": operator.index(k)}
    if play != "normal":
        position["play"] = play
    return normalize(position)


def circular(piles: Iterable[int], k: int, *, play: str = "normal") -> Dict[str, Any]:
    """Circular Nim CN(n, k): n piles in a circle, a move lowers k consecutive piles.

    >>> solve(circular([1, 2, 3], 2))["outcome"]
    'N'
    """
    return _set_game("circular", piles, k, play)


def path_nim(piles: Iterable[int], k: int, *, play: str = "normal") -> Dict[str, Any]:
    """Path Nim PN(n, k): n piles in a row, a move lowers k consecutive piles.

    >>> path_nim([2, 2], 2)["rules"]
    'path'
    """
    return _set_game("path", piles, k, play)


def moore(piles: Iterable[int], k: int, *, play: str = "normal") -> Dict[str, Any]:
    """Moore's Nimₖ: a move lowers at most k piles.

    >>> solve(moore([1, 2, 3], 1))["outcome"]
    'P'
    """
    return _set_game("moore", piles, k, play)


def __getattr__(name: str) -> Any:
    # The board needs anywidget (an optional extra); importing it lazily keeps
    # `import graphnim` light and working without it.
    if name == "Board":
        try:
            from .board import Board
        except ModuleNotFoundError as error:
            if error.name not in ("anywidget", "traitlets"):
                raise
            raise ModuleNotFoundError(
                f"graphnim.Board needs {error.name}, an optional extra: "
                'pip install "./python[board]" (from the repository\'s root), '
                "then restart the kernel",
                name=error.name,
            ) from error

        return Board
    raise AttributeError(f"module 'graphnim' has no attribute {name!r}")
