"""Versions of a fact: the chain each fact superseded, and what each version is now.

A fact is never changed in place but to be superseded: `superseded_by` names the
version that replaced it (a compaction's newer fact, an operator's edit or
restore). Two values name no fact: INVALIDATED, on the version an operator wrote
to mark a fact no longer true, and DELETED, on a fact whose deletion started (a
crash between its two steps leaves it hidden, never shown again).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from agent_memory.core.records import Fact

INVALIDATED = "operator:invalidated"  # fact ids are digits and hex: no fact has these
DELETED = "operator:deleted"
MAX_CHAIN = 200  # versions followed from one fact


@dataclass(frozen=True)
class FactChain:
    """A fact as it is now (`current`) and the versions it superseded, newest first."""

    current: Fact
    versions: tuple[Fact, ...] = ()


def fact_state(fact: Fact, now: datetime) -> str:
    """What a version is: live, superseded, invalidated (by the operator), deleting, expired."""
    if fact.superseded_by == INVALIDATED:
        return "invalidated"
    if fact.superseded_by == DELETED:
        return "deleting"
    if fact.superseded_by is not None:
        return "superseded"
    return "live" if fact.is_live(now) else "expired"


def fact_chains(facts: Sequence[Fact]) -> list[FactChain]:
    """The person's facts grouped by chain of versions, newest current version first.

    A chain's current version is one that no stored fact supersedes (a version whose
    newer one is gone, by expiry or deletion, heads a chain of its own)."""
    by_id = {f.id: f for f in facts}
    older: dict[str, list[Fact]] = {}
    for fact in facts:
        if fact.superseded_by in by_id:
            older.setdefault(fact.superseded_by, []).append(fact)
    chains = []
    for fact in facts:
        if fact.superseded_by in by_id:
            continue
        if fact.id not in older:  # most facts: never changed
            chains.append(FactChain(fact))
            continue
        versions: list[Fact] = []
        frontier = [fact.id]
        while frontier and len(versions) < MAX_CHAIN:
            found = [v for i in frontier for v in older.get(i, ())]
            versions += found
            frontier = [v.id for v in found]
        versions.sort(key=lambda v: v.id, reverse=True)
        chains.append(FactChain(fact, tuple(versions)))
    chains.sort(key=_current_id, reverse=True)
    return chains


def _current_id(chain: FactChain) -> str:
    return chain.current.id
