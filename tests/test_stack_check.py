"""`agent-memory check-stack`: a signed test delivery to a deployed stack, followed through it.

The stack is the template's, deployed under moto (table, queues, SSM secrets, the
CloudFormation description); its API is a loopback HTTP server that runs the real
webhook handler and then the processor on what it queued, as API Gateway and the SQS
event source would, with fake whasp and OpenAI servers behind.
"""

from __future__ import annotations

import base64
import io
import threading
from collections.abc import Iterator
from dataclasses import replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import ModuleType
from typing import Any

import boto3
import pytest
from aws_lambda_powertools.utilities.parameters import base as parameters_base

from agent_memory.commands.cli import main
from agent_memory.commands.stack_check import check_stack, describe_stack, secret_parameter_name
from agent_memory.errors import ConfigurationError
from tests.deliveries import SECRET, http_event
from tests.lambdas import FakeLambdaContext, load_function, run, sqs_event
from tests.servers import FakeOpenAI, FakeWhasp
from tests.stack import Stack, create_described_stack, translated

STACK = "agent-memory-test"
TABLE = "agent-memory-test"
FUNCTIONS = ("WebhookFunction", "ProcessorFunction")
SECRETS = {"WHASP_WEBHOOK_SECRET": SECRET, "WHASP_API_KEY": "whasp-key", "OPENAI_API_KEY": "sk-t"}


class DeployedApi:
    """`POST /webhook` as API Gateway serves it: the webhook Lambda, then the processor."""

    def __init__(
        self, inbox: str, webhook: ModuleType | None = None, processor: ModuleType | None = None
    ) -> None:
        self.inbox = inbox
        self.webhook = webhook or load_function("webhook")
        self.processor = processor or load_function("processor")
        self.parked: list[str] = []
        api = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers["Content-Length"]))
                headers = {k.lower(): v for k, v in self.headers.items()}
                answer = api.answer(http_event(raw, headers))
                self.send_response(answer["statusCode"])
                self.end_headers()
                self.wfile.write(answer["body"].encode())

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def answer(self, event: dict[str, Any]) -> dict[str, Any]:
        """The webhook's answer; what it queued, handed to the processor at once."""
        answer = self.webhook.handler(event, FakeLambdaContext())
        if answer["statusCode"] == 200:
            self.parked += self.process()
        return answer

    def process(self) -> list[str]:
        return run(self.processor, sqs_event(self.inbox))

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/webhook"

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def whasp_api() -> Iterator[FakeWhasp]:
    server = FakeWhasp().start()
    yield server
    server.stop()


@pytest.fixture
def api(table, queues, whasp_api, monkeypatch) -> Iterator[DeployedApi]:
    """The stack deployed under moto, described by CloudFormation as `sam deploy` leaves it."""
    openai_api = FakeOpenAI().start()
    parameters = {
        "AgentId": "bot",
        "WhaspApiUrl": whasp_api.url,
        "OpenAIBaseUrl": openai_api.url + "/v1",
        "EmbeddingModel": "none",
    }
    generated = boto3.client("secretsmanager").create_secret(  # the stack's phone hash key
        Name=f"{STACK}-phone-hash-key", SecretString="generated-in-the-stack"
    )["ARN"]
    deployed = Stack(
        translated(),
        parameters=parameters,
        names={"MemoryTable": TABLE, "PhoneHashKeySecret": generated},
    )
    ssm = boto3.client("ssm")
    for function_id in FUNCTIONS:
        for name, value in deployed.environment(function_id).items():
            monkeypatch.setenv(name, value)
            if name.endswith("_PARAMETER") and name.removesuffix("_PARAMETER") in SECRETS:
                secret = SECRETS[name.removesuffix("_PARAMETER")]
                ssm.put_parameter(Name=value, Value=secret, Type="SecureString", Overwrite=True)
    for name in SECRETS:
        monkeypatch.delenv(name, raising=False)
    parameters_base.DEFAULT_PROVIDERS.clear()
    deployed_api = DeployedApi(queues["InboxQueue"])
    outputs = {
        "WebhookUrl": deployed_api.url,
        "TableName": TABLE,
        "InboxDeadLetterQueueUrl": queues["InboxDeadLetterQueue"],
    }
    create_described_stack(STACK, parameters, outputs)
    yield deployed_api
    deployed_api.stop()
    openai_api.stop()


def test_a_fresh_stack_answers_the_test_message_and_the_check_says_so(api, whasp_api):
    out = io.StringIO()
    status = check_stack(describe_stack(STACK, "us-east-1"), out, sleep=lambda _: None)
    report = out.getvalue()
    assert status == 0, report
    assert "webhook answered 200: queued evt_check_" in report
    assert "processor remembered the message" in report
    assert "processor stored a reply" in report
    assert "reply sent through whasp" in report
    assert whasp_api.texts_to("+15555550100")  # the reply went out, to the test phone


def test_a_secret_the_webhook_does_not_use_is_reported_with_the_fix(api):
    # the operator stored whasp's secret under another name than the webhook reads
    stack = replace(describe_stack(STACK, "us-east-1"), webhook_secret_parameter="/elsewhere")
    other = "whsec_" + base64.b64encode(b"another-secret-than-the-webhooks").decode()
    boto3.client("ssm").put_parameter(Name="/elsewhere", Value=other, Type="SecureString")
    out = io.StringIO()
    assert check_stack(stack, out, sleep=lambda _: None) == 1
    assert "webhook answered 401" in out.getvalue()
    assert "does not accept the secret in /elsewhere" in out.getvalue()


def test_a_missing_webhook_secret_says_where_whasp_shows_it(api):
    boto3.client("ssm").delete_parameter(Name=f"/agent-memory/{STACK}/whasp-webhook-secret")
    with pytest.raises(ConfigurationError, match="in whasp's webhook settings, paste the"):
        check_stack(describe_stack(STACK, "us-east-1"), io.StringIO())


def test_a_reply_whasp_refuses_is_found_parked_with_its_reason(api, whasp_api):
    whasp_api.failures.extend([400] * 5)
    out = io.StringIO()
    status = check_stack(describe_stack(STACK, "us-east-1"), out, timeout=0.5, poll=0.1)
    report = out.getvalue()
    assert status == 1
    assert "processor stored a reply" in report and "reply sent" not in report
    assert "parked the event in the dead-letter queue" in report
    assert "pass --phone" in report


@pytest.mark.parametrize(
    "parameters",
    [{}, {"ParameterPrefix": "/team"}, {"ParameterPrefix": "/team", "WhaspApiKeyParameter": "/x"}],
)
def test_secret_names_follow_the_template(parameters):
    deployed = Stack(translated(), parameters=parameters, stack_name="agent-memory-bot")
    environment = {
        **deployed.environment("WebhookFunction"),
        **deployed.environment("ProcessorFunction"),
    }
    for setting in ("whasp-webhook-secret", "whasp-api-key", "openai-api-key"):
        variable = setting.upper().replace("-", "_")
        expected = environment[f"{variable}_PARAMETER"]
        assert secret_parameter_name("agent-memory-bot", parameters, setting) == expected


def test_the_command_names_a_stack_it_cannot_find(aws, capsys):
    assert main(["check-stack", "--stack", "agent-memory-nope", "--region", "us-east-1"]) == 2
    error = capsys.readouterr().err
    assert "cannot read stack 'agent-memory-nope' in 'us-east-1'" in error
    assert "check --stack and --region" in error


def test_without_aws_credentials_the_command_says_which_are_needed(monkeypatch, capsys):
    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_PROFILE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("AWS_SHARED_CREDENTIALS_FILE", "/nonexistent")
    monkeypatch.setenv("AWS_CONFIG_FILE", "/nonexistent")
    monkeypatch.setenv("AWS_EC2_METADATA_DISABLED", "true")
    assert main(["check-stack", "--stack", "agent-memory-bot", "--region", "us-east-1"]) == 2
    assert "give the AWS CLI's credentials" in capsys.readouterr().err
