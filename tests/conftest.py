"""Shared fixtures: moto AWS with resources from template.yaml, both stores, fakes; test tiers."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from types import ModuleType, SimpleNamespace

import boto3
import pytest
from moto import mock_aws

from agent_memory import Memory
from agent_memory.devtools.provision import create_queues, create_table, load_template
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.sqlite import SqliteStore
from tests.deliveries import SECRET, Webhook
from tests.fakes import FakeClock, ScriptedModel
from tests.lambdas import HASH_KEY, load_function, processor_environment
from tests.servers import FakeMedia, FakeOpenAI, FakeWhasp
from tests.strict_aws import StrictDynamoDb

TABLE = "agent-memory-test"

# Tiers (`make test-fast` runs the unit tier): a test is `e2e` when it drives a Lambda, a
# fake HTTP server or a serve process, `contract` when it runs on a store (both adapters,
# or a store file of its own in a `*_contract` module) or moto, `unit` otherwise. A unit
# test that opens a socket, a process or moto fails.
E2E_FIXTURES = {"webhook", "processor", "whasp_api", "openai_api", "media_server"}
CONTRACT_FIXTURES = {"aws", "table", "queues", "store", "memory"}
E2E_MODULES = {  # start servers or processes in the test body rather than through a fixture
    "test_least_privilege",
    "test_console_privilege",
    "test_deploy_commands",
    "test_erasure_residue",
    "test_local_chat",
    "test_hostile_serve",
    "test_local_commands",
    "test_local_model_errors",
    "test_make_install",
    "test_mcp_transports",
    "test_local_serve",
    "test_media_fetcher",
    "test_openai_embedder",
    "test_openai_model",
    "test_sample_events",
    "test_seed_import_peer",
    "test_phone_hashes",
    "test_webhook",
    "test_console_browser",
    "test_console_http",
    "test_bursts",  # each case at both doors: the local workers, the processor under moto
}


def tier_of(item: pytest.Item) -> str:
    fixtures = set(getattr(item, "fixturenames", ()))
    module = item.module.__name__.rsplit(".", 1)[-1]
    if module in E2E_MODULES or fixtures & E2E_FIXTURES:
        return "e2e"
    if fixtures & CONTRACT_FIXTURES:
        return "contract"
    # a store contract module's test with a folder of its own builds a store file there
    # (the 10,000-fact ones: most of the unit tier's time when they counted as unit)
    return "contract" if module.endswith("_contract") and "tmp_path" in fixtures else "unit"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        item.add_marker(tier_of(item))


@pytest.fixture(autouse=True)
def unit_tests_stay_in_process(request: pytest.FixtureRequest, monkeypatch) -> None:
    """The unit tier is the inner loop: it must not quietly grow servers, processes or moto."""
    if request.node.get_closest_marker("unit") is None:
        return

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError(
            f"{request.node.nodeid} is in the unit tier but opens a socket, a process or moto: "
            "use a fixture of its tier or list its module in tests/conftest.py E2E_MODULES"
        )

    import socket
    import subprocess

    from moto.core.models import MockAWS

    for owner, name in [
        (socket.socket, "connect"),
        (socket.socket, "bind"),
        (subprocess, "Popen"),
        (MockAWS, "start"),
    ]:
        monkeypatch.setattr(owner, name, refuse)


@pytest.fixture(scope="session")
def template() -> dict:
    return load_template()


@pytest.fixture(scope="session", autouse=True)
def one_kms_key_for_every_table() -> Iterator[None]:
    """moto makes a 2048-bit RSA key for each table's default SSE key (template.yaml turns
    SSE on): 80 ms, a third of a table's set-up, and no test uses the key. One key per size
    serves every table instead."""
    from moto.kms.utils import RSAPrivateKey

    made: dict[int, object] = {}
    original = RSAPrivateKey.__init__

    def reuse(self: RSAPrivateKey, key_size: int) -> None:
        if key_size not in made:
            original(self, key_size)
            made[key_size] = self.private_key
        self.key_size, self.private_key = key_size, made[key_size]

    RSAPrivateKey.__init__ = reuse  # type: ignore[method-assign]
    yield
    RSAPrivateKey.__init__ = original  # type: ignore[method-assign]


@pytest.fixture(scope="session", autouse=True)
def transactions_copy_only_what_they_touch() -> Iterator[None]:
    """moto's transact_write_items keeps a deep copy of the whole table to roll back to,
    taken again for every item of the transaction: a 100-item transaction on a table of
    thousands of items copied it 100 times. Here a transaction copies only the partitions
    its items name, once, and a cancelled one puts those back: the rollback leaves the
    table as moto's would (tests/test_moto_transactions.py), as a transaction can only
    change the items it names."""
    import copy
    import threading

    from moto.dynamodb import models
    from moto.dynamodb.models.dynamo_type import DynamoType
    from moto.dynamodb.models.table import Table

    original = models.DynamoDBBackend.transact_write_items
    transaction = threading.local()  # set while this thread runs a transaction

    def deepcopy(value: object, memo: dict | None = None) -> object:
        if getattr(transaction, "running", False) and isinstance(value, Table):
            return value  # moto's own backup: the partitions are kept below instead
        return copy.deepcopy(value, memo)

    def touched(self: models.DynamoDBBackend, transact_items: list) -> dict:
        partitions: dict = {}
        for item in transact_items:
            _, operation = next(iter(item.items()))
            table = self.tables.get(operation.get("TableName"))
            key = (operation.get("Item") or operation.get("Key") or {}).get(
                getattr(table, "hash_key_attr", None)
            )
            if table is not None and key is not None:
                partitions[(table, DynamoType(key))] = None
        return {
            (table, key): copy.deepcopy(table.items[key]) if key in table.items else None
            for table, key in partitions
        }

    def copied_once(self: models.DynamoDBBackend, transact_items: list) -> None:
        kept = touched(self, transact_items)
        transaction.running = True
        try:
            original(self, transact_items)
        except BaseException:
            for (table, key), partition in kept.items():
                if partition is None:
                    table.items.pop(key, None)
                else:
                    table.items[key] = partition
            raise
        finally:
            transaction.running = False

    models.copy = SimpleNamespace(deepcopy=deepcopy, copy=copy.copy)  # type: ignore[attr-defined]
    models.DynamoDBBackend.transact_write_items = copied_once  # type: ignore[method-assign]
    yield
    models.DynamoDBBackend.transact_write_items = original  # type: ignore[method-assign]
    models.copy = copy  # type: ignore[attr-defined]


@pytest.fixture(scope="session", autouse=True)
def queries_read_only_their_partition() -> Iterator[SimpleNamespace]:
    """moto's Query sorts every item of the table by its whole key, then compares each one's
    partition key with the one asked for: O(n log n) DynamoType comparisons per query, most
    of the DynamoDB tests' CPU once a table holds a few thousand items. Here a query on the
    table reads only its partition's items, and a query on an index gets the table's items
    unsorted (moto sorts an index's matches by their whole key after filtering): the same
    answers, pages and order as moto's (tests/test_moto_transactions.py)."""
    import threading

    from moto.dynamodb.models.table import Table

    original_query, original_all_items = Table.query, Table.all_items
    reading = threading.local()  # the table and partition this thread's query reads

    def query(self: Table, hash_key: object, *args: object, **kwargs: object) -> object:
        index_name = args[6] if len(args) > 6 else kwargs.get("index_name")
        if not index_name and hash_key is None:
            return original_query(self, hash_key, *args, **kwargs)
        reading.table, reading.partition = self, None if index_name else hash_key
        try:
            return original_query(self, hash_key, *args, **kwargs)
        finally:
            reading.table = reading.partition = None

    def all_items(self: Table) -> list:
        if getattr(reading, "table", None) is not self:
            return original_all_items(self)
        if reading.partition is not None:
            partitions = [self.items[reading.partition]] if reading.partition in self.items else []
        else:
            partitions = list(self.items.values())
        if not self.range_key_attr:
            return partitions
        return [item for partition in partitions for item in partition.values()]

    Table.query, Table.all_items = query, all_items  # type: ignore[method-assign]
    yield SimpleNamespace(query=original_query, all_items=original_all_items)  # moto's own
    Table.query, Table.all_items = original_query, original_all_items  # type: ignore[method-assign]


@pytest.fixture(scope="session", autouse=True)
def attribute_values_answer_as_they_are() -> Iterator[SimpleNamespace]:
    """moto writes each DynamoDB attribute value of an answer through botocore's shape model,
    looking up its 10 members under several aliases each: a third of moto's CPU per request.
    An attribute value of moto's is already in the wire's JSON form (the one key a value has,
    `S`, `N`, `BOOL`, `NULL`, `SS`, `NS`, or `M`, `L` of such values) and is copied as it is;
    any other (binary, or anything unexpected) goes through moto's own serializer
    (tests/test_moto_transactions.py compares both)."""
    from moto.core.serialize import BaseJSONSerializer

    original = BaseJSONSerializer._serialize_type_structure
    scalars = {"S": str, "N": str, "BOOL": bool, "NULL": bool}

    def as_is(value: object) -> object:
        if not isinstance(value, dict) or len(value) != 1:
            return None
        ((kind, inner),) = value.items()
        if kind in scalars:
            return {kind: inner} if type(inner) is scalars[kind] else None
        if kind in ("SS", "NS"):
            fits = isinstance(inner, list) and all(type(x) is str for x in inner)
            return {kind: list(inner)} if fits else None
        if kind == "M" and isinstance(inner, dict) and all(type(k) is str for k in inner):
            members = {k: as_is(v) for k, v in inner.items()}
            return None if None in members.values() else {"M": members}
        if kind == "L" and isinstance(inner, list):
            items = [as_is(v) for v in inner]
            return None if None in items else {"L": items}
        return None

    def structure(self: BaseJSONSerializer, serialized, value, shape, key) -> None:
        picker = self._value_picker
        if (
            key
            and shape.name == "AttributeValue"
            and not getattr(picker, "response_transformers", 1)
        ):
            copied = as_is(value)
            if copied is not None:
                serialized[self.get_serialized_name(shape, key)] = copied
                return
        original(self, serialized, value, shape, key)

    BaseJSONSerializer._serialize_type_structure = structure  # type: ignore[method-assign]
    yield SimpleNamespace(serialize_type_structure=original)  # moto's own
    BaseJSONSerializer._serialize_type_structure = original  # type: ignore[method-assign]


# moto's credentials and region: no test can reach a real account with them
FAKE_AWS_ENVIRONMENT = {
    "AWS_ACCESS_KEY_ID": "testing",
    "AWS_SECRET_ACCESS_KEY": "testing",
    "AWS_SECURITY_TOKEN": "testing",
    "AWS_SESSION_TOKEN": "testing",
    "AWS_DEFAULT_REGION": "us-east-1",
    "AWS_REGION": "us-east-1",
}


@pytest.fixture
def aws(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fake credentials and moto, started before any client is created."""
    for name, value in FAKE_AWS_ENVIRONMENT.items():
        monkeypatch.setenv(name, value)
    with mock_aws():
        # moto drops boto3's default session at every start, so each test's first clients
        # would load botocore's service models again (30 ms a client); one session per test
        # process keeps them (moto's hooks are on every session made after moto's import)
        boto3.DEFAULT_SESSION = shared_boto3_session()
        yield


@cache
def shared_boto3_session() -> boto3.session.Session:
    return boto3.session.Session()


@pytest.fixture
def table(aws: None, template: dict) -> str:
    return create_table(TABLE, template)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def model() -> ScriptedModel:
    return ScriptedModel()


@pytest.fixture(params=["sqlite", "dynamodb"])
def store(request: pytest.FixtureRequest, tmp_path, clock: FakeClock):
    """Each store adapter in turn: the contract suite runs against both."""
    if request.param == "sqlite":
        sqlite = SqliteStore(tmp_path / "memory.db", clock=clock)
        yield sqlite
        sqlite.close()
    else:
        request.getfixturevalue("table")
        # on a client refusing what AWS refuses and moto takes (tests/strict_aws.py)
        strict = StrictDynamoDb(boto3.client("dynamodb"), unprocessed_once=False)
        yield DynamoDbStore(TABLE, client=strict, clock=clock)


@pytest.fixture
def memory(store, model: ScriptedModel, clock: FakeClock) -> Memory:
    return Memory(store=store, model=model, clock=clock)


@pytest.fixture
def queues(aws: None, template: dict) -> dict[str, str]:
    """The template's SQS queues under moto, by logical id (InboxQueue, InboxDeadLetterQueue)."""
    return create_queues("agent-memory-test", template)


@pytest.fixture
def webhook(queues: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> Webhook:
    """The webhook Lambda, freshly imported, sending to the template's inbox under moto."""
    monkeypatch.setenv("QUEUE_URL", queues["InboxQueue"])
    monkeypatch.setenv("WHASP_WEBHOOK_SECRET", SECRET)
    monkeypatch.setenv("PHONE_HASH_KEY", HASH_KEY.decode())
    return Webhook(load_function("webhook"), queues["InboxQueue"])


@pytest.fixture
def whasp_api() -> Iterator[FakeWhasp]:
    with FakeWhasp() as server:
        yield server


@pytest.fixture
def openai_api() -> Iterator[FakeOpenAI]:
    with FakeOpenAI() as server:
        yield server


@pytest.fixture
def media_server() -> Iterator[FakeMedia]:
    with FakeMedia() as server:
        yield server


@pytest.fixture
def processor(monkeypatch, table, queues, whasp_api, openai_api) -> ModuleType:
    """The processor Lambda, freshly imported, against moto and the fake whasp and OpenAI."""
    for name, value in processor_environment(TABLE, queues, whasp_api.url, openai_api.url).items():
        monkeypatch.setenv(name, value)
    return load_function("processor")
