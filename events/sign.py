"""Re-sign the sample webhook deliveries with a fresh timestamp (`make events`).

Signatures expire after five minutes, so sign right before
`sam local invoke WebhookFunction -e events/webhook-message-text.json --env-vars events/env.json`.
Usage: python events/sign.py [event.json ...]   (default: every events/webhook-*.json)
"""

from __future__ import annotations

import base64
import json
import sys
import time
from pathlib import Path
from typing import Any

from agent_memory.signature import secret_keys, sign

EVENTS = Path(__file__).resolve().parent


def sample_secret() -> str:
    """The secret the sample events are signed with (also what `sam local` is given)."""
    environment = json.loads((EVENTS / "env.json").read_text())
    return environment["WebhookFunction"]["WHASP_WEBHOOK_SECRET"]


def resign(event: dict[str, Any], secret: str, timestamp: int) -> dict[str, Any]:
    """`event` (API Gateway HTTP API v2) with its whasp signature renewed at `timestamp`."""
    encoded = event.get("isBase64Encoded", False)
    body = base64.b64decode(event["body"]) if encoded else event["body"].encode()
    headers = event["headers"]
    headers["webhook-timestamp"] = str(timestamp)
    headers["webhook-signature"] = sign(
        secret_keys(secret)[0], headers["webhook-id"], timestamp, body
    )
    return event


def main(paths: list[str]) -> None:
    secret, now = sample_secret(), int(time.time())
    for path in [Path(p) for p in paths] or sorted(EVENTS.glob("webhook-*.json")):
        event = resign(json.loads(path.read_text()), secret, now)
        path.write_text(json.dumps(event, indent=2, ensure_ascii=False) + "\n")
        print(f"signed {path} (valid for 5 minutes)")


if __name__ == "__main__":
    main(sys.argv[1:])
