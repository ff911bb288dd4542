"""Bad input raises PositionError (a ValueError) with the engine's message; boxes over the
caps are refused before anything large is allocated."""

import resource
import time

import pytest

import graphnim


def test_position_error_is_a_value_error():
    assert issubclass(graphnim.PositionError, ValueError)


@pytest.mark.parametrize(
    ("position", "message"),
    [
        ('{"rules": "edge", "vertices": 2', "not valid JSON"),
        ({"rules": "chess", "vertices": 2, "edges": []}, "unknown rules"),
        ({"rules": "edge", "vertices": 2, "edges": [[0, 5, 1]]}, "edge 0 has endpoint 5"),
        ({"rules": "walk", "vertices": 2, "edges": [[0, 1, 1]]}, "need \"token\""),
        ({"rules": "edge", "vertices": 2, "edges": [[0, 1, -1]]}, "edge 0 must be [u, v, tokens]"),
        ({"rules": "edge", "vertices": 300, "edges": []}, "300 vertices is more than the limit of 256"),
        ({"rules": "edge", "vertices": 2, "edges": [[0, 1, 1]], "play": "loser"}, "\"play\" must be"),
        ([1, 2, 3], "must be a dict"),
        ({"rules": "edge", "vertices": 2, "edges": [[0, 1, object()]]}, "not JSON"),
    ],
)
def test_bad_positions_name_what_is_wrong(position, message):
    with pytest.raises(graphnim.PositionError, match=None) as caught:
        graphnim.solve(position)
    assert message in str(caught.value)


def test_an_oversized_text_is_refused_by_its_size():
    with pytest.raises(graphnim.PositionError, match="more than the limit"):
        graphnim.solve(" " * (2 << 20))


def test_an_illegal_move_says_why():
    position = {"rules": "edge", "vertices": 2, "edges": [[0, 1, 1]]}
    with pytest.raises(graphnim.PositionError, match="has only 1 token, cannot take 2"):
        graphnim.play(position, {"vertex": 0, "take": [[0, 2]]})
    with pytest.raises(graphnim.PositionError, match="Walking Nim"):
        graphnim.play({**position, "rules": "walk", "token": 0}, {"vertex": 0, "take": [[0, 1]]})


def test_a_formula_error_points_at_its_place():
    with pytest.raises(graphnim.PositionError) as caught:
        graphnim.check(graphnim.cycle(3), "a ^^ b")
    lines = str(caught.value).splitlines()
    assert lines[0].startswith("p_iff at character")
    assert lines[1] == "  a ^^ b"
    assert lines[2].endswith("^")
    with pytest.raises(graphnim.PositionError, match="piece"):
        graphnim.sweep("cycle", range(3, 5), tokens=1, p_iff="piece == 0")


def test_misere_play_has_no_grundy_table():
    with pytest.raises(graphnim.PositionError, match="misère play has no Sprague–Grundy values"):
        graphnim.table(graphnim.cycle(3, play="misere"), grundy=True)


def test_unknown_families_and_bad_ranges_are_refused():
    with pytest.raises(graphnim.PositionError, match="unknown family"):
        graphnim.sweep("moebius", range(3, 5), tokens=1)
    with pytest.raises(graphnim.PositionError, match="at most 1,000 members"):
        graphnim.sweep("cycle", (5, 3), tokens=1)
    with pytest.raises(graphnim.PositionError, match="unknown graph family"):
        graphnim.family("moebius:4")
    with pytest.raises(graphnim.PositionError, match="more than the limits"):
        graphnim.complete(100_000)


def test_a_box_over_the_caps_is_refused_before_allocating():
    # K_8 with 10^9 tokens on each of its 28 edges: a box of about 10^252 positions.
    huge = graphnim.complete(8, tokens=10**9)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    started = time.perf_counter()
    with pytest.raises(graphnim.PositionError, match="table too large"):
        graphnim.table(huge)
    with pytest.raises(graphnim.PositionError, match="table too large"):
        graphnim.table(graphnim.complete(4, tokens=40), max_states=10**12, max_bytes=1 << 20)
    with pytest.raises(graphnim.PositionError, match="table too large"):
        graphnim.check(huge, "a == b")
    print(f"refused in {time.perf_counter() - started:.4f} s")
    # Peak memory grew by less than 64 MiB (ru_maxrss is in KiB on Linux).
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 64 << 10


def test_the_array_counts_against_max_bytes():
    # An outcome table takes a few bits per position, its bool array one byte: 10^6 bytes here.
    position = {"rules": "edge", "vertices": 2, "edges": [[0, 1, 999_999]]}
    with pytest.raises(graphnim.PositionError, match="max_bytes"):
        graphnim.table(position, max_bytes=600_000)
    assert graphnim.table(position, max_bytes=1_000_000).nbytes == 1_000_000


def test_negative_counts_are_refused_by_name():
    for call, name in [
        (lambda: graphnim.cycle(3, tokens=-1), "tokens="),
        (lambda: graphnim.moves(graphnim.cycle(3), limit=-1), "limit="),
        (lambda: graphnim.solve(graphnim.cycle(3), all_moves=True, move_cap=-5), "move_cap="),
        (lambda: graphnim.table(graphnim.cycle(3), max_states=-1), "max_states="),
        (lambda: graphnim.check(graphnim.cycle(3), "a == b", limit=-1), "limit="),
        (lambda: graphnim.sweep("cycle", range(3, 5), tokens=-2), "tokens="),
    ]:
        with pytest.raises(graphnim.PositionError, match=f"{name} must be at least 0"):
            call()
    with pytest.raises(graphnim.PositionError, match="tokens= must be a whole number"):
        graphnim.cycle(3, tokens=1.5)


def test_a_box_over_the_caps_names_the_keywords_that_raise_them():
    with pytest.raises(graphnim.PositionError, match="raise max_states= .* or max_bytes="):
        graphnim.table(graphnim.cycle(4, tokens=9), max_states=100)
    with pytest.raises(graphnim.PositionError, match="raise max_states="):
        graphnim.check(graphnim.cycle(4, tokens=9), "a == c", max_states=100)


def test_a_formula_failing_on_a_position_names_the_formula_and_the_position():
    with pytest.raises(graphnim.PositionError, match=r"^p_iff: evaluating the formula on \(0,0,0\): .*division by zero"):
        graphnim.check(graphnim.cycle(3), "a / 0 == 1")
    with pytest.raises(graphnim.PositionError, match=r"^where: evaluating the formula on \(0,0,0\): "):
        graphnim.check(graphnim.cycle(3), "a == b", where="a % (b - b) == 1")


def test_board_without_anywidget_says_how_to_install_it(monkeypatch):
    import sys

    monkeypatch.delitem(sys.modules, "graphnim.board", raising=False)
    monkeypatch.setitem(sys.modules, "anywidget", None)  # import anywidget now fails
    with pytest.raises(ModuleNotFoundError, match=r'pip install "\./python\[board\]"'):
        graphnim.Board(graphnim.cycle(3))


def test_a_cut_move_list_is_shorter_than_moves_total_and_move_cap_raises_it():
    k5 = graphnim.complete(5, tokens=3)
    answer = graphnim.solve(k5, all_moves=True)
    assert len(answer["moves"]) == 1000 < answer["moves_total"] == graphnim.count_moves(k5)
    answer = graphnim.solve(k5, all_moves=True, move_cap=5000)
    assert len(answer["moves"]) == answer["moves_total"]
