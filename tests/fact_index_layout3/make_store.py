"""Writes one person's memory with the fact index of layout 3 (main at 2f0e0bc) on both
stores and prints it as JSON: the fixture `store.json` beside this file.

    git worktree add /tmp/layout3 2f0e0bc
    PYTHONPATH=/tmp/layout3/layers/agent_memory:/tmp/layout3 .venv/bin/python \
        tests/fact_index_layout3/make_store.py > tests/fact_index_layout3/store.json

Not a test: it runs the code of that commit, which today's tree no longer has. What it
writes: 59 facts through three compactions (45 of them about the garden, past that
layout's 40 ids a posting; profile facts; one superseded), embedded by the local
embedder only from the third on, so the index head holds a sweep cursor (a sweep of
10 facts a page), and 30 messages not yet folded.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from moto import mock_aws

import agent_memory.core.memory as memory_module
from agent_memory import Memory
from agent_memory.aws import aws_client
from agent_memory.core.records import FactDraft
from agent_memory.devtools.provision import create_table
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.model.port import CompactionResult, Reply
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.sqlite import SqliteStore

AGENT, PHONE, NUMBER = "bot", "+5511987654321", "+15550000001"
TABLE = "layout3"
SYLLABLES = [
    "ba",
    "be",
    "bi",
    "bo",
    "ka",
    "ke",
    "ki",
    "ko",
    "la",
    "le",
    "li",
    "lo",
    "ma",
    "me",
    "mi",
    "mo",
    "na",
    "ne",
    "ni",
    "no",
    "ra",
    "re",
    "ri",
    "ro",
]
NAMES = [
    (a + b + c).capitalize()
    for a, b, c in zip(SYLLABLES, SYLLABLES[7:] * 2, SYLLABLES[3:] * 2, strict=False)
]
NAMES += [
    (a + c + b).capitalize()
    for a, b, c in zip(SYLLABLES, SYLLABLES[5:] * 2, SYLLABLES[11:] * 2, strict=False)
]


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


class Model:
    """Each compaction returns the next batch of drafts."""

    name = "scripted"

    def __init__(self, batches: list[list[FactDraft]]) -> None:
        self.batches = list(batches)

    def reply(self, instructions, history) -> Reply:
        return Reply(text="ok")

    def compact(self, previous_summary, messages, known_facts) -> CompactionResult:
        return CompactionResult(summary="They talk about their garden.", facts=self.batches.pop(0))


def batches() -> list[list[FactDraft]]:
    crops = [
        "tomato",
        "basil",
        "kale",
        "leek",
        "onion",
        "pepper",
        "squash",
        "melon",
        "bean",
        "pea",
        "carrot",
        "beet",
        "chard",
        "mint",
    ]
    helpers = [
        "sister",
        "brother",
        "mother",
        "father",
        "friend",
        "neighbour",
        "boss",
        "cousin",
        "son",
        "daughter",
    ]
    garden = [
        FactDraft(
            "preference",
            f"Their {helpers[n % 10]}'s garden grows {crops[n % 14]} called {NAMES[n]}.",
            f"garden_{NAMES[n].lower()}",
        )
        for n in range(45)
    ]
    profile = [
        FactDraft("profile", "Their name is Ana Vaz.", "name"),
        FactDraft("profile", "They live in Lisbon.", "city"),
        FactDraft("profile", "They work as a nurse.", "job"),
    ]
    other = [
        FactDraft("decision", f"They decided to paint the fence colour {n}.", f"fence_{n}")
        for n in range(10)
    ]
    episode = [FactDraft("episode", "They visited a seed market on Saturday.", "seed_market")]
    moved = [FactDraft("profile", "They live in Porto now.", "city")]
    return [garden[:20] + profile, garden[20:] + other, episode + moved]


def grow(store, clock: Clock) -> None:
    model = Model(batches())
    memory = Memory(store=store, model=model, clock=clock, embedder=None)  # embedder down
    for round_ in range(3):
        if round_ == 2:  # back: this compaction sweeps a first page of older facts
            memory = Memory(store=store, model=model, clock=clock, embedder=LocalEmbedder())
        for n in range(40):
            clock.now += timedelta(minutes=1)
            role = "user" if n % 2 == 0 else "assistant"
            memory.remember(AGENT, PHONE, NUMBER, role, f"round {round_} message {n}")
        assert memory.compact(AGENT, PHONE, trigger=40, keep=10)
    for n in range(20):
        clock.now += timedelta(minutes=1)
        memory.remember(AGENT, PHONE, NUMBER, "user", f"later message {n} about the garden")


def main() -> None:
    memory_module.EMBEDDING_BACKFILL_LIMIT = 10  # a sweep cursor is left in the head
    dump: dict = {"agent": AGENT, "phone": PHONE}
    with tempfile.TemporaryDirectory() as folder:
        clock = Clock()
        path = Path(folder) / "memory.db"
        store = SqliteStore(path, clock=clock)
        grow(store, clock)
        store.close()
        db = sqlite3.connect(path)
        dump["clock"] = clock.now.isoformat()
        dump["sqlite_rows"] = db.execute(
            "SELECT pk, sk, body, ttl FROM items ORDER BY pk, sk"
        ).fetchall()
        db.close()
    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):
        os.environ[name] = "testing"
    os.environ["AWS_DEFAULT_REGION"] = "us-east-1"
    with mock_aws():
        create_table(TABLE)
        client = aws_client("dynamodb")
        clock = Clock()
        grow(DynamoDbStore(TABLE, client=client, clock=clock), clock)
        found = client.scan(TableName=TABLE)["Items"]
        for item in found:  # DynamoDB JSON, binary values as base64 (as on the wire)
            for value in item.values():
                if "B" in value:
                    import base64

                    value["B"] = base64.b64encode(value["B"]).decode()
        dump["dynamodb_items"] = sorted(found, key=lambda i: (i["pk"]["S"], i["sk"]["S"]))
    json.dump(dump, sys.stdout, indent=0, ensure_ascii=False)


if __name__ == "__main__":
    main()
