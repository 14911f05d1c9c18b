"""Whether a turn may call the model: a per-person reply budget and a reply-loop detector.

Pure: it reads what a turn already loaded (the messages, oldest first and the inbound
last, and the person's state) and the time, and says whether to answer. Two ceilings,
each a setting (docs/configuration.md):

- The reply budget: at most `reply_budget` replies per `budget_seconds`, as a leaky
  bucket kept in one time (GCRA): each reply records when the person's budget is full
  again (`Message.budget_refilled_at`), one reply's worth later than the last one's or
  than now; the newest reply read carries the whole count.
- A reply loop: `loop_rounds` rounds in a row (our reply, then their next message) each
  mechanical, the person answering within `loop_reply_seconds` of our reply (a message
  they wrote before it, while we answered, answers nothing) or repeating their previous
  message word for word, with no `loop_quiet_seconds` of quiet between
  any two of the messages since. While that holds the agent stays quiet; a message after
  that much quiet is answered again.

A guarded turn keeps what it decided on the person's state (`PersonState.guard_loop_at`,
`guard_refilled_at`: `GuardMark`), which no compaction folds: a sender who goes on
writing unanswered until a compaction folds every reply stays guarded.

Times are our clock (the memory's): a reply's `written_at`, and a person's message's seq (when it
was remembered, not the sender's clock). A reply stored without `written_at` (before the
guard existed) reads as long ago: it breaks a loop's chain and counts for no budget.
Why these rules and numbers: docs/decisions/reply-guard.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Literal

from agent_memory.core.records import GuardMark, Message, PersonState
from agent_memory.core.sequence import stored_at

DEFAULT_REPLY_BUDGET = 30
DEFAULT_BUDGET_SECONDS = 3600
DEFAULT_LOOP_ROUNDS = 4
DEFAULT_LOOP_REPLY_SECONDS = 4
DEFAULT_LOOP_QUIET_SECONDS = 600
# how far whasp's clock (a message's `at`) may be behind ours (a reply's `written_at`)
CLOCK_SKEW = timedelta(seconds=1)
# a repeated message counts as mechanical from this length: a template, not a short answer
REPEATED_TEXT_MIN_CHARS = 20
# The reasons a turn is not answered: over the budget, a loop, or a burst (a later message
# of the same person is already waiting: it is answered, with this one in its context).
GuardReason = Literal["budget", "loop", "burst"]

# a budget that divides the window unevenly rounds each reply's share to a microsecond:
# the rounding must not cost the last reply of a full budget
_SLACK = timedelta(milliseconds=1)


@dataclass(frozen=True)
class GuardLimits:
    """The guard's ceilings; `loop_rounds` 0 turns loop detection off."""

    reply_budget: int = DEFAULT_REPLY_BUDGET
    budget_seconds: int = DEFAULT_BUDGET_SECONDS
    loop_rounds: int = DEFAULT_LOOP_ROUNDS
    loop_reply_seconds: int = DEFAULT_LOOP_REPLY_SECONDS
    loop_quiet_seconds: int = DEFAULT_LOOP_QUIET_SECONDS

    def __post_init__(self) -> None:
        if self.reply_budget < 1 or self.budget_seconds < 1:
            raise ValueError("the reply budget needs at least 1 reply per at least 1 second")
        if min(self.loop_rounds, self.loop_reply_seconds, self.loop_quiet_seconds) < 0:
            raise ValueError("loop limits are counts and seconds: none may be negative")

    @property
    def reply_interval(self) -> timedelta:
        """What one reply takes of the budget: the time it takes to drain."""
        return timedelta(seconds=self.budget_seconds / self.reply_budget)


@dataclass(frozen=True)
class GuardDecision:
    """`reason` None: answer, and record `budget_refilled_at` on the reply."""

    reason: GuardReason | None
    budget_refilled_at: datetime
    decided_at: datetime

    def mark(self) -> GuardMark:
        """What a guarded turn records: its reason, and what the state keeps of it."""
        if self.reason is None:
            raise ValueError("an answered turn is not guarded: check `reason` first")
        if self.reason == "loop":
            return GuardMark(self.reason, loop_at=self.decided_at)
        if self.reason == "budget":
            return GuardMark(self.reason, budget_refilled_at=self.budget_refilled_at)
        return GuardMark(self.reason)


def decide(
    messages: Sequence[Message],
    now: datetime,
    limits: GuardLimits,
    state: PersonState | None = None,
) -> GuardDecision:
    """Whether the turn answering `messages[-1]` (the inbound) may call the model now;
    `state`: the person's, with what earlier guarded turns kept."""
    state = state or PersonState()
    refilled_at = _refilled_at(messages, now, state)
    window = timedelta(seconds=limits.budget_seconds)
    if refilled_at - now > window - limits.reply_interval + _SLACK:
        return GuardDecision("budget", refilled_at, now)
    if limits.loop_rounds and (_loop_goes_on(messages, state, limits) or in_loop(messages, limits)):
        return GuardDecision("loop", refilled_at, now)
    return GuardDecision(None, refilled_at + limits.reply_interval, now)


def _loop_goes_on(messages: Sequence[Message], state: PersonState, limits: GuardLimits) -> bool:
    """True when a message was guarded as a loop less than `loop_quiet_seconds` before
    this one (the state keeps it when a compaction folded the rounds that found it)."""
    if state.guard_loop_at is None or not messages:
        return False
    quiet = timedelta(seconds=limits.loop_quiet_seconds)
    return _time(messages[-1]) - state.guard_loop_at < quiet


def _refilled_at(messages: Sequence[Message], now: datetime, state: PersonState) -> datetime:
    """When the person's budget is full again as of now (now or later): the newest reply
    that recorded it says, or the state, where a guarded turn kept it."""
    refilled = max(now, state.guard_refilled_at or now)
    for message in reversed(messages):
        if message.role == "assistant" and message.budget_refilled_at is not None:
            return max(message.budget_refilled_at, refilled)
    return refilled


def in_loop(messages: Sequence[Message], limits: GuardLimits) -> bool:
    """True when the newest messages hold `loop_rounds` mechanical rounds in a row, with
    no `loop_quiet_seconds` between any two messages from the first of them to now."""
    quiet = timedelta(seconds=limits.loop_quiet_seconds)
    fast = timedelta(seconds=limits.loop_reply_seconds)
    rounds = 0
    for index in range(len(messages) - 2, -1, -1):
        earlier, later = messages[index], messages[index + 1]
        gap = _time(later) - _time(earlier)
        if gap >= quiet:
            return False  # quiet ends a loop
        if earlier.role == "assistant" and later.role == "user":  # a round
            repeated = _said_before(messages, index, later.content)
            answered_fast = gap < fast and _written_after(later, earlier)
            if not answered_fast and not repeated:
                return False  # a round a person could have written: no loop
            rounds += 1
            if rounds >= limits.loop_rounds:
                return True
    return False


def _written_after(message: Message, reply: Message) -> bool:
    """True when the person wrote `message` (its `at`: whasp's time of it) after `reply`
    was written, give or take CLOCK_SKEW: one written while we were answering and stored
    right after our reply overlaps it, and answers nothing."""
    return message.at >= _time(reply) - CLOCK_SKEW


def _said_before(messages: Sequence[Message], before: int, text: str) -> bool:
    """True when the person's last message before index `before` reads as `text`, and
    `text` is no short answer (a person says "ok" or "sim" again and again)."""
    if len(text.strip()) < REPEATED_TEXT_MIN_CHARS:
        return False
    for message in reversed(messages[:before]):
        if message.role == "user":
            return _same(message.content, text)
    return False


def _same(one: str, other: str) -> bool:
    return " ".join(one.casefold().split()) == " ".join(other.casefold().split())


_LONG_AGO = datetime(1970, 1, 1, tzinfo=UTC)


def _time(message: Message) -> datetime:
    """When a message was written by our clock: a reply's `written_at` (long ago when not
    recorded), a person's message's seq (long ago when the seq holds no time)."""
    if message.role == "assistant":
        return message.written_at or _LONG_AGO
    try:
        return stored_at(message.seq)
    except ValueError:
        return _LONG_AGO
