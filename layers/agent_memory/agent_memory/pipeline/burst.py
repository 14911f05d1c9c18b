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
    turn (a message), or erases those said up to `erases_up_to` (an opt-out only when
    opt-outs erase)."""

    phone: str
    answers: bool
    erases_up_to: datetime | None = None
    opt_out: bool = False


@dataclass(frozen=True)
class BurstEvent:
    """An inbox body read once for the burst rule: the message it holds (which a later
    event may cover) and what it does to its person's earlier messages. A batch reads
    each body once into this and compares the pairs, instead of parsing a body again for
    every later event."""

    message: whasp.MessageReceived | None
    cover: _Cover | None


Body = str | bytes | BurstEvent


def burst_event(body: str | bytes) -> BurstEvent:
    """`body` read for `covers`; a body that does not parse holds no message, covers none."""
    try:
        document = whasp.load_document(body)
    except whasp.EventError:
        return BurstEvent(None, None)
    try:
        event: whasp.Event | None = whasp.parse_event(document)
    except whasp.EventError:
        event = None
    message = event if isinstance(event, whasp.MessageReceived) else None
    return BurstEvent(message, _cover(document, event))


def covers(earlier: Body, later: Body, *, erase_on_opt_out: bool = False) -> bool:
    """True when the event in `later` answers the message in `earlier` in its own turn, or
    erases it, so `earlier` is stored and not answered; False for anything else (and when
    `earlier` is not a message, which no one answers). Either may be a body or its
    `burst_event`, read once for many pairs."""
    message = _read(earlier).message
    cover = _read(later).cover
    if message is None or cover is None or cover.phone != message.chat:
        return False
    if cover.opt_out and not erase_on_opt_out:
        return False
    if cover.answers:
        return True
    return cover.erases_up_to is not None and message.created_at <= cover.erases_up_to


def _read(body: Body) -> BurstEvent:
    return body if isinstance(body, BurstEvent) else burst_event(body)


def _cover(document: dict, event: whasp.Event | None) -> _Cover | None:
    """What the event in `document` (`event`, as parsed) does to its person's earlier
    messages; None: nothing."""
    try:
        request = parse_erasure_request(document)
    except whasp.EventError:
        return None
    if request is not None:  # ours are aware; a naive one (local time) still compares
        return _Cover(request.chat, answers=False, erases_up_to=request.created_at.astimezone(UTC))
    if isinstance(event, whasp.MessageReceived):
        return _Cover(event.chat, answers=True)
    if isinstance(event, whasp.OptedOut):
        return _Cover(event.chat, answers=False, erases_up_to=event.created_at, opt_out=True)
    return None
