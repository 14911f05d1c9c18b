"""One archived message per JSON line: how compaction writes it and how an export reads it
back, every line checked into a `Message` as the store would have held it."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from agent_memory.core.records import ROLES, Message

# What one archived object may weigh when read back. A fold is at most
# COMPACTION_INPUT_MAX_CHARS of message text (2,000,000 at the catalogue's ceiling), written
# as at most 6 bytes a character (a control character's \uXXXX) plus a line's own keys:
# 16 MB holds any object compaction wrote; a bigger one is not ours, and is not read.
MAX_ARCHIVED_OBJECT_BYTES = 16_000_000

# What a line that does not read as a message raises while it is parsed: bad JSON or UTF-8
# (ValueError), a field missing or of another type, and JSON nested past Python's recursion
# limit (RecursionError), which the decoder raises for `[[[[...` of a hand-edited line.
UNREADABLE_LINE = (ValueError, TypeError, KeyError, RecursionError)


def archive_line(message: Message) -> str:
    """The JSON line that keeps `message` in the archive."""
    return json.dumps(
        {
            "seq": message.seq,
            "role": message.role,
            "content": message.content,
            "number": message.number,
            "at": message.at.isoformat(),
        },
        ensure_ascii=False,
    )


def _text(item: dict[str, Any], name: str) -> str:
    value = item[name]
    if type(value) is not str:
        raise TypeError(f"an archived message's {name} is text")
    return value


def archived_message(line: str) -> Message:
    """The message one archived line holds; one of UNREADABLE_LINE for a line that is not
    one as compaction writes it (a role other than user or assistant, content that is no
    text, a time without its zone), so an export never passes such a line on as a message."""
    item = json.loads(line)
    if type(item) is not dict:
        raise TypeError("an archived line is a JSON object")
    role = _text(item, "role")
    if role not in ROLES:
        raise ValueError(f"an archived message's role is one of {', '.join(ROLES)}")
    seq = _text(item, "seq")
    if not seq:
        raise ValueError("an archived message has a seq")
    at = datetime.fromisoformat(_text(item, "at"))
    if at.tzinfo is None:
        raise ValueError("an archived message's time has its zone")
    return Message(seq, role, _text(item, "content"), _text(item, "number"), at)  # type: ignore[arg-type]


def archived_messages(body: bytes) -> tuple[list[Message], int]:
    """The messages of one kept fold, and how many of its lines no longer read as one."""
    messages: list[Message] = []
    unreadable = 0
    for line in body.decode("utf-8", errors="replace").splitlines():
        if not line.strip():
            continue
        try:
            messages.append(archived_message(line))
        except UNREADABLE_LINE:
            unreadable += 1
    return messages, unreadable
