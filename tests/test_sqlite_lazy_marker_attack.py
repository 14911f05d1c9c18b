"""The SQLite turn ledger writes a turn's EVT# marker lazily (its reply, its sending, or a
compaction of a turn that recorded nothing); a turn crashed at each step, redelivered,
folded, purged and erased on both stores: one message, one reply, nothing left erased."""

from __future__ import annotations

import pytest

from agent_memory import Memory
from agent_memory.core.records import ConversationKey
from agent_memory.pipeline.responder import Responder
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import Crash, FakeClock, RecordingMessenger, ScriptedModel, crash_once_after
from tests.lambdas import whasp_event
from tests.store_dump import items_of, mentions

AGENT, ANA, EVENT = "bot", "+5511987654321", "evt_lazy_1"
CRASH_STEPS = [None, "append_message", "record_reply", "send", "mark_sent"]


def responder_of(memory: Memory, clock: FakeClock) -> tuple[Responder, RecordingMessenger]:
    messenger = RecordingMessenger()
    memory.model.replies.append("the one reply")
    responder = Responder(
        memory, messenger, ledger=memory.store, agent=AGENT, system_prompt="p", clock=clock
    )
    return responder, messenger


def body(clock: FakeClock) -> str:
    return whasp_event(EVENT, ANA, "Oi", created_at=clock.now.isoformat().replace("+00:00", "Z"))


def first_try(responder: Responder, monkeypatch, step: str | None, event: str) -> None:
    if step is None:
        responder.handle(event)
        return
    crash_once_after(monkeypatch, responder, step)
    with pytest.raises(Crash):
        responder.handle(event)


def contents(memory: Memory, key: ConversationKey) -> list[str]:
    return [m.content for m in memory.store.load_turn(key).messages]


@pytest.mark.parametrize("step", CRASH_STEPS)
@pytest.mark.parametrize("fold", [False, True])
@pytest.mark.parametrize("days", [0, 13])
def test_a_crashed_turn_redelivered_sends_and_stores_one_reply(
    memory, clock, monkeypatch, step, fold, days
):
    """A crash after each step, maybe a compaction folding what was stored, a purge, and a
    redelivery up to 13 days later (SQS keeps a message 14 days at most)."""
    responder, messenger = responder_of(memory, clock)
    event = body(clock)
    first_try(responder, monkeypatch, step, event)
    key = memory.key(AGENT, ANA)
    if fold:
        memory.compact(AGENT, ANA, trigger=1, keep=0)
    clock.advance(days=days)
    memory.store.purge_expired(1000)
    for _ in range(3):
        responder.handle(event)
    if fold and step == "append_message":  # folded before it was answered: both stores
        assert messenger.sent == [] and memory.model.reply_calls == []  # drop the turn
        return
    assert [sent[2] for sent in messenger.sent] in (
        ["the one reply"],
        ["the one reply", "the one reply"],  # sent, crashed before mark_sent: resent, same key
    )
    assert {sent[3] for sent in messenger.sent} == {EVENT}
    assert len(memory.model.reply_calls) == 1
    found = contents(memory, key)
    assert found.count("Oi") <= 1 and found.count("the one reply") <= 1
    assert memory.store.turn(key, EVENT).sent_at is not None


@pytest.mark.parametrize("step", CRASH_STEPS)
@pytest.mark.parametrize("fold", [False, True])
@pytest.mark.parametrize("erase_via", ["forget", "store"])
def test_an_erasure_at_each_step_leaves_nothing_and_a_redelivery_sends_nothing(
    memory, clock, monkeypatch, step, fold, erase_via
):
    responder, messenger = responder_of(memory, clock)
    event = body(clock)
    first_try(responder, monkeypatch, step, event)
    sent_before = len(messenger.sent)
    key = memory.key(AGENT, ANA)
    if fold:
        memory.compact(AGENT, ANA, trigger=1, keep=0)
    clock.advance(seconds=5)
    if erase_via == "forget":
        memory.forget(AGENT, ANA)
    else:
        memory.store.request_erasure(key, clock.now)
    clock.advance(seconds=5)
    assert responder.handle(event).action in ("forgotten", "already_sent")
    assert memory.store.erase(key) is not None
    assert responder.handle(event).action in ("forgotten", "already_sent")
    assert len(messenger.sent) == sent_before
    assert items_of(memory.store, key.partition) == []
    assert not mentions(memory.store, "Oi") and not mentions(memory.store, "the one reply")


@pytest.fixture
def sqlite(tmp_path, clock: FakeClock):
    store = SqliteStore(tmp_path / "lazy.db", clock=clock)
    yield Memory(store=store, model=ScriptedModel(), clock=clock)
    store.close()


@pytest.mark.parametrize("step", [None, "send", "record_reply"])
@pytest.mark.parametrize("days", [15, 30])
def test_a_redelivery_weeks_later_never_asks_again_or_stores_a_second_reply(
    sqlite, clock, monkeypatch, step, days
):
    """The TURN# row lives until compaction. When the marker a reply writes expired after
    14 days (and was purged), the TURN# row read as a turn that recorded nothing: a
    redelivery asked the model again and stored and sent a second reply; the marker now
    lives as long as the row. (DynamoDB, whose
    message and marker are apart, stores a second message then too: an SQS message lives
    14 days at most; the local inbox and dead letters keep a body until pruned, and
    `agent-memory replay` of the same file a fortnight later redelivers every event.)"""
    memory = sqlite
    responder, messenger = responder_of(memory, clock)
    memory.model.replies.append("a second reply")
    event = body(clock)
    first_try(responder, monkeypatch, step, event)
    clock.advance(days=days)
    memory.store.purge_expired(1000)
    responder.handle(event)
    responder.handle(event)
    key = memory.key(AGENT, ANA)
    assert contents(memory, key) == ["Oi", "the one reply"]
    assert len(memory.model.reply_calls) == 1
    assert {sent[2] for sent in messenger.sent} == {"the one reply"}
    assert {sent[3] for sent in messenger.sent} == {EVENT}
