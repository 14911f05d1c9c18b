"""The local dead letters: the `dead_letters` table of the queues file that `serve` writes.

Read and redriven by other processes while `serve` runs (SQLite in WAL mode lets
them): `chat` looks here for the reason a turn of its own was parked, and the
operator's `dead-letters` command lists, shows and redrives.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from pathlib import Path

from agent_memory.commands.invocation import command
from agent_memory.config import Settings
from agent_memory.display_text import quoted_input
from agent_memory.errors import LocalRunError
from agent_memory.local.database import QueueDatabase
from agent_memory.local.files import LocalFiles
from agent_memory.pipeline.dead_letter import DeadLetter, event_id_of

_COLUMNS = "id, dedup_id, reason, attempts, failed_at, body"


class LocalDeadLetters:
    """The dead letters of the local run whose queues file is `path`."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.where = str(path)
        self._database: QueueDatabase | None = None

    @classmethod
    def from_settings(cls, settings: Settings) -> LocalDeadLetters:
        """The dead letters beside `SQLITE_PATH`."""
        return cls(LocalFiles.from_settings(settings).queues)

    def list(self, limit: int = 100) -> list[DeadLetter]:
        with self._open().reading() as db:
            rows = db.execute(
                f"SELECT {_COLUMNS} FROM dead_letters ORDER BY id LIMIT ?", (limit,)
            ).fetchall()
        return [_letter(row) for row in rows]

    def get(self, letter_id: str) -> DeadLetter:
        number = _row_id(letter_id)
        with self._open().reading() as db:
            row = db.execute(f"SELECT {_COLUMNS} FROM dead_letters WHERE id = ?", (number,))
            row = row.fetchone()
        if row is None:
            raise LocalRunError(
                f"no dead letter {number} in {self.path}: `{command('dead-letters list')}`"
            )
        return _letter(row)

    def for_event(self, event_id: str) -> DeadLetter | None:
        """The dead letter of one event, when it was parked (what `chat` waits on)."""
        if not self.path.exists():
            return None
        with self._open().reading() as db:
            row = db.execute(
                f"SELECT {_COLUMNS} FROM dead_letters WHERE dedup_id = ? ORDER BY id DESC",
                (event_id,),
            ).fetchone()
        return _letter(row) if row else None

    def redrive(self, letter_id: str) -> DeadLetter:
        letter = self.get(letter_id)
        now = time.time()
        with self._open().transaction(durable=True) as db:
            group = db.execute(
                "SELECT group_id FROM dead_letters WHERE id = ?", (int(letter.id),)
            ).fetchone()[0]
            # the done row kept for deduplication would swallow the event: it is meant to run
            db.execute(
                "DELETE FROM inbox WHERE dedup_id = ? AND done_at IS NOT NULL", (letter.event_id,)
            )
            db.execute(
                "INSERT INTO inbox (group_id, dedup_id, body, accepted_at, available_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (group, letter.event_id, letter.body, now, now),
            )
            db.execute("DELETE FROM dead_letters WHERE id = ?", (int(letter.id),))
        return letter

    def _open(self) -> QueueDatabase:
        if self._database is None:
            if not self.path.exists():  # a read never creates the queues
                raise LocalRunError(
                    f"no local queues at {self.path}: nothing was ever dead-lettered there "
                    "(run from the folder `make run` used, or set SQLITE_PATH)"
                )
            self._database = QueueDatabase(self.path)
        return self._database

    def close(self) -> None:
        """Close the file."""
        if self._database is not None:
            self._database.close()


_MAX_ROW_ID = 2**63 - 1  # SQLite's INTEGER: a larger Python int cannot even be bound


def _row_id(letter_id: str) -> int:
    number = int(letter_id) if letter_id.isascii() and letter_id.isdigit() else 0
    if not 1 <= number <= _MAX_ROW_ID:
        raise LocalRunError(
            f"{quoted_input(letter_id)} is not a local dead letter id (a number from 1 "
            "to 2^63-1, as `dead-letters list` prints it); pass --queue-url or --stack for "
            "the stack's dead-letter queue"
        )
    return number


def _letter(row: tuple) -> DeadLetter:
    row_id, dedup_id, reason, attempts, failed_at, body = row
    return DeadLetter(
        id=str(row_id),
        event_id=dedup_id or event_id_of(body),
        reason=reason,
        attempts=attempts,
        failed_at=datetime.fromtimestamp(failed_at, UTC),
        body=body,
    )
