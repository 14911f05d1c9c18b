"""`agent-memory facts show|export|delete` on both stores, with facts a compaction wrote
(real ids): a delete goes through the console's conditional path (`Curation`)."""

from __future__ import annotations

import json

import pytest

from agent_memory import Memory
from agent_memory.commands.cli import main
from agent_memory.commands.facts_cli import CHANGED_EXIT
from agent_memory.core.curation import Curation
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import FactDraft
from agent_memory.store.sqlite import SqliteStore
from tests.conftest import TABLE
from tests.fakes import ScriptedModel
from tests.lambdas import HASH_KEY

AGENT, ANA, BRUNO, NUMBER = "bot", "+5511987654321", "+5511912345678", "+5511900000000"
KEY = conversation_key(AGENT, ANA)
BASIC = FactDraft("profile", "Their plan is basic.", "plan")
ENTERPRISE = FactDraft("profile", "Their plan is enterprise.", "plan", updates=BASIC.content)
DOG = FactDraft("profile", "Their dog is called Pipoca.", "pet_name")


@pytest.fixture
def memory(store, clock, monkeypatch) -> Memory:
    """Ana (a plan that changed, a dog, a message not yet folded) and Bruno (one fact), as
    compactions wrote them; the command line pointed at the same store."""
    monkeypatch.setenv("AGENT_ID", AGENT)
    if isinstance(store, SqliteStore):
        monkeypatch.setenv("STORE", "sqlite")
        monkeypatch.setenv("SQLITE_PATH", str(store.path))
    else:
        monkeypatch.setenv("STORE", "dynamodb")
        monkeypatch.setenv("TABLE_NAME", TABLE)
    monkeypatch.setenv("PHONE_HASH_KEY", HASH_KEY.decode())
    model = ScriptedModel()
    memory = Memory(store=store, model=model, clock=clock, phone_hash_key=HASH_KEY)
    for phone, drafts in ((ANA, [BASIC, DOG]), (ANA, [ENTERPRISE]), (BRUNO, [DOG])):
        memory.remember(AGENT, phone, NUMBER, "user", "Oi!")
        model.queue_compaction("They said hi.", *drafts)
        assert memory.compact(AGENT, phone, trigger=1, keep=0)
        clock.advance(days=1)
    memory.remember(AGENT, ANA, NUMBER, "user", "Tchau!")  # not yet folded
    return memory


def facts(memory: Memory, phone: str = ANA) -> dict[str, str]:
    """Every stored fact of the person, content by id."""
    return {f.id: f.content for f in memory.store.load(conversation_key(AGENT, phone)).facts}


def fact_named(memory: Memory, text: str) -> str:
    return next(i for i, content in facts(memory).items() if text in content)


def delete(*which: str) -> int:
    return main(["facts", "delete", "--phone", ANA, *which])


def an_edit_lands_after_the_read(memory: Memory, monkeypatch, fact_id: str) -> list[str]:
    """The first `load` of the person's memory (the delete's read) is followed, before the
    delete can write, by an operator's edit of `fact_id`: the list gets the edit's id."""
    store_class = type(memory.store)
    load, edited = store_class.load, []

    def load_then_someone_edits(store, key):
        conversation = load(store, key)
        if not edited:
            edited.append("")
            edited[0] = Curation(memory).edit(AGENT, ANA, fact_id, "Their dog is Bolinha.").id
        return conversation

    monkeypatch.setattr(store_class, "load", load_then_someone_edits)
    return edited


def test_show_lists_live_facts_and_with_all_the_history(memory, capsys):
    assert main(["facts", "show", "--phone", ANA]) == 0
    out = capsys.readouterr().out
    assert "Their plan is enterprise." in out and "Pipoca" in out and "basic" not in out
    main(["facts", "show", "--phone", ANA, "--all"])
    assert "superseded" in capsys.readouterr().out


def test_export_is_all_of_the_persons_data_as_json(memory, tmp_path):
    out = tmp_path / "ana.json"
    assert main(["facts", "export", "--phone", ANA, "--output", str(out)]) == 0
    data = json.loads(out.read_text("utf-8"))
    assert data["phone"] == ANA and data["agent"] == AGENT
    assert [m["content"] for m in data["messages"]] == ["Tchau!"]
    states = {f["content"]: f["state"] for f in data["facts"]}
    assert states == {
        BASIC.content: "superseded",
        ENTERPRISE.content: "live",
        DOG.content: "live",
    }
    assert {f["id"] for f in data["facts"]} == set(facts(memory))


def test_delete_one_fact_takes_its_older_versions_and_the_index_forgets_them(memory, capsys):
    assert delete("--id", fact_named(memory, "enterprise")) == 0
    assert capsys.readouterr().out == "deleted 2 facts\n"
    assert list(facts(memory).values()) == [DOG.content]
    assert list(facts(memory, BRUNO).values()) == [DOG.content]
    assert memory.store.load_turn(KEY).fact_index.count == 1
    notes = memory.build_context(AGENT, ANA, query="is my plan enterprise or basic?").notes
    assert "plan" not in notes


def test_delete_all_facts_keeps_messages_and_other_people(memory, capsys):
    assert delete("--all") == 0
    assert capsys.readouterr().out == "deleted 3 facts\n"
    assert facts(memory) == {} and list(facts(memory, BRUNO).values()) == [DOG.content]
    assert [m.content for m in memory.store.load(KEY).messages] == ["Tchau!"]
    assert memory.store.load_turn(KEY).fact_index.count == 0
    assert delete("--all") == 0
    assert capsys.readouterr().out == "deleted 0 facts\n"


def test_unknown_fact_id_is_one_line_naming_the_fix(memory, capsys):
    before = facts(memory)
    assert delete("--id", "nope") == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "agent-memory facts show" in err
    assert facts(memory) == before


def test_an_older_version_is_refused_for_it_would_leave_the_current_one_live(memory, capsys):
    before = facts(memory)
    assert delete("--id", fact_named(memory, "basic")) == CHANGED_EXIT
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "changed since it was read" in err
    assert "facts show` and try again" in err
    assert facts(memory) == before


def test_a_delete_that_races_an_edit_deletes_nothing_and_says_to_read_again(
    memory, monkeypatch, capsys
):
    dog = fact_named(memory, "Pipoca")
    edited = an_edit_lands_after_the_read(memory, monkeypatch, dog)
    assert delete("--id", dog) == CHANGED_EXIT
    out, err = capsys.readouterr()
    assert out == "" and "changed since it was read" in err and "nothing deleted" in err
    assert facts(memory)[edited[0]] == "Their dog is Bolinha." and dog in facts(memory)
    assert "Bolinha" in memory.build_context(AGENT, ANA, query="what is my dog called?").notes


def test_delete_all_that_races_an_edit_deletes_the_edit_too(memory, monkeypatch, capsys):
    edited = an_edit_lands_after_the_read(memory, monkeypatch, fact_named(memory, "Pipoca"))
    assert delete("--all") == 0
    assert capsys.readouterr().out == "deleted 4 facts\n" and edited
    assert facts(memory) == {}
    assert memory.store.load_turn(KEY).fact_index.count == 0


def test_agent_comes_from_agent_id_or_the_error_names_it(memory, monkeypatch, capsys):
    monkeypatch.delenv("AGENT_ID", raising=False)
    assert main(["facts", "show", "--phone", ANA]) == 2
    assert "AGENT_ID" in capsys.readouterr().err
    monkeypatch.setenv("AGENT_ID", AGENT)
    assert main(["facts", "show", "--phone", ANA]) == 0
