"""Items a newer version wrote (after a rollback to this one): an index head recording a
fact index layout or a fact item form past those this version knows. A turn answers from
what it can read, says so (a log line, `StoredItemsOfNewerVersion`), and nothing writes
over them: a compaction, the maintenance run, a curation and a repair refuse with
`NewerDataForm`, naming the form and the fix, on both stores."""

from __future__ import annotations

import logging

import pytest

from agent_memory import Memory
from agent_memory.core.curation import Curation
from agent_memory.core.records import FactDraft
from agent_memory.errors import NewerDataForm
from agent_memory.pipeline.maintenance import run_maintenance
from agent_memory.store import items
from tests.old_fact_items import put_as_it_is
from tests.test_damaged_items import _stored
from tests.test_maintenance import AGENT, ANA, PLENTY, mark_due, say

KEY_VALUES = {  # what a newer version's head records, and how the refusal names it
    "fact_item_form": (items.FACT_FORM_ATTRIBUTE, items.FACT_ITEM_FORM + 1, "fact item form"),
    "index_layout": ("layout", items.FACT_INDEX_LAYOUT + 1, "fact index layout"),
}


def person_of_a_newer_version(memory: Memory, model, newer: str) -> dict:
    """A person with a summary, facts and an index head a newer version wrote (`newer`),
    and messages enough to fold: every item of the partition, as stored."""
    say(memory, ANA, 6)
    model.queue_compaction("They like coffee.", FactDraft("preference", "Likes coffee.", "coffee"))
    assert memory.compact(AGENT, ANA, trigger=4, keep=2)
    say(memory, ANA, 6, prefix="then")
    key = memory.key(AGENT, ANA)
    head = _stored(memory.store, key.partition)[items.FACT_INDEX_SK]
    name, value, _ = KEY_VALUES[newer]
    head[name] = value
    put_as_it_is(memory.store, head)
    return _stored(memory.store, key.partition)


def without_bookkeeping(stored: dict) -> dict:
    """The items but the person's bookkeeping (a failed compaction's backoff lives there)."""
    return {sk: i for sk, i in stored.items() if sk != items.STATE_SK}


@pytest.mark.parametrize("newer", KEY_VALUES)
def test_a_turn_answers_and_says_the_items_are_of_a_newer_version(
    store, model, clock, caplog, newer
):
    memory = Memory(store=store, model=model, clock=clock)
    stored = person_of_a_newer_version(memory, model, newer)
    caplog.set_level(logging.WARNING, logger="agent_memory")

    context = memory.build_context(AGENT, ANA, query="coffee")

    assert "Likes coffee." in context.notes and len(context.history) == 8
    assert memory.metrics.counts["StoredItemsOfNewerVersion"] == 1
    logged = [r for r in caplog.records if hasattr(r, "newer_form")]
    assert logged and KEY_VALUES[newer][2] in logged[0].newer_form
    assert ANA not in caplog.text and "coffee" not in caplog.text  # nothing personal
    assert _stored(store, memory.key(AGENT, ANA).partition) == stored


@pytest.mark.parametrize("newer", KEY_VALUES)
def test_a_compaction_refuses_to_write_over_a_newer_versions_items(store, model, clock, newer):
    memory = Memory(store=store, model=model, clock=clock)
    stored = person_of_a_newer_version(memory, model, newer)
    calls = len(model.compact_calls)

    with pytest.raises(NewerDataForm) as refused:
        memory.compact(AGENT, ANA, trigger=4, keep=2)

    _, value, what = KEY_VALUES[newer]
    assert f"{what} {value}" in str(refused.value) and "deploy that version" in str(refused.value)
    assert len(model.compact_calls) == calls  # no model call either
    assert _stored(store, memory.key(AGENT, ANA).partition) == stored
    assert memory.metrics.counts["StoredItemsOfNewerVersion"] == 1


@pytest.mark.parametrize("newer", KEY_VALUES)
def test_the_maintenance_run_counts_it_failed_backs_off_and_writes_nothing_else(
    store, model, clock, newer
):
    memory = Memory(store=store, model=model, clock=clock)
    mark_due(memory, ANA)
    stored = person_of_a_newer_version(memory, model, newer)

    report = run_maintenance(memory, PLENTY, trigger=4, keep=2)

    key = memory.key(AGENT, ANA)
    assert (report.failed, report.compacted) == (1, 0)
    after = _stored(store, key.partition)
    assert without_bookkeeping(after) == without_bookkeeping(stored)
    reason = store.load_turn(key).state.compaction_error
    assert reason is not None and "newer version" in reason


@pytest.mark.parametrize("newer", KEY_VALUES)
def test_a_curation_and_a_repair_write_nothing_over_a_newer_versions_items(
    store, model, clock, newer
):
    memory = Memory(store=store, model=model, clock=clock)
    stored = person_of_a_newer_version(memory, model, newer)
    key = memory.key(AGENT, ANA)

    with pytest.raises(NewerDataForm):
        Curation(memory).add(AGENT, ANA, "preference", "Likes tea.", "tea")
    with pytest.raises(NewerDataForm):
        store.repair_fact_index(key)

    assert _stored(store, key.partition) == stored


def test_a_head_of_the_forms_this_version_knows_is_no_newer_one(store, model, clock):
    memory = Memory(store=store, model=model, clock=clock)
    say(memory, ANA, 6)
    model.queue_compaction("They like coffee.", FactDraft("preference", "Likes coffee.", "coffee"))
    assert memory.compact(AGENT, ANA, trigger=4, keep=2)
    head = _stored(store, memory.key(AGENT, ANA).partition)[items.FACT_INDEX_SK]
    assert items.newer_form(head) is None and items.newer_form(None) is None
    assert items.newer_form({**head, "layout": "seven"}) is None  # damaged: out of step
    memory.build_context(AGENT, ANA, query="coffee")
    assert "StoredItemsOfNewerVersion" not in memory.metrics.counts


def newer_form_lines(caplog, attempt) -> int:
    """How many log lines say a newer form was met while `attempt` is refused."""
    caplog.clear()
    with pytest.raises(NewerDataForm):
        attempt()
    return len([r for r in caplog.records if hasattr(r, "newer_form")])


@pytest.mark.parametrize("newer", KEY_VALUES)
def test_a_refused_write_says_it_met_a_newer_form_once(store, model, clock, caplog, newer):
    # the read that finds the head says it; the write's own check after it (refuse_newer)
    # refuses without saying it again
    memory = Memory(store=store, model=model, clock=clock)
    mark_due(memory, ANA)
    person_of_a_newer_version(memory, model, newer)
    caplog.set_level(logging.WARNING, logger="agent_memory")
    curation = Curation(memory)

    assert (
        newer_form_lines(caplog, lambda: curation.add(AGENT, ANA, "preference", "Tea.", "tea")) == 1
    )
    assert newer_form_lines(caplog, lambda: memory.compact(AGENT, ANA, trigger=4, keep=2)) == 1
    caplog.clear()
    assert run_maintenance(memory, PLENTY, trigger=4, keep=2).failed == 1
    assert len([r for r in caplog.records if hasattr(r, "newer_form")]) == 1
