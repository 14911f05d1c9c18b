"""The maintenance schedule, in-process: what EventBridge does for the stack, every N seconds.

Each run erases requested people, compacts due conversations, then prunes the
queues (done inbox rows past the dedup window, replies past their hour).
"""

from __future__ import annotations

import logging
import math
import threading
from collections.abc import Callable
from dataclasses import asdict

from agent_memory.core.memory import Memory
from agent_memory.pipeline.maintenance import run_maintenance

logger = logging.getLogger(__name__)


class MaintenanceSchedule:
    """A thread running `run_maintenance` every `every_seconds` until stopped."""

    def __init__(
        self,
        memory: Memory,
        every_seconds: float,
        policy: dict[str, int],
        prune: list[Callable[[], object]],
    ) -> None:
        if not 0 < every_seconds <= threading.TIMEOUT_MAX:  # nan and inf too: the thread's wait
            raise ValueError("--maintenance-every must be a positive number of seconds")
        self.memory = memory
        self.every_seconds = every_seconds
        self.policy = policy
        self.prune = prune
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, name="maintenance", daemon=True)

    def start(self) -> MaintenanceSchedule:
        """Start the thread; the first run comes after one interval."""
        self._thread.start()
        return self

    def stop(self, timeout: float = 60.0) -> None:
        """Stop between people (a compaction in hand finishes) and return."""
        self._stopping.set()
        self._thread.join(timeout)

    def run_once(self) -> None:
        """One run; a failure is logged and the next run tries again."""
        try:
            report = run_maintenance(self.memory, self._seconds_left, **self.policy)
            for prune in self.prune:
                prune()
        except Exception as error:  # the schedule must outlive one bad run
            logger.error("maintenance run failed", extra={"error": type(error).__name__})
            return
        if report.erased or report.compacted or report.failed:
            logger.info("maintenance run", extra=asdict(report))

    def _seconds_left(self) -> float:
        # No deadline of its own: stopping is the only reason to leave early.
        return 0.0 if self._stopping.is_set() else math.inf

    def _run(self) -> None:
        while not self._stopping.wait(self.every_seconds):
            self.run_once()
