"""The memory core: remember, build context, compact, forget. Pure policy over two ports."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from agent_memory.archive import Archive
from agent_memory.context import DEFAULT_BUDGET_CHARS, assemble_context
from agent_memory.facts import DEFAULT_EPISODE_DAYS, merge_facts
from agent_memory.model.port import Model
from agent_memory.phone import DEFAULT_PHONE_HASH_KEY, hash_phone, normalise_phone
from agent_memory.records import (
    ROLES,
    Context,
    Conversation,
    ConversationKey,
    ErasureReceipt,
    Message,
    Summary,
)
from agent_memory.sequence import new_seq
from agent_memory.store import items
from agent_memory.store.port import Store

DEFAULT_TRIGGER = 40
DEFAULT_KEEP = 20


def conversation_key(
    agent: str, phone: str, hash_key: bytes = DEFAULT_PHONE_HASH_KEY
) -> ConversationKey:
    """Validate and normalise whose memory this is."""
    if not isinstance(agent, str) or not agent.strip() or "#" in agent:
        raise ValueError("agent id must be a non-empty string without '#', e.g. 'support-bot'")
    phone = normalise_phone(phone)
    return ConversationKey(agent=agent.strip(), phone=phone, phone_hash=hash_phone(phone, hash_key))


class Memory:
    """A person's conversation memory for an agent, over a store and a model."""

    def __init__(
        self,
        store: Store,
        model: Model,
        *,
        clock: Callable[[], datetime] | None = None,
        episode_days: int = DEFAULT_EPISODE_DAYS,
        archive: Archive | None = None,
        phone_hash_key: bytes = DEFAULT_PHONE_HASH_KEY,
    ) -> None:
        self.store = store
        self.model = model
        self.archive = archive
        self._clock = clock or (lambda: datetime.now(UTC))
        self.episode_days = episode_days
        self._hash_key = phone_hash_key

    def key(self, agent: str, phone: str) -> ConversationKey:
        """Whose memory: validated, normalised, with the keyed hash used for tombstones."""
        return conversation_key(agent, phone, self._hash_key)

    @classmethod
    def from_env(cls) -> Memory:
        """Build the memory the environment describes (see `agent_memory.config`)."""
        from agent_memory.wiring import memory_from_settings

        return memory_from_settings()

    def remember(
        self,
        agent: str,
        phone: str,
        number: str,
        role: str,
        content: str,
        event_id: str | None = None,
        at: datetime | None = None,
    ) -> bool:
        """Store one message; False (nothing written) when `event_id` was already stored or
        the person asked to be forgotten after `at`."""
        key = self.key(agent, phone)
        if role not in ROLES:
            raise ValueError(f"role must be one of {', '.join(ROLES)}, not {role!r}")
        if not isinstance(content, str) or not content.strip():
            raise ValueError("content must be a non-empty string")
        if event_id is not None and (not isinstance(event_id, str) or not event_id.strip()):
            raise ValueError("event_id must be a non-empty string or None")
        if at is None:
            at = self._clock()
        elif at.tzinfo is None:
            raise ValueError("at must be timezone-aware, e.g. datetime.now(timezone.utc)")
        message = Message(
            seq=new_seq(at),
            role=role,
            content=content,  # type: ignore[arg-type]
            number=normalise_phone(number),
            at=at,
            event_id=event_id,
        )
        return self.store.append_message(key, message)

    def build_context(
        self,
        agent: str,
        phone: str,
        budget_chars: int = DEFAULT_BUDGET_CHARS,
        query: str | None = None,
    ) -> Context:
        """The notes and recent history for the person's next turn, in one store read."""
        key = self.key(agent, phone)
        return self.context_from(self.store.load(key), budget_chars, query)

    def context_from(
        self,
        conversation: Conversation,
        budget_chars: int = DEFAULT_BUDGET_CHARS,
        query: str | None = None,
    ) -> Context:
        """The context for a conversation already loaded (the processor reads it once)."""
        if budget_chars < 0:
            raise ValueError("budget_chars must be zero or more")
        return assemble_context(conversation, budget_chars, self._clock())

    def compact(
        self, agent: str, phone: str, trigger: int = DEFAULT_TRIGGER, keep: int = DEFAULT_KEEP
    ) -> bool:
        """Fold all but the newest `keep` messages into summary and facts once `trigger` wait.

        The summary and facts are written (conditionally on the summary version
        read) before the folded messages are deleted, so a crash loses nothing
        and a concurrent compaction cannot overwrite a newer summary.
        """
        if keep < 0 or trigger < 1 or keep >= trigger:
            raise ValueError("compact needs trigger >= 1 and 0 <= keep < trigger")
        key = self.key(agent, phone)
        conversation = self.store.load(key)
        pending = conversation.unsummarized()
        if len(pending) < trigger:
            return False
        fold = pending[: len(pending) - keep]
        previous = conversation.summary
        now = self._clock()
        live_facts = [f for f in conversation.facts if f.is_live(now)]
        result = self.model.compact(previous.text if previous else None, fold, live_facts)
        summary = Summary(
            text=result.summary.strip(),
            through=fold[-1].seq,
            last_at=fold[-1].at,
            version=(previous.version if previous else 0) + 1,
        )
        facts = merge_facts(conversation.facts, result.facts, now, self.episode_days)
        if not self.store.save_compaction(
            key, summary, previous.version if previous else None, facts
        ):
            return False
        if self.archive is not None:  # kept before the raw messages go
            self.archive.put(key, summary.through, fold)
        folded = [m.seq for m in conversation.messages if m.seq <= summary.through]
        self.store.delete_messages(key, folded)
        return True

    def request_erasure(self, agent: str, phone: str, at: datetime | None = None) -> None:
        """Hide the person's memory at once and refuse writes dated before now; the
        maintenance run then deletes every item (see `erase`)."""
        self.store.request_erasure(self.key(agent, phone), at or self._clock())

    def erase(self, key: ConversationKey) -> ErasureReceipt | None:
        """Carry out a requested erasure: archives, then every stored item."""
        archived = self.archive.delete_person(key) if self.archive is not None else 0
        return self.store.erase(key, archived)

    def forget(self, agent: str, phone: str) -> None:
        """Erase every item of this person now, and nothing of anyone else."""
        key = self.key(agent, phone)
        self.store.request_erasure(key, self._clock())
        self.erase(key)

    def due(self, job: str, limit: int = 100) -> list[ConversationKey]:
        """Conversations with `job` due (items.COMPACTION_DUE or items.ERASURE_DUE)."""
        return [
            items.key_from_partition(pk, lambda phone: hash_phone(phone, self._hash_key))
            for pk in self.store.due_partitions(job, limit)
        ]
