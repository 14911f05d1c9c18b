"""A person's export holds what the S3 archive keeps of them (GDPR art. 15/20): the raw
messages compactions folded, each object with its key and date, up to a ceiling that the
export names with where to fetch the rest; after an erasure it holds nothing. Both stores,
the archive under moto, through every door (Curation for the console, MCP, the CLI)."""

from __future__ import annotations

import json
from datetime import datetime

import boto3
import pytest

from agent_memory import Memory
from agent_memory.archive.s3 import S3Archive
from agent_memory.commands.cli import main
from agent_memory.core import person_export
from agent_memory.core.curation import Curation
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import FactDraft
from agent_memory.errors import PermanentError
from agent_memory.store.sqlite import SqliteStore
from tests.conftest import TABLE
from tests.test_mcp_tools import answer

AGENT = "bot"
ANA, BRUNO = "+5511987654321", "+5511912345678"
NUMBER = "+5511900000000"
BUCKET = "agent-memory-archive-test"
SECRET = "I live at Rua das Flores 12"


@pytest.fixture
def archive(aws) -> S3Archive:
    boto3.client("s3").create_bucket(Bucket=BUCKET)
    return S3Archive(BUCKET)


@pytest.fixture
def archiving(archive, store, model, clock) -> Memory:
    return Memory(store=store, model=model, clock=clock, archive=archive)


def fold(memory: Memory, model, phone: str, *texts: str) -> None:
    """What a compaction does: the messages go to the archive and out of the store."""
    for text in texts:
        memory.remember(AGENT, phone, NUMBER, "user", text)
    model.queue_compaction("Talked about home.", FactDraft("profile", "Has a home.", "home"))
    assert memory.compact(AGENT, phone, trigger=1, keep=0)


def archived_texts(exported: dict) -> list[str]:
    return [m["content"] for o in exported["archived"]["objects"] for m in o["messages"]]


def test_the_export_holds_what_a_compaction_archived_with_its_key_and_date(archiving, model):
    fold(archiving, model, ANA, "Oi", SECRET)
    fold(archiving, model, BRUNO, "Bruno's own words")
    exported = Curation(archiving).export(AGENT, ANA)

    assert exported["messages"] == []  # folded: only the archive still has them
    assert archived_texts(exported) == ["Oi", SECRET]
    (kept,) = exported["archived"]["objects"]
    assert kept["key"].startswith(f"archive/{AGENT}/{archiving.key(AGENT, ANA).phone_hash}/")
    assert ANA not in kept["key"]  # the object keys never name the phone
    assert datetime.fromisoformat(kept["archived_at"]).tzinfo is not None
    assert kept["messages"][1]["whasp_number"] == NUMBER and kept["unreadable_lines"] == 0
    assert exported["archived"]["read"] is True and exported["archived"]["left_out"] is None


def test_after_an_erasure_the_export_holds_nothing_of_the_archive(archiving, model):
    fold(archiving, model, ANA, "Oi", SECRET)
    curation = Curation(archiving)
    assert archived_texts(curation.export(AGENT, ANA)) == ["Oi", SECRET]

    curation.erase(AGENT, ANA)
    exported = curation.export(AGENT, ANA)
    assert exported["archived"]["objects"] == [] and exported["archived"]["left_out"] is None
    assert SECRET not in json.dumps(exported, ensure_ascii=False)


def test_past_the_ceiling_the_export_says_what_it_left_out_and_how_to_get_it(
    archiving, model, clock, monkeypatch
):
    for n in range(3):
        fold(archiving, model, ANA, f"fold {n}")
        clock.advance(seconds=2)
    monkeypatch.setattr(person_export, "MAX_EXPORTED_ARCHIVES", 2)
    exported = Curation(archiving).export(AGENT, ANA)

    assert archived_texts(exported) == ["fold 0", "fold 1"]  # the oldest first
    left_out = exported["archived"]["left_out"]
    assert left_out["objects"] == 1 and left_out["bytes"] > 0
    prefix = f"s3://{BUCKET}/archive/{AGENT}/{archiving.key(AGENT, ANA).phone_hash}/"
    assert f"aws s3 cp --recursive {prefix} ." in left_out["how"]
    assert "at most 2 archived objects" in left_out["how"]


def test_the_byte_ceiling_holds_an_export_to_what_fits(archive, archiving, model):
    fold(archiving, model, ANA, "x" * 5_000)
    fold(archiving, model, ANA, "small")
    key = archiving.key(AGENT, ANA)
    read = archive.read_person(key, max_objects=10, max_bytes=1_000)
    assert read.objects == [] and read.left_out == 2  # never a part of an object
    assert archive.read_person(key, max_objects=10, max_bytes=100_000).left_out == 0


def test_an_archived_line_that_no_longer_reads_is_counted_not_fatal(archive, archiving, model):
    fold(archiving, model, ANA, "Oi", SECRET)
    (entry,) = boto3.client("s3").list_objects_v2(Bucket=BUCKET)["Contents"]
    s3 = boto3.client("s3")
    body = s3.get_object(Bucket=BUCKET, Key=entry["Key"])["Body"].read()
    s3.put_object(Bucket=BUCKET, Key=entry["Key"], Body=body + b'\n{"seq": "cut sh')
    (kept,) = Curation(archiving).export(AGENT, ANA)["archived"]["objects"]
    assert [m["content"] for m in kept["messages"]] == ["Oi", SECRET]
    assert kept["unreadable_lines"] == 1


def test_without_an_archive_the_export_says_it_read_none(memory, model):
    exported = Curation(memory).export(AGENT, ANA)
    assert exported["archived"]["read"] is False
    assert "ARCHIVE_BUCKET" in exported["archived"]["why"]


def test_mcp_export_person_holds_the_archive(archiving, model):
    fold(archiving, model, ANA, "Oi", SECRET)
    assert SECRET in archived_texts(answer(archiving, "export_person", phone=ANA))


def test_cli_facts_export_holds_the_archive_the_environment_names(
    archive, model, clock, tmp_path, monkeypatch, capsys
):
    path = tmp_path / "memory.db"
    monkeypatch.setenv("SQLITE_PATH", str(path))
    monkeypatch.setenv("ARCHIVE_BUCKET", BUCKET)
    monkeypatch.delenv("STORE", raising=False)
    store = SqliteStore(path, clock=clock)
    fold(Memory(store=store, model=model, clock=clock, archive=archive), model, ANA, SECRET)
    store.close()
    out = tmp_path / "ana.json"
    assert main(["facts", "export", "--agent", AGENT, "--phone", ANA, "--output", str(out)]) == 0
    assert archived_texts(json.loads(out.read_text("utf-8"))) == [SECRET]
    assert "1 archived objects" in capsys.readouterr().err


def test_an_archive_that_refuses_the_read_is_an_error_naming_the_fix(aws):
    with pytest.raises(PermanentError, match="ARCHIVE_BUCKET"):
        S3Archive("no-such-archive-bucket").read_person(conversation_key(AGENT, ANA))


def test_cli_facts_export_on_a_stack_without_archive_bucket_says_the_archive_was_not_read(
    table, tmp_path, monkeypatch, capsys
):
    monkeypatch.setenv("STORE", "dynamodb")
    monkeypatch.setenv("TABLE_NAME", TABLE)
    monkeypatch.delenv("ARCHIVE_BUCKET", raising=False)
    out = tmp_path / "ana.json"
    assert main(["facts", "export", "--agent", AGENT, "--phone", ANA, "--output", str(out)]) == 0
    assert "archive not read (set ARCHIVE_BUCKET" in capsys.readouterr().err
    assert json.loads(out.read_text("utf-8"))["archived"]["read"] is False


def damage(*lines: bytes) -> None:
    """Append `lines` to the one archived object, as a hand edit would."""
    s3 = boto3.client("s3")
    (entry,) = s3.list_objects_v2(Bucket=BUCKET)["Contents"]
    body = s3.get_object(Bucket=BUCKET, Key=entry["Key"])["Body"].read()
    s3.put_object(Bucket=BUCKET, Key=entry["Key"], Body=b"\n".join([body, *lines]))


def test_an_archived_line_nested_past_the_recursion_limit_is_counted_not_fatal(archiving, model):
    fold(archiving, model, ANA, "Oi", SECRET)
    damage(b"[" * 200_000 + b"]" * 200_000, b'{"seq": ' * 100_000)
    (kept,) = Curation(archiving).export(AGENT, ANA)["archived"]["objects"]
    assert [m["content"] for m in kept["messages"]] == ["Oi", SECRET]
    assert kept["unreadable_lines"] == 2


def test_archived_lines_that_are_no_message_are_counted_not_exported(archiving, model):
    fold(archiving, model, ANA, "Oi")
    good = {"seq": "9", "role": "user", "content": "x", "number": NUMBER}
    at = "2026-01-01T10:00:00+00:00"
    bad = [
        {**good, "role": "robot", "at": at},
        {**good, "content": {"text": "x"}, "at": at},
        {**good, "at": "2026-01-01T10:00:00"},  # no zone
        {**good, "seq": 9, "at": at},
        {**good, "number": None, "at": at},
    ]
    damage(*(json.dumps(b).encode() for b in bad), b'["a list"]', b"12")
    (kept,) = Curation(archiving).export(AGENT, ANA)["archived"]["objects"]
    assert [(m["role"], m["content"]) for m in kept["messages"]] == [("user", "Oi")]
    assert kept["unreadable_lines"] == 7


def test_an_object_over_the_ceiling_of_one_is_named_and_the_newer_ones_still_read(
    archive, model, store, clock
):
    small = S3Archive(BUCKET, max_object_bytes=2_000)
    memory = Memory(store=store, model=model, clock=clock, archive=small)
    fold(memory, model, ANA, "x" * 5_000)  # the oldest, over the ceiling
    clock.advance(seconds=2)
    fold(memory, model, ANA, "small")
    archived = Curation(memory).export(AGENT, ANA)["archived"]

    assert archived_texts({"archived": archived}) == ["small"]
    big, kept = archived["objects"]
    assert big["messages"] == [] and kept["too_large"] is None
    assert big["too_large"]["bytes"] > 2_000 and archived["left_out"] is None
    prefix = f"s3://{BUCKET}/archive/{AGENT}/{memory.key(AGENT, ANA).phone_hash}/"
    assert f"aws s3 cp {prefix}{big['key'].rsplit('/', 1)[1]} ." in big["too_large"]["how"]
