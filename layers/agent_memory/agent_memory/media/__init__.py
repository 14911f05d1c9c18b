"""Media a delivery points to: the port (`port.py`) and the whasp HTTP adapter."""

from agent_memory.media.port import (
    Download,
    MediaExpired,
    MediaFetcher,
    MediaRejected,
    MediaUnavailable,
)

__all__ = ["Download", "MediaExpired", "MediaFetcher", "MediaRejected", "MediaUnavailable"]
