"""Ranking on any embedder's scale, questions about time, and updates only where the model
says a fact is no longer true (issue 21; docs/decisions/ranking.md)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from agent_memory.core.asked_time import asked_time
from agent_memory.core.context import render_notes
from agent_memory.core.embedding import EmbeddingSpace
from agent_memory.core.facts import merge_facts
from agent_memory.core.recall import (
    NEURAL_FUSION,
    Query,
    RecallSettings,
    normalised_fusion,
    recall,
    zscore_fusion,
)
from agent_memory.core.records import Fact, FactDraft, Message
from agent_memory.model.compaction_output import (
    COMPACTION_SCHEMA,
    CompactionOutputInvalid,
    compaction_input,
    parse_compaction,
)
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.model.offline import OfflineModel

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
KEY = b"fact-id-key"


def fact(n: int, content: str, said: datetime, kind: str = "episode", subject: str = "family"):
    return Fact(f"f{n}", kind, content, subject, "stated", said)  # type: ignore[arg-type]


# --- fusion on any scale -----------------------------------------------------------------


@pytest.mark.parametrize("fusion", [normalised_fusion, zscore_fusion])
def test_fusion_orders_alike_whatever_the_embedders_cosine_scale(fusion):
    lexical = [(0, 6.0), (1, 3.0), (2, 1.0)]
    cosines = [(3, 0.71), (1, 0.55), (2, 0.40), (0, 0.30)]
    squeezed = [(i, 0.1 + 0.6 * s) for i, s in cosines]  # text-embedding-3's narrower scale
    wide = fusion(lexical, cosines, 0.75, 0.2)
    narrow = fusion(lexical, squeezed, 0.75, 0.1 + 0.6 * 0.2)
    assert [i for i, _ in wide] == [i for i, _ in narrow]


def test_the_fusion_is_chosen_by_the_query_embedding_space():
    local = EmbeddingSpace.of(LocalEmbedder())
    openai = EmbeddingSpace("text-embedding-3-small", 512)
    settings = RecallSettings()
    assert settings.fusion_for(local)[0] is normalised_fusion
    assert settings.fusion_for(openai)[1] == NEURAL_FUSION[1]
    assert RecallSettings(fusion="rrf", embedding_weight=2.0).fusion_for(local)[1] == 2.0


# --- time ------------------------------------------------------------------------------


def test_last_month_is_the_previous_calendar_month():
    asked = asked_time("What did I say about pottery last month?", NOW)
    assert asked.start == datetime(2026, 10, 1, tzinfo=UTC)
    assert asked.end == datetime(2026, 11, 1, tzinfo=UTC)
    assert "last month" not in asked.rest and "pottery" in asked.rest


def test_a_month_name_is_the_latest_one_gone_by():
    asked = asked_time("How was the garden in December?", NOW)
    assert asked.start == datetime(2025, 12, 1, tzinfo=UTC)
    assert asked_time("o que eu disse em junho?", NOW).start == datetime(2026, 6, 1, tzinfo=UTC)
    assert asked_time("May I ask something?", NOW) is None  # not a month
    assert asked_time("Where do I live?", NOW) is None


def test_before_an_event_is_anchored_on_its_words():
    asked = asked_time("Where did I travel right before I moved?", NOW)
    assert asked.anchor_words == "moved" and asked.before


def test_a_question_about_last_month_ranks_what_was_said_then_first():
    facts = [
        fact(n, f"They made a pottery {thing}.", NOW - timedelta(days=days))
        for n, (thing, days) in enumerate([("bowl", 200), ("vase", 120), ("mug", 30), ("jug", 5)])
    ]
    shown = recall(facts, Query("what about my pottery last month?"), NOW, RecallSettings(k=1))
    assert [s.fact.content for s in shown] == ["They made a pottery mug."]


def test_before_an_event_ranks_the_closest_fact_before_it_first():
    moved = NOW - timedelta(days=100)
    facts = [
        fact(0, "They took a trip to Lisbon.", moved - timedelta(days=90)),
        fact(1, "They took a trip to Kyoto.", moved - timedelta(days=10)),
        fact(2, "They took a trip to Prague.", moved + timedelta(days=20)),
        fact(3, "They moved to Denver.", moved, kind="profile", subject="home"),
    ]
    query = Query("which trip did I take before I moved?")
    shown = recall(facts, query, NOW, RecallSettings(k=1, profile_cap=0))
    assert [s.fact.content for s in shown] == ["They took a trip to Kyoto."]


def test_notes_show_each_date_once_and_fit_eight_ordinary_facts_in_1200_characters():
    content = "Their daughter Maya started painting lessons at the art school near the river."
    facts = [fact(n, content[: 78 - n] + ".", NOW - timedelta(days=n * 40)) for n in range(8)]
    notes = render_notes(facts, "S", None, NOW)
    assert len(notes) - len("S") <= 1_200, len(notes)
    assert (NOW - timedelta(days=40)).date().isoformat() in notes
    assert "days ago" not in notes and NOW.date().isoformat() in notes


# --- updates -----------------------------------------------------------------------------


def test_a_shared_subject_alone_retires_nothing():
    son = fact(1, "Their son Theo started school.", NOW - timedelta(days=9))
    drafts = [FactDraft("episode", "Their daughter Maya paints.", "family")]
    written = merge_facts([son], drafts, NOW, id_key=KEY)
    assert [f.content for f in written] == ["Their daughter Maya paints."]
    assert all(f.superseded_by is None for f in written)


def test_a_draft_retires_the_fact_it_names_and_keeps_it_as_history():
    basic = fact(1, "Their plan is basic.", NOW - timedelta(days=9), "profile", "plan")
    drafts = [FactDraft("profile", "Their plan is enterprise.", "plan", updates="f1")]
    old, new = sorted(merge_facts([basic], drafts, NOW, id_key=KEY), key=lambda f: f.id != "f1")
    assert old.id == "f1" and old.superseded_by == new.id and old.superseded_at == NOW


def test_an_update_naming_an_id_never_read_retires_nothing():
    basic = fact(1, "Their plan is basic.", NOW - timedelta(days=9), "profile", "plan")
    drafts = [FactDraft("profile", "Their plan is pro.", "plan", updates="not-shown")]
    assert all(f.superseded_by is None for f in merge_facts([basic], drafts, NOW, id_key=KEY))


def test_two_changes_of_one_fact_in_a_fold_leave_the_newest_live():
    basic = fact(1, "Their plan is basic.", NOW - timedelta(days=9), "profile", "plan")
    drafts = [
        FactDraft("profile", "Their plan is pro.", "plan", updates="f1"),
        FactDraft("profile", "Their plan is enterprise.", "plan", updates="f1"),
    ]
    live = [
        f.content for f in merge_facts([basic], drafts, NOW, id_key=KEY) if f.superseded_by is None
    ]
    assert live == ["Their plan is enterprise."]


def test_the_compaction_shows_known_ids_and_reads_updates_back():
    known = [fact(1, "Their plan is basic.", NOW, "profile", "plan")]
    message = Message(seq="1", role="user", content="hi", number="+1", at=NOW)
    assert json.loads(compaction_input(None, [message], known))["known_facts"][0]["id"] == "f1"
    item = COMPACTION_SCHEMA["properties"]["facts"]["items"]
    assert "updates" in item["required"]
    drafted = {"kind": "profile", "subject": "plan", "source": "stated", "content": "Pro."}
    answer = {"summary": "s", "facts": [{**drafted, "updates": "f1"}]}
    assert parse_compaction(json.dumps(answer)).facts[0].updates == "f1"
    del answer["facts"][0]["updates"]  # an answer to the older prompt: updates nothing
    assert parse_compaction(json.dumps(answer)).facts[0].updates is None
    answer["facts"][0]["updates"] = 7
    with pytest.raises(CompactionOutputInvalid, match="updates"):
        parse_compaction(json.dumps(answer))


def test_the_offline_model_says_a_new_plan_updates_the_old_one():
    known = [fact(1, "Their plan is basic.", NOW, "profile", "plan")]
    said = Message(seq="2", role="user", content="my plan is enterprise now", number="+1", at=NOW)
    (draft,) = OfflineModel().compact(None, [said], known).facts
    assert draft.subject == "plan" and draft.updates == "f1"
