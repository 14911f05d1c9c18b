"""An erasure leaves no readable byte of the person: after `forget` returns (or the scheduled
run on DynamoDB), no file or item we own holds their phone, in any spelling, or their words."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

from agent_memory import Memory
from agent_memory.core.records import FactDraft
from agent_memory.local.database import QueueDatabase
from agent_memory.local.inbox import SqliteInbox
from agent_memory.local.outbox import LocalOutbox
from agent_memory.local.queue_erasure import erase_from_queues
from agent_memory.pipeline.maintenance import run_maintenance
from agent_memory.pipeline.whasp import person_group, text_message_event
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.sqlite import SqliteStore
from tests.conftest import TABLE
from tests.fakes import FakeClock, ScriptedModel
from tests.local_service import GUARD_OFF, ServeProcess, wait_for
from tests.store_dump import all_items, plain

AGENT = "bot"
ANA = "+5511987654321"
NUMBER = "+5511900000000"
WORD = "Quetzalcoatlus"  # said by Ana alone
KEY = b"residue-test-key"
CROWD = 150  # enough people that the table has interior pages and a deep WAL


def spellings(phone: str) -> list[bytes]:
    """The phone as any file might hold it: E.164, digits, JSON-escaped, UTF-16."""
    digits = phone.lstrip("+")
    texts = [phone, digits, json.dumps(phone, ensure_ascii=True), "\\u002b" + digits]
    return [t.encode() for t in texts] + [phone.encode("utf-16-le"), digits.encode("utf-16-le")]


def traces(blob: bytes) -> list[bytes]:
    """Which of the person's phone spellings and words `blob` holds."""
    needles = [*spellings(ANA), WORD.encode(), WORD.lower().encode(), WORD.encode("utf-16-le")]
    return [needle for needle in needles if needle in blob]


def fill(memory: Memory, clock: FakeClock) -> None:
    """Ana among a crowd: messages, a sender clock running ahead, a summary and a fact."""
    for n in range(CROWD):
        phone = f"+55119{n:08d}"
        for turn in range(3):
            memory.remember(AGENT, phone, NUMBER, "user", f"hello {turn} from person {n} " * 8)
    for n in range(40):
        clock.advance(seconds=1)
        memory.remember(AGENT, ANA, NUMBER, "user", f"{WORD} number {n} " * 10, event_id=f"a{n}")
    memory.model.queue_compaction(
        f"Ana loves the {WORD}.",
        FactDraft(kind="preference", content=f"They love the {WORD}.", subject="dinosaur"),
    )
    assert memory.compact(AGENT, ANA, trigger=40, keep=20)
    # the sender's clock is 5 seconds ahead of ours: stored now, dated after the request
    ahead = clock() + timedelta(seconds=5)
    memory.remember(AGENT, ANA, NUMBER, "user", f"{WORD} from the future", event_id="f", at=ahead)


def fill_queues(database: QueueDatabase, clock: FakeClock) -> None:
    """What a local run's queues hold of Ana: a waiting delivery, a dead letter, replies."""
    seconds = lambda: clock().timestamp()  # noqa: E731
    inbox = SqliteInbox(database, clock=seconds)
    outbox = LocalOutbox(database, clock=seconds)
    group = person_group(ANA, KEY)
    event = text_message_event("q1", ANA, NUMBER, f"{WORD} waiting", clock())
    inbox.send(json.dumps(event), group, "q1")
    inbox.send(json.dumps({**event, "id": "q2"}), group, "q2")
    claim = inbox.claim()
    assert claim is not None
    inbox.dead_letter(claim, "test")
    for n in range(30):
        outbox.send(NUMBER, ANA, f"About the {WORD}: {n}", f"r{n}")
        outbox.send(NUMBER, f"+55119{n:08d}", "hello", f"o{n}")


def test_forget_on_sqlite_leaves_no_trace_in_any_file(tmp_path: Path):
    clock = FakeClock()
    store = SqliteStore(tmp_path / "agent-memory.db", clock=clock)
    memory = Memory(store=store, model=ScriptedModel(), clock=clock, phone_hash_key=KEY)
    database = QueueDatabase(tmp_path / "agent-memory.queues.db")
    fill(memory, clock)
    fill_queues(database, clock)
    memory.erasure_listeners.append(erase_from_queues(database, KEY))
    files = sorted(tmp_path.iterdir())
    assert any(traces(path.read_bytes()) for path in files)  # the scan sees them before

    clock.advance(seconds=1)
    memory.forget(AGENT, ANA)

    found = {path.name: traces(path.read_bytes()) for path in sorted(tmp_path.iterdir())}
    assert {name: t for name, t in found.items() if t} == {}
    assert memory.build_context(AGENT, "+5511900000001").history  # the crowd is still there
    assert SqliteInbox(database).counts()["dead_letters"] == 0
    store.close()
    database.close()


def test_the_scheduled_erasure_on_dynamodb_leaves_no_item_of_the_person(table):
    clock = FakeClock()
    store = DynamoDbStore(TABLE, clock=clock)
    memory = Memory(store=store, model=ScriptedModel(), clock=clock, phone_hash_key=KEY)
    fill(memory, clock)
    memory.request_erasure(AGENT, ANA, at=clock())  # the operator's request, our clock
    run_maintenance(memory, lambda: 900.0)
    left = json.dumps(all_items(store), default=plain).encode()
    assert traces(left) == []
    assert WORD not in json.dumps(all_items(store), default=plain, ensure_ascii=False)


def test_a_message_dated_ahead_by_its_sender_is_still_erased(memory, clock):
    memory.remember(AGENT, ANA, NUMBER, "user", "early bird", at=clock() + timedelta(seconds=5))
    memory.request_erasure(AGENT, ANA)  # now, by our clock: after the message was stored
    memory.erase(memory.key(AGENT, ANA))
    assert memory.build_context(AGENT, ANA).history == []
    assert "early bird" not in json.dumps(all_items(memory.store), default=plain)


def test_an_operator_erasure_through_serve_leaves_no_trace_in_its_files(tmp_path: Path):
    # GIVEN serve, with Ana's words in the store, the inbox's history and the outbox
    # (the reply guard off: three quick messages would be a burst, answered once)
    serve = ServeProcess(tmp_path, workers=1, COMPACTION_TRIGGER="1000", **GUARD_OFF).start(0.2)
    try:
        for n in range(3):
            serve.client.say(ANA, f"{WORD} number {n}")
        wait_for(lambda: len(serve.client.replies(ANA)) == 3, what="three replies")
        # WHEN the operator erases her and the scheduled run has carried it out
        assert serve.client.forget(ANA)
        wait_for(lambda: not serve.client.replies(ANA), what="the outbox to forget her")
    finally:
        assert serve.stop() == 0
    # THEN no file of the deployment holds her phone or her words
    found = {path.name: traces(path.read_bytes()) for path in sorted(tmp_path.iterdir())}
    assert {name: t for name, t in found.items() if t and name != "serve.log"} == {}
    assert WORD not in serve.log.read_text()
