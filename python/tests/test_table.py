"""table: shape, dtype, and every cell equal to solve on that cell."""

import itertools

import numpy
import pytest

import graphnim


def cell_position(position, index):
    """The position of the box at a table index (piece first for Walking Nim)."""
    cell = dict(position)
    if position["rules"] == "walk":
        cell["token"], index = int(index[0]), index[1:]
    if "piles" in position:
        cell["piles"] = [int(i) for i in index]
    else:
        cell["edges"] = [[u, v, int(t)] for (u, v, _), t in zip(position["edges"], index)]
    return cell


SMALL_BOXES = [
    {"rules": "edge", "vertices": 3, "edges": [[0, 1, 2], [1, 2, 3], [2, 0, 1]]},
    {"rules": "edge", "vertices": 2, "edges": [[0, 1, 2], [0, 1, 2], [1, 1, 2]]},
    {"rules": "edge", "vertices": 3, "edges": [[0, 1, 2], [1, 2, 2], [2, 0, 2]], "play": "misere"},
    {"rules": "walk", "vertices": 3, "edges": [[0, 1, 2], [1, 2, 1], [2, 2, 2]], "token": 0},
    {"rules": "walk", "vertices": 2, "edges": [[0, 1, 3], [0, 1, 1]], "token": 1, "play": "misere"},
    {"rules": "circular", "piles": [2, 1, 2, 1], "k": 2},
]


@pytest.mark.parametrize("position", SMALL_BOXES, ids=lambda p: f"{p['rules']}-{p.get('play', 'normal')}")
def test_every_cell_agrees_with_solve(position):
    misere = position.get("play") == "misere"
    outcomes = graphnim.table(position)
    grundy = None if misere else graphnim.table(position, grundy=True)
    counts = position.get("piles") or [t for _, _, t in position["edges"]]
    shape = ([position["vertices"]] if position["rules"] == "walk" else []) + [c + 1 for c in counts]
    assert outcomes.shape == tuple(shape)
    assert outcomes.dtype == numpy.bool_
    for index in itertools.product(*(range(n) for n in shape)):
        answer = graphnim.solve(cell_position(position, index))
        assert bool(outcomes[index]) == (answer["outcome"] == "P"), index
        if grundy is not None:
            assert int(grundy[index]) == answer["grundy"], index
    if grundy is not None:
        assert numpy.array_equal(grundy == 0, outcomes)


def test_the_table_agrees_with_the_cli_table(cli):
    position = {"rules": "walk", "vertices": 3, "edges": [[0, 1, 2], [1, 2, 3], [0, 2, 1]], "token": 0}
    grundy = graphnim.table(position, grundy=True)
    lines = cli("table", "--grundy", "POSITION", position=position).splitlines()
    assert len(lines) - 1 == grundy.size
    for line in lines[1:]:
        *index, value = (int(field) for field in line.split(","))
        assert grundy[tuple(index)] == value


@pytest.mark.parametrize(
    ("tokens", "dtype"), [(255, numpy.uint8), (256, numpy.uint16), (65_535, numpy.uint16), (65_536, numpy.uint32)]
)
def test_the_dtype_is_the_narrowest_that_holds_the_values(tokens, dtype):
    # One edge of t tokens is a Nim heap: its Grundy values are 0..t.
    grundy = graphnim.table({"rules": "edge", "vertices": 2, "edges": [[0, 1, tokens]]}, grundy=True)
    assert grundy.dtype == dtype
    assert grundy.shape == (tokens + 1,)
    assert numpy.array_equal(grundy, numpy.arange(tokens + 1))


def test_the_array_owns_one_buffer_that_numpy_can_write():
    outcomes = graphnim.table(graphnim.cycle(3, tokens=2))
    assert outcomes.flags.c_contiguous
    outcomes[0, 0, 0] = False
    assert not outcomes[0, 0, 0]
