"""Sign the sample webhook deliveries afresh into `.local/events/` (`make events`).

Signatures expire after five minutes, so sign right before `sam local invoke WebhookFunction
-e .local/events/webhook-01-message-text.json --env-vars events/env.json`.
The committed samples stay as they are: copies are written, so `git status` stays clean.
Usage: python events/sign.py [event.json ...]   (default: every events/webhook-*.json)
"""

from __future__ import annotations

import base64
import json
import sys
import time
from pathlib import Path
from typing import Any

from agent_memory.pipeline.signature import secret_keys, sign

EVENTS = Path(__file__).resolve().parent
SIGNED = EVENTS.parent / ".local" / "events"


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


def main(paths: list[str], target: Path = SIGNED) -> list[Path]:
    """Write a freshly signed copy of each sample into `target`; return the copies."""
    secret, now = sample_secret(), int(time.time())
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for path in [Path(p) for p in paths] or sorted(EVENTS.glob("webhook-*.json")):
        event = resign(json.loads(path.read_text()), secret, now)
        copy = target / path.name
        copy.write_text(json.dumps(event, indent=2, ensure_ascii=False) + "\n")
        written.append(copy)
    where = target.relative_to(Path.cwd()) if target.is_relative_to(Path.cwd()) else target
    print(f"signed {len(written)} sample(s) into {where}/ (valid for 5 minutes)")
    return written


if __name__ == "__main__":
    main(sys.argv[1:])
