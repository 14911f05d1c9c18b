"""Instructions one build_context takes at each memory size, counted by valgrind.

Run: `python benchmarks/turn_instructions.py` (`--sizes 100,10000`; needs valgrind).
Wall times on a shared machine vary twice over from run to run; instructions do not.
On the stores `bench_build_context.py` grows and keeps, a child process opens the
store, asks each of its 20 questions once (warm: caches, pages), then asks `--turns`
more; another asks none. The difference of their instruction counts (cachegrind,
no cache simulation), divided by `--turns`, is one turn's, with its ratio to the
first size's. `--trees A,B` measures other copies of the package too (a `layers/
agent_memory` folder each, e.g. one from `git archive` of an earlier commit), in the
same run: the figures before and after a change.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve()
VALGRIND = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--branch-sim=no"]


def child(spec_file: str, turns: int) -> None:
    """Ask the questions once, then `turns` more (only the package is imported)."""
    from datetime import datetime

    from agent_memory import Memory
    from agent_memory.model.local_embedder import LocalEmbedder
    from agent_memory.store.sqlite import SqliteStore

    spec = json.loads(Path(spec_file).read_text())
    now = datetime.fromisoformat(spec["now"])
    store = SqliteStore(spec["path"], clock=lambda: now)
    model = type("NoModel", (), {"name": "none"})()  # a turn asks no model
    memory = Memory(store=store, model=model, clock=lambda: now, embedder=LocalEmbedder())
    asked = spec["questions"]
    for question in [*asked, *(asked[n % len(asked)] for n in range(turns))]:
        memory.build_context(spec["agent"], spec["phone"], query=question)
    store.close()


def counted(tree: str | None, spec_file: str, turns: int) -> int:
    """The instructions of a child process (`tree`: the package copy it imports)."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    if tree:
        env["PYTHONPATH"] = tree
    command = [*VALGRIND, "--cachegrind-out-file=/dev/null", sys.executable, str(HERE)]
    done = subprocess.run(
        [*command, "--child", spec_file, str(turns)], env=env, capture_output=True, text=True
    )
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if done.returncode or found is None:
        raise SystemExit(f"valgrind failed: {done.stderr[-2000:]}")
    return int(found[1].replace(",", ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,2000,10000")
    parser.add_argument("--turns", type=int, default=60)
    parser.add_argument("--keep", default="/tmp/agent-memory-bench-build-context")
    parser.add_argument("--trees", default="", help="package copies to measure besides this one")
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child[0], int(args.child[1]))
        return
    import bench_build_context  # grows the stores (moto, the bench's person): parent only

    from benchmarks import bench_scale, neural_embedder

    sizes = [int(s) for s in args.sizes.split(",")]
    stores = bench_build_context.grown_stores(
        sizes, 100, Path(args.keep), neural_embedder.chosen("local")
    )
    trees = [None, *filter(None, args.trees.split(","))]
    print(f"turn_instructions: millions of instructions a build_context ({args.turns} turns)")
    with tempfile.TemporaryDirectory() as folder:
        for tree in trees:
            cells, first = [], None
            for size in sizes:
                path, meta = stores[size]
                spec = Path(folder) / f"{size}.json"
                questions = bench_build_context.questions(meta["facts"], 20)
                spec.write_text(json.dumps({
                    "path": str(path), "now": meta["now"], "questions": questions,
                    "agent": bench_scale.AGENT, "phone": bench_scale.PHONE,
                }))  # fmt: skip
                turn = counted(tree, str(spec), args.turns) - counted(tree, str(spec), 0)
                turn /= args.turns * 1e6
                first = first or turn
                cells.append(f"{size:,}: {turn:.2f} x{turn / first:.2f}")
            print(f"  {tree or 'this tree'}: " + "   ".join(cells), flush=True)


if __name__ == "__main__":
    main()
