"""Shared fixtures: the command line the package is compared with, and random positions."""

import json
import os
import random
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def cli():
    """Runs `graphnim ARGS...` (the repository's release build, built here when missing or
    GRAPHNIM_CLI when set) and returns its stdout; a position argument is written to a file."""
    binary = os.environ.get("GRAPHNIM_CLI")
    if not binary:
        # Cargo rebuilds only what changed, so a fresh binary costs a second.
        subprocess.run(
            ["cargo", "build", "--release", "--quiet", "-p", "graphnim-cli"], cwd=REPO, check=True
        )
        binary = str(REPO / "target" / "release" / "graphnim")

    def run(*args, position=None, tmp=None, expect=(0,)):
        args = list(args)
        if position is not None:
            args = [a if a != "POSITION" else "-" for a in args]
        done = subprocess.run(
            [binary, *args],
            input=None if position is None else json.dumps(position),
            capture_output=True,
            text=True,
        )
        assert done.returncode in expect, f"graphnim {' '.join(args)} exited {done.returncode}: {done.stderr}"
        return done.stdout

    return run


def random_position(rng: random.Random) -> dict:
    """A small random position of Edge-Nim or Walking Nim: loops, parallel edges and misère
    play included, small enough for an exact answer."""
    rules = rng.choice(["edge", "walk"])
    vertices = rng.randint(1, 4)
    edges = []
    for _ in range(rng.randint(1, 5)):
        u = rng.randrange(vertices)
        # One edge in four is a loop; with few vertices, parallel edges come often.
        v = u if rng.random() < 0.25 else rng.randrange(vertices)
        edges.append([u, v, rng.randint(0, 3)])
    position = {"rules": rules, "vertices": vertices, "edges": edges}
    if rules == "walk":
        position["token"] = rng.randrange(vertices)
    if rng.random() < 0.3:
        position["play"] = "misere"
    return position


@pytest.fixture
def rng():
    return random.Random(20261125)
