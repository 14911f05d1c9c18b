"""Which later event of a person covers their earlier message, so a burst is answered once.

With `ANSWER_BURSTS_ONCE`, a message is stored and not answered when an event waiting
behind it (in the processor's batch, or in the local inbox) will deal with it: a
message of the same person, whose turn answers with the earlier one in its context
(or, for `/forget`, erases it), or an erasure of that person dated at or after the
message (an operator's request; an opt-out with `ERASE_ON_OPT_OUT`). A reply to a
message an erasure waiting behind it is about to remove would be made from the memory
the erasure removes, and go out after the person (or the operator) asked for it to
go: the erasure covers the message, which is never answered.

Nothing else covers it: an opt-out that only silences what comes after it, a number
change, a delivery status or receipt, a type this version does not handle, a body that
does not parse, another person's message. None of them answers, so the message is
answered on its own, as it would be without bursts. Both doors ask `covers`, the one
definition (docs/decisions/reply-guard.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from agent_memory.pipeline import whasp
from agent_memory.pipeline.erasure_request import parse_erasure_request


@dataclass(frozen=True)
class _Cover:
    """What a later event does to the person's earlier messages: `answers` them in its
    turn (a message), or erases those said up to `erases_up_to`."""

    phone: str
    answers: bool
    erases_up_to: datetime | None = None


def covers(earlier: str | bytes, later: str | bytes, *, erase_on_opt_out: bool = False) -> bool:
    """True when the event in `later` answers the message in `earlier` in its own turn, or
    erases it, so `earlier` is stored and not answered; False for anything else (and when
    `earlier` is not a message, which no one answers)."""
    message = _message(earlier)
    cover = _cover(later, erase_on_opt_out)
    if message is None or cover is None or cover.phone != message.chat:
        return False
    if cover.answers:
        return True
    return cover.erases_up_to is not None and message.created_at <= cover.erases_up_to


def _message(body: str | bytes) -> whasp.MessageReceived | None:
    """The message in `body`, or None for any other event or a body that does not parse."""
    try:
        event = whasp.parse_event(body)
    except whasp.EventError:
        return None
    return event if isinstance(event, whasp.MessageReceived) else None


def _cover(body: str | bytes, erase_on_opt_out: bool) -> _Cover | None:
    """What the event in `body` does to its person's earlier messages; None: nothing."""
    try:
        document = whasp.load_document(body)
        request = parse_erasure_request(document)
        event = whasp.parse_event(document) if request is None else None
    except whasp.EventError:
        return None
    if request is not None:  # ours are aware; a naive one (local time) still compares
        return _Cover(request.chat, answers=False, erases_up_to=request.created_at.astimezone(UTC))
    if isinstance(event, whasp.MessageReceived):
        return _Cover(event.chat, answers=True)
    if isinstance(event, whasp.OptedOut) and erase_on_opt_out:
        return _Cover(event.chat, answers=False, erases_up_to=event.created_at)
    return None
