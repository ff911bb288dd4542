"""A family sweep on a Dask cluster: each member is an independent, picklable call
(graphnim.SweepMember) submitted as one task; the CSV printed is `graphnim sweep`'s.

    python examples/sweep_dask.py cycle --n 3..8 --tokens 2                 # a LocalCluster
    python examples/sweep_dask.py cycle --n 3..8 --tokens 2 --scheduler tcp://head:8786

Any cluster Dask reaches will do (dask-jobqueue's SLURMCluster, Kubernetes, ...): every
worker needs graphnim installed (`pip install ./python`).
"""

import argparse
import sys

from dask.distributed import Client, LocalCluster

import graphnim
from sweep_futures import arguments as sweep_arguments
from sweep_futures import members


def run(member):
    """One member's row (a module-level function, so Dask ships it by reference)."""
    return member()


def main(argv=None):
    extra = argparse.ArgumentParser(add_help=False)
    extra.add_argument("--scheduler", help="a running scheduler's address (default: start a LocalCluster)")
    known, rest = extra.parse_known_args(argv)
    args = sweep_arguments(rest)
    work = members(args)
    if known.scheduler:
        client = Client(known.scheduler)
        cluster = None
    else:
        # Worker processes with one thread each: graphnim releases the GIL, but one member
        # per core keeps the memory of big members predictable.
        cluster = LocalCluster(n_workers=args.jobs or 2, threads_per_worker=1, dashboard_address=None)
        client = Client(cluster)
    try:
        futures = client.map(run, work, pure=False)
        # gather returns the rows in member order.
        rows = client.gather(futures)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    sys.stdout.write(graphnim.sweep_csv(rows))


if __name__ == "__main__":
    main()
