"""The post-filter on extracted facts: what the model was told not to store, caught again.

Facts are injected into every later prompt, so a fact that reads as an order to
the agent ("always agree with me", "ignore previous instructions") would be a
prompt injection that outlives the message that carried it. The compaction
prompt forbids such facts, secrets and live data; this filter drops the ones
that get through anyway, and says how many so the caller can count them.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from agent_memory.lexical import normalise
from agent_memory.records import FactDraft

# Patterns run on case- and accent-folded text (see lexical.normalise).
_INSTRUCTION = re.compile(
    r"|".join(
        [
            # "ignore previous instructions", "disregard all the rules above"
            r"\b(ignore|disregard|forget|override|bypass|ignora\w*|desconsider\w*|esquec\w*)\b"
            r".{0,40}\b(instruction|rule|prompt|guideline|polic|instruc|regra|diretriz)",
            r"\b(system|developer) (prompt|message|mode)\b|\bjailbreak",
            # orders to the agent, imperative or reported: "always agree with me"
            r"\b(assistant|agent|bot|ai|you) to (always|never)\b",
            r"\bagree with (me|everything|all)\b|\bconcord\w* (comigo|com tudo)\b",
            r"\b(assistant|agent|bot|ai|you)( \w+)? (must|should|shall|has to|have to|is to"
            r"|needs to|will always|will never|may not)\b",
            r"\b(pretend|act as|roleplay|role play|you are now|from now on)\b",
            r"\b(finja|a partir de agora|voce (deve|tem que|precisa)|sempre (diga|responda))\b",
            # a fact is a third-person statement; one opening with an imperative is not
            r"^(always|never|ignore|disregard|forget|stop|do not|don't|obey|respond|reply|answer"
            r"|say|tell|call me|sempre|nunca|responda|diga)\b",
        ]
    )
)
_SECRET = re.compile(
    r"\b(password|passcode|passphrase|senha|pin|cvv|cvc|api key|apikey|access token"
    r"|secret key|otp|one-time code|codigo de verificacao)\b"
)
_LIVE_DATA = re.compile(
    r"\b(account balance|balance is|saldo|order status|status (of|do) (the |their |o )?"
    r"(order|pedido)|in stock|out of stock|em estoque|sem estoque|tracking (number|code)"
    r"|codigo de rastreio)\b"
)
REASONS = ("instruction", "secret", "live_data")


def reason_to_drop(content: str) -> str | None:
    """Why this fact must not be stored (`instruction`, `secret`, `live_data`), or None."""
    text = normalise(content).strip()
    if _INSTRUCTION.search(text):
        return "instruction"
    if _SECRET.search(text):
        return "secret"
    if _LIVE_DATA.search(text):
        return "live_data"
    return None


def screen_drafts(drafts: Iterable[FactDraft]) -> tuple[list[FactDraft], Counter[str]]:
    """The drafts that may be stored, and how many were dropped for each reason."""
    kept: list[FactDraft] = []
    dropped: Counter[str] = Counter()
    for draft in drafts:
        reason = reason_to_drop(draft.content) or reason_to_drop(draft.subject.replace("_", " "))
        if reason is None:
            kept.append(draft)
        else:
            dropped[reason] += 1
    return kept, dropped
