"""`agent-memory check-stack`: one signed test delivery to a deployed stack, followed
through the pipeline, so a fresh stack can be checked without a phone.

It reads the stack as CloudFormation describes it (outputs and parameters), signs a
`message.received` with the webhook secret stored in SSM, posts it to `WebhookUrl`
and then watches the turn's marker in the table: remembered, reply stored, reply sent.
What it cannot see there (a refusal, a parked event, a silent processor) it names
with the place to look. Operator credentials are needed: the stack's OperatorPolicy
(cloudformation:DescribeStacks, ssm:GetParameter on the webhook secret, dynamodb:GetItem on
the table, sqs:ReceiveMessage on the dead-letter queue; tests/test_least_privilege.py
holds it to these calls).
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import IO, Any

from agent_memory.aws import aws_client, error_text
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import TurnMarker
from agent_memory.display_text import quoted_input
from agent_memory.errors import ConfigurationError
from agent_memory.pipeline.signature import secret_keys, signed_headers
from agent_memory.pipeline.whasp import text_message_event
from agent_memory.store.dynamodb import DynamoDbStore

TEST_PHONE = "+15555550100"  # 555-01xx: reserved for fiction, nobody's phone
TEST_NUMBER = "+15555550199"
DEFAULT_PREFIX = "/agent-memory/{stack}"


@dataclass(frozen=True)
class DeployedStack:
    """What the check needs to know about one deployed stack."""

    name: str
    region: str
    webhook_url: str
    table: str
    dead_letter_queue: str | None
    agent: str
    webhook_secret_parameter: str

    @property
    def processor_log(self) -> str:
        """The processor's log group, as template.yaml names it."""
        return f"/aws/lambda/{self.name}/processor"


def secret_parameter_name(stack: str, parameters: dict[str, str], setting: str) -> str:
    """The SSM name a secret's `...Parameter` resolves to, by the template's rule: the name
    given, else `<ParameterPrefix>/<setting>`, the prefix defaulting to /agent-memory/<stack>.
    (tests/test_stack_check.py holds this rule against template.yaml.)"""
    given = {
        "whasp-webhook-secret": "WhaspWebhookSecretParameter",
        "whasp-api-key": "WhaspApiKeyParameter",
        "openai-api-key": "OpenAIApiKeyParameter",
    }[setting]
    if parameters.get(given):
        return parameters[given]
    prefix = parameters.get("ParameterPrefix") or DEFAULT_PREFIX.format(stack=stack)
    return f"{prefix}/{setting}"


def describe_stack(name: str, region: str) -> DeployedStack:
    """The stack `name` as CloudFormation describes it; ConfigurationError naming the fix."""
    from botocore.exceptions import BotoCoreError, ClientError

    try:
        stack = aws_client("cloudformation").describe_stacks(StackName=name)["Stacks"][0]
    except ClientError as error:
        raise ConfigurationError(
            f"cannot read stack {quoted_input(name)} in {quoted_input(region)} "
            f"({error_text(error)}): "
            "check --stack and --region, and your AWS credentials"
        ) from None
    except BotoCoreError as error:
        raise ConfigurationError(
            f"cannot reach CloudFormation in {quoted_input(region)} ({error}): give the AWS CLI's "
            "credentials of the stack's account (aws configure, or AWS_PROFILE)"
        ) from None
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack.get("Outputs", [])}
    parameters = {p["ParameterKey"]: p.get("ParameterValue", "") for p in stack["Parameters"]}
    missing = [o for o in ("WebhookUrl", "TableName") if o not in outputs]
    if missing:
        raise ConfigurationError(
            f"stack {quoted_input(name)} has no {', '.join(missing)} output: is it an "
            "agent-memory stack, "
            f"and done deploying ({stack.get('StackStatus')})?"
        )
    return DeployedStack(
        name=stack["StackName"],
        region=region,
        webhook_url=outputs["WebhookUrl"],
        table=outputs["TableName"],
        dead_letter_queue=outputs.get("InboxDeadLetterQueueUrl"),
        agent=parameters.get("AgentId") or "agent",
        webhook_secret_parameter=secret_parameter_name(
            stack["StackName"], parameters, "whasp-webhook-secret"
        ),
    )


def webhook_key(stack: DeployedStack) -> bytes:
    """The signing key whasp would use: the first secret in the webhook's SSM parameter."""
    from botocore.exceptions import ClientError

    try:
        value = aws_client("ssm").get_parameter(
            Name=stack.webhook_secret_parameter, WithDecryption=True
        )["Parameter"]["Value"]
    except ClientError as error:
        raise ConfigurationError(
            f"cannot read the webhook secret {stack.webhook_secret_parameter} "
            f"({error.response['Error']['Code']}): in whasp's webhook settings, paste the "
            "WebhookUrl and copy the signing secret, then store it: aws ssm put-parameter "
            f"--region {stack.region} --type SecureString --name "
            f"{stack.webhook_secret_parameter} --value whsec_..."
        ) from None
    return secret_keys(value)[0]


def post_delivery(url: str, key: bytes, event: dict[str, Any]) -> tuple[int, str]:
    """POST a signed whasp delivery; the status and the body of the answer."""
    body = json.dumps(event).encode()
    headers = {"Content-Type": "application/json"}
    headers.update(signed_headers(key, body, f"msg_{event['id']}"))
    request = urllib.request.Request(url, data=body, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=15) as response:
            return response.status, response.read().decode(errors="replace")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(errors="replace")
    except OSError as error:
        return 0, f"no answer ({error})"


def parked_reason(stack: DeployedStack, event_id: str) -> str | None:
    """Why the processor parked `event_id` in the dead-letter queue, if it did."""
    if not stack.dead_letter_queue:
        return None
    received = aws_client("sqs").receive_message(
        QueueUrl=stack.dead_letter_queue,
        MaxNumberOfMessages=10,
        MessageAttributeNames=["reason"],
        VisibilityTimeout=0,  # a look, not a take: the message stays for the operator
    )
    for message in received.get("Messages", []):
        if f'"{event_id}"' in message["Body"]:
            attribute = message.get("MessageAttributes", {}).get("reason", {})
            return attribute.get("StringValue", "no reason recorded")
    return None


def check_stack(
    stack: DeployedStack,
    out: IO[str],
    phone: str = TEST_PHONE,
    number: str = TEST_NUMBER,
    timeout: float = 60.0,
    poll: float = 1.0,
    sleep: Callable[[float], None] = time.sleep,
) -> int:
    """Send one test message through `stack` and report each step; 0 when the reply went out."""

    def say(line: str) -> None:
        print(line, file=out, flush=True)

    event_id = f"evt_check_{uuid.uuid4().hex[:16]}"
    text = "agent-memory check-stack: a test message; please answer in one short sentence."
    event = text_message_event(event_id, phone, number, text, datetime.now(UTC))
    say(f"stack {stack.name} ({stack.region}), agent {stack.agent!r}, test phone {phone}")
    status, answer = post_delivery(stack.webhook_url, webhook_key(stack), event)
    if status != 200:
        say(f"webhook answered {status}: {answer[:300]}")
        say(_webhook_hint(stack, status))
        return 1
    say(f"webhook answered 200: queued {event_id}")

    store = DynamoDbStore(stack.table)
    key = conversation_key(stack.agent, phone)
    seen: set[str] = set()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        marker = store.turn(key, event_id)
        for step in _steps(marker):
            if step not in seen:
                seen.add(step)
                say(step)
        if marker is not None and marker.sent_at is not None:
            say("ok: the stack answers; write to the agent's WhatsApp number to see it live")
            return 0
        sleep(poll)
    reason = parked_reason(stack, event_id)
    if reason is not None:
        say(f"the processor parked the event in the dead-letter queue: {reason}")
        if "whasp" in reason.lower() and phone == TEST_PHONE:
            say(
                "whasp refused the reply to the test phone: expected unless whasp accepts it; "
                "pass --phone (your own number) and --number (the agent's whasp number)"
            )
        return 1
    say(
        f"no {'reply sent' if seen else 'turn'} within {timeout:g} s: read the processor's log, "
        f"aws logs tail {stack.processor_log} --region {stack.region} --since 10m"
    )
    return 1


def _steps(marker: TurnMarker | None) -> list[str]:
    if marker is None:
        return []
    steps = ["processor remembered the message"]
    if marker.reply_seq is not None:
        steps.append("processor stored a reply (one model call done)")
    if marker.sent_at is not None:
        steps.append(f"reply sent through whasp at {marker.sent_at:%H:%M:%S} UTC")
    return steps


def _webhook_hint(stack: DeployedStack, status: int) -> str:
    if status == 401:
        return (
            f"the webhook does not accept the secret in {stack.webhook_secret_parameter}: if "
            "you stored it in the last 5 minutes, the functions still hold the old value; "
            "otherwise the parameter is not the one the webhook reads (see ParameterPrefix)"
        )
    if status == 0:
        return f"nothing answers at {stack.webhook_url}: is the stack deployed in {stack.region}?"
    return (
        f"read the webhook's log: aws logs tail /aws/lambda/{stack.name}/webhook "
        f"--region {stack.region} --since 10m"
    )
