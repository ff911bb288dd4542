"""Sweeps equal `graphnim sweep` row for row: the package's own, members run through
concurrent.futures, on a Dask LocalCluster, and as a SLURM-style job array."""

import csv
import io
import os
import pickle
import subprocess
import sys

import pytest

import graphnim
from conftest import REPO

EXAMPLES = REPO / "examples"

SWEEPS = [
    ("cycle", "3..7", 2, []),
    ("complete", "2..4", 2, ["--p-iff", "a ^ b == c"]),
    ("bipartite:2", "1..3", 1, ["--play", "misere"]),
    ("path", "1..4", 2, ["--rules", "walk", "--p-iff", "a == b"]),
    ("petersen", "0..0", 1, []),
    ("circular:2", "3..6", 2, []),
    ("cycle", "9..10", 3, ["--max-states", "100000"]),
]


def without_seconds(text):
    """CSV rows as lists of fields, the seconds column (a time, different every run) left out."""
    rows = list(csv.reader(io.StringIO(text)))
    at = rows[0].index("seconds")
    return [row[:at] + row[at + 1 :] for row in rows]


def options(extra):
    """The CLI's sweep options as the package's keyword arguments."""
    names = {"--p-iff": "p_iff", "--rules": "rules", "--play": "play", "--max-states": "max_states"}
    pairs = dict(zip(extra[::2], extra[1::2]))
    kwargs = {names[k]: v for k, v in pairs.items()}
    if "max_states" in kwargs:
        kwargs["max_states"] = int(kwargs["max_states"])
    return kwargs


def cli_sweep(cli, family, n, tokens, extra):
    return cli("sweep", family, "--n", n, "--tokens", str(tokens), *extra)


@pytest.mark.parametrize(("family", "n", "tokens", "extra"), SWEEPS, ids=lambda v: str(v))
def test_the_package_sweep_equals_the_cli_sweep(cli, family, n, tokens, extra):
    first, last = (int(x) for x in n.split(".."))
    rows = graphnim.sweep(family, (first, last), tokens=tokens, **options(extra))
    expected = without_seconds(cli_sweep(cli, family, n, tokens, extra))
    assert without_seconds(graphnim.sweep_csv(rows)) == expected
    assert len(expected) > 1


def test_rows_without_pandas_are_dicts_with_the_cli_columns(monkeypatch):
    monkeypatch.setitem(sys.modules, "pandas", None)
    rows = graphnim.sweep("cycle", range(3, 5), tokens=1)
    assert isinstance(rows, list)
    assert tuple(rows[0]) == graphnim.SWEEP_COLUMNS
    assert rows[1]["member"] == "cycle:4"


def test_members_are_picklable_and_rows_match_the_whole_sweep():
    members = graphnim.sweep_members("wheel", range(3, 6), tokens=1, p_iff="a == b")
    copies = pickle.loads(pickle.dumps(members))
    assert copies == members
    rows = [member() for member in copies]
    whole = graphnim.sweep("wheel", range(3, 6), tokens=1, p_iff="a == b").to_dict("records")
    keep = [c for c in graphnim.SWEEP_COLUMNS if c != "seconds"]
    assert [{c: r[c] for c in keep} for r in rows] == [
        {c: (None if r[c] != r[c] else r[c]) for c in keep} for r in whole
    ]


def run_example(*args, env=None):
    done = subprocess.run(
        [sys.executable, *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_futures_example_equals_the_cli_sweep(cli):
    args = ["complete", "--n", "2..4", "--tokens", "2", "--p-iff", "a ^ b == c"]
    out = run_example(str(EXAMPLES / "sweep_futures.py"), *args, "--jobs", "2")
    assert without_seconds(out) == without_seconds(cli("sweep", *args))


def test_the_dask_example_equals_the_cli_sweep_on_a_local_cluster(cli):
    args = ["cycle", "--n", "3..8", "--tokens", "2", "--rules", "walk"]
    out = run_example(str(EXAMPLES / "sweep_dask.py"), *args, "--jobs", "2")
    assert without_seconds(out) == without_seconds(cli("sweep", *args))


def test_the_slurm_array_example_equals_the_cli_sweep(cli, tmp_path):
    args = ["bipartite:2", "--n", "1..4", "--tokens", "1", "--play", "misere"]
    script = str(EXAMPLES / "sweep_slurm.py")
    assert run_example(script, "tasks", *args).strip() == "0-3"
    rows = str(tmp_path / "rows")
    # The array's tasks, in the order a scheduler might run them.
    for index in (2, 0, 3, 1):
        run_example(script, "task", "--rows", rows, *args, env={"SLURM_ARRAY_TASK_ID": str(index)})
    out = run_example(script, "merge", "--rows", rows, *args)
    assert without_seconds(out) == without_seconds(cli("sweep", *args))
