"""An operator's changes to a person's memory: edit, invalidate, restore, delete, add.

Every change is a new version, never an overwrite: the fact it changes is kept
as superseded history (`superseded_by` names the new version), and the new
version's source is `operator`. Marking a fact no longer true writes a version
that is itself no longer true (`superseded_by == INVALIDATED`); restoring one
writes a live copy that supersedes whatever is current. The chain of versions a
fact superseded is read back by `fact_chains`.

Each change goes through the store's `save_compaction`, the path compactions
take, with the summary's text unchanged and its version one higher: the fact
index stays in step, and a compaction that read the memory before the change
fails its version check instead of writing over it (the next run compacts again).
A change that loses that race to a compaction is tried again on a fresh read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any, TypeVar

from agent_memory.core.compaction_read import CompactionFacts
from agent_memory.core.embedding import EmbeddingSpace, embed_for_storage, space_tag
from agent_memory.core.fact_filter import reason_to_drop, screen_drafts
from agent_memory.core.fact_versions import (
    DELETED,
    INVALIDATED,
    MAX_CHAIN,
    FactChain,
    fact_chains,
    fact_state,
)
from agent_memory.core.facts import fact_id, merge_facts, subject_key
from agent_memory.core.key_limits import storable_key
from agent_memory.core.memory import Memory
from agent_memory.core.person_export import export_person
from agent_memory.core.records import (
    FACT_KINDS,
    OPERATOR_SOURCE,
    Conversation,
    ConversationKey,
    ErasureReceipt,
    Fact,
    FactDraft,
    Summary,
)
from agent_memory.core.unicode_text import acting_character
from agent_memory.errors import AgentMemoryError, TransientError

MAX_FACT_CHARS = 500  # a fact is one short sentence
ATTEMPTS = 3  # a change that loses to a compaction is tried again on a fresh read

Answer = TypeVar("Answer")


class CurationError(AgentMemoryError, ValueError):
    """An operator's change cannot be made as asked; the message says why and what to do."""


class UnknownFact(CurationError):
    """The person has no fact with this id."""


class FactRefused(CurationError):
    """The fact screen refused the text (`reason`: instruction, secret, live_data, repeat)."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class CurationConflict(CurationError):
    """The person's memory changed under the change (the console answers 409)."""


class CompactionsKeptWinning(CurationConflict, TransientError):
    """Compactions kept winning the race for the person's memory: try again."""


class FactChanged(CurationConflict):
    """The fact is no longer as the caller read it (an edit, a compaction, a deletion came
    first): reload it and choose again. Not transient: the same call fails the same way."""


def _checked_text(content: object) -> str:
    """The operator's text as a fact keeps it (whitespace runs made one space), or a
    CurationError: what `add` and `edit` both take, from every door (CLI, console, MCP).

    A character that acts instead of showing (NUL, ESC, a bidi override such as U+202E,
    a zero-width space; unicode_text.acting_character) is refused, not stripped: the fact
    reaches the model's prompt, an export and a terminal, and stripping would keep a text
    other than the one the operator sent without saying so. The marks that are part of
    words (the emoji and Indic joiners, a right-to-left mark, a soft hyphen, a flag's tags)
    are kept."""
    if not isinstance(content, str) or not content.strip():
        raise CurationError("a fact is a non-empty sentence, e.g. 'Their plan is enterprise.'")
    text = " ".join(content.split())
    if len(text) > MAX_FACT_CHARS or not storable_key(text):
        raise CurationError(f"a fact is at most {MAX_FACT_CHARS} characters of valid Unicode")
    acting = acting_character(text)
    if acting is not None:
        at, char = acting
        raise CurationError(
            f"a fact cannot hold control, bidi override or zero-width characters (U+"
            f"{ord(char):04X} at character {at + 1}): retype the text without it"
        )
    return text


def _screened(content: str, subject: str) -> None:
    reason = reason_to_drop(content) or reason_to_drop(subject.replace("_", " "), subject=True)
    if reason is not None:
        raise FactRefused(
            f"the fact screen refuses this text ({reason}): memory never keeps instructions "
            "to the agent, secrets or live data",
            reason,
        )


class Curation:
    """The operator's changes to one agent's memory, each a new version (see module doc)."""

    def __init__(self, memory: Memory) -> None:
        self.memory = memory
        self.store = memory.store

    def chains(self, agent: str, phone: str) -> list[FactChain]:
        """Every fact of the person, grouped by chain of versions (one full read)."""
        return fact_chains(self.store.load(self.memory.stored_key(agent, phone)).facts)

    def history(self, agent: str, phone: str, fact_id: str) -> list[Fact]:
        """The fact and the versions it superseded, newest first."""
        key = self.memory.stored_key(agent, phone)  # reads take an earlier version's ids
        facts = self.store.load(key).facts
        for chain in fact_chains(facts):
            if chain.current.id == fact_id:
                return [chain.current, *chain.versions]
            for n, version in enumerate(chain.versions):
                if version.id == fact_id:
                    return [v for v in chain.versions[n:] if v.id <= fact_id]
        raise self._unknown(fact_id)

    def add(self, agent: str, phone: str, kind: str, content: str, subject: str) -> Fact:
        """A new live fact said by the operator, screened as extracted facts are. It retires
        nothing: a subject shared with a live fact does not make that one untrue (to
        replace a fact, `edit` it)."""
        if kind not in FACT_KINDS:
            raise CurationError(f"kind must be one of {', '.join(FACT_KINDS)}")
        text = _checked_text(content)
        if not isinstance(subject, str) or not subject.strip() or not storable_key(subject):
            raise CurationError("subject names what the fact is about, e.g. 'plan'")
        draft = FactDraft(kind, text, subject_key(subject), OPERATOR_SOURCE)  # type: ignore[arg-type]
        if not screen_drafts([draft])[0]:
            _screened(text, draft.subject)  # raises, naming the reason
        key = self.memory.key(agent, phone)

        def plan(turn: Conversation, now: datetime) -> tuple[list[Fact], Fact]:
            old, new = self._unrepeated(key, turn, draft, now, self._embed([text])[0])
            said = replace(new, source=OPERATOR_SOURCE)
            return [*old, said], said

        return self._apply(key, plan)

    def _unrepeated(
        self,
        key: ConversationKey,
        turn: Conversation,
        draft: FactDraft,
        now: datetime,
        embedding: bytes | None,
        instead_of: str | None = None,
    ) -> tuple[list[Fact], Fact]:
        """What `draft` writes as a new fact (the known facts it retires, the new one), or
        FactRefused when a live fact, other than the `instead_of` an edit replaces, says it
        already: the same text, or the same meaning under another subject (`merge_facts`)."""
        read = CompactionFacts.read(self.store, key, turn)
        space, floor = self._space(), self._duplicate_floor()
        touched = read.touched([draft], now, by_meaning=space is not None and floor is not None)
        existing = [f for f in touched if f.id != instead_of]
        written = merge_facts(
            existing,
            [draft],
            now,
            self.memory.episode_days,
            embeddings=[embedding],
            space=space,
            duplicate_floor=floor,
            said=[now],
            id_key=self.memory.phone_hash_key,
        )
        known = {f.id for f in existing}
        new = [f for f in written if f.id not in known]
        if not new:
            raise FactRefused("the person already has this fact (live)", "repeat")
        return [f for f in written if f.id in known], new[0]

    def edit(self, agent: str, phone: str, fact_id: str, content: str) -> Fact:
        """A new version of a live fact with the operator's text; the old one becomes its
        history."""
        text = _checked_text(content)
        key = self.memory.key(agent, phone)

        def plan(turn: Conversation, now: datetime) -> tuple[list[Fact], Fact]:
            old = self._fact(key, fact_id)
            if not old.is_live(now):
                raise FactChanged(
                    f"fact {fact_id} is {fact_state(old, now)}: reload and edit its current "
                    "version, or restore this one first"
                )
            if text == old.content:
                raise CurationError("the new text is the fact's text already")
            _screened(text, old.subject)
            embedding = self._embed([text])[0]
            # as `add` would: no second live fact saying what another says already
            draft = FactDraft(old.kind, text, old.subject, OPERATOR_SOURCE)  # type: ignore[arg-type]
            self._unrepeated(key, turn, draft, now, embedding, instead_of=old.id)
            new = self._version(old, now, content=text, created_at=now)
            new = replace(new, embedding=embedding)
            return [replace(old, superseded_by=new.id, superseded_at=now), new], new

        return self._apply(key, plan)

    def invalidate(self, agent: str, phone: str, fact_id: str) -> Fact:
        """Mark a live fact no longer true from now: the version that says so (returned)
        is never shown, and the fact is kept as its history."""
        key = self.memory.key(agent, phone)

        def plan(turn: Conversation, now: datetime) -> tuple[list[Fact], Fact]:
            old = self._fact(key, fact_id)
            if not old.is_live(now):
                raise FactChanged(f"fact {fact_id} is {fact_state(old, now)} already: reload")
            mark = replace(
                self._version(old, now, created_at=now),
                superseded_by=INVALIDATED,
                superseded_at=now,
            )
            return [replace(old, superseded_by=mark.id, superseded_at=now), mark], mark

        return self._apply(key, plan)

    def restore(self, agent: str, phone: str, fact_id: str) -> Fact:
        """A live copy of a superseded, invalidated or expired version, dated when it was
        said; it supersedes the current version of its chain and any live fact of its kind
        and subject."""
        key = self.memory.key(agent, phone)

        def plan(turn: Conversation, now: datetime) -> tuple[list[Fact], Fact]:
            old = self._fact(key, fact_id)
            if old.is_live(now):
                raise FactChanged(f"fact {fact_id} is live: there is nothing to restore")
            _screened(old.content, old.subject)
            head = self._current(key, old)
            if head.superseded_by == DELETED:  # a delete marked the chain: it goes whole
                raise FactChanged(f"fact {fact_id} is being deleted: reload")
            restored = self._version(old, now, head, created_at=old.created_at)
            written = {restored.id: restored}
            if head.id != old.id or head.superseded_by is None:
                ended = head.superseded_at or (now if head.is_live(now) else head.expires_at)
                written[head.id] = replace(head, superseded_by=restored.id, superseded_at=ended)
            elif old.superseded_by == INVALIDATED:
                written[old.id] = replace(old, superseded_by=restored.id)
            read = CompactionFacts.read(self.store, key, turn)
            probe = FactDraft(old.kind, old.content, old.subject)
            for fact in read.touched([probe], now, by_meaning=False):
                same = (fact.kind, fact.subject) == (old.kind, old.subject)
                if same and fact.is_live(now) and fact.id not in written:
                    written[fact.id] = replace(fact, superseded_by=restored.id, superseded_at=now)
            return list(written.values()), restored

        return self._apply(key, plan)

    def delete(self, agent: str, phone: str, fact_id: str) -> list[str]:
        """Delete a chain's current version and the older versions it superseded; returns
        the ids deleted. The read the chain comes from is the one the write is conditional
        on: the current version is first marked DELETED through `save_compaction` (it also
        leaves the fact index), so an edit, restore or compaction that lands after that read
        makes the mark fail and the delete read again. A fact that is not its chain's current
        version (replaced since the caller read it) is refused (`FactChanged`), never
        answered "deleted" with its newer version left live."""
        key = self.memory.key(agent, phone)
        doomed: list[str] = []

        def plan(turn: Conversation, now: datetime) -> tuple[list[Fact], Fact]:
            facts = self.store.load(key).facts
            target = next((f for f in facts if f.id == fact_id), None)
            if target is None:
                raise self._unknown(fact_id)
            newer = next((f for f in facts if f.id == target.superseded_by), None)
            if newer is not None:
                raise FactChanged(
                    f"fact {fact_id} was replaced by {newer.id} since it was read: reload "
                    "and delete the current version (it deletes the older ones with it)"
                )
            doomed[:] = self._chain_ids(facts, fact_id)
            return [replace(target, superseded_by=DELETED, superseded_at=now)], target

        self._apply(key, plan)
        self.store.delete_facts(key, doomed)
        return doomed

    def delete_all(self, agent: str, phone: str) -> list[str]:
        """Delete every fact of the person, history included (messages and summary stay);
        returns the ids deleted. Conditional on its read as `delete` is: every chain's
        current version is first marked DELETED through `save_compaction` (so the fact
        index forgets them all), and a fact an edit or compaction wrote after that read
        makes the mark fail and the delete read again, so none is left live. A person
        without facts gets no write."""
        key = self.memory.key(agent, phone)

        def plan(turn: Conversation, now: datetime) -> tuple[list[Fact], list[str]]:
            facts = self.store.load(key).facts
            ids = {f.id for f in facts}
            heads = [f for f in facts if f.superseded_by not in ids and f.superseded_by != DELETED]
            marks = [replace(f, superseded_by=DELETED, superseded_at=now) for f in heads]
            return marks, [f.id for f in facts]

        doomed = self._apply(key, plan)
        if doomed:
            self.store.delete_facts(key, doomed)
        return doomed

    def compact_now(self, agent: str, phone: str, keep: int = 0) -> bool:
        """Fold every message but the newest `keep` now, whatever the trigger; True when
        messages were folded (False: `keep` or fewer wait)."""
        return self.memory.compact(agent, phone, trigger=keep + 1, keep=keep)

    def export(self, agent: str, phone: str) -> dict[str, Any]:
        """Everything stored about the person, history included (GDPR art. 15/20)."""
        key = self.memory.stored_key(agent, phone)  # also an id only an earlier version took
        return export_person(self.store, key, self.memory.clock(), self.memory.archive)

    def erase(self, agent: str, phone: str) -> ErasureReceipt:
        """Erase every item of the person now (GDPR art. 17); the receipt names no phone."""
        key = self.memory.stored_key(agent, phone)  # also an id only an earlier version took
        self.memory.forget(agent, phone)
        receipt = self.store.receipt(key)
        assert receipt is not None  # forget requests the erasure it carries out
        return receipt

    # -- the parts of a change --------------------------------------------------------

    def _apply(
        self,
        key: ConversationKey,
        plan: Callable[[Conversation, datetime], tuple[list[Fact], Answer]],
    ) -> Answer:
        """Write what `plan` makes of a fresh read, with the summary one version on."""
        for _ in range(ATTEMPTS):
            turn = self.store.load_turn(key)
            if turn.state.erasure_requested_at is not None:
                raise CurationError("this person's erasure is under way: nothing can change")
            now = self.memory.clock()
            facts, answer = plan(turn, now)
            if not facts:
                return answer  # nothing to change (a delete of no facts): nothing to write
            previous = turn.summary
            summary = replace(previous, version=previous.version + 1) if previous else None
            summary = summary or Summary(text="", through="", last_at=None, version=1)
            expected = previous.version if previous else None
            embedded = turn.embedding_sweep
            if embedded and any(
                f.is_live(now) and space_tag(f.embedding) != embedded.space for f in facts
            ):
                embedded = None  # written outside the recorded space: a later sweep embeds it
            if self.store.save_compaction(key, summary, expected, facts, now, embedded):
                return answer
        raise CompactionsKeptWinning(
            "compactions of this person kept winning: try again in a moment"
        )

    def _fact(self, key: ConversationKey, fact_id: str) -> Fact:
        if not isinstance(fact_id, str) or len(fact_id) > 100 or not storable_key(fact_id):
            raise self._unknown(str(fact_id)[:40] + "...")
        found = self.store.facts(key, [fact_id], consistent=True)
        if not found:
            raise self._unknown(fact_id)
        return found[0]

    def _current(self, key: ConversationKey, fact: Fact) -> Fact:
        """The newest stored version of the fact's chain (the fact itself if none)."""
        current = fact
        for _ in range(MAX_CHAIN):
            following = current.superseded_by
            if following is None or following in (INVALIDATED, DELETED):
                return current
            newer = self.store.facts(key, [following], consistent=True)
            if not newer:
                return current
            current = newer[0]
        return current

    def _chain_ids(self, facts: Sequence[Fact], fact_id: str) -> list[str]:
        if fact_id not in {f.id for f in facts}:
            raise self._unknown(fact_id)
        doomed = [fact_id]
        for target in doomed:  # grows while walking back through the superseded versions
            doomed += [f.id for f in facts if f.superseded_by == target and f.id not in doomed]
        return doomed

    def _version(self, old: Fact, now: datetime, *after: Fact, **changes: Any) -> Fact:
        """A new version of `old` by the operator, with an id after `old`'s and `after`'s
        (ids are time-ordered: within one millisecond, the next one)."""
        content = changes.get("content", old.content)
        draft = FactDraft(old.kind, content, old.subject)
        made = int(now.timestamp() * 1000)
        for earlier in (old, *after):
            if earlier.id[:14].isascii() and earlier.id[:14].isdigit():
                made = max(made, int(earlier.id[:14]) + 1)
        new_id = fact_id(draft, now, self.memory.phone_hash_key)
        new_id = max(new_id, f"{made:014d}{new_id[14:]}")
        expires = now + timedelta(days=self.memory.episode_days) if old.kind == "episode" else None
        return replace(
            old,
            id=new_id,
            source=OPERATOR_SOURCE,
            expires_at=expires,
            superseded_by=None,
            superseded_at=None,
            **changes,
        )

    def _space(self) -> EmbeddingSpace | None:
        return EmbeddingSpace.of(self.memory.embedder) if self.memory.embedder else None

    def _duplicate_floor(self) -> float | None:
        return self.memory.embedder.duplicate_floor if self.memory.embedder else None

    def _embed(self, texts: list[str]) -> list[bytes | None]:
        if self.memory.embedder is None:
            return [None] * len(texts)
        try:
            return list(embed_for_storage(self.memory.embedder, texts))
        except TransientError:
            return [None] * len(texts)  # a later compaction's sweep embeds it

    @staticmethod
    def _unknown(fact_id: str) -> UnknownFact:
        return UnknownFact(
            f"no fact {fact_id} for this person: list theirs with `agent-memory facts show`"
        )
