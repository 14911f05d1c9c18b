"""What the MCP server's tools do, over the memory of one agent: plain data in and out.

The agent is fixed when the server starts and is never an argument, so a client
can name a person but never another agent's memory. Reads go through `Memory`
(the recall a turn uses, the context a turn gets); every change goes through the
operator's curation API (`core.curation`), so a fact added here passes the same
screen as an extracted one and each change is a new version. Every argument is
checked and bounded here, before the core sees it, with an error that says what
to send instead; no error repeats a phone or a fact's text (the SDK logs errors).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from datetime import datetime
from typing import Any

from agent_memory.core.context import DEFAULT_BUDGET_CHARS
from agent_memory.core.curation import Curation
from agent_memory.core.facts import subject_key
from agent_memory.core.memory import Memory
from agent_memory.core.person_export import fact_record
from agent_memory.core.records import ConversationKey, Fact
from agent_memory.display_text import quoted_input
from agent_memory.errors import AgentMemoryError

DEFAULT_SEARCH = 5
MAX_SEARCH = 50
DEFAULT_LIST = 100
MAX_LIST = 1000
MAX_QUERY_CHARS = 2000  # a message or a question, not a document
MAX_BUDGET_CHARS = 100_000
MAX_SUBJECT_CHARS = 100  # a few words; the store keeps its first 60 as the subject's key
ERASE_WORD = "erase"

ErasureScope = Callable[[Memory], AbstractContextManager[object]]


class ToolInputError(AgentMemoryError, ValueError):
    """An argument the tool cannot take; the message says what to send instead."""


def _bounded(name: str, value: object, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ToolInputError(f"{name} must be a whole number from {low} to {high}")
    return value


def _text(name: str, value: object, example: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ToolInputError(f"{name} must be a non-empty string, e.g. {quoted_input(example)}")
    if len(value) > MAX_QUERY_CHARS:
        raise ToolInputError(f"{name} is at most {MAX_QUERY_CHARS} characters")
    return value


def fact_view(fact: Fact, now: datetime) -> dict[str, Any]:
    """A fact for a client: its state and dates, without the embedding's bytes."""
    record = fact_record(fact, now)
    record.pop("embedding_base64")
    record["said_at"] = record.pop("created_at")
    return record


class MemoryTools:
    """The tools of one agent's memory (see the module docstring)."""

    def __init__(
        self, memory: Memory, agent: str, erasure_scope: ErasureScope | None = None
    ) -> None:
        self.memory = memory
        # checked, as every key is; an id only an earlier version took is read, never written
        self.agent = memory.stored_key(agent, "+10000000000").agent
        self.curation = Curation(memory)
        # an erasure also reaches what outlives the store (a local run's queues)
        self.erasure_scope: ErasureScope = erasure_scope or (lambda memory: nullcontext())

    def _key(self, phone: object, *, read: bool = False) -> ConversationKey:
        """Whose memory a tool means; a read (or an erasure) also reaches an agent id only
        an earlier version took, a write is refused for it, with the rule."""
        keyed = self.memory.stored_key if read else self.memory.key
        try:
            return keyed(self.agent, phone)  # type: ignore[arg-type]
        except ValueError as error:
            raise ToolInputError(str(error)) from None

    def search_memory(self, phone: str, query: str, limit: int = DEFAULT_SEARCH) -> dict[str, Any]:
        """The person's live facts most relevant to `query`, best first, with scores."""
        key = self._key(phone, read=True)
        text = _text("query", query, "what plan do they have?")
        limit = _bounded("limit", limit, 1, MAX_SEARCH)
        now = self.memory.clock()
        found = self.memory.search(key.agent, key.phone, text, limit)
        return {
            "agent": key.agent,
            "person": key.phone_hash,
            "facts": [
                {
                    **fact_view(scored.fact, now),
                    "score": scored.score,
                    "why": scored.why,
                    "lexical": scored.lexical,
                    "similarity": scored.similarity,
                }
                for scored in found
            ],
        }

    def turn_context(
        self, phone: str, message: str | None = None, budget_chars: int = DEFAULT_BUDGET_CHARS
    ) -> dict[str, Any]:
        """What the agent's model would be given for the person's next turn about
        `message` (the newest facts without one): notes, history, facts and scores."""
        key = self._key(phone, read=True)
        if message is not None:
            message = _text("message", message, "Can you remind me what plan I have?")
        budget = _bounded("budget_chars", budget_chars, 0, MAX_BUDGET_CHARS)
        context = self.memory.build_context(key.agent, key.phone, budget, query=message)
        return {
            "agent": key.agent,
            "person": key.phone_hash,
            "notes": context.notes,
            "history": context.history,
            "facts": [{"id": i, "score": s} for i, s in context.fact_scores],
            "summary_version": context.summary_version,
        }

    def list_facts(
        self, phone: str, include_history: bool = False, limit: int = DEFAULT_LIST
    ) -> dict[str, Any]:
        """The person's facts, newest first: live ones, or with `include_history` every
        version kept (superseded, invalidated, expired)."""
        key = self._key(phone, read=True)
        if not isinstance(include_history, bool):
            raise ToolInputError("include_history must be true or false")
        limit = _bounded("limit", limit, 1, MAX_LIST)
        now = self.memory.clock()
        facts = sorted(self.memory.store.load(key).facts, key=lambda f: f.id, reverse=True)
        chosen = [f for f in facts if include_history or f.is_live(now)]
        return {
            "agent": key.agent,
            "person": key.phone_hash,
            "total": len(chosen),
            "facts": [fact_view(f, now) for f in chosen[:limit]],
            "more": max(0, len(chosen) - limit),
        }

    def add_fact(
        self, phone: str, kind: str, content: str, subject: str, replaces: str | None = None
    ) -> dict[str, Any]:
        """A new live fact, screened as extracted facts are. With `replaces` (the id of a
        live fact it makes no longer true) it is a new version of that fact, which stays
        as history; the curation API decides what else a new fact supersedes."""
        key = self._key(phone)
        if isinstance(subject, str) and len(subject) > MAX_SUBJECT_CHARS:
            raise ToolInputError(
                f"subject is at most {MAX_SUBJECT_CHARS} characters: a few words, e.g. 'plan'"
            )
        if replaces is None:
            fact = self.curation.add(key.agent, key.phone, kind, content, subject)
        else:
            old = self._live_fact(key, replaces)
            if (old.kind, old.subject) != (kind, subject_key(str(subject))):
                raise ToolInputError(
                    f"the fact it replaces is a {old.kind} about {quoted_input(old.subject)}: pass "
                    "that "
                    "kind and subject, or add it without replaces"
                )
            fact = self.curation.edit(key.agent, key.phone, replaces, content)
        return {"added": fact_view(fact, self.memory.clock())}

    def _live_fact(self, key: ConversationKey, fact_id: object) -> Fact:
        if not isinstance(fact_id, str) or not fact_id.strip():
            raise ToolInputError("replaces must be a fact's id, as list_facts gives it")
        history = self.curation.history(key.agent, key.phone, fact_id)
        return history[0]

    def forget_fact(self, phone: str, fact_id: str) -> dict[str, Any]:
        """Delete one fact and the older versions it replaced; the ids deleted."""
        key = self._key(phone)
        if not isinstance(fact_id, str) or not fact_id.strip():
            raise ToolInputError("fact_id must be a fact's id, as list_facts gives it")
        return {"deleted": self.curation.delete(key.agent, key.phone, fact_id)}

    def export_person(self, phone: str) -> dict[str, Any]:
        """Everything stored about the person (messages, summary, every fact version)."""
        key = self._key(phone, read=True)
        return self.curation.export(key.agent, key.phone)

    def erase_person(self, phone: str, confirm: str) -> dict[str, Any]:
        """Erase every item of the person now, only when `confirm` is "erase <phone>"."""
        key = self._key(phone, read=True)
        words = confirm.split() if isinstance(confirm, str) else []
        try:
            named = len(words) == 2 and words[0] == ERASE_WORD
            said = named and self._key(words[1], read=True) == key
        except ToolInputError:
            said = False
        if not said:
            raise ToolInputError(
                f"erasing deletes every item of this person for good: to do it, pass confirm "
                f"as '{ERASE_WORD} ' followed by the same phone, in E.164"
            )
        with self.erasure_scope(self.memory):
            receipt = self.curation.erase(key.agent, key.phone)
        return {
            "erased": True,
            "person": receipt.phone_hash,
            "deleted_items": receipt.deleted_items,
            "deleted_archives": receipt.deleted_archives,
            "completed_at": receipt.completed_at.isoformat() if receipt.completed_at else None,
        }
