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
  they wrote before it, while we answered, answers nothing) with a long text or the same
  short one again (a person answers "sim", "ok", "isso" that fast), or repeating their
  previous long message word for word, with no `loop_quiet_seconds` of quiet between
  any two of the messages since, all within `loop_mute_seconds`. While that holds the
  agent stays quiet; a message after that much quiet is answered again, and so is any
  message `loop_mute_seconds` after the mute began: the messages it guards never renew it.

A guarded turn keeps what it decided on the person's state (`PersonState.guard_loop_at`:
when the mute began, `guard_refilled_at`: `GuardMark`), which no compaction folds: a
sender who goes on writing unanswered until a compaction folds every reply stays
guarded. An erasure keeps the same two times on the person's tombstone (`KeptGuard`:
`kept_through_erasure`), which a turn reads when no reply it loaded records the budget.

A stored time later than the guard itself could have written it as of now was written
by a clock that ran ahead, and reads as none: a budget full again past `budget_seconds`
from now, a loop mute begun after now, a message dated after the one being answered (it
ends a loop's chain). A clock that once ran ahead mutes no one for the time it ran ahead.

Times are our clock (the memory's): a reply's `written_at`, and a person's message's seq (when it
was remembered, not the sender's clock). A reply stored without `written_at` (before the
guard existed) reads as long ago: it breaks a loop's chain and counts for no budget.
Why these rules and numbers: docs/decisions/reply-guard.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Literal

from agent_memory.core.records import GuardMark, KeptGuard, Message, PersonState
from agent_memory.core.sequence import stored_at

DEFAULT_REPLY_BUDGET = 30
DEFAULT_BUDGET_SECONDS = 3600
DEFAULT_LOOP_ROUNDS = 4
DEFAULT_LOOP_REPLY_SECONDS = 4
DEFAULT_LOOP_QUIET_SECONDS = 600
DEFAULT_LOOP_MUTE_SECONDS = 1800
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
    """The guard's ceilings; `loop_rounds` 0 turns loop detection off; `loop_mute_seconds`
    the longest a loop keeps the agent quiet, however the messages keep coming."""

    reply_budget: int = DEFAULT_REPLY_BUDGET
    budget_seconds: int = DEFAULT_BUDGET_SECONDS
    loop_rounds: int = DEFAULT_LOOP_ROUNDS
    loop_reply_seconds: int = DEFAULT_LOOP_REPLY_SECONDS
    loop_quiet_seconds: int = DEFAULT_LOOP_QUIET_SECONDS
    loop_mute_seconds: int = DEFAULT_LOOP_MUTE_SECONDS

    def __post_init__(self) -> None:
        if self.reply_budget < 1 or self.budget_seconds < 1:
            raise ValueError("the reply budget needs at least 1 reply per at least 1 second")
        loop = (
            self.loop_rounds,
            self.loop_reply_seconds,
            self.loop_quiet_seconds,
            self.loop_mute_seconds,
        )
        if min(loop) < 0:
            raise ValueError("loop limits are counts and seconds: none may be negative")

    @property
    def reply_interval(self) -> timedelta:
        """What one reply takes of the budget: the time it takes to drain."""
        return timedelta(seconds=self.budget_seconds / self.reply_budget)


@dataclass(frozen=True)
class GuardDecision:
    """`reason` None: answer, and record `budget_refilled_at` on the reply; a loop's
    `muted_since`: when its mute began (this turn, or an earlier one that it goes on)."""

    reason: GuardReason | None
    budget_refilled_at: datetime
    decided_at: datetime
    muted_since: datetime | None = None

    def mark(self) -> GuardMark:
        """What a guarded turn records: its reason, and what the state keeps of it."""
        if self.reason is None:
            raise ValueError("an answered turn is not guarded: check `reason` first")
        if self.reason == "loop":
            return GuardMark(self.reason, loop_at=self.muted_since or self.decided_at)
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
    window = timedelta(seconds=limits.budget_seconds)
    refilled_at = _refilled_at(messages, now, state, window)
    if refilled_at - now > window - limits.reply_interval + _SLACK:
        return GuardDecision("budget", refilled_at, now)
    if limits.loop_rounds:
        muted_since = _muted_since(messages, now, state, limits)
        if muted_since is not None:
            return GuardDecision("loop", refilled_at, now, muted_since)
    return GuardDecision(None, refilled_at + limits.reply_interval, now)


def _muted_since(
    messages: Sequence[Message], now: datetime, state: PersonState, limits: GuardLimits
) -> datetime | None:
    """When the loop mute this message falls in began, None when it falls in none: a mute
    the state keeps goes on (the state keeps it when a compaction folded the rounds that
    found it), or the messages show a loop now."""
    began = state.guard_loop_at  # a later one than now: a clock ran ahead, none
    if began is not None and began <= now and messages and _mute_goes_on(messages, began, limits):
        return began
    return now if in_loop(messages, limits) else None


def _mute_goes_on(messages: Sequence[Message], began: datetime, limits: GuardLimits) -> bool:
    """True while a mute begun at `began` holds for the newest message: less than
    `loop_mute_seconds` since it began, no `loop_quiet_seconds` of quiet before the
    message, and no reply written since it began (a quiet ended it, and the count began
    again)."""
    inbound = _time(messages[-1])
    if inbound - began >= timedelta(seconds=limits.loop_mute_seconds):
        return False
    previous = _time(messages[-2]) if len(messages) > 1 else began
    if inbound - previous >= timedelta(seconds=limits.loop_quiet_seconds):
        return False
    for message in reversed(messages):
        if _time(message) < began:
            return True
        if message.role == "assistant":
            return False
    return True


def _refilled_at(
    messages: Sequence[Message], now: datetime, state: PersonState, window: timedelta
) -> datetime:
    """When the person's budget is full again as of now (now or later): the newest reply
    that recorded it says, or the state, where a guarded turn kept it. A time past now +
    `window`, more than a whole budget spent, was stored by a clock that ran ahead: none."""
    latest = now + window + _SLACK
    stored = (state.guard_refilled_at, _newest_budget(messages))
    return max([now, *(t for t in stored if t is not None and t <= latest)])


def _newest_budget(messages: Sequence[Message]) -> datetime | None:
    """When the budget is full again by the newest reply that records it, if any."""
    for message in reversed(messages):
        if message.role == "assistant" and message.budget_refilled_at is not None:
            return message.budget_refilled_at
    return None


def forgets_budget(messages: Sequence[Message]) -> bool:
    """True when no reply among `messages` records the budget: an erasure may have taken
    it, so the turn reads what the erasure kept (`KeptGuard`). Once a reply records it,
    that reply already counts what was kept."""
    return _newest_budget(messages) is None


def with_kept(state: PersonState, kept: KeptGuard | None) -> PersonState:
    """`state` with what an erasure kept of the guard (the later of each time)."""
    if kept is None:
        return state
    return replace(
        state,
        guard_refilled_at=_later(state.guard_refilled_at, kept.budget_refilled_at),
        guard_loop_at=_later(state.guard_loop_at, kept.loop_at),
    )


def kept_through_erasure(
    messages: Sequence[Message], state: PersonState, kept: KeptGuard | None
) -> KeptGuard | None:
    """What an erasure keeps of the guard, from what a turn reads now (its `messages` and
    `state`) and what an earlier erasure kept; None when there is nothing to keep."""
    state = with_kept(state, kept)
    refilled = _later(state.guard_refilled_at, _newest_budget(messages))
    if refilled is None and state.guard_loop_at is None:
        return None
    return KeptGuard(budget_refilled_at=refilled, loop_at=state.guard_loop_at)


def _later(one: datetime | None, other: datetime | None) -> datetime | None:
    if one is None or other is None:
        return one or other
    return max(one, other)


def in_loop(messages: Sequence[Message], limits: GuardLimits) -> bool:
    """True when the newest messages hold `loop_rounds` mechanical rounds in a row, with
    no `loop_quiet_seconds` between any two messages from the first of them to now, and
    the first less than `loop_mute_seconds` ago (older rounds mute no longer), none dated
    after the newest message."""
    if not messages:
        return False
    quiet = timedelta(seconds=limits.loop_quiet_seconds)
    newest = _time(messages[-1])
    since = newest - timedelta(seconds=limits.loop_mute_seconds)
    rounds = 0
    for index in range(len(messages) - 2, -1, -1):
        earlier, later = messages[index], messages[index + 1]
        if _time(later) - _time(earlier) >= quiet or not since < _time(later) <= newest:
            # quiet ends a loop, a mute lasts no longer than its cap, and a message dated
            # after the newest (by a clock that ran ahead) is no evidence of one
            return False
        if earlier.role == "assistant" and later.role == "user":  # a round
            if not _mechanical(messages, index, limits):
                return False  # a round a person could have written: no loop
            rounds += 1
            if rounds >= limits.loop_rounds:
                return True
    return False


def _mechanical(messages: Sequence[Message], index: int, limits: GuardLimits) -> bool:
    """True when the person's message after our reply at `index` reads as another bot's:
    their previous long message again, or an answer within `loop_reply_seconds` written
    after the reply, unless it is a short text other than their previous one (a person
    answers "sim", "ok", "isso" that fast)."""
    reply, answer = messages[index], messages[index + 1]
    previous = _previous_text(messages, index)
    same = previous is not None and _same(previous, answer.content)
    long = len(answer.content.strip()) >= REPEATED_TEXT_MIN_CHARS
    if same and long:
        return True
    fast = _time(answer) - _time(reply) < timedelta(seconds=limits.loop_reply_seconds)
    return fast and _written_after(answer, reply) and (long or same)


def _written_after(message: Message, reply: Message) -> bool:
    """True when the person wrote `message` (its `at`: whasp's time of it) after `reply`
    was written, give or take CLOCK_SKEW: one written while we were answering and stored
    right after our reply overlaps it, and answers nothing."""
    return message.at >= _time(reply) - CLOCK_SKEW


def _previous_text(messages: Sequence[Message], before: int) -> str | None:
    """The person's last message before index `before`, None when there is none."""
    for message in reversed(messages[:before]):
        if message.role == "user":
            return message.content
    return None


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
