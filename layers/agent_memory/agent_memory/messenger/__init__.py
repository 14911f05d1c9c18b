"""Messenger port and adapters: how replies reach the person."""

from agent_memory.messenger.port import Messenger, MessengerRejected, MessengerUnavailable

__all__ = ["Messenger", "MessengerRejected", "MessengerUnavailable"]
