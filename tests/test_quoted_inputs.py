"""What an error quotes of what it was given: a short, escaped prefix and the length, through
one helper (`display_text.quoted_input`), so a 5 MB fact id, path or setting makes a one-line
error, never a 5 MB one, on every door (core, command line, MCP, console, settings)."""

from __future__ import annotations

import ast
import builtins
from pathlib import Path

import pytest

import agent_memory
from agent_memory.commands.cli import main
from agent_memory.config import Settings
from agent_memory.core.curation import Curation, UnknownFact
from agent_memory.core.memory import conversation_key
from agent_memory.display_text import QUOTED_MAX_CHARS, quoted_input
from agent_memory.errors import ConfigurationError
from agent_memory.mcp_server.tools import MemoryTools
from agent_memory.pipeline.whasp import UnknownEventType
from agent_memory.store.sqlite import SqliteStore

AGENT = "bot"
ANA = "+5511987654321"
HUGE = "i" * 5_000_000
LONGEST_ERROR = 400  # characters: a sentence naming the fix, and one quoted prefix
ARGUMENT = "x" * 100_000  # a command-line argument near Linux's 128 KB limit


def test_a_long_value_is_quoted_as_its_escaped_prefix_and_its_length():
    assert quoted_input("plan") == "'plan'"
    assert quoted_input(HUGE) == f"'{'i' * QUOTED_MAX_CHARS}...' (5,000,000 characters)"
    hostile = quoted_input("\x1b[2J\u202e" * 1000)
    assert len(hostile) < 2 * QUOTED_MAX_CHARS and "\x1b" not in hostile and "\u202e" not in hostile
    assert "\\x1b[2J\\u202e" in hostile and "(5,000 characters)" in hostile
    assert len(quoted_input(list(range(100_000)))) < QUOTED_MAX_CHARS  # not text: its repr


@pytest.mark.parametrize("change", ["edit", "invalidate", "restore", "delete"])
def test_a_5_mb_fact_id_is_refused_quoting_a_short_prefix(memory, change):
    curation = Curation(memory)
    args = (AGENT, ANA, HUGE) + (("They ski.",) if change == "edit" else ())
    with pytest.raises(UnknownFact) as refused:
        getattr(curation, change)(*args)
    message = str(refused.value)
    assert len(message) < LONGEST_ERROR and "(5,000,000 characters)" in message
    assert "facts show" in message  # still says what to do


def test_the_mcp_tools_quote_a_5_mb_fact_id_short(memory):
    tools = MemoryTools(memory, AGENT)
    with pytest.raises(UnknownFact) as forgotten:
        tools.forget_fact(ANA, HUGE)
    with pytest.raises(UnknownFact) as replaced:
        tools.add_fact(ANA, "profile", "They ski.", "ski", replaces=HUGE)
    for refused in (forgotten, replaced):
        assert len(str(refused.value)) < LONGEST_ERROR
    assert memory.store.load(conversation_key(AGENT, ANA)).facts == []  # nothing written


@pytest.fixture
def local_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "agent-memory.db"
    monkeypatch.setenv("SQLITE_PATH", str(path))
    monkeypatch.setenv("AGENT_ID", AGENT)
    monkeypatch.delenv("STORE", raising=False)
    SqliteStore(path).close()
    return path


def status_of(argv: list[str]) -> int | str | None:
    try:
        return main(argv)
    except SystemExit as exit_:  # argparse's usage errors
        return exit_.code


@pytest.mark.parametrize(
    "argv",
    [
        ["facts", "delete", "--phone", ANA, "--id", ARGUMENT],
        ["facts", ARGUMENT],  # argparse's invalid choice
        [ARGUMENT],
        ["inspect", "--phone", ANA, ARGUMENT, "y" + ARGUMENT],  # unrecognised arguments
        ["export", "--phone", ANA, "--output", f"/nowhere/{ARGUMENT}"],  # no such folder
        ["export", "--phone", ANA, "--output", ARGUMENT],  # a name too long for the system
        ["serve", "--port", ARGUMENT],
        ["replay", ARGUMENT],
    ],
    ids=lambda argv: " ".join(a[:12] for a in argv),
)
def test_the_command_line_quotes_a_huge_argument_short(local_store, capsys, argv):
    assert status_of(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and len(err) < 2 * LONGEST_ERROR, err[:500]
    assert "(100,0" in err  # the argument's length, said


def test_a_huge_setting_is_quoted_short():
    for name, value in [("COMPACTION_TRIGGER", "9" * 1_000_000), ("STORE", "s" * 1_000_000)]:
        with pytest.raises(ConfigurationError) as refused:
            Settings({name: value}).validate()
        assert len(str(refused.value)) < LONGEST_ERROR and "(1,000,000 characters)" in str(
            refused.value
        )


def test_an_agent_id_or_an_event_type_of_megabytes_is_quoted_short():
    with pytest.raises(ValueError) as refused:
        conversation_key("a" + HUGE, ANA)
    assert len(str(refused.value)) < LONGEST_ERROR
    assert len(str(UnknownEventType("evt_1", HUGE))) < LONGEST_ERROR


PACKAGE = Path(agent_memory.__file__).parent
# Python's own wording for a missing module attribute; the name comes from code
PYTHONS_OWN = {("__init__.py", "AttributeError")}


def _exception_names() -> set[str]:
    names = {n for n in dir(builtins) if n.endswith(("Error", "Exception"))}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                names.add(node.name)
    return names | {"ArgumentTypeError"}


def _name(node: ast.expr) -> str | None:
    return node.id if isinstance(node, ast.Name) else getattr(node, "attr", None)


def test_no_error_message_quotes_a_value_but_through_quoted_input():
    # a value in an error's f-string formatted with !r, or shown with printable(), quotes it
    # whole: quoted_input is the one way (bounded, escaped)
    exceptions, found = _exception_names(), []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text()
        for call in ast.walk(ast.parse(text)):
            if not (isinstance(call, ast.Call) and _name(call.func) in exceptions):
                continue
            if (path.name, _name(call.func)) in PYTHONS_OWN:
                continue
            for value in ast.walk(call):
                whole = isinstance(value, ast.FormattedValue) and value.conversion == ord("r")
                whole |= isinstance(value, ast.Call) and _name(value.func) == "printable"
                if whole:
                    where = path.relative_to(PACKAGE)
                    found.append(f"{where}:{value.lineno} {ast.get_source_segment(text, value)}")
    assert found == []
