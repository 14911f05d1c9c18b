"""Message items as main wrote them before their one-letter names (at 3d5a3a6): `role`,
`content`, `number`, `at`, `event_id`, `written_at`, `budget_refilled_at`. Built by hand
from today's items, to prove that every reader of messages reads both forms."""

from __future__ import annotations

from typing import Any

from agent_memory.store import items
from tests.old_fact_items import put_as_it_is
from tests.test_damaged_items import _stored

LONG_NAMES = {
    "r": "role",
    "c": "content",
    "n": "number",
    "a": "at",
    "e": "event_id",
    "w": "written_at",
    "b": "budget_refilled_at",
}


ROLES = {"u": "user", "a": "assistant"}


def long_named_message(item: dict[str, Any]) -> dict[str, Any]:
    """A message item of today's form as main wrote the same message before (3d5a3a6):
    the long names, the role whole and the times ISO text."""
    old = {LONG_NAMES.get(name, name): value for name, value in item.items()}
    old["role"] = ROLES.get(old["role"], old["role"])
    for name in ("at", "written_at", "budget_refilled_at"):
        if name in old and not isinstance(old[name], str):
            old[name] = items.from_micros(int(old[name])).isoformat()
    return old


def with_old_message_items(store: Any, pk: str) -> int:
    """Every message item of `pk` written again as main wrote it before: how many. On
    SQLite, as an object row (the only form of its rows that names the attributes)."""
    found = [i for sk, i in _stored(store, pk).items() if sk.startswith(items.MESSAGE_PREFIX)]
    for item in map(long_named_message, found):
        put_as_it_is(store, item)
    return len(found)
