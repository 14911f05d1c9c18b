"""Fact items of one-letter names (`k`, `c`, `s`, `o`), `created_at` as microseconds (`t`),
`source` left out when "stated" (store/items.py `fact_item`), on both stores: items written
before (long names, ISO times, a dense code whole) read identically, rank the same in a
turn, show the same in an export and the console, are curated as before, and the next
compaction (the maintenance run's, nothing to fold) writes them in today's form."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from agent_memory import Memory
from agent_memory.commands.person_data import overview
from agent_memory.console.views import person_page
from agent_memory.core.curation import Curation
from agent_memory.core.person_export import export_person
from agent_memory.core.records import Fact
from agent_memory.store import items
from tests.old_fact_items import (
    long_named,
    of_form_2,
    of_form_3,
    with_old_fact_items,
    with_old_head,
)
from tests.test_code_signs import dense_turn, ranked_as_before, save_dense
from tests.test_damaged_items import _stored
from tests.test_fact_index_contract import AGENT, ANA, KEY, save_facts
from tests.test_vector_index import DenseEmbedder, embedded

SAID_ELSEWHERE = datetime(2026, 3, 1, 9, 30, 15, 123456, tzinfo=timezone(timedelta(hours=-3)))


def save_people_facts(store, clock) -> None:
    """Dense facts, one inferred, one said in another zone."""
    save_dense(store, clock)
    odd = [
        Fact("20260101000000-inferred", "profile", "They seem to like tea.", "drink",
             "inferred", clock.now),
        Fact("20260101000001-elsewhere", "episode", "They flew to Lisbon.", "trip",
             "stated", SAID_ELSEWHERE, expires_at=clock.now + timedelta(days=90)),
    ]  # fmt: skip
    current = store.load_turn(KEY).summary
    save_facts(store, clock, embedded(odd, DenseEmbedder()), current.version)


def fact_items(store) -> list[dict]:
    return [i for sk, i in _stored(store, KEY.partition).items() if sk.startswith("FACT#")]


def test_fact_items_are_written_with_short_names(store, clock):
    save_people_facts(store, clock)
    found = {i["sk"]: i for i in fact_items(store)}
    assert all(
        items.FACT_KIND in i and "kind" not in i and "content" not in i for i in found.values()
    )
    inferred = found["FACT#20260101000000-inferred"]
    assert inferred[items.FACT_SOURCE] == "inferred" and int(inferred[items.FACT_SAID_US]) > 0
    elsewhere = found["FACT#20260101000001-elsewhere"]
    assert items.FACT_SOURCE not in elsewhere  # "stated": left out
    assert elsewhere[items.FACT_SAID_AT] == SAID_ELSEWHERE.isoformat()  # its zone kept
    assert _stored(store, KEY.partition)[items.FACT_INDEX_SK][items.FACT_FORM_ATTRIBUTE] == 4
    coded = [i for i in found.values() if "embedding" in i]
    assert coded and all("q" in i and "code" not in i for i in coded)  # the code: one letter
    assert inferred[items.FACT_KIND] == "p" and elsewhere[items.FACT_KIND] == "e"  # the kind too


# (how main wrote fact items before, the form its head records, how to tell such an item)
OLD_FORMS = {
    "long_names": (long_named, None, lambda i: "kind" in i and items.FACT_KIND not in i),
    "form_2": (of_form_2, 2, lambda i: "code" in i and "q" not in i),
    "form_3": (of_form_3, 3, lambda i: len(i[items.FACT_KIND]) > 1),
}


@pytest.mark.parametrize("old", OLD_FORMS)
def test_fact_items_written_before_read_and_rank_identically(store, clock, old):
    # GIVEN a person's facts, then their items as main wrote them before
    save_people_facts(store, clock)
    now = datetime.now(UTC)
    before = store.load(KEY).facts
    ids = [f.id for f in before]
    coded = store.facts(KEY, ids, vector="code")
    bare = store.facts(KEY, ids, vector="none")
    found_before, wholes = dense_turn(store, clock)
    exported = export_person(store, KEY, now)
    shown = overview(store, KEY, now)
    page = person_page(store, KEY, now, history=True)
    form, recorded, of_old_form = OLD_FORMS[old]
    assert with_old_fact_items(store, KEY.partition, form) == len(ids)
    with_old_head(store, KEY.partition, recorded)
    assert all(map(of_old_form, fact_items(store)))

    # THEN every read gives the very facts, a turn ranks them the same, and the export and
    # the console show the same
    assert store.load(KEY).facts == before
    assert store.facts(KEY, ids, vector="code") == coded
    assert store.facts(KEY, ids, vector="none") == bare
    found_after, _ = dense_turn(store, clock)
    assert found_after == found_before and ranked_as_before(found_after, wholes)
    assert export_person(store, KEY, now) == exported
    assert overview(store, KEY, now) == shown
    assert person_page(store, KEY, now, history=True) == page


@pytest.mark.parametrize("old", OLD_FORMS)
def test_the_maintenance_run_writes_fact_items_of_before_again(store, model, clock, old):
    # GIVEN fact items as main wrote them before, and its head
    save_people_facts(store, clock)
    before = store.load(KEY).facts
    form, recorded, of_old_form = OLD_FORMS[old]
    with_old_fact_items(store, KEY.partition, form)
    with_old_head(store, KEY.partition, recorded)
    assert store.load_turn(KEY).fact_index.old_fact_items

    # WHEN the maintenance run's compaction finds nothing to fold
    memory = Memory(store=store, model=model, clock=clock, embedder=DenseEmbedder())
    assert not memory.compact(AGENT, ANA)

    # THEN every live fact item is of today's form, read as before, and the head says so
    assert not any(map(of_old_form, fact_items(store)))
    assert all(items.FACT_KIND in i and "kind" not in i for i in fact_items(store))
    assert all("cs" in i and "q" in i for i in fact_items(store) if "dense" in i["sk"])
    assert store.load(KEY).facts == before
    assert not store.load_turn(KEY).fact_index.old_fact_items


def test_curation_edits_and_deletes_fact_items_of_before(store, model, clock):
    # GIVEN fact items as main wrote them before
    save_people_facts(store, clock)
    with_old_fact_items(store, KEY.partition)
    memory = Memory(store=store, model=model, clock=clock, embedder=DenseEmbedder())
    curation = Curation(memory)
    tea = next(f for f in store.load(KEY).facts if f.subject == "drink")
    trip = next(f for f in store.load(KEY).facts if f.subject == "trip")

    # WHEN one is edited and another deleted, each as read
    curation.edit(AGENT, ANA, tea.id, "They like green tea.")
    curation.delete(AGENT, ANA, trip.id)

    # THEN the edit is a new version in today's form, the deleted one is gone
    live = {f.subject: f for f in store.load(KEY).facts if f.superseded_by is None}
    assert live["drink"].content == "They like green tea." and "trip" not in live
    new = next(i for i in fact_items(store) if i["sk"] == items.FACT_PREFIX + live["drink"].id)
    assert new[items.FACT_CONTENT] == "They like green tea."
