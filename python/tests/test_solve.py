"""solve, moves, play and certificate agree with the command line."""

import json

import graphnim
from conftest import random_position


def test_200_random_positions_agree_with_the_cli(cli, rng):
    positions = [random_position(rng) for _ in range(200)]
    kinds = {
        "edge": sum(p["rules"] == "edge" for p in positions),
        "walk": sum(p["rules"] == "walk" for p in positions),
        "misere": sum(p.get("play") == "misere" for p in positions),
        "loop": sum(any(u == v for u, v, _ in p["edges"]) for p in positions),
        "parallel": sum(
            len({tuple(sorted((u, v))) for u, v, _ in p["edges"]}) < len(p["edges"]) for p in positions
        ),
    }
    print("random positions by kind:", kinds)
    assert all(count >= 20 for count in kinds.values()), kinds
    outcomes = set()
    for position in positions:
        mine = graphnim.solve(position)
        theirs = json.loads(cli("solve", "POSITION", position=position))
        assert mine == theirs, position
        outcomes.add(mine["outcome"])
    assert outcomes == {"P", "N"}


def test_all_moves_and_remoteness_agree_with_the_cli(cli, rng):
    for _ in range(20):
        position = random_position(rng)
        mine = graphnim.solve(position, all_moves=True, remoteness=True)
        theirs = json.loads(cli("solve", "--all-moves", "--remoteness", "POSITION", position=position))
        assert mine == theirs


def test_setnim_agrees_with_the_cli(cli):
    for position in [
        graphnim.circular([3, 1, 2, 5, 4], 3),
        graphnim.path_nim([2, 3, 1, 2], 2, play="misere"),
        graphnim.moore([1, 2, 3, 4], 2),
    ]:
        assert graphnim.solve(position) == json.loads(cli("solve", "POSITION", position=position))


def test_a_position_past_the_budget_is_unknown_until_the_budget_is_raised():
    position = graphnim.complete(4, tokens=3)
    small = graphnim.solve(position, budget=100, max_grundy_states=100)
    assert small["outcome"] == "unknown"
    assert "too large" in small["reason"]
    raised = graphnim.solve(position)
    assert raised["outcome"] in ("P", "N")


def test_json_text_and_dicts_are_the_same_position(rng):
    position = random_position(rng)
    assert graphnim.solve(json.dumps(position)) == graphnim.solve(position)


def test_every_listed_move_plays_and_the_winning_moves_lead_to_p_positions(rng):
    checked = 0
    for _ in range(40):
        position = random_position(rng)
        listed = graphnim.moves(position)
        assert len(listed) == graphnim.count_moves(position)
        assert (len(listed) == 0) == graphnim.is_over(position)
        answer = graphnim.solve(position)
        for move in answer["winning_moves"]:
            assert move in listed
            after = graphnim.play(position, move)
            assert graphnim.solve(after)["outcome"] == "P"
            checked += 1
    assert checked > 0


def test_play_agrees_with_the_rules_on_a_walk():
    position = {"rules": "walk", "vertices": 3, "edges": [[0, 1, 2], [1, 2, 1]], "token": 0}
    after = graphnim.play(position, {"edge": 0, "take": 2})
    assert after == {"rules": "walk", "vertices": 3, "edges": [[0, 1, 0], [1, 2, 1]], "token": 1}


def test_certificate_agrees_with_the_cli(cli, rng):
    for _ in range(15):
        position = random_position(rng)
        assert graphnim.certificate(position) == json.loads(cli("certificate", "POSITION", position=position))


def test_families_are_the_cli_sweep_members():
    assert graphnim.cycle(5)["vertices"] == 5
    assert len(graphnim.complete(4, tokens=2)["edges"]) == 6
    assert graphnim.petersen(rules="walk")["token"] == 0
    assert graphnim.bipartite(2, 3)["vertices"] == 5
    assert graphnim.wheel(5, play="misere")["play"] == "misere"
    assert graphnim.hypercube(3)["vertices"] == 8
    assert graphnim.star(3)["edges"] == [[0, 1, 1], [0, 2, 1], [0, 3, 1]]


def test_explanations_name_each_edge_as_the_position_lists_it():
    # The edge given as [2, 0] is "2–0" in the explanation, as the board writes it, not "0–2".
    answer = graphnim.solve({"rules": "edge", "vertices": 3, "edges": [[2, 0, 3], [0, 1, 2], [1, 2, 1]]})
    assert "edges 2–0, 1–2 and 0–1" in answer["explanation"], answer["explanation"]
    assert "lower edges 0–1 and 2–0 to 1" in answer["explanation"], answer["explanation"]


def test_a_count_of_moves_past_64_bits_is_exact_and_solve_gives_it_where_the_cli_gives_its_digits(cli):
    # A star of eleven edges of 100 tokens: every move is made at the centre, 101**11 - 1 of
    # them (about 1.1e22), past the 2**64 where the count once saturated.
    star = graphnim.star(11, tokens=100)
    assert graphnim.count_moves(star) == 101**11 - 1
    answer = graphnim.solve(star)
    assert answer["moves_total"] == 101**11 - 1
    printed = json.loads(cli("solve", "POSITION", position=star))
    assert printed["moves_total"] is None
    assert printed["moves_total_digits"] == str(101**11 - 1) == answer["moves_total_digits"]
    # Nine edges still fit: the CLI prints the integer, and no digits.
    nine = json.loads(cli("solve", "POSITION", position=graphnim.star(9, tokens=100)))
    assert nine["moves_total"] == 101**9 - 1 and "moves_total_digits" not in nine
