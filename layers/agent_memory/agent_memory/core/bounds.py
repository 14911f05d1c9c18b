"""Ceilings on what the memory sends a model and keeps from it, whatever the model.

Every size has one: a compaction's request (the messages it folds, each message in
it, the summary and facts it is shown), and each answer before it is stored or
shown (a reply, a summary, a fact). A request over its ceiling is made smaller
before it is sent; an answer over its ceiling is cut at a sentence or word (a
reply, a summary) or refused (a fact: half a fact may say something else), and
the caller counts it. So is the number of facts one compaction answer writes: the first
`facts_per_compaction` through the screen are kept, the rest dropped and counted. The
defaults, and why, are in docs/decisions/model-bounds.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from agent_memory.core.key_limits import (
    DEFAULT_MESSAGE_MAX_BYTES,
    MESSAGE_MAX_BYTES_CEILING,
    MESSAGE_MAX_BYTES_FLOOR,
)
from agent_memory.core.records import Fact, Message

DEFAULT_REPLY_MAX_CHARS = 4096  # WhatsApp's own limit for one text message
DEFAULT_SUMMARY_MAX_CHARS = 2000  # the prompt asks under 200 words (about 1,300)
DEFAULT_FACT_MAX_CHARS = 500  # the prompt asks one short sentence
DEFAULT_FOLD_MAX_CHARS = 60_000  # the messages of one compaction request (~15k tokens)
# Facts one compaction keeps of its answer: the prompt asks only new or changed ones, and one
# DynamoDB transaction holds 100 items (a fact is one, with its index writes beside).
DEFAULT_COMPACTION_MAX_FACTS = 50
COMPACTION_MAX_FACTS_CEILING = 1000
CUT_MARK = " […]"
_SENTENCE_END = re.compile(r"[.!?…。！？](?=\s|$)")


@dataclass(frozen=True)
class Bounds:
    """The ceilings, in characters (settings REPLY_MAX_CHARS, SUMMARY_MAX_CHARS,
    FACT_MAX_CHARS, COMPACTION_INPUT_MAX_CHARS), a message's in UTF-8 bytes
    (MESSAGE_MAX_BYTES: what a store item holds is counted in bytes), and the facts one
    compaction answer writes (COMPACTION_MAX_FACTS: a model once wrote 3,000)."""

    reply_chars: int = DEFAULT_REPLY_MAX_CHARS
    summary_chars: int = DEFAULT_SUMMARY_MAX_CHARS
    fact_chars: int = DEFAULT_FACT_MAX_CHARS
    fold_chars: int = DEFAULT_FOLD_MAX_CHARS
    message_bytes: int = DEFAULT_MESSAGE_MAX_BYTES
    facts_per_compaction: int = DEFAULT_COMPACTION_MAX_FACTS

    def __post_init__(self) -> None:
        for name in ("reply_chars", "summary_chars", "fact_chars", "fold_chars"):
            if getattr(self, name) < 100:
                raise ValueError(f"Bounds.{name} must be at least 100 characters")
        if not MESSAGE_MAX_BYTES_FLOOR <= self.message_bytes <= MESSAGE_MAX_BYTES_CEILING:
            raise ValueError(
                f"Bounds.message_bytes must be {MESSAGE_MAX_BYTES_FLOOR} to "
                f"{MESSAGE_MAX_BYTES_CEILING} bytes (DynamoDB's 400 KB item, less its keys)"
            )
        if not 1 <= self.facts_per_compaction <= COMPACTION_MAX_FACTS_CEILING:
            raise ValueError(
                f"Bounds.facts_per_compaction must be 1 to {COMPACTION_MAX_FACTS_CEILING}"
            )


def cut_text(text: str, limit: int) -> str:
    """`text` when within `limit`, else its start ended at the last sentence (or word)
    that fits, marked as cut; never longer than `limit`."""
    if len(text) <= limit:
        return text
    room = text[: limit - len(CUT_MARK)]
    ends = [m.end() for m in _SENTENCE_END.finditer(room)]
    if ends and ends[-1] >= len(room) // 2:
        return room[: ends[-1]] + CUT_MARK
    space = room.rfind(" ")
    return (room[:space] if space >= len(room) // 2 else room).rstrip() + CUT_MARK


def cut_to_bytes(text: str, max_bytes: int) -> str:
    """`text` when within `max_bytes` in UTF-8, else cut as `cut_text` cuts (at a sentence
    or word, marked) to fit them."""
    encoded = text.encode()
    if len(encoded) <= max_bytes:
        return text
    room = encoded[: max_bytes - len(CUT_MARK.encode())].decode("utf-8", "ignore")
    cut = cut_text(text, len(room) + len(CUT_MARK))  # within `room`, unless too few chars over
    return cut if len(cut.encode()) <= max_bytes else room + CUT_MARK


def fold_within(pending: list[Message], count: int, max_chars: int) -> list[Message]:
    """The first of the `count` oldest pending messages whose text fits `max_chars` in all
    (at least one: a message alone over it is cut for the request, `for_request`)."""
    fold: list[Message] = []
    total = 0
    for message in pending[:count]:
        total += len(message.content)
        if fold and total > max_chars:
            break
        fold.append(message)
    return fold


def for_request(messages: list[Message], max_chars: int) -> list[Message]:
    """The messages as a compaction request carries them: a message over `max_chars` cut."""
    return [
        replace(m, content=cut_text(m.content, max_chars)) if len(m.content) > max_chars else m
        for m in messages
    ]


def facts_for_request(facts: list[Fact], max_chars: int) -> list[Fact]:
    """Known facts as a request shows them: one imported at 50,000 characters cut."""
    return [
        replace(f, content=cut_text(f.content, max_chars)) if len(f.content) > max_chars else f
        for f in facts
    ]
