"""What a model server was found to speak, remembered so it is found out once.

Per process always (a Lambda container asks once per cold start), and in a small
JSON file when given one: `serve` keeps it beside its store, so a restart does not
ask again. Forgetting it costs one extra request, never a wrong answer, so a file
that cannot be read or written is ignored.
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import ClassVar


class ApiMemory:
    """server address + model -> {"api": ..., "json_format": ...}."""

    _process: ClassVar[dict[str, dict[str, str]]] = {}
    _lock: ClassVar[threading.Lock] = threading.Lock()

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        if path is not None:
            with self._lock:
                for key, found in self._read(path).items():
                    self._process.setdefault(key, found)

    def recall(self, key: str) -> dict[str, str]:
        """What was found for `key`; empty when nothing yet."""
        with self._lock:
            return dict(self._process.get(key, {}))

    def note(self, key: str, **found: str) -> None:
        """Remember what was found for `key` (and keep it in the file, when there is one)."""
        with self._lock:
            entry = self._process.setdefault(key, {})
            if all(entry.get(k) == v for k, v in found.items()):
                return
            entry.update(found)
            snapshot = dict(self._process)
        if self.path is not None:
            self._write(self.path, snapshot)

    @staticmethod
    def _read(path: Path) -> dict[str, dict[str, str]]:
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict):
            return {}
        return {
            k: {n: v for n, v in found.items() if isinstance(v, str)}
            for k, found in data.items()
            if isinstance(k, str) and isinstance(found, dict)
        }

    @staticmethod
    def _write(path: Path, data: dict[str, dict[str, str]]) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            partial = path.with_name(f".{path.name}.{os.getpid()}")
            partial.write_text(json.dumps(data, indent=1, sort_keys=True))
            partial.replace(path)
        except OSError:
            pass  # remembered for this process; the next start finds out again
