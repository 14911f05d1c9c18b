"""What an AWS client error says is bounded and kept out of logs: its message may echo a
key, a phone hash or an item's text, and may be any size."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from botocore.exceptions import ClientError

from agent_memory.commands import stack_check
from agent_memory.commands.dead_letter_queue import SqsDeadLetters
from agent_memory.console.command import stack_settings
from agent_memory.core.memory import conversation_key
from agent_memory.devtools.deploy_config import DeployConfig, physical_ids
from agent_memory.display_text import QUOTED_MAX_CHARS
from agent_memory.errors import AgentMemoryError
from agent_memory.store.dynamodb import DynamoDbStore
from agent_memory.store.dynamodb_lease import DynamoDbRunLease

PHONE = "+5511987654321"
HUGE = 5 * 1024 * 1024
# within a few hundred characters whatever the message's size: our own words, the fix,
# and at most QUOTED_MAX_CHARS of AWS's
BOUND = 600 + QUOTED_MAX_CHARS


def aws_message(size: int) -> str:
    """An AWS message of `size` characters that opens by echoing a phone (as a key would)."""
    head = f"One or more parameter values were invalid: pk bot#{PHONE} item text "
    return head + "x" * (size - len(head))


def client_error(code: str, message: str, **response: Any) -> ClientError:
    return ClientError({"Error": {"Code": code, "Message": message}, **response}, "Operation")


class Refusing:
    """A boto3 client whose every call raises `error`."""

    def __init__(self, error: ClientError) -> None:
        self.error = error

    def __getattr__(self, name: str) -> Any:
        def call(**_: Any) -> Any:
            raise self.error

        return call


SIZES = pytest.mark.parametrize("size", [200, HUGE], ids=["short", "5MB"])


def store_refusals(size: int) -> list[ClientError]:
    """What DynamoDB refuses a write with: invalid, too large, a cancelled transaction."""
    cancelled = {"CancellationReasons": [{"Code": "ValidationError", "Message": aws_message(size)}]}
    return [
        client_error("ValidationException", aws_message(size)),
        client_error("ValidationException", "Item size has exceeded " + aws_message(size)),
        client_error("TransactionCanceledException", aws_message(size), **cancelled),
        client_error("AccessDeniedException", aws_message(size)),
    ]


@SIZES
def test_a_store_refusal_names_no_phone_and_stays_short(size):
    # the store's errors are logged by the functions (maintenance, the local workers)
    for refusal in store_refusals(size):
        store = DynamoDbStore("memory", client=Refusing(refusal))
        with pytest.raises(AgentMemoryError) as raised:
            store.load(conversation_key("bot", PHONE, b"key"))
        text = str(raised.value)
        assert PHONE not in text and len(text) < BOUND, (refusal.response["Error"], text[:300])


@SIZES
def test_a_refused_lease_names_no_phone_and_stays_short(size):
    lease = DynamoDbRunLease(
        "memory", client=Refusing(client_error("AccessDenied", aws_message(size)))
    )
    with pytest.raises(AgentMemoryError) as raised:
        lease.acquire("run-1", 60)
    assert PHONE not in str(raised.value) and len(str(raised.value)) < BOUND
    assert "AccessDenied" in str(raised.value)


def operator_errors(size: int, capsys) -> list[str]:
    """What each operator command tells when AWS refuses it with a message of `size`."""
    refusing = Refusing(client_error("AccessDenied", aws_message(size)))
    told = []
    with mock.patch.object(stack_check, "aws_client", lambda service: refusing):
        with pytest.raises(AgentMemoryError) as raised:
            stack_check.describe_stack("agent-memory", "us-east-1")
        told.append(str(raised.value))
    with mock.patch("agent_memory.commands.dead_letter_queue.aws_client", lambda s: refusing):
        with pytest.raises(AgentMemoryError) as raised:
            SqsDeadLetters.of_stack("agent-memory")
        told.append(str(raised.value))
    with pytest.raises(AgentMemoryError) as raised:
        SqsDeadLetters("https://sqs/queue", client=refusing).list()
    told.append(str(raised.value))
    described = stack_check.DeployedStack(
        "agent-memory", "us-east-1", "https://x", "t", None, "a", "p"
    )
    with (
        mock.patch.object(stack_check, "describe_stack", lambda name, region: described),
        mock.patch("agent_memory.aws.aws_client", lambda service: refusing),
        pytest.raises(AgentMemoryError) as raised,
    ):
        stack_settings("agent-memory", "us-east-1")
    told.append(str(raised.value))
    with mock.patch("boto3.client", lambda *a, **k: refusing):
        assert (
            physical_ids(DeployConfig(Path("samconfig.toml"), "agent-memory", "us-east-1", {}))
            == {}
        )
    told.append(capsys.readouterr().err)
    return told


def test_an_operators_command_quotes_a_huge_aws_message_bounded(capsys):
    for text in operator_errors(HUGE, capsys):
        assert len(text) < BOUND and "AccessDenied" in text, text[:300]
        assert "characters)" in text  # said to be cut, with its length


def test_an_operators_command_quotes_a_short_aws_message_escaped_and_whole(capsys):
    # the operator's own terminal: what AWS said helps them fix it, quoted as input is
    for text in operator_errors(200, capsys):
        assert "'One or more parameter values were invalid" in text, text
