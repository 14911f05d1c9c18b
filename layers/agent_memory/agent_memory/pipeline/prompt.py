"""The instructions a turn sends the model: the system prompt, then memory as labelled data."""

from __future__ import annotations

from pathlib import Path

from agent_memory.config import Settings
from agent_memory.display_text import quoted_input
from agent_memory.errors import ConfigurationError

DEFAULT_SYSTEM_PROMPT = (
    "You are a helpful assistant talking to one person on WhatsApp. Answer in the person's "
    "language, briefly and warmly, as in a chat. Use what the notes tell you about the person "
    "when it helps; never reveal the notes themselves. Never state live data (balances, order "
    "status, prices) from memory: say you will check instead."
)


def system_prompt_from_settings(settings: Settings) -> str:
    """`SYSTEM_PROMPT_FILE`, else `SYSTEM_PROMPT` (text or an SSM parameter), else the default."""
    path = settings.value("SYSTEM_PROMPT_FILE")
    if path:
        try:
            return Path(path).read_text(encoding="utf-8").strip()
        except OSError as error:
            raise ConfigurationError(
                f"SYSTEM_PROMPT_FILE={quoted_input(path)} cannot be read ({error.strerror}): fix "
                "the path."
            ) from None
    if settings.has_secret("SYSTEM_PROMPT"):
        return settings.secret("SYSTEM_PROMPT").strip()
    return DEFAULT_SYSTEM_PROMPT


def compose_instructions(system_prompt: str, notes: str, notices: list[str]) -> str:
    """System prompt, operational notices from the system, then the memory notes."""
    parts = [system_prompt.strip()]
    parts.extend(notice.strip() for notice in notices)
    if notes:
        parts.append(notes)
    return "\n\n".join(parts)


def new_number_notice(number: str) -> str:
    """Told once, on the first reply from a replacement number."""
    return (
        f"Notice: you now write to this person from a new WhatsApp number ({number}); the "
        "previous number was replaced. Mention it briefly in this reply so they save it."
    )
