"""`import-seed` skips and counts the rows no store can hold (a message too large, text
that is not valid UTF-8) and carries on: one bad row never stops an import partway."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.commands.cli import main
from agent_memory.commands.seed_import import import_seed
from tests.deliveries import NUMBER, OTHER_PERSON, PERSON
from tests.fakes import ScriptedModel

AGENT = "bot"
OTHER = OTHER_PERSON
NOT_UTF8 = bytes.fromhex("6869c3") + b" there"  # "hi" and half a character
ROW = "?, ?, ?, ?, 'user', COALESCE(?, CAST(? AS TEXT)), ?"  # a NULL text: NOT_UTF8 as TEXT


def seed(path: Path) -> Path:
    """Six messages, the 3rd 500 KB and the 5th not UTF-8, and two facts, one not UTF-8."""
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE messages (id INTEGER PRIMARY KEY, agent, phone, number, role, "
                   "content, created_at)")  # fmt: skip
        db.execute("CREATE TABLE facts (id INTEGER PRIMARY KEY, agent, phone, fact)")
        for n in range(1, 7):
            text = {3: "x " * 250_000, 5: None}.get(n, f"msg {n}")
            values = (n, AGENT, PERSON, NUMBER, text, NOT_UTF8, f"2024-01-01T00:00:0{n}Z")
            db.execute(f"INSERT INTO messages VALUES ({ROW})", values)
        db.execute("INSERT INTO facts VALUES (1, ?, ?, CAST(? AS TEXT))", (AGENT, PERSON, NOT_UTF8))
        db.execute("INSERT INTO facts VALUES (2, ?, ?, 'Their dog is Pipoca.')", (AGENT, PERSON))
    db.close()
    return path


def test_rows_no_store_can_hold_are_skipped_counted_and_the_import_goes_on(store, tmp_path):
    memory = Memory(store, ScriptedModel())
    report = import_seed(seed(tmp_path / "seed.db"), memory)
    assert (report.messages, report.facts, report.skipped, report.unstorable) == (4, 1, 3, 3)
    contents = [m.content for m in store.load(memory.key(AGENT, PERSON)).messages]
    assert contents == ["msg 1", "msg 2", "msg 4", "msg 6"]
    again = import_seed(tmp_path / "seed.db", memory)  # the same rows, the same answer
    assert (again.already_there, again.unstorable) == (4, 3)


def test_the_command_prints_how_many_rows_no_store_could_hold(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
):
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "local.db"))
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert main(["import-seed", str(seed(tmp_path / "seed.db"))]) == 0
    out = capsys.readouterr().out
    assert "imported 4 messages" in out and "skipped 3 rows (3 too large to store or not" in out


def blob_seed(path: Path) -> Path:
    """Every value a BLOB (bytes): one message, summary and fact each in UTF-8, and a
    message, summary, fact content and fact subject that are not."""
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE messages (id INTEGER PRIMARY KEY, agent, phone, number, role, "
                   "content, created_at)")  # fmt: skip
        db.execute("CREATE TABLE summaries (agent, phone, text)")
        db.execute("CREATE TABLE facts (id INTEGER PRIMARY KEY, agent, phone, fact, subject)")
        person = (AGENT.encode(), PERSON.encode())
        for n, content in ((1, "Olá, sou a Ana.".encode()), (2, NOT_UTF8)):
            at = f"2024-01-01T00:00:0{n}Z".encode()
            db.execute("INSERT INTO messages VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (n, *person, NUMBER.encode(), b"user", content, at))  # fmt: skip
        db.execute("INSERT INTO summaries VALUES (?, ?, ?)", (*person, b"Ana likes tea."))
        db.execute("INSERT INTO summaries VALUES (?, ?, ?)", (AGENT, OTHER, NOT_UTF8))
        for n, fact, subject in (
            (1, b"Their dog is Pipoca.", b"pet"),
            (2, NOT_UTF8, b"tea"),
            (3, b"Rides a bike.", b"bike \xff"),
        ):
            db.execute("INSERT INTO facts VALUES (?, ?, ?, ?, ?)", (n, *person, fact, subject))
    db.close()
    return path


def test_blob_text_is_read_as_utf8_or_its_row_skipped_as_unstorable(store, tmp_path):
    memory = Memory(store, ScriptedModel())
    report = import_seed(blob_seed(tmp_path / "seed.db"), memory)
    assert (report.messages, report.summaries, report.facts) == (1, 1, 1)
    assert (report.skipped, report.unstorable) == (4, 4)
    ana = store.load(memory.key(AGENT, PERSON))
    assert [m.content for m in ana.messages] == ["Olá, sou a Ana."]
    assert ana.summary is not None and ana.summary.text == "Ana likes tea."
    assert [(f.content, f.subject) for f in ana.facts] == [("Their dog is Pipoca.", "pet")]
    assert store.load(memory.key(AGENT, OTHER)).summary is None
