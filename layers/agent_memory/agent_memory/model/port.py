"""The model port: answer a turn, fold messages into a summary and facts, embed text."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from agent_memory.records import Fact, FactDraft, Message


@dataclass(frozen=True)
class Reply:
    """The model's answer to a turn, with what it cost."""

    text: str
    input_tokens: int = 0
    output_tokens: int = 0


@dataclass(frozen=True)
class CompactionResult:
    """A new rolling summary and the durable facts found in the folded messages."""

    summary: str
    facts: list[FactDraft] = field(default_factory=list)


class Model(Protocol):
    """What the memory and the processor ask of a language model."""

    name: str

    def reply(self, instructions: str, history: list[dict[str, str]]) -> Reply:
        """Answer the last user message of `history`, following `instructions`."""
        ...

    def compact(
        self, previous_summary: str | None, messages: list[Message], known_facts: list[Fact]
    ) -> CompactionResult:
        """Fold `messages` into the summary and extract durable facts, in one call."""
        ...
