"""Where build_context's time goes as one person's memory grows, and whether it stays the same.

Run: `python benchmarks/bench_build_context.py` (`--sizes 100,2000,10000`). One person's
facts are grown on SQLite as `bench_scale.py` grows them (real compactions up to
`--grow`, then the store's compaction write in batches of 500), copied at each size and
kept under `--keep` (the next run reuses them: the same store, fact for fact). At each
size, 20 questions (names of planted facts, common words only, words in no fact) are
asked of build_context; it prints:

- the median CPU time of a build_context (the fastest of 5 runs of each question: the
  other processes of a shared machine only ever add time) and its ratio to the first
  size's (`turn_instructions.py` counts instructions instead, which nothing blurs);
- the time of each phase (exclusive: a phase's own time, not that of the phases it
  calls), from wrappers put around the functions a turn calls: the turn's read, the
  query's embedding, posting rows read and decoded, merged, scored, the member scan,
  facts fetched and decoded, ranking, the notes;
- with `--profile`, cProfile's top entries at each size.

`--record FILE` writes, for every question, what the turn computed: the candidate ids
(in order), the recalled facts with their scores, the notes and the history;
`--check FILE` compares a run with such a record and fails on any difference. Record
with one version of the code, check with another on the same `--keep` stores: the
same results, result for result. A record names the stores it was made on (a digest of
each SQLite file as grown); `--check` on other stores (a regrown `--keep`) says so and
fails rather than compare different data.
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import hashlib
import json
import pstats
import random
import shutil
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

import harness  # noqa: F401  (the repository importable)

import agent_memory.core.fact_index as fact_index
import agent_memory.core.memory as memory_module
import agent_memory.core.vector_index as vector_index
import agent_memory.store.items as items
import agent_memory.store.sqlite as sqlite_module
import agent_memory.store.sqlite_file as sqlite_file
from agent_memory import Memory
from agent_memory.store.sqlite import SqliteStore
from benchmarks import bench_scale, neural_embedder

QUESTIONS = 20
REPEATS = 5
# CPU time of this thread, not wall time: on a shared machine the time spent waiting for a
# core is not the turn's (cache and core sharing still add some)
CLOCK = time.thread_time


def grown_stores(sizes: list[int], grow: int, keep: Path, embedder) -> dict[int, tuple[Path, str]]:
    """A SQLite file of the person at each size (grown once, then reused) and its clock."""
    keep.mkdir(parents=True, exist_ok=True)
    name = f"{embedder.name}-g{grow}"
    found = {}
    wanted = [s for s in sizes if not (keep / f"{name}-{s}.json").exists()]
    if wanted:
        clock, model, person = bench_scale.Clock(), bench_scale.ExtractingModel(), Person()
        work = keep / f"{name}-growing.db"
        for stale in keep.glob(f"{name}-growing.db*"):
            stale.unlink()
        store = SqliteStore(work, clock=clock)
        memory = Memory(store=store, model=model, clock=clock, embedder=embedder)
        for size in sorted(set(sizes)):
            begin = time.perf_counter()
            bench_scale.grow_by_compaction(memory, model, person, clock, min(size, grow))
            bench_scale.grow_directly(store, person, embedder, clock, size)
            store.checkpoint()
            shutil.copy(work, keep / f"{name}-{size}.db")
            facts = [d.__dict__ for d in person.drafts]
            meta = {"now": clock.now.isoformat(), "facts": facts,
                    "store": file_digest(keep / f"{name}-{size}.db")}  # fmt: skip
            (keep / f"{name}-{size}.json").write_text(json.dumps(meta))
            print(f"  grew {size:,} facts in {time.perf_counter() - begin:.0f} s", flush=True)
        store.close()
        for stale in keep.glob(f"{name}-growing.db*"):
            stale.unlink()
    for size in sizes:
        meta_file = keep / f"{name}-{size}.json"
        meta = json.loads(meta_file.read_text())
        if "store" not in meta:  # kept by an earlier version of this benchmark
            meta["store"] = file_digest(keep / f"{name}-{size}.db")
            meta_file.write_text(json.dumps(meta))
        found[size] = (keep / f"{name}-{size}.db", meta)
    return found


def file_digest(path: Path) -> str:
    """A kept store's identity, as grown: a record is only compared on the same one."""
    with path.open("rb") as kept:
        return hashlib.file_digest(kept, "sha256").hexdigest()


class Person(bench_scale.Person):
    """bench_scale's person, remembering every fact it made (to ask about any of them)."""

    def __init__(self) -> None:
        super().__init__()
        self.drafts = []

    def fact(self):
        message, draft = super().fact()
        self.drafts.append(draft)
        return message, draft


def questions(facts: list[dict], count: int) -> list[str]:
    """Planted names, common words only, and words in no fact: deterministic."""
    rng = random.Random(len(facts))
    asked = []
    for fact in rng.sample(facts, min(count // 2, len(facts))):
        name = fact["content"].rsplit(" ", 1)[1].rstrip(".")
        relation, thing = fact["subject"].split("_")[:2]
        asked.append(f"what was the name of my {relation}'s {thing} again? {name}?")
    relations, things = bench_scale.RELATIONS.split(), bench_scale.THINGS.split()
    while len(asked) < count * 3 // 4:
        asked.append(f"how is my {rng.choice(relations)}'s {rng.choice(things)} doing lately?")
    extra = ["anything new lately?", "what should I cook tonight?", "remind me what I said",
             "ok", "who did I argue with last month?", "what do I like?"]  # fmt: skip
    return asked + extra[: count - len(asked)]


class Phases:
    """Exclusive time a phase: wrappers around the functions a turn calls, on a stack."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = defaultdict(float)
        self.calls: dict[str, int] = defaultdict(int)
        self._stack: list[list[float]] = []  # [children's time] per open phase
        self._undo: list[tuple[object, str, object]] = []

    def wrap(self, owner: object, attribute: str, phase: str) -> None:
        original = getattr(owner, attribute)
        stack, spent, calls = self._stack, self.spent, self.calls

        @functools.wraps(original)
        def timed(*args, **kwargs):
            stack.append([0.0])
            begin = CLOCK()
            try:
                return original(*args, **kwargs)
            finally:
                took = CLOCK() - begin
                children = stack.pop()[0]
                spent[phase] += took - children
                calls[phase] += 1
                if stack:
                    stack[-1][0] += took

        self._undo.append((owner, attribute, original))
        setattr(owner, attribute, timed)

    def undo(self) -> None:
        for owner, attribute, original in reversed(self._undo):
            setattr(owner, attribute, original)
        self._undo.clear()


def phase_wrappers(phases: Phases, embedder) -> None:
    """The phases of a turn, by the functions that do them (on SQLite)."""
    for owner, attribute, phase in [
        (SqliteStore, "load_turn", "load"),
        (embedder, "embed", "embed query"),
        (memory_module, "query_probe", "probe"),
        (vector_index, "probed", "probe"),
        (SqliteStore, "postings", "postings SQL"),
        (SqliteStore, "posting_chunks", "postings SQL"),
        (sqlite_file, "_item", "postings JSON"),
        (items, "unpack_ids", "postings ids"),
        (items, "_codes", "postings codes"),
        (items, "_weights", "postings weights"),
        (items, "with_chunks", "postings merge"),
        (fact_index, "chunks_to_read", "plan chunks"),
        (fact_index, "cluster_chunks", "plan chunks"),
        (fact_index, "candidate_ids", "word scoring"),
        (fact_index, "_members", "member scan"),
        (vector_index, "closest", "member scan"),
        (SqliteStore, "facts", "fact fetch SQL"),
        (sqlite_module, "fact_row", "fact row decode"),
        (memory_module, "recall", "ranking"),
        (memory_module, "assemble_context", "notes"),
    ]:
        phases.wrap(owner, attribute, phase)


def computed(memory: Memory, question: str) -> dict:
    """What one turn computed for `question`: candidates, recalled facts, notes, history."""
    seen: list[list[str]] = []
    original = memory_module.turn_candidates

    def watched(*args, **kwargs):
        facts, corpus = original(*args, **kwargs)
        seen.append([f.id for f in facts])
        seen.append([f"{k}={v}" for k, v in sorted(corpus.frequencies.items())])
        seen.append([str(corpus.documents)])
        return facts, corpus

    memory_module.turn_candidates = watched
    try:
        recalled_of: list = []
        recall = memory_module.recall

        def recalled(*args, **kwargs):
            found = recall(*args, **kwargs)
            recalled_of.append(found)
            return found

        memory_module.recall = recalled
        try:
            context = memory.build_context(bench_scale.AGENT, bench_scale.PHONE, query=question)
        finally:
            memory_module.recall = recall
    finally:
        memory_module.turn_candidates = original
    return {
        "candidates": seen,
        "recalled": [[*_scores(s), _digest(s.fact)] for s in recalled_of[0]],
        "notes": context.notes,
        "history": [[m["role"], m["content"]] for m in context.history],
    }


def _scores(scored) -> list:
    return [scored.fact.id, scored.score, scored.lexical, scored.similarity, scored.why]


def _digest(fact) -> str:
    """Every field of a recalled fact (its embedding as decoded from its code too)."""
    return hashlib.sha256(repr(fact).encode()).hexdigest()[:16]


def measure(path: Path, meta: dict, embedder, profile: bool, repeats: int = REPEATS) -> dict:
    """Times, phases and results of the questions at one size."""
    clock = bench_scale.Clock()
    clock.now = bench_scale.datetime.fromisoformat(meta["now"])
    store = SqliteStore(path, clock=clock)
    memory = Memory(store=store, model=bench_scale.ExtractingModel(), clock=clock,
                    embedder=embedder)  # fmt: skip
    asked = questions(meta["facts"], QUESTIONS)
    results = {q: computed(memory, q) for q in asked}  # also warms caches
    times = []
    for question in asked:
        fastest = float("inf")
        for _ in range(repeats):
            begin = CLOCK()
            memory.build_context(bench_scale.AGENT, bench_scale.PHONE, query=question)
            fastest = min(fastest, CLOCK() - begin)
        times.append(fastest * 1000)
    phases = Phases()
    phase_wrappers(phases, embedder)
    try:
        begin = CLOCK()
        for question in asked:
            memory.build_context(bench_scale.AGENT, bench_scale.PHONE, query=question)
        wrapped = (CLOCK() - begin) * 1000 / len(asked)
    finally:
        phases.undo()
    top = None
    if profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for _ in range(3):
            for question in asked:
                memory.build_context(bench_scale.AGENT, bench_scale.PHONE, query=question)
        profiler.disable()
        top = profiler
    store.close()
    each = {p: s * 1000 / len(asked) for p, s in phases.spent.items()}
    each["other"] = wrapped - sum(each.values())
    return {"ms": statistics.median(times), "phases": each, "results": results, "profile": top}


def other_stores(recorded: dict, now: dict) -> list[str]:
    """The sizes a record was made on other stores than this run's (a record from before
    records named their stores has none: it is compared as it is)."""
    made_on = recorded.get("stores", {})
    return [size for size, digest in made_on.items() if now["stores"].get(size) != digest]


def compare(recorded: dict, now: dict) -> list[str]:
    """Every difference between a record and this run, by size and question."""
    differences = []
    for size, questions_of in recorded.get("turns", recorded).items():
        if size not in now["turns"]:
            differences.append(f"{size}: not measured")
            continue
        for question, was in questions_of.items():
            got = now["turns"][size].get(question)
            for part in ("candidates", "recalled", "notes", "history"):
                if got is None or got[part] != was[part]:
                    differences.append(f"{size} {question!r}: {part} differ")
    return differences


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,2000,10000")
    parser.add_argument("--grow", type=int, default=100, help="facts grown by compaction")
    parser.add_argument("--keep", default="/tmp/agent-memory-bench-build-context")
    parser.add_argument("--embedder", default="local", choices=neural_embedder.EMBEDDERS)
    parser.add_argument("--profile", action="store_true", help="cProfile's top entries")
    parser.add_argument("--repeats", type=int, default=REPEATS, help="runs of each question")
    parser.add_argument("--record", help="write what each turn computed to this JSON file")
    parser.add_argument("--check", help="compare what each turn computed with this record")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    embedder = neural_embedder.chosen(args.embedder)
    if embedder is None:
        return
    print(f"bench_build_context: build_context on SQLite as memory grows ({embedder.name})")
    stores = grown_stores(sizes, args.grow, Path(args.keep), embedder)
    rows = {}
    for size in sizes:
        rows[size] = measure(*stores[size], embedder, args.profile, args.repeats)
    first = rows[sizes[0]]
    names = list(dict.fromkeys(p for r in rows.values() for p in r["phases"]))
    print("  ms a turn".ljust(22) + "".join(f"{s:>10,}" for s in sizes))
    print("  build_context".ljust(22) + "".join(f"{rows[s]['ms']:>10.2f}" for s in sizes))
    print("  ratio".ljust(22) + "".join(f"{rows[s]['ms'] / first['ms']:>9.2f}x" for s in sizes))
    print("  phases (wrapped run):")
    for name in names:
        cells = "".join(f"{rows[s]['phases'].get(name, 0.0):>10.3f}" for s in sizes)
        print(f"    {name:<18}{cells}")
    for size in sizes if args.profile else ():
        print(f"  cProfile at {size:,} facts (3 rounds of the questions):")
        stats = pstats.Stats(rows[size]["profile"], stream=sys.stdout)
        stats.sort_stats("tottime").print_stats(14)
    results = {"stores": {str(s): stores[s][1]["store"] for s in sizes},
               "turns": {str(s): rows[s]["results"] for s in sizes}}  # fmt: skip
    if args.record:
        Path(args.record).write_text(json.dumps(results, indent=1, sort_keys=True))
        print(f"  recorded what {len(sizes) * QUESTIONS} turns computed in {args.record}")
    if args.check:
        recorded = json.loads(Path(args.check).read_text())
        if moved := other_stores(recorded, results):
            sys.exit(f"  check: {args.check} was recorded on other stores at {', '.join(moved)} "
                     f"facts (the --keep files were regrown): record again on these, or "
                     f"check with the --keep folder it was made on")  # fmt: skip
        differences = compare(recorded, json.loads(json.dumps(results)))
        for line in differences[:20]:
            print(f"  DIFFERENT {line}")
        total = sum(len(q) for q in recorded.get("turns", recorded).values())
        print(f"  check: {total - len({d.rsplit(':', 1)[0] for d in differences})}/{total} "
              f"turns identical to {args.check}")  # fmt: skip
        if differences:
            sys.exit(1)


if __name__ == "__main__":
    main()
