"""The scheduled run: carry out requested erasures, compact conversations marked due, and
purge expired items where the store has no TTL of its own.

Neither job slows a reply: the processor only marks work as due. Erasures go
first (a legal duty with a deadline). One person's failure never stops the
others, and a run that nears its time limit stops between people, leaving the
rest due for the next run.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from agent_memory.core.memory import DEFAULT_KEEP, DEFAULT_TRIGGER, Memory
from agent_memory.core.records import ConversationKey
from agent_memory.errors import PermanentError
from agent_memory.store.port import COMPACTION_DUE, ERASURE_DUE

logger = logging.getLogger(__name__)
DEFAULT_BATCH = 200
SAFETY_MARGIN_SECONDS = 20.0  # longer than one compaction's model call
MAX_ROUNDS = 5  # compactions of one person per run
PURGE_BATCH = 5000  # expired items deleted per run where the store has no TTL of its own


@dataclass
class MaintenanceReport:
    """What one run did, for metrics and logs (counts only, nothing personal)."""

    erased: int = 0
    erased_items: int = 0
    compacted: int = 0
    not_needed: int = 0
    failed: int = 0
    purged: int = 0
    stopped_early: bool = False


def run_maintenance(
    memory: Memory,
    seconds_left: Callable[[], float],
    *,
    trigger: int = DEFAULT_TRIGGER,
    keep: int = DEFAULT_KEEP,
    batch: int = DEFAULT_BATCH,
    margin_seconds: float = SAFETY_MARGIN_SECONDS,
) -> MaintenanceReport:
    """Run both jobs within the time `seconds_left` reports."""
    report = MaintenanceReport()

    def erase(key: ConversationKey) -> None:
        receipt = memory.erase(key)
        report.erased += 1
        report.erased_items += receipt.deleted_items if receipt else 0

    def compact(key: ConversationKey) -> None:
        rounds = 0
        while memory.compact(key.agent, key.phone, trigger=trigger, keep=keep):
            rounds += 1  # a backlog folds `memory.fold_limit` messages a round
            if rounds >= MAX_ROUNDS or seconds_left() < margin_seconds:
                report.compacted += 1
                return  # more may wait: it stays due for the next run
        memory.store.clear_due(key)
        if rounds:
            report.compacted += 1
        else:
            report.not_needed += 1

    for job, work in ((ERASURE_DUE, erase), (COMPACTION_DUE, compact)):
        for key in memory.due(job, batch):
            if seconds_left() < margin_seconds:
                report.stopped_early = True
                return report
            try:
                work(key)
            except Exception as error:  # one person's failure must not stop the others
                report.failed += 1
                # a refusal says what to fix (a compaction answer not the schema, a status)
                why = {"reason": str(error)} if isinstance(error, PermanentError) else {}
                logger.warning(
                    "maintenance job failed; it stays due for the next run",
                    extra={
                        "job": job,
                        "person": key.phone_hash,
                        "error": type(error).__name__,
                        **why,
                    },
                )
    report.purged = memory.store.purge_expired(PURGE_BATCH)
    return report
