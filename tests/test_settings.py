"""Settings fail early: one catalogue of every setting, each checked where a process starts
(a Lambda's cold start, any command including `serve`), with a message naming the fix."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from agent_memory.commands.cli import main
from agent_memory.config import CATALOGUE, Settings
from agent_memory.core import facts, memory
from agent_memory.errors import ConfigurationError
from agent_memory.pipeline import responder
from tests.lambdas import ROOT, load_function

SOURCES = [
    *(ROOT / "layers/agent_memory/agent_memory").rglob("*.py"),
    *ROOT.glob("functions/*/*.py"),
]
ENVIRONMENT_READ = re.compile(
    r"os\.getenv|os\.environ\.get|\*\*os\.environ|dict\(os\.environ\)|os\.environ\[[^\]]+\](?!\s*=)"
)
READ = re.compile(
    r"""\b(?:get|value|require|integer|flag|secret|has_secret)\(\s*["']([A-Z0-9_]+)["']"""
)
BAD_VALUES = {
    "AGENT_ID": "support#bot",
    "STORE": "postgres",
    "OPENAI_TIMEOUT_SECONDS": "soon",
    "OPENAI_BASE_URL": "api.openai.com",
    "WHASP_API_URL": "whasp",
    "EMBEDDING_DIMENSIONS": "4",
    "COMPACTION_TRIGGER": "0",
    "ERASE_ON_OPT_OUT": "maybe",
    "ERASE_COMMANDS": " , ",
    "MEDIA_MAX_BYTES": "-1",
    "SYSTEM_PROMPT_FILE": "/no/such/prompt.txt",
    "QUEUE_URL": "inbox",
}


@pytest.mark.parametrize(("name", "bad"), BAD_VALUES.items())
def test_a_bad_value_fails_validation_naming_the_setting(name, bad):
    with pytest.raises(ConfigurationError, match=rf"{name}=") as error:
        Settings({name: bad}).validate()
    assert re.search(r"use|fix|must|give|not", str(error.value))


def test_every_bad_setting_is_reported_at_once():
    with pytest.raises(ConfigurationError) as error:
        Settings({"AGENT_ID": "a#b", "OPENAI_TIMEOUT_SECONDS": "x"}).validate()
    assert "AGENT_ID" in str(error.value) and "OPENAI_TIMEOUT_SECONDS" in str(error.value)


def test_an_agent_id_with_a_hash_stops_the_processor_cold_start(monkeypatch, processor):
    monkeypatch.setenv("AGENT_ID", "support#bot")
    with pytest.raises(ConfigurationError, match="AGENT_ID='support#bot' is not a valid agent"):
        load_function("processor")


@pytest.mark.parametrize("function", ["webhook", "maintenance"])
def test_a_bad_setting_stops_every_cold_start(monkeypatch, webhook, function):
    monkeypatch.setenv("OPENAI_TIMEOUT_SECONDS", "soon")
    with pytest.raises(ConfigurationError, match="OPENAI_TIMEOUT_SECONDS='soon'"):
        load_function(function)


def test_serve_refuses_to_start_with_a_bad_agent_id(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "m.db"))
    monkeypatch.setenv("AGENT_ID", "support#bot")
    assert main(["serve", "--port", "0"]) == 2
    message = capsys.readouterr().err
    assert "AGENT_ID='support#bot'" in message and "letters, digits" in message
    assert not (tmp_path / "m.db").exists()  # nothing started


def test_a_name_outside_the_catalogue_cannot_be_read():
    with pytest.raises(ConfigurationError, match="add it there"):
        Settings({"MYSTERY": "1"}).get("MYSTERY")


def test_only_config_reads_the_environment_and_every_name_read_is_catalogued():
    for path in SOURCES:
        text = path.read_text()
        if path.name != "config.py":
            assert not ENVIRONMENT_READ.search(text), path
        for name in READ.findall(text):
            base = name.removesuffix("_PARAMETER").removesuffix("_SECRET_ARN")
            assert base in CATALOGUE, f"{path.name} reads {name}, missing from config.CATALOGUE"


def test_the_catalogue_defaults_are_the_code_defaults():
    assert CATALOGUE["COMPACTION_TRIGGER"].default == memory.DEFAULT_TRIGGER
    assert CATALOGUE["COMPACTION_KEEP"].default == memory.DEFAULT_KEEP
    assert CATALOGUE["EPISODE_DAYS"].default == facts.DEFAULT_EPISODE_DAYS
    assert tuple(CATALOGUE["ERASE_COMMANDS"].default) == responder.DEFAULT_ERASE_COMMANDS


def test_the_documentation_lists_every_setting():
    documents = [ROOT / "README.md", *sorted((ROOT / "docs").glob("**/*.md"))]
    text = "\n".join(p.read_text() for p in documents if p.exists())
    missing = [
        name
        for name, setting in CATALOGUE.items()
        if not setting.platform and f"`{name}`" not in text and f"`{name} " not in text
    ]
    assert missing == [], "add these settings to the README's tables"


def test_defaults_need_no_environment(tmp_path: Path):
    settings = Settings({"SQLITE_PATH": str(tmp_path / "m.db")})
    settings.validate()
    assert settings.value("OPENAI_TIMEOUT_SECONDS") == 20
    assert settings.value("ERASE_ON_OPT_OUT") is False
