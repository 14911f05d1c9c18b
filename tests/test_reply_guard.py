"""The reply guard: a per-person reply budget, reply loops cut, a burst answered once.

The pure guard first (core/reply_guard.py), then the turn on both stores: an
auto-responder that answers every reply within a second, a burst of 40 messages in one
batch (the processor Lambda on DynamoDB under moto; the local workers on SQLite), and
redeliveries of guarded turns, which stay quiet.
"""

from __future__ import annotations

import logging
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import Message, PersonState
from agent_memory.core.reply_guard import GuardLimits, decide, in_loop
from agent_memory.core.sequence import new_seq
from agent_memory.local.database import QueueDatabase
from agent_memory.local.inbox import SqliteInbox
from agent_memory.local.workers import WorkerPool
from agent_memory.pipeline.responder import Responder
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import FakeClock, RecordingMessenger, ScriptedModel
from tests.lambdas import run, send, sqs_event, whasp_event

ANA = "+5511987654321"
NUMBER = "+5511900000000"
AUTO_REPLY = "Obrigado pela sua mensagem! Responderemos assim que possível."
START = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
LIMITS = GuardLimits()  # the defaults: 30 replies an hour, 4 rounds within 4 s, 600 s quiet


class Talk:
    """A conversation as the guard reads it, written at times the test chooses; each of
    the person's messages is answered when the guard allows (as the responder does)."""

    def __init__(self, limits: GuardLimits = LIMITS) -> None:
        self.limits = limits
        self.messages: list[Message] = []
        self.now = START

    def person(self, text: str, after: float, written: float = 0) -> str | None:
        """They write `after` seconds from the last message (stored then; `written`
        seconds earlier by whasp's time); what the guard decided."""
        self.now += timedelta(seconds=after)
        at = self.now - timedelta(seconds=written)
        self.messages.append(Message(new_seq(self.now), "user", text, NUMBER, at))
        decision = decide(self.messages, self.now, self.limits)
        if decision.reason is None:
            self.now += timedelta(seconds=1)  # the model takes a second
            reply = Message(
                self.messages[-1].seq + ".reply",
                "assistant",
                "reply",
                NUMBER,
                self.now,
                written_at=self.now,
                budget_refilled_at=decision.budget_refilled_at,
            )
            self.messages.append(reply)
        return decision.reason


def auto(n: int) -> str:
    """Another bot's text: a long one, other every time (a person's quick answers are short)."""
    return f"Mensagem automática {n}: retornaremos em breve."


BUDGET_ONLY = GuardLimits(loop_rounds=0)  # 30 replies an hour, no loop detection


def test_the_budget_answers_30_replies_and_guards_the_31st():
    talk = Talk(BUDGET_ONLY)
    decided = [talk.person(f"question {n}", after=0) for n in range(31)]
    assert decided == [None] * 30 + ["budget"]


def test_the_budget_refills_as_its_window_slides():
    # GIVEN the budget spent at once (30 replies, a second each)
    talk = Talk(BUDGET_ONLY)
    assert [talk.person(f"q{n}", after=0) for n in range(30)] == [None] * 30
    assert talk.person("one more", after=0) == "budget"
    # THEN one reply's worth (3600 / 30 = 120 s) comes back every 2 minutes, not all at once
    assert talk.person("later", after=120) is None
    assert talk.person("again", after=10) == "budget"
    # AND after a whole quiet window the full budget is back
    talk.now += timedelta(hours=1)
    assert [talk.person(f"r{n}", after=0) for n in range(30)] == [None] * 30
    # AND a steady pace within the budget's rate (one reply per 2 minutes) is never guarded
    talk.now += timedelta(hours=1)
    assert [talk.person(f"s{n}", after=119) for n in range(100)] == [None] * 100


def test_a_small_budget_over_an_uneven_window_keeps_its_last_reply():
    talk = Talk(GuardLimits(reply_budget=7, budget_seconds=100, loop_rounds=0))
    assert [talk.person(f"q{n}", after=0) for n in range(8)] == [None] * 7 + ["budget"]


def test_a_fast_answerer_is_a_loop_on_its_fourth_round():
    talk = Talk()
    decided = [talk.person("Oi, tudo bem?", after=30)]
    decided += [talk.person(auto(n), after=0.5) for n in range(6)]
    # the first message and three quick rounds are answered; the fourth quick round is a loop
    assert decided == [None, None, None, None, "loop", "loop", "loop"]


def test_the_same_text_again_and_again_is_a_loop_however_slow():
    talk = Talk()
    decided = [talk.person(AUTO_REPLY, after=20) for _ in range(6)]
    assert decided == [None, None, None, None, "loop", "loop"]


def test_short_answers_repeated_by_a_person_are_no_loop():
    talk = Talk()
    assert [talk.person("sim", after=20) for _ in range(8)] == [None] * 8


def test_a_loop_ends_after_ten_minutes_of_quiet():
    talk = Talk()
    for n in range(5):
        talk.person(auto(n), after=0.5)
    assert talk.person(auto(5), after=599) == "loop"  # not quiet long enough
    assert talk.person("Desculpe, era um robô. Pode me ajudar?", after=600) is None
    assert talk.person("Obrigada!", after=15) is None  # the chain started again from zero


def test_a_fast_typist_who_then_talks_normally_is_never_guarded():
    talk = Talk()
    quick = [talk.person(text, after=0.5) for text in ("oi", "tudo bem?", "preciso de ajuda")]
    normal = [talk.person(f"then a normal message {n}", after=25) for n in range(20)]
    assert quick + normal == [None] * 23


def test_a_person_writing_while_we_answer_is_no_loop():
    # their messages queue while each reply is written: stored right after it, but
    # written 2 s before it (the model takes a second in Talk, the queue one more)
    talk = Talk()
    decided = [talk.person(f"and another thing {n}", after=0.2, written=2) for n in range(12)]
    assert decided == [None] * 12
    # AND the same speed written after our replies is a loop
    assert [talk.person(auto(n), after=0.2) for n in range(5)][-1] == "loop"


def test_replies_stored_before_the_guard_read_as_long_ago():
    # GIVEN replies without written_at (stored before the guard): no chain, no budget spent
    messages: list[Message] = []
    at = START
    for n in range(40):
        at += timedelta(seconds=0.5)
        messages.append(Message(new_seq(at), "user", f"m{n}", NUMBER, at))
        messages.append(Message(messages[-1].seq + ".reply", "assistant", "r", NUMBER, at))
    messages.append(Message(new_seq(at), "user", "new", NUMBER, at))
    assert not in_loop(messages, LIMITS)
    assert decide(messages, at, LIMITS).reason is None


def test_what_a_guarded_turn_kept_on_the_state_outlives_the_messages():
    # GIVEN a person whose messages show no reply (a compaction folded them all)
    at = START
    messages = []
    for n in range(3):
        at += timedelta(seconds=1)
        messages.append(Message(new_seq(at), "user", f"auto {n}", NUMBER, at))
    assert decide(messages, at, LIMITS).reason is None
    # THEN a mute begun 29 minutes ago goes on while messages keep coming, one begun 30
    # minutes ago (LOOP_MUTE_SECONDS) is over however they came
    recent = PersonState(guard_loop_at=at - timedelta(minutes=29))
    assert decide(messages, at, LIMITS, recent).reason == "loop"
    over = PersonState(guard_loop_at=at - timedelta(minutes=30))
    assert decide(messages, at, LIMITS, over).reason is None
    # AND ten minutes of quiet before a message ends a mute begun just before them
    began = PersonState(guard_loop_at=at - timedelta(seconds=1))
    at += timedelta(minutes=10)
    messages.append(Message(new_seq(at), "user", "auto 3", NUMBER, at))
    assert decide(messages, at, LIMITS, began).reason is None
    assert decide(messages[:-1], at, LIMITS, began).reason == "loop"
    # AND a spent budget kept on the state stays spent
    spent = PersonState(guard_refilled_at=at + timedelta(hours=1))
    assert decide(messages, at, LIMITS, spent).reason == "budget"


def test_limits_that_cannot_work_are_refused():
    with pytest.raises(ValueError, match="at least 1 reply"):
        GuardLimits(reply_budget=0)
    with pytest.raises(ValueError, match="none may be negative"):
        GuardLimits(loop_quiet_seconds=-1)


# --- the turn, on both stores -------------------------------------------------------------


@pytest.fixture
def turns(memory: Memory, clock: FakeClock, model: ScriptedModel):
    messenger = RecordingMessenger()
    responder = Responder(
        memory, messenger, ledger=memory.store, agent="bot", system_prompt="Be kind.", clock=clock
    )
    return responder, messenger


def auto_responder_rounds(responder: Responder, clock: FakeClock, rounds: int) -> None:
    """Another bot at the person's number: it writes 1 s after our reply, or after its own
    last message when we stay quiet, the same template every time."""
    for n in range(rounds):
        clock.advance(seconds=1)
        text = "Oi!" if n == 0 else AUTO_REPLY
        responder.handle(whasp_event(f"evt_{n}", ANA, text))


def test_an_auto_responder_gets_four_of_twenty_rounds_answered(turns, clock, model, caplog):
    responder, messenger = turns
    with caplog.at_level(logging.INFO, logger="agent_memory.pipeline.responder"):
        auto_responder_rounds(responder, clock, 20)
    assert len(messenger.sent) == 4 and len(model.reply_calls) == 4  # was 20 and 20
    key = conversation_key("bot", ANA)
    stored = responder.memory.store.load(key).messages
    assert [m.content for m in stored if m.role == "user"][-1] == AUTO_REPLY
    assert sum(m.role == "user" for m in stored) == 20  # every message is kept
    assert responder.memory.metrics.counts["RepliesGuarded_loop"] == 16  # type: ignore[attr-defined]
    guarded = [r for r in caplog.records if r.getMessage().startswith("turn guarded")]
    assert len(guarded) == 16 and all(r.reason == "loop" for r in guarded)
    assert not any(ANA in r.getMessage() or ANA in str(r.__dict__) for r in guarded)


def test_a_redelivered_guarded_turn_stays_quiet(turns, clock, model):
    responder, messenger = turns
    auto_responder_rounds(responder, clock, 6)
    assert len(messenger.sent) == 4
    # WHEN the guarded event comes back (a redelivery), even after the quiet period
    clock.advance(hours=1)
    outcome = responder.handle(whasp_event("evt_5", ANA, AUTO_REPLY), attempt=2)
    assert outcome.action == "guarded" and outcome.details == {"reason": "loop"}
    assert len(messenger.sent) == 4 and len(model.reply_calls) == 4
    marker = responder.ledger.turn(conversation_key("bot", ANA), "evt_5")
    assert marker is not None and marker.guarded == "loop" and marker.reply_seq is None


def test_an_auto_responder_stays_guarded_after_a_compaction_folds_its_rounds(turns, clock, model):
    # GIVEN a bot guarded as a loop, which goes on writing
    responder, messenger = turns
    auto_responder_rounds(responder, clock, 8)
    assert len(messenger.sent) == 4
    # WHEN a compaction folds all but its last 2 messages (no reply left to read)
    model.queue_compaction("A bot wrote the same message again and again.")
    assert responder.memory.compact("bot", ANA, trigger=3, keep=2)
    kept = responder.memory.store.load(conversation_key("bot", ANA)).messages
    assert [m.role for m in kept] == ["user", "user"]
    # THEN its next messages are still not answered, until 10 minutes of quiet
    for n in range(8, 14):
        clock.advance(seconds=1)
        assert responder.handle(whasp_event(f"evt_{n}", ANA, AUTO_REPLY)).action == "guarded"
    assert len(messenger.sent) == 4 and len(model.reply_calls) == 4
    clock.advance(minutes=10)
    assert responder.handle(whasp_event("evt_human", ANA, "Oi, sou eu.")).action == "answered"


def test_replies_record_when_they_were_written_and_the_budget(turns, clock):
    responder, _ = turns
    responder.handle(whasp_event("evt_1", ANA, "Oi"))
    reply = responder.memory.store.load(conversation_key("bot", ANA)).messages[-1]
    assert reply.role == "assistant" and reply.written_at == clock()
    assert reply.budget_refilled_at == clock() + timedelta(seconds=120)


def test_a_burst_in_one_batch_is_stored_whole_and_answered_once_on_sqlite(
    tmp_path: Path, clock: FakeClock
):
    # GIVEN 40 messages of Ana waiting in the local inbox before a worker takes any
    model = ScriptedModel()
    store = SqliteStore(tmp_path / "memory.db", clock=clock)
    memory = Memory(store=store, model=model, clock=clock)
    messenger = RecordingMessenger()
    responder = Responder(memory, messenger, ledger=store, agent="bot", system_prompt="Hi.")
    inbox = SqliteInbox(QueueDatabase(tmp_path / "queues.db"))
    for n in range(40):
        inbox.send(whasp_event(f"b{n}", ANA, f"part {n}"), "ana", f"b{n}")
    # WHEN the workers answer them
    pool = WorkerPool(inbox, responder.handle, 1, answer_bursts_once=True).start()
    try:
        deadline = time.monotonic() + 60
        while inbox.counts()["pending"] and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        pool.stop()
    # THEN one model call, one reply, every message stored and in its context
    assert inbox.counts() == {"pending": 0, "dead_letters": 0}
    assert len(model.reply_calls) == 1 and len(messenger.sent) == 1  # was 40 and 40
    history = model.reply_calls[0][1]
    assert [m["content"] for m in history] == [f"part {n}" for n in range(40)]
    assert memory.metrics.counts["RepliesGuarded_burst"] == 39  # type: ignore[attr-defined]
    store.close()


def burst_event(queues: dict[str, str], count: int) -> dict:
    """`count` messages of Ana received in one batch, as SQS hands a FIFO group over."""
    send(queues, *(whasp_event(f"b{n}", ANA, f"part {n}") for n in range(count)))
    records: list[dict] = []
    while len(records) < count:  # SQS hands out at most 10 a receive
        got = sqs_event(queues["InboxQueue"])["Records"]
        assert got, "the queue handed out fewer messages than were sent"
        records += got
    return {"Records": records}


def test_a_burst_in_one_batch_gets_one_model_call_on_dynamodb(
    processor, queues, whasp_api, openai_api
):
    event = burst_event(queues, 40)
    assert run(processor, event) == []
    assert len(openai_api.responses()) == 1 and len(whasp_api.texts_to(ANA)) == 1  # 40, 40
    request = openai_api.responses()[0].body["input"]
    assert [m["content"] for m in request] == [f"part {n}" for n in range(40)]
    stored = processor.responder().memory.store.load(conversation_key("bot", ANA)).messages
    assert [m.content for m in stored if m.role == "user"] == [f"part {n}" for n in range(40)]
    # AND the same batch again (a redelivery) asks and sends nothing more
    assert run(processor, event) == []
    assert len(openai_api.responses()) == 1 and len(whasp_api.texts_to(ANA)) == 1


def test_an_auto_responder_through_the_processor_on_dynamodb(
    processor, queues, whasp_api, openai_api
):
    # one record a batch, as the bot writes after each of our replies
    for n in range(20):
        send(queues, whasp_event(f"evt_{n}", ANA, AUTO_REPLY))
        event = sqs_event(queues["InboxQueue"], max_records=1)
        assert len(event["Records"]) == 1
        assert run(processor, event) == []
    assert len(whasp_api.texts_to(ANA)) == 4 and len(openai_api.responses()) == 4  # was 20
    marker = processor.responder().ledger.turn(conversation_key("bot", ANA), "evt_19")
    assert marker is not None and marker.guarded == "loop"


def test_the_guard_settings_reach_the_responder():
    from agent_memory.config import Settings
    from agent_memory.wiring import guard_limits

    settings = Settings({"REPLY_BUDGET": "5", "LOOP_ROUNDS": "0", "LOOP_QUIET_SECONDS": "60"})
    assert guard_limits(settings) == GuardLimits(
        reply_budget=5, loop_rounds=0, loop_quiet_seconds=60
    )
    with pytest.raises(Exception, match="REPLY_BUDGET"):
        Settings({"REPLY_BUDGET": "0"}).validate()
