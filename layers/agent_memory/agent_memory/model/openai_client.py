"""Reaching an OpenAI-compatible server with the official client, and naming its errors.

One factory builds the client for every OpenAI adapter (chat, embeddings): OpenAI
itself, any compatible `OPENAI_BASE_URL`, or an Azure OpenAI resource, whose URLs
carry the deployment and an `api-version` (the SDK's AzureOpenAI knows that shape).
Every error the client raises is translated here into retry (transient) or poison
(permanent), with the fix in the message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import openai

from agent_memory.errors import ModelAnswerUnusable, ModelRejected, ModelUnavailable
from agent_memory.model.call_deadline import AnswerTooLarge, DeadlinePassed, DeadlineTransport

# Statuses a server answers for an API it does not have (Go, FastAPI, llama.cpp...).
MISSING_ENDPOINT_STATUS = frozenset({404, 405, 501})
_SERVER_MESSAGE_CHARS = 160
# How servers say a request is too large: OpenAI's code, and the words of others (vLLM,
# llama.cpp, Ollama, LiteLLM) for the same refusal.
TOO_LARGE_CODES = frozenset({"context_length_exceeded", "string_above_max_length"})
TOO_LARGE_WORDS = re.compile(
    r"maximum context length|context length|too many tokens|too long|too large|"
    r"reduce the length|exceeds? the (?:maximum|limit)|maximum input length",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class OpenAIServer:
    """Where the model runs and how to reach it."""

    api_key: str
    base_url: str | None = None  # None: api.openai.com
    azure_endpoint: str | None = None  # set: Azure OpenAI, OPENAI_MODEL is the deployment
    api_version: str | None = None  # Azure's api-version query parameter
    timeout: float = 20.0
    max_retries: int = 1

    @property
    def address(self) -> str:
        """Where requests go, for messages and for remembering what the server speaks."""
        if self.azure_endpoint:
            return f"{self.azure_endpoint.rstrip('/')} (Azure, api-version {self.api_version})"
        return (self.base_url or "https://api.openai.com/v1").rstrip("/")

    def client(self) -> openai.OpenAI:
        """The official client for this server, over sockets that honour a call's total
        deadline and size ceiling (`call_deadline.within`)."""
        http_client = openai.DefaultHttpxClient(transport=DeadlineTransport())
        if self.azure_endpoint:
            return openai.AzureOpenAI(
                api_key=self.api_key,
                azure_endpoint=self.azure_endpoint,
                api_version=self.api_version,
                timeout=self.timeout,
                max_retries=self.max_retries,
                http_client=http_client,
            )
        return openai.OpenAI(
            api_key=self.api_key,
            base_url=self.base_url,
            timeout=self.timeout,
            max_retries=self.max_retries,
            http_client=http_client,
        )


def is_missing_endpoint(error: openai.OpenAIError) -> bool:
    """True when the server has no such API (a 404/405/501 that is not about the model)."""
    return (
        isinstance(error, openai.APIStatusError)
        and error.status_code in MISSING_ENDPOINT_STATUS
        and not _about_the_model(error)
    )


def is_too_large(error: openai.OpenAIError) -> bool:
    """True when the server refused the request for its size (413, or a 400 saying the
    input is over the model's context or token limit): less of it may be taken."""
    if not isinstance(error, openai.APIStatusError):
        return False
    if error.status_code == 413:
        return True
    if error.status_code != 400:
        return False
    if error.code in TOO_LARGE_CODES:
        return True
    return bool(TOO_LARGE_WORDS.search(_server_message(error)))


def translate_error(
    error: openai.OpenAIError, model_setting: str = "OPENAI_MODEL", azure: bool = False
) -> Exception:
    """Map the client's errors to retry (transient) or poison (permanent), naming the fix."""
    if isinstance(error, DeadlinePassed):
        return ModelUnavailable(
            "model API did not answer within the call's deadline (OPENAI_TIMEOUT_SECONDS); "
            "retry later"
        )
    if isinstance(error, AnswerTooLarge):
        return ModelAnswerUnusable(str(error))
    if isinstance(error, openai.APIConnectionError):
        return ModelUnavailable(
            f"model API unreachable ({type(error).__name__}); retry later "
            f"(check {'AZURE_OPENAI_ENDPOINT' if azure else 'OPENAI_BASE_URL'} if it persists)"
        )
    status = getattr(error, "status_code", None)
    message = _server_message(error)
    said = f" ({message})" if message else ""
    if status == 429 and getattr(error, "code", None) != "insufficient_quota":
        return ModelUnavailable(f"model API rate limited (429{said}); retry later")
    if isinstance(status, int) and status >= 500 and status not in MISSING_ENDPOINT_STATUS:
        return ModelUnavailable(f"model API answered {status}{said}; retry later")
    return ModelRejected(
        f"model refused: {status or type(error).__name__}{said} — "
        f"{_fix(error, status, model_setting, azure)}"
    )


def _fix(error: openai.OpenAIError, status: object, model_setting: str, azure: bool) -> str:
    where = "AZURE_OPENAI_ENDPOINT" if azure else "OPENAI_BASE_URL (it usually ends in /v1)"
    if status == 401:
        return "check OPENAI_API_KEY"
    if status == 403:
        return f"check that OPENAI_API_KEY may use {model_setting}"
    if status == 429:
        return "the account has no quota left: check its billing"
    if status in MISSING_ENDPOINT_STATUS:
        if isinstance(error, openai.APIStatusError) and _about_the_model(error):
            return f"check {model_setting}" + (" (on Azure: the deployment name)" if azure else "")
        return f"check {where} and {model_setting}"
    return f"check {model_setting}, OPENAI_API, OPENAI_JSON_FORMAT and {where}"


def _about_the_model(error: openai.APIStatusError) -> bool:
    """A 404 that names the model (OpenAI: code model_not_found; others say so in words)."""
    if error.code in ("model_not_found", "DeploymentNotFound"):
        return True
    return "model" in _server_message(error).lower()


def _server_message(error: openai.OpenAIError) -> str:
    """The server's own short explanation, never the whole body (some echo the request)."""
    body = getattr(error, "body", None)
    message = body.get("message") if isinstance(body, dict) else None
    if not isinstance(message, str):
        return ""
    return " ".join(message.split())[:_SERVER_MESSAGE_CHARS]
