"""Conversation memory for WhatsApp AI agents: recent turns, a rolling summary, durable facts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from agent_memory.core.records import Context
    from agent_memory.wiring import Memory

__all__ = ["Context", "Memory"]


def __getattr__(name: str) -> Any:
    # Imported on first use: the webhook imports agent_memory.* modules and never the core.
    if name == "Memory":  # the core's, with `from_env` from the composition root
        from agent_memory.wiring import Memory

        return Memory
    if name == "Context":
        from agent_memory.core.records import Context

        return Context
    raise AttributeError(f"module 'agent_memory' has no attribute {name!r}")
