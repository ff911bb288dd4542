"""Every example in the docs runs: the docstrings' examples (doctest) and docs/python.md's
(its `>>>` examples as a doctest file, its Python blocks executed in order)."""

import doctest
import os
import re

import graphnim
import graphnim.board
from conftest import REPO

DOC = REPO / "docs" / "python.md"
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def test_the_docstring_examples_run():
    for module in (graphnim, graphnim.board):
        result = doctest.testmod(module, optionflags=FLAGS)
        assert result.failed == 0, module.__name__
        assert result.attempted > 0


def test_the_examples_in_docs_python_md_run(tmp_path):
    os.chdir(tmp_path)
    result = doctest.testfile(str(DOC), module_relative=False, optionflags=FLAGS)
    assert result.failed == 0
    assert result.attempted >= 20


def test_the_python_blocks_in_docs_python_md_run(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(), flags=re.S)
    assert blocks
    namespace = {"__name__": "__main__"}
    for block in blocks:
        if ">>>" not in block:
            exec(compile(block, str(DOC), "exec"), namespace)
