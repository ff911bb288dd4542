"""Every example in the docs runs: the docstrings' examples (doctest) and docs/python.md's
(its `>>>` sessions, each in a ```pycon block, as one doctest in order; its Python blocks
executed in order)."""

import doctest
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


def _fenced(text: str):
    """Each line of `text` with whether it is inside a ``` code block (fence lines are not)."""
    inside = False
    for line in text.split("\n"):
        if line.lstrip().startswith("```"):
            inside = not inside
            yield line, None
        else:
            yield line, inside


def _sessions_only(text: str) -> str:
    """`text` with every line outside its ```pycon blocks blanked: the sessions at their own
    line numbers (a failure names the line of python.md), each ended by a blank line where
    its closing fence was (doctest.testfile on the page itself reads that fence as the last
    example's expected output)."""
    kept, block = [], None
    for line, inside in _fenced(text):
        if inside is None:
            block = line.strip()[3:].strip() if block is None else None
            kept.append("")
        else:
            kept.append(line if block == "pycon" else "")
    return "\n".join(kept)


def test_every_session_in_docs_python_md_is_in_a_code_block():
    # Outside a fence, Markdown renders `>>>` as nested quotes: prompts gone, input and output
    # run together.
    outside = [
        line
        for line, inside in _fenced(DOC.read_text())
        if inside is False and line.lstrip().startswith(">>>")
    ]
    assert outside == []


def test_the_examples_in_docs_python_md_run(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    sessions = _sessions_only(DOC.read_text())
    test = doctest.DocTestParser().get_doctest(sessions, {"__name__": "python_md"}, DOC.name, str(DOC), 0)
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    runner.run(test)
    result = runner.summarize(verbose=False)
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
