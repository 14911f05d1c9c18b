"""One person's memory at any size, for the candidate ceiling: facts that read like life.

Generated deterministically (a seed): a person with a circle of named people, places,
work, food, health, plans and years of episodes, written from ~40 templates over word
lists, so that terms follow the long-tailed distribution of real talk (a few words in
most facts: "their", "friend", "week"; names and places in a handful). The 30 topics of
data/recall_topics.json are planted among them with their own values.

Questions are asked the way people ask: some name a rare word of the fact they are
about (a name, a place), most paraphrase it with the common words around it ("what did
my sister say about the trip?"), some say little at all ("and the doctor thing?"). The
candidate ceiling needs no gold answer: it compares the candidates a turn ranks with
the top 10 of ranking every live fact, so any realistic question serves.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from agent_memory.core.records import Fact
from benchmarks.recall_set import TOPICS

START = datetime(2024, 1, 1, 9, 0, tzinfo=UTC)
PEOPLE = [
    "Ana",
    "Bruno",
    "Carla",
    "Diego",
    "Elisa",
    "Fabio",
    "Gabi",
    "Hugo",
    "Iris",
    "Joao",
    "Karin",
    "Luis",
    "Marta",
    "Nuno",
    "Olga",
    "Paulo",
    "Rita",
    "Sergio",
    "Tania",
    "Vitor",
    "Yara",
    "Zeca",
    "Bea",
    "Caio",
    "Dora",
    "Enzo",
    "Flor",
    "Gil",
    "Helena",
    "Ivo",
    "Julia",
    "Leo",
    "Mila",
    "Otto",
    "Pia",
    "Raul",
    "Sofia",
    "Tomas",
    "Vera",
    "Wagner",
]
RELATIONS = [
    "sister",
    "brother",
    "mother",
    "father",
    "cousin",
    "aunt",
    "uncle",
    "grandmother",
    "grandfather",
    "son",
    "daughter",
    "wife",
    "husband",
    "friend",
    "neighbour",
    "boss",
    "colleague",
    "flatmate",
    "godson",
    "niece",
    "nephew",
]
PLACES = [
    "Lisbon",
    "Porto",
    "Braga",
    "Coimbra",
    "Faro",
    "Madrid",
    "Sevilla",
    "Valencia",
    "Paris",
    "Lyon",
    "Rome",
    "Milan",
    "Berlin",
    "Munich",
    "London",
    "Dublin",
    "Recife",
    "Salvador",
    "Curitiba",
    "Manaus",
    "Belem",
    "Natal",
    "Fortaleza",
    "Santos",
]
VENUES = [
    "gym",
    "park",
    "beach",
    "clinic",
    "school",
    "office",
    "cafe",
    "market",
    "library",
    "church",
    "pool",
    "cinema",
]
FOODS = [
    "sushi",
    "pizza",
    "feijoada",
    "lasagna",
    "ramen",
    "tacos",
    "paella",
    "curry",
    "risotto",
    "falafel",
    "ceviche",
    "moqueca",
    "croissants",
    "dumplings",
    "goulash",
    "pho",
    "burritos",
    "kebab",
]
JOBS = [
    "nurse",
    "teacher",
    "engineer",
    "lawyer",
    "designer",
    "plumber",
    "accountant",
    "dentist",
    "chef",
    "pilot",
    "electrician",
    "architect",
    "pharmacist",
    "journalist",
    "baker",
    "mechanic",
]
HOBBIES = [
    "running",
    "swimming",
    "chess",
    "guitar",
    "piano",
    "painting",
    "knitting",
    "surfing",
    "climbing",
    "yoga",
    "gardening",
    "photography",
    "cycling",
    "pottery",
    "dancing",
    "fishing",
    "baking",
]
THINGS = [
    "car",
    "bike",
    "laptop",
    "phone",
    "sofa",
    "fridge",
    "camera",
    "watch",
    "jacket",
    "boots",
    "tent",
    "kayak",
    "drone",
    "printer",
    "oven",
    "kettle",
]
ILLNESSES = ["flu", "migraine", "allergy", "backache", "cold", "asthma", "sprain", "infection"]
EVENTS = [
    "wedding",
    "birthday",
    "graduation",
    "housewarming",
    "barbecue",
    "concert",
    "funeral",
    "baptism",
    "anniversary",
    "reunion",
]
WHEN = (
    "last week",
    "on Saturday",
    "on Sunday",
    "yesterday",
    "last month",
    "in the morning",
    "after work",
    "during the holidays",
    "on Friday night",
    "before lunch",
)
COLOURS = ["red", "blue", "green", "black", "white", "yellow", "grey", "orange"]

TEMPLATES: tuple[tuple[str, str, str], ...] = (
    # (kind, content, subject); slots: {p} person, {r} relation, {c} place, {v} venue,
    # {f} food, {j} job, {h} hobby, {t} thing, {i} illness, {e} event, {w} when, {o} colour
    ("profile", "Their {r} {p} lives in {c}.", "{r}_{p}_home"),
    ("profile", "Their {r} {p} works as a {j}.", "{r}_{p}_job"),
    ("profile", "{p} is their {r}'s partner.", "{p}_partner"),
    ("preference", "Their {r} {p} loves {f}.", "{p}_food"),
    ("preference", "They like going to the {v} with {p}.", "{v}_with_{p}"),
    ("preference", "They prefer {f} to {f2} for dinner.", "dinner_{f}"),
    ("preference", "They want to learn {h} this year.", "learn_{h}"),
    ("preference", "Their favourite place to eat {f} is in {c}.", "favourite_{f}"),
    ("decision", "They decided to sell their {o} {t}.", "sell_{t}"),
    ("decision", "They will visit {p} in {c} next month.", "visit_{p}_{c}"),
    ("decision", "They chose to take {h} classes at the {v}.", "classes_{h}"),
    ("decision", "They booked a trip to {c} with their {r}.", "trip_{c}"),
    ("episode", "They went to {p}'s {e} in {c} {w}.", "{e}_{p}"),
    ("episode", "Their {r} {p} had a {i} {w}.", "{p}_{i}"),
    ("episode", "They had {f} with {p} at a place near the {v} {w}.", "{f}_{p}_{v}"),
    ("episode", "They lost their {t} at the {v} {w}.", "lost_{t}"),
    ("episode", "Their {r} {p} bought a {o} {t} {w}.", "{p}_{t}"),
    ("episode", "They argued with {p} about the {t} {w}.", "argued_{p}"),
    ("episode", "They met {p}, a {j} from {c}, at the {v} {w}.", "met_{p}"),
    ("episode", "They went {h} with their {r} {w}.", "{h}_{r}"),
    ("episode", "Their {r} moved to {c} {w}.", "{r}_moved"),
    ("episode", "They saw a {j} about their {i} {w}.", "{i}_visit"),
    ("episode", "They cooked {f} for {p}'s {e}.", "{e}_{f}"),
    ("episode", "They helped their {r} fix the {t} {w}.", "fix_{t}_{r}"),
    ("episode", "{p} told them about a new {j} job in {c}.", "{p}_news"),
    ("profile", "They are allergic to {f}.", "allergy_{f}"),
    ("profile", "They have done {h} for years.", "hobby_{h}"),
    ("decision", "They plan to buy a {t} before the {e}.", "buy_{t}"),
)
QUESTIONS: tuple[str, ...] = (
    # paraphrases around a fact's slots: few of the fact's words, many common ones
    "what did I tell you about {p}?",
    "do you remember what happened with my {r}?",
    "where does {p} live again?",
    "what does my {r} do for a living?",
    "what was that thing with the {t}?",
    "when was the {e} we talked about?",
    "any idea what I should cook for {p}?",
    "remind me what I decided about the {t}",
    "what food does my {r} like?",
    "how is my {r} doing after being sick?",
    "where did I go with {p}?",
    "was it in {c} that I met someone?",
    "what did I want to learn?",
    "what was I planning to buy?",
    "who did I argue with?",
    "what's the plan for next month?",
    "and the trip, where was it?",
    "what did we say about dinner?",
    "anything about my health lately?",
    "where's the nice {f} place?",
)


@dataclass(frozen=True)
class Person:
    facts: tuple[Fact, ...]  # live facts, oldest first
    questions: tuple[str, ...]


def _slots(rng: random.Random) -> dict[str, str]:
    return {
        "p": rng.choice(PEOPLE),
        "r": rng.choice(RELATIONS),
        "c": rng.choice(PLACES),
        "v": rng.choice(VENUES),
        "f": rng.choice(FOODS),
        "f2": rng.choice(FOODS),
        "j": rng.choice(JOBS),
        "h": rng.choice(HOBBIES),
        "t": rng.choice(THINGS),
        "i": rng.choice(ILLNESSES),
        "e": rng.choice(EVENTS),
        "w": rng.choice(WHEN),
        "o": rng.choice(COLOURS),
    }


def person(size: int, questions: int = 200, seed: int = 25) -> Person:
    """`size` live facts of one person (the recall topics among them) and `questions`
    questions about them; the same for the same arguments."""
    rng = random.Random(seed * 100_003 + size)
    made: dict[str, Fact] = {}
    said: list[dict[str, str]] = []
    planted = [
        (t.kind, t.content.format(v=rng.choice(t.values)), t.subject)
        for t in rng.sample(TOPICS, min(len(TOPICS), size // 4))
    ]
    order = 0
    while len(made) < size:
        if planted and rng.random() < 0.1:
            kind, content, subject = planted.pop()
            slots: dict[str, str] = {}
        else:
            kind, template, subject_template = rng.choice(TEMPLATES)
            slots = _slots(rng)
            content, subject = template.format(**slots), subject_template.format(**slots)
        if any(f.content == content for f in made.values()):
            continue
        at = START + timedelta(hours=7 * order)
        fact_id = f"{int(at.timestamp() * 1000):014d}-{order:010x}"
        made[fact_id] = Fact(fact_id, kind, content, subject.lower(), "stated", at)  # type: ignore[arg-type]
        said.append(slots)
        order += 1
    asked = []
    for _ in range(questions):
        slots = rng.choice([s for s in said if s]) if rng.random() < 0.7 else _slots(rng)
        asked.append(rng.choice(QUESTIONS).format(**slots))
    return Person(tuple(made.values()), tuple(asked))
