"""An erasure never depends on decoding what it deletes: a person whose every item is
damaged (messages, turn rows and markers, facts, summary, the index's head, centroids and
postings, bookkeeping) is erased whole, at every door, on both stores, even with every
item decoder broken."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing
from datetime import datetime, timedelta
from typing import Any

import pytest

from agent_memory import Memory
from agent_memory.commands.cli import main
from agent_memory.config import Settings
from agent_memory.console.service import console_service
from agent_memory.core.records import FactDraft
from agent_memory.mcp_server.tools import MemoryTools
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.pipeline.maintenance import run_maintenance
from agent_memory.store import erasure, items
from agent_memory.store.sqlite import SqliteStore
from tests.conftest import TABLE
from tests.fakes import ScriptedModel
from tests.lambdas import HASH_KEY
from tests.store_dump import sqlite_rows_of

AGENT = "bot"
ANA = "+5511987654321"
NUMBER = "+5511900000000"
PLENTY = lambda: 900.0  # noqa: E731 - seconds left in the run
# every kind of item a person has once a compaction ran and a reply went out
KINDS = ("MSG#", "FACT#", "SUMMARY", "META#FACTS", "META#FACTS#VEC", "IDX#", "META", "EVT#")


def raw_keys(store: Any, partition: str) -> list[str]:
    """The sort keys of a partition, read without decoding any item."""
    if isinstance(store, SqliteStore):
        return sorted(sk for _, sk, _, _ in sqlite_rows_of(store, partition))
    page = store.client.query(
        TableName=store.table_name,
        KeyConditionExpression="pk = :pk",
        ExpressionAttributeValues={":pk": {"S": partition}},
    )
    return sorted(i["sk"]["S"] for i in page["Items"])


def ana_remembered(store: Any, clock: Any) -> Memory:
    """Ana's messages (some with event ids), one compaction with facts and embeddings,
    and her bookkeeping: every kind of item."""
    model = ScriptedModel()
    memory = Memory(store=store, model=model, clock=clock, embedder=LocalEmbedder())
    for i in range(8):
        role = "user" if i % 2 == 0 else "assistant"
        event = f"evt_{i}" if role == "user" else None
        memory.remember(AGENT, ANA, NUMBER, role, f"msg {i}: I like coffee", event_id=event)
    model.queue_compaction(
        "Ana likes coffee",
        FactDraft("preference", "Likes coffee.", "drink"),
        FactDraft("profile", "Lives in Recife.", "city"),
    )
    assert memory.compact(AGENT, ANA, trigger=4, keep=2)
    key = memory.key(AGENT, ANA)
    store.mark_sent(key, "evt_6", due_at=clock())  # its marker and Ana's state
    clock.advance(seconds=1)
    stored = raw_keys(store, key.partition)
    kinds = {sk if sk in KINDS else sk[: sk.index("#") + 1] for sk in stored}
    assert set(KINDS) - {"EVT#"} <= kinds and kinds & {"EVT#", "TURN#"}, kinds
    return memory


def damage_every_item(store: Any, partition: str, how: str) -> None:
    """Break every item of the partition: `cut` (SQLite: bodies cut short, not JSON) or
    `mistyped` (each attribute a decoder reads missing or of the wrong type)."""
    if isinstance(store, SqliteStore):
        with closing(sqlite3.connect(store.path)) as db, db:  # committed on leaving
            for _, sk, body, _ in sqlite_rows_of(store, partition):
                if sk == items.STATE_SK:  # its indexes read it as JSON: SQLite keeps it so
                    broken = '{"compaction_failures": "many", "opted_out_at": "nope"}'
                elif how == "cut":
                    broken = body[: len(body) // 2]
                elif body.startswith("["):  # a message row: [role, content, number, at, ...]
                    broken = json.dumps([5, None, [], "2026-13-01", 7])
                else:
                    broken = json.dumps({"at": "nope", "seq": 7, "n": "x", "version": None})
                db.execute(
                    "UPDATE items SET body = ? WHERE pk = ? AND sk = ?", (broken, partition, sk)
                )
        return
    broken = {  # never a key of an index (due, due_at, active): DynamoDB checks their types
        "mistyped": {
            "at": {"S": "2026-13-01"},
            "seq": {"N": "7"},
            "content": {"N": "5"},
            "version": {"S": "x"},
            "n": {"BOOL": True},
            "d": {"N": "-5"},
            "ids": {"S": "x"},
            "compaction_failures": {"S": "many"},
        },
        "cut": {},  # the keys alone
    }[how]
    for sk in raw_keys(store, partition):
        store.client.put_item(
            TableName=store.table_name, Item={"pk": {"S": partition}, "sk": {"S": sk}, **broken}
        )


@pytest.fixture
def decoders_broken(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every item decoder raises: an erasure must need none of them."""

    def broken(*args: object, **kwargs: object) -> None:
        raise AssertionError("an erasure decoded an item")

    for name in dir(items):
        if name.endswith(("_from_item", "_from_items", "_from_attributes")) or name in (
            "unpack_ids",
            "recent_turns",
        ):
            monkeypatch.setattr(items, name, broken)


@pytest.mark.parametrize("how", ["cut", "mistyped"])
def test_forget_deletes_every_damaged_item(store, clock, how, request) -> None:
    memory = ana_remembered(store, clock)
    key = memory.key(AGENT, ANA)
    damage_every_item(store, key.partition, how)
    request.getfixturevalue("decoders_broken")

    memory.forget(AGENT, ANA)

    assert raw_keys(store, key.partition) == []


@pytest.mark.parametrize("how", ["cut", "mistyped"])
def test_the_maintenance_run_erases_a_damaged_person(store, clock, how) -> None:
    memory = ana_remembered(store, clock)
    key = memory.key(AGENT, ANA)
    damage_every_item(store, key.partition, how)
    memory.request_erasure(AGENT, ANA)

    report = run_maintenance(memory, PLENTY)

    assert (report.erased, report.failed) == (1, 0)
    assert raw_keys(store, key.partition) == []
    assert memory.due(items.ERASURE_DUE) == []


def test_a_message_written_after_the_request_survives_beside_damaged_ones(store, clock) -> None:
    memory = ana_remembered(store, clock)
    key = memory.key(AGENT, ANA)
    damage_every_item(store, key.partition, "mistyped")
    memory.request_erasure(AGENT, ANA)
    clock.advance(seconds=1)
    memory.remember(AGENT, ANA, NUMBER, "user", "new start")

    run_maintenance(memory, PLENTY)

    [left] = raw_keys(store, key.partition)
    assert left.startswith(items.MESSAGE_PREFIX)
    assert [m.content for m in store.load(key).messages] == ["new start"]


def test_a_damaged_tombstone_is_replaced_by_the_next_request(store, clock) -> None:
    # GIVEN an earlier request whose tombstone can no longer be read
    memory = ana_remembered(store, clock)
    key = memory.key(AGENT, ANA)
    memory.request_erasure(AGENT, ANA)
    if isinstance(store, SqliteStore):
        with closing(sqlite3.connect(store.path)) as db, db:  # committed on leaving
            db.execute(
                'UPDATE items SET body = \'{"requested_us": "x\' WHERE pk = ?',
                (key.tombstone_partition,),
            )
    else:
        store.client.update_item(
            TableName=store.table_name,
            Key={"pk": {"S": key.tombstone_partition}, "sk": {"S": items.TOMBSTONE_SK}},
            UpdateExpression="SET requested_us = :x",
            ExpressionAttributeValues={":x": {"S": "x"}},
        )
    clock.advance(seconds=1)

    memory.forget(AGENT, ANA)

    assert raw_keys(store, key.partition) == []
    receipt = store.receipt(key)
    assert receipt is not None and receipt.requested_at == clock()


@pytest.fixture
def cli_store(store, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The command line pointed at the test's store."""
    monkeypatch.setenv("AGENT_ID", AGENT)
    if isinstance(store, SqliteStore):
        monkeypatch.setenv("STORE", "sqlite")
        monkeypatch.setenv("SQLITE_PATH", str(store.path))
    else:
        monkeypatch.setenv("STORE", "dynamodb")
        monkeypatch.setenv("TABLE_NAME", TABLE)
        monkeypatch.setenv("PHONE_HASH_KEY", HASH_KEY.decode())
    return store


@pytest.mark.parametrize("how", ["cut", "mistyped"])
def test_cli_forget_erases_a_damaged_person_and_says_so(cli_store, clock, how, capsys) -> None:
    key = ana_remembered(cli_store, clock).key(AGENT, ANA)
    damage_every_item(cli_store, key.partition, how)

    assert main(["forget", "--phone", ANA]) == 0

    out = capsys.readouterr().out
    assert out.startswith("erased person ") and f"of agent '{AGENT}'" in out, out
    assert raw_keys(cli_store, key.partition) == []


@pytest.mark.parametrize("door", ["console", "mcp"])
def test_the_console_and_mcp_doors_erase_a_damaged_person(cli_store, clock, door) -> None:
    key = ana_remembered(cli_store, clock).key(AGENT, ANA)
    damage_every_item(cli_store, key.partition, "mistyped")

    if door == "console":
        receipt = console_service(Settings()).erase(ANA)
        assert receipt.completed_at is not None
    else:
        memory = Memory(store=cli_store, model=ScriptedModel(), clock=clock)
        answer = MemoryTools(memory, AGENT).erase_person(ANA, f"erase {ANA}")
        assert answer["erased"] and answer["deleted_items"] > 20

    assert raw_keys(cli_store, key.partition) == []


def test_cli_forget_of_someone_never_stored_says_nothing_was(cli_store, capsys) -> None:
    assert main(["forget", "--phone", ANA]) == 0
    assert capsys.readouterr().out.startswith("nothing was stored of person ")


# --- what survives is decided from raw attributes ---------------------------------------------

REQUESTED_US = 1_800_000_000_000_000
AFTER = "2027-01-16T08:00:00+00:00"  # after the request
SEQ_AFTER = f"{REQUESTED_US + 1:017d}.0000000001.abcd"
SEQ_BEFORE = f"{REQUESTED_US - 1:017d}.0000000001.abcd"


@pytest.mark.parametrize(
    ("sk", "at", "seq"),
    [
        ("MSG#" + SEQ_BEFORE, AFTER, None),  # stored before: the sender's clock ran ahead
        ("MSG#" + SEQ_AFTER, None, None),  # no time
        ("MSG#" + SEQ_AFTER, "nope", None),
        ("MSG#" + SEQ_AFTER, "2026-13-01", None),
        ("MSG#" + SEQ_AFTER, "2027-01-16T08:00:00", None),  # naive: no write stores one
        ("MSG#" + SEQ_AFTER, 1_800_000_000, None),
        ("MSG#" + SEQ_AFTER, ["x"], None),
        ("MSG#garbage", AFTER, None),
        ("MSG#", AFTER, None),
        ("EVT#e1", AFTER, None),  # no seq
        ("EVT#e1", AFTER, 7),
        ("EVT#e1", AFTER, "x" * 20),
        ("EVT#e1", AFTER, "-" + SEQ_AFTER[1:]),
        ("TURN#e1", AFTER, "\u0661" * 17),  # digits, not ASCII ones
        ("FACT#f1", AFTER, SEQ_AFTER),  # a kind no erasure keeps
        ("SUMMARY", AFTER, SEQ_AFTER),
    ],
)
def test_an_item_whose_dates_cannot_be_read_is_doomed(sk, at, seq) -> None:
    assert not erasure.survives_erasure(sk, at, seq, REQUESTED_US)


@pytest.mark.parametrize(
    ("sk", "seq"),
    [("MSG#" + SEQ_AFTER, None), ("EVT#e1", SEQ_AFTER), ("TURN#e1", SEQ_AFTER)],
)
def test_what_was_written_after_the_request_survives(sk, seq) -> None:
    assert erasure.survives_erasure(sk, AFTER, seq, REQUESTED_US)
    earlier = (datetime.fromisoformat(AFTER) - timedelta(days=400)).isoformat()
    assert not erasure.survives_erasure(sk, earlier, seq, REQUESTED_US)
