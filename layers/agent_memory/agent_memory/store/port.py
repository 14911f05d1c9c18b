"""The store port: the few operations the memory core needs from a database."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from datetime import datetime
from typing import Literal, Protocol

from agent_memory.core.records import (
    Conversation,
    ConversationKey,
    EmbeddingSweep,
    ErasureReceipt,
    Fact,
    FactPage,
    KeptGuard,
    Message,
    PersonActivity,
    Posting,
    Summary,
    TurnMarker,
)
from agent_memory.store.turn_ledger import TurnLedger

# The jobs a person can be due for (`Store.due_people`), also the DueIndex's key prefixes.
COMPACTION_DUE = "DUE"
ERASURE_DUE = "ERASE"


# what a fetched fact carries of its vector (Store.facts)
FactVector = Literal["embedding", "code", "none"]


class Store(TurnLedger, Protocol):
    """Persistence for one person's memory; every call touches one partition. The turn's
    operations (`load_turn`, `turn`, `record_reply`, ...) are the `TurnLedger` port's."""

    def append_message(self, key: ConversationKey, message: Message) -> bool:
        """Store `message`; False (and nothing stored) when its event id is already stored."""
        ...

    def load(self, key: ConversationKey) -> Conversation:
        """Return the person's messages (oldest first), summary, every fact (superseded ones
        too) and bookkeeping (turn markers are not part of it: see `turn`). For export and
        tools, and once for a compaction migrating an older fact index: a turn reads
        `load_turn`, a compaction that and what the index leads to."""
        ...

    def postings(
        self, key: ConversationKey, index_keys: Collection[str], *, consistent: bool = False
    ) -> dict[str, Posting]:
        """The fact index's postings of these keys (absent keys left out), their tails
        only, in one request. `consistent`: as of the last write (a compaction must see
        the previous one's); a turn may read a moment behind, at half the price on
        DynamoDB."""
        ...

    def posting_chunks(
        self,
        key: ConversationKey,
        postings: dict[str, Posting],
        chunks: dict[str, list[int]],
        *,
        consistent: bool = False,
        tails: Collection[str] = (),
    ) -> dict[str, Posting]:
        """`postings` with these sealed chunks of theirs read too (key -> chunk numbers) and
        the `tails` of more keys, in one request (none when both are empty); `consistent`
        as for `postings`."""
        ...

    def facts(
        self,
        key: ConversationKey,
        fact_ids: Collection[str],
        *,
        consistent: bool = False,
        vector: FactVector = "embedding",
        signs: Mapping[str, bytes] | None = None,
    ) -> list[Fact]:
        """These facts of the person (unknown and expired ones left out), in id order, in
        one request; `consistent` as for `postings`. `vector`: each with its stored
        embedding; with the embedding its stored code stands for ("code": a turn ranks by
        it, at half the bytes); or with none ("none": a turn that read the fact's member
        code, or shows it unranked). A fact fetched without its embedding is never
        written back.
        `signs` (with "code"): fact id -> its code's top plane, which the turn holds
        (`vector_index.member_signs`): fetched without it (`vector_index.split_code`); a
        fact whose held plane is not its code's comes without an embedding."""
        ...

    def facts_after(self, key: ConversationKey, after: str | None, limit: int) -> FactPage:
        """The person's next `limit` fact items in id order after fact id `after` (None:
        from the first), superseded and expired ones included, in one consistent range
        read: an embedding sweep's page, with where the next one starts (`FactPage`)."""
        ...

    def save_compaction(
        self,
        key: ConversationKey,
        summary: Summary,
        expected_version: int | None,
        facts: list[Fact],
        oldest: datetime | None = None,
        embedded: EmbeddingSweep | None = None,
    ) -> bool:
        """Write the summary and facts atomically, then keep the fact index in step
        (core/fact_index.py: a write stopped in between is repaired by the next one), and
        record how far the facts are embedded, `embedded` (None: in no known embedding
        space, so a later compaction sweeps them: core/embedding_sweep.py).

        False (and nothing written) when the stored summary is no longer at
        `expected_version` (None: no summary yet), i.e. another compaction won, or
        when an erasure was requested at or after `oldest`, the time of the oldest
        folded message (default: the summary's `last_at`).
        """
        ...

    def repair_fact_index(self, key: ConversationKey) -> None:
        """Rebuild the person's fact index from every fact when its head is not in step
        with the stored summary (a compaction stopped between its writes, or layout 3):
        the turn's read showed it (`Conversation.fact_index` None beside a summary)."""
        ...

    def recent_turns(self, key: ConversationKey, limit: int) -> list[TurnMarker]:
        """The person's turn records that hold a reply, newest reply first, at most `limit`,
        with their audits: for the operator's console (a turn record lives 14 days once its
        message is folded, so a person has a bounded number of them)."""
        ...

    def delete_messages(self, key: ConversationKey, seqs: list[str]) -> None:
        """Delete the messages with these seqs (already folded into the summary)."""
        ...

    def delete_facts(self, key: ConversationKey, fact_ids: list[str]) -> None:
        """Delete these facts of the person (an operator's or the person's request)."""
        ...

    def request_erasure(
        self, key: ConversationKey, requested_at: datetime, kept: KeptGuard | None = None
    ) -> None:
        """Record an erasure request: the person's memory is hidden from now on, writes
        dated before `requested_at` are refused, and the job is marked due. `kept`: what
        the tombstone keeps of the reply guard (`kept_guard`), which the erasure leaves."""
        ...

    def count_deleted_archives(self, key: ConversationKey, count: int) -> None:
        """Add `count` deleted archive objects to the person's receipt at once, before the
        items go: a run that fails after the archive is gone still has them counted. Nothing
        when no erasure was requested."""
        ...

    def erase(self, key: ConversationKey) -> ErasureReceipt | None:
        """Carry out a requested erasure: delete every item dated before the request (the
        archive objects deleted are counted before, by `count_deleted_archives`).

        Returns the receipt (None when no erasure was requested).
        """
        ...

    def receipt(self, key: ConversationKey) -> ErasureReceipt | None:
        """The person's erasure tombstone and receipt, if any."""
        ...

    def holds_items(self, key: ConversationKey) -> bool:
        """True when any item of the person is stored, a pending erasure's marker aside.
        From the sort keys alone, decoding none: an operator's `forget` says whether there
        was anything to erase, whatever damage an item has."""
        ...

    def due_people(
        self, job: str, limit: int, until: datetime | None = None
    ) -> list[tuple[str, str]]:
        """(agent, phone) of the people with `job` (COMPACTION_DUE or ERASURE_DUE) due, oldest
        first per shard (`until`: only those due by then), found through the sparse index,
        never a scan."""
        ...

    def recent_people(
        self, agent: str, limit: int, before: PersonActivity | None = None
    ) -> list[PersonActivity]:
        """The agent's people a reply went to most recently, newest first, at most `limit`,
        after `before` (the last of the previous page); through the sparse activity index,
        never a scan. A person is listed once a reply to them goes out."""
        ...

    def clear_due(self, key: ConversationKey) -> None:
        """Take the person off the compaction-due list (and forget failed runs)."""
        ...

    def note_compaction_failure(self, key: ConversationKey, reason: str | None) -> int:
        """Count one more failed compaction run of the person, for `reason` (None: it
        succeeded, the count starts again); the count after. Nothing for a person with no
        bookkeeping (erased meanwhile): 0."""
        ...

    def postpone_due(self, key: ConversationKey, until: datetime) -> None:
        """Keep the person due for compaction, from `until` on (a failing one's backoff)."""
        ...

    def purge_expired(self, limit: int) -> int:
        """Delete up to `limit` items past their TTL; return how many (DynamoDB's TTL does
        this by itself)."""
        ...
