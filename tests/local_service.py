"""`agent-memory serve` as a subprocess on a free loopback port, for tests and benchmarks."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pexpect

from agent_memory.local.client import LocalClient
from agent_memory.pipeline.signature import secret_keys
from tests.deliveries import SECRET

AGENT = "local-test"
READY_SECONDS = 60.0  # a loaded 2-core CI machine starts Python slowly


def free_port() -> int:
    """A loopback port nobody listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


# For tests that follow every accepted delivery to its own reply (exactly-once across
# crashes): one person writing 30 messages in a second is a burst and a reply loop to
# the reply guard (docs/decisions/reply-guard.md), which these tests are not about.
GUARD_OFF = {
    "ANSWER_BURSTS_ONCE": "false",
    "LOOP_ROUNDS": "0",
    "REPLY_BUDGET": "10000",
    "REPLY_BUDGET_SECONDS": "60",
}


def local_environment(directory: Path, **settings: str) -> dict[str, str]:
    """The environment of a local run kept in `directory`: offline model, local outbox."""
    environment = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("OPENAI_", "WHASP_", "COMPACTION_", "AWS_"))
    }
    return {
        **environment,
        "SQLITE_PATH": str(directory / "agent-memory.db"),
        "AGENT_ID": AGENT,
        "WHASP_WEBHOOK_SECRET": SECRET,
        "PYTHONUNBUFFERED": "1",
        **settings,
    }


def agent_memory(*args: str) -> list[str]:
    """The command line of `agent-memory ARGS` in this interpreter."""
    return [sys.executable, "-m", "agent_memory.commands.cli", *args]


class ServeProcess:
    """One `serve`; restartable on the same files, as after a crash."""

    def __init__(self, directory: Path, workers: int = 4, **settings: str) -> None:
        self.directory = directory
        self.environment = local_environment(directory, **settings)
        self.port = free_port()
        self.workers = workers
        self.log = directory / "serve.log"
        self.process: subprocess.Popen[bytes] | None = None
        self.client = LocalClient(self.port, secret_keys(SECRET)[0], "", timeout=READY_SECONDS)

    def start(self, maintenance_every: float = 0.2) -> ServeProcess:
        """Start and wait until it answers."""
        command = agent_memory(
            "serve",
            "--port",
            str(self.port),
            "--workers",
            str(self.workers),
            "--maintenance-every",
            str(maintenance_every),
        )
        with open(self.log, "ab") as log:
            started_at = log.tell()
            self.process = subprocess.Popen(
                command, env=self.environment, stdout=log, stderr=subprocess.STDOUT
            )
        deadline = time.monotonic() + READY_SECONDS
        # ready when this start's banner names the port: another test's server that happens
        # to hold the port (xdist runs two at once) answers too, but prints nothing here
        while not (self._banner_since(started_at) and self._answers()):
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"serve did not start:\n{self.log.read_text()}")
            time.sleep(0.05)
        token_file = self.directory / "operator-token"
        self.client.operator_token = token_file.read_text().strip()
        return self

    def _banner_since(self, offset: int) -> bool:
        with open(self.log, "rb") as log:
            log.seek(offset)
            return f"whasp webhook at http://127.0.0.1:{self.port}/".encode() in log.read()

    def _answers(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                return True
        except OSError:
            return False

    def stop(self, sig: int = signal.SIGTERM) -> int:
        """Signal it and wait for the exit status."""
        assert self.process is not None
        if self.process.poll() is None:
            self.process.send_signal(sig)
        return self.process.wait(timeout=READY_SECONDS)

    def kill(self) -> None:
        """`kill -9`: no chance to finish anything."""
        assert self.process is not None
        self.process.kill()
        self.process.wait(timeout=READY_SECONDS)

    def run(self, *args: str, input: str | None = None) -> subprocess.CompletedProcess[str]:
        """Another `agent-memory` command on the same files."""
        return subprocess.run(
            agent_memory(*args),
            env=self.environment,
            input=input,
            capture_output=True,
            text=True,
            timeout=READY_SECONDS,
        )

    def chat(self, phone: str) -> pexpect.spawn:
        """`agent-memory chat` as `phone` on a terminal of its own, as a person types."""
        command, *args = agent_memory("chat", "--phone", phone, "--port", str(self.port))
        return pexpect.spawn(
            command, args, env=self.environment, encoding="utf-8", timeout=READY_SECONDS
        )

    def piped_chat(self, phone: str, lines: str) -> list[str]:
        """The lines `agent-memory chat` prints for `lines` piped into it (it ends well)."""
        result = self.run("chat", "--phone", phone, "--port", str(self.port), input=lines)
        assert result.returncode == 0, result.stderr
        return result.stdout.splitlines()

    def export(self, phone: str) -> dict[str, Any]:
        """`agent-memory export` of one person (the store file, read by another process)."""
        result = self.run("export", "--phone", phone)
        assert result.returncode == 0, result.stderr
        return json.loads(result.stdout)


def wait_for(condition: Callable[[], Any], seconds: float = 60.0, what: str = "condition") -> Any:
    """Poll until `condition()` is truthy; its value. Generous: CI machines are loaded."""
    deadline = time.monotonic() + seconds
    while not (value := condition()):
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)
    return value
