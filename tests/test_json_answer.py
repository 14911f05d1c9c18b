"""Compaction answers as real models write them: fenced, after a preamble, before a remark."""

from __future__ import annotations

import json
import re

import pytest

from agent_memory.model.compaction_output import CompactionOutputInvalid, parse_compaction
from agent_memory.model.json_answer import NoJsonFound, json_in_answer

ANSWER = {
    "summary": "Ana lives in Recife.",
    "facts": [{"kind": "profile", "subject": "home_city", "content": "They live in Recife.",
               "source": "stated"}],
}  # fmt: skip
BODY = json.dumps(ANSWER, indent=2)


@pytest.mark.parametrize(
    "text",
    [
        BODY,
        f"```json\n{BODY}\n```",
        f"Here is the memory update:\n\n```json\n{BODY}\n```",
        f"Sure! Here is the JSON you asked for:\n{BODY}",
        f"{BODY}\n\nLet me know if you need anything else.",
        f"```\n{BODY}\n```\nI kept the summary short.",
        f"Notes {{not json}} first.\n```JSON\n{BODY}\n```",
        f"Sure: {BODY} (the facts are new).",
    ],
    ids=["bare", "fence", "preamble+fence", "preamble", "trailing", "fence+trailing",
         "braces before", "inline"],
)  # fmt: skip
def test_a_compaction_answer_is_read_however_the_model_wraps_it(text: str) -> None:
    result = parse_compaction(text)
    assert result.summary == "Ana lives in Recife."
    assert [f.subject for f in result.facts] == ["home_city"]


@pytest.mark.parametrize(
    "text",
    [
        "Sure! Here is the summary: Ana lives in Recife.",
        '```json\n{"summary": "Ana lives in Rec',  # cut off: never repaired into a summary
        "{" * 10_000,
    ],
)
def test_an_answer_without_whole_json_is_refused_not_repaired(text: str) -> None:
    with pytest.raises(CompactionOutputInvalid, match="not valid JSON"):
        parse_compaction(text)


def test_a_bare_list_is_still_named_a_list() -> None:
    assert json_in_answer("[1, 2]") == [1, 2]
    with pytest.raises(NoJsonFound):
        json_in_answer("no json here")


NESTED_TOO_DEEP = {
    "a bare list": "[" * 100_000 + "]" * 100_000,
    "an object in prose": "Here: " + '{"a":' * 50_000 + "1" + "}" * 50_000,
    "a fence": "```json\n" + "[" * 5_000 + "]" * 5_000 + "\n```",
}


@pytest.mark.parametrize("text", list(NESTED_TOO_DEEP.values()), ids=list(NESTED_TOO_DEEP))
def test_json_nested_past_the_recursion_limit_is_not_valid_json(text: str) -> None:
    with pytest.raises(NoJsonFound, match="not valid JSON"):
        json_in_answer(text)
    with pytest.raises(CompactionOutputInvalid, match="not valid JSON"):
        parse_compaction(text)


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        ({"summary": "They like tea \ud83d.", "facts": []}, '"summary" holds a lone UTF-16'),
        (ANSWER | {"facts": [ANSWER["facts"][0] | {"content": "Likes tea \udc00."}]},
         "facts[0].content holds a lone UTF-16"),
        (ANSWER | {"facts": [ANSWER["facts"][0] | {"subject": "drink\udc00"}]},
         "facts[0].subject holds a lone UTF-16"),
        (ANSWER | {"facts": [ANSWER["facts"][0] | {"updates": "f\ud800"}]},
         "facts[0].updates holds a lone UTF-16"),
    ],
    ids=["summary", "content", "subject", "updates"],
)  # fmt: skip
def test_an_answer_no_store_could_hold_is_not_the_schema(answer: dict, reason: str) -> None:
    text = json.dumps(answer)  # the surrogate escaped, "\\udc00", as a server sends it
    with pytest.raises(CompactionOutputInvalid, match=re.escape(reason)):
        parse_compaction(text)


def test_a_surrogate_pair_escaped_in_the_answer_is_its_character() -> None:
    text = json.dumps({"summary": "They love \U0001f375.", "facts": []})  # "\\ud83c\\udf75"
    assert parse_compaction(text).summary == "They love \U0001f375."


DRAFT = ANSWER | {"summary": "DRAFT", "facts": []}


@pytest.mark.parametrize(
    "text",
    [
        f"First draft: {json.dumps(DRAFT)}\nHmm, better:\n{BODY}",
        f"<think>\nFirst draft: {json.dumps(DRAFT)}\n</think>\n{BODY}",  # a server left it in
        f"```json\n{json.dumps(DRAFT)}\n```\nCorrected:\n```json\n{BODY}\n```",
        f"{BODY}\n\nNote: {{\"confidence\": 0.9}}",
    ],
    ids=["drafted in prose", "drafted in reasoning", "two fences", "a remark object after"],
)  # fmt: skip
def test_of_several_objects_the_last_of_the_answers_shape_is_the_answer(text: str) -> None:
    result = parse_compaction(text)
    assert result.summary == "Ana lives in Recife."


def test_an_objects_own_members_are_not_taken_for_the_answer() -> None:
    text = f"Here: {BODY}"  # its facts are objects too, after it starts, and not the shape
    assert json_in_answer(text, keys=("summary", "facts")) == ANSWER


def test_with_no_object_of_the_shape_the_first_is_checked_and_its_fault_named() -> None:
    text = 'Here: {"summary": "Ana lives in Recife."} and {"confidence": 0.9}'
    with pytest.raises(CompactionOutputInvalid, match='"facts" is missing or not a list'):
        parse_compaction(text)
