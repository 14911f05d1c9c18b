"""`agent-memory demo`: a short scripted conversation through the memory core, then what it
remembers: the live facts, the facts a newer one replaced (kept as history), the context.

It plays two weeks of conversation in a moment, so it keeps its own throwaway store and
folds each exchange into memory as soon as it is answered (maintenance waits for
COMPACTION_TRIGGER messages), so the last question is answered from memory.
"""

from __future__ import annotations

import tempfile
from datetime import UTC, datetime, timedelta
from typing import IO

from agent_memory.commands.person_data import render_context
from agent_memory.config import Settings
from agent_memory.core.records import Fact

DEMO_PHONE = "+5511987654321"
DEMO_NUMBER = "+5511900000000"
DEMO_LINES = [
    "Hi! My name is Ana and I live in Porto Alegre.",
    "My plan is basic, but I am thinking about upgrading.",
    "I prefer answers in Portuguese, please.",
    "My dog is called Pipoca.",
    "I decided to upgrade: my plan is enterprise now.",
    "Can you remind me what plan I have?",
]
DAYS_BETWEEN_LINES = 2


def run_demo(agent: str, phone: str, out: IO[str]) -> int:
    """Play DEMO_LINES as `phone`, print each exchange, then the memory they left."""
    from agent_memory.wiring import memory_from_settings

    with tempfile.TemporaryDirectory(prefix="agent-memory-demo-") as directory:
        settings = Settings().with_values(STORE="sqlite", SQLITE_PATH=f"{directory}/demo.db")
        memory = memory_from_settings(settings)
        print(f"store: {memory.store.__class__.__name__}  model: {memory.model.name}", file=out)
        start = datetime.now(UTC) - timedelta(days=len(DEMO_LINES) * DAYS_BETWEEN_LINES)
        for day, line in enumerate(DEMO_LINES):
            at = start + timedelta(days=day * DAYS_BETWEEN_LINES)
            memory.remember(agent, phone, DEMO_NUMBER, "user", line, at=at)
            context = memory.build_context(agent, phone, query=line)
            instructions = "You are a helpful assistant.\n\n" + context.notes
            answer = memory.model.reply(instructions, context.history)
            reply_at = at + timedelta(seconds=5)
            memory.remember(agent, phone, DEMO_NUMBER, "assistant", answer.text, at=reply_at)
            print(f"\n> {line}\n< {answer.text}", file=out)
            memory.compact(agent, phone, trigger=2, keep=0)  # this exchange, into memory now
        facts = memory.store.load(memory.key(agent, phone)).facts
        print(render_facts(facts, datetime.now(UTC)), file=out)
        context = memory.build_context(agent, phone)
        print("\n--- context the next turn would get ---", file=out)
        print(render_context(context.notes, context.history), file=out)
        close = getattr(memory.store, "close", None)
        if close is not None:
            close()
    return 0


def render_facts(facts: list[Fact], now: datetime) -> str:
    """The live facts, then each replaced one with what replaced it and when."""
    by_id = {fact.id: fact for fact in facts}
    live = [f for f in facts if f.is_live(now)]
    replaced = [f for f in facts if f.superseded_by is not None]
    lines = [f"\n--- what the agent remembers: {_facts(len(live))} ---"]
    lines += [f"  [{f.kind}] {f.content}  (said {f.created_at:%Y-%m-%d})" for f in live]
    lines.append(f"--- history: {_facts(len(replaced))} replaced by newer ones (never shown) ---")
    for fact in replaced:
        newer = by_id.get(fact.superseded_by or "")
        by = f' by "{newer.content}"' if newer else ""
        until = f" on {fact.superseded_at:%Y-%m-%d}" if fact.superseded_at else ""
        said = f"said {fact.created_at:%Y-%m-%d}"
        lines.append(f"  [{fact.kind}] {fact.content}  ({said}; replaced{by}{until})")
    if not replaced:
        lines.append("  (none)")
    return "\n".join(lines)


def _facts(count: int) -> str:
    return f"{count} fact{'' if count == 1 else 's'}"
