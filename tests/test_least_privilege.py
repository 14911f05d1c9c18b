"""Each function, configured exactly as template.yaml deploys it, needs no permission its role
lacks and holds none it never uses.

A rehearsal of the deployment under moto: the environment comes from the SAM-translated
template, secrets from SSM SecureStrings, and every AWS request the handlers make is turned
into the IAM permission it needs and checked against the function's role.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import boto3
import pytest
from aws_lambda_powertools.utilities.parameters import base as parameters_base

from agent_memory import Memory
from agent_memory.core.records import Message
from agent_memory.core.sequence import new_seq
from agent_memory.pipeline import whasp
from agent_memory.pipeline.erasure_request import new_erasure_request
from agent_memory.store.dynamodb import DynamoDbStore
from tests.conftest import TABLE
from tests.deliveries import SECRET, Webhook, encode, http_event, message_event
from tests.fakes import ScriptedModel
from tests.lambdas import FakeLambdaContext, load_function, sqs_event, whasp_event
from tests.servers import FakeOpenAI, FakeWhasp
from tests.stack import AwsCalls, Permission, Stack, allows, translated
from tests.test_processor import enqueue, run

AGENT = "bot"
ANA, BRUNO = "+5511987654321", "+5511912345678"
NUMBER, NEW_NUMBER = "+5511900000000", "+5511900000099"
BUCKET = "agent-memory-test-archive"
PHONE_HASH_KEY = "phone-hash-key-for-tests"
# every optional feature on, so every conditional grant is in play
PARAMETERS = {
    "AgentId": AGENT,
    "ArchiveEnabled": "true",
    "EmbeddingModel": "none",  # the fake OpenAI server speaks the Responses API only
    "PhoneHashKeyParameter": "/agent-memory/phone-hash-key",
    "SystemPromptParameter": "/agent-memory/system-prompt",
}
# secrets the deployment holds in SSM, by setting (stored under the names the functions get)
SECRETS = {
    "WHASP_WEBHOOK_SECRET": SECRET,
    "WHASP_API_KEY": "whasp-test-key",
    "OPENAI_API_KEY": "sk-test",
    "PHONE_HASH_KEY": PHONE_HASH_KEY,
    "SYSTEM_PROMPT": "You are Bot, the test agent.",
}
FUNCTIONS = ("WebhookFunction", "ProcessorFunction", "MaintenanceFunction")
DIRECT_SECRETS = ("WHASP_WEBHOOK_SECRET", "WHASP_API_KEY", "OPENAI_API_KEY", "PHONE_HASH_KEY")


@pytest.fixture
def servers() -> Iterator[tuple[FakeWhasp, FakeOpenAI]]:
    whasp_api, openai_api = FakeWhasp().start(), FakeOpenAI().start()
    yield whasp_api, openai_api
    whasp_api.stop()
    openai_api.stop()


@pytest.fixture
def stack(table, queues, servers, monkeypatch) -> Stack:
    """The deployment under moto: bucket, SSM parameters, and nothing set by hand."""
    whasp_api, openai_api = servers
    deployed = Stack(
        translated(),
        parameters={
            **PARAMETERS,
            "WhaspApiUrl": whasp_api.url,
            "OpenAIBaseUrl": openai_api.url + "/v1",
        },
        names={"MemoryTable": TABLE, "ArchiveBucket": BUCKET},
    )
    boto3.client("s3").create_bucket(Bucket=BUCKET)
    ssm = boto3.client("ssm")
    names = {
        setting.removesuffix("_PARAMETER"): name
        for function_id in FUNCTIONS
        for setting, name in deployed.environment(function_id).items()
        if setting.endswith("_PARAMETER")
    }
    assert set(names) == set(SECRETS)
    for setting, value in SECRETS.items():
        ssm.put_parameter(Name=names[setting], Value=value, Type="SecureString")
    for name in DIRECT_SECRETS:
        monkeypatch.delenv(name, raising=False)
    parameters_base.DEFAULT_PROVIDERS.clear()  # no secret cached by an earlier test
    return deployed


def deploy(stack: Stack, function_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Give this process the function's environment as the stack sets it."""
    for name, value in stack.environment(function_id).items():
        monkeypatch.setenv(name, value)


def granted(stack: Stack, function_id: str, service: str) -> set[tuple[str, str]]:
    """(action, resource) pairs the function's role grants for one service."""
    return {
        (action, resource)
        for statement in stack.statements(stack.role_of(function_id))
        for action in statement["Action"]
        if action.startswith(f"{service}:")
        for resource in statement["Resource"]
    }


def used(calls: AwsCalls, service: str, *, resource_prefix: str = "") -> set[tuple[str, str]]:
    return {
        (p.action, p.resource)
        for p in calls.permissions()
        if p.action.startswith(f"{service}:") and p.resource.startswith(resource_prefix)
    }


def denied(stack: Stack, function_id: str, calls: AwsCalls) -> list[Permission]:
    statements = stack.statements(stack.role_of(function_id))
    return sorted(
        (p for p in calls.permissions() if not allows(statements, p)), key=lambda p: p.action
    )


# --- webhook --------------------------------------------------------------------------------


def test_the_webhook_role_covers_deliveries_and_erasure_requests_and_nothing_else(
    stack, queues, monkeypatch
):
    deploy(stack, "WebhookFunction", monkeypatch)
    erase = http_event(b"", headers={})
    erase["routeKey"] = erase["requestContext"]["routeKey"] = "DELETE /people/{phone}"
    erase["pathParameters"] = {"phone": ANA}

    with AwsCalls().recording() as calls:  # from the cold start, which reads the hash key
        webhook = Webhook(load_function("webhook"), queues["InboxQueue"])
        assert webhook.deliver(encode(message_event("evt_1", ANA)))[0] == 200
        assert webhook.invoke(erase)[0] == 202

    assert denied(stack, "WebhookFunction", calls) == []
    assert used(calls, "sqs") | used(calls, "ssm") == granted(stack, "WebhookFunction", "sqs") | (
        granted(stack, "WebhookFunction", "ssm")
    )


# --- processor ------------------------------------------------------------------------------


def erasure_requested(queues: dict[str, str], phone: str) -> dict:
    """An SQS batch holding an operator's erasure request, as the webhook queues it."""
    request = new_erasure_request(phone, "request-1", datetime.now(UTC))
    boto3.client("sqs").send_message(
        QueueUrl=queues["InboxQueue"],
        MessageBody=request.body(),
        MessageGroupId=whasp.person_group(phone, PHONE_HASH_KEY.encode()),
        MessageDeduplicationId=request.event_id,
    )
    return sqs_event(queues["InboxQueue"])


def test_the_processor_role_covers_every_kind_of_event_and_nothing_more(
    stack, queues, servers, monkeypatch
):
    # GIVEN the processor as deployed, and one event of every kind it handles
    whasp_api, openai_api = servers
    deploy(stack, "ProcessorFunction", monkeypatch)
    processor = load_function("processor")
    batches = [
        [whasp_event("evt_1", ANA, "Oi, sou a Ana")],
        [whasp_event("evt_1", ANA, "Oi, sou a Ana")],  # redelivered
        [
            whasp_event(
                "evt_2",
                ANA,
                event_type="number.replaced",
                data={"old_number": NUMBER, "new_number": NEW_NUMBER},
            )
        ],
        [whasp_event("evt_3", BRUNO, event_type="contact.opted_out", data={"chat": BRUNO})],
        [whasp_event("evt_4", BRUNO, "voltei", created_at="2026-11-29T12:10:00Z")],
        [whasp_event("evt_5", ANA, "/apagar", created_at="2026-11-29T12:11:00Z")],
    ]
    events = [enqueue(queues, *bodies) for bodies in batches] + [erasure_requested(queues, BRUNO)]
    poison = enqueue(queues, whasp_event("evt_6", ANA))
    poison["Records"][0]["body"] = "{not json"
    late = whasp_event("evt_7", "+5511955554444", "ainda aí?")  # not erased
    during_outage = enqueue(queues, late)

    # WHEN it handles them, and one while the model is down (given back to the inbox early)
    with AwsCalls().recording() as calls:
        for event in [*events, poison]:
            assert run(processor, event) == []
        openai_api.failures.extend([503, 503])  # the client's own retry fails too
        assert len(run(processor, during_outage)) == 1

    # THEN the role allowed every request, and every grant was used
    assert len(whasp_api.delivered) == 3  # two answers and the erasure confirmation
    assert denied(stack, "ProcessorFunction", calls) == []
    for service in ("dynamodb", "ssm"):
        assert used(calls, service) == granted(stack, "ProcessorFunction", service), service
    assert used(calls, "sqs") == {
        ("sqs:SendMessage", stack.attribute("InboxDeadLetterQueue", "Arn")),
        ("sqs:ChangeMessageVisibility", stack.attribute("InboxQueue", "Arn")),
    }


# --- maintenance ----------------------------------------------------------------------------


def test_the_maintenance_role_covers_compaction_archives_and_erasure_and_nothing_more(
    stack, monkeypatch
):
    # GIVEN two people with a conversation due for compaction, the archive on
    memory = Memory(
        store=DynamoDbStore(TABLE), model=ScriptedModel(), phone_hash_key=PHONE_HASH_KEY.encode()
    )
    for phone in (ANA, BRUNO):
        for i in range(45):
            memory.remember(AGENT, phone, NUMBER, "user" if i % 2 == 0 else "assistant", f"m{i}")
        key = memory.key(AGENT, phone)
        now = datetime.now(UTC) + timedelta(seconds=1)
        memory.store.append_message(key, Message(new_seq(now), "user", "due", NUMBER, now, "due"))
        memory.store.mark_sent(key, "due", due_at=now)
    deploy(stack, "MaintenanceFunction", monkeypatch)
    maintenance = load_function("maintenance")

    # WHEN a run compacts both (archiving what it folds), then Bruno asks to be forgotten
    # and the next run erases him
    calls = AwsCalls()
    with calls.recording():
        maintenance.memory().model = ScriptedModel()  # the fake server cannot compact
        first = maintenance.handler({}, FakeLambdaContext())
    memory.request_erasure(AGENT, BRUNO)
    with calls.recording():
        second = maintenance.handler({}, FakeLambdaContext())

    assert (first["compacted"], second["erased"], first["failed"] + second["failed"]) == (2, 1, 0)
    # THEN the role allowed every request, and every grant was used
    assert denied(stack, "MaintenanceFunction", calls) == []
    for service in ("dynamodb", "ssm"):
        assert used(calls, service) == granted(stack, "MaintenanceFunction", service), service
    actions = {action for action, _ in used(calls, "s3")}
    assert actions == {action for action, _ in granted(stack, "MaintenanceFunction", "s3")}


def test_with_the_generated_hash_key_the_webhook_reads_that_secret_and_nothing_more(
    table, queues, monkeypatch
):
    # GIVEN the default deployment: no PhoneHashKeyParameter, so the stack generates the key
    parameters = {k: v for k, v in PARAMETERS.items() if k != "PhoneHashKeyParameter"}
    generated = boto3.client("secretsmanager").create_secret(
        Name="phone-hash-key", SecretString="generated-in-the-stack"
    )["ARN"]
    stack = Stack(
        translated(),
        parameters=parameters,
        names={"MemoryTable": TABLE, "PhoneHashKeySecret": generated},
    )
    ssm = boto3.client("ssm")
    ssm.put_parameter(
        Name=stack.environment("WebhookFunction")["WHASP_WEBHOOK_SECRET_PARAMETER"],
        Value=SECRET,
        Type="SecureString",
    )
    for name in DIRECT_SECRETS:
        monkeypatch.delenv(name, raising=False)
    parameters_base.DEFAULT_PROVIDERS.clear()
    deploy(stack, "WebhookFunction", monkeypatch)
    with AwsCalls().recording() as calls:
        webhook = Webhook(load_function("webhook"), queues["InboxQueue"])
        assert webhook.deliver(encode(message_event("evt_1", ANA)))[0] == 200
    assert denied(stack, "WebhookFunction", calls) == []
    assert used(calls, "secretsmanager") == granted(stack, "WebhookFunction", "secretsmanager")
    assert granted(stack, "WebhookFunction", "secretsmanager") == {
        ("secretsmanager:GetSecretValue", generated)
    }
    (message,) = webhook.queued()
    expected = whasp.person_group(ANA, b"generated-in-the-stack")
    assert message["Attributes"]["MessageGroupId"] == expected
