"""One person's data for operators: their facts and a full export (GDPR art. 15/20)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from agent_memory.core.person_export import EXPORT_FORMAT, export_person, fact_record
from agent_memory.core.records import ConversationKey
from agent_memory.display_text import printable, printable_lines
from agent_memory.store.port import Store

__all__ = ["EXPORT_FORMAT", "export_person", "fact_record", "overview"]


def overview(store: Store, key: ConversationKey, now: datetime) -> dict[str, Any]:
    """What the agent remembers of the person, as a turn would see it: live facts with
    their kinds, the summary, and how many raw messages are kept."""
    conversation = store.load(key)
    state = conversation.state
    return {
        "facts": [
            {"id": f.id, "kind": f.kind, "content": f.content}
            for f in conversation.facts
            if f.is_live(now)
        ],
        "summary": conversation.summary.text if conversation.summary else None,
        "messages": len(conversation.messages),
        "unsummarized": len(conversation.unsummarized()),
        "unreadable": conversation.unreadable,
        "compaction": {
            "failures": state.compaction_failures,
            "reason": state.compaction_error,
            "next_try": state.due_at.isoformat() if state.due_at else None,
        }
        if state.compaction_failures
        else None,
    }


def render_overview(view: dict[str, Any]) -> str:
    """`overview` as lines for a terminal (what the person's words hold escaped)."""
    facts = view["facts"]
    lines = [f"facts ({len(facts)}):"]
    lines += [f"  [{printable(f['kind'])}] {printable(f['content'])}" for f in facts] or [
        "  (none yet)"
    ]
    lines.append(f"summary: {printable(view['summary'] or '(none yet)')}")
    lines.append(
        f"raw messages: {view['messages']} ({view['unsummarized']} not yet in the summary)"
    )
    if view.get("unreadable"):
        lines.append(
            f"unreadable: {view['unreadable']} stored item(s) could not be read (damaged) and"
            " are left out of every read; `forget` deletes them with the rest"
        )
    failing = view.get("compaction")
    if failing:
        lines.append(
            f"compaction: failed {failing['failures']} run(s) in a row, next try at "
            f"{failing['next_try'] or 'the next run'}: {failing['reason']}"
        )
    return "\n".join(lines)


def render_context(notes: str, history: list[dict[str, str]]) -> str:
    """The context a turn would get (notes, then the recent history) as lines for a terminal,
    one line a message, with what the person's words hold escaped."""
    lines = [printable_lines(notes or "(no notes)")]
    lines += [
        f"{printable(message['role']):>9}: {printable(message['content'])}" for message in history
    ]
    return "\n".join(lines)
