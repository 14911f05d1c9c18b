"""`agent-memory facts show|export|delete` on the embedded store."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from agent_memory.commands.cli import main
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import Fact, Message, Summary
from agent_memory.store.sqlite import SqliteStore

AGENT, ANA, BRUNO = "bot", "+5511987654321", "+5511912345678"
T0 = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def fact(fact_id: str, content: str, subject: str, **kw) -> Fact:
    return Fact(fact_id, "profile", content, subject, "stated", T0, **kw)


@pytest.fixture
def db(tmp_path, monkeypatch):
    """Ana with a message, a summary, a plan that changed and a pet; Bruno with one fact."""
    path = tmp_path / "memory.db"
    monkeypatch.setenv("SQLITE_PATH", str(path))
    monkeypatch.delenv("STORE", raising=False)
    store = SqliteStore(path)
    ana = conversation_key(AGENT, ANA)
    store.append_message(ana, Message("0001", "user", "Oi!", "+5511900000000", T0, "evt_1"))
    facts = [
        fact("f1", "Their plan is basic.", "plan", superseded_by="f2"),
        fact("f2", "Their plan is enterprise.", "plan", embedding=b"\x00\x01"),
        fact("f3", "Their dog is called Pipoca.", "pet_name"),
    ]
    store.save_compaction(ana, Summary("Ana said hi.", "0000", T0, 1), None, facts)
    bruno = conversation_key(AGENT, BRUNO)
    store.save_compaction(bruno, Summary("s", "0", None, 1), None, [fact("b1", "Bruno's.", "x")])
    yield store
    store.close()


def ids(store, phone=ANA) -> list[str]:
    return [f.id for f in store.load(conversation_key(AGENT, phone)).facts]


def test_show_lists_live_facts_and_with_all_the_history(db, capsys):
    assert main(["facts", "show", "--agent", AGENT, "--phone", ANA]) == 0
    out = capsys.readouterr().out
    assert "Their plan is enterprise." in out and "Pipoca" in out and "basic" not in out
    main(["facts", "show", "--agent", AGENT, "--phone", ANA, "--all"])
    assert "superseded" in capsys.readouterr().out


def test_export_is_all_of_the_persons_data_as_json(db, tmp_path, capsys):
    out = tmp_path / "ana.json"
    assert main(["facts", "export", "--agent", AGENT, "--phone", ANA, "--output", str(out)]) == 0
    data = json.loads(out.read_text("utf-8"))
    assert data["phone"] == ANA and data["agent"] == AGENT
    assert [m["content"] for m in data["messages"]] == ["Oi!"]
    assert data["summary"]["text"] == "Ana said hi."
    assert {f["id"]: f["state"] for f in data["facts"]} == {
        "f1": "superseded",
        "f2": "live",
        "f3": "live",
    }
    assert "Bruno" not in out.read_text("utf-8")


def test_delete_one_fact_takes_its_older_versions_and_nothing_else(db, capsys):
    assert main(["facts", "delete", "--agent", AGENT, "--phone", ANA, "--id", "f2"]) == 0
    assert "deleted 2 facts" in capsys.readouterr().out
    assert ids(db) == ["f3"] and ids(db, BRUNO) == ["b1"]


def test_delete_all_facts_keeps_messages_and_other_people(db):
    assert main(["facts", "delete", "--agent", AGENT, "--phone", ANA, "--all"]) == 0
    assert ids(db) == [] and ids(db, BRUNO) == ["b1"]
    assert len(db.load(conversation_key(AGENT, ANA)).messages) == 1


def test_unknown_fact_id_is_one_line_naming_the_fix(db, capsys):
    assert main(["facts", "delete", "--agent", AGENT, "--phone", ANA, "--id", "nope"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "agent-memory facts show" in err
    assert len(ids(db)) == 3


def test_agent_comes_from_agent_id_or_the_error_names_it(db, monkeypatch, capsys):
    monkeypatch.delenv("AGENT_ID", raising=False)
    assert main(["facts", "show", "--phone", ANA]) == 2
    assert "AGENT_ID" in capsys.readouterr().err
    monkeypatch.setenv("AGENT_ID", AGENT)
    assert main(["facts", "show", "--phone", ANA]) == 0
