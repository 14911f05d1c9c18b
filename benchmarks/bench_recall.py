"""Long-term memory: recall quality, stale facts, recall latency, prompt size at turn 1,000.

Run: `python benchmarks/bench_recall.py` (or `make bench`). Everything runs in
this process on the SQLite store with the local embedder; every figure is
printed next to a baseline measured here too:

1. recall@5 on the labelled set (benchmarks/recall_set.py): lexical (BM25),
   embedding (local embedder), and both fusions, against recency (the newest 5
   facts, what the context did before recall);
2. share of prompts that carry a superseded fact, against facts that
   accumulate instead of updating;
3. recall latency over 1,000 facts of one person, against picking the newest;
4. prompt characters at turn 1,000 against sending the whole history.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent_memory import Memory
from agent_memory.core.embedding import EmbeddingSpace, embed_for_storage
from agent_memory.core.lexical import clear_caches
from agent_memory.core.memory import conversation_key
from agent_memory.core.recall import (
    Query,
    embedding_ranking,
    lexical_ranking,
    recall,
    reciprocal_rank_fusion,
    score_fusion,
)
from agent_memory.core.records import Fact, FactDraft
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.model.offline import OfflineModel
from agent_memory.model.port import CompactionResult, Reply
from agent_memory.store.sqlite import SqliteStore
from benchmarks.recall_set import CATEGORIES, NOISE_WORDS, conversations

AGENT, PHONE, NUMBER = "bench", "+5511987654321", "+5511900000000"
K = 5
START = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


class LabelledModel:
    """A perfect extractor: each planted message yields its labelled fact."""

    name = "labelled"

    def __init__(self) -> None:
        self.drafts: dict[str, FactDraft] = {}

    def reply(self, instructions: str, history: list[dict[str, str]]) -> Reply:
        return Reply(text="ok")

    def compact(self, previous_summary, messages, known_facts) -> CompactionResult:
        found = [self.drafts[m.content] for m in messages if m.content in self.drafts]
        return CompactionResult(summary=f"{len(messages)} more messages.", facts=found)


def talk(memory: Memory, clock: Clock, text: str, reply: str = "ok") -> None:
    clock.now += timedelta(minutes=30)
    memory.remember(AGENT, PHONE, NUMBER, "user", text)
    memory.remember(AGENT, PHONE, NUMBER, "assistant", reply, at=clock.now + timedelta(seconds=5))
    memory.compact(AGENT, PHONE)


def rankings(facts: list[Fact], text: str, embedder: LocalEmbedder, now: datetime):
    live = [f for f in facts if f.is_live(now)]
    vector = embedder.embed([text])[0]
    space = EmbeddingSpace.of(embedder)
    lexical = lexical_ranking(live, text)
    semantic = embedding_ranking(live, vector, space, embedder.relevance_floor)
    newest = sorted(range(len(live)), key=lambda i: live[i].created_at, reverse=True)
    top = {
        "recency (baseline)": [i for i in newest[:K]],
        "lexical (BM25)": [i for i, _ in lexical[:K]],
        "embedding (local)": [i for i, _ in semantic[:K]],
        "fused: RRF": [i for i, _ in reciprocal_rank_fusion([lexical, semantic])[:K]],
        "fused: score sum": [i for i, _ in score_fusion([lexical, semantic])[:K]],
    }
    return {name: {live[i].content for i in chosen} for name, chosen in top.items()}


def quality() -> None:
    hits: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    stale_prompts = accumulate_stale = prompts = 0
    sets = conversations()
    for convo in sets:
        clock, model, embedder = Clock(), LabelledModel(), LocalEmbedder()
        store = SqliteStore(":memory:", clock=clock)
        memory = Memory(store=store, model=model, clock=clock, embedder=embedder)
        for planted in sorted(convo.facts, key=lambda p: p.turn):
            message = f"[{planted.turn}] {planted.content}"
            model.drafts[message] = FactDraft(planted.kind, planted.content, planted.subject)
            talk(memory, clock, message)
            clock.now += timedelta(hours=6)
        for turn in range(convo.small_talk_turns):
            talk(memory, clock, f"small talk {turn}: {random.Random(turn).choice(NOISE_WORDS)}")
        key = conversation_key(AGENT, PHONE)
        space, floor = EmbeddingSpace.of(embedder), embedder.relevance_floor
        for question in convo.questions:
            facts = store.load(key).facts
            for name, shown in rankings(facts, question.text, embedder, clock.now).items():
                hits[name][question.category].append(all(a in shown for a in question.answers))
            context = memory.build_context(AGENT, PHONE, query=question.text)
            superseded = {f.id for f in facts if f.superseded_by}
            stale_prompts += bool(superseded & set(context.fact_ids))
            accumulated = [replace(f, superseded_by=None) for f in facts]
            query = Query(question.text, embedder.embed([question.text])[0], space, floor)
            shown = recall(accumulated, query, clock.now)
            accumulate_stale += bool(superseded & {s.fact.id for s in shown})
            prompts += 1
        store.close()

    questions = sum(len(c.questions) for c in sets)
    print(f"1. recall@{K} of the right fact(s): {len(sets)} conversations, {questions} questions")
    counts = {c: len(hits["lexical (BM25)"][c]) for c in CATEGORIES}
    print(f"   {'':<20}{'all':>7}" + "".join(f"{c + f' ({counts[c]})':>17}" for c in CATEGORIES))
    base = _share(hits["recency (baseline)"])
    for name, by_category in hits.items():
        overall = _share(by_category)
        cells = "".join(f"{sum(v) / len(v):>17.2f}" for v in (by_category[c] for c in CATEGORIES))
        print(f"   {name:<20}{overall:>7.2f}{cells}   x{overall / base:.1f} vs recency")
    lexical, semantic = _share(hits["lexical (BM25)"]), _share(hits["embedding (local)"])
    fused = _share(hits["fused: RRF"])
    print(
        f"   fused RRF / lexical: {fused / lexical:.2f}   fused RRF / embedding: "
        f"{fused / semantic:.2f}   (goal: fused beats both)"
    )
    print(
        f"2. prompts carrying a superseded fact: {stale_prompts}/{prompts} = "
        f"{stale_prompts / prompts:.2f}   baseline (facts accumulate): "
        f"{accumulate_stale}/{prompts} = {accumulate_stale / prompts:.2f}   (goal: 0)"
    )


def _share(by_category: dict[str, list[int]]) -> float:
    flat = [hit for values in by_category.values() for hit in values]
    return sum(flat) / len(flat)


def latency() -> None:
    rng = random.Random(1000)
    embedder = LocalEmbedder()
    sets = conversations()
    contents = [p.content for c in sets for p in c.facts]
    picked = [f"{rng.choice(contents)[:-1]} ({i})." for i in range(1000)]
    blobs = embed_for_storage(embedder, picked)
    facts = [
        Fact(
            f"{i:05d}",
            "preference",
            text,
            f"s{i}",
            "stated",
            START + timedelta(minutes=i),
            embedding=blob,
        )
        for i, (text, blob) in enumerate(zip(picked, blobs, strict=True))
    ]
    queries = [q.text for c in sets for q in c.questions][:200]
    vectors = embedder.embed(queries)
    now = START + timedelta(days=10)
    space = EmbeddingSpace.of(embedder)

    def timed(run) -> float:
        samples = []
        for text, vector in zip(queries, vectors, strict=True):
            begin = time.perf_counter()
            run(text, vector)
            samples.append((time.perf_counter() - begin) * 1000)
        return statistics.median(samples)

    def newest(text, vector):
        live = [f for f in facts if f.is_live(now)]
        return sorted(live, key=lambda f: (f.created_at, f.id))[-30:]

    def hybrid(text, vector):
        return recall(facts, Query(text, vector, space, embedder.relevance_floor), now)

    clear_caches()  # the first turn of a fresh process tokenises every fact
    begin = time.perf_counter()
    hybrid(queries[0], vectors[0])
    cold = (time.perf_counter() - begin) * 1000
    base, ours = timed(newest), timed(hybrid)
    lexical_only = timed(lambda text, vector: recall(facts, Query(text), now))
    begin = time.perf_counter()
    embedder.embed(queries)
    embed_ms = (time.perf_counter() - begin) * 1000 / len(queries)
    print(
        f"3. recall over 1,000 facts of one person (median of {len(queries)}): "
        f"hybrid {ours:.2f} ms (first turn of a fresh process {cold:.2f} ms), lexical only "
        f"{lexical_only:.2f} ms, + local query embedding {embed_ms:.2f} ms   baseline "
        f"newest-30: {base:.2f} ms   ratio x{ours / base:.1f}   (goal: < 5 ms)"
    )


def prompt_size(turns: int = 1000) -> None:
    rng = random.Random(42)
    words = (" ".join(NOISE_WORDS) + " the a my and is for to of you please thanks can").split()
    clock = Clock()
    store = SqliteStore(":memory:", clock=clock)
    memory = Memory(store=store, model=OfflineModel(), clock=clock, embedder=LocalEmbedder())
    full = 0
    for turn in range(1, turns + 1):
        user = " ".join(rng.choices(words, k=rng.randint(5, 25))).capitalize() + "?"
        clock.now += timedelta(minutes=20)
        memory.remember(AGENT, PHONE, NUMBER, "user", user)
        full += len(user)
        context = memory.build_context(AGENT, PHONE, query=user)
        reply = " ".join(rng.choices(words, k=rng.randint(25, 70))).capitalize() + "."
        memory.remember(AGENT, PHONE, NUMBER, "assistant", reply, at=clock.now)
        memory.compact(AGENT, PHONE)
        if turn < turns:
            full += len(reply)
    ours = len(context.notes) + sum(len(m["content"]) for m in context.history)
    print(
        f"4. prompt characters at turn {turns:,}: {ours:,} (notes {len(context.notes):,} + "
        f"{len(context.history)} messages)   baseline full history: {full:,}   "
        f"ratio x{full / ours:.0f} smaller   (goal: >= 20x)"
    )
    store.close()


def main() -> None:
    print("bench_recall: long-term memory (SQLite store, local embedder, in-process)")
    quality()
    latency()
    prompt_size()


if __name__ == "__main__":
    main()
