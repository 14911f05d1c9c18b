"""Fakes at the ports, for domain tests: they record what they were asked."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from agent_memory.core.records import Fact, FactDraft, Message
from agent_memory.model.port import CompactionResult, Reply


@dataclass
class FakeClock:
    """A clock the test moves by hand."""

    now: datetime = field(default_factory=lambda: datetime(2026, 11, 1, 12, 0, tzinfo=UTC))

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


@dataclass
class ScriptedModel:
    """Returns queued answers (or a default) and records every request."""

    name: str = "scripted"
    replies: deque[str] = field(default_factory=deque)
    compactions: deque[CompactionResult] = field(default_factory=deque)
    reply_calls: list[tuple[str, list[dict[str, str]]]] = field(default_factory=list)
    compact_calls: list[tuple[str | None, list[Message], list[Fact]]] = field(default_factory=list)

    def queue_compaction(self, summary: str, *facts: FactDraft) -> None:
        self.compactions.append(CompactionResult(summary=summary, facts=list(facts)))

    def reply(self, instructions: str, history: list[dict[str, str]]) -> Reply:
        self.reply_calls.append((instructions, history))
        text = self.replies.popleft() if self.replies else f"reply {len(self.reply_calls)}"
        return Reply(text=text, input_tokens=10, output_tokens=5)

    def compact(
        self, previous_summary: str | None, messages: list[Message], known_facts: list[Fact]
    ) -> CompactionResult:
        self.compact_calls.append((previous_summary, list(messages), list(known_facts)))
        if self.compactions:
            result = self.compactions.popleft()
            return replace(result, facts=[_judged(d, known_facts) for d in result.facts])
        return CompactionResult(summary=f"summary of {len(messages)} messages")


def _judged(draft: FactDraft, known_facts: list[Fact]) -> FactDraft:
    """A queued draft's `updates` given as the old fact's text becomes that known fact's id,
    as a model that saw the known facts answers (a text it was not shown: no update)."""
    if draft.updates is None or any(f.id == draft.updates for f in known_facts):
        return draft
    shown = next((f.id for f in known_facts if f.content == draft.updates), None)
    return replace(draft, updates=shown)


@dataclass
class RecordingInbox:
    """An inbox that keeps what it was sent, as (body, group_id, dedup_id)."""

    sent: list[tuple[str, str, str]] = field(default_factory=list)

    def send(self, body: str, group_id: str, dedup_id: str) -> None:
        self.sent.append((body, group_id, dedup_id))


@dataclass
class RecordingMessenger:
    """A messenger that keeps what it was asked to send, as (number, chat, text, key)."""

    sent: list[tuple[str, str, str, str]] = field(default_factory=list)

    def send(self, number: str, chat: str, text: str, idempotency_key: str) -> None:
        self.sent.append((number, chat, text, idempotency_key))


class Crash(Exception):
    """Stands for the function dying at one step."""


def crash_once_after(monkeypatch: pytest.MonkeyPatch, responder: Any, step: str) -> None:
    """Make the processor die right after `step` (a store method, or `send`) completes, once."""
    target = responder.messenger if step == "send" else responder.memory.store
    original = getattr(target, step)

    def step_then_crash(*args: Any, **kwargs: Any) -> Any:
        original(*args, **kwargs)
        monkeypatch.setattr(target, step, original)
        raise Crash(step)

    monkeypatch.setattr(target, step, step_then_crash)
