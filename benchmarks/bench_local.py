"""The local run under load: `serve` on 127.0.0.1, offline model, 100 people writing at once.

Each side is measured in this run, on this machine (the goal: 2 cores), and reported
as a ratio to a baseline measured the same way in the same run:
- accepted deliveries per second and webhook latency p50/p99, against a bare
  ThreadingHTTPServer subprocess that reads the body and answers 200 with no work
  (same client threads, same loopback, a connection per request like whasp);
- end-to-end turns per second (first delivery sent to last reply in the outbox),
  against direct `Responder.handle` calls in this process, wired as `serve` wires
  it (SQLite store, offline model, local embedder), without HTTP, inbox or threads.
Bounded: 100 people x 10 messages a side, well under a minute; loopback only.
"""

from __future__ import annotations

import http.client
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from datetime import UTC, datetime
from pathlib import Path

import harness  # noqa: F401 (puts the repository on the path, as for every benchmark)

from agent_memory.config import Settings
from agent_memory.pipeline.signature import secret_keys, signed_headers
from agent_memory.pipeline.whasp import text_message_event
from agent_memory.wiring import responder_from_settings
from tests.deliveries import NUMBER, SECRET
from tests.fakes import RecordingMessenger
from tests.local_service import GUARD_OFF, ServeProcess, free_port, local_environment

PEOPLE = 100
MESSAGES = 10
WORKERS = 4
ROUNDS = 3
BARE_SERVER = """
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        payload = b'{"status": "ok"}'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args):
        pass

class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 256

Server(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
"""


def phone(person: int) -> str:
    return f"+55119{person:08d}"


def deliveries(tag: str) -> list[list[tuple[bytes, dict[str, str]]]]:
    """Signed bodies per person, in order: whasp's signing is not what is measured."""
    key = secret_keys(SECRET)[0]
    now = datetime.now(UTC)
    people = []
    for person in range(PEOPLE):
        signed = []
        for n in range(MESSAGES):
            event_id = f"evt_{tag}_{person}_{n}"
            text = f"Message {n}: my plan is basic and I live in city {person}."
            body = json.dumps(text_message_event(event_id, phone(person), NUMBER, text, now))
            signed.append((body.encode(), signed_headers(key, body.encode(), f"msg_{event_id}")))
        people.append(signed)
    return people


def burst(port: int, people: list[list[tuple[bytes, dict[str, str]]]]) -> tuple[float, list]:
    """Every person writes their messages one after another, all people at once.

    Returns the seconds the whole burst took and the latency of each request.
    """
    latencies: list[float] = []
    lock = threading.Lock()

    def person(messages: list[tuple[bytes, dict[str, str]]]) -> None:
        mine = []
        for body, headers in messages:
            started = time.perf_counter()
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            connection.request("POST", "/webhook", body, headers)
            response = connection.getresponse()
            response.read()
            connection.close()
            assert response.status == 200, response.status
            mine.append(time.perf_counter() - started)
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=person, args=(m,)) for m in people]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return time.perf_counter() - started, latencies


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def bare_server() -> tuple[float, list[float]]:
    port = free_port()
    server = subprocess.Popen([sys.executable, "-c", BARE_SERVER, str(port)])
    try:
        wait_listening(port)
        return burst(port, deliveries("bare"))
    finally:
        server.kill()
        server.wait()


def wait_listening(port: int) -> None:
    for _ in range(600):
        try:
            http.client.HTTPConnection("127.0.0.1", port, timeout=1).connect()
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"nothing listens on {port}")


def local_service(directory: Path) -> tuple[float, list[float], float]:
    """Accept burst seconds, latencies, and seconds until the last reply is in the outbox."""
    # every message answered, as before the reply guard: the figures stay comparable
    service = ServeProcess(directory, workers=WORKERS, **GUARD_OFF).start(maintenance_every=60)
    try:
        started = time.perf_counter()
        seconds, latencies = burst(service.port, deliveries("serve"))
        service.client.wait_idle(60)
        end_to_end = time.perf_counter() - started
        answered, page = 0, service.client.replies()
        while page:
            answered += len(page)
            page = service.client.replies(after=page[-1]["id"])
        assert answered == PEOPLE * MESSAGES, answered
        return seconds, latencies, end_to_end
    finally:
        service.stop()


def direct_turns(directory: Path) -> float:
    """Seconds for the same turns through `Responder.handle`, one after another."""
    environment = local_environment(directory, **GUARD_OFF)
    responder = responder_from_settings(Settings(environment), messenger=RecordingMessenger())
    bodies = [body.decode() for m in zip(*deliveries("direct"), strict=True) for body, _ in m]
    started = time.perf_counter()
    for body in bodies:
        responder.handle(body)
    return time.perf_counter() - started


def one_round() -> dict[str, float]:
    """Every measure once, sides alternating, each service on fresh files."""
    total = PEOPLE * MESSAGES
    bare_seconds, bare_latencies = bare_server()
    with tempfile.TemporaryDirectory() as serve_dir, tempfile.TemporaryDirectory() as direct:
        serve_seconds, latencies, end_to_end = local_service(Path(serve_dir))
        direct_seconds = direct_turns(Path(direct))
    return {
        "accepted": total / serve_seconds,
        "bare_accepted": total / bare_seconds,
        "p50": percentile(latencies, 0.5) * 1000,
        "bare_p50": percentile(bare_latencies, 0.5) * 1000,
        "p99": percentile(latencies, 0.99) * 1000,
        "bare_p99": percentile(bare_latencies, 0.99) * 1000,
        "turns": total / end_to_end,
        "direct_turns": total / direct_seconds,
    }


def main() -> None:
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    rounds = [one_round() for _ in range(ROUNDS)]
    median = {name: statistics.median(r[name] for r in rounds) for name in rounds[0]}
    print(
        f"bench_local: Python {sys.version.split()[0]}, {cores} cores, {PEOPLE} people x "
        f"{MESSAGES} messages at once, offline model, {WORKERS} workers; "
        f"medians of {ROUNDS} rounds"
    )
    rows = [
        ("accepted deliveries", "accepted", "/s", "bare HTTP server"),
        ("webhook latency p50", "p50", " ms", "bare HTTP server"),
        ("webhook latency p99", "p99", " ms", "bare HTTP server"),
        ("end-to-end turns", "turns", "/s", "direct Responder.handle"),
    ]
    for label, name, unit, baseline in rows:
        base = "direct_turns" if name == "turns" else f"bare_{name}"
        print(
            f"  {label}: {median[name]:7.1f}{unit:<3}  {baseline}: {median[base]:7.1f}{unit:<3}"
            f"  ratio {median[name] / median[base]:.2f}"
        )


if __name__ == "__main__":
    main()
