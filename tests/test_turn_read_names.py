"""A turn's read sends as few bytes as it can (issue #21): its DynamoDB Query fetches what
the turn's decoders read and no `pk`; message items carry one-letter names. Message items
written before (the long names) read the same on both stores, in a turn, an export, a
damaged turn marker's salvage and an erasure, for as long as they live."""

from __future__ import annotations

from datetime import timedelta, timezone
from typing import Any, ClassVar

from agent_memory.core.person_export import export_person
from agent_memory.core.records import Message
from agent_memory.store import items
from agent_memory.store.dynamodb_requests import from_ddb
from agent_memory.store.sqlite import SqliteStore
from tests.old_message_items import with_old_message_items
from tests.test_code_signs import save_dense
from tests.test_damaged_items import _stored
from tests.test_fact_index_contract import AGENT, ANA, KEY

NUMBER = "+5511900000000"


class ReadNames(dict):
    """An item that records every attribute name a decoder asks it for."""

    asked: ClassVar[set[str]] = set()

    def __getitem__(self, name: str) -> Any:
        self.asked.add(name)
        return super().__getitem__(name)

    def get(self, name: str, default: Any = None) -> Any:
        self.asked.add(name)
        return super().get(name, default)

    def __contains__(self, name: object) -> bool:
        self.asked.add(str(name))
        return super().__contains__(name)


def talk(memory, clock) -> None:
    """A person's messages: theirs with an event id, and a reply with its guard times."""
    for n in range(3):
        clock.advance(minutes=1)
        memory.remember(AGENT, ANA, NUMBER, "user", f"message {n}", event_id=f"evt_{n}")
    reply = Message(f"{memory.store.load(KEY).messages[-1].seq}.reply", "assistant", "Oi!",
                    NUMBER, clock(), written_at=clock(), budget_refilled_at=clock())  # fmt: skip
    memory.store.record_reply(KEY, "evt_2", reply)


def turn_range(store) -> list[dict]:
    """The items of the turn's range (items.TURN_FROM on), every attribute as stored."""
    return [i for sk, i in sorted(_stored(store, KEY.partition).items()) if sk >= items.TURN_FROM]


def test_the_turn_query_fetches_every_attribute_its_decoders_read(memory, store, clock):
    # GIVEN a person with facts, messages, a reply, an opt-out, a failed compaction
    save_dense(store, clock)
    talk(memory, clock)
    store.set_opted_out(KEY, clock())
    store.note_compaction_failure(KEY, "the model timed out")
    found = turn_range(store)
    erasure = {"sk": items.ERASURE_SK, "due_at": clock().isoformat(), "requested_us": 1}
    without_sweep = [i for i in found if i["sk"] != items.SWEEP_SK]

    # WHEN the turn's decoders read them, with and without a sweep and a pending erasure
    ReadNames.asked = set()
    for read in (found, without_sweep, [*found, erasure]):
        recording = [ReadNames(i) for i in read]
        items.conversation_from_items(recording, clock())
        items.index_out_of_step(recording)

    # THEN the Query's projection holds every name they asked for, and no `pk`
    assert ReadNames.asked - {"pk"} <= set(items.TURN_ATTRIBUTES)
    assert {"a", "c", "layout", "requested_us", "embedded_in"} <= ReadNames.asked
    assert "pk" not in items.TURN_ATTRIBUTES


def test_a_turn_reads_no_partition_key_and_the_same_conversation(memory, store, clock):
    save_dense(store, clock)
    talk(memory, clock)
    store.set_opted_out(KEY, clock())
    responses: list[dict] = []
    if not isinstance(store, SqliteStore):
        store.client.meta.events.register(
            "after-call.dynamodb.Query", lambda parsed, **_: responses.append(parsed)
        )

    turn = store.load_turn(KEY)

    fetched = [from_ddb(i) for r in responses for i in r["Items"]]
    assert turn.state.opted_out_at == clock() and len(turn.messages) == 4
    if not isinstance(store, SqliteStore):  # whose inbound rows only its own decoder reads
        assert fetched and [i for i in fetched if "pk" in i] == []
        assert turn == items.conversation_from_items(turn_range(store), clock())


def test_message_items_are_written_with_one_letter_names(memory, store, clock):
    talk(memory, clock)
    stored = [i for sk, i in _stored(store, KEY.partition).items() if sk.startswith("MSG#")]
    reply = next(i for i in stored if i["sk"].endswith(".reply"))
    assert {"r", "c", "n", "a", "w", "b"} <= set(reply) and "content" not in reply
    assert not {"role", "content", "number", "at"} & {n for i in stored for n in i}
    if not isinstance(store, SqliteStore):  # (whose message rows are arrays: unchanged)
        # short values too: a role's letter, UTC times in microseconds (numbers)
        assert {i["r"] for i in stored} == {"u", "a"}
        assert reply["a"] == reply["w"] == reply["b"] == items.exact_micros(clock())


def test_a_message_time_of_another_zone_keeps_it_and_every_time_reads_back_exactly(
    memory, store, clock
):
    # GIVEN a message sent at a time of São Paulo's zone, one of UTC with microseconds
    sao_paulo = clock() + timedelta(microseconds=7)
    sao_paulo = sao_paulo.astimezone(timezone(timedelta(hours=-3)))
    memory.remember(AGENT, ANA, NUMBER, "user", "from home", at=sao_paulo)
    clock.advance(microseconds=123_457)
    memory.remember(AGENT, ANA, NUMBER, "assistant", "in UTC", at=clock())

    # WHEN the turn reads them back
    first, second = store.load_turn(KEY).messages

    # THEN each holds its very time, and the zone it was given in
    assert first.at == sao_paulo and first.at.utcoffset() == timedelta(hours=-3)
    assert second.at == clock() and second.at.utcoffset() == timedelta(0)
    assert (first.role, second.role) == ("user", "assistant")
    stored = [i for sk, i in sorted(_stored(store, KEY.partition).items()) if "MSG#" in sk]
    assert type(stored[0]["a"]) is str and stored[0]["a"].endswith("-03:00")


def test_message_items_written_before_read_identically(memory, store, clock):
    # GIVEN messages, then their items as main wrote them before (the long names)
    talk(memory, clock)
    memory.remember(AGENT, ANA, NUMBER, "user", "no event id")
    now = clock()
    before, exported = store.load_turn(KEY), export_person(store, KEY, now)
    history = memory.build_context(AGENT, ANA).history
    assert with_old_message_items(store, KEY.partition) >= 2
    assert all("content" in i for sk, i in _stored(store, KEY.partition).items() if "MSG#" in sk)

    # THEN a turn, an export and the turn markers read the very same
    assert store.load_turn(KEY) == before and store.load(KEY).messages == before.messages
    assert export_person(store, KEY, now) == exported
    assert memory.build_context(AGENT, ANA).history == history
    assert store.turn(KEY, "evt_2").reply_number == NUMBER


def test_an_erasure_keeps_only_messages_after_it_of_either_names(memory, store, clock):
    # GIVEN messages before an erasure request and after it, all of the long names
    memory.remember(AGENT, ANA, NUMBER, "user", "before the request")
    clock.advance(minutes=1)
    store.request_erasure(KEY, clock())
    clock.advance(minutes=1)
    memory.remember(AGENT, ANA, NUMBER, "user", "after the request")
    memory.remember(AGENT, ANA, NUMBER, "assistant", "noted", at=clock() + timedelta(seconds=1))
    with_old_message_items(store, KEY.partition)

    # WHEN the erasure is carried out
    store.erase(KEY)

    # THEN what was said after the request is all that stays
    assert [m.content for m in store.load(KEY).messages] == ["after the request", "noted"]
