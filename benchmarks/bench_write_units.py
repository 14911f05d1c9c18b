"""DynamoDB write units a compaction costs per new fact, with realistic facts.

Run: `python benchmarks/bench_write_units.py`. One person talks through 40
compactions on DynamoDB (moto) with a scripted model that extracts 2 to 13 facts a
compaction from benchmarks/candidate_set.py (names, places, episodes: the words real
facts share), after 300 facts already stored. Every TransactWriteItems and
BatchWriteItem request is recorded at botocore and priced as DynamoDB bills it: each
item ceil(size / 1 KB) write units (size: attribute names and values, as documented),
twice that inside a transaction; a Delete or ConditionCheck as one 1 KB item. Reports
units per compaction and per new fact, and how many of them the fact index takes.
Runs on any commit whose Memory and DynamoDbStore take these arguments (for a before
and after on the same facts: `PYTHONPATH=<old checkout>/layers/agent_memory:<old
checkout>`).
"""

from __future__ import annotations

import argparse
import copy
import math
import random
import statistics
from datetime import UTC, datetime, timedelta

import harness  # noqa: F401  (moto's credentials, the repository importable)
from moto import mock_aws
from moto.dynamodb import models

from agent_memory import Memory
from agent_memory.aws import aws_client
from agent_memory.core.records import FactDraft
from agent_memory.devtools.provision import create_table
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.model.port import CompactionResult, Reply
from agent_memory.store.dynamodb import DynamoDbStore
from benchmarks.candidate_set import person

AGENT, PHONE, NUMBER = "bench", "+5511987654321", "+5511900000000"
TABLE = "bench-write-units"


def item_bytes(item: dict) -> int:
    """DynamoDB's size of an item in DynamoDB JSON: names plus values."""
    return sum(len(name.encode()) + value_bytes(value) for name, value in item.items())


def value_bytes(value: dict) -> int:
    kind, inner = next(iter(value.items()))
    if kind == "S":
        return len(inner.encode())
    if kind == "N":
        return len(inner.lstrip("-").replace(".", "")) // 2 + 1
    if kind == "B":
        return len(inner)
    if kind in ("M", "L"):
        members = inner.values() if kind == "M" else inner
        return (
            3
            + sum(value_bytes(v) for v in members)
            + (sum(len(k.encode()) for k in inner) if kind == "M" else 0)
        )
    return 1


class WriteMeter:
    """Write units of every write request, split into index items and the rest."""

    def __init__(self, client) -> None:
        self.units = self.index_units = 0
        events = client.meta.events
        events.register("provide-client-params.dynamodb.TransactWriteItems", self._transact)
        events.register("provide-client-params.dynamodb.BatchWriteItem", self._batch)

    def _add(self, sk: str, units: int) -> None:
        self.units += units
        if sk.startswith(("IDX#", "META#FACTS", "META#SWEEP")):
            self.index_units += units

    def _transact(self, params, **_) -> None:
        for operation in params["TransactItems"]:
            kind, body = next(iter(operation.items()))
            if kind == "Put":
                size = item_bytes(body["Item"])
                self._add(body["Item"]["sk"]["S"], 2 * math.ceil(size / 1024))
            else:
                self._add(body["Key"]["sk"]["S"], 2)

    def _batch(self, params, **_) -> None:
        for requests in params["RequestItems"].values():
            for request in requests:
                if "PutRequest" in request:
                    item = request["PutRequest"]["Item"]
                    self._add(item["sk"]["S"], math.ceil(item_bytes(item) / 1024))
                else:
                    self._add(request["DeleteRequest"]["Key"]["sk"]["S"], 1)


class Extractor:
    """Returns the drafts queued for the next compaction."""

    name = "scripted"

    def __init__(self) -> None:
        self.next: list[FactDraft] = []

    def reply(self, instructions, history) -> Reply:
        return Reply(text="ok")

    def compact(self, previous_summary, messages, known_facts) -> CompactionResult:
        drafts, self.next = self.next, []
        return CompactionResult(summary="They talk about their life.", facts=drafts)


def one_table_copy_per_transaction() -> None:
    """moto backs the table up once per item of a transaction; once per call is the same."""
    real = models.DynamoDBBackend.transact_write_items

    def once(self, transact_items):
        copies: dict[int, object] = {}

        class OneCopy:
            @staticmethod
            def deepcopy(value, memo=None):
                return copies.setdefault(id(value), copy.deepcopy(value))

        models.copy = OneCopy
        try:
            return real(self, transact_items)
        finally:
            models.copy = copy

    models.DynamoDBBackend.transact_write_items = once


def run(compactions: int = 40, preloaded: int = 300) -> list[tuple[int, int, int]]:
    """(new facts, write units, of which the index) of each measured compaction."""
    one_table_copy_per_transaction()
    rng = random.Random(22)
    facts = list(person(preloaded + compactions * 14, questions=1).facts)
    drafts = [FactDraft(f.kind, f.content, f.subject) for f in facts]
    clock_now = [datetime(2026, 3, 1, 9, 0, tzinfo=UTC)]
    with mock_aws():
        create_table(TABLE)
        client = aws_client("dynamodb")
        store = DynamoDbStore(TABLE, client=client, clock=lambda: clock_now[0])
        model = Extractor()
        memory = Memory(
            store=store, model=model, clock=lambda: clock_now[0], embedder=LocalEmbedder()
        )
        meter = WriteMeter(client)
        measured = []
        taken = 0
        for round_ in range(compactions + preloaded // 50):
            warming = round_ < preloaded // 50
            count = 50 if warming else rng.choice([2, 3, 3, 6, 9, 13])
            model.next, taken = drafts[taken : taken + count], taken + count
            clock_now[0] += timedelta(hours=6)
            memory.remember(AGENT, PHONE, NUMBER, "user", f"news, round {round_}")
            before, index_before = meter.units, meter.index_units
            assert memory.compact(AGENT, PHONE, trigger=1, keep=0)
            if not warming:
                measured.append((count, meter.units - before, meter.index_units - index_before))
    return measured


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compactions", type=int, default=40)
    parser.add_argument("--preloaded", type=int, default=300, help="facts stored first")
    args = parser.parse_args()
    measured = run(args.compactions, args.preloaded)
    per_fact = [units / count for count, units, _ in measured]
    share = sum(i for _, _, i in measured) / max(sum(u for _, u, _ in measured), 1)
    print("bench_write_units: DynamoDB write units per compaction (realistic facts, moto)")
    for size in (2, 3, 6, 9, 13):
        rows = [units for count, units, _ in measured if count == size]
        if rows:
            print(f"  {size:>2} new facts: {statistics.median(rows):>5.0f} units (median)")
    print(f"  per new fact: {statistics.median(per_fact):.1f} units (median); "
          f"fact index: {share:.0%} of all units")  # fmt: skip


if __name__ == "__main__":
    main()
