"""AWS batch calls that answer 200 yet leave part undone: S3 DeleteObjects `Errors`,
DynamoDB BatchWriteItem `UnprocessedItems` and BatchGetItem `UnprocessedKeys`. Each part
left is retried with backoff up to a bound, then raised; an erasure never completes while
its archive objects remain."""

from __future__ import annotations

from typing import Any

import boto3
import pytest

from agent_memory import Memory
from agent_memory.archive import s3 as s3_archive
from agent_memory.archive.s3 import DELETE_ATTEMPTS, S3Archive
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import FactDraft
from agent_memory.errors import PermanentError, StoreUnavailable, TransientError
from agent_memory.pipeline.maintenance import run_maintenance
from agent_memory.store.dynamodb import DynamoDbStore
from tests.conftest import TABLE
from tests.lambdas import HASH_KEY

BUCKET = "partial-failures-archive"
AGENT = "agent-a"
ANA = "+5511987654321"


class Wrapped:
    """A real (moto) client whose `operation` answers as `answer(real, **params)` says."""

    def __init__(self, client: Any, operation: str, answer: Any) -> None:
        self._client, self._operation, self.answer = client, operation, answer
        self.calls = 0

    def __getattr__(self, name: str) -> Any:
        if name != self._operation:
            return getattr(self._client, name)

        def call(**params: Any) -> Any:
            self.calls += 1
            return self.answer(getattr(self._client, name), **params)

        return call


def s3_errors(code: str, times: int) -> Any:
    """DeleteObjects that, its first `times` calls, deletes nothing and names every key."""
    made = {"calls": 0}

    def answer(real: Any, **params: Any) -> dict:
        made["calls"] += 1
        if made["calls"] > times:
            return real(**params)
        keys = [o["Key"] for o in params["Delete"]["Objects"]]
        return {"Errors": [{"Key": k, "Code": code, "Message": code} for k in keys]}

    return answer


@pytest.fixture(autouse=True)
def no_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(s3_archive.time, "sleep", lambda seconds: None)


@pytest.fixture
def bucket(aws) -> Any:
    client = boto3.client("s3")
    client.create_bucket(Bucket=BUCKET)
    return client


def kept(client: Any) -> int:
    return client.list_objects_v2(Bucket=BUCKET, Prefix="archive/")["KeyCount"]


def archiving(store, model, clock, client: Any, **settings: Any) -> Memory:
    """A memory whose person has two archive objects and an erasure requested."""
    archive = S3Archive(BUCKET, client)
    memory = Memory(store=store, model=model, clock=clock, archive=archive, **settings)
    for text in ("first", "second"):
        memory.remember(AGENT, ANA, ANA, "user", text)
        model.queue_compaction("Talked.", FactDraft("profile", "Talks.", "talk"))
        assert memory.compact(AGENT, ANA, trigger=1, keep=0)
    memory.request_erasure(AGENT, ANA)
    return memory


def test_a_refused_key_fails_the_erasure_naming_the_permission(store, model, clock, bucket):
    refusing = Wrapped(bucket, "delete_objects", s3_errors("AccessDenied", times=99))
    memory = archiving(store, model, clock, refusing)
    key = memory.stored_key(AGENT, ANA)

    with pytest.raises(PermanentError, match="s3:DeleteObject"):
        memory.erase(key)

    assert kept(bucket) == 2
    assert store.receipt(key).completed_at is None  # the receipt does not say done
    assert refusing.calls == 1  # a refusal is not retried within the run


def test_a_passing_error_is_retried_then_the_erasure_completes(store, model, clock, bucket):
    slowing = Wrapped(bucket, "delete_objects", s3_errors("SlowDown", times=2))
    memory = archiving(store, model, clock, slowing)

    receipt = memory.erase(memory.stored_key(AGENT, ANA))

    assert kept(bucket) == 0
    assert receipt.completed_at is not None and receipt.deleted_archives == 2
    assert slowing.calls == 3


def test_errors_that_outlast_the_retries_leave_the_erasure_due_for_the_next_run(
    store, model, clock, bucket
):
    failing = Wrapped(bucket, "delete_objects", s3_errors("InternalError", DELETE_ATTEMPTS))
    memory = archiving(store, model, clock, failing)
    key = memory.stored_key(AGENT, ANA)
    with pytest.raises(TransientError, match="retries"):
        S3Archive(BUCKET, failing).delete_person(key)
    failing.calls = 0
    failing.answer = s3_errors("InternalError", DELETE_ATTEMPTS)  # the run's own attempts

    first = run_maintenance(memory, lambda: 600.0)
    assert (first.failed, first.erased, kept(bucket)) == (1, 0, 2)
    assert failing.calls == DELETE_ATTEMPTS
    assert store.receipt(key).completed_at is None

    second = run_maintenance(memory, lambda: 600.0)  # S3 answers again
    assert (second.failed, second.erased, kept(bucket)) == (0, 1, 0)
    assert store.receipt(key).deleted_archives == 2


def test_archives_deleted_before_a_failing_store_erase_stay_on_the_receipt(
    store, model, clock, bucket, monkeypatch
):
    # GIVEN the archive goes, then the store's erase fails once (a throttle, a lock)
    memory = archiving(store, model, clock, bucket)
    key = memory.stored_key(AGENT, ANA)
    erase = store.erase
    failures = iter([StoreUnavailable("throttled (injected)")])

    def failing_once(*args: Any) -> Any:
        if failure := next(failures, None):
            raise failure
        return erase(*args)

    monkeypatch.setattr(store, "erase", failing_once)
    with pytest.raises(StoreUnavailable):
        memory.erase(key)
    assert kept(bucket) == 0 and store.receipt(key).completed_at is None

    # WHEN the next run finishes it, THEN its receipt counts the two objects the first deleted
    receipt = memory.erase(key)
    assert receipt.completed_at is not None
    assert (receipt.deleted_archives, store.receipt(key).deleted_archives) == (2, 2)


def unprocessed(field: str, request_field: str, times: int) -> Any:
    """A batch call that, its first `times` calls, does one request and leaves the rest."""
    made = {"calls": 0}

    def answer(real: Any, **params: Any) -> dict:
        made["calls"] += 1
        if made["calls"] > times:
            return real(**params)
        ((table, request),) = params["RequestItems"].items()
        entries = request[request_field] if request_field else request
        if len(entries) <= 1:
            return real(**params)
        first = {**request, request_field: entries[:1]} if request_field else entries[:1]
        done = real(RequestItems={table: first})
        rest = {**request, request_field: entries[1:]} if request_field else entries[1:]
        return {**done, field: {table: rest}}

    return answer


def nothing_done(field: str) -> Any:
    """A batch call throttled throughout: every request comes back unprocessed."""
    return lambda real, **params: {field: params["RequestItems"]}


def test_unprocessed_writes_are_retried_until_done(table, clock, model):
    client = Wrapped(boto3.client("dynamodb"), "batch_write_item", lambda real, **p: real(**p))
    store = DynamoDbStore(TABLE, client=client, clock=clock)
    memory = Memory(store=store, model=model, clock=clock)
    for n in range(4):
        memory.remember(AGENT, ANA, ANA, "user", f"message {n}")
    memory.request_erasure(AGENT, ANA)
    client.answer = unprocessed("UnprocessedItems", "", times=3)

    receipt = memory.erase(memory.stored_key(AGENT, ANA))

    assert receipt.completed_at is not None
    assert store.load(memory.stored_key(AGENT, ANA)).messages == []
    assert client.calls >= 4


def test_writes_still_unprocessed_after_the_retries_raise(table, clock, model, monkeypatch):
    from agent_memory.store import dynamodb_table

    monkeypatch.setattr(dynamodb_table.time, "sleep", lambda seconds: None)
    client = Wrapped(boto3.client("dynamodb"), "batch_write_item", lambda real, **p: real(**p))
    store = DynamoDbStore(TABLE, client=client, clock=clock)
    memory = Memory(store=store, model=model, clock=clock)
    for n in range(4):
        memory.remember(AGENT, ANA, ANA, "user", f"message {n}")
    memory.request_erasure(AGENT, ANA)
    client.answer = nothing_done("UnprocessedItems")
    key = memory.stored_key(AGENT, ANA)

    with pytest.raises(StoreUnavailable, match="unprocessed"):
        memory.erase(key)
    assert store.receipt(key).completed_at is None


def test_cli_forget_says_which_permission_s3_refused_and_keeps_the_erasure_due(
    bucket, model, clock, tmp_path, monkeypatch, capsys
):
    from agent_memory.commands.cli import main
    from agent_memory.store.sqlite import SqliteStore

    path = tmp_path / "memory.db"
    monkeypatch.setenv("SQLITE_PATH", str(path))
    monkeypatch.setenv("ARCHIVE_BUCKET", BUCKET)
    monkeypatch.delenv("STORE", raising=False)
    monkeypatch.setenv("PHONE_HASH_KEY", HASH_KEY.decode())
    store = SqliteStore(path, clock=clock)
    archiving(store, model, clock, bucket, phone_hash_key=HASH_KEY)
    refusing = Wrapped(bucket, "delete_objects", s3_errors("AccessDenied", times=99))
    monkeypatch.setattr(s3_archive, "aws_client", lambda service: refusing)

    assert main(["forget", "--agent", AGENT, "--phone", ANA]) == 1

    assert "s3:DeleteObject" in capsys.readouterr().err
    assert kept(bucket) == 2
    assert store.receipt(conversation_key(AGENT, ANA, HASH_KEY)).completed_at is None
    store.close()
