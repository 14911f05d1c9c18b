"""What the turn audit logs cannot confirm: a fact id is keyed, so once a person is erased,
nobody holding the log can test a guess of what they said against it."""

from __future__ import annotations

import hashlib
import hmac
import logging
from datetime import datetime
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.core.facts import fact_id
from agent_memory.core.phone import DEFAULT_PHONE_HASH_KEY
from agent_memory.core.records import FactDraft
from agent_memory.pipeline.responder import Responder
from agent_memory.store.sqlite import SqliteStore
from tests.fakes import FakeClock, RecordingMessenger, ScriptedModel
from tests.lambdas import whasp_event

AGENT = "bot"
ANA = "+5511987654321"
NUMBER = "+5511900000000"
KEY = b"the deployment's own phone-hash key"
SAID = [
    FactDraft(kind="profile", content="Their name is Ana Souza.", subject="name"),
    FactDraft(kind="profile", content="They live in Recife.", subject="home_city"),
    FactDraft(kind="preference", content="They like black tea.", subject="tea"),
]


def unkeyed(kind: str, subject: str, text: str) -> str:
    """The digest ids carried before they were keyed: anyone could compute it."""
    said = f"{kind}|{subject}|{text.strip().lower().rstrip('.')}"
    return hashlib.sha256(said.encode()).hexdigest()[:10]


def guesses(kind: str, subject: str, text: str) -> set[str]:
    """Every digest an attacker without the key can compute for one guess."""
    said = f"{kind}|{subject}|{text.strip().lower().rstrip('.')}"
    return {
        unkeyed(kind, subject, text),
        hmac.new(DEFAULT_PHONE_HASH_KEY, said.encode(), hashlib.sha256).hexdigest()[:10],
        hmac.new(DEFAULT_PHONE_HASH_KEY, f"fact-id|{said}".encode(), hashlib.sha256).hexdigest()[
            :10
        ],
    }


def test_no_logged_fact_id_confirms_a_guess_after_erasure(tmp_path: Path, caplog):
    # GIVEN Ana's three facts, shown in a turn whose audit is logged
    clock = FakeClock()
    model = ScriptedModel()
    store = SqliteStore(tmp_path / "memory.db")
    memory = Memory(store=store, model=model, clock=clock, phone_hash_key=KEY)
    for n in range(40):
        memory.remember(AGENT, ANA, NUMBER, "user", f"message {n}", event_id=f"m{n}")
    model.queue_compaction("Ana.", *SAID)
    assert memory.compact(AGENT, ANA)
    caplog.set_level(logging.INFO, logger="agent_memory.pipeline.responder")
    responder = Responder(
        memory, RecordingMessenger(), ledger=store, agent=AGENT, system_prompt="Hi.", clock=clock
    )
    responder.handle(
        whasp_event("e1", ANA, "my name, where I live, my tea?", created_at="2026-11-01T11:59:00Z")
    )
    (audit,) = [r.audit for r in caplog.records if hasattr(r, "audit")]
    logged = {entry["id"].split("-", 1)[1] for entry in audit["facts"]}
    assert len(logged) == 3
    # WHEN she is erased, and someone holding the log guesses exactly what she said
    memory.forget(AGENT, ANA)
    # THEN no guess computes to a logged id
    for draft in SAID:
        assert not guesses(draft.kind, draft.subject, draft.content) & logged
    store.close()


def test_a_fact_id_is_the_same_for_the_same_key_and_another_for_another_key():
    draft, at = SAID[0], datetime.fromisoformat("2026-11-01T12:00:00+00:00")
    assert fact_id(draft, at, KEY) == fact_id(draft, at, KEY)  # a second import upserts
    assert fact_id(draft, at, KEY) != fact_id(draft, at, b"another deployment")
    assert fact_id(draft, at, KEY).split("-")[1] not in guesses("profile", "name", draft.content)


@pytest.mark.parametrize("key", [KEY, b"k"])
def test_ids_keep_their_time_order_prefix(key: bytes):
    at = datetime.fromisoformat("2026-11-01T12:00:00+00:00")
    assert fact_id(SAID[1], at, key).startswith(f"{int(at.timestamp() * 1000):014d}-")
