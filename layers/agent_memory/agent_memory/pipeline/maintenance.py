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
from datetime import timedelta

from agent_memory.core.memory import DEFAULT_KEEP, DEFAULT_TRIGGER, Memory
from agent_memory.core.records import ConversationKey
from agent_memory.errors import AgentMemoryError
from agent_memory.store.port import COMPACTION_DUE, ERASURE_DUE

logger = logging.getLogger(__name__)
DEFAULT_BATCH = 200
SAFETY_MARGIN_SECONDS = 20.0  # longer than one compaction's model call
MAX_ROUNDS = 5  # compactions of one person per run
PURGE_BATCH = 5000  # expired items deleted per run where the store has no TTL of its own
# A person's compaction that keeps failing is tried again after 10 min, 20, 40... at most a
# day: its model calls stop repeating every run, and people due after it go first.
BACKOFF_FIRST = timedelta(minutes=10)
BACKOFF_MOST = timedelta(days=1)
REPEATED_FAILURES = 3  # runs in a row: metric CompactionRepeatedFailure (the stack alarms)


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
        # a compaction backing off is due again only from its time on
        until = memory.clock() if job == COMPACTION_DUE else None
        for key in memory.due(job, batch, until):
            if seconds_left() < margin_seconds:
                report.stopped_early = True
                return report
            try:
                work(key)
            except Exception as error:  # one person's failure must not stop the others
                report.failed += 1
                _failed(memory, job, key, error)
    report.purged = memory.store.purge_expired(PURGE_BATCH)
    return report


def _failed(memory: Memory, job: str, key: ConversationKey, error: Exception) -> None:
    """Log why a job failed for one person; a compaction also backs off (kept in the
    person's bookkeeping, which `inspect` and the chat's /memory show) and is counted."""
    # our own errors say what to fix (a compaction answer not the schema, a status); any
    # other is named by its type only (its text could quote a person)
    reason = str(error) if isinstance(error, AgentMemoryError) else type(error).__name__
    extra = {"job": job, "person": key.phone_hash, "error": type(error).__name__}
    if job != COMPACTION_DUE:
        logger.warning("maintenance job failed; it stays due for the next run",
                       extra={**extra, "reason": reason})  # fmt: skip
        return
    failures = memory.store.note_compaction_failure(key, reason)
    retry_in = min(BACKOFF_FIRST * 2 ** min(max(failures - 1, 0), 16), BACKOFF_MOST)
    memory.store.postpone_due(key, memory.clock() + retry_in)
    memory.metrics.add("CompactionFailed")
    if failures >= REPEATED_FAILURES:
        memory.metrics.add("CompactionRepeatedFailure")
    logger.warning(
        "maintenance job failed; the compaction backs off",
        extra={**extra, "reason": reason, "failures": failures,
               "retry_in_seconds": int(retry_in.total_seconds())},
    )  # fmt: skip
