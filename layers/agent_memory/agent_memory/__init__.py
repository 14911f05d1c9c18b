"""Conversation memory for WhatsApp AI agents: recent turns, a rolling summary, durable facts."""

from agent_memory.memory import Memory
from agent_memory.records import Context

__all__ = ["Context", "Memory"]
