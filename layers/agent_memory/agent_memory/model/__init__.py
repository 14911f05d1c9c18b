"""Model port and its adapters (OpenAI in production, an offline model locally)."""

from agent_memory.model.port import CompactionResult, Embedder, Model, Reply

__all__ = ["CompactionResult", "Embedder", "Model", "Reply"]
