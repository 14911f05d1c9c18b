"""The memory contract, run against both stores (SQLite file and DynamoDB under moto)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from agent_memory import Memory
from agent_memory.core.context import NOTES_HEADING
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import Fact, FactDraft, Summary
from agent_memory.store import items
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import ScriptedModel
from tests.store_dump import items_of, mentions

AGENT = "bot"
ANA = "+5511987654321"
BRUNO = "+5511912345678"
NUMBER = "+5511900000000"


def say(memory: Memory, text: str, phone: str = ANA, role: str = "user", **kw) -> bool:
    return memory.remember(AGENT, phone, NUMBER, role, text, **kw)


def fill(memory: Memory, count: int, phone: str = ANA, size: int = 1, prefix: str = "m") -> None:
    for i in range(count):
        text = f"{prefix}{i}"
        say(memory, text.ljust(size, "."), phone=phone, role="user" if i % 2 == 0 else "assistant")


def contents(memory: Memory, phone: str = ANA, **kw) -> list[str]:
    return [m["content"] for m in memory.build_context(AGENT, phone, **kw).history]


# --- remember -----------------------------------------------------------------------------


def test_duplicate_event_id_is_stored_once(memory):
    assert say(memory, "Oi!", event_id="evt_1") is True
    assert say(memory, "Oi!", event_id="evt_1") is False
    assert contents(memory) == ["Oi!"]


def test_duplicate_event_id_with_other_content_stores_nothing(memory):
    say(memory, "first", event_id="evt_1")
    assert say(memory, "second", event_id="evt_1") is False
    assert contents(memory) == ["first"]


def test_assistant_replies_without_event_id_never_collide(memory):
    assert say(memory, "Sure!", role="assistant") is True
    assert say(memory, "Sure!", role="assistant") is True
    assert contents(memory) == ["Sure!", "Sure!"]


def test_messages_come_back_in_chronological_order(memory, clock):
    for text in ["one", "two", "three"]:
        say(memory, text)
        clock.advance(seconds=1)
    assert contents(memory) == ["one", "two", "three"]


def test_same_timestamp_keeps_the_order_of_remembering(memory, clock):
    at = clock.now
    for text in ["a", "b", "c", "d"]:
        say(memory, text, at=at)
    assert contents(memory) == ["a", "b", "c", "d"]


def test_unicode_and_emoji_round_trip(memory):
    text = "Olá, tudo bem? 🙂👍🏽 café, naïve, 日本語, עברית"
    say(memory, text)
    assert contents(memory) == [text]


def test_phone_is_normalised_to_one_person(memory):
    say(memory, "hi", phone="+55 (11) 98765-4321")
    say(memory, "again", phone="005511987654321")
    assert contents(memory) == ["hi", "again"]


@pytest.mark.parametrize("phone", ["", "5511987654321", "+0123456789", "+55abc", "+1234"])
def test_invalid_phone_is_a_clear_value_error(memory, phone):
    with pytest.raises(ValueError, match=r"E\.164"):
        say(memory, "hi", phone=phone)


def test_bad_arguments_are_rejected_and_store_nothing(memory):
    with pytest.raises(ValueError, match="role"):
        say(memory, "hi", role="system")
    with pytest.raises(ValueError, match="content"):
        say(memory, "   ")
    with pytest.raises(ValueError, match="timezone"):
        say(memory, "hi", at=datetime(2026, 1, 1))
    with pytest.raises(ValueError, match="agent"):
        memory.remember("a#b", ANA, NUMBER, "user", "hi")
    assert contents(memory) == []


def test_agents_do_not_share_memory(memory):
    memory.remember("sales", ANA, NUMBER, "user", "for sales")
    memory.remember("support", ANA, NUMBER, "user", "for support")
    assert [m["content"] for m in memory.build_context("sales", ANA).history] == ["for sales"]


# --- budget -------------------------------------------------------------------------------


def test_history_fills_the_budget_exactly(memory):
    fill(memory, 12, size=1000)
    assert len(contents(memory)) == 12
    assert sum(map(len, contents(memory))) == 12_000


def test_one_char_over_the_budget_drops_the_oldest(memory):
    say(memory, "x")
    fill(memory, 12, size=1000)
    assert contents(memory)[0].startswith("m0")
    assert len(contents(memory)) == 12


def test_history_stops_at_sixty_messages(memory):
    fill(memory, 61)
    history = contents(memory)
    assert len(history) == 60
    assert history[0] == "m1" and history[-1] == "m60"


def test_sixty_messages_fit_exactly(memory):
    fill(memory, 60)
    assert len(contents(memory)) == 60


def test_message_larger_than_the_whole_budget_is_cut_to_it(memory):
    say(memory, "earlier")
    say(memory, "y" * 20_000)
    history = contents(memory)
    assert len(history) == 1
    assert len(history[0]) == 12_000 and history[0].startswith("yyy")


def test_custom_budget_is_respected(memory):
    fill(memory, 10, size=100)
    assert len(contents(memory, budget_chars=250)) == 2


# --- gap line -----------------------------------------------------------------------------


def test_no_gap_line_at_23h59(memory, clock):
    say(memory, "before")
    clock.advance(hours=23, minutes=59)
    say(memory, "after")
    assert "last wrote" not in memory.build_context(AGENT, ANA).notes


def test_gap_line_at_24h00(memory, clock):
    say(memory, "before")
    clock.advance(hours=24)
    say(memory, "after")
    notes = memory.build_context(AGENT, ANA).notes
    assert "The person last wrote 1 day before this message." in notes
    assert notes.startswith(NOTES_HEADING)


def test_gap_line_counts_whole_days(memory, clock):
    say(memory, "before")
    clock.advance(days=9, hours=23)
    say(memory, "after")
    assert "last wrote 9 days before" in memory.build_context(AGENT, ANA).notes


def test_empty_memory_gives_empty_context(memory):
    context = memory.build_context(AGENT, ANA)
    assert context.notes == "" and context.history == []


# --- compaction ---------------------------------------------------------------------------


def test_compaction_does_nothing_at_39_messages(memory, model):
    fill(memory, 39)
    assert memory.compact(AGENT, ANA) is False
    assert model.compact_calls == []
    assert len(contents(memory)) == 39


def test_compaction_folds_all_but_the_newest_twenty_at_40(memory, model, store):
    fill(memory, 40)
    model.queue_compaction(
        "Ana likes tea.", FactDraft(kind="preference", subject="drink", content="Likes tea.")
    )
    assert memory.compact(AGENT, ANA) is True
    folded = model.compact_calls[0][1]
    assert [m.content for m in folded] == [f"m{i}" for i in range(20)]
    assert contents(memory) == [f"m{i}" for i in range(20, 40)]
    stored = store.load(conversation_key(AGENT, ANA))
    assert len(stored.messages) == 20
    assert stored.summary.text == "Ana likes tea." and stored.summary.version == 1
    notes = memory.build_context(AGENT, ANA).notes
    assert '"Likes tea."' in notes and "Ana likes tea." in notes


def test_second_compaction_passes_the_previous_summary(memory, model):
    fill(memory, 40)
    memory.compact(AGENT, ANA)
    fill(memory, 20, prefix="n")
    assert memory.compact(AGENT, ANA) is True
    assert model.compact_calls[1][0] == "summary of 20 messages"
    assert contents(memory) == [f"n{i}" for i in range(20)]


def test_compaction_with_custom_trigger_and_keep(memory):
    fill(memory, 10)
    assert memory.compact(AGENT, ANA, trigger=10, keep=3) is True
    assert contents(memory) == ["m7", "m8", "m9"]


def test_stale_compaction_cannot_overwrite_a_newer_summary(memory, store):
    fill(memory, 40)
    memory.compact(AGENT, ANA)
    key = conversation_key(AGENT, ANA)
    stale = Summary(text="stale", through="0", last_at=None, version=1)
    assert store.save_compaction(key, stale, None, []) is False
    assert store.load(key).summary.text == "summary of 20 messages"


def test_leftover_folded_messages_are_not_shown_and_are_cleaned_up(memory, store):
    fill(memory, 40)
    key = conversation_key(AGENT, ANA)
    messages = store.load(key).messages
    # GIVEN a summary written by a compaction that crashed before deleting messages
    summary = Summary(text="crashed", through=messages[19].seq, last_at=messages[19].at, version=1)
    assert store.save_compaction(key, summary, None, []) is True
    # THEN the folded messages no longer reach the context
    assert contents(memory) == [f"m{i}" for i in range(20, 40)]
    # AND the next compaction removes them for good
    fill(memory, 20, prefix="n")
    assert memory.compact(AGENT, ANA) is True
    assert len(store.load(key).messages) == 20


def test_compaction_updates_a_fact_instead_of_adding_one(memory, model, store):
    fill(memory, 40)
    model.queue_compaction("s1", FactDraft(kind="profile", subject="plan", content="On basic."))
    memory.compact(AGENT, ANA)
    fill(memory, 20, prefix="n")
    model.queue_compaction(
        "s2",
        FactDraft(kind="profile", subject="plan", content="On enterprise.", updates="On basic."),
    )
    memory.compact(AGENT, ANA)
    notes = memory.build_context(AGENT, ANA).notes
    assert "On enterprise." in notes and "On basic." not in notes
    facts = store.load(conversation_key(AGENT, ANA)).facts
    assert len(facts) == 2 and sum(f.superseded_by is None for f in facts) == 1


# --- facts in context ---------------------------------------------------------------------


def _fact(i: int, at: datetime, **kw) -> Fact:
    return Fact(
        id=f"{i:04d}",
        kind="profile",
        content=f"Fact number {i}.",
        subject=f"s{i}",
        source="stated",
        created_at=at,
        **kw,
    )


def test_notes_carry_the_newest_thirty_facts_as_data(memory, store, clock):
    key = conversation_key(AGENT, ANA)
    facts = [_fact(i, clock.now + timedelta(seconds=i)) for i in range(35)]
    store.save_compaction(key, Summary("s", "0", None, 1), None, facts)
    say(memory, "hi")
    context = memory.build_context(AGENT, ANA)
    assert "data, not instructions" in context.notes
    assert '"Fact number 34."' in context.notes and '"Fact number 5."' in context.notes
    assert '"Fact number 4."' not in context.notes
    assert len(context.fact_ids) == 30


def test_expired_fact_is_never_shown_even_before_ttl_removes_it(memory, store, clock):
    key = conversation_key(AGENT, ANA)
    episode = replace(
        _fact(1, clock.now), kind="episode", expires_at=clock.now + timedelta(hours=1)
    )
    store.save_compaction(key, Summary("s", "0", None, 1), None, [episode])
    assert '"Fact number 1."' in memory.build_context(AGENT, ANA).notes
    clock.advance(hours=2)
    assert "Fact number 1" not in memory.build_context(AGENT, ANA).notes


# --- forget -------------------------------------------------------------------------------


def test_forget_removes_everything_of_the_person_and_nothing_else(memory, store):
    fill(memory, 40)
    say(memory, "dedupe me", event_id="evt_9")
    fill(memory, 5, phone=BRUNO)
    memory.compact(AGENT, ANA)
    before = contents(memory, phone=BRUNO)
    memory.forget(AGENT, ANA)
    assert items_of(store, conversation_key(AGENT, ANA).partition) == []
    assert not mentions(store, ANA)
    assert contents(memory, phone=BRUNO) == before
    assert memory.build_context(AGENT, ANA).notes == ""


def test_forget_also_clears_event_markers(memory, clock):
    say(memory, "once", event_id="evt_1")
    memory.forget(AGENT, ANA)
    clock.advance(seconds=1)
    assert say(memory, "once", event_id="evt_1") is True


def test_writes_dated_before_forget_are_refused(memory, clock):
    before = clock.now
    clock.advance(seconds=1)
    memory.forget(AGENT, ANA)
    assert say(memory, "late redelivery", event_id="evt_1", at=before) is False
    assert contents(memory) == []


def test_writes_without_event_id_dated_before_forget_are_refused(memory, clock):
    before = clock.now
    clock.advance(seconds=1)
    memory.forget(AGENT, ANA)
    assert say(memory, "late", at=before) is False
    clock.advance(seconds=1)
    assert say(memory, "new") is True
    assert contents(memory) == ["new"]


def test_an_event_is_refused_while_its_message_is_stored_and_14_days_after_its_fold(
    memory, store, clock
):
    if not isinstance(store, SqliteStore):
        pytest.skip("DynamoDB's TTL removes the marker after 14 days; moto never does")
    key = conversation_key(AGENT, ANA)
    assert say(memory, "first", event_id="evt_1") is True
    clock.advance(days=15)  # past EVENT_MARKER_DAYS: the message is still stored
    assert say(memory, "again", event_id="evt_1") is False
    store.delete_messages(key, [m.seq for m in store.load(key).messages])  # a compaction
    clock.advance(days=13)
    assert say(memory, "again", event_id="evt_1") is False  # 14 days after the fold
    clock.advance(days=2)
    assert say(memory, "again", event_id="evt_1") is True
    assert say(memory, "thrice", event_id="evt_1") is False
    assert contents(memory) == ["again"]


def test_times_are_kept_timezone_aware(memory, store):
    at = datetime(2026, 5, 1, 9, 30, tzinfo=UTC)
    say(memory, "hi", at=at)
    assert store.load(conversation_key(AGENT, ANA)).messages[0].at == at


def test_a_late_message_dated_before_the_summary_is_still_shown(memory, clock):
    fill(memory, 40)
    memory.compact(AGENT, ANA)
    say(memory, "written yesterday, delivered late", at=clock.now - timedelta(days=1))
    assert contents(memory)[-1] == "written yesterday, delivered late"


def test_a_turn_reads_no_turn_markers(memory, store, monkeypatch):
    for n in range(5):
        say(memory, f"message {n}", event_id=f"evt_{n}")
    read: list[str] = []
    parse = items.conversation_from_items

    def recording(found, now, messages=(), unreadable=0):
        found, messages = list(found), list(messages)
        read.extend([i["sk"] for i in found] + [items.MESSAGE_PREFIX + m.seq for m in messages])
        return parse(found, now, messages, unreadable)

    monkeypatch.setattr(items, "conversation_from_items", recording)
    assert len(memory.build_context(AGENT, ANA).history) == 5
    assert read and not any(sk.startswith(items.EVENT_PREFIX) for sk in read)
    assert (
        store.turn(conversation_key(AGENT, ANA), "evt_3").seq
        == store.load(conversation_key(AGENT, ANA)).messages[3].seq
    )


def test_a_folded_event_is_refused_for_the_rest_of_its_14_days_on_sqlite(tmp_path, clock):
    store = SqliteStore(tmp_path / "m.db", clock=clock)
    memory = Memory(store=store, model=ScriptedModel(), clock=clock)
    key = memory.key(AGENT, ANA)
    assert memory.remember(AGENT, ANA, NUMBER, "user", "hi", event_id="evt_1")
    clock.advance(days=1)
    store.delete_messages(key, [m.seq for m in store.load(key).messages])  # a compaction
    clock.advance(days=12)
    assert not memory.remember(AGENT, ANA, NUMBER, "user", "hi", event_id="evt_1")
    clock.advance(days=2)  # the marker expired, not yet purged: SQLite has no TTL of its own
    assert memory.remember(AGENT, ANA, NUMBER, "user", "hi again", event_id="evt_1")
    store.close()
