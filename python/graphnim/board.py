"""graphnim.Board: the web page's board in a Jupyter cell (an anywidget).

The front end is the page's ``<graph-nim>`` element (www/graph-nim.js), bundled with its
workers, wasm and stylesheet into the package's ``static`` folder by
scripts/build-python-board.sh; the notebook loads them from the kernel, never from the
network. ``board.position`` is synced both ways: set it to show a position, read it to get
what was played on the board.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any, Dict

import anywidget
import traitlets

from . import PositionError, normalize

_FILES = {
    "_bundle": "graph-nim.bundle.js",
    "_worker": "worker.bundle.js",
    "_tools_worker": "tools-worker.bundle.js",
    "_wasm": "graphnim_bg.wasm",
    "_tools_wasm": "graphnim_tools_bg.wasm",
    "_stylesheet": "style.css",
}


def _static(name: str) -> bytes:
    path = resources.files("graphnim").joinpath("static", name)
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise RuntimeError(
            f"graphnim was installed without its board ({name} is missing): in the repository run "
            "bash scripts/build-wasm.sh && bash scripts/build-python-board.sh, then pip install ./python again"
        ) from None


class Board(anywidget.AnyWidget):
    """The board of the Graph Nim page in a notebook cell, with its hint and play controls.

    ``Board(position)`` shows the position (a dict in the JSON format, or its text);
    ``board.position`` is what the board shows now, moves played on it included, and setting
    it shows another position. ``height`` is the least height in pixels of the board's column
    (the toolbar, the board and the line under it; the board keeps at least 240).

    >>> board = Board({"rules": "edge", "vertices": 2, "edges": [[0, 1, 3]]})
    >>> board.position["edges"]
    [[0, 1, 3]]
    >>> from graphnim import play
    >>> board.position = play(board.position, {"vertex": 0, "take": [[0, 1]]})
    >>> board.position["edges"]
    [[0, 1, 2]]
    """

    _esm = resources.files("graphnim").joinpath("board.js").read_text()

    position = traitlets.Dict().tag(sync=True)
    height = traitlets.Int(440).tag(sync=True)

    _bundle = traitlets.Unicode().tag(sync=True)
    _worker = traitlets.Unicode().tag(sync=True)
    _tools_worker = traitlets.Unicode().tag(sync=True)
    _stylesheet = traitlets.Unicode().tag(sync=True)
    _wasm = traitlets.Bytes().tag(sync=True)
    _tools_wasm = traitlets.Bytes().tag(sync=True)

    def __init__(self, position: Any, **kwargs: Any) -> None:
        files = {
            trait: _static(name) if trait.endswith("wasm") else _static(name).decode("utf-8")
            for trait, name in _FILES.items()
        }
        super().__init__(position=_checked(position), **files, **kwargs)

    @traitlets.validate("position")
    def _valid_position(self, proposal: Dict[str, Any]) -> Dict[str, Any]:
        # From Python or from the browser alike: the crate decides what a position is.
        try:
            return _checked(proposal["value"])
        except PositionError as error:
            raise traitlets.TraitError(str(error)) from None


def _checked(position: Any) -> Dict[str, Any]:
    if isinstance(position, str):
        position = json.loads(position) if position.strip().startswith("{") else position
    return normalize(position)
