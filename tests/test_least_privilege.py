"""Each function, and the operator's commands, configured exactly as template.yaml deploys
them, need no permission their policy lacks and hold none they never use.

A rehearsal of a person's whole life on the deployment under moto: the environment comes
from the SAM-translated template, secrets from SSM SecureStrings, and every AWS request is
recorded at botocore (tests/aws_calls.py), attributed to the function (or operator) that
made it, turned into the IAM permissions it needs and held against that principal's
policy as CloudFormation would create it. moto enforces no IAM: this is what does.
"""

from __future__ import annotations

import asyncio
import copy
import io
import json
import os
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, redirect_stdout
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any
from unittest import mock

import boto3
import pytest
from aws_lambda_powertools.utilities.parameters import base as parameters_base
from mcp import Client
from moto import mock_aws

from agent_memory.commands.cli import main
from agent_memory.commands.stack_check import check_stack, describe_stack
from agent_memory.core.memory import Memory, conversation_key
from agent_memory.core.records import ConversationKey, FactDraft
from agent_memory.devtools.provision import create_queues, create_table
from agent_memory.pipeline import whasp
from agent_memory.store.dynamodb import DynamoDbStore
from tests.aws_calls import (
    OPERATOR,
    AwsCalls,
    Call,
    Permission,
    UnmappedOperation,
    denied,
    unused,
)
from tests.conftest import FAKE_AWS_ENVIRONMENT, TABLE, shared_boto3_session
from tests.deliveries import SECRET, Webhook, http_event
from tests.fakes import ScriptedModel
from tests.lambdas import FakeLambdaContext, load_function, run, sqs_event, whasp_event
from tests.servers import FakeOpenAI, FakeWhasp
from tests.stack import REGION, Stack, create_described_stack, translated
from tests.test_stack_check import DeployedApi

STACK = "agent-memory-test"
AGENT = "bot"
ANA, BRUNO, CARLA = "+5511987654321", "+5511912345678", "+5511955554444"
DORA = "+5511933332222"
NUMBER, NEW_NUMBER = "+5511900000000", "+5511900000099"
BUCKET = "agent-memory-test-archive"
PHONE_HASH_KEY = "phone-hash-key-for-tests"
# every optional feature on, so every conditional grant is in play
PARAMETERS = {
    "AgentId": AGENT,
    "ArchiveEnabled": "true",
    "PhoneHashKeyParameter": "/agent-memory/phone-hash-key",
    "SystemPromptParameter": "/agent-memory/system-prompt",
}
# a life in a few turns: compaction due at 6 unsummarized messages, 2 kept
SHORT_LIFE = {"COMPACTION_TRIGGER": "6", "COMPACTION_KEEP": "2"}
# secrets the deployment holds in SSM, by setting (stored under the names the functions get)
SECRETS = {
    "WHASP_WEBHOOK_SECRET": SECRET,
    "WHASP_API_KEY": "whasp-test-key",
    "OPENAI_API_KEY": "sk-test",
    "PHONE_HASH_KEY": PHONE_HASH_KEY,
    "SYSTEM_PROMPT": "You are Bot, the test agent.",
}
FUNCTIONS = ("WebhookFunction", "ProcessorFunction", "MaintenanceFunction")
PRINCIPALS = (*FUNCTIONS, OPERATOR)
NOT_BOTOCORE = ("logs:", "xray:", "execute-api:")  # the runtime's logs and traces; curl


def used_by_aws(stack: Stack, principal: str) -> set[Permission]:
    """Grants AWS services use on a role's behalf, which no code of ours calls."""
    if principal == "MaintenanceFunction":  # Lambda's on-failure destination, a dropped run
        return {Permission("sqs:SendMessage", stack.attribute("MaintenanceDeadLetterQueue", "Arn"))}
    return set()


@dataclass
class Deployment:
    """The stack under moto, with each function loaded in its own environment."""

    stack: Stack
    queues: dict[str, str]
    whasp_api: FakeWhasp
    openai_api: FakeOpenAI
    calls: AwsCalls = field(default_factory=AwsCalls)
    modules: dict[str, ModuleType] = field(default_factory=dict)
    events: int = 0

    @contextmanager
    def running(self, function_id: str) -> Iterator[ModuleType]:
        """Inside one function: its environment, a cold secret cache, its requests its own."""
        environment = {**self.stack.environment(function_id), **SHORT_LIFE}
        with mock.patch.dict(os.environ, environment), self.calls.acting_as(function_id):
            for provider in parameters_base.DEFAULT_PROVIDERS.values():
                provider.clear_cache()  # each function is a process of its own
            if function_id not in self.modules:
                name = function_id.removesuffix("Function").lower()
                self.modules[function_id] = load_function(name)
            yield self.modules[function_id]

    def deliver(self, phone: str, text: str = "Oi!", **event: Any) -> dict[str, Any]:
        """whasp delivers one event to the webhook; the processor takes it from the inbox."""
        self.events += 1
        body = whasp_event(f"evt_{self.events}", phone, text, number=NUMBER, **event)
        with self.running("WebhookFunction") as webhook:
            status, answer = Webhook(webhook, self.queues["InboxQueue"]).deliver(body.encode())
        assert status == 200, answer
        return answer

    def process(self) -> list[str]:
        """One poll of the SQS event source (with the processor's role), and the handler."""
        with self.running("ProcessorFunction") as processor:
            return run(processor, sqs_event(self.queues["InboxQueue"]))

    def turn(self, phone: str, text: str = "Oi!", **event: Any) -> None:
        self.deliver(phone, text, **event)
        assert self.process() == []

    def maintain(self, *compactions: tuple[str, list[FactDraft]], embedder: bool = True) -> dict:
        """One scheduled maintenance run; the model answers `compactions` in turn."""
        with self.running("MaintenanceFunction") as maintenance:
            memory = maintenance.memory()
            memory.model = ScriptedModel()  # the fake OpenAI server does not compact
            for summary, facts in compactions:
                memory.model.queue_compaction(summary, *facts)
            kept, memory.embedder = memory.embedder, memory.embedder if embedder else None
            try:
                return maintenance.handler({}, FakeLambdaContext())
            finally:
                memory.embedder = kept

    def loaded(self, function_id: str) -> ModuleType:
        """The function's module, loaded (its cold start) in its own environment."""
        with self.running(function_id) as module:
            return module

    def operator(self) -> AbstractContextManager[None]:
        """The operator's commands, run with their credentials (the stack's OperatorPolicy)."""
        return self.calls.acting_as(OPERATOR)

    @contextmanager
    def operator_shell(self) -> Iterator[None]:
        """The operator's shell set up for the data commands over the stack as
        docs/operating.md says (its outputs and parameters), with their credentials."""
        environment = {
            "STORE": "dynamodb",
            "TABLE_NAME": TABLE,  # output TableName
            "ARCHIVE_BUCKET": BUCKET,  # output ArchiveBucketName
            "AGENT_ID": AGENT,  # parameter AgentId
            "PHONE_HASH_KEY_PARAMETER": PARAMETERS["PhoneHashKeyParameter"],
        }
        with mock.patch.dict(os.environ, environment), self.operator():
            for provider in parameters_base.DEFAULT_PROVIDERS.values():
                provider.clear_cache()  # a shell of its own: the key is read from SSM
            yield


def key(phone: str) -> ConversationKey:
    return conversation_key(AGENT, phone, PHONE_HASH_KEY.encode())


class PrincipalApi(DeployedApi):
    """The stack's API for check-stack: the webhook, then the processor, each as itself."""

    def __init__(self, deployment: Deployment) -> None:
        self.deployment = deployment
        webhook, processor = (
            deployment.loaded(f) for f in ("WebhookFunction", "ProcessorFunction")
        )
        super().__init__(deployment.queues["InboxQueue"], webhook, processor)

    def answer(self, event: dict[str, Any]) -> dict[str, Any]:
        with self.deployment.running("WebhookFunction"):
            answer = self.webhook.handler(event, FakeLambdaContext())
        if answer["statusCode"] == 200:
            self.parked += self.deployment.process()
        return answer


def deploy(template: dict[str, Any], whasp_api: FakeWhasp, openai_api: FakeOpenAI) -> Deployment:
    """The stack's resources under moto, its secrets in SSM, its description in CloudFormation."""
    stack = Stack(
        translated(),
        parameters={
            **PARAMETERS,
            "WhaspApiUrl": whasp_api.url,
            "OpenAIBaseUrl": openai_api.url + "/v1",
        },
        names={"MemoryTable": create_table(TABLE, template), "ArchiveBucket": BUCKET},
        stack_name=STACK,
    )
    deployment = Deployment(stack, create_queues(STACK, template), whasp_api, openai_api)
    boto3.client("s3").create_bucket(Bucket=BUCKET)
    names = {
        setting.removesuffix("_PARAMETER"): name
        for function_id in FUNCTIONS
        for setting, name in stack.environment(function_id).items()
        if setting.endswith("_PARAMETER")
    }
    assert set(names) == set(SECRETS)
    for setting, value in SECRETS.items():
        boto3.client("ssm").put_parameter(Name=names[setting], Value=value, Type="SecureString")
    return deployment


def describe_in_cloudformation(deployment: Deployment, api: DeployedApi) -> None:
    """The stack as DescribeStacks gives it to the operator's commands (outputs, parameters)."""
    outputs = {
        "WebhookUrl": api.url,
        "TableName": TABLE,
        "InboxQueueUrl": deployment.queues["InboxQueue"],
        "InboxDeadLetterQueueUrl": deployment.queues["InboxDeadLetterQueue"],
    }
    create_described_stack(STACK, PARAMETERS, outputs)


def live(deployment: Deployment) -> None:
    """A person's whole life on the stack, and a few neighbours'."""
    store, ana = DynamoDbStore(TABLE), key(ANA)
    # turns before any fact exists, then the first compaction (archived), made without the
    # embedder (down), so a later compaction sweeps the facts into the embedding space
    for text in ("Oi, sou a Ana", "Moro em Porto Alegre", "Meu cachorro é o Pipoca"):
        deployment.turn(ANA, text)
    first = deployment.maintain(
        (
            "Ana, de Porto Alegre",
            [
                FactDraft("profile", "Lives in Porto Alegre.", "city"),
                FactDraft("profile", "Has a dog called Pipoca.", "pet"),
            ],
        ),
        embedder=False,
    )
    assert first["compacted"] == 1 and store.load(ana).facts
    # turns once she has facts: recall through the fact index, then a later compaction
    for text in ("Qual é o nome do meu cachorro?", "E onde eu moro?", "Prefiro respostas curtas"):
        deployment.turn(ANA, text)
    later = deployment.maintain(
        ("Ana prefere respostas curtas", [FactDraft("preference", "Short answers.", "style")])
    )
    assert later["compacted"] == 1
    assert all(fact.embedding for fact in store.load(ana).facts), "the sweep embedded them"
    # her number changes; Bruno opts out, and writes again
    deployment.turn(
        ANA, event_type="number.replaced", data={"old_number": NUMBER, "new_number": NEW_NUMBER}
    )
    deployment.turn(BRUNO, "Oi")
    deployment.turn(BRUNO, event_type="contact.opted_out", data={"chat": BRUNO})
    deployment.turn(BRUNO, "voltei")
    # the model refuses the key: both events are parked; once the key is fixed the operator
    # lists them, looks at one and redrives it by its id, then the rest, and the processor
    # answers them
    deployment.openai_api.refuse = (401, {"error": {"message": "Incorrect API key provided"}})
    deployment.turn(ANA, "Ainda está aí?")
    deployment.turn(ANA, "Alguém aí?")
    deployment.openai_api.refuse = None
    with deployment.operator():
        listed = io.StringIO()
        with redirect_stdout(listed):
            assert main(["dead-letters", "list", "--stack", STACK]) == 0
        assert listed.getvalue().startswith("2 dead letter(s)"), listed.getvalue()
        first = listed.getvalue().splitlines()[1].split()[0]  # each line starts with its id
        shown = io.StringIO()
        with redirect_stdout(shown):  # the event as delivered: personal, kept off the log
            assert main(["dead-letters", "show", first, "--stack", STACK]) == 0
        assert any(text in shown.getvalue() for text in ("Ainda está aí?", "Alguém aí?"))
        assert main(["dead-letters", "redrive", first, "--stack", STACK]) == 0
        dead_letters = deployment.queues["InboxDeadLetterQueue"]
        assert main(["dead-letters", "redrive", "--all", "--queue-url", dead_letters]) == 0
    assert deployment.process() == []
    # the model is down: the record goes back to the inbox early
    deployment.openai_api.failures.extend([503] * 4)  # the embedding and reply, retried
    deployment.deliver(ANA, "Alô?")
    assert len(deployment.process()) == 1
    deployment.openai_api.failures.clear()
    # the operator checks the stack without a phone
    with deployment.operator():
        report = io.StringIO()
        status = check_stack(describe_stack(STACK, REGION), report, sleep=lambda _: None)
    assert status == 0, report.getvalue()
    # Ana erases herself by command; the operator erases Bruno through the DELETE route
    deployment.turn(ANA, "/apagar")
    assert deployment.maintain()["erased"] == 1
    erase = http_event(b"", headers={})
    erase["routeKey"] = erase["requestContext"]["routeKey"] = "DELETE /people/{phone}"
    erase["pathParameters"] = {"phone": BRUNO}
    with deployment.running("WebhookFunction") as webhook:
        assert Webhook(webhook, deployment.queues["InboxQueue"]).invoke(erase)[0] == 202
    assert deployment.process() == []
    assert deployment.maintain()["erased"] == 1
    assert not store.load(ana).messages and not store.load(key(BRUNO)).messages
    operate_on_data(deployment, store)


def operate_on_data(deployment: Deployment, store: DynamoDbStore) -> None:
    """Carla's memory, read, exported, curated and erased by the operator's commands."""
    for text in ("Oi, sou a Carla", "Moro em Recife", "Tenho um gato"):
        deployment.turn(CARLA, text)
    carla = key(CARLA)
    facts = [
        FactDraft("profile", "Lives in Recife.", "city"),
        FactDraft("profile", "Has a cat.", "pet"),
    ]
    compacted = deployment.maintain(("Carla, de Recife", facts))
    assert compacted["compacted"] == 1
    with deployment.operator_shell(), tempfile.TemporaryDirectory() as folder:
        shown = io.StringIO()
        with redirect_stdout(shown):
            assert main(["inspect", "--phone", CARLA]) == 0
            assert main(["facts", "show", "--phone", CARLA, "--all"]) == 0
            assert main(["facts", "export", "--phone", CARLA]) == 0
        assert "Lives in Recife." in shown.getvalue()
        exported = Path(folder, "carla.json")
        assert main(["export", "--phone", CARLA, "--output", str(exported)]) == 0
        archived = json.loads(exported.read_text())["archived"]
        assert archived["read"] is True and archived["objects"], archived  # read from S3
        facts = store.load(carla).facts
        assert main(["facts", "delete", "--phone", CARLA, "--id", facts[0].id]) == 0
        assert main(["forget", "--phone", CARLA]) == 0
    assert not store.load(carla).messages and not store.load(carla).facts
    import_and_serve_over_mcp(deployment, store)


def import_and_serve_over_mcp(deployment: Deployment, store: DynamoDbStore) -> None:
    """Dora's memory.ts history imported into the stack's table by `import-seed`, then read,
    curated and erased through every tool of `agent-memory mcp`, both as the operator."""
    dora = key(DORA)
    with deployment.operator_shell(), tempfile.TemporaryDirectory() as folder:
        seed = seed_database(Path(folder, "memory.ts.db"))
        with redirect_stdout(io.StringIO()) as imported:
            assert main(["import-seed", str(seed), "--agent", AGENT, "--number", NUMBER]) == 0
        assert imported.getvalue().startswith("imported 2 messages"), imported.getvalue()
        assert store.load(dora).summary and store.load(dora).facts
        recorded = len(deployment.calls.calls)
        with mock.patch("agent_memory.mcp_server.server.run_stdio", every_mcp_tool):
            assert main(["mcp", "--agent", AGENT]) == 0
    # the tools' requests were attributed to the operator (not lost in a server's thread)
    assert {c.principal for c in deployment.calls.calls[recorded:]} == {OPERATOR}
    assert not store.load(dora).messages and not store.load(dora).facts


def seed_database(path: Path) -> Path:
    """A memory.ts database (its own schema) holding two messages, a summary and a fact."""
    with sqlite3.connect(path) as db:
        db.executescript(
            "CREATE TABLE messages (id INTEGER PRIMARY KEY, event_id TEXT, agent TEXT, phone TEXT,"
            " number TEXT, role TEXT, content TEXT, created_at TEXT);"
            "CREATE TABLE summaries (agent TEXT, phone TEXT, text TEXT, through_id INTEGER);"
            "CREATE TABLE facts (id INTEGER PRIMARY KEY, agent TEXT, phone TEXT, fact TEXT);"
        )
        db.executemany(
            "INSERT INTO messages VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (1, "e1", AGENT, DORA, NUMBER, "user", "Oi, sou a Dora", "2026-03-01T10:00:00Z"),
                (2, "e2", AGENT, DORA, NUMBER, "assistant", "Oi Dora!", "2026-03-01T10:00:05Z"),
            ],
        )
        db.execute("INSERT INTO summaries VALUES (?, ?, ?, ?)", (AGENT, DORA, "Dora said hi.", 1))
        db.execute("INSERT INTO facts VALUES (?, ?, ?, ?)", (1, AGENT, DORA, "Lives in Natal."))
    db.close()
    return path


def every_mcp_tool(server: Any) -> int:
    """In place of serving stdio: one SDK client session calling each tool over Dora."""

    async def session() -> None:
        async with Client(server) as client:

            async def call(tool: str, **arguments: Any) -> dict[str, Any]:
                result = await client.call_tool(tool, {"phone": DORA, **arguments})
                assert not result.is_error, (tool, result.content[0].text)
                return result.structured_content

            await call("search_memory", query="where does she live?")
            await call("turn_context", message="Where do I live?")
            await call("list_facts", include_history=True)
            added = await call("add_fact", kind="profile", content="Has a parrot.", subject="pet")
            await call("forget_fact", fact_id=added["added"]["id"])
            await call("export_person")
            await call("erase_person", confirm=f"erase {DORA}")

    asyncio.run(session())
    return 0


@pytest.fixture(scope="module")
def lived(template: dict[str, Any]) -> Deployment:
    """The deployment after a whole life, with every request it took recorded (moto and the
    fake servers stopped again: the tests only read what was recorded)."""
    with (
        pytest.MonkeyPatch.context() as monkeypatch,
        FakeWhasp() as whasp_api,
        FakeOpenAI() as openai_api,
    ):
        for name, value in FAKE_AWS_ENVIRONMENT.items():
            monkeypatch.setenv(name, value)
        for name in SECRETS:
            monkeypatch.delenv(name, raising=False)
        with mock_aws():
            boto3.DEFAULT_SESSION = shared_boto3_session()
            deployment = deploy(template, whasp_api, openai_api)
            with deployment.calls.recording():  # from each function's cold start
                api = PrincipalApi(deployment)  # what check-stack posts to
                describe_in_cloudformation(deployment, api)
                try:
                    live(deployment)
                finally:
                    api.stop()
    return deployment


# --- the life -------------------------------------------------------------------------------


def test_a_life_takes_each_principal_through_every_kind_of_request(lived):
    # the scenario reached what it is there for (else the checks below prove little)
    calls = lived.calls
    assert calls.principals() == set(PRINCIPALS)
    assert "dynamodb:BatchGetItem" in calls.operations("ProcessorFunction")  # the fact index
    assert "dynamodb:BatchGetItem" in calls.operations("MaintenanceFunction")
    assert {"s3:PutObject", "s3:DeleteObjects"} <= calls.operations("MaintenanceFunction")
    assert "cloudformation:DescribeStacks" in calls.operations(OPERATOR)


@pytest.mark.parametrize("principal", PRINCIPALS)
def test_every_request_of_a_life_is_allowed_by_its_principals_policy(lived, principal):
    statements = lived.stack.statements(policy_holder(lived.stack, principal))
    assert denied(statements, lived.calls.permissions(principal)) == []


@pytest.mark.parametrize("principal", PRINCIPALS)
def test_every_grant_is_used_in_a_life(lived, principal):
    statements = lived.stack.statements(policy_holder(lived.stack, principal))
    used = lived.calls.permissions(principal) | used_by_aws(lived.stack, principal)
    assert unused(statements, used, NOT_BOTOCORE) == []


def test_a_role_without_batch_get_item_is_caught(lived):
    # the template as it was: the fact index's BatchGetItem granted to no function
    stack = copy.copy(lived.stack)
    stack.template = without_action(stack.template, "dynamodb:BatchGetItem")
    table = stack.attribute("MemoryTable", "Arn")
    for function_id in ("ProcessorFunction", "MaintenanceFunction"):
        statements = stack.statements(stack.role_of(function_id))
        refused = denied(statements, lived.calls.permissions(function_id))
        assert refused == [Permission("dynamodb:BatchGetItem", table)], function_id


def test_the_checker_refuses_a_request_it_cannot_map_to_iam():
    # a planted call nobody mapped (DescribeTable, which needs dynamodb:DescribeTable and no
    # role grants): it must fail the check, never pass as "needs no permission"
    planted = Call("ProcessorFunction", "dynamodb", "DescribeTable", {"TableName": TABLE})
    with pytest.raises(UnmappedOperation, match="dynamodb:DescribeTable is not mapped to IAM"):
        AwsCalls([planted]).permissions("ProcessorFunction")


def policy_holder(stack: Stack, principal: str) -> str:
    return principal if principal == OPERATOR else stack.role_of(principal)


def without_action(template: dict[str, Any], action: str) -> dict[str, Any]:
    stripped = copy.deepcopy(template)
    for resource in stripped["Resources"].values():
        for policy in resource.get("Properties", {}).get("Policies", []):
            for statement in policy.get("PolicyDocument", {}).get("Statement", []):
                if isinstance(statement, dict) and isinstance(statement.get("Action"), list):
                    statement["Action"] = [a for a in statement["Action"] if a != action]
    return stripped


# --- the generated phone hash key -------------------------------------------------------------

GENERATED_KEY = "generated-in-the-stack"


def generated_key_stack() -> tuple[Stack, str]:
    """The default deployment, whose stack generates the phone hash key: the stack, and the
    ARN of the secret holding the key."""
    parameters = {k: v for k, v in PARAMETERS.items() if k != "PhoneHashKeyParameter"}
    generated = boto3.client("secretsmanager").create_secret(
        Name="phone-hash-key", SecretString=GENERATED_KEY
    )["ARN"]
    names = {"MemoryTable": TABLE, "PhoneHashKeySecret": generated}
    return Stack(translated(), parameters=parameters, names=names), generated


def test_with_the_generated_hash_key_the_webhook_reads_that_secret_and_nothing_more(
    table, queues, monkeypatch
):
    # GIVEN the default deployment: no PhoneHashKeyParameter, so the stack generates the key
    stack, generated = generated_key_stack()
    boto3.client("ssm").put_parameter(
        Name=stack.environment("WebhookFunction")["WHASP_WEBHOOK_SECRET_PARAMETER"],
        Value=SECRET,
        Type="SecureString",
    )
    for name in SECRETS:
        monkeypatch.delenv(name, raising=False)
    parameters_base.DEFAULT_PROVIDERS.clear()
    for name, value in stack.environment("WebhookFunction").items():
        monkeypatch.setenv(name, value)
    with AwsCalls().recording("WebhookFunction") as calls:
        webhook = Webhook(load_function("webhook"), queues["InboxQueue"])
        assert webhook.deliver(whasp_event("evt_1", ANA).encode())[0] == 200
    statements = stack.statements(stack.role_of("WebhookFunction"))
    assert denied(statements, calls.permissions()) == []
    assert {
        (p.action, p.resource) for p in calls.permissions() if p.action.startswith("secrets")
    } == {("secretsmanager:GetSecretValue", generated)}
    (message,) = webhook.queued()
    expected = whasp.person_group(ANA, b"generated-in-the-stack")
    assert message["Attributes"]["MessageGroupId"] == expected


def test_with_the_generated_hash_key_the_operators_commands_read_it_as_the_stack_grants(
    table, monkeypatch, capsys
):
    # GIVEN the default deployment (the stack generates the key), and a person on its table
    stack, generated = generated_key_stack()
    key = GENERATED_KEY.encode()
    Memory(store=DynamoDbStore(TABLE), model=ScriptedModel(), phone_hash_key=key).remember(
        AGENT, ANA, NUMBER, "user", "Oi"
    )
    # WHEN the operator's shell names the secret by the stack's output, as operating.md says
    for name in (*SECRETS, "PHONE_HASH_KEY_PARAMETER"):
        monkeypatch.delenv(name, raising=False)
    secret_arn = stack.value(stack.template["Outputs"]["PhoneHashKeySecretArn"]["Value"])
    environment = {"STORE": "dynamodb", "TABLE_NAME": TABLE, "AGENT_ID": AGENT}
    environment["PHONE_HASH_KEY_SECRET_ARN"] = secret_arn
    parameters_base.DEFAULT_PROVIDERS.clear()
    with mock.patch.dict(os.environ, environment), AwsCalls().recording(OPERATOR) as calls:
        assert main(["inspect", "--phone", ANA]) == 0
    # THEN it hashed with the generated key, read under the OperatorPolicy's grants
    assert "raw messages: 1" in capsys.readouterr().out
    assert denied(stack.statements(OPERATOR), calls.permissions()) == []
    assert ("secretsmanager:GetSecretValue", generated) in {
        (p.action, p.resource) for p in calls.permissions()
    }
