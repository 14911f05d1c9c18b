"""The two OpenAI APIs a server may speak: the Responses API and Chat Completions.

Each turns one neutral request (`Prompt`) into its API's request and reads the
answer body itself, defensively: compatible servers differ, and a proxy may
answer 200 with `null`, `{}` or a bare string. Whatever the body, the caller gets
an `Answer` or `MalformedAnswer`, never a TypeError.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from agent_memory.core.unicode_text import with_valid_unicode
from agent_memory.model.json_answer import NoJsonFound, loads_answer

# How a JSON answer is asked for, strictest first: a strict schema, JSON mode, or in words.
JSON_FORMATS = ("json_schema", "json_object", "none")


class MalformedAnswer(ValueError):
    """The body is not the shape of the API's answer; the message says what is wrong."""


@dataclass(frozen=True)
class Prompt:
    """One request, whichever API carries it.

    `messages` hold a role and a content that is either text or a list of parts:
    `{"type": "text", "text": ...}` and `{"type": "image", "url": <data URL>}`.
    """

    instructions: str
    messages: list[dict[str, Any]]
    schema: tuple[str, dict[str, Any]] | None = None  # name and JSON schema of the answer
    json_format: str = "json_schema"  # how to ask for JSON when `schema` is set
    schema_in_words: str = ""  # added to the instructions when no strict schema is sent
    max_tokens: int | None = None

    def shaped(self, json_format: str) -> Prompt:
        """This prompt asking for JSON the `json_format` way."""
        instructions = self.instructions
        if self.schema is not None and json_format != "json_schema":
            instructions += self.schema_in_words
        return replace(self, json_format=json_format, instructions=instructions)

    def sendable(self) -> Prompt:
        """This prompt with every text valid Unicode: a request body is UTF-8, and a lone
        surrogate (an older store's message, a bad answer echoed for its repair) made the
        client raise UnicodeEncodeError; it goes as U+FFFD (core/unicode_text.py)."""
        messages = [{**m, "content": _valid_content(m["content"])} for m in self.messages]
        return replace(self, instructions=with_valid_unicode(self.instructions), messages=messages)


@dataclass(frozen=True)
class Answer:
    """What the model said, and whether it finished saying it."""

    text: str
    input_tokens: int = 0
    output_tokens: int = 0
    refusal: str | None = None
    cut_off: str | None = None  # why it stopped early: length, content_filter, failed...
    details: dict[str, Any] = field(default_factory=dict)


class OpenAIApi(Protocol):
    """One of the two APIs."""

    name: str

    def ask(self, client: Any, model: str, prompt: Prompt) -> Answer:
        """Send `prompt` and read the answer; raises the client's errors or MalformedAnswer."""
        ...


class ResponsesApi:
    """`POST /responses` with `store=False`: OpenAI's own, and some compatible servers'."""

    name = "responses"

    def ask(self, client: Any, model: str, prompt: Prompt) -> Answer:
        request: dict[str, Any] = {
            "model": model,
            "store": False,
            "instructions": prompt.instructions,
            "input": [_responses_message(m) for m in prompt.messages],
        }
        if prompt.schema is not None and prompt.json_format != "none":
            name, schema = prompt.schema
            request["text"] = {
                "format": (
                    {"type": "json_schema", "name": name, "schema": schema, "strict": True}
                    if prompt.json_format == "json_schema"
                    else {"type": "json_object"}
                )
            }
        if prompt.max_tokens:
            request["max_output_tokens"] = prompt.max_tokens
        raw = client.responses.with_raw_response.create(**request)
        return read_responses_body(_json_body(raw.text))


class ChatCompletionsApi:
    """`POST /chat/completions`: what nearly every OpenAI-compatible server speaks."""

    name = "chat_completions"

    def ask(self, client: Any, model: str, prompt: Prompt) -> Answer:
        messages = [{"role": "system", "content": prompt.instructions}]
        messages += [_chat_message(m) for m in prompt.messages]
        request: dict[str, Any] = {"model": model, "messages": messages}
        if prompt.schema is not None and prompt.json_format != "none":
            name, schema = prompt.schema
            strict = {"name": name, "schema": schema, "strict": True}
            request["response_format"] = (
                {"type": "json_schema", "json_schema": strict}
                if prompt.json_format == "json_schema"
                else {"type": "json_object"}
            )
        if prompt.max_tokens:
            request["max_completion_tokens"] = prompt.max_tokens
        raw = client.chat.completions.with_raw_response.create(**request)
        return read_chat_body(_json_body(raw.text))


APIS: dict[str, OpenAIApi] = {api.name: api for api in (ResponsesApi(), ChatCompletionsApi())}


def read_responses_body(data: Any) -> Answer:
    """The answer in a Responses API body: its output text, refusal and status."""
    texts, refusals = _message_parts(_field(data, "output", list))
    usage = data.get("usage")
    return Answer(
        text="".join(texts),
        input_tokens=_count(usage, "input_tokens"),
        output_tokens=_count(usage, "output_tokens"),
        refusal=" ".join(r for r in refusals if r) or None,
        cut_off=_responses_cut_off(data),
    )


def _message_parts(output: list[Any]) -> tuple[list[str], list[str]]:
    """The output texts and refusals of a Responses body's message items."""
    texts, refusals = [], []
    for item in output:
        if not isinstance(item, dict) or item.get("type") != "message":
            continue  # reasoning items, tool calls: nothing to say to a person
        for part in item.get("content") or []:
            if isinstance(part, dict) and part.get("type") == "output_text":
                texts.append(_text(part.get("text")))
            elif isinstance(part, dict) and part.get("type") == "refusal":
                refusals.append(_text(part.get("refusal")))
    return texts, refusals


def _responses_cut_off(data: dict[str, Any]) -> str | None:
    """Why a Responses answer stopped early (length, content_filter, failed...), if it did."""
    status = data.get("status")
    if status == "incomplete":
        details = data.get("incomplete_details")
        reason = details.get("reason") if isinstance(details, dict) else None
        return reason if isinstance(reason, str) else "incomplete"
    return status if status in ("failed", "cancelled") else None


def read_chat_body(data: Any) -> Answer:
    """The answer in a Chat Completions body: the first choice's message and finish reason."""
    choices = _field(data, "choices", list)
    if not choices or not isinstance(choices[0], dict):
        raise MalformedAnswer("the answer has no choices")
    message = _field(choices[0], "message", dict)
    content = message.get("content")
    if isinstance(content, list):  # some servers answer in parts, as requests may be sent
        content = "".join(_text(p.get("text")) for p in content if isinstance(p, dict))
    finish = choices[0].get("finish_reason")
    usage = data.get("usage")
    refusal = message.get("refusal")
    return Answer(
        text=_text(content),
        input_tokens=_count(usage, "prompt_tokens"),
        output_tokens=_count(usage, "completion_tokens"),
        refusal=refusal if isinstance(refusal, str) and refusal.strip() else None,
        cut_off=finish if finish in ("length", "content_filter") else None,
    )


def _valid_content(content: str | list[dict[str, Any]]) -> str | list[dict[str, Any]]:
    if isinstance(content, str):
        return with_valid_unicode(content)
    return [{**p, "text": with_valid_unicode(p["text"])} if "text" in p else p for p in content]


def _json_body(text: str) -> Any:
    try:
        return loads_answer(text)
    except NoJsonFound:  # nesting too deep to read, too
        raise MalformedAnswer("the answer body is not JSON") from None


def _field(data: Any, name: str, kind: type) -> Any:
    if not isinstance(data, dict):
        raise MalformedAnswer(f"the answer body is {type(data).__name__}, not an object")
    value = data.get(name)
    if not isinstance(value, kind):
        error = data.get("error")
        if isinstance(error, dict) and isinstance(error.get("message"), str):
            said = error["message"][:160]
            raise MalformedAnswer(f"the server answered 200 with an error: {said}")
        raise MalformedAnswer(f"the answer has no {name} ({kind.__name__})")
    return value


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _count(usage: Any, name: str) -> int:
    value = usage.get(name) if isinstance(usage, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def _responses_message(message: dict[str, Any]) -> dict[str, Any]:
    content = message["content"]
    if isinstance(content, str):
        return {"role": message["role"], "content": content}
    parts = [
        {"type": "input_image", "image_url": p["url"], "detail": "auto"}
        if p["type"] == "image"
        else {"type": "input_text", "text": p["text"]}
        for p in content
    ]
    return {"role": message["role"], "content": parts}


def _chat_message(message: dict[str, Any]) -> dict[str, Any]:
    content = message["content"]
    if isinstance(content, str):
        return {"role": message["role"], "content": content}
    parts = [
        {"type": "image_url", "image_url": {"url": p["url"]}}
        if p["type"] == "image"
        else {"type": "text", "text": p["text"]}
        for p in content
    ]
    return {"role": message["role"], "content": parts}
