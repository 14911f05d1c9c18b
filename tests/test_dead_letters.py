"""`agent-memory dead-letters list|show|redrive`: on the local queues file, and on the stack's
SQS dead-letter queue (moto, queues from template.yaml) where the processor parks records."""

from __future__ import annotations

import json
from pathlib import Path

import boto3
import pytest
from botocore.stub import Stubber

from agent_memory.commands import dead_letter_queue
from agent_memory.commands.cli import main
from agent_memory.config import Settings
from agent_memory.local.database import QueueDatabase
from agent_memory.local.files import LocalFiles
from agent_memory.local.inbox import SqliteInbox
from agent_memory.pipeline import whasp
from tests.deliveries import PERSON, message_event
from tests.lambdas import HASH_KEY, enqueue, run, whasp_event

REASON = "ModelRejected: model refused: 401 (Incorrect API key provided) — check OPENAI_API_KEY"


@pytest.fixture
def local_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> SqliteInbox:
    """A local run's inbox with one event parked, as serve would leave it."""
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "agent-memory.db"))
    database = QueueDatabase(LocalFiles.from_settings(Settings()).queues)
    inbox = SqliteInbox(database)
    inbox.send(json.dumps(message_event("evt_1", PERSON, "minha senha")), "group-1", "evt_1")
    claim = inbox.claim()
    assert claim is not None
    inbox.dead_letter(claim, REASON)
    return inbox


def test_local_dead_letters_are_listed_without_anyones_words(local_run, capsys) -> None:
    assert main(["dead-letters", "list"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("1 dead letter(s) in ") and out[0].endswith("agent-memory.queues.db")
    assert out[1].startswith("1  ") and out[1].endswith(f"1 attempt(s)  evt_1  {REASON}")
    assert "senha" not in "\n".join(out) and PERSON not in "\n".join(out)


def test_show_prints_the_event_as_delivered(local_run, capsys) -> None:
    assert main(["dead-letters", "show", "1"]) == 0
    out = capsys.readouterr().out
    assert REASON in out and '"text": "minha senha"' in out


def test_redrive_queues_the_event_again_and_unparks_it(local_run, capsys) -> None:
    assert main(["dead-letters", "redrive", "1"]) == 0
    assert capsys.readouterr().out == "redriven 1 (event evt_1)\n"
    claim = local_run.claim()
    assert claim is not None and claim.dedup_id == "evt_1" and "minha senha" in claim.body
    assert local_run.counts() == {"pending": 1, "dead_letters": 0}


def test_an_unknown_id_names_the_command_that_lists_them(local_run, capsys) -> None:
    assert main(["dead-letters", "show", "7"]) == 2
    assert "no dead letter 7 in" in capsys.readouterr().err


def test_reading_where_nothing_ran_creates_nothing(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("SQLITE_PATH", str(tmp_path / "elsewhere" / "agent-memory.db"))
    assert main(["dead-letters", "list"]) == 2
    assert "no local queues at" in capsys.readouterr().err
    assert not (tmp_path / "elsewhere").exists()


def test_the_stacks_dead_letter_queue_is_listed_shown_and_redriven(
    processor, queues, openai_api, capsys
) -> None:
    # GIVEN the processor parked a record because the model refused the key
    openai_api.refuse = (401, {"error": {"message": "Incorrect API key provided"}})
    body = whasp_event("evt_9", PERSON, "Oi")
    assert run(processor, enqueue(queues, body)) == []
    dead_letter_queue = queues["InboxDeadLetterQueue"]
    capsys.readouterr()  # the processor's own log lines

    # WHEN the operator lists the queue, THEN the reason is there, and the message stays
    assert main(["dead-letters", "list", "--queue-url", dead_letter_queue]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert listed[0] == f"1 dead letter(s) in {dead_letter_queue}"
    message_id, *_ = listed[1].split()
    assert "evt_9  model refused: 401 (Incorrect API key provided)" in listed[1]
    assert main(["dead-letters", "show", message_id, "--queue-url", dead_letter_queue]) == 0
    assert '"id": "evt_9"' in capsys.readouterr().out

    # WHEN the key is fixed and the record redriven, THEN it is back in the inbox, in its group
    assert main(["dead-letters", "redrive", "--all", "--queue-url", dead_letter_queue]) == 0
    assert capsys.readouterr().out == f"redriven {message_id} (event evt_9)\n"
    sqs = boto3.client("sqs")
    inbox = sqs.receive_message(QueueUrl=queues["InboxQueue"], AttributeNames=["All"])
    [message] = inbox["Messages"]
    assert json.loads(message["Body"])["id"] == "evt_9"
    assert message["Attributes"]["MessageGroupId"] == whasp.group_key(
        whasp.parse_event(body), HASH_KEY
    )
    assert "Messages" not in sqs.receive_message(QueueUrl=dead_letter_queue)


def test_stack_names_its_dead_letter_queue_through_its_outputs(queues, capsys, monkeypatch) -> None:
    # CloudFormation answers as for a stack of template.yaml (botocore's Stubber: moto's
    # CloudFormation needs extras this project does not install)
    cloudformation = boto3.client("cloudformation")
    outputs = [
        {"OutputKey": "InboxDeadLetterQueueUrl", "OutputValue": queues["InboxDeadLetterQueue"]},
        {"OutputKey": "InboxQueueUrl", "OutputValue": queues["InboxQueue"]},
    ]
    stack = {
        "StackName": "bot",
        "CreationTime": "2026-11-30T00:00:00Z",
        "StackStatus": "CREATE_COMPLETE",
        "Outputs": outputs,
    }
    with Stubber(cloudformation) as stubbed:
        stubbed.add_response("describe_stacks", {"Stacks": [stack]}, {"StackName": "bot"})
        stubbed.add_client_error(
            "describe_stacks", "ValidationError", "Stack with id missing does not exist"
        )
        clients = {"cloudformation": cloudformation, "sqs": boto3.client("sqs")}
        monkeypatch.setattr(dead_letter_queue, "aws_client", clients.__getitem__)
        assert main(["dead-letters", "list", "--stack", "bot"]) == 0
        assert capsys.readouterr().out == f"0 dead letter(s) in {queues['InboxDeadLetterQueue']}\n"
        assert main(["dead-letters", "list", "--stack", "missing"]) == 2
    assert "cannot read stack 'missing'" in capsys.readouterr().err
