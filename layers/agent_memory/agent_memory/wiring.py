"""Choosing adapters from settings: the one place that knows every implementation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from agent_memory.archive import Archive
from agent_memory.config import Settings
from agent_memory.core import memory as core
from agent_memory.core.bounds import Bounds
from agent_memory.core.metrics import Metrics
from agent_memory.core.reply_guard import GuardLimits
from agent_memory.errors import ConfigurationError
from agent_memory.messenger.port import Messenger
from agent_memory.model.port import Embedder, Model
from agent_memory.store.port import Store

if TYPE_CHECKING:
    from agent_memory.model.openai_client import OpenAIServer
    from agent_memory.pipeline.inbound import InboundConverter
    from agent_memory.pipeline.responder import Responder
    from agent_memory.store.dynamodb_lease import DynamoDbRunLease


class Memory(core.Memory):
    """The core's memory plus `from_env`: what `from agent_memory import Memory` gives.

    Building from settings needs every adapter, and the core knows none, so the one
    constructor that reads the environment lives here, at the composition root.
    """

    @classmethod
    def from_env(cls) -> Memory:
        """Build the memory the environment describes (see `agent_memory.config`)."""
        return memory_from_settings()


def store_from_settings(settings: Settings) -> Store:
    """The store the settings name: DynamoDB (`TABLE_NAME`) or SQLite (`SQLITE_PATH`)."""
    if settings.store_kind == "dynamodb":
        from agent_memory.store.dynamodb import DynamoDbStore

        return DynamoDbStore(settings.require("TABLE_NAME", "the DynamoDB table of the stack"))
    from agent_memory.store.sqlite import SqliteStore

    return SqliteStore(settings.sqlite_path)


def openai_server_from_settings(settings: Settings) -> OpenAIServer:
    """The OpenAI-compatible server: `OPENAI_BASE_URL`, or Azure (`AZURE_OPENAI_ENDPOINT`)."""
    from agent_memory.model.openai_client import OpenAIServer

    azure = settings.azure_openai
    return OpenAIServer(
        api_key=settings.secret("OPENAI_API_KEY"),
        base_url=settings.get("OPENAI_BASE_URL"),
        azure_endpoint=azure[0] if azure else None,
        api_version=azure[1] if azure else None,
        timeout=float(settings.integer("OPENAI_TIMEOUT_SECONDS", 20)),
    )


def model_from_settings(settings: Settings) -> Model:
    """OpenAI when a key is configured; the labelled offline model otherwise (never in AWS)."""
    if settings.has_secret("OPENAI_API_KEY"):
        from agent_memory.model.openai_model import OpenAIModel

        # what the settings leave open is probed once, before the first live request
        return OpenAIModel(
            server=openai_server_from_settings(settings),
            model=settings.value("OPENAI_MODEL"),
            api=settings.openai_api,
            json_format=settings.openai_json_format,
            transcription_model=settings.value("OPENAI_TRANSCRIPTION_MODEL"),
        )
    if settings.in_aws:
        raise ConfigurationError(
            "Missing secret OPENAI_API_KEY: set OPENAI_API_KEY_PARAMETER to the name of an SSM "
            "SecureString holding the key."
        )
    from agent_memory.model.offline import OfflineModel

    return OfflineModel()


def embedder_from_settings(settings: Settings) -> Embedder | None:
    """The embedder `EMBEDDING_MODEL` names: OpenAI, the local one, or none (lexical recall)."""
    name = settings.embedding_model
    if name is None:
        return None
    if name == "local":
        from agent_memory.model.local_embedder import LocalEmbedder

        return LocalEmbedder(settings.embedding_dimensions)
    if not settings.has_secret("OPENAI_API_KEY"):
        raise ConfigurationError(
            f"EMBEDDING_MODEL={name} needs OPENAI_API_KEY (or OPENAI_API_KEY_PARAMETER); "
            "set EMBEDDING_MODEL=local or none to run without it."
        )
    from agent_memory.model.openai_embedder import OpenAIEmbedder

    server = openai_server_from_settings(settings)
    return OpenAIEmbedder(
        api_key=server.api_key,
        model=name,
        dimensions=settings.embedding_dimensions,
        client=server.client(),
        timeout=server.timeout,
    )


def memory_from_settings(
    settings: Settings | None = None, metrics: Metrics | None = None
) -> Memory:
    """The memory the environment describes; `metrics` receives the core's counters."""
    settings = settings or Settings()
    return Memory(
        metrics=metrics,
        store=store_from_settings(settings),
        model=model_from_settings(settings),
        embedder=embedder_from_settings(settings),
        archive=archive_from_settings(settings),
        phone_hash_key=settings.phone_hash_key(),
        episode_days=settings.value("EPISODE_DAYS"),
        bounds=bounds_from_settings(settings),
    )


def bounds_from_settings(settings: Settings) -> Bounds:
    """The ceilings on what the memory sends a model and keeps from it."""
    return Bounds(
        reply_chars=settings.value("REPLY_MAX_CHARS"),
        summary_chars=settings.value("SUMMARY_MAX_CHARS"),
        fact_chars=settings.value("FACT_MAX_CHARS"),
        fold_chars=settings.value("COMPACTION_INPUT_MAX_CHARS"),
        message_bytes=settings.value("MESSAGE_MAX_BYTES"),
        facts_per_compaction=settings.value("COMPACTION_MAX_FACTS"),
    )


def archive_from_settings(settings: Settings) -> Archive | None:
    """The S3 archive of folded messages when `ARCHIVE_BUCKET` names one; else none."""
    bucket = settings.value("ARCHIVE_BUCKET")
    if bucket is None:
        return None
    from agent_memory.archive.s3 import S3Archive

    return S3Archive(bucket)


def run_lease_from_settings(settings: Settings | None = None) -> DynamoDbRunLease | None:
    """The lease that keeps maintenance runs one at a time on DynamoDB; none on SQLite, where
    the local run's scheduler is a single thread."""
    settings = settings or Settings()
    if settings.store_kind != "dynamodb":
        return None
    from agent_memory.store.dynamodb_lease import DynamoDbRunLease

    return DynamoDbRunLease(settings.require("TABLE_NAME", "the DynamoDB table of the stack"))


def maintenance_settings(settings: Settings | None = None) -> dict[str, int]:
    """Compaction policy for the scheduled run: `COMPACTION_TRIGGER`, `COMPACTION_KEEP`."""
    settings = settings or Settings()
    trigger = settings.value("COMPACTION_TRIGGER")
    keep = settings.value("COMPACTION_KEEP")
    if not 0 <= keep < trigger:
        raise ConfigurationError(
            f"COMPACTION_KEEP={keep} must be at least 0 and below COMPACTION_TRIGGER={trigger}."
        )
    return {"trigger": trigger, "keep": keep}


OPENAI_CLIENT_RETRIES = 1  # the openai client's own retry (OpenAIServer's max_retries)


def turn_worst_case_seconds(settings: Settings | None = None) -> float:
    """The longest one text turn can wait on its dependencies: the model's reply (its timeout,
    again on the client's retry) and whasp's retries plus one last request. The processor
    takes no record with less of its invocation left."""
    from agent_memory.messenger.whasp_api import DEADLINE_SECONDS, TIMEOUT_SECONDS

    settings = settings or Settings()
    model = settings.integer("OPENAI_TIMEOUT_SECONDS", 20) * (1 + OPENAI_CLIENT_RETRIES)
    return float(model + DEADLINE_SECONDS + TIMEOUT_SECONDS)


def messenger_from_settings(settings: Settings) -> Messenger:
    """The whasp HTTP API (`WHASP_API_URL` + `WHASP_API_KEY`)."""
    from agent_memory.messenger.whasp_api import WhaspMessenger

    return WhaspMessenger(
        settings.require("WHASP_API_URL", "where replies are sent, e.g. https://api.whasp..."),
        settings.secret("WHASP_API_KEY"),
    )


def inbound_from_settings(settings: Settings, memory: Memory) -> InboundConverter:
    """Voice notes and photos downloaded from whasp (`WHASP_API_KEY`) within `MEDIA_MAX_BYTES`,
    read by the memory's model."""
    from agent_memory.media.whasp_http import WhaspMediaFetcher
    from agent_memory.pipeline.inbound import InboundConverter

    fetcher = WhaspMediaFetcher(
        settings.secret("WHASP_API_KEY"), max_bytes=settings.media_max_bytes
    )
    return InboundConverter(
        memory.store,
        memory.model,
        fetcher,
        max_attempts=settings.media_max_attempts,
        metrics=memory.metrics,
    )


def guard_limits(settings: Settings) -> GuardLimits:
    """The reply guard's ceilings (core/reply_guard.py): `REPLY_BUDGET` per
    `REPLY_BUDGET_SECONDS`, and the `LOOP_*` settings."""
    return GuardLimits(
        reply_budget=settings.value("REPLY_BUDGET"),
        budget_seconds=settings.value("REPLY_BUDGET_SECONDS"),
        loop_rounds=settings.value("LOOP_ROUNDS"),
        loop_reply_seconds=settings.value("LOOP_REPLY_SECONDS"),
        loop_quiet_seconds=settings.value("LOOP_QUIET_SECONDS"),
        loop_mute_seconds=settings.value("LOOP_MUTE_SECONDS"),
    )


def responder_from_settings(
    settings: Settings | None = None,
    metrics: Metrics | None = None,
    messenger: Messenger | None = None,
) -> Responder:
    """The processor's turn handler, as the environment describes it.

    `messenger` replaces the whasp API (the local run's outbox when none is configured);
    without WHASP_API_KEY no media can be downloaded, so it is remembered as a marker.
    """
    from agent_memory.pipeline.prompt import system_prompt_from_settings
    from agent_memory.pipeline.responder import (
        DEFAULT_ERASURE_CONFIRMATION,
        DEFAULT_FALLBACK_REPLY,
        Responder,
    )

    settings = settings or Settings()
    memory = memory_from_settings(settings, metrics)
    return Responder(
        memory,
        messenger or messenger_from_settings(settings),
        ledger=memory.store,
        agent=settings.require("AGENT_ID", "the agent whose memory this is"),
        system_prompt=system_prompt_from_settings(settings),
        trigger=settings.value("COMPACTION_TRIGGER"),
        erase_on_opt_out=settings.value("ERASE_ON_OPT_OUT"),
        erase_commands=tuple(settings.value("ERASE_COMMANDS")),
        erasure_confirmation=settings.value("ERASURE_CONFIRMATION") or DEFAULT_ERASURE_CONFIRMATION,
        fallback_reply=settings.value("FALLBACK_REPLY") or DEFAULT_FALLBACK_REPLY,
        guard=guard_limits(settings),
        inbound=(
            inbound_from_settings(settings, memory)
            if settings.has_secret("WHASP_API_KEY")
            else None
        ),
    )
