"""The model port: answer a turn, fold messages into a summary and facts, read media, embed."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from agent_memory.core.records import Fact, FactDraft, Message

# What `transcribe` accepts (content type -> the file extension the API reads the format
# from) and what `describe_image` accepts: the formats OpenAI's endpoints take.
TRANSCRIBABLE_AUDIO: dict[str, str] = {
    "audio/ogg": "ogg",  # WhatsApp voice notes: Opus in Ogg
    "audio/opus": "ogg",
    "audio/mpeg": "mp3",
    "audio/mp3": "mp3",
    "audio/mp4": "m4a",
    "audio/m4a": "m4a",
    "audio/x-m4a": "m4a",
    "audio/wav": "wav",
    "audio/x-wav": "wav",
    "audio/webm": "webm",
    "audio/flac": "flac",
}
DESCRIBABLE_IMAGES = frozenset({"image/jpeg", "image/png", "image/webp", "image/gif"})


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

    def transcribe(self, audio: bytes, mime_type: str) -> str:
        """The words spoken in a voice note (`mime_type` one of TRANSCRIBABLE_AUDIO)."""
        ...

    def describe_image(self, image: bytes, mime_type: str, caption: str | None) -> str:
        """A short description of a photo, read together with the person's caption."""
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
