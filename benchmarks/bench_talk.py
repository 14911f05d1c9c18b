"""The whole product path on benchmarks/talk_set.py: remember, compact, build_context.

Run: `python benchmarks/bench_talk.py` (the MiniLM row needs the bench extra). For
each held-out person (and the tuning half, for the supersede figures), every
session is remembered message by message at its own time, then compacted by a
scripted model that returns that session's observations as facts; where an
observation makes an earlier one no longer true, the model names that fact's id
in `updates` if, and only if, it was among the known facts it was shown (as a
model judging contradiction can). Then each question goes to `build_context`:

1. the share of questions whose gold fact(s) all reach the notes, and the notes'
   size (goal: <= 1,200 characters with 8 facts);
2. prompts that carried a superseded fact (goal 0);
3. true facts retired by mistake and stale facts left live (goals: near 0).

Runs against whatever `agent_memory` is importable: put main's layer first on
PYTHONPATH to measure main the same way.
"""

from __future__ import annotations

import dataclasses
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent_memory import Memory
from agent_memory.core.records import Fact, FactDraft, Message
from agent_memory.model.local_embedder import LocalEmbedder
from agent_memory.model.port import CompactionResult
from agent_memory.store.sqlite import SqliteStore
from benchmarks.neural_embedder import minilm
from benchmarks.talk_set import Person, Statement, halves, talk_set

AGENT, PHONE, NUMBER = "bench", "+5511987654321", "+5511900000000"
JUDGES = "updates" in {f.name for f in dataclasses.fields(FactDraft)}  # main's drafts cannot


class SessionModel:
    """Returns the observations of the session being folded; names what a draft updates
    when the updated fact is among the known facts it was shown."""

    name = "scripted-sessions"

    def __init__(self, person: Person) -> None:
        self._by_message: dict[tuple[str, object], list[Statement]] = {}
        self._content = {s.key: s.content for s in person.statements}
        for session in person.sessions:
            for role, text, at in session.messages:
                if role == "user":
                    said = [s for s in session.statements if s.said == text]
                    self._by_message[(text, at)] = said
        self.shown_stale = self.asked_stale = 0

    def compact(self, previous: str | None, messages: list[Message], known: list[Fact]):
        drafts, subjects = [], []
        for message in messages:
            for statement in self._by_message.get((message.content, message.at), []):
                drafts.append(self._draft(statement, known))
                subjects.append(statement.subject)
        topics = ", ".join(dict.fromkeys(subjects)) or "small talk"
        return CompactionResult(summary=f"They talked about {topics}.", facts=drafts)

    def _draft(self, statement: Statement, known: list[Fact]) -> FactDraft:
        draft = FactDraft(statement.kind, statement.content, statement.subject)  # type: ignore[arg-type]
        if statement.updates is None or not JUDGES:
            return draft
        self.asked_stale += 1
        old = self._content[statement.updates]
        shown = next((f.id for f in known if f.content == old), None)
        self.shown_stale += shown is not None
        return dataclasses.replace(draft, updates=shown)

    def reply(self, instructions, history):  # pragma: no cover - never asked
        raise NotImplementedError


def run_person(person: Person, embedder) -> dict[str, float]:
    store = SqliteStore(":memory:")
    model = SessionModel(person)
    memory = Memory(store=store, model=model, embedder=embedder, clock=lambda: person.now)
    for n, session in enumerate(person.sessions):
        for m, (role, text, at) in enumerate(session.messages):
            memory.remember(AGENT, PHONE, NUMBER, role, text, event_id=f"{n}-{m}", at=at)
        memory.compact(AGENT, PHONE, trigger=1, keep=0)
    facts = store.load(memory.key(AGENT, PHONE)).facts
    superseded = {f.id for f in facts if f.superseded_by}
    content_of = {f.id: f.content for f in facts}
    stale = {s.content for s in person.statements if s.key in person.stale()}
    live_contents = {f.content for f in facts if not f.superseded_by}
    retired = {f.content for f in facts if f.superseded_by} - stale
    figures = {
        "questions": 0, "reached": 0, "reached_all": 0, "superseded_shown": 0, "stale_shown": 0,
        "notes": 0,
        "notes_max": 0, "framing_max": 0,
        "true": len({s.content for s in person.statements} - stale),
        "retired": len(retired), "stale": len(stale), "stale_live": len(stale & live_contents),
        "stale_updates_shown": model.shown_stale, "stale_updates": model.asked_stale,
    }  # fmt: skip
    answers = {s.key: s.content for s in person.statements}
    everything = store.load(memory.key(AGENT, PHONE))  # the baseline: no index, every fact
    for question in person.questions:
        context = memory.build_context(AGENT, PHONE, query=question.text)
        shown = {content_of.get(i) for i in context.fact_ids}
        figures["questions"] += 1
        figures["reached"] += all(answers[a] in shown for a in question.answers)
        every = memory.context_from(replace(everything, fact_index=None), query=question.text)
        in_all = {content_of.get(i) for i in every.fact_ids}
        figures["reached_all"] += all(answers[a] in in_all for a in question.answers)
        figures["superseded_shown"] += bool(superseded & set(context.fact_ids))
        figures["stale_shown"] += bool(stale & shown)
        figures["notes"] += len(context.notes)
        figures["notes_max"] = max(figures["notes_max"], len(context.notes))
        if len(context.fact_ids) >= 8:  # the framing: the notes without the summary's text
            summary = store.load_turn(memory.key(AGENT, PHONE)).summary
            framing = len(context.notes) - len(summary.text if summary else "")
            figures["framing_max"] = max(figures["framing_max"], framing)
    store.close()
    return figures


def run(people: list[Person], embedder) -> dict[str, float]:
    total: dict[str, float] = {}
    for person in people:
        for name, value in run_person(person, embedder).items():
            if name.endswith("_max"):
                total[name] = max(total.get(name, 0), value)
            else:
                total[name] = total.get(name, 0) + value
    return total


def main() -> None:
    print("bench_talk: remember, compact (scripted model), build_context on talk_set")
    print(f"   agent_memory from {Path(sys.modules['agent_memory'].__file__).parent}; "
          f"model judges updates: {JUDGES}")  # fmt: skip
    tuning, held_out = halves(talk_set())
    embedders = {"offline (local embedder)": LocalEmbedder()}
    neural = minilm()
    if neural is not None:
        embedders["all-MiniLM-L6-v2"] = neural
    for name, embedder in embedders.items():
        held = run(held_out, embedder)
        print(
            f"   {name}: gold fact(s) reach the notes {held['reached'] / held['questions']:.1%} "
            f"of {held['questions']} held-out questions (ranking every live fact, no index: "
            f"{held['reached_all'] / held['questions']:.1%}); notes mean "
            f"{held['notes'] / held['questions']:,.0f} chars, max {held['notes_max']:,}, "
            f"8-fact notes without the summary's text max {held['framing_max']:,}; "
            f"prompts with a superseded fact {held['superseded_shown']}, with a stale one "
            f"{held['stale_shown']}"
        )
        tuned = run(tuning, embedder)
        both = {k: v + held[k] for k, v in tuned.items()}
        print(
            f"      supersede (all 20 people): true facts retired by mistake "
            f"{both['retired']}/{both['true']} ({both['retired'] / both['true']:.1%}); stale "
            f"facts left live {both['stale_live']}/{both['stale']} "
            f"({both['stale_live'] / both['stale']:.1%}); old fact shown to the model when "
            f"it changed {both['stale_updates_shown']}/{both['stale_updates']}"
        )


if __name__ == "__main__":
    main()
