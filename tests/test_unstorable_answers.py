"""Model answers that parse but cannot be stored or sent (a lone UTF-16 surrogate, nesting
past Python's recursion limit) count as invalid output: a compaction asks its one repair and
keeps the good answer; a reply or a media text goes out and is stored with the surrogate
replaced; a request to the model carries one an older store kept as U+FFFD. Never a raw
UnicodeEncodeError or RecursionError."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from agent_memory import Memory
from agent_memory.core.memory import conversation_key
from agent_memory.core.records import FactDraft, Message
from agent_memory.core.sequence import new_seq
from agent_memory.model.openai_apis import APIS, MalformedAnswer, Prompt
from agent_memory.model.port import CompactionResult
from agent_memory.pipeline.responder import Responder
from agent_memory.store.sqlite import SqliteStore
from tests import test_openai_embedder
from tests.fakes import RecordingMessenger
from tests.lambdas import enqueue, run, whasp_event
from tests.test_media import remembered, voice_note
from tests.test_openai_model import model_for

ANA = "+5511987654321"
GOOD = {
    "summary": "They like tea.",
    "facts": [{"kind": "preference", "subject": "drink", "content": "They like tea.",
               "source": "stated", "updates": None}],
}  # fmt: skip
LONE_SURROGATE_FACT = (
    '{"summary": "They like tea.", "facts": [{"kind": "preference", "subject": "drink", '
    '"content": "Likes tea \\udc00.", "source": "stated", "updates": null}]}'
)
LONE_SURROGATE_SUMMARY = '{"summary": "They like tea \\ud83d and coffee.", "facts": []}'
# the surrogate itself in the answer's text (the server's body escapes it), not its escape
RAW_LONE_SURROGATE = '{"summary": "They like tea \ud83d and coffee.", "facts": []}'
DEEP_NESTING = "```json\n" + "[" * 5000 + "]" * 5000 + "\n```"
BAD_FIRST_ANSWERS = {
    "a lone surrogate in a fact": LONE_SURROGATE_FACT,
    "a lone surrogate in the summary": LONE_SURROGATE_SUMMARY,
    "a lone surrogate in the answer's text": RAW_LONE_SURROGATE,
    "nesting past the recursion limit": DEEP_NESTING,
}


def say(memory: Memory, count: int) -> None:
    for n in range(count):
        memory.remember("bot", ANA, "+5511900000000", "user", f"I like tea {n}")


@pytest.mark.parametrize("bad", list(BAD_FIRST_ANSWERS.values()), ids=list(BAD_FIRST_ANSWERS))
def test_a_compaction_answer_that_cannot_be_stored_is_repaired_and_the_repair_kept(
    store, clock, openai_api, tmp_path: Path, bad: str
) -> None:
    # GIVEN a model whose first compaction answer parses (or nests) but cannot be stored,
    # and whose second, asked for after the repair request, is good
    memory = Memory(store=store, model=model_for(openai_api, tmp_path), clock=clock)
    say(memory, 6)
    openai_api.texts.extend([bad, json.dumps(GOOD)])
    # WHEN the conversation is compacted
    assert memory.compact("bot", ANA, trigger=4, keep=2)
    # THEN the good answer is what is stored, after one repair request that said why
    conversation = store.load(conversation_key("bot", ANA))
    assert conversation.summary is not None and conversation.summary.text == "They like tea."
    assert [f.content for f in conversation.facts] == ["They like tea."]
    assert len(openai_api.generations()) == 2 and not openai_api.texts
    repair = openai_api.generations()[-1].body["input"]  # the Responses API's messages
    assert repair[-1]["role"] == "user" and "cannot be used" in repair[-1]["content"]
    repair[-2]["content"].encode()  # the bad answer is echoed back as valid Unicode


def test_a_model_at_the_port_with_a_lone_surrogate_stores_valid_text(memory) -> None:
    # a model that is not ours hands a result with lone surrogates straight to the core
    memory.model.compactions.append(
        CompactionResult(
            summary="They like tea \ud83d and coffee.",
            facts=[
                FactDraft(kind="preference", subject="drink", content="Likes tea \udc00."),
                FactDraft(kind="profile", subject="home_city", content="They live in Recife."),
            ],
        )
    )
    say(memory, 6)
    assert memory.compact("bot", ANA, trigger=4, keep=2)
    conversation = memory.store.load(conversation_key("bot", ANA))
    assert conversation.summary is not None
    assert conversation.summary.text == "They like tea \ufffd and coffee."
    assert [f.content for f in conversation.facts] == ["They live in Recife."]
    assert memory.metrics.counts["FactsDropped_invalid_unicode"] == 1


def responder_for(memory: Memory, clock) -> tuple[Responder, RecordingMessenger]:
    messenger = RecordingMessenger()
    responder = Responder(
        memory, messenger, ledger=memory.store, agent="bot", system_prompt="p", clock=clock
    )
    return responder, messenger


def test_a_reply_with_a_lone_surrogate_is_sent_and_stored_as_valid_text(memory, clock) -> None:
    # GIVEN a model whose reply holds a lone surrogate (half an emoji)
    memory.model.replies.append("Olá \ud83d!")
    responder, messenger = responder_for(memory, clock)
    # WHEN a message arrives
    outcome = responder.handle(whasp_event("e1", ANA, "Oi", created_at="2026-11-01T11:00:00Z"))
    # THEN the reply goes out and is stored with the surrogate replaced, counted
    assert outcome.action == "answered"
    assert [sent[2] for sent in messenger.sent] == ["Olá \ufffd!"]
    conversation = memory.store.load(conversation_key("bot", ANA))
    assert [m.content for m in conversation.messages if m.role == "assistant"] == ["Olá \ufffd!"]
    assert memory.metrics.counts["ReplyUnicodeReplaced"] == 1


def test_a_reply_with_a_lone_surrogate_from_the_server_reaches_whasp_as_valid_json(
    processor, queues, whasp_api, openai_api
) -> None:
    openai_api.texts.append("Olá \ud83d!")  # the fake sends it escaped: "\\ud83d"
    assert run(processor, enqueue(queues, whasp_event("evt_1", ANA, "Oi"))) == []
    assert whasp_api.texts_to(ANA) == ["Olá \ufffd!"]


def test_a_transcript_with_a_lone_surrogate_is_remembered_as_valid_text(
    processor, queues, media_server, openai_api, whasp_api
) -> None:
    openai_api.transcripts.append("Quero chá \udc00 amanhã")
    openai_api.texts.append("Claro!")
    event, _ = voice_note(queues, media_server)
    assert run(processor, event) == []
    assert remembered(processor) == ["[voice note] Quero chá \ufffd amanhã", "Claro!"]


@dataclass
class RawBody:
    """A client whose every generation answers `text` as its raw body."""

    text: str

    def __getattr__(self, name: str) -> RawBody:  # client.chat.completions.with_raw_response
        return self

    def create(self, **request: object) -> RawBody:
        return self


@pytest.mark.parametrize("api", list(APIS))
def test_a_server_body_nested_past_the_recursion_limit_is_malformed_not_a_crash(api) -> None:
    with pytest.raises(MalformedAnswer, match="not JSON"):
        APIS[api].ask(RawBody("[" * 100_000 + "]" * 100_000), "gpt-test", Prompt("p", []))


def test_a_lone_surrogate_an_older_store_kept_is_sent_to_the_model_as_valid_text(
    tmp_path: Path, clock, openai_api
) -> None:
    # GIVEN a SQLite store holding a message with a lone surrogate (remember took one before)
    store = SqliteStore(tmp_path / "memory.db", clock=clock)
    memory = Memory(store=store, model=model_for(openai_api, tmp_path), clock=clock)
    older = Message(new_seq(clock()), "user", "I like tea \ud800", "+5511900000000", clock())
    assert store.append_message(memory.key("bot", ANA), older)  # remember refuses it now
    say(memory, 5)
    openai_api.texts.extend(["Olá!", json.dumps(GOOD)])
    # WHEN the person writes, and later the conversation is compacted
    responder, messenger = responder_for(memory, clock)
    event = whasp_event("e1", ANA, "Oi", created_at="2026-11-01T11:00:00Z")
    assert responder.handle(event).action == "answered"
    assert memory.compact("bot", ANA, trigger=4, keep=2)
    store.close()
    # THEN both requests carried it as U+FFFD, and the reply went out
    sent = [json.dumps(r.body, ensure_ascii=False) for r in openai_api.generations()]
    assert len(sent) == 2 and all("I like tea \ufffd" in body for body in sent)
    assert [s[2] for s in messenger.sent] == ["Olá!"]


def test_an_embedding_of_a_text_with_a_lone_surrogate_is_requested_as_valid_text(
    openai_api,
) -> None:
    embedder = test_openai_embedder.embedder(openai_api)
    assert len(embedder.embed(["tea \udc00", "coffee"])) == 2
    assert openai_api.requests[-1].body["input"][0] == "tea \ufffd"
