"""A tuning set that talks like people do: long multi-session chats, paraphrased questions.

Deterministic (the same seed gives the same set). Each person chats over 26
sessions about two weeks apart, 500+ messages in all, and every session leaves
the observations an extracting model would return for it (one short sentence
each, under broad subjects such as `family` or `travel`, as LLM extractions
do): life threads (a move, a job change, children, a hobby over the months,
trips), filler observations of a day, and decoys that share words with a
question but do not answer it. Questions, in the person's own words:

- paraphrase: the answer shares few or no words with the question;
- keyword: it shares one telling word ("what is my dog called?"), and so do decoys;
- current: a value that changed ("which town am I based in these days?"),
  answered by the newer fact only (the older one is stale);
- temporal: "when did I ...", "... last month", "... in June", "... right
  before I moved": the answer is the fact of that time among facts on the
  same thread;
- multi-hop: the answer needs two facts ("which city does the nurse in my
  family live in?": the sister is a nurse; she moved to Porto).

`Statement.updates` names the earlier statement a newer one makes no longer
true (what a model judging contradiction says); every other statement stays
true. People with an even index form the tuning half, odd ones the held-out half.
"""

from __future__ import annotations

import calendar
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from agent_memory.core.records import Fact

START = datetime(2026, 1, 8, 18, 0, tzinfo=UTC)
SESSIONS = 26
MIN_MESSAGES = 500


@dataclass(frozen=True)
class Statement:
    """One observation: what the person wrote, and the fact an extracting model returns."""

    key: str
    session: int
    said: str
    kind: str
    subject: str
    content: str
    updates: str | None = None  # the key of the statement this one makes no longer true


@dataclass(frozen=True)
class Question:
    category: str
    text: str
    answers: tuple[str, ...]  # statement keys, all needed


@dataclass(frozen=True)
class Session:
    at: datetime
    messages: tuple[tuple[str, str, datetime], ...]  # (role, content, at)
    statements: tuple[Statement, ...]


@dataclass(frozen=True)
class Person:
    name: str
    sessions: tuple[Session, ...]
    questions: tuple[Question, ...]
    now: datetime  # when the questions are asked: two days after the last session

    @property
    def statements(self) -> list[Statement]:
        return [s for session in self.sessions for s in session.statements]

    @property
    def messages(self) -> int:
        return sum(len(s.messages) for s in self.sessions)

    def stale(self) -> set[str]:
        """Keys of statements a later one makes no longer true."""
        return {s.updates for s in self.statements if s.updates}

    def said_at(self, key: str) -> datetime:
        return next(
            m[2]
            for session in self.sessions
            for s in session.statements
            if s.key == key
            for m in session.messages
            if m[1] == s.said
        )


CITIES = ["Porto", "Denver", "Leeds", "Austin", "Curitiba", "Lyon", "Tucson", "Malmo", "Cork",
          "Ghent", "Halifax", "Bergen", "Adelaide", "Quito", "Graz", "Tampere"]  # fmt: skip
PETS = ["Biscuit", "Mango", "Pretzel", "Juniper", "Nacho", "Waffles", "Pickles", "Otis"]
SIBLINGS = ["Lena", "Marta", "Greta", "Ines", "Sofia", "Nadia", "Clara", "Rosa"]
KIDS_BOYS = ["Theo", "Lucas", "Mateo", "Felix", "Arlo", "Enzo"]
KIDS_GIRLS = ["Maya", "Ivy", "Lola", "Nina", "Elsa", "Zoe"]
PARTNERS = ["Diego", "Marco", "Tomas", "Hugo", "Rafael", "Pedro"]
FRIENDS = ["Priya", "Hannah", "Chloe", "Amara", "Julia", "Leah"]
RESTAURANTS = ["Salt & Ember", "Casa Verde", "The Copper Pot", "Little Fig", "Olive Row"]
TEACHERS = ["Mrs. Okafor", "Mr. Lindqvist", "Ms. Duarte", "Mrs. Brennan"]
JOBS = [("nurse", "St. Mary's hospital"), ("graphic designer", "a small agency"),
        ("accountant", "a logistics firm"), ("barista", "a cafe downtown"),
        ("software tester", "a fintech startup"), ("pharmacist", "a chain drugstore")]  # fmt: skip
NEW_JOBS = [("project manager", "Brightline"), ("data analyst", "Northwind"),
            ("product designer", "Fieldnote"), ("operations lead", "Harbor & Co")]  # fmt: skip
CARS = ["Honda Civic", "Ford Fiesta", "Toyota Corolla", "VW Golf", "Mazda 3"]
NEW_CARS = ["Kia Niro hybrid", "Subaru Outback", "Tesla Model 3", "Hyundai Kona"]
LANGUAGES = ["Japanese", "Italian", "German", "Korean", "Dutch"]
ALLERGENS = ["peanuts", "shellfish", "penicillin", "cats", "bee stings"]
BOOKS = ["The Overstory", "Piranesi", "Circe", "Project Hail Mary", "The Remains of the Day"]
TRIPS = ["Lisbon", "Kyoto", "Montreal", "Edinburgh", "Cape Town", "Oaxaca", "Prague", "Bali"]

# (hobby word used in the facts, the person's other words for it, progress lines:
# (first person, third person))
HOBBIES = [
    (
        "pottery",
        "working with clay",
        [
            (
                "I made my first bowl on the wheel, it's wonky but mine",
                "They made their first bowl on the pottery wheel.",
            ),
            (
                "I glazed a whole set of mugs in blue this week",
                "They glazed a set of blue mugs in pottery class.",
            ),
            ("I sold two vases at the craft fair!!", "They sold two vases at a craft fair."),
            (
                "my teacher says I'm ready for the advanced pottery course",
                "They moved up to the advanced pottery course.",
            ),
        ],
    ),
    (
        "running",
        "jogging",
        [
            ("I ran 10k without stopping for the first time", "They ran 10k without stopping."),
            ("I joined a Tuesday night running club", "They joined a Tuesday running club."),
            ("I got new running shoes after shin splints", "They bought new running shoes."),
            (
                "I beat my 5k record this morning, 24 minutes",
                "They set a 5k running record of 24 minutes.",
            ),
        ],
    ),
    (
        "gardening",
        "growing plants",
        [
            ("the tomatoes in my garden finally turned red", "Their garden tomatoes ripened."),
            (
                "I built a raised bed for herbs out back",
                "They built a raised herb bed in the garden.",
            ),
            ("slugs ate half my lettuce, I'm furious", "Slugs ate the lettuce in their garden."),
            ("I planted tulip bulbs for next spring", "They planted tulip bulbs in the garden."),
        ],
    ),
    (
        "guitar",
        "playing strings",
        [
            (
                "I can finally play a barre chord on the guitar",
                "They learned barre chords on guitar.",
            ),
            (
                "I played guitar at an open mic night, so nervous",
                "They played guitar at an open mic night.",
            ),
            ("I bought a secondhand acoustic guitar", "They bought a secondhand acoustic guitar."),
            ("I wrote my first song on guitar", "They wrote their first song on guitar."),
        ],
    ),
]

# Filler observations of a day: (first person, third person, subject, kind)
FILLER_ACTIVITIES = [
    ("watched a documentary about {topic}", "watched a documentary about {topic}", "weekend"),
    ("baked {food} for a party", "baked {food} for a party", "food"),
    ("went hiking at {trail} with {whom}", "went hiking at {trail} with their {whom}", "weekend"),
    (
        "had dinner with my {whom} at a {cuisine} place",
        "had dinner with their {whom} at a {cuisine} restaurant",
        "family",
    ),
    ("fixed the {thing} myself", "fixed the {thing} themselves", "home"),
    ("bought a new {item}", "bought a new {item}", "shopping"),
    ("played {game} with my {whom}", "played {game} with their {whom}", "family"),
    ("spent the afternoon at the {venue}", "spent an afternoon at the {venue}", "weekend"),
    ("tried a {cuisine} recipe from a video", "tried cooking a {cuisine} recipe", "food"),
    ("helped my {whom} paint their {room}", "helped their {whom} paint a {room}", "family"),
    ("binged a series about {topic}", "watched a series about {topic}", "hobbies"),
    ("went to a {event} downtown", "went to a {event} downtown", "weekend"),
]
FILL = {
    "topic": ["octopuses", "volcanoes", "ancient Rome", "deep sea fish", "chess champions",
              "bees", "the moon landing", "glaciers", "street food", "jazz history"],
    "food": ["banana bread", "cinnamon rolls", "a lemon tart", "brownies", "focaccia"],
    "trail": ["Pine Ridge", "Eagle Falls", "the coastal path", "Bear Creek"],
    "whom": ["cousin", "neighbour", "colleague", "aunt", "uncle", "friend", "mum", "dad"],
    "cuisine": ["Thai", "Ethiopian", "Peruvian", "Korean", "Lebanese", "Mexican"],
    "thing": ["leaky tap", "wobbly table", "bike chain", "garage door", "dishwasher"],
    "item": ["rug", "blender", "backpack", "desk lamp", "rain jacket", "kettle"],
    "game": ["board games", "cards", "video games", "mini golf", "trivia"],
    "venue": ["aquarium", "science museum", "botanical garden", "flea market", "library"],
    "room": ["kitchen", "bedroom", "hallway", "study"],
    "event": ["food festival", "street fair", "comedy show", "farmers market", "book fair"],
}  # fmt: skip
CHATTER = [
    "haha yes exactly", "ok I'll think about it", "long day today", "anyway, how are you?",
    "sorry, was busy", "that makes sense", "good morning!", "ugh mondays", "thanks, that helps",
    "hmm not sure yet", "lol", "brb", "ok cool", "talk later?", "it's been a week honestly",
]  # fmt: skip
REPLIES = [
    "That sounds lovely! How did it go?", "Oh wow, tell me more.", "I'm glad to hear that.",
    "That must have been a lot. How are you feeling?", "Nice! What's next?",
    "Got it, thanks for sharing.", "Ha, I love that.", "Sounds like a full week!",
]  # fmt: skip
MONTH = [calendar.month_name[m] for m in range(13)]


class _Builder:
    """One person's statements placed in sessions, and the questions about them."""

    def __init__(self, rng: random.Random, number: int, dates: list[datetime]) -> None:
        self.rng, self.number, self.dates = rng, number, dates
        self.placed: dict[int, list[Statement]] = {s: [] for s in range(SESSIONS)}
        self.questions: list[Question] = []
        self._count = 0

    def say(
        self, session: int, said: str, content: str, subject: str, kind: str = "episode",
        updates: Statement | None = None,
    ) -> Statement:  # fmt: skip
        self._count += 1
        statement = Statement(
            key=f"p{self.number:02d}-{self._count:03d}",
            session=session,
            said=said,
            kind=kind,
            subject=subject,
            content=content,
            updates=updates.key if updates else None,
        )
        self.placed[session].append(statement)
        return statement

    def ask(self, category: str, text: str, *answers: Statement) -> None:
        self.questions.append(Question(category, text, tuple(a.key for a in answers)))

    def decoy(self, said: str, content: str, subject: str, kind: str = "episode") -> None:
        self.say(self.rng.randrange(SESSIONS), said, content, subject, kind)


def _life_threads(b: _Builder) -> None:
    rng = b.rng
    city1, city2, city3 = rng.sample(CITIES, 3)
    home = b.say(0, f"I live in {city1}, been here six years", f"They live in {city1}.",
                 "home", "profile")  # fmt: skip
    move_at = rng.randrange(10, 15)
    moved = b.say(move_at, f"We finally moved to {city2}! boxes everywhere",
                  f"They moved to {city2}.", "home", "profile", updates=home)  # fmt: skip
    b.ask("current", "Which town am I based in these days?", moved)
    b.decoy("the bus from town is late again", "Their bus into town is often late.", "commute")

    job1, company1 = rng.choice(JOBS)
    job2, company2 = rng.choice(NEW_JOBS)
    job = b.say(1, f"I work as a {job1} at {company1}", f"They work as a {job1} at {company1}.",
                "work", "profile")  # fmt: skip
    switched = b.say(rng.randrange(16, 22), f"I quit, starting as a {job2} at {company2} monday",
                     f"They started a new job as a {job2} at {company2}.", "work", "profile",
                     updates=job)  # fmt: skip
    b.ask("current", "What do I do for a living now?", switched)
    b.decoy("we rearranged the living room, looks bigger", "They rearranged their living room.",
            "home")  # fmt: skip

    sister = rng.choice(SIBLINGS)
    nurse = b.say(rng.randrange(2, 8), f"my sister {sister} just qualified as a nurse!",
                  f"Their sister {sister} qualified as a nurse.", "family")  # fmt: skip
    relocated = b.say(rng.randrange(9, 20), f"{sister} relocated to {city3} for a new post",
                      f"{sister} relocated to {city3}.", "family")  # fmt: skip
    b.ask("multi-hop", "Which city does the nurse in my family live in?", nurse, relocated)
    b.ask("keyword", "What did my sister qualify as?", nurse)
    b.decoy("my aunt says her city is too crowded now", "Their aunt finds her city crowded.",
            "family")  # fmt: skip

    boy, girl = rng.choice(KIDS_BOYS), rng.choice(KIDS_GIRLS)
    son = b.say(rng.randrange(0, 6), f"{boy} started kindergarten today, I cried a bit",
                f"Their son {boy} started kindergarten.", "family")  # fmt: skip
    daughter = b.say(rng.randrange(3, 12), f"{girl} is obsessed with painting lately",
                     f"Their daughter {girl} loves painting.", "family")  # fmt: skip
    teacher = rng.choice(TEACHERS)
    taught = b.say(rng.randrange(son.session + 1, SESSIONS - 2), f"{boy}'s class has {teacher}",
                   f"{boy}'s class teacher is {teacher}.", "family")  # fmt: skip
    b.ask("paraphrase", "What does my little girl enjoy doing?", daughter)
    b.ask("paraphrase", "Which school milestone did my boy reach?", son)
    b.ask("multi-hop", "Who teaches my son?", son, taught)
    b.ask("keyword", "What does my daughter love doing?", daughter)
    b.ask("temporal", "When did my son start kindergarten?", son)
    b.decoy("I enjoy doing the crossword on sundays", "They do the Sunday crossword.", "hobbies")
    b.decoy("my neighbour's boy broke our window with a ball",
            "A neighbour's boy broke their window.", "home")  # fmt: skip

    partner, place = rng.choice(PARTNERS), rng.choice(RESTAURANTS)
    chef = b.say(rng.randrange(0, 5), f"my husband {partner} works as a chef, long shifts",
                 f"Their husband {partner} works as a chef.", "family", "profile")  # fmt: skip
    opened = b.say(rng.randrange(12, 24), f"{partner} opened his own place, {place}!!",
                   f"{partner} opened a restaurant called {place}.", "family")  # fmt: skip
    b.ask("paraphrase", "What does my spouse do for work?", chef)
    b.ask("keyword", "What's my husband's job?", chef)
    b.ask("multi-hop", "What is the name of the place the cook in my life opened?", chef, opened)
    b.decoy("the new place on our street opened late", "A new shop opened on their street.",
            "home")  # fmt: skip

    pet = rng.choice(PETS)
    dog = b.say(rng.randrange(2, 10), f"big news, we adopted a rescue dog and called him {pet}",
                f"They adopted a rescue dog named {pet}.", "pets")  # fmt: skip
    paw = b.say(rng.randrange(dog.session + 1, SESSIONS), f"{pet} cut his paw at the park",
                f"{pet} needed stitches for a cut paw.", "pets")  # fmt: skip
    b.ask("paraphrase", "What's the name of the pup we brought home?", dog)
    b.ask("keyword", "What is my dog called?", dog)
    b.ask("temporal", f"When did {pet} need stitches?", paw)
    b.decoy("I walked my friend's dog on the beach", "They walked a friend's dog on the beach.",
            "pets")  # fmt: skip
    b.ask("paraphrase", "Why did my four-legged buddy need the vet?", paw)
    b.decoy("we brought home a new sofa finally", "They brought home a new sofa.", "home")
    b.decoy("the neighbour's pup barks all night", "Their neighbour's pup barks at night.",
            "home")  # fmt: skip
    _trips(b, move_at)
    _preferences(b)
    _hobby(b)


def _trips(b: _Builder, move_at: int) -> None:
    sessions = sorted(b.rng.sample([s for s in range(1, SESSIONS) if s != move_at], 5))
    places = b.rng.sample(TRIPS, len(sessions))
    trips = [
        b.say(s, f"just got back from {p}, what a trip", f"They took a trip to {p}.", "travel")
        for s, p in zip(sessions, places, strict=True)
    ]
    before = [t for t in trips if t.session < move_at]
    if before:
        b.ask("temporal", "Where did I travel right before I moved?", before[-1])
    anniversary = b.rng.choice(trips)
    where = places[trips.index(anniversary)]
    marked = b.say(anniversary.session, f"we did our anniversary dinner in {where}",
                   f"They celebrated their wedding anniversary in {where}.", "travel")  # fmt: skip
    b.ask("paraphrase", "Where did my husband and I mark another year married?", marked)
    first = trips[0]
    b.ask("temporal", f"When did I go to {places[0]}?", first)


def _preferences(b: _Builder) -> None:
    rng = b.rng
    veggie = b.say(rng.randrange(SESSIONS), "I've been vegetarian for years",
                   "They are vegetarian.", "food", "preference")  # fmt: skip
    b.ask("paraphrase", "Do I eat meat?", veggie)
    b.decoy("I eat lunch at my desk most days", "They eat lunch at their desk.", "work")
    allergen = rng.choice(ALLERGENS)
    allergy = b.say(rng.randrange(SESSIONS), f"turns out I'm allergic to {allergen}",
                    f"They are allergic to {allergen}.", "health", "profile")  # fmt: skip
    b.ask("paraphrase", "Is there anything that gives me a bad reaction?", allergy)
    b.ask("keyword", "What am I allergic to?", allergy)
    b.decoy("I had a bad cold all week", "They had a bad cold.", "health")
    car1, car2 = rng.choice(CARS), rng.choice(NEW_CARS)
    car = b.say(rng.randrange(0, 8), f"I drive an old {car1}", f"They drive a {car1}.", "car",
                "profile")  # fmt: skip
    new_car = b.say(rng.randrange(12, SESSIONS), f"traded in the {car1}, got a {car2}!",
                    f"They bought a {car2}.", "car", "profile", updates=car)  # fmt: skip
    b.ask("current", "What vehicle do I have now?", new_car)
    latte = b.say(rng.randrange(0, 10), "I only drink oat milk lattes",
                  "They drink oat milk lattes.", "coffee", "preference")  # fmt: skip
    black = b.say(rng.randrange(14, SESSIONS), "I switched to black coffee, cutting sugar",
                  "They switched to black coffee.", "coffee", "preference",
                  updates=latte)  # fmt: skip
    b.ask("current", "How do I take my coffee these days?", black)
    basic = b.say(rng.randrange(0, 6), "I'm on the basic plan", "Their plan is basic.", "plan",
                  "profile")  # fmt: skip
    premium = b.say(rng.randrange(8, SESSIONS), "I upgraded, my plan is premium now",
                    "Their plan is premium.", "plan", "profile", updates=basic)  # fmt: skip
    b.ask("current", "Which subscription tier am I on?", premium)
    language = rng.choice(LANGUAGES)
    learning = b.say(rng.randrange(SESSIONS), f"I'm learning {language} with an app every morning",
                     f"They are learning {language}.", "hobbies")  # fmt: skip
    b.ask("paraphrase", "Which foreign tongue am I studying?", learning)
    b.ask("keyword", "What language am I learning?", learning)
    month = MONTH[rng.randrange(4, 11)]
    race = b.say(rng.randrange(0, 8), f"I signed up for a half marathon in {month}",
                 f"They are training for a half marathon in {month}.", "fitness",
                 "decision")  # fmt: skip
    b.ask("paraphrase", "What long-distance event am I preparing for?", race)
    friend = rng.choice(FRIENDS)
    wedding = b.say(rng.randrange(SESSIONS), f"my best friend {friend} is getting married!",
                    f"Their best friend {friend} is getting married.", "friends")  # fmt: skip
    b.ask("paraphrase", "Whose big day is coming up?", wedding)
    b.ask("keyword", "Which friend of mine is getting married?", wedding)
    bank = b.say(rng.randrange(SESSIONS), "I help out at the food bank on saturdays",
                 "They volunteer at the food bank on Saturdays.", "hobbies")  # fmt: skip
    b.ask("paraphrase", "How do I give back to the community at weekends?", bank)
    b.ask("keyword", "Where do I volunteer?", bank)
    b.decoy("the community pool closes at weekends now", "Their community pool shuts at weekends.",
            "weekend")  # fmt: skip
    ankle = b.say(rng.randrange(SESSIONS), "doctor says I sprained my ankle, no sport for a month",
                  "They sprained their ankle.", "health")  # fmt: skip
    b.ask("paraphrase", "What happened to my foot?", ankle)
    book = rng.choice(BOOKS)
    reading = b.say(rng.randrange(SESSIONS), f"I'm halfway through {book}, so good",
                    f"They are reading {book}.", "hobbies")  # fmt: skip
    b.ask("paraphrase", "Which novel have I got my nose in?", reading)
    b.ask("keyword", "What book am I reading?", reading)


def _hobby(b: _Builder) -> None:
    """A hobby over the months: started, then progress; asked by time."""
    hobby, other, progress = b.rng.choice(HOBBIES)
    now = b.dates[-1] + timedelta(days=2)
    previous = (now.replace(day=1) - timedelta(days=1)).month
    in_previous = [s for s in range(2, SESSIONS) if b.dates[s].month == previous]
    others = [s for s in range(2, SESSIONS) if b.dates[s].month != previous]
    # one line in the month before the questions' month, the rest spread over the year
    sessions = sorted(b.rng.sample(others, len(progress) - 1) + in_previous[-1:])
    started = b.say(1, f"I signed up for a {hobby} class at the community centre",
                    f"They started {hobby} classes.", "hobbies")  # fmt: skip
    lines = [
        b.say(s, said, content, "hobbies")
        for s, (said, content) in zip(sessions, b.rng.sample(progress, len(progress)), strict=True)
    ]
    b.ask("temporal", f"When did I get into {other}?", started)
    in_last = [s for s in lines if b.dates[s.session].month == previous]
    if len(in_last) == 1:
        b.ask("temporal", f"What did I tell you about my {hobby} last month?", in_last[0])
    by_month: dict[int, list[Statement]] = {}
    for line in [started, *lines]:
        by_month.setdefault(b.dates[line.session].month, []).append(line)
    single = [m for m, found in sorted(by_month.items()) if len(found) == 1 and m != previous]
    if single:
        month = b.rng.choice(single)
        b.ask("temporal", f"How was {other} going in {MONTH[month]}?", by_month[month][0])


def _fillers(b: _Builder, per_session: int) -> None:
    for session in range(SESSIONS):
        for _ in range(per_session):
            first, third, subject = b.rng.choice(FILLER_ACTIVITIES)
            slots = {name: b.rng.choice(pool) for name, pool in FILL.items()}
            b.say(
                session,
                "yesterday I " + first.format(**slots),
                "They " + third.format(**slots) + ".",
                subject,
            )


def _session(rng: random.Random, at: datetime, statements: list[Statement]) -> Session:
    """The session's messages: each statement said by the person, chatter around them."""
    lines = [s.said for s in statements] + rng.sample(CHATTER, rng.randrange(3, 6))
    rng.shuffle(lines)
    messages: list[tuple[str, str, datetime]] = []
    for n, line in enumerate(lines):
        messages.append(("user", line, at + timedelta(minutes=4 * n)))
        messages.append(("assistant", rng.choice(REPLIES), at + timedelta(minutes=4 * n + 1)))
    return Session(at=at, messages=tuple(messages), statements=tuple(statements))


def person(number: int, seed: int = 21, fillers: int = 6) -> Person:
    """One person's chats and questions, the same for the same number and seed (`fillers`:
    observations of a day per session, to grow a memory to thousands of facts)."""
    rng = random.Random(f"{seed}-{number}")
    dates, at = [], START + timedelta(days=rng.randrange(0, 9))
    for _ in range(SESSIONS):
        dates.append(at)
        at += timedelta(days=rng.randrange(10, 16), hours=rng.randrange(-3, 4))
    builder = _Builder(rng, number, dates)
    _life_threads(builder)
    _fillers(builder, per_session=fillers)
    sessions = tuple(_session(rng, dates[s], builder.placed[s]) for s in range(SESSIONS))
    return Person(
        name=f"person-{number:02d}",
        sessions=sessions,
        questions=tuple(builder.questions),
        now=dates[-1] + timedelta(days=2),
    )


def talk_set(people: int = 20, seed: int = 21) -> list[Person]:
    """`people` people (each 500+ messages), the same for the same seed."""
    made = [person(n, seed) for n in range(people)]
    short = [p.name for p in made if p.messages < MIN_MESSAGES]
    if short:
        raise AssertionError(f"talk_set: fewer than {MIN_MESSAGES} messages for {short}")
    return made


def halves(people: list[Person]) -> tuple[list[Person], list[Person]]:
    """(tuning, held-out): even and odd people."""
    return people[0::2], people[1::2]


def true_facts(p: Person, embed: Callable[[list[str]], list[bytes]] | None = None) -> list[Fact]:
    """The person's facts as a judging model would leave them: each dated by its message,
    stale ones superseded by the statement that updates them (ids = statement keys)."""
    statements = p.statements
    replaced_by = {s.updates: s for s in statements if s.updates}
    blobs = embed([s.content for s in statements]) if embed else [None] * len(statements)
    facts = []
    for statement, blob in zip(statements, blobs, strict=True):
        newer = replaced_by.get(statement.key)
        facts.append(
            Fact(
                id=statement.key,
                kind=statement.kind,  # type: ignore[arg-type]
                content=statement.content,
                subject=statement.subject,
                source="stated",
                created_at=p.said_at(statement.key),
                superseded_by=newer.key if newer else None,
                superseded_at=p.said_at(newer.key) if newer else None,
                embedding=blob,
            )
        )
    return facts


@dataclass
class SetFigures:
    """What the set holds, for the report's first line."""

    people: int
    messages: tuple[int, int]
    facts: tuple[int, int]
    questions: dict[str, int] = field(default_factory=dict)


def describe(people: list[Person]) -> SetFigures:
    counts: dict[str, int] = {}
    for p in people:
        for q in p.questions:
            counts[q.category] = counts.get(q.category, 0) + 1
    messages = [p.messages for p in people]
    facts = [len(p.statements) for p in people]
    return SetFigures(len(people), (min(messages), max(messages)), (min(facts), max(facts)), counts)


if __name__ == "__main__":
    everyone = talk_set()
    print(describe(everyone))
    sample = everyone[0]
    for q in sample.questions:
        answers = [s.content for s in sample.statements if s.key in q.answers]
        print(f"{q.category:<10} {q.text:<60} -> {answers}")
