"""The reply guard's own bounds (issue #23): asking to be forgotten restores no budget, a
clock that once ran ahead mutes no one for the time it ran ahead, a person's quick short
answers are no loop, and a loop mute ends however the messages keep coming.

The pure guard (`Talk`, from tests/test_reply_guard.py), then the turn on both stores.
"""

from __future__ import annotations

import itertools
from datetime import timedelta

import pytest

from agent_memory import Memory
from agent_memory.core.records import Message, PersonState
from agent_memory.core.reply_guard import GuardLimits, decide
from agent_memory.core.sequence import new_seq
from agent_memory.pipeline.responder import Responder
from tests.fakes import FakeClock, RecordingMessenger
from tests.lambdas import whasp_event
from tests.test_reply_guard import ANA, AUTO_REPLY, LIMITS, NUMBER, START, Talk

HUMAN_WORDS = ("sim", "ok", "isso", "ok")


def created(clock: FakeClock) -> str:
    """whasp's `created_at` for a message sent now (the erasure dates /forget by it)."""
    return clock().isoformat().replace("+00:00", "Z")


def responder_for(memory: Memory, clock: FakeClock, limits: GuardLimits = LIMITS) -> Responder:
    return Responder(
        memory,
        RecordingMessenger(),
        ledger=memory.store,
        agent="bot",
        system_prompt="Be kind.",
        clock=clock,
        guard=limits,
    )


def say(responder: Responder, clock: FakeClock, event_id: str, text: str) -> str:
    """The person writes `text` now; what the turn did."""
    return responder.handle(whasp_event(event_id, ANA, text, created_at=created(clock))).action


# --- quick short answers, and the mute's cap ------------------------------------------------


def test_a_person_answering_in_short_words_within_seconds_is_no_loop():
    talk = Talk()
    decided = [talk.person(HUMAN_WORDS[n % 4], after=3) for n in range(24)]
    assert decided == [None] * 24  # was a loop from the 5th message on


def test_the_same_short_word_within_a_second_again_and_again_is_still_a_loop():
    talk = Talk()
    decided = [talk.person("ok", after=0.5) for _ in range(6)]
    assert decided == [None, None, None, None, "loop", "loop"]


def test_a_fast_human_gets_every_message_answered(memory, clock, model):
    # GIVEN a person who answers 3 s after each reply ("sim", "ok", ...), and writes
    # again 5 minutes later when we stay quiet
    responder = responder_for(memory, clock)
    answered = []
    for n in range(24):
        clock.advance(seconds=3 if not answered or answered[-1] else 300)
        answered.append(say(responder, clock, f"h{n}", HUMAN_WORDS[n % 4]) == "answered")
    assert sum(answered) == 24  # was 4
    assert len(model.reply_calls) == 24


def test_a_loop_mute_ends_within_its_cap_while_the_messages_keep_coming(memory, clock):
    # GIVEN another bot guarded as a loop, which goes on writing every 5 minutes: never
    # ten minutes of quiet
    responder = responder_for(memory, clock)
    outcomes = []
    for n in range(30):
        clock.advance(seconds=1 if n < 6 else 300)
        outcomes.append((clock(), say(responder, clock, f"evt_{n}", AUTO_REPLY)))
    # THEN no run of guarded messages outlasts LOOP_MUTE_SECONDS (30 min) by more than
    # the 5 minutes the bot waits: the messages it guards do not renew the mute
    answered = [at for at, action in outcomes if action == "answered"]
    assert len(answered) > 4  # was 4 of 30: muted 2.5 hours
    longest = max(later - earlier for earlier, later in itertools.pairwise(answered))
    assert longest <= timedelta(seconds=LIMITS.loop_mute_seconds + 300)
    # AND the bot still gets no more than a few replies a mute: 4 mechanical rounds each
    assert len(answered) <= 4 * (1 + 30 * 300 // LIMITS.loop_mute_seconds)


# --- clocks that ran ahead ------------------------------------------------------------------


@pytest.mark.parametrize("ahead", [timedelta(days=1), timedelta(days=365)])
def test_times_stored_by_a_clock_that_ran_ahead_mute_no_one(memory, clock, ahead):
    # GIVEN replies and a loop mark written while our clock ran `ahead`
    responder = responder_for(memory, clock)
    clock.advance(seconds=ahead.total_seconds())
    for n in range(8):
        clock.advance(seconds=1)
        say(responder, clock, f"evt_{n}", AUTO_REPLY)
    state = memory.store.load_turn(memory.stored_key("bot", ANA)).state
    assert state.guard_loop_at is not None and state.guard_loop_at > START + ahead
    # WHEN the clock is right again, and the person writes every 30 s
    clock.now -= ahead
    actions = []
    for n in range(10):
        clock.advance(seconds=30)
        actions.append(say(responder, clock, f"human_{n}", f"Oi, sou eu de novo ({n})"))
    # THEN they are answered at once, not a day (or a year) later
    assert actions == ["answered"] * 10  # was guarded for `ahead`


def test_a_loop_mark_in_the_future_reads_as_none():
    at = START
    messages = [Message(new_seq(at), "user", "Oi, tudo bem?", NUMBER, at)]
    assert decide(messages, at, LIMITS, PersonState(guard_loop_at=at)).reason == "loop"
    far = PersonState(guard_loop_at=at + timedelta(seconds=1))
    assert decide(messages, at, LIMITS, far).reason is None  # was a loop for 10 min + 1 s


def test_a_budget_time_past_its_window_reads_as_none():
    at = START
    messages = [
        Message(new_seq(at), "user", "Oi", NUMBER, at),
        Message(
            new_seq(at) + ".reply",
            "assistant",
            "Olá",
            NUMBER,
            at,
            written_at=at,
            budget_refilled_at=at + timedelta(days=365),
        ),
    ]
    later = at + timedelta(seconds=2)
    messages.append(Message(new_seq(later), "user", "Tudo bem?", NUMBER, later))
    decision = decide(messages, later, LIMITS)
    assert decision.reason is None  # was guarded for a year
    assert decision.budget_refilled_at == later + LIMITS.reply_interval  # counted from now
    # AND a spent budget within the window is still spent
    messages[1].budget_refilled_at = later + timedelta(hours=1)
    assert decide(messages, later, LIMITS).reason == "budget"


# --- /forget ----------------------------------------------------------------------------------


def test_forget_does_not_restore_a_spent_reply_budget(memory, clock, model):
    # GIVEN a budget of 3 replies an hour, and a person who alternates a message and
    # /forget, each erasure carried out at once (the maintenance run)
    responder = responder_for(memory, clock, GuardLimits(reply_budget=3, loop_rounds=0))
    key = memory.stored_key("bot", ANA)
    actions = []
    for n in range(12):
        clock.advance(seconds=2)
        actions.append(say(responder, clock, f"q{n}", f"Pergunta {n}?"))
        clock.advance(seconds=1)
        assert say(responder, clock, f"f{n}", "/forget") == "erasure_requested"
        assert memory.erase(key) is not None
    # THEN 3 replies in those 36 s, not 12
    assert actions.count("answered") == 3 and len(model.reply_calls) == 3
    # AND every erasure stays complete: nothing of the person is left in their partition,
    # and the tombstone keeps two times, no phone and no text
    assert not memory.store.holds_items(key)
    kept = memory.store.kept_guard(key)
    assert kept is not None and kept.budget_refilled_at is not None
    assert kept.budget_refilled_at > clock()
    # AND once the budget refills the person is answered again
    clock.advance(minutes=20)
    assert say(responder, clock, "later", "Voltei.") == "answered"


def test_forget_does_not_end_a_loop_mute(memory, clock, model):
    # GIVEN another bot guarded as a loop, whose person is then erased
    responder = responder_for(memory, clock)
    for n in range(6):
        clock.advance(seconds=1)
        say(responder, clock, f"evt_{n}", AUTO_REPLY)
    assert len(model.reply_calls) == 4
    clock.advance(seconds=1)
    say(responder, clock, "forget", "/forget")
    memory.erase(memory.stored_key("bot", ANA))
    # THEN its next messages stay unanswered, as they would have without the erasure
    for n in range(6, 9):
        clock.advance(seconds=1)
        assert say(responder, clock, f"evt_{n}", AUTO_REPLY) == "guarded"
    assert len(model.reply_calls) == 4


def test_a_person_never_erased_reads_no_kept_guard(memory):
    assert memory.store.kept_guard(memory.stored_key("bot", ANA)) is None
