"""`agent-memory serve`: the webhook, inbox, workers, outbox and maintenance in one process.

One `serve` owns a store and its queues (it holds a lock on both files). Ctrl-C or SIGTERM
stops taking deliveries, lets each worker finish the turn in hand and leaves the
rest in the inbox for the next start; a second signal leaves at once, which is
safe too, since anything accepted is on disk.
"""

from __future__ import annotations

import errno
import http.client
import json
import logging
import os
import signal
import sys
import threading
from contextlib import ExitStack
from typing import IO, Any

from agent_memory.commands.invocation import command
from agent_memory.config import Settings
from agent_memory.errors import LocalRunError, PermanentError, TransientError
from agent_memory.local.database import QueueDatabase
from agent_memory.local.files import LocalFiles
from agent_memory.local.inbox import SqliteInbox
from agent_memory.local.outbox import LocalOutbox
from agent_memory.local.queue_erasure import erase_from_queues
from agent_memory.local.schedule import MaintenanceSchedule
from agent_memory.local.server import HOST, SERVER, WEBHOOK_PATH, LocalApi, LocalHttpServer
from agent_memory.local.store_lock import hold_store
from agent_memory.local.workers import WorkerPool
from agent_memory.log_levels import cap_library_levels
from agent_memory.messenger.port import Messenger
from agent_memory.model.offline import LABEL, OfflineModel
from agent_memory.model.port import Model
from agent_memory.pipeline.signature import secret_keys
from agent_memory.wiring import maintenance_settings, messenger_from_settings

logger = logging.getLogger("agent_memory.serve")


def serve(settings: Settings, port: int, workers: int, maintenance_every: float) -> int:
    """Run until Ctrl-C or SIGTERM; 0 after a clean stop."""
    from agent_memory.wiring import responder_from_settings

    _log_to_stderr()
    files = LocalFiles.from_settings(settings)
    policy = maintenance_settings(settings)
    with ExitStack() as cleanup:
        cleanup.enter_context(hold_store(files.store, files.queues))
        keys = secret_keys(files.webhook_secret(settings))
        database = QueueDatabase(files.queues)
        cleanup.callback(database.close)
        inbox = SqliteInbox(database)
        if released := inbox.release_leases():
            logger.info("resuming turns cut short by the last stop", extra={"count": released})
        messenger, outbox = _messenger(settings, database)
        responder = responder_from_settings(settings, messenger=messenger)
        memory = responder.memory
        memory.erasure_listeners.append(erase_from_queues(database, memory.phone_hash_key))
        cleanup.callback(getattr(memory.store, "close", lambda: None))
        try:
            # before anyone writes: say what is wrong
            model_warning = check_model(memory.model, sys.stderr)
        except LocalRunError as error:
            files.record_refusal(str(error))  # a chat waiting for this serve says it at once
            raise
        api = LocalApi(
            inbox=inbox,
            keys=keys,
            operator_token=files.operator_token(),
            memory=memory,
            agent=responder.agent,
            outbox=outbox,
            model=describe_model(settings, memory.model),
            model_warning=model_warning,
        )
        server = _bind(port, api)
        cleanup.callback(server.server_close)
        port = server.port  # the one bound, also for --port 0
        bursts = bool(settings.value("ANSWER_BURSTS_ONCE"))
        pool = WorkerPool(inbox, responder.handle, workers, answer_bursts_once=bursts)
        prune: list[Any] = [inbox.prune] + ([outbox.prune] if outbox else [])
        schedule = MaintenanceSchedule(memory, maintenance_every, policy, prune)
        stop = _stop_on_signals()
        pool.start()
        schedule.start()
        server.start()
        _banner(sys.stdout, settings, files, api, port, workers, maintenance_every)
        while not stop.wait(1.0):
            pass
        server.shutdown()  # no new deliveries; the turns in hand finish
        pool.stop()
        schedule.stop()
        waiting = inbox.counts()["pending"]
        print(f"agent-memory serve: stopped; {waiting} accepted deliveries wait for the next start")
    return 0


def describe_model(settings: Settings, model: Model) -> str:
    """One line saying which model answers, and how to change it."""
    if isinstance(model, OfflineModel):
        return (
            f"offline model (no OPENAI_API_KEY), every reply labelled {LABEL}; "
            "set OPENAI_API_KEY for OpenAI"
        )
    describe = getattr(model, "describe", None)
    if describe is not None:
        return str(describe())
    where = settings.get("OPENAI_BASE_URL", "api.openai.com")
    return f"OpenAI {model.name} at {where}"


def check_model(model: Model, out: IO[str]) -> str | None:
    """Ask the model one tiny question before serving: a wrong key, model name or URL stops
    `serve` here, with the fix; a model that is down only warns (turns retry until it is up),
    and the warning is returned for `chat` to show."""
    check = getattr(model, "check", None)
    if check is None:  # the offline model: nothing to reach
        return None
    try:
        check()
    except PermanentError as error:
        raise LocalRunError(f"serve does not start, the model cannot answer: {error}") from None
    except TransientError as error:
        print(
            f"agent-memory serve: WARNING the model did not answer the start-up check ({error}); "
            "serving anyway, turns are retried until it answers",
            file=out,
            flush=True,
        )
        return f"the model did not answer serve's start-up check: {error}"
    return None


def _messenger(settings: Settings, database: QueueDatabase) -> tuple[Messenger, LocalOutbox | None]:
    """The whasp API when configured (both settings named if one is missing), else the outbox."""
    if settings.get("WHASP_API_URL") or settings.has_secret("WHASP_API_KEY"):
        return messenger_from_settings(settings), None
    outbox = LocalOutbox(database)
    return outbox, outbox


def _bind(port: int, api: LocalApi) -> LocalHttpServer:
    try:
        return LocalHttpServer(port, api)
    except OSError as error:
        if error.errno == errno.EADDRINUSE:
            raise LocalRunError(
                f"port {port} on {HOST} is in use by {_port_holder(port)}: stop it, or choose "
                f"another port with --port (PORT=... with make run)"
            ) from None
        raise LocalRunError(f"cannot listen on {HOST}:{port} ({error.strerror})") from None


def _port_holder(port: int) -> str:
    """Who answers on `port`: a serve (of which agent and store, if it says) or another program."""
    connection = http.client.HTTPConnection(HOST, port, timeout=1)
    try:
        connection.request("GET", "/health")
        response = connection.getresponse()
        is_serve = response.getheader("server", "") == SERVER.decode()
        answer = json.loads(response.read() or b"null") if is_serve else None
    except (OSError, http.client.HTTPException, ValueError):
        return "another program (it does not answer HTTP)"
    finally:
        connection.close()
    if answer == {"status": "ok"}:
        return "another agent-memory serve (of another store)"
    return "another program (not an agent-memory serve)"


def _stop_on_signals() -> threading.Event:
    """An event set by the first Ctrl-C or SIGTERM; the second one exits at once."""
    stop = threading.Event()

    def on_signal(signum: int, frame: Any) -> None:
        if stop.is_set():
            print("agent-memory serve: stopping now; accepted deliveries are kept", flush=True)
            os._exit(130)
        print("agent-memory serve: stopping after the turns in hand", flush=True)
        stop.set()

    # A background job of a script (make run) starts with SIGINT ignored, so Ctrl-C reaches
    # only the foreground chat and the script stops serve once, with SIGTERM: keep it so.
    if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:
        signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    return stop


def _banner(
    out: IO[str],
    settings: Settings,
    files: LocalFiles,
    api: LocalApi,
    port: int,
    workers: int,
    maintenance_every: float,
) -> None:
    replies = (
        f"local outbox (`{command('chat')}` shows them; set WHASP_API_URL and WHASP_API_KEY "
        "to send through whasp)"
        if api.outbox is not None
        else f"whasp API at {settings.get('WHASP_API_URL')}"
    )
    secret = (
        "WHASP_WEBHOOK_SECRET"
        if settings.has_secret("WHASP_WEBHOOK_SECRET")
        else f"{files.secret_file} (generated for this machine)"
    )
    print(
        f"agent-memory serve: whasp webhook at http://{HOST}:{port}{WEBHOOK_PATH}\n"
        f"  agent:   {api.agent}\n"
        f"  model:   {api.model}\n"
        f"  replies: {replies}\n"
        f"  secret:  {secret}\n"
        f"  data:    {files.store} and {files.queues}\n"
        f"  {workers} workers, maintenance every {maintenance_every:g} s; Ctrl-C stops, and "
        "whatever was accepted is processed after a restart",
        file=out,
        flush=True,
    )


class _KeyValueFormatter(logging.Formatter):
    """Time, level, message, then the record's extra fields as key=value (hashes, ids, counts)."""

    _STANDARD = frozenset(vars(logging.makeLogRecord({}))) | {"message", "asctime"}

    def format(self, record: logging.LogRecord) -> str:
        line = super().format(record)
        extra = {k: v for k, v in vars(record).items() if k not in self._STANDARD}
        return line + "".join(f" {k}={v}" for k, v in extra.items())


def _log_to_stderr() -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(_KeyValueFormatter("%(asctime)s %(levelname)s %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    cap_library_levels()  # their INFO and DEBUG lines carry requests, bodies, phones
