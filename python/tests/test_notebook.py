"""The notebook a researcher opens: JupyterLab from this virtual environment, on 127.0.0.1
with a token, examples/research.ipynb opened in Chromium and run from the Run menu; the board
renders, a move is played on it with the mouse, and Python reads the new position back."""

import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect, sync_playwright

import graphnim
from conftest import REPO

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
ARTIFACTS = REPO / "test-artifacts" / "python"


def serious_axe_violations(page):
    """axe-core's serious and critical WCAG 2.1 A/AA violations inside the board (the rest of
    the page is JupyterLab's), as tests/helpers/axe.mjs audits the web page."""
    if not page.evaluate("'axe' in window"):
        page.add_script_tag(path=str(AXE))
    page.evaluate("Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {})))")
    violations = page.evaluate(
        """async (tags) => (await window.axe.run({ include: [['graph-nim']] }, { runOnly: { type: 'tag', values: tags } }))
            .violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }))""",
        WCAG,
    )
    for v in violations:
        print(f"[axe board] {v['impact']} {v['id']}: {v['help']} {v['nodes'][:2]}")
    return [v for v in violations if v["impact"] in ("serious", "critical")]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def lab(tmp_path):
    """A JupyterLab server on a copy of the example notebook; yields its base URL and token."""
    shutil.copy(REPO / "examples" / "research.ipynb", tmp_path / "research.ipynb")
    token = secrets.token_hex(16)
    port = free_port()
    jupyter = Path(sys.executable).with_name("jupyter")
    log = open(tmp_path / "lab.log", "w")
    server = subprocess.Popen(
        [
            str(jupyter), "lab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
            f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={tmp_path}",
            "--allow-root", "--LabApp.news_url=", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        ],
        # Settings, runtime files and workspaces of this run only, not the user's.
        env={**os.environ, "JUPYTER_CONFIG_DIR": str(tmp_path / "config"), "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"),
             "JUPYTERLAB_WORKSPACES_DIR": str(tmp_path / "workspaces")},
        stdout=log,
        stderr=subprocess.STDOUT,
        cwd=tmp_path,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(600):
            try:
                urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=2)
                break
            except OSError:
                assert server.poll() is None, (tmp_path / "lab.log").read_text()
                time.sleep(0.2)
        yield base, token, tmp_path
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


def test_the_notebook_runs_shows_the_board_and_a_move_syncs_back(lab):
    base, token, folder = lab
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(f"{base}/lab/tree/research.ipynb?token={token}")
        # The kernel is up when the status bar names it idle.
        expect(page.get_by_text("Python 3 (ipykernel) | Idle")).to_be_visible(timeout=120_000)
        # Run ▸ Run All Cells, as a person would.
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        board = page.locator("graph-nim svg.board")
        expect(board).to_be_visible(timeout=180_000)
        # Every cell ran: the sweep's DataFrame is the last output.
        expect(page.locator(".jp-OutputArea-output table").last).to_contain_text("cycle:6", timeout=180_000)
        page.locator("graph-nim").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "notebook-board.png"))
        assert serious_axe_violations(page) == []

        # JupyterLab's news prompt can cover the board's corner: answer it.
        news = page.get_by_role("button", name="No", exact=True)
        if news.is_visible():
            news.click()

        # Two people at one board: start the game, take one token from edge 0, confirm.
        element = page.locator("graph-nim")
        element.get_by_role("combobox").first.select_option(label="two players")
        element.get_by_role("button", name="Start game").click()
        label = element.locator('.edge-label[data-edge="0"]')
        label.click()
        element.get_by_role("button", name="Confirm move").click()
        expect(label.locator(".edge-count")).to_have_text("1", timeout=30_000)
        page.screenshot(path=str(ARTIFACTS / "notebook-after-move.png"))
        assert serious_axe_violations(page) == []

        # Read it back in Python: run the cell after the board's and look at its output.
        read_back = page.locator(".jp-CodeCell").nth(4)
        read_back.click()
        page.keyboard.press("Shift+Enter")
        expected = graphnim.play(graphnim.cycle(4, tokens=2), {"vertex": 0, "take": [[0, 1]]})
        expected_text = repr((expected, graphnim.solve(expected)["outcome"]))
        output = read_back.locator(".jp-OutputArea-output")
        expect(output).to_have_text(expected_text, timeout=60_000)
        page.screenshot(path=str(ARTIFACTS / "notebook-read-back.png"))
        assert errors == []
        browser.close()
