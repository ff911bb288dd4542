"""A family sweep with concurrent.futures: each member is an independent, picklable call
(graphnim.SweepMember), run here in worker processes; the CSV printed is `graphnim sweep`'s.

    python examples/sweep_futures.py cycle --n 3..8 --tokens 2 --jobs 2
    python examples/sweep_futures.py circular:2 --n 3..6 --tokens 2 --p-iff "a ^ b == c"

Processes rather than threads only to show members crossing a process boundary: graphnim
releases the GIL, so a ThreadPoolExecutor runs members in parallel too.
"""

import argparse
import concurrent.futures
import sys

import graphnim


def arguments(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("family", help="cycle, path, star, complete, bipartite:M, hypercube, petersen, wheel, "
                        "circular:K, path:K or moore:K")
    parser.add_argument("--n", required=True, help="the range of n, e.g. 3..6 (inclusive)")
    parser.add_argument("--tokens", type=int, required=True, help="tokens on every edge (pile)")
    parser.add_argument("--rules", default="edge", choices=["edge", "walk"])
    parser.add_argument("--play", default="normal", choices=["normal", "misere"])
    parser.add_argument("--p-iff", help="a conjectured rule to check on every member")
    parser.add_argument("--jobs", type=int, default=None, help="worker processes (default: one per core)")
    return parser.parse_args(argv)


def members(args):
    """The sweep's members, checked (family, rules, formula) before any work is sent."""
    first, _, last = args.n.partition("..")
    return graphnim.sweep_members(
        args.family, (int(first), int(last)), tokens=args.tokens, rules=args.rules, play=args.play, p_iff=args.p_iff
    )


def main(argv=None):
    args = arguments(argv)
    work = members(args)
    with concurrent.futures.ProcessPoolExecutor(max_workers=args.jobs) as pool:
        # map keeps the member order, whatever order the workers finish in.
        rows = list(pool.map(graphnim.SweepMember.__call__, work))
    sys.stdout.write(graphnim.sweep_csv(rows))


if __name__ == "__main__":
    main()
