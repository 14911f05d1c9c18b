"""The offline model: deterministic, no network, clearly labelled in every reply.

It is not a language model. It exists so `make run` and the tests work with no
API key, and it still shows memory at work: its replies quote the facts and
summary it was given, and its compaction finds simple first-person facts
("my name is ...", "I live in ...", "meu plano é ...") with patterns.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace

from agent_memory.core.records import Fact, FactDraft, Message
from agent_memory.model.port import CompactionResult, Reply

LABEL = "[offline model]"
NO_TRANSCRIPTION = "[offline model: no transcription]"
NO_DESCRIPTION = "[offline model: no image description]"
SUMMARY_WORD_LIMIT = 200
_LIVE_DATA = {
    "balance",
    "saldo",
    "order",
    "pedido",
    "price",
    "preço",
    "stock",
    "password",
    "senha",
    "pin",
}
_STOPWORDS = {
    "the",
    "a",
    "an",
    "is",
    "are",
    "my",
    "i",
    "you",
    "what",
    "do",
    "to",
    "of",
    "and",
    "in",
    "on",
    "me",
    "it",
    "o",
    "e",
    "de",
    "da",
    "que",
    "é",
    "eu",
    "meu",
    "minha",
    "qual",
    "você",
}
_CLAUSE_END = re.compile(r",|\s(?:and|but|e|mas|because|porque)\s", re.I)
SUMMARY_PREFIX = "The person said: "
_WORD = re.compile(r"[\w']+", re.UNICODE)
_FACT_LINE = re.compile(r'^- \[(\w+)[ \d-]*\] ("(?:[^"\\]|\\.)*")', re.MULTILINE)  # kind, date
_PATTERNS: list[tuple[re.Pattern[str], str, str | None, str]] = [
    # (pattern, kind, fixed subject or None to take group 1, content template)
    (re.compile(r"\bmy name is ([\w' -]{1,40})", re.I), "profile", "name", "Their name is {v}."),
    (re.compile(r"\bmeu nome é ([\w' -]{1,40})", re.I), "profile", "name", "Their name is {v}."),
    (
        re.compile(r"\bi live in ([\w' ,-]{1,40})", re.I),
        "profile",
        "home_city",
        "They live in {v}.",
    ),
    (
        re.compile(r"\beu moro em ([\w' ,-]{1,40})", re.I),
        "profile",
        "home_city",
        "They live in {v}.",
    ),
    (
        re.compile(r"\bi (?:prefer|like|love) ([\w' ,-]{1,60})", re.I),
        "preference",
        None,
        "They like {v}.",
    ),
    (
        re.compile(r"\beu (?:prefiro|gosto de|adoro) ([\w' ,-]{1,60})", re.I),
        "preference",
        None,
        "They like {v}.",
    ),
    (
        re.compile(r"\bmy ([a-z]+(?: [a-z]+)?) is ([\w' ,-]{1,60})", re.I),
        "profile",
        None,
        "Their {k} is {v}.",
    ),
    (
        re.compile(r"\b(?:meu|minha) ([a-zà-ú]+) é ([\w' ,-]{1,60})", re.I),
        "profile",
        None,
        "Their {k} is {v}.",
    ),
    (
        re.compile(r"\bi (?:decided|will|am going) to ([\w' ,-]{1,60})", re.I),
        "decision",
        None,
        "They decided to {v}.",
    ),
]


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)} - _STOPWORDS


def _slug(text: str) -> str:
    return "_".join(_WORD.findall(text.lower()))[:40] or "other"


class OfflineModel:
    """Deterministic stand-in for a language model, for local runs without a key."""

    name = "offline"

    def reply(self, instructions: str, history: list[dict[str, str]]) -> Reply:
        """Acknowledge the last message and quote what the notes say that is related."""
        last = next((m["content"] for m in reversed(history) if m["role"] == "user"), "")
        asked = _words(last)
        facts = [(kind, json.loads(text)) for kind, text in _FACT_LINE.findall(instructions)]
        related = [text for _, text in facts if asked & _words(text)] or [t for _, t in facts[:3]]
        parts = [f'{LABEL} You said: "{last[:200]}".']
        if related:
            parts.append("What I remember: " + " ".join(related[:5]))
        parts.append(f"({len(history)} messages in context.)")
        text = " ".join(parts)
        return Reply(text=text, input_tokens=len(instructions) // 4, output_tokens=len(text) // 4)

    def transcribe(self, audio: bytes, mime_type: str) -> str:
        """A labelled stand-in: the offline model cannot hear."""
        return NO_TRANSCRIPTION

    def describe_image(self, image: bytes, mime_type: str, caption: str | None) -> str:
        """A labelled stand-in: the offline model cannot see (the caption is kept by the caller)."""
        return NO_DESCRIPTION

    def compact(
        self, previous_summary: str | None, messages: list[Message], known_facts: list[Fact]
    ) -> CompactionResult:
        """Append the folded user lines to the summary; find first-person facts by pattern.

        A profile fact ("my plan is ...", "I live in ...") holds one value: a new one
        updates the known fact of the same subject. Preferences and decisions add.
        """
        said = " ".join(m.content.strip() for m in messages if m.role == "user")
        previous = (previous_summary or "").removeprefix(SUMMARY_PREFIX)
        words = f"{previous} {said}".split()
        summary = SUMMARY_PREFIX + " ".join(words[-(SUMMARY_WORD_LIMIT - 5) :])
        drafts: dict[tuple[str, str], FactDraft] = {}
        for message in messages:
            if message.role != "user":
                continue
            for draft in _facts_in(message.content):
                drafts[(draft.kind, draft.subject)] = draft  # the newest statement wins
        current = {(f.kind, f.subject): f.id for f in known_facts if f.kind == "profile"}
        facts = [
            replace(d, updates=current.get((d.kind, d.subject))) if d.kind == "profile" else d
            for d in drafts.values()
        ]
        return CompactionResult(summary=summary, facts=facts)


def _facts_in(text: str) -> list[FactDraft]:
    found = []
    for sentence in re.split(r"[.!?\n]+", text):
        for pattern, kind, subject, template in _PATTERNS:
            match = pattern.search(sentence)
            if not match:
                continue
            if subject is None and match.lastindex == 2:
                key, value = match.group(1), match.group(2)
                subject_key = _slug(key)
            else:
                key, value = "", match.group(match.lastindex or 1)
                subject_key = subject or _slug(value.split()[0] if value.split() else value)
            value = _CLAUSE_END.split(value)[0]
            if subject_key in _LIVE_DATA or key.lower() in _LIVE_DATA:
                continue
            content = template.format(k=key.strip(), v=value.strip())
            found.append(FactDraft(kind=kind, content=content, subject=subject_key))
    return found
