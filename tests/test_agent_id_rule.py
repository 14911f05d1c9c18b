"""One agent id rule at every door (library, settings and so the CLI, console and MCP, the
stack's parameter): an id one door writes, every other can name. An id only an earlier
version let the library write stays erasable, by the library and the CLI."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.commands.cli import main
from agent_memory.config import Settings
from agent_memory.core.curation import Curation
from agent_memory.core.key_limits import AGENT_ID_PATTERN, stored_agent_id
from agent_memory.core.memory import conversation_key
from agent_memory.core.phone import hash_phone
from agent_memory.core.records import ConversationKey, FactDraft, Message
from agent_memory.devtools.provision import load_template
from agent_memory.errors import ConfigurationError
from agent_memory.mcp_server.tools import MemoryTools, ToolInputError
from agent_memory.store import items
from agent_memory.store.port import ERASURE_DUE
from agent_memory.store.sqlite import SqliteStore
from agent_memory.wiring import memory_from_settings
from tests.fakes import ScriptedModel
from tests.store_dump import items_of

ANA, NUMBER = "+5511987654321", "+5511900000000"
LONGEST_PHONE = "+123456789012345"
REFUSED = ["support bot", "suporte-ação", "a" * 65, "a#b", "x\ud800", "", "bot/1"]
ACCEPTED = ["support-bot", "a" * 64, "Bot.v2_x", "  bot  "]
EARLIER = ["support bot", "suporte-ação", "a" * 3000]  # what the library took until now


@pytest.mark.parametrize("agent", REFUSED)
def test_an_id_one_door_refuses_every_door_refuses(agent, tmp_path):
    memory = Memory(SqliteStore(tmp_path / "m.db"), ScriptedModel())
    with pytest.raises(ValueError, match="letters, digits"):
        conversation_key(agent, ANA)
    with pytest.raises(ValueError, match="letters, digits"):
        memory.remember(agent, ANA, NUMBER, "user", "hi")
    if stored_agent_id(agent):  # an earlier version's id: its memory is read, never written
        with pytest.raises(ToolInputError, match="letters, digits"):
            MemoryTools(memory, agent).add_fact(ANA, "preference", "Likes tea.", "drink")
    else:
        with pytest.raises(ValueError, match="letters, digits"):
            MemoryTools(memory, agent)
    if agent.strip():  # an empty setting is an unset one
        with pytest.raises(ConfigurationError, match="letters, digits"):
            Settings({"AGENT_ID": agent}).validate()


@pytest.mark.parametrize("agent", ACCEPTED)
def test_an_id_one_door_takes_every_door_takes(agent, tmp_path):
    memory = Memory(SqliteStore(tmp_path / "m.db"), ScriptedModel())
    assert memory.remember(agent, ANA, NUMBER, "user", "hi")
    assert MemoryTools(memory, agent).agent == agent.strip()
    Settings({"AGENT_ID": agent}).validate()


def test_the_stack_s_parameter_holds_the_same_rule():
    agent_id = load_template()["Parameters"]["AgentId"]
    assert AGENT_ID_PATTERN.pattern.startswith(agent_id["AllowedPattern"].removesuffix("+"))
    assert agent_id["MaxLength"] == 64


def test_no_accepted_id_and_phone_come_near_dynamodb_s_partition_key_limit():
    key = conversation_key("a" * 64, LONGEST_PHONE)
    partitions = [key.partition, key.tombstone_partition,
                  items.NUMBERS_PARTITION.format(agent=key.agent)]  # fmt: skip
    assert max(len(p.encode()) for p in partitions) <= 128  # DynamoDB's: 2,048 bytes


def written_by_an_earlier_version(store, memory: Memory, agent: str) -> ConversationKey:
    key = ConversationKey(agent, ANA, hash_phone(ANA, memory.phone_hash_key))
    at = datetime(2026, 11, 1, tzinfo=UTC)
    assert store.append_message(key, Message("00017", "user", "Oi", NUMBER, at, "e1"))
    return key


@pytest.mark.parametrize("agent", EARLIER)
def test_an_id_an_earlier_version_stored_stays_erasable_by_the_cli(
    agent, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
):
    db = tmp_path / "memory.db"
    monkeypatch.setenv("SQLITE_PATH", str(db))
    monkeypatch.delenv("AGENT_ID", raising=False)
    memory = memory_from_settings(Settings())
    key = written_by_an_earlier_version(memory.store, memory, agent)
    memory.store.close()  # type: ignore[attr-defined]
    assert main(["forget", "--agent", agent, "--phone", ANA]) == 0
    assert "erased person" in capsys.readouterr().out
    store = SqliteStore(db)
    assert items_of(store, key.partition) == []
    store.close()


@pytest.mark.parametrize("agent", EARLIER[:2])
def test_an_earlier_id_is_erased_and_maintained_but_gets_no_new_memory(agent, store, clock):
    memory = Memory(store, ScriptedModel(), clock=clock)
    key = written_by_an_earlier_version(store, memory, agent)
    with pytest.raises(ValueError, match="letters, digits"):
        memory.remember(agent, ANA, NUMBER, "user", "more")
    assert not memory.compact(agent, ANA, trigger=2, keep=0)  # maintenance still reaches it
    memory.request_erasure(agent, ANA)
    assert memory.due(ERASURE_DUE) == [key]
    memory.erase(key)
    assert store.load(key).messages == []


def remembered_by_an_earlier_version(memory: Memory, agent: str) -> ConversationKey:
    """A message kept and one folded into a summary and a fact, under `agent`."""
    key = written_by_an_earlier_version(memory.store, memory, agent)
    at = datetime(2026, 11, 1, 0, 1, tzinfo=UTC)
    assert memory.store.append_message(key, Message("00018", "user", "Tea", NUMBER, at, "e2"))
    memory.model.queue_compaction(  # type: ignore[attr-defined]
        "Ana likes tea.", FactDraft(kind="preference", content="Likes tea.", subject="drink")
    )
    assert memory.compact(agent, ANA, trigger=2, keep=1)
    return key


@pytest.mark.parametrize("agent", EARLIER[:2])  # DynamoDB keys no 3,000-byte partition
def test_an_id_an_earlier_version_stored_stays_readable_by_every_read_door(agent, store, clock):
    memory = Memory(store, ScriptedModel(), clock=clock)
    remembered_by_an_earlier_version(memory, agent)
    curation, tools = Curation(memory), MemoryTools(memory, agent)
    exported = curation.export(agent, ANA)
    assert [m["content"] for m in exported["messages"]] == ["Tea"]
    assert [f["content"] for f in exported["facts"]] == ["Likes tea."]
    assert tools.export_person(ANA) == exported
    (chain,) = curation.chains(agent, ANA)
    assert curation.history(agent, ANA, chain.current.id) == [chain.current]
    assert "Ana likes tea." in memory.build_context(agent, ANA).notes
    assert tools.list_facts(ANA)["total"] == 1
    assert [s.fact.content for s in memory.search(agent, ANA, "tea", 3)] == ["Likes tea."]
    with pytest.raises(ValueError, match="letters, digits"):  # writes stay refused
        curation.add(agent, ANA, "preference", "Likes coffee.", "coffee")
    with pytest.raises(ToolInputError, match="letters, digits"):
        tools.forget_fact(ANA, chain.current.id)


@pytest.mark.parametrize("agent", EARLIER)
def test_an_id_an_earlier_version_stored_is_exported_and_inspected_by_the_cli(
    agent, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
):
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "memory.db"))
    monkeypatch.delenv("AGENT_ID", raising=False)
    memory = memory_from_settings(Settings())
    memory.model = ScriptedModel()
    remembered_by_an_earlier_version(memory, agent)
    memory.store.close()  # type: ignore[attr-defined]
    person = ["--agent", agent, "--phone", ANA]
    assert main(["export", *person]) == 0
    exported = json.loads(capsys.readouterr().out)
    assert [f["content"] for f in exported["facts"]] == ["Likes tea."]
    assert main(["inspect", *person]) == 0
    assert "Likes tea." in capsys.readouterr().out
    assert main(["facts", "show", *person]) == 0
    assert "Likes tea." in capsys.readouterr().out
    assert main(["facts", "delete", "--all", *person]) == 2  # a write: refused, with the rule
    refused = capsys.readouterr().err
    assert "letters, digits" in refused and "--agent" in refused and "AGENT_ID=" not in refused
