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


class Embedder(Protocol):
    """Turns texts into vectors whose cosine says how related they are.

    `relevance_floor` is the similarity below which a fact is not worth showing
    for a message; `duplicate_floor` the one above which two facts say the same.
    Both depend on the embedder, so each adapter states its own.
    """

    name: str
    dimensions: int
    relevance_floor: float
    duplicate_floor: float

    def embed(self, texts: list[str]) -> list[list[float]]:
        """One vector of `dimensions` floats for each text, in order."""
        ...
