"""The JSON object in a request or queue body, parsed so that nothing in it can fail a
later step: whatever Python raises underneath becomes one BodyError with a reason.

Bounds that keep every later step safe: no `NaN`/`Infinity` (not JSON), no string
holding a lone UTF-16 surrogate (nothing can encode it: not SQLite, DynamoDB nor an
HTTP body), no nesting past MAX_NESTING (whasp events nest 4 deep; Python's own
recursion limit is far below what a 256 KB body can nest), and times within years
datetime arithmetic can always handle.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from agent_memory.core.unicode_text import is_valid_unicode
from agent_memory.display_text import quoted_input
from agent_memory.errors import AgentMemoryError

MAX_NESTING = 32


class BodyError(AgentMemoryError, ValueError):
    """The body cannot be read safely; the message says why."""


def load_object(body: bytes | str) -> dict[str, Any]:
    """The JSON object in `body`, checked with `check_values`; BodyError otherwise."""
    try:
        document = json.loads(body, parse_constant=_not_json)
    except ValueError:  # UnicodeDecodeError and the 4,300-digit limit are ValueErrors too
        raise BodyError("body is not JSON") from None
    except RecursionError:
        raise BodyError(f"the body nests deeper than {MAX_NESTING} levels") from None
    if not isinstance(document, dict):
        raise BodyError("body is not a JSON object")
    check_values(document)
    return document


def _not_json(constant: str) -> None:
    raise ValueError(f"{constant} is not JSON")


def check_values(document: Any) -> None:
    """Raise BodyError for a lone surrogate in any string (keys too), or nesting past
    MAX_NESTING (iteratively: a check against deep nesting must not recurse itself)."""
    pending: list[tuple[Any, int]] = [(document, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, str):
            if not is_valid_unicode(value):  # the rule Memory.remember holds a message to
                raise BodyError("a string holds a lone UTF-16 surrogate (invalid Unicode)")
        elif isinstance(value, dict | list):
            if depth > MAX_NESTING:
                raise BodyError(f"the body nests deeper than {MAX_NESTING} levels")
            items = [*value.keys(), *value.values()] if isinstance(value, dict) else value
            pending.extend((item, depth + 1) for item in items)


def utc_time(raw: Any, name: str, earliest: datetime, latest: datetime) -> datetime:
    """`raw` (ISO 8601 with a zone) as a UTC time in [earliest, latest); BodyError naming
    `name` otherwise."""
    if not isinstance(raw, str):
        raise BodyError(f"{name} is not an ISO 8601 time")
    try:
        parsed = datetime.fromisoformat(raw.replace("Z", "+00:00"))
    except ValueError:
        raise BodyError(f"{name} is not an ISO 8601 time") from None
    if parsed.tzinfo is None:
        raise BodyError(f"{name} has no time zone")
    try:
        parsed = parsed.astimezone(UTC)
    except OverflowError:  # 9999-12-31T23:00-05:00 is past datetime.max in UTC
        raise BodyError(f"{name} is out of range") from None
    if not earliest <= parsed < latest:
        raise BodyError(
            f"{name} {quoted_input(raw)} is out of range: expected a time between {earliest.year} "
            f"and {latest.year}"
        )
    return parsed
