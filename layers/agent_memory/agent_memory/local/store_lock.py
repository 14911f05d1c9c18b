"""One `serve` per store: an exclusive lock on the store's and the queues' files themselves.

The lock is taken on the files (their inodes), not on a lock file named after them,
so a second name for the same file (a hard link, a symlinked folder, `..` in
`SQLITE_PATH`) cannot start a second serve on the same data. `flock` locks are
separate from the POSIX record locks SQLite takes on the same files, and the
kernel drops them when the process dies, even by `kill -9`.
"""

from __future__ import annotations

import fcntl
import os
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

from agent_memory.errors import LocalRunError


@contextmanager
def hold_store(*paths: Path) -> Iterator[None]:
    """Hold an exclusive lock on each of `paths` (created when missing) until the block
    ends; LocalRunError naming the holder's pid when another process holds one."""
    with ExitStack() as held:
        for path in paths:
            path.parent.mkdir(parents=True, exist_ok=True)
            descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
            held.callback(os.close, descriptor)  # closed last: after SQLite closed the file
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise LocalRunError(
                    f"another agent-memory serve (pid {lock_holder(descriptor)}) already uses "
                    f"{path} (perhaps under another name): stop it, or set SQLITE_PATH to "
                    "another file"
                ) from None
        yield


def lock_holder(descriptor: int) -> str:
    """The pid holding a flock on the file of `descriptor`, from /proc/locks; `?` elsewhere."""
    status = os.fstat(descriptor)
    inode = f"{os.major(status.st_dev):02x}:{os.minor(status.st_dev):02x}:{status.st_ino}"
    try:
        lines = Path("/proc/locks").read_text().splitlines()
    except OSError:
        return "?"
    for line in lines:
        fields = line.split()
        if "FLOCK" in fields and inode in fields and "->" not in fields:
            return fields[fields.index(inode) - 1]
    return "?"
