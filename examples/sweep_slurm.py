"""A family sweep as a SLURM job array: one member per array task, then one merge.

    # 1. How many tasks: prints the array range, e.g. 0-5
    python examples/sweep_slurm.py tasks cycle --n 3..8 --tokens 2
    # 2. The array (examples/sweep_slurm.sbatch): task i writes rows/i.json
    sbatch --array=0-5 examples/sweep_slurm.sbatch cycle --n 3..8 --tokens 2
    # 3. After it, the CSV `graphnim sweep` prints, in member order
    python examples/sweep_slurm.py merge --rows rows cycle --n 3..8 --tokens 2

Task i reads its index from SLURM_ARRAY_TASK_ID (or --index), so the same script serves any
scheduler with job arrays (PBS's PBS_ARRAYID, LSF's LSB_JOBINDEX: pass --index).
"""

import argparse
import json
import os
import sys
from pathlib import Path

import graphnim
from sweep_futures import arguments as sweep_arguments
from sweep_futures import members


def main(argv=None):
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("step", choices=["tasks", "task", "merge"])
    parser.add_argument("--rows", default="rows", help="folder of the per-task row files")
    parser.add_argument("--index", type=int, help="this task's index (default: $SLURM_ARRAY_TASK_ID)")
    known, rest = parser.parse_known_args(argv)
    work = members(sweep_arguments(rest))
    rows = Path(known.rows)
    if known.step == "tasks":
        print(f"0-{len(work) - 1}")
    elif known.step == "task":
        index = known.index if known.index is not None else int(os.environ["SLURM_ARRAY_TASK_ID"])
        row = work[index]()
        rows.mkdir(parents=True, exist_ok=True)
        # Written whole then renamed, so a half-written file never looks finished.
        part = rows / f"{index}.json.part"
        part.write_text(json.dumps(row))
        part.replace(rows / f"{index}.json")
    else:
        missing = [i for i in range(len(work)) if not (rows / f"{i}.json").exists()]
        if missing:
            sys.exit(f"tasks {missing} have not written their rows yet: rerun them (sbatch --array=...)")
        merged = [json.loads((rows / f"{i}.json").read_text()) for i in range(len(work))]
        sys.stdout.write(graphnim.sweep_csv(merged))


if __name__ == "__main__":
    main()
