"""Ctrl-C stops a long table build, and long calls let other threads run."""

import concurrent.futures
import os
import signal
import subprocess
import sys
import textwrap
import time

import graphnim

# A table that takes far longer than the test waits: Edge-Nim on K_4 with 20 tokens per edge
# (21^6 ≈ 8.6·10^7 positions, about a minute on a busy two-core machine).
LONG_TABLE = textwrap.dedent(
    """
    import signal, sys, time, graphnim
    # A process started in the background of a non-interactive shell (as CI runs this)
    # inherits SIGINT ignored, and Python then installs no KeyboardInterrupt handler: put
    # back the one an interactive session has.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    position = graphnim.complete(4, tokens=20)
    print("started", flush=True)
    started = time.perf_counter()
    try:
        graphnim.table(position, max_states=10**9)
    except KeyboardInterrupt:
        print("interrupted", flush=True)
        sys.exit(3)
    print("finished", time.perf_counter() - started, flush=True)
    """
)


def test_ctrl_c_stops_a_long_table_within_a_second(tmp_path):
    # Started in an empty folder, so the installed package is imported, not the source tree.
    child = subprocess.Popen(
        [sys.executable, "-c", LONG_TABLE], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path
    )
    assert child.stdout.readline().strip() == "started"
    # Let the build get going, then press Ctrl-C.
    time.sleep(1.0)
    sent = time.perf_counter()
    child.send_signal(signal.SIGINT)
    status = child.wait(timeout=30)
    stopped = time.perf_counter() - sent
    rest = child.stdout.read()
    print(f"the table stopped {stopped:.3f} s after Ctrl-C")
    assert rest.strip() == "interrupted", child.stderr.read()
    assert status == 3
    assert stopped < 1.0


def test_threads_run_in_parallel():
    # Printed, not asserted: how much faster two threads are than one on this machine.
    positions = [graphnim.complete(4, tokens=t) for t in (10, 11, 10, 11)]

    def work(position):
        return graphnim.table(position, grundy=False).sum()

    started = time.perf_counter()
    serial = [work(p) for p in positions]
    serial_seconds = time.perf_counter() - started
    started = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        threaded = list(pool.map(work, positions))
    threaded_seconds = time.perf_counter() - started
    print(
        f"serial {serial_seconds:.2f} s, two threads {threaded_seconds:.2f} s "
        f"(speed-up {serial_seconds / threaded_seconds:.2f} on {os.cpu_count()} cores)"
    )
    assert threaded == serial
