"""Signed whasp deliveries with hostile leaves, and the two steps every delivery takes.

`deliveries()` builds events of every whasp shape (text, media, location, contact,
number.replaced, opt-out, unknown types) and replaces a few leaves with what an
attacker or a broken sender would put there: huge numbers, NaN, extreme dates, lone
surrogates, deep nesting, wrong types. `Pipeline` answers each as the webhook does
(`accept_delivery`) and hands what it queued to the processor's turn, classifying the
result as the processor Lambda does: handled, parked (EventError, PermanentError), or
a crash, which the property forbids. The CI test and benchmarks/bench_hostile.py share
both, so the long run checks exactly what CI checks.
"""

from __future__ import annotations

import json
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx2 as httpx
from hypothesis import strategies as st

from agent_memory.core.memory import Memory
from agent_memory.errors import PermanentError
from agent_memory.media.whasp_http import WhaspMediaFetcher
from agent_memory.model.offline import OfflineModel
from agent_memory.pipeline.inbound import InboundConverter
from agent_memory.pipeline.intake import accept_delivery
from agent_memory.pipeline.responder import Responder
from agent_memory.pipeline.signature import secret_keys, signed_headers
from agent_memory.pipeline.whasp import EventError
from agent_memory.store.port import Store
from agent_memory.store.sqlite import SqliteStore
from tests.deliveries import NUMBER, OTHER_PERSON, PERSON, SECRET
from tests.fakes import RecordingInbox, RecordingMessenger
from tests.lambdas import HASH_KEY

NOW = 1_795_953_600  # 2026-11-29T12:00:00Z: deliveries are signed "now"
KEY = secret_keys(SECRET)[0]

SURROGATES = ["\ud800", "a\udfffb", "\udbff\udc00\ud800"]
EXTREME_DATES = [
    "9999-12-31T23:59:59Z",
    "9999-12-31T23:59:59-14:00",
    "0001-01-01T00:00:00+14:00",
    "0001-01-01T00:00:00Z",
    "2026-11-29T12:00:00",  # no zone
    "2026-02-30T12:00:00Z",
    "+002026-11-29T12:00:00Z",
]


def nested(depth: int) -> Any:
    """A value nested `depth` levels deep (lists in dicts in lists...)."""
    value: Any = "leaf"
    for level in range(depth):
        value = [value] if level % 2 else {"k": value}
    return value


hostile_leaves: st.SearchStrategy[Any] = st.one_of(
    st.sampled_from(SURROGATES),
    st.sampled_from(EXTREME_DATES),
    st.integers(min_value=-(10**600), max_value=10**600),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(["", " ", "\x00", "\u202e", "²", "v1,", "1e999", "-0"]),
    st.builds(nested, st.sampled_from([3, 40, 400])),  # json.dumps recurses too
    st.none(),
    st.booleans(),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.text(max_size=20),
    st.sampled_from(["x" * 200_000, "ü" * 100_000]),  # near the 256 KB body limit
)

# where a hostile leaf may land: every field the parser or the turn reads, and some above
PATHS = [
    ("id",),
    ("type",),
    ("created_at",),
    ("data",),
    ("data", "chat"),
    ("data", "number"),
    ("data", "old_number"),
    ("data", "new_number"),
    ("data", "message"),
    ("data", "message", "id"),
    ("data", "message", "type"),
    ("data", "message", "text"),
    ("data", "message", "caption"),
    ("data", "message", "media"),
    ("data", "message", "media", "url"),
    ("data", "message", "media", "mime_type"),
    ("data", "message", "media", "caption"),
    ("data", "message", "media", "filename"),
    ("data", "message", "location"),
    ("data", "message", "location", "latitude"),
    ("data", "message", "location", "longitude"),
    ("data", "message", "location", "name"),
    ("data", "message", "contacts"),
    ("data", "message", "contact", "name"),
    ("data", "extra", "deep"),
    (),  # the whole body
]

MESSAGE_TYPES = ["text", "audio", "image", "video", "document", "sticker", "location", "contact"]


@st.composite
def whasp_events(draw: st.DrawFn) -> dict[str, Any]:
    """A well-formed event of one of whasp's shapes, with ordinary varied leaves."""
    event_id = draw(st.from_regex(r"evt_[A-Za-z0-9]{1,12}", fullmatch=True))
    created_at = draw(st.sampled_from(["2026-11-29T12:00:00Z", "2026-11-29T09:00:00-03:00"]))
    kind = draw(st.sampled_from(["message.received"] * 6 + ["number.replaced", "other"]))
    kind = draw(st.sampled_from([kind, "contact.opted_out"])) if kind == "other" else kind
    # many people, as in production: each turn reads one person's (small) memory
    chat = draw(st.sampled_from([PERSON, OTHER_PERSON, "+55 (11) 98765-4321"]))
    chat = draw(st.sampled_from([chat, f"+55119{draw(st.integers(10**7, 10**8 - 1))}"]))
    if kind == "number.replaced":
        data: dict[str, Any] = {"old_number": NUMBER, "new_number": "+5511900000099"}
    elif kind == "contact.opted_out":
        data = {"chat": chat, "number": NUMBER}
    else:
        message_type = draw(st.sampled_from(MESSAGE_TYPES))
        message: dict[str, Any] = {"id": f"wamid.{event_id}", "type": message_type}
        text = draw(st.text(min_size=1, max_size=60).filter(str.strip))
        if message_type == "text":
            message["text"] = text
        elif message_type in ("audio", "image", "video", "document", "sticker"):
            message["media"] = {
                "url": f"https://media.whasp.test/{event_id}",
                "mime_type": draw(st.sampled_from(["audio/ogg", "image/jpeg", "video/mp4"])),
                "caption": text,
                "filename": "file.pdf",
            }
        elif message_type == "location":
            message["location"] = {
                "latitude": draw(st.floats(-90, 90)),
                "longitude": draw(st.floats(-180, 180)),
                "name": text,
            }
        else:
            message["contacts"] = [{"name": text}]
        data = {"chat": chat, "number": NUMBER, "message": message}
    return {"id": event_id, "type": kind, "created_at": created_at, "data": data}


def put(document: dict[str, Any], path: tuple[str, ...], value: Any) -> None:
    """Set `path` in `document` to `value`, making (or replacing) what lies on the way."""
    here = document
    for name in path[:-1]:
        if not isinstance(here.get(name), dict):
            here[name] = {}
        here = here[name]
    here[path[-1]] = value


@st.composite
def deliveries(draw: st.DrawFn) -> bytes:
    """The raw body of a whasp event with up to three hostile leaves."""
    event = draw(whasp_events())
    document: Any = event
    for path, leaf in draw(st.lists(st.tuples(st.sampled_from(PATHS), hostile_leaves), max_size=3)):
        if not path:
            document = leaf
        elif isinstance(document, dict):
            put(document, path, leaf)
    if draw(st.sampled_from(["event"] * 30 + ["deep"])) == "deep":  # past any recursion limit
        depth = draw(st.sampled_from([1_000, 50_000]))
        return b'{"id": "evt_deep", "data": ' + b"[" * depth + b"]" * depth + b"}"
    ascii_only = draw(st.booleans())
    # json.dumps writes NaN and Infinity (not JSON); surrogatepass keeps a lone surrogate as
    # the bytes a careless sender would write (invalid UTF-8) when not escaped as \\ud800
    return json.dumps(document, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")


def _media(request: httpx.Request) -> httpx.Response:
    """Every media URL serves a short voice note (images are refused for their type)."""
    return httpx.Response(200, content=b"OggS fake", headers={"Content-Type": "audio/ogg"})


def _why(message: str) -> str:
    """A refusal's message without the values it quotes, to count refusals by cause."""
    message = re.sub(r"created_at \S+ is", "created_at is", message)
    return re.sub(r"body is \d+ bytes", "body is N bytes", message).split(":")[0][:70]


@dataclass
class Pipeline:
    """The webhook's intake and the processor's turn, on SQLite and offline parts."""

    directory: Path
    store: Store | None = None  # SQLite in `directory` unless given
    counts: Counter[str] = field(default_factory=Counter)
    processing_seconds: float = 0.0

    def __post_init__(self) -> None:
        self.inbox = RecordingInbox()
        store = self.store or SqliteStore(self.directory / "hostile.db")
        memory = Memory(store=store, model=OfflineModel())
        fetcher = WhaspMediaFetcher("key", transport=httpx.MockTransport(_media))
        inbound = InboundConverter(store, memory.model, fetcher)
        self.responder = Responder(
            memory,
            RecordingMessenger(),
            ledger=store,
            agent="hostile",
            system_prompt="You are a test agent.",
            inbound=inbound,
        )

    def deliver(self, body: bytes) -> str:
        """What happened to `body`: `rejected:<why>`, `ignored`, `processed` or
        `parked:<error class>`.

        Raises whatever the processor raises that is neither a parse error nor a
        permanent refusal: the one outcome the property forbids.
        """
        headers = signed_headers(KEY, body, "msg_hostile", NOW)
        sent = len(self.inbox.sent)
        outcome = accept_delivery(
            headers, body, (KEY,), self.inbox, now=lambda: NOW, hash_key=HASH_KEY
        )
        assert outcome.status < 500, outcome
        if not outcome.queued:
            result = "ignored" if outcome.status == 200 else f"rejected:{_why(outcome.message)}"
        else:
            ((queued, _, _),) = self.inbox.sent[sent:]
            result = self.process(queued)
        self.counts[result] += 1
        return result

    def process(self, body: str) -> str:
        """One queued body through the processor's turn, classified as its Lambda does."""
        started = time.perf_counter()
        try:
            self.responder.handle(body, attempt=1)
        except (EventError, PermanentError) as error:
            return f"parked:{type(error).__name__}"
        finally:
            self.processing_seconds += time.perf_counter() - started
        return "processed"

    def close(self) -> None:
        """Close the store file (SQLite)."""
        getattr(self.responder.memory.store, "close", lambda: None)()
