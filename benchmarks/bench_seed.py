"""The embedded store against the seed's memory.ts: its own bench.ts workload, side by side.

Run: `python benchmarks/bench_seed.py --seed-dir DIR`, where DIR is a copy of the seed's
TypeScript memory (memory.ts, bench.ts, package.json) outside this repository with
`npm install` done in it (better-sqlite3, tsx); SEED_TS_DIR works too. In one run:
bench.ts's workload on the seed (N `remember` calls over 100 people, 128-character
messages, every other one with an event id, then N `buildContext` calls, on a WAL
file database), then the same calls on ours (`Memory.remember` and
`Memory.build_context` on the SQLite store, a file in WAL mode). Prints the
per-operation times and our ratio to the seed (goal: <= 1.0 for both).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent_memory import Memory
from agent_memory.model.offline import OfflineModel
from agent_memory.store.sqlite import SqliteStore

PEOPLE = 100
NUMBER = "+15550000001"  # bench.ts passes "+1", which our E.164 check refuses
MESSAGE = "mensagem de teste " * 8  # bench.ts's 144 characters


def phone(i: int) -> str:
    return f"+55119{i % PEOPLE:08d}"


def seed_run(seed_dir: Path, n: int, folder: Path) -> dict[str, float]:
    """bench.ts on the seed: {"remember_us": ..., "build_context_us": ...}."""
    env = {**os.environ, "SEED_DB": str(folder / "seed.db"), "N": str(n)}
    done = subprocess.run(
        ["npx", "tsx", "bench.ts"], cwd=seed_dir, env=env, capture_output=True, text=True,
        timeout=600, check=True,
    )  # fmt: skip
    return json.loads(done.stdout.strip().splitlines()[-1])


def our_run(n: int, folder: Path) -> dict[str, float]:
    """The same workload on our SQLite store."""
    store = SqliteStore(folder / "ours.db")
    memory = Memory(store=store, model=OfflineModel())
    with_event = 0.0  # the remembers with an event id (one row each, which marks its event)
    begin = time.perf_counter()
    for i in range(n):
        if i % 2:
            memory.remember("a", phone(i), NUMBER, "assistant", MESSAGE, None)
        else:
            started = time.perf_counter()
            memory.remember("a", phone(i), NUMBER, "user", MESSAGE, f"e{i}")
            with_event += time.perf_counter() - started
    elapsed = time.perf_counter() - begin
    remember_us = elapsed * 1e6 / n
    events = (n + 1) // 2
    begin = time.perf_counter()
    for i in range(n):
        memory.build_context("a", phone(i))
    build_us = (time.perf_counter() - begin) * 1e6 / n
    store.close()
    return {
        "remember_us": round(remember_us, 1),
        "build_context_us": round(build_us, 1),
        "with_event_us": round(with_event * 1e6 / events, 1),
        "without_event_us": round((elapsed - with_event) * 1e6 / (n - events), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed-dir", default=os.environ.get("SEED_TS_DIR"))
    parser.add_argument("-n", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=5, help="seed and ours, alternated")
    args = parser.parse_args()
    if not args.seed_dir or not (Path(args.seed_dir) / "node_modules").is_dir():
        sys.exit(
            "bench_seed needs the seed's memory.ts installed: copy it outside this repository, "
            "run `npm install` there and pass --seed-dir DIR (or set SEED_TS_DIR)."
        )
    print(
        f"bench_seed: bench.ts workload, N={args.n} over {PEOPLE} people, WAL file databases,"
        f" {args.rounds} rounds (seed then ours, fresh files each), medians"
    )
    rounds: list[tuple[dict[str, float], dict[str, float]]] = []
    for number in range(args.rounds):
        with tempfile.TemporaryDirectory() as folder:
            seed = seed_run(Path(args.seed_dir), args.n, Path(folder))
            ours = our_run(args.n, Path(folder))
        rounds.append((seed, ours))
        print(
            f"  round {number + 1} (ours / seed): remember {ours['remember_us']:.1f} /"
            f" {seed['remember_us']:.1f} us, build_context {ours['build_context_us']:.1f} /"
            f" {seed['build_context_us']:.1f} us"
        )
    with_event = statistics.median(o["with_event_us"] for _, o in rounds)
    without_event = statistics.median(o["without_event_us"] for _, o in rounds)
    print(
        f"  ours, remember with an event id {with_event:.1f} us (one row, which marks its"
        f" event), without one {without_event:.1f} us"
    )
    for operation in ("remember_us", "build_context_us"):
        seed_us = statistics.median(s[operation] for s, _ in rounds)
        ours_us = statistics.median(o[operation] for _, o in rounds)
        ratios = sorted(o[operation] / s[operation] for s, o in rounds)
        print(
            f"  {operation[:-3]:<14} ours {ours_us:>7.1f} us   seed {seed_us:>7.1f} us"
            f"   ratio x{ours_us / seed_us:.2f} (rounds x{ratios[0]:.2f}-x{ratios[-1]:.2f})"
            "   (goal <= 1.0)"
        )


if __name__ == "__main__":
    main()
