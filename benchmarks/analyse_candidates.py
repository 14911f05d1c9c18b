"""Where the candidate ceiling's misses are: for each question whose full-ranking top 10 is
not all among a turn's candidates, where each missing fact lies.

Run: `python benchmarks/analyse_candidates.py --embedder minilm --sizes 10000`. The store and
questions are bench_candidates.py's. A missing fact is either outside every cluster the
turn read ("unread"), or read as a member and ranked out by the member codes ("ranked out",
with its rank among the members read against how many were fetched by code). The scores
say how close the miss came: the 10th's score against the missing fact's. Also a tie-aware
ceiling beside the strict one: a question counts as held when every fact scoring above the
10th is a candidate and enough candidates score exactly the 10th's (the strict one counts
an exact tie at the 10th place broken against a candidate as a miss).

`--variants` re-runs the turns of the same stores with other module values
(`NAME=VALUE,...;NAME=VALUE`; names of vector_index or fact_index), one line each.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from collections import Counter
from pathlib import Path

import harness  # noqa: F401  (the repository importable)

from agent_memory.core import fact_index, vector_index
from agent_memory.core.embedding import EmbeddingSpace
from agent_memory.core.recall import Query, recall
from benchmarks import neural_embedder
from benchmarks.bench_candidates import KEY, NOW, TOP, stored

_seen: dict = {}
FILED: dict[str, list[str]] = {}
SIZES: dict[str, int] = {}


def filing(store, index) -> None:
    """Every fact's clusters, read whole from the store."""
    FILED.clear()
    if not index.vectors or not index.vectors.centroids:
        return
    keys = [vector_index.cluster_key(n) for n in range(len(index.vectors.centroids))]
    whole = store.postings(KEY, keys)
    whole = store.posting_chunks(
        KEY, whole, {k: list(range(1, p.chunks + 1)) for k, p in whole.items()}
    )
    for k, p in whole.items():
        for i in p.ids:
            FILED.setdefault(i, []).append(k)
        SIZES[k] = len(p.ids)


_closest = vector_index.closest


def _spy(vectors, probe, members, limit=vector_index.SEMANTIC):
    """vector_index.closest, remembering the members a turn read and how many it fetched."""
    _seen["members"], _seen["limit"] = dict(members), limit
    _seen["vectors"], _seen["probe"] = vectors, probe
    return _closest(vectors, probe, members, limit)


def member_ranks(vectors, probe, members) -> dict[str, int]:
    """Each member's rank (0: closest) by its code, as `closest` orders them."""
    ranked = _closest(vectors, probe, members, len(members))
    return {fact_id: at for at, fact_id in enumerate(ranked)}


def turn(store, index, embedder, space, facts, text) -> dict:
    vector = embedder.embed([text])[0]
    query = Query(text, vector=vector, space=space, floor=embedder.relevance_floor)
    scored = recall(facts, query, NOW, TOP)
    top = {s.fact.id for s in scored}
    tenth = min(s.score for s in scored)
    probe = index.vectors and vector_index.query_probe(index.vectors, space.tag, vector)
    _seen.clear()
    candidates, _ = fact_index.turn_candidates(store, KEY, index, text, probe or None)
    ids = {f.id for f in candidates}
    row = {"held": top <= ids, "fetched": len(ids), "missing": [], "tie_held": top <= ids}
    if row["held"]:
        return row
    # tie-aware: every fact above the 10th's score fetched, and enough at it
    everything = recall(facts, query, NOW, type(TOP)(k=len(facts), profile_cap=0))
    above = {s.fact.id for s in everything if s.score > tenth}
    at = {s.fact.id for s in everything if s.score == tenth}
    row["tie_held"] = above <= ids and len(above) + len(at & ids) >= 10
    members = _seen.get("members", {})
    ranks = member_ranks(_seen["vectors"], _seen["probe"], members) if members else {}
    by_id = {s.fact.id: s.score for s in everything}
    facts_of = {s.fact.id: s for s in everything}
    order = vector_index.probed(index.vectors, probe, len(index.vectors.centroids)) if probe else []
    place = {k: at for at, k in enumerate(order)}
    for fact_id in top - ids:
        row["missing"].append(
            {
                "read": fact_id in members,
                "rank": ranks.get(fact_id),
                "limit": _seen.get("limit"),
                "gap": tenth - by_id[fact_id],
                "score": by_id[fact_id],
                "tie": by_id[fact_id] == tenth,
                "cluster_ranks": sorted(place.get(k, -1) for k in FILED.get(fact_id, ())),
                "text": facts_of[fact_id].fact.content[:70],
                "sim": facts_of[fact_id].similarity,
                "lex": facts_of[fact_id].lexical,
            }
        )
    row["members"] = len(members)
    row["tenth"] = tenth
    row["sizes"] = [SIZES.get(k, 0) for k in order[:8]]
    return row


def detail(rows: list[dict], questions: list[str]) -> str:
    """The first turn of each missed question: its missing facts, where they are filed."""
    out, seen = [], set()
    for q, r in zip(questions, rows, strict=True):
        if r["held"] or q in seen:
            continue
        seen.add(q)
        out.append(
            f"  {q!r}: 10th {r['tenth']:.4f}, members read {r['members']}, "
            f"nearest clusters' sizes {r['sizes']}"
        )
        for m in sorted(r["missing"], key=lambda m: m["gap"]):
            out.append(
                f"    gap {m['gap']:.4f} sim {m['sim']} lex {m['lex']} read {m['read']} "
                f"rank {m['rank']} clusters at {m['cluster_ranks']}: {m['text']}"
            )
    return "\n".join(out)


def summary(rows: list[dict], questions: list[str]) -> str:
    held = sum(r["held"] for r in rows) / len(rows)
    tie = sum(r["tie_held"] for r in rows) / len(rows)
    missing = [m for r in rows for m in r["missing"]]
    unread = sum(not m["read"] for m in missing)
    ranks = sorted(m["rank"] for m in missing if m["read"])
    limit = next((m["limit"] for m in missing), None)
    members = statistics.median([r["members"] for r in rows if "members" in r] or [0])
    missed_q = Counter(q for q, r in zip(questions, rows, strict=True) if not r["held"])
    lines = [
        f"ceiling {held:.1%} (tie-aware {tie:.1%}); {len(missing)} top-10 facts missed: "
        f"{unread} unread, {len(ranks)} read and ranked out (fetched by code {limit}; their "
        f"member ranks {ranks[:40]}); exact ties at the 10th {sum(m['tie'] for m in missing)}; "
        f"median fetched {statistics.median(r['fetched'] for r in rows):.0f}, members read "
        f"(of missed turns) {members}",
        "  missed questions: " + "; ".join(f"{q!r} x{n}" for q, n in missed_q.most_common(12)),
    ]
    return "\n".join(lines)


def apply(assignments: str) -> dict:
    """Set module values `NAME=VALUE,...` (vector_index first, then fact_index); the old ones."""
    old = {}
    for part in filter(None, assignments.split(",")):
        name, value = part.split("=")
        module = vector_index if hasattr(vector_index, name) else fact_index
        old[(module, name)] = getattr(module, name)
        setattr(module, name, type(old[(module, name)])(float(value)))
    return old


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="600,2000,10000")
    parser.add_argument("--embedder", default="local", choices=neural_embedder.EMBEDDERS)
    parser.add_argument("--variants", default="", help="NAME=VALUE,...;NAME=VALUE")
    parser.add_argument("--detail", action="store_true", help="each missed question's facts")
    parser.add_argument("--build", default="", help="NAME=VALUE,... set before the store is built")
    args = parser.parse_args()
    embedder = neural_embedder.chosen(args.embedder)
    if embedder is None:
        return
    apply(args.build)
    vector_index.closest = _spy
    space = EmbeddingSpace.of(embedder)
    with tempfile.TemporaryDirectory() as folder:
        for size in (int(s) for s in args.sizes.split(",")):
            store, facts, questions = stored(size, Path(folder), embedder)
            index = store.load_turn(KEY).fact_index
            filing(store, index)
            for variant in ["", *filter(None, args.variants.split(";"))]:
                old = apply(variant)
                rows = [turn(store, index, embedder, space, facts, q) for q in questions]
                print(
                    f"{embedder.name} {size:,} [{variant or 'defaults'}] {summary(rows, questions)}"
                )
                if args.detail:
                    print(detail(rows, questions))
                for (module, name), value in old.items():
                    setattr(module, name, value)
            store.close()


if __name__ == "__main__":
    main()
