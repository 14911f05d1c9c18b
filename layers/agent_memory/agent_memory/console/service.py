"""The console's service built from settings: the memory, its curation, and an erasure that
reaches the local run's queues too (as `agent-memory forget` does)."""

from __future__ import annotations

from typing import Any

from agent_memory.config import Settings
from agent_memory.console.app import ConsoleService
from agent_memory.core.curation import Curation
from agent_memory.core.memory import Memory
from agent_memory.core.records import ErasureReceipt
from agent_memory.errors import ConfigurationError
from agent_memory.model.offline import OfflineModel
from agent_memory.model.port import Model


class _NoModel(OfflineModel):
    """Stands in for the model over a table named outright: compacting there with the
    offline model would write its made-up facts into real memory."""

    def compact(self, *args: Any, **kwargs: Any) -> Any:
        raise ConfigurationError(
            "compact now on a deployed table needs the stack's model: use --stack, or set "
            "OPENAI_API_KEY_PARAMETER (and OPENAI_MODEL) as the stack has them"
        )


class _StackModel(_NoModel):
    """The stack's model, made at the first "compact now": the console starts (and reads,
    and curates) even when the operator may not read the model's key."""

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self._settings = settings
        self._model: Model | None = None

    def compact(self, *args: Any, **kwargs: Any) -> Any:
        if self._model is None:
            from agent_memory.wiring import model_from_settings

            try:
                self._model = model_from_settings(self._settings)
            except Exception as error:  # SSM refused, no such parameter...
                raise ConfigurationError(
                    f"compact now cannot read the stack's model key ({type(error).__name__}): "
                    "it needs ssm:GetParameter on OPENAI_API_KEY_PARAMETER's parameter"
                ) from None
        return self._model.compact(*args, **kwargs)


def _memory(settings: Settings) -> Memory:
    """The memory over `settings`' store. On DynamoDB without the model's key: the console
    must not need it to start, nor compact with the offline model there; an OpenAI
    embedder (which needs the key) is left out, and a later compaction's sweep embeds
    the facts the console writes."""
    from agent_memory.wiring import memory_from_settings

    if settings.store_kind != "dynamodb":
        return memory_from_settings(settings)
    keyless = Settings(
        {k: v for k, v in settings.environ.items() if not k.startswith("OPENAI_API_KEY")}
    )
    if keyless.embedding_model not in (None, "local"):
        keyless = keyless.with_values(EMBEDDING_MODEL="none")
    memory = memory_from_settings(keyless)
    memory.model = _StackModel(settings) if settings.has_secret("OPENAI_API_KEY") else _NoModel()
    return memory


def console_service(settings: Settings) -> ConsoleService:
    """The console's service over the store and model `settings` name."""
    from agent_memory.local.files import store_location
    from agent_memory.local.queue_erasure import local_queues_erased_too

    memory = _memory(settings)
    agent = settings.require("AGENT_ID")
    where = store_location(settings)
    if settings.store_kind == "dynamodb" and settings.aws_region:
        where += f" ({settings.aws_region})"

    def erase(phone: str) -> ErasureReceipt:
        with local_queues_erased_too(settings, memory):
            return Curation(memory).erase(agent, phone)

    return ConsoleService(curation=Curation(memory), agent=agent, where=where, erase=erase)
