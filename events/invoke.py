"""Run the webhook Lambda's handler on a sample event, in this process, no Docker needed.

`python -m events.invoke events/webhook-01-message-text.json` (run from the repository)
signs the sample afresh, starts moto with the stack's queues built from template.yaml, invokes
`functions/webhook/app.py` as Lambda would, and prints its answer and what it queued.
The whole pipeline (webhook, turn, reply) runs locally with `agent-memory replay events/`
against `make run`.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
import time
from pathlib import Path
from types import SimpleNamespace

from events.sign import resign, sample_secret

ROOT = Path(__file__).resolve().parents[1]


def invoke_webhook(path: Path) -> int:
    """Print the webhook's answer to the sample at `path` and the message it queued."""
    from moto import mock_aws

    from agent_memory.aws import aws_client
    from agent_memory.devtools.provision import create_queues

    os.environ.update(
        AWS_REGION="us-east-1",
        AWS_ACCESS_KEY_ID="testing",
        AWS_SECRET_ACCESS_KEY="testing",
        WHASP_WEBHOOK_SECRET=sample_secret(),
        PHONE_HASH_KEY=json.loads((ROOT / "events/env.json").read_text())["WebhookFunction"][
            "PHONE_HASH_KEY"
        ],
        POWERTOOLS_LOG_LEVEL="WARNING",  # the answer is printed below; its log line would repeat it
        POWERTOOLS_METRICS_DISABLED="true",
    )
    event = resign(json.loads(path.read_text()), sample_secret(), int(time.time()))
    with mock_aws():
        queue = create_queues("agent-memory-local")["InboxQueue"]
        os.environ["QUEUE_URL"] = queue
        spec = importlib.util.spec_from_file_location(
            "webhook_app", ROOT / "functions/webhook/app.py"
        )
        assert spec and spec.loader
        app = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(app)
        context = SimpleNamespace(
            function_name="webhook",
            memory_limit_in_mb=256,
            invoked_function_arn="arn:aws:lambda:us-east-1:123456789012:function:webhook",
            aws_request_id="local",
        )
        answer = app.handler(event, context)
        print(f"webhook answered {answer['statusCode']}: {answer.get('body', '')}")
        queued = aws_client("sqs").receive_message(
            QueueUrl=queue, MessageSystemAttributeNames=["MessageGroupId"]
        )
        for message in queued.get("Messages", []):
            group = message["Attributes"]["MessageGroupId"]
            print(f"queued in group {group[:12]}...: {message['Body'][:160]}")
    return 0 if answer["statusCode"] < 400 else 1


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python -m events.invoke events/webhook-01-message-text.json")
    sys.exit(invoke_webhook(Path(sys.argv[1])))
