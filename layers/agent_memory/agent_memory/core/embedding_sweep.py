"""The embedding sweep: every live fact ends up embedded in the current space, a page at a time.

A compaction reads a bounded handful of facts (core/compaction_read.py), so
re-embedding only what it happens to read would leave a person's older facts
in a former space for ever: after a change of EMBEDDING_MODEL or dimensions,
the local embedder's v2, or facts written while the embedder was down. An item
of its own (`META#SWEEP`, read with the turn as `Conversation.embedding_sweep`)
records how far the facts are known to be embedded: a space's tag and, while a
sweep runs, the last fact id swept; it is written only when it changes. A
compaction whose embedder's space is not the recorded one reads the next page
of facts after that cursor (`Store.facts_after`, one range read of
at most `limit` items), embeds the live ones not in the space, writes them
with its own facts and advances the cursor past every item it read (a damaged
one, skipped, included); the range's end ends the sweep and the record then
holds the space alone. A live fact written outside the
recorded space (the embedder was down, or there is none) clears the record,
so a later compaction sweeps again. No record at all sweeps once.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from agent_memory.core.embedding import EmbeddingSpace, space_tag
from agent_memory.core.records import (
    Conversation,
    ConversationKey,
    EmbeddingSweep,
    Fact,
    FactPage,
)
from agent_memory.store.port import Store


class SweepPage:
    """One compaction's step of the sweep: the facts it read, and what the head records."""

    def __init__(
        self,
        recorded: EmbeddingSweep | None,
        space: EmbeddingSpace | None = None,
        page: FactPage | None = None,
    ) -> None:
        self._recorded = recorded  # what the head records now
        self._space = space  # None: no step (no embedder, or the sweep is complete)
        self._page = page.facts if page is not None else []
        self._next_after = page.next_after if page is not None else None

    @classmethod
    def read(
        cls,
        store: Store,
        key: ConversationKey,
        turn: Conversation,
        space: EmbeddingSpace | None,
        limit: int,
    ) -> SweepPage:
        """The next page to sweep for `space`, read after the head's cursor: nothing when
        there is no embedder, the sweep is complete, or the person's facts are being
        erased (the facts dated before the request must not be written again)."""
        recorded = turn.embedding_sweep
        if space is None or turn.state.erasure_requested_at is not None:
            return cls(recorded)
        tag = space.tag.hex()
        if recorded is not None and recorded.space == tag and recorded.swept_to is None:
            return cls(recorded)  # every fact holds the space already
        after = recorded.swept_to if recorded is not None and recorded.space == tag else None
        return cls(recorded, space, store.facts_after(key, after, limit))

    def unembedded(self, now: datetime) -> list[Fact]:
        """The page's live facts not in the space: the compaction embeds them."""
        if self._space is None:
            return []
        return [f for f in self._page if f.is_live(now) and not self._space.holds(f.embedding)]

    def recorded(self, written: Sequence[Fact], now: datetime) -> EmbeddingSweep | None:
        """What the head records once `written` is stored: the cursor past this page when
        each of its live facts is stored in the space (or superseded by this write), then
        nothing at all if a live fact is written outside the recorded space."""
        record = self._recorded
        if self._space is not None:
            stored = {f.id: f for f in written}
            swept = all(
                not (fact := stored.get(f.id, f)).is_live(now) or self._space.holds(fact.embedding)
                for f in self._page
            )
            if swept:
                record = EmbeddingSweep(self._space.tag.hex(), self._next_after)
        if record is None:
            return None
        if any(f.is_live(now) and space_tag(f.embedding) != record.space for f in written):
            return None  # embedder down: a later compaction sweeps again
        return record
