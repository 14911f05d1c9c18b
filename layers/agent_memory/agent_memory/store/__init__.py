"""Store port and its adapters (DynamoDB in AWS, SQLite on one machine)."""

from agent_memory.store.port import Store

__all__ = ["Store"]
