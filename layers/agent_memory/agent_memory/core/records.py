"""The records the memory keeps, independent of where they are stored."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property
from typing import Literal

Role = Literal["user", "assistant"]
FactKind = Literal["profile", "preference", "episode", "decision"]
FactSource = Literal["stated", "inferred", "agent", "operator"]

ROLES: tuple[str, ...] = ("user", "assistant")
FACT_KINDS: tuple[str, ...] = ("profile", "preference", "episode", "decision")
# what a model may say a fact's source is; OPERATOR_SOURCE marks a version an operator
# wrote (core/curation.py), which no model answer may claim
FACT_SOURCES: tuple[str, ...] = ("stated", "inferred", "agent")
OPERATOR_SOURCE = "operator"


@dataclass(frozen=True)
class ConversationKey:
    """Whose memory: one agent talking to one person (E.164 phone)."""

    agent: str
    phone: str
    phone_hash: str  # keyed hash: names the person where the phone must not appear

    # cached: every remember and turn asks (a key is made once per person, functools.cache)
    @cached_property
    def partition(self) -> str:
        """The store partition holding every item of this person."""
        return f"{self.agent}#{self.phone}"

    @cached_property
    def tombstone_partition(self) -> str:
        """Where the erasure tombstone and receipt live: no phone in clear."""
        return f"{self.agent}#ERASED#{self.phone_hash}"


@dataclass(frozen=True)
class ErasureReceipt:
    """Proof that a person's memory was erased: a hash, never the phone."""

    phone_hash: str
    requested_at: datetime
    completed_at: datetime | None
    deleted_items: int = 0
    deleted_archives: int = 0


@dataclass(slots=True)
class Message:
    """One turn as stored.

    `seq` orders a person's messages strictly, in the order they were remembered
    (for the processor: the FIFO order); `at` is when the message was written,
    shown as gaps and used to date it against erasure requests. Replies carry the
    `at` of the message they answer, and when they were written (`written_at`, our
    clock) with when the person's reply budget is full again (`budget_refilled_at`):
    what core/reply_guard.py reads. Both are None on replies stored before the guard.

    Read-only by convention, not frozen: every turn builds one per message it reads,
    and a frozen dataclass's constructor costs four times as much.
    """

    seq: str
    role: Role
    content: str
    number: str
    at: datetime
    event_id: str | None = None
    written_at: datetime | None = None
    budget_refilled_at: datetime | None = None


@dataclass(frozen=True)
class Summary:
    """The rolling summary; `through` is the seq of the last message folded in."""

    text: str
    through: str
    last_at: datetime | None
    version: int


@dataclass(slots=True)
class Fact:
    """A durable sentence about a person; superseded facts are history, never injected.

    `created_at` is when it was said: the time of the message it came from.
    Read-only by convention, not frozen (as `Message`): a turn builds one per
    candidate it fetches, and a frozen dataclass's constructor costs twice as much.
    """

    id: str
    kind: FactKind
    content: str
    subject: str
    source: FactSource
    created_at: datetime
    expires_at: datetime | None = None
    superseded_by: str | None = None
    embedding: bytes | None = None
    superseded_at: datetime | None = None  # when it stopped being true (the newer fact's date)

    def is_live(self, now: datetime) -> bool:
        """True when the fact may be shown: not superseded and not expired."""
        return self.superseded_by is None and (self.expires_at is None or self.expires_at > now)


@dataclass(frozen=True)
class FactDraft:
    """A fact proposed by the model during compaction, before it is stored."""

    kind: FactKind
    content: str
    subject: str
    source: FactSource = "stated"
    updates: str | None = None  # the id of the known fact this one makes no longer true


@dataclass(frozen=True)
class ReplyAudit:
    """What reached the model for one reply (core/reply_audit.py bounds it): the facts
    shown with their scores, in the order shown, the summary version and how many messages
    of history; `left_out` facts shown are not listed (past the ceiling)."""

    facts: tuple[tuple[str, float], ...] = ()
    summary_version: int | None = None
    messages: int = 0
    left_out: int = 0


@dataclass(frozen=True)
class TurnMarker:
    """How far the turn answering one inbound event got: lets a redelivery resume it."""

    event_id: str
    seq: str  # the inbound message
    at: datetime | None = None  # when the inbound message was written
    reply_seq: str | None = None
    reply_text: str | None = None
    reply_number: str | None = None
    sent_at: datetime | None = None
    audit: ReplyAudit | None = None  # recorded with the reply
    guarded: str | None = None  # why nothing was asked or sent (core/reply_guard.py)


@dataclass(frozen=True)
class PersonState:
    """Per-person bookkeeping: opt-out, whether (and from when) a compaction is due, and
    how many compaction runs in a row failed, the last one for what reason."""

    opted_out_at: datetime | None = None
    due_at: datetime | None = None  # after failures: not before this (the backoff)
    erasure_requested_at: datetime | None = None  # memory before this is being erased
    active_at: datetime | None = None  # when a reply last went out, to ACTIVITY_RESOLUTION
    compaction_failures: int = 0
    compaction_error: str | None = None
    # what the reply guard (core/reply_guard.py) keeps when it guards a turn, where no
    # compaction folds it: when the loop mute began (not renewed by the messages it
    # guards), and the budget's time
    guard_loop_at: datetime | None = None
    guard_refilled_at: datetime | None = None


@dataclass(frozen=True)
class GuardMark:
    """Why the reply guard closed a turn, and what it keeps on the person's state: a loop's
    time (`loop_at`), or the spent budget's (`budget_refilled_at`); a burst keeps none."""

    reason: str
    loop_at: datetime | None = None
    budget_refilled_at: datetime | None = None


@dataclass(frozen=True)
class KeptGuard:
    """What an erasure keeps of the reply guard on the person's tombstone (a keyed hash,
    no phone, no content): when their reply budget is full again and when their last loop
    mute began, so that asking to be forgotten does not restore a spent budget."""

    budget_refilled_at: datetime | None = None
    loop_at: datetime | None = None


@dataclass(frozen=True)
class PersonActivity:
    """A person of an agent and when a reply to them last went out (the console's list)."""

    agent: str
    phone: str
    active_at: datetime


@dataclass(frozen=True)
class EmbeddingSweep:
    """How far a person's facts are known to be embedded in one space (`space`: the
    embedding space's tag, hex). `swept_to` is None once every indexed live fact holds
    `space`; while a sweep runs, the last fact id it has embedded through."""

    space: str
    swept_to: str | None = None


class FetchedFacts(list[Fact]):
    """Facts a store read, with how many damaged fact items it skipped (`unreadable`): a
    turn that fetches its few facts through the index counts them in the same metric as
    the items its read skipped. A list of facts for every other reader."""

    def __init__(self, facts: Iterable[Fact] = (), unreadable: int = 0) -> None:
        super().__init__(facts)
        self.unreadable = unreadable


def unreadable_facts(facts: Sequence[Fact]) -> int:
    """How many damaged fact items the read that gave `facts` skipped (0 when it says
    none: a plain list)."""
    return facts.unreadable if isinstance(facts, FetchedFacts) else 0


@dataclass(frozen=True)
class FactPage:
    """One page of a person's facts in id order (`Store.facts_after`, an embedding sweep's
    step). `next_after` is where the next page starts: the id of the last fact item the
    range read, a damaged one included (skipped from `facts`, so a page shortened by
    damage never ends the sweep early); None when the range ended within the page."""

    facts: list[Fact]
    next_after: str | None


@dataclass(frozen=True)
class FactIndex:
    """The head of a person's fact index: what a turn reads instead of every fact.

    `count` live facts are indexed; `recent` are the newest live fact ids and
    `profile` the newest profile fact ids (both oldest first). `in_step`: the index
    holds every fact the stored summary's compaction wrote (False: a compaction
    stopped between its writes, or the head is of the layout before this one; a
    turn then reads every fact and the next compaction rebuilds the index).
    """

    count: int = 0
    recent: tuple[str, ...] = ()
    profile: tuple[str, ...] = ()
    in_step: bool = True
    vectors: VectorIndex | None = None  # the clusters of the facts' embeddings, if any
    # the head records fact items of a form before today's (store/items.py FACT_ITEM_FORM):
    # the next compaction writes them again, even with nothing to fold
    old_fact_items: bool = False


@dataclass(frozen=True)
class VectorIndex:
    """The clusters a person's live facts' embeddings are filed under (core/vector_index.py).

    `space`: the tag (4 bytes) of the embedding space clustered; `centroids`: each cluster's
    centre (in `centroid_bits` form); `clustered`: how many live facts there were when they
    were chosen (the index re-clusters when that doubles); `generation`: the summary version
    that chose them, which the head names (another: out of step). `member_bits`: the form of
    the codes its members are filed with (4, or DENSE_BITS for a dense space; 0: not
    recorded, a layout 6 index's 4-bit codes); `member_bytes`: what one member takes stored,
    measured when they were chosen (0: not measured). `centroid_bits`: the form of
    `centroids`, 1 (sign bits, main at 7eccfbe) or CENTROID_BITS rotated planes
    (core/vector_index.py).
    """

    space: bytes
    dimensions: int
    centroids: tuple[bytes, ...]
    clustered: int
    generation: int = 0
    member_bits: int = 0
    member_bytes: int = 0
    centroid_bits: int = 1


@dataclass(frozen=True)
class Posting:
    """The facts one index key leads to, `count` live facts in all. Stored as a tail (the
    newest ids) and `chunks` sealed chunks of older ones (numbered from 1, each under
    DynamoDB's 1 KB write unit); `sealed` holds those read, (number, ids) in order (an
    emptied chunk reads as no ids)."""

    count: int = 0
    tail: tuple[str, ...] = ()
    chunks: int = 0
    sealed: tuple[tuple[int, tuple[str, ...]], ...] = ()
    # by id: a cluster key's ids' compact embedding codes (core/vector_index.py), a lexical
    # key's ids' term weights (one byte each: core/fact_index.py's term_weights)
    codes: Mapping[str, bytes] = field(default_factory=dict, compare=False, hash=False)

    @property
    def ids(self) -> tuple[str, ...]:
        """The ids read, oldest first."""
        return tuple(i for _, ids in self.sealed for i in ids) + self.tail

    @property
    def whole(self) -> bool:
        """True when every sealed chunk was read: `ids` are all the key's facts."""
        return len(self.sealed) >= self.chunks


@dataclass(frozen=True)
class Conversation:
    """Everything stored for one person, read in one go to build context or compact.

    A turn's read (`Store.load_turn`) carries `fact_index` and no facts: the
    facts a turn shows are fetched through the index. Without an index (facts
    written before it existed) `facts` holds every fact, as a full `load` does.
    """

    messages: list[Message] = field(default_factory=list)
    summary: Summary | None = None
    facts: list[Fact] = field(default_factory=list)
    state: PersonState = field(default_factory=PersonState)
    fact_index: FactIndex | None = None
    embedding_sweep: EmbeddingSweep | None = None  # how far the facts are embedded
    # stored items the read skipped as damaged (messages, facts, a summary): counted, so a
    # turn, a compaction and `inspect` say so instead of failing
    unreadable: int = 0

    def unsummarized(self) -> list[Message]:
        """Messages not yet folded into the summary, oldest first."""
        if self.summary is None:
            return list(self.messages)
        return [m for m in self.messages if m.seq > self.summary.through]


@dataclass(frozen=True)
class Context:
    """What the model sees for a turn: labelled notes plus the recent history.

    `fact_scores` is the audit of the facts shown: (fact id, fused relevance),
    in the order shown; 0.0 marks a fact shown without relevance (a profile
    fact, or the newest facts when the turn had no query).
    """

    notes: str
    history: list[dict[str, str]]
    fact_ids: list[str] = field(default_factory=list)
    summary_version: int | None = None
    fact_scores: list[tuple[str, float]] = field(default_factory=list)
