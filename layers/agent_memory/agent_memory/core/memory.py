"""The memory core: remember, build context, compact, forget. Pure policy over two ports."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import lru_cache, partial

from agent_memory.archive import Archive
from agent_memory.core.bounds import (
    Bounds,
    cut_text,
    cut_to_bytes,
    facts_for_request,
    fold_within,
    for_request,
)
from agent_memory.core.compaction_read import CompactionFacts
from agent_memory.core.context import DEFAULT_BUDGET_CHARS, assemble_context
from agent_memory.core.embedding import EmbeddingSpace, embed_for_storage
from agent_memory.core.embedding_sweep import SweepPage
from agent_memory.core.fact_filter import screen_drafts, screen_summary
from agent_memory.core.fact_index import repair_out_of_step, turn_candidates
from agent_memory.core.facts import DEFAULT_EPISODE_DAYS, merge_facts, said_at
from agent_memory.core.key_limits import (
    LATEST_AT,
    MAX_EVENT_ID_BYTES,
    agent_id_problem,
    datable,
    message_problem,
    storable_key,
    stored_agent_id,
)
from agent_memory.core.metrics import CountingMetrics, Metrics
from agent_memory.core.phone import DEFAULT_PHONE_HASH_KEY, hash_phone, normalise_phone
from agent_memory.core.recall import Query, RecallSettings, ScoredFact, recall, recall_text
from agent_memory.core.records import (
    ROLES,
    Context,
    Conversation,
    ConversationKey,
    EmbeddingSweep,
    ErasureReceipt,
    Fact,
    FactDraft,
    Message,
    Summary,
    unreadable_facts,
)
from agent_memory.core.reply_guard import kept_through_erasure
from agent_memory.core.sequence import new_seq, stored_at
from agent_memory.core.unicode_text import is_valid_unicode, with_valid_unicode
from agent_memory.core.vector_index import query_probe
from agent_memory.display_text import quoted_input
from agent_memory.errors import (
    MessageRefused,
    ModelInputTooLarge,
    NewerDataForm,
    TransientError,
)
from agent_memory.model.port import CompactionResult, Embedder, Model
from agent_memory.store.port import Store

DEFAULT_TRIGGER = 40
DEFAULT_KEEP = 20
MAX_FOLD = 200  # messages per model call: a backlog is folded over several compactions
EMBEDDING_BACKFILL_LIMIT = 100  # facts swept, and older facts embedded, per compaction
FOLD_SHRINKS = 3  # a compaction refused for its size is asked again with half, at most so often
MIN_FOLD_CHARS = 1000
MAX_SUBJECT_CHARS = 100  # a subject is a short snake_case key
logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Folded:
    """What one compaction makes of the messages it folds, ready to be written."""

    fold: list[Message]
    summary: Summary
    facts: list[Fact]
    embedded: EmbeddingSweep | None


def conversation_key(
    agent: str, phone: str, hash_key: bytes = DEFAULT_PHONE_HASH_KEY, *, stored: bool = False
) -> ConversationKey:
    """Validate and normalise whose memory this is: the agent id by the one rule every door
    shares (`key_limits.AGENT_ID_PATTERN`, the AGENT_ID setting's), so no door writes
    memory another cannot name. With `stored`, also an id an earlier version let the
    library write (`stored_agent_id`): what a store holds stays erasable."""
    name = agent.strip() if isinstance(agent, str) else agent
    problem = agent_id_problem(name)
    if problem is not None and not (stored and stored_agent_id(agent)):
        raise ValueError(f"agent {quoted_input(agent)} {problem}")
    phone = normalise_phone(phone)
    return ConversationKey(agent=name, phone=phone, phone_hash=hash_phone(phone, hash_key))


# every remember and turn validates, normalises and hashes the phone: done once per person
_known_key = lru_cache(maxsize=4096)(conversation_key)
_known_stored_key = lru_cache(maxsize=4096)(partial(conversation_key, stored=True))
_known_number = lru_cache(maxsize=256)(normalise_phone)  # the agent's few whasp numbers


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
        embedder: Embedder | None = None,
        recall: RecallSettings | None = None,
        metrics: Metrics | None = None,
        fold_limit: int = MAX_FOLD,
        bounds: Bounds | None = None,
    ) -> None:
        if fold_limit < 1:
            raise ValueError("fold_limit is the most messages one compaction folds: at least 1")
        self.fold_limit = fold_limit  # per model call: a backlog is folded over several rounds
        self.store = store
        self.model = model
        self.archive = archive
        self.clock = clock or (lambda: datetime.now(UTC))
        self.episode_days = episode_days
        self.embedder = embedder
        self.recall = recall or RecallSettings()
        self.metrics: Metrics = metrics or CountingMetrics()
        self.bounds = bounds or Bounds()
        self._hash_key = phone_hash_key
        # called after each erasure: places outside the store that hold the person too
        self.erasure_listeners: list[Callable[[ConversationKey, ErasureReceipt], None]] = []

    def key(self, agent: str, phone: str) -> ConversationKey:
        """Whose memory: validated, normalised, with the keyed hash used for tombstones."""
        if isinstance(agent, str) and isinstance(phone, str):
            return _known_key(agent, phone, self._hash_key)
        return conversation_key(agent, phone, self._hash_key)  # says what is wrong

    def stored_key(self, agent: str, phone: str) -> ConversationKey:
        """The key of memory a store may already hold: as `key`, or under an agent id only
        an earlier version accepted, so every read (a turn's context, an export),
        erasure and maintenance still reach it; writes take `key`."""
        if isinstance(agent, str) and isinstance(phone, str):
            return _known_stored_key(agent, phone, self._hash_key)
        return conversation_key(agent, phone, self._hash_key, stored=True)

    @property
    def phone_hash_key(self) -> bytes:
        """The key this memory hashes phones with (every other hash of a phone uses it too)."""
        return self._hash_key

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
        the person asked to be forgotten after `at`. MessageRefused (a ValueError, nothing
        written) for content no store can hold: over `Bounds.message_bytes` in UTF-8, or
        not valid Unicode (`storable_message` makes any text fit)."""
        key = self.key(agent, phone)
        if role not in ROLES:
            raise ValueError(f"role must be one of {', '.join(ROLES)}, not {quoted_input(role)}")
        if not isinstance(content, str) or not content.strip():
            raise ValueError("content must be a non-empty string")
        problem = message_problem(content, self.bounds.message_bytes)
        if problem is not None:
            raise MessageRefused(problem)
        if event_id is not None and (
            not isinstance(event_id, str)
            or not event_id.strip()
            or not storable_key(event_id, MAX_EVENT_ID_BYTES)
        ):
            raise ValueError(
                "event_id must be a non-empty string of valid Unicode, at most "
                f"{MAX_EVENT_ID_BYTES} bytes in UTF-8, or None"
            )
        now = self.clock()
        if at is None:
            at = now
        elif at.tzinfo is None:
            raise ValueError("at must be timezone-aware, e.g. datetime.now(timezone.utc)")
        elif not datable(at):
            raise ValueError(f"at must be a time before {LATEST_AT:%Y-%m-%d} (UTC)")
        message = Message(
            seq=new_seq(now),  # the order remembered, whatever `at` says
            role=role,
            content=content,  # type: ignore[arg-type]
            number=_known_number(number) if isinstance(number, str) else normalise_phone(number),
            at=at,
            event_id=event_id,
        )
        return self.store.append_message(key, message)

    def storable_message(self, text: str) -> str:
        """`text` as a message a store can hold: a lone surrogate replaced, cut to
        `Bounds.message_bytes` at a sentence or word (counted, `MessageCut`). For a door
        that must answer the person whatever arrives (the processor's voice notes)."""
        if message_problem(text, self.bounds.message_bytes) is None:
            return text
        self.metrics.add("MessageCut")
        return cut_to_bytes(with_valid_unicode(text), self.bounds.message_bytes)

    def build_context(
        self,
        agent: str,
        phone: str,
        budget_chars: int = DEFAULT_BUDGET_CHARS,
        query: str | None = None,
    ) -> Context:
        """The notes and recent history for the person's next turn, in one store read.

        With a `query` (the current message) the facts shown are those recalled
        for it; without one, the newest facts.
        """
        key = self.stored_key(agent, phone)  # a read: also an id only an earlier version took
        return self.context_from(self.store.load_turn(key), budget_chars, query, key=key)

    def context_from(
        self,
        conversation: Conversation,
        budget_chars: int = DEFAULT_BUDGET_CHARS,
        query: str | None = None,
        *,
        key: ConversationKey | None = None,
    ) -> Context:
        """The context for a conversation already loaded (the processor reads it once).

        A turn's read (`Store.load_turn`) carries the fact index, not the facts:
        the few worth showing are fetched through it, for which `key` is needed.
        """
        if budget_chars < 0:
            raise ValueError("budget_chars must be zero or more")
        self._count_unreadable(conversation)
        now = self.clock()
        index = conversation.fact_index
        if query is None:
            if index is not None and key is not None:
                # shown, never ranked: no vector fetched
                recent = self.store.facts(key, index.recent, vector="none")
                self._count_unreadable_facts(recent)
                conversation = replace(conversation, facts=recent)
            return assemble_context(conversation, budget_chars, now)
        text = recall_text(conversation, query, self.recall.query_messages)
        recalled = self._recalled(conversation, text, now, self.recall, key)
        return assemble_context(conversation, budget_chars, now, recalled)

    def search(self, agent: str, phone: str, query: str, k: int) -> list[ScoredFact]:
        """The person's `k` live facts most relevant to `query`, best first, with the
        scores a turn's recall gives them (no profile facts added: only what matches)."""
        key = self.stored_key(agent, phone)  # a read, as build_context
        settings = replace(self.recall, k=k, profile_cap=0)
        return self._recalled(self.store.load_turn(key), query, self.clock(), settings, key)

    def _recalled(
        self,
        conversation: Conversation,
        text: str,
        now: datetime,
        settings: RecallSettings,
        key: ConversationKey | None,
    ) -> list[ScoredFact]:
        """Recall for `text` among the candidates the fact index leads to (all facts when
        the read carries none)."""
        facts, corpus = conversation.facts, None
        index = conversation.fact_index
        if index is None or key is None:
            return recall(facts, self._query(text, facts), now, settings, corpus)
        vectors, probe, query = index.vectors, None, None
        if vectors is not None and vectors.centroids and self.embedder is not None:
            space = EmbeddingSpace.of(self.embedder)
            if space.tag == vectors.space:  # the query's vector also finds the candidates
                query = self._embedded(text, space)
                probe = query_probe(vectors, space.tag, query.vector) if query.vector else None
        facts, corpus = turn_candidates(self.store, key, index, text, probe)
        self._count_unreadable_facts(facts)
        return recall(facts, query or self._query(text, facts), now, settings, corpus)

    def _query(self, text: str, facts: list[Fact]) -> Query:
        """The message to recall for, embedded once when any fact can be compared with it."""
        if self.embedder is not None:
            space = EmbeddingSpace.of(self.embedder)
            if any(space.holds(f.embedding) for f in facts):
                return self._embedded(text, space)
        return Query(text)

    def _embedded(self, text: str, space: EmbeddingSpace) -> Query:
        """`text` with its vector in `space` (none when the embedder fails: lexical)."""
        if self.embedder is None or not text.strip():
            return Query(text)
        try:
            vector = self.embedder.embed([text])[0]
        except TransientError:
            self.metrics.add("RecallEmbeddingUnavailable")
            return Query(text)  # the turn goes on with lexical recall alone
        except ModelInputTooLarge:
            self.metrics.add("RecallEmbeddingTooLarge")
            return Query(text)  # never a poison pill: the person gets a reply
        return Query(text, vector=vector, space=space, floor=self.embedder.relevance_floor)

    def _embeddings(self, texts: list[str]) -> list[bytes | None]:
        """Stored embeddings for `texts`; Nones when there is no embedder or it is down."""
        if self.embedder is None or not texts:
            return [None] * len(texts)
        try:
            return list(embed_for_storage(self.embedder, texts))
        except TransientError:
            self.metrics.add("FactEmbeddingUnavailable")
            return [None] * len(texts)  # a later compaction embeds them (backfill)
        except ModelInputTooLarge:
            self.metrics.add("FactEmbeddingTooLarge")
            return [None] * len(texts)

    def compact(
        self, agent: str, phone: str, trigger: int = DEFAULT_TRIGGER, keep: int = DEFAULT_KEEP
    ) -> bool:
        """Fold all but the newest `keep` messages (at most `fold_limit` at a time, and no
        more text than one request's ceiling, `Bounds.fold_chars`) into summary and facts
        once `trigger` wait; a backlog is folded over several compactions, each carrying
        the summary the last one wrote.

        The summary and facts are written (conditionally on the summary version
        read) before the folded messages are deleted, so a crash loses nothing
        and a concurrent compaction cannot overwrite a newer summary. Its read
        of facts is bounded: the turn's read, then only the facts the fold and
        the drafts lead to through the fact index (`CompactionFacts`), and a page of
        at most EMBEDDING_BACKFILL_LIMIT facts while they are re-embedded (`SweepPage`).
        """
        if keep < 0 or trigger < 1 or keep >= trigger:
            raise ValueError("compact needs trigger >= 1 and 0 <= keep < trigger")
        key = self.stored_key(agent, phone)  # maintenance folds what a store holds
        conversation = self.store.load_turn(key)
        self._count_unreadable(conversation)
        if conversation.newer_form is not None:  # no model call, no rebuild, no write
            raise NewerDataForm.of(conversation.newer_form)
        repair_out_of_step(self.store, key, conversation)
        pending = conversation.unsummarized()
        if len(pending) < trigger:
            return False
        candidates = pending[: min(len(pending) - keep, self.fold_limit)]
        return self._save_fold(key, conversation, self._fold(key, conversation, candidates))

    def _count_unreadable(self, conversation: Conversation) -> None:
        """Count the damaged items the read skipped (the store logged them), and a read of
        items a newer version wrote (`StoredItemsOfNewerVersion`: after a rollback): an
        operator sees the metric before a person notices a message or fact gone missing."""
        if conversation.unreadable:
            self.metrics.add("StoredItemsUnreadable", conversation.unreadable)
        if conversation.newer_form is not None:
            self.metrics.add("StoredItemsOfNewerVersion")

    def _count_unreadable_facts(self, facts: list[Fact]) -> None:
        """Count the damaged facts a turn met fetching through the index (the store logged
        them), as `_count_unreadable` counts the items its read skipped."""
        if unreadable_facts(facts):
            self.metrics.add("StoredItemsUnreadable", unreadable_facts(facts))

    def _fold(
        self, key: ConversationKey, conversation: Conversation, candidates: list[Message]
    ) -> Folded:
        """The summary and facts the model makes of the oldest candidates, bounded."""
        now = self.clock()
        read = CompactionFacts.read(self.store, key, conversation)
        space = EmbeddingSpace.of(self.embedder) if self.embedder else None
        sweep = SweepPage.read(self.store, key, conversation, space, EMBEDDING_BACKFILL_LIMIT)
        fold, result = self._ask_to_fold(conversation.summary, candidates, read, now)
        summary = self._bounded_summary(conversation.summary, fold, result.summary)
        facts = self._new_facts(read, sweep, space, result.facts, now, fold)
        return Folded(fold, summary, facts, sweep.recorded(facts, now))

    def _ask_to_fold(
        self,
        previous: Summary | None,
        candidates: list[Message],
        read: CompactionFacts,
        now: datetime,
    ) -> tuple[list[Message], CompactionResult]:
        """The messages folded and the model's answer: as many candidates as fit the
        request's ceiling; refused for its size, asked again with half as much."""
        max_chars = self.bounds.fold_chars
        previous_text = cut_text(previous.text, self.bounds.summary_chars) if previous else None
        for shrinks_left in range(FOLD_SHRINKS, -1, -1):
            fold = fold_within(candidates, len(candidates), max_chars)
            known = facts_for_request(read.known(fold, now), self.bounds.fact_chars)
            try:
                return fold, self.model.compact(previous_text, for_request(fold, max_chars), known)
            except ModelInputTooLarge:
                if not shrinks_left:
                    raise
                self.metrics.add("CompactionRequestShrunk")
                max_chars = max(MIN_FOLD_CHARS, max_chars // 2)
        raise AssertionError("unreachable: the last try raises")

    def _bounded_summary(self, previous: Summary | None, fold: list[Message], text: str) -> Summary:
        """The new summary: cut to its ceiling (before the screen, which reads it all), then
        screened, covering the fold."""
        return Summary(
            text=self.screened_summary(text),
            through=fold[-1].seq,
            last_at=max(m.at for m in fold),
            version=(previous.version if previous else 0) + 1,
        )

    def _save_fold(self, key: ConversationKey, conversation: Conversation, folded: Folded) -> bool:
        """Archive, write the summary and facts, then delete what they cover; False when
        another compaction or an erasure won (an erasure's win keeps no archive)."""
        summary = folded.summary
        # everything the summary will cover, leftovers of a crashed compaction included
        covered = [m for m in conversation.messages if m.seq <= summary.through]
        if self.archive is not None:  # kept before anything is deleted
            self.archive.put(key, summary.through, covered)
        # an erasure after any of them refuses it all, dated like erasure.survives_erasure
        oldest = min(min(m.at, stored_at(m.seq)) for m in covered)
        previous = conversation.summary
        version = previous.version if previous else None
        if not self.store.save_compaction(
            key, summary, version, folded.facts, oldest=oldest, embedded=folded.embedded
        ):
            receipt = self.store.receipt(key)
            if self.archive is not None and receipt and receipt.requested_at >= oldest:
                self.archive.delete_person(key)  # an erasure won the race: keep nothing
            return False
        self.store.delete_messages(key, [m.seq for m in covered])
        if conversation.state.compaction_failures:
            self.store.note_compaction_failure(key, None)  # it works again: no backoff
        return True

    def request_erasure(self, agent: str, phone: str, at: datetime | None = None) -> None:
        """Hide the person's memory at once and refuse writes dated before now; the
        maintenance run then deletes every item (see `erase`). The tombstone keeps the
        reply guard's two times (core/reply_guard.py): being forgotten restores no budget."""
        key = self.stored_key(agent, phone)
        turn = self.store.load_turn(key)
        kept = kept_through_erasure(turn.messages, turn.state, self.store.kept_guard(key))
        self.store.request_erasure(key, at or self.clock(), kept)

    def erase(self, key: ConversationKey) -> ErasureReceipt | None:
        """Carry out a requested erasure: archives, every stored item, then whatever the
        `erasure_listeners` keep outside the store (a local run's queues)."""
        archived = self.archive.delete_person(key) if self.archive is not None else 0
        if archived:  # counted before the items go: a failing store erase loses no count
            self.store.count_deleted_archives(key, archived)
        receipt = self.store.erase(key)
        if receipt is not None:
            for listener in self.erasure_listeners:
                listener(key, receipt)
        return receipt

    def _new_facts(
        self,
        read: CompactionFacts,
        sweep: SweepPage,
        space: EmbeddingSpace | None,
        drafts: list[FactDraft],
        now: datetime,
        fold: list[Message],
    ) -> list[Fact]:
        """The facts a compaction writes: screened, dated by the message they came from,
        embedded, merged with the facts they may touch; older ones read (the sweep's page
        first) embedded again when they are not in the embedder's space."""
        drafts = self.screened_drafts(drafts)
        floor = self.embedder.duplicate_floor if self.embedder else None
        existing = read.touched(drafts, now, by_meaning=space is not None and floor is not None)
        unembedded = _to_reembed(sweep, existing, space, now)
        embeddings = self._embeddings([d.content for d in drafts] + [f.content for f in unembedded])
        facts = merge_facts(
            existing,
            drafts,
            now,
            self.episode_days,
            embeddings=embeddings[: len(drafts)],
            space=space,
            duplicate_floor=floor,
            said=[said_at(d, fold) for d in drafts],
            id_key=self._hash_key,
        )
        written = {f.id for f in facts}
        backfilled = zip(unembedded, embeddings[len(drafts) :], strict=True)
        facts += [replace(f, embedding=e) for f, e in backfilled if e and f.id not in written]
        return facts

    def screened_summary(self, text: str) -> str:
        """A summary as it may be stored, from a model or an import: cut to its ceiling
        (before the screen, which reads it all), then screened; what is cut or dropped,
        counted. A lone surrogate (a model at the port is not asked to repair it) becomes
        U+FFFD: the rest of the summary is good, and no store could hold it as it was."""
        if not is_valid_unicode(text):
            self.metrics.add("SummaryUnicodeReplaced")
            text = with_valid_unicode(text)
        if len(text) > self.bounds.summary_chars:
            self.metrics.add("SummaryCut")
            text = cut_text(text, self.bounds.summary_chars)
        text, dropped = screen_summary(text)
        for reason, count in sorted(dropped.items()):
            self.metrics.add(f"SummarySentencesDropped_{reason}", count)
        return text

    def screened_drafts(self, drafts: list[FactDraft]) -> list[FactDraft]:
        """The drafts worth keeping: within the fact ceiling (a longer one is refused: half
        a fact may say something else), of valid Unicode (no store holds a lone surrogate),
        through the screen, and no more than one compaction may write (the first ones); what
        is dropped, counted."""
        valid = [d for d in drafts if all(map(is_valid_unicode, _draft_texts(d)))]
        if len(valid) < len(drafts):
            self.metrics.add("FactsDropped_invalid_unicode", len(drafts) - len(valid))
        kept = [
            d
            for d in valid
            if len(d.content) <= self.bounds.fact_chars and len(d.subject) <= MAX_SUBJECT_CHARS
        ]
        if len(kept) < len(valid):
            self.metrics.add("FactsDropped_too_long", len(valid) - len(kept))
        kept, dropped = screen_drafts(kept)
        for reason, count in sorted(dropped.items()):
            self.metrics.add(f"FactsDropped_{reason}", count)
        return self._within_fact_count(kept)

    def _within_fact_count(self, drafts: list[FactDraft]) -> list[FactDraft]:
        """The first `Bounds.facts_per_compaction` drafts, in the answer's order: a model
        once wrote 3,000 facts in one answer, and each is embedded and written."""
        ceiling = self.bounds.facts_per_compaction
        if len(drafts) <= ceiling:
            return drafts
        self.metrics.add("FactsDropped_over_ceiling", len(drafts) - ceiling)
        logger.warning(  # counts only: a draft may quote the person
            "compaction answer held %d facts past the screen; kept the first %d "
            "(COMPACTION_MAX_FACTS)",
            len(drafts),
            ceiling,
        )
        return drafts[:ceiling]

    def forget(self, agent: str, phone: str) -> None:
        """Erase every item of this person now, and nothing of anyone else (also under an
        agent id only an earlier version accepted: `stored_key`)."""
        key = self.stored_key(agent, phone)
        self.store.request_erasure(key, self.clock())
        self.erase(key)

    def due(
        self, job: str, limit: int = 100, until: datetime | None = None
    ) -> list[ConversationKey]:
        """Conversations with `job` due (COMPACTION_DUE or ERASURE_DUE, from the store port),
        by `until` when given (a failing compaction backs off past it)."""
        found = self.store.due_people(job, limit, until)
        return [self.stored_key(agent, phone) for agent, phone in found]


def _to_reembed(
    sweep: SweepPage, existing: list[Fact], space: EmbeddingSpace | None, now: datetime
) -> list[Fact]:
    """Older facts a compaction embeds again: the sweep's page first, then live facts it
    touches outside the embedder's space; at most EMBEDDING_BACKFILL_LIMIT."""
    touched = [f for f in existing if f.is_live(now) and space and not space.holds(f.embedding)]
    backlog = {f.id: f for f in [*sweep.unembedded(now), *touched]}
    return list(backlog.values())[:EMBEDDING_BACKFILL_LIMIT]


def _draft_texts(draft: FactDraft) -> tuple[str, ...]:
    """The texts of a draft a store would hold."""
    return (draft.kind, draft.subject, draft.content, draft.source, draft.updates or "")
