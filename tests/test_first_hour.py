"""What a newcomer meets in the first hour: the demo's ending, `--help` examples, hints that
name a command that runs, `facts show`'s header, `export --output`'s confirmation."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from agent_memory.commands import invocation
from agent_memory.commands.cli import main
from agent_memory.commands.demo import run_demo
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import Fact, Summary
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import FakeClock


@pytest.fixture
def offline(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "STORE", "EMBEDDING_MODEL"):
        monkeypatch.delenv(name, raising=False)


def section(text: str, title: str) -> list[str]:
    """The lines under the `--- title ...` line, up to the next section."""
    lines = text.splitlines()
    start = next(n for n, line in enumerate(lines) if line.startswith(f"--- {title}"))
    rest = lines[start + 1 :]
    end = next((n for n, line in enumerate(rest) if line.startswith("---")), len(rest))
    return rest[:end]


def test_the_demo_ends_with_the_new_plan_live_and_the_old_one_as_history(offline, capsys):
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    live = section(out, "what the agent remembers")
    history = section(out, "history")
    assert any("Their plan is enterprise" in line for line in live)
    assert not any("Their plan is basic" in line for line in live)
    assert any("Their plan is basic" in line and "replaced by" in line for line in history)
    # the last question is answered from memory: the new plan, not the old one
    question = out.split("> Can you remind me what plan I have?", 1)[1].split("\n---", 1)[0]
    assert "Their plan is enterprise" in question and "Their plan is basic" not in question
    context = out.split("--- context the next turn would get ---", 1)[1]
    assert "Their plan is enterprise" in context and "Their plan is basic" not in context


def test_the_demo_keeps_nothing_behind(offline, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", None)
    assert run_demo("demo", "+5511987654321", sys.stdout) == 0
    assert list(tmp_path.iterdir()) == []


def test_help_shows_examples_that_name_a_command_that_runs(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert "examples (from the project folder):" in out
    assert f"{invocation.command_name()} demo" in out
    assert f"{invocation.command_name()} mcp --agent demo" in out
    with pytest.raises(SystemExit):
        main(["facts", "--help"])
    assert "facts show --phone +5511987654321" in capsys.readouterr().out


def test_a_hint_names_the_venvs_command_when_the_path_does_not_find_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bin_ = tmp_path / ".venv" / "bin"
    bin_.mkdir(parents=True)
    (bin_ / "agent-memory").write_text("#!/bin/sh\n")
    (bin_ / "agent-memory").chmod(0o755)
    monkeypatch.setattr(sys, "executable", str(bin_ / "python"))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    invocation.command_name.cache_clear()
    try:
        assert invocation.command("facts show") == ".venv/bin/agent-memory facts show"
        monkeypatch.setenv("PATH", f"{bin_}:/usr/bin")  # after `source .venv/bin/activate`
        invocation.command_name.cache_clear()
        assert invocation.command("facts show") == "agent-memory facts show"
        elsewhere = tmp_path / "elsewhere"
        elsewhere.mkdir()
        monkeypatch.chdir(elsewhere)  # from another folder: a path that works from anywhere
        monkeypatch.setenv("PATH", "/usr/bin:/bin")
        invocation.command_name.cache_clear()
        assert invocation.command_name() == str(bin_ / "agent-memory")
    finally:
        invocation.command_name.cache_clear()


@pytest.fixture
def stored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "memory.db"
    monkeypatch.setenv("SQLITE_PATH", str(path))
    monkeypatch.delenv("STORE", raising=False)
    clock = FakeClock()
    store = SqliteStore(path, clock=clock)
    key = conversation_key("bot", "+5511987654321")
    facts = [
        Fact("f1", "profile", "Their plan is basic.", "plan", "stated", clock.now, None, "f2"),
        Fact("f2", "profile", "Their plan is enterprise.", "plan", "stated", clock.now),
    ]
    store.save_compaction(key, Summary("s", "0", None, 1), None, facts)
    store.close()
    return path


def test_facts_show_has_a_header_and_says_what_is_hidden(stored, capsys):
    assert main(["facts", "show", "--agent", "bot", "--phone", "+5511987654321"]) == 0
    captured = capsys.readouterr()
    header, *rows = captured.out.splitlines()
    assert header.split() == ["id", "state", "kind", "subject", "said", "content"]
    assert rows == [f"f2  live       profile    plan                 2026-11-01 {CONTENT}"]
    assert captured.err.strip() == "1 of 2 facts (--all shows the others)"


CONTENT = "Their plan is enterprise."


def test_export_to_a_file_says_what_it_wrote(stored, tmp_path, capsys):
    out = tmp_path / "person.json"
    arguments = ["export", "--agent", "bot", "--phone", "+5511987654321", "--output", str(out)]
    assert main(arguments) == 0
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"wrote {out}: 0 messages, 2 facts, summary yes (")
    assert f"({out.stat().st_size} bytes of JSON" in captured.err
    assert len(json.loads(out.read_text())["facts"]) == 2
