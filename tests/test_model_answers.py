"""Class 3, the model's half: whatever a model answers, nothing blank or half-said reaches a
person or memory, and no answer crashes a turn."""

from __future__ import annotations

import json

import boto3
import pytest

from agent_memory.core.memory import conversation_key
from agent_memory.errors import ModelRejected
from agent_memory.pipeline.maintenance import run_maintenance
from agent_memory.pipeline.responder import DEFAULT_FALLBACK_REPLY, Responder
from tests.fakes import RecordingMessenger, ScriptedModel
from tests.lambdas import enqueue, run, whasp_event
from tests.test_maintenance import mark_due, say

ANA = "+5511987654321"

UNUSABLE_ANSWERS = {
    "empty": {"text": ""},
    "whitespace only": {"text": " \n\t "},
    "refused": {"refusal": "I can't help with that."},
    "cut off by the token limit": {"cut_off": "max_output_tokens", "text": ""},
    "cut off by a content filter": {"cut_off": "content_filter", "text": "You should"},
    "a null body": {"body": None},
    "an empty object": {"body": {}},
    "a bare string": {"body": "OK"},
    "an error in a 200": {"body": {"error": {"message": "upstream overloaded"}}},
    "only reasoning": {"text": "<think>\nThey want a greeting.\n</think>\n"},
    "reasoning never closed": {"text": "<think>\nThey want a greeting. I will say"},
}


@pytest.mark.parametrize("answer", list(UNUSABLE_ANSWERS.values()), ids=list(UNUSABLE_ANSWERS))
def test_an_unusable_model_answer_gets_the_fallback_reply_at_once(
    processor, queues, whasp_api, openai_api, answer
):
    # GIVEN a model that answers the same unusable way however often it is asked
    openai_api.texts.extend([answer] * 4)
    # WHEN a message arrives
    failed = run(processor, enqueue(queues, whasp_event("evt_1", ANA, "Oi")))
    # THEN the record is done (not retried, not parked) and the person gets the fallback
    assert failed == []
    assert whasp_api.texts_to(ANA) == [DEFAULT_FALLBACK_REPLY]
    conversation = processor.responder().memory.store.load(conversation_key("bot", ANA))
    replies = [m.content for m in conversation.messages if m.role == "assistant"]
    assert replies == [DEFAULT_FALLBACK_REPLY]  # what the person saw, never a blank
    dead = boto3.client("sqs").receive_message(QueueUrl=queues["InboxDeadLetterQueue"])
    assert "Messages" not in dead


def test_a_reasoning_models_thinking_is_neither_sent_nor_stored_nor_sent_back(
    processor, queues, whasp_api, openai_api
):
    # GIVEN a reasoning model behind a server that leaves its thinking in the answer
    openai_api.texts.extend(
        ["<think>\nTheir PIN is 4321; do not repeat it.\n</think>\n\nOi!", "Ok."]
    )
    # WHEN two messages arrive, one after the other
    assert run(processor, enqueue(queues, whasp_event("evt_1", ANA, "Oi"))) == []
    assert run(processor, enqueue(queues, whasp_event("evt_2", ANA, "Tudo bem?"))) == []
    # THEN the person reads the answer, history keeps it, and the next turn sends no thinking
    assert whasp_api.texts_to(ANA) == ["Oi!", "Ok."]
    conversation = processor.responder().memory.store.load(conversation_key("bot", ANA))
    assert [m.content for m in conversation.messages if m.role == "assistant"] == ["Oi!", "Ok."]
    assert "4321" not in json.dumps(openai_api.replies()[-1].body)


def test_a_fallback_is_sent_once_however_often_the_record_comes_back(
    processor, queues, whasp_api, openai_api
):
    openai_api.texts.extend([{"text": ""}] * 4)
    event = enqueue(queues, whasp_event("evt_1", ANA, "Oi"))
    assert run(processor, event) == [] and run(processor, event) == []
    assert whasp_api.texts_to(ANA) == [DEFAULT_FALLBACK_REPLY]
    assert len(openai_api.replies()) == 2  # the empty answer was asked again once, no more


@pytest.mark.parametrize("text", ["", "   ", None])
def test_any_model_that_answers_blank_is_held_to_the_same_rule(memory, clock, text) -> None:
    # a model at the port (not ours) whose reply is blank or not even text
    model = ScriptedModel()
    model.replies.append(text)  # type: ignore[arg-type]
    memory.model = model
    messenger = RecordingMessenger()
    responder = Responder(
        memory,
        messenger,
        ledger=memory.store,
        agent="bot",
        system_prompt="p",
        clock=clock,
        fallback_reply="Sorry!",
    )
    outcome = responder.handle(whasp_event("e1", ANA, "Oi", created_at="2026-11-01T11:00:00Z"))
    assert outcome.action == "fallback"
    assert [sent[2] for sent in messenger.sent] == ["Sorry!"]


def test_a_rejected_compaction_names_its_reason_in_the_maintenance_log(
    memory, clock, caplog
) -> None:
    # GIVEN a conversation due for compaction, and a model whose answer is not the schema
    reason = "the model's compaction answer is not the schema (it is not valid JSON)"

    def refuse(*args: object) -> None:
        raise ModelRejected(reason)

    memory.model.compact = refuse  # type: ignore[method-assign]
    say(memory, ANA, 40)
    mark_due(memory, ANA)
    # WHEN maintenance runs, THEN it stays due and the log says why
    report = run_maintenance(memory, lambda: 900.0)
    assert report.failed == 1
    [record] = [r for r in caplog.records if r.getMessage().startswith("maintenance job failed")]
    assert record.reason == reason
