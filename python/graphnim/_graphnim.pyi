"""Type stubs of the native module (python/src/lib.rs). Positions and answers cross as the
engine's JSON text; graphnim/__init__.py is the API to use."""

from typing import Optional, Tuple

import numpy

SWEEP_CSV_HEADER: str

class PositionError(ValueError):
    """Bad input: the engine's message says what is wrong."""

def solve(
    position_json: str,
    all_moves: bool = False,
    remoteness: bool = False,
    max_states: Optional[int] = None,
    max_grundy_states: Optional[int] = None,
    max_remoteness_states: Optional[int] = None,
    max_bytes: Optional[int] = None,
    move_cap: Optional[int] = None,
    time_limit: Optional[float] = None,
) -> str: ...
def certificate(
    position_json: str,
    max_states: Optional[int] = None,
    max_grundy_states: Optional[int] = None,
    max_bytes: Optional[int] = None,
    time_limit: Optional[float] = None,
) -> str: ...
def normalize(position_json: str) -> str: ...
def moves(position_json: str, cap: int = 1000) -> Tuple[str, bool]: ...
def count_moves(position_json: str) -> Optional[str]: ...
def is_over(position_json: str) -> bool: ...
def play(position_json: str, move_json: str) -> str: ...
def family(spec: str, tokens: int = 1, rules: str = "edge", play: str = "normal") -> str: ...
def table(
    position_json: str, grundy: bool = False, max_states: int = 50_000_000, max_bytes: int = 1 << 30
) -> numpy.ndarray: ...
def check(
    position_json: str,
    p_iff: str,
    where: Optional[str] = None,
    limit: int = 10,
    max_states: int = 250_000_000,
    max_bytes: int = 1 << 30,
) -> str: ...
def sweep_members(
    family: str, a: int, b: int, tokens: int, rules: str = "edge", play: str = "normal", p_iff: Optional[str] = None
) -> list[int]: ...
def sweep_row(
    family: str,
    n: int,
    tokens: int,
    rules: str = "edge",
    play: str = "normal",
    p_iff: Optional[str] = None,
    max_states: int = 50_000_000,
    max_grundy_states: int = 4_000_000,
    max_bytes: int = 1 << 30,
) -> str: ...
def sweep(
    family: str,
    a: int,
    b: int,
    tokens: int,
    rules: str = "edge",
    play: str = "normal",
    p_iff: Optional[str] = None,
    max_states: int = 50_000_000,
    max_grundy_states: int = 4_000_000,
    max_bytes: int = 1 << 30,
    jobs: Optional[int] = None,
) -> str: ...
