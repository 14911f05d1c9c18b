"""Writes a database with the SQLite store of commit 2f0e0bc (main when issue 25 began:
the layout a store made by `make run` then has) and prints its schema and rows as JSON:
the fixture `rows.json` beside this file.

    git worktree add /tmp/startcode 2f0e0bc
    PYTHONPATH=/tmp/startcode/layers/agent_memory .venv/bin/python \
        tests/sqlite_2f0e0bc/make_db.py /tmp/start.db > tests/sqlite_2f0e0bc/rows.json

Not a test: it runs that commit's code, which later trees need not have.
"""

from __future__ import annotations

import json
import sqlite3
import sys
from datetime import UTC, datetime, timedelta, timezone

from agent_memory import Memory
from agent_memory.core.records import Message
from agent_memory.core.sequence import reply_seq
from agent_memory.model.offline import OfflineModel
from agent_memory.store.sqlite import SqliteStore

AGENT, NUMBER, NEW_NUMBER = "bot", "+15550000001", "+15550000002"
ANA, BEA, CAI, DAN = "+5511987654321", "+5511987654322", "+5511987654323", "+5511987654324"


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def tick(self) -> None:
        self.now += timedelta(seconds=1)


def main(path: str) -> None:
    clock = Clock()
    store = SqliteStore(path, clock=clock)
    memory = Memory(store=store, model=OfflineModel(), clock=clock)

    def turn(phone, text, event_id, reply=None, sent=True, at=None):
        memory.remember(AGENT, phone, NUMBER, "user", text, event_id=event_id, at=at)
        clock.tick()
        if reply is None:
            return
        key = memory.key(AGENT, phone)
        marker = store.turn(key, event_id)
        answer = Message(reply_seq(marker.seq), "assistant", reply, NUMBER, marker.at)
        assert store.record_reply(key, event_id, answer)
        if sent:
            store.mark_sent(key, event_id, clock.now)
        clock.tick()

    # Ana: turns with and without event ids, a compaction that folds the oldest and keeps
    # facts, then more turns: sent, recorded but not sent, not answered
    turn(ANA, "my name is Ana. i live in Recife", "evt_a1", "reply a1")
    turn(ANA, "ana 2 no id", None)
    turn(ANA, "i prefer morning deliveries", "evt_a2", "reply a2")
    turn(ANA, "ana 4 no id", None)
    memory.remember(AGENT, ANA, NUMBER, "assistant", "ana 5 assistant note")
    clock.tick()
    india = timezone(timedelta(hours=5, minutes=30))
    turn(ANA, "ana 6 with id, +05:30", "evt_a3", "reply a3", at=clock.now.astimezone(india))
    assert memory.compact(AGENT, ANA, trigger=6, keep=4)
    turn(ANA, "ana 7 with id", "evt_a4", "reply a4")
    turn(ANA, "ana 8 no id", None)
    turn(ANA, "ana 9 id, reply not sent", "evt_a5", "reply a5", sent=False)
    turn(ANA, "ana 10 id, no reply", "evt_a6")
    # Bea: an erasure requested (not carried out yet), and a message after the request
    turn(BEA, "bea secret before", "evt_b1", "reply b1")
    turn(BEA, "bea plain before", None)
    clock.tick()
    store.request_erasure(memory.key(AGENT, BEA), clock.now)
    clock.tick()
    turn(BEA, "bea after request", "evt_b2")
    # Cai opted out; Dan was erased at once (a tombstone and receipt are left);
    # the agent's number was replaced
    turn(CAI, "cai 1", "evt_c1", "reply c1")
    store.set_opted_out(memory.key(AGENT, CAI), clock.now)
    clock.tick()
    turn(DAN, "dan 1", "evt_d1", "reply d1")
    memory.forget(AGENT, DAN)
    clock.tick()
    store.save_number_replacement(AGENT, NUMBER, NEW_NUMBER, clock.now)
    store.close()
    db = sqlite3.connect(path)
    schema = db.execute("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid")
    rows = db.execute("SELECT pk, sk, body, ttl FROM items ORDER BY pk, sk").fetchall()
    dump = {"clock": clock.now.isoformat(), "schema": [s for (s,) in schema], "rows": rows}
    print(json.dumps(dump, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1])
