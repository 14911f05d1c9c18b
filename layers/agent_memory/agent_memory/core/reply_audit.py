"""The audit of a reply, kept with its turn record: which facts and which summary version
reached the model, with their scores, bounded so a turn record stays small.

It is stored as one compact JSON string on the turn marker (both stores), erased with
the person like every other item of theirs, and read back by the operator's console. It
holds fact ids and numbers only, never text.
"""

from __future__ import annotations

import json
import math
from typing import Any

from agent_memory.core.records import Context, ReplyAudit

MAX_AUDIT_FACTS = 40  # a turn shows at most 30 facts (the newest, with no query)
MAX_AUDIT_BYTES = 2_048  # the encoded audit's ceiling, whatever the ids
MAX_FACT_ID_CHARS = 64  # fact ids are 25 characters; an id past this is left out


def reply_audit(context: Context) -> ReplyAudit:
    """The audit of the context a reply was made from, within the ceilings."""
    scores = [
        (i, round(s, 4) if math.isfinite(s) else 0.0)
        for i, s in context.fact_scores
        if isinstance(i, str) and 0 < len(i) <= MAX_FACT_ID_CHARS
    ]
    kept = scores[:MAX_AUDIT_FACTS]
    audit = ReplyAudit(
        facts=tuple(kept),
        summary_version=context.summary_version,
        messages=len(context.history),
        left_out=len(context.fact_scores) - len(kept),
    )
    while kept and len(encode_audit(audit)) > MAX_AUDIT_BYTES:
        kept = kept[: len(kept) // 2]
        audit = ReplyAudit(
            tuple(kept), audit.summary_version, audit.messages, len(context.fact_scores) - len(kept)
        )
    return audit


def encode_audit(audit: ReplyAudit) -> str:
    """The stored form: compact JSON."""
    return json.dumps(
        {
            "f": [[i, s] for i, s in audit.facts],
            "v": audit.summary_version,
            "m": audit.messages,
            "x": audit.left_out,
        },
        separators=(",", ":"),
        ensure_ascii=False,
    )


def decode_audit(stored: Any) -> ReplyAudit | None:
    """The audit a stored string holds; None for none or one that cannot be read."""
    if not isinstance(stored, str):
        return None
    try:
        data = json.loads(stored)
        return ReplyAudit(
            facts=tuple((str(i), float(s)) for i, s in data.get("f", [])),
            summary_version=None if data.get("v") is None else int(data["v"]),
            messages=int(data.get("m", 0)),
            left_out=int(data.get("x", 0)),
        )
    except (ValueError, TypeError, AttributeError):
        return None
