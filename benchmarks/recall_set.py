"""The labelled recall set: conversations with facts planted early and questions long after.

Generated deterministically from a seed and the topics in
data/recall_topics.json. Each person gets 25 of the topics
below (random values), 20 to 40 noise facts, and for some topics a later change
of value (plan, city, job...) that must supersede the first. After a long
stretch of small talk come three questions, each labelled with the fact(s) that
answer it and a category:

- keyword: the question shares a distinctive word with the fact (BM25's ground);
- variant: it names the thing in another form: a typo, another inflection or
  derivation, a British/American spelling, a Portuguese cognate (what
  character n-grams tolerate and exact terms do not);
- paraphrase: no word or word-part in common (only a semantic embedder helps;
  offline, both halves are expected to miss most of these);
- joined: two facts, each reached by a different part of the question, both
  needed in the top 5.

The questions were written from how people ask on WhatsApp, before any scoring
was run, and are not tuned to the recall code.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path

CATEGORIES = ("keyword", "variant", "paraphrase", "joined")


@dataclass(frozen=True)
class Topic:
    subject: str
    kind: str
    content: str  # {v} is the value
    values: tuple[str, ...]
    questions: tuple[tuple[str, str], ...]  # (category, text); {v} the value, {t} it mistyped
    changes: bool = False  # the value changes later in the conversation


_DATA = json.loads((Path(__file__).parent / "data" / "recall_topics.json").read_text("utf-8"))
TOPICS = [
    Topic(
        subject=t["subject"],
        kind=t["kind"],
        content=t["content"],
        values=tuple(t["values"]),
        questions=tuple((category, text) for category, text in t["questions"]),
        changes=t["changes"],
    )
    for t in _DATA["topics"]
]
JOINED = [tuple(pair) for pair in _DATA["joined"]]  # (subject, subject, question)
NOISE = _DATA["noise"]
NOISE_WORDS = _DATA["noise_words"]
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


@dataclass(frozen=True)
class PlantedFact:
    subject: str
    kind: str
    content: str
    turn: int  # when the person said it


@dataclass(frozen=True)
class Question:
    category: str
    text: str
    answers: tuple[str, ...]  # contents of the live facts that answer it


@dataclass(frozen=True)
class Conversation:
    facts: tuple[PlantedFact, ...]
    questions: tuple[Question, ...]
    small_talk_turns: int


def conversations(count: int = 60, seed: int = 6) -> list[Conversation]:
    """`count` labelled conversations; the same seed gives the same set."""
    rng = random.Random(seed)
    by_subject = {t.subject: t for t in TOPICS}
    built = []
    for index in range(count):
        topics = rng.sample(TOPICS, 25)
        values = {t.subject: rng.choice(t.values) for t in topics}
        planted = [
            PlantedFact(t.subject, t.kind, t.content.format(v=values[t.subject]), turn)
            for turn, t in enumerate(topics)
        ]
        for turn in range(rng.randint(20, 40)):
            text = rng.choice(NOISE).format(w=rng.choice(NOISE_WORDS), d=rng.choice(DAYS))
            planted.append(PlantedFact(f"note_{turn}", "episode", text, 25 + turn))
        for t in topics:  # a later change of value supersedes the first
            if t.changes:
                values[t.subject] = rng.choice([v for v in t.values if v != values[t.subject]])
                content = t.content.format(v=values[t.subject])
                planted.append(PlantedFact(t.subject, t.kind, content, 70 + len(planted)))
        current = {p.subject: p.content for p in planted}
        category = CATEGORIES[index % len(CATEGORIES)]
        questions = []
        for offset in range(3):
            kind = CATEGORIES[(index + offset) % len(CATEGORIES)] if offset else category
            questions.append(_question(rng, kind, topics, values, current, by_subject))
        built.append(Conversation(tuple(planted), tuple(questions), rng.randint(150, 400)))
    return built


def _question(rng, category, topics, values, current, by_subject) -> Question:
    present = {t.subject for t in topics}
    if category == "joined":
        pairs = [(a, b, q) for a, b, q in JOINED if a in present and b in present]
        if pairs:
            a, b, text = rng.choice(pairs)
            return Question("joined", text, (current[a], current[b]))
        category = "keyword"
    options = [(t, text) for t in topics for c, text in t.questions if c == category] or [
        (t, text) for t in topics for c, text in t.questions if c == "keyword"
    ]
    topic, text = rng.choice(options)
    used = category if any(c == category for c, _ in topic.questions) else "keyword"
    value = values[topic.subject]
    return Question(used, text.format(v=value, t=_typo(value)), (current[topic.subject],))


def _typo(value: str) -> str:
    """The value as typed in a hurry: one letter of its longest word left out."""
    word = max(value.split(), key=len)
    return value.replace(word, word[: len(word) // 2] + word[len(word) // 2 + 1 :])
