"""Every setting, read from the environment in this one module.

A missing setting fails at start with a message naming it. Secrets come either
directly (`OPENAI_API_KEY`, for a local run) or from an SSM SecureString named
by `<NAME>_PARAMETER` (in AWS), read through Powertools parameters and cached.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from agent_memory.errors import ConfigurationError

SECRET_CACHE_SECONDS = 300
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
DEFAULT_AZURE_API_VERSION = "2024-10-21"  # Azure OpenAI's GA version with structured outputs


@dataclass(frozen=True)
class Settings:
    """The configuration of one process, from environment variables."""

    environ: Mapping[str, str] = field(default_factory=lambda: dict(os.environ))

    def get(self, name: str, default: str | None = None) -> str | None:
        """The value of `name`, or `default` when unset or empty."""
        value = self.environ.get(name, "").strip()
        return value or default

    def require(self, name: str, why: str = "") -> str:
        """The value of `name`; raise naming the variable when it is missing."""
        value = self.get(name)
        if value is None:
            reason = f" ({why})" if why else ""
            raise ConfigurationError(
                f"Missing setting {name}{reason}: set the environment variable {name}."
            )
        return value

    def integer(self, name: str, default: int) -> int:
        """An integer setting, with a clear error when it is not a number."""
        raw = self.get(name)
        if raw is None:
            return default
        try:
            return int(raw)
        except ValueError:
            raise ConfigurationError(f"Setting {name}={raw!r} is not an integer.") from None

    def flag(self, name: str, default: bool = False) -> bool:
        """A yes/no setting: true, 1, yes or on (any case) mean yes."""
        raw = self.get(name)
        if raw is None:
            return default
        if raw.lower() in ("true", "1", "yes", "on"):
            return True
        if raw.lower() in ("false", "0", "no", "off"):
            return False
        raise ConfigurationError(f"Setting {name}={raw!r} must be true or false.")

    def has_secret(self, name: str) -> bool:
        """True when the secret is given directly or through an SSM parameter name."""
        return bool(self.get(name) or self.get(f"{name}_PARAMETER"))

    def secret(self, name: str) -> str:
        """A secret from `name` directly, or from the SSM SecureString named by NAME_PARAMETER."""
        direct = self.get(name)
        if direct:
            return direct
        parameter = self.get(f"{name}_PARAMETER")
        if parameter:
            from aws_lambda_powertools.utilities import parameters

            return str(
                parameters.get_parameter(parameter, decrypt=True, max_age=SECRET_CACHE_SECONDS)
            )
        raise ConfigurationError(
            f"Missing secret {name}: set {name} (local run) or {name}_PARAMETER to the name of "
            "an SSM SecureString parameter (AWS)."
        )

    def phone_hash_key(self) -> bytes:
        """The key for hashed phones (`PHONE_HASH_KEY`, directly or from SSM), or the
        built-in one when none is configured."""
        from agent_memory.phone import DEFAULT_PHONE_HASH_KEY

        if not self.has_secret("PHONE_HASH_KEY"):
            return DEFAULT_PHONE_HASH_KEY
        return self.secret("PHONE_HASH_KEY").encode()

    @property
    def store_kind(self) -> str:
        """`sqlite` (the embedded default) or `dynamodb`."""
        kind = self.get("STORE", "sqlite")
        if kind not in ("sqlite", "dynamodb"):
            raise ConfigurationError(f"STORE={kind!r} is not supported: use sqlite or dynamodb.")
        return kind

    @property
    def sqlite_path(self) -> Path:
        """Where the embedded store lives."""
        return Path(self.get("SQLITE_PATH", DEFAULT_SQLITE_PATH) or DEFAULT_SQLITE_PATH)

    @property
    def embedding_model(self) -> str | None:
        """`EMBEDDING_MODEL`: an OpenAI embeddings model, `local`, or None for `none`.

        Unset, it is text-embedding-3-small with a key for OpenAI itself, and the
        local embedder otherwise: another server (OPENAI_BASE_URL, Azure) has its own
        embedding models, if any, and names them differently.
        """
        name = self.get("EMBEDDING_MODEL")
        if name is None:
            elsewhere = self.get("OPENAI_BASE_URL") or self.get("AZURE_OPENAI_ENDPOINT")
            openai_itself = self.has_secret("OPENAI_API_KEY") and not elsewhere
            return DEFAULT_EMBEDDING_MODEL if openai_itself else "local"
        return None if name.lower() == "none" else name

    @property
    def embedding_dimensions(self) -> int:
        """`EMBEDDING_DIMENSIONS`: the length of stored vectors."""
        dimensions = self.integer("EMBEDDING_DIMENSIONS", DEFAULT_EMBEDDING_DIMENSIONS)
        if not 8 <= dimensions <= 3072:
            raise ConfigurationError(
                f"EMBEDDING_DIMENSIONS={dimensions} is out of range: use 8 to 3072 (e.g. 256)."
            )
        return dimensions

    @property
    def media_max_bytes(self) -> int:
        """`MEDIA_MAX_BYTES`: the largest voice note or photo downloaded."""
        limit = self.integer("MEDIA_MAX_BYTES", DEFAULT_MEDIA_MAX_BYTES)
        if not 1 <= limit <= MEDIA_MAX_BYTES_CEILING:
            raise ConfigurationError(
                f"MEDIA_MAX_BYTES={limit} is out of range: use 1 to {MEDIA_MAX_BYTES_CEILING} "
                f"(default {DEFAULT_MEDIA_MAX_BYTES}, 16 MB)."
            )
        return limit

    @property
    def media_max_attempts(self) -> int:
        """`MEDIA_MAX_ATTEMPTS`: the delivery on which a media fault that is still
        transient gives up (remembered as not converted) instead of retrying."""
        attempts = self.integer("MEDIA_MAX_ATTEMPTS", DEFAULT_MEDIA_MAX_ATTEMPTS)
        if attempts < 1:
            raise ConfigurationError(
                f"MEDIA_MAX_ATTEMPTS={attempts} must be 1 or more, and below the inbox queue's "
                "maxReceiveCount (5) so the turn still answers."
            )
        return attempts

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
        return api

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
        return bool(self.get("AWS_LAMBDA_FUNCTION_NAME"))
