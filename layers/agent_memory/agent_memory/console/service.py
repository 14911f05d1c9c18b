"""The console's service built from settings: the memory, its curation, and an erasure that
reaches the local run's queues too (as `agent-memory forget` does)."""

from __future__ import annotations

from agent_memory.config import Settings
from agent_memory.console.app import ConsoleService
from agent_memory.core.curation import Curation
from agent_memory.core.records import ErasureReceipt
from agent_memory.errors import ConfigurationError
from agent_memory.model.offline import OfflineModel


class _NoModel(OfflineModel):
    """Stands in for the model over a table named outright: compacting there with the
    offline model would write its made-up facts into real memory."""

    def compact(self, *args: object, **kwargs: object):  # type: ignore[override]
        raise ConfigurationError(
            "compact now on a deployed table needs the stack's model: use --stack, or set "
            "OPENAI_API_KEY_PARAMETER (and OPENAI_MODEL) as the stack has them"
        )


def console_service(settings: Settings) -> ConsoleService:
    """The console's service over the store and model `settings` name."""
    from agent_memory.local.files import store_location
    from agent_memory.local.queue_erasure import local_queues_erased_too
    from agent_memory.wiring import memory_from_settings

    memory = memory_from_settings(settings)
    if settings.store_kind == "dynamodb" and not settings.has_secret("OPENAI_API_KEY"):
        memory.model = _NoModel()
    agent = settings.require("AGENT_ID")
    where = store_location(settings)
    if settings.store_kind == "dynamodb" and settings.aws_region:
        where += f" ({settings.aws_region})"

    def erase(phone: str) -> ErasureReceipt:
        with local_queues_erased_too(settings, memory):
            return Curation(memory).erase(agent, phone)

    return ConsoleService(curation=Curation(memory), agent=agent, where=where, erase=erase)
