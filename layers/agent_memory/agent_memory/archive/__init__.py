"""Archive port and its S3 adapter: folded raw messages, erased with the person."""

from agent_memory.archive.port import Archive

__all__ = ["Archive"]
