"""Every setting the code reads, in one typed catalogue, checked where a process starts.

`CATALOGUE` lists each environment variable with its type, default, check and
meaning; `Settings` reads only what it lists (a name missing from it is a bug,
and says so). `Settings.validate()` runs at every cold start and at `serve`
start, so a bad value (an `AGENT_ID` with `#`, a timeout of `abc`) stops the
process with a message naming the fix instead of failing every turn later.

Secrets come either directly (`OPENAI_API_KEY`, for a local run), from an SSM
SecureString named by `<NAME>_PARAMETER`, or from a Secrets Manager secret named
by `<NAME>_SECRET_ARN` (in AWS), read through Powertools parameters and cached.
To add a setting, add a row to `CATALOGUE` (and to the README's tables).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from agent_memory.core.bounds import (
    COMPACTION_MAX_FACTS_CEILING,
    DEFAULT_COMPACTION_MAX_FACTS,
    DEFAULT_FACT_MAX_CHARS,
    DEFAULT_FOLD_MAX_CHARS,
    DEFAULT_REPLY_MAX_CHARS,
    DEFAULT_SUMMARY_MAX_CHARS,
)
from agent_memory.core.key_limits import (
    DEFAULT_MESSAGE_MAX_BYTES,
    MESSAGE_MAX_BYTES_CEILING,
    MESSAGE_MAX_BYTES_FLOOR,
    agent_id_problem,
)
from agent_memory.core.reply_guard import (
    DEFAULT_BUDGET_SECONDS,
    DEFAULT_LOOP_MUTE_SECONDS,
    DEFAULT_LOOP_QUIET_SECONDS,
    DEFAULT_LOOP_REPLY_SECONDS,
    DEFAULT_LOOP_ROUNDS,
    DEFAULT_REPLY_BUDGET,
)
from agent_memory.errors import ConfigurationError

SECRET_CACHE_SECONDS = 300
SECRET_SOURCES = ("", "_PARAMETER", "_SECRET_ARN")
DEFAULT_SQLITE_PATH = ".local/agent-memory.db"
DEFAULT_OPENAI_MODEL = "gpt-4.1-mini"
DEFAULT_EMBEDDING_MODEL = "text-embedding-3-small"
DEFAULT_EMBEDDING_DIMENSIONS = 256
DEFAULT_TRANSCRIPTION_MODEL = "gpt-4o-mini-transcribe"
DEFAULT_MEDIA_MAX_BYTES = 16 * 1024 * 1024
MEDIA_MAX_BYTES_CEILING = 25 * 1024 * 1024  # the transcription endpoint's own file limit
# Below the inbox's maxReceiveCount (5, template.yaml): on this delivery a media fault that is
# still transient gives up, so the person gets an answer before SQS would park the event.
DEFAULT_MEDIA_MAX_ATTEMPTS = 3
# Which OpenAI API answers: found on its own (`auto`), or forced.
OPENAI_APIS = ("auto", "responses", "chat_completions")
# How a JSON answer is asked for: decided by the start-up probe (`auto`), or forced.
OPENAI_JSON_FORMATS = ("auto", "json_schema", "json_object", "none")
DEFAULT_AZURE_API_VERSION = "2024-10-21"  # Azure OpenAI's GA version with structured outputs

Kind = Literal["text", "integer", "flag", "path", "list", "secret"]
Check = Callable[[Any], str | None]  # what is wrong with a parsed value and how to fix it


@dataclass(frozen=True)
class Setting:
    """One environment variable: how to read it, its default, and what a good value is."""

    name: str
    kind: Kind
    default: Any
    doc: str
    check: Check | None = None
    platform: bool = False  # set by the platform (Lambda), not by the operator


def _between(low: int, high: int, hint: str = "") -> Check:
    return lambda n: None if low <= n <= high else f"is out of range: use {low} to {high}{hint}"


def _url(value: str) -> str | None:
    return None if re.fullmatch(r"https?://\S+", value) else "is not an http(s) URL"


def _choice(*allowed: str) -> Check:
    return lambda v: None if v in allowed else f"is not supported: use {', '.join(allowed)}"


def _file(path: Path) -> str | None:
    return None if path.is_file() else "is not a readable file: fix the path"


def _words(values: list[str]) -> str | None:
    return None if values else "is empty: give at least one, separated by commas"


CATALOGUE: dict[str, Setting] = {
    s.name: s
    for s in (
        Setting("AGENT_ID", "text", None, "the agent whose memory this is", agent_id_problem),
        Setting("STORE", "text", "sqlite", "`sqlite` or `dynamodb`", _choice("sqlite", "dynamodb")),
        Setting("SQLITE_PATH", "path", Path(DEFAULT_SQLITE_PATH), "the embedded store's file"),
        Setting("TABLE_NAME", "text", None, "the DynamoDB table (with STORE=dynamodb)"),
        Setting("QUEUE_URL", "text", None, "the inbox FIFO queue (webhook)", _url),
        Setting("DEAD_LETTER_QUEUE_URL", "text", None, "where poison records are parked", _url),
        Setting("ARCHIVE_BUCKET", "text", None, "S3 bucket for folded messages"),
        Setting("OPENAI_API_KEY", "secret", None, "the OpenAI key"),
        Setting("OPENAI_MODEL", "text", DEFAULT_OPENAI_MODEL, "the Responses API model"),
        Setting("OPENAI_BASE_URL", "text", None, "any OpenAI-compatible server", _url),
        Setting("OPENAI_TIMEOUT_SECONDS", "integer", 20, "one model call's total deadline",
                _between(1, 900)),
        Setting("OPENAI_API", "text", "auto", "`auto`, `responses` or `chat_completions`",
                lambda v: _choice(*OPENAI_APIS)(v.lower())),
        Setting("OPENAI_JSON_FORMAT", "text", "auto", "`auto`, `json_schema`, `json_object` "
                "or `none` (JSON asked for in words)",
                lambda v: _choice(*OPENAI_JSON_FORMATS)(v.lower())),
        Setting("AZURE_OPENAI_ENDPOINT", "text", None, "an Azure OpenAI resource", _url),
        Setting("AZURE_OPENAI_API_VERSION", "text", None, "Azure's api-version"),
        Setting("OPENAI_API_VERSION", "text", None, "Azure's api-version (the client's name)"),
        Setting(
            "OPENAI_TRANSCRIPTION_MODEL", "text", DEFAULT_TRANSCRIPTION_MODEL, "voice notes"
        ),
        Setting("EMBEDDING_MODEL", "text", None, "an embeddings model, `local` or `none`"),
        Setting(
            "EMBEDDING_DIMENSIONS",
            "integer",
            DEFAULT_EMBEDDING_DIMENSIONS,
            "length of the stored vectors",
            _between(8, 3072, " (e.g. 256)"),
        ),
        Setting("WHASP_API_URL", "text", None, "where replies are sent", _url),
        Setting("WHASP_API_KEY", "secret", None, "the whasp API key"),
        Setting("WHASP_WEBHOOK_SECRET", "secret", None, "whsec_... (several while rotating)"),
        Setting("PHONE_HASH_KEY", "secret", None, "the key every hash of a phone is made with"),
        Setting("SYSTEM_PROMPT", "secret", None, "the agent's instructions"),
        Setting("SYSTEM_PROMPT_FILE", "path", None, "the agent's instructions, in a file", _file),
        Setting("COMPACTION_TRIGGER", "integer", 40, "unsummarized messages that make a "
                "conversation due (memory.DEFAULT_TRIGGER)", _between(1, 10_000)),
        Setting("COMPACTION_KEEP", "integer", 20, "messages a compaction leaves unfolded "
                "(memory.DEFAULT_KEEP)", _between(0, 10_000)),
        Setting("EPISODE_DAYS", "integer", 30, "how long an episode fact lives "
                "(facts.DEFAULT_EPISODE_DAYS)", _between(1, 3650)),
        Setting("REPLY_MAX_CHARS", "integer", DEFAULT_REPLY_MAX_CHARS, "the longest reply "
                "sent; a longer one is cut at a sentence", _between(100, 65_536)),
        Setting("SUMMARY_MAX_CHARS", "integer", DEFAULT_SUMMARY_MAX_CHARS, "the longest summary "
                "kept; a longer one is cut at a sentence", _between(100, 50_000)),
        Setting("FACT_MAX_CHARS", "integer", DEFAULT_FACT_MAX_CHARS, "the longest fact kept; "
                "a longer one is refused", _between(100, 10_000)),
        Setting("COMPACTION_MAX_FACTS", "integer", DEFAULT_COMPACTION_MAX_FACTS, "the most "
                "facts one compaction answer writes; the rest are dropped",
                _between(1, COMPACTION_MAX_FACTS_CEILING)),
        Setting("COMPACTION_INPUT_MAX_CHARS", "integer", DEFAULT_FOLD_MAX_CHARS, "the message "
                "text of one compaction request; more waits for the next",
                _between(1000, 2_000_000)),
        Setting("MESSAGE_MAX_BYTES", "integer", DEFAULT_MESSAGE_MAX_BYTES, "the longest "
                "message stored, in UTF-8 bytes; a longer one is refused (the processor "
                "cuts it)", _between(MESSAGE_MAX_BYTES_FLOOR, MESSAGE_MAX_BYTES_CEILING,
                                     " (DynamoDB's 400 KB item, less its keys)")),
        Setting("REPLY_BUDGET", "integer", DEFAULT_REPLY_BUDGET, "replies one person gets "
                "per REPLY_BUDGET_SECONDS; past it, messages are stored, not answered "
                "(reply_guard.DEFAULT_REPLY_BUDGET)", _between(1, 10_000)),
        Setting("REPLY_BUDGET_SECONDS", "integer", DEFAULT_BUDGET_SECONDS, "the reply "
                "budget's window, in seconds", _between(60, 7 * 86_400, " (a week)")),
        Setting("LOOP_ROUNDS", "integer", DEFAULT_LOOP_ROUNDS, "rounds in a row answered "
                "mechanically (within LOOP_REPLY_SECONDS, or the same text again) that make "
                "a reply loop; 0 turns loop detection off", _between(0, 100)),
        Setting("LOOP_REPLY_SECONDS", "integer", DEFAULT_LOOP_REPLY_SECONDS, "an answer to "
                "our reply faster than this is mechanical", _between(0, 60)),
        Setting("LOOP_QUIET_SECONDS", "integer", DEFAULT_LOOP_QUIET_SECONDS, "the quiet that "
                "ends a reply loop: the next message after it is answered", _between(10, 86_400)),
        Setting("LOOP_MUTE_SECONDS", "integer", DEFAULT_LOOP_MUTE_SECONDS, "the longest a "
                "reply loop keeps the agent quiet, however the messages keep coming",
                _between(60, 86_400)),
        Setting("ANSWER_BURSTS_ONCE", "flag", True, "one person's messages waiting together "
                "(a burst) are answered once, for the last, with the others in its context"),
        Setting("ERASE_ON_OPT_OUT", "flag", False, "opting out also erases memory"),
        Setting("ERASE_COMMANDS", "list", ["/apagar", "/forget"], "messages that erase the "
                "sender (responder.DEFAULT_ERASE_COMMANDS)", _words),
        Setting("ERASURE_CONFIRMATION", "text", None, "the reply confirming an erasure"),
        Setting("FALLBACK_REPLY", "text", None, "sent when the model's answer is unusable"),
        Setting(
            "MEDIA_MAX_BYTES",
            "integer",
            DEFAULT_MEDIA_MAX_BYTES,
            "the largest voice note or photo downloaded",
            _between(1, MEDIA_MAX_BYTES_CEILING, f" (default {DEFAULT_MEDIA_MAX_BYTES}, 16 MB)"),
        ),
        Setting(
            "MEDIA_MAX_ATTEMPTS",
            "integer",
            DEFAULT_MEDIA_MAX_ATTEMPTS,
            "the delivery on which a media fault gives up",
            _between(1, 100, ", below the inbox queue's maxReceiveCount (5)"),
        ),
        Setting("AWS_LAMBDA_FUNCTION_NAME", "text", None, "set inside Lambda", platform=True),
        Setting("AWS_REGION", "text", None, "set inside Lambda", platform=True),
        Setting("AWS_DEFAULT_REGION", "text", None, "boto3's region", platform=True),
    )
}  # fmt: skip


def _parse(setting: Setting, raw: str) -> Any:
    if setting.kind == "integer":
        try:
            return int(raw)
        except ValueError:
            raise ConfigurationError(f"Setting {setting.name}={raw!r} is not an integer.") from None
    if setting.kind == "flag":
        if raw.lower() in ("true", "1", "yes", "on"):
            return True
        if raw.lower() in ("false", "0", "no", "off"):
            return False
        raise ConfigurationError(f"Setting {setting.name}={raw!r} must be true or false.")
    if setting.kind == "path":
        return Path(raw)
    if setting.kind == "list":
        return [part.strip() for part in raw.split(",") if part.strip()]
    return raw


@dataclass(frozen=True)
class Settings:
    """The configuration of one process, from environment variables (see CATALOGUE)."""

    environ: Mapping[str, str] = field(default_factory=lambda: dict(os.environ))

    def with_values(self, **values: str) -> Settings:
        """These settings with some replaced (a command's --agent, the demo's own store)."""
        return Settings({**self.environ, **values})

    def _raw(self, name: str) -> str | None:
        if name.removesuffix("_PARAMETER").removesuffix("_SECRET_ARN") not in CATALOGUE:
            raise ConfigurationError(f"{name} is not in config.CATALOGUE: add it there first.")
        value = self.environ.get(name, "").strip()
        return value or None

    def value(self, name: str) -> Any:
        """The typed value of `name`, checked; its default when unset or empty."""
        setting = CATALOGUE.get(name)
        raw = self._raw(name)
        if setting is None or setting.kind == "secret":
            raise ConfigurationError(f"{name} is a secret or unknown: read it with secret().")
        if raw is None:
            return setting.default
        parsed = _parse(setting, raw)
        problem = setting.check(parsed) if setting.check else None
        if problem:
            raise ConfigurationError(f"Setting {name}={raw!r} {problem}.")
        return parsed

    def get(self, name: str, default: str | None = None) -> str | None:
        """The raw text of `name` (checked like `value`), or `default` when unset or empty."""
        if self._raw(name) is None:
            return default
        self.value(name)
        return self._raw(name)

    def require(self, name: str, why: str = "") -> Any:
        """The typed value of `name`; raise naming the variable when it is missing."""
        value = self.value(name)
        if value is None:
            reason = f" ({why})" if why else ""
            raise ConfigurationError(
                f"Missing setting {name}{reason}: set the environment variable {name}."
            )
        return value

    def integer(self, name: str, default: int | None = None) -> int:
        """An integer setting (the catalogue's default when unset)."""
        value = self.value(name)
        return default if value is None else value

    def flag(self, name: str, default: bool = False) -> bool:
        """A yes/no setting: true, 1, yes or on (any case) mean yes."""
        return bool(self.value(name) if self._raw(name) is not None else default)

    def validate(self) -> None:
        """Check every catalogued setting that is set, at once; raise listing each bad one
        with its fix. Secrets are not fetched here, only their names are read."""
        problems = []
        for name, setting in CATALOGUE.items():
            if setting.kind == "secret":
                continue
            try:
                self.value(name)
            except ConfigurationError as error:
                problems.append(str(error))
        if not problems:
            try:
                self.azure_openai  # noqa: B018 - settings that must agree with each other
            except ConfigurationError as error:
                problems.append(str(error))
        if problems:
            raise ConfigurationError(" ".join(problems))

    def has_secret(self, name: str) -> bool:
        """True when the secret is given directly, through an SSM parameter name or a
        Secrets Manager secret ARN."""
        return any(self._raw(f"{name}{suffix}") for suffix in SECRET_SOURCES)

    def secret(self, name: str) -> str:
        """A secret from `name` directly, from the SSM SecureString named by NAME_PARAMETER,
        or from the Secrets Manager secret NAME_SECRET_ARN (one the stack generates)."""
        direct = self._raw(name)
        if direct:
            return direct
        from aws_lambda_powertools.utilities import parameters

        if parameter := self._raw(f"{name}_PARAMETER"):
            return str(
                parameters.get_parameter(parameter, decrypt=True, max_age=SECRET_CACHE_SECONDS)
            )
        if arn := self._raw(f"{name}_SECRET_ARN"):
            return str(parameters.get_secret(arn, max_age=SECRET_CACHE_SECONDS))
        raise ConfigurationError(
            f"Missing secret {name}: set {name} (local run) or {name}_PARAMETER to the name of "
            "an SSM SecureString parameter (AWS)."
        )

    def phone_hash_key(self) -> bytes:
        """The secret key every hash of a phone is made with.

        `PHONE_HASH_KEY` (directly, from SSM or from the stack's generated secret); with
        none set, a local store keeps its own key beside its file, made on first use, so
        `serve`, `chat` and `forget` agree. An unkeyed or well-known key would let anyone
        recover a number from a log line by trying every phone, so the stack and a
        DynamoDB store refuse to start without one.
        """
        if self.has_secret("PHONE_HASH_KEY"):
            return self.secret("PHONE_HASH_KEY").encode()
        if self.in_aws or self.store_kind == "dynamodb":
            raise ConfigurationError(
                "Missing secret PHONE_HASH_KEY: deploy the stack (it generates one and sets "
                "PHONE_HASH_KEY_SECRET_ARN), or set PHONE_HASH_KEY_PARAMETER to an SSM "
                "SecureString, or PHONE_HASH_KEY itself; never change it once set."
            )
        from agent_memory.kept_file import PHONE_HASH_KEY_FILE, kept, random_base64

        return kept(self.sqlite_path.parent / PHONE_HASH_KEY_FILE, random_base64).encode()

    @property
    def store_kind(self) -> str:
        """`sqlite` (the embedded default) or `dynamodb`."""
        return str(self.value("STORE"))

    @property
    def sqlite_path(self) -> Path:
        """Where the embedded store lives."""
        return Path(self.value("SQLITE_PATH"))

    @property
    def embedding_model(self) -> str | None:
        """`EMBEDDING_MODEL`: an OpenAI embeddings model, `local`, or None for `none`.

        Unset, it is text-embedding-3-small with a key for OpenAI itself, and the
        local embedder otherwise: another server (OPENAI_BASE_URL, Azure) has its own
        embedding models, if any, and names them differently.
        """
        name = self.value("EMBEDDING_MODEL")
        if name is None:
            elsewhere = self.get("OPENAI_BASE_URL") or self.get("AZURE_OPENAI_ENDPOINT")
            openai_itself = self.has_secret("OPENAI_API_KEY") and not elsewhere
            return DEFAULT_EMBEDDING_MODEL if openai_itself else "local"
        return None if name.lower() == "none" else name

    @property
    def embedding_dimensions(self) -> int:
        """`EMBEDDING_DIMENSIONS`: the length of stored vectors."""
        return int(self.value("EMBEDDING_DIMENSIONS"))

    @property
    def media_max_bytes(self) -> int:
        """`MEDIA_MAX_BYTES`: the largest voice note or photo downloaded."""
        return int(self.value("MEDIA_MAX_BYTES"))

    @property
    def media_max_attempts(self) -> int:
        """`MEDIA_MAX_ATTEMPTS`: the delivery on which a media fault that is still
        transient gives up (remembered as not converted) instead of retrying."""
        return int(self.value("MEDIA_MAX_ATTEMPTS"))

    @property
    def openai_api(self) -> str:
        """`OPENAI_API`: `auto` (the Responses API where the server has it, Chat Completions
        otherwise; on Azure, Chat Completions), or `responses` / `chat_completions`."""
        api = (self.get("OPENAI_API", "auto") or "auto").lower()
        if api not in OPENAI_APIS:
            raise ConfigurationError(
                f"OPENAI_API={api!r} is not supported: use {', '.join(OPENAI_APIS)}."
            )
        if api == "auto" and self.get("AZURE_OPENAI_ENDPOINT"):
            # Azure's deployment URLs are Chat Completions; its Responses API needs a preview
            # api-version, and an older one may answer 400 rather than 404: ask to use it
            return "chat_completions"
        if api == "auto" and self._openai_itself:
            return "responses"  # known: no probe
        return api

    @property
    def openai_json_format(self) -> str:
        """`OPENAI_JSON_FORMAT`: how a compaction asks for JSON; `auto` is json_schema on
        OpenAI itself and the start-up probe's finding elsewhere."""
        json_format = str(self.value("OPENAI_JSON_FORMAT")).lower()
        if json_format == "auto" and self._openai_itself:
            return "json_schema"
        return json_format

    @property
    def _openai_itself(self) -> bool:
        return not (self.get("OPENAI_BASE_URL") or self.get("AZURE_OPENAI_ENDPOINT"))

    @property
    def azure_openai(self) -> tuple[str, str] | None:
        """`AZURE_OPENAI_ENDPOINT` and its api-version (`AZURE_OPENAI_API_VERSION`, else
        `OPENAI_API_VERSION`, else a GA default), or None when not on Azure."""
        endpoint = self.get("AZURE_OPENAI_ENDPOINT")
        if endpoint is None:
            return None
        if not endpoint.startswith(("https://", "http://")):
            raise ConfigurationError(
                f"AZURE_OPENAI_ENDPOINT={endpoint!r} is not a URL: use your resource's, e.g. "
                "https://my-resource.openai.azure.com"
            )
        if self.get("OPENAI_BASE_URL"):
            raise ConfigurationError(
                "AZURE_OPENAI_ENDPOINT and OPENAI_BASE_URL are both set: keep one (Azure: the "
                "endpoint, with OPENAI_MODEL = the deployment name)."
            )
        version = self.get("AZURE_OPENAI_API_VERSION") or self.get("OPENAI_API_VERSION")
        return endpoint, version or DEFAULT_AZURE_API_VERSION

    @property
    def in_aws(self) -> bool:
        """True inside Lambda, where an offline model would be a silent mistake."""
        return bool(self.value("AWS_LAMBDA_FUNCTION_NAME"))

    @property
    def aws_region(self) -> str | None:
        """The region AWS clients use (`AWS_REGION`, which Lambda sets, else boto3's own)."""
        return self.value("AWS_REGION") or self.value("AWS_DEFAULT_REGION")
