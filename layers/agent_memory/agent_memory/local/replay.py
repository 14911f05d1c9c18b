"""`agent-memory replay`: feed a recorded conversation through the service, then show the
context the next turn would get.

The input is a JSONL file, one object a line, each either a whasp event as
delivered (`{"id", "type", "created_at", "data"}`) or a short turn
`{"phone": "+5511...", "text": "...", "at": "2026-01-02T10:00:00Z"}` (`chat` may
stand for `phone`, `created_at` for `at`; lines with `"role": "assistant"` are
skipped, since the agent writes its own replies); or a folder of `*.json` event
files (a whasp event, or an API Gateway event whose `body` is one, like events/;
other files are skipped).
Short turns get ids made from the file, line and text, so replaying a file twice
delivers nothing twice.
"""

from __future__ import annotations

import base64
import hashlib
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from agent_memory.commands.person_data import render_context
from agent_memory.local.client import DEMO_NUMBER, LocalClient
from agent_memory.pipeline.whasp import text_message_event

IDLE_SECONDS = 120.0  # no progress for this long means something is stuck
BAR_WIDTH = 30


def read_events(path: Path, number: str = DEMO_NUMBER) -> tuple[list[dict[str, Any]], int]:
    """The whasp events in a JSONL file or a folder of event files, and how many lines
    or files were skipped (the agent's own turns, files holding no event)."""
    if path.is_dir():
        found = [_event_from_file(f) for f in sorted(path.glob("*.json"))]
        events = [event for event in found if event is not None]
        if not events:
            raise ValueError(f"{path} holds no *.json whasp event files")
        return events, len(found) - len(events)
    events, skipped = [], 0
    for number_in_file, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            raise ValueError(f"{path}:{number_in_file} is not JSON: one object a line") from None
        if not isinstance(record, dict):
            raise ValueError(f"{path}:{number_in_file} is not a JSON object")
        if "type" in record and "data" in record:
            events.append(record)
        elif record.get("role", "user") != "user":
            skipped += 1
        else:
            events.append(_turn_event(record, f"{path.name}:{number_in_file}", number))
    return events, skipped


def _event_from_file(path: Path) -> dict[str, Any] | None:
    """The whasp event in a file (or in the API Gateway event around it); None for others."""
    document = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(document, dict) and isinstance(document.get("body"), str):
        body = document["body"]
        if document.get("isBase64Encoded"):
            body = base64.b64decode(body).decode("utf-8")
        document = json.loads(body)
    if isinstance(document, dict) and "type" in document and "id" in document:
        return document
    return None


def _turn_event(record: dict[str, Any], where: str, number: str) -> dict[str, Any]:
    phone, text = record.get("phone") or record.get("chat"), record.get("text")
    if not phone or not isinstance(text, str) or not text.strip():
        raise ValueError(f'{where} needs "phone" and "text" (or is a whasp event)')
    at_text = record.get("at") or record.get("created_at")
    try:
        at = datetime.fromisoformat(at_text.replace("Z", "+00:00")) if at_text else None
    except (AttributeError, ValueError):
        raise ValueError(f'{where}: "at" must be ISO 8601, e.g. 2026-01-02T10:00:00Z') from None
    if at is not None and at.tzinfo is None:
        raise ValueError(f'{where}: "at" needs a time zone, e.g. 2026-01-02T10:00:00Z')
    digest = hashlib.sha256(f"{where}|{phone}|{text}".encode()).hexdigest()[:24]
    return text_message_event(
        f"evt_replay_{digest}", phone, record.get("number") or number, text, at or datetime.now(UTC)
    )


def replay(client: LocalClient, path: Path, out: IO[str], err: IO[str]) -> int:
    """Deliver every event in order, wait until all are answered, print the next context;
    1 when any delivery was refused."""
    events, skipped = read_events(path)
    client.wait_ready(10)
    refused: dict[str, int] = {}
    for done, event in enumerate(events, 1):
        status, answer = client.deliver(event)
        if status != 200:
            reason = f"{status} {answer.get('error')}"
            refused[reason] = refused.get(reason, 0) + 1
        _bar(err, "delivering", done, len(events))
    err.write("\n")

    def answering(status: dict[str, Any]) -> None:
        _bar(err, "answering ", max(0, len(events) - status["pending"]), len(events))

    client.wait_idle(IDLE_SECONDS, answering)
    _bar(err, "answering ", len(events), len(events))
    err.write("\n")
    if skipped:
        print(
            f"skipped {skipped} lines or files that hold no whasp event "
            "(the agent's own turns, other files such as events/env.json)",
            file=err,
        )
    for reason, count in refused.items():
        print(f"refused {count}: {reason}", file=err)
    phones = dict.fromkeys(e["data"]["chat"] for e in events if e.get("data", {}).get("chat"))
    for phone in phones:
        person = client.person(phone)
        print(f"--- context the next turn of {phone} would get ---", file=out)
        print(render_context(person["context"]["notes"], person["context"]["history"]), file=out)
    return 1 if refused else 0


def _bar(err: IO[str], label: str, done: int, total: int) -> None:
    filled = BAR_WIDTH * done // max(total, 1)
    err.write(f"\r{label} [{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done}/{total}")
    err.flush()
