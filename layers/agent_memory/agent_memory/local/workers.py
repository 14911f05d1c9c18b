"""Worker threads: the processor Lambda's job, in-process, against the local inbox.

Several people are answered in parallel, each person's messages one at a time
and in order (the inbox hands a group to one worker at a time). The failure
policy is the stack's: poison and permanent failures go to the dead letters at
once; transient ones are retried with exponential backoff, up to the stack's
`maxReceiveCount` attempts, the person's later messages waiting behind them.
Each try is told its attempt number, as SQS tells the processor its
`ApproximateReceiveCount`, so a voice note that keeps failing is given up on (and
answered with a notice) on the last try instead of dead-lettered in silence.
With `answer_bursts_once`, a message claimed while a later one of its person waits is
stored, not answered (`superseded`): the later turn answers both, one model call. An
erasure of the person waiting behind it covers it too; nothing else does
(pipeline/burst.py): an opt-out, a receipt or an unreadable body answers nothing.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Protocol

from agent_memory.errors import PermanentError
from agent_memory.local.inbox import Claim, SqliteInbox
from agent_memory.pipeline.burst import burst_event, covers
from agent_memory.pipeline.whasp import EventError

logger = logging.getLogger(__name__)
MAX_ATTEMPTS = 5  # the inbox queue's maxReceiveCount in template.yaml
FIRST_BACKOFF_SECONDS = 1.0
MAX_BACKOFF_SECONDS = 60.0
IDLE_POLL_SECONDS = 0.5  # also when a backed-off message becomes due again


class TurnHandler(Protocol):
    """`Responder.handle`: one inbox body, how many times it has been received, and
    whether an event waiting behind it answers or erases it (pipeline/burst.py)."""

    def __call__(self, body: str, *, attempt: int, superseded: bool = False) -> object: ...


def backoff_seconds(attempts: int) -> float:
    """How long a message waits after its `attempts`-th failed try: 1 s, 2 s, 4 s ... 60 s."""
    return min(FIRST_BACKOFF_SECONDS * 2 ** (attempts - 1), MAX_BACKOFF_SECONDS)


class WorkerPool:
    """`workers` threads calling `handle(body, attempt=n)` for each message the inbox hands out."""

    def __init__(
        self,
        inbox: SqliteInbox,
        handle: TurnHandler,
        workers: int = 4,
        *,
        max_attempts: int = MAX_ATTEMPTS,
        backoff: Callable[[int], float] = backoff_seconds,
        answer_bursts_once: bool = False,
        erase_on_opt_out: bool = False,
    ) -> None:
        if workers < 1:
            raise ValueError("--workers must be at least 1")
        self.inbox = inbox
        self.handle = handle
        self.max_attempts = max_attempts
        self.backoff = backoff
        self.answer_bursts_once = answer_bursts_once
        self.erase_on_opt_out = erase_on_opt_out  # the responder's: such an opt-out erases
        self._stopping = threading.Event()
        self._threads = [
            threading.Thread(target=self._run, name=f"worker-{n}", daemon=True)
            for n in range(workers)
        ]

    def start(self) -> WorkerPool:
        """Start the threads."""
        for thread in self._threads:
            thread.start()
        return self

    def stop(self, timeout: float = 60.0) -> None:
        """Let each worker finish the turn in hand, then return; the rest waits in the inbox."""
        self._stopping.set()
        self.inbox.wake()
        for thread in self._threads:
            thread.join(timeout)

    def _run(self) -> None:
        while not self._stopping.is_set():
            seen = self.inbox.generation
            try:
                claim = self.inbox.claim()
            except Exception as error:  # the inbox file is busy or broken: try again shortly
                logger.error("inbox claim failed", extra={"error": type(error).__name__})
                claim = None
            if claim is None:
                self.inbox.wait_for_change(seen, IDLE_POLL_SECONDS)
                continue
            try:
                self._process(claim)
            except Exception as error:  # the inbox could not record the outcome: the lease
                # keeps the group until the next start, which does the (idempotent) turn again
                logger.error(
                    "inbox update failed",
                    extra={"event_id": claim.dedup_id, "error": type(error).__name__},
                )

    def _superseded(self, claim: Claim) -> bool:
        """True when an event waiting behind the claim answers or erases it (a burst)."""
        if not self.answer_bursts_once:
            return False
        erases = self.erase_on_opt_out
        earlier = burst_event(claim.body)  # read once, for every event behind it
        return self.inbox.has_later(
            claim, lambda later: covers(earlier, later, erase_on_opt_out=erases)
        )

    def _process(self, claim: Claim) -> None:
        fields = {"event_id": claim.dedup_id, "group": claim.group_id, "attempt": claim.attempts}
        try:
            if self._superseded(claim):
                self.handle(claim.body, attempt=claim.attempts, superseded=True)
            else:  # handlers that know no bursts take no `superseded`
                self.handle(claim.body, attempt=claim.attempts)
        except (EventError, PermanentError) as error:
            # a dependency's refusal says what to fix (statuses, settings), never whose message
            why = {"reason": str(error)} if isinstance(error, PermanentError) else {}
            logger.error("dead-lettered", extra={**fields, "error": type(error).__name__, **why})
            self.inbox.dead_letter(claim, f"{type(error).__name__}: {error}")
        except Exception as error:  # transient, or a fault of ours: SQS would redeliver too
            if claim.attempts >= self.max_attempts:
                logger.error(
                    "dead-lettered after retries", extra={**fields, "error": type(error).__name__}
                )
                self.inbox.dead_letter(claim, f"{claim.attempts} attempts, last: {error!r}")
            else:
                delay = self.backoff(claim.attempts)
                logger.warning(
                    "turn failed; retrying",
                    extra={**fields, "error": type(error).__name__, "delay": delay},
                )
                self.inbox.retry(claim, delay, f"{type(error).__name__}: {error}")
        else:
            self.inbox.complete(claim)
