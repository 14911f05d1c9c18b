"""A compaction that keeps failing backs off per person, on both stores: it says why (in
`inspect` and the chat's /memory), raises a metric, and holds nobody else behind it."""

from __future__ import annotations

from agent_memory.commands.person_data import overview, render_overview
from agent_memory.core.memory import Memory
from agent_memory.core.metrics import CountingMetrics
from agent_memory.errors import ModelRejected
from agent_memory.pipeline.maintenance import run_maintenance
from tests.fakes import ScriptedModel
from tests.test_maintenance import AGENT, PLENTY, mark_due, say

ANA, BEA, CAIO = "+5511987654321", "+5511987654322", "+5511987654323"
REASON = "the model's compaction answer is not the schema (it is not valid JSON)"


class FailingFor(ScriptedModel):
    """Refuses to compact messages that start with `bad`, as a model that fences its JSON
    in a way nobody reads would, every time."""

    def compact(self, previous_summary, messages, known_facts):
        self.compact_calls.append((previous_summary, list(messages), list(known_facts)))
        if messages[0].content.startswith("bad"):
            raise ModelRejected(REASON)
        return super().compact(previous_summary, messages, known_facts)


def failing_memory(store, clock) -> Memory:
    return Memory(store=store, model=FailingFor(), clock=clock, metrics=CountingMetrics())


def calls(memory: Memory) -> int:
    return len(memory.model.compact_calls)  # type: ignore[attr-defined]


def test_a_failing_compaction_backs_off_exponentially_and_says_why(store, clock) -> None:
    memory = failing_memory(store, clock)
    say(memory, ANA, 40, prefix="bad")
    mark_due(memory, ANA)
    tried_at = []
    for _ in range(16):  # every 5 minutes for 80 minutes
        before = calls(memory)
        run_maintenance(memory, PLENTY)
        if calls(memory) > before:
            tried_at.append(int((clock.now - clock.now.replace(hour=12, minute=0)).seconds / 60))
        clock.advance(minutes=5)
    # tried at once, then after 10, 20 and 40 minutes: not on every run
    assert tried_at == [0, 10, 30, 70]
    state = store.load(memory.key(AGENT, ANA)).state
    assert state.compaction_failures == 4 and state.compaction_error == REASON
    counts = memory.metrics.counts  # type: ignore[attr-defined]
    assert counts["CompactionFailed"] == 4 and counts["CompactionRepeatedFailure"] == 2
    # and inspect / the chat's /memory say why
    shown = render_overview(overview(store, memory.key(AGENT, ANA), clock()))
    assert (
        f"compaction: failed 4 run(s) in a row, next try at 2026-11-01T14:30:00+00:00: {REASON}"
        in shown
    )


def test_a_failing_person_never_holds_other_people_behind(store, clock) -> None:
    # GIVEN two people whose compaction fails, due before a third whose does not, and a run
    # that takes two people at a time
    memory = failing_memory(store, clock)
    for phone in (ANA, BEA):
        say(memory, phone, 40, prefix="bad")
        mark_due(memory, phone)
        clock.advance(seconds=1)
    say(memory, CAIO, 40)
    mark_due(memory, CAIO)
    # WHEN two runs go by, THEN the third is compacted by the second
    first = run_maintenance(memory, PLENTY, batch=2)
    second = run_maintenance(memory, PLENTY, batch=2)
    assert (first.failed, first.compacted) == (2, 0)
    assert (second.failed, second.compacted) == (0, 1)
    assert store.load(memory.key(AGENT, CAIO)).summary is not None


def test_a_compaction_that_works_again_forgets_its_failures(store, clock) -> None:
    memory = failing_memory(store, clock)
    say(memory, ANA, 40, prefix="bad")
    mark_due(memory, ANA)
    run_maintenance(memory, PLENTY)
    memory.model = ScriptedModel()  # fixed (say, OPENAI_MODEL changed)
    clock.advance(minutes=10)
    assert run_maintenance(memory, PLENTY).compacted == 1
    state = store.load(memory.key(AGENT, ANA)).state
    assert (state.compaction_failures, state.compaction_error, state.due_at) == (0, None, None)
    assert "compaction:" not in render_overview(overview(store, memory.key(AGENT, ANA), clock()))
