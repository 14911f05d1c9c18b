"""Recall on its own: BM25, the local embedder, fusion, floors and what is never shown."""

from __future__ import annotations

import math
import random
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from agent_memory.core.embedding import EmbeddingSpace, cosine
from agent_memory.core.lexical import bm25_scores, terms
from agent_memory.core.recall import (
    Query,
    RecallSettings,
    lexical_ranking,
    recall,
    reciprocal_rank_fusion,
    score_fusion,
    weighted_fusion,
)
from agent_memory.core.records import Fact
from agent_memory.model.local_embedder import LocalEmbedder

NOW = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
EMBEDDER = LocalEmbedder()
SPACE = EmbeddingSpace.of(EMBEDDER)


def fact(i: int, content: str, kind: str = "preference", **kw) -> Fact:
    return Fact(
        id=f"f{i}",
        kind=kind,  # type: ignore[arg-type]
        content=content,
        subject=kw.pop("subject", f"s{i}"),
        source="stated",
        created_at=kw.pop("created_at", NOW - timedelta(days=i)),
        embedding=SPACE.encode(EMBEDDER.embed([content])[0]),
        **kw,
    )


def ids(recalled) -> list[str]:
    return [r.fact.id for r in recalled]


def hybrid(text: str) -> Query:
    return Query(text, EMBEDDER.embed([text])[0], SPACE, EMBEDDER.relevance_floor)


FACTS = [
    fact(1, "Their name is Ana.", kind="profile"),
    fact(2, "The name of their company is Acme."),
    fact(3, "Their dog is called Pipoca."),
    fact(4, "They are allergic to shrimp."),
    fact(5, "They speak Portuguese and Spanish."),
]


def test_rare_term_outranks_common_ones():
    assert lexical_ranking(FACTS, "what's the name of my dog?")[0][0] == 2


def test_bm25_prefers_the_document_with_more_query_terms():
    scores = bm25_scores(["green", "tea"], [["green", "tea"], ["tea"], ["coffee"]])
    assert scores[0] > scores[1] > scores[2] == 0.0


def test_terms_fold_case_accents_plurals_and_stopwords():
    assert terms("Você lembra dos CAFÉS que eu gosto?") == ("cafe", "gosto")


def test_local_embedder_tolerates_typos_and_cognates():
    def sim(a: str, b: str) -> float:
        va, vb = EMBEDDER.embed([a, b])
        return cosine(SPACE.decode(SPACE.encode(va)), SPACE.decode(SPACE.encode(vb)))

    assert sim("allergic to shrimp", "any allergies?") > sim("allergic to shrimp", "any pets?")
    assert sim("They speak Portuguese", "falo português") > EMBEDDER.relevance_floor


def test_local_embedder_is_deterministic_and_unit_length():
    first, again = EMBEDDER.embed(["Their dog is called Pipoca."] * 2)
    assert first == again
    assert sum(v * v for v in first) == pytest.approx(1.0)


def test_hybrid_recall_finds_what_lexical_misses():
    assert "f4" not in ids(recall(FACTS, Query("any alergies i told u about?"), NOW))
    assert "f4" in ids(recall(FACTS, hybrid("any alergies i told u about?"), NOW))


def test_superseded_and_expired_facts_are_never_recalled():
    stale = [
        replace(FACTS[2], superseded_by="f9"),
        replace(FACTS[3], kind="episode", expires_at=NOW),
    ]
    for query in (Query("dog Pipoca shrimp allergic"), hybrid("dog Pipoca shrimp allergic")):
        assert ids(recall(stale, query, NOW)) == []


def test_profile_facts_join_up_to_the_cap_newest_first():
    profile = [fact(10 + i, f"Profile line {i}.", kind="profile") for i in range(5)]
    chosen = recall(profile, Query("nothing related"), NOW, RecallSettings(profile_cap=2))
    assert ids(chosen) == ["f10", "f11"]
    assert all(r.score == 0.0 and r.why == "profile" for r in chosen)


def test_nothing_relevant_means_no_relevant_facts():
    # a lone word may land near a fact by chance (`ok` by `dog`: 0.22 > the floor)
    assert [r for r in recall(FACTS, hybrid("thanks 👍"), NOW) if r.why == "relevant"] == []


def test_rrf_rewards_agreement_between_rankings():
    fused = reciprocal_rank_fusion([[(1, 9.0), (2, 5.0)], [(2, 0.9), (3, 0.8)]])
    assert fused[0][0] == 2


def test_weighted_fusion_adds_raw_cosine_to_bm25_scaled_to_its_best():
    # fact 2: 3/4 of the best BM25 + 0.5 x 0.8 beats fact 1 (best BM25, no similarity);
    # fact 3, only weakly similar, stays last: cosine is not rescaled to its own best.
    fused = weighted_fusion([[(1, 4.0), (2, 3.0)], [(2, 0.8), (3, 0.2)]])
    assert [i for i, _ in fused] == [2, 1, 3]
    assert dict(fused) == pytest.approx({1: 1.0, 2: 1.15, 3: 0.1})


def test_recall_settings_reject_unknown_fusion():
    with pytest.raises(ValueError, match="fusion"):
        RecallSettings(fusion="magic")


def test_rankings_order_best_first_and_ties_by_position_as_a_tuple_key_would() -> None:
    rng = random.Random(4)
    for _ in range(200):
        scores = [
            rng.choice([0.25, 0.5, 0.5, 1.0, -0.0, 0.0, 3.0]) for _ in range(rng.randrange(40))
        ]
        ranking = list(enumerate(scores))
        rng.shuffle(ranking)
        best = (ranking[0][1] if ranking else 1.0) or 1.0  # score_fusion scales by the first
        expected = sorted(((i, s / best) for i, s in ranking), key=lambda p: (-p[1], p[0]))
        assert score_fusion([ranking]) == expected


def test_a_nan_score_ranks_as_the_tuple_key_ranks_it() -> None:
    """A NaN compares false both ways: the stable two-pass sort would drop its rule, so the
    ranking falls back to the tuple key, whatever the order the pairs came in."""
    from agent_memory.core.recall import _ranked

    pairs = [(3, 0.5), (1, math.nan), (0, 0.5), (2, 1.0), (4, math.nan)]
    for start in range(len(pairs)):
        turned = pairs[start:] + pairs[:start]
        assert _ranked(turned) == sorted(turned, key=lambda p: (-p[1], p[0]))
