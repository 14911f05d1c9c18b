"""`agent-memory console --stack`, run with the stack's ConsolePolicy, needs no permission
the policy lacks and the policy holds none the console never uses.

The stack under moto as template.yaml deploys it (archive on, the phone hash key in SSM);
a person seeded as the functions would leave her (messages, a compaction archived in S3,
facts, a reply, so she is in the activity list). The console is started as the command
starts it (`stack_settings`, `console_service`, `build_app`) and driven over HTTP through
every page and action it has; every AWS request it makes, in the request's own thread, is
recorded at botocore (tests/aws_calls.py) and held against ConsolePolicy as SAM translates
the template, both ways. moto enforces no IAM: this is what does.
"""

from __future__ import annotations

import http.client
import json
import re
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit

import boto3
import pytest
import uvicorn
from aws_lambda_powertools.utilities.parameters import base as parameters_base
from moto import mock_aws

from agent_memory.archive.s3 import S3Archive
from agent_memory.console.app import build_app
from agent_memory.console.command import stack_settings
from agent_memory.console.security import ConsoleAccess
from agent_memory.console.service import console_service
from agent_memory.core.memory import Memory
from agent_memory.core.records import FactDraft, Message
from agent_memory.core.reply_audit import reply_audit
from agent_memory.core.sequence import reply_seq
from agent_memory.devtools.provision import create_table
from agent_memory.store.dynamodb import DynamoDbStore
from tests.aws_calls import CONSOLE, AwsCalls, Permission, denied, unused
from tests.conftest import FAKE_AWS_ENVIRONMENT, TABLE, shared_boto3_session
from tests.console_server import free_port
from tests.fakes import ScriptedModel
from tests.servers import FakeOpenAI
from tests.stack import REGION, Stack, create_described_stack, translated

STACK = "agent-memory-test"
AGENT = "bot"
ANA, NUMBER = "+5511987654321", "+5511900000000"
BUCKET = "agent-memory-test-archive"
PHONE_HASH_KEY = "phone-hash-key-for-tests"
PARAMETERS = {  # every optional part the console reaches is on: the archive, an SSM hash key
    "AgentId": AGENT,
    "ArchiveEnabled": "true",
    "PhoneHashKeyParameter": "/agent-memory/phone-hash-key",
    "SystemPromptParameter": "/agent-memory/system-prompt",  # the console never reads it
}
SECRETS = {"PHONE_HASH_KEY": PHONE_HASH_KEY, "OPENAI_API_KEY": "sk-test"}
COMPACTION = {
    "summary": "Ana, of Porto Alegre, with a dog called Pipoca.",
    "facts": [
        {"kind": "preference", "subject": "style", "content": "Likes short answers.",
         "source": "stated"},
    ],
}  # fmt: skip
OPERATING = Path(__file__).parent.parent / "docs" / "operating.md"


@dataclass
class Console:
    """The console of a deployed stack, served from a thread that acts as ConsolePolicy."""

    stack: Stack
    memory: Memory  # the seeding's view of the same table (not recorded)
    openai_api: FakeOpenAI
    calls: AwsCalls
    access: ConsoleAccess | None = None
    port: int = 0
    cookie: str = ""
    answers: list[tuple[str, str, int]] = field(default_factory=list)

    def request(self, method: str, target: str, form: dict[str, str] | None = None) -> str:
        """One request, logged in; the body. Pages answer 200, actions redirect (303)."""
        assert self.access is not None
        headers = {"Cookie": self.cookie, "Host": f"127.0.0.1:{self.port}"}
        body = b""
        if form is not None:
            body = urlencode({"csrf": self.access.csrf, **form}).encode()
            headers |= {
                "Origin": f"http://127.0.0.1:{self.port}",
                "Content-Type": "application/x-www-form-urlencoded",
            }
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        connection.request(method, target, body=body, headers=headers)
        answer = connection.getresponse()
        text = answer.read().decode()
        self.answers.append((method, urlsplit(target).path, answer.status))
        assert answer.status in (200, 303), (target, answer.status, text[:500])
        return text

    def log_in(self) -> None:
        assert self.access is not None
        url = urlsplit(self.access.login_url("127.0.0.1", self.port))
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        connection.request("GET", f"{url.path}?{url.query}")
        answer = connection.getresponse()
        answer.read()
        assert answer.status == 303
        self.cookie = answer.getheader("set-cookie", "").split(";", 1)[0]

    def fact(self, content: str) -> str:
        """The id of the person's fact with this text (read as the seeding, not recorded)."""
        facts = self.memory.store.load(self.memory.key(AGENT, ANA)).facts
        return next(f.id for f in facts if f.content == content and f.superseded_by is None)

    @contextmanager
    def served(self) -> Iterator[Console]:
        """`agent-memory console --stack` as run_console builds it, on a free port."""
        with self.calls.acting_as(CONSOLE):  # the start: the stack's settings, its key
            for provider in parameters_base.DEFAULT_PROVIDERS.values():
                provider.clear_cache()  # a process of its own
            service = console_service(stack_settings(STACK, REGION))
        self.port = free_port()
        self.access = ConsoleAccess.for_address("127.0.0.1", self.port)
        config = uvicorn.Config(
            build_app(service, self.access),
            host="127.0.0.1",
            port=self.port,
            access_log=False,
            log_level="warning",
        )
        server = uvicorn.Server(config)

        def serve() -> None:
            with self.calls.acting_as(CONSOLE):  # its requests, in their worker threads too
                server.run()

        thread = threading.Thread(target=serve, daemon=True)
        thread.start()
        deadline = time.monotonic() + 10
        while not server.started:
            assert thread.is_alive() and time.monotonic() < deadline, "the console did not start"
            time.sleep(0.02)
        try:
            self.log_in()
            yield self
        finally:
            server.should_exit = True
            thread.join(10)


def deploy(
    template: dict[str, Any],
    openai_url: str,
    parameters: dict[str, str] = PARAMETERS,
    names: dict[str, str] | None = None,
) -> Stack:
    """The stack's table, archive bucket and secrets under moto, and the stack itself in
    CloudFormation: its outputs and a maintenance function with the deployed environment."""
    stack = Stack(
        translated(),
        parameters={
            **parameters,
            "WhaspApiUrl": "https://whasp.example",
            "OpenAIBaseUrl": openai_url,
        },
        names={
            "MemoryTable": create_table(TABLE, template),
            "ArchiveBucket": BUCKET,
            **(names or {}),
        },
        stack_name=STACK,
    )
    boto3.client("s3").create_bucket(Bucket=BUCKET)
    environment = stack.environment("MaintenanceFunction")
    for setting, value in SECRETS.items():
        if f"{setting}_PARAMETER" in environment:
            name = environment[f"{setting}_PARAMETER"]
            boto3.client("ssm").put_parameter(Name=name, Value=value, Type="SecureString")
    create_described_stack(
        STACK,
        parameters,
        {"WebhookUrl": "https://api.example/webhook", "TableName": TABLE},
        {
            "FunctionName": stack.physical_name("MaintenanceFunction"),
            "Environment": {"Variables": environment},
        },
    )
    return stack


def seed(memory: Memory, model: ScriptedModel) -> None:
    """Ana as the functions leave her: a compaction (archived) with facts, a reply sent (so
    she is in the activity list), and two messages waiting for the next compaction."""
    for text in ("Oi, sou a Ana", "Moro em Porto Alegre"):
        memory.remember(AGENT, ANA, NUMBER, "user", text)
    model.queue_compaction(
        "Ana, de Porto Alegre",
        FactDraft("profile", "Lives in Porto Alegre.", "city"),
        FactDraft("profile", "Has a dog called Pipoca.", "pet_name"),
        FactDraft("profile", "Works as a nurse.", "job"),
    )
    assert memory.compact(AGENT, ANA, trigger=2, keep=0)
    key = memory.key(AGENT, ANA)
    memory.remember(AGENT, ANA, NUMBER, "user", "Qual é o nome do meu cachorro?", event_id="e1")
    context = memory.build_context(AGENT, ANA, query="cachorro")
    marker = memory.store.turn(key, "e1")
    reply = Message(reply_seq(marker.seq), "assistant", "Pipoca.", NUMBER, memory.clock())
    assert memory.store.record_reply(key, "e1", reply, reply_audit(context))
    memory.store.mark_sent(key, "e1", None, memory.clock())
    memory.remember(AGENT, ANA, NUMBER, "user", "Prefiro respostas curtas")


def use_every_page_and_action(console: Console) -> None:
    """What an operator can do in the console, each once."""
    person = f"/person/{ANA}"
    assert ANA in console.request("GET", "/")  # the activity list
    console.request("GET", "/find?" + urlencode({"phone": ANA}))
    assert "Has a dog called Pipoca." in console.request("GET", person)
    console.request("GET", f"{person}?facts=all")
    exported = console.request("GET", f"{person}/export")
    assert "Porto Alegre" in exported
    assert "Oi, sou a Ana" in exported  # folded: only the archive holds it, read back
    console.request(
        "POST", f"{person}/facts", {"kind": "profile", "subject": "plan", "content": "Plan: pro."}
    )
    city = console.fact("Lives in Porto Alegre.")
    console.request("POST", f"{person}/facts/{city}/edit", {"content": "Lives in Recife."})
    pet = console.fact("Has a dog called Pipoca.")
    console.request("POST", f"{person}/facts/{pet}/invalidate", {})
    console.request("POST", f"{person}/facts/{pet}/restore", {})
    console.request("POST", f"{person}/facts/{console.fact('Works as a nurse.')}/delete", {})
    console.openai_api.texts.append(json.dumps(COMPACTION))
    console.request("POST", f"{person}/compact", {})
    assert console.fact("Likes short answers.")  # compact now went through the stack's model
    receipt = console.request("POST", f"{person}/erase", {"confirm": "erase"})
    assert "receipt" in receipt.lower()


@pytest.fixture(scope="module")
def used(template: dict[str, Any]) -> Console:
    """The console after every page and action, with every request it made recorded (moto
    and the fake model server stopped again: the tests read only what was recorded)."""
    with pytest.MonkeyPatch.context() as monkeypatch, FakeOpenAI() as openai_api:
        for name, value in FAKE_AWS_ENVIRONMENT.items():
            monkeypatch.setenv(name, value)
        for name in (*SECRETS, "TABLE_NAME", "STORE", "AGENT_ID", "ARCHIVE_BUCKET"):
            monkeypatch.delenv(name, raising=False)
        with mock_aws():
            boto3.DEFAULT_SESSION = shared_boto3_session()
            stack = deploy(template, openai_api.url + "/v1")
            model = ScriptedModel()
            memory = Memory(
                store=DynamoDbStore(TABLE),
                model=model,
                archive=S3Archive(BUCKET),
                phone_hash_key=PHONE_HASH_KEY.encode(),
            )
            seed(memory, model)
            console = Console(stack, memory, openai_api, AwsCalls())
            with console.calls.recording(), console.served():
                use_every_page_and_action(console)
            archived = boto3.client("s3").list_objects_v2(Bucket=BUCKET).get("KeyCount", 0)
            assert archived == 0, "the erasure reached the archive"
    return console


def test_the_console_takes_every_kind_of_request_it_can_make(used):
    # the scenario reached what it is there for (else the checks below prove little)
    operations = used.calls.operations(CONSOLE)
    assert {
        "cloudformation:DescribeStacks",
        "cloudformation:DescribeStackResource",
        "lambda:GetFunctionConfiguration",
        "ssm:GetParameter",
        "dynamodb:Query",
        "dynamodb:TransactWriteItems",
        "s3:PutObject",
        "s3:ListObjectsV2",
        "s3:DeleteObjects",
    } <= operations, operations
    assert {permission.resource for permission in used.calls.permissions(CONSOLE)} >= {
        used.stack.attribute("MemoryTable", "Arn") + "/index/ActivityIndex"
    }


def test_every_request_of_the_console_is_allowed_by_console_policy(used):
    statements = used.stack.statements(CONSOLE)
    assert denied(statements, used.calls.permissions(CONSOLE)) == []


def test_every_grant_of_console_policy_is_used_by_the_console(used):
    statements = used.stack.statements(CONSOLE)
    assert unused(statements, used.calls.permissions(CONSOLE)) == []


def test_operating_md_lists_exactly_what_console_policy_can_grant(used):
    # the hand-written list named dynamodb:TransactWriteItems (no IAM action) and no S3
    listed = set(re.findall(r"`([a-z0-9-]+:[A-Za-z]+)`", _console_permissions_paragraph()))
    assert listed == _actions(used.stack.template["Resources"][CONSOLE])
    assert "dynamodb:TransactWriteItems" not in listed


def _actions(node: Any) -> set[str]:
    """Every action a policy names, under any condition (both branches of each Fn::If)."""
    if isinstance(node, list):
        return {action for item in node for action in _actions(item)}
    if not isinstance(node, dict):
        return set()
    named = node.get("Action", [])
    found = {named} if isinstance(named, str) else set(named) if isinstance(named, list) else set()
    return found | {a for k, v in node.items() if k != "Action" for a in _actions(v)}


def _console_permissions_paragraph() -> str:
    section = OPERATING.read_text().split("## The console over a stack", 1)[1]
    return section.split("## ", 1)[0].split("ConsolePolicy grants", 1)[1].split("\n\n", 1)[0]


def test_the_list_operating_md_gave_is_caught(used):
    # what operating.md told the console's credentials to hold: ConsolePolicy's grants but
    # no S3, and TransactWriteItems (no IAM action) beside the per-item actions
    table = used.stack.attribute("MemoryTable", "Arn")
    told = [
        {**s, "Action": [*s["Action"], "dynamodb:TransactWriteItems"]}
        if s["Resource"] == [table]
        else s
        for s in used.stack.statements(CONSOLE)
        if not s["Action"][0].startswith("s3:")
    ]
    refused = {p.action for p in denied(told, used.calls.permissions(CONSOLE))}
    assert refused == {"s3:PutObject", "s3:ListBucket", "s3:DeleteObject", "s3:GetObject"}
    granted = {(a, r) for s in told for a in s["Action"] for r in s["Resource"]}
    assert ("dynamodb:TransactWriteItems", table) in granted
    assert ("dynamodb:TransactWriteItems", table) in unused(told, used.calls.permissions(CONSOLE))


def test_with_the_generated_hash_key_the_console_starts_on_that_secret(aws, template, monkeypatch):
    # the default deployment: no PhoneHashKeyParameter, the stack generates the key in
    # Secrets Manager and the maintenance function's environment names that secret
    for name in (*SECRETS, "TABLE_NAME", "STORE", "AGENT_ID", "ARCHIVE_BUCKET"):
        monkeypatch.delenv(name, raising=False)
    generated = boto3.client("secretsmanager").create_secret(
        Name="phone-hash-key", SecretString=PHONE_HASH_KEY
    )["ARN"]
    parameters = {k: v for k, v in PARAMETERS.items() if k != "PhoneHashKeyParameter"}
    stack = deploy(
        template, "https://api.openai.example/v1", parameters, {"PhoneHashKeySecret": generated}
    )
    with AwsCalls().recording(CONSOLE) as calls:
        for provider in parameters_base.DEFAULT_PROVIDERS.values():
            provider.clear_cache()
        service = console_service(stack_settings(STACK, REGION))
        assert service.curation.chains(AGENT, ANA) == []
    assert Permission("secretsmanager:GetSecretValue", generated) in calls.permissions()
    assert denied(stack.statements(CONSOLE), calls.permissions()) == []
