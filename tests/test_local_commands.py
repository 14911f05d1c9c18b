"""The operator commands on one machine: they find the store and agent `make run` used,
never create a store to read from, and name the real cause when something is in the way."""

from __future__ import annotations

import shutil
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import pexpect
import pytest

from agent_memory import Memory
from agent_memory.local.files import LocalFiles
from agent_memory.model.offline import OfflineModel
from agent_memory.store.sqlite import SqliteStore
from tests.deliveries import NUMBER, OTHER_PERSON, PERSON
from tests.local_service import (
    GUARD_OFF,
    ServeProcess,
    agent_memory,
    free_port,
    local_environment,
)

ROOT = Path(__file__).resolve().parents[1]


def run(environment: dict[str, str], *args: str, cwd: Path | None = None):
    return subprocess.run(
        agent_memory(*args), env=environment, cwd=cwd, capture_output=True, text=True, timeout=60
    )


@pytest.fixture
def made_run(tmp_path: Path) -> dict[str, str]:
    """A folder after `make run`: the store holds Ana's messages for agent `demo`, and
    serve recorded that agent; the environment names neither the store nor the agent."""
    local = tmp_path / ".local"
    local.mkdir()
    memory = Memory(store=SqliteStore(local / "agent-memory.db"), model=OfflineModel())
    memory.remember("demo", PERSON, NUMBER, "user", "Hi, my name is Ana", event_id="evt_1")
    LocalFiles(local / "agent-memory.db").remember_agent("demo")
    environment = local_environment(tmp_path)
    for name in ("SQLITE_PATH", "AGENT_ID"):
        environment.pop(name)
    return environment


def test_inspect_uses_the_agent_the_last_serve_used(made_run, tmp_path: Path) -> None:
    result = run(made_run, "inspect", "--phone", PERSON, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "of agent 'demo'" in result.stdout and "raw messages: 1" in result.stdout
    assert str(tmp_path / ".local" / "agent-memory.db") in result.stdout


def test_a_read_from_another_folder_creates_no_store_and_names_where_it_looked(
    made_run, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "layers"
    elsewhere.mkdir()
    for command in ("inspect", "export", "forget"):
        result = run(made_run, command, "--phone", PERSON, cwd=elsewhere)
        assert result.returncode == 2
        assert f"no local store at {elsewhere / '.local' / 'agent-memory.db'}" in result.stderr
        assert "make run" in result.stderr
    result = run(made_run, "facts", "show", "--phone", PERSON, cwd=elsewhere)
    assert result.returncode == 2 and "no local store" in result.stderr
    assert not (elsewhere / ".local").exists()


def test_serve_records_its_agent_for_the_local_commands(tmp_path: Path) -> None:
    service = ServeProcess(tmp_path, AGENT_ID="support-bot").start()
    try:
        assert LocalFiles(tmp_path / "agent-memory.db").last_agent() == "support-bot"
    finally:
        service.stop()


def test_forgetting_someone_never_stored_says_nothing_was_erased(made_run, tmp_path) -> None:
    result = run(made_run, "forget", "--phone", OTHER_PERSON, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("nothing was stored of person ")
    assert "nothing erased" in result.stdout and "agent 'demo'" in result.stdout

    result = run(made_run, "forget", "--phone", PERSON, cwd=tmp_path)
    assert result.stdout.startswith("erased person ")


def test_export_into_a_reader_that_left_ends_without_a_traceback(made_run, tmp_path) -> None:
    process = subprocess.Popen(
        agent_memory("export", "--phone", PERSON),
        env=made_run,
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # `| head` that has read enough
    errors = process.stderr.read().decode()
    assert process.wait(timeout=60) == 141
    assert "Traceback" not in errors and "BrokenPipe" not in errors


class _NotServe(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(404)
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def other_program() -> Iterator[int]:
    server = HTTPServer(("127.0.0.1", free_port()), _NotServe)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def test_chat_on_a_port_another_program_holds_says_so_at_once(tmp_path, other_program) -> None:
    started = time.monotonic()
    result = run(
        local_environment(tmp_path), "chat", "--phone", PERSON, "--port", str(other_program)
    )
    assert result.returncode == 2
    assert f"port {other_program} on 127.0.0.1 is taken by another program" in result.stderr
    assert f"make run PORT={other_program + 10}" in result.stderr
    assert time.monotonic() - started < 20  # not the 30 s wait for a serve


def test_chat_on_a_port_another_serve_holds_names_it_and_the_fix(tmp_path: Path) -> None:
    (tmp_path / "theirs").mkdir()
    (tmp_path / "ours").mkdir()
    theirs = ServeProcess(tmp_path / "theirs").start()
    try:
        result = run(
            local_environment(tmp_path / "ours"),
            "chat",
            "--phone",
            PERSON,
            "--port",
            str(theirs.port),
        )
    finally:
        theirs.stop(signal.SIGKILL)
    assert result.returncode == 2
    assert "is another one than this folder's" in result.stderr
    assert f"make run PORT={theirs.port + 10}" in result.stderr


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_clean_keeps_the_local_data_and_make_wipe_deletes_it(tmp_path: Path) -> None:
    shutil.copy(ROOT / "Makefile", tmp_path)
    (tmp_path / ".local").mkdir()
    (tmp_path / ".local" / "agent-memory.db").write_text("memory")
    (tmp_path / ".aws-sam").mkdir()
    clean = subprocess.run(["make", "clean"], cwd=tmp_path, capture_output=True, text=True)
    assert clean.returncode == 0, clean.stderr
    assert not (tmp_path / ".aws-sam").exists()
    assert (tmp_path / ".local" / "agent-memory.db").exists()
    assert "kept .local/" in clean.stdout and "make wipe" in clean.stdout
    subprocess.run(["make", "wipe"], cwd=tmp_path, check=True, capture_output=True)
    assert not (tmp_path / ".local").exists()


def test_replaying_the_sample_events_answers_the_photo_before_the_opt_out(tmp_path: Path) -> None:
    # the guard off: replayed back to back, the photo with the number change or the opt-out
    # waiting behind it in the inbox is a burst, and stays unanswered
    service = ServeProcess(tmp_path, **GUARD_OFF).start()
    try:
        result = service.run("replay", str(ROOT / "events"), "--port", str(service.port))
        assert result.returncode == 0, result.stderr
        sample = service.export("+5521912345678")  # the samples' own person
        chatting = service.export(PERSON)  # the one make run chats as: untouched
    finally:
        service.stop()
    said = [(m["role"], m["content"]) for m in sample["messages"]]
    users = [content for role, content in said if role == "user"]
    assert users[0].startswith("Oi! Meu nome é Ana")
    # no whasp key locally: the voice note is kept as the marker the docs name
    assert "[voice note]" in users
    assert users[-1].startswith("[photo]") and said[-1][0] == "assistant"
    assert chatting["messages"] == []


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_ctrl_c_leaves_make_run_quietly_and_stops_serve(tmp_path: Path) -> None:
    venv = ROOT / ".venv"
    if not (venv / ".installed").exists():
        pytest.skip("make run needs the repository's .venv (make .venv/.installed)")
    # GIVEN `make run` in a folder of its own (the Makefile and what it depends on)
    for name in ("Makefile", "pyproject.toml", "layers/agent_memory/requirements.txt"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, tmp_path / name)
    (tmp_path / ".venv").symlink_to(venv, target_is_directory=True)
    environment = local_environment(tmp_path)
    for name in ("SQLITE_PATH", "AGENT_ID", "WHASP_WEBHOOK_SECRET"):
        environment.pop(name)
    port = free_port()
    session = pexpect.spawn(
        "make", ["run", f"PORT={port}"], cwd=tmp_path, env=environment, encoding="utf-8", timeout=60
    )
    try:
        session.expect_exact("you> ")
        session.sendline("Hi, my name is Ana")
        session.expect_exact('You said: "Hi, my name is Ana"')
        session.expect_exact("you> ")
        # WHEN the person presses Ctrl-C
        session.sendcontrol("c")
        session.expect(pexpect.EOF)
    finally:
        session.close()
    # THEN chat says goodbye, serve stops, and make reports no error
    assert "bye" in session.before
    assert "agent-memory serve: stopped" in session.before
    assert "Error" not in session.before
    assert LocalFiles(tmp_path / ".local" / "agent-memory.db").last_agent() == "demo"
