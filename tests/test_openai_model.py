"""The OpenAI adapter against fake servers on 127.0.0.1: only the Responses API, only Chat
Completions (with and without strict JSON schemas), and Azure's URL shape."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from agent_memory.config import Settings
from agent_memory.core.records import Message
from agent_memory.errors import (
    ConfigurationError,
    ModelAnswerUnusable,
    ModelInputTooLarge,
    ModelRejected,
    ModelUnavailable,
)
from agent_memory.model.openai_model import OpenAIModel
from agent_memory.wiring import model_from_settings
from tests.servers import DrippingServer, FakeOpenAI

FACTS = {
    "summary": "Ana lives in Recife and has a dog.",
    "facts": [
        {"kind": "profile", "subject": "home_city", "content": "They live in Recife.",
         "source": "stated"},
        {"kind": "profile", "subject": "pet_name", "content": "Their dog is Pipoca.",
         "source": "stated"},
    ],
}  # fmt: skip
SERVERS = {
    "responses only": {"speaks": frozenset({"responses"})},
    "chat completions with json schema": {"speaks": frozenset({"chat_completions"})},
    "chat completions without json schema": {
        "speaks": frozenset({"chat_completions"}),
        "json_schema": False,
    },
    "azure": {"speaks": frozenset({"chat_completions"}), "azure_deployment": "my-gpt"},
}
PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 32


@pytest.fixture(params=list(SERVERS))
def server(request: pytest.FixtureRequest) -> Iterator[FakeOpenAI]:
    with FakeOpenAI(**SERVERS[request.param]) as fake:
        yield fake


def model_for(fake: FakeOpenAI | DrippingServer, tmp_path: Path, **settings: str) -> OpenAIModel:
    """The model the settings of a user of `fake` would build."""
    environment = {"OPENAI_API_KEY": "sk-test", "SQLITE_PATH": str(tmp_path / "memory.db")}
    if getattr(fake, "azure_deployment", None):
        environment |= {"AZURE_OPENAI_ENDPOINT": fake.url, "OPENAI_MODEL": fake.azure_deployment}  # type: ignore[union-attr]
    else:
        environment |= {"OPENAI_BASE_URL": fake.url + "/v1", "OPENAI_MODEL": "gpt-test"}
    model = model_from_settings(Settings(environment | settings))
    assert isinstance(model, OpenAIModel)
    return model


def messages(*texts: str) -> list[Message]:
    at = datetime(2026, 11, 1, tzinfo=UTC)
    return [Message(f"{n:04d}", "user", t, "+5511900000000", at) for n, t in enumerate(texts)]


def test_a_turn_is_answered_on_every_server_shape(server: FakeOpenAI, tmp_path: Path) -> None:
    server.texts.append("Olá, Ana!")
    reply = model_for(server, tmp_path).reply("Be kind.", [{"role": "user", "content": "Oi"}])
    assert reply.text == "Olá, Ana!"
    assert (reply.input_tokens, reply.output_tokens) == (120, 12)
    sent = server.replies()[-1]
    if "responses" in server.speaks:
        assert sent.body["store"] is False and sent.body["instructions"] == "Be kind."
    else:
        assert sent.body["messages"][0] == {"role": "system", "content": "Be kind."}
        assert sent.body["messages"][-1] == {"role": "user", "content": "Oi"}


def test_a_compaction_gets_valid_facts_on_every_server_shape(
    server: FakeOpenAI, tmp_path: Path
) -> None:
    server.texts.append(json.dumps(FACTS))
    result = model_for(server, tmp_path).compact(None, messages("I live in Recife."), [])
    assert result.summary == FACTS["summary"]
    assert [(f.kind, f.subject, f.source) for f in result.facts] == [
        ("profile", "home_city", "stated"),
        ("profile", "pet_name", "stated"),
    ]
    asked = server.generations()[-1].body
    requested = asked.get("response_format") or asked.get("text", {}).get("format")
    expected = "json_object" if server.json_schema is False else "json_schema"
    assert requested["type"] == expected


def test_a_photo_is_described_on_every_server_shape(server: FakeOpenAI, tmp_path: Path) -> None:
    server.texts.append("A receipt totalling R$ 84,90.")
    model = model_for(server, tmp_path)
    assert model.describe_image(PNG, "image/png", "quanto?") == "A receipt totalling R$ 84,90."
    sent = server.image_requests()[-1]  # after a 404 on /responses where there is none
    content = json.dumps(sent.body)
    assert "data:image/png;base64," in content and "Caption: quanto?" in content


def test_azure_requests_carry_the_deployment_api_version_and_api_key(tmp_path: Path) -> None:
    with FakeOpenAI(speaks=frozenset({"chat_completions"}), azure_deployment="my-gpt") as fake:
        model = model_for(
            fake, tmp_path, AZURE_OPENAI_API_VERSION="2024-10-21", OPENAI_JSON_FORMAT="json_schema"
        )
        model.reply("Be kind.", [{"role": "user", "content": "Oi"}])
    [answered] = fake.requests  # Chat Completions at once: Azure's deployment URLs
    assert answered.path == "/openai/deployments/my-gpt/chat/completions?api-version=2024-10-21"
    assert answered.headers["api-key"] == "sk-test"


def test_a_chat_only_server_is_probed_once_at_start_up_never_on_a_live_request(
    tmp_path: Path,
) -> None:
    with FakeOpenAI(speaks=frozenset({"chat_completions"})) as fake:
        model = model_for(fake, tmp_path)
        model.check()  # serve's start-up check: the probe
        probes = len(fake.requests)
        for _ in range(3):
            model.reply("Be kind.", [{"role": "user", "content": "Oi"}])
    assert [r.path for r in fake.requests[:probes]] == ["/v1/responses", "/v1/chat/completions"]
    assert fake.requests[1].body["response_format"]["type"] == "json_schema"
    # the live requests go where the probe found, and nothing is kept in a file
    assert [r.path for r in fake.requests[probes:]] == ["/v1/chat/completions"] * 3
    assert (model.api, model.json_format) == ("chat_completions", "json_schema")
    assert list(tmp_path.iterdir()) == []


def test_settings_decide_without_a_probe(tmp_path: Path) -> None:
    with FakeOpenAI(speaks=frozenset({"chat_completions"}), json_schema=False) as fake:
        model = model_for(fake, tmp_path, OPENAI_API="chat_completions",
                          OPENAI_JSON_FORMAT="json_object")  # fmt: skip
        fake.texts.append(json.dumps(FACTS))
        model.compact(None, messages("I live in Recife."), [])
    [asked] = fake.requests
    assert asked.body["response_format"] == {"type": "json_object"}


def test_openai_itself_is_known_without_a_probe() -> None:
    settings = Settings({"OPENAI_API_KEY": "sk-test"})
    assert (settings.openai_api, settings.openai_json_format) == ("responses", "json_schema")


def test_a_live_request_refused_its_format_names_the_setting_and_does_not_step_down(
    tmp_path: Path,
) -> None:
    with FakeOpenAI(speaks=frozenset({"chat_completions"}), json_schema=False) as fake:
        model = model_for(fake, tmp_path, OPENAI_API="chat_completions",
                          OPENAI_JSON_FORMAT="json_schema")  # fmt: skip
        with pytest.raises(ModelRejected, match="OPENAI_JSON_FORMAT"):
            model.compact(None, messages("I live in Recife."), [])
    assert len(fake.requests) == 1


def test_openai_api_forces_one_api(tmp_path: Path) -> None:
    with FakeOpenAI() as fake:
        model = model_for(
            fake, tmp_path, OPENAI_API="chat_completions", OPENAI_JSON_FORMAT="json_schema"
        )
        model.reply("Be kind.", [{"role": "user", "content": "Oi"}])
    assert [r.path for r in fake.requests] == ["/v1/chat/completions"]


def test_a_forced_api_the_server_lacks_names_the_setting(tmp_path: Path) -> None:
    fake = FakeOpenAI(speaks=frozenset({"chat_completions"}))
    with fake, pytest.raises(ModelRejected) as raised:
        model_for(fake, tmp_path, OPENAI_API="responses").check()
    assert str(raised.value) == (
        f"model refused: 404 — the server at {fake.url}/v1 has no Responses API: set "
        "OPENAI_API=auto"
    )


def test_an_unknown_openai_api_setting_names_the_choices(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="use auto, responses, chat_completions"):
        _ = Settings({"OPENAI_API": "completions"}).openai_api


def test_a_malformed_compaction_answer_is_repaired_once(tmp_path: Path) -> None:
    with FakeOpenAI(speaks=frozenset({"chat_completions"}), json_schema=False) as fake:
        fake.texts.extend(['{"summary": "Ana.", "facts": [{"kind": "hobby"}]}', json.dumps(FACTS)])
        result = model_for(fake, tmp_path).compact(None, messages("I live in Recife."), [])
    assert len(result.facts) == 2
    repair = fake.generations()[-1].body["messages"]
    assert repair[-2]["role"] == "assistant"
    assert "facts[0].subject is missing" in repair[-1]["content"]


def test_a_compaction_answer_still_malformed_after_the_repair_is_rejected_with_the_reason(
    tmp_path: Path,
) -> None:
    with FakeOpenAI(speaks=frozenset({"chat_completions"}), json_schema=False) as fake:
        fake.texts.extend(["Sure! Here is the summary: Ana lives in Recife.", "[1, 2]"])
        with pytest.raises(ModelRejected) as raised:
            model_for(fake, tmp_path).compact(None, messages("I live in Recife."), [])
    assert str(raised.value) == (
        "the model's compaction answer is not the schema (it is not valid JSON), nor after one "
        "repair (it is a JSON list, not an object): use an OPENAI_MODEL that can answer in JSON"
    )
    # the probe: no /responses (404), the strict schema refused (400), JSON mode taken;
    # then the compaction and one repair
    assert [r.path.rsplit("/", 1)[-1] for r in fake.probes()] == ["responses"] + ["completions"] * 2
    assert [r.path.rsplit("/", 1)[-1] for r in fake.generations()] == ["completions"] * 2


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        ({"body": None}, "malformed (the answer body is NoneType, not an object), twice"),
        ({"body": {}}, "malformed (the answer has no output (list)), twice"),
        ({"body": "sure"}, "malformed (the answer body is str, not an object), twice"),
        ({"text": "   \n"}, "the model's answer is empty, twice"),
        ({"refusal": "I can't help with that."}, "the model refused to answer the person"),
        ({"cut_off": "max_output_tokens", "text": ""}, "cut off (max_output_tokens)"),
        ({"cut_off": "content_filter", "text": "Well"}, "cut off (content_filter)"),
    ],
)
def test_an_unusable_answer_raises_a_named_error_never_a_type_error(
    tmp_path: Path, answer: dict, reason: str
) -> None:
    with FakeOpenAI(speaks=frozenset({"responses"})) as fake:
        fake.texts.extend([answer, answer])
        with pytest.raises(
            ModelAnswerUnusable, match=reason.replace("(", r"\(").replace(")", r"\)")
        ):
            model_for(fake, tmp_path).reply("Be kind.", [{"role": "user", "content": "Oi"}])


def test_an_empty_answer_is_asked_again_once(tmp_path: Path) -> None:
    with FakeOpenAI(speaks=frozenset({"chat_completions"})) as fake:
        fake.texts.extend(["", "Olá!"])
        reply = model_for(fake, tmp_path).reply("Be kind.", [{"role": "user", "content": "Oi"}])
    assert reply.text == "Olá!"


@pytest.mark.parametrize(
    ("status", "body", "expected", "kind"),
    [
        (401, {"error": {"message": "Incorrect API key provided", "code": "invalid_api_key"}},
         "model refused: 401 (Incorrect API key provided) — check OPENAI_API_KEY", ModelRejected),
        (404, {"error": {"message": "The model `gpt-x` does not exist", "code": "model_not_found"}},
         "model refused: 404 (The model `gpt-x` does not exist) — check OPENAI_MODEL",
         ModelRejected),
        (429, {"error": {"message": "You exceeded your quota", "code": "insufficient_quota"}},
         "the account has no quota left", ModelRejected),
        (429, {"error": {"message": "Slow down", "code": "rate_limit_exceeded"}},
         "model API rate limited (429 (Slow down)); retry later", ModelUnavailable),
    ],
)  # fmt: skip
def test_errors_say_what_to_fix(
    tmp_path: Path, status: int, body: dict, expected: str, kind: type
) -> None:
    with FakeOpenAI() as fake:
        fake.texts.extend([{"status": status, "body": body}] * 4)
        with pytest.raises(kind) as raised:
            model_for(fake, tmp_path).reply("Be kind.", [{"role": "user", "content": "Oi"}])
    assert expected in str(raised.value)
    assert not fake.requests[-1].path.endswith("/chat/completions")  # no fallback on these


def test_a_server_with_neither_api_names_the_base_url(tmp_path: Path) -> None:
    with FakeOpenAI(speaks=frozenset()) as fake, pytest.raises(ModelRejected) as raised:
        model_for(fake, tmp_path).check()
    assert str(raised.value) == (
        f"model refused: neither /responses nor /chat/completions exists at {fake.url}/v1 "
        "(404, 404) — check OPENAI_BASE_URL"
    )


def test_a_server_without_transcription_gives_a_clear_reason_and_is_asked_once(
    tmp_path: Path,
) -> None:
    with FakeOpenAI(speaks=frozenset({"chat_completions"}), transcription=False) as fake:
        model = model_for(fake, tmp_path)
        for _ in range(2):
            with pytest.raises(ModelRejected, match="has no /audio/transcriptions"):
                model.transcribe(b"OggS", "audio/ogg")
    assert len(fake.transcriptions()) == 1


def test_transcription_works_where_the_server_has_it(server: FakeOpenAI, tmp_path: Path) -> None:
    server.transcripts.append(" Quero marcar uma consulta ")
    # on Azure the transcription model is a deployment too
    deployment = {"OPENAI_TRANSCRIPTION_MODEL": server.azure_deployment or "whisper-1"}
    model = model_for(server, tmp_path, **deployment)
    assert model.transcribe(b"OggS", "audio/ogg") == ("Quero marcar uma consulta")


@pytest.mark.parametrize(
    "options",
    [{"drip_headers": True}, {}, {"endless": True}],
    ids=["headers dripped", "body dripped", "endless body"],
)
def test_a_dripping_answer_ends_at_the_calls_deadline(tmp_path: Path, options: dict) -> None:
    # GIVEN a server that answers 1 byte every 0.1 s (a 1 KB answer: 100 s), 1 s to answer
    with DrippingServer(**options) as fake:
        model = model_for(fake, tmp_path, OPENAI_TIMEOUT_SECONDS="1",
                          OPENAI_API="chat_completions", OPENAI_JSON_FORMAT="none")  # fmt: skip
        started = time.monotonic()
        with pytest.raises(ModelUnavailable):
            model.reply("Be kind.", [{"role": "user", "content": "Oi"}])
        elapsed = time.monotonic() - started
    # THEN the call ends at its deadline, without the client's retry or its pause
    assert elapsed < 1.4, f"took {elapsed:.1f} s"
    assert len(fake.requests) == 1


def test_an_oversized_answer_is_refused_with_its_size_not_read_whole(tmp_path: Path) -> None:
    with DrippingServer(big=9_000_000) as fake:
        model = model_for(fake, tmp_path, OPENAI_API="chat_completions",
                          OPENAI_JSON_FORMAT="none")  # fmt: skip
        with pytest.raises(ModelAnswerUnusable, match=r"over 4194304 bytes"):
            model.reply("Be kind.", [{"role": "user", "content": "Oi"}])
    assert len(fake.requests) == 1  # the client's retry is refused before it is sent


def test_media_over_the_apis_limits_is_refused_before_a_byte_is_sent(tmp_path: Path) -> None:
    with FakeOpenAI() as fake:
        model = model_for(fake, tmp_path, OPENAI_API="responses", OPENAI_JSON_FORMAT="json_schema")
        with pytest.raises(ModelInputTooLarge, match="photo of 16777216 bytes"):
            model.describe_image(PNG + b"\x00" * (16 * 1024 * 1024 - len(PNG)), "image/png", None)
        with pytest.raises(ModelInputTooLarge, match="voice note"):
            model.transcribe(b"\x00" * (26 * 1024 * 1024), "audio/ogg")
    assert fake.requests == []


def test_a_process_loads_the_system_certificates_once_for_all_its_model_clients(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Building the TLS context reads the system's certificates (about 40 ms of CPU): once per
    process, not twice per client; the one context still checks servers and their names."""
    import ssl

    from agent_memory.model.call_deadline import tls_context
    from agent_memory.model.openai_client import OpenAIServer

    loads: list[object] = []
    original = ssl.SSLContext.load_verify_locations

    def load(context: ssl.SSLContext, *args: object, **kwargs: object) -> None:
        loads.append(args)
        original(context, *args, **kwargs)

    monkeypatch.setattr(ssl.SSLContext, "load_verify_locations", load)
    tls_context.cache_clear()
    for base_url in ("http://127.0.0.1:9/v1", "https://api.openai.com/v1", None):
        OpenAIServer(api_key="sk-test", base_url=base_url).client()
    OpenAIServer(api_key="k", azure_endpoint="https://x.openai.azure.com", api_version="v").client()
    assert len(loads) == 1
    assert tls_context().verify_mode == ssl.CERT_REQUIRED and tls_context().check_hostname


THOUGHT = "The user said their PIN. I should not repeat the internal note."
REASONING_ANSWERS = {
    "a think block (Qwen3 on Ollama or vLLM)": f"<think>\n{THOUGHT}\n</think>\n\nOi! Tudo bem?",
    "a lone closing tag (DeepSeek-R1)": f"{THOUGHT}\n</think>\n\nOi! Tudo bem?",
    "two blocks, another tag name, another case": (
        f"<Thinking>{THOUGHT}</Thinking>\n<reasoning>{THOUGHT}</reasoning>Oi! Tudo bem?"
    ),
}  # fmt: skip


@pytest.mark.parametrize("text", list(REASONING_ANSWERS.values()), ids=list(REASONING_ANSWERS))
def test_a_reasoning_models_thinking_is_never_the_reply(
    server: FakeOpenAI, tmp_path: Path, text: str
) -> None:
    server.texts.append(text)
    reply = model_for(server, tmp_path).reply("Be kind.", [{"role": "user", "content": "Oi"}])
    assert reply.text == "Oi! Tudo bem?"


def test_an_answer_that_only_mentions_the_tag_later_is_kept_whole(tmp_path: Path) -> None:
    text = "Models such as Qwen3 write their notes between <think> and </think> before answering."
    with FakeOpenAI(speaks=frozenset({"chat_completions"})) as fake:
        fake.texts.append(text)
        reply = model_for(fake, tmp_path).reply("Be kind.", [{"role": "user", "content": "Oi"}])
    assert reply.text == text


@pytest.mark.parametrize(
    "text",
    [f"<think>\n{THOUGHT}\n</think>\n", f"<think>\n{THOUGHT} And then I will s"],
    ids=["only a closed block", "an unclosed block (stopped mid-thought)"],
)
def test_an_answer_that_is_only_reasoning_is_asked_again_then_unusable(
    tmp_path: Path, text: str
) -> None:
    with FakeOpenAI(speaks=frozenset({"chat_completions"})) as fake:
        fake.texts.extend([text, text])
        with pytest.raises(
            ModelAnswerUnusable, match="the model's answer is only reasoning, twice"
        ):
            model_for(fake, tmp_path).reply("Be kind.", [{"role": "user", "content": "Oi"}])
    assert len(fake.generations()) == 2


def test_a_compaction_takes_the_answer_after_the_thinking_not_the_draft_in_it(
    tmp_path: Path,
) -> None:
    draft = FACTS | {"summary": "DRAFT", "facts": [FACTS["facts"][0] | {"content": "DRAFTVILLE"}]}
    text = f"<think>\nFirst draft: {json.dumps(draft)}\nHmm, better:\n</think>\n{json.dumps(FACTS)}"
    with FakeOpenAI(speaks=frozenset({"chat_completions"}), json_schema=False) as fake:
        fake.texts.append(text)
        result = model_for(fake, tmp_path).compact(None, messages("I live in Recife."), [])
    assert result.summary == FACTS["summary"]
    assert [f.content for f in result.facts] == ["They live in Recife.", "Their dog is Pipoca."]


def test_a_compaction_repair_sends_the_answer_back_without_its_thinking(tmp_path: Path) -> None:
    with FakeOpenAI(speaks=frozenset({"chat_completions"}), json_schema=False) as fake:
        fake.texts.extend([f"<think>{THOUGHT}</think>\nAna lives in Recife.", json.dumps(FACTS)])
        model_for(fake, tmp_path).compact(None, messages("I live in Recife."), [])
    sent_back = fake.generations()[-1].body["messages"][-2]
    assert sent_back == {"role": "assistant", "content": "Ana lives in Recife."}
