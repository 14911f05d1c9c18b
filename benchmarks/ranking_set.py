"""The larger labelled set for choosing the ranking: long multi-session conversations.

Generated deterministically from benchmarks/recall_set.py's topics (same seed,
same set). Each conversation spreads its planted facts over sessions days apart
(so facts carry their own dates), changes some values later (the first fact is
then superseded), and talks at length around them: 300 messages or more. Next
to the facts the questions need, each conversation holds distractor facts that
share words with its questions but do not answer them. Questions:

- the recall_set categories (keyword, variant, paraphrase, joined);
- follow-up: the person asked the question in one message and only says
  "and next week?" in the current one (only the last few messages name it);
- temporal: asks for the current value of something that changed.

Conversations with an even index form the tuning half, odd ones the held-out
half: settings are chosen on the first and reported on the second.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from agent_memory.core.lexical import words
from agent_memory.core.records import Fact
from benchmarks.recall_set import NOISE_WORDS, conversations

START = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
FOLLOW_UPS = ("and next week?", "and what about that again?", "sorry, remind me?", "and then?")
OTHERS = ("colleague", "neighbour", "cousin", "friend", "boss", "brother-in-law")
MIN_MESSAGES = 300


@dataclass(frozen=True)
class Asked:
    category: str
    earlier: tuple[str, ...]  # the person's previous messages, oldest first
    text: str
    answers: tuple[str, ...]  # contents of the live facts that answer it


@dataclass(frozen=True)
class Case:
    facts: tuple[Fact, ...]  # superseded ones included, marked
    asked: tuple[Asked, ...]
    messages: int


def ranking_set(count: int = 240, seed: int = 21) -> list[Case]:
    """`count` conversations (>= 200 by default), the same for the same seed."""
    rng = random.Random(seed)
    cases = []
    for number, convo in enumerate(conversations(count, seed)):
        facts: dict[str, Fact] = {}
        live_by_subject: dict[str, str] = {}
        for order, planted in enumerate(sorted(convo.facts, key=lambda p: p.turn)):
            said = START + timedelta(days=planted.turn // 6 * 3, hours=planted.turn % 6)
            fact = Fact(
                id=f"{number:03d}-{order:03d}",
                kind=planted.kind,  # type: ignore[arg-type]
                content=planted.content,
                subject=planted.subject,
                source="stated",
                created_at=said,
            )
            old = live_by_subject.get(planted.subject)
            if old is not None:
                facts[old] = replace_superseded(facts[old], fact)
            live_by_subject[planted.subject] = fact.id
            facts[fact.id] = fact
        asked = [
            Asked(q.category, tuple(_small_talk(rng, 2)), q.text, q.answers)
            for q in convo.questions
        ]
        first = convo.questions[0]
        asked.append(Asked("follow-up", (first.text,), rng.choice(FOLLOW_UPS), first.answers))
        changed = [f for f in facts.values() if f.superseded_by]
        if changed:
            old = rng.choice(changed)
            new = facts[old.superseded_by]  # type: ignore[index]
            what = old.subject.replace("_", " ")
            text = f"what's my {what} now? it changed at some point, right?"
            asked.append(Asked("temporal", tuple(_small_talk(rng, 2)), text, (new.content,)))
        distractors = _distractors(rng, number, asked, START + timedelta(days=200))
        turns = len(convo.facts) + convo.small_talk_turns
        cases.append(
            Case(
                facts=(*facts.values(), *distractors),
                asked=tuple(asked),
                messages=max(2 * turns, MIN_MESSAGES),
            )
        )
    return cases


def replace_superseded(old: Fact, new: Fact) -> Fact:
    """`old` as history: superseded by `new` from the day `new` was said."""
    return Fact(
        id=old.id,
        kind=old.kind,
        content=old.content,
        subject=old.subject,
        source=old.source,
        created_at=old.created_at,
        superseded_by=new.id,
        superseded_at=new.created_at,
    )


def _small_talk(rng: random.Random, count: int) -> list[str]:
    return [f"ok, the {rng.choice(NOISE_WORDS)} thing again, haha" for _ in range(count)]


def _distractors(rng: random.Random, number: int, asked: list[Asked], said: datetime):
    """Facts that share words with a question but answer none: about someone else."""
    made = []
    for question in asked:
        shared = [w for w in words(question.text) if len(w) > 3] or ["plans"]
        for n in range(3):
            word = rng.choice(shared)
            other = rng.choice(OTHERS)
            made.append(
                Fact(
                    id=f"{number:03d}-d{len(made):03d}",
                    kind="episode",
                    content=f"Their {other} talked about the {word} of a friend ({n}).",
                    subject=f"{other}_{word}_{n}",
                    source="stated",
                    created_at=said + timedelta(hours=len(made)),
                )
            )
    return made


def halves(cases: list[Case]) -> tuple[list[Case], list[Case]]:
    """(tuning, held-out): even and odd conversations."""
    return cases[0::2], cases[1::2]
