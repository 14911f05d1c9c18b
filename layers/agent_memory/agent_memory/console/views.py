"""What the console's pages show, read from the store once per page: plain data for the
templates, no HTML here. Every list is bounded (a page of facts, the newest versions of
a chain, messages, replies) and counts what it leaves out; every text is bounded where
it is shown (console/shown.py)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from agent_memory.core.fact_versions import FactChain, fact_chains, fact_state
from agent_memory.core.records import (
    ConversationKey,
    Fact,
    Message,
    PersonActivity,
    PersonState,
    Summary,
    TurnMarker,
)
from agent_memory.store.items import exact_micros, from_micros
from agent_memory.store.port import Store

PEOPLE_PAGE = 25  # people per page of the list
FACTS_PAGE = 100  # chains of facts per page of a person
MESSAGES_SHOWN = 50  # the newest raw messages
TURNS_SHOWN = 20  # the newest replies, with their audits
VERSIONS_SHOWN = 20  # the newest earlier versions of one fact


@dataclass(frozen=True)
class FactRow:
    """One version of a fact, as a row of the page."""

    fact: Fact
    state: str

    @property
    def until(self) -> datetime | None:
        """Until when it was (or will be) true: superseded, or its expiry."""
        return self.fact.superseded_at or self.fact.expires_at


@dataclass(frozen=True)
class ChainRows:
    """A fact's current version and the newest versions it superseded (of `version_count`)."""

    current: FactRow
    versions: tuple[FactRow, ...]
    version_count: int

    @property
    def versions_left_out(self) -> int:
        """The older versions not shown (the export has them)."""
        return self.version_count - len(self.versions)


@dataclass(frozen=True)
class AuditedReply:
    """A reply and what reached the model for it: (fact id, score, the fact if kept)."""

    turn: TurnMarker
    facts: tuple[tuple[str, float, Fact | None], ...]


@dataclass(frozen=True)
class PersonPage:
    """Everything the person page shows."""

    key: ConversationKey
    summary: Summary | None
    state: PersonState
    chains: tuple[ChainRows, ...]
    chain_count: int
    live_count: int
    fact_count: int
    page: int
    pages: int
    history: bool
    messages: tuple[Message, ...]
    message_count: int
    unsummarized: int
    replies: tuple[AuditedReply, ...]

    @property
    def known(self) -> bool:
        """True when anything at all is stored of the person."""
        return bool(self.summary or self.fact_count or self.message_count or self.replies)


def _rows(chain: FactChain, now: datetime) -> ChainRows:
    return ChainRows(
        FactRow(chain.current, fact_state(chain.current, now)),
        tuple(FactRow(v, fact_state(v, now)) for v in chain.versions[:VERSIONS_SHOWN]),
        len(chain.versions),
    )


def person_page(
    store: Store, key: ConversationKey, now: datetime, page: int = 1, history: bool = False
) -> PersonPage:
    """The person page: one full read of the partition, and the newest turn records."""
    conversation = store.load(key)
    by_id = {f.id: f for f in conversation.facts}
    chains = fact_chains(conversation.facts)
    live = [c for c in chains if c.current.is_live(now)]
    shown = chains if history else live
    pages = max(1, -(-len(shown) // FACTS_PAGE))
    page = min(max(1, page), pages)
    window = shown[(page - 1) * FACTS_PAGE : page * FACTS_PAGE]
    replies = tuple(
        AuditedReply(t, tuple((i, s, by_id.get(i)) for i, s in t.audit.facts) if t.audit else ())
        for t in store.recent_turns(key, TURNS_SHOWN)
    )
    messages = conversation.messages
    return PersonPage(
        key=key,
        summary=conversation.summary,
        state=conversation.state,
        chains=tuple(_rows(c, now) for c in window),
        chain_count=len(shown),
        live_count=len(live),
        fact_count=len(conversation.facts),
        page=page,
        pages=pages,
        history=history,
        messages=tuple(messages[-MESSAGES_SHOWN:]),
        message_count=len(messages),
        unsummarized=len(conversation.unsummarized()),
        replies=replies,
    )


@dataclass(frozen=True)
class PeoplePage:
    """A page of the agent's recently active people, and the cursor of the next."""

    people: tuple[PersonActivity, ...]
    next_cursor: str | None


def encode_cursor(person: PersonActivity) -> str:
    """The next page's cursor: the last person shown (time in microseconds, phone)."""
    return f"{exact_micros(person.active_at)}_{person.phone}"


def people_page(store: Store, agent: str, cursor: str | None) -> PeoplePage:
    """A page of recently active people after `cursor` (a ValueError for a bad cursor)."""
    before = None
    if cursor:
        us, _, phone = cursor.partition("_")
        if not (us.isascii() and us.isdigit()) or not phone.startswith("+"):
            raise ValueError("this page's position is not one the console made: go to the first")
        before = PersonActivity(agent, phone, from_micros(int(us)))
    people = store.recent_people(agent, PEOPLE_PAGE + 1, before)
    more = len(people) > PEOPLE_PAGE
    people = people[:PEOPLE_PAGE]
    return PeoplePage(tuple(people), encode_cursor(people[-1]) if more and people else None)
