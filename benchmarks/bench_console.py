"""The console's page times beside the CLI's `inspect`, in one run.

Run: `python benchmarks/bench_console.py` (`--facts 2000 --people 20000` for a shorter run).

On one SQLite store (the local run's), built here:

- a person with `--facts` live facts (10,000 by default; each a version chain of one,
  every 10th with one superseded version), 40 messages and 20 replies with audits;
- `--people` other people (100,000) listed as recently active, as `mark_sent` lists them.

Measured, median of `--runs` (the console serving over HTTP on 127.0.0.1 from a thread,
a logged-in client; `inspect` called as the CLI calls it, in-process, output discarded):

- the person page (the first 100 chains of facts, the audits, the messages), as HTML;
- the same person with `inspect` (the baseline: what an operator had before);
- the first page of recent people, and the same page read by scanning every person's
  state item and sorting (what a listing without the activity index would do);
- the person page's size for a person who sent 50 messages of 250 KB (12.5 MB stored):
  every text is cut at SHOWN_CHARS where it is shown.

On DynamoDB (moto) the first page of people is counted in requests and items read at
two table sizes: constant (one query per shard), whatever the number of people.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import io
import os
import statistics
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import harness  # noqa: F401  (moto's credentials, the repository importable)

from agent_memory.core.facts import fact_id
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import Fact, FactDraft, Message, ReplyAudit, Summary
from agent_memory.core.sequence import new_seq, reply_seq
from agent_memory.store import items
from agent_memory.store.sqlite import SqliteStore

AGENT = "bench"
ANA = "+5511987654321"
NUMBER = "+5511900000000"
KEY = conversation_key(AGENT, ANA)
HASH_KEY = b"bench-console"  # fact ids are keyed digests
WORDS = [
    "plan",
    "dog",
    "city",
    "trip",
    "meeting",
    "invoice",
    "order",
    "music",
    "coffee",
    "book",
    "car",
    "garden",
]


def grow_person(store: SqliteStore, count: int, now: datetime) -> None:
    """`count` live facts through the store's compaction write (500 at a time), a tenth of
    them with a superseded version; messages and replies with audits."""
    store.save_compaction(KEY, Summary("They talk a lot.", "0", now, 1), None, [], now)
    for start in range(0, count, 500):
        batch: list[Fact] = []
        for n in range(start, min(count, start + 500)):
            at = now - timedelta(seconds=count - n)
            text = f"Fact {n} about their {WORDS[n % len(WORDS)]} number {n * 7 % 1000}."
            draft = FactDraft("episode" if n % 3 else "profile", text, f"s{n}")
            fact = Fact(fact_id(draft, at, HASH_KEY), draft.kind, text, f"s{n}", "stated", at)
            if n % 10 == 0:
                old = replace(
                    fact, id=fact_id(replace(draft, content="Old."), at - timedelta(1), HASH_KEY)
                )
                batch.append(replace(old, content="Old.", superseded_by=fact.id, superseded_at=at))
            batch.append(fact)
        current = store.load_turn(KEY).summary
        assert current is not None
        summary = replace(current, version=current.version + 1)
        assert store.save_compaction(KEY, summary, current.version, batch, now)
    ids = [f.id for f in store.facts_after(KEY, None, 30).facts]
    for n in range(20):
        event = f"evt_{n}"
        message = Message(new_seq(now), "user", f"Question {n}?", NUMBER, now, event)
        store.append_message(KEY, message)
        reply = Message(reply_seq(message.seq), "assistant", f"Answer {n}.", NUMBER, now)
        audit = ReplyAudit(tuple((i, 0.5) for i in ids[:8]), 3, 12)
        store.record_reply(KEY, event, reply, audit)
        store.mark_sent(KEY, event, None, now)


def list_people(store: SqliteStore, count: int, now: datetime) -> None:
    """`count` people listed as active, as `mark_sent` lists them (one state item each)."""
    with store._transaction() as db:  # bulk setup: one transaction, not 100,000
        for n in range(count):
            key = conversation_key(AGENT, f"+55219{n:08d}")
            state = {"pk": key.partition, "sk": items.STATE_SK}
            state.update(items.activity_fields(key, now - timedelta(seconds=n)))
            store._put(db, state)


def scan_first_page(store: SqliteStore) -> list[str]:
    """The first page the way a listing without the index would get it: every state item."""
    with store._lock:
        rows = store._db.execute(
            "SELECT pk, body FROM items WHERE sk = ? AND pk > ? AND pk < ?",
            (items.STATE_SK, f"{AGENT}#", f"{AGENT}$"),
        ).fetchall()
    found = [items.person_of_partition(pk)[1] for pk, body in rows if '"active_us"' in body]
    return sorted(found)[:25]


def timed(action, runs: int) -> float:
    """The median time of `action`, in ms (one warm-up run first)."""
    action()
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def get(console, path: str) -> int:
    connection = http.client.HTTPConnection("127.0.0.1", console.port, timeout=60)
    cookie = f"{console.access.cookie}={console.access.session}"
    connection.request("GET", path, headers={"Cookie": cookie})
    answer = connection.getresponse()
    size = len(answer.read())
    assert answer.status == 200, answer.status
    return size


def long_messages_page_bytes(folder: Path, memory_of) -> tuple[int, int]:
    """(bytes stored, bytes of the person page) for 50 messages of 250 KB."""
    from tests.console_server import running_console

    store = SqliteStore(folder / "long.db")
    memory = memory_of(store)
    for n in range(50):
        memory.remember(AGENT, ANA, NUMBER, "user", f"message {n} " + "x" * 250_000)
    stored = sum(len(m.content.encode()) for m in store.load(KEY).messages)
    with running_console(memory, AGENT) as console:
        size = get(console, f"/person/{ANA}")
    store.close()
    return stored, size


def dynamodb_first_page(sizes: list[int]) -> list[tuple[int, int, int]]:
    """(people, requests, items read) of the first page on a moto table, per size."""
    from moto import mock_aws

    from agent_memory.aws import aws_client
    from agent_memory.devtools.provision import create_table
    from agent_memory.store.dynamodb import DynamoDbStore
    from agent_memory.store.dynamodb_requests import to_ddb
    from benchmarks.harness import RequestCounter

    rows = []
    with mock_aws():
        create_table("bench-console")
        client = aws_client("dynamodb")
        store = DynamoDbStore("bench-console", client=client)
        listed, now = 0, datetime.now(UTC)
        for size in sizes:
            while listed < size:
                batch = []
                for n in range(listed, min(size, listed + 25)):
                    key = conversation_key(AGENT, f"+55219{n:08d}")
                    item = {"pk": key.partition, "sk": items.STATE_SK}
                    item.update(items.activity_fields(key, now - timedelta(seconds=n)))
                    batch.append({"PutRequest": {"Item": to_ddb(item)}})
                answer = client.batch_write_item(RequestItems={"bench-console": batch})
                if answer.get("UnprocessedItems"):  # fewer people than the size measured
                    raise RuntimeError("DynamoDB left seed items unprocessed; run it again")
                listed += len(batch)
            counter = RequestCounter(client)
            items_read = 0

            def count(parsed, **_: object) -> None:
                nonlocal items_read
                items_read += len(parsed.get("Items", []))

            client.meta.events.register("after-call.dynamodb.Query", count)
            page = store.recent_people(AGENT, 26)
            assert len(page) == 26
            rows.append((size, counter.total(), items_read))
            client.meta.events.unregister("after-call.dynamodb.Query", count)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--facts", type=int, default=10_000)
    parser.add_argument("--people", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--dynamodb-people", default="2000,20000")
    args = parser.parse_args()

    from agent_memory import Memory
    from agent_memory.commands.cli import main as cli
    from tests.console_server import running_console
    from tests.fakes import ScriptedModel

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "agent-memory.db"
        os.environ.update(STORE="sqlite", SQLITE_PATH=str(path), AGENT_ID=AGENT)
        store = SqliteStore(path)
        now = datetime.now(UTC)
        started = time.perf_counter()
        grow_person(store, args.facts, now)
        list_people(store, args.people, now)
        print(
            f"built {args.facts:,} facts and {args.people:,} people in "
            f"{time.perf_counter() - started:.0f} s"
        )
        from agent_memory.config import Settings

        def memory_of(store: SqliteStore) -> Memory:
            key = Settings().phone_hash_key()
            return Memory(store=store, model=ScriptedModel(), phone_hash_key=key)

        memory = memory_of(store)

        def inspect() -> None:
            with contextlib.redirect_stdout(io.StringIO()):
                assert cli(["inspect", "--agent", AGENT, "--phone", ANA]) == 0

        with running_console(memory, AGENT) as console:
            page_bytes = get(console, f"/person/{ANA}")
            person_ms = timed(lambda: get(console, f"/person/{ANA}"), args.runs)
            inspect_ms = timed(inspect, args.runs)
            people_ms = timed(lambda: get(console, "/"), args.runs)
            listed_ms = timed(lambda: store.recent_people(AGENT, 26), args.runs)
            scan_ms = timed(lambda: scan_first_page(store), args.runs)
        store.close()
        long_stored, long_page = long_messages_page_bytes(Path(folder), memory_of)
    print(f"\nSQLite, median of {args.runs} (ms)")
    print(f"{'':48} {'ms':>9} {'ratio':>7}")
    print(f"{'CLI inspect (baseline), ' + f'{args.facts:,} facts':48} {inspect_ms:9.1f} {1:7.2f}")
    print(
        f"{'console person page, HTTP, first 100 chains':48} {person_ms:9.1f} "
        f"{person_ms / inspect_ms:7.2f}   ({page_bytes / 1024:.0f} KB of HTML)"
    )
    print(f"{'people: scan every state item (baseline)':48} {scan_ms:9.1f} {1:7.2f}")
    print(
        f"{'people: first page, activity index, store':48} {listed_ms:9.2f} "
        f"{listed_ms / scan_ms:7.3f}"
    )
    print(
        f"{'people: first page, HTTP, ' + f'{args.people:,} people':48} {people_ms:9.1f} "
        f"{people_ms / scan_ms:7.3f}"
    )
    print(
        f"person page, 50 messages of 250 KB ({long_stored / 1e6:.1f} MB stored): "
        f"{long_page / 1024:.0f} KB of HTML"
    )
    sizes = [int(s) for s in args.dynamodb_people.split(",") if s]
    if sizes:
        print("\nDynamoDB (moto): the first page of people")
        print(f"{'people':>10} {'requests':>9} {'items read':>11}")
        for size, requests, read in dynamodb_first_page(sizes):
            print(f"{size:>10,} {requests:>9} {read:>11}")


if __name__ == "__main__":
    main()
