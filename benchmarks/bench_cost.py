"""What DynamoDB bills for a person's turns and compactions, at 10, 1,000 and 10,000 facts.

Run: `python benchmarks/bench_cost.py` (`--sizes 10,1000` for a shorter run). The real
code (the processor's Responder, Memory.compact, the DynamoDB store) runs on moto; every
DynamoDB request is recorded at botocore and priced by DynamoDB's own rules, with the
items' sizes taken from the table before and after each write:

- writes: ceil(item KB) write units per item (the larger of the item before and after),
  twice that for each item of a transaction (ConditionCheck included), 1 at least;
- reads: ceil(KB / 4) read units per item for GetItem and BatchGetItem, per request for a
  Query (its items' sizes summed), half for an eventually consistent read, and at least
  one unit (or half) per key or request.

Item sizes follow DynamoDB's rules (attribute names and values in UTF-8 bytes, numbers
about one byte per two digits, 3 bytes plus one per element of a list or map). A person's
facts are grown on SQLite through the store's compaction write and copied item for item
into the table (benchmarks/bench_scale.py); then 10 turns ask about known facts through the
Responder, as the processor does, and two compactions fold 20 messages each that state 3
and then 10 new facts. Prices (us-east-1 on-demand, November 2026): $0.625 per million
write units, $0.125 per million read units, $0.25 per GB-month stored, $0.20 per GB-month
of point-in-time recovery.

The fact index's write cost is being reduced in parallel: rerun this after a change to the
index and paste the tables into docs/deploying.md.
"""

from __future__ import annotations

import argparse
import base64
import copy
import math
import random
import tempfile
import types
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any
from unittest import mock

import harness  # moto's credentials, the repository importable
from bench_scale import (
    AGENT,
    KEY,
    NUMBER,
    PHONE,
    Clock,
    ExtractingModel,
    Person,
    copy_partition,
    grow_directly,
    put_items,
)
from botocore.client import BaseClient
from moto import mock_aws

from agent_memory import Memory
from agent_memory.aws import aws_client
from agent_memory.core.records import FactDraft, Message
from agent_memory.core.sequence import new_seq
from agent_memory.devtools.provision import create_table
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.pipeline.responder import Responder
from agent_memory.store import items
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import RecordingMessenger
from tests.lambdas import whasp_event

ACCOUNT, REGION = "123456789012", "us-east-1"
WRITE_PRICE, READ_PRICE = 0.625e-6, 0.125e-6  # per request unit, on-demand
STORAGE_PRICE, PITR_PRICE = 0.25, 0.20  # per GB-month
ITEM_OVERHEAD = 100  # bytes DynamoDB adds to each item for storage billing


# --- DynamoDB's size rules ------------------------------------------------------------------


def value_bytes(value: dict[str, Any]) -> int:
    """The billed size of one attribute value in DynamoDB JSON."""
    ((kind, data),) = value.items()
    if kind == "S":
        return len(data.encode())
    if kind == "B":
        return len(base64.b64decode(data)) if isinstance(data, str) else len(data)
    if kind == "N":
        digits = str(data).lstrip("-").replace(".", "").lstrip("0") or "0"
        return math.ceil(len(digits) / 2) + 1
    if kind in ("BOOL", "NULL"):
        return 1
    if kind == "L":
        return 3 + sum(1 + value_bytes(v) for v in data)
    if kind == "M":
        return 3 + sum(1 + len(k.encode()) + value_bytes(v) for k, v in data.items())
    if kind == "SS":
        return sum(len(s.encode()) for s in data)
    if kind == "NS":
        return sum(value_bytes({"N": n}) for n in data)
    if kind == "BS":
        return sum(value_bytes({"B": b}) for b in data)
    raise ValueError(f"unknown DynamoDB type {kind}")


def item_bytes(item: dict[str, Any] | None) -> int:
    """The billed size of an item in DynamoDB JSON (0 for none)."""
    if not item:
        return 0
    return sum(len(name.encode()) + value_bytes(value) for name, value in item.items())


def _plain(value: Any) -> Any:
    """moto's JSON of a stored value, back to DynamoDB JSON (Decimals, nested DynamoTypes)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, Decimal):
        return str(value)
    if hasattr(value, "to_json"):
        return _plain(value.to_json())
    return value


_KINDS = (  # sort key prefix: what the item is (agent_memory/store/items.py)
    (items.POSTING_PREFIX, "fact index"),
    (items.FACT_INDEX_SK, "fact index"),
    (items.FACT_PREFIX, "facts"),
    (items.MESSAGE_PREFIX, "messages"),
    (items.SUMMARY_SK, "summary"),
    (items.EVENT_PREFIX, "turn markers"),
    (items.INBOUND_PREFIX, "turn markers"),
)


def kind_of(sort_key: str) -> str:
    return next((kind for prefix, kind in _KINDS if sort_key.startswith(prefix)), "other")


# --- the meter ------------------------------------------------------------------------------


@dataclass
class Units:
    """Request units of one measured stretch, with the requests that made them."""

    read: float = 0.0
    write: float = 0.0
    requests: Counter[str] = field(default_factory=Counter)
    written_items: int = 0
    writes_by_kind: Counter[str] = field(default_factory=Counter)  # write units by item kind

    def dollars(self) -> float:
        return self.read * READ_PRICE + self.write * WRITE_PRICE


class CapacityMeter:
    """Prices every DynamoDB request made through botocore while `measuring`."""

    def __init__(self, table: str) -> None:
        from moto.dynamodb.models import dynamodb_backends

        self.table = table
        self.backend = dynamodb_backends[ACCOUNT][REGION]
        self.units: Units | None = None

    def stored(self, key: dict[str, Any]) -> dict[str, Any] | None:
        found = self.backend.get_item(self.table, {"pk": key["pk"], "sk": key["sk"]})
        return _plain(found.to_json()["Attributes"]) if found else None

    @contextmanager
    def measuring(self) -> Iterator[Units]:
        units = self.units = Units()
        original = BaseClient._make_api_call
        meter = self

        def priced(client: BaseClient, operation: str, params: dict[str, Any]) -> Any:
            if client.meta.service_model.service_name != "dynamodb":
                return original(client, operation, params)
            return meter._price(operation, params, lambda: original(client, operation, params))

        with mock.patch.object(BaseClient, "_make_api_call", priced):
            yield units
        self.units = None

    def _price(self, operation: str, params: dict[str, Any], call: Callable[[], Any]) -> Any:
        units = self.units
        assert units is not None
        units.requests[operation] += 1
        writes = self._writes(operation, params)  # (key, transactional, item put or None)
        before = [self.stored(key) for key, _, _ in writes]
        answer = call()
        for (key, transactional, put), old in zip(writes, before, strict=True):
            new = put if put is not None else self.stored(key)
            size = max(item_bytes(old), item_bytes(new))
            cost = max(1, math.ceil(size / 1024)) * (2 if transactional else 1)
            units.write += cost
            units.written_items += 1
            units.writes_by_kind[kind_of(key["sk"]["S"])] += cost
        units.read += self._reads(operation, params, answer)
        return answer

    @staticmethod
    def _writes(operation: str, params: dict[str, Any]) -> list[tuple[dict, bool, Any]]:
        if operation == "PutItem":
            return [(params["Item"], False, params["Item"])]
        if operation in ("UpdateItem", "DeleteItem"):
            return [(params["Key"], False, None)]
        if operation == "BatchWriteItem":
            return [
                (r["PutRequest"]["Item"], False, r["PutRequest"]["Item"])
                if "PutRequest" in r
                else (r["DeleteRequest"]["Key"], False, None)
                for requests in params["RequestItems"].values()
                for r in requests
            ]
        if operation == "TransactWriteItems":
            found = []
            for entry in params["TransactItems"]:
                ((kind, body),) = entry.items()
                if kind == "Put":
                    found.append((body["Item"], True, body["Item"]))
                else:
                    found.append((body["Key"], True, None))
            return found
        return []

    @staticmethod
    def _reads(operation: str, params: dict[str, Any], answer: dict[str, Any]) -> float:
        if operation == "GetItem":
            factor = 1.0 if params.get("ConsistentRead") else 0.5
            return max(1, math.ceil(item_bytes(answer.get("Item")) / 4096)) * factor
        if operation == "Query":
            factor = 1.0 if params.get("ConsistentRead") else 0.5
            total = sum(item_bytes(i) for i in answer.get("Items", []))
            return max(1, math.ceil(total / 4096)) * factor
        if operation == "BatchGetItem":
            read = 0.0
            for table, asked in params["RequestItems"].items():
                factor = 1.0 if asked.get("ConsistentRead") else 0.5
                found = answer.get("Responses", {}).get(table, [])
                read += sum(max(1, math.ceil(item_bytes(i) / 4096)) * factor for i in found)
                read += (len(asked["Keys"]) - len(found)) * factor  # a missing key costs too
            return read
        return 0.0


@contextmanager
def one_backup_per_transaction() -> Iterator[None]:
    """moto backs a table up once per item of a transaction (a deep copy of the whole
    table); once per transaction is the same rollback, in seconds rather than minutes."""
    from moto.dynamodb import models

    original = models.DynamoDBBackend.transact_write_items

    def once(self: Any, transact_items: list[dict[str, Any]]) -> None:
        made: dict[int, Any] = {}

        def deepcopy(thing: Any, memo: Any = None) -> Any:
            if id(thing) not in made:
                made[id(thing)] = copy.deepcopy(thing, memo)
            return made[id(thing)]

        with mock.patch.object(models, "copy", types.SimpleNamespace(deepcopy=deepcopy)):
            return original(self, transact_items)

    with mock.patch.object(models.DynamoDBBackend, "transact_write_items", once):
        yield


# --- the runs -------------------------------------------------------------------------------


@dataclass
class Measured:
    facts: int
    turn: Units
    compactions: list[tuple[int, Units]]  # (new facts, units)
    partition_bytes: int
    partition_items: int


def partition(meter: CapacityMeter) -> tuple[int, int]:
    """(billed bytes, items) of the person's partition as stored."""
    table = meter.backend.get_table(meter.table)
    stored = [_plain(i.to_json()["Attributes"]) for i in table.all_items()]
    mine = [i for i in stored if i["pk"]["S"] == KEY.partition]
    return sum(item_bytes(i) + ITEM_OVERHEAD for i in mine), len(mine)


def turns(responder: Responder, model: ExtractingModel, meter: CapacityMeter, count: int) -> Units:
    """`count` turns asking about facts the person stated, as the processor answers them."""
    rng = random.Random(5)
    drafts = list(model.drafts.values())
    with meter.measuring() as units:
        for n in range(count):
            draft = rng.choice(drafts)
            relation, thing = draft.subject.split("_")[:2]
            text = f"what was the name of my {relation}'s {thing} again?"
            responder.handle(whasp_event(f"evt_cost_{n}", PHONE, text, number=NUMBER))
    return units


def compaction(memory: Memory, model: ExtractingModel, person: Person, meter, new: int) -> Units:
    """One compaction folding 20 messages that state `new` (at most 10) new facts (the
    messages written beforehand, unmeasured)."""
    said = []
    for n in range(10):
        if n < new:
            message, draft = person.fact()
            model.drafts[message] = draft
        else:
            message = f"Thanks, that helps ({n})."
        said += [("user", message), ("assistant", "Noted!")]
    clock = memory.clock
    messages = [Message(new_seq(clock()), r, t, NUMBER, clock()) for r, t in said]
    put_items(
        memory.store._client,
        memory.store.table_name,
        [items.message_item(KEY, m) for m in messages],
    )
    with meter.measuring() as units:
        assert memory.compact(AGENT, PHONE, trigger=20, keep=0)
    return units


def measure(size: int, folder: Path) -> Measured:
    clock, model, embedder, person = Clock(), ExtractingModel(), LocalEmbedder(), Person()
    sqlite = SqliteStore(folder / f"cost-{size}.db", clock=clock)
    local = Memory(store=sqlite, model=model, clock=clock, embedder=embedder)
    for _ in range(min(size, 10)):  # the first facts by a real compaction, the rest directly
        message, draft = person.fact()
        model.drafts[message] = draft
        local.remember(AGENT, PHONE, NUMBER, "user", message)
        local.remember(AGENT, PHONE, NUMBER, "assistant", "Noted!")
    assert local.compact(AGENT, PHONE, trigger=1, keep=0)
    grow_directly(sqlite, person, embedder, clock, size)
    model.drafts = {f"fact {n}": d for n, d in enumerate(_drafts(sqlite))}  # turns ask these
    table = f"bench-cost-{size}"
    create_table(table)
    client = aws_client("dynamodb")
    copy_partition(sqlite, client, table)
    sqlite.close()
    store = DynamoDbStore(table, client=client, clock=clock)
    memory = Memory(store=store, model=model, clock=clock, embedder=embedder)
    meter = CapacityMeter(table)
    clock.now += timedelta(days=1)
    responder = Responder(
        memory,
        RecordingMessenger(),
        ledger=store,
        agent=AGENT,
        system_prompt="You are a bench.",
        guard=harness.unguarded(),  # one person's turns back to back: a loop to the guard
    )
    turn = turns(responder, model, meter, 10)
    turn_units = Units(turn.read / 10, turn.write / 10, turn.requests, turn.written_items // 10)
    assert memory.compact(AGENT, PHONE, trigger=1, keep=0)  # the turns' own messages, unmeasured
    found = [(new, compaction(memory, model, person, meter, new)) for new in (3, 10)]
    stored, count = partition(meter)
    return Measured(size, turn_units, found, stored, count)


def _drafts(store: SqliteStore) -> list[FactDraft]:
    return [FactDraft(f.kind, f.content, f.subject) for f in store.load(KEY).facts][:500]


# --- the report -----------------------------------------------------------------------------


def report(results: list[Measured], turns_a_month: int, compactions_a_month: int) -> None:
    print("\nper turn (the processor's requests; model and whasp are fakes):")
    print("| facts a person | read units | write units | requests | per 1,000 turns |")
    print("|---|---|---|---|---|")
    for r in results:
        requests = ", ".join(f"{n} {op}" for op, n in sorted(r.turn.requests.items()))
        print(
            f"| {r.facts:,} | {r.turn.read:.1f} | {r.turn.write:.1f} | {requests} (10 turns) "
            f"| ${r.turn.dollars() * 1000:.4f} |"
        )
    print("\nper compaction (20 messages folded):")
    print(
        "| facts a person | new facts | read units | write units | write units a new fact "
        "| of the writes, the fact index |"
    )
    print("|---|---|---|---|---|---|")
    for r in results:
        for new, units in r.compactions:
            index = units.writes_by_kind["fact index"] / units.write
            print(
                f"| {r.facts:,} | {new} | {units.read:.1f} | {units.write:.0f} "
                f"| {units.write / new:.1f} | {index:.0%} |"
            )
        for new, units in r.compactions:
            kinds = ", ".join(f"{k} {v}" for k, v in units.writes_by_kind.most_common())
            print(f"  ({r.facts:,} facts, {new} new: write units by item: {kinds})")
    print(
        f"\nper 1,000 people-months ({turns_a_month} turns and {compactions_a_month} "
        "compactions of 3 new facts a person a month; storage with PITR):"
    )
    print("| facts a person | stored a person | requests | storage + PITR | DynamoDB in all |")
    print("|---|---|---|---|---|")
    for r in results:
        _, small = r.compactions[0]
        requests = 1000 * (turns_a_month * r.turn.dollars() + compactions_a_month * small.dollars())
        gb = 1000 * r.partition_bytes / 1024**3
        storage = gb * (STORAGE_PRICE + PITR_PRICE)
        print(
            f"| {r.facts:,} | {r.partition_bytes / 1024:,.0f} KB in {r.partition_items:,} items "
            f"| ${requests:.2f} | ${storage:.2f} | ${requests + storage:.2f} |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10,1000,10000")
    parser.add_argument("--turns-a-month", type=int, default=100)
    parser.add_argument("--compactions-a-month", type=int, default=10)
    args = parser.parse_args()
    print("bench_cost: DynamoDB request units from the requests recorded at botocore (moto)")
    results = []
    with tempfile.TemporaryDirectory() as folder, mock_aws(), one_backup_per_transaction():
        for size in (int(s) for s in args.sizes.split(",")):
            results.append(measure(size, Path(folder)))
            r = results[-1]
            print(
                f"  {size:,} facts: turn {r.turn.read:.1f} RRU + {r.turn.write:.1f} WRU; "
                + "; ".join(
                    f"compaction of {n} new facts {u.read:.0f} RRU + {u.write:.0f} WRU"
                    for n, u in r.compactions
                ),
                flush=True,
            )
    report(results, args.turns_a_month, args.compactions_a_month)


if __name__ == "__main__":
    main()
