"""The command line's doors: every id, count and path it is given is checked (one line naming
the fix, exit 2, nothing written), and every stored text it prints reaches the terminal
escaped, so what a person sent never drives the operator's terminal."""

from __future__ import annotations

import json
import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from agent_memory.commands.cli import main
from agent_memory.config import Settings
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import Fact, Message, Summary
from agent_memory.display_text import printable, printable_json
from agent_memory.local.database import QueueDatabase
from agent_memory.local.files import LocalFiles
from agent_memory.local.inbox import SqliteInbox
from agent_memory.store.sqlite import SqliteStore
from tests.deliveries import PERSON, message_event

AGENT = "bot"
T0 = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)
# ESC, a C1 CSI (0x9b), a bidi override and an isolate, a line separator, a BEL
HOSTILE = "Ana\x1b]0;pwned\x07 \x9b2J \u202eevil\u202c \u2066x\u2069\u2028end"
RAW = ("\x1b", "\x9b", "\u202e", "\u2066", "\u2028", "\x07")


def run(argv: list[str]) -> int:
    """`agent-memory argv`'s exit status, a usage error (argparse exits) included."""
    try:
        return main(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)


def no_raw_control(text: str) -> bool:
    return not any(char in text for char in RAW)


@pytest.fixture
def parked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> SqliteInbox:
    """A local run with one event parked whose text holds terminal controls."""
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "agent-memory.db"))
    inbox = SqliteInbox(QueueDatabase(LocalFiles.from_settings(Settings()).queues))
    inbox.send(json.dumps(message_event("evt_\u202e1", PERSON, HOSTILE)), "g", "evt_\u202e1")
    claim = inbox.claim()
    assert claim is not None
    inbox.dead_letter(claim, "ModelRejected: \x1b[31m red")
    return inbox


@pytest.fixture
def stored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> SqliteStore:
    """A person whose fact, summary and message hold terminal controls."""
    path = tmp_path / "memory.db"
    monkeypatch.setenv("SQLITE_PATH", str(path))
    monkeypatch.delenv("STORE", raising=False)
    store = SqliteStore(path)
    key = conversation_key(AGENT, PERSON)
    store.append_message(key, Message("0001", "user", HOSTILE, "+5511900000000", T0, "evt_1"))
    fact = Fact("f1", "profile", f"Their name is {HOSTILE}.", "name\x1b", "stated", T0)
    store.save_compaction(key, Summary(f"Summary {HOSTILE}", "0000", T0, 1), None, [fact])
    yield store
    store.close()


@pytest.mark.parametrize("task", ["show", "redrive"])
@pytest.mark.parametrize("letter", ["99999999999999999999999", "0", "-1", "1e3", "１"])
def test_a_dead_letter_id_out_of_range_is_one_line_naming_the_fix(parked, capsys, task, letter):
    assert run(["dead-letters", task, letter]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "dead-letters list" in err
    assert parked.counts() == {"pending": 0, "dead_letters": 1}  # nothing redriven


def test_a_dead_letter_id_that_is_no_id_is_refused_before_any_queue_is_read(capsys):
    assert run(["dead-letters", "show", "--queue-url", "http://127.0.0.1:9/q", "a b\x1b"]) == 2
    err = capsys.readouterr().err
    assert "is not a dead letter id" in err and no_raw_control(err)


def test_a_listing_limit_past_its_ceiling_is_refused(parked, capsys):
    assert run(["dead-letters", "list", "--limit", "99999999999999999999999"]) == 2
    assert "from 1 to 10,000" in capsys.readouterr().err


def test_dead_letters_show_list_and_redrive_print_controls_escaped(parked, capsys):
    assert run(["dead-letters", "list"]) == 0
    assert run(["dead-letters", "show", "1"]) == 0
    assert run(["dead-letters", "redrive", "1"]) == 0
    out = capsys.readouterr().out
    assert no_raw_control(out)
    assert "\\x9b2J" in out and "\\u202eevil" in out and "(event evt_\\u202e1)" in out


def test_facts_show_and_inspect_print_controls_escaped(stored, capsys):
    assert run(["facts", "show", "--agent", AGENT, "--phone", PERSON]) == 0
    shown = capsys.readouterr().out
    assert no_raw_control(shown) and "Their name is Ana\\x1b]0;pwned" in shown
    # the header, then one line: a line separator in a fact makes no second line
    assert len(shown.splitlines()) == 2
    assert run(["inspect", "--agent", AGENT, "--phone", PERSON]) == 0
    inspected = capsys.readouterr().out
    assert no_raw_control(inspected) and "summary: Summary Ana\\x1b" in inspected
    assert "user: Ana\\x1b]0;pwned\\x07" in inspected


def test_export_escapes_controls_and_still_reads_as_the_same_data(stored, tmp_path, capsys):
    assert run(["facts", "export", "--agent", AGENT, "--phone", PERSON]) == 0
    out = capsys.readouterr().out
    assert no_raw_control(out)
    assert json.loads(out)["messages"][0]["content"] == HOSTILE


def test_export_to_a_folder_that_is_not_there_names_the_fix_and_writes_nothing(
    stored, tmp_path, capsys
):
    missing = tmp_path / "no" / "such" / "out.json"
    assert (
        run(["facts", "export", "--agent", AGENT, "--phone", PERSON, "--output", str(missing)]) == 2
    )
    assert "create it first" in capsys.readouterr().err
    assert run(["export", "--agent", AGENT, "--phone", PERSON, "--output", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err
    assert not (tmp_path / "no").exists()


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["chat", "--phone", PERSON, "--wait", "nan"], "is not a duration"),
        (["chat", "--phone", PERSON, "--wait", "1e308"], "seconds from 0 to 86,400"),
        (["check-stack", "--stack", "s", "--timeout", "inf"], "seconds from 0 to 86,400"),
        (["serve", "--maintenance-every", "1e308"], "seconds from more than 0 to 86,400"),
        (["serve", "--maintenance-every", "nan"], "seconds from more than 0 to 86,400"),
        (["serve", "--maintenance-every", "inf"], "seconds from more than 0 to 86,400"),
        (["serve", "--maintenance-every", "0"], "seconds from more than 0 to 86,400"),
        (["serve", "--maintenance-every", "-1"], "seconds from more than 0 to 86,400"),
        (["serve", "--port", "99999"], "is not a port: pass a whole number from 0 to 65,535"),
        (["serve", "--port", "-1"], "is not a port: pass a whole number from 0 to 65,535"),
        (["serve", "--port", "8" * 5000], "is not a port: pass a whole number from 0 to 65,535"),
        (["chat", "--phone", PERSON, "--port", "65536"], "is not a port"),
        (["replay", "x.jsonl", "--port", "1e3"], "is not a port"),
        (["mcp", "--http", "--port", "70000"], "is not a port"),
        (["console", "--port", "70000"], "is not a port"),
        (
            ["serve", "--workers", "100000"],
            "not a number of workers: pass a whole number from 1 to 64",
        ),
        (["serve", "--workers", "0"], "not a number of workers: pass a whole number from 1 to 64"),
        (["dead-letters", "list", "--limit", "9" * 5000], "is not a count"),
    ],
)
def test_a_number_out_of_its_range_is_one_line_naming_the_range(argv, says, tmp_path, capsys):
    # nothing starts: no store, no thread, no socket; the usage error names the range
    assert run(argv) == 2
    error = capsys.readouterr().err
    assert says in error and "Traceback" not in error
    assert error.strip().splitlines()[-1].startswith("agent-memory ")  # argparse's usage line


def seed(path: Path, summary_updated_at: object) -> Path:
    with sqlite3.connect(path) as db:
        db.executescript(
            "CREATE TABLE messages (id INTEGER PRIMARY KEY, chat TEXT, role TEXT, text TEXT,"
            " ts INTEGER);"
            "CREATE TABLE summaries (chat TEXT, summary TEXT, updated_at);"
            "CREATE TABLE facts (chat TEXT, fact TEXT);"
        )
        db.execute("INSERT INTO messages VALUES (1, ?, 'user', 'Oi', 1767261600)", (PERSON,))
        db.execute(
            "INSERT INTO summaries VALUES (?, 'Ana said hi.', ?)", (PERSON, summary_updated_at)
        )
        db.execute("INSERT INTO facts VALUES (?, 'Their name is Ana.')", (PERSON,))
    db.close()
    return path


@pytest.mark.parametrize("updated_at", ["nan", "inf", float("inf"), "2026-13-45"])
def test_a_summary_row_dated_nan_is_skipped_and_the_import_goes_on(
    tmp_path, monkeypatch, capsys, updated_at
):
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "memory.db"))
    path = seed(tmp_path / "seed.db", updated_at)
    assert run(["import-seed", str(path), "--agent", AGENT, "--number", "+5511900000000"]) == 0
    out = capsys.readouterr().out
    assert "imported 1 messages" in out and "1 facts" in out and "skipped 1 rows" in out


def test_a_seed_path_with_a_hash_opens_that_file_and_creates_none(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "memory.db"))
    folder = tmp_path / "exports"
    folder.mkdir()
    path = seed(folder / "memory#2?.db", "2026-01-01T10:00:00Z")
    before = sorted(p.name for p in folder.iterdir())
    assert run(["import-seed", str(path), "--agent", AGENT, "--number", "+5511900000000"]) == 0
    assert "imported 1 messages" in capsys.readouterr().out
    assert sorted(p.name for p in folder.iterdir()) == before  # no `memory` file made


@pytest.mark.parametrize(
    ("given", "said"),
    [("exports", "is a folder: pass the memory.ts database file"),
     ("missing.db", "does not exist: pass the memory.ts database file")],
)  # fmt: skip
def test_a_seed_path_that_is_no_file_says_what_it_is(tmp_path, monkeypatch, capsys, given, said):
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "memory.db"))
    (tmp_path / "exports").mkdir()
    path = tmp_path / given
    assert run(["import-seed", str(path), "--agent", AGENT, "--number", "+5511900000000"]) == 2
    assert capsys.readouterr().err == f"agent-memory: {path} {said}\n"


def test_printable_keeps_every_script_and_escapes_only_controls():
    assert (
        printable("Vázquez, Ελένη, Иван, 山田, अनु, 👩‍🔧") == "Vázquez, Ελένη, Иван, 山田, अनु, 👩‍🔧"
    )
    assert printable("a\nb\tc\x00\x7f\x85\u200e\ufeff\udc80") == (
        "a\\x0ab\\x09c\\x00\\x7f\\x85\\u200e\\ufeff\\udc80"
    )
    assert json.loads(printable_json({"t": "x\u202ey\U000f0000"})) == {"t": "x\u202ey\U000f0000"}


def test_chat_prints_a_reply_with_its_lines_and_its_controls_escaped():
    import io

    from agent_memory.local.chat import Chat

    out = io.StringIO()
    chat = Chat(client=None, phone=PERSON, out=out)  # type: ignore[arg-type]
    chat.show("agent> " + HOSTILE + "\nsecond line")
    assert no_raw_control(out.getvalue()) and out.getvalue().endswith("\nsecond line\n")


def assert_one_line_naming_the_fix(argv: list[str], capsys) -> None:
    assert run(argv) == 2
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err and len(captured.err.splitlines()) == 1
    assert "SQLITE_PATH" in captured.err and "chmod u+w" in captured.err
    assert "point SQLITE_PATH at the copy" in captured.err


READ_ONLY_COMMANDS = [
    ["inspect", "--agent", AGENT, "--phone", PERSON],
    ["facts", "show", "--agent", AGENT, "--phone", PERSON],
    ["facts", "export", "--agent", AGENT, "--phone", PERSON],
]


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads and writes whatever the mode says")
@pytest.mark.parametrize("argv", READ_ONLY_COMMANDS)
def test_a_read_only_data_directory_is_one_line_naming_the_fix(stored, capsys, argv):
    stored.close()  # its -wal and -shm files go with it
    directory = stored.path.parent
    directory.chmod(0o555)
    try:
        assert_one_line_naming_the_fix(argv, capsys)
    finally:
        directory.chmod(0o755)


@pytest.mark.parametrize("argv", READ_ONLY_COMMANDS)
def test_a_database_sqlite_may_only_read_is_one_line_naming_the_fix(
    tmp_path, monkeypatch, capsys, argv
):
    # GIVEN a database SQLite opens read-only (as a read-only directory makes it for any
    # user but root, who gets the same through a mode=ro URI), not yet in WAL mode
    path = tmp_path / "memory.db"
    sqlite3.connect(path).close()
    monkeypatch.setenv("SQLITE_PATH", str(path))
    monkeypatch.delenv("STORE", raising=False)
    connect = sqlite3.connect
    monkeypatch.setattr(
        sqlite3, "connect", lambda name, **kw: connect(f"file:{name}?mode=ro", uri=True, **kw)
    )
    assert_one_line_naming_the_fix(argv, capsys)
