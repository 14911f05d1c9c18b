"""What a store can key, date and hold: the limits `Memory.remember` and
`conversation_key` check their input against, so a value no store can hold is refused
with a reason, not failed on later."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from agent_memory.core.unicode_text import is_valid_unicode

# The longest event id a store can key: DynamoDB's sort keys hold 1024 bytes, 'EVT#' and
# the id (a longer one was refused there as if the table were missing; SQLite took it).
MAX_EVENT_ID_BYTES = 1020

# The latest time a message may be dated by: a store keeps its turn marker 14 days past
# it, and that expiry must still be a date (at year 9999's end it is not: SQLite's later
# compactions then failed on the marker, DynamoDB's remember on its expiry).
LATEST_AT = datetime.max.replace(tzinfo=UTC) - timedelta(days=30)


# The longest message a store keeps, in UTF-8 bytes (MESSAGE_MAX_BYTES): by default the
# webhook's cap on a whole delivery (whasp.MAX_BODY_BYTES), so no text whasp can deliver is
# over it; at most DynamoDB's 400 KB item less room for the message's other attributes
# (its keys, number, time and event id take under 1.3 KB with the longest of each).
DEFAULT_MESSAGE_MAX_BYTES = 256 * 1024
MESSAGE_MAX_BYTES_CEILING = 400 * 1024 - 8 * 1024
MESSAGE_MAX_BYTES_FLOOR = 1024

# The one agent id rule (template.yaml's AgentId, the AGENT_ID setting, every door): ASCII,
# so one id is never two (an accented id has two Unicode spellings) and types the same on
# any command line; 64 bytes, so every partition key stays far under DynamoDB's 2,048.
AGENT_ID_PATTERN = re.compile(r"[A-Za-z0-9_.-]{1,64}")
AGENT_ID_RULE = "1 to 64 letters, digits, '.', '_' or '-' (e.g. support-bot)"


def storable_key(text: str, max_bytes: int | None = None) -> bool:
    """True unless `text` holds a lone surrogate (the agent and event ids are parts of
    store keys, which SQLite refused to bind, with no reason) or is longer than
    `max_bytes` in UTF-8."""
    try:
        encoded = text.encode()  # once: an event id is checked at every remember
    except UnicodeEncodeError:  # what is_valid_unicode tells
        return False
    return max_bytes is None or len(encoded) <= max_bytes


def message_problem(content: str, max_bytes: int) -> str | None:
    """Why no store can keep `content` as a message (a lone surrogate, or more than
    `max_bytes` in UTF-8) and how to fix it; None when it can."""
    try:
        size = len(content.encode())  # once: every turn remembers a message
    except UnicodeEncodeError:  # what is_valid_unicode tells
        return (
            "content holds a lone UTF-16 surrogate (invalid Unicode), which no store can "
            "hold: decode the text with errors='replace' (or fix its source)"
        )
    if size > max_bytes:
        return (
            f"content is {size} bytes in UTF-8; a message is at most {max_bytes} "
            f"(MESSAGE_MAX_BYTES, at most {MESSAGE_MAX_BYTES_CEILING}): split it into "
            "shorter messages or raise MESSAGE_MAX_BYTES"
        )
    return None


def agent_id_problem(agent: object) -> str | None:
    """What is wrong with `agent` as an agent id, with the fix; None when it is one."""
    if isinstance(agent, str) and AGENT_ID_PATTERN.fullmatch(agent):
        return None
    return (
        f"is not a valid agent id: use {AGENT_ID_RULE}; '#' separates the agent from the "
        "phone in every stored key"
    )


def stored_agent_id(agent: object) -> bool:
    """True for an id an earlier version let the library store (any text of valid
    Unicode without '#', stripped): no longer accepted for new memory, still named to
    erase or maintain what a store holds under it."""
    if not isinstance(agent, str):
        return False
    return bool(agent.strip()) and "#" not in agent and is_valid_unicode(agent)


def datable(at: datetime) -> bool:
    """True for an aware time early enough that a store can date what follows from it."""
    try:
        return at.astimezone(UTC) <= LATEST_AT
    except OverflowError:  # after the end of year 9999 in UTC
        return False
