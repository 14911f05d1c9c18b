"""The agent's recently active people, a page at a time, on both stores: listed when a reply
goes out, through the sparse activity index, gone with an erasure."""

from __future__ import annotations

from datetime import timedelta

from agent_memory.core.memory import conversation_key
from agent_memory.core.records import Message
from agent_memory.core.sequence import reply_seq
from agent_memory.pipeline.responder import ACTIVITY_RESOLUTION

AGENT, NUMBER = "bot", "+5511900000000"


def phone(n: int) -> str:
    return f"+55119{n:08d}"


def reply_to(memory, n: int, agent: str = AGENT) -> None:
    """A turn whose reply went out to person `n`, listed as active now."""
    key = conversation_key(agent, phone(n))
    event = f"evt_{agent}_{n}_{memory.clock().timestamp()}"
    memory.remember(agent, phone(n), NUMBER, "user", "hi", event_id=event)
    reply = Message(
        reply_seq(memory.store.turn(key, event).seq), "assistant", "ok", NUMBER, memory.clock()
    )
    memory.store.record_reply(key, event, reply)
    memory.store.mark_sent(key, event, None, memory.clock())


def test_people_are_paged_newest_first_without_repeats(memory, clock):
    for n in range(7):
        reply_to(memory, n)
        clock.advance(seconds=1)
    reply_to(memory, 3)  # writes again: first now
    reply_to(memory, 1, agent="other")
    pages, before = [], None
    while page := memory.store.recent_people(AGENT, 3, before):
        pages.append([p.phone for p in page])
        before = page[-1]
    assert pages == [
        [phone(3), phone(6), phone(5)],
        [phone(4), phone(2), phone(1)],
        [phone(0)],
    ]
    assert memory.store.recent_people(AGENT, 1)[0].active_at == clock()
    assert [p.phone for p in memory.store.recent_people("other", 10)] == [phone(1)]


def test_people_listed_at_the_same_moment_are_all_paged(memory):
    for n in range(5):
        reply_to(memory, n)  # the clock stands still
    seen, before = [], None
    while page := memory.store.recent_people(AGENT, 2, before):
        seen += [p.phone for p in page]
        before = page[-1]
    assert sorted(seen) == [phone(n) for n in range(5)]


def test_an_erased_person_is_no_longer_listed(memory):
    reply_to(memory, 1)
    reply_to(memory, 2)
    memory.forget(AGENT, phone(1))
    assert [p.phone for p in memory.store.recent_people(AGENT, 10)] == [phone(2)]


def test_the_state_a_turn_reads_says_when_the_person_was_listed(memory, clock):
    reply_to(memory, 1)
    state = memory.store.load_turn(conversation_key(AGENT, phone(1))).state
    assert state.active_at == clock()
    assert timedelta(minutes=10) == ACTIVITY_RESOLUTION
