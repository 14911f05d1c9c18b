"""Choosing the recall ranking by measurement: tuned on one half, reported on the other.

Run: `python benchmarks/bench_ranking.py` (the neural rows need the bench extra:
`pip install -e '.[bench]'`; without it they are skipped with a message). On
benchmarks/talk_set.py (20 people, 600+ messages and ~205 observations each,
paraphrased, temporal, multi-hop and current-value questions), every fusion
(normalised: BM25 / its best + w x cosine scaled from the embedder's floor to its
best; z-score; weighted rank; plain RRF; max-normalised sum; main's "weighted":
BM25 / best + w x raw cosine), embedding weight w, time weight and floor is scored
on the tuning half, ranking each person's live facts, for three embedders: the
local embedder (hashed n-grams beside GloVe word vectors; v2's n-grams alone beside
it), all-MiniLM-L6-v2, and MiniLM squeezed to text-embedding-3's narrower scale. The best
per embedder is reported on the held-out half next to lexical alone, embedding alone and
main's default, then the product's own
defaults (RecallSettings(), chosen per embedding space) are checked on it.
"""

from __future__ import annotations

import itertools
import sys
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent_memory.core.asked_time import AskedTime, asked_time
from agent_memory.core.embedding import EmbeddingSpace, embed_for_storage
from agent_memory.core.fact_index import turn_candidates
from agent_memory.core.memory import conversation_key
from agent_memory.core.recall import (
    FUSIONS,
    Query,
    Ranking,
    RecallSettings,
    embedding_ranking,
    in_time,
    lexical_ranking,
    recall,
)
from agent_memory.core.records import Fact, Summary
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.store.sqlite import SqliteStore
from benchmarks.neural_embedder import Squeezed, minilm
from benchmarks.ngram_embedder import NgramsV2
from benchmarks.talk_set import (
    SESSIONS,
    Person,
    describe,
    halves,
    person,
    talk_set,
    true_facts,
)

K = 5
WEIGHTS = (0.1, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0)
TIME_WEIGHTS = (0.0, 0.25, 0.5, 1.0)
FLOOR_SCALES = (1.0, 1.5)  # not below the embedder's own: see tests/test_facts_contract.py
UNWEIGHTED = ("rrf", "score")


@dataclass
class Asked:
    category: str
    answers: frozenset[str]
    live: list[Fact]
    when: AskedTime | None
    lexical: Ranking  # on the question without its time phrase
    lexical_full: Ranking  # on the whole question, as main ranks
    semantic: Ranking
    floor: float


def prepare(people: list[Person], embedder, floor_scale: float) -> list[Asked]:
    space = EmbeddingSpace.of(embedder)
    floor = embedder.relevance_floor * floor_scale
    prepared = []
    for p in people:
        facts = true_facts(p, lambda texts: embed_for_storage(embedder, texts))
        live = [f for f in facts if f.is_live(p.now)]
        vectors = embedder.embed([q.text for q in p.questions])
        for q, vector in zip(p.questions, vectors, strict=True):
            when = asked_time(q.text, p.now)
            prepared.append(
                Asked(
                    category=q.category,
                    answers=frozenset(q.answers),
                    live=live,
                    when=when,
                    lexical=lexical_ranking(live, when.rest if when else q.text),
                    lexical_full=lexical_ranking(live, q.text),
                    semantic=embedding_ranking(live, vector, space, floor),
                    floor=floor,
                )
            )
    return prepared


def hit(asked: Asked, ranking: Ranking) -> bool:
    return asked.answers <= {asked.live[i].id for i, _ in ranking[:K]}


def fused(asked: Asked, fusion: str, weight: float, time_weight: float) -> Ranking:
    lexical = asked.lexical if time_weight > 0 or fusion != "weighted" else asked.lexical_full
    ranking = FUSIONS[fusion](lexical, asked.semantic, weight, asked.floor)
    if asked.when is not None and time_weight > 0:
        ranking = in_time(ranking, asked.live, asked.when, time_weight)
    return ranking


def share(prepared: list[Asked], rank, by_category=None) -> float:
    hits = 0
    for asked in prepared:
        ok = hit(asked, rank(asked))
        hits += ok
        if by_category is not None:
            by_category[asked.category].append(ok)
    return hits / len(prepared)


def configurations():
    for fusion in FUSIONS:
        weights = (1.0,) if fusion in UNWEIGHTED else WEIGHTS
        yield from itertools.product([fusion], weights, TIME_WEIGHTS)


def tune(name: str, embedder, tuning: list[Person]) -> dict:
    """Every configuration's tuning recall@5, by (fusion, weight, time weight, floor scale)."""
    scores = {}
    for floor_scale in FLOOR_SCALES:
        prepared = prepare(tuning, embedder, floor_scale)
        for fusion, weight, time_weight in configurations():
            value = share(prepared, lambda a, f=fusion, w=weight, t=time_weight: fused(a, f, w, t))
            scores[(fusion, weight, time_weight, floor_scale)] = value
    best = max(scores.values())
    print(f"   {name:<22} best tuning recall@5 {best:.3f}; best per fusion:")
    for fusion in FUSIONS:
        top = max((v, c) for c, v in scores.items() if c[0] == fusion)
        print(f"      {fusion:<11} {top[0]:.3f}  weight {top[1][1]}, time {top[1][2]}, "
              f"floor x{top[1][3]}")  # fmt: skip
    return scores


def chosen(scores: dict) -> tuple:
    """The best configuration; on a tie, the embedder's own floor and a scale-free fusion."""
    return min(scores, key=lambda c: (-scores[c], c[3], c[0] not in ("normalised", "zscore"), c))


def report(name: str, embedder, held_out: list[Person], config: tuple) -> None:
    fusion, weight, time_weight, floor_scale = config
    prepared = prepare(held_out, embedder, floor_scale)
    by_category: dict[str, list[bool]] = defaultdict(list)
    lexical = share(prepared, lambda a: a.lexical_full)
    semantic = share(prepared, lambda a: a.semantic)
    main = share(prepared, lambda a: fused(a, "weighted", 0.5, 0.0))
    best = share(prepared, lambda a: fused(a, fusion, weight, time_weight), by_category)
    print(
        f"   {name:<22} lexical {lexical:.3f}  embedding {semantic:.3f}  "
        f"main's weighted {main:.3f}  chosen {best:.3f} ({fusion}, w {weight}, "
        f"time {time_weight}, floor x{floor_scale})"
    )
    print("      by category (chosen): " + "  ".join(
        f"{c} {sum(v) / len(v):.2f}" for c, v in sorted(by_category.items())
    ))  # fmt: skip


def product_defaults(name: str, embedder, held_out: list[Person]) -> float:
    """Held-out recall@5 of `recall` itself with RecallSettings() (the space's defaults)."""
    space = EmbeddingSpace.of(embedder)
    settings = RecallSettings(k=K, profile_cap=0)
    hits = total = 0
    for p in held_out:
        facts = true_facts(p, lambda texts: embed_for_storage(embedder, texts))
        vectors = embedder.embed([q.text for q in p.questions])
        for q, vector in zip(p.questions, vectors, strict=True):
            query = Query(q.text, vector, space, embedder.relevance_floor)
            shown = {s.fact.id for s in recall(facts, query, p.now, settings)}
            hits += set(q.answers) <= shown
            total += 1
    fusion, weight = settings.fusion_for(space)
    print(f"   {name:<22} product defaults ({fusion.__name__}, w {weight}, "
          f"time {settings.time_weight}): held-out recall@5 {hits / total:.3f}")  # fmt: skip
    return hits / total


def floor_percentile(embedder, people: list[Person], at: float = 0.95) -> float:
    """The `at` quantile of question-to-unrelated-fact cosines (what relevance_floor states)."""
    space = EmbeddingSpace.of(embedder)
    values = []
    for p in people:
        facts = true_facts(p, lambda texts: embed_for_storage(embedder, texts))
        vectors = embedder.embed([q.text for q in p.questions])
        for q, vector in zip(p.questions, vectors, strict=True):
            sims = space.similarities([f.embedding for f in facts], vector)
            values += [s for i, s in sims if facts[i].id not in q.answers]
    values.sort()
    return values[int(at * (len(values) - 1))]


def candidate_ceiling(held_out: list[Person], sizes=(600, 2_000, 10_000), people: int = 3):
    """Share of questions whose top 10 over every live fact is inside the index's candidates
    (what a turn fetches), at about `sizes` facts a person; local embedder, SQLite store."""
    embedder, space = LocalEmbedder(), EmbeddingSpace.of(LocalEmbedder())
    key = conversation_key("bench", "+5511987654321")
    for size in sizes:
        inside = total = 0
        fillers = max(6, round((size - 50) / SESSIONS))
        for p in held_out[:people]:
            grown = person(int(p.name.rsplit("-", 1)[1]), fillers=fillers)
            facts = true_facts(grown, lambda texts: embed_for_storage(embedder, texts))
            store = SqliteStore(":memory:")
            store.save_compaction(key, Summary("", "0", grown.now, 1), None, facts)
            index = store.load_turn(key).fact_index
            vectors = embedder.embed([q.text for q in grown.questions])
            for q, vector in zip(grown.questions, vectors, strict=True):
                query = Query(q.text, vector, space, embedder.relevance_floor)
                settings = RecallSettings(k=10, profile_cap=0)
                top = {s.fact.id for s in recall(facts, query, grown.now, settings)}
                drawn, _ = turn_candidates(store, key, index, q.text)
                candidates = {f.id for f in drawn}
                inside += top <= candidates
                total += 1
            store.close()
        print(f"   at {len(facts):,} facts a person: top 10 inside the candidates for "
              f"{inside / total:.1%} of {total} questions")  # fmt: skip


def main(now: datetime | None = None) -> None:
    print("bench_ranking: recall ranking chosen on the tuning half, reported on held-out")
    people = talk_set()
    tuning, held_out = halves(people)
    figures = describe(people)
    print(f"set: {figures.people} people, {figures.messages[0]}-{figures.messages[1]} messages, "
          f"{figures.facts[0]}-{figures.facts[1]} observations each; "
          f"questions {figures.questions}")  # fmt: skip
    embedders = {"local v3 (n-grams+GloVe)": LocalEmbedder(), "local v2 (n-grams)": NgramsV2()}
    neural = minilm()
    if neural is not None:
        embedders["all-MiniLM-L6-v2"] = neural
        embedders["MiniLM squeezed 0.1-0.6"] = Squeezed(neural)
    for name, embedder in embedders.items():
        found = floor_percentile(embedder, tuning)
        print(f"   {name}: 95th percentile of unrelated cosines on the tuning half "
              f"{found:.3f} (floor {embedder.relevance_floor:.3f})")  # fmt: skip
    print("1. tuning half")
    scored = {name: tune(name, embedder, tuning) for name, embedder in embedders.items()}
    choices = {name: chosen(scores) for name, scores in scored.items()}
    if neural is not None:  # one choice for every neural space: the best on both scales
        names = ["all-MiniLM-L6-v2", "MiniLM squeezed 0.1-0.6"]
        both = {c: sum(scored[n][c] for n in names) / 2 for c in scored[names[0]]}
        print(f"   neural (both scales) chosen: {chosen(both)} at {both[chosen(both)]:.3f}; "
              "best per fusion: " + "  ".join(
                  f"{f} {max((v, c) for c, v in both.items() if c[0] == f)}" for f in FUSIONS
              ))  # fmt: skip
    print("2. held-out half: recall@5, lexical alone / embedding alone / main / chosen")
    for name, embedder in embedders.items():
        report(name, embedder, held_out, choices[name])
    print("3. the product's defaults on the held-out half")
    for name, embedder in embedders.items():
        product_defaults(name, embedder, held_out)
    print("4. the candidate ceiling (the fact index's candidates; goal >= 98 %)")
    candidate_ceiling(held_out)


if __name__ == "__main__":
    main()
